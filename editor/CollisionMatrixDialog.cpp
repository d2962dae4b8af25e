#include "CollisionMatrixDialog.h"

#include "geometry/PairSignatures.h"

#include <QBrush>
#include <QCloseEvent>
#include <QComboBox>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace kinedit {

namespace {
constexpr int kPairRole = Qt::UserRole + 1;  // the row's index into CollisionMatrix::pairs
constexpr int kClassRole = Qt::UserRole + 2;

QString className(PairClass kind) {
    switch (kind) {
    case PairClass::Adjacent: return CollisionMatrixDialog::tr("adjacent");
    case PairClass::Default: return CollisionMatrixDialog::tr("default");
    case PairClass::Always: return CollisionMatrixDialog::tr("always");
    case PairClass::Never: return CollisionMatrixDialog::tr("never");
    case PairClass::Sometimes: return CollisionMatrixDialog::tr("sometimes");
    }
    return {};
}

// Light backgrounds that keep black text readable: grey for pairs a
// planner skips as it must, red for colliding at the reference, amber
// always, green never, blue sometimes.
QColor classColour(PairClass kind) {
    switch (kind) {
    case PairClass::Adjacent: return QColor(225, 225, 225);
    case PairClass::Default: return QColor(255, 190, 190);
    case PairClass::Always: return QColor(255, 220, 160);
    case PairClass::Never: return QColor(200, 240, 200);
    case PairClass::Sometimes: return QColor(195, 215, 255);
    }
    return {};
}

struct Sampled {
    std::shared_ptr<const CollisionModel> shapes;
    std::vector<quint64> signatures;
    CollisionMatrix matrix;
};
}  // namespace

CollisionMatrixDialog::CollisionMatrixDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("collisionMatrixDialog"));
    setWindowTitle(tr("Collision Matrix"));
    m_samples = new QSpinBox;
    m_samples->setObjectName(QStringLiteral("samples"));
    m_samples->setRange(1, 1'000'000);
    m_samples->setGroupSeparatorShown(true);
    m_samples->setValue(10'000);
    m_seed = new QSpinBox;
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_oneIn = new QSpinBox;
    m_oneIn->setObjectName(QStringLiteral("oneIn"));
    m_oneIn->setRange(0, 1'000'000);
    m_oneIn->setSpecialValueText(tr("no early stop"));
    m_oneIn->setToolTip(
        tr("Stop at 3 × this many samples: no pair classed never then collides in more than 1 in this many "
           "poses, with 95% confidence (the rule of three)"));
    m_geometry = new QComboBox;
    m_geometry->addItem(tr("Collision geometry"));
    m_geometry->addItem(tr("Visual geometry"));
    m_run = new QPushButton(tr("&Run"));
    m_run->setDefault(true);
    m_cancel = new QPushButton(tr("&Cancel"));
    m_cancel->setEnabled(false);
    m_apply = new QPushButton(tr("&Apply to SRDF"));
    m_apply->setObjectName(QStringLiteral("apply"));
    m_apply->setAutoDefault(false);
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setValue(0);
    m_summary = new QLabel(tr("Choose how many random poses to sample, then Run."));
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_filter = new QComboBox;
    m_filter->setObjectName(QStringLiteral("classFilter"));
    m_filter->addItem(tr("All classes"), -1);
    for (PairClass k : {PairClass::Adjacent, PairClass::Default, PairClass::Always, PairClass::Never, PairClass::Sometimes})
        m_filter->addItem(className(k), int(k));

    m_pairs = new QStandardItemModel(0, 4, this);
    m_pairs->setHorizontalHeaderLabels({tr("Link"), tr("Link"), tr("Class"), tr("Hits")});
    m_pairs->setHeaderData(3, Qt::Horizontal, Qt::DescendingOrder, Qt::InitialSortOrderRole);  // most hits first, at the first click
    m_shown = new QSortFilterProxyModel(this);
    m_shown->setSourceModel(m_pairs);
    m_shown->setFilterKeyColumn(2);
    m_shown->setFilterRole(kClassRole);
    m_shown->setSortRole(Qt::UserRole);
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("pairs"));
    m_table->setModel(m_shown);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);  // the matrix's order (the links' in the file) until a click
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto* form = new QFormLayout;
    form->addRow(tr("&Samples (most):"), m_samples);
    form->addRow(tr("S&eed:"), m_seed);
    form->addRow(tr("Stop at &1 in:"), m_oneIn);
    form->addRow(tr("&Geometry:"), m_geometry);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_progress, 1);
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_apply);
    auto* filter = new QHBoxLayout;
    auto* filterLabel = new QLabel(tr("S&how:"));
    filterLabel->setBuddy(m_filter);
    filter->addWidget(filterLabel);
    filter->addWidget(m_filter);
    filter->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_summary);
    layout->addLayout(filter);
    layout->addWidget(m_table, 1);
    resize(640, 560);

    m_poll = new QTimer(this);
    m_poll->setInterval(50);
    connect(m_poll, &QTimer::timeout, this, [this]() {
        if (m_done) m_progress->setValue(m_done->load());
    });
    connect(m_run, &QPushButton::clicked, this, &CollisionMatrixDialog::run);
    connect(m_cancel, &QPushButton::clicked, this, &CollisionMatrixDialog::cancel);
    connect(m_apply, &QPushButton::clicked, this, [this]() {
        if (m_shapes && !m_matrix.pairs.empty()) emit applyRequested();
    });
    updateApply();
    connect(m_filter, &QComboBox::currentIndexChanged, this, [this]() {
        const int k = m_filter->currentData().toInt();
        m_shown->setFilterFixedString(k < 0 ? QString() : QString::number(k));
    });
    connect(m_table, &QTableView::clicked, this, &CollisionMatrixDialog::pairClicked);
    connect(m_table, &QTableView::activated, this, &CollisionMatrixDialog::pairClicked);
}

