#include "geometry/MeshToStl.h"

#include "geometry/MeshCounts.h"
#include "geometry/MeshLoader.h"

#include <meshoptimizer.h>

#include <QCoreApplication>
#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace kinedit {

namespace {
struct MeshToStlText {
    Q_DECLARE_TR_FUNCTIONS(MeshToStl)
};
using T = MeshToStlText;

void putFloat(char*& at, float f) {
    quint32 bits;
    std::memcpy(&bits, &f, 4);
    qToLittleEndian(bits, at);
    at += 4;
}

// 80 bytes of header, the count, then per face: normal, three corners, 0.
QByteArray binaryStl(const std::vector<float>& positions, const std::vector<unsigned>& indices) {
    const size_t faces = indices.size() / 3;
    QByteArray out(qsizetype(84 + 50 * faces), '\0');
    std::memcpy(out.data(), "binary STL written by Kinedit", 29);
    qToLittleEndian(quint32(faces), out.data() + 80);
    char* at = out.data() + 84;
    for (size_t f = 0; f < faces; ++f) {
        const float* p[3];
        for (int k = 0; k < 3; ++k) p[k] = positions.data() + 3 * indices[3 * f + size_t(k)];
        const float u[3] = {p[1][0] - p[0][0], p[1][1] - p[0][1], p[1][2] - p[0][2]};
        const float v[3] = {p[2][0] - p[0][0], p[2][1] - p[0][1], p[2][2] - p[0][2]};
        float n[3] = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
        const float length = std::sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        for (float& c : n) c = length > 0 ? c / length : 0;
        for (float c : n) putFloat(at, c);
        for (int k = 0; k < 3; ++k)
            for (int c = 0; c < 3; ++c) putFloat(at, p[k][c]);
        at += 2;  // attribute byte count: 0
    }
    return out;
}
}  // namespace

ConvertedMesh meshToStl(const MeshToConvert& request) {
    ConvertedMesh result;
    QString error;
    const auto mesh = loadMesh(request.file, &error, {}, {request.submesh, request.center});
    if (!mesh) {
        result.problem = error;
        return result;
    }
    // Corners joined by position alone (the loader keeps a corner per
    // normal), so that the simplifier sees the surface's topology.
    const PositionMesh joined = joinedByPosition(*mesh);
    const std::vector<float>& positions = joined.positions;
    const std::vector<unsigned>& indices = joined.indices;
    const size_t unique = joined.count();

    result.sourceTriangles = int(indices.size() / 3);
    if (result.sourceTriangles == 0) {
        result.problem = T::tr("the mesh has no triangles");
        return result;
    }
    // One STL per colour (parts of one colour, to 8 bits a channel, joined).
    std::vector<std::pair<quint32, std::vector<unsigned>>> byColour;
    for (const MeshData::Part& part : mesh->parts) {
        auto it = std::find_if(byColour.begin(), byColour.end(), [&](const auto& c) { return c.first == part.rgba; });
        if (it == byColour.end()) it = byColour.insert(byColour.end(), {part.rgba, {}});
        it->second.insert(it->second.end(), indices.begin() + part.firstIndex, indices.begin() + part.firstIndex + part.indexCount);
    }
    const float scale = meshopt_simplifyScale(positions.data(), unique, 3 * sizeof(float));
    for (auto& [colour, part] : byColour) {
        if (part.empty()) continue;
        if (request.maxTriangles > 0 && part.size() / 3 > size_t(request.maxTriangles)) {
            // The error bound is the mesh's own size: the count decides.
            const size_t target = size_t(request.maxTriangles) * 3;
            std::vector<unsigned> simplified(part.size());
            float relative = 0;
            size_t count = meshopt_simplify(simplified.data(), part.data(), part.size(), positions.data(), unique, 3 * sizeof(float),
                                            target, 1.0f, 0, &relative);
            if (count > target)  // borders and seams left too many: collapse regardless of topology
                count = meshopt_simplifySloppy(simplified.data(), part.data(), part.size(), positions.data(), unique, 3 * sizeof(float),
                                               target, 1.0f, &relative);
            if (count == 0 || count > target) {
                result.parts.clear();
                result.problem = T::tr("cannot simplify %1 triangles to %2").arg(part.size() / 3).arg(request.maxTriangles);
                return result;
            }
            simplified.resize(count);
            part.swap(simplified);
            result.error = std::max(result.error, double(relative) * double(scale));
        }
        result.triangles += int(part.size() / 3);
        result.parts.push_back({binaryStl(positions, part), Eigen::Vector4d((colour >> 16 & 0xff) / 255.0, (colour >> 8 & 0xff) / 255.0,
                                                                            (colour & 0xff) / 255.0, (colour >> 24) / 255.0)});
    }
    return result;
}

}  // namespace kinedit
