// One diagnostic type for the whole program: every rule of every format
// reports through it, so the CLI, the problems panel and the tests all see
// the same severity, code, message and location.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace kinedit {

enum class Severity { Error, Warning, Note };

// "error", "warning", "note": the words compilers print.
QString severityName(Severity s);

struct Diagnostic {
    Severity severity = Severity::Error;
    QString code;       // stable per rule, e.g. "XML-E002", "HRDF-E012"
    QString message;    // one sentence, no trailing period, no location
    QString file;       // as given by the user (not made absolute)
    int line = 0;       // 1-based; 0 = the whole file
    int column = 0;     // 1-based, in Unicode characters; 0 = the whole line
    QString path;       // XPath-like element path, e.g. /robot/bracket[2]/output[1]
    QString attribute;  // the attribute the diagnostic is about, if any

    // FILE:LINE:COL: error: MESSAGE [CODE]  (the form compilers use)
    QString toText() const;
    QJsonObject toJson() const;
    static Diagnostic fromJson(const QJsonObject& o);

    bool operator==(const Diagnostic&) const = default;
};

using Diagnostics = QList<Diagnostic>;

int countSeverity(const Diagnostics& list, Severity s);
// A problem of a whole file (no line, column or element).
inline Diagnostic fileDiagnostic(Severity severity, const QString& code, const QString& message, const QString& file) {
    return Diagnostic{severity, code, message, file, 0, 0, {}, {}};
}

inline bool hasErrors(const Diagnostics& list) { return countSeverity(list, Severity::Error) > 0; }

// Sorted by file, line, column (stable: same-place diagnostics keep their order).
void sortByLocation(Diagnostics& list);

}  // namespace kinedit
