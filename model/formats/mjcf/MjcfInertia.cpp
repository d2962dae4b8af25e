#include "MjcfInertia.h"

#include "geometry/MassProperties.h"

#include <cmath>

namespace kinedit {

namespace {

// A solid primitive with MuJoCo's sizes (half-lengths), in the geom's frame
// (mjCGeom::GetVolume and SetInertia).
bool solid(const MjcfGeom& g, UnitSolid& s) {
    auto size = [&](size_t i) { return i < g.size.size() ? g.size[i] : 0.0; };
    const double half = g.halfLength >= 0 ? g.halfLength : size(1);
    if (g.type == QLatin1String("sphere"))
        s = sphereSolid(size(0));
    else if (g.type == QLatin1String("capsule"))
        s = capsuleSolid(size(0), 2 * half);
    else if (g.type == QLatin1String("cylinder"))
        s = cylinderSolid(size(0), 2 * half);
    else if (g.type == QLatin1String("box") || g.type == QLatin1String("ellipsoid")) {
        const Eigen::Vector3d abc(size(0), size(1), g.halfLength >= 0 ? g.halfLength : size(2));
        s = g.type == QLatin1String("box") ? boxSolid(abc) : ellipsoidSolid(abc);
    } else
        return false;
    return true;
}

}  // namespace

double mjcfGeomDensity(const MjcfGeom& geom, double fallback) {
    return geom.item.has(u"density") ? geom.item.get(u"density").toDouble() : fallback;
}

MjcfMassProperties mjcfMassFromGeoms(const MjcfBody& body, int groupLow, int groupHigh, const MjcfMeshSolids& meshes, double density) {
    MjcfMassProperties p;
    std::vector<MassProperties> parts;
    for (const MjcfGeom& g : body.geoms) {
        if (g.group < groupLow || g.group > groupHigh) continue;
        UnitSolid unit;
        MjcfMeshSolid mesh;
        if (g.type == QLatin1String("mesh")) {
            std::optional<MjcfMeshSolid> read = meshes ? meshes(g) : std::nullopt;
            if (!read) {
                ++p.meshGeomsLeftOut;
                continue;
            }
            mesh = *read;
        } else if (solid(g, unit)) {
            mesh = {unit.volume, Eigen::Vector3d::Zero(), Eigen::Matrix3d(unit.moments.asDiagonal())};
        } else {
            continue;
        }
        const double mass = g.item.has(u"mass") ? g.item.get(u"mass").toDouble() : mjcfGeomDensity(g, density) * mesh.volume;
        if (!(mass > 0) || !std::isfinite(mass)) continue;
        parts.push_back(moved({mass, mesh.com, mass * mesh.inertiaPerMass}, g.pose));
    }
    const MassProperties sum = combined(parts);
    p.mass = sum.mass, p.com = sum.com, p.inertia = sum.inertia;
    return p;
}

}  // namespace kinedit
