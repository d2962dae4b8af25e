// RobotScene: the robot's visuals (shapes and meshes at their levels of
// detail, batched by material), their poses, colours, selection and
// visibility. The overlays are in RobotSceneOverlays.cpp, meshes arriving
// in RobotSceneMeshes.cpp, picking in RobotScenePicking.cpp.
#include "RobotScene.h"
#include "Shading.h"

#include "ArrowMesh.h"
#include "FrameLabels.h"
#include "MeshCache.h"
#include "MeshDetail.h"
#include "geometry/MeshLoader.h"
#include "PoseTexture.h"
#include "LitMaterial.h"
#include "PosedMaterial.h"
#include "ShapeBatch.h"
#include "SkinMeshes.h"
#include "TendonMeshes.h"
#include "geometry/ShapeMesh.h"
#include "TextureAtlas.h"
#include "TextureImage.h"
#include "TexturedMaterial.h"
#include "TexturedShape.h"
#include "kinematics/Data.h"

#include <algorithm>
#include <map>
#include <unordered_map>
#include <cstdio>
#include <tuple>
#include <cmath>
#include <numbers>
#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QCuboidMesh>
#include <Qt3DExtras/QSphereMesh>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QTexture>

namespace kinedit {

namespace {

template <typename Scalar>
QMatrix4x4 toQt(const Eigen::Transform<Scalar, 3, Eigen::Isometry>& t) {
    QMatrix4x4 m;
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c) m(r, c) = float(t.matrix()(r, c));
    return m;
}

}  // namespace

QColor colour(const Eigen::Vector4d& rgba) { return QColor::fromRgbF(float(rgba[0]), float(rgba[1]), float(rgba[2]), float(rgba[3])); }

QColor shownColour(const kin::Visual& v, const QColor& own) {
    if (v.collision) return QColor::fromRgbF(0.95f, 0.55f, 0.1f, 0.45f);
    return v.hasColour ? colour(v.rgba) : own;
}

MeshKey RobotScene::meshKey(const kin::Visual& v) {
    return {QString::fromStdString(v.mesh), QString::fromStdString(v.submesh), v.submeshCenter};
}

RobotScene::RobotScene(Qt3DCore::QEntity* parent) : QObject(parent), m_parent(parent) {
    m_keep = new Qt3DCore::QEntity(parent);
    m_poseTexture = std::make_unique<PoseTexture>(m_keep);
    m_frameTexture = std::make_unique<PoseTexture>(m_keep);
    m_meshes = new MeshCache(m_keep);
    m_labelTexture = FrameLabels::makeTexture(m_keep);
    m_atlas = new TextureAtlas(m_keep);
    connect(m_meshes, &MeshCache::loaded, this, &RobotScene::meshLoaded);
    m_pickingRefresh = new QTimer(this);
    m_pickingRefresh->setSingleShot(true);
    m_pickingRefresh->setInterval(150);  // past a slider drag's steps: not once per step
    connect(m_pickingRefresh, &QTimer::timeout, this, &RobotScene::placeForPicking);
    m_rest = new QTimer(this);
    m_rest->setSingleShot(true);
    m_rest->setInterval(kRestMs);
    connect(m_rest, &QTimer::timeout, this, [this]() {
        m_moving = false;
        updateLevels();
    });
}

RobotScene::~RobotScene() = default;

namespace {

// What makes two visuals look the same, their frame and origin aside (poses
// come from the model at each update): a rebuild keeps such visuals.
std::string look(const kin::Visual& v) {
    std::string s;
    char number[32];
    auto add = [&](double x) {
        std::snprintf(number, sizeof number, "%a,", x);
        s += number;
    };
    s += char('0' + int(v.kind));
    for (int i = 0; i < 3; ++i) add(v.size[i]), add(v.meshScale[i]);
    for (int i = 0; i < 4; ++i) add(v.rgba[i]);
    s += v.hasColour ? 'c' : '-';
    s += v.collision ? 'x' : '-';
    s += v.submeshCenter ? 'm' : '-';
    for (const std::string* part : {&v.mesh, &v.submesh, &v.path, &v.source, &v.file}) {
        s += std::to_string(part->size()) + ':';
        s += *part;
    }
    if (v.texture) {
        s += textureKey(*v.texture).toStdString();
        add(v.texture->repeat.x()), add(v.texture->repeat.y());
        s += v.texture->uniform ? 'u' : '-';
        s += std::to_string(v.texture->line) + v.texture->file;
    }
    return s;
}

}  // namespace

