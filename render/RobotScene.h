// The robot in the 3D view: the visuals of the kinematic model (primitives
// batched by material into a few meshes moved on the CPU; meshes loaded
// through Assimp on worker threads, one entity each, one geometry shared by
// all users of a file), RGB axes per frame, placed from the engine's poses.
// A joint change calls updatePoses(): poses only, nothing is rebuilt.
#pragma once

#include "MeshCache.h"
#include "geometry/ShapeMesh.h"
#include "diagnostics/Diagnostic.h"
#include "kinematics/InertiaBox.h"

#include <Eigen/Core>
#include <QVector3D>
#include <QColor>
#include <QImage>
#include <QHash>
#include <QObject>
#include <QTimer>
#include <QSet>
#include <QStringList>

#include <array>
#include <functional>
#include <memory>
#include <set>
#include <vector>

namespace Qt3DCore {
class QComponent;
class QEntity;
class QTransform;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QCamera;
class QGeometryRenderer;
class QEffect;
class QMaterial;
class QTexture2D;
}  // namespace Qt3DRender

namespace kinedit {
namespace kin {
class Model;
struct Data;
struct Visual;
struct VisualTexture;
}  // namespace kin
struct MeshData;
class ArrowMesh;
class PoseTexture;
class ShapeBatch;
class SkinMeshes;
class TendonMeshes;
class FrameLabels;
class TextureAtlas;

// A colour of the model (rgba in 0..1) as Qt's.
QColor colour(const Eigen::Vector4d& rgba);
// The colour a visual is drawn in: collision geometry in one see-through
// tint (never mistaken for the visual model, as RViz, Gazebo and MuJoCo
// draw it), a visual in the file's colour, else own (a mesh's material).
QColor shownColour(const kin::Visual& v, const QColor& own);
// A colour turned to the clear red of a part that touches another.
QColor touchingTint(const QColor& c);

class RobotScene : public QObject {
    Q_OBJECT
public:
    explicit RobotScene(Qt3DCore::QEntity* parent);
    ~RobotScene() override;

    // Builds the entities for a model (replacing any previous ones); meshes
    // follow as they load (meshesLoaded() when all are in).
    void setModel(std::shared_ptr<const kin::Model> model);
    // Moves every entity to the poses in data (data must outlive the next
    // setModel, as meshes arriving later are placed from it).
    void updatePoses(const kin::Data& data);
    // A sphere (centre, radius) holding every frame of the robot at data.
    std::pair<Eigen::Vector3d, double> bounds(const kin::Data& data) const;

    void setFramesVisible(bool on);
    // Frame names beside the frames drawn with axes, facing the camera (set
    // by the viewport); off at first.
    // The camera also sets the meshes' detail (MeshDetail.h), with the
    // view's height in pixels.
    void setCamera(Qt3DRender::QCamera* camera);
    void setViewHeight(int pixels);
    // Heavy meshes are drawn as simplified copies whose error covers at
    // most a pixel (MeshLevels.h); on, the full meshes are drawn. Picking
    // uses the full meshes either way.
    void setFullMeshes(bool on);
    // While joints or the camera move, and kRestMs after, heavy meshes are
    // drawn coarser where their copies within a pixel add up to more than
    // kMovingTriangles (MeshDetail.h); then within a pixel again. On by
    // default; never with full meshes.
    void setCoarserWhileMoving(bool on);
    // Some heavy mesh is drawn coarser than within a pixel for the motion.
    bool isCoarserForMotion() const { return m_coarserForMotion; }
    void setFrameLabelsVisible(bool on);
    // The labels shown (none while off).
    QStringList frameLabels() const;
    // Joint axes (amber arrows at the frames joints move) and centres of
    // mass (dark spheres, bigger for heavier bodies; their inertia boxes
    // are setInertiaVisible's); both off at first.
    void setJointAxesVisible(bool on);
    // Assembly checks (kin::FramePair): a line from the frame a placement is
    // relative to to the placement frame (cyan), and between the frames of a
    // weld that are apart (magenta), with both frames' axes. On by default.
    void setAssemblyChecksVisible(bool on);
    bool assemblyChecksVisible() const { return m_pairsOn; }
    void setCentresOfMassVisible(bool on);
    // The inertia of the selected links (kin::selectedFrames), of every
    // link while nothing is selected: the
    // equivalent uniform box (kin::inertiaBox), see-through amber at the
    // centre of mass along the principal axes; red when no body can have
    // that inertia. Off at first.
    void setInertiaVisible(bool on);
    // The inertials (into kin::Model::inertials()) whose box is shown.
    std::vector<int> shownInertia() const;
    // Tints red the visuals (into kin::Model::visuals()) of the parts that
    // touch (the self-collision view); empty: none. Kept until changed or
    // a new model.
    void setTouching(const std::vector<int>& visuals);
    std::vector<int> touching() const;
    void setVisualVisible(bool on);
    bool visualVisible() const { return m_visual; }
    bool collisionVisible() const { return m_collision; }
    void setCollisionVisible(bool on);
    // Hides the visuals that stand for an element (a link, body or HRDF element).
    void setHidden(const QString& source, bool hidden);
    // Hides, or makes see-through, the visuals defined at or under an
    // element (its XML path); showAll() undoes every hiding.
    void setElementHidden(const QString& path, bool hidden);
    bool isElementHidden(const QString& path) const { return m_hiddenElements.contains(path); }
    void setElementSeeThrough(const QString& path, bool on);
    bool isElementSeeThrough(const QString& path) const { return m_seeThrough.contains(path); }
    void showAll();

