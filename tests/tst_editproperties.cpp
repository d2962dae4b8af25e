// Property tests of editing and saving. Random sequences of the editor's own
// undo commands (EditCommands.h), with undos and redos in between, then undo
// all: the original bytes. Random documents (corpus files edited at random,
// and documents generated from scratch) saved through EditorDocument and
// loaded again: the same tree and the same bytes. Every case has a seed;
// a failure names it, and KINEDIT_PROPERTY_SEED=N replays one.
#include "CorpusFiles.h"
#include "TestSupport.h"

#include "EditCommands.h"
#include "EditorDocument.h"
#include "xml/XmlDocument.h"
#include "xml/XmlEscape.h"
#include "xml/XmlNode.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace kinedit;

namespace {

// Text that stresses escaping: markup characters, quotes, whitespace that
// attribute normalisation would change, non-ASCII and a surrogate pair.
QString randomText(QRandomGenerator& rng, int maxLength) {
    static const QStringList pieces{QStringLiteral("a"),     QStringLiteral("link"), QStringLiteral(" "),
                                    QStringLiteral("<"),     QStringLiteral(">"),    QStringLiteral("&"),
                                    QStringLiteral("\""),    QStringLiteral("'"),    QStringLiteral("\t"),
                                    QStringLiteral("\n"),    QStringLiteral("\r"),   QStringLiteral("]]>"),
                                    QStringLiteral("&amp;"), QStringLiteral("pi/2"), QStringLiteral("1.5e-3"),
                                    QStringLiteral("é"),     QStringLiteral("漢"),   QString::fromUtf8("\xF0\x9F\xA4\x96"),
                                    QStringLiteral("--"),    QStringLiteral("::")};
    QString s;
    const int n = rng.bounded(maxLength + 1);
    for (int i = 0; i < n; ++i) s += pieces[rng.bounded(int(pieces.size()))];
    return s;
}

QString randomName(QRandomGenerator& rng) {
    static const QStringList names{QStringLiteral("link"),  QStringLiteral("joint"),  QStringLiteral("x"), QStringLiteral("pose"),
                                   QStringLiteral("a-b.c"), QStringLiteral("ns:tag"), QStringLiteral("é"), QStringLiteral("_9")};
    return names[rng.bounded(int(names.size()))];
}

void collect(XmlParentNode* p, std::vector<XmlElement*>& out) {
    for (XmlElement* e : p->childElements()) {
        out.push_back(e);
        collect(e, out);
    }
}

std::vector<XmlElement*> elementsOf(XmlDocument* doc) {
    std::vector<XmlElement*> all;
    collect(doc->top(), all);
    return all;
}

// One random edit, as the editor would make it; null when the document
// offers nothing to apply it to.
QUndoCommand* randomEdit(QRandomGenerator& rng, XmlDocument* doc) {
    const std::vector<XmlElement*> all = elementsOf(doc);
    if (all.empty()) return nullptr;
    XmlElement* e = all[size_t(rng.bounded(int(all.size())))];
    switch (rng.bounded(7)) {
    case 0:  // set (or add) an attribute
        return new SetAttributeCommand(
            doc, e, e->attributeCount() && rng.bounded(2) ? e->attributeAt(rng.bounded(e->attributeCount())).name : randomName(rng),
            randomText(rng, 6));
    case 1:  // remove an attribute
        if (!e->attributeCount()) return nullptr;
        return new SetAttributeCommand(doc, e, e->attributeAt(rng.bounded(e->attributeCount())).name, std::nullopt);
    case 2: return new SetTextCommand(doc, e, randomText(rng, 8));
    case 3: {
        auto fresh = std::make_unique<XmlElement>(randomName(rng));
        if (rng.bounded(2))
            fresh->setTagEnds("/>", {});
        else
            fresh->setTagEnds(">", QByteArray("</") + fresh->name().toUtf8() + ">");
        return new InsertElementCommand(doc, e, rng.bounded(e->childElementCount() + 2) - 1, std::move(fresh));
    }
    case 4:
        if (!e->parentElement()) return nullptr;  // the root stays
        return new RemoveElementCommand(doc, e);
    case 5: {
        if (!e->parentElement()) return nullptr;
        XmlElement* to = all[size_t(rng.bounded(int(all.size())))];
        if (!canHold(to, e)) return nullptr;
        return new MoveElementCommand(doc, e, to, rng.bounded(to->childElementCount() + 2) - 1);
    }
    default: {  // a source edit: a comment added at an element boundary
        QByteArray text = doc->toBytes();
        const qint64 at = rng.bounded(2) ? e->offset() : e->endOffset();
        QString comment = randomText(rng, 4);
        while (comment.contains(QLatin1String("--"))) comment.replace(QStringLiteral("--"), QStringLiteral("-"));
        text.insert(at, "<!-- " + comment.toUtf8() + " -->");
        return new ReplaceTextCommand(doc, text, QStringLiteral("source"));
    }
    }
}

// A parent's children as the XML infoset has them: adjacent text nodes are
// one text (edits may leave two where a parse makes one), empty ones none.
struct Child {
    const XmlNode* node = nullptr;  // null: text
    QByteArray text;
};
std::vector<Child> children(const XmlParentNode* p) {
    std::vector<Child> out;
    for (const auto& c : p->children()) {
        if (c->kind() != XmlNodeKind::Text) {
            out.push_back({c.get(), {}});
            continue;
        }
        const QByteArray& raw = static_cast<const XmlLeaf*>(c.get())->raw();
        if (raw.isEmpty()) continue;
        if (out.empty() || out.back().node) out.push_back({nullptr, {}});
        out.back().text += raw;
    }
    return out;
}

// Structural equality: kinds, names, attribute names and decoded values,
// leaves by their bytes. Returns where they differ, or empty.
QString treeDifference(const XmlNode* a, const XmlNode* b, const QString& where = QStringLiteral("/")) {
    if (a->kind() != b->kind()) return where + QStringLiteral(": node kinds differ");
    if (a->isElement()) {
        const auto* x = static_cast<const XmlElement*>(a);
        const auto* y = static_cast<const XmlElement*>(b);
        if (x->name() != y->name()) return where + QStringLiteral(": names %1 and %2").arg(x->name(), y->name());
        if (x->attributeCount() != y->attributeCount()) return where + QStringLiteral(": attribute counts differ");
        for (int i = 0; i < x->attributeCount(); ++i)
            if (x->attributeAt(i).name != y->attributeAt(i).name || x->attributeAt(i).value != y->attributeAt(i).value)
                return where + QStringLiteral(": attribute %1 '%2' and '%3'")
                                   .arg(x->attributeAt(i).name, x->attributeAt(i).value, y->attributeAt(i).value);
    } else if (a->kind() != XmlNodeKind::Document) {
        if (static_cast<const XmlLeaf*>(a)->raw() != static_cast<const XmlLeaf*>(b)->raw())
            return where + QStringLiteral(": leaves differ");
        return {};
    }
    const auto* p = static_cast<const XmlParentNode*>(a);
    const auto* q = static_cast<const XmlParentNode*>(b);
    const std::vector<Child> x = children(p), y = children(q);
    if (x.size() != y.size()) return where + QStringLiteral(": child counts %1 and %2").arg(x.size()).arg(y.size());
    for (size_t i = 0; i < x.size(); ++i) {
        if (x[i].node && y[i].node) {
            if (QString d = treeDifference(x[i].node, y[i].node, where + QString::number(i) + QLatin1Char('/')); !d.isEmpty()) return d;
        } else if (x[i].node || y[i].node || x[i].text != y[i].text) {
            return where + QString::number(i) +
                   QStringLiteral(": text '%1' and '%2'").arg(QString::fromUtf8(x[i].text), QString::fromUtf8(y[i].text));
        }
    }
    return {};
}

// A well-formed document from scratch: nested elements with attributes,
// text with references, CDATA, comments and processing instructions.
void generate(QRandomGenerator& rng, QByteArray& out, int depth) {
    const QByteArray name = randomName(rng).toUtf8();
    out += '<' + name;
    const int attributes = rng.bounded(4);
    QSet<QString> used;
    for (int i = 0; i < attributes; ++i) {
        const QString n = randomName(rng);
        if (used.contains(n)) continue;
        used.insert(n);
        const char quote = rng.bounded(2) ? '"' : '\'';
        out += (rng.bounded(3) ? " " : "\n  ") + n.toUtf8() + '=' + quote + xmlEscapeAttribute(randomText(rng, 5), quote) + quote;
    }
    const int children = depth < 5 ? rng.bounded(5) : 0;
    if (!children && rng.bounded(2)) {
        out += "/>";
        return;
    }
    out += '>';
    for (int i = 0; i < children; ++i) {
        switch (rng.bounded(6)) {
        case 0: out += xmlEscapeText(randomText(rng, 4)); break;
        case 1: out += "<![CDATA[" + randomText(rng, 4).replace(QStringLiteral("]]>"), QStringLiteral("]] >")).toUtf8() + "]]>"; break;
        case 2: {
            QString comment = randomText(rng, 3);
            while (comment.contains(QLatin1String("--"))) comment.replace(QStringLiteral("--"), QStringLiteral("-"));
            out += "<!--" + comment.toUtf8() + " -->";
            break;
        }
        case 3: out += "<?pi data?>"; break;
        default: generate(rng, out, depth + 1);
        }
    }
    out += "</" + name + '>';
}

int caseCount(int normal) {
    const QByteArray env = qgetenv("KINEDIT_PROPERTY_CASES");
    return env.isEmpty() ? normal : env.toInt();
}

QList<quint32> seeds(int normal) {
    if (const QByteArray one = qgetenv("KINEDIT_PROPERTY_SEED"); !one.isEmpty()) return {one.toUInt()};
    QList<quint32> s;
    for (int i = 1; i <= caseCount(normal); ++i) s << quint32(i);
    return s;
}

// Small corpus files of every format (the edits are O(size) each).
QStringList sampleFiles() {
    QStringList files;
    for (const QString& f : test::corpusXmlFiles())
        if (QFileInfo(f).size() < 20'000) files << f;
    return files;
}

}  // namespace

class TestEditProperties : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Edits, undos and redos at random, then undo all and redo all: at
    // every step, the bytes the document had at that point of the stack.
    void undoAllGivesBackTheOriginal() {
        const QStringList files = sampleFiles();
        KINEDIT_REQUIRE_SHARED(test::corpusDir());
        QVERIFY(files.size() > 50);
        int edits = 0;
        const QList<quint32> cases = seeds(300);
        for (quint32 seed : cases) {
            QRandomGenerator rng(seed);
            const QString file = files[rng.bounded(int(files.size()))];
            Diagnostics d;
            auto doc = XmlDocument::load(file, &d);
            if (!doc || !doc->root()) continue;
            // bytes[i]: the text when the stack's index is i. Each undo and
            // redo is checked against it as it happens.
            std::vector<QByteArray> bytes{doc->toBytes()};
            QUndoStack undo;
            auto check = [&](const char* step) {
                if (doc->toBytes() == bytes[size_t(undo.index())]) return true;
                qWarning().noquote() << "seed" << seed << file << step << "to index" << undo.index() << "of" << undo.count() << "("
                                     << undo.command(std::min(undo.index(), undo.count() - 1))->text() << ")";
                return false;
            };
            const int steps = 1 + rng.bounded(30);
            for (int i = 0; i < steps; ++i) {
                if (QUndoCommand* c = randomEdit(rng, doc.get())) {
                    undo.push(c);
                    bytes.resize(size_t(undo.index()));
                    bytes.push_back(doc->toBytes());
                    ++edits;
                }
                if (rng.bounded(5) == 0 && undo.canUndo()) {
                    undo.undo();
                    QVERIFY(check("undo"));
                }
                if (rng.bounded(8) == 0 && undo.canRedo()) {
                    undo.redo();
                    QVERIFY(check("redo"));
                }
            }
            while (undo.canUndo()) {
                undo.undo();
                QVERIFY(check("undo"));
            }
            while (undo.canRedo()) {
                undo.redo();
                QVERIFY(check("redo"));
            }
        }
        if (cases.size() > 10) QVERIFY(edits >= 3 * cases.size());  // most cases did edit
    }

