// The problems list: every diagnostic of the open document with its
// severity, code, message and location. Activating one asks the window to
// show its place; its context menu offers the fixes the window has for it.
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QTreeWidget>

#include <functional>
#include <vector>

namespace kinedit {

class ProblemsPanel : public QTreeWidget {
    Q_OBJECT
public:
    explicit ProblemsPanel(QWidget* parent = nullptr);
    void setDiagnostics(const Diagnostics& diagnostics);
    const Diagnostics& diagnostics() const { return m_diagnostics; }
    struct Fix {
        QString title;
        std::function<void()> apply;
    };
    // What the context menu of a problem offers.
    void setFixes(std::function<std::vector<Fix>(const Diagnostic&)> fixes) { m_fixes = std::move(fixes); }

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;

signals:
    void diagnosticActivated(const kinedit::Diagnostic& d);

private:
    Diagnostics m_diagnostics;
    std::function<std::vector<Fix>(const Diagnostic&)> m_fixes;
};

}  // namespace kinedit
