// Link and body poses against DART 6.12.1, as recorded in the corpus's
// oracle files (every body's zero-configuration pose, 6 decimals): the URDFs
// of corpus/urdf and the urdf entries of corpus/skel. DART prints a pose as
// x y z and intrinsic XYZ Euler angles (R = Rx·Ry·Rz). DART's own URDF
// world format (a <world> root, parser "urdfworld") is not URDF and is left
// out.
#include "TestSupport.h"

#include "CorpusFiles.h"
#include "formats/FormatRegistry.h"
#include "formats/urdf/UrdfSchema.h"
#include "kinematics/Conventions.h"
#include "kinematics/Groups.h"
#include "kinematics/Kinematics.h"
#include "xml/XmlDocument.h"

#include <QRegularExpression>

using namespace kinedit;

namespace {

struct OracleBody {
    QString name;
    QString skeleton;
    Eigen::Vector3d xyz, euler;
};

struct OracleFile {
    QString path;  // relative to the oracle's folder
    std::vector<OracleBody> bodies;
};

// "=== PATH ..." then "body "NAME" ... T_world=x y z a b c" lines, for the
// entries DART read with the given parser (empty: any).
std::vector<OracleFile> readOracle(const QString& file, const QString& parser) {
    std::vector<OracleFile> out;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) return out;
    static const QRegularExpression header(QStringLiteral("^=== (\\S+)(.*)$"));
    static const QRegularExpression body(QStringLiteral("body \"([^\"]+)\".*T_world=(\\S+) (\\S+) (\\S+) (\\S+) (\\S+) (\\S+)"));
    static const QRegularExpression skeleton(QStringLiteral("^\\s*skeleton \"([^\"]+)\""));
    QString currentSkeleton;
    bool take = false;
    bool inDart = false;
    for (const QString& line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
        if (const auto h = header.match(line); h.hasMatch()) {
            take = parser.isEmpty() || h.captured(2).contains(parser);
            inDart = !parser.isEmpty();
            if (take) out.push_back({h.captured(1), {}});
            continue;
        }
        if (line.startsWith(QLatin1String("--- "))) inDart = line.contains(QLatin1String("DART"));
        if (!take || !inDart) continue;
        if (const auto sk = skeleton.match(line); sk.hasMatch()) currentSkeleton = sk.captured(1);
        if (const auto b = body.match(line); b.hasMatch())
            out.back().bodies.push_back({b.captured(1),
                                         currentSkeleton,
                                         {b.captured(2).toDouble(), b.captured(3).toDouble(), b.captured(4).toDouble()},
                                         {b.captured(5).toDouble(), b.captured(6).toDouble(), b.captured(7).toDouble()}});
    }
    return out;
}

}  // namespace