    // Corpus files edited at random, saved and loaded again: the same tree.
    void editedDocumentsSurviveSaveAndLoad() {
        const QStringList files = sampleFiles();
        KINEDIT_REQUIRE_SHARED(test::corpusDir());
        QTemporaryDir dir;
        for (quint32 seed : seeds(100)) {
            QRandomGenerator rng(seed * 7919u);
            const QString file = files[rng.bounded(int(files.size()))];
            const QString copy = dir.filePath(QStringLiteral("doc%1.xml").arg(seed));
            QVERIFY(QFile::copy(file, copy));
            Diagnostics d;
            auto editor = EditorDocument::open(copy, &d);
            if (!editor || !editor->xml()->root()) continue;
            for (int i = 0, n = 1 + rng.bounded(20); i < n; ++i)
                if (QUndoCommand* c = randomEdit(rng, editor->xml())) editor->undoStack()->push(c);
            QString error;
            const QString saved = dir.filePath(QStringLiteral("saved%1.xml").arg(seed));
            QVERIFY2(editor->saveAs(saved, &error), qPrintable(error));
            Diagnostics d2;
            auto loaded = XmlDocument::load(saved, &d2);
            QVERIFY(loaded);
            QCOMPARE(loaded->toBytes(), editor->xml()->toBytes());
            // Malformed files keep their bytes (above), but their broken
            // parts may parse differently once edits moved things around.
            if (hasErrors(d)) continue;
            QVERIFY(!hasErrors(d2));
            const QString diff = treeDifference(editor->xml()->top(), loaded->top());
            if (!diff.isEmpty()) QFAIL(qPrintable(QStringLiteral("seed %1 (%2): %3").arg(seed).arg(file, diff)));
        }
    }

