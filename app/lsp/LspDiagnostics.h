// Kinedit's diagnostics as LSP's: a range over the token they are about,
// severity, code with a link to where the codes page explains it, and
// relatedInformation for what lives in another file (the include or the
// macro calls that lead there).
#pragma once

#include <QHash>
#include <QJsonArray>
#include <QString>

namespace kinedit::lsp {

class LspDocument;

// The table rows "| CODE | meaning |" of resources/docs/diagnostic-codes.md:
// code → link to the heading above its row (one per prefix: #urdf).
class CodeDocs {
public:
    void read(const QString& codesPagePath);
    QString href(const QString& code) const { return m_href.value(code); }

private:
    QHash<QString, QString> m_href;
};

// doc must be checked. Every diagnostic of the check, those of other files
// placed where this file leads to them.
QJsonArray lspDiagnostics(const LspDocument& doc, const CodeDocs& docs);

}  // namespace kinedit::lsp