class TestDartOracle : public QObject {
    Q_OBJECT
private slots:
    // Everything the corpus robots use inside links and joints is either in
    // the URDF schema or reported as ignored (URDF-W004/W005): the real
    // files have typos (wam.urdf's iyx) and tool-specific attributes.
    void urdfSchemaOrWarning() {
        KINEDIT_REQUIRE_SHARED(test::corpusDir());
        const Schema& schema = urdfSchema();
        int known = 0, unknown = 0;
        for (const QString& path : test::corpusXmlFiles()) {
            if (!path.endsWith(QLatin1String(".urdf"))) continue;
            Diagnostics d;
            auto doc = XmlDocument::load(path, &d);
            if (!doc || !doc->root() || doc->root()->name() != QLatin1String("robot")) continue;
            FormatRegistry::instance().byId(u"urdf")->validate(*doc, d);
            auto warned = [&](const XmlElement* e, const QString& attr, const char* code) {
                const QString p = elementPath(e);
                return std::any_of(d.begin(), d.end(), [&](const Diagnostic& x) {
                    return x.code == QLatin1String(code) && x.path == p && x.attribute == attr;
                });
            };
            std::function<void(const XmlElement*, const ElementSchema*)> walk = [&](const XmlElement* e, const ElementSchema* es) {
                for (const XmlAttribute& a : e->attributes()) {
                    if (a.name.startsWith(QLatin1String("xmlns"))) continue;
                    const bool inSchema = es->attribute(a.name) != nullptr;
                    QVERIFY2(inSchema != warned(e, a.name, "URDF-W004"),
                             qPrintable(QStringLiteral("%1: <%2 %3>").arg(path, e->name(), a.name)));
                    (inSchema ? known : unknown)++;
                }
                for (const XmlElement* c : e->childElements()) {
                    // Kept as written, or checked on their own (checkRos2Control).
                    if (c->name() == QLatin1String("gazebo") || c->name() == QLatin1String("transmission") ||
                        c->name() == QLatin1String("ros2_control") || c->name() == QLatin1String("mujoco"))
                        continue;
                    const ElementSchema* cs = schema.element(c->name());
                    const bool inSchema = cs && es->children.contains(c->name());
                    QVERIFY2(inSchema != warned(c, {}, "URDF-W005"), qPrintable(QStringLiteral("%1: <%2>").arg(path, c->name())));
                    if (inSchema) walk(c, cs);
                }
            };
            walk(doc->root(), schema.element(u"robot"));
        }
        QVERIFY(known > 1000);
        QVERIFY(unknown > 0);
    }

    // SKEL: every body of every skeleton DART loads, at init_pos.
    void skelPoses_data() {
        QTest::addColumn<int>("index");
        const auto files = readOracle(test::corpusDir() + QStringLiteral("/skel/ORACLE_dart-6.12.1.txt"), QStringLiteral("parser: skel)"));
        for (int i = 0; i < int(files.size()); ++i) QTest::newRow(qPrintable(files[size_t(i)].path)) << i;
        if (files.empty()) QTest::newRow("absent") << -1;
    }
    void skelPoses() {
        QFETCH(int, index);
        const QString oracle = test::corpusDir() + QStringLiteral("/skel/ORACLE_dart-6.12.1.txt");
        KINEDIT_REQUIRE_SHARED(oracle);
        const OracleFile ref = readOracle(oracle, QStringLiteral("parser: skel)"))[size_t(index)];
        Diagnostics d;
        auto doc = XmlDocument::load(QFileInfo(oracle).absolutePath() + QLatin1Char('/') + ref.path, &d);
        QVERIFY(doc);
        auto model = FormatRegistry::instance().byId(u"skel")->compile(*doc, d);
        QStringList errors;
        for (const Diagnostic& x : d)
            if (x.severity == Severity::Error) errors << x.toText();
        if (ref.bodies.empty()) {
            // DART crashed on or rejected this file: Kinedit must load it or
            // give located errors, never crash.
            QVERIFY(model || !errors.isEmpty());
            return;
        }
        QVERIFY2(model, qPrintable(errors.join(QLatin1Char('\n'))));
        kin::Data data(model);
        kin::forwardKinematics(*model, data, data.q);
        // Bodies are named skeleton::body.
        for (const OracleBody& b : ref.bodies) {
            int frame = -1;
            const std::string name = (b.skeleton + QStringLiteral("::") + b.name).toStdString();
            for (int i = 0; i < int(model->frames().size()); ++i)
                if (model->frames()[size_t(i)].kind == "body" && model->frames()[size_t(i)].name == name) frame = i;
            QVERIFY2(frame >= 0, name.c_str());
            const Eigen::Isometry3d& t = data.oMf[size_t(frame)];
            const double dp = (t.translation() - b.xyz).cwiseAbs().maxCoeff();
            const double dr = (t.linear() - kin::rotationIntrinsicXYZ(b.euler.x(), b.euler.y(), b.euler.z())).cwiseAbs().maxCoeff();
            QVERIFY2(dp < 2e-6 && dr < 2e-5,
                     qPrintable(QStringLiteral("%1: position off by %2, rotation by %3").arg(b.name).arg(dp).arg(dr)));
        }
    }

