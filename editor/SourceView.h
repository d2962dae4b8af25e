// The XML source: line numbers, syntax colours, and diagnostics marked in
// the gutter and underlined at their column. It is an editor: what the user
// types is handed on (edited()) after a short pause, to become one undo
// step of the document; the document's other changes come back through
// showText(), which keeps the cursor and scroll position.
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QPlainTextEdit>
#include <QTimer>

namespace kinedit {

class SourceView : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit SourceView(QWidget* parent = nullptr);

    void setDiagnostics(const Diagnostics& diagnostics);
    // Scrolls to and selects a 1-based line and column.
    void goTo(int line, int column);

    // Shows the document's text, changing only what differs (the user's
    // cursor and scroll stay); not reported as an edit.
    void showText(const QString& text);
    // The text as typed: every line break "\n", other characters as they
    // are (no-break spaces kept).
    QString text() const;
    // Whether the user typed something not yet handed on; flush() hands it
    // on now (before undo, save, or anything that reads the document).
    bool hasPendingEdit() const { return m_pending.isActive(); }
    void flush();
    // How long typing must pause before edited() (ms).
    void setEditDelay(int ms) { m_pending.setInterval(ms); }

signals:
    // The user's text, after a pause in typing.
    void edited(const QString& text);
    // The user moved the cursor (clicked, arrow keys): 1-based.
    void cursorMoved(int line, int column);
    // Undo and redo belong to the document, not to the text box.
    void undoRequested();
    void redoRequested();

public:
    int gutterWidth() const;
    void paintGutter(QPaintEvent* event);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void updateGutter(const QRect& rect, int dy);
    QWidget* m_gutter;
    QHash<int, Severity> m_lineMarks;  // 1-based line -> worst severity
    QTimer m_pending;
    bool m_programmatic = false;
};

}  // namespace kinedit