void RobotScene::setModel(std::shared_ptr<const kin::Model> model) {
    // The overlays (axes, labels, centres of mass, the primitives' batches)
    // are made again; visuals that look the same as before are kept, with
    // their loaded meshes.
    m_skins.reset();  // its entities live under the old root
    m_tendons.reset();
    delete m_root;
    m_batches.clear();  // they lived under the old root
    m_labels = nullptr;
    m_batchesDirty = true;
    m_lastData = nullptr;  // may be gone with the old model
    m_root = new Qt3DCore::QEntity(m_parent);
    m_frameAxes = {};  // they lived under the old root
    for (auto& a : m_pairAxes) a.reset();
    m_jointAxes.reset();
    m_placementLines.reset();
    m_gapLines.reset();
    m_axisLength = -1;
    m_coms.clear();  // their entities went with the old root
    m_inertia.clear();
    m_comsBuilt = false;
    m_waiting.clear();
    m_meshProblems.clear();
    std::unordered_multimap<std::string, Item> old;
    QSet<QString> files;  // mesh files of the old and the new model: kept in the cache
    for (Item& item : m_items) {
        const kin::Visual& v = m_model->visuals()[size_t(item.visual)];
        if (v.kind == kin::ShapeKind::Mesh) files.insert(QString::fromStdString(v.mesh));
        old.emplace(look(v), std::move(item));
    }
    m_items.clear();
    m_model = std::move(model);
    m_built = {};
    std::vector<int> fresh;  // visuals drawn anew
    if (m_model) {
        for (const kin::Visual& v : m_model->visuals()) {
            const int index = int(&v - m_model->visuals().data());
            if (v.kind == kin::ShapeKind::Mesh) files.insert(QString::fromStdString(v.mesh));
            // The same look as an old visual (and, for a mesh, the file
            // unchanged on disk): kept.
            const auto match = old.find(look(v));
            const MeshCache::Entry* entry = v.kind == kin::ShapeKind::Mesh ? m_meshes->find(meshKey(v)) : nullptr;
            if (match != old.end() && (v.kind != kin::ShapeKind::Mesh || (entry && match->second.meshLoaded == !entry->failed()))) {
                Item item = std::move(match->second);
                old.erase(match);
                item.visual = index;
                item.shown = isShown(v);
                if (v.kind == kin::ShapeKind::Mesh && entry->failed()) addMeshProblem(v, entry->error);
                m_meshProblems.append(item.textureProblems);
                m_items.push_back(std::move(item));
                ++m_built.kept;
                continue;
            }
            fresh.push_back(index);
        }
    }
    for (auto& [key, item] : old) delete item.entity;  // no longer drawn
    // The atlas keeps the images of the textures still drawn and of this
    // model's.
    QSet<QString> textures;
    for (const Item& item : m_items) textures.unite(item.textures);
    m_skinTextures.clear();
    m_skinTextureProblems.clear();
    if (m_model)
        for (const kin::Skin& skin : m_model->skins())
            if (skin.texture) textures.insert(textureKey(*skin.texture));
    if (m_model)
        for (const int index : fresh)
            if (const kin::Visual& v = m_model->visuals()[size_t(index)]; v.texture) textures.insert(textureKey(*v.texture));
    m_atlas->retain(textures);
    // A new visual of a mesh already loaded takes its parts once this model
    // is in place, as one that waits for its file does: taken here, while
    // the scene is rebuilt, they were not drawn (Qt 6.4; a mesh whose colour
    // or link name changed in an edit vanished).
    std::vector<MeshKey> ready;
    for (const int index : fresh) {
        const kin::Visual& v = m_model->visuals()[size_t(index)];
        m_items.push_back(makeItem(v, index));
        ++m_built.made;
        if (v.kind != kin::ShapeKind::Mesh) continue;
        const MeshKey key = meshKey(v);
        if (m_waiting.insert(key).second && m_meshes->find(key)) ready.push_back(key);  // else loaded(key) follows
    }
    if (!ready.empty())
        QMetaObject::invokeMethod(
            this,
            [this, ready, model = m_model]() {
                if (m_model != model) return;  // a newer model came first
                for (const MeshKey& key : ready) meshLoaded(key);
            },
            Qt::QueuedConnection);
    m_meshes->retain(files);
    m_meshFiles = int(m_waiting.size());
    m_itemPoses.assign(m_items.size(), Eigen::Isometry3f::Identity());
    m_posed = false;
    m_itemFrames.clear();
    m_itemOrigins.clear();
    m_meshItems.clear();
    for (const Item& item : m_items) {
        const kin::Visual& v = m_model->visuals()[size_t(item.visual)];
        m_itemFrames.push_back(v.frame);
        m_itemOrigins.push_back(v.origin);
        if (item.entity) m_meshItems.push_back(int(&item - m_items.data()));
    }
    if (!m_model) return;
    buildAxes();
    buildSkins();
    buildTendons();
    setSelection(m_selection);               // kept across rebuilds, where the element still has visuals
    for (Item& item : m_items) paint(item);  // see-through may have changed with the paths
    regroup();
    if (m_waiting.empty()) QMetaObject::invokeMethod(this, &RobotScene::meshesLoaded, Qt::QueuedConnection);
}

