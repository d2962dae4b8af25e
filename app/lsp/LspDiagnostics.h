// Kinedit's diagnostics as LSP's: a range over the token they are about,
// severity, code with a link to where the README explains it, and
// relatedInformation for what lives in another file (the include or the
// macro calls that lead there).
#pragma once

#include <QHash>
#include <QJsonArray>
#include <QString>

namespace kinedit::lsp {

class LspDocument;

// The README's table rows "| CODE | meaning |": code → link to its section.
class CodeDocs {
public:
    void read(const QString& readmePath);
    QString href(const QString& code) const { return m_href.value(code); }

private:
    QHash<QString, QString> m_href;
};

// doc must be checked. Every diagnostic of the check, those of other files
// placed where this file leads to them.
QJsonArray lspDiagnostics(const LspDocument& doc, const CodeDocs& docs);

}  // namespace kinedit::lsp
