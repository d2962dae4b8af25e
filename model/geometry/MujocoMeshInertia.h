// A mesh's mass properties as MuJoCo 2.2.2's compiler makes them
// (mjCMesh::Process, mjCGeom::GetVolume and SetInertia), for MJCF:
// * the mesh is placed by its refpos and refquat, then scaled (a negative
//   scale product reverses the winding);
// * pass 1 sums pyramids from the area-weighted centroid of the faces to
//   each face, for the COM; pass 2 sums them again from that COM, for the
//   volume and the inertia;
// * exactmeshinertia="true": signed pyramids, and the geom weighs
//   density × volume (the solid, for a closed mesh);
// * the default: each pyramid counts as |volume|, and the geom weighs
//   density × the volume of the box with the same principal moments per
//   unit mass (the moments scale with it). Only a box comes out right.
// Vertices are rounded to float where MuJoCo stores them; the sums are in
// double (MuJoCo has a few float steps more: they agree to about 1e-7).
#pragma once

#include "formats/GeometryMasses.h"

#include <Eigen/Geometry>
#include <QString>

#include <optional>

namespace kinedit {

struct MeshData;

struct MujocoMeshInertia {
    QString error;                                             // MuJoCo's refusal ("mesh volume is too small"); empty: none
    double volume = 0;                                         // pass 2's sum
    double weighed = 0;                                        // what density multiplies: volume (exact) or the equivalent box's
    Eigen::Vector3d com = Eigen::Vector3d::Zero();             // pass 1's, in the mesh file's frame placed and scaled
    Eigen::Matrix3d inertiaPerMass = Eigen::Matrix3d::Zero();  // about com
};

// Whether MuJoCo 2.2.2 refuses the mesh's winding ("faces have inconsistent
// orientation"): a directed edge used by two faces, faces with two corners
// at one position counted (ClosedSurface.h). It checks OBJ files only.
bool mujocoRefusesOrientation(const MeshData& mesh);

// reference: the mesh's refpos and refquat; scale: its scale.
MujocoMeshInertia mujocoMeshInertia(const MeshData& mesh, const Eigen::Isometry3d& reference, const Eigen::Vector3d& scale, bool exact);

// data (read from mesh.file) weighed as MuJoCo 2.2.2 weighs mesh: refused
// for its winding where mesh.file is an OBJ file, else mujocoMeshInertia.
// None, with *refusal set to MuJoCo's reason, where MuJoCo refuses it.
std::optional<WeighedMesh> mujocoWeighedMesh(const MeshData& data, const MeshToWeigh& mesh, QString* refusal = nullptr);

}  // namespace kinedit
