// SDFormat composition (the SDFormat 1.8 proposal): every rule by its code,
// the proposal's scoping examples exactly as it marks them VALID and ERROR,
// its assembly examples (placement frames and welds), includes (paths,
// resource paths, model.config, cycles, missing files with the include
// chain), non-SDFormat includes, one error per mistake, and flattening.
#include "TestSupport.h"
#include "formats/FormatRegistry.h"
#include "kinematics/Data.h"
#include "kinematics/Kinematics.h"
#include "kinematics/Model.h"
#include "xml/XmlDocument.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

using namespace kinedit;

namespace {

class Files {
public:
    QString write(const QString& name, const QString& text) { return test::writeFile(m_dir.path(), name, text.toUtf8()); }
    QString path(const QString& name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

const Format& sdf() { return *FormatRegistry::instance().byId(u"sdf"); }

Diagnostics validate(const QString& path) {
    Diagnostics d;
    auto doc = XmlDocument::load(path, &d);
    if (doc) sdf().validate(*doc, d);
    return d;
}

Diagnostics errorsOf(const Diagnostics& all) {
    Diagnostics e;
    for (const Diagnostic& d : all)
        if (d.severity == Severity::Error) e << d;
    return e;
}

QString describe(const Diagnostics& ds) {
    QStringList s;
    for (const Diagnostic& d : ds) s << d.toText();
    return s.join(QLatin1Char('\n'));
}

std::shared_ptr<const kin::Model> compile(const QString& path, Diagnostics* out = nullptr) {
    Diagnostics d;
    auto doc = XmlDocument::load(path, &d);
    auto m = doc ? sdf().compile(*doc, d) : nullptr;
    if (out) *out = d;
    return m;
}

Eigen::Isometry3d poseOf(const kin::Model& m, const char* frame, const Eigen::VectorXd& q) {
    const int i = m.frameIndex(frame);
    if (i < 0) qFatal("no frame %s", frame);
    return kin::framePose(m, q, i);
}

bool near(const Eigen::Isometry3d& a, const Eigen::Isometry3d& b, double tol = 1e-9) {
    return (a.translation() - b.translation()).norm() < tol && (a.linear() - b.linear()).norm() < tol;
}

// The proposal's model example (1.3.2) with one slot per reference; the
// defaults are the lines it marks VALID.
const char* kScopeModel = R"(<sdf version="1.8">
  <model name="top_model">
    <frame name="top_frame"/>
    <link name="top_link"><pose relative_to="{top_link}"/></link>
    <model name="mid_model">
      <pose relative_to="{mid_model}"/>
      <link name="mid_link"><pose relative_to="{mid_link}"/></link>
      <model name="bottom_model">
        <pose relative_to="{bottom_model}"/>
        <link name="bottom_link"><pose relative_to="{bottom_link}"/></link>
        <frame name="bottom_frame" attached_to="{bottom_frame}"/>
      </model>
      <model name="bottom_model_2">
        <model name="mid_model"><link name="mid_link"/></model>
        <link name="bottom_link"><pose relative_to="{bottom_link_2}"/></link>
      </model>
      <frame name="mid_to_top" attached_to="{mid_to_top}"/>
      <frame name="mid_to_bottom" attached_to="{mid_to_bottom}"/>
    </model>
  </model>
</sdf>
)";

const char* kScopeWorld = R"(<sdf version="1.8">
  <world name="simple_world">
    <frame name="world_frame"/>
    <frame name="world_scope_frame" attached_to="{world_scope_frame}"/>
    <model name="top_model">
      <pose relative_to="{top_model}"/>
      <frame name="top_frame" attached_to="{top_frame}"/>
      <link name="top_link"><pose relative_to="{top_link}"/></link>
    </model>
    <joint name="top_model_weld" type="fixed">
      <parent>{parent}</parent>
      <child>{child}</child>
    </joint>
  </world>
</sdf>
)";

QString fill(QString text, const QMap<QString, QString>& values) {
    for (auto it = values.begin(); it != values.end(); ++it) text.replace(QLatin1Char('{') + it.key() + QLatin1Char('}'), it.value());
    return text;
}

}  // namespace

class TestSdf : public QObject {
    Q_OBJECT
private slots:
    void compileAfterValidateSeesEdits() {
        // compile() reuses the checks validate() just ran on the same
        // document state (not twice per edit), never an older state's.
        const Format* sdf = FormatRegistry::instance().byId(u"sdf");
        QVERIFY(sdf);
        Diagnostics d;
        auto doc =
            XmlDocument::fromBytes(R"(<sdf version="1.8"><model name="m"><link name="a"/><link name="b"><pose>5 0 0 0 0 0</pose></link>
            <frame name="f" attached_to="a"><pose>1 0 0 0 0 0</pose></frame></model></sdf>)",
                                   QStringLiteral("m.sdf"), &d);
        auto x = [&](const std::shared_ptr<const kin::Model>& model) {
            kin::Data data(model);
            kin::forwardKinematics(*model, data, data.q);
            return data.oMf[size_t(model->frameIndex("f"))].translation().x();
        };
        sdf->validate(*doc, d);
        QVERIFY(!hasErrors(d));
        Diagnostics c1;
        const auto first = sdf->compile(*doc, c1);
        QVERIFY(first);
        QCOMPARE(x(first), 1.0);
        // An edit between validate() and compile(): the edit counts.
        Diagnostics d2;
        sdf->validate(*doc, d2);
        doc->setAttribute(doc->root()->firstChildElement(u"model")->firstChildElement(u"frame"), QStringLiteral("attached_to"),
                          QStringLiteral("b"));
        Diagnostics c2;
        const auto second = sdf->compile(*doc, c2);
        QVERIFY(second);
        QCOMPARE(x(second), 6.0);
        // Another document in the same state number: its own checks.
        auto other = XmlDocument::fromBytes(R"(<sdf version="1.8"><model name="m"><link name="a"/>
            <frame name="f" attached_to="a"><pose>3 0 0 0 0 0</pose></frame></model></sdf>)",
                                            QStringLiteral("n.sdf"), &d);
        sdf->validate(*doc, d2);
        Diagnostics c3;
        QCOMPARE(x(sdf->compile(*other, c3)), 3.0);
    }

    void scopingModel_data();
    void scopingModel();
    void scopingWorld_data();
    void scopingWorld();
    void weldArmAndGripper();
    void weldInsideIncludedFileIsAnError();
    void includeLimits();
    void flangesAndTwoRobots();
    void includeResolution();
    void includeErrorsNameTheChain();
    void includeRules();
    void rules_data();
    void rules();
    void oneErrorPerMistake();
    void longChainsDoNotExhaustTheStack();
    void reviewRegressions();
    void mutatedCorpusNeverCrashes();
    void workCellExample();
    void flattenSkelInclude();
    void hrdfArmWeldedInAnAssembly();
    void flattenGivesTheSameFrames();
    void flattenNonSdfIncludes();
    void cliFramesAndFlatten();
    void newerAndChangedCorpusFiles();
    void pluginContentIsThePlugins();
    void jointEndsJudgedByTheirFilesVersion();
    void weldApartByLessThanItsDigits();
    void everyResolvedFrameIsInTheModel();
};

void TestSdf::scopingModel_data() {
    QTest::addColumn<QString>("slot");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("code");  // empty: valid
    QTest::newRow("top_link relative_to top_frame") << "top_link"
                                                    << "top_frame"
                                                    << "";
    QTest::newRow("top_link relative_to unknown") << "top_link"
                                                  << "some_unknown_frame"
                                                  << "SDF-E050";
    QTest::newRow("top_link shadowing top_model::") << "top_link"
                                                    << "top_model::top_frame"
                                                    << "SDF-E050";
    QTest::newRow("mid_model relative_to top_link") << "mid_model"
                                                    << "top_link"
                                                    << "";
    QTest::newRow("mid_link default") << "mid_link"
                                      << ""
                                      << "";
    QTest::newRow("mid_link shadowing top_link") << "mid_link"
                                                 << "top_link"
                                                 << "SDF-E050";
    QTest::newRow("bottom_model relative_to mid_link") << "bottom_model"
                                                       << "mid_link"
                                                       << "";
    QTest::newRow("bottom_link shadowing mid_link") << "bottom_link"
                                                    << "mid_link"
                                                    << "SDF-E050";
    QTest::newRow("bottom_link shadowing mid_model::mid_link") << "bottom_link"
                                                               << "mid_model::mid_link"
                                                               << "SDF-E050";
    QTest::newRow("bottom_link shadowing top_frame") << "bottom_link"
                                                     << "top_frame"
                                                     << "SDF-E050";
    QTest::newRow("bottom_frame attached_to bottom_link") << "bottom_frame"
                                                          << "bottom_link"
                                                          << "";
    QTest::newRow("bottom_frame shadowing bottom_model::") << "bottom_frame"
                                                           << "bottom_model::bottom_link"
                                                           << "SDF-E040";
    QTest::newRow("bottom_model_2 own mid_model") << "bottom_link_2"
                                                  << "mid_model::mid_link"
                                                  << "";
    QTest::newRow("mid_to_top shadowing top_frame") << "mid_to_top"
                                                    << "top_frame"
                                                    << "SDF-E040";
    QTest::newRow("mid_to_bottom nested") << "mid_to_bottom"
                                          << "bottom_model::bottom_link"
                                          << "";
    QTest::newRow("mid_to_bottom bad scope") << "mid_to_bottom"
                                             << "bottom_link"
                                             << "SDF-E040";
    QTest::newRow("mid_to_bottom shadowing mid_model::") << "mid_to_bottom"
                                                         << "mid_model::bottom_model::bottom_link"
                                                         << "SDF-E040";
}

