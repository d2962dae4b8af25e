#include "JointPanel.h"

#include "kinematics/Model.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QInputDialog>
#include <QLineEdit>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace kinedit {

namespace {

// A slider's name: the joint's, or the body's it moves where the file gave
// the joint none (MJCF's "joint#0"); a variable of a joint of several named
// by its motion, x, y, z for translations and rx, ry, rz for rotations.
QString variableName(const kin::Model& model, const kin::Joint& j, int k) {
    QString name = QString::fromStdString(j.name);
    if (name.contains(QLatin1Char('#')) && j.frame >= 0) {
        // The body the joint moves: the joint's own frame, or the first one below it that is no joint.
        const auto& frames = model.frames();
        for (size_t f = size_t(j.frame); f < frames.size() && f < size_t(frames[size_t(j.frame)].subtreeEnd); ++f)
            if (frames[f].kind != "joint") {
                name = QString::fromStdString(frames[f].name);
                break;
            }
    }
    if (j.dof() == 1) return name;
    const kin::Motion& m = j.motions[size_t(k)];
    const int axis = m.axis.isApprox(Eigen::Vector3d::UnitX())   ? 0
                     : m.axis.isApprox(Eigen::Vector3d::UnitY()) ? 1
                     : m.axis.isApprox(Eigen::Vector3d::UnitZ()) ? 2
                                                                 : -1;
    if (axis < 0) return QStringLiteral("%1[%2]").arg(name).arg(k);
    return QStringLiteral("%1 %2%3").arg(name, m.rotation ? QStringLiteral("r") : QString(), QChar(u'x' + axis));
}

}  // namespace

namespace {
constexpr int kSteps = 2000;
}

JointPanel::JointPanel(QWidget* parent) : QWidget(parent) {
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    auto* bar = new QHBoxLayout;
    auto* reset = new QPushButton(tr("Reset"), this);
    reset->setToolTip(tr("Back to the file's configuration"));
    connect(reset, &QPushButton::clicked, this, &JointPanel::reset);
    auto* units = new QPushButton(this);
    units->setCheckable(true);
    m_degrees = QSettings().value(QStringLiteral("joints/degrees"), true).toBool();
    units->setChecked(m_degrees);
    units->setText(m_degrees ? tr("Degrees") : tr("Radians"));
    connect(units, &QPushButton::toggled, this, [this, units](bool on) {
        units->setText(on ? tr("Degrees") : tr("Radians"));
        QSettings().setValue(QStringLiteral("joints/degrees"), on);
        setDegrees(on);
    });
    bar->addWidget(reset);
    bar->addWidget(units);
    bar->addStretch();
    outer->addLayout(bar);
    // IK dragging: the frame that gets a handle in the 3D view.
    auto* drag = new QHBoxLayout;
    auto* dragLabel = new QLabel(tr("Drag with IK:"), this);
    m_dragBox = new QComboBox(this);
    m_dragBox->setToolTip(tr("A frame to drag in the 3D view: the joints follow by inverse kinematics"));
    dragLabel->setBuddy(m_dragBox);
    connect(m_dragBox, &QComboBox::currentIndexChanged, this, [this]() { emit dragFrameChanged(dragFrame()); });
    drag->addWidget(dragLabel);
    drag->addWidget(m_dragBox, 1);
    outer->addLayout(drag);
    // Named poses: pick one to go there; save the current one under a name.
    auto* poses = new QHBoxLayout;
    m_poseBox = new QComboBox(this);
    m_poseBox->setObjectName(QStringLiteral("poses"));
    m_poseBox->setToolTip(tr("Poses saved for this file, and those the file names (MJCF keyframes)"));
    connect(m_poseBox, &QComboBox::activated, this, [this](int i) {
        if (i <= 0) return;
        if (m_poseBox->itemData(i).isValid())
            applyFilePose(m_poseBox->itemData(i).toInt());
        else
            applyPose(m_poseBox->itemText(i));
    });
    auto* save = new QPushButton(tr("Save…"), this);
    save->setToolTip(tr("Save the current joint values as a named pose"));
    connect(save, &QPushButton::clicked, this, [this]() {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Save Pose"), tr("Name of the pose:"), QLineEdit::Normal,
                                                   m_poseBox->currentIndex() > 0 ? m_poseBox->currentText() : QString(), &ok);
        if (ok && !name.trimmed().isEmpty()) savePose(name.trimmed());
    });
    auto* remove = new QPushButton(tr("Delete"), this);
    remove->setToolTip(tr("Delete the chosen pose"));
    // The file's own poses (item data set) are the file's: not deleted here.
    connect(m_poseBox, &QComboBox::currentIndexChanged, remove,
            [this, remove](int i) { remove->setEnabled(i > 0 && !m_poseBox->itemData(i).isValid()); });
    connect(remove, &QPushButton::clicked, this, [this]() {
        if (m_poseBox->currentIndex() > 0 && !m_poseBox->currentData().isValid()) deletePose(m_poseBox->currentText());
    });
    poses->addWidget(m_poseBox, 1);
    poses->addWidget(save);
    poses->addWidget(remove);
    outer->addLayout(poses);
    refreshPoses();
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    m_list = new QWidget;
    m_listLayout = new QVBoxLayout(m_list);
    m_listLayout->setContentsMargins(0, 0, 0, 0);
    scroll->setWidget(m_list);
    outer->addWidget(scroll);
}

