#include "LiveCollisions.h"

#include "geometry/CollisionMatrix.h"
#include "kinematics/Data.h"
#include "kinematics/Kinematics.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace kinedit {

struct LiveCollisions::Worker {
    std::shared_ptr<const kin::Model> model;
    std::shared_ptr<const CollisionModel> shapes;
    std::unique_ptr<CollisionData> data;
    std::unique_ptr<kin::Data> state;
    std::vector<char> adjacency;
};

namespace {
struct Outcome {
    int generation = 0;
    bool built = false;  // the shapes were built in this run
    std::shared_ptr<const CollisionModel> shapes;
    std::vector<char> adjacency;
    QStringList problems;
    std::vector<CollidingPair> pairs;
    Eigen::VectorXd q;
};
}  // namespace

LiveCollisions::LiveCollisions(QObject* parent) : QObject(parent) {}

LiveCollisions::~LiveCollisions() = default;  // a running check holds its worker itself

void LiveCollisions::setModel(std::shared_ptr<const kin::Model> model, bool collisionGeometry) {
    if (model == m_model && collisionGeometry == m_collision && (m_shapes || m_rebuild || m_running)) return;
    m_model = std::move(model);
    m_collision = collisionGeometry;
    m_rebuild = m_model != nullptr;
    m_shapes.reset();
    m_adjacency.clear();
    ++m_generation;
    recheck();
}

void LiveCollisions::recheck() {
    if (!m_pending && m_model) m_pending = m_last.size() == m_model->nq() ? m_last : m_model->defaultConfiguration();
    startNext();
}

void LiveCollisions::setConfiguration(const Eigen::VectorXd& q) {
    m_pending = m_last = q;
    startNext();
}

void LiveCollisions::setAdjacentIncluded(bool on) {
    if (on == m_adjacentIncluded) return;
    m_adjacentIncluded = on;
    ++m_generation;
    recheck();
}

void LiveCollisions::setEnabled(bool on) {
    m_enabled = on;
    ++m_generation;
    recheck();
}

bool LiveCollisions::adjacent(int a, int b) const {
    const size_t n = m_shapes ? m_shapes->bodies().size() : 0;
    return a >= 0 && b >= 0 && size_t(a) < n && size_t(b) < n && !m_adjacency.empty() && m_adjacency[size_t(a) * n + size_t(b)];
}

void LiveCollisions::startNext() {
    if (m_running || !m_enabled || !m_model || (!m_pending && !m_rebuild)) return;
    if (!m_pending) m_pending = m_model->defaultConfiguration();
    if (m_pending->size() != m_model->nq()) m_pending = m_model->defaultConfiguration();  // one of the model before
    m_running = true;
    const Eigen::VectorXd q = *m_pending;
    m_pending.reset();
    if (m_rebuild || !m_worker) m_worker = std::make_shared<Worker>();
    const bool build = m_rebuild;
    m_rebuild = false;
    const std::shared_ptr<Worker> worker = m_worker;
    const std::shared_ptr<const kin::Model> model = m_model;
    const bool collision = m_collision, withAdjacent = m_adjacentIncluded;
    const int generation = m_generation;
    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher]() {
        const Outcome o = watcher->result();
        watcher->deleteLater();
        m_running = false;
        if (o.built && o.generation == m_generation) {
            m_shapes = o.shapes;
            m_adjacency = o.adjacency;
            emit shapesBuilt(o.problems);
        }
        if (o.generation == m_generation && m_enabled) emit checked(o.pairs, o.q);
        startNext();
    });
    watcher->setFuture(QtConcurrent::run([worker, model, collision, withAdjacent, generation, build, q]() {
        Outcome o;
        o.generation = generation;
        o.q = q;
        if (build) {
            worker->model = model;
            worker->shapes = CollisionModel::build(*model, collision, &o.problems);
            worker->data = std::make_unique<CollisionData>(worker->shapes);
            worker->state = std::make_unique<kin::Data>(model);
            worker->adjacency = setupAssistantAdjacency(*worker->shapes);
            o.built = true;
            o.shapes = worker->shapes;
            o.adjacency = worker->adjacency;
        }
        if (!worker->data || worker->model != model) return o;
        kin::forwardKinematics(*model, *worker->state, q);
        o.pairs = worker->data->collide(*worker->state, withAdjacent ? nullptr : &worker->adjacency);
        return o;
    }));
}

}  // namespace kinedit
