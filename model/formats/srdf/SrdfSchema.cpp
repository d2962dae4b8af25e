#include "SrdfSchema.h"

#include "SrdfCodes.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>

#include <functional>

namespace kinedit {

namespace {
struct SrdfSchemaText {
    Q_DECLARE_TR_FUNCTIONS(SrdfSchema)
};
using T = SrdfSchemaText;

AttributeSchema attr(const char* name, QString description, bool required = true, ValueType type = ValueType::String) {
    AttributeSchema a;
    a.name = QString::fromLatin1(name);
    a.description = std::move(description);
    a.required = required;
    a.type = type;
    return a;
}

AttributeSchema enumAttr(const char* name, QString description, const QStringList& values, const char* initial) {
    AttributeSchema a = attr(name, std::move(description), true, ValueType::Enum);
    for (const QString& v : values) a.values.append(EnumValue{v, {}});
    a.initial = QString::fromLatin1(initial);
    return a;
}

AttributeSchema pairLink(const char* name) { return attr(name, T::tr("A link of the robot")); }
AttributeSchema reason() {
    return attr("reason", T::tr("Why (the Setup Assistant writes Adjacent, Default, Always, Never or User)"), false);
}
}  // namespace

const Schema& srdfSchema() {
    static const Schema schema = [] {
        QList<ElementSchema> e;
        const AttributeSchema name = attr("name", T::tr("Name"));
        e.append(groupElement(
            "robot", T::tr("MoveIt's semantic description of a robot described by its URDF"),
            {QStringLiteral("group"), QStringLiteral("group_state"), QStringLiteral("end_effector"), QStringLiteral("virtual_joint"),
             QStringLiteral("passive_joint"), QStringLiteral("joint_property"), QStringLiteral("link_sphere_approximation"),
             QStringLiteral("disable_collisions"), QStringLiteral("enable_collisions"), QStringLiteral("disable_default_collisions")},
            {attr("name", T::tr("The robot's name, as its URDF names it"))}));
        e.append(groupElement("group", T::tr("A planning group: links, joints, chains and other groups"),
                              {QStringLiteral("link"), QStringLiteral("joint"), QStringLiteral("chain"), QStringLiteral("group")},
                              {attr("name", T::tr("The group's name"))}));
        e.append(
            groupElement("link", T::tr("A link of the group (with the joint above it)"), {}, {attr("name", T::tr("A link of the robot"))}));
        e.append(groupElement("joint", T::tr("A joint of the group (with the link below it)"), {},
                              {attr("name", T::tr("A joint of the robot"))}));
        e.append(groupElement(
            "chain", T::tr("The links and joints from a base link down to a tip link"), {},
            {attr("base_link", T::tr("The chain's first link")), attr("tip_link", T::tr("The chain's last link, below the base"))}));
        e.append(groupElement("group_state", T::tr("A named pose of a group: a value for each of its joints"), {QStringLiteral("joint")},
                              {name, attr("group", T::tr("The group it poses"))}));
        e.append(
            groupElement("end_effector", T::tr("An end effector: a group attached to a link of another group"), {},
                         {name, attr("group", T::tr("The end effector's group")), attr("parent_link", T::tr("The link it is attached to")),
                          attr("parent_group", T::tr("The group holding the parent link"), false)}));
        e.append(groupElement(
            "virtual_joint", T::tr("A joint from a frame outside the robot to its root link"), {},
            {name,
             enumAttr("type", T::tr("fixed, floating or planar"),
                      {QStringLiteral("fixed"), QStringLiteral("floating"), QStringLiteral("planar")}, "fixed"),
             attr("parent_frame", T::tr("The outside frame (world, odom)")), attr("child_link", T::tr("The robot's root link"))}));
        e.append(groupElement("passive_joint", T::tr("A joint no actuator moves"), {}, {attr("name", T::tr("A joint of the robot"))}));
        e.append(groupElement("joint_property", T::tr("A property of a joint"), {},
                              {attr("joint_name", T::tr("A joint of the robot")), attr("property_name", T::tr("The property")),
                               attr("value", T::tr("Its value"))}));
        e.append(groupElement("link_sphere_approximation", T::tr("Spheres approximating a link"), {QStringLiteral("sphere")},
                              {attr("link", T::tr("A link of the robot"))}));
        e.append(groupElement("sphere", T::tr("A sphere of the approximation"), {},
                              {attr("center", T::tr("Centre, in the link's frame"), true, ValueType::Translation),
                               attr("radius", T::tr("Radius"), true, ValueType::Number)}));
        e.append(groupElement("disable_collisions", T::tr("A pair of links never checked for collision"), {},
                              {pairLink("link1"), pairLink("link2"), reason()}));
        e.append(groupElement("enable_collisions", T::tr("A pair of links checked for collision again"), {},
                              {pairLink("link1"), pairLink("link2"), reason()}));
        e.append(groupElement("disable_default_collisions", T::tr("A link checked against no other unless enabled"), {},
                              {attr("link", T::tr("A link of the robot"))}));
        return Schema(QStringLiteral("srdf"), e);
    }();
    return schema;
}

const ElementSchema& srdfStateJointSchema() {
    static const ElementSchema s =
        groupElement("joint", T::tr("A joint's value in the state"), {},
                     {attr("name", T::tr("A joint of the group")),
                      attr("value", T::tr("The value (several, space-separated, for a joint of several variables)"))});
    return s;
}

const ElementSchema* srdfElementSchema(const XmlElement& e) {
    const XmlElement* parent = e.parentElement();
    if (e.name() == QLatin1String("joint") && parent && parent->name() == QLatin1String("group_state")) return &srdfStateJointSchema();
    return srdfSchema().element(e.name());
}

void checkSrdfSchema(const XmlDocument& doc, Diagnostics& out) {
    const XmlElement* root = doc.root();
    if (!root || root->name() != QLatin1String("robot")) return;
    std::function<void(const XmlElement*)> walk = [&](const XmlElement* e) {
        const ElementSchema* es = srdfElementSchema(*e);
        if (!es) return;
        for (const AttributeSchema& a : es->attributes)
            if (a.required && e->attribute(a.name).trimmed().isEmpty())
                out.append(diagnosticAt(doc, e, {}, Severity::Error, srdfcode::MissingAttribute,
                                        T::tr("<%1> needs the attribute '%2'").arg(e->name(), a.name)));
        for (const XmlAttribute& a : e->attributes())
            if (!es->attribute(a.name) && !a.name.startsWith(QLatin1String("xmlns")))
                out.append(diagnosticAt(doc, e, a.name, Severity::Warning, srdfcode::UnknownElement,
                                        T::tr("'%1' is not an attribute of <%2> in an SRDF; it is kept").arg(a.name, e->name())));
        for (const XmlElement* c : e->elements()) {
            if (es->children.contains(c->name()))
                walk(c);
            else
                out.append(diagnosticAt(doc, c, {}, Severity::Warning, srdfcode::UnknownElement,
                                        T::tr("<%1> is not part of an SRDF inside <%2>; it is kept").arg(c->name(), e->name())));
        }
    };
    walk(root);
}

}  // namespace kinedit
