// Help ▸ Keyboard Shortcuts and Help ▸ Diagnostic Codes: tables a user can
// search, built from what the program really has (its actions' shortcuts;
// the codes of resources/docs/diagnostic-codes.md, which is built in).
#pragma once

#include <QDialog>
#include <QList>

class QAction;
class QMenuBar;

namespace kinedit {

// A table of every menu action that has a keyboard shortcut.
class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QMenuBar* menus, QWidget* parent = nullptr);
};

// The diagnostic codes with what each means, filtered as the user types.
class DiagnosticCodesDialog : public QDialog {
    Q_OBJECT
public:
    explicit DiagnosticCodesDialog(QWidget* parent = nullptr);
    // (code, meaning) from the codes page's table rows, in its order.
    static QList<std::pair<QString, QString>> documentedCodes();
};

}  // namespace kinedit
