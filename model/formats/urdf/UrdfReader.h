// Reads the kinematic structure of a URDF document: links with their
// inertials, joints with origin, axis and limits. Unparsable numbers are
// reported (and read as 0) so that rules and compiler see one reading.
#pragma once

#include "xml/XmlDocument.h"

#include <Eigen/Geometry>

#include <functional>
#include <optional>
#include <vector>

namespace kinedit {

// One <visual> or <collision> of a link.
struct UrdfGeometry {
    const XmlElement* element = nullptr;  // the <geometry>'s shape element (box, mesh, ...)
    bool collision = false;
    QString kind;                                    // box, cylinder, sphere, capsule, mesh
    Eigen::Vector3d size = Eigen::Vector3d::Zero();  // box: xyz; cylinder/capsule: (radius, length); sphere: radius
    QString filename;                                // mesh, as written
    Eigen::Vector3d scale = Eigen::Vector3d::Ones();
    Eigen::Vector3d xyz = Eigen::Vector3d::Zero(), rpy = Eigen::Vector3d::Zero();
    std::optional<Eigen::Vector4d> rgba;
};

struct UrdfLink {
    const XmlElement* element = nullptr;
    QString name;
    bool hasInertial = false;
    double mass = 0;
    Eigen::Vector3d comXyz = Eigen::Vector3d::Zero(), comRpy = Eigen::Vector3d::Zero();
    Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();  // in the inertial frame
    std::vector<UrdfGeometry> geometry;
    int parentJoint = -1;  // into UrdfRobot::joints: the first joint naming it as child (set by the rules' check)
};

struct UrdfJoint {
    const XmlElement* element = nullptr;
    QString name, type, parent, child;
    int parentLink = -1, childLink = -1;        // into UrdfRobot::links (set by the rules' check; -1: no such link)
    const XmlElement* parentElement = nullptr;  // <parent>, for locating diagnostics
    const XmlElement* childElement = nullptr;
    Eigen::Vector3d xyz = Eigen::Vector3d::Zero(), rpy = Eigen::Vector3d::Zero();
    Eigen::Vector3d axis = Eigen::Vector3d::UnitX();  // URDF's default axis
    const XmlElement* axisElement = nullptr;
    bool hasLimit = false;
    const XmlElement* limitElement = nullptr;
    double lower = 0, upper = 0;
    QString mimic;  // the joint this one follows, if any
    double mimicMultiplier = 1, mimicOffset = 0;
};

struct UrdfRobot {
    QString name;
    std::vector<UrdfLink> links;
    std::vector<UrdfJoint> joints;
    // The links' and joints' elements in document order: true for a link
    // (the compiler numbers frames in this order, without walking the
    // document again).
    std::vector<bool> linkInOrder;
};

// Number problems go to out (URDF-E006) if out is given. The robot's
// elements are read in one pass over the root's children; visit, if given,
// is called with each child element first, while its elements are in the
// processor's caches (the rules' schema check: a second pass over a large
// document read it from memory again).
UrdfRobot readUrdf(const XmlDocument& doc, Diagnostics* out, const std::function<void(const XmlElement*)>& visit = {});

}  // namespace kinedit
