// The lossless XML tree. Every node keeps the exact bytes it was read from,
// split into the pieces an edit may replace (an attribute's value, a text
// run, a tag's tail), so that writing the tree is a plain concatenation:
// an unedited document writes back byte for byte, and an edit changes only
// the bytes of the pieces it touched.
//
// Offsets are byte offsets into the document's current text; they are set
// by the parser and refreshed by XmlDocument after edits (see
// XmlDocument::position()).
#pragma once

#include "NodeArena.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace kinedit {

class XmlNode;
class XmlParentNode;
class XmlElement;
class XmlElementRange;
struct XmlAttribute;

// A node's children and an element's attributes, in the node arena.
using XmlChildren = std::vector<std::unique_ptr<XmlNode>, nodearena::Allocator<std::unique_ptr<XmlNode>>>;
using XmlAttributes = std::vector<XmlAttribute, nodearena::Allocator<XmlAttribute>>;

enum class XmlNodeKind {
    Document,  // the invisible top: prolog, root element(s), epilogue
    Element,
    Text,         // character data, raw with its entity references
    CData,        // <![CDATA[...]]>
    Comment,      // <!--...-->
    Instruction,  // <?target data?>
    Declaration,  // <?xml version=...?> at the very start
    Doctype,      // <!DOCTYPE ...>, internal subset included
    Unparsed,     // bytes that are not well-formed markup, kept as written
};

class XmlNode {
public:
    explicit XmlNode(XmlNodeKind kind) : m_kind(kind) {}
    virtual ~XmlNode() = default;
    XmlNode(const XmlNode&) = delete;
    XmlNode& operator=(const XmlNode&) = delete;

    // Nodes live in the node arena (NodeArena.h), not each in its own malloc.
    static void* operator new(std::size_t size) { return nodearena::allocate(size); }
    static void operator delete(void* p, std::size_t size) noexcept { nodearena::release(p, size); }

    XmlNodeKind kind() const { return m_kind; }
    bool isElement() const { return m_kind == XmlNodeKind::Element; }
    XmlParentNode* parent() const { return m_parent; }
    // The parent if it is an element, else null (top-level nodes).
    XmlElement* parentElement() const;
    int indexInParent() const;

    qint64 offset() const { return m_offset; }

    // Appends this node's bytes (and its children's) to out; if assign is set,
    // records each piece's offset on the way (XmlDocument's reindex).
    virtual void write(QByteArray& out, bool assign) = 0;
    QByteArray toBytes();

    // A deep copy, detached (no parent). Offsets are copied too.
    virtual std::unique_ptr<XmlNode> clone() const = 0;

private:
    friend class XmlParentNode;
    XmlNodeKind m_kind;
    XmlParentNode* m_parent = nullptr;

protected:
    qint64 m_offset = -1;
    friend class XmlParser;
};

// A node that is nothing but its bytes: text, CDATA, comment, instruction,
// declaration, doctype, unparsed.
class XmlLeaf final : public XmlNode {
public:
    XmlLeaf(XmlNodeKind kind, QByteArray raw);
    // A Text node whose decoded text is already known (the parser's path,
    // which knows the document's entities).
    XmlLeaf(QByteArray raw, QString decodedText);
    // A Text node holding text, escaped.
    static std::unique_ptr<XmlLeaf> makeText(const QString& text);

    const QByteArray& raw() const { return m_raw; }
    // Replaces the bytes; a Text node's text is decoded again.
    void setRaw(QByteArray raw);

    // Text: the decoded characters (references expanded). CData: the
    // contents. Comment: the text between <!-- and -->. Others: raw as text.
    QString text() const;
    bool isWhitespace() const;  // only " \t\r\n" (Text nodes)

    void write(QByteArray& out, bool assign) override;
    std::unique_ptr<XmlNode> clone() const override;

private:
    QByteArray m_raw;
    QString m_text;  // Text: decoded characters; otherwise unused
};

class XmlParentNode : public XmlNode {
public:
    using XmlNode::XmlNode;

    int childCount() const { return int(m_children.size()); }
    XmlNode* child(int i) const { return m_children[size_t(i)].get(); }
    const XmlChildren& children() const { return m_children; }

    // Element children only, in order: a copy, safe to hold while the
    // children change.
    std::vector<XmlElement*> childElements() const;
    std::vector<XmlElement*> childElements(QStringView name) const;
    // The same as a view of the live children, without allocating (readers'
    // loops); the children must not change while it is walked.
    XmlElementRange elements() const;
    XmlElementRange elements(QStringView name) const;
    XmlElement* firstChildElement(QStringView name = {}) const;
    int childElementCount() const;

    // Structural primitives. XmlDocument wraps them with change signals; call
    // these directly only on nodes not (yet) in a document.
    void insertChild(int index, std::unique_ptr<XmlNode> node);
    void appendChild(std::unique_ptr<XmlNode> node) { insertChild(childCount(), std::move(node)); }
    std::unique_ptr<XmlNode> takeChild(int index);

protected:
    void writeChildren(QByteArray& out, bool assign);
    void cloneChildrenInto(XmlParentNode& copy) const;
    XmlChildren m_children;

private:
    friend class XmlDocument;
    // XmlDocument::pathOf's stamp when it last numbered these children's
    // m_sameNameIndex (stamps are unique across documents: nodes move).
    mutable quint64 m_childrenNumbered = 0;
};

