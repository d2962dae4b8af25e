// The text the source view shows for a file's bytes, and the bytes after
// an edit of it: only what was typed or deleted changes.
#include "xml/ShownText.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace kinedit;

class TestShownText : public QObject {
    Q_OBJECT
private slots:
    void lineEndsShowAsOne() {
        QCOMPARE(shownText("a\r\nb\nc\rd"), QStringLiteral("a\nb\nc\nd"));
        QCOMPARE(shownText("\xEF\xBB\xBF<r/>"), QStringLiteral("<r/>"));
        QCOMPARE(shownText("\xC3\xA4\xF0\x9F\x98\x80"), QString::fromUtf8("\xC3\xA4\xF0\x9F\x98\x80"));
        QCOMPARE(shownText("a\xFF"
                           "b"),
                 QStringLiteral("a\uFFFDb"));
        QCOMPARE(shownText("\r\r\n"), QStringLiteral("\n\n"));
    }

    void editsChangeOnlyWhatWasTyped_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("shown");  // the text after the edit
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("typed in a Windows file")
            << QByteArray("<a>\r\n<b/>\r\n</a>\r\n") << QStringLiteral("<a>\n<bc/>\n</a>\n") << QByteArray("<a>\r\n<bc/>\r\n</a>\r\n");
        QTest::newRow("new line in a Windows file")
            << QByteArray("<a>\r\n</a>\r\n") << QStringLiteral("<a>\n\n</a>\n") << QByteArray("<a>\r\n\r\n</a>\r\n");
        QTest::newRow("new line ends as its own line")
            << QByteArray("<a>\n<b/>\r\n</a>\n") << QStringLiteral("<a>\n<b/>\n\n</a>\n") << QByteArray("<a>\n<b/>\r\n\r\n</a>\n");
        QTest::newRow("last line takes the one before")
            << QByteArray("<a>\r\n</a>") << QStringLiteral("<a>\n</a>\n") << QByteArray("<a>\r\n</a>\r\n");
        QTest::newRow("a line end deleted whole")
            << QByteArray("<a>\r\n\r\n</a>") << QStringLiteral("<a>\n</a>") << QByteArray("<a>\r\n</a>");
        QTest::newRow("mixed ends kept") << QByteArray("<a>\r\n<b/>\n<c/>\r</a>") << QStringLiteral("<a>\n<b/>\n<cd/>\n</a>")
                                         << QByteArray("<a>\r\n<b/>\n<cd/>\r</a>");
        QTest::newRow("new line after a lone CR ends as its line")
            << QByteArray("a\rb\n") << QStringLiteral("a\n\nb\n") << QByteArray("a\r\rb\n");
        QTest::newRow("a line typed after a lone CR") << QByteArray("a\rb\n") << QStringLiteral("a\nx\nb\n") << QByteArray("a\rx\rb\n");
        QTest::newRow("byte order mark kept") << QByteArray("\xEF\xBB\xBF<a/>\n") << QStringLiteral("<ab/>\n")
                                              << QByteArray("\xEF\xBB\xBF<ab/>\n");
        QTest::newRow("bad bytes elsewhere kept")
            << QByteArray("<a>\xFF</a>\n<b/>\n") << QString::fromUtf8("<a>\uFFFD</a>\n<bc/>\n") << QByteArray("<a>\xFF</a>\n<bc/>\n");
        QTest::newRow("beside a character of two units")
            << QByteArray("\xF0\x9F\x98\x80x") << QString::fromUtf8("\xF0\x9F\x98\x80yx") << QByteArray("\xF0\x9F\x98\x80yx");
        QTest::newRow("one of two like characters")
            << QByteArray("\xF0\x9F\x98\x80") << QString::fromUtf8("\xF0\x9F\x98\x81") << QByteArray("\xF0\x9F\x98\x81");
    }
    void editsChangeOnlyWhatWasTyped() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, shown);
        QFETCH(QByteArray, expected);
        const QByteArray after = bytesAfterShownEdit(bytes, shown);
        QCOMPARE(after, expected);
        QCOMPARE(shownText(after), shown);
        QCOMPARE(bytesAfterShownEdit(bytes, shownText(bytes)), bytes);
    }

    // Random edits of random mixed-end text: the result always shows as
    // the edited text, and the bytes before and after the edit stay.
    void randomEditsShowAsTyped() {
        QRandomGenerator rng(7);
        const char* pieces[] = {"a", "\r\n", "\n", "\r", "\xC3\xA4", "\xF0\x9F\x98\x80", " "};
        for (int round = 0; round < 2000; ++round) {
            QByteArray bytes;
            for (int i = int(rng.bounded(30)); i > 0; --i) bytes += pieces[rng.bounded(7)];
            QString shown = shownText(bytes);
            const qsizetype at = rng.bounded(int(shown.size()) + 1);
            qsizetype cut = qMin<qsizetype>(rng.bounded(4), shown.size() - at);
            if (at + cut < shown.size() && shown[at + cut].isLowSurrogate()) ++cut;
            if (at > 0 && shown[at - 1].isHighSurrogate()) continue;
            const QString typed = QStringList{QString(), QStringLiteral("x"), QStringLiteral("\n"), QStringLiteral("y\nz")}[rng.bounded(4)];
            shown.replace(at, cut, typed);
            const QByteArray after = bytesAfterShownEdit(bytes, shown);
            QVERIFY2(shownText(after) == shown, bytes.toHex().constData());
        }
    }
};

QTEST_MAIN(TestShownText)
#include "tst_showntext.moc"