    // Comparison colours (File ▸ Compare With): the visuals of some frames
    // in a colour of their own (by frame index into the model shown: set
    // again after each setModel), and a ghost colour that every other
    // visual takes (invalid: their own colours).
    void setFrameColours(const QHash<int, QColor>& byFrame);
    void setGhostColour(const QColor& c);
    // Visuals drawn in a frame colour.
    int frameColouredCount() const;

    // Highlights the visuals defined at or under an element (its XML path,
    // e.g. "/robot/link[2]"); an empty path clears the highlight.
    void setSelection(const QString& path);
    // Several elements selected at once (what a xacro macro call made).
    void setSelection(const QStringList& paths);
    const QStringList& selection() const { return m_selection; }
    // How many visuals are highlighted.
    int selectedCount() const;

    int entityCount() const { return int(m_items.size()); }
    // Triangles of the loaded meshes on screen (shown by the visual and
    // collision toggles and not hidden), and of those highlighted.
    // `drawn`: the triangles actually drawn for the shown ones (fewer where
    // simplified copies stand in for heavy meshes).
    struct Triangles {
        qint64 shown = 0, selected = 0, drawn = 0;
    };
    Triangles meshTriangles() const;
    int pendingMeshes() const { return int(m_waiting.size()); }
    // Meshes drawn from a rough copy or their disk-cached levels while the
    // full mesh or its levels are still being made.
    int refiningMeshes() const;
    // What the last setModel did: visuals kept from the model before (same
    // look), visuals made; and mesh files read since the scene was made.
    struct BuildCount {
        int kept = 0, made = 0;
    };
    BuildCount lastBuild() const { return m_built; }
    int meshFilesRead() const { return m_meshes->filesRead(); }
    qint64 lastMeshRead() const { return m_meshes->lastRead(); }
    int meshLevelsFromDisk() const {
        return m_meshes->levelsFromDisk();
    }  // loads drawn from the disk cache first  // steadyNs() when the last mesh file had been read
    // Visuals whose mesh could not be loaded (each drawn as a small
    // placeholder), located at the element that names the mesh.
    const Diagnostics& meshProblems() const { return m_meshProblems; }
    // Qt3D's copy of the primitives' placed vertices, which it picks by,
    // brought up to date (the viewport calls this at a mouse press). Not
    // kept up to date as poses change: a change of that copy makes Qt3D
    // draw the scene again, which doubled the frame time of a heavy scene.
    void placeForPicking();

