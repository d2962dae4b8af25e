// Every diagnostic code the sources use is documented, once, in
// resources/docs/diagnostic-codes.md: the page Help ▸ Diagnostic Codes and
// the language server's code links read. A code is a string literal
// "PREFIX-Snnn" in a .h or .cpp file under model/, app/, editor/ or render/.
#include "TestSupport.h"

#include <QDirIterator>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>

using namespace kinedit;

namespace {

QString sourceDir() { return QDir::cleanPath(QStringLiteral(KINEDIT_SOURCE_DIR)); }

QString codesPage() { return sourceDir() + QStringLiteral("/resources/docs/diagnostic-codes.md"); }

// Code → the first file (relative to the source folder) that uses it.
QMap<QString, QString> codesUsed() {
    static const QRegularExpression literal(QStringLiteral("\"([A-Z]+-[EWN]\\d{3})\""));
    QMap<QString, QString> used;
    const QDir root(sourceDir());
    for (const char* folder : {"model", "app", "editor", "render"}) {
        QDirIterator it(root.filePath(QLatin1String(folder)), QStringList{QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString text = QString::fromUtf8(test::readFile(path));
            for (QRegularExpressionMatchIterator m = literal.globalMatch(text); m.hasNext();) {
                const QString code = m.next().captured(1);
                if (!used.contains(code)) used.insert(code, root.relativeFilePath(path));
            }
        }
    }
    return used;
}

struct Row {
    QString code, meaning, heading;  // heading: the "## " heading above the row
    int line = 0;
};

// The page's rows "| CODE | meaning |", read as the Help dialog reads them.
QList<Row> documentedRows() {
    static const QRegularExpression row(QStringLiteral("^\\s*\\|\\s*`?([A-Z]+-[EWN]\\d{3})`?\\s*\\|\\s*(.*?)\\s*\\|\\s*$"));
    QList<Row> rows;
    QString heading;
    int number = 0;
    for (const QByteArray& raw : test::readFile(codesPage()).split('\n')) {
        ++number;
        const QString line = QString::fromUtf8(raw);
        if (line.startsWith(QLatin1String("## ")))
            heading = line.mid(3).trimmed();
        else if (const QRegularExpressionMatch m = row.match(line); m.hasMatch())
            rows.append(Row{m.captured(1), m.captured(2), heading, number});
    }
    return rows;
}

}  // namespace

class TestDiagnosticCodes : public QObject {
    Q_OBJECT
private slots:
    void sourcesAndPageAreRead() {
        QVERIFY2(QFileInfo::exists(codesPage()), qPrintable(codesPage()));
        const QMap<QString, QString> used = codesUsed();
        // A wrong source folder would find nothing and pass the checks below.
        QVERIFY2(used.size() > 150, qPrintable(QStringLiteral("%1 codes found under %2").arg(used.size()).arg(sourceDir())));
        QVERIFY(used.contains(QStringLiteral("XML-E001")));
        QVERIFY(documentedRows().size() >= used.size());
    }

    void everyCodeUsedIsDocumented() {
        QSet<QString> documented;
        for (const Row& r : documentedRows()) documented.insert(r.code);
        const QMap<QString, QString> used = codesUsed();
        QStringList missing;
        for (auto it = used.cbegin(); it != used.cend(); ++it)
            if (!documented.contains(it.key())) missing << QStringLiteral("%1 (%2)").arg(it.key(), it.value());
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("%1 code(s) used but not documented in resources/docs/diagnostic-codes.md: %2")
                                .arg(missing.size())
                                .arg(missing.join(QLatin1String(", ")))));
    }

    void everyDocumentedCodeOnce() {
        QMap<QString, QList<int>> lines;
        for (const Row& r : documentedRows()) lines[r.code].append(r.line);
        QStringList twice;
        for (auto it = lines.cbegin(); it != lines.cend(); ++it)
            if (it.value().size() > 1) {
                QStringList at;
                for (const int l : it.value()) at << QString::number(l);
                twice << QStringLiteral("%1 (lines %2)").arg(it.key(), at.join(QLatin1String(", ")));
            }
        QVERIFY2(twice.isEmpty(), qPrintable(QStringLiteral("documented more than once: %1").arg(twice.join(QLatin1String("; ")))));
    }

    // Each row under the heading of its prefix ("## URDF"), whose anchor
    // (#urdf) the language server links to; each with a meaning.
    void everyCodeUnderItsPrefixWithAMeaning() {
        QStringList wrong;
        for (const Row& r : documentedRows()) {
            const QString prefix = r.code.left(r.code.indexOf(QLatin1Char('-')));
            if (r.heading != prefix) wrong << QStringLiteral("%1 under '## %2' (line %3)").arg(r.code, r.heading).arg(r.line);
            if (r.meaning.isEmpty()) wrong << QStringLiteral("%1 has no meaning (line %2)").arg(r.code).arg(r.line);
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1String("; "))));
    }
};

QTEST_GUILESS_MAIN(TestDiagnosticCodes)
#include "tst_diagnosticcodes.moc"