CollisionMatrixDialog::~CollisionMatrixDialog() {
    if (m_stop) *m_stop = true;  // the worker holds what it uses; it ends soon
}

void CollisionMatrixDialog::setRobot(std::shared_ptr<const kin::Model> model, const Eigen::VectorXd& reference) {
    if (model != m_model && !m_running) {
        m_matrix = {};
        m_shapes.reset();
        m_pairs->removeRows(0, m_pairs->rowCount());
        m_progress->setValue(0);
    }
    m_model = std::move(model);
    m_reference = reference;
    updateApply();
}

void CollisionMatrixDialog::setApplicable(bool on, const QString& why) {
    m_applicable = on;
    m_notApplicable = why;
    updateApply();
}

std::vector<CompanionChecker::CollisionPair> CollisionMatrixDialog::pairsToDisable() const {
    return m_shapes ? kinedit::pairsToDisable(m_matrix, *m_shapes) : std::vector<CompanionChecker::CollisionPair>{};
}

void CollisionMatrixDialog::updateApply() {
    const bool sampled = m_shapes && !m_matrix.pairs.empty() && !m_running;
    m_apply->setEnabled(m_applicable && sampled && !m_matrix.cancelled);
    m_apply->setToolTip(!m_applicable        ? m_notApplicable
                        : m_matrix.cancelled ? tr("A cancelled run classes too few poses to disable pairs: run it to the end")
                        : !sampled           ? tr("Run the sampling first")
                                             : tr("Write the adjacent, default, always and never pairs as the SRDF's disable_collisions, "
                                                            "with the Setup Assistant's reasons (one edit: Undo takes it back)"));
}

void CollisionMatrixDialog::closeEvent(QCloseEvent* event) {
    cancel();
    QDialog::closeEvent(event);
}

void CollisionMatrixDialog::cancel() {
    if (m_stop) *m_stop = true;
}

