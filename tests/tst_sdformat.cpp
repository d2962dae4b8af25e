// Differential test against libsdformat 12 (Debian's 12.3, built only when
// it is found): on every SDFormat file of ../shared/corpus/sdf of spec 1.9
// or older, Kinedit's verdict must equal libsdformat's (Root::Load plus the
// checks of `gz sdf -k`), and every resolved pose of a link, joint, frame and
// nested model must equal libsdformat's to 1e-9. Files changed upstream
// since 12.3 are compared in their 12.3 form (sdformat12_12.3.0/).
// Where Kinedit follows the proposal instead of libsdformat, the file is in
// kKnownDifferences with the reason; the test fails both on a new
// difference and on a listed one that no longer differs.
#include "CorpusFiles.h"
#include "export/Conversion.h"
#include "formats/Format.h"
#include "formats/FormatRegistry.h"
#include "formats/sdf/SdfFrameGraph.h"
#include "formats/sdf/SdfReader.h"
#include "kinematics/Data.h"
#include "kinematics/Kinematics.h"
#include "xml/XmlDocument.h"

#include <sdf/Frame.hh>
#include <sdf/Joint.hh>
#include <sdf/JointAxis.hh>
#include <sdf/Link.hh>
#include <sdf/Model.hh>
#include <sdf/ParserConfig.hh>
#include <sdf/Root.hh>
#include <sdf/World.hh>
#include <sdf/parser.hh>

#include <QDir>
#include <QTemporaryDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <iostream>
#include <sstream>

using namespace kinedit;

