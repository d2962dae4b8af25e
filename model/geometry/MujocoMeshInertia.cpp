#include "geometry/MujocoMeshInertia.h"

#include "geometry/ClosedSurface.h"
#include "geometry/MassProperties.h"
#include "geometry/MeshCounts.h"
#include "geometry/MeshLoader.h"

#include <QCoreApplication>

#include <array>
#include <cmath>

namespace kinedit {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(MujocoMeshInertia)
};

constexpr double kMinVal = 1e-15;  // MuJoCo's mjMINVAL

using Corners = std::array<Eigen::Vector3d, 3>;

// MuJoCo keeps vertices in float: placed, and again once moved to the COM.
// Rounding as it does matters for thin open shells, whose |pyramids| nearly
// cancel in pairs.
Eigen::Vector3d stored(const Eigen::Vector3d& v) { return v.cast<float>().cast<double>(); }

}  // namespace

bool mujocoRefusesOrientation(const MeshData& mesh) {
    return surfaceShape(joinedByPosition(mesh).indices, true) == SurfaceShape::Misoriented;
}

MujocoMeshInertia mujocoMeshInertia(const MeshData& mesh, const Eigen::Isometry3d& reference, const Eigen::Vector3d& scale, bool exact) {
    MujocoMeshInertia out;
    // Placed: v' = S Rᵀ (v - p), as MuJoCo moves, turns, then scales.
    const Eigen::Affine3d place = Eigen::Scaling(scale) * reference.inverse();
    const bool mirrored = scale.prod() < 0;
    const size_t n = mesh.indices.size() / 3;
    std::vector<Corners> faces(n);
    for (size_t t = 0; t < n; ++t)
        for (int k = 0; k < 3; ++k) {
            const quint32 i = mesh.indices[3 * t + size_t(mirrored && k > 0 ? 3 - k : k)];
            faces[t][size_t(k)] = stored(place * Eigen::Vector3d(mesh.vertices[6 * i], mesh.vertices[6 * i + 1], mesh.vertices[6 * i + 2]));
        }
    auto pyramid = [exact](double v) { return exact ? v : std::abs(v); };
    // The faces' area-weighted centroid.
    double area = 0;
    Eigen::Vector3d faceCentroid = Eigen::Vector3d::Zero();
    for (const Corners& f : faces) {
        const double a = (f[1] - f[0]).cross(f[2] - f[0]).norm() / 2;
        area += a;
        faceCentroid += a * (f[0] + f[1] + f[2]) / 3;
    }
    if (area < kMinVal) {
        out.error = Text::tr("mesh surface area is too small");
        return out;
    }
    faceCentroid /= area;
    // Pass 1: pyramids from that centroid; each one's COM is 3/4 of the way
    // from its apex to its base's centre.
    double volume = 0;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();
    for (const Corners& f : faces) {
        const Eigen::Vector3d centre = (f[0] + f[1] + f[2]) / 3;
        const double v = pyramid((centre - faceCentroid).dot((f[1] - f[0]).cross(f[2] - f[0])) / 6);
        volume += v;
        com += v * (0.75 * centre + 0.25 * faceCentroid);
    }
    if (volume < kMinVal) {
        out.error = Text::tr("mesh volume is too small");
        return out;
    }
    out.com = com / volume;
    // Pass 2: pyramids from the COM, with their second moments.
    Eigen::Matrix3d second = Eigen::Matrix3d::Zero();
    out.volume = 0;
    for (const Corners& f : faces) {
        const Eigen::Vector3d d = stored(f[0] - out.com), e = stored(f[1] - out.com), g = stored(f[2] - out.com);
        const double v = pyramid(d.dot(e.cross(g)) / 6);
        out.volume += v;
        const Eigen::Vector3d s = d + e + g;
        second += v / 20 * (s * s.transpose() + d * d.transpose() + e * e.transpose() + g * g.transpose());
    }
    const Eigen::Matrix3d inertia = second.trace() * Eigen::Matrix3d::Identity() - second;
    const Eigen::Vector3d ev = principalMoments(inertia);  // ascending
    if (!(ev[0] > 0)) {
        out.error = Text::tr("eigenvalue of mesh inertia must be positive");
        return out;
    }
    if (ev[0] + ev[1] < ev[2]) {
        out.error = Text::tr("eigenvalues of mesh inertia violate A + B >= C condition");
        return out;
    }
    out.inertiaPerMass = inertia / out.volume;
    // The box with these moments per unit mass: half-edges sqrt(6 (I_j + I_k - I_i) / m) / 2.
    const Eigen::Vector3d across(ev[1] + ev[2] - ev[0], ev[0] + ev[2] - ev[1], ev[0] + ev[1] - ev[2]);
    const Eigen::Vector3d half = (6 * across / out.volume).cwiseSqrt() / 2;
    out.weighed = exact ? out.volume : 8 * half.prod();
    return out;
}

std::optional<WeighedMesh> mujocoWeighedMesh(const MeshData& data, const MeshToWeigh& mesh, QString* refusal) {
    // MuJoCo 2.2.2 checks the winding of OBJ files only (an STL's corners
    // are not shared there).
    if (mesh.file.endsWith(QLatin1String(".obj"), Qt::CaseInsensitive) && mujocoRefusesOrientation(data)) {
        if (refusal) *refusal = Text::tr("faces have inconsistent orientation");
        return std::nullopt;
    }
    const MujocoMeshInertia mi = mujocoMeshInertia(data, mesh.reference, mesh.scale, mesh.exact);
    if (!mi.error.isEmpty()) {
        if (refusal) *refusal = mi.error;
        return std::nullopt;
    }
    return WeighedMesh{mi.weighed, mi.com, mi.inertiaPerMass};
}

}  // namespace kinedit
