// The lossless document: what the parser builds, where it says things are,
// and how it reports and recovers from malformed XML.
#include "TestSupport.h"

#include "xml/NodeArena.h"
#include "xml/NumberText.h"
#include "xml/XmlCodes.h"
#include "xml/XmlDocument.h"

#include <QRandomGenerator>
#include <QVarLengthArray>

#include <cmath>
#include <cstring>
#include <thread>

using namespace kinedit;

namespace {

std::unique_ptr<XmlDocument> parse(const QByteArray& xml, Diagnostics* diags = nullptr) {
    Diagnostics local;
    auto doc = XmlDocument::fromBytes(xml, QStringLiteral("t.xml"), diags ? diags : &local);
    return doc;
}

}  // namespace

class TestXmlDocument : public QObject {
    Q_OBJECT
private slots:
    // Numbers are spelt as Python's repr spells them, whatever was spelt
    // before: the exponent is read from this number's digits alone (a long
    // spelling left behind once made 0.045 come out as 4.5e-02).
    void numberTextSpellsEachNumberAlone() {
        for (int round = 0; round < 3; ++round) {
            // One after the other, as an export spells a vector.
            const QByteArray spelt[] = {numberText(1.2345678901234568e-300),
                                        numberText(0.045),
                                        numberText(-1.2345678901234568e+300),
                                        numberText(0.03),
                                        numberText(0),
                                        numberText(1e-5),
                                        numberText(0.0001),
                                        numberText(1e16),
                                        numberText(123456789012345.0)};
            const char* expected[] = {
                "1.2345678901234568e-300", "0.045", "-1.2345678901234568e+300", "0.03", "0", "1e-05", "0.0001", "1e+16", "123456789012345"};
            for (int i = 0; i < 9; ++i) QCOMPARE(spelt[i], QByteArray(expected[i]));
        }
    }
    void pathOfEqualsElementPath() {
        // The per-revision index gives the same paths as counting siblings,
        // and follows edits (a move changes the same-named positions).
        Diagnostics d;
        auto doc = XmlDocument::fromBytes("<r><a/><b/><a><c/><a/></a><!-- x --><a/></r>", QStringLiteral("t.xml"), &d);
        std::function<void(const XmlParentNode*)> all = [&](const XmlParentNode* p) {
            for (const XmlElement* e : p->childElements()) {
                QCOMPARE(doc->pathOf(e), elementPath(e));
                all(e);
            }
        };
        all(doc->top());
        XmlElement* last = doc->root()->childElements().back();
        QCOMPARE(doc->pathOf(last), QStringLiteral("/r/a[3]"));
        // Move the last <a> to the front: it becomes a[1].
        const int from = last->indexInParent();
        std::unique_ptr<XmlNode> node = doc->takeNode(doc->root(), from);
        doc->insertNode(doc->root(), 0, std::move(node));
        QCOMPARE(doc->pathOf(doc->root()->childElements().front()), QStringLiteral("/r/a[1]"));
        all(doc->top());
        // Numbers of two and more digits.
        auto wide = XmlDocument::fromBytes("<r>" + QByteArray("<b/>").repeated(120) + "<c><b/></c></r>", QStringLiteral("t.xml"), &d);
        QCOMPARE(wide->pathOf(wide->root()->childElements()[119]), QStringLiteral("/r/b[120]"));
        QCOMPARE(wide->pathOf(wide->root()->childElements()[10]), QStringLiteral("/r/b[11]"));
        QCOMPARE(wide->pathOf(wide->root()->childElements().back()->firstChildElement()), QStringLiteral("/r/c[1]/b[1]"));
        doc = std::move(wide);
        all(doc->top());
        QCOMPARE(doc->pathOf(nullptr), QStringLiteral("/"));
        // Over 32 distinct names under one parent (counted in a hash).
        QByteArray many = "<r>";
        for (int i = 0; i < 40; ++i) many += "<n" + QByteArray::number(i) + "/>";
        many += "<n5/><n39/><n0/></r>";
        doc = XmlDocument::fromBytes(many, QStringLiteral("t.xml"), &d);
        QCOMPARE(doc->pathOf(doc->root()->childElements()[40]), QStringLiteral("/r/n5[2]"));
        QCOMPARE(doc->pathOf(doc->root()->childElements()[42]), QStringLiteral("/r/n0[2]"));
        all(doc->top());
        // A subtree numbered in one document, then moved into another
        // whose own numbering is older: its paths are the new document's.
        auto source = XmlDocument::fromBytes("<r><s><x/><y/><x/></s></r>", QStringLiteral("a.xml"), &d);
        auto into = XmlDocument::fromBytes("<r><x/><s/><s><y/><x/><x/></s></r>", QStringLiteral("b.xml"), &d);
        XmlElement* s = source->root()->firstChildElement();
        QCOMPARE(source->pathOf(s->childElements()[2]), QStringLiteral("/r/s[1]/x[2]"));
        QCOMPARE(into->pathOf(into->root()->childElements()[2]->childElements()[2]), QStringLiteral("/r/s[2]/x[2]"));
        std::unique_ptr<XmlNode> moved = source->takeNode(source->root(), s->indexInParent());
        into->insertNode(into->root(), 0, std::move(moved));
        doc = std::move(into);
        QCOMPARE(doc->pathOf(doc->root()->childElements()[0]->childElements()[2]), QStringLiteral("/r/s[1]/x[2]"));
        QCOMPARE(doc->pathOf(doc->root()->childElements()[3]->childElements()[2]), QStringLiteral("/r/s[3]/x[2]"));
        all(doc->top());
    }