RobotScene::Item RobotScene::makeItem(const kin::Visual& v, int index) {
    Item item;
    item.visual = index;
    item.shown = isShown(v);
    if (v.kind != kin::ShapeKind::Mesh) {
        // Primitives go in the batches (regroup()); a textured one has an
        // entity of its own, placed as a mesh is.
        item.shape = std::make_unique<ShapeMesh>(shapeMesh(v));
        // A plane the file gives no colour is ground: darker than the parts'
        // grey, so that the lit tops of boxes standing on it show.
        const QColor ground = QColor::fromRgbF(0.48f, 0.5f, 0.53f);
        const QColor shown = shownColour(v, v.kind == kin::ShapeKind::Plane ? ground : colour(v.rgba));
        const int slot = v.texture && !v.collision ? visualTextureSlot(item, v) : -1;
        if (slot < 0) {
            item.painted.push_back({nullptr, shown});
            return item;
        }
        auto* e = new Qt3DCore::QEntity(m_keep);
        item.transform = new Qt3DCore::QTransform;
        e->addComponent(makeTexturedShape(*item.shape, *v.texture, e));
        e->addComponent(item.transform);
        item.entity = e;
        item.painted.push_back({e, shown, slot});
        paint(item);
        return item;
    }
    // A mesh: a small cube stands in until it is loaded (or if it cannot be).
    auto* e = new Qt3DCore::QEntity(m_keep);
    auto* mesh = new Qt3DExtras::QCuboidMesh;
    mesh->setXExtent(0.02f);
    mesh->setYExtent(0.02f);
    mesh->setZExtent(0.02f);
    auto* transform = new Qt3DCore::QTransform;
    e->addComponent(mesh);
    e->addComponent(transform);
    item.entity = e;
    item.transform = transform;
    item.mesh = mesh;
    item.painted.push_back({e, shownColour(v, colour(v.rgba))});
    paint(item);
    return item;
}

int RobotScene::textureSlot(QSet<QString>& keys, Diagnostics& problems, const QString& key, const std::function<QImage(QString*)>& make,
                            const Diagnostic& at) {
    QString error;
    const int slot = m_atlas->slot(key, make, &error);
    if (slot >= 0) {
        keys.insert(key);
        return slot;
    }
    Diagnostic d = at;
    d.message = tr("%1; the material is drawn without it").arg(error);
    const bool known = std::any_of(problems.begin(), problems.end(),
                                   [&](const Diagnostic& p) { return p.message == d.message && p.line == d.line && p.file == d.file; });
    if (!known) {
        problems.append(d);
        m_meshProblems.append(d);
    }
    return -1;
}