void TestSdf::scopingModel() {
    QFETCH(QString, slot);
    QFETCH(QString, value);
    QFETCH(QString, code);
    QMap<QString, QString> v{{"top_link", "top_frame"},
                             {"mid_model", "top_link"},
                             {"mid_link", ""},
                             {"bottom_model", "mid_link"},
                             {"bottom_link", ""},
                             {"bottom_frame", "bottom_link"},
                             {"bottom_link_2", "mid_model::mid_link"},
                             {"mid_to_top", ""},
                             {"mid_to_bottom", "bottom_model::bottom_link"}};
    v[slot] = value;
    Files files;
    const QString text = fill(QString::fromLatin1(kScopeModel), v);
    const Diagnostics e = errorsOf(validate(files.write(QStringLiteral("scope.sdf"), text)));
    if (code.isEmpty()) {
        QVERIFY2(e.isEmpty(), qPrintable(describe(e)));
        return;
    }
    QCOMPARE(e.size(), 1);
    QCOMPARE(e[0].code, code);
    // Located at the line that holds the reference.
    const QString tmpl = QString::fromLatin1(kScopeModel);
    const int line = int(tmpl.left(tmpl.indexOf(QLatin1Char('{') + slot + QLatin1Char('}'))).count(QLatin1Char('\n'))) + 1;
    QCOMPARE(e[0].line, line);
    if (value.contains(QLatin1String("top_model::")) || slot == QLatin1String("mid_link") || slot == QLatin1String("mid_to_top"))
        QVERIFY2(e[0].message.contains(QLatin1String("outside")), qPrintable(e[0].message));
}

void TestSdf::scopingWorld_data() {
    QTest::addColumn<QString>("slot");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("code");
    QTest::newRow("world_scope_frame attached_to world_frame") << "world_scope_frame"
                                                               << "world_frame"
                                                               << "";
    QTest::newRow("world_scope_frame shadowing") << "world_scope_frame"
                                                 << "simple_world::world_frame"
                                                 << "SDF-E040";
    QTest::newRow("top_model relative_to world_frame") << "top_model"
                                                       << "world_frame"
                                                       << "";
    QTest::newRow("top_frame shadowing world_frame") << "top_frame"
                                                     << "world_frame"
                                                     << "SDF-E040";
    QTest::newRow("top_link relative_to top_frame") << "top_link"
                                                    << "top_frame"
                                                    << "";
    QTest::newRow("top_link shadowing") << "top_link"
                                        << "top_model::top_frame"
                                        << "SDF-E050";
    QTest::newRow("weld parent world") << "parent"
                                       << "world"
                                       << "";
    QTest::newRow("weld parent world_frame") << "parent"
                                             << "world_frame"
                                             << "";
    QTest::newRow("weld child top_model::top_link") << "child"
                                                    << "top_model::top_link"
                                                    << "";
    QTest::newRow("weld child top_link") << "child"
                                         << "top_link"
                                         << "SDF-E021";
}

void TestSdf::scopingWorld() {
    QFETCH(QString, slot);
    QFETCH(QString, value);
    QFETCH(QString, code);
    QMap<QString, QString> v{{"world_scope_frame", "world_frame"},
                             {"top_model", "world_frame"},
                             {"top_frame", ""},
                             {"top_link", "top_frame"},
                             {"parent", "world"},
                             {"child", "top_model::top_link"}};
    v[slot] = value;
    Files files;
    const Diagnostics all = validate(files.write(QStringLiteral("world.sdf"), fill(QString::fromLatin1(kScopeWorld), v)));
    const Diagnostics e = errorsOf(all);
    if (code.isEmpty()) {
        QVERIFY2(e.isEmpty(), qPrintable(describe(e)));
        QVERIFY2(all.isEmpty(), qPrintable(describe(all)));  // //world/joint is known: no warning
        return;
    }
    QCOMPARE(e.size(), 1);
    QCOMPARE(e[0].code, code);
}

void TestSdf::weldArmAndGripper() {
    // The proposal's example 1.1, with numbers: the gripper's mount point
    // lands on the arm's gripper mount, and the weld joint sits there.
    Files f;
    f.write(QStringLiteral("arm.sdf"), R"(<sdf version="1.8"><model name="arm">
  <link name="body"/>
  <frame name="gripper_mount"><pose>0.1 0.2 0.7 0 1.5707963267948966 0.3</pose></frame>
</model></sdf>)");
    f.write(QStringLiteral("gripper.sdf"), R"(<sdf version="1.8"><model name="gripper">
  <link name="body"><pose>0 0 0.05 0 0 0</pose></link>
  <frame name="mount_point"><pose>0 0 -0.02 3.141592653589793 0 0</pose></frame>
</model></sdf>)");
    const QString top = f.write(QStringLiteral("arm_and_gripper.sdf"), R"(<sdf version="1.8">
<model name="arm_and_gripper">
  <include><uri>file://arm.sdf</uri></include>
  <include>
    <uri>file://gripper.sdf</uri>
    <placement_frame>mount_point</placement_frame>
    <pose relative_to="arm::gripper_mount"/>
  </include>
  <joint name="weld" type="fixed">
    <parent>arm::gripper_mount</parent>
    <child>gripper::mount_point</child>
  </joint>
</model></sdf>)");
    Diagnostics d;
    const auto m = compile(top, &d);
    QVERIFY2(m, qPrintable(describe(d)));
    QVERIFY2(errorsOf(d).isEmpty(), qPrintable(describe(d)));
    const Eigen::VectorXd q = m->defaultConfiguration();
    QVERIFY(near(poseOf(*m, "gripper::mount_point", q), poseOf(*m, "arm::gripper_mount", q)));
    QVERIFY(near(poseOf(*m, "weld", q), poseOf(*m, "arm::gripper_mount", q)));
    // The gripper's body is 5 cm along the mount's flipped z.
    const Eigen::Isometry3d mount = poseOf(*m, "arm::gripper_mount", q);
    Eigen::Isometry3d flip = Eigen::Isometry3d::Identity();
    flip.linear() = Eigen::AngleAxisd(M_PI, Eigen::Vector3d::UnitX()).toRotationMatrix();
    flip.translation() = Eigen::Vector3d(0, 0, -0.02);
    Eigen::Isometry3d body = Eigen::Isometry3d::Identity();
    body.translation() = Eigen::Vector3d(0, 0, 0.05);
    QVERIFY(near(poseOf(*m, "gripper::body", q), mount * flip.inverse() * body));
    // The weld carries the gripper: it hangs under the arm's link.
    QCOMPARE(QString::fromStdString(m->frames()[size_t(m->frames()[size_t(m->frameIndex("gripper::body"))].parent)].name),
             QStringLiteral("weld"));
}

// Includes that nest too deep, or that multiply (each file includes the
// next ten times: 10^5 models), stop at a located error in bounded time.
void TestSdf::includeLimits() {
    Files f;
    for (int i = 0; i < 40; ++i)
        f.write(QStringLiteral("deep%1.sdf").arg(i),
                QStringLiteral("<sdf version=\"1.8\"><model name=\"m%1\"><link name=\"l\"/>%2</model></sdf>")
                    .arg(i)
                    .arg(i + 1 < 40 ? QStringLiteral("<include><uri>deep%1.sdf</uri></include>").arg(i + 1) : QString()));
    QElapsedTimer t;
    t.start();
    const Diagnostics deep = validate(f.path(QStringLiteral("deep0.sdf")));
    const Diagnostic* it = test::findCode(deep, "SDF-E066");
    QVERIFY(it);
    QVERIFY2(it->message.contains(QLatin1String("32 deep")), qPrintable(it->message));
    QVERIFY(it->line >= 1 && !it->file.isEmpty());

    for (int level = 0; level < 5; ++level) {
        QString includes;
        for (int k = 0; level < 4 && k < 10; ++k)
            includes += QStringLiteral("<include><uri>bomb%1.sdf</uri><name>c%2</name></include>").arg(level + 1).arg(k);
        f.write(QStringLiteral("bomb%1.sdf").arg(level),
                QStringLiteral("<sdf version=\"1.8\"><model name=\"b\"><link name=\"l\"/>%1</model></sdf>").arg(includes));
    }
    const Diagnostics bomb = validate(f.path(QStringLiteral("bomb0.sdf")));
    it = test::findCode(bomb, "SDF-E066");
    QVERIFY(it);
    QVERIFY2(it->message.contains(QLatin1String("10000")), qPrintable(it->message));
    QCOMPARE(test::countCode(bomb, "SDF-E066"), 1);
    QVERIFY2(t.elapsed() < 20000, qPrintable(QString::number(t.elapsed())));
}

void TestSdf::weldInsideIncludedFileIsAnError() {
    // The proposal's negative example 1.2: the gripper file cannot refer to
    // the arm; the error is in the gripper's file, with the include chain.
    Files f;
    f.write(QStringLiteral("arm.sdf"), R"(<sdf version="1.8"><model name="arm"><link name="body"/></model></sdf>)");
    f.write(QStringLiteral("gripper_with_weld.sdf"), R"(<sdf version="1.8"><model name="gripper">
  <link name="gripper"/>
  <joint name="weld" type="fixed">
    <parent>arm::body</parent>
    <child>gripper</child>
  </joint>
</model></sdf>)");
    const QString top = f.write(QStringLiteral("bad.sdf"), R"(<sdf version="1.8"><model name="arm_and_gripper">
  <include><uri>file://arm.sdf</uri></include>
  <include><uri>file://gripper_with_weld.sdf</uri></include>
</model></sdf>)");
    const Diagnostics e = errorsOf(validate(top));
    QCOMPARE(e.size(), 1);
    QCOMPARE(e[0].code, QStringLiteral("SDF-E020"));
    QVERIFY(e[0].file.endsWith(QLatin1String("gripper_with_weld.sdf")));
    QCOMPARE(e[0].line, 4);
}

