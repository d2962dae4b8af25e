// What a format is lives in its folder under model/formats/: the clients
// (app/, editor/, render/) name no format and include nothing from a format's
// folder; they ask the Format (its schema, element kinds, name rules, writer
// and generated documents) through the registry. This test reads the
// sources and lists every place that does otherwise.
#include "TestSupport.h"

#include "formats/FormatRegistry.h"

#include <QDirIterator>
#include <QRegularExpression>

using namespace kinedit;

namespace {

// A format id as a string literal, or an include from a format's folder.
bool namesAFormat(const QString& line) {
    static const QRegularExpression mention = [] {
        QStringList ids;
        for (const auto& f : FormatRegistry::instance().formats()) ids << QRegularExpression::escape(f->id());
        const QString alternatives = ids.join(u'|');
        return QRegularExpression(QStringLiteral("\"(%1)\"|#include\\s+\"formats/(%1)/").arg(alternatives));
    }();
    return line.contains(mention);
}

}  // namespace

class TestFormatKnowledge : public QObject {
    Q_OBJECT
private slots:
    void clientsNameNoFormat() {
        QVERIFY(FormatRegistry::instance().formats().size() >= 7);
        const QDir root(QStringLiteral(KINEDIT_SOURCE_DIR));
        QStringList found;
        int files = 0;
        for (const char* folder : {"app", "editor", "render"}) {
            QDirIterator it(root.filePath(QLatin1String(folder)), {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                ++files;
                const QStringList lines = QString::fromUtf8(test::readFile(path)).split(u'\n');
                for (int i = 0; i < lines.size(); ++i)
                    if (namesAFormat(lines[i]))
                        found << QStringLiteral("%1:%2: %3").arg(root.relativeFilePath(path)).arg(i + 1).arg(lines[i].trimmed());
            }
        }
        QVERIFY2(files > 50, "the sources were not found");
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }

    // What the scan finds, and what it lets be.
    void theScanFindsFormatNames() {
        QVERIFY(namesAFormat(QStringLiteral("if (format->id() == QLatin1String(\"mjcf\"))")));
        QVERIFY(namesAFormat(QStringLiteral("#include \"formats/tamp/TampConfiguration.h\"")));
        QVERIFY(!namesAFormat(QStringLiteral("#include \"formats/FormatRegistry.h\"")));
        QVERIFY(!namesAFormat(QStringLiteral("tr(\"Write the robot as URDF or MJCF\")")));
    }
};

QTEST_GUILESS_MAIN(TestFormatKnowledge)
#include "tst_formatknowledge.moc"