    // The readers' numbers: every token gives what QString::toDouble gives,
    // value and verdict, fast path or not.
    void messageNumbersKeepTheirSideOfTheLimit() {
        // Three digits, more where three would round onto the threshold.
        QCOMPARE(messageNumber(0.0123456, 1e-9), QStringLiteral("0.0123"));
        QCOMPARE(messageNumber(1.0000004e-9, 1e-9), QStringLiteral("1.0000004e-09"));
        QCOMPARE(messageNumber(0.9999996e-9, 1e-9), QStringLiteral("9.999996e-10"));
        QCOMPARE(messageNumber(1e-9, 1e-9), QStringLiteral("1e-09"));
        QCOMPARE(messageNumber(0, 1e-9), QStringLiteral("0"));
        // The integer part and a decimal at least: 1234.5 mm is not "1.23e+03".
        QCOMPARE(messageNumber(1234.5, 1e-3, 2), QStringLiteral("1234.5"));
        QCOMPARE(messageNumber(0.0020000001, 1e-3, 2), QStringLiteral("0.002"));
    }

    void numbersReadAsQtDoes() {
        QStringList tokens = {"0",
                              "-0",
                              "1",
                              "+1",
                              "1.",
                              ".5",
                              "-.5",
                              "+.5",
                              "1e3",
                              "1E-3",
                              "1e+308",
                              "1e309",
                              "-1e309",
                              "1e-320",
                              "1e-400",
                              "inf",
                              "-inf",
                              "+inf",
                              "nan",
                              "NaN",
                              "infinity",
                              "0x10",
                              "1e",
                              "e1",
                              ".",
                              "-",
                              "+",
                              "--1",
                              "+-1",
                              "-+1",
                              "1-2",
                              "1,5",
                              "1..2",
                              "00012.50",
                              "3.14159265358979323846264338327950288",
                              "1.7976931348623157e308",
                              "2.2250738585072014e-308",
                              "4.9e-324",
                              QString(70, u'1'),
                              QStringLiteral("١٢"),
                              QStringLiteral("1 ")};
        // And random strings over the characters numbers are made of.
        QRandomGenerator random(11);
        const QString alphabet = QStringLiteral("0123456789.-+eEinfa");
        for (int i = 0; i < 20000; ++i) {
            QString t;
            for (int k = 1 + int(random.bounded(8)); k > 0; --k) t += alphabet[int(random.bounded(alphabet.size()))];
            tokens << t;
        }
        for (const QString& t : std::as_const(tokens)) {
            bool ok = false, qtOk = false;
            const double v = toNumber(t, &ok), qt = t.toDouble(&qtOk);
            QVERIFY2(ok == qtOk, qPrintable(t));
            QVERIFY2(std::memcmp(&v, &qt, sizeof v) == 0 || (std::isnan(v) && std::isnan(qt)), qPrintable(t));
        }
        // Lists split at any whitespace, as simplified() would.
        QVarLengthArray<double, 8> v;
        QVERIFY(readNumbers(u" 1\t2.5\n-3e1\r\n ", v));
        QCOMPARE(v.size(), 3);
        QCOMPARE(v[2], -30.0);
        v.clear();
        QVERIFY(!readNumbers(u"1 x 3", v));
        QCOMPARE(v.size(), 3);
        v.clear();
        QVERIFY(readNumbers(u"   ", v));
        QVERIFY(v.isEmpty());
    }

