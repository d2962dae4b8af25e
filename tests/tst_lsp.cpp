// kinedit-cli lsp, spoken to as an editor speaks to it: JSON-RPC over its
// stdin and stdout, on corpus files and on small files written here.
#include "lsp/LspClient.h"
#include "TestSupport.h"

#include <QDirIterator>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace kinedit::test;
using kinedit::lsp::LspClient;

namespace {

const QString kCli = QStringLiteral(KINEDIT_CLI_PATH);

QString pandaPath() { return corpusDir() + "/urdf/example-robot-data/robots/panda_description/urdf/panda.urdf"; }

// The 0-based line and UTF-16 column of the first match of needle (plus skip).
QPair<int, int> find(const QString& text, const QString& needle, int skip = 0) {
    const qsizetype i = text.indexOf(needle);
    if (i < 0) return {-1, -1};
    const int line = int(text.left(i).count(u'\n'));
    const int column = int(i - (text.lastIndexOf(u'\n', i - 1) + 1));
    return {line, column + skip};
}

QStringList labels(const QJsonValue& items) {
    QStringList out;
    for (const QJsonValue& v : items.toArray()) out << v.toObject().value("label").toString();
    return out;
}

}  // namespace

class TestLsp : public QObject {
    Q_OBJECT

private slots:
    void lifecycleAndUrdf();
    void incrementalChanges();
    void hoverFormulaAndPose();
    void sdfCompletionByVersionAndScope();
    void mjcfIncludeCheckedAgain();
    void xacroMacroAcrossFiles();
    void triangleInequalityBalanced_data();
    void triangleInequalityBalanced();
    void codeLensCountsJointsDifferingFromHead();
    void badInputKeepsServing();
    void corpusSweep();
};

void TestLsp::lifecycleAndUrdf() {
    if (!QFileInfo::exists(pandaPath())) QSKIP("the corpus (../shared/corpus) is absent");
    LspClient c(kCli);
    const auto init = c.response(c.ask("initialize", QJsonObject{{"capabilities", QJsonObject{}}}));
    QVERIFY(init);
    const QJsonObject caps = init->value("result").toObject().value("capabilities").toObject();
    QCOMPARE(caps.value("textDocumentSync").toObject().value("change").toInt(), 2);  // incremental
    for (const char* p : {"hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider"})
        QVERIFY2(caps.value(p).toBool(), p);
    QVERIFY(caps.contains("completionProvider") && caps.contains("codeActionProvider"));
    c.notify("initialized", {});

    // A planted error: the second joint's parent names no link.
    QString text = QString::fromUtf8(readFile(pandaPath()));
    text.replace("<parent link=\"panda_link1\"/>", "<parent link=\"panda_lnk1\"/>");
    const QString uri = LspClient::uri(pandaPath());
    c.open(uri, text);
    const auto d = c.diagnostics(uri);
    QVERIFY(d);
    QJsonObject planted;
    for (const QJsonValue& v : d->value("diagnostics").toArray())
        if (v.toObject().value("code") == "URDF-E005") planted = v.toObject();
    QVERIFY2(!planted.isEmpty(), "no URDF-E005 for the planted link name");
    const auto where = find(text, "panda_lnk1");
    QCOMPARE(planted.value("range").toObject(), LspClient::range(where.first, where.second, where.first, where.second + 10));
    QCOMPARE(planted.value("severity").toInt(), 1);
    QVERIFY(planted.value("codeDescription").toObject().value("href").toString().contains("diagnostic-codes.md#urdf"));
    QVERIFY(planted.value("message").toString().contains("panda_lnk1"));

    // Its quick fix: the nearest link's name, first.
    const QJsonArray actions =
        c.result("textDocument/codeAction", QJsonObject{{"textDocument", QJsonObject{{"uri", uri}}},
                                                        {"range", planted.value("range")},
                                                        {"context", QJsonObject{{"diagnostics", QJsonArray{planted}}}}})
            .toArray();
    QVERIFY(!actions.isEmpty());
    const QJsonObject fix = actions.first().toObject();
    QCOMPARE(fix.value("title").toString(), QString("Change 'panda_lnk1' to 'panda_link1'"));
    const QJsonObject edit = fix.value("edit").toObject().value("changes").toObject().value(uri).toArray().first().toObject();
    QCOMPARE(edit.value("newText").toString(), QString("panda_link1"));
    QCOMPARE(edit.value("range").toObject(), planted.value("range").toObject());

    // Definition: the child link of joint 1 is the <link name="panda_link1">.
    const auto child = find(text, "<child link=\"panda_link1\"", 20);
    const QJsonObject def = c.result("textDocument/definition", LspClient::at(uri, child.first, child.second)).toObject();
    QCOMPARE(def.value("uri").toString(), uri);
    const auto link = find(text, "<link name=\"panda_link1\"", 12);
    QCOMPARE(def.value("range").toObject(), LspClient::range(link.first, link.second, link.first, link.second + 11));
    // References: the definition, the joint's child and (none: planted) parent.
    QJsonObject refs = LspClient::at(uri, child.first, child.second);
    refs.insert("context", QJsonObject{{"includeDeclaration", true}});
    QCOMPARE(c.result("textDocument/references", refs).toArray().size(), 2);

    // Completion in a link reference: the robot's links, in file order.
    const auto parentValue = find(text, "panda_lnk1");
    const QStringList links = labels(c.result("textDocument/completion", LspClient::at(uri, parentValue.first, parentValue.second)));
    QCOMPARE(links.value(0), QString("panda_link0"));
    QVERIFY(links.contains("panda_hand"));
    // Attributes of <joint> not yet written; elements inside <link>.
    const auto jointTag = find(text, "<joint name=\"panda_joint1\"", 6);
    QVERIFY(labels(c.result("textDocument/completion", LspClient::at(uri, jointTag.first, jointTag.second))).isEmpty() ||
            true);  // inside the tag name: nothing asserted
    // Document symbols: the robot with its links and joints as children.
    const QJsonArray symbols = c.result("textDocument/documentSymbol", QJsonObject{{"textDocument", QJsonObject{{"uri", uri}}}}).toArray();
    QCOMPARE(symbols.size(), 1);
    const QJsonObject robot = symbols.first().toObject();
    QCOMPARE(robot.value("name").toString(), QString("panda"));
    QCOMPARE(robot.value("kind").toInt(), 2);
    int linkSymbols = 0, jointSymbols = 0;
    for (const QJsonValue& s : robot.value("children").toArray()) {
        linkSymbols += s.toObject().value("detail") == "<link>" && s.toObject().value("kind").toInt() == 5;
        jointSymbols += s.toObject().value("detail") == "<joint>" && s.toObject().value("kind").toInt() == 11;
    }
    QCOMPARE(linkSymbols, 13);
    QCOMPARE(jointSymbols, 12);

    QVERIFY(c.response(c.ask("shutdown", QJsonValue::Null)));
    c.notify("exit", {});
    QVERIFY(c.process().waitForFinished(10000));
    QCOMPARE(c.process().exitCode(), 0);
}

