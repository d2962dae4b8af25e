// MainWindow: inertials written for the user. Robot ▸ Compute Inertial
// from Geometry, and the Problems panel's fix of a broken triangle
// inequality (InertiaBalance.h). Compute Inertial from Geometry: The links' collision
// shapes are weighed (LinkShapeMasses.h), previewed beside what the file
// writes (InertialDialog), and written by the format (Format::inertialEdit)
// as one undoable edit of the text.
#include "MainWindow.h"

#include "EditorDocument.h"
#include "InertialDialog.h"
#include "RobotScene.h"
#include "Viewport.h"
#include "check/InertiaBalance.h"
#include "formats/Format.h"
#include "geometry/LinkShapeMasses.h"
#include "kinematics/Model.h"
#include "kinematics/SelectedFrames.h"
#include "xml/XmlDocument.h"

#include <QMessageBox>
#include <QStatusBar>

#include <algorithm>

namespace kinedit {

namespace {
std::vector<std::string> stdPaths(const QStringList& paths) {
    std::vector<std::string> out;
    for (const QString& p : paths) out.push_back(p.toStdString());
    return out;
}
}  // namespace

void MainWindow::computeInertial() {
    const QString title = tr("Compute Inertial from Geometry");
    auto tell = [this, &title](const QString& message) {
        statusBar()->showMessage(message, 10000);
        if (m_interactive) QMessageBox::information(this, title, message);
    };
    if (!document() || !m_format || !m_model) return tell(tr("This document has no kinematic model to compute inertials for"));
    const QStringList selection = m_viewport->robot()->selection();
    const std::vector<int> frames = selection.isEmpty() ? std::vector<int>() : kin::selectedFrames(*m_model, stdPaths(selection));
    std::vector<LinkShapeMass> shapes = linkShapeMasses(*m_model, true, 1.0);
    if (!selection.isEmpty())
        std::erase_if(shapes, [&](const LinkShapeMass& l) { return !std::binary_search(frames.begin(), frames.end(), l.frame); });
    if (shapes.empty())
        return tell(selection.isEmpty() ? tr("No link has collision geometry to compute an inertial from")
                                        : tr("The selected link has no collision geometry to compute an inertial from"));
    std::vector<InertialDialog::Link> links;
    std::vector<const kin::Inertial*> written;
    QStringList unread;
    for (const LinkShapeMass& l : shapes) {
        const auto in = std::find_if(m_model->inertials().begin(), m_model->inertials().end(),
                                     [&](const kin::Inertial& i) { return i.frame == l.frame; });
        const kin::Inertial* w = in == m_model->inertials().end() ? nullptr : &*in;
        written.push_back(w);
        links.push_back({QString::fromStdString(m_model->frames()[size_t(l.frame)].name), l.mass,
                         w ? std::optional<MassProperties>(MassProperties{w->mass, w->com, w->inertia}) : std::nullopt, l.closed});
        unread << l.unread;
    }
    if (!unread.isEmpty()) statusBar()->showMessage(tr("Meshes not weighed: %1").arg(unread.join(QStringLiteral("; "))), 10000);
    InertialDialog dialog(links, this);
    if (dialog.exec() != QDialog::Accepted || !document()) return;
    const std::vector<MassProperties> values = dialog.result();
    std::vector<TextEdit> edits;
    QStringList refused;
    for (size_t i = 0; i < links.size(); ++i) {
        const InertialEdit e = m_format->inertialEdit(*document(), m_file->state().get(), links[i].name, written[i], values[i]);
        if (e.edit)
            edits.push_back(*e.edit);
        else
            refused << e.refusal;
    }
    if (!edits.empty()) m_file->replaceText(withEdits(document()->toBytes(), edits), tr("Compute inertial from geometry"));
    if (!refused.isEmpty()) tell(refused.join(QLatin1Char('\n')));
}

std::vector<ProblemsPanel::Fix> MainWindow::fixesFor(const Diagnostic& d) {
    if (!isTriangleInequality(d) || !m_model || !m_format || !document() || !inertialAt(*m_model, d)) return {};
    return {{tr("Fix: Balance the Inertia as MuJoCo's balanceinertia Does"), [this, d]() {
                 const kin::Inertial* in = m_model && m_format && document() ? inertialAt(*m_model, d) : nullptr;
                 if (!in) return;
                 const InertialEdit e = balanceInertiaEdit(*m_format, *document(), m_file->state().get(), *m_model, *in);
                 if (!e.edit) return statusBar()->showMessage(e.refusal, 10000);
                 m_file->replaceText(withEdits(document()->toBytes(), {*e.edit}), tr("Balance inertia"));
             }}};
}

}  // namespace kinedit