// An attribute exactly as written: lead + name + eq + quote + rawValue + quote.
struct XmlAttribute {
    // Defaults are literals (static data): the parser replaces them, and a
    // default that allocated cost two allocations per attribute read.
    QByteArray lead = QByteArrayLiteral(" ");  // whitespace before the name
    QString name;
    QByteArray eq = QByteArrayLiteral("=");  // '=' with any whitespace around it
    char quote = '"';
    QByteArray rawValue;  // between the quotes, references unexpanded
    QString value;        // decoded and normalised (XML 1.0 section 3.3.3)
    qint64 nameOffset = -1;
    qint64 valueOffset = -1;  // offset of the first byte after the opening quote

    // A new attribute with the given value, escaped for the given quote.
    static XmlAttribute make(const QString& name, const QString& value, char quote = '"');
    // Replaces the value, keeping lead, eq and quote.
    void setValue(const QString& v);
    void write(QByteArray& out, bool assign);
    bool sameBytes(const XmlAttribute& o) const {
        return lead == o.lead && name == o.name && eq == o.eq && quote == o.quote && rawValue == o.rawValue;
    }
};

class XmlElement final : public XmlParentNode {
public:
    explicit XmlElement(QString name) : XmlParentNode(XmlNodeKind::Element), m_name(std::move(name)) {}

    const QString& name() const { return m_name; }

    int attributeCount() const { return int(m_attrs.size()); }
    const XmlAttribute& attributeAt(int i) const { return m_attrs[size_t(i)]; }
    const XmlAttributes& attributes() const { return m_attrs; }
    int attributeIndex(QStringView name) const;  // -1 if absent
    bool hasAttribute(QStringView name) const { return attributeIndex(name) >= 0; }
    QString attribute(QStringView name, const QString& fallback = {}) const;
    const XmlAttribute* findAttribute(QStringView name) const;

    // The start tag's end as written: whitespace, then ">" or "/>". Bytes that
    // could not be parsed as attributes are kept here too.
    const QByteArray& startTail() const { return m_startTail; }
    // The end tag as written ("</name>", "</name >"); empty for <name/> and
    // for an element the file never closed.
    const QByteArray& endTag() const { return m_endTag; }
    bool isSelfClosing() const { return m_startTail.endsWith("/>"); }

    // Concatenated decoded text of the direct Text and CData children.
    QString text() const;

    // Primitives (XmlDocument wraps them with change signals).
    void insertAttribute(int index, XmlAttribute a) { m_attrs.insert(m_attrs.begin() + index, std::move(a)); }
    XmlAttribute takeAttribute(int index);
    XmlAttribute replaceAttribute(int index, XmlAttribute a);
    void setTagEnds(QByteArray startTail, QByteArray endTag) {
        m_startTail = std::move(startTail);
        m_endTag = std::move(endTag);
    }

    qint64 endTagOffset() const { return m_endTagOffset; }  // -1 without an end tag
    qint64 endOffset() const { return m_endOffset; }        // one past the element's last byte

    void write(QByteArray& out, bool assign) override;
    std::unique_ptr<XmlNode> clone() const override;

private:
    friend class XmlParser;
    friend class XmlDocument;
    QString m_name;
    XmlAttributes m_attrs;
    QByteArray m_startTail = QByteArrayLiteral(">");
    QByteArray m_endTag;
    qint64 m_endTagOffset = -1;
    qint64 m_endOffset = -1;
    mutable int m_sameNameIndex = 0;  // 1-based among same-named siblings (XmlDocument::pathOf)
};

// The invisible top node of a document.
class XmlElementRange {
public:
    using Children = XmlChildren;
    class iterator {
    public:
        iterator(Children::const_iterator at, Children::const_iterator end, const QStringView* name) : m_at(at), m_end(end), m_name(name) {
            skip();
        }
        XmlElement* operator*() const { return static_cast<XmlElement*>(m_at->get()); }
        iterator& operator++() {
            ++m_at;
            skip();
            return *this;
        }
        bool operator==(const iterator& o) const { return m_at == o.m_at; }
        bool operator!=(const iterator& o) const { return m_at != o.m_at; }

    private:
        void skip() {
            while (m_at != m_end && !((*m_at)->isElement() && (!m_name || static_cast<const XmlElement*>(m_at->get())->name() == *m_name)))
                ++m_at;
        }
        Children::const_iterator m_at, m_end;
        const QStringView* m_name;  // null: every element
    };
    XmlElementRange(const Children& children, std::optional<QStringView> name) : m_children(&children), m_name(name) {}
    iterator begin() const { return {m_children->begin(), m_children->end(), m_name ? &*m_name : nullptr}; }
    iterator end() const { return {m_children->end(), m_children->end(), nullptr}; }

private:
    const Children* m_children;
    std::optional<QStringView> m_name;
};

inline XmlElementRange XmlParentNode::elements() const { return {m_children, std::nullopt}; }
inline XmlElementRange XmlParentNode::elements(QStringView name) const { return {m_children, name}; }

class XmlDocumentNode final : public XmlParentNode {
public:
    XmlDocumentNode() : XmlParentNode(XmlNodeKind::Document) {}
    QByteArray bom;  // a UTF-8 byte order mark, if the file had one
    void write(QByteArray& out, bool assign) override;
    std::unique_ptr<XmlNode> clone() const override;
};

// XPath-like location of an element: /robot/bracket[2]/output[1]. The index
// counts same-named element siblings from 1; the root has none.
QString elementPath(const XmlElement* e);
// The element at such a path under top (null if there is none).
XmlElement* elementByPath(const XmlDocumentNode* top, QStringView path);

// A node's child indices from the document's top. Unlike a pointer, it
// still finds the node after the same text is parsed again (undo commands
// keep these across the source view's re-parses).
using NodePath = std::vector<int>;
NodePath nodePath(const XmlNode* n);
XmlNode* nodeAt(const XmlDocumentNode* top, const NodePath& path);

}  // namespace kinedit
