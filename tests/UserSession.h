// Helpers for tests that use the window as a person does: clicks on what
// the user sees (a tree row, a place in the source, a pixel of the 3D
// view), typing with pauses past the re-parse delay, menus by Alt and
// their mnemonics, and the frames the 3D view shows. Nothing here calls
// into the window where a user would type or click.
#pragma once

#include "FormulaField.h"
#include "MainWindow.h"
#include "SourceView.h"
#include "Viewport.h"
#include "xml/XmlDocument.h"

#include <QAbstractItemModel>
#include <QDialog>
#include <QFileDialog>
#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>
#include <functional>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QApplication>
#include <QMenu>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QTreeView>
#include <QtTest>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>

namespace kinedit::test {

// Longer than the source view's pause before a re-parse (600 ms).
constexpr int kPastReparse = 1000;

// Where the pictures the tests keep go (build/tests/renders).
inline QString keptPicture(const QString& name) {
    const QString dir = QCoreApplication::applicationDirPath() + QStringLiteral("/renders");
    QDir().mkpath(dir);
    return dir + QLatin1Char('/') + name;
}

// Types text into the focused widget, a key at a time as a person does.
inline void typeKeys(QWidget* w, const QString& text) { QTest::keyClicks(w, text, Qt::NoModifier, 15); }

// The first row (depth first) whose text contains text.
inline QModelIndex findRow(const QAbstractItemModel* model, const QString& text, const QModelIndex& parent = {}) {
    for (int r = 0; r < model->rowCount(parent); ++r) {
        const QModelIndex i = model->index(r, 0, parent);
        if (i.data().toString().contains(text)) return i;
        if (const QModelIndex inside = findRow(model, text, i); inside.isValid()) return inside;
    }
    return {};
}

// Clicks a row of the element tree, as the user clicks what they read.
inline bool clickRow(QTreeView* tree, const QString& text) {
    const QModelIndex i = findRow(tree->model(), text);
    if (!i.isValid()) return false;
    tree->scrollTo(i);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(i).center());
    return true;
}

// Clicks into the source text at offset characters into the first
// occurrence of what; returns whether the cursor went there.
inline bool clickSourceAt(SourceView* source, const QString& what, int offset = 0) {
    qsizetype at = source->toPlainText().indexOf(what);
    if (at < 0) return false;
    at += offset;
    QTextCursor c(source->document());
    c.setPosition(int(at));
    // Scrolled there as with the scroll bar (a plain text edit scrolls by lines).
    const QRect view = source->viewport()->rect();
    if (!view.contains(source->cursorRect(c))) source->verticalScrollBar()->setValue(std::max(0, c.blockNumber() - 3));
    const QRect r = source->cursorRect(c);
    // The left edge of the caret's box lies between two characters.
    QTest::mouseClick(source->viewport(), Qt::LeftButton, {}, QPoint(r.left() + 1, r.center().y()));
    return source->textCursor().position() == at;
}

// The window (or dialog) has the keyboard again after another took it.
inline void activate(QWidget* w) {
    w->raise();
    w->activateWindow();
    QApplication::setActiveWindow(w);
    (void)QTest::qWaitForWindowActive(w, 1000);
}

// Opens a menu by Alt and its mnemonic, then picks an item by its own.
inline bool useMenu(QMainWindow* w, Qt::Key menu, Qt::Key item) {
    // The window has the keyboard again after a dialog closed.
    w->raise();
    w->activateWindow();
    QApplication::setActiveWindow(w);
    (void)QTest::qWaitForWindowActive(w, 1000);  // without a window manager it may stay inactive; the keys reach it anyway
    QTest::keyClick(w, menu, Qt::AltModifier);
    if (!QTest::qWaitFor([] { return QApplication::activePopupWidget() != nullptr; }, 2000)) {
        qWarning("useMenu: no menu opened (focus on %s)",
                 QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className() : "nothing");
        return false;
    }
    QTest::keyClick(QApplication::activePopupWidget(), item);
    return true;
}