namespace {

const QString kCorpus = QStringLiteral(KINEDIT_SHARED_DIR "/corpus/sdf");

// Files where Kinedit and libsdformat 12.3 disagree on purpose.
const QHash<QString, QString> kKnownDifferences = {
    {QStringLiteral("integration/include_invalid_custom_model.sdf"),
     QStringLiteral("libsdformat applies <experimental:params> (include-time edits of the included model) and rejects "
                    "this file's edits; the 1.8 proposal leaves mutating included models out, and Kinedit includes the "
                    "model as its file has it, with warning SDF-W007")},
};

struct Oracle {
    bool valid = false;
    QStringList errors;
    QHash<QString, Eigen::Isometry3d> poses;  // scoped from the root, like Kinedit's
};

Eigen::Isometry3d toEigen(const ignition::math::Pose3d& p) {
    Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
    t.translation() = Eigen::Vector3d(p.Pos().X(), p.Pos().Y(), p.Pos().Z());
    // libsdformat keeps a written quaternion unnormalised (0.7071068 0 0
    // 0.7071068); the rotation it means is the normalised one, as Kinedit reads it.
    t.linear() = Eigen::Quaterniond(p.Rot().W(), p.Rot().X(), p.Rot().Y(), p.Rot().Z()).normalized().toRotationMatrix();
    return t;
}

void collectModel(const sdf::Model& m, const QString& prefix, const Eigen::Isometry3d& X, Oracle& o) {
    auto put = [&](const QString& name, const sdf::SemanticPose& sp) {
        ignition::math::Pose3d p;
        if (sp.Resolve(p, "__model__").empty()) o.poses.insert(prefix + name, X * toEigen(p));
    };
    for (uint64_t i = 0; i < m.LinkCount(); ++i) put(QString::fromStdString(m.LinkByIndex(i)->Name()), m.LinkByIndex(i)->SemanticPose());
    for (uint64_t i = 0; i < m.JointCount(); ++i) put(QString::fromStdString(m.JointByIndex(i)->Name()), m.JointByIndex(i)->SemanticPose());
    for (uint64_t i = 0; i < m.FrameCount(); ++i) put(QString::fromStdString(m.FrameByIndex(i)->Name()), m.FrameByIndex(i)->SemanticPose());
    for (uint64_t i = 0; i < m.ModelCount(); ++i) {
        const sdf::Model* n = m.ModelByIndex(i);
        ignition::math::Pose3d p;
        if (!n->SemanticPose().Resolve(p).empty()) continue;  // in the parent model's frame
        const QString name = QString::fromStdString(n->Name());
        o.poses.insert(prefix + name, X * toEigen(p));
        collectModel(*n, prefix + name + QStringLiteral("::"), X * toEigen(p), o);
    }
}

Oracle runOracle(const QString& file, const QStringList& searchDirs) {
    Oracle o;
    sdf::ParserConfig config;
    config.SetFindCallback([searchDirs](const std::string& uri) -> std::string {
        QString name = QString::fromStdString(uri);
        if (name.startsWith(QLatin1String("model://"))) name = name.mid(8);
        for (const QString& d : searchDirs) {
            const QString p = QDir(d).filePath(name);
            if (QFileInfo::exists(p)) return p.toStdString();
        }
        return std::string();
    });
    sdf::Root root;
    // libsdformat prints to the console; keep the test log readable.
    std::ostringstream sink;
    std::streambuf* old = std::cerr.rdbuf(sink.rdbuf());
    const sdf::Errors errors = root.Load(file.toStdString(), config);
    bool checks = true;
    if (errors.empty()) {
        checks = sdf::checkCanonicalLinkNames(&root) && sdf::checkJointParentChildLinkNames(&root) &&
                 sdf::checkFrameAttachedToGraph(&root) && sdf::checkPoseRelativeToGraph(&root) &&
                 sdf::recursiveSiblingUniqueNames(root.Element());
    }
    std::cerr.rdbuf(old);
    for (const sdf::Error& e : errors) o.errors << QString::fromStdString(e.Message());
    o.valid = errors.empty() && checks;
    if (!checks) o.errors << QStringLiteral("gz sdf -k checks failed");
    if (const sdf::Model* m = root.Model()) collectModel(*m, QString(), Eigen::Isometry3d::Identity(), o);
    if (root.WorldCount() > 0) {
        const sdf::World* w = root.WorldByIndex(0);
        for (uint64_t i = 0; i < w->ModelCount(); ++i) {
            const sdf::Model* m = w->ModelByIndex(i);
            ignition::math::Pose3d p;
            if (!m->SemanticPose().Resolve(p, "world").empty()) continue;
            const QString name = QString::fromStdString(m->Name());
            o.poses.insert(name, toEigen(p));
            collectModel(*m, name + QStringLiteral("::"), toEigen(p), o);
        }
        for (uint64_t i = 0; i < w->FrameCount(); ++i) {
            ignition::math::Pose3d p;
            if (w->FrameByIndex(i)->SemanticPose().Resolve(p, "world").empty())
                o.poses.insert(QString::fromStdString(w->FrameByIndex(i)->Name()), toEigen(p));
        }
    }
    return o;
}

struct Kinedit {
    bool valid = false;
    QStringList errors;
    QHash<QString, Eigen::Isometry3d> poses;     // the frame graph's
    QHash<QString, Eigen::Isometry3d> compiled;  // the kinematic model's frames at the file's configuration
};

Kinedit runKinedit(const QString& file) {
    Kinedit k;
    Diagnostics d;
    auto doc = XmlDocument::load(file, &d);
    if (doc && doc->isWellFormed()) {
        const Format* f = FormatRegistry::instance().byId(u"sdf");
        f->validate(*doc, d);
        SdfRoot root = readSdf(*doc, nullptr);
        SdfFrameGraph graph(root, nullptr);
        for (const SdfFrameGraph::Vertex& v : graph.vertices())
            if (v.kind != SdfFrameGraph::Kind::Scope && v.resolved && !(v.model && v.model->interface)) {
                k.poses.insert(v.name, v.pose);
                // A flattened 1.7 file's frame "M1::__model__" is model M1's
                // frame; libsdformat lists it as a nested model M1.
                if (v.kind == SdfFrameGraph::Kind::Frame && v.name.endsWith(QLatin1String("::__model__")))
                    k.poses.insert(v.name.chopped(11), v.pose);
            }
        Diagnostics ignored;
        if (const std::shared_ptr<const kin::Model> model = f->compile(*doc, ignored)) {
            kin::Data data(model);
            kin::forwardKinematics(*model, data, data.q);
            for (int i = 0; i < int(model->frames().size()); ++i) {
                const QString name = QString::fromStdString(model->frames()[size_t(i)].name);
                if (!k.compiled.contains(name)) k.compiled.insert(name, data.oMf[size_t(i)]);
            }
        }
    }
    for (const Diagnostic& x : d)
        if (x.severity == Severity::Error) k.errors << x.toText();
    k.valid = k.errors.isEmpty();
    return k;
}

}  // namespace

