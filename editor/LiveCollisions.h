// The self-collision check the window runs as the robot moves: shapes built
// per compiled model and the check at a configuration, both on a worker
// thread. Coalesced: one check at a time, and a configuration given while
// one runs waits; the latest given wins, those between are dropped. The UI
// thread never waits for FCL.
#pragma once

#include "geometry/SelfCollision.h"
#include "kinematics/Model.h"

#include <Eigen/Core>
#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace kinedit {

class LiveCollisions : public QObject {
    Q_OBJECT
public:
    explicit LiveCollisions(QObject* parent = nullptr);
    ~LiveCollisions() override;

    // A new compiled model (or another kind of shapes): its shapes are
    // built again. Null: nothing is checked.
    void setModel(std::shared_ptr<const kin::Model> model, bool collisionGeometry);
    // Checks at q (after the shapes, if they are being built).
    void setConfiguration(const Eigen::VectorXd& q);
    // Adjacent pairs (the Setup Assistant's rule) are left out unless on.
    void setAdjacentIncluded(bool on);
    void setEnabled(bool on);  // off: nothing is checked, results dropped
    bool isEnabled() const { return m_enabled; }
    bool isBusy() const { return m_running; }

    // The shapes of the last model built (null before), and the adjacency
    // (bodies × bodies) of those shapes.
    std::shared_ptr<const CollisionModel> shapes() const { return m_shapes; }
    bool adjacent(int a, int b) const;

signals:
    // The pairs touching at q (sorted by (a, b)); the shapes they index.
    void checked(const std::vector<CollidingPair>& pairs, const Eigen::VectorXd& q);
    // Meshes left out of the shapes (could not be read).
    void shapesBuilt(const QStringList& problems);

private:
    struct Worker;  // what a check uses, on one thread at a time
    void startNext();
    void recheck();  // the last configuration again, after a change of what is checked
    std::shared_ptr<const kin::Model> m_model;
    bool m_collision = true;
    bool m_enabled = false;
    bool m_adjacentIncluded = false;
    bool m_running = false;
    bool m_rebuild = false;  // the shapes must be built before the next check
    int m_generation = 0;    // a result of an older model or setting is dropped
    std::optional<Eigen::VectorXd> m_pending;
    Eigen::VectorXd m_last;  // the last configuration given
    std::shared_ptr<const CollisionModel> m_shapes;
    std::vector<char> m_adjacency;
    std::shared_ptr<Worker> m_worker;
};

}  // namespace kinedit
