#include "SrdfCollisionPairs.h"

#include "SrdfReading.h"
#include "xml/XmlDocument.h"
#include "xml/XmlEscape.h"

#include <QSet>

namespace kinedit::srdf {

namespace {

QString key(const QString& a, const QString& b) { return a < b ? a + QLatin1Char('|') + b : b + QLatin1Char('|') + a; }

// As the Setup Assistant writes one (TinyXML's " />").
QByteArray entry(const QByteArray& indent, const CollisionPair& p, const QByteArray& newline) {
    return indent + "<disable_collisions link1=\"" + xmlEscapeAttribute(p.link1) + "\" link2=\"" + xmlEscapeAttribute(p.link2) +
           "\" reason=\"" + xmlEscapeAttribute(p.reason) + "\" />" + newline;
}

// The line of bytes holding [from, to) when nothing else is on it:
// [line start, after its newline); else [from, to) itself.
std::pair<qint64, qint64> wholeLine(const QByteArray& text, qint64 from, qint64 to) {
    qint64 start = from;
    while (start > 0 && (text[start - 1] == ' ' || text[start - 1] == '\t')) --start;
    qint64 end = to;
    while (end < text.size() && (text[end] == ' ' || text[end] == '\t' || text[end] == '\r')) ++end;
    const bool alone = (start == 0 || text[start - 1] == '\n') && (end == text.size() || text[end] == '\n');
    if (!alone) return {from, to};
    return {start, end < text.size() ? end + 1 : end};
}

}  // namespace

bool isGeneratedReason(const QString& reason) {
    static const QStringList generated = {QStringLiteral("Adjacent"), QStringLiteral("Default"), QStringLiteral("Always"),
                                          QStringLiteral("Never")};
    return generated.contains(reason);
}

std::vector<CollisionPair> disabledPairs(const XmlDocument& doc) {
    std::vector<CollisionPair> out;
    for (const Pair& p : read(doc).pairs)
        if (!p.enable) out.push_back({p.link1, p.link2, p.reason});
    return out;
}

QByteArray newSrdf(const QString& robotName, const std::vector<CollisionPair>& pairs) {
    QByteArray text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<robot name=\"" + xmlEscapeAttribute(robotName) + "\">\n";
    for (const CollisionPair& p : pairs) text += entry("    ", p, "\n");
    return text + "</robot>\n";
}

QByteArray withDisabledPairs(const XmlDocument& doc, const std::vector<CollisionPair>& pairs) {
    const QByteArray text = doc.toBytes();
    const XmlElement* root = doc.root();
    if (!root || root->name() != QLatin1String("robot")) return {};
    const QByteArray newline = text.contains("\r\n") ? "\r\n" : "\n";
    // Indented as the first entry, else as the root's first child, else by two.
    QByteArray indent = "  ";
    for (const XmlElement* first : root->elements()) {
        const auto line = wholeLine(text, first->offset(), first->endOffset());
        if (line.first < first->offset()) indent = text.mid(line.first, first->offset() - line.first);
        break;
    }
    std::vector<std::pair<qint64, qint64>> removed;
    QSet<QString> kept;
    for (const XmlElement* e : root->elements(u"disable_collisions")) {
        if (!isGeneratedReason(e->attribute(u"reason").trimmed())) {
            kept.insert(key(e->attribute(u"link1").trimmed(), e->attribute(u"link2").trimmed()));
            continue;
        }
        const auto range = wholeLine(text, e->offset(), e->endOffset());
        if (removed.empty() && range.first < e->offset()) indent = text.mid(range.first, e->offset() - range.first);
        removed.push_back(range);
    }
    QByteArray block;
    for (const CollisionPair& p : pairs)
        if (!kept.contains(key(p.link1, p.link2))) block += entry(indent, p, newline);
    qint64 at;
    QByteArray result;
    if (!removed.empty()) {
        at = removed.front().first;
    } else if (root->isSelfClosing()) {
        // <robot .../>: opened, the entries, closed.
        const qint64 slash = text.lastIndexOf("/>", root->endOffset() - 1);
        return text.left(slash) + ">" + newline + block + "</robot>" + text.mid(root->endOffset());
    } else {
        // Before the line of </robot>.
        const qint64 close = text.lastIndexOf("</", root->endOffset() - 1);
        at = wholeLine(text, close, root->endOffset()).first;
        if (at == close && close > 0 && text[close - 1] != '\n') block = newline + block;
    }
    qint64 from = 0;
    bool inserted = false;
    for (const auto& [start, end] : removed) {
        result += text.mid(from, start - from);
        if (!inserted) result += block, inserted = true;
        from = end;
    }
    if (!inserted) {
        result += text.mid(from, at - from) + block;
        from = at;
    }
    return result + text.mid(from);
}

}  // namespace kinedit::srdf
