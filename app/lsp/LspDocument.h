// One document a client has open: its text as the client holds it, and
// what the server made of it (parsed, detected, checked; the kinematic
// model on demand). Positions convert between LSP's (0-based line, UTF-16
// character), QString indices and the XmlDocument's UTF-8 byte offsets.
#pragma once

#include "check/DocumentCheck.h"
#include "diagnostics/Diagnostic.h"
#include "formats/DocumentState.h"
#include "xml/XmlDocument.h"

#include <QJsonObject>
#include <QStringList>

#include <memory>
#include <vector>

namespace kinedit {
class Format;
namespace kin {
class Model;
struct Data;
}  // namespace kin
class NameIndex;
}  // namespace kinedit

namespace kinedit::lsp {

class LspDocument {
public:
    LspDocument(QString uri, QString path, int version, QString text, std::shared_ptr<const MeshFactsSource> meshes = nullptr);
    ~LspDocument();

    const QString& uri() const { return m_uri; }
    const QString& path() const { return m_path; }
    int version() const { return m_version; }
    const QString& text() const { return m_text; }

    // An incremental change (range given) or the whole text. False if the
    // range is not in the text (the change is then not applied).
    bool change(const QJsonObject& contentChange);
    void setVersion(int v) { m_version = v; }

    // The document check (checkDocument) of the text, if it changed since
    // the last one (or force): what `kinedit-cli validate` reports.
    void check(bool force = false);
    const XmlDocument* doc() const { return m_doc.get(); }
    const Format* format() const { return m_check.format; }
    const Diagnostics& diagnostics() const { return m_check.diagnostics; }
    const QStringList& filesRead() const { return m_check.filesRead; }
    // What the formats keep of this document between its checks.
    DocumentState* state() const { return m_state.get(); }
    // The kinematic model, and its state at the file's configuration (null without one).
    const kin::Model* model();
    const kin::Data* data();
    // The names it and its includes define and refer to (built on demand),
    // with those of the open files that include it (an MJCF fragment's
    // classes are its includer's).
    const NameIndex& names();
    void setIncluders(const QStringList& paths, quint64 generation);

    // ---- positions
    QJsonObject position(qint64 byteOffset) const;         // LSP position of a byte of doc()
    QJsonObject range(qint64 from, qint64 to) const;       // LSP range of bytes [from, to)
    QJsonObject position(int line, int column) const;      // of a Diagnostic's 1-based line and column (characters)
    qint64 byteOffset(const QJsonObject& position) const;  // -1 outside the text
    int index(const QJsonObject& position) const;          // into text(); -1 outside

private:
    void reindex();
    int indexOfByte(qint64 byteOffset) const;

    QString m_uri, m_path;
    int m_version = 0;
    QString m_text;
    QByteArray m_bytes;               // m_text in UTF-8: what doc() parsed
    std::vector<int> m_lineStarts;    // per line: index into m_text
    std::vector<qint64> m_lineBytes;  // per line: offset into m_bytes
    bool m_dirty = true;
    std::unique_ptr<XmlDocument> m_doc;
    DocumentCheck m_check;  // of m_doc
    std::shared_ptr<DocumentState> m_state = std::make_shared<DocumentState>();
    std::shared_ptr<const MeshFactsSource> m_meshes;  // for the plausibility checks
    QStringList m_includers;
    quint64 m_includersGeneration = 0;
    std::unique_ptr<NameIndex> m_names;
};

// file:// URIs and paths.
QString uriToPath(const QString& uri);
QString pathToUri(const QString& path);
// An LSP Location: the point at a 1-based line and column of a file (not
// open: its columns taken as UTF-16 units).
QJsonObject fileLocation(const QString& file, int line, int column);

}  // namespace kinedit::lsp