    void nodes();
    void elementPrefixesFollowTheTree();
    void repeatedPiecesAreShared();
    void nodesLiveInChunksGivenBackWhole();
    void freedChunksServeTheNextParse();
    void attributesAndReferences();
    void positions();
    void bomAndLineEndings();
    void elementAt();
    void malformed_data();
    void malformed();
    void oneErrorPerMistake();
    void resetText();
    void cloneIsDeep();
};

void TestXmlDocument::nodes() {
    const QByteArray xml =
        "<?xml version=\"1.0\"?>\n<!DOCTYPE robot>\n<!-- c -->\n<robot a='1'>\n  <![CDATA[x<y]]>"
        "<?pi data?>text &amp; more<link/>\n</robot>\n";
    Diagnostics d;
    auto doc = parse(xml, &d);
    QVERIFY(doc);
    QVERIFY2(d.isEmpty(), qPrintable(d.value(0).toText()));
    const auto& top = doc->top()->children();
    QCOMPARE(top[0]->kind(), XmlNodeKind::Declaration);
    QCOMPARE(top[2]->kind(), XmlNodeKind::Doctype);
    QCOMPARE(top[4]->kind(), XmlNodeKind::Comment);
    QCOMPARE(static_cast<XmlLeaf*>(top[4].get())->text(), QStringLiteral(" c "));
    XmlElement* robot = doc->root();
    QCOMPARE(robot->name(), QStringLiteral("robot"));
    QCOMPARE(robot->attribute(u"a"), QStringLiteral("1"));
    QCOMPARE(robot->attributeAt(0).quote, '\'');
    QCOMPARE(robot->child(1)->kind(), XmlNodeKind::CData);
    QCOMPARE(robot->child(2)->kind(), XmlNodeKind::Instruction);
    QCOMPARE(static_cast<XmlLeaf*>(robot->child(3))->text(), QStringLiteral("text & more"));
    QCOMPARE(robot->text(), QStringLiteral("\n  x<ytext & more\n"));
    XmlElement* link = robot->firstChildElement(u"link");
    QVERIFY(link && link->isSelfClosing());
    QCOMPARE(doc->toBytes(), xml);
}

