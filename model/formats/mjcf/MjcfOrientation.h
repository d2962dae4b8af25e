// MJCF's orientation forms, as MuJoCo 2.2.2 turns them into a quaternion:
// quat (w x y z, normalised), axisangle (axis, angle in compiler/angle
// units), euler (three angles about the axes of compiler/eulerseq: lower
// case rotates with the frame, upper case about the fixed axes), xyaxes
// (x, then y made orthogonal to it) and zaxis (the smallest rotation taking
// z there). fromto (capsules, cylinders, boxes, ellipsoids, sites) places
// the shape's z axis from one point to the other.
#pragma once

#include "MjcfDefaults.h"

#include <Eigen/Geometry>

namespace kinedit {

struct MjcfCompilerSettings {
    bool degrees = true;  // angle="degree" (MJCF's default)
    QString eulerseq = QStringLiteral("xyz");
    QString meshdir, texturedir, assetdir;
    bool autolimits = false;                           // false in MuJoCo 2.2.2
    bool globalCoordinates = false;                    // coordinate="global"
    QString inertiaFromGeom = QStringLiteral("auto");  // false, true, auto
    int inertiaGroupLow = 0, inertiaGroupHigh = 5;
    bool exactMeshInertia = false;           // exactmeshinertia: false in MuJoCo 2.2.2 (the equivalent-box rule)
    double boundMass = 0, boundInertia = 0;  // boundmass, boundinertia (for the inertial checks)
    bool balanceInertia = false;             // balanceinertia
    double angleScale() const { return degrees ? M_PI / 180 : 1; }
};

// The orientation item gives (identity if none). False with an error in
// out (MJCF-E012) for two forms at once or a zero axis.
bool mjcfOrientation(const MjcfItem& item, const MjcfCompilerSettings& c, Eigen::Quaterniond& q, Diagnostics& out);

// pos + orientation of item as a transform.
bool mjcfPose(const MjcfItem& item, const MjcfCompilerSettings& c, Eigen::Isometry3d& pose, Diagnostics& out);

// The smallest rotation taking z to the unit vector z (half a turn about x
// when z is opposite), as MuJoCo turns zaxis and fromto.
Eigen::Quaterniond mjcfZAxis(const Eigen::Vector3d& z);
// The pose fromto="x1 y1 z1 x2 y2 z2" (six numbers) gives a shape: at the
// midpoint, its z axis from the second point to the first (as MuJoCo turns
// it: a box's or ellipsoid's x and y follow); *halfLength (if given) is half
// their distance.
Eigen::Isometry3d mjcfFromTo(const std::vector<double>& v, double* halfLength = nullptr);

// The numbers of an attribute (own or default); empty if absent or bad
// (the schema pass reports bad numbers).
std::vector<double> mjcfNumbers(const MjcfItem& item, QStringView attribute);
Eigen::Vector3d mjcfVector3(const MjcfItem& item, QStringView attribute, const Eigen::Vector3d& fallback);

}  // namespace kinedit