class TestSdformat : public QObject {
    Q_OBJECT
private slots:
    void verdictsAndPosesEqualLibsdformat();
    void exportsAcceptedByLibsdformat();
    void handMadeVerdicts_data();
    void handMadeVerdicts();
    void zeroQuaternionIsRefused();
    void exportOpenedElsewhereEqualsTheSourceThere();
    void jointLimitsEqualLibsdformat();
};

// Small files of what a review found judged differently: a boolean in any
// case, an empty value (the default where the element is not required),
// read as libsdformat reads them; the verdicts and the poses equal.
void TestSdformat::handMadeVerdicts_data() {
    QTest::addColumn<QString>("model");
    QTest::newRow("True") << QStringLiteral("<link name=\"a\"/><self_collide>True</self_collide>");
    QTest::newRow("TRUE static") << QStringLiteral("<link name=\"a\"/><static>TRUE</static>");
    QTest::newRow("yes") << QStringLiteral("<link name=\"a\"/><self_collide>yes</self_collide>");
    QTest::newRow("empty self_collide") << QStringLiteral("<link name=\"a\"/><self_collide/>");
    QTest::newRow("empty mass") << QStringLiteral("<link name=\"a\"><inertial><mass></mass></inertial></link>");
    QTest::newRow("empty pose") << QStringLiteral("<link name=\"a\"><pose></pose></link>");
    QTest::newRow("empty required xyz") << QStringLiteral(
        "<link name=\"a\"/><link name=\"b\"/><joint name=\"j\" type=\"revolute\"><parent>a</parent><child>b</child>"
        "<axis><xyz></xyz></axis></joint>");
    QTest::newRow("degrees True") << QStringLiteral("<link name=\"a\"><pose degrees=\"True\">0 0 0 90 0 0</pose></link>");
}

void TestSdformat::handMadeVerdicts() {
    QFETCH(QString, model);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("m.sdf"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QStringLiteral("<sdf version=\"1.9\"><model name=\"m\">%1</model></sdf>").arg(model).toUtf8());
    f.close();
    const Oracle o = runOracle(file, {});
    const Kinedit k = runKinedit(file);
    QVERIFY2(o.valid == k.valid, qPrintable(QStringLiteral("libsdformat %1 (%2); Kinedit: %3")
                                                .arg(o.valid ? QStringLiteral("accepts") : QStringLiteral("rejects"),
                                                     o.errors.join(QStringLiteral("; ")), k.errors.join(QStringLiteral("; ")))));
    if (!o.valid) return;
    for (auto it = o.poses.begin(); it != o.poses.end(); ++it) {
        QVERIFY2(k.poses.contains(it.key()), qPrintable(it.key()));
        QVERIFY2(k.poses.value(it.key()).isApprox(it.value(), 1e-9), qPrintable(it.key()));
    }
}

// A deliberate difference: libsdformat 12.3 loads a pose whose quaternion
// is zero, as no rotation; Kinedit refuses it, saying the quaternion is
// zero, at the quaternion.
void TestSdformat::zeroQuaternionIsRefused() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("m.sdf"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        "<sdf version=\"1.9\"><model name=\"m\">\n<link name=\"a\"><pose rotation_format=\"quat_xyzw\">1 2 3 0 0 0 0</pose></link>"
        "</model></sdf>");
    f.close();
    const Oracle o = runOracle(file, {});
    QVERIFY2(o.valid, qPrintable(o.errors.join(QStringLiteral("; "))));
    QVERIFY(o.poses.value(QStringLiteral("a")).isApprox(Eigen::Isometry3d(Eigen::Translation3d(1, 2, 3)), 1e-12));
    const Kinedit k = runKinedit(file);
    QCOMPARE(k.errors.size(), 1);
    // At the quaternion's first number (line 2, column 56), not at the <pose>.
    QVERIFY2(k.errors[0].contains(QLatin1String(":2:56:")) && k.errors[0].contains(QLatin1String("quaternion (qx qy qz qw) is zero")),
             qPrintable(k.errors[0]));
}

