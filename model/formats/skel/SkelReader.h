// Reads a SKEL world: skeletons, their bodies (pose, inertia, shapes) and
// joints (type, parent, child, transformation, axes, limits, init_pos),
// reporting every problem it meets (SkelCodes.h).
#pragma once

#include "xml/XmlDocument.h"

#include <Eigen/Geometry>

#include <optional>
#include <vector>

namespace kinedit {

struct SkelShape {
    const XmlElement* element = nullptr;
    bool collision = false;
    QString kind;                                    // box, ellipsoid, cylinder, capsule, cone, sphere, mesh, multi_sphere, plane
    Eigen::Vector3d size = Eigen::Vector3d::Zero();  // box/ellipsoid: size; cylinder/capsule/cone: (radius, height); sphere: radius
    QString mesh;                                    // resolved path ("" when not found)
    Eigen::Vector3d scale = Eigen::Vector3d::Ones();
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();  // in the body frame
    std::optional<Eigen::Vector4d> rgba;
};

struct SkelBody {
    const XmlElement* element = nullptr;
    QString name;
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();  // in the skeleton frame
    double mass = 1;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();
    Eigen::Matrix3d inertia = Eigen::Matrix3d::Identity();
    std::vector<SkelShape> shapes;
    int parentJoint = -1;  // into SkelSkeleton::joints: the joint whose child it is (-1: none)
};

struct SkelAxis {
    Eigen::Vector3d xyz = Eigen::Vector3d::UnitX();
    double lower = -std::numeric_limits<double>::infinity(), upper = std::numeric_limits<double>::infinity();
};

struct SkelJoint {
    const XmlElement* element = nullptr;
    QString name, type, parent, child;
    int parentBody = -1, childBody = -1;  // into SkelSkeleton::bodies (-1: the world, or no such body)
    Eigen::Isometry3d childToJoint = Eigen::Isometry3d::Identity();
    SkelAxis axes[3];
    QString axisOrder = QStringLiteral("xyz");  // euler
    QString plane = QStringLiteral("xy");       // planar: xy, yz, zx, arbitrary
    Eigen::Vector3d planeAxis1 = Eigen::Vector3d::UnitX(), planeAxis2 = Eigen::Vector3d::UnitY();
    double pitch = 0;  // screw
    std::vector<double> initPos;
};

struct SkelSkeleton {
    const XmlElement* element = nullptr;
    QString name;
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();
    std::vector<SkelBody> bodies;
    std::vector<SkelJoint> joints;
    // The bodies' and joints' elements in document order: true for a body
    // (the compiler numbers frames in this order without walking the
    // document again).
    std::vector<bool> bodyInOrder;
};

struct SkelWorld {
    bool valid = false;
    std::vector<SkelSkeleton> skeletons;
};

// The number of variables of a DART joint type (-1: unknown type).
int skelJointDof(const QString& type);

SkelWorld readSkel(const XmlDocument& doc, Diagnostics& out);

}  // namespace kinedit