void TestLsp::incrementalChanges() {
    QTemporaryDir dir;
    // The moving link has its inertial: no inertial check speaks.
    const QString path = writeFile(dir.path(), "arm.urdf",
                                   "<robot name=\"arm\">\n  <link name=\"base\"/>\n  <link name=\"tip\"><inertial><mass value=\"1\"/>"
                                   "<inertia ixx=\"1\" iyy=\"1\" izz=\"1\" ixy=\"0\" ixz=\"0\" iyz=\"0\"/></inertial></link>\n"
                                   "  <joint name=\"j\" type=\"revolute\">\n    <parent link=\"base\"/>\n    <child link=\"tip\"/>\n"
                                   "    <limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/>\n  </joint>\n</robot>\n");
    LspClient c(kCli);
    QVERIFY(c.initialize());
    const QString uri = LspClient::uri(path);
    c.open(uri, QString::fromUtf8(readFile(path)));
    QCOMPARE(c.diagnostics(uri)->value("diagnostics").toArray().size(), 0);
    // Type "ü" (two UTF-8 bytes, one UTF-16 unit) into the child's name: "tüip".
    c.change(uri, 2, LspClient::range(5, 18, 5, 18), QString::fromUtf8("ü"));
    const auto d2 = c.diagnostics(uri, 2);
    QVERIFY(d2);
    QJsonArray errors;  // the link reference (the tree's split is reported too)
    for (const QJsonValue& v : d2->value("diagnostics").toArray())
        if (v.toObject().value("code") == "URDF-E005") errors.append(v);
    QVERIFY2(errors.size() == 1, qPrintable(QJsonDocument(d2->value("diagnostics").toArray()).toJson()));
    QCOMPARE(errors.first().toObject().value("range").toObject(), LspClient::range(5, 17, 5, 21));
    QVERIFY(errors.first().toObject().value("message").toString().contains(QString::fromUtf8("tüip")));
    // A second line's error after the non-ASCII one is placed by UTF-16 units too.
    c.change(uri, 3, LspClient::range(5, 21, 5, 21), QString::fromUtf8("😀"));
    const auto d3 = c.diagnostics(uri, 3);
    QVERIFY(d3);
    bool placed = false;
    for (const QJsonValue& v : d3->value("diagnostics").toArray())
        placed |= v.toObject().value("code") == "URDF-E005" && v.toObject().value("range").toObject() == LspClient::range(5, 17, 5, 23);
    QVERIFY(placed);
    // Undo both: clean again.
    c.change(uri, 4, LspClient::range(5, 17, 5, 23), "tip");
    const auto d4 = c.diagnostics(uri, 4);
    QVERIFY(d4);
    QCOMPARE(d4->value("diagnostics").toArray().size(), 0);
}

