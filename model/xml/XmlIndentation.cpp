#include "XmlIndentation.h"

#include "XmlNode.h"

namespace kinedit {

namespace {
bool isBlank(const QByteArray& b) {
    for (char c : b)
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n') return false;
    return true;
}
}  // namespace

QByteArray lineIndent(const XmlNode* n) {
    const XmlParentNode* p = n->parent();
    if (!p) return {};
    const int i = n->indexInParent();
    if (i == 0) return {};
    const XmlNode* before = p->child(i - 1);
    if (before->kind() != XmlNodeKind::Text) return {};
    const QByteArray& raw = static_cast<const XmlLeaf*>(before)->raw();
    const qsizetype nl = raw.lastIndexOf('\n');
    if (nl < 0) return {};
    const QByteArray tail = raw.mid(nl + 1);
    return isBlank(tail) ? tail : QByteArray();
}

QByteArray childIndent(const XmlParentNode* parent) {
    for (const auto& c : parent->children())
        if (c->isElement()) {
            const QByteArray indent = lineIndent(c.get());
            if (!indent.isEmpty() || c->indexInParent() > 0) return indent;
            break;
        }
    // No child to copy: the parent's indentation plus one step.
    const QByteArray own = parent->isElement() ? lineIndent(parent) : QByteArray();
    QByteArray step = "  ";
    if (const XmlParentNode* up = parent->parent(); up && up->isElement()) {
        const QByteArray upIndent = lineIndent(up);
        if (own.size() > upIndent.size() && own.startsWith(upIndent)) step = own.mid(upIndent.size());
    }
    return parent->isElement() ? own + step : QByteArray();
}

void reindent(XmlNode* n, const QByteArray& from, const QByteArray& to) {
    if (from == to) return;
    if (n->kind() == XmlNodeKind::Text) {
        auto* leaf = static_cast<XmlLeaf*>(n);
        if (!isBlank(leaf->raw())) return;
        QByteArray raw = leaf->raw();
        raw.replace("\n" + from, "\n" + to);
        leaf->setRaw(raw);
        return;
    }
    if (n->isElement())
        for (const auto& c : static_cast<XmlParentNode*>(n)->children()) reindent(c.get(), from, to);
}

}  // namespace kinedit
