// The file's own indentation, read from its whitespace, so that an element
// the editor inserts or moves lines up with its neighbours.
#pragma once

#include <QByteArray>

namespace kinedit {

class XmlNode;
class XmlParentNode;

// The whitespace that starts n's line (after the last newline of the text
// before it); empty when n does not start a line.
QByteArray lineIndent(const XmlNode* n);
// The indentation of parent's child elements: as the first one is indented,
// else the parent's own plus one step (the step the file uses between the
// parent and its parent, two spaces if that says nothing).
QByteArray childIndent(const XmlParentNode* parent);
// Re-indents a detached subtree: in its whitespace text, "\n" + from becomes
// "\n" + to (the subtree moves from one depth to another).
void reindent(XmlNode* n, const QByteArray& from, const QByteArray& to);

}  // namespace kinedit
