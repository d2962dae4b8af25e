// The robot in the 3D view: one Qt3D entity per visual of the kinematic
// model, placed from the engine's frame poses. A joint change calls
// updatePoses() (transforms only: nothing is rebuilt).
#pragma once

#include <Eigen/Core>
#include <QObject>

#include <memory>
#include <vector>

namespace Qt3DCore {
class QEntity;
class QTransform;
}

namespace kinedit {
namespace kin {
class Model;
struct Data;
}

class RobotScene : public QObject {
    Q_OBJECT
public:
    explicit RobotScene(Qt3DCore::QEntity* parent);
    ~RobotScene() override;

    // Builds the entities for a model (replacing any previous ones).
    void setModel(std::shared_ptr<const kin::Model> model);
    // Moves every entity to the poses in data.
    void updatePoses(const kin::Data& data);
    // A sphere (centre, radius) holding every frame of the robot at data.
    std::pair<Eigen::Vector3d, double> bounds(const kin::Data& data) const;
    int entityCount() const { return int(m_transforms.size()); }

private:
    Qt3DCore::QEntity* m_parent;
    Qt3DCore::QEntity* m_root = nullptr;
    std::shared_ptr<const kin::Model> m_model;
    std::vector<Qt3DCore::QTransform*> m_transforms;  // one per visual
};

}  // namespace kinedit
