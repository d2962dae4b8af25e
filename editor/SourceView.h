// The XML source: line numbers, syntax colours, and diagnostics marked in
// the gutter and underlined at their column.
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QPlainTextEdit>

namespace kinedit {

class SourceView : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit SourceView(QWidget* parent = nullptr);

    void setDiagnostics(const Diagnostics& diagnostics);
    // Scrolls to and selects a 1-based line and column.
    void goTo(int line, int column);

    int gutterWidth() const;
    void paintGutter(QPaintEvent* event);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateGutter(const QRect& rect, int dy);
    QWidget* m_gutter;
    QHash<int, Severity> m_lineMarks;  // 1-based line -> worst severity
};

}  // namespace kinedit
