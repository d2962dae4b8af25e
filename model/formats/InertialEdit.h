// Writing mass properties into a document as its format spells an
// inertial (Format::inertialEdit): the edit, as bytes to put in place of a
// range of the document's text, or why it cannot be made. The pieces here
// are the formats' common ones: where an element goes under its holder,
// indented as the file indents, and edits applied to a text.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace kinedit {

class XmlDocument;
class XmlElement;
namespace kin {
struct Inertial;
}

// Bytes [from, to) of the document's text replaced by text.
struct TextEdit {
    qint64 from = 0, to = 0;
    QByteArray text;
};

struct InertialEdit {
    std::optional<TextEdit> edit;
    QString refusal;  // when there is no edit: why, for the user
};

// An element's text, a line each, with each line's depth below the first.
using IndentedLines = std::vector<std::pair<int, QString>>;

// The edit that writes lines in place of old (an element of holder), or,
// without old, as holder's first child element; indented one level below
// holder as the file indents its children.
TextEdit elementTextEdit(const XmlDocument& doc, const XmlElement& holder, const XmlElement* old, const IndentedLines& lines);

// text with edits (none overlapping) made.
QByteArray withEdits(QByteArray text, std::vector<TextEdit> edits);

// The common case: the inertial element the model's inertial (written,
// may be null) was read from, replaced by lines; without one, lines as the
// first child of the first element <holderTag name="holderName">.
// Refused when the inertial is written in another file or the holder is
// not found or not the only one of its name.
InertialEdit inertialEditIn(const XmlDocument& doc, const kin::Inertial* written, QStringView holderTag, const QString& holderName,
                            const IndentedLines& lines);

// The first element named tag whose name attribute is name, depth first
// under e; count (if given) is set to how many there are.
const XmlElement* namedElement(const XmlElement& e, QStringView tag, const QString& name, int* count = nullptr);

}  // namespace kinedit
