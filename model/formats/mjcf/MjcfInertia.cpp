#include "MjcfInertia.h"

#include <cmath>

namespace kinedit {

namespace {

// Volume and the principal moments per unit mass of a solid primitive,
// in the geom's frame (MuJoCo's formulas: mjCGeom::SetInertia).
bool solid(const MjcfGeom& g, double& volume, Eigen::Vector3d& moments) {
    auto size = [&](size_t i) { return i < g.size.size() ? g.size[i] : 0.0; };
    const double pi = M_PI;
    if (g.type == QLatin1String("sphere")) {
        const double r = size(0);
        volume = 4 * pi * r * r * r / 3;
        moments.setConstant(2 * r * r / 5);
        return true;
    }
    const double half = g.halfLength >= 0 ? g.halfLength : size(1);
    if (g.type == QLatin1String("capsule")) {
        const double r = size(0), h = 2 * half;
        const double vc = pi * r * r * h, vs = 4 * pi * r * r * r / 3;
        volume = vc + vs;
        const double side = vc * (3 * r * r + h * h) / 12 + vs * (2 * r * r / 5 + h * h / 4 + 3 * h * r / 8);
        moments = Eigen::Vector3d(side, side, (vc / 2 + vs * 2 / 5) * r * r) / volume;
        return true;
    }
    if (g.type == QLatin1String("cylinder")) {
        const double r = size(0), h = 2 * half;
        volume = pi * r * r * h;
        moments = Eigen::Vector3d((3 * r * r + h * h) / 12, (3 * r * r + h * h) / 12, r * r / 2);
        return true;
    }
    if (g.type == QLatin1String("box") || g.type == QLatin1String("ellipsoid")) {
        const double a = size(0), b = size(1), c = g.halfLength >= 0 ? g.halfLength : size(2);
        if (g.type == QLatin1String("box")) {
            volume = 8 * a * b * c;
            moments = Eigen::Vector3d(b * b + c * c, a * a + c * c, a * a + b * b) / 3;
        } else {
            volume = 4 * pi * a * b * c / 3;
            moments = Eigen::Vector3d(b * b + c * c, a * a + c * c, a * a + b * b) / 5;
        }
        return true;
    }
    return false;
}

}  // namespace

MjcfMassProperties mjcfMassFromGeoms(const MjcfBody& body, int groupLow, int groupHigh) {
    MjcfMassProperties p;
    struct Part {
        double mass;
        Eigen::Isometry3d pose;
        Eigen::Vector3d moments;
    };
    std::vector<Part> parts;
    for (const MjcfGeom& g : body.geoms) {
        if (g.group < groupLow || g.group > groupHigh) continue;
        double volume = 0;
        Eigen::Vector3d moments;
        if (!solid(g, volume, moments)) {
            if (g.type == QLatin1String("mesh")) ++p.meshGeomsLeftOut;
            continue;
        }
        const bool given = g.item.has(u"mass");
        const double mass = given ? g.item.get(u"mass").toDouble() : g.item.get(u"density", QStringLiteral("1000")).toDouble() * volume;
        if (!(mass > 0) || !std::isfinite(mass)) continue;
        parts.push_back({mass, g.pose, moments * mass});
        p.mass += mass;
        p.com += mass * g.pose.translation();
    }
    if (!(p.mass > 0)) return p;
    p.com /= p.mass;
    for (const Part& part : parts) {
        const Eigen::Vector3d d = part.pose.translation() - p.com;
        p.inertia += part.pose.linear() * part.moments.asDiagonal() * part.pose.linear().transpose() +
                     part.mass * (d.squaredNorm() * Eigen::Matrix3d::Identity() - d * d.transpose());
    }
    return p;
}

}  // namespace kinedit