Diagnostic RobotScene::textureProblemAt(const kin::VisualTexture& t, const std::string& file, int line, int column,
                                        const std::string& path) {
    // Located at the element that defines the texture (MJCF's <texture>),
    // else at the element that uses it.
    return Diagnostic{Severity::Warning,
                      QStringLiteral("TEX-W001"),
                      {},
                      QString::fromStdString(t.file.empty() ? file : t.file),
                      t.file.empty() ? line : t.line,
                      t.file.empty() ? column : t.column,
                      QString::fromStdString(t.file.empty() ? path : t.path),
                      {}};
}

int RobotScene::visualTextureSlot(Item& item, const kin::Visual& v) {
    const kin::VisualTexture& t = *v.texture;
    return textureSlot(
        item.textures, item.textureProblems, textureKey(t), [&t](QString* error) { return textureImage(t, error); },
        textureProblemAt(t, v.file, v.line, v.column, v.path));
}

void RobotScene::updatePoses(const kin::Data& data) {
    if (!m_model) return;
    m_lastData = &data;
    // Every visual's pose, from compact copies of its frame and origin (the
    // visuals themselves are large: reading them missed the cache).
    // The view moves only where a pose changed: a View option, a mesh's
    // level arriving or a new model place the robot where it was.
    bool moved = false;
    for (size_t i = 0; i < m_itemFrames.size(); ++i) {
        const Eigen::Isometry3f pose = (data.oMf[size_t(m_itemFrames[i])] * m_itemOrigins[i]).cast<float>();
        moved = moved || (m_posed && pose.matrix() != m_itemPoses[i].matrix());
        m_itemPoses[i] = pose;
    }
    m_posed = true;
    for (int i : m_meshItems) {
        const Item& item = m_items[size_t(i)];
        const kin::Visual& v = m_model->visuals()[size_t(item.visual)];
        // A mesh (or the cube standing in for it until it loads).
        QMatrix4x4 m = toQt(m_itemPoses[size_t(i)]);
        if (item.meshLoaded) m.scale(float(v.meshScale.x()), float(v.meshScale.y()), float(v.meshScale.z()));
        // Hidden meshes are shrunk to a point rather than disabled: Qt3D never
        // draws a mesh whose entity was disabled when it was made.
        if (!item.shown) m = QMatrix4x4(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1);
        item.transform->setMatrix(m);
    }
    if (moved) noteMotion();
    updateLevels();  // the meshes' detail follows their distance
    // The GPU places the primitives; picking's copy follows at a press.
    m_poseTexture->setPoses(m_itemPoses);
    if (m_skins) m_skins->place(*m_model, data);
    if (m_tendons) m_tendons->place(*m_model, data);
    m_pickingStale = true;
    m_pickingRefresh->start();
    if (m_axisLength < 0) {
        m_axisLength = axisLength(data);  // once per model: axes keep their size as it moves
        if (m_labelsOn) buildLabels();    // grouped by where the frames are
        // Past a few hundred frames, spikes: 1,000 links' axes as tubes held
        // software OpenGL to 22 frames per second; as spikes it keeps its 31.
        constexpr size_t kTubeAxesUpTo = 300;
        const auto shape = m_axisFrames.size() > kTubeAxesUpTo ? ArrowMesh::Shape::Spike : ArrowMesh::Shape::Tube;
        for (int a = 0; a < 3; ++a) {
            m_axisArrows[size_t(a)] = ArrowMesh::mesh(shape, Eigen::Vector3f::Unit(a), float(m_axisLength), 0.035f);
            std::vector<ShapeBatch::Member> members;
            for (int f : m_axisFrames) members.push_back({&m_axisArrows[size_t(a)], f});
            m_frameAxes[size_t(a)]->setMembers(std::move(members));
        }
    }
    const float length = float(m_axisLength);
    if (m_labelsOn && m_labels) m_labels->place(data.oMf);
    if (m_frames) m_frameTexture->setPoses(data.oMf);
    if (m_jointAxesOn) {
        std::vector<ArrowMesh::Arrow> arrows;
        for (const kin::Joint& j : m_model->joints()) {
            if (j.dof() != 1 || j.frame < 0) continue;
            // The axis is fixed in the frame the joint moves.
            const Eigen::Isometry3d& f = data.oMf[size_t(j.frame)];
            const Eigen::Vector3d axis = j.motions[0].axis.normalized();
            // Centred on the joint and long, so that it shows through the
            // link around it on both sides.
            const Eigen::Vector3d dir = f.linear() * axis;
            arrows.push_back({(f.translation() - dir * 1.5 * m_axisLength).cast<float>(), dir.cast<float>()});
        }
        m_jointAxes->update(arrows, length * 3);
    }
    if (m_pairsOn && m_placementLines) updatePairs(data, length);
    placeInertia(data);
    for (const Com& c : m_coms) {
        const kin::Inertial& in = m_model->inertials()[size_t(c.inertial)];
        QMatrix4x4 m;
        const Eigen::Vector3d p = data.oMf[size_t(in.frame)] * in.com;
        m.translate(float(p.x()), float(p.y()), float(p.z()));
        m.scale(float(std::cbrt(3 * in.mass / (4 * std::numbers::pi * 7850))));
        c.transform->setMatrix(m);
    }
}

