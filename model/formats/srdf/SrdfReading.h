// What an SRDF says, read from its document: each entry with the element
// that wrote it, for the rules (SrdfRules.cpp, SrdfRobotChecks.cpp).
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace kinedit {

class XmlDocument;
class XmlElement;

namespace srdf {

struct Named {
    QString name;
    const XmlElement* element = nullptr;
};

struct Chain {
    QString base, tip;
    const XmlElement* element = nullptr;
};

struct Group {
    QString name;
    const XmlElement* element = nullptr;
    std::vector<Named> links, joints, subgroups;
    std::vector<Chain> chains;
};

struct StateValue {
    QString joint;
    std::vector<double> values;  // empty: not numbers (reported)
    const XmlElement* element = nullptr;
};

struct GroupState {
    QString name, group;
    const XmlElement* element = nullptr;
    std::vector<StateValue> values;
};

struct EndEffector {
    QString name, group, parentLink, parentGroup;
    const XmlElement* element = nullptr;
};

struct VirtualJoint {
    QString name, type, parentFrame, childLink;
    const XmlElement* element = nullptr;
};

struct Pair {
    QString link1, link2, reason;
    const XmlElement* element = nullptr;
    bool enable = false;  // <enable_collisions>
};

struct Robot {
    QString name;
    std::vector<Group> groups;
    std::vector<GroupState> states;
    std::vector<EndEffector> endEffectors;
    std::vector<VirtualJoint> virtualJoints;
    std::vector<Named> passiveJoints;
    std::vector<Named> linkReferences;   // every other link named (sphere approximations, default collisions)
    std::vector<Named> jointReferences;  // joint properties
    std::vector<Pair> pairs;             // disable_collisions and enable_collisions, in order
    const Group* group(const QString& name) const;
};

Robot read(const XmlDocument& doc);

}  // namespace srdf
}  // namespace kinedit