    // The XML path of the visual a ray (world coordinates; the direction
    // need not be unit) meets first among those shown; empty if none.
    QString pickAlong(const Eigen::Vector3f& origin, const Eigen::Vector3f& direction) const;

signals:
    // A click picked a visual: the XML path of the element that defines it.
    void visualPicked(const QString& path);
    void meshProgress(int loaded, int pending);  // mesh files
    void meshesLoaded();
    // A mesh's drawn copy changed (a finer one came, or the distance chose
    // another level): the drawn triangles changed.
    void meshDetailChanged();

private:
    struct Item {
        int visual = -1;
        std::unique_ptr<ShapeMesh> shape;  // a primitive, drawn in a batch; else a mesh with an entity
        Qt3DCore::QEntity* entity = nullptr;
        Qt3DCore::QTransform* transform = nullptr;
        Qt3DCore::QComponent* mesh = nullptr;
        bool meshLoaded = false;
        int triangles = 0;  // the loaded mesh's
        // The mesh's copies to draw: the full mesh (error 0) once read, then
        // simplified levels; the one drawn.
        std::vector<MeshCache::Level> levels;
        int drawn = -1;
        int chosen = -1;  // the level the view last chose by its size on screen (levelToDraw's hysteresis); -1: none yet
        std::shared_ptr<const MeshData> pickMesh;  // the full mesh, picked by (null until read)
        std::vector<Qt3DCore::QEntity*> parts;     // the drawn copy's entities
        bool complete = false;                     // no finer copy is coming
        bool twoSided = false;                     // the drawn copy's surface is not closed (ClosedSurface.h)
        Eigen::Vector3f meshLo = Eigen::Vector3f::Zero(), meshHi = Eigen::Vector3f::Zero();  // the loaded mesh's bounding box, unscaled
        bool selected = false;
        bool tinted = false;  // touches another part (setTouching)
        bool shown = true;    // visual/collision toggles and hiding
        // Entities with a material: their own colours and texture slots.
        struct Painted {
            Qt3DCore::QEntity* entity;
            QColor colour;
            int slot = -1;  // in the texture atlas; -1: none
        };
        std::vector<Painted> painted;
        QSet<QString> textures;       // the atlas's keys it draws
        Diagnostics textureProblems;  // textures it could not draw
    };
    void paint(Item& item);
    QColor drawnColour(const Item& item, const QColor& own) const;  // own or the comparison's, tinted where it touches
    QHash<int, QColor> m_frameColours;
    QColor m_ghost;
    Item makeItem(const kin::Visual& v, int index);
    void attach(Item& item, const MeshCache::Entry& entry);
    void drawLevel(Item& item, int level);
    void updateLevels();
    static MeshKey meshKey(const kin::Visual& v);
    int m_viewHeight = 0;
    bool m_fullMeshes = false;
    bool m_coarserWhileMoving = true;
    bool m_moving = false;
    bool m_coarserForMotion = false;
    QTimer* m_rest = nullptr;  // ends the motion kRestMs after the last change
    void noteMotion();
    void addMeshProblem(const kin::Visual& v, const QString& error);
    void meshLoaded(const MeshKey& key);
    // ground: a plane's (pushed back behind the ground grid).
    Qt3DRender::QMaterial* material(const QColor& c, bool selected, bool seeThrough = false, bool twoSided = false, int slot = -1,
                                    bool ground = false);
    // The atlas slot of a texture for an item (-1, with a warning, when it
    // cannot be drawn); at: where the texture is defined.
    // keys and problems: the user's (an item's, or the skins').
    int textureSlot(QSet<QString>& keys, Diagnostics& problems, const QString& key, const std::function<QImage(QString*)>& make,
                    const Diagnostic& at);
    int visualTextureSlot(Item& item, const kin::Visual& v);
    // The warning of a texture that cannot be drawn, where it is defined.
    static Diagnostic textureProblemAt(const kin::VisualTexture& t, const std::string& file, int line, int column, const std::string& path);
    TextureAtlas* m_atlas = nullptr;
    static bool under(const QSet<QString>& elements, const kin::Visual& v);
    static bool under(const QSet<QString>& elements, const std::string& path);
    // The skins (RobotSceneSkins.cpp): made with each model, under m_root.
    void buildSkins();
    void applySkinVisibility();
    std::unique_ptr<SkinMeshes> m_skins;
    QSet<QString> m_skinTextures;  // the atlas's keys they draw
    // The spatial tendons (RobotSceneTendons.cpp): made with each model.
    void buildTendons();
    void applyTendonVisibility();
    std::unique_ptr<TendonMeshes> m_tendons;
    Diagnostics m_skinTextureProblems;
    void buildAxes();
    void buildLabels();
    void applyVisibility();
    bool isShown(const kin::Visual& v) const;  // by the toggles and hiding
    double axisLength(const kin::Data& data) const;
    void buildCentresOfMass();

