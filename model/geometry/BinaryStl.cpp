#include "geometry/BinaryStl.h"

#include "geometry/CreaseNormals.h"
#include "geometry/FaceNormal.h"
#include "geometry/PositionWeld.h"
#include "geometry/VertexJoiner.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QtEndian>

#include <cstring>

namespace kinedit {

namespace {
struct StlText {
    Q_DECLARE_TR_FUNCTIONS(MeshLoader)
};

constexpr qint64 kHeader = 84, kRecord = 50;  // 80 bytes, a count; per triangle: normal, 3 corners, 2 bytes
constexpr qint64 kRecordsPerRead = 1 << 16;   // 3.2 MB

float floatAt(const char* p) { return qFromLittleEndian<float>(p); }

}  // namespace

std::optional<std::shared_ptr<MeshData>> readBinaryStl(const QString& path, const MeshLimits& limits, QString* error,
                                                       const JoinedPositions& meanwhile) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;  // Assimp says why
    const qint64 size = file.size();
    if (size < kHeader) return std::nullopt;
    const QByteArray header = file.read(kHeader);
    if (header.size() != kHeader) return std::nullopt;
    const quint32 triangles = qFromLittleEndian<quint32>(header.constData() + 80);
    if (kHeader + kRecord * qint64(triangles) != size) return std::nullopt;
    // Materialise colours: Assimp takes a "COLOR=" that starts in the 80
    // bytes, even one that runs into the count (and a byte past it).
    if (const qsizetype at = (header + file.peek(1)).indexOf("COLOR="); at >= 0 && at < 80) return std::nullopt;
    const QString name = QFileInfo(path).fileName();
    auto fail = [&](const QString& message) {
        if (error) *error = message;
        return std::optional<std::shared_ptr<MeshData>>(std::shared_ptr<MeshData>());
    };
    if (triangles == 0) return fail(StlText::tr("'%1' holds no triangles").arg(name));
    if (size > limits.maxStreamedBytes)
        return fail(StlText::tr("mesh file is %1 bytes; the limit is %2").arg(size).arg(limits.maxStreamedBytes));
    auto data = std::make_shared<MeshData>();
    data->indices.reserve(size_t(triangles) * 3);
    // A heavy mesh gets its normals from its faces (CreaseNormals.h): its
    // corners are joined by position alone, the file's normals left out.
    const bool heavy = triangles > quint32(kMeshLevelBudget);
    VertexJoiner joiner(data->vertices);
    joiner.reserve(std::min<size_t>(size_t(triangles) * (heavy ? 1 : 3),
                                    size_t(limits.maxVertices) + 1));  // face normals: few corners join; by position, most
    QByteArray chunk;
    std::vector<VertexJoiner::Vertex> corners(size_t(std::min<qint64>(kRecordsPerRead, triangles)) * 3);
    for (qint64 done = 0; done < triangles;) {
        const qint64 count = std::min<qint64>(kRecordsPerRead, triangles - done);
        chunk = file.read(count * kRecord);
        if (chunk.size() != count * kRecord)  // a read error, or the file cut short while it was read
            return fail(file.error() != QFileDevice::NoError ? StlText::tr("could not read '%1': %2").arg(name, file.errorString())
                                                             : StlText::tr("'%1' ended early: it changed while it was read").arg(name));
        for (qint64 t = 0; t < count; ++t) {
            const char* record = chunk.constData() + t * kRecord;
            if (qFromLittleEndian<quint16>(record + 48) & 0x8000) return std::nullopt;  // a facet's colour (VisCAM, SolidView): Assimp's
            VertexJoiner::Vertex* triangle = &corners[size_t(3 * t)];
            for (int c = 0; c < 3; ++c)
                for (int k = 0; k < 3; ++k) {
                    triangle[c][k] = floatAt(record + 12 * (c + 1) + 4 * k);
                    triangle[c][3 + k] = heavy ? 0.0f : floatAt(record + 4 * k);
                }
            if (!heavy && isZeroNormal(triangle[0] + 3)) {
                float n[3];
                if (faceNormal(triangle[0], triangle[1], triangle[2], n))
                    for (int c = 0; c < 3; ++c) std::memcpy(triangle[c] + 3, n, sizeof n);
            }
        }
        const size_t at = data->indices.size();
        data->indices.resize(at + size_t(3 * count));
        joiner.add(corners.data(), size_t(3 * count), data->indices.data() + at);
        done += count;
        if (qint64(data->vertices.size() / 6) > limits.maxVertices)
            return fail(StlText::tr("'%1' has more than %2 vertices, the limit").arg(name).arg(limits.maxVertices));
    }
    const std::vector<MeshData::Part> parts{{0, quint32(data->indices.size()), kStlColour}};
    if (heavy && !limits.positionsOnly) {
        PositionMesh positions = positionsOf(std::move(*data));
        weldNearPositions(positions);
        std::shared_ptr<MeshData> creased = withCreaseNormals(positions, parts, size_t(limits.maxVertices), meanwhile);
        if (!creased) return fail(StlText::tr("'%1' has more than %2 vertices, the limit").arg(name).arg(limits.maxVertices));
        return creased;
    }
    data->parts = parts;
    return data;
}

}  // namespace kinedit
