#include "MeshLoader.h"

#include <assimp/Importer.hpp>
#include <assimp/config.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace kinedit {

namespace {
struct MeshText {
    Q_DECLARE_TR_FUNCTIONS(MeshLoader)
};

// Appends a mesh's distinct vertices (position and normal, bit for bit) to
// vertices, 6 floats each, and sets joined[i] to the index there of the
// mesh's vertex i. Importers give every triangle its own corners (an STL of
// a million triangles: three million vertices for half a million distinct);
// Assimp's own joining (aiProcess_JoinIdenticalVertices) took 440 MB more
// at its peak for that file than this open-addressing table of indices.
void joinVertices(const aiMesh& mesh, std::vector<float>& vertices, std::vector<quint32>& table, std::vector<quint32>& joined) {
    const unsigned n = mesh.mNumVertices;
    size_t capacity = 16;
    while (capacity < 2 * size_t(n)) capacity *= 2;
    constexpr quint32 kEmpty = 0xffffffffu;
    table.assign(capacity, kEmpty);
    joined.resize(n);
    const size_t first = vertices.size() / 6;
    for (unsigned v = 0; v < n; ++v) {
        const aiVector3D& p = mesh.mVertices[v];
        const aiVector3D q = mesh.HasNormals() ? mesh.mNormals[v] : aiVector3D(0, 0, 1);
        const float key[6] = {p.x, p.y, p.z, q.x, q.y, q.z};
        quint64 h = 1469598103934665603ull;  // FNV-1a over the 24 bytes
        for (const unsigned char* b = reinterpret_cast<const unsigned char*>(key); b != reinterpret_cast<const unsigned char*>(key + 6); ++b)
            h = (h ^ *b) * 1099511628211ull;
        for (size_t i = size_t(h) & (capacity - 1);; i = (i + 1) & (capacity - 1)) {
            if (table[i] == kEmpty) {
                table[i] = quint32(vertices.size() / 6 - first);
                joined[v] = quint32(vertices.size() / 6);
                vertices.insert(vertices.end(), key, key + 6);
                break;
            }
            const float* other = vertices.data() + 6 * (first + table[i]);
            if (std::memcmp(other, key, sizeof key) == 0) {
                joined[v] = quint32(first + table[i]);
                break;
            }
        }
    }
}

// Corners whose normal the file left zero (STL exporters often write 0 0 0
// and leave it to the reader) take their face's: else they were drawn
// unlit, a flat dark grey.
void giveZeroNormals(aiMesh& mesh) {
    if (!mesh.HasNormals()) return;
    for (unsigned f = 0; f < mesh.mNumFaces; ++f) {
        const aiFace& face = mesh.mFaces[f];
        if (face.mNumIndices != 3) continue;
        const unsigned* i = face.mIndices;
        if (!mesh.mNormals[i[0]].Equal(aiVector3D()) && !mesh.mNormals[i[1]].Equal(aiVector3D()) && !mesh.mNormals[i[2]].Equal(aiVector3D()))
            continue;
        aiVector3D n = (mesh.mVertices[i[1]] - mesh.mVertices[i[0]]) ^ (mesh.mVertices[i[2]] - mesh.mVertices[i[0]]);
        const double length = std::sqrt(double(n.x) * n.x + double(n.y) * n.y + double(n.z) * n.z);
        if (length <= 0) continue;
        n = aiVector3D(float(n.x / length), float(n.y / length), float(n.z / length));
        for (int k = 0; k < 3; ++k)
            if (mesh.mNormals[i[k]].Equal(aiVector3D())) mesh.mNormals[i[k]] = n;
    }
}

}  // namespace