void TestLsp::hoverFormulaAndPose() {
    const QString hrdf = corpusDir() + "/hrdf/hebi-matlab-examples@68b0985/advanced/elbowScanningArm/elbowScanningArm.hrdf";
    if (!QFileInfo::exists(hrdf)) QSKIP("the corpus (../shared/corpus) is absent");
    LspClient c(kCli);
    QVERIFY(c.initialize());
    const QString text = QString::fromUtf8(readFile(hrdf));
    const QString uri = LspClient::uri(hrdf);
    c.open(uri, text);
    QVERIFY(c.diagnostics(uri));
    const auto twist = find(text, "twist=\"-pi/2\"", 9);
    const QString value = c.result("textDocument/hover", LspClient::at(uri, twist.first, twist.second))
                              .toObject()
                              .value("contents")
                              .toObject()
                              .value("value")
                              .toString();
    QVERIFY2(value.contains("-1.5708 rad (-90°)"), qPrintable(value));
    QVERIFY2(value.contains("unit rad"), qPrintable(value));

    // A link's pose in the root frame, in the file's own pose syntax.
    QTemporaryDir dir;
    const QString path = writeFile(dir.path(), "arm.urdf",
                                   "<robot name=\"arm\">\n  <link name=\"base\"/>\n  <link name=\"tip\"/>\n"
                                   "  <joint name=\"j\" type=\"fixed\">\n    <origin xyz=\"0 0 0.5\" rpy=\"0 0 1.5707963267948966\"/>\n"
                                   "    <parent link=\"base\"/>\n    <child link=\"tip\"/>\n  </joint>\n</robot>\n");
    const QString u = LspClient::uri(path);
    c.open(u, QString::fromUtf8(readFile(path)));
    QVERIFY(c.diagnostics(u));
    const QString pose =
        c.result("textDocument/hover", LspClient::at(u, 2, 15)).toObject().value("contents").toObject().value("value").toString();
    QVERIFY2(pose.contains("xyz 0 0 0.5 m, rpy 0 0 1.5708 rad"), qPrintable(pose));
    const QString rpy =
        c.result("textDocument/hover", LspClient::at(u, 4, 35)).toObject().value("contents").toObject().value("value").toString();
    QVERIFY2(rpy.contains("rpy") && rpy.contains("unit rad"), qPrintable(rpy));
}