    Qt3DCore::QEntity* m_parent;
    Qt3DCore::QEntity* m_root = nullptr;  // the overlays, made again for each model
    Qt3DCore::QEntity* m_keep = nullptr;  // kept across models: materials, meshes, mesh visuals
    MeshCache* m_meshes = nullptr;
    std::set<MeshKey> m_waiting;  // meshes the current model waits for
    BuildCount m_built;
    std::shared_ptr<const kin::Model> m_model;
    const kin::Data* m_lastData = nullptr;
    std::vector<Item> m_items;
    std::array<ShapeBatch*, 3> m_frameAxes{};     // x, y, z: an arrow per frame, the GPU placing it
    std::array<ShapeMesh, 3> m_axisArrows;        // their arrow, made at the first pose
    std::unique_ptr<PoseTexture> m_frameTexture;  // the frames' poses, for m_frameAxes
    std::vector<int> m_axisFrames;                // the frames drawn with axes
    std::unique_ptr<ArrowMesh> m_jointAxes;
    Qt3DRender::QCamera* m_camera = nullptr;
    FrameLabels* m_labels = nullptr;                   // under m_root, while labels are on
    Qt3DRender::QTexture2D* m_labelTexture = nullptr;  // under m_keep: the labels' atlas
    bool m_labelsOn = false;
    std::unique_ptr<ArrowMesh> m_placementLines, m_gapLines;
    std::array<std::unique_ptr<ArrowMesh>, 3> m_pairAxes;  // the paired frames' x, y, z
    struct Com {
        int inertial;
        Qt3DCore::QEntity* entity;  // the sphere at the centre of mass
        Qt3DCore::QTransform* transform;
    };
    std::vector<Com> m_coms;
    struct InertiaShape {
        int inertial;
        Qt3DCore::QEntity* entity;
        Qt3DCore::QTransform* transform;
        kin::InertiaBox box;
    };
    std::vector<InertiaShape> m_inertia;  // built when one is first shown
    bool m_inertiaOn = false;
    void showInertia();  // after the toggle, the selection or a new model
    void placeInertia(const kin::Data& data);
    double m_axisLength = -1;  // set at the first pose of a model
    bool m_jointAxesOn = false, m_comsOn = false, m_comsBuilt = false, m_pairsOn = true;
    void updatePairs(const kin::Data& data, float length);
    QSet<QString> m_hidden;          // by source (link, body, HRDF element name)
    QSet<QString> m_hiddenElements;  // by XML path
    QSet<QString> m_seeThrough;      // by XML path
    QStringList m_selection;
    struct MaterialKey {
        QRgb colour;
        bool selected, seeThrough;
        bool twoSided = false;  // a mesh whose surface is not closed
        int slot = -1;          // its texture's in the atlas
        bool ground = false;    // a plane's
        bool operator==(const MaterialKey&) const = default;
        friend size_t qHash(const MaterialKey& k, size_t seed = 0) {
            return qHashMulti(seed, k.colour, k.selected, k.seeThrough, k.twoSided, k.slot, k.ground);
        }
    };
    QHash<MaterialKey, Qt3DRender::QMaterial*> m_materials;  // shared, by colour shown
    static MaterialKey materialKey(const QColor& c, bool selected, bool seeThrough);
    QHash<MaterialKey, ShapeBatch*> m_batches;   // the primitives, by material
    std::unique_ptr<PoseTexture> m_poseTexture;  // m_itemPoses, for the batches' shader
    bool m_pickingStale = false;                 // the batches' picking copy is behind m_itemPoses
    // Brings the picking copy up to date once the poses rest: Qt3D picks a
    // press by the copy it already has, so one made at the press itself
    // comes too late for that press (the first click on a robot missed).
    QTimer* m_pickingRefresh = nullptr;
    Qt3DRender::QEffect* m_posedEffects[2][2] = {};        // the batches' shader: [opaque, blended][parts, ground]
    Qt3DRender::QEffect* m_litEffects[2][2] = {};          // the materials' shader: [opaque, blended][culled, two-sided]
    Qt3DRender::QEffect* m_texturedEffects[2][2][2] = {};  // [opaque, blended][culled, two-sided][parts, ground], textured
    Qt3DRender::QEffect* litEffect(bool blended, bool twoSided = false);
    Qt3DRender::QEffect* posedEffect(bool blended, bool ground = false);
    std::vector<Eigen::Isometry3f> m_itemPoses;  // per item, for the batches
    bool m_posed = false;                        // m_itemPoses hold the model's poses, not setModel's placeholders
    std::vector<int> m_itemFrames;               // per item: its visual's frame and origin
    std::vector<Eigen::Isometry3d> m_itemOrigins;
    std::vector<int> m_meshItems;  // the items that are meshes
    bool m_batchesDirty = false;   // a primitive changed batch (selection, hiding)
    void regroup();                // puts the shown primitives in their batches, if dirty
    Diagnostics m_meshProblems;
    int m_meshFiles = 0;  // mesh files this model waited for
    bool m_frames = true, m_visual = true, m_collision = false;
};

}  // namespace kinedit