void CollisionMatrixDialog::run() {
    if (m_running || !m_model) return;
    m_running = true;
    const int most = m_samples->value();
    const int oneIn = m_oneIn->value();
    const int used = samplesToDecide(most, oneIn);
    m_progress->setRange(0, used);
    m_progress->setValue(0);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    updateApply();
    m_summary->setText(tr("Sampling %n pose(s)…", nullptr, used));
    m_done = std::make_shared<std::atomic<int>>(0);
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_poll->start();
    const auto done = m_done;
    const auto stop = m_stop;
    const std::shared_ptr<const kin::Model> model = m_model;
    const Eigen::VectorXd reference = m_reference.size() == model->nq() ? m_reference : model->defaultConfiguration();
    const bool collision = m_geometry->currentIndex() == 0;
    const quint64 seed = quint64(m_seed->value());
    // The last matrix, where it answered the same question.
    const MatrixRun last = m_last.sameQuestion(most, seed, oneIn, collision) ? m_last : MatrixRun{};
    auto* watcher = new QFutureWatcher<Sampled>(this);
    connect(watcher, &QFutureWatcher<Sampled>::finished, this, [this, watcher, model, most, seed, oneIn, collision]() {
        const Sampled s = watcher->result();
        watcher->deleteLater();
        m_running = false;
        m_poll->stop();
        m_run->setEnabled(true);
        m_cancel->setEnabled(false);
        updateApply();
        if (model != m_model) return;  // the robot changed meanwhile
        m_shapes = s.shapes;
        m_matrix = s.matrix;
        if (!m_matrix.cancelled) m_last = MatrixRun{model, s.shapes, s.signatures, s.matrix, most, seed, oneIn, collision};
        m_progress->setValue(m_matrix.samples);
        showMatrix();
        updateApply();
        emit finished(m_matrix.cancelled);
    });
    watcher->setFuture(QtConcurrent::run([model, reference, collision, seed, most, oneIn, done, stop, last]() {
        Sampled s;
        s.shapes = CollisionModel::build(*model, collision);
        s.signatures = pairSignatures(*model, *s.shapes, collision, reference);
        const std::vector<std::optional<PairStats>> kept = keptPairs(last, *model, *s.shapes, s.signatures, reference);
        s.matrix = sampleCollisionMatrix(
            model, s.shapes, reference, most, seed,
            [done, stop](int count) {
                *done = count;
                return !*stop;
            },
            oneIn, &kept);
        return s;
    }));
}

void CollisionMatrixDialog::showMatrix() {
    m_table->setSortingEnabled(false);
    m_pairs->removeRows(0, m_pairs->rowCount());
    int count[5] = {};
    const auto name = [this](int body) { return QString::fromStdString(m_shapes->bodies()[size_t(body)].name); };
    for (size_t i = 0; i < m_matrix.pairs.size(); ++i) {
        const PairStats& p = m_matrix.pairs[i];
        ++count[int(p.kind)];
        QList<QStandardItem*> row;
        for (const QString& text : {name(p.a), name(p.b), className(p.kind), QString::number(p.hits)}) {
            auto* item = new QStandardItem(text);
            item->setData(int(i), kPairRole);
            item->setData(QString::number(int(p.kind)), kClassRole);
            item->setData(QBrush(classColour(p.kind)), Qt::BackgroundRole);
            item->setData(QBrush(Qt::black), Qt::ForegroundRole);
            item->setData(text, Qt::UserRole);
            if (p.example.size() > 0) item->setToolTip(tr("Click to pose the robot where this pair collides"));
            row << item;
        }
        row[2]->setData(int(p.kind), Qt::UserRole);
        row[3]->setData(p.hits, Qt::UserRole);
        m_pairs->appendRow(row);
    }
    m_table->setSortingEnabled(true);
    QString text = tr("%1 of at most %2 samples%3: %4 pairs, %5 adjacent, %6 default, %7 always, %8 never, %9 sometimes.")
                       .arg(m_matrix.samples)
                       .arg(m_matrix.asked)
                       .arg(m_matrix.cancelled ? tr(" (cancelled)") : QString())
                       .arg(m_matrix.pairs.size())
                       .arg(count[int(PairClass::Adjacent)])
                       .arg(count[int(PairClass::Default)])
                       .arg(count[int(PairClass::Always)])
                       .arg(count[int(PairClass::Never)])
                       .arg(count[int(PairClass::Sometimes)]);
    if (m_matrix.samples > 0)
        text += QLatin1Char(' ') + tr("No pair classed never collides in more than 1 in %1 poses (95% confidence, rule of three).")
                                       .arg(qint64(std::floor(1.0 / m_matrix.neverBound())));
    if (m_matrix.kept > 0)
        text += QLatin1Char(' ') + tr("%n pair(s) kept from the last run: the edits since cannot change them.", nullptr, m_matrix.kept);
    m_summary->setText(text);
}

void CollisionMatrixDialog::pairClicked(const QModelIndex& index) {
    const QVariant i = index.data(kPairRole);
    if (!i.isValid() || i.toInt() < 0 || size_t(i.toInt()) >= m_matrix.pairs.size()) return;
    const PairStats& p = m_matrix.pairs[size_t(i.toInt())];
    if (p.example.size() > 0) emit poseRequested(p.example);
}

}  // namespace kinedit
