// Body poses against DART 6 itself (live, to 1e-9): every .skel file and
// every URDF of corpus/skel and corpus/urdf that DART loads. Built when
// DART is found. (tst_dartoracle compares with the recorded oracle and
// runs without DART.)
#include "CorpusFiles.h"

#include "formats/FormatRegistry.h"
#include "kinematics/Groups.h"
#include "kinematics/Kinematics.h"
#include "xml/XmlDocument.h"

#include <QTemporaryDir>

#include <dart/dynamics/BodyNode.hpp>
#include <dart/dynamics/Joint.hpp>
#include <dart/dynamics/Skeleton.hpp>
#include <dart/simulation/World.hpp>
#include <dart/utils/SkelParser.hpp>
#include <dart/utils/urdf/DartLoader.hpp>

using namespace kinedit;

namespace {

// Soft-body files that crash DART 6.12.1's SkelParser (a null dereference,
// see corpus/skel/EXPECTED.md): not given to DART.
bool crashesDart(const QString& path) {
    for (const char* f : {"test_single_body.skel", "test_single_pendulum.skel", "test_double_pendulum.skel"})
        if (path.endsWith(QLatin1String(f))) return true;
    return false;
}

}  // namespace

class TestDart : public QObject {
    Q_OBJECT
private slots:
    void poses_data() {
        QTest::addColumn<QString>("path");
        if (!QFileInfo::exists(test::corpusDir())) {
            QTest::newRow("absent") << QString();
            return;
        }
        for (const QString& p : test::corpusXmlFiles())
            if ((p.endsWith(QLatin1String(".skel")) ||
                 (p.endsWith(QLatin1String(".urdf")) && !p.contains(QLatin1String("/sdf/sdf")) &&
                  !p.contains(QLatin1String("/sdf/integration")) && !p.contains(QLatin1String("sdformat12")) &&
                  !p.contains(QLatin1String("/hrdf/")) && !p.contains(QLatin1String("/tamp/")))) &&
                !crashesDart(p))
                QTest::newRow(qPrintable(QDir(test::corpusDir()).relativeFilePath(p))) << p;
    }
    void poses() {
        QFETCH(QString, path);
        KINEDIT_REQUIRE_SHARED(test::corpusDir());
        std::vector<dart::dynamics::SkeletonPtr> skeletons;
        const bool skel = path.endsWith(QLatin1String(".skel"));
        if (skel) {
            auto world = dart::utils::SkelParser::readWorld(dart::common::Uri::createFromPath(path.toStdString()));
            if (!world) QSKIP("DART does not load this file");
            for (std::size_t i = 0; i < world->getNumSkeletons(); ++i) skeletons.push_back(world->getSkeleton(i));
        } else {
            dart::utils::DartLoader loader;
            const QString corpus = test::corpusDir();
            loader.addPackageDirectory("example-robot-data", (corpus + QStringLiteral("/urdf/example-robot-data")).toStdString());
            loader.addPackageDirectory("iiwa_description", (corpus + QStringLiteral("/urdf/iiwa_description")).toStdString());
            loader.addPackageDirectory("drchubo", (corpus + QStringLiteral("/skel/data/urdf/drchubo")).toStdString());
            loader.addPackageDirectory("herb_description", (corpus + QStringLiteral("/skel/data/urdf/wam")).toStdString());
            auto s = loader.parseSkeleton(dart::common::Uri::createFromPath(path.toStdString()));
            if (!s) QSKIP("DART does not load this file");
            skeletons.push_back(s);
        }
        Diagnostics d;
        auto doc = XmlDocument::load(path, &d);
        QVERIFY(doc);
        auto model = FormatRegistry::instance().byId(skel ? u"skel" : u"urdf")->compile(*doc, d);
        QVERIFY2(model, qPrintable(d.value(0).toText()));
        kin::Data data(model);
        kin::closeGroups(*model, data);
        // DART's starting configuration: 0, or the middle of a range that
        // excludes 0 (URDF; see tst_dartoracle).
        if (!skel)
            for (const kin::Joint& j : model->joints())
                for (int k = 0; k < j.dof(); ++k) {
                    const double lo = j.lower[size_t(k)], hi = j.upper[size_t(k)];
                    if (std::isfinite(lo) && std::isfinite(hi) && (lo > 0 || hi < 0)) data.q[j.qIndex + k] = (lo + hi) / 2;
                }
        kin::forwardKinematics(*model, data, data.q);
        int compared = 0;
        double worst = 0;
        for (const auto& s : skeletons)
            for (std::size_t b = 0; b < s->getNumBodyNodes(); ++b) {
                const auto* body = s->getBodyNode(b);
                const std::string name = skel ? s->getName() + "::" + body->getName() : body->getName();
                int frame = -1;
                for (int i = 0; i < int(model->frames().size()); ++i) {
                    const kin::Frame& f = model->frames()[size_t(i)];
                    if ((f.kind == "body" || f.kind == "link") && f.name == name) frame = i;
                }
                QVERIFY2(frame >= 0, name.c_str());
                const Eigen::Isometry3d dart = body->getWorldTransform();
                worst = std::max(worst, (data.oMf[size_t(frame)].matrix() - dart.matrix()).cwiseAbs().maxCoeff());
                ++compared;
            }
        QVERIFY2(worst < 1e-9, qPrintable(QStringLiteral("worst difference %1").arg(worst)));
        // Every DART body was found above (DART's URDF loader leaves out a
        // root link named "world"; empty worlds have none).
        if (skel) {
            const auto bodies =
                std::count_if(model->frames().begin(), model->frames().end(), [](const kin::Frame& f) { return f.kind == "body"; });
            QCOMPARE(qsizetype(compared), qsizetype(bodies));
        }
    }

