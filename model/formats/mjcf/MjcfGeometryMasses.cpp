// MJCF's bodies as MuJoCo 2.2.2's compiler weighs them from their geoms
// (MjcfInertia.h), with the meshes weighed by the caller.
#include "MjcfCompiler.h"
#include "MjcfDefaults.h"
#include "MjcfFormat.h"
#include "MjcfInertia.h"
#include "MjcfPrincipalAxes.h"
#include "MjcfReading.h"
#include "MjcfTree.h"

#include <QMap>

namespace kinedit {

MjcfMeshSolids mjcfMeshSolids(const MjcfModel& m, const MeshWeigher& weigh) {
    if (!weigh) return {};
    auto solids = std::make_shared<QMap<QString, std::optional<MjcfMeshSolid>>>();  // by mesh name, each weighed once
    return [&m, weigh, solids](const MjcfGeom& g) -> std::optional<MjcfMeshSolid> {
        if (const auto known = solids->constFind(g.mesh); known != solids->constEnd()) return *known;
        const MjcfMesh* mesh = m.mesh(g.mesh);
        const std::optional<WeighedMesh> w = mesh && !mesh->file.isEmpty()
                                                 ? weigh({g.mesh, mesh->file, mesh->reference, mesh->scale, m.compiler.exactMeshInertia})
                                                 : std::nullopt;
        std::optional<MjcfMeshSolid> solid;
        if (w) {
            const MjcfPrincipalAxes axes = mjcfPrincipalAxes(w->inertiaPerMass);
            const Eigen::Matrix3d r = axes.orientation.toRotationMatrix();
            solid = MjcfMeshSolid{w->volume, w->com, r * axes.moments.asDiagonal() * r.transpose(), axes.orientation};
        }
        solids->insert(g.mesh, solid);
        return solid;
    };
}

std::optional<std::vector<BodyMass>> MjcfFormat::massesFromGeometry(const XmlDocument& doc, DocumentState* state, const MeshWeigher& weigh,
                                                                    double density) const {
    // The reading the document's check kept (its problems are the check's).
    const std::shared_ptr<const Reading> r = reading(doc, state);
    const MjcfModel& m = r->checked->model;
    const MjcfMeshSolids meshSolid = mjcfMeshSolids(m, weigh);
    std::vector<BodyMass> bodies;
    for (const MjcfBody& body : m.bodies) {
        if (body.id == 0) continue;  // the world
        const MjcfMassProperties p = mjcfMassFromGeoms(body, m.compiler.inertiaGroupLow, m.compiler.inertiaGroupHigh, meshSolid, density);
        BodyMass b;
        b.name = mjcfBodyFrameName(body);
        b.mass = p.mass;
        b.com = p.com;
        b.inertia = p.inertia;
        for (const MjcfGeom& g : body.geoms)
            if (g.type == QLatin1String("mesh") && !b.meshes.contains(g.mesh)) b.meshes << g.mesh;
        if (body.hasInertial) {
            b.declared = true;
            b.declaredMass = body.mass;
            b.declaredCom = body.com;
            b.declaredInertia = body.inertia;
        }
        bodies.push_back(b);
    }
    return bodies;
}

}  // namespace kinedit
