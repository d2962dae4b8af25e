// Edits change only the bytes they touch: an attribute edit is a one-line
// diff, and putting back what an edit returned restores the original bytes.
#include "CorpusFiles.h"

#include "xml/XmlDocument.h"

#include <QRandomGenerator>

using namespace kinedit;

namespace {

// Lines that differ between a and b (same line count assumed).
int changedLines(const QByteArray& a, const QByteArray& b) {
    const QList<QByteArray> la = a.split('\n'), lb = b.split('\n');
    if (la.size() != lb.size()) return -1;
    int n = 0;
    for (int i = 0; i < la.size(); ++i)
        if (la[i] != lb[i]) ++n;
    return n;
}

const QByteArray sample =
    "<?xml version=\"1.0\"?>\n"
    "<!-- hand-written; keep my comments -->\n"
    "<robot   version='1.2.0'>\n"
    "  <actuator type=\"X5-9\"/>\n"
    "  <link   type=\"X5\" extension = \"0.325\"  twist=\"pi\"/>\n"
    "\n"
    "  <rigid-body mass=\"0.1\"\n"
    "              com_trans=\"0 0 0\"/>\n"
    "</robot>\n";

}  // namespace

class TestEditLocality : public QObject {
    Q_OBJECT
private slots:
    void attributeEditIsOneLine() {
        auto doc = XmlDocument::fromBytes(sample, QStringLiteral("s.hrdf"), nullptr);
        XmlElement* link = doc->root()->firstChildElement(u"link");
        doc->setAttribute(link, QStringLiteral("extension"), QStringLiteral("0.5 + 0.1"));
        const QByteArray edited = doc->toBytes();
        QCOMPARE(changedLines(sample, edited), 1);
        // Spacing around '=' and between attributes is kept.
        QVERIFY(edited.contains("<link   type=\"X5\" extension = \"0.5 + 0.1\"  twist=\"pi\"/>"));
        QCOMPARE(edited.size(), sample.size() + 4);
    }
    void quoteStyleKept() {
        auto doc = XmlDocument::fromBytes(sample, QStringLiteral("s.hrdf"), nullptr);
        doc->setAttribute(doc->root(), QStringLiteral("version"), QStringLiteral("1.6.0 'x'"));
        QVERIFY(doc->toBytes().contains("<robot   version='1.6.0 &apos;x&apos;'>"));
        QCOMPARE(doc->root()->attribute(u"version"), QStringLiteral("1.6.0 'x'"));
    }
    void addedAttributeFollowsStyle() {
        auto doc = XmlDocument::fromBytes(sample, QStringLiteral("s.hrdf"), nullptr);
        XmlElement* act = doc->root()->firstChildElement(u"actuator");
        doc->setAttribute(act, QStringLiteral("tag"), QStringLiteral("J1 <base>"));
        const QByteArray edited = doc->toBytes();
        QCOMPARE(changedLines(sample, edited), 1);
        QVERIFY(edited.contains("<actuator type=\"X5-9\" tag=\"J1 &lt;base>\"/>"));
    }
    void undoRestoresBytes() {
        auto doc = XmlDocument::fromBytes(sample, QStringLiteral("s.hrdf"), nullptr);
        XmlElement* rb = doc->root()->firstChildElement(u"rigid-body");
        // Replace, insert, remove an attribute; remove and reinsert a node.
        XmlAttribute a = rb->attributeAt(1);
        a.setValue(QStringLiteral("1 2 3"));
        XmlAttribute old = doc->replaceAttribute(rb, 1, a);
        doc->insertAttribute(rb, 0, XmlAttribute::make(QStringLiteral("ixx"), QStringLiteral("0.1")));
        XmlAttribute taken = doc->takeAttribute(rb, 1);
        std::unique_ptr<XmlNode> node = doc->takeNode(doc->root(), 1);
        auto tags = doc->setTagEnds(rb, ">", "</rigid-body>");
        QVERIFY(doc->toBytes() != sample);
        // Undo in reverse order.
        doc->setTagEnds(rb, tags.first, tags.second);
        doc->insertNode(doc->root(), 1, std::move(node));
        doc->insertAttribute(rb, 1, taken);
        doc->takeAttribute(rb, 0);
        doc->replaceAttribute(rb, 1, old);
        QCOMPARE(doc->toBytes(), sample);
    }
    void signalsAndRevision() {
        auto doc = XmlDocument::fromBytes(sample, QStringLiteral("s.hrdf"), nullptr);
        QSignalSpy changed(doc.get(), &XmlDocument::changed);
        QSignalSpy attr(doc.get(), &XmlDocument::attributeChanged);
        const quint64 r0 = doc->revision();
        doc->setAttribute(doc->root(), QStringLiteral("version"), QStringLiteral("1.3.0"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(attr.count(), 1);
        QVERIFY(doc->revision() > r0);
        // Setting the same value is no edit.
        doc->setAttribute(doc->root(), QStringLiteral("version"), QStringLiteral("1.3.0"));
        QCOMPARE(changed.count(), 1);
    }
    // Positions follow edits (the source view and diagnostics rely on it).
    void positionsAfterEdit() {
        auto doc = XmlDocument::fromBytes(sample, QStringLiteral("s.hrdf"), nullptr);
        XmlElement* rb = doc->root()->firstChildElement(u"rigid-body");
        QCOMPARE(doc->position(rb).line, 7);
        doc->insertNode(doc->root(), 0, XmlLeaf::makeText(QStringLiteral("\n\n")));
        QCOMPARE(doc->position(rb).line, 9);
        QCOMPARE(doc->valuePosition(rb, 1).line, 10);
    }
    // Random sequences of edits, then all undone, give back the original.
    void randomEditsUndone() {
        QRandomGenerator rng(20261122);
        for (int round = 0; round < 200; ++round) {
            auto doc = XmlDocument::fromBytes(sample, QStringLiteral("s.hrdf"), nullptr);
            std::vector<std::function<void()>> undo;
            const auto elements = doc->root()->childElements();
            for (int k = 0; k < 8; ++k) {
                XmlElement* e = elements[rng.bounded(int(elements.size()))];
                switch (rng.bounded(3)) {
                case 0:
                    if (e->attributeCount() > 0) {
                        const int i = rng.bounded(e->attributeCount());
                        XmlAttribute a = e->attributeAt(i);
                        a.setValue(QString::number(rng.bounded(1000)) + QStringLiteral("&\"<"));
                        auto old = std::make_shared<XmlAttribute>(doc->replaceAttribute(e, i, a));
                        undo.push_back([&doc, e, i, old]() { doc->replaceAttribute(e, i, *old); });
                    }
                    break;
                case 1: {
                    const int i = rng.bounded(e->attributeCount() + 1);
                    doc->insertAttribute(e, i, XmlAttribute::make(QStringLiteral("n%1").arg(k), QStringLiteral("v")));
                    undo.push_back([&doc, e, i]() { doc->takeAttribute(e, i); });
                    break;
                }
                case 2:
                    if (e->attributeCount() > 0) {
                        const int i = rng.bounded(e->attributeCount());
                        auto old = std::make_shared<XmlAttribute>(doc->takeAttribute(e, i));
                        undo.push_back([&doc, e, i, old]() { doc->insertAttribute(e, i, *old); });
                    }
                    break;
                }
            }
            while (!undo.empty()) {
                undo.back()();
                undo.pop_back();
            }
            QCOMPARE(doc->toBytes(), sample);
        }
    }
    // Over the corpus: editing one single-line attribute changes one line.
    void corpusAttributeEdits() {
        KINEDIT_REQUIRE_SHARED(test::corpusDir());
        int edited = 0;
        for (const QString& path : test::corpusXmlFiles()) {
            auto doc = XmlDocument::load(path, nullptr);
            if (!doc || !doc->isWellFormed() || !doc->root()) continue;
            const QByteArray before = doc->toBytes();
            // The first attribute whose value is on one line.
            XmlElement* target = nullptr;
            int index = -1;
            std::function<void(XmlElement*)> find = [&](XmlElement* e) {
                for (int i = 0; i < e->attributeCount() && !target; ++i)
                    if (!e->attributeAt(i).rawValue.contains('\n')) target = e, index = i;
                for (XmlElement* c : e->childElements())
                    if (!target) find(c);
            };
            find(doc->root());
            if (!target) continue;
            XmlAttribute a = target->attributeAt(index);
            a.setValue(a.value + QStringLiteral("_edited"));
            XmlAttribute old = doc->replaceAttribute(target, index, a);
            QVERIFY2(changedLines(before, doc->toBytes()) == 1, qPrintable(path));
            doc->replaceAttribute(target, index, old);
            QVERIFY2(doc->toBytes() == before, qPrintable(path));
            ++edited;
        }
        QVERIFY(edited > 300);
    }
};

QTEST_GUILESS_MAIN(TestEditLocality)
#include "tst_editlocality.moc"
