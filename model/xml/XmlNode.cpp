#include "XmlNode.h"

#include "XmlEscape.h"

#include <algorithm>

namespace kinedit {

// ---- XmlNode ---------------------------------------------------------------

XmlElement* XmlNode::parentElement() const { return m_parent && m_parent->isElement() ? static_cast<XmlElement*>(m_parent) : nullptr; }

int XmlNode::indexInParent() const {
    if (!m_parent) return -1;
    const auto& kids = m_parent->children();
    for (size_t i = 0; i < kids.size(); ++i)
        if (kids[i].get() == this) return int(i);
    return -1;
}

QByteArray XmlNode::toBytes() {
    QByteArray out;
    write(out, false);
    return out;
}

// ---- XmlLeaf ---------------------------------------------------------------

XmlLeaf::XmlLeaf(XmlNodeKind kind, QByteArray raw) : XmlNode(kind), m_raw(std::move(raw)) {
    if (kind == XmlNodeKind::Text) m_text = xmlDecode(m_raw, false);
}

XmlLeaf::XmlLeaf(QByteArray raw, QString decodedText) : XmlNode(XmlNodeKind::Text), m_raw(std::move(raw)), m_text(std::move(decodedText)) {}

std::unique_ptr<XmlLeaf> XmlLeaf::makeText(const QString& text) { return std::make_unique<XmlLeaf>(xmlEscapeText(text), text); }

void XmlLeaf::setRaw(QByteArray raw) {
    m_raw = std::move(raw);
    if (kind() == XmlNodeKind::Text) m_text = xmlDecode(m_raw, false);
}

QString XmlLeaf::text() const {
    switch (kind()) {
    case XmlNodeKind::Text: return m_text;
    case XmlNodeKind::CData:
        if (m_raw.startsWith("<![CDATA[") && m_raw.endsWith("]]>")) return QString::fromUtf8(m_raw.mid(9, m_raw.size() - 12));
        break;
    case XmlNodeKind::Comment:
        if (m_raw.startsWith("<!--") && m_raw.endsWith("-->") && m_raw.size() >= 7)
            return QString::fromUtf8(m_raw.mid(4, m_raw.size() - 7));
        break;
    default: break;
    }
    return QString::fromUtf8(m_raw);
}

bool XmlLeaf::isWhitespace() const {
    return std::all_of(m_raw.begin(), m_raw.end(), [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; });
}

void XmlLeaf::write(QByteArray& out, bool assign) {
    if (assign) m_offset = out.size();
    out += m_raw;
}

std::unique_ptr<XmlNode> XmlLeaf::clone() const {
    auto copy = kind() == XmlNodeKind::Text ? std::make_unique<XmlLeaf>(m_raw, m_text) : std::make_unique<XmlLeaf>(kind(), m_raw);
    copy->m_offset = m_offset;
    return copy;
}

// ---- XmlParentNode ---------------------------------------------------------

std::vector<XmlElement*> XmlParentNode::childElements() const {
    std::vector<XmlElement*> out;
    for (const auto& c : m_children)
        if (c->isElement()) out.push_back(static_cast<XmlElement*>(c.get()));
    return out;
}

std::vector<XmlElement*> XmlParentNode::childElements(QStringView name) const {
    std::vector<XmlElement*> out;
    for (const auto& c : m_children)
        if (c->isElement() && static_cast<XmlElement*>(c.get())->name() == name) out.push_back(static_cast<XmlElement*>(c.get()));
    return out;
}

XmlElement* XmlParentNode::firstChildElement(QStringView name) const {
    for (const auto& c : m_children) {
        if (!c->isElement()) continue;
        auto* e = static_cast<XmlElement*>(c.get());
        if (name.isEmpty() || (e->name().size() == name.size() && e->name() == name)) return e;  // the size first: not a call
    }
    return nullptr;
}

int XmlParentNode::childElementCount() const {
    return int(std::count_if(m_children.begin(), m_children.end(), [](const auto& c) { return c->isElement(); }));
}

void XmlParentNode::insertChild(int index, std::unique_ptr<XmlNode> node) {
    node->m_parent = this;
    m_children.insert(m_children.begin() + index, std::move(node));
}

std::unique_ptr<XmlNode> XmlParentNode::takeChild(int index) {
    std::unique_ptr<XmlNode> node = std::move(m_children[size_t(index)]);
    m_children.erase(m_children.begin() + index);
    node->m_parent = nullptr;
    return node;
}

void XmlParentNode::writeChildren(QByteArray& out, bool assign) {
    for (auto& c : m_children) c->write(out, assign);
}

void XmlParentNode::cloneChildrenInto(XmlParentNode& copy) const {
    for (const auto& c : m_children) copy.appendChild(c->clone());
}

// ---- XmlAttribute ----------------------------------------------------------

XmlAttribute XmlAttribute::make(const QString& name, const QString& value, char quote) {
    XmlAttribute a;
    a.name = name;
    a.quote = quote;
    a.setValue(value);
    return a;
}

void XmlAttribute::setValue(const QString& v) {
    value = v;
    rawValue = xmlEscapeAttribute(v, quote);
}

void XmlAttribute::write(QByteArray& out, bool assign) {
    out += lead;
    if (assign) nameOffset = out.size();
    out += name.toUtf8();
    out += eq;
    out += quote;
    if (assign) valueOffset = out.size();
    out += rawValue;
    out += quote;
}

// ---- XmlElement ------------------------------------------------------------

int XmlElement::attributeIndex(QStringView name) const {
    for (size_t i = 0; i < m_attrs.size(); ++i)
        if (m_attrs[i].name.size() == name.size() && m_attrs[i].name == name) return int(i);  // the size first: not a call
    return -1;
}

QString XmlElement::attribute(QStringView name, const QString& fallback) const {
    const int i = attributeIndex(name);
    return i < 0 ? fallback : m_attrs[size_t(i)].value;
}

const XmlAttribute* XmlElement::findAttribute(QStringView name) const {
    const int i = attributeIndex(name);
    return i < 0 ? nullptr : &m_attrs[size_t(i)];
}

QString XmlElement::text() const {
    QString out;
    for (const auto& c : m_children)
        if (c->kind() == XmlNodeKind::Text || c->kind() == XmlNodeKind::CData) out += static_cast<const XmlLeaf*>(c.get())->text();
    return out;
}

XmlAttribute XmlElement::takeAttribute(int index) {
    XmlAttribute a = std::move(m_attrs[size_t(index)]);
    m_attrs.erase(m_attrs.begin() + index);
    return a;
}

XmlAttribute XmlElement::replaceAttribute(int index, XmlAttribute a) {
    std::swap(m_attrs[size_t(index)], a);
    return a;
}

void XmlElement::write(QByteArray& out, bool assign) {
    if (assign) m_offset = out.size();
    out += '<';
    out += m_name.toUtf8();
    for (auto& a : m_attrs) a.write(out, assign);
    out += m_startTail;
    writeChildren(out, assign);
    if (assign) m_endTagOffset = m_endTag.isEmpty() ? -1 : out.size();
    out += m_endTag;
    if (assign) m_endOffset = out.size();
}

std::unique_ptr<XmlNode> XmlElement::clone() const {
    auto copy = std::make_unique<XmlElement>(m_name);
    copy->m_attrs = m_attrs;
    copy->m_startTail = m_startTail;
    copy->m_endTag = m_endTag;
    copy->m_offset = m_offset;
    copy->m_endTagOffset = m_endTagOffset;
    copy->m_endOffset = m_endOffset;
    cloneChildrenInto(*copy);
    return copy;
}

// ---- XmlDocumentNode -------------------------------------------------------

void XmlDocumentNode::write(QByteArray& out, bool assign) {
    if (assign) m_offset = 0;
    out += bom;
    writeChildren(out, assign);
}

std::unique_ptr<XmlNode> XmlDocumentNode::clone() const {
    auto copy = std::make_unique<XmlDocumentNode>();
    copy->bom = bom;
    cloneChildrenInto(*copy);
    return copy;
}

// ---- paths -----------------------------------------------------------------

QString elementPath(const XmlElement* e) {
    QStringList parts;
    for (const XmlElement* cur = e; cur; cur = cur->parentElement()) {
        const XmlElement* up = cur->parentElement();
        if (!up) {
            parts.prepend(cur->name());
            break;
        }
        int index = 0;
        for (const auto& c : up->children()) {
            if (!c->isElement()) continue;
            const auto* sib = static_cast<const XmlElement*>(c.get());
            if (sib->name() == cur->name()) ++index;
            if (sib == cur) break;
        }
        parts.prepend(cur->name() + QLatin1Char('[') + QString::number(index) + QLatin1Char(']'));
    }
    return QLatin1Char('/') + parts.join(QLatin1Char('/'));
}

XmlElement* elementByPath(const XmlDocumentNode* top, QStringView path) {
    if (!path.startsWith(u'/')) return nullptr;
    const XmlParentNode* cur = top;
    XmlElement* found = nullptr;
    for (QStringView part : path.sliced(1).split(u'/')) {
        QStringView name = part;
        int index = 1;
        if (const qsizetype br = part.indexOf(u'['); br >= 0 && part.endsWith(u']')) {
            name = part.left(br);
            bool ok = false;
            index = part.sliced(br + 1, part.size() - br - 2).toInt(&ok);
            if (!ok) return nullptr;
        }
        found = nullptr;
        int seen = 0;
        for (const auto& c : cur->children()) {
            if (!c->isElement()) continue;
            auto* e = static_cast<XmlElement*>(c.get());
            if (e->name() == name && ++seen == index) {
                found = e;
                break;
            }
        }
        if (!found) return nullptr;
        cur = found;
    }
    return found;
}

NodePath nodePath(const XmlNode* n) {
    NodePath path;
    for (; n && n->parent(); n = n->parent()) path.insert(path.begin(), n->indexInParent());
    return path;
}

XmlNode* nodeAt(const XmlDocumentNode* top, const NodePath& path) {
    const XmlNode* cur = top;
    for (int i : path) {
        if (cur->kind() != XmlNodeKind::Document && !cur->isElement()) return nullptr;
        const auto* p = static_cast<const XmlParentNode*>(cur);
        if (i < 0 || i >= p->childCount()) return nullptr;
        cur = p->child(i);
    }
    return const_cast<XmlNode*>(cur);
}

}  // namespace kinedit