void TestSdformat::exportOpenedElsewhereEqualsTheSourceThere() {
    // A SKEL skeleton opens its joint j at 1.75 rad (outside its limits);
    // SDFormat has no initial positions, so its export opens j at 0 and says
    // so (EXP-W008). libsdformat's poses of the export are the source's
    // posed there, and not the source's as it opens.
    const QString in = QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/skel/initial-outside-limits.skel");
    Diagnostics d;
    const auto doc = XmlDocument::load(in, &d);
    QVERIFY(doc);
    const Format* skel = FormatRegistry::instance().detect(*doc, in);
    QVERIFY(skel);
    QTemporaryDir out;
    const QString sdf = out.filePath(QStringLiteral("arm.sdf"));
    const Conversion c = convertDocument(*doc, *skel, sdf, {});
    QString error;
    QVERIFY(c.ok() && writeConversion(c, sdf, &error));
    QVERIFY(
        std::any_of(c.diagnostics.begin(), c.diagnostics.end(), [](const Diagnostic& x) { return x.code == QLatin1String("EXP-W008"); }));
    const Oracle o = runOracle(sdf, {});
    QVERIFY2(o.valid, qPrintable(o.errors.join(QLatin1Char('\n'))));
    Diagnostics ignored;
    const std::shared_ptr<const kin::Model> model = skel->compile(*doc, ignored);
    QVERIFY(model);
    kin::Data opens(model), shared(model);
    const int j = model->jointIndex("arm::j");
    QVERIFY(j >= 0);
    QCOMPARE(opens.q[model->joints()[size_t(j)].qIndex], 1.75);
    shared.q[model->joints()[size_t(j)].qIndex] = 0;
    kin::forwardKinematics(*model, opens, opens.q);
    kin::forwardKinematics(*model, shared, shared.q);
    int compared = 0;
    double apartAsItOpens = 0;
    for (auto p = o.poses.begin(); p != o.poses.end(); ++p) {
        const int f = model->frameIndex(p.key().toStdString());
        if (f < 0) continue;
        ++compared;
        const Eigen::Isometry3d& source = shared.oMf[size_t(f)];
        QVERIFY2((p.value().translation() - source.translation()).norm() < 1e-9, qPrintable(p.key()));
        QVERIFY2((p.value().linear() - source.linear()).norm() < 1e-9, qPrintable(p.key()));
        apartAsItOpens = std::max(apartAsItOpens, (p.value().linear() - opens.oMf[size_t(f)].linear()).norm());
    }
    QVERIFY2(compared >= 3, qPrintable(QStringList(o.poses.keys()).join(QStringLiteral(", "))));
    QVERIFY(apartAsItOpens > 1);  // b and c turned by 1.75 rad as the source opens
}

