#include "EditCommands.h"

#include "xml/XmlDocument.h"
#include "xml/XmlIndentation.h"

#include <QCoreApplication>

namespace kinedit {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(EditCommands)
};

XmlElement* elementAt(XmlDocument* doc, const NodePath& p) {
    XmlNode* n = nodeAt(doc->top(), p);
    return n && n->isElement() ? static_cast<XmlElement*>(n) : nullptr;
}
XmlParentNode* parentAt(XmlDocument* doc, const NodePath& p) {
    XmlNode* n = nodeAt(doc->top(), p);
    return n && (n->isElement() || n->kind() == XmlNodeKind::Document) ? static_cast<XmlParentNode*>(n) : nullptr;
}

// <e/> becomes <e></e> so that it can hold children; returns the old ends
// for undo.
std::pair<QByteArray, QByteArray> openSelfClosing(XmlDocument* doc, XmlElement* e) {
    QByteArray tail = e->startTail();
    tail.chop(2);
    while (tail.endsWith(' ')) tail.chop(1);
    return doc->setTagEnds(e, tail + '>', "</" + e->name().toUtf8() + '>');
}

// Puts element in parent as its row-th child element (-1: last), with the
// whitespace that indents it; opens a self-closing parent.
InsertElementCommand::Placement place(XmlDocument* doc, XmlParentNode* parent, int row, std::unique_ptr<XmlElement> element,
                                      const QByteArray& sourceIndent) {
    InsertElementCommand::Placement p;
    const QByteArray indent = childIndent(parent);
    const QByteArray parentIndent = parent->isElement() ? lineIndent(parent) : QByteArray();
    reindent(element.get(), sourceIndent, indent);
    const std::vector<XmlElement*> siblings = parent->childElements();
    auto ws = [](const QByteArray& indent) { return std::make_unique<XmlLeaf>(XmlNodeKind::Text, "\n" + indent); };
    if (row >= 0 && row < int(siblings.size())) {
        // Before a sibling: the element takes the sibling's indentation and
        // the sibling gets a fresh line.
        p.index = p.elementIndex = siblings[size_t(row)]->indexInParent();
        doc->insertNode(parent, p.index, std::move(element));
        doc->insertNode(parent, p.index + 1, ws(indent));
        p.count = 2;
    } else if (!siblings.empty()) {
        p.index = siblings.back()->indexInParent() + 1;
        p.elementIndex = p.index + 1;
        doc->insertNode(parent, p.index, ws(indent));
        doc->insertNode(parent, p.index + 1, std::move(element));
        p.count = 2;
    } else {
        auto* e = parent->isElement() ? static_cast<XmlElement*>(parent) : nullptr;
        const bool opens = e && e->isSelfClosing();
        if (opens) p.oldEnds = openSelfClosing(doc, e);
        const bool hasClosingLine = !opens && parent->childCount() > 0;
        p.index = 0;
        p.elementIndex = 1;
        doc->insertNode(parent, 0, ws(indent));
        doc->insertNode(parent, 1, std::move(element));
        p.count = 2;
        if (!hasClosingLine && e) {
            doc->insertNode(parent, 2, ws(parentIndent));
            p.count = 3;
        }
    }
    return p;
}

void unplace(XmlDocument* doc, XmlParentNode* parent, InsertElementCommand::Placement& p) {
    for (int i = 0; i < p.count; ++i) doc->takeNode(parent, p.index);
    if (p.oldEnds) doc->setTagEnds(static_cast<XmlElement*>(parent), p.oldEnds->first, p.oldEnds->second);
}

// Takes e and the whitespace that starts its line; returns the first index.
int takeWithIndent(XmlDocument* doc, XmlElement* e, std::vector<std::unique_ptr<XmlNode>>& out) {
    XmlParentNode* parent = e->parent();
    const int i = e->indexInParent();
    int start = i;
    if (i > 0) {
        const XmlNode* before = parent->child(i - 1);
        if (before->kind() == XmlNodeKind::Text && static_cast<const XmlLeaf*>(before)->isWhitespace()) start = i - 1;
    }
    for (int k = start; k <= i; ++k) out.push_back(doc->takeNode(parent, start));
    return start;
}

void putBack(XmlDocument* doc, XmlParentNode* parent, int index, std::vector<std::unique_ptr<XmlNode>>& nodes) {
    for (size_t k = 0; k < nodes.size(); ++k) doc->insertNode(parent, index + int(k), std::move(nodes[k]));
    nodes.clear();
}
}  // namespace

