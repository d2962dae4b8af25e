// Many primitive shapes in one mesh with one material: one draw call and
// one entity however many shapes. The shapes' vertices are moved on the CPU
// at each update (a 1,000-box robot is 24,000 vertices: well under a
// millisecond), which under software OpenGL is far cheaper than an entity,
// a transform and a draw call per shape.
#pragma once

#include "DynamicMesh.h"

#include <Eigen/Geometry>
#include <QObject>

#include <vector>

namespace kinedit {

struct ShapeMesh;

class ShapeBatch : public QObject {
    Q_OBJECT
public:
    ShapeBatch(Qt3DCore::QEntity* parent, Qt3DRender::QMaterial* material);
    ~ShapeBatch() override;

    struct Member {
        const ShapeMesh* shape;  // outlives the batch's next setMembers
        int owner;               // the caller's index for it (poses, picking)
    };
    // The shapes drawn (rebuilds the index buffer); none disables the entity.
    void setMembers(std::vector<Member> members);
    const std::vector<Member>& members() const { return m_members; }
    // Places every member at poses[member.owner].
    void update(const std::vector<Eigen::Isometry3f>& poses);

signals:
    // A left click on a member's triangle.
    void picked(int owner);

private:
    DynamicMesh m_mesh;
    std::vector<Member> m_members;
    std::vector<int> m_firstTriangle;  // per member, for picking
    // Every member's vertices in its own frame, one after another: a
    // position and a normal (6 floats) each; m_firstVertex[i] is member i's
    // first, and its last entry the count. Read in one pass at each update.
    std::vector<float> m_local;
    std::vector<int> m_firstVertex;
};

}  // namespace kinedit
