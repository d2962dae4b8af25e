#include "geometry/ConvexHull.h"

#include <cmath>
#include <cstdio>

#ifdef KINEDIT_HAVE_QHULL
extern "C" {
#include <libqhull_r/qhull_ra.h>
}
#endif

namespace kinedit {

#ifdef KINEDIT_HAVE_QHULL

bool convexHullsAvailable() { return true; }

std::vector<quint32> convexHull(const std::vector<float>& xyz) {
    const size_t n = xyz.size() / 3;
    if (n < 4 || n > size_t(INT_MAX)) return {};
    std::vector<coordT> points(3 * n);
    for (size_t i = 0; i < 3 * n; ++i) {
        if (!std::isfinite(xyz[i])) return {};
        points[i] = coordT(xyz[i]);
    }
    // qhull reports on errfile; its messages are not ours to print.
    FILE* quiet = std::fopen("/dev/null", "w");
    if (!quiet) return {};
    qhT context;
    qhT* qh = &context;
    qh_zero(qh, quiet);
    // Qt: triangulated facets.
    char options[] = "qhull Qt";
    std::vector<quint32> out;
    if (qh_new_qhull(qh, 3, int(n), points.data(), False, options, nullptr, quiet) == 0) {
        facetT* facet;
        FORALLfacets {
            if (qh_setsize(qh, facet->vertices) != 3) continue;
            quint32 c[3];
            for (int k = 0; k < 3; ++k) c[k] = quint32(qh_pointid(qh, static_cast<vertexT*>(facet->vertices->e[k].p)->point));
            // Wound so that the triangle's normal is the facet's outward one.
            auto at = [&](quint32 i) { return Eigen::Vector3d(points[3 * i], points[3 * i + 1], points[3 * i + 2]); };
            const Eigen::Vector3d normal = (at(c[1]) - at(c[0])).cross(at(c[2]) - at(c[0]));
            if (normal.dot(Eigen::Vector3d(facet->normal[0], facet->normal[1], facet->normal[2])) < 0) std::swap(c[1], c[2]);
            out.insert(out.end(), {c[0], c[1], c[2]});
        }
    }
    qh_freeqhull(qh, !qh_ALL);
    int curlong = 0, totlong = 0;
    qh_memfreeshort(qh, &curlong, &totlong);
    std::fclose(quiet);
    return out;
}

#else

bool convexHullsAvailable() { return false; }

std::vector<quint32> convexHull(const std::vector<float>&) { return {}; }

#endif

std::optional<MeshData> convexHullMesh(const MeshData& mesh) {
    // Positions are the first three of each vertex's six floats.
    std::vector<float> xyz(mesh.vertices.size() / 2);
    for (size_t i = 0; i < xyz.size() / 3; ++i)
        for (int j = 0; j < 3; ++j) xyz[3 * i + j] = mesh.vertices[6 * i + j];
    std::vector<quint32> hull = convexHull(xyz);
    if (hull.empty()) return std::nullopt;
    MeshData out;
    out.vertices = mesh.vertices;
    out.indices = std::move(hull);
    out.parts = {{0, quint32(out.indices.size()), 0xffffffff, {}}};
    out.lo = mesh.lo;
    out.hi = mesh.hi;
    return out;
}

std::optional<MeshSolid> convexHullSolid(const MeshData& mesh, const Eigen::Affine3d& transform) {
    const std::optional<MeshData> hull = convexHullMesh(mesh);
    if (!hull) return std::nullopt;
    MeshSolid out = meshSolid(*hull, transform);
    if (!(std::abs(out.volume) > 0)) return std::nullopt;
    return out;
}

}  // namespace kinedit