void RobotScene::setVisualVisible(bool on) {
    m_visual = on;
    applyVisibility();
}

void RobotScene::setCollisionVisible(bool on) {
    m_collision = on;
    applyVisibility();
}

void RobotScene::setHidden(const QString& source, bool hidden) {
    if (hidden)
        m_hidden.insert(source);
    else
        m_hidden.remove(source);
    applyVisibility();
}

void RobotScene::setSelection(const QString& path) { setSelection(path.isEmpty() ? QStringList() : QStringList{path}); }

void RobotScene::setSelection(const QStringList& paths) {
    m_selection = paths;
    if (!m_model) return;
    for (Item& item : m_items) {
        const QString p = QString::fromStdString(m_model->visuals()[size_t(item.visual)].path);
        const bool on = !p.isEmpty() && std::any_of(paths.begin(), paths.end(), [&](const QString& path) {
            return !path.isEmpty() && (p == path || p.startsWith(path + QLatin1Char('/')));
        });
        if (on == item.selected) continue;
        item.selected = on;
        paint(item);
    }
    regroup();
    showInertia();
}

int RobotScene::selectedCount() const {
    return int(std::count_if(m_items.begin(), m_items.end(), [](const Item& i) { return i.selected; }));
}

void RobotScene::paint(Item& item) {
    if (item.shape && !item.entity) {
        m_batchesDirty = true;  // its batch is chosen by regroup()
        return;
    }
    for (const Item::Painted& p : item.painted) {
        for (auto* m : p.entity->componentsOfType<Qt3DRender::QMaterial>()) p.entity->removeComponent(m);
        const kin::Visual& v = m_model->visuals()[size_t(item.visual)];
        p.entity->addComponent(material(drawnColour(item, p.colour), item.selected, under(m_seeThrough, v), item.twoSided, p.slot,
                                        v.kind == kin::ShapeKind::Plane));
    }
}

QColor RobotScene::drawnColour(const Item& item, const QColor& own) const {
    const QColor base = [&] {
        if (m_frameColours.isEmpty() && !m_ghost.isValid()) return own;
        const auto c = m_frameColours.constFind(m_model->visuals()[size_t(item.visual)].frame);
        if (c != m_frameColours.constEnd()) return *c;
        return m_ghost.isValid() ? m_ghost : own;
    }();
    return item.tinted ? touchingTint(base) : base;  // touching another link (View ▸ Self-Collisions)
}

void RobotScene::setFrameColours(const QHash<int, QColor>& byFrame) {
    if (byFrame == m_frameColours) return;
    m_frameColours = byFrame;
    for (Item& item : m_items) paint(item);
    regroup();
}

void RobotScene::setGhostColour(const QColor& c) {
    m_ghost = c;
    for (Item& item : m_items) paint(item);
    regroup();
}

