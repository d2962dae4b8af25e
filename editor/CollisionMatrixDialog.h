// Robot ▸ Collision Matrix: samples random poses in the background
// (geometry/CollisionMatrix.h) with a progress bar and Cancel, then lists
// every pair of links with shapes, coloured by class, with its hit count;
// sortable, filtered by class. Clicking a pair that collided somewhere asks
// for the robot to be posed there. Run again after an edit, it samples only
// the pairs the edit can affect. Apply asks for the pairs a planner may
// skip (MatrixPairs.h) to be written into the SRDF the window edits; the
// SRDF format writes them.
#pragma once

#include "geometry/CollisionMatrix.h"
#include "geometry/MatrixPairs.h"
#include "geometry/MatrixReuse.h"
#include "kinematics/Model.h"

#include <QDialog>

#include <atomic>
#include <limits>
#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QStandardItemModel;
class QTableView;
class QTimer;

namespace kinedit {

class CollisionMatrixDialog : public QDialog {
    Q_OBJECT
public:
    explicit CollisionMatrixDialog(QWidget* parent = nullptr);
    ~CollisionMatrixDialog() override;

    // The robot to sample and the reference pose (pairs touching there are
    // classed default). Forgets a matrix of another model.
    void setRobot(std::shared_ptr<const kin::Model> model, const Eigen::VectorXd& reference);
    void run();     // starts sampling (Run button)
    void cancel();  // stops sampling; the samples done are classed
    bool isRunning() const { return m_running; }
    const CollisionMatrix& matrix() const { return m_matrix; }
    // Whether Apply can write into the window's document (an SRDF about
    // this robot); why not, for the button's tooltip.
    void setApplicable(bool on, const QString& why);
    // The pairs the matrix lets a planner skip (MatrixPairs.h).
    std::vector<CompanionChecker::CollisionPair> pairsToDisable() const;
    QTableView* table() const { return m_table; }

signals:
    void poseRequested(const Eigen::VectorXd& q);
    // Apply: pairsToDisable() as the SRDF's disable_collisions.
    void applyRequested();
    void finished(bool cancelled);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void showMatrix();
    void updateApply();
    void pairClicked(const QModelIndex& index);
    std::shared_ptr<const kin::Model> m_model;
    Eigen::VectorXd m_reference;
    CollisionMatrix m_matrix;
    std::shared_ptr<const CollisionModel> m_shapes;
    // The last matrix made, whatever robot it was of: a run after an edit
    // samples only the pairs the edit can affect (MatrixReuse.h).
    MatrixRun m_last;
    QSpinBox* m_samples;
    QSpinBox* m_seed;
    QSpinBox* m_oneIn;
    QComboBox* m_geometry;
    QComboBox* m_filter;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QPushButton* m_apply;
    bool m_applicable = false;
    QString m_notApplicable;
    QProgressBar* m_progress;
    QLabel* m_summary;
    QTableView* m_table;
    QStandardItemModel* m_pairs;
    QSortFilterProxyModel* m_shown;
    QTimer* m_poll;  // the worker's count to the progress bar
    bool m_running = false;
    std::shared_ptr<std::atomic<int>> m_done;
    std::shared_ptr<std::atomic<bool>> m_stop;
};

}  // namespace kinedit
