#include "Diagnostic.h"

#include <algorithm>

namespace kinedit {

QString severityName(Severity s) {
    switch (s) {
    case Severity::Error: return QStringLiteral("error");
    case Severity::Warning: return QStringLiteral("warning");
    case Severity::Note: return QStringLiteral("note");
    }
    return QStringLiteral("error");
}

QString Diagnostic::toText() const {
    QString where = file.isEmpty() ? QStringLiteral("<input>") : file;
    if (line > 0) {
        where += QLatin1Char(':') + QString::number(line);
        if (column > 0) where += QLatin1Char(':') + QString::number(column);
    }
    QString text = where + QStringLiteral(": ") + severityName(severity) + QStringLiteral(": ") + message;
    if (!code.isEmpty()) text += QStringLiteral(" [") + code + QLatin1Char(']');
    return text;
}

QJsonObject Diagnostic::toJson() const {
    QJsonObject o;
    o.insert(QStringLiteral("severity"), severityName(severity));
    o.insert(QStringLiteral("code"), code);
    o.insert(QStringLiteral("message"), message);
    o.insert(QStringLiteral("file"), file);
    o.insert(QStringLiteral("line"), line);
    o.insert(QStringLiteral("column"), column);
    o.insert(QStringLiteral("path"), path);
    if (!attribute.isEmpty()) o.insert(QStringLiteral("attribute"), attribute);
    return o;
}

Diagnostic Diagnostic::fromJson(const QJsonObject& o) {
    Diagnostic d;
    const QString sev = o.value(QStringLiteral("severity")).toString();
    d.severity = sev == QLatin1String("warning") ? Severity::Warning : sev == QLatin1String("note") ? Severity::Note : Severity::Error;
    d.code = o.value(QStringLiteral("code")).toString();
    d.message = o.value(QStringLiteral("message")).toString();
    d.file = o.value(QStringLiteral("file")).toString();
    d.line = o.value(QStringLiteral("line")).toInt();
    d.column = o.value(QStringLiteral("column")).toInt();
    d.path = o.value(QStringLiteral("path")).toString();
    d.attribute = o.value(QStringLiteral("attribute")).toString();
    return d;
}

int countSeverity(const Diagnostics& list, Severity s) {
    return int(std::count_if(list.begin(), list.end(), [s](const Diagnostic& d) { return d.severity == s; }));
}

void sortByLocation(Diagnostics& list) {
    std::stable_sort(list.begin(), list.end(), [](const Diagnostic& a, const Diagnostic& b) {
        if (a.file != b.file) return a.file < b.file;
        if (a.line != b.line) return a.line < b.line;
        return a.column < b.column;
    });
}

}  // namespace kinedit
