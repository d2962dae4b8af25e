// The SRDF's names and values against the robot's compiled model: links
// are frames of kind "link", joints the model's joints (and the SRDF's own
// virtual joints); a link's joint is the one moving the frame above it.
#include "SrdfRules.h"

#include "SrdfCodes.h"
#include "kinematics/Model.h"
#include "kinematics/Visual.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <functional>
#include <optional>

namespace kinedit::srdf {

namespace {
struct SrdfRobotText {
    Q_DECLARE_TR_FUNCTIONS(SrdfRobotChecks)
};
using T = SrdfRobotText;

class RobotNames {
public:
    explicit RobotNames(const kin::Model& model) : m_model(model) {
        const auto& frames = model.frames();
        for (int i = 0; i < int(frames.size()); ++i)
            if (frames[size_t(i)].kind == "link") {
                m_links.insert(QString::fromStdString(frames[size_t(i)].name), i);
                if (m_root < 0) m_root = i;
            }
        for (int j = 0; j < int(model.joints().size()); ++j) m_joints.insert(QString::fromStdString(model.joints()[size_t(j)].name), j);
        for (const kin::Visual& v : model.visuals())
            if (v.collision && v.frame >= 0) m_collision.insert(v.frame);
        for (const int f : std::as_const(m_links))
            if (model.frameSource(f).collision) m_collision.insert(f);
    }
    int link(const QString& name) const { return m_links.value(name, -1); }
    int joint(const QString& name) const { return m_joints.value(name, -1); }
    QString rootLink() const { return m_root >= 0 ? QString::fromStdString(m_model.frames()[size_t(m_root)].name) : QString(); }
    // Whether a link frame carries collision geometry: written for it
    // (found or not: MoveIt counts a <collision>), or drawn on it.
    bool hasCollision(int linkFrame) const { return m_collision.contains(linkFrame); }
    // The joint moving the link (the nearest frame above it, itself
    // included, that a joint moves); -1 for the root.
    int jointOf(int frame) const {
        for (int f = frame; f >= 0; f = m_model.frames()[size_t(f)].parent)
            if (m_model.frames()[size_t(f)].joint >= 0) return m_model.frames()[size_t(f)].joint;
        return -1;
    }
    // The joints from base down to tip, or nullopt if tip is not below base.
    std::optional<QSet<int>> chain(int base, int tip) const {
        QSet<int> joints;
        for (int f = tip; f >= 0; f = m_model.frames()[size_t(f)].parent) {
            if (f == base) return joints;
            if (m_model.frames()[size_t(f)].joint >= 0) joints.insert(m_model.frames()[size_t(f)].joint);
        }
        return std::nullopt;
    }
    const kin::Model& model() const { return m_model; }

private:
    const kin::Model& m_model;
    QHash<QString, int> m_links, m_joints;
    QSet<int> m_collision;
    int m_root = -1;
};

class Checker {
public:
    Checker(const XmlDocument& doc, const Robot& robot, const kin::Model& model, Diagnostics& out)
        : m_doc(doc), m_robot(robot), m_names(model), m_out(out) {
        for (const VirtualJoint& v : robot.virtualJoints) m_virtual.insert(v.name);
    }

    void error(const XmlElement* e, const char* attribute, const char* code, const QString& message) {
        m_out.append(diagnosticAt(m_doc, e, QString::fromLatin1(attribute), Severity::Error, code, message));
    }
    int link(const XmlElement* e, const char* attribute, const QString& name) {
        if (name.isEmpty()) return -1;
        const int f = m_names.link(name);
        if (f < 0) error(e, attribute, srdfcode::UnknownLink, T::tr("the robot has no link named '%1'").arg(name));
        return f;
    }
    bool knownJoint(const XmlElement* e, const char* attribute, const QString& name) {
        if (name.isEmpty() || m_virtual.contains(name) || m_names.joint(name) >= 0) return true;
        error(e, attribute, srdfcode::UnknownJoint, T::tr("the robot has no joint named '%1'").arg(name));
        return false;
    }

    // A group's joints (model indices), its subgroups' included; names
    // already reported are not reported again.
    QSet<int> groupJoints(const Group& g, QSet<QString>& visiting) {
        QSet<int> joints;
        if (visiting.contains(g.name)) return joints;
        visiting.insert(g.name);
        for (const Named& l : g.links)
            if (const int f = m_names.link(l.name); f >= 0 && m_names.jointOf(f) >= 0) joints.insert(m_names.jointOf(f));
        for (const Named& j : g.joints)
            if (const int i = m_names.joint(j.name); i >= 0) joints.insert(i);
        for (const Chain& c : g.chains) {
            const int base = m_names.link(c.base), tip = m_names.link(c.tip);
            if (base < 0 || tip < 0) continue;
            if (const auto path = m_names.chain(base, tip)) joints += *path;
        }
        for (const Named& s : g.subgroups)
            if (const Group* sub = m_robot.group(s.name)) joints += groupJoints(*sub, visiting);
        return joints;
    }