// The parser keeps one copy of a short piece that repeats (XmlInterner): a
// value seen early is shared by its later uses even after 10,000 unique
// names (past the tables' cap), and every piece reads back as written.
// usesElementPrefix answers from the parse, and from the tree once it has
// changed: an element added, removed, the text replaced and put back, and a
// tree built in memory. Attribute values and the namespace declaration alone
// do not count, nor does a name that is only a prefix and a colon.
void TestXmlDocument::elementPrefixesFollowTheTree() {
    auto doc = parse(
        "<robot xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n  <link name=\"xacro:base\"/>\n"
        "  <a><b><gazebo:plugin/></b></a>\n  <c:/>\n</robot>\n");
    QVERIFY(doc);
    QVERIFY(!doc->usesElementPrefix(u"xacro"));
    QVERIFY(doc->usesElementPrefix(u"gazebo"));
    QVERIFY(!doc->usesElementPrefix(u"c"));
    QVERIFY(!doc->usesElementPrefix(u"gazeb"));
    // Added deep in the tree by an edit: the parse's answer is out of date.
    XmlElement* b = doc->root()->firstChildElement(u"a")->firstChildElement(u"b");
    doc->insertNode(b, 0, std::make_unique<XmlElement>(QStringLiteral("xacro:include")));
    QVERIFY(doc->usesElementPrefix(u"xacro"));
    doc->takeNode(b, 0);
    QVERIFY(!doc->usesElementPrefix(u"xacro"));
    // Removed: gazebo's only element goes.
    XmlElement* a = doc->root()->firstChildElement(u"a");
    doc->takeNode(doc->root(), a->indexInParent());
    QVERIFY(!doc->usesElementPrefix(u"gazebo"));
    // The text replaced (parsed anew), then the old tree put back.
    XmlDocument::Snapshot old = doc->resetText("<robot><xacro:macro name=\"m\"/></robot>");
    QVERIFY(doc->usesElementPrefix(u"xacro"));
    QVERIFY(!doc->usesElementPrefix(u"gazebo"));
    doc->restore(std::move(old));
    QVERIFY(!doc->usesElementPrefix(u"xacro"));
    // A tree built in memory has no parse to ask.
    auto top = std::make_unique<XmlDocumentNode>();
    auto root = std::make_unique<XmlElement>(QStringLiteral("robot"));
    root->appendChild(std::make_unique<XmlElement>(QStringLiteral("xacro:arg")));
    top->appendChild(std::move(root));
    QByteArray bytes;
    top->write(bytes, true);
    auto built = XmlDocument::fromTree(std::move(top), bytes, QStringLiteral("t.xml"));
    QVERIFY(built->usesElementPrefix(u"xacro"));
    QVERIFY(!built->usesElementPrefix(u"gazebo"));
    // More prefixes than the parser keeps: the tree answers.
    QByteArray many = "<r>";
    for (int i = 0; i < 100; ++i) many += "<p" + QByteArray::number(i) + ":x/>";
    auto crowded = parse(many + "<xacro:call/></r>");
    QVERIFY(crowded->usesElementPrefix(u"xacro"));
    QVERIFY(crowded->usesElementPrefix(u"p99"));
    QVERIFY(!crowded->usesElementPrefix(u"p100"));
}

void TestXmlDocument::repeatedPiecesAreShared() {
    QByteArray xml = "<robot>\n  <a v=\"0 0 1\" name=\"first\"/>";
    for (int i = 0; i < 10000; ++i) xml += "\n  <b name=\"unique_" + QByteArray::number(i) + "\" v=\"0 0 1\"/>";
    xml += "\n  <c v=\"0 0 1\" name=\"first\"/>\n</robot>\n";
    auto doc = parse(xml);
    QVERIFY(doc && doc->isWellFormed());
    const std::vector<XmlElement*> all = doc->root()->childElements();
    QCOMPARE(all.size(), size_t(10002));
    const XmlElement* a = all.front();
    const XmlElement* c = all.back();
    QCOMPARE(c->attribute(u"v"), QStringLiteral("0 0 1"));
    QCOMPARE(c->attribute(u"v").constData(), a->attribute(u"v").constData());
    QCOMPARE(c->attribute(u"name").constData(), a->attribute(u"name").constData());
    QCOMPARE(c->findAttribute(u"v")->rawValue.constData(), a->findAttribute(u"v")->rawValue.constData());
    QCOMPARE(all[9000]->name().constData(), all[1]->name().constData());
    QCOMPARE(all[9000]->attribute(u"name"), QStringLiteral("unique_8999"));
    QCOMPARE(all[9000]->attribute(u"v").constData(), a->attribute(u"v").constData());
    QCOMPARE(doc->toBytes(), xml);
}

