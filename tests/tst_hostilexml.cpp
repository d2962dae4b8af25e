// Hostile and broken input: entity bombs, external entities, huge and deep
// files, devices and FIFOs, and random bytes. Each gives a clear located
// error, never a crash, hang or unbounded memory.
#include "CorpusFiles.h"

#include "xml/XmlCodes.h"
#include "xml/XmlDocument.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <sys/stat.h>
#include <unistd.h>

using namespace kinedit;

class TestHostileXml : public QObject {
    Q_OBJECT
private slots:
    void billionLaughs() {
        QByteArray xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n";
        for (int i = 1; i <= 9; ++i)
            xml += QStringLiteral(" <!ENTITY lol%1 \"%2\">\n")
                       .arg(i)
                       .arg(QStringLiteral("&lol%1;").arg(i == 1 ? QString() : QString::number(i - 1)).repeated(10))
                       .toUtf8();
        xml += "]>\n<lolz>&lol9;</lolz>\n";
        Diagnostics d;
        QElapsedTimer t;
        t.start();
        auto doc = XmlDocument::fromBytes(xml, QStringLiteral("lol.xml"), &d);
        QVERIFY(!doc);
        QVERIFY(test::findCode(d, code::EntityRefused));
        QVERIFY(d.first().message.contains(QLatin1String("billion laughs")));
        QCOMPARE(d.first().line, 4);  // the first definition that refers to another
        QVERIFY(t.elapsed() < 1000);
    }
    void parameterEntities() {
        Diagnostics d;
        auto doc = XmlDocument::fromBytes("<!DOCTYPE a [<!ENTITY % p \"x\">]><a/>", QStringLiteral("p.xml"), &d);
        QVERIFY(!doc);
        QVERIFY(test::findCode(d, code::EntityRefused));
    }
    void externalEntities() {
        for (const char* decl : {"<!ENTITY xxe SYSTEM \"file:///etc/passwd\">", "<!ENTITY xxe PUBLIC \"-//x\" \"http://example.com/x\">"}) {
            Diagnostics d;
            const QByteArray xml = QByteArray("<!DOCTYPE a [") + decl + "]>\n<a>&xxe;</a>";
            auto doc = XmlDocument::fromBytes(xml, QStringLiteral("x.xml"), &d);
            QVERIFY(!doc);
            QVERIFY(test::findCode(d, code::ExternalEntity));
            QCOMPARE(d.first().line, 1);
        }
        // An external DTD is not read, only noted.
        Diagnostics d;
        auto doc = XmlDocument::fromBytes("<!DOCTYPE a SYSTEM \"http://example.com/a.dtd\"><a/>", QStringLiteral("d.xml"), &d);
        QVERIFY(doc);
        QVERIFY(doc->isWellFormed());
        QVERIFY(test::findCode(d, code::ExternalDtd));
    }
    // One large entity referenced many times: linear, but bounded by a budget.
    void quadraticBlowup() {
        const QByteArray big(60000, 'a');
        QByteArray xml = "<!DOCTYPE a [<!ENTITY e \"" + big + "\">]><a>";
        xml += QByteArray("&e;").repeated(100000);
        xml += "</a>";
        Diagnostics d;
        QElapsedTimer t;
        t.start();
        auto doc = XmlDocument::fromBytes(xml, QStringLiteral("q.xml"), &d);
        QVERIFY(!doc);
        QVERIFY(test::findCode(d, code::EntityRefused));
        QVERIFY(t.elapsed() < 5000);
    }
    void sizeLimit() {
        XmlLimits small;
        small.maxBytes = 1000;
        Diagnostics d;
        QVERIFY(!XmlDocument::fromBytes(QByteArray(2000, ' ') + "<a/>", QStringLiteral("big.xml"), &d, small));
        QVERIFY(test::findCode(d, code::TooLarge));
        // On disk: refused before reading (a sparse 65 MiB file).
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.sdf"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(65ll * 1024 * 1024));
        }
        Diagnostics d2;
        QElapsedTimer t;
        t.start();
        QVERIFY(!XmlDocument::load(path, &d2));
        QVERIFY(test::findCode(d2, code::TooLarge));
        QCOMPARE(d2.first().file, path);
        QVERIFY(t.elapsed() < 1000);
    }
    void deepNesting() {
        const QByteArray xml = QByteArray("<a>").repeated(100000) + QByteArray("</a>").repeated(100000);
        Diagnostics d;
        auto doc = XmlDocument::fromBytes(xml, QStringLiteral("deep.xml"), &d);
        QVERIFY(!doc);
        QVERIFY(test::findCode(d, code::TooDeep));
        // Deep but within the limit is fine.
        const QByteArray ok = QByteArray("<a>").repeated(200) + QByteArray("</a>").repeated(200);
        auto doc2 = XmlDocument::fromBytes(ok, QStringLiteral("ok.xml"), nullptr);
        QVERIFY(doc2 && doc2->isWellFormed());
        QCOMPARE(doc2->toBytes(), ok);
    }
    void elementCountLimit() {
        XmlLimits small;
        small.maxElements = 100;
        Diagnostics d;
        QVERIFY(!XmlDocument::fromBytes("<a>" + QByteArray("<b/>").repeated(200) + "</a>", QStringLiteral("n.xml"), &d, small));
        QVERIFY(test::findCode(d, code::TooLarge));
    }
    // Paths that are not regular files are refused at once, never read.
    void devicesFifosAndLinks() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe.urdf"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString loop = dir.filePath(QStringLiteral("loop.sdf"));
        QCOMPARE(::symlink(QFile::encodeName(loop).constData(), QFile::encodeName(loop).constData()), 0);
        QElapsedTimer t;
        t.start();
        for (const QString& path : {fifo, QStringLiteral("/dev/zero"), QStringLiteral("/dev/null"), loop, dir.path(),
                                    dir.filePath(QStringLiteral("missing.hrdf"))}) {
            Diagnostics d;
            QVERIFY2(!XmlDocument::load(path, &d), qPrintable(path));
            QCOMPARE(d.size(), 1);
            QCOMPARE(d.first().code, QString::fromLatin1(code::Unreadable));
            QCOMPARE(d.first().file, path);
            QVERIFY(!d.first().message.isEmpty());
        }
        QVERIFY(t.elapsed() < 2000);
    }
    // Random bytes and mutated real files: never a crash; unless refused,
    // the text writes back as read, and every diagnostic is located.
    void randomInput() {
        QRandomGenerator rng(7);
        QList<QByteArray> seeds = {
            "<?xml version=\"1.0\"?><robot version=\"1.1.0\"><actuator type=\"X5-9\"/><!-- c --><link "
            "type='X5' extension=\"0.3\"/><![CDATA[x]]></robot>",
            "<sdf version='1.8'><model name='m'><link name='l'><pose>0 0 0 0 0 0</pose></link></model></sdf>"};
        if (QFileInfo::exists(test::corpusDir())) {
            const QStringList files = test::corpusXmlFiles();
            for (int i = 0; i < files.size(); i += 25) {
                QFile f(files[i]);
                if (f.open(QIODevice::ReadOnly) && f.size() < 200000) seeds << f.readAll();
            }
        }
        const char alphabet[] = "<>/=\"'&;!?[]-x \n\t#\xC3\xA9\x80\x00";
        int runs = 0;
        for (const QByteArray& seed : seeds) {
            for (int k = 0; k < 60; ++k, ++runs) {
                QByteArray b = seed;
                const int mutations = 1 + rng.bounded(8);
                for (int m = 0; m < mutations && !b.isEmpty(); ++m) {
                    const int at = rng.bounded(int(b.size()));
                    switch (rng.bounded(4)) {
                    case 0: b[at] = alphabet[rng.bounded(int(sizeof alphabet - 1))]; break;
                    case 1: b.remove(at, 1 + rng.bounded(16)); break;
                    case 2: b.insert(at, alphabet[rng.bounded(int(sizeof alphabet - 1))]); break;
                    case 3: b.insert(at, b.mid(rng.bounded(int(b.size())), rng.bounded(32))); break;
                    }
                }
                Diagnostics d;
                auto doc = XmlDocument::fromBytes(b, QStringLiteral("fuzz.xml"), &d);
                if (doc)
                    QVERIFY(doc->toBytes() == b);
                else
                    QVERIFY(!d.isEmpty());
                for (const Diagnostic& x : d) {
                    QVERIFY(x.line >= 1 && x.column >= 1);
                    QVERIFY(!x.message.isEmpty());
                }
            }
        }
        for (int k = 0; k < 500; ++k, ++runs) {
            QByteArray b(rng.bounded(300), Qt::Uninitialized);
            for (char& c : b) c = char(rng.bounded(256));
            auto doc = XmlDocument::fromBytes(b, QStringLiteral("noise.xml"), nullptr);
            if (doc) QVERIFY(doc->toBytes() == b);
        }
        QVERIFY(runs > 600);
    }
    // On small broken inputs the verdict agrees with QXmlStreamReader.
    void verdictMatchesQt() {
        const QList<QByteArray> cases = {"<a/>",
                                         "<a>",
                                         "<a></b>",
                                         "<a x='1' x='2'/>",
                                         "<a x=1/>",
                                         "<a>&bogus;</a>",
                                         "<a>&amp;</a>",
                                         "<a/><b/>",
                                         "<!-- x -- y --><a/>",
                                         "<a>]]></a>",
                                         "<?xml version='1.0'?><a/>",
                                         " <?xml version='1.0'?><a/>",
                                         "<a><![CDATA[<x>]]></a>",
                                         "<a>\x01</a>",
                                         "<a b='<'/>",
                                         "<a>caf\xC3\xA9</a>",
                                         "<a>caf\xE9</a>",
                                         "<1a/>",
                                         "<a></a >",
                                         "<a></ a>",
                                         "<a\n/>",
                                         "text",
                                         "",
                                         "<a x='&#x41;'/>",
                                         "<a x='&#xZZ;'/>"};
        for (const QByteArray& xml : cases) {
            auto doc = XmlDocument::fromBytes(xml, QStringLiteral("v.xml"), nullptr);
            const bool ours = doc && doc->isWellFormed();
            QXmlStreamReader reader(xml);
            reader.setNamespaceProcessing(false);
            while (!reader.atEnd()) reader.readNext();
            QVERIFY2(ours == !reader.hasError(), xml.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestHostileXml)
#include "tst_hostilexml.moc"
