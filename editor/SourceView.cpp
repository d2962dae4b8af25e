#include "SourceView.h"

#include "XmlHighlighter.h"

#include <QFontDatabase>
#include <QKeyEvent>
#include <QPainter>
#include <QTextBlock>

namespace kinedit {

namespace {

class Gutter : public QWidget {
public:
    explicit Gutter(SourceView* view) : QWidget(view), m_view(view) {}
    QSize sizeHint() const override { return {m_view->gutterWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent* e) override { m_view->paintGutter(e); }

private:
    SourceView* m_view;
};

QColor severityColor(Severity s) { return s == Severity::Error ? QColor(0xd0, 0x21, 0x1c) : QColor(0xe0, 0x9b, 0x00); }

}  // namespace

SourceView::SourceView(QWidget* parent) : QPlainTextEdit(parent), m_gutter(new Gutter(this)) {
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    new XmlHighlighter(document());
    connect(this, &QPlainTextEdit::blockCountChanged, this, [this]() { setViewportMargins(gutterWidth(), 0, 0, 0); });
    connect(this, &QPlainTextEdit::updateRequest, this, &SourceView::updateGutter);
    setViewportMargins(gutterWidth(), 0, 0, 0);
    setUndoRedoEnabled(false);  // the document's undo stack has the edits
    m_pending.setSingleShot(true);
    m_pending.setInterval(600);
    connect(&m_pending, &QTimer::timeout, this, [this]() { emit edited(text()); });
    connect(this, &QPlainTextEdit::textChanged, this, [this]() {
        if (!m_programmatic && !isReadOnly()) m_pending.start();
    });
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, [this]() {
        if (m_programmatic) return;
        const QTextCursor c = textCursor();
        emit cursorMoved(c.blockNumber() + 1, c.positionInBlock() + 1);
    });
}

void SourceView::flush() {
    if (!m_pending.isActive()) return;
    m_pending.stop();
    emit edited(text());
}

void SourceView::keyPressEvent(QKeyEvent* event) {
    if (event->matches(QKeySequence::Undo)) {
        flush();
        emit undoRequested();
        return;
    }
    if (event->matches(QKeySequence::Redo)) {
        flush();
        emit redoRequested();
        return;
    }
    // Return starts the new line at the indentation of the one it breaks.
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) &&
        !(event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier)) && !isReadOnly()) {
        QTextCursor c = textCursor();
        const QString line = c.block().text();
        qsizetype indent = 0;
        while (indent < line.size() && indent < c.positionInBlock() && (line[indent] == u' ' || line[indent] == u'\t')) ++indent;
        c.insertText(QStringLiteral("\n") + line.left(indent));
        setTextCursor(c);
        ensureCursorVisible();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

QString SourceView::text() const {
    // toPlainText() would also turn no-break spaces into spaces: an edit
    // elsewhere would then rewrite every one of them in the file.
    QString t = document()->toRawText();
    t.replace(QChar::ParagraphSeparator, u'\n');
    return t;
}

void SourceView::showText(const QString& text) {
    const QString old = this->text();
    if (old == text) return;
    // Replace only the middle that differs.
    qsizetype head = 0;
    const qsizetype n = qMin(old.size(), text.size());
    while (head < n && old[head] == text[head]) ++head;
    qsizetype tail = 0;
    while (tail < n - head && old[old.size() - 1 - tail] == text[text.size() - 1 - tail]) ++tail;
    m_programmatic = true;
    QTextCursor c(document());
    c.setPosition(int(head));
    c.setPosition(int(old.size() - tail), QTextCursor::KeepAnchor);
    c.insertText(text.mid(head, text.size() - tail - head));
    m_programmatic = false;
}

int SourceView::gutterWidth() const {
    int digits = 1;
    for (int max = qMax(1, blockCount()); max >= 10; max /= 10) ++digits;
    return 14 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * qMax(3, digits);
}

void SourceView::updateGutter(const QRect& rect, int dy) {
    if (dy)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
}

void SourceView::resizeEvent(QResizeEvent* event) {
    QPlainTextEdit::resizeEvent(event);
    const QRect cr = contentsRect();
    m_gutter->setGeometry(QRect(cr.left(), cr.top(), gutterWidth(), cr.height()));
}

void SourceView::paintGutter(QPaintEvent* event) {
    QPainter painter(m_gutter);
    painter.fillRect(event->rect(), QColor(0xf3, 0xf4, 0xf6));
    QTextBlock block = firstVisibleBlock();
    int number = block.blockNumber() + 1;
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    int bottom = top + qRound(blockBoundingRect(block).height());
    const int h = fontMetrics().height();
    while (block.isValid() && top <= event->rect().bottom()) {
        if (block.isVisible() && bottom >= event->rect().top()) {
            const auto mark = m_lineMarks.find(number);
            if (mark != m_lineMarks.end()) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(severityColor(*mark));
                painter.drawEllipse(QRectF(3, top + h / 2.0 - 3.5, 7, 7));
            }
            painter.setPen(QColor(0x90, 0x94, 0x9a));
            painter.drawText(0, top, m_gutter->width() - 4, h, Qt::AlignRight, QString::number(number));
        }
        block = block.next();
        top = bottom;
        bottom = top + qRound(blockBoundingRect(block).height());
        ++number;
    }
}

void SourceView::setDiagnostics(const Diagnostics& diagnostics) {
    m_lineMarks.clear();
    QList<QTextEdit::ExtraSelection> marks;
    for (const Diagnostic& d : diagnostics) {
        if (d.line <= 0 || d.severity == Severity::Note) continue;
        auto it = m_lineMarks.find(d.line);
        if (it == m_lineMarks.end() || d.severity == Severity::Error) m_lineMarks[d.line] = d.severity;
        const QTextBlock block = document()->findBlockByNumber(d.line - 1);
        if (!block.isValid()) continue;
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(block);
        const int col = qBound(0, d.column - 1, qMax(0, int(block.length()) - 1));
        sel.cursor.setPosition(block.position() + col);
        // Underline to the end of the word at the column (at least one character).
        sel.cursor.movePosition(QTextCursor::EndOfWord, QTextCursor::KeepAnchor);
        if (!sel.cursor.hasSelection()) sel.cursor.movePosition(QTextCursor::NextCharacter, QTextCursor::KeepAnchor);
        sel.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        sel.format.setUnderlineColor(severityColor(d.severity));
        sel.format.setToolTip(d.message);
        marks.append(sel);
    }
    setExtraSelections(marks);
    m_gutter->update();
}

void SourceView::goTo(int line, int column) {
    const QTextBlock block = document()->findBlockByNumber(line - 1);
    if (!block.isValid()) return;
    QTextCursor c(block);
    c.setPosition(block.position() + qBound(0, column - 1, qMax(0, int(block.length()) - 1)));
    m_programmatic = true;
    setTextCursor(c);
    centerCursor();
    m_programmatic = false;
}

}  // namespace kinedit
