// Frame names in the 3D view: a text just above each labelled frame's
// origin, facing the camera and the same size on screen wherever it is;
// frames at one point share a label. All labels are painted once into one
// texture and drawn as quads of one mesh (one entity, one draw call; Qt3D's
// QText2DEntity, an entity per label, crashed here when deleted). Off by
// default: a name per frame crowds a big robot.
#pragma once

#include "DynamicMesh.h"

#include <Eigen/Geometry>
#include <QObject>
#include <QRect>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QVector3D>

#include <vector>

namespace Qt3DCore {
class QEntity;
class QNode;
}  // namespace Qt3DCore
namespace Qt3DRender {
class QCamera;
class QTexture2D;
}  // namespace Qt3DRender
namespace Qt3DExtras {
class QTextureMaterial;
}

namespace kinedit {

// One label's text and its place in the atlas, pixels.
struct LabelEntry {
    QString text;
    QRect rect;
};

class FrameLabels : public QObject {
    Q_OBJECT
public:
    // texture: made by makeTexture() before the scene first rendered, and
    // kept (Qt3D 6.4 samples a texture made later as black).
    FrameLabels(Qt3DCore::QEntity* parent, Qt3DRender::QCamera* camera, Qt3DRender::QTexture2D* texture);
    static Qt3DRender::QTexture2D* makeTexture(Qt3DCore::QNode* parent);

    // The labels: a frame index and its name each, grouped by where the
    // frames are at poses (by frame index).
    void setLabels(const std::vector<std::pair<int, QString>>& labels, const std::vector<Eigen::Isometry3d>& poses);
    // Moves each label to its frame's origin (poses by frame index).
    void place(const std::vector<Eigen::Isometry3d>& poses);
    int count() const { return int(m_labels.size()); }
    QString text(int i) const { return m_labels[size_t(i)].text; }

private:
    void refresh();  // turns and sizes every label for the camera
    struct Label {
        int frame;
        QString text;
        QRectF uv;     // its place in the atlas, in texture coordinates
        float aspect;  // width over height
        QVector3D at;  // the frame's origin
    };
    void setAtlas(const std::vector<LabelEntry>& entries, QSize size);
    DynamicMesh m_mesh;
    Qt3DExtras::QTextureMaterial* m_material = nullptr;
    Qt3DRender::QTexture2D* m_texture = nullptr;
    Qt3DRender::QCamera* m_camera;
    std::vector<Label> m_labels;
};

}  // namespace kinedit