void TestSdformat::jointLimitsEqualLibsdformat() {
    // Every axis's limits as libsdformat reads them: a universal joint's two
    // axes each keep their own (a SKEL skeleton's universal joints export
    // so), an unbounded axis stays unbounded.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("limits.sdf"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"(<sdf version="1.9"><model name="m">
  <link name="a"/><link name="b"/><link name="c"/><link name="d"/><link name="e"/>
  <joint name="hinge" type="revolute"><parent>a</parent><child>b</child>
    <axis><xyz>0 0 1</xyz><limit><lower>-0.5</lower><upper>1.25</upper></limit></axis></joint>
  <joint name="slide" type="prismatic"><parent>b</parent><child>c</child>
    <axis><xyz>1 0 0</xyz><limit><lower>0</lower><upper>0.3</upper></limit></axis></joint>
  <joint name="cross" type="universal"><parent>c</parent><child>d</child>
    <axis><xyz>1 0 0</xyz><limit><lower>-1</lower><upper>1</upper></limit></axis>
    <axis2><xyz>0 1 0</xyz><limit><lower>-2</lower><upper>0.5</upper></limit></axis2></joint>
  <joint name="free-cross" type="universal"><parent>d</parent><child>e</child>
    <axis><xyz>1 0 0</xyz></axis><axis2><xyz>0 1 0</xyz></axis2></joint>
</model></sdf>
)");
    f.close();
    sdf::Root root;
    QVERIFY(root.Load(file.toStdString()).empty());
    const sdf::Model* m = root.Model();
    QVERIFY(m);
    Diagnostics d;
    const auto doc = XmlDocument::load(file, &d);
    QVERIFY(doc);
    const Format* format = FormatRegistry::instance().detect(*doc, file);
    QVERIFY(format);
    const std::shared_ptr<const kin::Model> model = format->compile(*doc, d);
    QVERIFY(model);
    int axes = 0;
    for (uint64_t i = 0; i < m->JointCount(); ++i) {
        const sdf::Joint* j = m->JointByIndex(i);
        const int k = model->jointIndex(j->Name());
        QVERIFY2(k >= 0, j->Name().c_str());
        const kin::Joint& joint = model->joints()[size_t(k)];
        for (unsigned a = 0; a < 2 && j->Axis(a); ++a, ++axes) {
            // libsdformat's unbounded: +-1e16 (and +-inf for a universal joint's missing <limit>).
            const auto bound = [](double v) { return std::abs(v) >= 1e16 ? std::copysign(INFINITY, v) : v; };
            QCOMPARE(joint.lower[a], bound(j->Axis(a)->Lower()));
            QCOMPARE(joint.upper[a], bound(j->Axis(a)->Upper()));
        }
    }
    QCOMPARE(axes, 6);
}

