#include "InertialEdit.h"

#include "kinematics/Model.h"
#include "xml/XmlDocument.h"
#include "xml/XmlNode.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace kinedit {

namespace {

struct T {
    Q_DECLARE_TR_FUNCTIONS(InertialEdit)
};

// The spaces and tabs before offset on its line, if only they are there.
QByteArray indentBefore(const QByteArray& text, qint64 offset) {
    qint64 start = offset;
    while (start > 0 && (text[start - 1] == ' ' || text[start - 1] == '\t')) --start;
    if (start > 0 && text[start - 1] != '\n') return {};
    return text.mid(start, offset - start);
}

}  // namespace

TextEdit elementTextEdit(const XmlDocument& doc, const XmlElement& holder, const XmlElement* old, const IndentedLines& lines) {
    const QByteArray text = doc.toBytes();
    const QByteArray outer = indentBefore(text, holder.offset());
    const XmlElement* first = holder.firstChildElement();
    QByteArray inner = first ? indentBefore(text, first->offset()) : QByteArray();
    if (inner.size() <= outer.size() || !inner.startsWith(outer)) inner = outer + (outer.contains('\t') ? "\t" : "  ");
    const QByteArray unit = inner.mid(outer.size());
    QByteArray body;
    for (const auto& [depth, line] : lines) {
        if (!body.isEmpty()) body += '\n' + inner;
        for (int d = 0; d < depth; ++d) body += unit;
        body += line.toUtf8();
    }
    if (old) return {old->offset(), old->endOffset(), body};
    if (first) {
        // A first child on the holder's line (<link><collision>...) goes to
        // a line of its own after the new element.
        const bool ownLine = first->offset() > 0 &&
                             (text[first->offset() - 1] == ' ' || text[first->offset() - 1] == '\t' || text[first->offset() - 1] == '\n');
        QByteArray put = body;
        if (!ownLine) put.prepend(QByteArray(1, '\n') + inner);
        put += QByteArray(1, '\n') + inner;
        return {first->offset(), first->offset(), put};
    }
    if (holder.isSelfClosing()) {
        // <link name="a"/> becomes <link name="a"> ... </link>.
        qint64 from = holder.endOffset() - 2;
        while (from > holder.offset() && (text[from - 1] == ' ' || text[from - 1] == '\t' || text[from - 1] == '\n')) --from;
        return {from, holder.endOffset(), ">\n" + inner + body + '\n' + outer + "</" + holder.name().toUtf8() + '>'};
    }
    // Only text (or nothing) inside: what is blank before the end tag goes.
    qint64 from = holder.endTagOffset();
    auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (from > holder.offset() && blank(text[from - 1])) --from;
    return {from, holder.endTagOffset(), '\n' + inner + body + '\n' + outer};
}

QByteArray withEdits(QByteArray text, std::vector<TextEdit> edits) {
    std::sort(edits.begin(), edits.end(), [](const TextEdit& a, const TextEdit& b) { return a.from > b.from; });
    for (const TextEdit& e : edits) text.replace(e.from, e.to - e.from, e.text);
    return text;
}

const XmlElement* namedElement(const XmlElement& e, QStringView tag, const QString& name, int* count) {
    const XmlElement* found = nullptr;
    int n = 0;
    std::vector<const XmlElement*> stack{&e};
    while (!stack.empty()) {
        const XmlElement* at = stack.back();
        stack.pop_back();
        if (at->name() == tag && at->attribute(u"name") == name) {
            if (!found) found = at;
            ++n;
        }
        const std::vector<XmlElement*> children = at->childElements();
        for (auto it = children.rbegin(); it != children.rend(); ++it) stack.push_back(*it);
    }
    if (count) *count = n;
    return found;
}

InertialEdit inertialEditIn(const XmlDocument& doc, const kin::Inertial* written, QStringView holderTag, const QString& holderName,
                            const IndentedLines& lines) {
    const XmlElement* old = nullptr;
    if (written && !written->at.path.empty()) {
        const QString file = QString::fromStdString(written->at.file);
        if (!file.isEmpty() && !doc.fileName().isEmpty() &&
            QFileInfo(file).absoluteFilePath() != QFileInfo(doc.fileName()).absoluteFilePath())
            return {std::nullopt, T::tr("The inertial of '%1' is written in %2: open that file to change it").arg(holderName, file)};
        old = elementByPath(doc.top(), QString::fromStdString(written->at.path));
    }
    const XmlElement* holder = old ? old->parentElement() : nullptr;
    if (!holder) {
        const XmlElement* root = doc.root();
        int count = 0;
        holder = root ? namedElement(*root, holderTag, holderName, &count) : nullptr;
        if (!holder) return {std::nullopt, T::tr("No <%1 name=\"%2\"> is written in this file").arg(holderTag, holderName)};
        if (count > 1)
            return {std::nullopt,
                    T::tr("%1 elements <%2 name=\"%3\">: the one to write to is not clear").arg(count).arg(holderTag, holderName)};
    }
    return {elementTextEdit(doc, *holder, old, lines), {}};
}

}  // namespace kinedit
