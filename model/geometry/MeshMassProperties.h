// The solid a closed, consistently wound triangle surface bounds, by the
// divergence theorem: a sum of signed tetrahedra from a point to each
// triangle (Mirtich; Eberly, "Polyhedral Mass Properties"). Counter-
// clockwise triangles seen from outside give a positive volume; an open
// surface gives a number that depends on that point and weighs nothing real
// (closed says which). Positions are float as meshes are loaded; the sums
// are in double, about the first corner so that far-off meshes keep their
// digits.
#pragma once

#include "geometry/ClosedSurface.h"
#include "geometry/MassProperties.h"

#include <QtGlobal>

#include <vector>

namespace kinedit {

struct MeshData;

struct MeshSolid {
    double volume = 0;  // signed: negative for a surface wound inside out
    Eigen::Vector3d centroid = Eigen::Vector3d::Zero();
    Eigen::Matrix3d inertiaPerVolume = Eigen::Matrix3d::Zero();  // about the centroid (density 1)
    // Every edge (corners joined where equal) shared by two triangles that
    // run along it oppositely (ClosedSurface.h); shape says what else.
    bool closed = false;
    SurfaceShape shape = SurfaceShape::Open;
};

// xyz per position; triangles as indices into them, each corner mapped by
// transform (a mesh's scale, its placement) first. A transform that mirrors
// (negative determinant) reverses the winding, as MuJoCo does for a
// negative scale, so that the volume keeps its sign. closed is not set.
MeshSolid meshSolid(const float* xyz, const quint32* indices, size_t triangles,
                    const Eigen::Affine3d& transform = Eigen::Affine3d::Identity());

// What a loaded mesh's surface is, corners joined where they are equal.
SurfaceShape solidSurface(const MeshData& mesh);

// The same for a loaded mesh, closed and shape set.
MeshSolid meshSolid(const MeshData& mesh, const Eigen::Affine3d& transform = Eigen::Affine3d::Identity());

// The solid's mass properties at a density.
inline MassProperties solidMass(const MeshSolid& s, double density) {
    return {density * s.volume, s.centroid, density * s.volume * s.inertiaPerVolume};
}

}  // namespace kinedit