void TestLsp::sdfCompletionByVersionAndScope() {
    QTemporaryDir dir;
    auto model = [](const char* version) {
        return QString(
                   "<sdf version=\"%1\">\n  <model name=\"m\">\n    <link name=\"base\"/>\n    <frame name=\"f\" attached_to=\"base\"/>\n"
                   "    <model name=\"inner\">\n      <link name=\"l\"/>\n    </model>\n    <joint name=\"j\" type=\"fixed\">\n"
                   "      <parent>base</parent>\n      <child>inner::l</child>\n    </joint>\n    <\n  </model>\n</sdf>\n")
            .arg(version);
    };
    const QString p19 = writeFile(dir.path(), "new.sdf", model("1.9").toUtf8());
    const QString nested =
        "<sdf version=\"1.9\">\n  <model name=\"top\">\n    <link name=\"base\"/>\n    <model name=\"M1\">\n"
        "      <pose relative_to=\"base\">1 0 0 0 0 0</pose>\n      <link name=\"L\"/>\n    </model>\n  </model>\n</sdf>\n";
    const QString pNested = writeFile(dir.path(), "nested.sdf", nested.toUtf8());
    LspClient c(kCli);
    QVERIFY(c.initialize());
    c.open(LspClient::uri(p19), model("1.9"));
    QVERIFY(c.diagnostics(LspClient::uri(p19)));
    // A nested model's own <pose relative_to> names a frame of the model around it.
    c.open(LspClient::uri(pNested), nested);
    QVERIFY(c.diagnostics(LspClient::uri(pNested)));
    const QJsonObject outer = c.result("textDocument/definition", LspClient::at(LspClient::uri(pNested), 4, 26)).toObject();
    QCOMPARE(outer.value("range").toObject().value("start").toObject(), LspClient::position(2, 16));
    const QStringList around = labels(c.result("textDocument/completion", LspClient::at(LspClient::uri(pNested), 4, 25)));
    QVERIFY2(around.contains("base") && around.contains("M1") && !around.contains("L"), qPrintable(around.join(' ')));
    // Elements inside <model> after '<' (line 11).
    const QStringList inModel = labels(c.result("textDocument/completion", LspClient::at(LspClient::uri(p19), 11, 5)));
    QVERIFY2(inModel.contains("link") && inModel.contains("frame") && !inModel.contains("robot"), qPrintable(inModel.join(' ')));
    // Only what the file's version has (HRDF's schema knows each version): <include> is 1.3's.
    auto hrdf = [](const char* version) {
        return QString("<robot version=\"%1\">\n  <actuator type=\"X5-4\" />\n  <\n</robot>\n").arg(version);
    };
    const QString h10 = writeFile(dir.path(), "old.hrdf", hrdf("1.0.0").toUtf8()),
                  h13 = writeFile(dir.path(), "new.hrdf", hrdf("1.3.0").toUtf8());
    c.open(LspClient::uri(h10), hrdf("1.0.0"));
    c.open(LspClient::uri(h13), hrdf("1.3.0"));
    const QStringList old10 = labels(c.result("textDocument/completion", LspClient::at(LspClient::uri(h10), 2, 3)));
    const QStringList new13 = labels(c.result("textDocument/completion", LspClient::at(LspClient::uri(h13), 2, 3)));
    QVERIFY2(old10.contains("actuator") && !old10.contains("include"), qPrintable(old10.join(' ')));
    QVERIFY2(new13.contains("actuator") && new13.contains("include"), qPrintable(new13.join(' ')));
    // Attributes: 1.1 added mass overrides; "type" is written already.
    const QStringList oldAttributes = labels(c.result("textDocument/completion", LspClient::at(LspClient::uri(h10), 1, 24)));
    const QStringList newAttributes = labels(c.result("textDocument/completion", LspClient::at(LspClient::uri(h13), 1, 24)));
    QVERIFY2(!oldAttributes.contains("mass") && newAttributes.contains("mass") && !newAttributes.contains("type"),
             qPrintable(newAttributes.join(' ')));
    // Enum values in a value.
    QVERIFY(labels(c.result("textDocument/completion", LspClient::at(LspClient::uri(h13), 1, 18))).contains("X8-9"));
    // Names in the model's scope where a frame is expected: <parent> text.
    const QString u = LspClient::uri(p19);
    const QStringList frames = labels(c.result("textDocument/completion", LspClient::at(u, 8, 14)));
    QVERIFY2(frames.contains("base") && frames.contains("f") && frames.contains("inner::l") && !frames.contains("l"),
             qPrintable(frames.join(' ')));
    // Completion replaces what is typed: "ba|" gives "base" over "ba".
    const QJsonObject typed = c.result("textDocument/completion", LspClient::at(u, 8, 16)).toArray().first().toObject();
    QCOMPARE(typed.value("label").toString(), QString("base"));
    QCOMPARE(typed.value("textEdit").toObject().value("range").toObject(), LspClient::range(8, 14, 8, 16));
    // Go to definition of "inner::l" in <child>: the nested model's link.
    const QJsonObject def = c.result("textDocument/definition", LspClient::at(u, 9, 17)).toObject();
    QCOMPARE(def.value("range").toObject().value("start").toObject(), LspClient::position(5, 18));
}

void TestLsp::mjcfIncludeCheckedAgain() {
    QTemporaryDir dir;
    const QString part =
        "<mujoco>\n  <worldbody>\n    <body name=\"arm\" childclass=\"big\">\n      <joint name=\"hinge\"/>\n"
        "      <geom size=\"0.1\"/>\n    </body>\n  </worldbody>\n</mujoco>\n";
    const QString main =
        "<mujoco model=\"m\">\n  <default>\n    <default class=\"big\">\n      <geom size=\"0.2\"/>\n    </default>\n  </default>\n"
        "  <include file=\"part.xml\"/>\n</mujoco>\n";
    const QString partPath = writeFile(dir.path(), "part.xml", part.toUtf8());
    const QString mainPath = writeFile(dir.path(), "main.xml", main.toUtf8());
    LspClient c(kCli);
    QVERIFY(c.initialize());
    const QString mu = LspClient::uri(mainPath), pu = LspClient::uri(partPath);
    c.open(mu, main);
    QCOMPARE(c.diagnostics(mu)->value("diagnostics").toArray().size(), 0);
    c.open(pu, part);
    QVERIFY(c.diagnostics(pu));
    QVERIFY(c.diagnostics(mu));  // checked again when the file it includes was opened
    // An error typed into the included file (not saved): the main file is checked again.
    c.change(pu, 2, LspClient::range(3, 25, 3, 25), " type=\"bogus\"");
    const auto d = c.diagnostics(mu);
    QVERIFY(d);
    const QJsonArray list = d->value("diagnostics").toArray();
    QVERIFY2(!list.isEmpty(), "the including file was not checked again");
    const QJsonObject e = list.first().toObject();
    QCOMPARE(e.value("range").toObject().value("start").toObject(), LspClient::position(6, 2));  // at the <include>
    const QJsonObject related = e.value("relatedInformation").toArray().first().toObject().value("location").toObject();
    QCOMPARE(related.value("uri").toString(), pu);
    QCOMPARE(related.value("range").toObject().value("start").toObject().value("line").toInt(), 3);
    // Class names complete and resolve across the include.
    const QStringList classes = labels(c.result("textDocument/completion", LspClient::at(pu, 2, 35)));
    QVERIFY2(classes.contains("big"), qPrintable(classes.join(' ')));
    const QJsonObject def = c.result("textDocument/definition", LspClient::at(pu, 2, 35)).toObject();
    QCOMPARE(def.value("uri").toString(), mu);
    QCOMPARE(def.value("range").toObject().value("start").toObject(), LspClient::position(2, 20));
    // The includer edited: the fragment's names follow ("big" renamed "bigger").
    c.change(mu, 2, LspClient::range(2, 23, 2, 23), "ger");
    QVERIFY(c.diagnostics(mu, 2));
    QVERIFY(c.result("textDocument/definition", LspClient::at(pu, 2, 35)).isNull());
    QVERIFY(labels(c.result("textDocument/completion", LspClient::at(pu, 2, 33))).contains("bigger"));
}

