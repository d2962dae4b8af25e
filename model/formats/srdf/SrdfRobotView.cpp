// SrdfFormat as a CompanionView: the URDF links an SRDF element stands for
// (MoveIt's rule for a group: the child links of its joints, its chains'
// and its subgroups', and the links it names), and its group states as
// configurations of the URDF's model.
#include "SrdfFormat.h"

#include "SrdfReading.h"
#include "kinematics/Model.h"

#include <QSet>

namespace kinedit {

namespace {

using namespace srdf;

class Links {
public:
    Links(const Robot& robot, const kin::Model& model) : m_robot(robot), m_model(model) {}

    // The link a joint moves: its frame, or the first link frame below it.
    void ofJoint(const QString& name) {
        const int j = m_model.jointIndex(name.toStdString());
        if (j < 0) return;
        const int f = m_model.joints()[size_t(j)].frame;
        if (f < 0) return;
        const auto& frames = m_model.frames();
        for (int k = f; k < frames[size_t(f)].subtreeEnd; ++k)
            if (frames[size_t(k)].kind == "link") return add(k);
    }
    void ofLink(const QString& name) {
        const int f = m_model.frameIndex(name.toStdString());
        if (f >= 0 && m_model.frames()[size_t(f)].kind == "link") add(f);
    }
    // The links below base down to tip (base's own not: MoveIt's chain
    // holds the links its joints move).
    void ofChain(const Chain& c) {
        const int base = m_model.frameIndex(c.base.toStdString()), tip = m_model.frameIndex(c.tip.toStdString());
        if (base < 0 || tip < 0) return;
        std::vector<int> path;
        for (int f = tip; f >= 0 && f != base; f = m_model.frames()[size_t(f)].parent) path.push_back(f);
        if (path.empty() || m_model.frames()[size_t(path.back())].parent != base) return;  // tip is not below base
        for (const int f : path)
            if (m_model.frames()[size_t(f)].kind == "link") add(f);
    }
    void ofGroup(const QString& name) {
        const Group* g = m_robot.group(name);
        if (!g || m_groupsSeen.contains(name)) return;  // a cycle of subgroups is reported by the rules
        m_groupsSeen.insert(name);
        for (const Named& j : g->joints) ofJoint(j.name);
        for (const Chain& c : g->chains) ofChain(c);
        for (const Named& l : g->links) ofLink(l.name);
        for (const Named& s : g->subgroups) ofGroup(s.name);
    }
    QStringList names() const {
        QStringList out;
        for (const int f : m_frames) out << QString::fromStdString(m_model.frames()[size_t(f)].name);
        return out;
    }

private:
    void add(int frame) {
        if (!m_frames.contains(frame)) m_frames.push_back(frame);
    }
    const Robot& m_robot;
    const kin::Model& m_model;
    QList<int> m_frames;
    QSet<QString> m_groupsSeen;
};

}  // namespace

QStringList SrdfFormat::linksOf(const XmlDocument& doc, const XmlElement& e, const kin::Model& model) const {
    const Robot robot = read(doc);
    Links links(robot, model);
    auto is = [&e](const XmlElement* x) { return x == &e; };
    for (const Group& g : robot.groups) {
        if (is(g.element)) {
            links.ofGroup(g.name);
            return links.names();
        }
        for (const Named& j : g.joints)
            if (is(j.element)) links.ofJoint(j.name);
        for (const Named& l : g.links)
            if (is(l.element)) links.ofLink(l.name);
        for (const Named& s : g.subgroups)
            if (is(s.element)) links.ofGroup(s.name);
        for (const Chain& c : g.chains)
            if (is(c.element)) links.ofChain(c);
    }
    for (const GroupState& s : robot.states) {
        if (is(s.element)) links.ofGroup(s.group);
        for (const StateValue& v : s.values)
            if (is(v.element)) links.ofJoint(v.joint);
    }
    for (const EndEffector& ee : robot.endEffectors)
        if (is(ee.element)) {
            links.ofGroup(ee.group);
            links.ofLink(ee.parentLink);
        }
    for (const VirtualJoint& v : robot.virtualJoints)
        if (is(v.element)) links.ofLink(v.childLink);
    for (const Named& p : robot.passiveJoints)
        if (is(p.element)) links.ofJoint(p.name);
    for (const Named& l : robot.linkReferences)
        if (is(l.element)) links.ofLink(l.name);
    for (const Named& j : robot.jointReferences)
        if (is(j.element)) links.ofJoint(j.name);
    for (const Pair& p : robot.pairs)
        if (is(p.element)) {
            links.ofLink(p.link1);
            links.ofLink(p.link2);
        }
    return links.names();
}

std::vector<kin::NamedConfiguration> SrdfFormat::namedConfigurations(const XmlDocument& doc, const kin::Model& model) const {
    const Robot robot = read(doc);
    QHash<QString, int> uses;
    for (const GroupState& s : robot.states) ++uses[s.name];
    std::vector<kin::NamedConfiguration> out;
    for (const GroupState& s : robot.states) {
        Eigen::VectorXd q = model.defaultConfiguration();
        for (const StateValue& v : s.values) {
            const int j = model.jointIndex(v.joint.toStdString());
            if (j < 0) continue;  // a virtual joint, or a name the rules report
            const kin::Joint& joint = model.joints()[size_t(j)];
            if (int(v.values.size()) != joint.dof() || joint.qIndex + joint.dof() > q.size()) continue;
            for (int k = 0; k < joint.dof(); ++k) q[joint.qIndex + k] = v.values[size_t(k)];
        }
        // Two groups' states of one name ("home") told apart by their group.
        const QString name = uses.value(s.name) > 1 ? QStringLiteral("%1 (%2)").arg(s.name, s.group) : s.name;
        out.push_back({name.toStdString(), std::move(q)});
    }
    return out;
}

}  // namespace kinedit
