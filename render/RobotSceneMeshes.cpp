// RobotScene's meshes: attaching what the cache loaded, and choosing which
// copy of a heavy mesh to draw (MeshLevels.h, MeshDetail.h).
#include "RobotScene.h"

#include "MeshDetail.h"
#include "TextureImage.h"
#include "kinematics/Model.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>

#include <algorithm>

namespace kinedit {

namespace {
// A simplified copy may stray this far on screen.
constexpr float kPixelError = 1.0f;
}  // namespace

void RobotScene::setCamera(Qt3DRender::QCamera* camera) {
    m_camera = camera;
    auto moved = [this]() {
        noteMotion();
        updateLevels();
    };
    connect(camera, &Qt3DRender::QCamera::viewMatrixChanged, this, moved);
    connect(camera, &Qt3DRender::QCamera::projectionMatrixChanged, this, moved);
}

void RobotScene::noteMotion() {
    if (!m_coarserWhileMoving) return;
    m_moving = true;
    m_rest->start();
}

void RobotScene::setCoarserWhileMoving(bool on) {
    m_coarserWhileMoving = on;
    if (!on) {
        m_rest->stop();
        m_moving = false;
    }
    updateLevels();
}

void RobotScene::setViewHeight(int pixels) {
    m_viewHeight = pixels;
    updateLevels();
}

void RobotScene::setFullMeshes(bool on) {
    m_fullMeshes = on;
    for (int i : m_meshItems) m_items[size_t(i)].chosen = -1;  // the view's choice starts again
    updateLevels();
}

void RobotScene::attach(Item& item, const MeshCache::Entry& entry) {
    const kin::Visual& v = m_model->visuals()[size_t(item.visual)];
    if (entry.failed()) {
        addMeshProblem(v, entry.error);
        if (item.meshLoaded) {
            // A copy was drawn (from the disk cache) before the file failed
            // to read: the placeholder again, nothing of the cache's kept.
            drawLevel(item, -1);
            item.levels.clear();
            item.pickMesh.reset();
            item.entity->addComponent(item.mesh);
            item.painted = {{item.entity, shownColour(v, colour(v.rgba))}};
            item.meshLoaded = false;
            item.triangles = 0;
            paint(item);
        }
        return;
    }
    item.meshLo = entry.lo;
    item.meshHi = entry.hi;
    item.triangles = entry.triangles;
    if (!item.meshLoaded) {
        // The placeholder goes; the parts hang below the item's transform.
        item.entity->removeComponent(item.mesh);
        for (auto* m : item.entity->componentsOfType<Qt3DRender::QMaterial>()) item.entity->removeComponent(m);
        item.meshLoaded = true;
    }
    item.levels.clear();
    if (entry.mesh) {
        item.levels.push_back({entry.parts, entry.triangles, 0.0f, entry.closed, {}});
        if (!entry.mesh->uvs.empty())
            for (const MeshData::Part& p : entry.mesh->parts) item.levels.back().textures.push_back(p.texture);
    }
    item.levels.insert(item.levels.end(), entry.levels.begin(), entry.levels.end());
    item.pickMesh = entry.mesh;
    item.complete = entry.complete;
    item.drawn = -1;
    item.chosen = -1;
    drawLevel(item, 0);
    updateLevels();
}

void RobotScene::drawLevel(Item& item, int level) {
    if (level == item.drawn && !item.parts.empty()) return;
    const kin::Visual& v = m_model->visuals()[size_t(item.visual)];
    for (Qt3DCore::QEntity* e : item.parts) delete e;
    item.parts.clear();
    item.painted.clear();
    item.drawn = level;
    item.twoSided = false;
    if (level < 0 || level >= int(item.levels.size())) return;
    const MeshCache::Level& copy = item.levels[size_t(level)];
    item.twoSided = !copy.closed;
    for (size_t i = 0; i < copy.parts.size(); ++i) {
        const auto& [renderer, own] = copy.parts[i];
        if (!renderer) continue;
        // Given its parent after it is made: Qt 6.4's Qt3D never creates the
        // backend of an entity made with a parent that a component made
        // early in the same pass of the event loop (QTBUG-77139, fixed in
        // 6.7), and the part's components are all made elsewhere, so
        // nothing else would create it: the part was never drawn.
        auto* part = new Qt3DCore::QEntity;
        part->setParent(item.entity);
        part->addComponent(renderer);
        item.parts.push_back(part);
        // The file's texture, or the mesh's own diffuse map, where the copy
        // has texture coordinates.
        int slot = -1;
        if (i < copy.textures.size() && !v.collision) {
            if (v.texture) {
                slot = visualTextureSlot(item, v);
            } else if (const QString& map = copy.textures[i]; !map.isEmpty()) {
                const Diagnostic at{Severity::Warning, QStringLiteral("TEX-W001"),     {}, QString::fromStdString(v.file), v.line,
                                    v.column,          QString::fromStdString(v.path), {}};
                slot = textureSlot(
                    item.textures, item.textureProblems, QStringLiteral("file:") + map,
                    [&map](QString* error) { return textureImageFile(map, error); }, at);
            }
        }
        // The file's colour if it gives one, else the mesh's own.
        item.painted.push_back({part, shownColour(v, own), slot});
    }
    paint(item);
}

void RobotScene::updateLevels() {
    if (!m_model || !m_camera) return;
    // The copy within a pixel for each heavy mesh, then coarser ones while
    // the view moves (within kMovingTriangles).
    std::vector<int> heavy, levels;
    std::vector<std::vector<int>> triangles;
    for (int i : m_meshItems) {
        Item& item = m_items[size_t(i)];
        if (item.levels.size() < 2) continue;
        const kin::Visual& v = m_model->visuals()[size_t(item.visual)];
        const float scale = float(v.meshScale.cwiseAbs().maxCoeff());
        int level = 0;
        if (!m_fullMeshes || item.levels.front().error > 0) {
            // The mesh's box as scaled (a negative scale mirrors it).
            Eigen::Vector3f lo, hi;  // each coordinate set below
            for (int k = 0; k < 3; ++k) {
                const float a = float(v.meshScale[k]) * item.meshLo[k], b = float(v.meshScale[k]) * item.meshHi[k];
                lo[k] = std::min(a, b), hi[k] = std::max(a, b);
            }
            const QVector3D nearest = nearestBoxPoint(m_itemPoses[size_t(i)], lo, hi, m_camera->position());
            const float world = worldPerPixels(*m_camera, m_viewHeight, nearest, kPixelError);
            std::vector<std::pair<int, float>> choices;
            for (const MeshCache::Level& l : item.levels) choices.emplace_back(l.triangles, l.error);
            // No view yet: the most exact copy, not kept as the view's choice.
            const float maxError = world > 0 && scale > 0 ? world / scale : 0.0f;
            level = levelToDraw(choices, maxError, item.chosen);
            if (maxError > 0) item.chosen = level;
        }
        heavy.push_back(i);
        levels.push_back(level);
        triangles.emplace_back();
        for (const MeshCache::Level& l : item.levels) triangles.back().push_back(l.triangles);
    }
    const std::vector<int> atRest = levels;
    if (m_moving && !m_fullMeshes) levels = coarsenToBudget(triangles, std::move(levels), kMovingTriangles);
    const bool coarser = levels != atRest;
    bool changed = coarser != m_coarserForMotion;
    m_coarserForMotion = coarser;
    for (size_t k = 0; k < heavy.size(); ++k) {
        Item& item = m_items[size_t(heavy[k])];
        if (levels[k] != item.drawn) {
            drawLevel(item, levels[k]);
            changed = true;
        }
    }
    if (changed) emit meshDetailChanged();
}

RobotScene::Triangles RobotScene::meshTriangles() const {
    Triangles t;
    for (const Item& item : m_items) {
        if (!item.meshLoaded || !item.shown) continue;
        t.shown += item.triangles;
        if (item.selected) t.selected += item.triangles;
        if (item.drawn >= 0 && item.drawn < int(item.levels.size())) t.drawn += item.levels[size_t(item.drawn)].triangles;
    }
    return t;
}

int RobotScene::refiningMeshes() const {
    return int(std::count_if(m_items.begin(), m_items.end(), [](const Item& item) { return item.meshLoaded && !item.complete; }));
}

void RobotScene::addMeshProblem(const kin::Visual& v, const QString& error) {
    m_meshProblems.append(Diagnostic{Severity::Warning,
                                     QStringLiteral("MESH-W001"),
                                     error,
                                     QString::fromStdString(v.file),
                                     v.line,
                                     v.column,
                                     QString::fromStdString(v.path),
                                     {}});
}

void RobotScene::meshLoaded(const MeshKey& key) {
    if (!m_model) return;
    // The entry as stored, even if the file changed again since: the
    // geometry it replaced is about to go.
    const MeshCache::Entry* entry = m_meshes->entry(key);
    if (!entry) return;
    const bool waited = m_waiting.erase(key) > 0;
    bool drawn = false;
    for (Item& item : m_items)
        if (item.entity && !item.shape && meshKey(m_model->visuals()[size_t(item.visual)]) == key) {
            attach(item, *entry);
            drawn = true;
        }
    if (!waited && !drawn) return;  // for an older model
    if (m_lastData) updatePoses(*m_lastData);
    if (drawn) emit meshDetailChanged();
    if (!waited) return;
    emit meshProgress(m_meshFiles - int(m_waiting.size()), int(m_waiting.size()));
    if (m_waiting.empty()) emit meshesLoaded();
}

}  // namespace kinedit