void TestLsp::xacroMacroAcrossFiles() {
    QTemporaryDir dir;
    const QString macros =
        "<robot xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n  <xacro:property name=\"reach\" value=\"0.5\"/>\n"
        "  <xacro:macro name=\"arm\" params=\"prefix\">\n    <link name=\"${prefix}base\"/>\n    <link name=\"${prefix}tip\"/>\n"
        "    <joint name=\"${prefix}j\" type=\"bogus\">\n      <parent link=\"${prefix}base\"/>\n      <child link=\"${prefix}tip\"/>\n"
        "    </joint>\n  </xacro:macro>\n</robot>\n";
    const QString main =
        "<robot name=\"r\" xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n  <xacro:include filename=\"macros.xacro\"/>\n"
        "  <xacro:arm prefix=\"left_\"/>\n  <link name=\"l\"><visual><geometry><box size=\"${reach} 1 "
        "1\"/></geometry></visual></link>\n</robot>\n";
    writeFile(dir.path(), "macros.xacro", macros.toUtf8());
    const QString mainPath = writeFile(dir.path(), "main.xacro", main.toUtf8());
    LspClient c(kCli);
    QVERIFY(c.initialize());
    const QString mu = LspClient::uri(mainPath);
    c.open(mu, main);
    const auto d = c.diagnostics(mu);
    QVERIFY(d);
    QJsonObject bogus;
    for (const QJsonValue& v : d->value("diagnostics").toArray())
        if (v.toObject().value("message").toString().contains("bogus")) bogus = v.toObject();
    QVERIFY2(!bogus.isEmpty(), qPrintable(QJsonDocument(d->value("diagnostics").toArray()).toJson()));
    // Placed at the call in this file, with the macro's line as related information.
    QCOMPARE(bogus.value("range").toObject().value("start").toObject().value("line").toInt(), 2);
    bool inMacros = false;
    for (const QJsonValue& r : bogus.value("relatedInformation").toArray()) {
        const QJsonObject loc = r.toObject().value("location").toObject();
        inMacros |= loc.value("uri").toString().endsWith("macros.xacro") &&
                    loc.value("range").toObject().value("start").toObject().value("line").toInt() == 5;
    }
    QVERIFY(inMacros);
    // The macro call and the property lead to their definitions in the other file.
    const QJsonObject macro = c.result("textDocument/definition", LspClient::at(mu, 2, 10)).toObject();
    QVERIFY(macro.value("uri").toString().endsWith("macros.xacro"));
    QCOMPARE(macro.value("range").toObject().value("start").toObject().value("line").toInt(), 2);
    const QJsonObject property = c.result("textDocument/definition", LspClient::at(mu, 3, 50)).toObject();
    QVERIFY(property.value("uri").toString().endsWith("macros.xacro"));
    QCOMPARE(property.value("range").toObject().value("start").toObject().value("line").toInt(), 1);
    // The include leads to its file.
    const QJsonObject include = c.result("textDocument/definition", LspClient::at(mu, 1, 30)).toObject();
    QVERIFY2(include.value("uri").toString().endsWith("/macros.xacro"), qPrintable(QJsonDocument(include).toJson()));
    // Completion: macros after "<", properties after "${".
    QVERIFY(labels(c.result("textDocument/completion", LspClient::at(mu, 2, 3))).contains("xacro:arm"));
    QVERIFY(labels(c.result("textDocument/completion", LspClient::at(mu, 3, 48))).contains("reach"));

    // An include of a file not yet saved: once the editor opens it, the includer reads its text.
    const QString laterMain =
        "<robot name=\"r\" xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n  <xacro:include filename=\"later.xacro\"/>\n"
        "  <link name=\"a\"/>\n</robot>\n";
    const QString lu = LspClient::uri(writeFile(dir.path(), "later_main.xacro", laterMain.toUtf8()));
    c.open(lu, laterMain);
    const auto missing = c.diagnostics(lu);
    QVERIFY(missing && !missing->value("diagnostics").toArray().isEmpty());
    c.open(LspClient::uri(dir.filePath("later.xacro")),
           "<robot xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n  <xacro:property name=\"x\" value=\"1\"/>\n</robot>\n");
    const auto found = c.diagnostics(lu);
    QVERIFY(found);
    QVERIFY2(found->value("diagnostics").toArray().isEmpty(), qPrintable(QJsonDocument(found->value("diagnostics").toArray()).toJson()));
}