    void urdfPoses_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("oracle");
        QTest::addColumn<int>("index");
        const QString corpus = test::corpusDir();
        int rows = 0;
        for (const auto& [oracle, parser] :
             {std::pair{corpus + QStringLiteral("/urdf/ORACLES.txt"), QString()},
              std::pair{corpus + QStringLiteral("/skel/ORACLE_dart-6.12.1.txt"), QStringLiteral("parser: urdf)")}}) {
            const auto files = readOracle(oracle, parser);
            for (int i = 0; i < int(files.size()); ++i)
                if (!files[size_t(i)].bodies.empty() && files[size_t(i)].path.endsWith(QLatin1String(".urdf"))) {
                    QTest::newRow(qPrintable(files[size_t(i)].path)) << files[size_t(i)].path << oracle << i;
                    ++rows;
                }
        }
        if (rows == 0) QTest::newRow("absent") << QString() << QString() << -1;
    }
    void urdfPoses() {
        QFETCH(QString, file);
        QFETCH(QString, oracle);
        QFETCH(int, index);
        KINEDIT_REQUIRE_SHARED(oracle);
        const auto files = readOracle(oracle, oracle.contains(QLatin1String("skel")) ? QStringLiteral("parser: urdf)") : QString());
        const OracleFile& ref = files[size_t(index)];
        const QString path = QFileInfo(oracle).absolutePath() + QLatin1Char('/') + ref.path;
        Diagnostics d;
        auto doc = XmlDocument::load(path, &d);
        QVERIFY(doc);
        const Format* format = FormatRegistry::instance().byId(u"urdf");
        auto model = format->compile(*doc, d);
        QVERIFY2(model, qPrintable(d.value(0).toText()));
        kin::Data data(model);
        kin::closeGroups(*model, data);
        // DART's loader starts a joint whose limits exclude 0 at the middle
        // of its range (Panda's joint 4: [-3.0718, -0.0698] -> -1.5708);
        // Kinedit's default configuration is 0, as the issue asks. Compare at
        // DART's configuration.
        for (const kin::Joint& j : model->joints())
            for (int k = 0; k < j.dof(); ++k) {
                const double lo = j.lower[size_t(k)], hi = j.upper[size_t(k)];
                if (std::isfinite(lo) && std::isfinite(hi) && (lo > 0 || hi < 0)) data.q[j.qIndex + k] = (lo + hi) / 2;
            }
        kin::forwardKinematics(*model, data, data.q);
        int compared = 0;
        for (const OracleBody& b : ref.bodies) {
            int frame = -1;
            for (int i = 0; i < int(model->frames().size()); ++i)
                if (model->frames()[size_t(i)].kind == "link" && model->frames()[size_t(i)].name == b.name.toStdString()) frame = i;
            QVERIFY2(frame >= 0, qPrintable(b.name));
            const Eigen::Isometry3d& t = data.oMf[size_t(frame)];
            const Eigen::Matrix3d r = kin::rotationIntrinsicXYZ(b.euler.x(), b.euler.y(), b.euler.z());
            // 6 printed decimals: 1e-5 on positions; rotations from rounded angles.
            const double dp = (t.translation() - b.xyz).cwiseAbs().maxCoeff();
            const double dr = (t.linear() - r).cwiseAbs().maxCoeff();
            QVERIFY2(dp < 2e-6 && dr < 2e-5,
                     qPrintable(QStringLiteral("%1: position off by %2, rotation by %3").arg(b.name).arg(dp).arg(dr)));
            ++compared;
        }
        QVERIFY(compared > 0);
    }
};

QTEST_GUILESS_MAIN(TestDartOracle)
#include "tst_dartoracle.moc"
