// Every XML file of the shared corpus loads and writes back byte for byte,
// and the parser's well-formedness verdict agrees with QXmlStreamReader's.
#include "CorpusFiles.h"

#include "xml/XmlDocument.h"

#include <QXmlStreamReader>

using namespace kinedit;

class TestRoundTrip : public QObject {
    Q_OBJECT
private slots:
    void corpus_data() {
        QTest::addColumn<QString>("path");
        if (!QFileInfo::exists(test::corpusDir())) {
            QTest::newRow("absent") << QString();
            return;
        }
        for (const QString& p : test::corpusXmlFiles()) QTest::newRow(qPrintable(QDir(test::corpusDir()).relativeFilePath(p))) << p;
    }
    void corpus() {
        QFETCH(QString, path);
        KINEDIT_REQUIRE_SHARED(test::corpusDir());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();

        Diagnostics d;
        auto doc = XmlDocument::load(path, &d);
        QVERIFY2(doc, qPrintable(d.value(0).toText()));
        QCOMPARE(doc->toBytes(), bytes);
        // A second pass through write and parse changes nothing either.
        auto again = XmlDocument::fromBytes(doc->toBytes(), path, nullptr);
        QVERIFY(again);
        QCOMPARE(again->toBytes(), bytes);

        // XML 1.0 well-formedness, not Namespaces in XML: SDFormat files use
        // undeclared prefixes for custom elements, and libsdformat reads them.
        QXmlStreamReader reader(bytes);
        reader.setNamespaceProcessing(false);
        while (!reader.atEnd()) reader.readNext();
        const bool qtWellFormed = !reader.hasError();
        QVERIFY2(doc->isWellFormed() == qtWellFormed,
                 qPrintable(QStringLiteral("Kinedit: %1; QXmlStreamReader: %2")
                                .arg(doc->isWellFormed() ? QStringLiteral("well-formed") : d.value(0).toText(),
                                     qtWellFormed ? QStringLiteral("well-formed") : reader.errorString())));
        for (const Diagnostic& x : d) {
            QVERIFY(x.line >= 1);
            QVERIFY(x.column >= 1);
        }
    }
    // The corpus does hold broken files (EXPECTED.md): they are reported.
    void knownBrokenFiles() {
        KINEDIT_REQUIRE_SHARED(test::corpusDir());
        for (const char* rel :
             {"/sdf/sdf/invalid_xml_syntax.sdf", "/sdf/sdf/nested_multiple_elements_error_world.sdf", "/tamp/pr2_common/mypr2.urdf"}) {
            const QString path = test::corpusDir() + QLatin1String(rel);
            KINEDIT_REQUIRE_SHARED(path);
            Diagnostics d;
            auto doc = XmlDocument::load(path, &d);
            QVERIFY(doc);
            QVERIFY2(!doc->isWellFormed(), rel);
        }
    }
};

QTEST_GUILESS_MAIN(TestRoundTrip)
#include "tst_roundtrip.moc"
