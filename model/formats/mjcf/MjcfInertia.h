// A body's mass properties from its geoms, as MuJoCo 2.2.2's compiler
// makes them where compiler/inertiafromgeom asks (auto: bodies without
// <inertial>; true: every body): each geom in inertiagrouprange weighs its
// mass= or density × volume, with the inertia of its solid shape, summed
// about the body's centre of mass. Mesh geoms need the mesh's volume,
// which Kinedit does not compute: they are left out (meshGeomsLeftOut).
#pragma once

#include "MjcfReader.h"

namespace kinedit {

struct MjcfMassProperties {
    double mass = 0;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();
    Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();  // about com, body axes
    int meshGeomsLeftOut = 0;
};

MjcfMassProperties mjcfMassFromGeoms(const MjcfBody& body, int groupLow = 0, int groupHigh = 5);

}  // namespace kinedit
