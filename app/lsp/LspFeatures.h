// The language server's answers, as free functions over an open document
// and the request's params: each returns the JSON of the result.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

namespace kinedit {
class XmlElement;
struct ElementSchema;
struct AttributeSchema;
}  // namespace kinedit

namespace kinedit::lsp {

class LspDocument;

QJsonValue hover(LspDocument& doc, const QJsonObject& params);
QJsonValue completion(LspDocument& doc, const QJsonObject& params);
QJsonValue definition(LspDocument& doc, const QJsonObject& params);
QJsonValue references(LspDocument& doc, const QJsonObject& params);
QJsonValue documentSymbols(LspDocument& doc);
QJsonValue codeActions(LspDocument& doc, const QJsonObject& params);
QJsonValue codeLenses(LspDocument& doc);  // LspCodeLens.cpp

// Shared by them: what the cursor is on.
struct Cursor {
    const XmlElement* element = nullptr;
    int attribute = -1;      // index into element's attributes; -1: none
    bool onValue = false;    // in the attribute's value (else its name)
    bool onTagName = false;  // in the start tag's name
};
Cursor cursorAt(const LspDocument& doc, qint64 byteOffset);
// The schema's answer for an element and attribute where the document has them.
const ElementSchema* schemaOf(const LspDocument& doc, const XmlElement& e);

}  // namespace kinedit::lsp
