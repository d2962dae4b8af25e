// What the plausibility checks (InertialChecks.h) need of a mesh file,
// asked of a source the client passes in CheckInput: the check never reads
// a mesh itself (the window checks on its GUI thread).
#pragma once

#include "formats/GeometryMasses.h"

#include <Eigen/Core>

#include <optional>
#include <string>

namespace kinedit {

// A mesh as its file has it (no scale, no placement).
struct MeshFacts {
    Eigen::Vector3d lo = Eigen::Vector3d::Zero(), hi = Eigen::Vector3d::Zero();  // bounding box
    double volume = 0;                                                           // enclosed, by signed tetrahedra (MeshMassProperties.h)
    bool closed = false;                                                         // a closed surface wound one way: volume is a solid's
};

// Which mesh: kin::Visual's mesh, submesh and submeshCenter.
struct MeshRef {
    std::string path, submesh;
    bool center = false;
};

class MeshFactsSource {
public:
    virtual ~MeshFactsSource() = default;
    // The facts, or none when not known (yet), or when the file cannot be
    // read. May be called from any thread.
    virtual std::optional<MeshFacts> facts(const MeshRef& mesh) const = 0;
    // The solid MuJoCo 2.2.2's compiler makes of mesh (MujocoMeshInertia.h),
    // or none when not known (yet), when the file cannot be read, or when
    // MuJoCo refuses it. May be called from any thread.
    virtual std::optional<WeighedMesh> mujocoSolid(const MeshToWeigh& mesh) const {
        (void)mesh;
        return std::nullopt;
    }
};

}  // namespace kinedit