bool canHold(const XmlParentNode* parent, const XmlNode* inner) {
    for (const XmlNode* n = parent; n; n = n->parent())
        if (n == inner) return false;
    return true;
}

// ---- SetAttributeCommand

SetAttributeCommand::SetAttributeCommand(XmlDocument* doc, const XmlElement* e, QString name, std::optional<QString> value,
                                         QUndoCommand* parent)
    : QUndoCommand(parent), m_doc(doc), m_element(nodePath(e)), m_name(std::move(name)), m_value(std::move(value)) {
    setText(m_value ? Text::tr("Set %1").arg(m_name) : Text::tr("Remove %1").arg(m_name));
}

void SetAttributeCommand::redo() {
    XmlElement* e = elementAt(m_doc, m_element);
    m_did = Did::Nothing;
    if (!e) return;
    m_index = e->attributeIndex(m_name);
    if (m_value && m_index >= 0) {
        XmlAttribute a = e->attributeAt(m_index);
        a.setValue(*m_value);
        m_old = m_doc->replaceAttribute(e, m_index, std::move(a));
        m_did = Did::Replaced;
    } else if (m_value) {
        // Like the element's other attributes: their quote, and their line
        // breaks when they stand one per line.
        XmlAttribute a = XmlAttribute::make(m_name, *m_value, e->attributeCount() > 0 ? e->attributeAt(0).quote : '"');
        if (e->attributeCount() > 1 && e->attributes().back().lead.contains('\n')) a.lead = e->attributes().back().lead;
        m_index = e->attributeCount();
        m_doc->insertAttribute(e, m_index, std::move(a));
        m_did = Did::Inserted;
    } else if (m_index >= 0) {
        m_old = m_doc->takeAttribute(e, m_index);
        m_did = Did::Removed;
    }
}

void SetAttributeCommand::undo() {
    XmlElement* e = elementAt(m_doc, m_element);
    if (!e) return;
    switch (m_did) {
    case Did::Replaced: m_doc->replaceAttribute(e, m_index, m_old); break;
    case Did::Inserted: m_doc->takeAttribute(e, m_index); break;
    case Did::Removed: m_doc->insertAttribute(e, m_index, m_old); break;
    case Did::Nothing: break;
    }
}

// ---- SetTextCommand

SetTextCommand::SetTextCommand(XmlDocument* doc, const XmlElement* e, QString text, QUndoCommand* parent)
    : QUndoCommand(parent), m_doc(doc), m_element(nodePath(e)), m_text(std::move(text)) {
    setText(Text::tr("Set <%1>").arg(e->name()));
}

void SetTextCommand::redo() {
    XmlElement* e = elementAt(m_doc, m_element);
    if (!e) return;
    m_removed.clear();
    m_oldEnds.reset();
    m_insertedAt = 0;
    for (int i = e->childCount() - 1; i >= 0; --i) {
        const XmlNodeKind k = e->child(i)->kind();
        if (k == XmlNodeKind::Text || k == XmlNodeKind::CData) {
            m_insertedAt = i;
            m_removed.emplace_back(i, m_doc->takeNode(e, i));
        }
    }
    if (e->isSelfClosing() && !m_text.isEmpty()) m_oldEnds = openSelfClosing(m_doc, e);
    // No empty text node: the file read back would not have one.
    if (m_text.isEmpty())
        m_insertedAt = -1;
    else
        m_doc->insertNode(e, m_insertedAt, XmlLeaf::makeText(m_text));
}

void SetTextCommand::undo() {
    XmlElement* e = elementAt(m_doc, m_element);
    if (!e) return;
    if (m_insertedAt >= 0) m_doc->takeNode(e, m_insertedAt);
    if (m_oldEnds) m_doc->setTagEnds(e, m_oldEnds->first, m_oldEnds->second);
    for (auto it = m_removed.rbegin(); it != m_removed.rend(); ++it) m_doc->insertNode(e, it->first, std::move(it->second));
    m_removed.clear();
}

// ---- InsertElementCommand

InsertElementCommand::InsertElementCommand(XmlDocument* doc, const XmlParentNode* parent, int row, std::unique_ptr<XmlElement> element,
                                           QByteArray sourceIndent, QUndoCommand* parent_)
    : QUndoCommand(parent_),
      m_doc(doc),
      m_parent(nodePath(parent)),
      m_row(row),
      m_element(std::move(element)),
      m_sourceIndent(std::move(sourceIndent)) {
    setText(Text::tr("Insert <%1>").arg(m_element->name()));
}