void JointPanel::setModel(std::shared_ptr<const kin::Model> model) {
    m_model = std::move(model);
    m_q = m_model ? m_model->defaultConfiguration() : Eigen::VectorXd();
    rebuild();
    refreshDragFrames();
    refreshPoses(m_poseBox->currentText());
}

void JointPanel::setFrames(std::shared_ptr<const kin::Model> model) {
    if (model == m_model) return;
    m_model = std::move(model);
    refreshDragFrames();
    refreshPoses(m_poseBox->currentText());
}

void JointPanel::refreshDragFrames() {
    const QString current = m_dragBox->currentIndex() > 0 ? m_dragBox->currentText() : QString();
    const QSignalBlocker quiet(m_dragBox);
    m_dragBox->clear();
    m_dragBox->addItem(tr("None"), -1);
    if (m_model)
        for (size_t f = 0; f < m_model->frames().size(); ++f) {
            const kin::Frame& frame = m_model->frames()[f];
            // Frames a joint can move (not centres of mass).
            if (frame.kind != "com") m_dragBox->addItem(QString::fromStdString(frame.name), int(f));
        }
    m_dragBox->setEnabled(m_model && m_model->nq() > 0);
    const int keep = current.isEmpty() ? 0 : std::max(0, m_dragBox->findText(current));
    m_dragBox->setCurrentIndex(keep);
    emit dragFrameChanged(dragFrame());
}

int JointPanel::dragFrame() const { return m_dragBox->currentData().isValid() ? m_dragBox->currentData().toInt() : -1; }

void JointPanel::setDragFrame(int frame) { m_dragBox->setCurrentIndex(std::max(0, m_dragBox->findData(frame))); }

void JointPanel::setConfiguration(const Eigen::VectorXd& q) {
    if (q.size() != m_q.size()) return;
    m_q = q;
    setDegrees(m_degrees);  // sliders and spin boxes follow
    emit configurationChanged(m_q);
}

double JointPanel::shown(const Row& r, double v) const { return r.angular && m_degrees ? v * 180 / std::numbers::pi : v; }

void JointPanel::rebuild() {
    m_rows.clear();
    delete m_list->layout();
    qDeleteAll(m_list->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly));
    auto* grid = new QGridLayout(m_list);
    grid->setColumnStretch(1, 1);
    grid->setVerticalSpacing(2);
    if (!m_model) return;
    // Variables the engine sets itself are not offered.
    std::vector<bool> hidden(size_t(m_model->nq()), false);
    for (int j : m_model->mimicJoints()) hidden[size_t(m_model->joints()[size_t(j)].qIndex)] = true;
    for (const kin::KinematicGroup& g : m_model->groups()) {
        if (g.actuatedVariables.empty()) continue;
        for (int j : g.virtualJoints)
            for (int k = 0; k < m_model->joints()[size_t(j)].dof(); ++k) hidden[size_t(m_model->joints()[size_t(j)].qIndex + k)] = true;
        for (int v : g.actuatedVariables) hidden[size_t(v)] = false;
    }
    int row = 0;
    for (const kin::Joint& j : m_model->joints()) {
        for (int k = 0; k < j.dof(); ++k) {
            const int variable = j.qIndex + k;
            if (hidden[size_t(variable)]) continue;
            Row r;
            r.variable = variable;
            r.angular = j.motions[size_t(k)].rotation;
            const double span = r.angular ? std::numbers::pi : 1.0;
            r.lower = std::isfinite(j.lower[size_t(k)]) ? j.lower[size_t(k)] : -span;
            r.upper = std::isfinite(j.upper[size_t(k)]) ? j.upper[size_t(k)] : span;
            if (r.upper <= r.lower) r.upper = r.lower + 1e-9;
            const QString name = variableName(*m_model, j, k);
            auto* label = new QLabel(name, m_list);
            label->setToolTip(tr("%1: %2 joint").arg(name, QString::fromLatin1(kin::jointTypeName(j.type))));
            // A long name is cut in the middle (names that differ, differ
            // at their ends: finger_joint1, finger_joint2), in full in the
            // tooltip.
            label->setMaximumWidth(label->fontMetrics().averageCharWidth() * 16);
            label->setText(label->fontMetrics().elidedText(name, Qt::ElideMiddle, label->maximumWidth()));
            r.slider = new QSlider(Qt::Horizontal, m_list);
            r.slider->setRange(0, kSteps);
            r.spin = new QDoubleSpinBox(m_list);
            r.spin->setDecimals(3);
            r.spin->setKeyboardTracking(false);
            // Name, slider and value on one line: a 7-joint arm fits the
            // dock without scrolling.
            grid->addWidget(label, row, 0);
            grid->addWidget(r.slider, row, 1);
            grid->addWidget(r.spin, row, 2);
            r.slider->setMinimumWidth(60);
            const size_t index = m_rows.size();
            connect(r.slider, &QSlider::valueChanged, this, [this, index](int s) {
                if (m_updating) return;
                const Row& rr = m_rows[index];
                apply(rr.variable, rr.lower + (rr.upper - rr.lower) * s / kSteps);
            });
            connect(r.spin, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this, index](double v) {
                if (m_updating) return;
                const Row& rr = m_rows[index];
                apply(rr.variable, rr.angular && m_degrees ? v * std::numbers::pi / 180 : v);
            });
            m_rows.push_back(r);
            ++row;
        }
    }
    grid->setRowStretch(row, 1);
    setDegrees(m_degrees);
}

