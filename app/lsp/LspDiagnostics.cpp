#include "LspDiagnostics.h"

#include "LspDocument.h"

#include "formats/Format.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QRegularExpression>

namespace kinedit::lsp {

namespace {

// GitHub's anchor of a heading: lower case, punctuation dropped, spaces to '-'.
QString anchor(QString heading) {
    heading = heading.toLower();
    QString out;
    for (const QChar c : heading)
        if (c.isLetterOrNumber() || c == u'-' || c == u'_')
            out += c;
        else if (c == u' ')
            out += u'-';
    return out;
}

bool sameFile(const QString& a, const QString& b) { return QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath(); }

// The end of the token a 1-based line/column points at, in bytes: an
// attribute's value, an element's name, else the word there.
qint64 tokenEnd(const XmlDocument& doc, qint64 start, const Diagnostic& d) {
    if (const XmlElement* e = d.path.isEmpty() ? nullptr : elementByPath(doc.top(), d.path)) {
        if (!d.attribute.isEmpty())
            if (const XmlAttribute* a = e->findAttribute(d.attribute)) {
                if (start >= a->nameOffset && start < a->valueOffset) return a->nameOffset + a->name.toUtf8().size();
                if (start >= a->valueOffset && start <= a->valueOffset + a->rawValue.size())
                    return std::max(start + 1, a->valueOffset + qint64(a->rawValue.size()));
            }
        if (start == e->offset()) return e->offset() + 1 + e->name().toUtf8().size();  // <name
    }
    const QByteArray bytes = doc.toBytes();
    qint64 end = start;
    while (end < bytes.size() && !QByteArrayView(" \t\r\n\"'<>=").contains(bytes[end])) ++end;
    return std::max(end, std::min<qint64>(start + 1, bytes.size()));
}

struct CallSite {
    QString file;  // resolved; empty if no file read has that name
    int line = 0, column = 0;
};

// "in macro 'm' called at file.xacro:12:5" (xacro's call chain, innermost first).
std::vector<CallSite> callChain(const LspDocument& doc, const QString& message) {
    static const QRegularExpression site(QStringLiteral("called at ([^:,()]+):(\\d+):(\\d+)"));
    std::vector<CallSite> out;
    for (auto it = site.globalMatch(message); it.hasNext();) {
        const auto m = it.next();
        CallSite s{{}, m.captured(2).toInt(), m.captured(3).toInt()};
        const QString name = m.captured(1);
        if (QFileInfo(doc.path()).fileName() == name)
            s.file = doc.path();
        else
            for (const QString& f : doc.filesRead())
                if (QFileInfo(f).fileName() == name) s.file = f;
        out.push_back(s);
    }
    return out;
}

}  // namespace

void CodeDocs::read(const QString& codesPagePath) {
    QFile f(codesPagePath);
    if (!f.open(QIODevice::ReadOnly)) return;
    static const QRegularExpression row(QStringLiteral("^\\s*\\|\\s*([A-Z]+-[EWN]\\d{3})\\s*\\|"));
    const QString base = pathToUri(QFileInfo(codesPagePath).absoluteFilePath());
    QString section;
    for (const QByteArray& raw : f.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (line.startsWith(u'#'))
            section = anchor(line.mid(line.indexOf(u' ') + 1).trimmed());
        else if (const auto m = row.match(line); m.hasMatch() && !m_href.contains(m.captured(1)))
            m_href.insert(m.captured(1), base + u'#' + section);
    }
}

QJsonArray lspDiagnostics(const LspDocument& doc, const CodeDocs& docs) {
    QJsonArray out;
    const XmlDocument* xml = doc.doc();
    for (const Diagnostic& d : doc.diagnostics()) {
        QJsonObject o;
        QJsonArray related;
        QString message = d.message;
        const bool here = d.file.isEmpty() || sameFile(d.file, doc.path());
        const std::vector<CallSite> chain = callChain(doc, d.message);
        for (const CallSite& s : chain)
            if (!s.file.isEmpty())
                related.append(QJsonObject{{QStringLiteral("location"), fileLocation(s.file, s.line, s.column)},
                                           {QStringLiteral("message"), QStringLiteral("macro call")}});
        QJsonObject range;
        if (here && d.line > 0) {
            const QJsonObject start = doc.position(d.line, d.column);
            if (d.column <= 0) {
                range = {{QStringLiteral("start"), start}, {QStringLiteral("end"), doc.position(d.line + 1, 1)}};
            } else if (xml) {
                const qint64 startByte = doc.byteOffset(start);
                range = doc.range(startByte, tokenEnd(*xml, startByte, d));
            } else {
                range = {{QStringLiteral("start"), start}, {QStringLiteral("end"), start}};
            }
        } else if (!here) {
            // In another file: at the outermost macro call written here, else
            // at the include that leads there, else the file's first line.
            related.prepend(
                QJsonObject{{QStringLiteral("location"), fileLocation(d.file, d.line, d.column)}, {QStringLiteral("message"), d.message}});
            message = QStringLiteral("%1:%2:%3: %4").arg(QFileInfo(d.file).fileName()).arg(d.line).arg(d.column).arg(d.message);
            const CallSite* outer = nullptr;
            for (const CallSite& s : chain)
                if (sameFile(s.file, doc.path())) outer = &s;
            if (outer) {
                const qint64 b = doc.byteOffset(doc.position(outer->line, outer->column));
                range = doc.range(b, xml ? tokenEnd(*xml, b, Diagnostic{}) : b);
            } else {
                range = {{QStringLiteral("start"), doc.position(1, 1)}, {QStringLiteral("end"), doc.position(2, 1)}};
                if (xml && xml->root() && doc.format()) {
                    const QString target = QFileInfo(d.file).fileName();
                    std::vector<const XmlElement*> stack{xml->root()};
                    while (!stack.empty()) {
                        const XmlElement* e = stack.back();
                        stack.pop_back();
                        const QString inc = doc.format()->includedFile(*e, doc.path());
                        const QString named = e->attribute(u"filename", e->attribute(u"file"));
                        if ((!inc.isEmpty() && sameFile(inc, d.file)) ||
                            (e->name().endsWith(QLatin1String("include")) && named.endsWith(target))) {
                            range = doc.range(e->offset(), e->offset() + 1 + e->name().toUtf8().size());
                            break;
                        }
                        for (const XmlElement* c : e->elements()) stack.push_back(c);
                    }
                }
            }
        } else {
            range = {{QStringLiteral("start"), doc.position(1, 1)}, {QStringLiteral("end"), doc.position(2, 1)}};
        }
        o.insert(QStringLiteral("range"), range);
        o.insert(QStringLiteral("severity"), d.severity == Severity::Error ? 1 : d.severity == Severity::Warning ? 2 : 3);
        if (!d.code.isEmpty()) {
            o.insert(QStringLiteral("code"), d.code);
            if (const QString href = docs.href(d.code); !href.isEmpty())
                o.insert(QStringLiteral("codeDescription"), QJsonObject{{QStringLiteral("href"), href}});
        }
        o.insert(QStringLiteral("source"), QStringLiteral("kinedit"));
        o.insert(QStringLiteral("message"), message);
        if (!related.isEmpty()) o.insert(QStringLiteral("relatedInformation"), related);
        if (here)  // where the code actions find the element
            o.insert(QStringLiteral("data"), QJsonObject{{QStringLiteral("path"), d.path}, {QStringLiteral("attribute"), d.attribute}});
        out.append(o);
    }
    return out;
}

}  // namespace kinedit::lsp