void TestSdf::flangesAndTwoRobots() {
    // The proposal's example 2: arm + flange + gripper twice, in nested
    // models, each flange placed by its mount and welded.
    Files f;
    f.write(QStringLiteral("arm.sdf"), R"(<sdf version="1.8"><model name="arm"><link name="link"/>
  <frame name="flange_mount"><pose relative_to="link">0 0 1 0 0 0.5</pose></frame></model></sdf>)");
    for (const char* kind : {"electric", "pneumatic"})
        f.write(QStringLiteral("flange_%1.sdf").arg(QLatin1String(kind)),
                QStringLiteral(R"(<sdf version="1.8"><model name="flange_%1"><link name="body"/>
  <frame name="mount"><pose relative_to="body">0 0 -0.01 0 0 0</pose></frame>
  <frame name="gripper_mount"><pose relative_to="body">0 0 0.%2 0 0 0</pose></frame></model></sdf>)")
                    .arg(QLatin1String(kind))
                    .arg(kind[0] == 'e' ? 1 : 2));
    f.write(QStringLiteral("gripper.sdf"), R"(<sdf version="1.8"><model name="gripper"><link name="gripper"/>
  <frame name="mount"><pose>0 0 0 3.141592653589793 0 0</pose></frame></model></sdf>)");
    QString robots;
    for (const char* r : {"robot_1", "robot_2"}) {
        robots += QStringLiteral(R"(<model name="%1">%2
    <include><name>arm</name><uri>file://arm.sdf</uri></include>
    <include><name>flange</name><uri>file://flange_%3.sdf</uri><placement_frame>mount</placement_frame>
      <pose relative_to="arm::flange_mount"/></include>
    <joint name="weld1" type="fixed"><parent>arm::flange_mount</parent><child>flange::mount</child></joint>
    <include><uri>file://gripper.sdf</uri><placement_frame>mount</placement_frame>
      <pose relative_to="flange::gripper_mount"/></include>
    <joint name="weld2" type="fixed"><parent>flange::gripper_mount</parent><child>gripper::mount</child></joint>
  </model>)")
                      .arg(QLatin1String(r),
                           QLatin1String(r[6] == '1' ? "<pose>1 0 0 0 0 0</pose>" : "<pose relative_to=\"robot_1\">0 2 0 0 0 0</pose>"),
                           QLatin1String(r[6] == '1' ? "electric" : "pneumatic"));
    }
    const QString top = f.write(QStringLiteral("super_armio_bros.sdf"),
                                QStringLiteral("<sdf version=\"1.8\"><model name=\"super_armio_bros\">%1</model></sdf>").arg(robots));
    Diagnostics d;
    const auto m = compile(top, &d);
    QVERIFY2(m && errorsOf(d).isEmpty(), qPrintable(describe(d)));
    const Eigen::VectorXd q = m->defaultConfiguration();
    for (const char* r : {"robot_1", "robot_2"}) {
        const std::string p(r);
        QVERIFY(near(poseOf(*m, (p + "::flange::mount").c_str(), q), poseOf(*m, (p + "::arm::flange_mount").c_str(), q)));
        QVERIFY(near(poseOf(*m, (p + "::gripper::mount").c_str(), q), poseOf(*m, (p + "::flange::gripper_mount").c_str(), q)));
    }
    // robot_2 is robot_1 moved 2 m along y; its flange is 0.1 m longer.
    const Eigen::Vector3d g1 = poseOf(*m, "robot_1::gripper::gripper", q).translation();
    const Eigen::Vector3d g2 = poseOf(*m, "robot_2::gripper::gripper", q).translation();
    QVERIFY((g2 - g1 - Eigen::Vector3d(0, 2, 0.1)).norm() < 1e-12);
}

void TestSdf::includeResolution() {
    Files f;
    // A model folder with versions: the highest Kinedit supports is used.
    f.write(QStringLiteral("models/can/model.config"), R"(<model><name>can</name>
  <sdf version="1.6">old.sdf</sdf><sdf version="1.9">new.sdf</sdf><sdf version="100.0">future.sdf</sdf></model>)");
    for (const char* v : {"old", "new", "future"})
        f.write(QStringLiteral("models/can/%1.sdf").arg(QLatin1String(v)),
                QStringLiteral(R"(<sdf version="1.9"><model name="can"><link name="%1"/></model></sdf>)").arg(QLatin1String(v)));
    f.write(QStringLiteral("models/box/model.config"), R"(<model><sdf>model.sdf</sdf></model>)");
    f.write(QStringLiteral("models/box/model.sdf"), R"(<sdf version="1.9"><model name="box"><link name="b"/></model></sdf>)");
    f.write(QStringLiteral("parts/plate.sdf"), R"(<sdf version="1.9"><model name="plate"><link name="p"/></model></sdf>)");
    const QString top = f.write(QStringLiteral("world.sdf"), R"(<sdf version="1.9"><world name="w">
  <include><uri>model://can</uri></include>
  <include><uri>box</uri><name>box1</name><pose>1 0 0 0 0 0</pose></include>
  <include><uri>parts/plate.sdf</uri></include>
  <include><uri>file://parts/plate.sdf</uri><name>plate2</name></include>
</world></sdf>)");
    for (const char* var : {"GZ_SIM_RESOURCE_PATH", "IGN_GAZEBO_RESOURCE_PATH", "SDF_PATH"}) {
        qunsetenv("GZ_SIM_RESOURCE_PATH");
        qunsetenv("IGN_GAZEBO_RESOURCE_PATH");
        qunsetenv("SDF_PATH");
        qputenv(var, (QStringLiteral("/nonexistent:") + f.path(QStringLiteral("models"))).toUtf8());
        Diagnostics d;
        const auto m = compile(top, &d);
        QVERIFY2(m && errorsOf(d).isEmpty(), qPrintable(QLatin1String(var) + QLatin1Char('\n') + describe(d)));
        QVERIFY(m->frameIndex("can::new") >= 0);  // the 1.9 file of model.config
        QVERIFY(m->frameIndex("can::old") < 0);
        QVERIFY(near(poseOf(*m, "box1::b", m->defaultConfiguration()), Eigen::Isometry3d(Eigen::Translation3d(1, 0, 0))));
        QVERIFY(m->frameIndex("plate::p") >= 0 && m->frameIndex("plate2::p") >= 0);
    }
    qunsetenv("SDF_PATH");
}