void TestXmlDocument::nodesLiveInChunksGivenBackWhole() {
    // Parsed on a thread that ends before the nodes are deleted here: each
    // chunk goes back once its last node is gone, whichever thread deletes it.
    const std::size_t before = nodearena::liveChunks();
    QByteArray xml = "<robot>";
    for (int i = 0; i < 20000; ++i) xml += "\n  <link name=\"l" + QByteArray::number(i) + "\"><visual/></link>";
    xml += "\n</robot>\n";
    std::unique_ptr<XmlDocument> doc;
    std::thread([&] { doc = parse(xml); }).join();
    QVERIFY(doc && doc->isWellFormed());
    // 60,001 nodes (elements and the text between them) in a few chunks.
    const std::size_t held = nodearena::liveChunks() - before;
    QVERIFY2(held >= 2 && held <= 64, qPrintable(QString::number(held)));
    // Laid out in the order they were read.
    const std::vector<XmlElement*> links = doc->root()->childElements();
    int forward = 0;
    for (size_t i = 1; i < links.size(); ++i) forward += links[i] > links[i - 1];
    QVERIFY2(forward >= int(links.size()) * 99 / 100, qPrintable(QString::number(forward)));
    // A node taken out keeps its chunk after the document is gone.
    std::unique_ptr<XmlNode> kept = doc->takeNode(doc->root(), doc->root()->childCount() - 2);
    QCOMPARE(static_cast<XmlElement*>(kept.get())->attribute(u"name"), QStringLiteral("l19999"));
    doc.reset();
    QCOMPARE(nodearena::liveChunks(), before + 1);
    QCOMPARE(kept->toBytes(), QByteArray("<link name=\"l19999\"><visual/></link>"));
    kept.reset();
    QCOMPARE(nodearena::liveChunks(), before);
}

// A large document's chunks, once freed, are kept for the next parse (the
// editor parses again at every pause in typing): the same text parsed again
// maps no new chunk and reads back whole from the chunks used again (past
// the first 16 MiB their pages were offered to the kernel; nothing here
// makes it take them, and under AddressSanitizer none are offered).
void TestXmlDocument::freedChunksServeTheNextParse() {
    nodearena::giveBackKept();
    QCOMPARE(nodearena::keptChunks(), std::size_t(0));
    const std::size_t before = nodearena::liveChunks();
    QByteArray xml = "<robot>";
    for (int i = 0; i < 60000; ++i)
        xml += "\n  <link name=\"l" + QByteArray::number(i) + "\"><visual><geometry><box size=\"1 2 3\"/></geometry></visual></link>";
    xml += "\n</robot>\n";
    // On threads that end, as in the test above, so that no chunk is held
    // half filled.
    std::unique_ptr<XmlDocument> doc;
    std::thread([&] { doc = parse(xml); }).join();
    QVERIFY(doc && doc->isWellFormed());
    const std::size_t held = nodearena::liveChunks() - before;
    QVERIFY2(held > 64 && held < 1024, qPrintable(QString::number(held)));  // past the old 16 MiB kept
    doc.reset();
    QCOMPARE(nodearena::liveChunks(), before);
    // All but the root's list of children (120,000 of them: a larger
    // chunk of its own, which goes back to the system).
    QCOMPARE(nodearena::keptChunks(), held - 1);
    std::thread([&] { doc = parse(xml); }).join();
    QVERIFY(doc && doc->isWellFormed());
    QCOMPARE(nodearena::liveChunks() - before, held);
    QCOMPARE(nodearena::keptChunks(), std::size_t(0));  // every one used again, none mapped anew
    QCOMPARE(doc->toBytes(), xml);
    doc.reset();
    nodearena::giveBackKept();
    QCOMPARE(nodearena::keptChunks(), std::size_t(0));
    QCOMPARE(nodearena::liveChunks(), before);
}

