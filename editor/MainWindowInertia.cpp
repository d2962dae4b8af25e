// MainWindow: inertials written for the user. Robot ▸ Compute Inertial
// from Geometry, and the Problems panel's fix of a broken triangle
// inequality (InertiaBalance.h). Compute Inertial from Geometry: the links
// are weighed as the format's simulator weighs them (SimulatorMasses.h),
// else their collision shapes at a density (LinkShapeMasses.h), with the
// meshes the view has read; previewed beside what the file writes
// (InertialDialog), and written by the format (Format::inertialEdit) as
// one undoable edit of the text.
#include "MainWindow.h"

#include "EditorDocument.h"
#include "InertialDialog.h"
#include "RobotScene.h"
#include "Viewport.h"
#include "check/InertiaBalance.h"
#include "formats/Format.h"
#include "geometry/SimulatorMasses.h"
#include "kinematics/Model.h"
#include "kinematics/SelectedFrames.h"
#include "xml/XmlDocument.h"

#include <QDir>
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
    if (!m_companionPath.isEmpty())
        return tell(tr("The links are in %1: open it to compute their inertials").arg(QDir::toNativeSeparators(m_companionPath)));
    const QStringList selection = m_viewport->robot()->selection();
    const std::vector<int> frames = selection.isEmpty() ? std::vector<int>() : kin::selectedFrames(*m_model, stdPaths(selection));
    // The simulator's geometry without a density of its own is water's
    // (MuJoCo's default); shapes are weighed per kg/m³, the dialog's
    // density applied.
    std::optional<LinkMasses> simulator =
        simulatorMasses(*m_format, *document(), m_file->state().get(), m_model.get(), ShapeWeighing{true, 1000.0, true});
    const bool simulatorRule = simulator.has_value();
    LinkMasses masses = simulatorRule ? std::move(*simulator) : linkShapeMasses(*m_model, ShapeWeighing{true, 1.0, true});
    std::vector<LinkShapeMass>& shapes = masses.links;
    std::erase_if(shapes, [&](const LinkShapeMass& l) {
        return !l.weighed || l.frame < 0 || (!selection.isEmpty() && !std::binary_search(frames.begin(), frames.end(), l.frame));
    });
    if (shapes.empty())
        return tell(selection.isEmpty() ? tr("No link has collision geometry to compute an inertial from")
                                        : tr("The selected link has no collision geometry to compute an inertial from"));
    std::vector<InertialDialog::Link> links;
    std::vector<const kin::Inertial*> written;
    for (const LinkShapeMass& l : shapes) {
        const auto in = std::find_if(m_model->inertials().begin(), m_model->inertials().end(),
                                     [&](const kin::Inertial& i) { return i.frame == l.frame; });
        const kin::Inertial* w = in == m_model->inertials().end() ? nullptr : &*in;
        written.push_back(w);
        // What the file writes: the simulator's reading says (a model may
        // hold an inertial the compiler made); else the model's.
        const std::optional<MassProperties> shown = simulatorRule ? l.declared
                                                    : w ? std::optional<MassProperties>(MassProperties{w->mass, w->com, w->inertia})
                                                        : std::nullopt;
        links.push_back({l.name, l.mass, shown, l.closed, l.hull});
    }
    QStringList unread;
    for (const MeshTrouble& t : masses.troubles)
        if (t.kind == MeshTrouble::Kind::Unread || t.kind == MeshTrouble::Kind::Refused)
            unread << (t.mesh.isEmpty() ? t.why : QStringLiteral("%1: %2").arg(t.mesh, t.why));
    if (!unread.isEmpty()) statusBar()->showMessage(tr("Meshes not weighed: %1").arg(unread.join(QStringLiteral("; "))), 10000);
    InertialDialog dialog(links, this, simulatorRule);
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
    if (!isTriangleInequality(d) || !m_model || !m_format || !document() ||
        !inertialAt(*m_format, *document(), m_file->state().get(), *m_model, d))
        return {};
    return {{tr("Fix: Balance the Inertia as MuJoCo's balanceinertia Does"), [this, d]() {
                 const kin::Inertial* in =
                     m_model && m_format && document() ? inertialAt(*m_format, *document(), m_file->state().get(), *m_model, d) : nullptr;
                 if (!in) return;
                 const InertialEdit e = balanceInertiaEdit(*m_format, *document(), m_file->state().get(), *m_model, *in);
                 if (!e.edit) return statusBar()->showMessage(e.refusal, 10000);
                 m_file->replaceText(withEdits(document()->toBytes(), {*e.edit}), tr("Balance inertia"));
             }}};
}

}  // namespace kinedit
