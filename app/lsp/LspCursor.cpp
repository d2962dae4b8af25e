// What the cursor is on: an element's tag name, an attribute's name or value.
#include "LspDocument.h"
#include "LspFeatures.h"

#include "formats/Format.h"

namespace kinedit::lsp {

Cursor cursorAt(const LspDocument& doc, qint64 at) {
    Cursor c;
    const XmlDocument* xml = doc.doc();
    if (!xml) return c;
    const XmlElement* e = xml->elementAt(at);
    if (!e) return c;
    c.element = e;
    c.onTagName = at >= e->offset() && at <= e->offset() + 1 + e->name().toUtf8().size();
    for (int i = 0; i < e->attributeCount(); ++i) {
        const XmlAttribute& a = e->attributeAt(i);
        if (at >= a.nameOffset && at <= a.valueOffset + a.rawValue.size()) {
            c.attribute = i;
            c.onValue = at >= a.valueOffset;
            c.onTagName = false;
        }
    }
    return c;
}

const ElementSchema* schemaOf(const LspDocument& doc, const XmlElement& e) {
    return doc.format() ? doc.format()->elementSchema(e) : nullptr;
}

}  // namespace kinedit::lsp