void TestSdformat::exportsAcceptedByLibsdformat() {
    // Every valid HRDF, URDF and SKEL robot of the corpus, exported to
    // SDFormat, is accepted by libsdformat with the poses Kinedit reads.
    KINEDIT_REQUIRE_SHARED(test::corpusDir());
    QTemporaryDir out;
    int exported = 0, poses = 0;
    QStringList problems;
    test::forEachValidRobot({QStringLiteral("*.hrdf"), QStringLiteral("*.urdf"), QStringLiteral("*.skel")},
                            [&](const QString& path, const XmlDocument& doc, const Format& format) {
                                const QString sdf = out.filePath(QStringLiteral("export-%1.sdf").arg(exported));
                                const Conversion c = convertDocument(doc, format, sdf, {});
                                if (!c.ok()) return;  // nothing to export (empty worlds); tst_export holds the rest
                                QString error;
                                if (!writeConversion(c, sdf, &error)) {
                                    problems << error;
                                    return;
                                }
                                ++exported;
                                const Oracle o = runOracle(sdf, {});
                                const Kinedit k = runKinedit(sdf);
                                if (!o.valid) {
                                    problems << path + QStringLiteral(": libsdformat rejects the export: ") +
                                                    o.errors.join(QStringLiteral(" | "));
                                    return;
                                }
                                for (auto p = o.poses.begin(); p != o.poses.end(); ++p) {
                                    if (!k.poses.contains(p.key())) continue;
                                    ++poses;
                                    const double dt = (p.value().translation() - k.poses.value(p.key()).translation()).norm();
                                    const double dr = (p.value().linear() - k.poses.value(p.key()).linear()).norm();
                                    if (dt > 1e-9 || dr > 1e-9)
                                        problems << path + QStringLiteral(": %1 differs by %2 m, %3").arg(p.key()).arg(dt).arg(dr);
                                }
                            });
    qInfo("%d exports loaded by libsdformat, %d poses compared", exported, poses);
    QVERIFY(exported > 50);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestSdformat::verdictsAndPosesEqualLibsdformat() {
    if (!QFileInfo::exists(kCorpus)) QSKIP("../shared/corpus/sdf is absent");
    // Files with a 12.3 variant are compared in that form.
    QSet<QString> variants;
    QDirIterator vit(kCorpus + QStringLiteral("/sdformat12_12.3.0"), QDir::Files, QDirIterator::Subdirectories);
    while (vit.hasNext()) variants.insert(QDir(kCorpus + QStringLiteral("/sdformat12_12.3.0")).relativeFilePath(vit.next()));

    QStringList files;
    QDirIterator it(kCorpus, {QStringLiteral("*.sdf"), QStringLiteral("*.world")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) files << QDir(kCorpus).relativeFilePath(it.next());
    files.sort();
    static const QRegularExpression versionRe(QStringLiteral("<sdf[^>]*version\\s*=\\s*['\"]([0-9.]+)['\"]"));
    QStringList differences, stale;
    int compared = 0, poses = 0;
    for (const QString& rel : files) {
        if (!rel.startsWith(QLatin1String("sdformat12_12.3.0/")) && variants.contains(rel)) continue;
        const QString path = QDir(kCorpus).filePath(rel);
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        const auto m = versionRe.match(QString::fromUtf8(f.readAll()));
        const QVersionNumber v = m.hasMatch() ? QVersionNumber::fromString(m.captured(1)) : QVersionNumber();
        if (!v.isNull() && v > QVersionNumber(1, 9)) continue;  // judged by the upstream expectation elsewhere
        QStringList dirs;
        if (rel.startsWith(QLatin1String("sdformat12_12.3.0/"))) dirs << kCorpus + QStringLiteral("/sdformat12_12.3.0/integration/model");
        dirs << kCorpus + QStringLiteral("/integration/model") << QFileInfo(path).absolutePath() << kCorpus + QStringLiteral("/sdf");
        qputenv("SDF_PATH", dirs.join(QLatin1Char(':')).toUtf8());
        const Oracle o = runOracle(path, dirs);
        const Kinedit k = runKinedit(path);
        ++compared;
        QStringList why;
        if (o.valid != k.valid)
            why << QStringLiteral("verdict: libsdformat %1 (%2), Kinedit %3 (%4)")
                       .arg(o.valid ? QStringLiteral("VALID") : QStringLiteral("invalid"), o.errors.join(QStringLiteral(" | ")),
                            k.valid ? QStringLiteral("VALID") : QStringLiteral("invalid"), k.errors.join(QStringLiteral(" | ")));
        if (o.valid && k.valid) {
            for (auto p = o.poses.begin(); p != o.poses.end(); ++p) {
                if (!k.poses.contains(p.key())) {
                    why << QStringLiteral("no pose for %1").arg(p.key());
                    continue;
                }
                ++poses;
                const Eigen::Isometry3d& a = p.value();
                const Eigen::Isometry3d& b = k.poses.value(p.key());
                const double dt = (a.translation() - b.translation()).norm(), dr = (a.linear() - b.linear()).norm();
                if (dt > 1e-9 || dr > 1e-9) why << QStringLiteral("%1: pose differs by %2 m, %3").arg(p.key()).arg(dt).arg(dr);
                // What `kinedit-cli frames` and the window show: the compiled model.
                if (!k.compiled.contains(p.key())) {
                    why << QStringLiteral("the kinematic model has no frame %1").arg(p.key());
                    continue;
                }
                const Eigen::Isometry3d& c = k.compiled.value(p.key());
                const double ct = (a.translation() - c.translation()).norm(), cr = (a.linear() - c.linear()).norm();
                if (ct > 1e-9 || cr > 1e-9)
                    why << QStringLiteral("%1: the kinematic model's pose differs by %2 m, %3").arg(p.key()).arg(ct).arg(cr);
            }
        }
        const bool known = kKnownDifferences.contains(rel);
        if (!why.isEmpty() && !known) {
            differences << rel;
            qWarning("%s:\n    %s", qPrintable(rel), qPrintable(why.join(QStringLiteral("\n    "))));
        }
        if (why.isEmpty() && known) stale << rel;
    }
    qInfo("compared %d files, %d poses", compared, poses);
    QVERIFY2(compared > 100, "fewer corpus files than expected");
    QVERIFY2(differences.isEmpty(),
             qPrintable(QStringLiteral("%1 new difference(s) (above): ").arg(differences.size()) + differences.join(QStringLiteral(", "))));
    QVERIFY2(stale.isEmpty(), qPrintable(QStringLiteral("listed as different but equal now: ") + stale.join(QStringLiteral(", "))));
}

QTEST_GUILESS_MAIN(TestSdformat)
#include "tst_sdformat.moc"