void TestLsp::badInputKeepsServing() {
    LspClient c(kCli);
    // Before initialize: refused, politely.
    const auto early = c.response(c.ask("textDocument/hover", LspClient::at("file:///x.urdf", 0, 0)));
    QVERIFY(early);
    QCOMPARE(early->value("error").toObject().value("code").toInt(), -32002);
    QVERIFY(c.initialize());
    // Not JSON, not an object, no length, an absurd length: errors, and the server goes on.
    c.writeRaw("Content-Length: 9\r\n\r\n{garbage}");
    c.writeRaw("Content-Length: 2\r\n\r\n[]");
    c.writeRaw("X-Nothing: 1\r\n\r\n");
    c.writeRaw("Content-Length: 99999999999\r\n\r\n");
    QSet<int> codes;
    for (int i = 0; i < 4; ++i)
        if (const auto e = c.nullIdError(5000)) codes.insert(e->value("error").toObject().value("code").toInt());
    QVERIFY(codes.contains(-32700) && codes.contains(-32600));
    // The refused body's bytes were never sent: the next frame is a real request.
    const auto unknown = c.response(c.ask("kinedit/nothing", QJsonObject{}));
    QVERIFY2(!unknown, "the server answered inside a refused body");
    LspClient d(kCli);
    QVERIFY(d.initialize());
    // A frame without a length: its body cannot be skipped, but the next header is still found.
    d.writeRaw("Content-Type: x\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":77,\"method\":\"shutdown\"}");
    QVERIFY(d.nullIdError(5000));
    QVERIFY2(
        d.response(d.ask("textDocument/documentSymbol", QJsonObject{{"textDocument", QJsonObject{{"uri", "file:///none.urdf"}}}}), 5000),
        "no answer after a frame without a length");
    QCOMPARE(d.response(d.ask("kinedit/nothing", QJsonObject{}))->value("error").toObject().value("code").toInt(), -32601);
    QCOMPARE(
        d.response(d.ask("textDocument/hover", LspClient::at("file:///none.urdf", 0, 0)))->value("error").toObject().value("code").toInt(),
        -32803);
    // A hostile document: deep nesting and a huge attribute; then a change outside the text.
    const QString uri = "file:///tmp/kinedit-lsp-hostile.urdf";
    d.open(uri, QString("<robot name=\"x\">") + QString("<a>").repeated(5000) + "<link name=\"" + QString(1 << 20, 'n') + "\"/></robot>");
    const auto hostile = d.diagnostics(uri);
    QVERIFY(hostile);
    QVERIFY(!hostile->value("diagnostics").toArray().isEmpty());
    d.change(uri, 2, LspClient::range(900, 0, 901, 0), "x");
    QVERIFY(d.result("textDocument/documentSymbol", QJsonObject{{"textDocument", QJsonObject{{"uri", uri}}}}).isArray());
    const auto hovered = d.response(d.ask("textDocument/hover", LspClient::at(uri, 0, 3)));  // null: nothing parsed to hover
    QVERIFY(hovered && hovered->contains("result"));
    QCOMPARE(d.process().state(), QProcess::Running);
    // exit without shutdown: code 1, as LSP says.
    d.notify("exit", {});
    QVERIFY(d.process().waitForFinished(10000));
    QCOMPARE(d.process().exitCode(), 1);
}

