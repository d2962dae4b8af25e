// An HRDF robot as read: the tree of robot elements after include
// expansion, each with its evaluated attribute values and where it is
// written. Readers fill it (HrdfReader.cpp); rules check it (HrdfRules.cpp);
// the compiler turns it into a kinematic model (HrdfCompiler.cpp).
#pragma once

#include "xml/XmlDocument.h"

#include <Eigen/Geometry>
#include <QHash>
#include <QVersionNumber>

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace kinedit {

struct HrdfElement;
using HrdfChain = std::vector<std::unique_ptr<HrdfElement>>;

// One <output> of a bracket or rigid body and the chain attached to it.
struct HrdfOutput {
    const XmlDocument* doc = nullptr;
    const XmlElement* xml = nullptr;
    std::optional<Eigen::Matrix3d> rot;
    std::optional<Eigen::Vector3d> trans;
    HrdfChain chain;
};

struct HrdfElement {
    const XmlDocument* doc = nullptr;  // the file it is written in
    const XmlElement* xml = nullptr;   // for the implicit end effector: the <robot>
    QVersionNumber version;            // of that file
    QString kind;                      // actuator, link, bracket, rigid-body, joint, end-effector
    QString type;                      // canonical (spec) case; end-effector default Custom
    QString tag;
    int index = -1;           // depth-first position among all elements
    bool implicit = false;    // the implicit end effector of a <= 1.1.0 file
    bool unresolved = false;  // an <include> that could not be read: a gap in the chain

    std::optional<double> mass, massOffset, extension, twist, gearRatio;
    std::optional<Eigen::Vector3d> comTrans, comTransOffset, outputTrans, meshTrans;
    std::optional<Eigen::Matrix3d> comRot, outputRot, meshRot;
    std::array<std::optional<double>, 6> inertia;  // ixx, iyy, izz, ixy, ixz, iyz
    QString input = QStringLiteral("RightAngle"), output = QStringLiteral("RightAngle");
    QString axis;  // joint: rx ry rz tx ty tz
    std::optional<QString> meshPath;
    std::vector<HrdfOutput> outputs;  // explicit <output> children

    // The tag, else <kind>#<index> (actuator#3): how frames are named.
    QString name() const { return tag.isEmpty() ? kind + QLatin1Char('#') + QString::number(index) : tag; }
    bool hasMass() const { return kind != QLatin1String("joint"); }
    bool isActuated() const { return kind == QLatin1String("actuator") || kind == QLatin1String("joint"); }
};

struct HrdfRobot {
    QVersionNumber version;  // of the root file
    Eigen::Isometry3d base = Eigen::Isometry3d::Identity();
    HrdfChain chain;
    std::vector<HrdfElement*> elements;                  // depth first, index order
    std::vector<std::unique_ptr<XmlDocument>> included;  // documents read for <include>
    // An included document: the document and the <include> that read it.
    QHash<const XmlDocument*, std::pair<const XmlDocument*, const XmlElement*>> includedBy;
    bool valid = false;  // a <robot> root was read
};

// Reads doc (and its includes). Diagnostics of reading and of values go to
// out; structural rules are HrdfRules' job.
std::unique_ptr<HrdfRobot> readHrdf(const XmlDocument& doc, Diagnostics& out);
// The structural rules of the spec over a read robot.
void checkHrdf(const HrdfRobot& robot, Diagnostics& out);

}  // namespace kinedit
