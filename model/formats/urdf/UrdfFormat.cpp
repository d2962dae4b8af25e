#include "UrdfFormat.h"
#include "xml/XmlDocument.h"

#include "formats/ParentCycles.h"
#include "formats/PoseText.h"

#include "UrdfCodes.h"
#include "UrdfReader.h"
#include "UrdfRos2Control.h"
#include "UrdfSchema.h"
#include "io/ResourceResolver.h"
#include "xml/XmlDiagnostics.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <functional>
#include <unordered_map>

namespace kinedit {

namespace {
struct UrdfRulesText {
    Q_DECLARE_TR_FUNCTIONS(UrdfRules)
};
using T = UrdfRulesText;

const QStringList kJointTypes = {QStringLiteral("revolute"), QStringLiteral("continuous"), QStringLiteral("prismatic"),
                                 QStringLiteral("fixed"),    QStringLiteral("floating"),   QStringLiteral("planar")};
}  // namespace

const Schema* UrdfFormat::schema() const { return &urdfSchema(); }

int UrdfFormat::recognize(const XmlDocument& doc, const QString& path) const {
    const XmlElement* root = doc.root();
    const QString suffix = QFileInfo(path).suffix().toLower();
    // A .urdf file whose root is not <robot> is still claimed, weakly, so
    // that it gets URDF's located error.
    if (!root || root->name() != QLatin1String("robot")) return extensions().contains(suffix) ? 20 : 0;
    if (extensions().contains(suffix)) return 100;
    if (suffix == QLatin1String("hrdf")) return 0;
    // HRDF roots are <robot> too, but without a name, and their <link>s
    // have a type instead of a name.
    if (!root->hasAttribute(u"name")) return 0;
    const XmlElement* link = root->firstChildElement(u"link");
    if (link && !link->hasAttribute(u"name")) return 0;
    return link || root->firstChildElement(u"joint") ? 80 : 30;
}

UrdfFormat::UrdfFormat() = default;
UrdfFormat::~UrdfFormat() = default;

void UrdfFormat::validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    UrdfRobot robot;
    Diagnostics found;
    check(doc, robot, found);
    out.append(found);
    keepReading(state, this, doc, std::move(robot), found);
}