void JointPanel::setDegrees(bool on) {
    m_degrees = on;
    m_updating = true;
    for (const Row& r : m_rows) {
        r.spin->setRange(shown(r, r.lower), shown(r, r.upper));
        r.spin->setSuffix(r.angular ? (on ? QStringLiteral(" °") : QStringLiteral(" rad")) : QStringLiteral(" m"));
        r.spin->setValue(shown(r, m_q[r.variable]));
        r.slider->setValue(int(std::lround((m_q[r.variable] - r.lower) / (r.upper - r.lower) * kSteps)));
    }
    m_updating = false;
}

void JointPanel::apply(int variable, double value) {
    m_q[variable] = value;
    m_updating = true;
    for (const Row& r : m_rows)
        if (r.variable == variable) {
            r.spin->setValue(shown(r, value));
            r.slider->setValue(int(std::lround((value - r.lower) / (r.upper - r.lower) * kSteps)));
        }
    m_updating = false;
    emit configurationChanged(m_q);
}

void JointPanel::setValue(int variable, double value) { apply(variable, value); }

void JointPanel::setDocument(const QString& path) {
    m_poses = NamedPoses(path);
    refreshPoses();
}

QStringList JointPanel::poseNames() const { return m_poses.names(); }

void JointPanel::refreshPoses(const QString& current) {
    m_poseBox->clear();
    const QStringList names = m_poses.names();
    const auto inFile = filePoses();
    m_poseBox->addItem(names.isEmpty() && inFile.empty() ? tr("No saved poses") : tr("Poses…"));
    m_poseBox->addItems(names);
    // The file's own (item data: the index): picked like the others, not deleted.
    for (size_t i = 0; i < inFile.size(); ++i) m_poseBox->addItem(tr("%1 (in the file)").arg(inFile[i].first), int(i));
    m_poseBox->setCurrentIndex(std::max(0, int(m_poseBox->findText(current))));
}

std::vector<std::pair<QString, Eigen::VectorXd>> JointPanel::filePoses() const {
    std::vector<std::pair<QString, Eigen::VectorXd>> out;
    if (!m_model) return out;
    for (const kin::NamedConfiguration& c : m_model->namedConfigurations()) out.emplace_back(QString::fromStdString(c.name), c.q);
    out.insert(out.end(), m_documentPoses.begin(), m_documentPoses.end());
    return out;
}

void JointPanel::setDocumentPoses(std::vector<std::pair<QString, Eigen::VectorXd>> poses) {
    const bool same = poses.size() == m_documentPoses.size() &&
                      std::equal(poses.begin(), poses.end(), m_documentPoses.begin(), [](const auto& a, const auto& b) {
                          return a.first == b.first && a.second.size() == b.second.size() && a.second == b.second;
                      });
    if (same) return;
    m_documentPoses = std::move(poses);
    refreshPoses(m_poseBox->currentText());
}

bool JointPanel::applyFilePose(int index) {
    const auto poses = filePoses();
    if (!m_model || index < 0 || size_t(index) >= poses.size()) return false;
    const Eigen::VectorXd& q = poses[size_t(index)].second;
    if (q.size() != m_model->nq()) return false;
    m_q = q;
    setDegrees(m_degrees);
    emit configurationChanged(m_q);
    return true;
}

void JointPanel::savePose(const QString& name) {
    if (!m_model) return;
    m_poses.save(name, *m_model, m_q);
    refreshPoses(name);
}

bool JointPanel::applyPose(const QString& name) {
    if (!m_model || !m_poses.load(name, *m_model, m_q)) return false;
    setDegrees(m_degrees);  // sliders and spin boxes follow
    emit configurationChanged(m_q);
    return true;
}

void JointPanel::deletePose(const QString& name) {
    m_poses.remove(name);
    refreshPoses();
}

void JointPanel::reset() {
    if (!m_model) return;
    m_q = m_model->defaultConfiguration();
    setDegrees(m_degrees);
    emit configurationChanged(m_q);
}

}  // namespace kinedit
