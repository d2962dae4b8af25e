// Reads the kinematic structure of a URDF document: links with their
// inertials, joints with origin, axis and limits. Unparsable numbers are
// reported (and read as 0) so that rules and compiler see one reading.
#pragma once

#include "xml/XmlDocument.h"

#include <Eigen/Geometry>

#include <optional>
#include <vector>

namespace kinedit {

// One <visual> or <collision> of a link.
struct UrdfGeometry {
    const XmlElement* element = nullptr;  // the <geometry>'s shape element (box, mesh, ...)
    bool collision = false;
    QString kind;                         // box, cylinder, sphere, capsule, mesh
    Eigen::Vector3d size = Eigen::Vector3d::Zero();  // box: xyz; cylinder/capsule: (radius, length); sphere: radius
    QString filename;                     // mesh, as written
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
};

struct UrdfJoint {
    const XmlElement* element = nullptr;
    QString name, type, parent, child;
    const XmlElement* parentElement = nullptr;  // <parent>, for locating diagnostics
    const XmlElement* childElement = nullptr;
    Eigen::Vector3d xyz = Eigen::Vector3d::Zero(), rpy = Eigen::Vector3d::Zero();
    Eigen::Vector3d axis = Eigen::Vector3d::UnitX();  // URDF's default axis
    const XmlElement* axisElement = nullptr;
    bool hasLimit = false;
    double lower = 0, upper = 0;
    QString mimic;  // the joint this one follows, if any
    double mimicMultiplier = 1, mimicOffset = 0;
};

struct UrdfRobot {
    QString name;
    std::vector<UrdfLink> links;
    std::vector<UrdfJoint> joints;
};

// Number problems go to out (URDF-E006) if out is given.
UrdfRobot readUrdf(const XmlDocument& doc, Diagnostics* out);

}  // namespace kinedit