void UrdfFormat::check(const XmlDocument& doc, UrdfRobot& robot, Diagnostics& out) const {
    const XmlElement* root = doc.root();
    if (!root) return;
    auto at = [&](const XmlElement* e, const QString& attr, const char* code, const QString& msg) {
        out.append(diagnosticAt(doc, e, attr, Severity::Error, code, msg));
    };
    if (root->name() != QLatin1String("robot") || root->attribute(u"name").isEmpty()) {
        at(root, {}, urdfcode::NotRobot,
           root->name() == QLatin1String("robot")
               ? T::tr("a URDF file's root must be <robot name=\"...\">; this <robot> has no name")
               : T::tr("a URDF file's root must be <robot name=\"...\">, not <%1>%2")
                     .arg(root->name(), root->name() == QLatin1String("world")
                                            ? T::tr(" (a <world> of robots and entities: URDF readers do not read it)")
                                            : QString()));
        if (root->name() != QLatin1String("robot")) return;
    }
    // Against the schema: what URDF readers ignore is worth a warning (a
    // typo like iyx silently leaves iyz at 0). Extensions are kept quietly.
    // The schema's answers are remembered per (schema, name's text): the
    // parser shares one copy of each name's text, so a robot's thousands of
    // <origin> ask once instead of comparing strings at every element.
    // An attribute and a child element may share a name (<link name>,
    // <link><name/>): the question says which it is about.
    struct Question {
        const ElementSchema* schema;
        const QChar* text;
        qsizetype size;
        bool attribute;
        bool operator==(const Question&) const = default;
    };
    struct QuestionHash {
        size_t operator()(const Question& q) const {
            return std::hash<const void*>()(q.schema) * 31 + std::hash<const void*>()(q.text) + size_t(q.size) * 2 + q.attribute;
        }
    };
    // The child's schema or the attribute's; null: unknown.
    std::unordered_map<Question, const void*, QuestionHash> answers;
    auto remembered = [&](const ElementSchema* es, const QString& name, bool attribute, auto ask) -> const void* {
        const Question q{es, name.constData(), name.size(), attribute};
        if (const auto it = answers.find(q); it != answers.end()) return it->second;
        const void* answer = ask();
        if (answers.size() < 256) answers.emplace(q, answer);
        return answer;
    };
    const ElementSchema skipped;  // the answer for <gazebo> and <transmission>: not checked
    std::function<void(const XmlElement*, const ElementSchema*)> walk;
    auto checkAttributes = [&](const XmlElement* e, const ElementSchema* es) {
        for (const XmlAttribute& a : e->attributes())
            if (!remembered(es, a.name, true, [&]() -> const void* { return es->attribute(a.name); }) &&
                !a.name.startsWith(QLatin1String("xmlns"))) {
                QString hint;
                for (const AttributeSchema& known : es->attributes)
                    if (known.name.size() == a.name.size() && known.name != a.name) {
                        int same = 0;
                        for (int i = 0; i < a.name.size(); ++i) same += known.name.contains(a.name[i]) ? 1 : 0;
                        if (same == a.name.size()) hint = known.name;
                    }
                // A near miss of a known name is likely a typo (a warning);
                // anything else is a tool's extension (a note).
                out.append(diagnosticAt(doc, e, a.name, hint.isEmpty() ? Severity::Note : Severity::Warning, urdfcode::UnknownAttribute,
                                        hint.isEmpty()
                                            ? T::tr("'%2' is not a URDF attribute of <%1>; URDF readers ignore it").arg(e->name(), a.name)
                                            : T::tr("'%2' is not a URDF attribute of <%1>; URDF readers ignore it (did you mean '%3'?)")
                                                  .arg(e->name(), a.name, hint)));
            }
    };
    auto checkChild = [&](const XmlElement* e, const ElementSchema* es, const XmlElement* c) {
        const auto* cs = static_cast<const ElementSchema*>(remembered(es, c->name(), false, [&]() -> const void* {
            if (c->name() == QLatin1String("gazebo") || c->name() == QLatin1String("transmission") ||
                c->name() == QLatin1String("ros2_control") || c->name() == QLatin1String("mujoco"))
                return &skipped;  // <ros2_control>: checkRos2Control, once the joints are known
            const ElementSchema* known = urdfSchema().element(c->name());
            return known && es->children.contains(c->name()) ? known : nullptr;
        }));
        if (cs == &skipped) return;
        if (!cs) {
            out.append(diagnosticAt(
                doc, c, {}, Severity::Warning, urdfcode::UnknownElement,
                T::tr("<%1> is not part of URDF inside <%2>; it is kept, and URDF readers ignore it").arg(c->name(), e->name())));
            return;
        }
        walk(c, cs);
    };
    walk = [&](const XmlElement* e, const ElementSchema* es) {
        checkAttributes(e, es);
        for (const XmlElement* c : e->elements()) checkChild(e, es, c);
    };
    // The root's children are checked as the reader reaches them, in the
    // same pass (readUrdf's visit).
    const ElementSchema* robotSchema = urdfSchema().element(u"robot");
    checkAttributes(root, robotSchema);
    robot = readUrdf(doc, &out, [&](const XmlElement* c) { checkChild(root, robotSchema, c); });
    if (robot.links.empty()) at(root, {}, urdfcode::NoLinks, T::tr("the robot has no <link>"));

    // Sized up front: grown one insert at a time, a 20,000-link robot's
    // tables were rehashed a dozen times each.
    QHash<QString, const UrdfLink*> links;
    links.reserve(qsizetype(robot.links.size()));
    for (const UrdfLink& l : robot.links) {
        if (l.name.isEmpty())
            at(l.element, {}, urdfcode::MissingName, T::tr("<link> needs a name"));
        else if (links.contains(l.name))
            at(l.element, QStringLiteral("name"), urdfcode::DuplicateName, T::tr("a link named '%1' already exists").arg(l.name));
        else
            links.insert(l.name, &l);
    }
    QSet<QString> jointNames;
    QHash<QString, const UrdfJoint*> parentJointOf;  // child link -> joint
    jointNames.reserve(qsizetype(robot.joints.size()));
    parentJointOf.reserve(qsizetype(robot.joints.size()));
    for (UrdfJoint& j : robot.joints) {
        if (j.name.isEmpty())
            at(j.element, {}, urdfcode::MissingName, T::tr("<joint> needs a name"));
        else if (jointNames.contains(j.name))
            at(j.element, QStringLiteral("name"), urdfcode::DuplicateName, T::tr("a joint named '%1' already exists").arg(j.name));
        jointNames.insert(j.name);
        if (j.type.isEmpty())
            at(j.element, {}, urdfcode::BadJointType, T::tr("joint '%1' needs a type").arg(j.name));
        else if (!kJointTypes.contains(j.type))
            at(j.element, QStringLiteral("type"), urdfcode::BadJointType,
               T::tr("unknown joint type '%1' (revolute, continuous, prismatic, fixed, floating or planar)").arg(j.type));
        for (const auto& [el, link, what, index] : {std::tuple{j.parentElement, &j.parent, "parent", &j.parentLink},
                                                    std::tuple{j.childElement, &j.child, "child", &j.childLink}}) {
            const UrdfLink* found = el && !link->isEmpty() ? links.value(*link) : nullptr;
            *index = found ? int(found - robot.links.data()) : -1;
            if (!el || link->isEmpty())
                at(el ? el : j.element, el ? QStringLiteral("link") : QString(), urdfcode::BadLinkRef,
                   T::tr("joint '%1' needs <%2 link=\"...\"/>").arg(j.name, QLatin1String(what)));
            else if (!found)
                at(el, QStringLiteral("link"), urdfcode::BadLinkRef, T::tr("no link is named '%1'").arg(*link));
        }
        if ((j.type == QLatin1String("revolute") || j.type == QLatin1String("prismatic")) && !j.hasLimit)
            at(j.element, {}, urdfcode::MissingLimit, T::tr("a %1 joint needs <limit> (lower, upper, effort, velocity)").arg(j.type));
        // urdfdom reads a <limit> on any joint type, and refuses one without
        // effort or velocity.
        if (j.limitElement && !(j.limitElement->hasAttribute(u"effort") && j.limitElement->hasAttribute(u"velocity")))
            at(j.limitElement, {}, urdfcode::LimitIncomplete,
               T::tr("joint '%1': <limit> needs %2 (URDF readers refuse a limit without effort and velocity)")
                   .arg(j.name, j.limitElement->hasAttribute(u"effort")     ? QStringLiteral("velocity=\"...\"")
                                : j.limitElement->hasAttribute(u"velocity") ? QStringLiteral("effort=\"...\"")
                                                                            : QStringLiteral("effort=\"...\" and velocity=\"...\"")));
        if (j.type != QLatin1String("fixed") && j.type != QLatin1String("floating") && j.axisElement && j.axis.norm() < 1e-12)
            at(j.axisElement, QStringLiteral("xyz"), urdfcode::ZeroAxis, T::tr("the joint axis must not be zero"));
        if (j.childLink >= 0) {
            // urdfdom accepts a second parent joint; Kinedit keeps the first
            // in the tree and closes a loop with the others.
            UrdfLink& child = robot.links[size_t(j.childLink)];
            if (child.parentJoint >= 0)
                out.append(diagnosticAt(doc, j.childElement, QStringLiteral("link"), Severity::Warning, urdfcode::ClosedLoop,
                                        T::tr("link '%1' already has a parent joint ('%2'): joint '%3' closes a loop, "
                                              "solved as a closed chain")
                                            .arg(j.child, robot.joints[size_t(child.parentJoint)].name, j.name)));
            else {
                child.parentJoint = int(&j - robot.joints.data());
                parentJointOf.insert(j.child, &j);
            }
        }
    }
    for (const XmlElement* c : root->elements(u"ros2_control")) checkRos2Control(doc, *c, jointNames, out);
    // Mimics name existing joints; urdfdom accepts one that does not, and
    // the joint then moves on its own.
    for (const UrdfJoint& j : robot.joints)
        if (!j.mimic.isEmpty() && !jointNames.contains(j.mimic))
            out.append(diagnosticAt(doc, j.element->firstChildElement(u"mimic"), QStringLiteral("joint"), Severity::Warning,
                                    urdfcode::MimicNoJoint,
                                    T::tr("joint '%1' mimics '%2', which does not exist: it moves on its own").arg(j.name, j.mimic)));
    // Mimics that lead round a cycle give none of its joints a value of its
    // own: said at the cycle's members (a joint following one is not wrong).
    QStringList jointList;
    QHash<QString, const QString*> leaderOf;
    for (const UrdfJoint& j : robot.joints) {
        jointList << j.name;
        if (!j.mimic.isEmpty() && jointNames.contains(j.mimic)) leaderOf.insert(j.name, &j.mimic);
    }
    const ParentCycles mimics = parentCycles(jointList, [&](const QString& n) { return leaderOf.value(n); });
    for (size_t i = 0; i < robot.joints.size(); ++i)
        if (mimics.of[i].place == ParentCycles::InCycle)
            at(robot.joints[i].element->firstChildElement(u"mimic"), QStringLiteral("joint"), urdfcode::NotATree,
               T::tr("joint '%1' is in a cycle of mimic joints: %2; none of them has a value of its own")
                   .arg(robot.joints[i].name, mimics.text(mimics.of[i].cycle)));
    // Meshes: a missing one is a warning; the robot still loads.
    for (const UrdfLink& l : robot.links)
        for (const UrdfGeometry& g : l.geometry) {
            if (g.kind != QLatin1String("mesh")) continue;
            const ResolvedResource r = resolveResource(g.filename, doc.fileName());
            if (r.path.isEmpty())
                out.append(diagnosticAt(doc, g.element, QStringLiteral("filename"), Severity::Warning, urdfcode::MeshNotFound,
                                        T::tr("mesh '%1' not found: %2").arg(g.filename, r.reason)));
        }
    // One root; no cycles.
    QStringList roots;
    for (const UrdfLink& l : robot.links)
        if (!l.name.isEmpty() && !parentJointOf.contains(l.name)) roots << l.name;
    if (roots.size() > 1 && !robot.links.empty())
        at(root, {}, urdfcode::NotATree,
           T::tr("the links form %1 separate trees (roots: %2); a URDF robot is one tree")
               .arg(roots.size())
               .arg(roots.join(QStringLiteral(", "))));
    QStringList names;
    names.reserve(qsizetype(robot.links.size()));
    for (const UrdfLink& l : robot.links) names << l.name;
    const ParentCycles cycles = parentCycles(names, [&](const QString& n) -> const QString* {
        const auto j = parentJointOf.constFind(n);
        return j == parentJointOf.constEnd() ? nullptr : &j.value()->parent;
    });
    for (size_t i = 0; i < robot.links.size(); ++i) {
        const ParentCycles::Of& c = cycles.of[i];
        if (c.place == ParentCycles::InCycle)
            at(robot.links[i].element, QStringLiteral("name"), urdfcode::NotATree,
               T::tr("link '%1' is in a cycle of joints: %2").arg(robot.links[i].name, cycles.text(c.cycle)));
        else if (c.place == ParentCycles::BelowCycle)
            at(robot.links[i].element, QStringLiteral("name"), urdfcode::NotATree,
               T::tr("link '%1' hangs below the cycle of joints %2, not from a root").arg(robot.links[i].name, cycles.text(c.cycle)));
    }
}