void TestXmlDocument::attributesAndReferences() {
    const QByteArray xml = "<r a=\"x &lt; &#x41;&#66; &quot;q&quot;\" b = 'l1\nl2\tt' c=\"&#10;\"/>";
    auto doc = parse(xml);
    QVERIFY(doc && doc->isWellFormed());
    XmlElement* r = doc->root();
    QCOMPARE(r->attribute(u"a"), QStringLiteral("x < AB \"q\""));
    // Attribute-value normalisation: literal tab/newline -> space; references kept.
    QCOMPARE(r->attribute(u"b"), QStringLiteral("l1 l2 t"));
    QCOMPARE(r->attribute(u"c"), QStringLiteral("\n"));
    QCOMPARE(r->attributeAt(1).eq, QByteArray(" = "));
    QCOMPARE(doc->toBytes(), xml);

    // Declared internal entities without references are expanded.
    const QByteArray withEntity = "<!DOCTYPE r [ <!ENTITY arm \"HEBI arm\"> ]><r n=\"&arm;\">&arm;!</r>";
    auto doc2 = parse(withEntity);
    QVERIFY(doc2 && doc2->isWellFormed());
    QCOMPARE(doc2->root()->attribute(u"n"), QStringLiteral("HEBI arm"));
    QCOMPARE(doc2->root()->text(), QStringLiteral("HEBI arm!"));
    QCOMPARE(doc2->toBytes(), withEntity);
}

void TestXmlDocument::positions() {
    const QByteArray xml = "<robot>\n  <link name=\"a\"\n        type=\"b\"/>\n\t<joint/>\n  <é x=\"1\"/>\n</robot>";
    auto doc = parse(xml);
    QVERIFY(doc && doc->isWellFormed());
    XmlElement* link = doc->root()->firstChildElement(u"link");
    QCOMPARE(doc->position(link).line, 2);
    QCOMPARE(doc->position(link).column, 3);
    QCOMPARE(doc->valuePosition(link, 0).line, 2);
    QCOMPARE(doc->valuePosition(link, 0).column, 15);
    QCOMPARE(doc->valuePosition(link, 1).line, 3);
    QCOMPARE(doc->valuePosition(link, 1).column, 15);
    QCOMPARE(doc->valuePosition(link, 1, 1).column, 16);
    XmlElement* joint = doc->root()->firstChildElement(u"joint");
    QCOMPARE(doc->position(joint).column, 2);  // a tab is one column
    // Columns count characters, not bytes.
    XmlElement* accented = doc->root()->childElements()[2];
    QCOMPARE(doc->valuePosition(accented, 0).column, 9);
}

void TestXmlDocument::bomAndLineEndings() {
    const QByteArray xml = "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n<r>\r\n  <a/>\r\n</r>\r\n";
    Diagnostics d;
    auto doc = parse(xml, &d);
    QVERIFY(doc);
    QVERIFY2(d.isEmpty(), qPrintable(d.value(0).toText()));
    QCOMPARE(doc->top()->bom, QByteArray("\xEF\xBB\xBF"));
    QCOMPARE(doc->toBytes(), xml);
    QCOMPARE(doc->position(doc->root()->firstChildElement()).line, 3);
}

void TestXmlDocument::elementAt() {
    const QByteArray xml = "<r>\n  <a x=\"1\">\n    <b/>\n  </a>\n  <c/>\n</r>\n";
    auto doc = parse(xml);
    QVERIFY(doc);
    QCOMPARE(doc->elementAt(xml.indexOf("<b")), doc->root()->firstChildElement()->firstChildElement());
    QCOMPARE(doc->elementAt(xml.indexOf("x=")), doc->root()->firstChildElement());
    QCOMPARE(doc->elementAt(xml.indexOf("</a>") + 2), doc->root()->firstChildElement());
    QCOMPARE(doc->elementAt(xml.indexOf("<c")), doc->root()->childElements()[1]);
    QCOMPARE(doc->elementAt(1), doc->root());
}