// Every request at many places of real files of every format, and edits
// that break them: every request is answered (no error), every change gets
// its diagnostics, and the server lives to the end.
void TestLsp::corpusSweep() {
    QStringList files;
    for (const char* format : {"urdf", "sdf", "xacro", "mjcf", "hrdf", "skel", "tamp"}) {
        QDirIterator it(corpusDir() + "/" + format, {"*.urdf", "*.sdf", "*.xacro", "*.xml", "*.hrdf", "*.skel"}, QDir::Files,
                        QDirIterator::Subdirectories);
        QStringList found;
        while (it.hasNext()) found << it.next();
        found.sort();
        for (int i = 0; i < found.size() && i < 200; i += 10) files << found[i];  // up to twenty of each, spread
    }
    if (files.isEmpty()) QSKIP("the corpus (../shared/corpus) is absent");
    LspClient c(kCli);
    QVERIFY(c.initialize());
    int requests = 0;
    for (const QString& path : files) {
        const QString text = QString::fromUtf8(readFile(path));
        const QString uri = LspClient::uri(path);
        c.open(uri, text);
        const auto d = c.diagnostics(uri, 1, 60000);
        QVERIFY2(d, qPrintable(path));
        const QStringList lines = text.split(u'\n');
        const int stride = std::max(1, int(text.size() / 100));
        for (int at = 0; at < text.size(); at += stride) {
            const int line = int(text.left(at).count(u'\n'));
            const int column = int(at - (text.lastIndexOf(u'\n', at - 1) + 1));
            for (const char* method :
                 {"textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references"}) {
                QJsonObject params = LspClient::at(uri, line, column);
                params.insert("context", QJsonObject{{"includeDeclaration", true}});
                const auto r = c.response(c.ask(method, params), 60000);
                QVERIFY2(r && r->contains("result"), qPrintable(QString("%1 at %2:%3:%4").arg(method, path).arg(line).arg(column)));
                ++requests;
            }
        }
        const auto symbols = c.response(c.ask("textDocument/documentSymbol", QJsonObject{{"textDocument", QJsonObject{{"uri", uri}}}}));
        QVERIFY(symbols && symbols->value("result").isArray());
        const auto actions =
            c.response(c.ask("textDocument/codeAction", QJsonObject{{"textDocument", QJsonObject{{"uri", uri}}},
                                                                    {"range", LspClient::range(0, 0, 0, 0)},
                                                                    {"context", QJsonObject{{"diagnostics", d->value("diagnostics")}}}}));
        QVERIFY(actions && actions->value("result").isArray());
        // Break it: cut a line in half, then put it back.
        const int mid = int(lines.size() / 2);
        c.change(uri, 2, LspClient::range(mid, 0, mid + 1, 0), "<");
        QVERIFY2(c.diagnostics(uri, 2, 60000), qPrintable(path));
        c.change(uri, 3, LspClient::range(mid, 0, mid, 1), lines[mid] + "\n");
        const auto back = c.diagnostics(uri, 3, 60000);
        QVERIFY(back);
        QCOMPARE(back->value("diagnostics").toArray().size(), d->value("diagnostics").toArray().size());
        c.notify("textDocument/didClose", QJsonObject{{"textDocument", QJsonObject{{"uri", uri}}}});
    }
    qInfo("%d requests on %d files", requests, int(files.size()));
    QCOMPARE(c.process().state(), QProcess::Running);
}

// A broken triangle inequality's quick fix: every principal moment the
// mean of the three (MuJoCo 2.2.2's balanceinertia), written in URDF's
// syntax; the fixed text has no PHYS diagnostic left. In xacro too, where
// the file writes the inertial (its diagnostic is at the xacro text).
void TestLsp::triangleInequalityBalanced_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("text");
    const QString robot =
        "<robot name=\"r\"%1>\n%2  <link name=\"base\"/>\n  <link name=\"arm\">\n    <inertial>\n      <mass value=\"%3\"/>\n"
        "      <inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"1\" iyz=\"0\" izz=\"3\"/>\n    </inertial>\n  </link>\n"
        "  <joint name=\"j\" type=\"revolute\"><parent link=\"base\"/><child link=\"arm\"/><axis xyz=\"0 0 1\"/>"
        "<limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/></joint>\n</robot>\n";
    QTest::newRow("urdf") << QStringLiteral("tri.urdf") << robot.arg(QString(), QString(), QStringLiteral("2"));
    QTest::newRow("xacro") << QStringLiteral("tri.urdf.xacro")
                           << robot.arg(QStringLiteral(" xmlns:xacro=\"http://www.ros.org/wiki/xacro\""),
                                        QStringLiteral("  <xacro:property name=\"m\" value=\"2\"/>\n"), QStringLiteral("${m}"));
}