int RobotScene::frameColouredCount() const {
    if (!m_model) return 0;
    return int(std::count_if(m_items.begin(), m_items.end(),
                             [this](const Item& i) { return m_frameColours.contains(m_model->visuals()[size_t(i.visual)].frame); }));
}

RobotScene::MaterialKey RobotScene::materialKey(const QColor& c, bool selected, bool seeThrough) {
    return {(selected ? highlighted(c) : c).rgba(), selected, seeThrough};
}

void RobotScene::regroup() {
    if (!m_batchesDirty || !m_model) return;
    m_batchesDirty = false;
    QHash<MaterialKey, std::vector<ShapeBatch::Member>> members;
    for (size_t i = 0; i < m_items.size(); ++i) {
        const Item& item = m_items[i];
        if (!item.shape || item.entity || !item.shown) continue;  // hidden or textured: in no batch
        const kin::Visual& v = m_model->visuals()[size_t(item.visual)];
        const QColor c = drawnColour(item, item.painted.front().colour);
        const bool seeThrough = under(m_seeThrough, v);
        MaterialKey key = materialKey(c, item.selected, seeThrough);
        key.ground = v.kind == kin::ShapeKind::Plane;
        if (!m_batches.contains(key)) {
            const Shading l = shading(c, item.selected, seeThrough);
            auto* batch =
                new ShapeBatch(m_root, new PosedMaterial(posedEffect(l.blended, key.ground), *m_poseTexture, l.diffuse, l.ambient));
            m_batches.insert(key, batch);
        }
        members[key].push_back({item.shape.get(), int(i)});
    }
    for (auto it = m_batches.begin(); it != m_batches.end(); ++it) {
        it.value()->setMembers(members.value(it.key()));
        if (m_lastData) it.value()->placeForPicking(m_itemPoses);
    }
}

void RobotScene::placeForPicking() {
    if (!m_pickingStale) return;
    m_pickingStale = false;
    for (ShapeBatch* b : std::as_const(m_batches)) b->placeForPicking(m_itemPoses);
}

Qt3DRender::QEffect* RobotScene::posedEffect(bool blended, bool ground) {
    Qt3DRender::QEffect*& e = m_posedEffects[blended ? 1 : 0][ground ? 1 : 0];
    if (!e) e = makePosedEffect(blended, m_keep, ground);
    return e;
}

Qt3DRender::QEffect* RobotScene::litEffect(bool blended, bool twoSided) {
    Qt3DRender::QEffect*& e = m_litEffects[blended ? 1 : 0][twoSided ? 1 : 0];
    if (!e) e = makeLitEffect(blended, m_keep, twoSided);
    return e;
}

Qt3DRender::QMaterial* RobotScene::material(const QColor& c, bool selected, bool seeThrough, bool twoSided, int slot, bool ground) {
    // One material per colour, shared: every Phong material instance is its
    // own effect and shader program to Qt3D, which a 1,000-link robot feels.
    MaterialKey key = materialKey(c, selected, seeThrough);
    key.twoSided = twoSided;
    key.slot = slot;
    key.ground = ground && slot >= 0;  // an untextured plane is in a batch
    Qt3DRender::QMaterial*& m = m_materials[key];
    if (!m) {
        const Shading l = shading(c, selected, seeThrough);
        if (slot < 0) {
            m = new LitMaterial(litEffect(l.blended, twoSided), l.diffuse, l.ambient, m_keep);
        } else {
            Qt3DRender::QEffect*& e = m_texturedEffects[l.blended ? 1 : 0][twoSided ? 1 : 0][key.ground ? 1 : 0];
            if (!e) e = makeTexturedEffect(l.blended, m_keep, twoSided, key.ground);
            m = new TexturedMaterial(e, m_atlas->texture(), TextureAtlas::slotRect(slot), l.diffuse, l.ambient, m_keep);
        }
    }
    return m;
}

bool RobotScene::under(const QSet<QString>& elements, const kin::Visual& v) { return under(elements, v.path); }

