#include "geometry/MeshLoader.h"

#include "geometry/BinaryStl.h"
#include "geometry/CreaseNormals.h"
#include "geometry/FaceNormal.h"
#include "geometry/PositionWeld.h"
#include "geometry/VertexJoiner.h"

#include <assimp/Importer.hpp>
#include <assimp/config.h>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <array>
#include <map>

#include <algorithm>
#include <cmath>
#include <functional>

namespace kinedit {

namespace {
struct MeshText {
    Q_DECLARE_TR_FUNCTIONS(MeshLoader)
};

// Corners whose normal the file left zero take their face's (FaceNormal.h).
void giveZeroNormals(aiMesh& mesh) {
    if (!mesh.HasNormals()) return;
    for (unsigned f = 0; f < mesh.mNumFaces; ++f) {
        const aiFace& face = mesh.mFaces[f];
        if (face.mNumIndices != 3) continue;
        const unsigned* i = face.mIndices;
        auto zero = [&](int k) { return isZeroNormal(&mesh.mNormals[i[k]].x); };
        if (!zero(0) && !zero(1) && !zero(2)) continue;
        float n[3];
        if (!faceNormal(&mesh.mVertices[i[0]].x, &mesh.mVertices[i[1]].x, &mesh.mVertices[i[2]].x, n)) continue;
        for (int k = 0; k < 3; ++k)
            if (zero(k)) mesh.mNormals[i[k]] = aiVector3D(n[0], n[1], n[2]);
    }
}

using Fail = std::function<std::shared_ptr<MeshData>(const QString&)>;

std::shared_ptr<MeshData> readThroughAssimp(const QFileInfo& info, const MeshLimits& limits, const MeshSelection& selection,
                                            const Fail& fail) {
    if (info.size() > limits.maxBytes)
        return fail(MeshText::tr("mesh file is %1 bytes; the limit is %2").arg(info.size()).arg(limits.maxBytes));
    Assimp::Importer importer;
    // Robot files give COLLADA meshes in z-up; keep them as authored, but
    // apply the file's unit.
    importer.SetPropertyBool(AI_CONFIG_IMPORT_COLLADA_IGNORE_UP_DIRECTION, true);
    // A submesh is found by name: keep meshes apart (and named).
    if (!selection.submesh.isEmpty()) importer.SetPropertyBool(AI_CONFIG_PP_PTV_KEEP_HIERARCHY, true);
    const aiScene* scene =
        importer.ReadFile(info.absoluteFilePath().toStdString(),
                          aiProcess_Triangulate | aiProcess_GenSmoothNormals | aiProcess_PreTransformVertices | aiProcess_SortByPType);
    if (!scene || !scene->mRootNode)
        return fail(
            MeshText::tr("'%1' is not a mesh Assimp can read: %2").arg(info.fileName(), QString::fromLocal8Bit(importer.GetErrorString())));
    qint64 total = 0;  // as read: every triangle's own corners
    for (unsigned m = 0; m < scene->mNumMeshes; ++m) total += scene->mMeshes[m]->mNumVertices;
    if (total == 0) return fail(MeshText::tr("'%1' holds no triangles").arg(info.fileName()));
    auto selected = [&](const aiMesh* mesh) {
        return selection.submesh.isEmpty() || QString::fromUtf8(mesh->mName.C_Str()) == selection.submesh;
    };
    auto data = std::make_shared<MeshData>();
    std::vector<quint32> joined;
    // Texture coordinates kept where any mesh drawn has them; vertices are
    // then joined where their coordinates agree too.
    bool withUvs = false;
    for (unsigned m = 0; m < scene->mNumMeshes; ++m)
        withUvs = withUvs || ((scene->mMeshes[m]->mPrimitiveTypes & aiPrimitiveType_TRIANGLE) && selected(scene->mMeshes[m]) &&
                              scene->mMeshes[m]->HasTextureCoords(0));
    std::map<std::array<float, 8>, quint32> uvJoined;
    for (unsigned m = 0; m < scene->mNumMeshes; ++m) {
        const aiMesh* mesh = scene->mMeshes[m];
        if (!(mesh->mPrimitiveTypes & aiPrimitiveType_TRIANGLE) || !selected(mesh)) continue;
        aiColor4D diffuse(0.7f, 0.7f, 0.72f, 1.0f);
        QString texture;
        if (mesh->mMaterialIndex < scene->mNumMaterials) {
            const aiMaterial* material = scene->mMaterials[mesh->mMaterialIndex];
            material->Get(AI_MATKEY_COLOR_DIFFUSE, diffuse);
            // A diffuse map in a file beside the mesh (one embedded in it, "*0", is not drawn).
            aiString map;
            if (mesh->HasTextureCoords(0) && material->GetTexture(aiTextureType_DIFFUSE, 0, &map) == AI_SUCCESS && map.length > 0 &&
                map.C_Str()[0] != '*') {
                QString file = QString::fromUtf8(map.C_Str()).replace(QLatin1Char('\\'), QLatin1Char('/'));
                if (file.startsWith(QLatin1String("file://"))) file = file.mid(7);
                texture = QDir::cleanPath(QDir(info.absolutePath()).absoluteFilePath(file));
            }
        }
        if (mesh->HasVertexColors(0) && mesh->mNumVertices > 0) {  // one colour per part: their mean
            aiColor4D sum(0, 0, 0, 0);
            for (unsigned v = 0; v < mesh->mNumVertices; ++v) sum = sum + mesh->mColors[0][v];
            diffuse = sum / float(mesh->mNumVertices);
        }
        giveZeroNormals(*scene->mMeshes[m]);  // the importer's own copy, ours to change
        joined.resize(mesh->mNumVertices);
        if (withUvs) {
            uvJoined.clear();  // vertices are joined within a mesh
            for (unsigned v = 0; v < mesh->mNumVertices; ++v) {
                const aiVector3D& p = mesh->mVertices[v];
                const aiVector3D q = mesh->HasNormals() ? mesh->mNormals[v] : aiVector3D(0, 0, 1);
                // Assimp counts rows up from the bottom (OpenGL's way).
                const aiVector3D t = mesh->HasTextureCoords(0) ? mesh->mTextureCoords[0][v] : aiVector3D(0, 1, 0);
                const std::array<float, 8> key{p.x, p.y, p.z, q.x, q.y, q.z, t.x, 1 - t.y};
                const auto [at, added] = uvJoined.try_emplace(key, quint32(data->vertices.size() / 6));
                if (added) {
                    data->vertices.insert(data->vertices.end(), key.begin(), key.begin() + 6);
                    data->uvs.insert(data->uvs.end(), key.begin() + 6, key.end());
                }
                joined[v] = at->second;
            }
        } else {
            VertexJoiner joiner(data->vertices);  // vertices are joined within a mesh
            joiner.reserve(mesh->mNumVertices);
            for (unsigned v = 0; v < mesh->mNumVertices; ++v) {
                const aiVector3D& p = mesh->mVertices[v];
                const aiVector3D q = mesh->HasNormals() ? mesh->mNormals[v] : aiVector3D(0, 0, 1);
                joined[v] = joiner.add({p.x, p.y, p.z, q.x, q.y, q.z});
            }
        }
        const quint32 first = quint32(data->indices.size());
        for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
            const aiFace& face = mesh->mFaces[f];
            if (face.mNumIndices != 3) continue;
            for (int k = 0; k < 3; ++k) data->indices.push_back(joined[face.mIndices[k]]);
        }
        const quint32 count = quint32(data->indices.size()) - first;
        if (count == 0) continue;
        const quint32 rgba = packedRgba(diffuse.r, diffuse.g, diffuse.b);
        if (!data->parts.empty() && data->parts.back().rgba == rgba && data->parts.back().texture == texture)
            data->parts.back().indexCount += count;
        else
            data->parts.push_back({first, count, rgba, texture});
    }
    if (const qint64 count = qint64(data->vertices.size() / 6); count > limits.maxVertices)
        return fail(MeshText::tr("'%1' has %2 vertices; the limit is %3").arg(info.fileName()).arg(count).arg(limits.maxVertices));
    if (data->indices.empty()) {
        if (!selection.submesh.isEmpty()) {
            QStringList names;
            for (unsigned m = 0; m < scene->mNumMeshes; ++m) names << QString::fromUtf8(scene->mMeshes[m]->mName.C_Str());
            return fail(MeshText::tr("'%1' has no submesh named '%2' (it has: %3)")
                            .arg(info.fileName(), selection.submesh, names.join(QStringLiteral(", "))));
        }
        return fail(MeshText::tr("'%1' holds no triangles").arg(info.fileName()));
    }
    return data;
}

// The box of the x y z at the start of every `stride` values (lo 1e30 and
// hi -1e30 for none).
void boundsOf(const std::vector<float>& values, size_t stride, Eigen::Vector3f* lo, Eigen::Vector3f* hi) {
    *lo = Eigen::Vector3f(1e30f, 1e30f, 1e30f), *hi = Eigen::Vector3f(-1e30f, -1e30f, -1e30f);
    for (size_t v = 0; v + 2 < values.size(); v += stride)
        for (int k = 0; k < 3; ++k)
            (*lo)[k] = std::min((*lo)[k], values[v + size_t(k)]), (*hi)[k] = std::max((*hi)[k], values[v + size_t(k)]);
}

std::shared_ptr<const MeshData> load(const QString& path, QString* error, const MeshLimits& limits, const MeshSelection& selection,
                                     bool streamStl, const WhileNormalsAreMade& meanwhile = {}) {
    const Fail fail = [&](const QString& message) {
        if (error) *error = message;
        return std::shared_ptr<MeshData>();
    };
    // Web meshes (HRDF allows them) are never fetched.
    if (path.startsWith(QLatin1String("http://")) || path.startsWith(QLatin1String("https://")))
        return fail(MeshText::tr("web meshes are not downloaded; the element is drawn without %1").arg(path));
    const QFileInfo info(path);
    if (!info.isFile()) return fail(MeshText::tr("mesh file not found: %1").arg(path));
    // A heavy mesh's positions, with their box and the shift the loaded
    // mesh will have.
    const JoinedPositions joinedHook =
        !meanwhile ? JoinedPositions() : [&](const PositionMesh& joined, const std::vector<MeshData::Part>& parts) {
            JoinedMesh mesh{joined, parts, {}, {}, {}};
            boundsOf(joined.positions, 3, &mesh.lo, &mesh.hi);
            if (selection.center) mesh.shift = -(mesh.lo + mesh.hi) / 2;
            meanwhile(mesh);
        };
    std::shared_ptr<MeshData> data;
    if (auto streamed = streamStl && selection.submesh.isEmpty() ? readBinaryStl(path, limits, error, joinedHook) : std::nullopt)
        data = std::move(*streamed);
    else if ((data = readThroughAssimp(info, limits, selection, fail)) && data->triangleCount() > kMeshLevelBudget &&
             !limits.positionsOnly) {
        PositionMesh joined = joinedByPosition(*data);
        const std::vector<MeshData::Part> parts = data->parts;
        data.reset();  // a heavy mesh's corners (each face's own, as read) go before the new ones come
        weldNearPositions(joined);
        if (!(data = withCreaseNormals(joined, parts, size_t(limits.maxVertices), joinedHook)))
            return fail(MeshText::tr("'%1' has more than %2 vertices, the limit").arg(info.fileName()).arg(limits.maxVertices));
    }
    if (!data) return data;
    Eigen::Vector3f lo, hi;  // set by boundsOf
    boundsOf(data->vertices, 6, &lo, &hi);
    if (selection.center) {
        const Eigen::Vector3f c = (lo + hi) / 2.0f;
        for (size_t v = 0; v < data->vertices.size(); v += 6)
            for (int k = 0; k < 3; ++k) data->vertices[v + size_t(k)] -= c[k];
        lo -= c, hi -= c;
    }
    data->lo = lo;
    data->hi = hi;
    return data;
}

}  // namespace

quint32 packedRgba(float r, float g, float b, float a) {
    const auto channel = [](float c) { return quint32(std::lround(std::clamp(c, 0.0f, 1.0f) * 255.0f)); };
    return channel(a) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b);
}

std::shared_ptr<const MeshData> loadMesh(const QString& path, QString* error, const MeshLimits& limits, const MeshSelection& selection,
                                         const WhileNormalsAreMade& meanwhile) {
    return load(path, error, limits, selection, true, meanwhile);
}

std::shared_ptr<const MeshData> loadMeshThroughAssimp(const QString& path, QString* error, const MeshLimits& limits,
                                                      const MeshSelection& selection) {
    return load(path, error, limits, selection, false);
}

}  // namespace kinedit