void InsertElementCommand::redo() {
    XmlParentNode* parent = parentAt(m_doc, m_parent);
    if (!parent) return;
    std::unique_ptr<XmlNode> copy = m_element->clone();
    m_placement = place(m_doc, parent, m_row, std::unique_ptr<XmlElement>(static_cast<XmlElement*>(copy.release())), m_sourceIndent);
    m_inserted = nodePath(parent->child(m_placement.elementIndex));
}

void InsertElementCommand::undo() {
    if (XmlParentNode* parent = parentAt(m_doc, m_parent)) unplace(m_doc, parent, m_placement);
}

// ---- RemoveElementCommand

RemoveElementCommand::RemoveElementCommand(XmlDocument* doc, const XmlElement* e, QUndoCommand* parent)
    : QUndoCommand(parent), m_doc(doc), m_element(nodePath(e)), m_parent(nodePath(e->parent())) {
    setText(Text::tr("Delete <%1>").arg(e->name()));
}

void RemoveElementCommand::redo() {
    if (XmlElement* e = elementAt(m_doc, m_element)) m_index = takeWithIndent(m_doc, e, m_nodes);
}

void RemoveElementCommand::undo() {
    if (XmlParentNode* parent = parentAt(m_doc, m_parent)) putBack(m_doc, parent, m_index, m_nodes);
}

// ---- MoveElementCommand

MoveElementCommand::MoveElementCommand(XmlDocument* doc, const XmlElement* e, const XmlParentNode* newParent, int row, QUndoCommand* parent)
    : QUndoCommand(parent), m_doc(doc), m_element(nodePath(e)), m_newParent(nodePath(newParent)), m_row(row) {
    setText(Text::tr("Move <%1>").arg(e->name()));
}

void MoveElementCommand::redo() {
    XmlElement* e = elementAt(m_doc, m_element);
    XmlParentNode* target = parentAt(m_doc, m_newParent);
    if (!e || !target || !canHold(target, e)) return;
    XmlParentNode* oldParent = e->parent();
    // The row counts the target's elements before the move: one less when
    // the element leaves from before it.
    int row = m_row;
    if (oldParent == target && row >= 0) {
        const std::vector<XmlElement*> siblings = target->childElements();
        const auto at = std::find(siblings.begin(), siblings.end(), e) - siblings.begin();
        if (at < row) --row;
    }
    const QByteArray indent = lineIndent(e);
    m_removedIndex = takeWithIndent(m_doc, e, m_removed);
    m_oldParentAfterRemoval = nodePath(oldParent);
    // The moved copy is the element itself; the whitespace stays for undo,
    // and so does the element as it was (placing it re-indents it).
    std::unique_ptr<XmlNode> moved = std::move(m_removed.back());
    m_original = moved->clone();
    m_placement = place(m_doc, target, row, std::unique_ptr<XmlElement>(static_cast<XmlElement*>(moved.release())), indent);
    m_newParentAfterInsert = nodePath(target);
    m_moved = nodePath(target->child(m_placement.elementIndex));
    m_removed.pop_back();
}

void MoveElementCommand::undo() {
    XmlParentNode* target = parentAt(m_doc, m_newParentAfterInsert);
    if (!target) return;
    // Take the element back out; the copy from before the move goes back
    // (re-indenting the moved one back need not give the same bytes).
    m_doc->takeNode(target, m_placement.elementIndex);
    --m_placement.count;
    for (int i = 0; i < m_placement.count; ++i) m_doc->takeNode(target, m_placement.index);
    if (m_placement.oldEnds) m_doc->setTagEnds(static_cast<XmlElement*>(target), m_placement.oldEnds->first, m_placement.oldEnds->second);
    XmlParentNode* oldParent = parentAt(m_doc, m_oldParentAfterRemoval);
    if (!oldParent) return;
    m_removed.push_back(std::move(m_original));
    putBack(m_doc, oldParent, m_removedIndex, m_removed);
}

// ---- ReplaceTextCommand

ReplaceTextCommand::ReplaceTextCommand(XmlDocument* doc, QByteArray text, const QString& description, QUndoCommand* parent)
    : QUndoCommand(description, parent), m_doc(doc), m_new(std::move(text)) {}

void ReplaceTextCommand::redo() { m_old = m_doc->resetText(m_new); }

// The very nodes back: later commands in the stack address them by index.
void ReplaceTextCommand::undo() { m_doc->restore(std::move(m_old)); }

}  // namespace kinedit
