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
#include <QRectF>
#include <QString>
#include <QVector3D>

#include <vector>

namespace Qt3DCore {
class QEntity;
}
namespace Qt3DRender {
class QCamera;
}

namespace kinedit {

class LabelAtlas;

class FrameLabels : public QObject {
    Q_OBJECT
public:
    FrameLabels(Qt3DCore::QEntity* parent, Qt3DRender::QCamera* camera);

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
    DynamicMesh m_mesh;
    LabelAtlas* m_atlas;
    Qt3DRender::QCamera* m_camera;
    std::vector<Label> m_labels;
};

}  // namespace kinedit