std::shared_ptr<const MeshData> loadMesh(const QString& path, QString* error, const MeshLimits& limits, const MeshSelection& selection) {
    auto fail = [&](const QString& message) {
        if (error) *error = message;
        return std::shared_ptr<const MeshData>();
    };
    // Web meshes (HRDF allows them) are never fetched.
    if (path.startsWith(QLatin1String("http://")) || path.startsWith(QLatin1String("https://")))
        return fail(MeshText::tr("web meshes are not downloaded; the element is drawn without %1").arg(path));
    const QFileInfo info(path);
    if (!info.isFile()) return fail(MeshText::tr("mesh file not found: %1").arg(path));
    if (info.size() > limits.maxBytes)
        return fail(MeshText::tr("mesh file is %1 bytes; the limit is %2").arg(info.size()).arg(limits.maxBytes));
    Assimp::Importer importer;
    // Robot files give COLLADA meshes in z-up; keep them as authored, but
    // apply the file's unit.
    importer.SetPropertyBool(AI_CONFIG_IMPORT_COLLADA_IGNORE_UP_DIRECTION, true);
    // A submesh is found by name: keep meshes apart (and named).
    if (!selection.submesh.isEmpty()) importer.SetPropertyBool(AI_CONFIG_PP_PTV_KEEP_HIERARCHY, true);
    const aiScene* scene = importer.ReadFile(info.absoluteFilePath().toStdString(),
                                             aiProcess_Triangulate | aiProcess_GenSmoothNormals | aiProcess_PreTransformVertices |
                                                 aiProcess_SortByPType);
    if (!scene || !scene->mRootNode)
        return fail(MeshText::tr("'%1' is not a mesh Assimp can read: %2").arg(info.fileName(), QString::fromLocal8Bit(importer.GetErrorString())));
    qint64 total = 0;  // as read: every triangle's own corners
    for (unsigned m = 0; m < scene->mNumMeshes; ++m) total += scene->mMeshes[m]->mNumVertices;
    if (total == 0) return fail(MeshText::tr("'%1' holds no triangles").arg(info.fileName()));
    auto selected = [&](const aiMesh* mesh) {
        return selection.submesh.isEmpty() || QString::fromUtf8(mesh->mName.C_Str()) == selection.submesh;
    };
    auto data = std::make_shared<MeshData>();
    std::vector<quint32> table, joined;  // joinVertices' tables, reused across meshes
    for (unsigned m = 0; m < scene->mNumMeshes; ++m) {
        const aiMesh* mesh = scene->mMeshes[m];
        if (!(mesh->mPrimitiveTypes & aiPrimitiveType_TRIANGLE) || !selected(mesh)) continue;
        aiColor4D diffuse(0.7f, 0.7f, 0.72f, 1.0f);
        if (mesh->mMaterialIndex < scene->mNumMaterials)
            scene->mMaterials[mesh->mMaterialIndex]->Get(AI_MATKEY_COLOR_DIFFUSE, diffuse);
        if (mesh->HasVertexColors(0) && mesh->mNumVertices > 0) {  // one colour per part: their mean
            aiColor4D sum(0, 0, 0, 0);
            for (unsigned v = 0; v < mesh->mNumVertices; ++v) sum = sum + mesh->mColors[0][v];
            diffuse = sum / float(mesh->mNumVertices);
        }
        giveZeroNormals(*scene->mMeshes[m]);  // the importer's own copy, ours to change
        joinVertices(*mesh, data->vertices, table, joined);
        const quint32 first = quint32(data->indices.size());
        for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
            const aiFace& face = mesh->mFaces[f];
            if (face.mNumIndices != 3) continue;
            for (int k = 0; k < 3; ++k) data->indices.push_back(joined[face.mIndices[k]]);
        }
        const quint32 count = quint32(data->indices.size()) - first;
        if (count == 0) continue;
        const QColor colour = QColor::fromRgbF(std::clamp(diffuse.r, 0.f, 1.f), std::clamp(diffuse.g, 0.f, 1.f), std::clamp(diffuse.b, 0.f, 1.f));
        if (!data->parts.empty() && data->parts.back().colour == colour) data->parts.back().indexCount += count;
        else data->parts.push_back({first, count, colour});
    }
    if (const qint64 count = qint64(data->vertices.size() / 6); count > limits.maxVertices)
        return fail(MeshText::tr("'%1' has %2 vertices; the limit is %3").arg(info.fileName()).arg(count).arg(limits.maxVertices));
    if (data->indices.empty()) {
        if (!selection.submesh.isEmpty()) {
            QStringList names;
            for (unsigned m = 0; m < scene->mNumMeshes; ++m) names << QString::fromUtf8(scene->mMeshes[m]->mName.C_Str());
            return fail(MeshText::tr("'%1' has no submesh named '%2' (it has: %3)").arg(info.fileName(), selection.submesh, names.join(QStringLiteral(", "))));
        }
        return fail(MeshText::tr("'%1' holds no triangles").arg(info.fileName()));
    }
    QVector3D lo(1e30f, 1e30f, 1e30f), hi(-1e30f, -1e30f, -1e30f);
    for (size_t v = 0; v < data->vertices.size(); v += 6)
        for (int k = 0; k < 3; ++k) lo[k] = std::min(lo[k], data->vertices[v + size_t(k)]), hi[k] = std::max(hi[k], data->vertices[v + size_t(k)]);
    if (selection.center) {
        const QVector3D c = (lo + hi) / 2;
        for (size_t v = 0; v < data->vertices.size(); v += 6)
            for (int k = 0; k < 3; ++k) data->vertices[v + size_t(k)] -= c[k];
        lo -= c, hi -= c;
    }
    data->lo = lo;
    data->hi = hi;
    return data;
}

}  // namespace kinedit