// Answers the next modal dialog once it is on screen, as a person waits for
// it: from delayMs on, looks every 50 ms for a shown modal dialog of type T
// and calls answer with it once. A loaded machine may take seconds to build
// a file dialog; looking only once left it open and the test waiting on it
// until its time ran out. Stops looking after timeoutMs, or when the guard
// returned goes out of scope (so answer may capture the caller's locals).
class ModalAnswer {
public:
    explicit ModalAnswer(QTimer* poll) : m_poll(poll) {}
    ModalAnswer(ModalAnswer&&) = default;
    ModalAnswer(const ModalAnswer&) = delete;
    ModalAnswer& operator=(const ModalAnswer&) = delete;
    ~ModalAnswer() { delete m_poll.data(); }
    // Whether the dialog came and was answered.
    bool answered() const { return m_poll.isNull() || !m_poll->property("waiting").toBool(); }

private:
    QPointer<QTimer> m_poll;
};

template <typename T = QWidget>
[[nodiscard]] inline ModalAnswer answerModalSoon(int delayMs, std::type_identity_t<std::function<void(T*)>> answer, int timeoutMs = 30000) {
    auto* poll = new QTimer(qApp);
    poll->setInterval(50);
    poll->setProperty("waiting", true);
    QElapsedTimer since;
    since.start();
    QObject::connect(poll, &QTimer::timeout, poll, [poll, since, delayMs, timeoutMs, answer = std::move(answer)]() {
        if (since.elapsed() < delayMs) return;
        T* dialog = qobject_cast<T*>(QApplication::activeModalWidget());
        if (!dialog || !dialog->isVisible()) {
            if (since.elapsed() > delayMs + timeoutMs) poll->stop();
            return;
        }
        poll->stop();
        poll->setProperty("waiting", false);
        // Keys go where a person's would only once the dialog has the
        // focus: a shortcut (Alt+letter) sent to a dialog not yet active
        // on a loaded machine is lost, and the keys after it land in the
        // window below.
        if (!dialog->isActiveWindow()) {
            dialog->activateWindow();
            QApplication::setActiveWindow(dialog);
            const QPointer<T> shown(dialog);
            (void)QTest::qWaitForWindowActive(dialog, 5000);
            if (!shown) return;
        }
        answer(dialog);
        // An answer that left the dialog open (a key lost on a loaded
        // machine) would keep the test waiting in the dialog's loop until
        // its time ran out: closed after a while, said, and the test fails
        // at its own check instead.
        QTimer::singleShot(20000, qApp, [open = QPointer<QWidget>(dialog)]() {
            if (!open || !open->isVisible() || QApplication::activeModalWidget() != open) return;
            qWarning("answerModalSoon: the %s answered 20 s ago is still open; closing it", open->metaObject()->className());
            if (auto* d = qobject_cast<QDialog*>(open.data()))
                d->reject();
            else
                open->close();
        });
    });
    poll->start();
    return ModalAnswer(poll);
}

// Once a file dialog is open (from delayMs on), types path into it as the
// user types a name and presses Return; with filter, first picks the name
// filter that contains it.
[[nodiscard]] inline ModalAnswer typeIntoFileDialogSoon(const QString& path, int delayMs = 400, const QString& filter = {}) {
    return answerModalSoon<QFileDialog>(delayMs, [path, filter](QFileDialog* dialog) {
        if (!filter.isEmpty()) dialog->selectNameFilter(dialog->nameFilters().filter(filter).value(0));
        auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
        if (!name) return dialog->reject();
        name->selectAll();
        typeKeys(name, path);
        // Return while the name's suggestion list is up only closes the
        // list (QCompleter takes the key): pressed again, as a person
        // does, until the dialog is gone.
        const QPointer<QFileDialog> open(dialog);
        const QPointer<QLineEdit> typed(name);
        // (Not while a question of its own, "replace the file?", is up.)
        auto waiting = [open] { return open && open->isVisible() && QApplication::activeModalWidget() == open; };
        for (int k = 0; k < 4 && waiting() && typed; ++k) {
            QTest::keyClick(typed, Qt::Key_Return);
            (void)QTest::qWaitFor([&waiting] { return !waiting(); }, 1500);
        }
    });
}

inline Qt3DRender::QCamera* cameraOf(Viewport* v) { return static_cast<Qt3DExtras::Qt3DWindow*>(v->renderWindow())->camera(); }

// Where a point of the scene lands in the 3D view's window (pixels).
inline QPointF projected(Viewport* v, const QVector3D& p) {
    Qt3DRender::QCamera* camera = cameraOf(v);
    const QVector4D c = camera->projectionMatrix() * camera->viewMatrix() * QVector4D(p, 1);
    const QSize size = v->renderWindow()->size();
    return {(c.x() / c.w() * 0.5 + 0.5) * size.width(), (0.5 - c.y() / c.w() * 0.5) * size.height()};
}