void TestXmlDocument::malformed_data() {
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::newRow("mismatched") << QByteArray("<a>\n  <b>\n</a>") << "XML-E002" << 3 << 1;
    QTest::newRow("unclosed at eof") << QByteArray("<a>\n  <b/>\n") << "XML-E003" << 3 << 1;
    QTest::newRow("stray end tag") << QByteArray("<a>\n</b>\n</a>") << "XML-E004" << 2 << 1;
    QTest::newRow("second root") << QByteArray("<a/>\n<b/>") << "XML-E012" << 2 << 1;
    QTest::newRow("duplicate attribute") << QByteArray("<a x=\"1\" x=\"2\"/>") << "XML-E005" << 1 << 10;
    QTest::newRow("unquoted value") << QByteArray("<a\n x=1/>") << "XML-E001" << 2 << 4;
    QTest::newRow("missing =") << QByteArray("<a x \"1\"/>") << "XML-E001" << 1 << 6;
    QTest::newRow("unclosed value") << QByteArray("<r><a x=\"1/>\n<b/></r>") << "XML-E016" << 1 << 9;
    QTest::newRow("bare ampersand") << QByteArray("<a>fish & chips</a>") << "XML-E007" << 1 << 9;
    QTest::newRow("undefined entity") << QByteArray("<a x=\"&nbsp;\"/>") << "XML-E007" << 1 << 7;
    QTest::newRow("bad char ref") << QByteArray("<a>&#0;</a>") << "XML-E007" << 1 << 4;
    QTest::newRow("control char") << QByteArray("<a>\x01</a>") << "XML-E006" << 1 << 4;
    QTest::newRow("invalid utf8") << QByteArray("<a>\n caf\xE9 </a>") << "XML-E010" << 2 << 5;
    // Past runs of plain ASCII the check reads eight bytes at a time: a bad
    // byte at every position of such a block is still found where it is.
    for (int k = 0; k < 8; ++k) {
        const QByteArray run = "<a>" + QByteArray(16 + k, 'x');
        QTest::addRow("control char after %d", 16 + k) << run + "\x1F</a>"
                                                       << "XML-E006" << 1 << 20 + k;
        QTest::addRow("invalid utf8 after %d", 16 + k) << run + "\xFF</a>"
                                                       << "XML-E010" << 1 << 20 + k;
        QTest::addRow("good utf8 then control after %d", 16 + k) << run + "\xC3\xA9\x02</a>"
                                                                 << "XML-E006" << 1 << 21 + k;
    }
    QTest::newRow("latin1 declared") << QByteArray("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>") << "XML-E010" << 1 << 31;
    QTest::newRow("no root") << QByteArray("<!-- only -->\n") << "XML-E011" << 2 << 1;
    QTest::newRow("text outside") << QByteArray("<a/>\n junk") << "XML-E013" << 2 << 2;
    QTest::newRow("late declaration") << QByteArray("\n<?xml version=\"1.0\"?><a/>") << "XML-E014" << 2 << 1;
    QTest::newRow("double dash") << QByteArray("<a><!-- a -- b --></a>") << "XML-E015" << 1 << 11;
    QTest::newRow("open comment") << QByteArray("<a>\n<!-- never closed\n</a>") << "XML-E016" << 2 << 1;
    QTest::newRow("open cdata") << QByteArray("<a><![CDATA[x</a>") << "XML-E016" << 1 << 4;
    QTest::newRow("lt in text") << QByteArray("<a>1 < 2</a>") << "XML-E001" << 1 << 6;
    QTest::newRow("end tag junk") << QByteArray("<a></a x>") << "XML-E001" << 1 << 8;
    QTest::newRow("cdata end in text") << QByteArray("<a>]]></a>") << "XML-E001" << 1 << 4;
    QTest::newRow("tag at eof") << QByteArray("<a><b x=\"1\"") << "XML-E016" << 1 << 4;
    QTest::newRow("empty") << QByteArray("") << "XML-E011" << 1 << 1;
    QTest::newRow("utf16") << QByteArray("\xFF\xFE<\0a\0/\0>\0", 10) << "XML-E010" << 1 << 1;
}