void TestSdf::includeErrorsNameTheChain() {
    Files f;
    f.write(QStringLiteral("mid.sdf"), R"(<sdf version="1.8"><model name="mid">
  <link name="l"/>
  <include><uri>file://missing.sdf</uri></include>
</model></sdf>)");
    const QString top = f.write(QStringLiteral("top.sdf"), R"(<sdf version="1.8"><model name="top">
  <link name="l"/>
  <include><uri>file://mid.sdf</uri></include>
</model></sdf>)");
    Diagnostics e = errorsOf(validate(top));
    QCOMPARE(e.size(), 1);
    QCOMPARE(e[0].code, QStringLiteral("SDF-E061"));
    QVERIFY(e[0].file.endsWith(QLatin1String("mid.sdf")));
    QCOMPARE(e[0].line, 3);
    QVERIFY2(e[0].message.contains(QLatin1String("mid.sdf:3")) && e[0].message.contains(QLatin1String("top.sdf:3")),
             qPrintable(e[0].message));

    // a -> b -> a
    f.write(QStringLiteral("a.sdf"), R"(<sdf version="1.8"><model name="a"><link name="l"/>
  <include><uri>file://b.sdf</uri></include></model></sdf>)");
    f.write(QStringLiteral("b.sdf"), R"(<sdf version="1.8"><model name="b"><link name="l"/>
  <include><uri>file://a.sdf</uri></include></model></sdf>)");
    e = errorsOf(validate(f.path(QStringLiteral("a.sdf"))));
    QCOMPARE(e.size(), 1);
    QCOMPARE(e[0].code, QStringLiteral("SDF-E062"));
    QVERIFY(e[0].file.endsWith(QLatin1String("b.sdf")));
    QVERIFY2(e[0].message.contains(QLatin1String("a.sdf:2")), qPrintable(e[0].message));
}

void TestSdf::includeRules() {
    Files f;
    f.write(QStringLiteral("part.sdf"), R"(<sdf version="1.8"><model name="part"><link name="l"/><frame name="m"/></model></sdf>)");
    struct Case {
        const char* body;
        const char* code;
    };
    const Case cases[] = {
        {"<include><uri>file://part.sdf</uri><placement_frame>m</placement_frame></include>", "SDF-E064"},
        {"<include><uri>file://part.sdf</uri><placement_frame>nope</placement_frame><pose/></include>", "SDF-E065"},
        {"<include><name>x</name></include>", "SDF-E060"},
        // include/name defines the scope: the file's own name does not exist here.
        {"<include><uri>file://part.sdf</uri><name>custom</name></include><frame name=\"f\" attached_to=\"part::l\"/>", "SDF-E040"},
        {"<include><uri>file://part.sdf</uri><name>custom</name></include><frame name=\"f\" attached_to=\"custom::l\"/>", ""},
        // include/pose is evaluated in the including scope.
        {"<frame name=\"super_frame\"/><include><uri>file://part.sdf</uri><pose relative_to=\"super_frame\"/></include>", ""},
        {"<frame name=\"super_frame\"/><include><uri>file://part.sdf</uri><pose relative_to=\"part::super_frame\"/></include>", "SDF-E050"},
        // Two includes of one file need names of their own.
        {"<include><uri>file://part.sdf</uri></include><include><uri>file://part.sdf</uri></include>", "SDF-E013"},
    };
    for (const Case& c : cases) {
        const QString top = f.write(QStringLiteral("top.sdf"),
                                    QStringLiteral("<sdf version=\"1.8\"><model name=\"top\"><link name=\"base\"/>\n%1\n</model></sdf>")
                                        .arg(QLatin1String(c.body)));
        const Diagnostics e = errorsOf(validate(top));
        if (!*c.code) {
            QVERIFY2(e.isEmpty(), qPrintable(QLatin1String(c.body) + QLatin1Char('\n') + describe(e)));
            continue;
        }
        QVERIFY2(e.size() == 1 && e[0].code == QLatin1String(c.code), qPrintable(QLatin1String(c.body) + QLatin1Char('\n') + describe(e)));
        QCOMPARE(e[0].line, 2);
    }
}

void TestSdf::rules_data() {
    QTest::addColumn<QString>("body");  // inside <model name="m">, after <link name="base"/>
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("code");  // the one diagnostic expected (empty: none)
    QTest::newRow("empty name") << R"(<link name=""/>)"
                                << "1.8"
                                << "SDF-E010";
    QTest::newRow("reserved world") << R"(<link name="world"/>)"
                                    << "1.8"
                                    << "SDF-E011";
    QTest::newRow("reserved __x__") << R"(<frame name="__hidden__"/>)"
                                    << "1.8"
                                    << "SDF-E011";
    QTest::newRow(":: in a name, 1.8") << R"(<link name="a::b"/>)"
                                       << "1.8"
                                       << "SDF-E012";
    QTest::newRow(":: in a name, 1.7 (flattened)") << R"(<link name="a::b"/>)"
                                                   << "1.7"
                                                   << "";
    QTest::newRow("sibling names") << R"(<link name="l"/><frame name="l"/>)"
                                   << "1.8"
                                   << "SDF-E013";
    QTest::newRow("joint parent unknown") << R"(<link name="c"/><joint name="j" type="fixed"><parent>nope</parent><child>c</child></joint>)"
                                          << "1.8"
                                          << "SDF-E020";
    QTest::newRow("joint parent world") << R"(<link name="c"/><joint name="j" type="fixed"><parent>world</parent><child>c</child></joint>)"
                                        << "1.8"
                                        << "";
    QTest::newRow("joint child world") << R"(<joint name="j" type="fixed"><parent>base</parent><child>world</child></joint>)"
                                       << "1.8"
                                       << "SDF-E021";
    QTest::newRow("joint child itself") << R"(<joint name="j" type="fixed"><parent>base</parent><child>j</child></joint>)"
                                        << "1.8"
                                        << "SDF-E021";
    QTest::newRow("joint same parent and child") << R"(<joint name="j" type="fixed"><parent>base</parent><child>base</child></joint>)"
                                                 << "1.8"
                                                 << "SDF-E022";
    QTest::newRow("joint ends on one link")
        << R"(<frame name="f" attached_to="base"/><joint name="j" type="fixed"><parent>f</parent><child>base</child></joint>)"
        << "1.8"
        << "SDF-E022";
    QTest::newRow("joint type") << R"(<link name="c"/><joint name="j" type="hinge"><parent>base</parent><child>c</child></joint>)"
                                << "1.8"
                                << "SDF-E008";
    QTest::newRow("zero axis")
        << R"(<link name="c"/><joint name="j" type="revolute"><parent>base</parent><child>c</child><axis><xyz>0 0 0</xyz></axis></joint>)"
        << "1.8"
        << "SDF-E006";
    QTest::newRow("attached_to itself") << R"(<frame name="f" attached_to="f"/>)"
                                        << "1.8"
                                        << "SDF-E041";
    QTest::newRow("attached_to cycle") << R"(<frame name="f" attached_to="g"/><frame name="g" attached_to="f"/>)"
                                       << "1.8"
                                       << "SDF-E041";
    QTest::newRow("relative_to cycle")
        << R"(<frame name="f"><pose relative_to="g"/></frame><frame name="g"><pose relative_to="f"/></frame>)"
        << "1.8"
        << "SDF-E051";
    QTest::newRow("__root__") << R"(<frame name="f" attached_to="__root__"/>)"
                              << "1.8"
                              << "SDF-E053";
    QTest::newRow("expressed_in unknown")
        << R"(<link name="c"/><joint name="j" type="revolute"><parent>base</parent><child>c</child><axis><xyz expressed_in="nope">0 0 1</xyz></axis></joint>)"
        << "1.8"
        << "SDF-E050";
    QTest::newRow("mass") << R"(<link name="c"><inertial><mass>-1</mass></inertial></link>)"
                          << "1.8"
                          << "SDF-E007";
    // libsdformat accepts a massless link and zero moments (MassMatrix3::IsValid).
    QTest::newRow("massless")
        << R"(<link name="c"><inertial><mass>0</mass><inertia><ixx>0</ixx><iyy>0</iyy><izz>0</izz></inertia></inertial></link>)"
        << "1.8"
        << "";
    QTest::newRow("inertia")
        << R"(<link name="c"><inertial><mass>1</mass><inertia><ixx>1</ixx><iyy>1</iyy><izz>3</izz></inertia></inertial></link>)"
        << "1.8"
        << "SDF-E007";
    QTest::newRow("missing attribute") << R"(<link/>)"
                                       << "1.8"
                                       << "SDF-E004";
    QTest::newRow("bad value") << R"(<link name="c"><inertial><mass>heavy</mass></inertial></link>)"
                               << "1.8"
                               << "SDF-E006";
    QTest::newRow("material script")
        << R"(<link name="c"><visual name="v"><geometry><sphere><radius>1</radius></sphere></geometry><material><script><name>Gazebo/Red</name></script></material></visual></link>)"
        << "1.8"
        << "SDF-E005";
    QTest::newRow("unknown element") << R"(<link name="c"><colour>red</colour></link>)"
                                     << "1.8"
                                     << "SDF-W001";
    QTest::newRow("unknown attribute") << R"(<link name="c" colour="red"/>)"
                                       << "1.8"
                                       << "SDF-W002";
    QTest::newRow("namespaced extension") << R"(<link name="c" my:colour="red"><my:thing><link name="c"/></my:thing></link>)"
                                          << "1.8"
                                          << "";
    QTest::newRow("canonical_link") << ""
                                    << "canonical"
                                    << "SDF-E030";
    QTest::newRow("model without link") << R"(<model name="empty"><frame name="f"/></model>)"
                                        << "1.8"
                                        << "SDF-E031";
    QTest::newRow("static model without link") << R"(<model name="empty"><static>true</static><frame name="f"/></model>)"
                                               << "1.8"
                                               << "";
    QTest::newRow("top-level relative_to") << ""
                                           << "toppose"
                                           << "SDF-E052";
    QTest::newRow("weld of frames apart")
        << R"(<link name="c"/><frame name="a" attached_to="base"><pose>0 0 0.01 0 0 0</pose></frame><frame name="b" attached_to="c"/><joint name="w" type="fixed"><parent>a</parent><child>b</child></joint>)"
        << "1.8"
        << "SDF-W008";
    QTest::newRow("weld of frames together")
        << R"(<link name="c"/><frame name="a" attached_to="base"/><frame name="b" attached_to="c"/><joint name="w" type="fixed"><parent>a</parent><child>b</child></joint>)"
        << "1.8"
        << "";
    QTest::newRow("mesh not found")
        << R"(<link name="c"><visual name="v"><geometry><mesh><uri>meshes/none.dae</uri></mesh></geometry></visual></link>)"
        << "1.8"
        << "SDF-W003";
}

void TestSdf::rules() {
    QFETCH(QString, body);
    QFETCH(QString, version);
    QFETCH(QString, code);
    QString head = QStringLiteral("<model name=\"m\">");
    if (version == QLatin1String("canonical"))
        head = QStringLiteral("<model name=\"m\" canonical_link=\"nope\">"), version = QStringLiteral("1.8");
    if (version == QLatin1String("toppose")) head += QStringLiteral("<pose relative_to=\"base\"/>"), version = QStringLiteral("1.8");
    Files f;
    const QString path = f.write(
        QStringLiteral("rules.sdf"),
        QStringLiteral("<sdf version=\"%1\" xmlns:my=\"urn:my\">\n%2<link name=\"base\"/>\n%3\n</model></sdf>\n").arg(version, head, body));
    const Diagnostics all = validate(path);
    if (code.isEmpty()) {
        QVERIFY2(all.isEmpty(), qPrintable(describe(all)));
        return;
    }
    QVERIFY2(all.size() == 1, qPrintable(describe(all)));
    QCOMPARE(all[0].code, code);
    QVERIFY(all[0].line >= 2 && all[0].column > 0);
}

void TestSdf::longChainsDoNotExhaustTheStack() {
    // 50,000 frames, each relative to (and attached to) another: a
    // located error past 2,000, no crash, and the other frames resolved.
    Files f;
    // Each refers to the next, so resolving the first walks the whole chain.
    QString text = QStringLiteral("<sdf version=\"1.8\"><model name=\"m\"><link name=\"l\"/>\n");
    for (int i = 0; i < 50000; ++i)
        text += QStringLiteral("<frame name=\"f%1\" attached_to=\"f%2\"><pose relative_to=\"f%2\">0 0 0.001 0 0 0</pose></frame>\n")
                    .arg(i)
                    .arg(i + 1);
    text += QStringLiteral("<frame name=\"f50000\" attached_to=\"l\"/></model></sdf>\n");
    const Diagnostics e = errorsOf(validate(f.write(QStringLiteral("chain.sdf"), text)));
    QVERIFY(!e.isEmpty());
    QVERIFY(std::all_of(e.begin(), e.end(), [](const Diagnostic& d) { return d.code == QLatin1String("SDF-E054") && d.line > 0; }));
    QVERIFY(e.size() <= 2);  // once per graph
}

void TestSdf::reviewRegressions() {
    // Defects a review found, each with the input that showed it.
    Files f;
    const char* urdf = R"(<robot name="r"><link name="base"/><link name="tool"/>
  <joint name="j1" type="revolute"><parent link="base"/><child link="tool"/><origin xyz="0 0 0.5"/><axis xyz="0 1 0"/>
  <limit lower="-1" upper="1" effort="1" velocity="1"/></joint></robot>)";
    f.write(QStringLiteral("r.urdf"), QString::fromLatin1(urdf));
    auto codes = [](const Diagnostics& ds) {
        QStringList c;
        for (const Diagnostic& d : ds)
            if (d.severity == Severity::Error) c << d.code;
        return c;
    };
    // An include cycle through "./" in model.config is still a cycle: one error.
    f.write(QStringLiteral("A/model.config"), R"(<model><sdf version="1.8">./a.sdf</sdf></model>)");
    f.write(QStringLiteral("B/model.config"), R"(<model><sdf version="1.8">./b.sdf</sdf></model>)");
    f.write(
        QStringLiteral("A/a.sdf"),
        R"(<sdf version="1.8"><model name="a"><link name="l"/><include><uri>../B</uri><name>x</name></include><include><uri>../B</uri><name>y</name></include></model></sdf>)");
    f.write(
        QStringLiteral("B/b.sdf"),
        R"(<sdf version="1.8"><model name="b"><link name="l"/><include><uri>../A</uri><name>x</name></include><include><uri>../A</uri><name>y</name></include></model></sdf>)");
    const QStringList cycle = codes(validate(f.write(
        QStringLiteral("top.sdf"), R"(<sdf version="1.8"><model name="t"><link name="l"/><include><uri>A</uri></include></model></sdf>)")));
    QVERIFY2(!cycle.isEmpty() && cycle.count(QStringLiteral("SDF-E062")) == cycle.size() && cycle.size() <= 2,
             qPrintable(cycle.join(u' ')));
    // A URDF that is the whole file: its own poses.
    Diagnostics d;
    auto m = compile(f.write(QStringLiteral("only.sdf"), R"(<sdf version="1.9"><include><uri>r.urdf</uri></include></sdf>)"), &d);
    QVERIFY2(m, qPrintable(describe(d)));
    QVERIFY((poseOf(*m, "tool", m->defaultConfiguration()).translation() - Eigen::Vector3d(0, 0, 0.5)).norm() < 1e-12);
    // A cycle of joints builds, the last joint closing a loop.
    m = compile(f.write(QStringLiteral("loop.sdf"), R"(<sdf version="1.8"><model name="m"><link name="a"/><link name="b"/>
  <joint name="j1" type="revolute"><parent>a</parent><child>b</child></joint>
  <joint name="j2" type="revolute"><parent>b</parent><child>a</child></joint></model></sdf>)"),
                &d);
    QVERIFY2(m && !m->groups().empty(), qPrintable(describe(d)));
    // A second joint into a URDF include closes a loop; an include's added frame exists.
    m = compile(f.write(QStringLiteral("two.sdf"),
                        R"(<sdf version="1.8"><model name="m"><link name="l"/><link name="l2"><pose>0 0 0.5 0 0 0</pose></link>
  <include><uri>r.urdf</uri><name>arm</name><frame name="tip" attached_to="tool"><pose relative_to="tool">0 0 0.1 0 0 0</pose></frame></include>
  <joint name="ja" type="fixed"><parent>l</parent><child>arm::base</child></joint>
  <joint name="jb" type="fixed"><parent>l2</parent><child>arm::tool</child></joint></model></sdf>)"),
                &d);
    QVERIFY2(m && !m->groups().empty(), qPrintable(describe(d)));
    QVERIFY(m->frameIndex("arm::tip") >= 0);
    QVERIFY(std::none_of(d.begin(), d.end(),
                         [](const Diagnostic& x) { return x.code == QLatin1String("SDF-W001"); }));  // //include/frame is known
    QVERIFY((poseOf(*m, "arm::tip", m->defaultConfiguration()).translation() - Eigen::Vector3d(0, 0, 0.6)).norm() < 1e-9);
    // A model whose only nested model is static has no link: valid (as for
    // libsdformat) until a frame is attached to it, then E031 there, once.
    QCOMPARE(codes(validate(f.write(QStringLiteral("e031.sdf"), R"(<sdf version="1.8"><model name="t"><link name="l"/>
  <model name="M"><frame name="f"/><model name="N"><static>true</static><frame name="g"/></model></model></model></sdf>)"))),
             QStringList{QStringLiteral("SDF-E031")});
    QVERIFY(codes(validate(f.write(QStringLiteral("e031ok.sdf"), R"(<sdf version="1.8"><model name="t"><link name="l"/>
  <model name="M"><model name="N"><static>true</static><frame name="g"/></model></model></model></sdf>)")))
                .isEmpty());
    // Names an include adds clash with the model's: E013; an empty include name: E010.
    f.write(QStringLiteral("child.sdf"),
            R"(<sdf version="1.8"><model name="child"><link name="base"/><frame name="mount"/></model></sdf>)");
    QCOMPARE(codes(validate(f.write(QStringLiteral("dup.sdf"), R"(<sdf version="1.8"><model name="t"><link name="l"/>
  <include><uri>child.sdf</uri><frame name="mount"/></include></model></sdf>)"))),
             QStringList{QStringLiteral("SDF-E013")});
    QCOMPARE(codes(validate(f.write(QStringLiteral("noname.sdf"), R"(<sdf version="1.8"><model name="t"><link name="l"/>
  <include><uri>child.sdf</uri><name></name></include></model></sdf>)"))),
             QStringList{QStringLiteral("SDF-E010")});
    // An SDFormat file named .xml is read as SDFormat.
    f.write(QStringLiteral("child.xml"), R"(<sdf version="1.8"><model name="cx"><link name="base"/></model></sdf>)");
    QVERIFY(codes(validate(f.write(
                      QStringLiteral("xml.sdf"),
                      R"(<sdf version="1.8"><model name="t"><link name="l"/><include><uri>child.xml</uri></include></model></sdf>)")))
                .isEmpty());
    // placement_frame needs the include's own pose, and its error is in the file that has it.
    f.write(QStringLiteral("posed.sdf"),
            R"(<sdf version="1.8"><model name="p"><pose>0 0 5 0 0 0</pose><link name="base"/><frame name="mount"/></model></sdf>)");
    QCOMPARE(codes(validate(f.write(QStringLiteral("e064.sdf"), R"(<sdf version="1.8"><model name="t"><link name="l"/>
  <include><uri>posed.sdf</uri><placement_frame>mount</placement_frame></include></model></sdf>)"))),
             QStringList{QStringLiteral("SDF-E064")});
    f.write(QStringLiteral("attr.sdf"), R"(<sdf version="1.8">
<model name="p" placement_frame="nope"><link name="base"/></model></sdf>)");
    const Diagnostics e065 = errorsOf(validate(f.write(QStringLiteral("e065.sdf"), R"(<sdf version="1.8"><model name="t"><link name="l"/>
  <include><uri>attr.sdf</uri><pose/></include></model></sdf>)")));
    QVERIFY2(e065.size() == 1 && e065[0].code == QLatin1String("SDF-E065") && e065[0].file.endsWith(QLatin1String("attr.sdf")) &&
                 e065[0].line == 2,
             qPrintable(describe(e065)));
    // use_parent_model_frame means nothing from 1.7 on.
    const char* upmf = R"(<sdf version="1.9"><model name="m"><link name="a"/><link name="b"><pose>0 0 0 0 1.5707963267948966 0</pose></link>
  <joint name="j" type="revolute"><parent>a</parent><child>b</child><axis><xyz>1 0 0</xyz>%1</axis></joint></model></sdf>)";
    const auto with =
        compile(f.write(QStringLiteral("upmf1.sdf"),
                        QString::fromLatin1(upmf).arg(QLatin1String("<use_parent_model_frame>true</use_parent_model_frame>"))));
    const auto without = compile(f.write(QStringLiteral("upmf0.sdf"), QString::fromLatin1(upmf).arg(QString())));
    QVERIFY(with && without);
    QVERIFY((with->joints()[0].motions[0].axis - without->joints()[0].motions[0].axis).norm() < 1e-12);
    // Flatten: a root-level include is expanded; a 1.4 model's axes keep their frame.
    QVERIFY(!sdf().flatten(*XmlDocument::load(f.path(QStringLiteral("only.sdf")), &d), d).contains("<include"));
    f.write(QStringLiteral("old.sdf"),
            R"(<sdf version="1.4"><model name="old"><link name="a"/><link name="b"><pose>0 0 0 0 1.5707963267948966 0</pose></link>
  <joint name="j" type="revolute"><parent>a</parent><child>b</child><axis><xyz>1 0 0</xyz></axis></joint></model></sdf>)");
    const QString top =
        f.write(QStringLiteral("new.sdf"),
                R"(<sdf version="1.9"><model name="t"><link name="l"/><include><uri>old.sdf</uri></include></model></sdf>)");
    const auto before = compile(top);
    const QString flat = f.write(QStringLiteral("flat/new.sdf"), QString::fromUtf8(sdf().flatten(*XmlDocument::load(top, &d), d)));
    const auto after = compile(flat);
    QVERIFY(before && after);
    Eigen::VectorXd q = before->defaultConfiguration();
    q.setConstant(1.0);
    QVERIFY(near(poseOf(*before, "old::b", q), poseOf(*after, "old::b", q)));
}

void TestSdf::mutatedCorpusNeverCrashes() {
    // Structure-aware mutations of the corpus's SDFormat files (names swapped
    // into references, lines dropped or doubled, numbers made hostile):
    // validate, compile and flatten each; nothing may crash or hang, and
    // every error names its file and line. Deterministic (fixed seed).
    const QString corpus = QStringLiteral(KINEDIT_SHARED_DIR "/corpus/sdf/sdf");
    if (!QFileInfo::exists(corpus)) QSKIP("../shared/corpus/sdf is absent");
    QStringList files = QDir(corpus).entryList({QStringLiteral("*.sdf")}, QDir::Files, QDir::Name);
    QRandomGenerator rng(20261122);
    static const QRegularExpression nameRe(QStringLiteral("name=['\"]([^'\"]+)['\"]"));
    static const QRegularExpression refRe(
        QStringLiteral("(relative_to|attached_to|canonical_link|placement_frame)=['\"]([^'\"]*)['\"]|<(parent|child)>([^<]*)<"));
    static const QRegularExpression numRe(QStringLiteral("-?[0-9]+\\.[0-9]+"));
    int runs = 0;
    Files f;
    qputenv("SDF_PATH", (corpus + QStringLiteral("/../integration/model")).toUtf8());
    for (const QString& name : files) {
        QFile in(QDir(corpus).filePath(name));
        if (!in.open(QIODevice::ReadOnly)) continue;
        const QString original = QString::fromUtf8(in.readAll());
        QStringList names;
        for (auto it = nameRe.globalMatch(original); it.hasNext();) names << it.next().captured(1);
        names << QStringLiteral("world") << QStringLiteral("__model__") << QStringLiteral("__root__") << QString();
        for (int k = 0; k < 20; ++k) {
            QString text = original;
            for (int op = 0; op < 3; ++op) {
                const int kind = int(rng.bounded(4));
                if (kind == 0) {  // a reference names another element
                    QList<QRegularExpressionMatch> refs;
                    for (auto it = refRe.globalMatch(text); it.hasNext();) refs << it.next();
                    if (refs.isEmpty()) continue;
                    const auto& m = refs[int(rng.bounded(refs.size()))];
                    const int group = m.capturedStart(2) >= 0 ? 2 : 4;
                    text.replace(m.capturedStart(group), m.capturedLength(group), names[int(rng.bounded(names.size()))]);
                } else if (kind == 1 || kind == 2) {  // a line dropped or doubled
                    QStringList lines = text.split(QLatin1Char('\n'));
                    const int i = int(rng.bounded(lines.size()));
                    if (kind == 1)
                        lines.removeAt(i);
                    else
                        lines.insert(i, lines[i]);
                    text = lines.join(QLatin1Char('\n'));
                } else {  // a hostile number
                    QList<QRegularExpressionMatch> nums;
                    for (auto it = numRe.globalMatch(text); it.hasNext();) nums << it.next();
                    if (nums.isEmpty()) continue;
                    const auto& m = nums[int(rng.bounded(nums.size()))];
                    static const char* hostile[] = {"nan", "inf", "-1e308", "1e-320", "0", "abc"};
                    text.replace(m.capturedStart(), m.capturedLength(), QLatin1String(hostile[rng.bounded(6)]));
                }
            }
            const QString path = f.write(QStringLiteral("m.sdf"), text);
            Diagnostics d;
            auto doc = XmlDocument::load(path, &d);
            if (!doc) continue;
            sdf().validate(*doc, d);
            sdf().compile(*doc, d);
            sdf().flatten(*doc, d);
            ++runs;
            for (const Diagnostic& x : d)
                QVERIFY2(x.severity != Severity::Error || (!x.file.isEmpty() && x.line > 0),
                         qPrintable(name + QLatin1String(": ") + x.toText()));
        }
    }
    qunsetenv("SDF_PATH");
    QVERIFY(runs > 1000);
}

void TestSdf::flattenSkelInclude() {
    // DART's chain.skel included and flattened: its skeletons become nested
    // models (their names hold '::'), valid, with the same frames at the same
    // joint values.
    const QString skel = QStringLiteral(KINEDIT_SHARED_DIR "/corpus/skel/data/skel/chain.skel");
    if (!QFileInfo::exists(skel)) QSKIP("../shared/corpus/skel is absent");
    Files f;
    QFile::copy(skel, f.path(QStringLiteral("chain.skel")));
    const QString top = f.write(QStringLiteral("top.sdf"), R"(<sdf version="1.8"><model name="t"><link name="l"/>
  <include><uri>chain.skel</uri><name>bp</name><pose>1 0 0 0 0 0.5</pose></include></model></sdf>)");
    Diagnostics d;
    auto doc = XmlDocument::load(top, &d);
    const auto original = sdf().compile(*doc, d);
    QVERIFY2(original, qPrintable(describe(d)));
    const QByteArray flat = sdf().flatten(*doc, d);
    QVERIFY2(!flat.isEmpty(), qPrintable(describe(d)));
    const QString flatPath = f.write(QStringLiteral("flat/top.sdf"), QString::fromUtf8(flat));
    QVERIFY2(errorsOf(validate(flatPath)).isEmpty(), qPrintable(describe(validate(flatPath))));
    const auto flattened = compile(flatPath);
    QVERIFY(flattened);
    Eigen::VectorXd qo = Eigen::VectorXd::Zero(original->nq()), qf = Eigen::VectorXd::Zero(flattened->nq());
    for (const kin::Joint& j : original->joints()) {
        const int k = flattened->jointIndex(original->frames()[size_t(j.frame)].name);
        QVERIFY2(k >= 0, j.name.c_str());
        for (int v = 0; v < j.dof(); ++v) qo[j.qIndex + v] = qf[flattened->joints()[size_t(k)].qIndex + v] = 0.2 + 0.1 * v;
    }
    int compared = 0;
    for (const kin::Frame& fr : original->frames()) {
        if (fr.kind == "anchor") continue;
        const int i = flattened->frameIndex(fr.name);
        QVERIFY2(i >= 0, fr.name.c_str());
        QVERIFY2(near(kin::framePose(*original, qo, original->frameIndex(fr.name)), kin::framePose(*flattened, qf, i)), fr.name.c_str());
        ++compared;
    }
    QVERIFY(compared > 10);
}

void TestSdf::workCellExample() {
    // resources/examples/work-cell.sdf: the HRDF arm and the URDF gripper,
    // clean, with the gripper's palm on the arm's tool at any joint values.
    const QString path = QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/work-cell.sdf");
    const Diagnostics all = validate(path);
    QVERIFY2(all.isEmpty(), qPrintable(describe(all)));
    const auto m = compile(path);
    QVERIFY(m);
    Eigen::VectorXd q = m->defaultConfiguration();
    q.setConstant(0.4);
    QVERIFY(near(poseOf(*m, "hand::palm", q), poseOf(*m, "arm::tool/out0", q)));
}

void TestSdf::oneErrorPerMistake() {
    // Two mistakes (an unknown parent, a relative_to cycle) in twelve lines:
    // two errors, each at its line, nothing cascading from them.
    Files f;
    const QString path = f.write(QStringLiteral("two.sdf"), R"(<sdf version="1.8">
  <model name="m">
    <link name="a"/>
    <link name="b"/>
    <joint name="j" type="revolute">
      <parent>nope</parent>
      <child>b</child>
    </joint>
    <frame name="f"><pose relative_to="g"/></frame>
    <frame name="g"><pose relative_to="f"/></frame>
  </model>
</sdf>
)");
    const Diagnostics e = errorsOf(validate(path));
    QVERIFY2(e.size() == 2, qPrintable(describe(e)));
    QCOMPARE(e[0].code, QStringLiteral("SDF-E020"));
    QCOMPARE(e[0].line, 6);
    QCOMPARE(e[1].code, QStringLiteral("SDF-E051"));
    QCOMPARE(e[1].line, 9);
}

void TestSdf::hrdfArmWeldedInAnAssembly() {
    // An HEBI arm written in HRDF, placed on a table and welded to a gripper
    // in SDFormat: the gripper follows the arm's joints.
    Files f;
    QFile::copy(QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf"), f.path(QStringLiteral("arm.hrdf")));
    f.write(QStringLiteral("gripper.sdf"), R"(<sdf version="1.8"><model name="gripper"><link name="palm"/>
  <frame name="mount"><pose>0 0 -0.03 0 0 0</pose></frame></model></sdf>)");
    const QString top = f.write(QStringLiteral("cell.sdf"), R"(<sdf version="1.8"><model name="cell">
  <link name="table"/>
  <frame name="arm_mount" attached_to="table"><pose>0.5 0 0.8 0 0 0</pose></frame>
  <include><uri>arm.hrdf</uri><name>arm</name><pose relative_to="arm_mount"/></include>
  <joint name="bolted" type="fixed"><parent>table</parent><child>arm::base</child></joint>
  <include><uri>gripper.sdf</uri><placement_frame>mount</placement_frame><pose relative_to="arm::tool/out0"/></include>
  <joint name="weld" type="fixed"><parent>arm::tool/out0</parent><child>gripper::mount</child></joint>
</model></sdf>)");
    Diagnostics d;
    const auto m = compile(top, &d);
    QVERIFY2(m && errorsOf(d).isEmpty(), qPrintable(describe(d)));
    Eigen::VectorXd q = m->defaultConfiguration();
    QVERIFY(near(poseOf(*m, "gripper::mount", q), poseOf(*m, "arm::tool/out0", q)));
    // The arm's base: the HRDF's own placement (0.01 up, turned pi/2), on the mount.
    const Eigen::Isometry3d base = Eigen::Translation3d(0.5, 0, 0.81) * Eigen::AngleAxisd(M_PI / 2, Eigen::Vector3d::UnitZ());
    QVERIFY(near(poseOf(*m, "arm::base", q), base));
    // Move the elbow: the gripper stays on the tool.
    const int elbow = m->jointIndex("arm::elbow");
    QVERIFY(elbow >= 0);
    q[m->joints()[size_t(elbow)].qIndex] = 0.7;
    QVERIFY(near(poseOf(*m, "gripper::mount", q), poseOf(*m, "arm::tool/out0", q)));
    QVERIFY(!near(poseOf(*m, "gripper::mount", q), poseOf(*m, "gripper::mount", m->defaultConfiguration()), 1e-3));
}

void TestSdf::flattenGivesTheSameFrames() {
    Files f;
    f.write(QStringLiteral("arm.sdf"), R"(<sdf version="1.8"><model name="arm"><link name="body"/>
  <link name="forearm"><pose>0 0 0.4 0 0 0</pose></link>
  <joint name="elbow" type="revolute"><parent>body</parent><child>forearm</child><axis><xyz>0 1 0</xyz><limit><lower>-1</lower><upper>1</upper></limit></axis></joint>
  <frame name="gripper_mount" attached_to="forearm"><pose relative_to="forearm">0 0 0.3 0.1 0.2 0.3</pose></frame>
  <!-- kept as written -->
  <plugin name="p" filename="libp.so"><anything/></plugin>
</model></sdf>)");
    f.write(QStringLiteral("gripper.sdf"), R"(<sdf version="1.8"><model name="gripper"><link name="body"/>
  <frame name="mount_point"><pose>0 0 -0.02 3.141592653589793 0 0</pose></frame></model></sdf>)");
    const QString top = f.write(QStringLiteral("assembly.sdf"), R"(<sdf version="1.8">
<model name="assembly">
  <frame name="base_mount"><pose>1 2 3 0 0 1</pose></frame>
  <include><uri>arm.sdf</uri><pose relative_to="base_mount">0 0 0.1 0 0 0</pose></include>
  <include>
    <uri>gripper.sdf</uri>
    <name>hand</name>
    <placement_frame>mount_point</placement_frame>
    <pose relative_to="arm::gripper_mount"/>
  </include>
  <joint name="weld" type="fixed"><parent>arm::gripper_mount</parent><child>hand::mount_point</child></joint>
</model>
</sdf>
)");
    Diagnostics d;
    auto doc = XmlDocument::load(top, &d);
    const QByteArray flat = sdf().flatten(*doc, d);
    QVERIFY2(!flat.isEmpty(), qPrintable(describe(d)));
    QVERIFY(!flat.contains("<include"));
    QVERIFY(flat.contains("<!-- kept as written -->") && flat.contains("<anything/>"));
    QVERIFY2(validate(top).isEmpty(), qPrintable(describe(validate(top))));
    Diagnostics d2;
    const auto original = sdf().compile(*doc, d2);
    const QString flatPath = f.write(QStringLiteral("flat.sdf"), QString::fromUtf8(flat));
    QFile::remove(f.path(QStringLiteral("arm.sdf")));  // self-contained
    QFile::remove(f.path(QStringLiteral("gripper.sdf")));
    const Diagnostics fd = validate(flatPath);
    QVERIFY2(fd.isEmpty(), qPrintable(describe(fd) + QLatin1Char('\n') + QString::fromUtf8(flat)));
    const auto flattened = compile(flatPath);
    QVERIFY(original && flattened);
    QCOMPARE(flattened->frames().size(), original->frames().size());
    Eigen::VectorXd q = original->defaultConfiguration();
    q.setConstant(0.3);
    for (const kin::Frame& fr : original->frames()) {
        const int i = flattened->frameIndex(fr.name);
        QVERIFY2(i >= 0, fr.name.c_str());
        QVERIFY2(near(kin::framePose(*original, q, original->frameIndex(fr.name)), kin::framePose(*flattened, q, i)), fr.name.c_str());
    }
}

void TestSdf::flattenNonSdfIncludes() {
    // An HRDF arm and a URDF gripper in an SDFormat cell, flattened: the
    // file is self-contained, valid, and every frame of the assembly is in
    // it, named alike and posed alike at any joint values.
    Files f;
    QFile::copy(QStringLiteral(KINEDIT_SOURCE_DIR "/resources/examples/x-series-3dof-arm.hrdf"), f.path(QStringLiteral("arm.hrdf")));
    f.write(QStringLiteral("gripper.urdf"), R"(<robot name="gripper">
  <link name="palm"><visual><geometry><box size="0.1 0.05 0.02"/></geometry></visual></link>
  <link name="finger"><visual><origin xyz="0 0 0.03"/><geometry><cylinder radius="0.01" length="0.06"/></geometry></visual></link>
  <joint name="slide" type="prismatic"><parent link="palm"/><child link="finger"/><origin xyz="0.02 0 0.01" rpy="0 0 0.3"/>
    <axis xyz="1 0 0"/><limit lower="0" upper="0.04" effort="1" velocity="1"/></joint>
</robot>)");
    const QString top = f.write(QStringLiteral("cell.sdf"), R"(<sdf version="1.8"><model name="cell">
  <link name="table"/>
  <include><uri>arm.hrdf</uri><name>arm</name><pose>0.5 0 0.8 0 0 0</pose></include>
  <joint name="bolted" type="fixed"><parent>table</parent><child>arm::base</child></joint>
  <include><uri>gripper.urdf</uri><name>hand</name><placement_frame>palm</placement_frame><pose relative_to="arm::tool/out0"/></include>
  <joint name="weld" type="fixed"><parent>arm::tool/out0</parent><child>hand::palm</child></joint>
</model></sdf>)");
    Diagnostics d;
    auto doc = XmlDocument::load(top, &d);
    const auto original = sdf().compile(*doc, d);
    QVERIFY2(original && errorsOf(d).isEmpty(), qPrintable(describe(d)));
    const QByteArray flat = sdf().flatten(*doc, d);
    QVERIFY2(!flat.isEmpty(), qPrintable(describe(d)));
    const QString flatPath = f.write(QStringLiteral("flat/cell.sdf"), QString::fromUtf8(flat));
    QFile::remove(f.path(QStringLiteral("arm.hrdf")));
    QFile::remove(f.path(QStringLiteral("gripper.urdf")));
    const Diagnostics fd = validate(flatPath);
    QVERIFY2(errorsOf(fd).isEmpty(), qPrintable(describe(fd) + QLatin1Char('\n') + QString::fromUtf8(flat)));
    const auto flattened = compile(flatPath);
    QVERIFY(flattened);
    QVERIFY(flattened->visuals().size() >= original->visuals().size());
    for (double value : {0.0, 0.3, -0.7}) {
        Eigen::VectorXd qo = original->defaultConfiguration(), qf = flattened->defaultConfiguration();
        for (const kin::Joint& j : original->joints()) {
            if (j.dof() != 1) continue;
            // Joints are named after the frame they move (HRDF: base/out0 for actuator base).
            const std::string moved = original->frames()[size_t(j.frame)].name;
            const int k = flattened->jointIndex(moved);
            QVERIFY2(k >= 0, moved.c_str());
            const double v = j.type == kin::JointType::Prismatic ? 0.02 + value / 100 : value;
            qo[j.qIndex] = v;
            qf[flattened->joints()[size_t(k)].qIndex] = v;
        }
        for (const kin::Frame& fr : original->frames()) {
            if (fr.kind == "anchor") continue;  // the compiler's own helpers
            const int i = flattened->frameIndex(fr.name);
            QVERIFY2(i >= 0, fr.name.c_str());
            QVERIFY2(near(kin::framePose(*original, qo, original->frameIndex(fr.name)), kin::framePose(*flattened, qf, i), 1e-9),
                     fr.name.c_str());
        }
    }
}

void TestSdf::cliFramesAndFlatten() {
    Files f;
    f.write(QStringLiteral("robot.sdf"), R"(<sdf version="1.8"><model name="robot"><link name="base"/>
  <frame name="tip"><pose>0 0 1 0 0 0</pose></frame></model></sdf>)");
    const QString world = f.write(QStringLiteral("world.sdf"), R"(<sdf version="1.8"><world name="w">
  <include><uri>robot.sdf</uri><name>r1</name><pose>2 0 0 0 0 0</pose></include>
</world></sdf>)");
    QProcess p;
    p.start(QStringLiteral(KINEDIT_CLI_PATH), {QStringLiteral("frames"), QStringLiteral("--json"), world});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    const QJsonArray frames = QJsonDocument::fromJson(p.readAllStandardOutput()).object().value(QLatin1String("frames")).toArray();
    bool found = false;
    for (const QJsonValue& v : frames) {
        const QJsonObject o = v.toObject();
        if (o.value(QLatin1String("name")).toString() != QLatin1String("r1::tip")) continue;
        found = true;
        const QJsonArray xyz = o.value(QLatin1String("pose")).toObject().value(QLatin1String("xyz")).toArray();
        QCOMPARE(xyz[0].toDouble(), 2.0);
        QCOMPARE(xyz[2].toDouble(), 1.0);
    }
    QVERIFY(found);
    const QString out = f.path(QStringLiteral("flat.sdf"));
    p.start(QStringLiteral(KINEDIT_CLI_PATH), {QStringLiteral("convert"), QStringLiteral("--flatten"), world, out});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(QFile(out).exists());
    QVERIFY(errorsOf(validate(out)).isEmpty());
}

void TestSdf::newerAndChangedCorpusFiles() {
    // Files of SDFormat 1.10 and newer, and files changed upstream since
    // libsdformat 12.3, are judged by what upstream's tests assert of them
    // (EXPECTED.md). Only the plain assertions are used: several "error code"
    // assertions come from tests that misuse the file on purpose (world_dom.cc
    // loads a <world> as the wrong type), not from the file.
    const QString corpus = QStringLiteral(KINEDIT_SHARED_DIR "/corpus/sdf");
    if (!QFileInfo::exists(corpus)) QSKIP("../shared/corpus/sdf is absent");
    qputenv("SDF_PATH", (corpus + QStringLiteral("/integration/model")).toUtf8());
    // Upstream: "tests assert load returns no errors" (or gz sdf -k prints "Valid.").
    const QStringList valid = {"integration/custom_elems_attrs.sdf",
                               "integration/model/double_pendulum.sdf",
                               "integration/model/test_model_with_ns/model.sdf",
                               "sdf/includes.sdf",
                               "sdf/inertial_complete.sdf",
                               "sdf/inertial_stats_auto.sdf",
                               "sdf/joint_parent_world.sdf",
                               "sdf/mesh_auto_inertial.sdf",
                               "sdf/placement_frame.sdf",
                               "sdf/scene_with_sky.sdf",
                               "sdf/sensors.sdf",
                               "sdf/shapes.sdf",
                               "sdf/shapes_world.sdf",
                               "sdf/world_frame_relative_to.sdf",
                               "sdf/world_merge_include.sdf"};
    for (const QString& f : valid) {
        const Diagnostics e = errorsOf(validate(QDir(corpus).filePath(f)));
        QVERIFY2(e.isEmpty(), qPrintable(f + QLatin1Char('\n') + describe(e)));
    }
    // Upstream: JOINT_PARENT_SAME_AS_CHILD (a world joint, SDFormat 1.10).
    const Diagnostics same = errorsOf(validate(corpus + QStringLiteral("/sdf/world_joint_invalid_resolved_parent_same_as_child.sdf")));
    QVERIFY2(same.size() == 1 && same[0].code == QLatin1String("SDF-E022"), qPrintable(describe(same)));
    // Where Kinedit differs, on purpose: these files declare 1.8 and 1.9 but
    // name a model's __model__ frame as a joint's parent or child, which
    // SDFormat allows from 1.10. libsdformat 12.3 rejects them too
    // (integration/merge_include_model.sdf, which includes merge_robot, is
    // invalid for it); upstream's main branch now accepts them. Kinedit
    // judges a file by the version it declares and says which it needs.
    for (const char* f : {"sdf/joint_nested_parent_child.sdf", "integration/model/merge_robot/model.sdf"}) {
        const Diagnostics e = errorsOf(validate(QDir(corpus).filePath(QLatin1String(f))));
        QVERIFY2(!e.isEmpty(), f);
        for (const Diagnostic& d : e) QVERIFY2(d.message.contains(QLatin1String("from SDFormat 1.10")), qPrintable(d.toText()));
    }
    qunsetenv("SDF_PATH");
}

// A joint may name a model's __model__ frame as its parent or child from
// SDFormat 1.10: judged by the version of the file the joint is written in,
// not the root file's. (libsdformat 12 reads no 1.10; this is the spec's rule.)
void TestSdf::jointEndsJudgedByTheirFilesVersion() {
    Files f;
    const QString part = QStringLiteral(
        "<sdf version=\"%1\"><model name=\"part\"><link name=\"l0\"/><link name=\"l\"/>\n"
        "<joint name=\"j\" type=\"fixed\"><parent>__model__</parent><child>l</child></joint></model></sdf>");
    f.write(QStringLiteral("new.sdf"), part.arg(QLatin1String("1.10")));
    f.write(QStringLiteral("old.sdf"), part.arg(QLatin1String("1.9")));
    const QString top = QStringLiteral(
        "<sdf version=\"%1\"><model name=\"top\"><link name=\"base\"/>\n"
        "<include><uri>file://%2</uri></include></model></sdf>");
    // A 1.9 file includes a 1.10 model: the joint is the 1.10 file's.
    Diagnostics e = errorsOf(validate(f.write(QStringLiteral("a.sdf"), top.arg(QLatin1String("1.9"), QLatin1String("new.sdf")))));
    QVERIFY2(e.isEmpty(), qPrintable(describe(e)));
    // A 1.10 file includes a 1.9 model: an error in the 1.9 file, naming its version.
    e = errorsOf(validate(f.write(QStringLiteral("b.sdf"), top.arg(QLatin1String("1.10"), QLatin1String("old.sdf")))));
    QVERIFY2(e.size() == 1 && e[0].code == QLatin1String("SDF-E020") && e[0].file.endsWith(QLatin1String("old.sdf")) && e[0].line == 2 &&
                 e[0].message.contains(QLatin1String("from SDFormat 1.10, this file is 1.9")),
             qPrintable(describe(e)));
    // A joint an <include> adds is the including file's: 1.10 here.
    e = errorsOf(
        validate(f.write(QStringLiteral("c.sdf"), QStringLiteral("<sdf version=\"1.10\"><model name=\"top\"><link name=\"base\"/>\n"
                                                                 "<include><uri>file://old.sdf</uri><name>p2</name>\n"
                                                                 "<joint name=\"k\" type=\"fixed\"><parent>__model__</parent>"
                                                                 "<child>l</child></joint></include></model></sdf>"))));
    QVERIFY2(e.size() == 1 && e[0].file.endsWith(QLatin1String("old.sdf")), qPrintable(describe(e)));
}

// Frames 2 µm apart are over the weld's threshold (1 µm): the message
// shows the distance, not "0.0 mm"; a turn of 0.001° likewise.
void TestSdf::weldApartByLessThanItsDigits() {
    Files f;
    const QString path =
        f.write(QStringLiteral("weld.sdf"),
                QStringLiteral("<sdf version=\"1.9\"><model name=\"m\"><link name=\"base\"/><link name=\"c\"/>\n"
                               "<frame name=\"a\" attached_to=\"base\"><pose degrees=\"true\">0 0 0.000002 0.001 0 0</pose></frame>\n"
                               "<frame name=\"b\" attached_to=\"c\"/>\n"
                               "<joint name=\"w\" type=\"fixed\"><parent>a</parent><child>b</child></joint></model></sdf>\n"));
    const Diagnostics all = validate(path);
    QVERIFY2(all.size() == 1 && all[0].code == QLatin1String("SDF-W008"), qPrintable(describe(all)));
    QVERIFY2(all[0].message.contains(QStringLiteral("which are 0.002 mm and 0.001° apart")), qPrintable(all[0].message));
}

// A plugin's content is free-form XML owned by the plugin. Two
// <link name="L"> in it are no sibling links (libsdformat: "Valid."), and
// nothing in it is checked as SDFormat; it is kept as written.
void TestSdf::pluginContentIsThePlugins() {
    Files f;
    const QString text = QStringLiteral(R"(<sdf version="1.8">
  <model name="m">
    <link name="base"/>
    <plugin name="p" filename="libp.so">
      <link name="L"/>
      <link name="L"/>
      <joint name="j" type="nonsense"><parent>nowhere</parent></joint>
      <frame name="__model__" attached_to="nope"/>
      <pose relative_to="nothing">1 2</pose>
    </plugin>
    <plugin name="p" filename="libp.so"/>
  </model>
</sdf>
)");
    const QString path = f.write(QStringLiteral("plugin.sdf"), text);
    const Diagnostics d = validate(path);
    QVERIFY2(errorsOf(d).isEmpty(), qPrintable(describe(d)));
    Diagnostics compiled;
    const auto m = compile(path, &compiled);
    QVERIFY2(m, qPrintable(describe(compiled)));
    QVERIFY(m->frameIndex("base") >= 0);
    QCOMPARE(m->frameIndex("L"), -1);  // a plugin's <link> is no link
    // The same two links as the model's own: the duplicate is reported.
    QString own = text;
    own.replace(QStringLiteral("<link name=\"base\"/>"), QStringLiteral("<link name=\"L\"/><link name=\"L\"/>"));
    QVERIFY(test::findCode(validate(f.write(QStringLiteral("own.sdf"), own)), "SDF-E013"));
}

void TestSdf::everyResolvedFrameIsInTheModel() {
    // Three frames libsdformat resolves that the kinematic model once left
    // out: a model whose only content is a static model (no link to move
    // with), a flattened 1.7 model frame "M1::__model__" (libsdformat's
    // model M1), and a joint that closes a loop (its frame is on its child).
    Files f;
    const QString text = QStringLiteral(R"(<sdf version="1.8">
  <model name="top">
    <link name="A"><pose>0 0 1 0 0 0</pose></link>
    <link name="B"><pose>2 0 0 0 0 0</pose></link>
    <model name="holder">
      <pose>0 3 0 0 0 0</pose>
      <model name="fixture"><static>true</static><pose>1 0 0 0 0 0</pose></model>
    </model>
    <joint name="J1" type="fixed"><parent>A</parent><child>B</child></joint>
    <joint name="J2" type="revolute"><pose>0 0 1 0 0 0</pose><parent>A</parent><child>B</child><axis><xyz>0 0 1</xyz></axis></joint>
  </model>
</sdf>
)");
    Diagnostics d;
    const auto m = compile(f.write(QStringLiteral("frames.sdf"), text), &d);
    QVERIFY2(m, qPrintable(describe(d)));
    kin::Data data(m);
    kin::forwardKinematics(*m, data, data.q);
    auto at = [&](const char* name) -> Eigen::Vector3d {
        const int i = m->frameIndex(name);
        return i < 0 ? Eigen::Vector3d(Eigen::Vector3d::Constant(std::nan(""))) : Eigen::Vector3d(data.oMf[size_t(i)].translation());
    };
    auto near = [](const Eigen::Vector3d& a, const Eigen::Vector3d& b) { return (a - b).norm() < 1e-12; };
    QVERIFY(near(at("holder"), {0, 3, 0}));
    QCOMPARE(m->frames()[size_t(m->frameIndex("holder"))].kind, std::string("model"));
    QVERIFY(near(at("holder::fixture"), {1, 3, 0}));
    QVERIFY(near(at("J2"), {2, 0, 1}));  // on B, at B's pose + (0 0 1)
    QCOMPARE(m->frames()[size_t(m->frameIndex("J2"))].kind, std::string("joint"));

    QString flat = text;
    flat.replace(QStringLiteral("version=\"1.8\""), QStringLiteral("version=\"1.7\""));
    flat.replace(QStringLiteral("<model name=\"holder\">"),
                 QStringLiteral("<frame name=\"M1::__model__\" attached_to=\"A\"><pose relative_to=\"__model__\">5 0 0 0 0 0</pose></frame>"
                                "<link name=\"M1::L\"/><model name=\"holder\">"));
    const auto flattened = compile(f.write(QStringLiteral("flat.sdf"), flat), &d);
    QVERIFY2(flattened, qPrintable(describe(d)));
    kin::Data fd(flattened);
    kin::forwardKinematics(*flattened, fd, fd.q);
    const int m1 = flattened->frameIndex("M1");
    QVERIFY(m1 >= 0);
    QCOMPARE(flattened->frames()[size_t(m1)].kind, std::string("model"));
    QVERIFY(near(fd.oMf[size_t(m1)].translation(), {5, 0, 0}));
    QCOMPARE(flattened->frameIndex("M1::__model__"), -1);
}

QTEST_GUILESS_MAIN(TestSdf)
#include "tst_sdf.moc"