    // A <dof>'s initial position outside the joint's limits is
    // where DART poses the skeleton; Kinedit poses it there too, and warns.
    // An infinite limit, spelt as DART reads it (inf, -INF, Infinity; in a
    // <limit> or as a <dof>'s attribute): accepted, and the same limits.
    void infiniteLimits_data() {
        QTest::addColumn<QString>("limits");
        QTest::newRow("limit -inf") << QStringLiteral("<axis><xyz>0 0 1</xyz><limit><lower>-inf</lower><upper>1.5</upper></limit></axis>");
        QTest::newRow("limit -INF") << QStringLiteral("<axis><xyz>0 0 1</xyz><limit><lower>-INF</lower><upper>1.5</upper></limit></axis>");
        QTest::newRow("limit -Infinity") << QStringLiteral(
            "<axis><xyz>0 0 1</xyz><limit><lower>-Infinity</lower><upper>1.5</upper></limit></axis>");
        QTest::newRow("dof -inf") << QStringLiteral(
            "<axis><xyz>0 0 1</xyz></axis><dof local_index=\"0\"><position lower=\"-inf\" upper=\"1.5\" initial=\"0\"/></dof>");
    }
    void infiniteLimits() {
        QFETCH(QString, limits);
        QTemporaryDir dir;
        const QString path = test::writeFile(dir.path(), QStringLiteral("inf.skel"),
                                             QStringLiteral(R"(<?xml version="1.0"?>
<skel version="1.0">
  <world name="w">
    <skeleton name="s">
      <body name="a"><inertia><mass>1</mass></inertia></body>
      <body name="b"><inertia><mass>1</mass></inertia></body>
      <joint type="weld" name="root"><parent>world</parent><child>a</child></joint>
      <joint type="revolute" name="j"><parent>a</parent><child>b</child>%1</joint>
    </skeleton>
  </world>
</skel>
)")
                                                 .arg(limits)
                                                 .toUtf8());
        auto world = dart::utils::SkelParser::readWorld(dart::common::Uri::createFromPath(path.toStdString()));
        QVERIFY(world && world->getNumSkeletons() == 1);
        const dart::dynamics::Joint* dj = world->getSkeleton(0)->getJoint("j");
        QVERIFY(dj);
        Diagnostics d;
        auto doc = XmlDocument::load(path, &d);
        QVERIFY(doc);
        auto model = FormatRegistry::instance().byId(u"skel")->compile(*doc, d);
        QVERIFY2(model && !hasErrors(d), qPrintable(d.value(0).toText()));
        const kin::Joint* kj = nullptr;
        for (const kin::Joint& j : model->joints())
            if (QString::fromStdString(j.name).endsWith(QLatin1String("j"))) kj = &j;
        QVERIFY(kj && kj->lower.size() == 1);
        QCOMPARE(kj->lower[0], dj->getPositionLowerLimit(0));
        QCOMPARE(kj->upper[0], dj->getPositionUpperLimit(0));
        QVERIFY(std::isinf(kj->lower[0]) && kj->upper[0] == 1.5);
    }
    void dofInitialOutsideTheLimits() {
        QTemporaryDir dir;
        const QString path = test::writeFile(dir.path(), QStringLiteral("dof.skel"), R"(<?xml version="1.0"?>
<skel version="1.0">
  <world name="w">
    <skeleton name="arm">
      <body name="a"><transformation>0 0 0 0 0 0</transformation><inertia><mass>1</mass><offset>0 0 0</offset></inertia></body>
      <body name="b"><transformation>0 0 1 0 0 0</transformation><inertia><mass>1</mass><offset>0 0 0</offset></inertia></body>
      <body name="c"><transformation>0 0.2 1.5 0 0 0</transformation><inertia><mass>1</mass><offset>0 0 0</offset></inertia></body>
      <joint type="weld" name="root"><parent>world</parent><child>a</child></joint>
      <joint type="revolute" name="j">
        <parent>a</parent><child>b</child>
        <axis><xyz>1 0 0</xyz></axis>
        <dof local_index="0"><position lower="-1" upper="1" initial="5"/></dof>
      </joint>
      <joint type="weld" name="tip"><parent>b</parent><child>c</child></joint>
    </skeleton>
  </world>
</skel>
)");
        auto world = dart::utils::SkelParser::readWorld(dart::common::Uri::createFromPath(path.toStdString()));
        QVERIFY(world && world->getNumSkeletons() == 1);
        const auto skeleton = world->getSkeleton(0);
        Diagnostics d;
        auto doc = XmlDocument::load(path, &d);
        QVERIFY(doc);
        auto model = FormatRegistry::instance().byId(u"skel")->compile(*doc, d);
        QVERIFY2(model, qPrintable(d.value(0).toText()));
        QVERIFY(test::findCode(d, "SKEL-W006"));
        kin::Data data(model);
        kin::forwardKinematics(*model, data, data.q);
        QCOMPARE(data.q[0], skeleton->getJoint("j")->getPosition(0));
        for (const char* body : {"b", "c"}) {
            const int frame = model->frameIndex(std::string("arm::") + body);
            QVERIFY(frame >= 0);
            const Eigen::Isometry3d dart = skeleton->getBodyNode(body)->getWorldTransform();
            QVERIFY2((data.oMf[size_t(frame)].matrix() - dart.matrix()).cwiseAbs().maxCoeff() < 1e-9, body);
        }
        const int joint = model->jointIndex("arm::j");
        QVERIFY(joint >= 0);
        QCOMPARE(skeleton->getJoint("j")->getPositionUpperLimit(0), model->joints()[size_t(joint)].upper[0]);
    }
};

QTEST_GUILESS_MAIN(TestDart)
#include "tst_dart.moc"
