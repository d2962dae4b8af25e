// A loaded XML file: the lossless tree, the diagnostics of reading it, and
// the edit primitives. Every change to a document in the program goes
// through these primitives, which emit Qt's model/view-style signals, so
// the editor's views and undo stack stay in step with the tree.
//
// Each primitive returns what it replaced, so an undo command can put the
// exact bytes back: undoing every edit gives back the original file.
#pragma once

#include "LineIndex.h"
#include "XmlNode.h"
#include "XmlParser.h"

#include <QObject>

#include <memory>
#include <string>

namespace kinedit {

class XmlDocument : public QObject {
    Q_OBJECT
public:
    // Reads and parses a file. Returns null only when the file cannot be read
    // or is refused (size, entities); diagnostics then say why.
    static std::unique_ptr<XmlDocument> load(const QString& path, Diagnostics* diagnostics, const XmlLimits& limits = {});
    // Parses bytes as if read from fileName (which is only used in messages
    // and to resolve relative paths).
    static std::unique_ptr<XmlDocument> fromBytes(const QByteArray& bytes, const QString& fileName, Diagnostics* diagnostics,
                                                  const XmlLimits& limits = {});
    // A document over a tree built in memory (a generated document, such as
    // xacro's expansion), without parsing its text again: bytes must be what
    // top->write(bytes, true) wrote, which also set every node's offset. No
    // parse diagnostics, no entities.
    static std::unique_ptr<XmlDocument> fromTree(std::unique_ptr<XmlDocumentNode> top, const QByteArray& bytes, const QString& fileName);
    ~XmlDocument() override;

    const QString& fileName() const { return m_fileName; }
    // The same as UTF-8, converted once (every located visual copies it).
    const std::string& fileNameUtf8() const { return m_fileNameUtf8; }
    void setFileName(const QString& f) {
        m_fileName = f;
        m_fileNameUtf8 = f.toStdString();
    }

    XmlDocumentNode* top() const { return m_top.get(); }
    // The first top-level element (null if the file has none).
    XmlElement* root() const;
    const XmlEntityTable& entities() const { return m_entities; }

    // Diagnostics of reading the current text (well-formedness).
    const Diagnostics& parseDiagnostics() const { return m_parseDiagnostics; }
    bool isWellFormed() const { return !hasErrors(m_parseDiagnostics); }

    // The document's current text (cached; rebuilt after edits).
    QByteArray toBytes() const;
    // Line and column of a byte offset in the current text.
    SourcePos position(qint64 offset) const;
    SourcePos position(const XmlNode* node) const { return position(node->offset()); }
    // The byte offset of a 1-based line and column; -1 when out of range.
    qint64 offset(int line, int column) const;
    // Where an attribute's value starts, or a character inside it (index into
    // the decoded value; valid when no reference precedes it).
    SourcePos valuePosition(const XmlElement* e, int attributeIndex, int charIndex = 0) const;
    // The element whose start tag or content holds this byte offset.
    XmlElement* elementAt(qint64 offset) const;
    // elementPath(e) for an element of this document, in time proportional
    // to its depth: the positions among same-named siblings are counted once
    // per change of the tree, for the whole tree (elementPath alone counts
    // them for each call, which made locating 20,000 sibling elements
    // quadratic). Valid already in the signals of an insert or a removal.
    QString pathOf(const XmlElement* e) const;
    // Whether some element's name is prefix:name (<xacro:macro> for
    // "xacro"). Known from the parse while the tree has not changed since
    // (format detection asks it of every file opened); after a change, the
    // tree is walked.
    bool usesElementPrefix(QStringView prefix) const;

    // Increments on every change.
    quint64 revision() const { return m_revision; }
    // Unique among the documents of the process (revision() starts at 0 for
    // each): with revision(), names one state of one document.
    quint64 serial() const { return m_serial; }

    // ---- edit primitives (each emits signals and returns the old state)
    XmlAttribute replaceAttribute(XmlElement* e, int index, XmlAttribute a);
    void insertAttribute(XmlElement* e, int index, XmlAttribute a);
    XmlAttribute takeAttribute(XmlElement* e, int index);
    void insertNode(XmlParentNode* parent, int index, std::unique_ptr<XmlNode> node);
    std::unique_ptr<XmlNode> takeNode(XmlParentNode* parent, int index);
    // Sets the start tag's tail and the end tag; returns the old pair.
    std::pair<QByteArray, QByteArray> setTagEnds(XmlElement* e, QByteArray startTail, QByteArray endTag);
    QByteArray setLeafRaw(XmlLeaf* leaf, QByteArray raw);
    // The parsed state a resetText() replaces, to be put back exactly by
    // restore(): the same nodes, not a parse of the same bytes, because
    // edits can leave node boundaries a parse would not (two adjacent text
    // nodes), and undo commands address nodes by index.
    struct Snapshot {
        std::unique_ptr<XmlDocumentNode> top;
        XmlEntityTable entities;
        Diagnostics parseDiagnostics;
    };
    // Replaces the whole text (the source view): the tree is parsed anew.
    // Returns the state it replaced.
    Snapshot resetText(const QByteArray& bytes);
    void restore(Snapshot state);

    // ---- conveniences built on the primitives
    // Sets or adds an attribute, keeping the quote and spacing of an existing one.
    void setAttribute(XmlElement* e, const QString& name, const QString& value);

signals:
    void attributeChanged(kinedit::XmlElement* element, int index);
    void attributesChanged(kinedit::XmlElement* element);  // inserted or removed
    // node is the node about to be inserted at index (not yet in parent).
    void nodeAboutToBeInserted(kinedit::XmlParentNode* parent, int index, const kinedit::XmlNode* node);
    void nodeInserted(kinedit::XmlParentNode* parent, int index);
    void nodeAboutToBeRemoved(kinedit::XmlParentNode* parent, int index);
    void nodeRemoved(kinedit::XmlParentNode* parent, int index);
    void tagChanged(kinedit::XmlElement* element);
    void leafChanged(kinedit::XmlLeaf* leaf);
    void aboutToReset();
    void reset();
    // After any of the above.
    void changed();

private:
    XmlDocument() = default;
    void adopt(XmlParseResult result, const QByteArray& bytes);
    void touch();
    void reindex() const;

    QString m_fileName;
    std::string m_fileNameUtf8;
    XmlLimits m_limits;
    std::unique_ptr<XmlDocumentNode> m_top;
    XmlEntityTable m_entities;
    Diagnostics m_parseDiagnostics;
    quint64 m_revision = 0;
    quint64 m_serial = nextSerial();
    static quint64 nextSerial();

    mutable bool m_dirty = false;
    mutable quint64 m_sameNameRevision = ~quint64(0);  // m_revision when m_pathStamp was taken
    mutable quint64 m_pathStamp = 0;                   // children numbered under it are current (pathOf)
    mutable QByteArray m_bytes;
    mutable LineIndex m_lines;
    std::optional<QStringList> m_elementPrefixes;  // from the parse (usesElementPrefix)
    quint64 m_prefixesRevision = 0;                // m_revision when they were current
};

}  // namespace kinedit
