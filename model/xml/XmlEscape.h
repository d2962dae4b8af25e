// Character references and escaping: the only places where the bytes of a
// value and its meaning differ.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

namespace kinedit {

// Internal entities a document declared (name -> replacement text). The
// parser accepts only replacement texts without references, so expansion is
// linear in the input (no billion laughs).
using XmlEntityTable = QHash<QString, QString>;

struct XmlDecodeError {
    qsizetype index = -1;  // byte index into the raw text; -1 = no error
    QString message;
};

// Expands &lt; &gt; &amp; &quot; &apos; &#N; &#xN; and declared entities.
// With normalize, tab/CR/LF become spaces (attribute-value normalisation);
// character references are never normalised. A bad reference is kept as
// written and the first one is reported in err. Each expansion of a declared
// entity is charged to *budget; when it would go below zero, expansion stops
// and err says so (budget then reads negative).
QString xmlDecode(QByteArrayView raw, bool normalize, const XmlEntityTable* entities = nullptr, XmlDecodeError* err = nullptr,
                  qint64* budget = nullptr);

// Escapes for an attribute value between the given quotes.
QByteArray xmlEscapeAttribute(const QString& value, char quote = '"');
// Escapes for character data.
QByteArray xmlEscapeText(const QString& text);

}  // namespace kinedit
