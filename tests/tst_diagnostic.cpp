// The diagnostic type: compiler-style text, JSON, ordering, element paths.
#include "TestSupport.h"

#include "diagnostics/Diagnostic.h"
#include "xml/XmlDocument.h"

using namespace kinedit;

class TestDiagnostic : public QObject {
    Q_OBJECT
private slots:
    void text() {
        Diagnostic d;
        d.severity = Severity::Error;
        d.code = QStringLiteral("HRDF-E012");
        d.message = QStringLiteral("unknown attribute 'mas'");
        d.file = QStringLiteral("arm.hrdf");
        d.line = 7;
        d.column = 13;
        QCOMPARE(d.toText(), QStringLiteral("arm.hrdf:7:13: error: unknown attribute 'mas' [HRDF-E012]"));
        d.severity = Severity::Warning;
        d.column = 0;
        QCOMPARE(d.toText(), QStringLiteral("arm.hrdf:7: warning: unknown attribute 'mas' [HRDF-E012]"));
        d.severity = Severity::Note;
        d.line = 0;
        d.code.clear();
        QCOMPARE(d.toText(), QStringLiteral("arm.hrdf: note: unknown attribute 'mas'"));
    }
    void json() {
        Diagnostic d{Severity::Warning,
                     QStringLiteral("XML-W001"),
                     QStringLiteral("m"),
                     QStringLiteral("f.sdf"),
                     3,
                     4,
                     QStringLiteral("/sdf/model[1]"),
                     QStringLiteral("name")};
        const QJsonObject o = d.toJson();
        QCOMPARE(o.value(QStringLiteral("severity")).toString(), QStringLiteral("warning"));
        QCOMPARE(o.value(QStringLiteral("line")).toInt(), 3);
        QCOMPARE(o.value(QStringLiteral("path")).toString(), QStringLiteral("/sdf/model[1]"));
        QCOMPARE(Diagnostic::fromJson(o), d);
    }
    void counting() {
        Diagnostics list;
        list.append({Severity::Warning, {}, {}, QStringLiteral("a"), 5, 1, {}, {}});
        list.append({Severity::Error, {}, {}, QStringLiteral("a"), 2, 9, {}, {}});
        list.append({Severity::Error, {}, {}, QStringLiteral("a"), 2, 3, {}, {}});
        QCOMPARE(countSeverity(list, Severity::Error), 2);
        QVERIFY(hasErrors(list));
        sortByLocation(list);
        QCOMPARE(list[0].column, 3);
        QCOMPARE(list[1].column, 9);
        QCOMPARE(list[2].line, 5);
    }
    void paths() {
        const QByteArray xml = "<robot><bracket/><link/><bracket><output/><output><x/></output></bracket></robot>";
        auto doc = XmlDocument::fromBytes(xml, QStringLiteral("p.hrdf"), nullptr);
        QVERIFY(doc);
        XmlElement* second = doc->root()->childElements(u"bracket")[1];
        XmlElement* out2 = second->childElements(u"output")[1];
        QCOMPARE(elementPath(doc->root()), QStringLiteral("/robot"));
        QCOMPARE(elementPath(second), QStringLiteral("/robot/bracket[2]"));
        QCOMPARE(elementPath(out2), QStringLiteral("/robot/bracket[2]/output[2]"));
        QCOMPARE(elementPath(out2->firstChildElement()), QStringLiteral("/robot/bracket[2]/output[2]/x[1]"));
        QCOMPARE(elementByPath(doc->top(), u"/robot/bracket[2]/output[2]"), out2);
        QCOMPARE(elementByPath(doc->top(), u"/robot/bracket[3]"), nullptr);
        QCOMPARE(elementByPath(doc->top(), u"/robot"), doc->root());
    }
};

QTEST_GUILESS_MAIN(TestDiagnostic)
#include "tst_diagnostic.moc"