// Whether the view shows a colour that passes is() at a point of the scene:
// any pixel of the (2 reach + 1)² square there.
inline bool colourAt(Viewport* v, const QImage& frame, const QVector3D& p, int reach, const std::function<bool(const QColor&)>& is) {
    const QPoint c = projected(v, p).toPoint();
    for (int dy = -reach; dy <= reach; ++dy)
        for (int dx = -reach; dx <= reach; ++dx) {
            const QPoint at = c + QPoint(dx, dy);
            if (frame.rect().contains(at) && is(frame.pixelColor(at))) return true;
        }
    return false;
}

// The amber of an inertia box (against the sky), within 2 pixels.
inline bool amberAt(Viewport* v, const QImage& frame, const QVector3D& p) {
    return colourAt(v, frame, p, 2, [](const QColor& c) { return c.red() > c.blue() + 40 && c.green() > c.blue() + 10; });
}

// Drags in the 3D view with a button, in steps as a hand moves.
inline void dragIn(Viewport* v, QPoint from, QPoint to, Qt::MouseButton button, Qt::KeyboardModifiers mods = {}) {
    QWindow* w = v->renderWindow();
    QTest::mousePress(w, button, mods, from);
    for (int i = 1; i <= 8; ++i) {
        const QPoint at = from + (to - from) * i / 8;
        QMouseEvent move(QEvent::MouseMove, at, w->mapToGlobal(at), Qt::NoButton, button, mods);
        QApplication::sendEvent(w, &move);
        QTest::qWait(10);
    }
    QTest::mouseRelease(w, button, mods, to);
}

// The 3D view's next frame once meshes are in (null if none came).
inline QImage viewFrame(Viewport* v, const QString& keepAs = {}) {
    QImage frame;
    bool done = false;
    v->captureWhenReady(
        [&](const QImage& image) {
            frame = image;
            done = true;
        },
        20000);
    if (!QTest::qWaitFor([&] { return done; }, 30000)) return {};
    if (!keepAs.isEmpty() && !frame.isNull()) frame.save(keptPicture(keepAs));
    return frame;
}

// A settled frame: captured twice until two agree (Qt3D may still be
// uploading a texture or placing a batch for the first).
inline QImage settledFrame(Viewport* v, const QString& keepAs = {}) {
    QImage last = viewFrame(v);
    for (int k = 0; k < 5 && !last.isNull(); ++k) {
        QTest::qWait(150);
        QImage next = viewFrame(v);
        if (next == last) break;
        last = next;
    }
    if (!keepAs.isEmpty() && !last.isNull()) last.save(keptPicture(keepAs));
    return last;
}

// Pixels that differ between two frames of one size.
inline int changedPixels(const QImage& a, const QImage& b) {
    if (a.size() != b.size()) return -1;
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y)) ++n;
    return n;
}

// A window over a copy of a file (edits never touch the project's), or
// (inPlace) over the file itself, shown and active.
struct Session {
    QTemporaryDir dir;
    QString path;
    MainWindow w;
    explicit Session(const QString& file, QSize size = {1440, 900}, bool inPlace = false) {
        path = inPlace ? file : dir.filePath(QFileInfo(file).fileName());
        if (!inPlace) {
            QFile::copy(file, path);
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        }
        w.setInteractive(false);
        w.resize(size);
        w.openFile(path);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QApplication::setActiveWindow(&w);
        // The docks take their share of the width just after the window
        // shows: let the layout settle before anything measures the view.
        QTest::qWait(200);
    }
    QString text() const { return QString::fromUtf8(w.document()->toBytes()); }
    QWidget* focus() const { return QApplication::focusWidget(); }
    Viewport* view() const { return w.viewport(); }
};

// The line edit of a form field (a formula field's, a path's, or itself).
inline QLineEdit* lineOf(QWidget* field) {
    if (auto* f = qobject_cast<FormulaField*>(field)) return f->lineEdit();
    if (auto* l = qobject_cast<QLineEdit*>(field)) return l;
    return field ? field->findChild<QLineEdit*>() : nullptr;
}

// A window as a new user meets it: no settings left by another test.
inline void freshSettings() {
    QCoreApplication::setOrganizationName(QStringLiteral("KineditUserSessionTests"));
    QSettings().clear();
}

}  // namespace kinedit::test
