#include "TampSchema.h"

#include "TampCodes.h"
#include "xml/XmlDiagnostics.h"

#include <QCoreApplication>

#include <functional>

namespace kinedit {

namespace {
struct TampSchemaText {
    Q_DECLARE_TR_FUNCTIONS(TampSchema)
};
using T = TampSchemaText;

ElementSchema value(const char* name, ValueType type, int count, const char* unit, QString description) {
    return textElement(name, type, count, unit, std::move(description));
}
ElementSchema group(const char* name, QString description, QStringList children, QList<AttributeSchema> attrs = {}) {
    return groupElement(name, std::move(description), std::move(children), std::move(attrs));
}

AttributeSchema graspType() {
    AttributeSchema a;
    a.name = QStringLiteral("type");
    a.description = T::tr("Grasp type (top, side, ...), for the planner");
    return a;
}
}  // namespace

const Schema& tampSchema() {
    static const Schema schema = [] {
        QList<ElementSchema> e;
        e.append(group("problem", T::tr("A TAMP benchmark problem: objects, robots and the action-motion mapping"),
                       {QStringLiteral("objects"), QStringLiteral("robots"), QStringLiteral("AMmapping")}));
        e.append(group("objects", T::tr("The objects of the scene"), {QStringLiteral("obj")}));
        e.append(group("obj", T::tr("An object"),
                       {QStringLiteral("name"), QStringLiteral("geom"), QStringLiteral("pose"), QStringLiteral("moveable"),
                        QStringLiteral("grasps"), QStringLiteral("sssp"), QStringLiteral("pssp"), QStringLiteral("sop"),
                        QStringLiteral("attachments")}));
        e.append(value("name", ValueType::String, 1, "", T::tr("Name (of an object, robot or action), as the PDDL files use it")));
        e.append(value("geom", ValueType::Path, 1, "", T::tr("The object's OBJ mesh, in the family's meshes folder")));
        e.append(value("pose", ValueType::Number, 12, "m", T::tr("Initial pose: a 3x4 transformation matrix, row by row")));
        e.append(value("moveable", ValueType::String, 1, "", T::tr("true or false: whether the object can be moved")));
        e.append(group("grasps", T::tr("Grasps of the object, in its frame"), {QStringLiteral("gf"), QStringLiteral("gc")}));
        ElementSchema gf = value("gf", ValueType::Number, 12, "m", T::tr("A grasp frame: a 3x4 matrix in the object's frame"));
        gf.attributes = {graspType()};
        e.append(gf);
        e.append(group("gc", T::tr("A continuous set of grasps: a template frame turned about an axis"),
                       {QStringLiteral("template"), QStringLiteral("axis")}, {graspType()}));
        e.append(value("template", ValueType::Number, 0, "",
                       T::tr("The template: a 3x4 grasp frame (in <gc>) or a 3x3 rotation (in <sop>), row by row")));
        e.append(value("axis", ValueType::Number, 3, "", T::tr("A rotation axis")));
        e.append(group("sssp", T::tr("Surface supporting stable placements: a rectangle in the object's frame"),
                       {QStringLiteral("xmin"), QStringLiteral("xmax"), QStringLiteral("ymin"), QStringLiteral("ymax"), QStringLiteral("zmin"),
                        QStringLiteral("zmax")}));
        for (const char* b : {"xmin", "xmax", "ymin", "ymax", "zmin", "zmax"})
            e.append(value(b, ValueType::Number, 1, "m", T::tr("A bound of the placement rectangle")));
        e.append(group("pssp", T::tr("Polygon supporting stable placements: its corners in the object's frame, in one plane"),
                       {QStringLiteral("point")}));
        e.append(group("point", T::tr("A corner of the polygon"), {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")}));
        for (const char* c : {"x", "y", "z"}) e.append(value(c, ValueType::Number, 1, "m", T::tr("A coordinate")));
        e.append(group("sop", T::tr("A stable object pose: a rotation (world frame), an axis it may turn about, and the height of its centre"),
                       {QStringLiteral("template"), QStringLiteral("axis"), QStringLiteral("distance")}));
        e.append(value("distance", ValueType::Number, 1, "m", T::tr("Distance from the object's centre to the supporting surface")));
        e.append(group("attachments", T::tr("Objects attached to this one: they move with it"), {QStringLiteral("name")}));
        e.append(group("robots", T::tr("The robots"), {QStringLiteral("robot")}));
        e.append(group("robot", T::tr("A robot: its URDF, base pose and configuration"),
                       {QStringLiteral("name"), QStringLiteral("urdf"), QStringLiteral("basepose"), QStringLiteral("movebase"),
                        QStringLiteral("torso"), QStringLiteral("left_arm"), QStringLiteral("right_arm")}));
        e.append(value("urdf", ValueType::Path, 1, "", T::tr("The robot's URDF file")));
        e.append(value("basepose", ValueType::Number, 12, "m", T::tr("Initial pose of the base: a 3x4 matrix, row by row")));
        e.append(value("movebase", ValueType::String, 1, "", T::tr("true or false: whether the base can move")));
        e.append(value("torso", ValueType::Number, 0, "m", T::tr("Torso configuration")));
        e.append(value("left_arm", ValueType::Number, 0, "rad", T::tr("Left arm configuration, in the order of <AMmapping>'s joints")));
        e.append(value("right_arm", ValueType::Number, 0, "rad", T::tr("Right arm configuration, in the order of <AMmapping>'s joints")));
        e.append(group("AMmapping", T::tr("Which joints each action may move"), {QStringLiteral("action")}));
        e.append(group("action", T::tr("An action of the PDDL domain and its joints"), {QStringLiteral("name"), QStringLiteral("joints")}));
        e.append(value("joints", ValueType::String, 0, "", T::tr("Joint names of the robot's URDF, separated by spaces")));
        return Schema(QStringLiteral("tamp"), e);
    }();
    return schema;
}

void checkTampSchema(const XmlDocument& doc, Diagnostics& out) {
    const XmlElement* root = doc.root();
    if (!root || root->name() != QLatin1String("problem")) return;
    const Schema& schema = tampSchema();
    std::function<void(const XmlElement*, const ElementSchema&)> walk = [&](const XmlElement* e, const ElementSchema& es) {
        for (const XmlAttribute& a : e->attributes())
            if (!es.attribute(a.name) && !a.name.startsWith(QLatin1String("xmlns")))
                out.append(diagnosticAt(doc, e, a.name, Severity::Warning, tampcode::UnknownElement,
                                        T::tr("'%1' is not an attribute of <%2> in a TAMP problem; it is kept").arg(a.name, e->name())));
        for (const XmlElement* c : e->childElements()) {
            const ElementSchema* cs = schema.element(c->name());
            if (cs && es.children.contains(c->name())) walk(c, *cs);
            else if (e->name() != QLatin1String("robot"))
                out.append(diagnosticAt(doc, c, {}, Severity::Warning, tampcode::UnknownElement,
                                        T::tr("<%1> is not part of a TAMP problem inside <%2>; it is kept").arg(c->name(), e->name())));
        }
    };
    walk(root, *schema.element(u"problem"));
}

}  // namespace kinedit
