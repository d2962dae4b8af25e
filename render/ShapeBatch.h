// Many primitive shapes in one mesh with one material: one draw call and
// one entity however many shapes, which under software OpenGL is far
// cheaper than an entity, a transform and a draw call per shape. The GPU
// places the shapes (PosedMaterial): their vertices are written once, in
// their own frames, with their owner's index into the pose texture.
//
// Qt3D bounds a mesh (for frustum culling) by the "vertexPosition"
// attribute, which the shader does not read: that copy of the placed
// vertices is made on the CPU by placeForPicking() once the poses rest.
// Clicks are picked by RobotScene::pickAlong, on the CPU.
#pragma once

#include <Eigen/Geometry>
#include <QObject>

#include <vector>

namespace Qt3DCore {
class QBuffer;
class QEntity;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QGeometryRenderer;
}

namespace kinedit {

class PosedMaterial;
struct ShapeMesh;

class ShapeBatch : public QObject {
    Q_OBJECT
public:
    ShapeBatch(Qt3DCore::QEntity* parent, PosedMaterial* material);
    ~ShapeBatch() override;

    struct Member {
        const ShapeMesh* shape;  // outlives the batch's next setMembers
        int owner;               // the caller's index for it (poses, picking)
    };
    // The shapes drawn (each placed by the pose texture's pose owner); none
    // disables the entity.
    void setMembers(std::vector<Member> members);
    const std::vector<Member>& members() const { return m_members; }
    // Picking's copy of the vertices, each member at poses[member.owner].
    void placeForPicking(const std::vector<Eigen::Isometry3f>& poses);
    // Drawn when visible and not empty.
    void setVisible(bool on);

private:
    Qt3DCore::QEntity* m_entity;
    Qt3DCore::QBuffer *m_local, *m_placed, *m_indices;
    Qt3DRender::QGeometryRenderer* m_renderer;
    std::vector<Member> m_members;
    int m_vertexCount = 0;
    bool m_visible = true;
};

}  // namespace kinedit