    // Documents generated from scratch: parsed, saved, loaded: the same
    // tree; and written values read back as written.
    void generatedDocumentsSurviveSaveAndLoad() {
        QTemporaryDir dir;
        for (quint32 seed : seeds(500)) {
            QRandomGenerator rng(seed * 104729u);
            QByteArray bytes = rng.bounded(2) ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : "";
            if (rng.bounded(2)) bytes += "<!-- head -->\n";
            generate(rng, bytes, 0);
            bytes += '\n';
            const QString path = test::writeFile(dir.path(), QStringLiteral("g%1.xml").arg(seed), bytes);
            Diagnostics d;
            auto editor = EditorDocument::open(path, &d);
            QVERIFY(editor);
            if (hasErrors(d)) QFAIL(qPrintable(QStringLiteral("seed %1: generated document refused: %2").arg(seed).arg(d.first().message)));
            // An edit through the form's command, so that the writer's
            // escaping is in the loop, not only the bytes as generated.
            const std::vector<XmlElement*> all = elementsOf(editor->xml());
            const QString value = randomText(rng, 6);
            editor->undoStack()->push(
                new SetAttributeCommand(editor->xml(), all[size_t(rng.bounded(int(all.size())))], QStringLiteral("edited"), value));
            const QString saved = dir.filePath(QStringLiteral("s%1.xml").arg(seed));
            QString error;
            QVERIFY2(editor->saveAs(saved, &error), qPrintable(error));
            Diagnostics d2;
            auto loaded = XmlDocument::load(saved, &d2);
            QVERIFY(loaded && !hasErrors(d2));
            const QString diff = treeDifference(editor->xml()->top(), loaded->top());
            if (!diff.isEmpty()) QFAIL(qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(diff)));
            bool found = false;
            for (XmlElement* e : elementsOf(loaded.get()))
                if (e->hasAttribute(u"edited")) found = e->attribute(u"edited") == value;
            if (!found) QFAIL(qPrintable(QStringLiteral("seed %1: the edited value did not read back").arg(seed)));
        }
    }
};

QTEST_GUILESS_MAIN(TestEditProperties)
#include "tst_editproperties.moc"
