#include "MjcfGlobal.h"

#include "MjcfCodes.h"
#include "MjcfInertia.h"
#include "MjcfPrincipalAxes.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>

namespace kinedit {

namespace {
struct MjcfGlobalText {
    Q_DECLARE_TR_FUNCTIONS(MjcfGlobal)
};
using T = MjcfGlobalText;
}  // namespace

void mjcfMakeLocal(MjcfModel& m, Diagnostics& out, const MeshWeigher& weigh) {
    const MjcfMeshSolids solids = mjcfMeshSolids(m, weigh);
    // The world poses, parents before children (bodies are depth first).
    std::vector<Eigen::Isometry3d> world(m.bodies.size(), Eigen::Isometry3d::Identity());
    for (MjcfBody& b : m.bodies) {
        if (b.id == 0) continue;
        Eigen::Isometry3d w = b.pose;
        if (b.node && !b.node.e->hasAttribute(u"pos")) {
            // mjCBody::Compile: no pos, the inertial frame (from the geoms
            // where inertiafromgeom asks, else <inertial>).
            const QString& fromGeoms = m.compiler.inertiaFromGeom;
            const bool geoms = fromGeoms == QLatin1String("true") || (fromGeoms == QLatin1String("auto") && !b.hasInertial);
            std::vector<const MjcfGeom*> weighed;
            for (const MjcfGeom& g : b.geoms)
                if (g.group >= m.compiler.inertiaGroupLow && g.group <= m.compiler.inertiaGroupHigh) weighed.push_back(&g);
            // Several geoms: their centre of mass and principal axes of
            // inertia (mjCBody::GeomFrame), summed as MuJoCo sums them.
            const MjcfMassProperties several = geoms && weighed.size() > 1
                                                   ? mjcfMassFromGeoms(b, m.compiler.inertiaGroupLow, m.compiler.inertiaGroupHigh, solids)
                                                   : MjcfMassProperties{};
            // One mesh geom: its frame as MuJoCo compiles it, moved to the
            // mesh's centre of mass and turned to its principal axes.
            const bool oneMesh = geoms && weighed.size() == 1 && weighed.front()->type == QLatin1String("mesh");
            const std::optional<MjcfMeshSolid> mesh = oneMesh && solids ? solids(*weighed.front()) : std::nullopt;
            if (oneMesh && mesh) {
                w = weighed.front()->pose * Eigen::Translation3d(mesh->com) * mesh->axes;
            } else if (geoms && weighed.size() == 1 && !oneMesh) {
                w = weighed.front()->pose;
            } else if (!geoms && b.hasInertial) {
                w = b.inertialPose;
            } else if (weighed.size() > 1 && several.meshGeomsLeftOut == 0 && several.mass >= 1e-15) {
                w = Eigen::Translation3d(several.com) * mjcfPrincipalAxes(several.inertia).orientation;
            } else {
                out.append(diagnosticAt(*b.node.doc, b.node.e, {}, Severity::Warning, mjcfcode::NotShown,
                                        T::tr("in global coordinates a body without pos is placed at its geoms' principal axes of "
                                              "inertia, which need its mesh files read and weighed: placed at the world's origin")));
                w = Eigen::Isometry3d::Identity();
            }
        }
        world[size_t(b.id)] = w;
    }
    for (MjcfBody& b : m.bodies) {
        if (b.id == 0) continue;
        const Eigen::Isometry3d& w = world[size_t(b.id)];
        const Eigen::Isometry3d toBody = w.inverse();
        b.pose = world[size_t(b.parent)].inverse() * w;
        for (MjcfJoint& j : b.joints) {
            j.pos = j.type == QLatin1String("free") ? Eigen::Vector3d::Zero() : Eigen::Vector3d(toBody * j.pos);
            j.axis = w.linear().transpose() * j.axis;
        }
        for (MjcfGeom& g : b.geoms) g.pose = toBody * g.pose;
        for (MjcfSite& s : b.sites) s.pose = toBody * s.pose;
        if (b.hasInertial) {
            b.com = toBody * b.com;
            b.inertia = w.linear().transpose() * b.inertia * w.linear();
            b.inertialPose = toBody * b.inertialPose;
        }
    }
}

}  // namespace kinedit
