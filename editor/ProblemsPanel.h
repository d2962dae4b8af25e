// The problems list: every diagnostic of the open document with its
// severity, code, message and location. Activating one asks the window to
// show its place.
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QTreeWidget>

namespace kinedit {

class ProblemsPanel : public QTreeWidget {
    Q_OBJECT
public:
    explicit ProblemsPanel(QWidget* parent = nullptr);
    void setDiagnostics(const Diagnostics& diagnostics);
    const Diagnostics& diagnostics() const { return m_diagnostics; }

signals:
    void diagnosticActivated(const kinedit::Diagnostic& d);

private:
    Diagnostics m_diagnostics;
};

}  // namespace kinedit