QString UrdfFormat::poseText(const Eigen::Isometry3d& pose) const {
    return QStringLiteral("<origin xyz=\"%1\" rpy=\"%2\"/>").arg(poseTranslation(pose), poseFixedXYZ(pose));
}

}  // namespace kinedit

#include "UrdfWriter.h"

namespace kinedit {

bool UrdfFormat::holdsJointType(kin::JointType type) const { return urdfHasJointType(int(type)); }

QByteArray UrdfFormat::exportModel(const kin::Model& model, const ExportContext& context, Diagnostics& out) const {
    return writeUrdf(model, {context.robotName, context.meshReference, context.sourceFile}, out);
}

QStringList UrdfFormat::uncarried(const XmlDocument& doc) const {
    QStringList out = countedTags(
        doc, {QStringLiteral("transmission"), QStringLiteral("gazebo"), QStringLiteral("dynamics"), QStringLiteral("safety_controller"),
              QStringLiteral("calibration"), QStringLiteral("ros2_control"), QStringLiteral("mujoco")});
    int limits = 0;  // the effort and velocity limits
    if (doc.root())
        for (const XmlElement* j : doc.root()->elements(u"joint"))
            for (const XmlElement* l : j->elements(u"limit")) limits += l->hasAttribute(u"effort") || l->hasAttribute(u"velocity");
    if (limits > 0) out << QCoreApplication::translate("Conversion", "the effort and velocity limits of %n joint(s)", nullptr, limits);
    return out;
}

QString UrdfFormat::exportFilter() const { return QCoreApplication::translate("Conversion", "URDF (*.urdf)"); }

}  // namespace kinedit
