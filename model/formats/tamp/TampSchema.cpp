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
        e.append(groupElement("problem", T::tr("A TAMP benchmark problem: objects, robots and the action-motion mapping"),
                              {QStringLiteral("objects"), QStringLiteral("robots"), QStringLiteral("AMmapping")}));
        e.append(groupElement("objects", T::tr("The objects of the scene"), {QStringLiteral("obj")}));
        e.append(groupElement(
            "obj", T::tr("An object"),
            {QStringLiteral("name"), QStringLiteral("geom"), QStringLiteral("pose"), QStringLiteral("moveable"), QStringLiteral("grasps"),
             QStringLiteral("sssp"), QStringLiteral("pssp"), QStringLiteral("sop"), QStringLiteral("attachments")}));
        e.append(textElement("name", ValueType::String, 1, "", T::tr("Name (of an object, robot or action), as the PDDL files use it")));
        e.append(textElement("geom", ValueType::Path, 1, "", T::tr("The object's OBJ mesh, in the family's meshes folder")));
        e.append(textElement("pose", ValueType::Number, 12, "m", T::tr("Initial pose: a 3x4 transformation matrix, row by row")));
        e.append(textElement("moveable", ValueType::String, 1, "", T::tr("true or false: whether the object can be moved")));
        e.append(groupElement("grasps", T::tr("Grasps of the object, in its frame"), {QStringLiteral("gf"), QStringLiteral("gc")}));
        ElementSchema gf = textElement("gf", ValueType::Number, 12, "m", T::tr("A grasp frame: a 3x4 matrix in the object's frame"));
        gf.attributes = {graspType()};
        e.append(gf);
        e.append(groupElement("gc", T::tr("A continuous set of grasps: a template frame turned about an axis"),
                              {QStringLiteral("template"), QStringLiteral("axis")}, {graspType()}));
        e.append(textElement("template", ValueType::Number, 0, "",
                             T::tr("The template: a 3x4 grasp frame (in <gc>) or a 3x3 rotation (in <sop>), row by row")));
        e.append(textElement("axis", ValueType::Number, 3, "", T::tr("A rotation axis")));
        e.append(groupElement("sssp", T::tr("Surface supporting stable placements: a rectangle in the object's frame"),
                              {QStringLiteral("xmin"), QStringLiteral("xmax"), QStringLiteral("ymin"), QStringLiteral("ymax"),
                               QStringLiteral("zmin"), QStringLiteral("zmax")}));
        for (const char* b : {"xmin", "xmax", "ymin", "ymax", "zmin", "zmax"})
            e.append(textElement(b, ValueType::Number, 1, "m", T::tr("A bound of the placement rectangle")));
        e.append(groupElement("pssp", T::tr("Polygon supporting stable placements: its corners in the object's frame, in one plane"),
                              {QStringLiteral("point")}));
        e.append(groupElement("point", T::tr("A corner of the polygon"), {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")}));
        for (const char* c : {"x", "y", "z"}) e.append(textElement(c, ValueType::Number, 1, "m", T::tr("A coordinate")));
        e.append(groupElement(
            "sop", T::tr("A stable object pose: a rotation (world frame), an axis it may turn about, and the height of its centre"),
            {QStringLiteral("template"), QStringLiteral("axis"), QStringLiteral("distance")}));
        e.append(textElement("distance", ValueType::Number, 1, "m", T::tr("Distance from the object's centre to the supporting surface")));
        e.append(groupElement("attachments", T::tr("Objects attached to this one: they move with it"), {QStringLiteral("name")}));
        e.append(groupElement("robots", T::tr("The robots"), {QStringLiteral("robot")}));
        e.append(groupElement("robot", T::tr("A robot: its URDF, base pose and configuration"),
                              {QStringLiteral("name"), QStringLiteral("urdf"), QStringLiteral("basepose"), QStringLiteral("movebase"),
                               QStringLiteral("torso"), QStringLiteral("left_arm"), QStringLiteral("right_arm")}));
        e.append(textElement("urdf", ValueType::Path, 1, "", T::tr("The robot's URDF file")));
        e.append(textElement("basepose", ValueType::Number, 12, "m", T::tr("Initial pose of the base: a 3x4 matrix, row by row")));
        e.append(textElement("movebase", ValueType::String, 1, "", T::tr("true or false: whether the base can move")));
        e.append(textElement("torso", ValueType::Number, 0, "m", T::tr("Torso configuration")));
        e.append(
            textElement("left_arm", ValueType::Number, 0, "rad", T::tr("Left arm configuration, in the order of <AMmapping>'s joints")));
        e.append(
            textElement("right_arm", ValueType::Number, 0, "rad", T::tr("Right arm configuration, in the order of <AMmapping>'s joints")));
        e.append(groupElement("AMmapping", T::tr("Which joints each action may move"), {QStringLiteral("action")}));
        e.append(groupElement("action", T::tr("An action of the PDDL domain and its joints"),
                              {QStringLiteral("name"), QStringLiteral("joints")}));
        e.append(textElement("joints", ValueType::String, 0, "", T::tr("Joint names of the robot's URDF, separated by spaces")));
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
        for (const XmlElement* c : e->elements()) {
            const ElementSchema* cs = schema.element(c->name());
            if (cs && es.children.contains(c->name()))
                walk(c, *cs);
            else if (e->name() != QLatin1String("robot"))
                out.append(diagnosticAt(doc, c, {}, Severity::Warning, tampcode::UnknownElement,
                                        T::tr("<%1> is not part of a TAMP problem inside <%2>; it is kept").arg(c->name(), e->name())));
        }
    };
    walk(root, *schema.element(u"problem"));
}

}  // namespace kinedit
