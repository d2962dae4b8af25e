#include "geometry/SimulatorMasses.h"

#include "formats/Format.h"
#include "geometry/ConvexHull.h"
#include "geometry/MeshLoader.h"
#include "geometry/MeshMassProperties.h"
#include "geometry/MujocoMeshInertia.h"
#include "geometry/SharedMeshes.h"
#include "kinematics/Model.h"

#include <QCoreApplication>
#include <QMap>

namespace kinedit {

namespace {

struct Read {
    std::shared_ptr<const MeshData> data;
    SurfaceShape shape = SurfaceShape::Closed;
    bool hullWeighed = false;
};

}  // namespace

std::optional<LinkMasses> simulatorMasses(const Format& format, const XmlDocument& doc, DocumentState* state, const kin::Model* model,
                                          const ShapeWeighing& how) {
    LinkMasses out;
    QMap<QString, Read> read;  // by mesh name
    const MeshWeigher weigh = [&](const MeshToWeigh& mesh) -> std::optional<WeighedMesh> {
        QString error;
        Read& r = read[mesh.name];
        if (how.sharedMeshes) {
            r.data = sharedMesh(mesh.file, &error);
        } else {
            MeshLimits limits;
            limits.positionsOnly = true;  // no normals are needed
            r.data = loadMesh(mesh.file, &error, limits);
        }
        if (!r.data) {
            out.troubles.push_back({MeshTrouble::Kind::Unread, mesh.name, error});
            return std::nullopt;
        }
        r.shape = solidSurface(*r.data);
        if (r.shape != SurfaceShape::Closed)
            out.troubles.push_back(
                {r.shape == SurfaceShape::Misoriented ? MeshTrouble::Kind::Misoriented : MeshTrouble::Kind::Open, mesh.name, {}});
        QString refusal;
        const std::optional<WeighedMesh> w = mujocoWeighedMesh(*r.data, mesh, &refusal);
        if (!w) out.troubles.push_back({MeshTrouble::Kind::Refused, mesh.name, refusal});
        return w;
    };
    const std::optional<std::vector<BodyMass>> bodies = format.massesFromGeometry(doc, state, weigh, how.density);
    if (!bodies) return std::nullopt;
    bool open = false;
    for (const Read& r : read) open = open || (r.data && r.shape != SurfaceShape::Closed);
    std::optional<std::vector<BodyMass>> hulls;
    if (open && convexHullsAvailable()) {
        // The same bodies with the hulls of the meshes read above.
        const MeshWeigher hullWeigh = [&](const MeshToWeigh& mesh) -> std::optional<WeighedMesh> {
            Read& r = read[mesh.name];
            if (!r.data) return std::nullopt;
            if (r.shape == SurfaceShape::Closed) return mujocoWeighedMesh(*r.data, mesh);
            const std::optional<MeshData> hull = convexHullMesh(*r.data);
            if (!hull) return std::nullopt;
            const std::optional<WeighedMesh> w = mujocoWeighedMesh(*hull, mesh);
            r.hullWeighed = w.has_value();
            return w;
        };
        hulls = format.massesFromGeometry(doc, state, hullWeigh, how.density);
        if (hulls && hulls->size() != bodies->size()) hulls.reset();
    }
    for (size_t i = 0; i < bodies->size(); ++i) {
        const BodyMass& b = (*bodies)[i];
        LinkShapeMass l;
        l.frame = model ? model->frameIndex(b.name.toStdString()) : -1;
        l.name = b.name;
        l.weighed = true;
        l.mass = {b.mass, b.com, b.inertia};
        bool hulled = true;
        for (const QString& mesh : b.meshes) {
            const Read r = read.value(mesh);
            const bool closed = !r.data || r.shape == SurfaceShape::Closed;
            l.closed = l.closed && closed;
            hulled = hulled && (closed || r.hullWeighed);
        }
        if (!l.closed && hulls && hulled) l.hull = MassProperties{(*hulls)[i].mass, (*hulls)[i].com, (*hulls)[i].inertia};
        if (b.declared) l.declared = MassProperties{b.declaredMass, b.declaredCom, b.declaredInertia};
        out.links.push_back(l);
    }
    return out;
}

LinkMasses linkMasses(const Format& format, const XmlDocument& doc, DocumentState* state, const kin::Model& model,
                      const ShapeWeighing& how) {
    if (std::optional<LinkMasses> bodies = simulatorMasses(format, doc, state, &model, how)) return std::move(*bodies);
    return linkShapeMasses(model, how);
}

}  // namespace kinedit
