// A body's mass properties from its geoms, as MuJoCo 2.2.2's compiler
// makes them where compiler/inertiafromgeom asks (auto: bodies without
// <inertial>; true: every body): each geom in inertiagrouprange weighs its
// mass= or density × volume, with the inertia of its solid shape, summed
// about the body's centre of mass. A mesh geom needs its mesh read
// (kinedit_geometry's MujocoMeshInertia.h, above this library): given no
// MjcfMeshSolids, or one that returns nothing, it is left out
// (meshGeomsLeftOut).
#pragma once

#include "MjcfReader.h"
#include "formats/GeometryMasses.h"

#include <functional>
#include <optional>

namespace kinedit {

struct MjcfMassProperties {
    double mass = 0;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();
    Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();  // about com, body axes
    int meshGeomsLeftOut = 0;
};

// A mesh geom's solid as MuJoCo weighs it, in the geom's frame: its mass is
// the geom's mass= or density × volume (the mesh's, or with MuJoCo's default
// rule its equivalent box's), its tensor about com that mass ×
// inertiaPerMass. MuJoCo keeps a mesh's inertia as moments about the axes
// its eigensolver finds (the mesh's frame, axes): inertiaPerMass is rebuilt
// from them, so sums of several geoms agree with MuJoCo's to rounding.
struct MjcfMeshSolid {
    double volume = 0;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();
    Eigen::Matrix3d inertiaPerMass = Eigen::Matrix3d::Zero();
    Eigen::Quaterniond axes = Eigen::Quaterniond::Identity();
};
using MjcfMeshSolids = std::function<std::optional<MjcfMeshSolid>(const MjcfGeom& geom)>;

// density: for geoms without density= or mass= (MuJoCo's is 1000).
MjcfMassProperties mjcfMassFromGeoms(const MjcfBody& body, int groupLow = 0, int groupHigh = 5, const MjcfMeshSolids& meshes = {},
                                     double density = 1000);

// The solids of m's mesh geoms, each mesh weighed once by weigh (none
// where weigh is empty or gives none). m must outlive what is returned.
MjcfMeshSolids mjcfMeshSolids(const MjcfModel& m, const MeshWeigher& weigh);

// A geom's density: its density= (with its classes), else 1000 (MuJoCo's).
double mjcfGeomDensity(const MjcfGeom& geom, double fallback = 1000);

}  // namespace kinedit
