#include "FrameTransformPanel.h"

#include "formats/Format.h"
#include "formats/PoseText.h"
#include "kinematics/Conventions.h"
#include "kinematics/Data.h"
#include "kinematics/Model.h"

#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <cmath>
#include <numbers>

namespace kinedit {

FrameTransformPanel::FrameTransformPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* form = new QFormLayout;
    m_from = new QComboBox(this);
    m_to = new QComboBox(this);
    for (QComboBox* c : {m_from, m_to}) {
        c->setEditable(true);  // type to find a frame among hundreds
        c->setInsertPolicy(QComboBox::NoInsert);
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(12);
        connect(c, &QComboBox::currentIndexChanged, this, &FrameTransformPanel::recompute);
    }
    form->addRow(tr("From"), m_from);
    form->addRow(tr("To"), m_to);
    layout->addLayout(form);
    m_text = new QPlainTextEdit(this);
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    layout->addWidget(m_text, 1);
    m_copy = new QPushButton(tr("Copy"), this);
    connect(m_copy, &QPushButton::clicked, this, [this]() { QGuiApplication::clipboard()->setText(poseText()); });
    auto* row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(m_copy);
    layout->addLayout(row);
    recompute();
}

void FrameTransformPanel::setModel(std::shared_ptr<const kin::Model> model, const Format* format) {
    const QString from = m_from->currentText(), to = m_to->currentText();
    m_model = std::move(model);
    m_format = format;
    m_data = nullptr;
    {
        const QSignalBlocker a(m_from), b(m_to);
        m_from->clear();
        m_to->clear();
        if (m_model)
            for (int i : m_model->sourceOrder()) {
                const kin::Frame& f = m_model->frames()[size_t(i)];
                const QString label = QString::fromStdString(f.name);
                m_from->addItem(label, i);
                m_to->addItem(label, i);
            }
        // The root and the last frame that is not a centre of mass (often
        // the tip) to begin with.
        int last = m_to->count() - 1;
        while (last > 0 && m_model->frames()[size_t(m_to->itemData(last).toInt())].kind == "com") --last;
        m_from->setCurrentIndex(std::max(0, m_from->findText(from)));
        m_to->setCurrentIndex(m_to->findText(to) >= 0 ? m_to->findText(to) : last);
    }
    m_copy->setToolTip(m_format ? tr("Copy the pose as %1 text").arg(m_format->displayName()) : QString());
    recompute();
}

void FrameTransformPanel::setData(const kin::Data& data) {
    m_data = &data;
    recompute();
}

void FrameTransformPanel::setFrames(const QString& from, const QString& to) {
    m_from->setCurrentIndex(m_from->findText(from));
    m_to->setCurrentIndex(m_to->findText(to));
    recompute();
}

QString FrameTransformPanel::poseText() const {
    if (!m_format) return poseTranslation(m_transform) + QLatin1Char(' ') + poseFixedXYZ(m_transform);
    return m_format->poseText(m_transform);
}

void FrameTransformPanel::recompute() {
    const int a = m_from->currentData().isValid() ? m_from->currentData().toInt() : -1;
    const int b = m_to->currentData().isValid() ? m_to->currentData().toInt() : -1;
    if (!m_model || !m_data || a < 0 || b < 0 || size_t(std::max(a, b)) >= m_data->oMf.size()) {
        m_transform = Eigen::Isometry3d::Identity();
        m_text->setPlainText(tr("Open a robot file and choose two frames."));
        m_copy->setEnabled(false);
        return;
    }
    m_transform = m_data->oMf[size_t(a)].inverse() * m_data->oMf[size_t(b)];
    const Eigen::Vector3d p = m_transform.translation();
    const Eigen::Vector3d rpy = kin::fixedXYZFromRotation(m_transform.linear()) * 180 / std::numbers::pi;
    const double angle = Eigen::AngleAxisd(m_transform.linear()).angle() * 180 / std::numbers::pi;
    auto n = [](double v, int decimals) { return QString::number(std::abs(v) < 5e-13 ? 0.0 : v, 'f', decimals); };
    QString text = tr("xyz (m)      %1  %2  %3\n").arg(n(p.x(), 6), n(p.y(), 6), n(p.z(), 6)) +
                   tr("rpy (deg)    %1  %2  %3\n").arg(n(rpy.x(), 4), n(rpy.y(), 4), n(rpy.z(), 4)) +
                   tr("distance     %1 m, angle %2 deg\n").arg(n(p.norm(), 6), n(angle, 4)) + QLatin1Char('\n');
    for (int r = 0; r < 4; ++r) {
        QStringList row;
        for (int c = 0; c < 4; ++c) row << n(m_transform.matrix()(r, c), 6).rightJustified(10);
        text += row.join(QLatin1Char(' ')) + QLatin1Char('\n');
    }
    text += QLatin1Char('\n') + poseText();
    m_text->setPlainText(text);
    m_copy->setEnabled(true);
}

}  // namespace kinedit
