#include "geometry/VisualMassProperties.h"

#include "geometry/ConvexHull.h"
#include "geometry/MeshLoader.h"
#include "geometry/MeshMassProperties.h"
#include "geometry/SharedMeshes.h"
#include "kinematics/Visual.h"

namespace kinedit {

VisualMass visualMass(const kin::Visual& v, double density, bool sharedMeshes) {
    VisualMass out;
    const Eigen::Vector3d& s = v.size;
    UnitSolid unit;
    switch (v.kind) {
    case kin::ShapeKind::Box: unit = boxSolid(s / 2); break;
    case kin::ShapeKind::Cylinder: unit = cylinderSolid(s.x(), s.y()); break;
    case kin::ShapeKind::Capsule: unit = capsuleSolid(s.x(), s.y()); break;
    case kin::ShapeKind::Sphere: unit = sphereSolid(s.x()); break;
    case kin::ShapeKind::Ellipsoid: unit = ellipsoidSolid(s); break;
    case kin::ShapeKind::Plane: return out;
    case kin::ShapeKind::Mesh: {
        MeshLimits limits;
        limits.positionsOnly = true;  // no normals are needed
        const QString path = QString::fromStdString(v.mesh);
        const MeshSelection selection{QString::fromStdString(v.submesh), v.submeshCenter};
        const std::shared_ptr<const MeshData> mesh =
            sharedMeshes ? sharedMesh(path, &out.error, selection) : loadMesh(path, &out.error, limits, selection);
        if (!mesh) return out;
        const Eigen::Affine3d scale(Eigen::Scaling(v.meshScale));
        const MeshSolid solid = meshSolid(*mesh, scale);
        out.closed = solid.closed;
        out.shape = solid.shape;
        out.mass = moved(solidMass(solid, density), v.origin);
        if (!solid.closed)
            if (const std::optional<MeshSolid> hull = convexHullSolid(*mesh, scale)) out.hull = moved(solidMass(*hull, density), v.origin);
        return out;
    }
    }
    out.mass = moved(solidMass(unit, density * unit.volume), v.origin);
    return out;
}

}  // namespace kinedit