void TestXmlDocument::malformed() {
    QFETCH(QByteArray, xml);
    QFETCH(QString, code);
    QFETCH(int, line);
    QFETCH(int, column);
    Diagnostics d;
    auto doc = parse(xml, &d);
    QVERIFY(!d.isEmpty());
    const auto it = std::find_if(d.begin(), d.end(), [&](const Diagnostic& x) { return x.code == code; });
    QVERIFY2(it != d.end(), qPrintable(QStringLiteral("no %1; got %2").arg(code, d.first().toText())));
    QCOMPARE(it->severity, Severity::Error);
    QCOMPARE(it->file, QStringLiteral("t.xml"));
    QCOMPARE(it->line, line);
    QCOMPARE(it->column, column);
    // The user's text is never lost: unless refused, it writes back as read.
    if (doc) {
        QVERIFY(!doc->isWellFormed());
        QCOMPARE(doc->toBytes(), xml);
    }
}

// A broken tag must not cascade into errors about everything after it.
void TestXmlDocument::oneErrorPerMistake() {
    const QByteArray xml =
        "<robot>\n  <link name=\"a\" type=revolute>\n    <inertial/>\n  </link>\n"
        "  <joint name=\"j\"/>\n</robot>\n";
    Diagnostics d;
    auto doc = parse(xml, &d);
    QVERIFY(doc);
    QCOMPARE(d.size(), 1);
    QCOMPARE(d[0].line, 2);
    QCOMPARE(d[0].column, 23);  // the unquoted value
    QCOMPARE(d[0].path, QStringLiteral("/robot/link[1]"));
    QCOMPARE(doc->toBytes(), xml);
    // The element and its good attributes are still there.
    XmlElement* link = doc->root()->firstChildElement(u"link");
    QVERIFY(link);
    QCOMPARE(link->attribute(u"name"), QStringLiteral("a"));
    QVERIFY(doc->root()->firstChildElement(u"joint"));
}

void TestXmlDocument::resetText() {
    auto doc = parse("<a><b/></a>");
    QSignalSpy reset(doc.get(), &XmlDocument::reset);
    doc->resetText("<a><b/><c/></a>");
    QCOMPARE(reset.count(), 1);
    QCOMPARE(doc->root()->childElementCount(), 2);
    doc->resetText("<a><b></a>");
    QVERIFY(!doc->isWellFormed());
    QCOMPARE(doc->toBytes(), QByteArray("<a><b></a>"));
    // Even text the parser refuses is kept.
    doc->resetText("<!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><a>&x;</a>");
    QCOMPARE(doc->toBytes(), QByteArray("<!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><a>&x;</a>"));
    QVERIFY(!doc->isWellFormed());
}

void TestXmlDocument::cloneIsDeep() {
    auto doc = parse("<a x='1'><b>t</b><!--c--></a>");
    auto copy = doc->root()->clone();
    QCOMPARE(copy->toBytes(), QByteArray("<a x='1'><b>t</b><!--c--></a>"));
    static_cast<XmlElement*>(copy.get())->firstChildElement()->appendChild(XmlLeaf::makeText(QStringLiteral("<")));
    QCOMPARE(doc->toBytes(), QByteArray("<a x='1'><b>t</b><!--c--></a>"));
    QCOMPARE(copy->toBytes(), QByteArray("<a x='1'><b>t&lt;</b><!--c--></a>"));
}

QTEST_GUILESS_MAIN(TestXmlDocument)
#include "tst_xmldocument.moc"