    void groups() {
        for (const Group& g : m_robot.groups) {
            for (const Named& l : g.links) link(l.element, "name", l.name);
            for (const Named& j : g.joints) knownJoint(j.element, "name", j.name);
            for (const Chain& c : g.chains) {
                const int base = link(c.element, "base_link", c.base), tip = link(c.element, "tip_link", c.tip);
                if (base >= 0 && tip >= 0 && !m_names.chain(base, tip))
                    error(c.element, "tip_link", srdfcode::ChainNotConnected,
                          T::tr("chain tip '%1' is not below base '%2' in the robot").arg(c.tip, c.base));
            }
        }
    }

    void states() {
        const kin::Model& model = m_names.model();
        for (const GroupState& s : m_robot.states) {
            const Group* g = m_robot.group(s.group);
            QSet<QString> visiting;
            const QSet<int> joints = g ? groupJoints(*g, visiting) : QSet<int>();
            QSet<int> given;
            for (const StateValue& v : s.values) {
                if (v.joint.isEmpty() || m_virtual.contains(v.joint) || !knownJoint(v.element, "name", v.joint)) continue;
                const int j = m_names.joint(v.joint);
                given.insert(j);
                const kin::Joint& joint = model.joints()[size_t(j)];
                if (g && !joints.contains(j))
                    m_out.append(diagnosticAt(m_doc, v.element, QStringLiteral("name"), Severity::Warning, srdfcode::JointNotInGroup,
                                              T::tr("joint '%1' is not in group '%2'").arg(v.joint, s.group)));
                if (int(v.values.size()) != joint.dof() || joint.dof() == 0) {
                    if (!v.values.empty())
                        error(v.element, "value", srdfcode::BadValue,
                              T::tr("joint '%1' has %n variable(s); the state gives %2", nullptr, joint.dof())
                                  .arg(v.joint)
                                  .arg(v.values.size()));
                    continue;
                }
                for (int k = 0; k < joint.dof(); ++k) {
                    const double x = v.values[size_t(k)], lo = joint.lower[size_t(k)], hi = joint.upper[size_t(k)];
                    constexpr double slack = 1e-9;
                    if (x < lo - slack || x > hi + slack)
                        error(v.element, "value", srdfcode::OutsideLimits,
                              T::tr("%1 for joint '%2' is outside its limits [%3, %4]").arg(x).arg(v.joint).arg(lo).arg(hi));
                }
            }
            if (!g) continue;
            QStringList missing;
            for (const int j : joints) {
                const kin::Joint& joint = model.joints()[size_t(j)];
                if (joint.dof() > 0 && joint.mimicJoint < 0 && !given.contains(j)) missing << QString::fromStdString(joint.name);
            }
            missing.sort();
            if (!missing.isEmpty())
                m_out.append(diagnosticAt(m_doc, s.element, QStringLiteral("name"), Severity::Warning, srdfcode::IncompleteState,
                                          T::tr("group state '%1' gives no value for %2 of group '%3'")
                                              .arg(s.name, missing.join(QStringLiteral(", ")), s.group)));
        }
    }

    void rest(const QString& urdfName) {
        for (const EndEffector& e : m_robot.endEffectors) link(e.element, "parent_link", e.parentLink);
        for (const VirtualJoint& v : m_robot.virtualJoints)
            if (link(v.element, "child_link", v.childLink) >= 0 && v.childLink != m_names.rootLink())
                error(v.element, "child_link", srdfcode::NotRoot,
                      T::tr("virtual joint '%1' must hold the robot's root link '%2', not '%3'")
                          .arg(v.name, m_names.rootLink(), v.childLink));
        for (const Named& j : m_robot.passiveJoints) knownJoint(j.element, "name", j.name);
        for (const Named& j : m_robot.jointReferences) knownJoint(j.element, "joint_name", j.name);
        for (const Named& l : m_robot.linkReferences) link(l.element, "link", l.name);
        for (const Pair& p : m_robot.pairs) {
            const int a = link(p.element, "link1", p.link1), b = link(p.element, "link2", p.link2);
            for (const auto& [f, attribute] : {std::pair{a, "link1"}, std::pair{b, "link2"}})
                if (f >= 0 && !m_names.hasCollision(f))
                    m_out.append(diagnosticAt(m_doc, p.element, QString::fromLatin1(attribute), Severity::Note,
                                              srdfcode::NoCollisionGeometry,
                                              T::tr("link '%1' has no collision geometry: this pair is never checked anyway")
                                                  .arg(QString::fromStdString(m_names.model().frames()[size_t(f)].name))));
        }
        if (!urdfName.isEmpty() && !m_robot.name.isEmpty() && urdfName != m_robot.name && m_doc.root())
            m_out.append(diagnosticAt(m_doc, m_doc.root(), QStringLiteral("name"), Severity::Warning, srdfcode::NameMismatch,
                                      T::tr("the SRDF describes robot '%1'; its URDF is named '%2'").arg(m_robot.name, urdfName)));
    }

private:
    const XmlDocument& m_doc;
    const Robot& m_robot;
    RobotNames m_names;
    Diagnostics& m_out;
    QSet<QString> m_virtual;
};

}  // namespace

void checkAgainstRobot(const XmlDocument& doc, const Robot& robot, const kin::Model& model, const QString& urdfName, Diagnostics& out) {
    Checker c(doc, robot, model, out);
    c.groups();
    c.states();
    c.rest(urdfName);
}

}  // namespace kinedit::srdf
