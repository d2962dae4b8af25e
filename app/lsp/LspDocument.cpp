#include "LspDocument.h"

#include "names/NameIndex.h"

#include "formats/Format.h"
#include "kinematics/Data.h"
#include "kinematics/Kinematics.h"
#include "kinematics/Model.h"

#include <QFileInfo>
#include <QUrl>

#include <algorithm>

namespace kinedit::lsp {

QString uriToPath(const QString& uri) {
    const QUrl url(uri);
    return url.isLocalFile() ? url.toLocalFile() : uri;
}

QString pathToUri(const QString& path) { return QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded); }

QJsonObject fileLocation(const QString& file, int line, int column) {
    const QJsonObject p{{QStringLiteral("line"), std::max(0, line - 1)}, {QStringLiteral("character"), std::max(0, column - 1)}};
    return {{QStringLiteral("uri"), pathToUri(QFileInfo(file).absoluteFilePath())},
            {QStringLiteral("range"), QJsonObject{{QStringLiteral("start"), p}, {QStringLiteral("end"), p}}}};
}

LspDocument::LspDocument(QString uri, QString path, int version, QString text, std::shared_ptr<const MeshFactsSource> meshes)
    : m_uri(std::move(uri)), m_path(std::move(path)), m_version(version), m_text(std::move(text)), m_meshes(std::move(meshes)) {
    reindex();
}

LspDocument::~LspDocument() = default;

void LspDocument::reindex() {
    m_bytes = m_text.toUtf8();
    m_lineStarts.assign(1, 0);
    m_lineBytes.assign(1, 0);
    qint64 bytes = 0;
    for (int i = 0; i < m_text.size(); ++i) {
        const char16_t c = m_text[i].unicode();
        bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : QChar::isSurrogate(c) ? 2 : 3;  // a surrogate pair is 4 bytes
        if (c == u'\n') {
            m_lineStarts.push_back(i + 1);
            m_lineBytes.push_back(bytes);
        }
    }
    m_dirty = true;
}

bool LspDocument::change(const QJsonObject& c) {
    if (!c.contains(QStringLiteral("range"))) {
        m_text = c.value(QStringLiteral("text")).toString();
        reindex();
        return true;
    }
    const QJsonObject r = c.value(QStringLiteral("range")).toObject();
    const int from = index(r.value(QStringLiteral("start")).toObject());
    const int to = index(r.value(QStringLiteral("end")).toObject());
    if (from < 0 || to < from) return false;
    m_text.replace(from, to - from, c.value(QStringLiteral("text")).toString());
    reindex();
    return true;
}

void LspDocument::check(bool force) {
    if (!m_dirty && !force) return;
    m_dirty = false;
    m_names.reset();
    m_check = {};
    Diagnostics read;
    m_doc = XmlDocument::fromBytes(m_bytes, m_path, &read);
    if (!m_doc) {  // refused: the reader's diagnostics say why
        m_check.diagnostics = std::move(read);
        return;
    }
    m_check = checkDocument(*m_doc, {.state = m_state, .filesRead = true, .meshes = m_meshes});
}

const kin::Model* LspDocument::model() {
    check();
    return m_check.model.get();
}

const NameIndex& LspDocument::names() {
    check();
    if (!m_names) {
        m_names = m_doc && m_check.format ? std::make_unique<NameIndex>(*m_check.format, *m_doc, m_check.filesRead + m_includers)
                                          : std::make_unique<NameIndex>();
    }
    return *m_names;
}

void LspDocument::setIncluders(const QStringList& paths, quint64 generation) {
    // The includers' names change with their text: built again after any change.
    if (paths == m_includers && (paths.isEmpty() || generation == m_includersGeneration)) return;
    m_includers = paths;
    m_includersGeneration = generation;
    m_names.reset();
}

const kin::Data* LspDocument::data() {
    check();
    return m_check.data.get();
}

int LspDocument::indexOfByte(qint64 byteOffset) const {
    byteOffset = std::clamp<qint64>(byteOffset, 0, m_bytes.size());
    const auto it = std::upper_bound(m_lineBytes.begin(), m_lineBytes.end(), byteOffset);
    const size_t line = size_t(std::distance(m_lineBytes.begin(), it)) - 1;
    const qint64 start = m_lineBytes[line];
    return m_lineStarts[line] + int(QString::fromUtf8(m_bytes.constData() + start, byteOffset - start).size());
}

QJsonObject LspDocument::position(qint64 byteOffset) const {
    const int i = indexOfByte(byteOffset);
    const auto it = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), i);
    const int line = int(std::distance(m_lineStarts.begin(), it)) - 1;
    return {{QStringLiteral("line"), line}, {QStringLiteral("character"), i - m_lineStarts[size_t(line)]}};
}

QJsonObject LspDocument::range(qint64 from, qint64 to) const {
    return {{QStringLiteral("start"), position(from)}, {QStringLiteral("end"), position(std::max(from, to))}};
}

QJsonObject LspDocument::position(int line, int column) const {
    const int l = std::clamp(line - 1, 0, int(m_lineStarts.size()) - 1);
    const int start = m_lineStarts[size_t(l)];
    const int end = l + 1 < int(m_lineStarts.size()) ? m_lineStarts[size_t(l) + 1] - 1 : int(m_text.size());
    int i = start;
    for (int c = 1; c < column && i < end; ++c)  // columns count characters; LSP counts UTF-16 units
        i += m_text[i].isHighSurrogate() && i + 1 < end ? 2 : 1;
    return {{QStringLiteral("line"), l}, {QStringLiteral("character"), i - start}};
}

int LspDocument::index(const QJsonObject& p) const {
    const int line = p.value(QStringLiteral("line")).toInt(-1);
    const int character = p.value(QStringLiteral("character")).toInt(-1);
    if (line < 0 || character < 0) return -1;
    if (line >= int(m_lineStarts.size())) return line == int(m_lineStarts.size()) && character == 0 ? int(m_text.size()) : -1;
    const int start = m_lineStarts[size_t(line)];
    const int end = line + 1 < int(m_lineStarts.size()) ? m_lineStarts[size_t(line) + 1] - 1 : int(m_text.size());
    const int last = end > start && m_text[end - 1] == u'\r' ? end - 1 : end;  // before a CRLF's \r
    return std::min(start + character, last);                                  // past the line's end: its end (as LSP says)
}

qint64 LspDocument::byteOffset(const QJsonObject& p) const {
    const int i = index(p);
    if (i < 0) return -1;
    const auto it = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), i);
    const size_t line = size_t(std::distance(m_lineStarts.begin(), it)) - 1;
    return m_lineBytes[line] + QStringView(m_text).mid(m_lineStarts[line], i - m_lineStarts[line]).toUtf8().size();
}

}  // namespace kinedit::lsp