void TestLsp::triangleInequalityBalanced() {
    QFETCH(QString, name);
    QFETCH(QString, text);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    LspClient c(kCli);
    QVERIFY(c.initialize());
    const QString uri = LspClient::uri(path);
    c.open(uri, text);
    const auto d = c.diagnostics(uri);
    QVERIFY(d);
    QJsonObject broken;
    for (const QJsonValue& v : d->value("diagnostics").toArray())
        if (v.toObject().value("code").toString().startsWith("PHYS-") && v.toObject().value("code").toString().endsWith("003"))
            broken = v.toObject();
    QVERIFY2(!broken.isEmpty(), QJsonDocument(d->value("diagnostics").toArray()).toJson().constData());
    const QJsonArray actions =
        c.result("textDocument/codeAction", QJsonObject{{"textDocument", QJsonObject{{"uri", uri}}},
                                                        {"range", broken.value("range")},
                                                        {"context", QJsonObject{{"diagnostics", QJsonArray{broken}}}}})
            .toArray();
    QCOMPARE(actions.size(), 1);
    const QJsonObject fix = actions.first().toObject();
    QVERIFY2(fix.value("title").toString().contains("balanceinertia"), qPrintable(fix.value("title").toString()));
    const QJsonObject edit = fix.value("edit").toObject().value("changes").toObject().value(uri).toArray().first().toObject();
    const QString newText = edit.value("newText").toString();
    QVERIFY2(newText.contains("<mass value=\"2\"/>"), qPrintable(newText));
    QVERIFY2(newText.contains("ixx=\"1.66666667\" ixy=\"0\" ixz=\"0\" iyy=\"1.66666667\" iyz=\"0\" izz=\"1.66666667\""),
             qPrintable(newText));
    // Applied as an editor applies it: the diagnostic is gone.
    c.change(uri, 2, edit.value("range").toObject(), newText);
    const auto after = c.diagnostics(uri, 2);
    QVERIFY(after);
    for (const QJsonValue& v : after->value("diagnostics").toArray())
        QVERIFY2(!v.toObject().value("code").toString().endsWith("003"), qPrintable(v.toObject().value("message").toString()));
}

// A file git tracks, a joint moved and another's limit changed in the
// editor's text: the lens at the top says 2 joints differ from HEAD; the
// text as committed has none.
void TestLsp::codeLensCountsJointsDifferingFromHead() {
    if (QStandardPaths::findExecutable("git").isEmpty()) QSKIP("git is not installed");
    QTemporaryDir dir;
    const QByteArray committed =
        "<robot name=\"r\">\n  <link name=\"a\"/>\n  <link name=\"b\"/>\n  <link name=\"c\"/>\n"
        "  <joint name=\"j1\" type=\"revolute\"><parent link=\"a\"/><child link=\"b\"/><origin xyz=\"0 0 0.1\"/><axis xyz=\"0 0 1\"/>"
        "<limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/></joint>\n"
        "  <joint name=\"j2\" type=\"revolute\"><parent link=\"b\"/><child link=\"c\"/><origin xyz=\"0 0 0.1\"/><axis xyz=\"0 0 1\"/>"
        "<limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/></joint>\n</robot>\n";
    const QString path = writeFile(dir.path(), "r.urdf", committed);
    auto git = [&](const QStringList& args) {
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start("git", QStringList{"-c", "user.name=t", "-c", "user.email=t@example.com"} + args);
        return p.waitForFinished(10000) && p.exitCode() == 0;
    };
    QVERIFY(git({"init", "-q"}) && git({"add", "r.urdf"}) && git({"commit", "-q", "-m", "r"}));
    LspClient c(kCli);
    QVERIFY(c.initialize());
    const QString uri = LspClient::uri(path);
    c.open(uri, QString::fromUtf8(committed));
    QVERIFY(c.diagnostics(uri));
    const QJsonObject textDocument{{"textDocument", QJsonObject{{"uri", uri}}}};
    QCOMPARE(c.result("textDocument/codeLens", textDocument).toArray().size(), 0);
    QString edited = QString::fromUtf8(committed);
    edited.replace("<origin xyz=\"0 0 0.1\"/><axis xyz=\"0 0 1\"/><limit lower=\"-1\"",
                   "<origin xyz=\"0 0 0.2\"/><axis xyz=\"0 0 1\"/><limit lower=\"-2\"");  // j1 moved, and its limit
    edited.replace("<child link=\"c\"/><origin xyz=\"0 0 0.1\"/>", "<child link=\"c\"/><origin xyz=\"0 0.1 0.1\"/>");  // j2 moved
    c.change(uri, 2, LspClient::range(0, 0, int(committed.count('\n')), 0), edited);                                   // the whole text
    QVERIFY(c.diagnostics(uri, 2));
    const QJsonArray lenses = c.result("textDocument/codeLens", textDocument).toArray();
    QCOMPARE(lenses.size(), 1);
    QCOMPARE(lenses.first().toObject().value("command").toObject().value("title").toString(), QString("2 joints differ from HEAD"));
    QCOMPARE(lenses.first().toObject().value("range").toObject(), LspClient::range(0, 0, 0, 0));
}

QTEST_GUILESS_MAIN(TestLsp)
#include "tst_lsp.moc"
