#include "XmlDocument.h"

#include <atomic>

#include "XmlCodes.h"
#include "io/FileReader.h"

#include <QVarLengthArray>

namespace kinedit {

XmlDocument::~XmlDocument() = default;

quint64 XmlDocument::nextSerial() {
    static std::atomic<quint64> next{1};
    return next++;
}

std::unique_ptr<XmlDocument> XmlDocument::load(const QString& path, Diagnostics* diagnostics, const XmlLimits& limits) {
    QByteArray bytes;
    const FileReadResult r = readRegularFile(path, limits.maxBytes, bytes);
    if (!r.ok) {
        if (diagnostics) {
            Diagnostic d;
            d.code = QString::fromLatin1(r.tooLarge ? code::TooLarge : code::Unreadable);
            d.message = r.message;
            d.file = path;
            diagnostics->append(d);
        }
        return nullptr;
    }
    return fromBytes(bytes, path, diagnostics, limits);
}

std::unique_ptr<XmlDocument> XmlDocument::fromBytes(const QByteArray& bytes, const QString& fileName, Diagnostics* diagnostics,
                                                    const XmlLimits& limits) {
    XmlParseResult result = parseXml(bytes, fileName, limits);
    if (diagnostics) diagnostics->append(result.diagnostics);
    if (result.fatal) return nullptr;
    std::unique_ptr<XmlDocument> doc(new XmlDocument);
    doc->setFileName(fileName);
    doc->m_limits = limits;
    doc->adopt(std::move(result), bytes);
    return doc;
}

std::unique_ptr<XmlDocument> XmlDocument::fromTree(std::unique_ptr<XmlDocumentNode> top, const QByteArray& bytes, const QString& fileName) {
    std::unique_ptr<XmlDocument> doc(new XmlDocument);
    doc->setFileName(fileName);
    XmlParseResult result;
    result.root = std::move(top);
    doc->adopt(std::move(result), bytes);
    return doc;
}

void XmlDocument::adopt(XmlParseResult result, const QByteArray& bytes) {
    m_top = std::move(result.root);
    m_entities = std::move(result.entities);
    m_parseDiagnostics = std::move(result.diagnostics);
    m_elementPrefixes = std::move(result.elementPrefixes);
    m_prefixesRevision = m_revision;
    m_bytes = bytes;
    m_lines.reset(m_bytes);
    m_dirty = false;
}

XmlElement* XmlDocument::root() const { return m_top ? m_top->firstChildElement() : nullptr; }

QString XmlDocument::pathOf(const XmlElement* e) const {
    // Same-name indices are numbered per parent, when a path first goes
    // through it, and kept until the document changes: a robot's visuals
    // number the root's children and their own links', not the whole tree.
    if (m_sameNameRevision != m_revision) {
        static std::atomic<quint64> nextStamp{1};
        m_pathStamp = nextStamp++;
        m_sameNameRevision = m_revision;
    }
    auto numberChildren = [this](const XmlParentNode* p) {
        if (p->m_childrenNumbered == m_pathStamp) return;
        p->m_childrenNumbered = m_pathStamp;
        // Counts per name: a short list (most parents have a few distinct
        // names), a hash only past 32 of them.
        std::vector<std::pair<const QString*, int>> few;
        QHash<QString, int> many;
        for (const XmlElement* el : p->elements()) {
            const QString& name = el->name();
            int* k = nullptr;
            if (!many.isEmpty()) {
                k = &many[name];
            } else {
                for (auto& [n, c] : few)
                    if (*n == name) {
                        k = &c;
                        break;
                    }
                if (!k && few.size() < 32) k = &few.emplace_back(&name, 0).second;
                if (!k) {
                    for (const auto& [n, c] : few) many.insert(*n, c);
                    k = &many[name];
                }
            }
            el->m_sameNameIndex = ++*k;
        }
    };
    // "/root/child[i]/...": the chain up to the root, then written top down
    // into one string (paths are made for every visual and diagnostic).
    QVarLengthArray<const XmlElement*, 32> chain;
    qsizetype length = 0;
    for (const XmlElement* cur = e; cur; cur = cur->parentElement()) {
        chain.push_back(cur);
        length += cur->name().size() + 8;
    }
    if (chain.isEmpty()) return QStringLiteral("/");
    if (chain.back()->parent() != m_top.get()) return elementPath(e);  // not of this document
    QString path;
    path.reserve(length);
    for (qsizetype i = chain.size() - 2; i >= 0; --i) numberChildren(chain[i]->parent());
    for (qsizetype i = chain.size() - 1; i >= 0; --i) {
        path += QLatin1Char('/');
        path += chain[i]->name();
        if (i == chain.size() - 1) continue;  // the root has no index
        // "[index]", written backwards into a buffer and appended at once.
        char16_t digits[14];
        int at = 14;
        digits[--at] = u']';
        for (unsigned k = unsigned(chain[i]->m_sameNameIndex); k > 0 || at == 13; k /= 10) digits[--at] = char16_t(u'0' + k % 10);
        digits[--at] = u'[';
        path.append(QStringView(digits + at, 14 - at));
    }
    return path;
}

bool XmlDocument::usesElementPrefix(QStringView prefix) const {
    if (m_elementPrefixes && m_prefixesRevision == m_revision) return m_elementPrefixes->contains(prefix);
    if (!m_top) return false;
    std::vector<const XmlParentNode*> todo{m_top.get()};
    while (!todo.empty()) {
        const XmlParentNode* parent = todo.back();
        todo.pop_back();
        for (const XmlElement* e : parent->elements()) {
            const QString& name = e->name();
            if (name.size() > prefix.size() + 1 && name.at(prefix.size()) == u':' && name.startsWith(prefix)) return true;
            todo.push_back(e);
        }
    }
    return false;
}

void XmlDocument::touch() {
    m_dirty = true;
    ++m_revision;
    emit changed();
}

void XmlDocument::reindex() const {
    if (!m_dirty) return;
    QByteArray out;
    out.reserve(m_bytes.size() + 64);
    m_top->write(out, true);
    m_bytes = out;
    m_lines.reset(m_bytes);
    m_dirty = false;
}

QByteArray XmlDocument::toBytes() const {
    reindex();
    return m_bytes;
}

SourcePos XmlDocument::position(qint64 offset) const {
    reindex();
    return m_lines.position(offset);
}

qint64 XmlDocument::offset(int line, int column) const {
    reindex();
    return m_lines.offset(line, column);
}

SourcePos XmlDocument::valuePosition(const XmlElement* e, int attributeIndex, int charIndex) const {
    reindex();
    const XmlAttribute& a = e->attributeAt(attributeIndex);
    // Walk the raw value: one decoded character per raw character, except
    // references, which count as one.
    qint64 off = a.valueOffset;
    const QByteArray& raw = a.rawValue;
    qsizetype i = 0;
    const QString prefix = a.value.left(charIndex);
    const QByteArray prefixUtf8 = prefix.toUtf8();
    if (!raw.contains('&')) {
        i = prefixUtf8.size();
    } else {
        int chars = 0;
        while (i < raw.size() && chars < charIndex) {
            if (raw[i] == '&') {
                const qsizetype semi = raw.indexOf(';', i);
                i = semi < 0 ? i + 1 : semi + 1;
            } else {
                ++i;
                while (i < raw.size() && (static_cast<unsigned char>(raw[i]) & 0xC0) == 0x80) ++i;
            }
            ++chars;
        }
    }
    return m_lines.position(off + std::min<qsizetype>(i, raw.size()));
}

XmlElement* XmlDocument::elementAt(qint64 offset) const {
    reindex();
    XmlElement* found = nullptr;
    const XmlParentNode* cur = m_top.get();
    while (cur) {
        const XmlParentNode* next = nullptr;
        for (const auto& c : cur->children()) {
            if (!c->isElement()) continue;
            auto* e = static_cast<XmlElement*>(c.get());
            if (e->offset() > offset) break;
            if (offset < e->endOffset()) {
                found = e;
                next = e;
            }
        }
        cur = next;
    }
    return found;
}

XmlAttribute XmlDocument::replaceAttribute(XmlElement* e, int index, XmlAttribute a) {
    XmlAttribute old = e->replaceAttribute(index, std::move(a));
    emit attributeChanged(e, index);
    touch();
    return old;
}

void XmlDocument::insertAttribute(XmlElement* e, int index, XmlAttribute a) {
    e->insertAttribute(index, std::move(a));
    emit attributesChanged(e);
    touch();
}

XmlAttribute XmlDocument::takeAttribute(XmlElement* e, int index) {
    XmlAttribute old = e->takeAttribute(index);
    emit attributesChanged(e);
    touch();
    return old;
}

void XmlDocument::insertNode(XmlParentNode* parent, int index, std::unique_ptr<XmlNode> node) {
    emit nodeAboutToBeInserted(parent, index, node.get());
    parent->insertChild(index, std::move(node));
    m_sameNameRevision = ~quint64(0);  // before the signal: views ask for paths in it
    emit nodeInserted(parent, index);
    touch();
}

std::unique_ptr<XmlNode> XmlDocument::takeNode(XmlParentNode* parent, int index) {
    emit nodeAboutToBeRemoved(parent, index);
    std::unique_ptr<XmlNode> node = parent->takeChild(index);
    m_sameNameRevision = ~quint64(0);
    emit nodeRemoved(parent, index);
    touch();
    return node;
}

std::pair<QByteArray, QByteArray> XmlDocument::setTagEnds(XmlElement* e, QByteArray startTail, QByteArray endTag) {
    std::pair<QByteArray, QByteArray> old{e->startTail(), e->endTag()};
    e->setTagEnds(std::move(startTail), std::move(endTag));
    emit tagChanged(e);
    touch();
    return old;
}

QByteArray XmlDocument::setLeafRaw(XmlLeaf* leaf, QByteArray raw) {
    QByteArray old = leaf->raw();
    leaf->setRaw(std::move(raw));
    emit leafChanged(leaf);
    touch();
    return old;
}

XmlDocument::Snapshot XmlDocument::resetText(const QByteArray& bytes) {
    XmlParseResult result = parseXml(bytes, m_fileName, m_limits);
    emit aboutToReset();
    if (result.fatal) {
        // Keep the text even when it is refused: an Unparsed node holds it.
        auto top = std::make_unique<XmlDocumentNode>();
        top->appendChild(std::make_unique<XmlLeaf>(XmlNodeKind::Unparsed, bytes));
        result.root = std::move(top);
    }
    Snapshot old{std::move(m_top), std::move(m_entities), std::move(m_parseDiagnostics)};
    ++m_revision;
    adopt(std::move(result), bytes);
    emit reset();
    emit changed();
    return old;
}

void XmlDocument::restore(Snapshot state) {
    emit aboutToReset();
    m_top = std::move(state.top);
    m_entities = std::move(state.entities);
    m_parseDiagnostics = std::move(state.parseDiagnostics);
    m_dirty = true;  // bytes and offsets from the restored nodes
    ++m_revision;
    emit reset();
    emit changed();
}

void XmlDocument::setAttribute(XmlElement* e, const QString& name, const QString& value) {
    const int i = e->attributeIndex(name);
    if (i >= 0) {
        XmlAttribute a = e->attributeAt(i);
        if (a.value == value) return;
        a.setValue(value);
        replaceAttribute(e, i, std::move(a));
        return;
    }
    // Follow the quote style of the element's other attributes.
    const char quote = e->attributeCount() > 0 ? e->attributeAt(0).quote : '"';
    insertAttribute(e, e->attributeCount(), XmlAttribute::make(name, value, quote));
}

}  // namespace kinedit