bool RobotScene::under(const QSet<QString>& elements, const std::string& at) {
    if (elements.isEmpty() || at.empty()) return false;
    // The element or any element above it.
    QString path = QString::fromStdString(at);
    while (!path.isEmpty()) {
        if (elements.contains(path)) return true;
        path.truncate(std::max(qsizetype(0), path.lastIndexOf(QLatin1Char('/'))));
    }
    return false;
}

void RobotScene::setElementHidden(const QString& path, bool hidden) {
    if (hidden)
        m_hiddenElements.insert(path);
    else
        m_hiddenElements.remove(path);
    applyVisibility();
}

void RobotScene::setElementSeeThrough(const QString& path, bool on) {
    if (on)
        m_seeThrough.insert(path);
    else
        m_seeThrough.remove(path);
    for (Item& item : m_items) paint(item);
    regroup();
}

void RobotScene::showAll() {
    m_hidden.clear();
    m_hiddenElements.clear();
    m_seeThrough.clear();
    for (Item& item : m_items) paint(item);
    applyVisibility();
}

bool RobotScene::isShown(const kin::Visual& v) const {
    return (v.collision ? m_collision : m_visual) && !m_hidden.contains(QString::fromStdString(v.source)) && !under(m_hiddenElements, v);
}

void RobotScene::applyVisibility() {
    if (!m_model) return;
    for (Item& item : m_items) item.shown = isShown(m_model->visuals()[size_t(item.visual)]);
    applySkinVisibility();
    applyTendonVisibility();
    m_batchesDirty = true;
    regroup();
    if (m_lastData) updatePoses(*m_lastData);
}

std::pair<Eigen::Vector3d, double> RobotScene::bounds(const kin::Data& data) const {
    if (data.oMf.empty()) return {Eigen::Vector3d::Zero(), 0.5};
    Eigen::Vector3d lo = data.oMf[0].translation(), hi = lo;
    auto hold = [&](const Eigen::Vector3d& p, double r) {
        lo = lo.cwiseMin(p - Eigen::Vector3d::Constant(r));
        hi = hi.cwiseMax(p + Eigen::Vector3d::Constant(r));
    };
    for (const Eigen::Isometry3d& t : data.oMf) hold(t.translation(), 0);
    // Primitives by a sphere around each; meshes by the corners of their
    // bounding box once loaded (by their origin until then).
    if (m_model)
        for (const Item& item : m_items) {
            const kin::Visual& v = m_model->visuals()[size_t(item.visual)];
            if (v.collision && !m_collision) continue;
            if (v.kind == kin::ShapeKind::Mesh && item.meshLoaded) {
                const Eigen::Isometry3d pose = data.oMf[size_t(v.frame)] * v.origin;
                for (int c = 0; c < 8; ++c) {
                    const Eigen::Vector3d corner((c & 1 ? item.meshHi : item.meshLo).x(), (c & 2 ? item.meshHi : item.meshLo).y(),
                                                 (c & 4 ? item.meshHi : item.meshLo).z());
                    const Eigen::Vector3d p = pose * corner.cwiseProduct(v.meshScale);
                    if (p.allFinite() && p.norm() < 1e4) hold(p, 0);
                }
                continue;
            }
            double r = 0;
            switch (v.kind) {
            case kin::ShapeKind::Box: r = v.size.norm() / 2; break;
            case kin::ShapeKind::Cylinder:
            case kin::ShapeKind::Capsule:
                r = std::hypot(v.size.x(), v.size.y() / 2) + (v.kind == kin::ShapeKind::Capsule ? v.size.x() : 0);
                break;
            case kin::ShapeKind::Sphere: r = v.size.x(); break;
            case kin::ShapeKind::Ellipsoid: r = v.size.maxCoeff(); break;
            // A ground plane is scenery, often 100 m across: the view fits
            // what stands on it, not the plane.
            case kin::ShapeKind::Plane: continue;
            case kin::ShapeKind::Mesh: r = 0; break;
            }
            if (std::isfinite(r) && r < 1e3) hold((data.oMf[size_t(v.frame)] * v.origin).translation(), r);
        }
    return {(lo + hi) / 2, std::max(0.15, (hi - lo).norm() / 2)};
}

}  // namespace kinedit
