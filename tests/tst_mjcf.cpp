// MJCF against MuJoCo 2.2.2: the corpus's verdicts and its oracle's poses
// (../shared/corpus/mjcf/expected, made by mj_loadXML + mj_kinematics), the
// invalid files' single located errors, and (when libmujoco is found)
// MuJoCo live at random joint values.
#include "TestSupport.h"
#include "CorpusFiles.h"

#include "kinematics/Joint.h"

#include "check/DocumentCheck.h"
#include "export/Conversion.h"
#include "formats/FormatRegistry.h"
#include "formats/mjcf/MjcfCompiler.h"
#include "kinematics/Data.h"
#include "kinematics/Kinematics.h"
#include "kinematics/Model.h"
#include "kinematics/Tendon.h"
#include "kinematics/ModelBuilder.h"
#include "formats/mjcf/MjcfComposite.h"
#include "formats/mjcf/MjcfPrincipalAxes.h"
#include "formats/mjcf/MjcfTree.h"
#include "geometry/LoadingMeshFacts.h"
#include "xml/XmlDocument.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cstring>
#include <functional>

#ifdef KINEDIT_HAVE_MUJOCO
#include <mujoco/mujoco.h>
// In libmujoco 2.2.2 but not in its header (mjv_updateSkin, declared, calls
// it and warns that it is deprecated).
extern "C" void mjv_updateActiveSkin(const mjModel* m, mjData* d, mjvScene* scn, const mjvOption* opt);
#endif

using namespace kinedit;
using namespace kinedit::test;

namespace {

QString mjcfDir() { return corpusDir() + QStringLiteral("/mjcf"); }

// A compiled MJCF model with what it was made from (the reader's ids).
struct Compiled {
    std::unique_ptr<XmlDocument> doc;
    std::unique_ptr<MjcfTree> tree;
    MjcfDefaults defaults;
    MjcfModel mjcf;
    std::shared_ptr<const kin::Model> model;
    Diagnostics diagnostics;
};

// Read and compiled even where MuJoCo refuses the file for a missing mesh
// (the corpus's poses of those were made with stand-in meshes); its mesh
// geoms weighed where their files are read.
// equalities false: as MuJoCo's mj_kinematics poses a qpos (the oracle's
// and the live comparison's poses), constraints not enforced.
std::unique_ptr<Compiled> compileFile(const QString& path, bool equalities = false) {
    auto c = std::make_unique<Compiled>();
    c->doc = XmlDocument::load(path, &c->diagnostics);
    if (!c->doc) return c;
    c->tree = std::make_unique<MjcfTree>(*c->doc, c->diagnostics);
    c->defaults.read(*c->tree, c->diagnostics);
    // Mesh geoms weighed as the CLI weighs them (LoadingMeshFacts).
    static const auto meshes = std::make_shared<LoadingMeshFacts>();
    const MeshWeigher weigh = [](const MeshToWeigh& mesh) { return meshes->mujocoSolid(mesh); };
    c->mjcf = readMjcf(*c->tree, c->defaults, c->diagnostics, weigh);
    c->model = compileMjcf(c->mjcf, c->diagnostics, equalities, weigh);
    return c;
}

// Frame index by (kind, MuJoCo name): a joint or site whose frame was
// renamed (":joint", ":site") is found under the MuJoCo name.
QHash<QString, int> framesByKind(const kin::Model& m) {
    QHash<QString, int> r;
    for (size_t i = 0; i < m.frames().size(); ++i) {
        const kin::Frame& f = m.frames()[i];
        QString name = QString::fromStdString(f.name);
        for (const char* s : {":joint", ":site"})
            if (name.endsWith(QLatin1String(s))) name.chop(int(qstrlen(s)));
        r.insert(QString::fromStdString(f.kind) + QLatin1Char('/') + name, int(i));
    }
    return r;
}

// The hand-made composite models, one per type MuJoCo 2.2.2 has.
QStringList compositeTypes() {
    return {QStringLiteral("particle"), QStringLiteral("grid"), QStringLiteral("rope"),     QStringLiteral("loop"),
            QStringLiteral("cloth"),    QStringLiteral("box"),  QStringLiteral("cylinder"), QStringLiteral("ellipsoid")};
}
QString compositeFile(const QString& type) { return QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/mjcf/composite_%1.xml").arg(type); }

Eigen::Isometry3d poseOf(const QJsonObject& pose) {
    const QJsonArray p = pose.value(QLatin1String("xyz")).toArray(), q = pose.value(QLatin1String("quat_wxyz")).toArray();
    Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
    t.translation() = Eigen::Vector3d(p[0].toDouble(), p[1].toDouble(), p[2].toDouble());
    t.linear() = Eigen::Quaterniond(q[0].toDouble(), q[1].toDouble(), q[2].toDouble(), q[3].toDouble()).normalized().toRotationMatrix();
    return t;
}

// The largest position and rotation-matrix differences, each as a share of
// what is allowed: a position component may differ by absolute + relative
// times its value (the oracle's files print 9 significant digits), a
// rotation matrix entry by rotation.
struct Worst {
    double absolute, relative, rotationTolerance;
    double excess = 0;
    QString where;
    // slack: the rotation tolerance's multiple for this frame.
    void add(const QString& what, const Eigen::Isometry3d& a, const Eigen::Isometry3d& b, bool rotations, double slack = 1) {
        double e = 0;
        for (int i = 0; i < 3; ++i)
            e = std::max(e, std::abs(a.translation()[i] - b.translation()[i]) / (absolute + relative * std::abs(b.translation()[i])));
        if (rotations) e = std::max(e, (a.linear() - b.linear()).cwiseAbs().maxCoeff() / (slack * rotationTolerance));
        if (e > excess) {
            excess = e;
            where = QStringLiteral("%1: position %2, rotation %3")
                        .arg(what)
                        .arg((a.translation() - b.translation()).cwiseAbs().maxCoeff())
                        .arg((a.linear() - b.linear()).cwiseAbs().maxCoeff());
        }
    }
};

// A body MuJoCo turns to a mesh's principal axes (global coordinates, no
// pos, mesh geoms) is turned as Kinedit turns it to about 1e-7 rad: MuJoCo
// weighs the mesh with its vertices in float. Its rotation's tolerance is
// 1000 times the others'.
double rotationSlack(const MjcfModel& m, const MjcfBody& b) {
    const bool meshes = std::any_of(b.geoms.begin(), b.geoms.end(), [](const MjcfGeom& g) { return g.type == QLatin1String("mesh"); });
    return m.compiler.globalCoordinates && b.node && !b.node.e->hasAttribute(u"pos") && meshes ? 1000 : 1;
}

}  // namespace

#ifdef KINEDIT_HAVE_MUJOCO
// The model's tendons equal MuJoCo's at md's pose (mj_tendon after
// mj_kinematics): names and kinds, each spatial tendon's path (wrap_xpos:
// sites and tangent points, strands split at pulleys) to 1e-9 m, every
// length to 1e-9. Counts the points it compared into *points, and the
// tangent points where a tendon wraps a shape into *wrapped.
void tendonsEqualMuJoCo(const mjModel* mm, mjData* md, const kin::Model& m, const kin::Data& data, const QString& label, int* points,
                        int* wrapped) {
    mj_comPos(mm, md);
    mj_tendon(mm, md);
    QCOMPARE(int(m.tendons().size()), mm->ntendon);
    for (int i = 0; i < mm->ntendon; ++i) {
        const kin::Tendon& t = m.tendons()[size_t(i)];
        const char* name = mj_id2name(mm, mjOBJ_TENDON, i);
        QCOMPARE(QString::fromStdString(t.name), name && *name ? QString::fromUtf8(name) : QStringLiteral("tendon#%1").arg(i));
        QCOMPARE(t.spatial, mm->wrap_type[mm->tendon_adr[i]] != mjWRAP_JOINT);
        QCOMPARE(t.shown, mm->tendon_group[i] < 3);
        const kin::TendonPath ours = kin::tendonPath(m, data, i);
        QVERIFY2(std::abs(ours.length - md->ten_length[i]) < 1e-9, qPrintable(QStringLiteral("%1 %2: length %3, MuJoCo's %4")
                                                                                  .arg(label, QString::fromStdString(t.name))
                                                                                  .arg(ours.length)
                                                                                  .arg(md->ten_length[i])));
        std::vector<std::vector<Eigen::Vector3d>> theirs(1);
        for (int k = 0; k < md->ten_wrapnum[i]; ++k) {
            const int w = md->ten_wrapadr[i] + k;
            if (md->wrap_obj[w] == -2) {
                theirs.emplace_back();
                continue;
            }
            if (md->wrap_obj[w] >= 0) ++*wrapped;
            theirs.back().emplace_back(md->wrap_xpos[3 * w], md->wrap_xpos[3 * w + 1], md->wrap_xpos[3 * w + 2]);
        }
        theirs.erase(std::remove_if(theirs.begin(), theirs.end(), [](const auto& s) { return s.empty(); }), theirs.end());
        QCOMPARE(ours.strands.size(), theirs.size());
        for (size_t s = 0; s < theirs.size(); ++s) {
            QCOMPARE(ours.strands[s].size(), theirs[s].size());
            for (size_t k = 0; k < theirs[s].size(); ++k) {
                QVERIFY2((ours.strands[s][k] - theirs[s][k]).norm() < 1e-9,
                         qPrintable(QStringLiteral("%1 %2: point %3 of strand %4 differs by %5")
                                        .arg(label, QString::fromStdString(t.name))
                                        .arg(k)
                                        .arg(s)
                                        .arg((ours.strands[s][k] - theirs[s][k]).norm())));
                ++*points;
            }
        }
    }
}

// The model's skins equal MuJoCo's at md's pose: names, vertices, texture
// coordinates and faces as made, then the posed vertices and normals
// (mjv_updateActiveSkin; floats, so 1e-5 m and 1e-4). A skin in a group
// MuJoCo's viewer hides (3 and above) is not in the model.
void skinsEqualMuJoCo(const mjModel* mm, mjData* md, const kin::Model& m, const kin::Data& data, const QString& label) {
    mjvScene scene;
    mjv_defaultScene(&scene);
    mjv_makeScene(mm, &scene, 10);
    mjvOption option;
    mjv_defaultOption(&option);
    mjv_updateActiveSkin(mm, md, &scene, &option);
    size_t ours = 0;
    for (int i = 0; i < mm->nskin; ++i) {
        if (mm->skin_group[i] > 2) continue;
        QVERIFY2(ours < m.skins().size(), qPrintable(label));
        const kin::Skin& k = m.skins()[ours];
        const kin::SkinSurface posed = kin::skinSurface(m, data, int(ours));
        ++ours;
        const QString at = label + QLatin1Char(' ') + QString::fromUtf8(mj_id2name(mm, mjOBJ_SKIN, i));
        QCOMPARE(QString::fromStdString(k.name), QString::fromUtf8(mj_id2name(mm, mjOBJ_SKIN, i)));
        const int v0 = mm->skin_vertadr[i], nv = mm->skin_vertnum[i], f0 = mm->skin_faceadr[i];
        QCOMPARE(int(k.vertices.size()), nv);
        QCOMPARE(int(k.faces.size()), mm->skin_facenum[i]);
        QCOMPARE(int(k.bones.size()), mm->skin_bonenum[i]);
        for (size_t f = 0; f < k.faces.size(); ++f)
            for (int c = 0; c < 3; ++c) QCOMPARE(k.faces[f][size_t(c)], mm->skin_face[3 * (f0 + int(f)) + c]);
        const int t0 = mm->skin_texcoordadr[i];
        QCOMPARE(k.texCoords.empty(), t0 < 0);
        double worstPosition = 0, worstNormal = 0, worstTex = 0;
        for (int v = 0; v < nv; ++v) {
            const float* p = scene.skinvert + 3 * (v0 + v);
            const float* n = scene.skinnormal + 3 * (v0 + v);
            worstPosition = std::max(worstPosition, double((posed.positions[size_t(v)] - Eigen::Vector3f(p[0], p[1], p[2])).norm()));
            worstNormal = std::max(worstNormal, double((posed.normals[size_t(v)] - Eigen::Vector3f(n[0], n[1], n[2])).norm()));
            if (t0 >= 0) {
                const float* t = mm->skin_texcoord + 2 * (t0 + v);
                worstTex = std::max(worstTex, double((k.texCoords[size_t(v)] - Eigen::Vector2f(t[0], t[1])).norm()));
            }
        }
        QVERIFY2(worstPosition < 1e-5, qPrintable(at + QStringLiteral(" vertices off by %1").arg(worstPosition)));
        QVERIFY2(worstNormal < 1e-4, qPrintable(at + QStringLiteral(" normals off by %1").arg(worstNormal)));
        QVERIFY2(worstTex == 0, qPrintable(at + QStringLiteral(" texture coordinates off by %1").arg(worstTex)));
        qInfo("%s: %d vertices, %d faces, %d bones; largest difference %.3g m, normals %.3g", qPrintable(at), nv, mm->skin_facenum[i],
              mm->skin_bonenum[i], worstPosition, worstNormal);
    }
    QCOMPARE(m.skins().size(), ours);
    mjv_freeScene(&scene);
}
#endif

// file refused (code: one error of that code, at line) or made (code
// empty: no error), by Kinedit's rules and, if askMuJoCo, by mj_loadXML.
void refusedAsMuJoCoRefuses(const QString& path, const QString& code, int line, bool askMuJoCo = true) {
#ifdef KINEDIT_HAVE_MUJOCO
    if (askMuJoCo) {
        char error[1000] = "";
        mjModel* mm = mj_loadXML(path.toLocal8Bit().constData(), nullptr, error, sizeof error);
        QVERIFY2((mm == nullptr) == !code.isEmpty(), code.isEmpty() ? error : "MuJoCo accepts it");
        if (mm) mj_deleteModel(mm);
    }
#else
    Q_UNUSED(askMuJoCo);
#endif
    Diagnostics d;
    auto doc = XmlDocument::load(path, &d);
    QVERIFY(doc);
    FormatRegistry::instance().detect(*doc, path)->validate(*doc, d);
    const QString first = d.isEmpty() ? QString() : d.front().toText();
    if (code.isEmpty()) {
        QVERIFY2(!hasErrors(d), qPrintable(first));
        return;
    }
    QVERIFY2(countSeverity(d, Severity::Error) == 1, qPrintable(first));
    const Diagnostic* e = findCode(d, code.toLatin1().constData());
    QVERIFY2(e, qPrintable(first));
    QCOMPARE(e->line, line);
}

// Kinedit's model of file equals MuJoCo's at qpos0 (mj_kinematics): the
// same bodies (ids, names, parents; generated of them made by composites),
// joints (names, types, limits, anchors, axes), geoms and sites, at the same
// world poses to 1e-9.
void equalsMuJoCoAtQpos0(const QString& file, int generated) {
#ifndef KINEDIT_HAVE_MUJOCO
    Q_UNUSED(generated);
    QSKIP("libmujoco (2.2.2) not found at build time");
#else
    KINEDIT_REQUIRE_SHARED(file);
    char error[1000] = "";
    mjModel* mm = mj_loadXML(file.toLocal8Bit().constData(), nullptr, error, sizeof error);
    QVERIFY2(mm, error);
    mjData* md = mj_makeData(mm);
    mj_kinematics(mm, md);
    const auto c = compileFile(file);
    QVERIFY2(c->model, qPrintable(c->diagnostics.isEmpty() ? QString() : c->diagnostics.front().toText()));
    QVERIFY(!findCode(c->diagnostics, "MJCF-E018"));
    const kin::Model& m = *c->model;
    kin::Data data(c->model);
    kin::forwardKinematics(m, data, m.defaultConfiguration());
    auto named = [&](mjtObj type, int id, const char* kind) {
        const char* n = mj_id2name(mm, type, id);
        return n && *n ? QString::fromUtf8(n) : QStringLiteral("%1#%2").arg(QLatin1String(kind)).arg(id);
    };
    auto mujocoPose = [](const mjtNum* p, const Eigen::Matrix3d& r) {
        Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
        t.translation() = Eigen::Vector3d(p[0], p[1], p[2]);
        t.linear() = r;
        return t;
    };
    auto matrix = [](const mjtNum* x) {
        Eigen::Matrix3d r;
        r << x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], x[8];
        return r;
    };
    const QHash<QString, int> frames = framesByKind(m);
    Worst worst{1e-9, 0, 1e-9, 0, {}};
    QCOMPARE(int(c->mjcf.bodies.size()), mm->nbody);
    int madeByComposites = 0, geoms = 0, joints = 0, sites = 0;
    for (int b = 0; b < mm->nbody; ++b) {
        const MjcfBody& body = c->mjcf.bodies[size_t(b)];
        const QString name = named(mjOBJ_BODY, b, "body");
        QCOMPARE(mjcfBodyFrameName(body), name);
        QCOMPARE(body.parent, b == 0 ? -1 : mm->body_parentid[b]);
        if (b > 0 && body.node.e->name() == QLatin1String("composite")) ++madeByComposites;
        const int f = frames.value(QStringLiteral("body/") + name, -1);
        QVERIFY2(f >= 0, qPrintable(name));
        const mjtNum* x = md->xquat + 4 * b;
        const Eigen::Isometry3d theirs =
            mujocoPose(md->xpos + 3 * b, Eigen::Quaterniond(x[0], x[1], x[2], x[3]).normalized().toRotationMatrix());
        worst.add(QStringLiteral("body ") + name, data.oMf[size_t(f)], theirs, true, rotationSlack(c->mjcf, body));
        for (const MjcfJoint& j : body.joints) {
            QCOMPARE(mjcfJointName(j), named(mjOBJ_JOINT, joints, "joint"));
            QCOMPARE(mm->jnt_bodyid[joints], b);
            const char* types[] = {"free", "ball", "slide", "hinge"};
            QCOMPARE(j.type, QLatin1String(types[mm->jnt_type[joints]]));
            const kin::Joint& kj = m.joints()[size_t(m.jointIndex(mjcfJointName(j).toStdString()))];
            QCOMPARE(std::isfinite(kj.lower[0]), bool(mm->jnt_limited[joints]));
            Eigen::Isometry3d anchor = data.oMf[size_t(kj.frame)];
            anchor.linear().setIdentity();
            worst.add(QStringLiteral("joint ") + mjcfJointName(j), anchor,
                      mujocoPose(md->xanchor + 3 * joints, Eigen::Matrix3d::Identity()), false);
            if (kj.type != kin::JointType::Free && kj.type != kin::JointType::Ball) {
                const Eigen::Vector3d axis = data.oMf[size_t(kj.frame)].linear() * kj.motions[0].axis;
                QVERIFY2(
                    (axis - Eigen::Vector3d(md->xaxis[3 * joints], md->xaxis[3 * joints + 1], md->xaxis[3 * joints + 2])).norm() < 1e-9,
                    qPrintable(mjcfJointName(j)));
            }
            ++joints;
        }
        for (const MjcfGeom& g : body.geoms) {
            QCOMPARE(g.name, QString::fromUtf8(mj_id2name(mm, mjOBJ_GEOM, geoms) ? mj_id2name(mm, mjOBJ_GEOM, geoms) : ""));
            if (g.type != QLatin1String("mesh")) {
                const Eigen::Isometry3d mine = data.oMf[size_t(f)] * g.pose;
                const Eigen::Isometry3d theirs = mujocoPose(md->geom_xpos + 3 * geoms, matrix(md->geom_xmat + 9 * geoms));
                worst.add(QStringLiteral("geom %1 of %2").arg(geoms).arg(name), mine, theirs, true);
                if (!g.size.empty() && (g.type == QLatin1String("sphere") || g.type == QLatin1String("capsule")))
                    QVERIFY(std::abs(g.size[0] - mm->geom_size[3 * geoms]) < 1e-12);
            }
            ++geoms;
        }
        for (const MjcfSite& s : body.sites) {
            const QString sn = named(mjOBJ_SITE, sites, "site");
            QCOMPARE(s.name.isEmpty() ? QStringLiteral("site#%1").arg(s.id) : s.name, sn);
            const int sf = frames.value(QStringLiteral("site/") + sn, -1);
            QVERIFY2(sf >= 0, qPrintable(sn));
            worst.add(QStringLiteral("site ") + sn, data.oMf[size_t(sf)],
                      mujocoPose(md->site_xpos + 3 * sites, matrix(md->site_xmat + 9 * sites)), true);
            ++sites;
        }
    }
    QCOMPARE(joints, mm->njnt);
    QCOMPARE(geoms, mm->ngeom);
    QCOMPARE(sites, mm->nsite);
    QCOMPARE(madeByComposites, generated);
    qInfo("%s: %d bodies (%d generated), %d joints, %d geoms, %d sites equal MuJoCo's; largest difference %s",
          qPrintable(QFileInfo(file).fileName()), mm->nbody, generated, joints, geoms, sites,
          qPrintable(worst.where.isEmpty() ? QStringLiteral("0") : worst.where));
    QVERIFY2(worst.excess <= 1, qPrintable(worst.where));
    mj_deleteData(md);
    mj_deleteModel(mm);
#endif
}

class TestMjcf : public QObject {
    Q_OBJECT
private slots:
    void framesEqualMuJoCo_data() {
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("arguments");
        // Without the corpus, no rows: skipped here (an empty table would
        // still call the test function, whose QFETCH has nothing to fetch).
        KINEDIT_REQUIRE_SHARED(mjcfDir() + QStringLiteral("/expected/SET_ARGS.tsv"));
        QFile f(mjcfDir() + QStringLiteral("/expected/SET_ARGS.tsv"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        int rows = 0;
        for (const QByteArray& line : f.readAll().split('\n')) {
            if (line.startsWith('#') || line.trimmed().isEmpty()) continue;
            const QList<QByteArray> cols = line.split('\t');
            if (!cols[1].endsWith(".xml")) continue;  // URDF read by MuJoCo: URDF's tests
            QTest::newRow(cols[0].constData()) << QString::fromUtf8(cols[0]) << QString::fromUtf8(cols[1])
                                               << QString::fromUtf8(cols.value(2)).trimmed();
            ++rows;
        }
        QCOMPARE(rows, 69);  // SET_ARGS.tsv's MJCF rows (71 rows less the 2 of handmade/two_link.urdf)
    }
    void framesEqualMuJoCo() {
        // Every body and site pose, and every joint anchor, equals MuJoCo's
        // mj_kinematics at qpos0 and with two joints set (loops left open,
        // as the oracle leaves them); joint types and limits equal too.
        QFETCH(QString, expected);
        QFETCH(QString, model);
        QFETCH(QString, arguments);
        KINEDIT_REQUIRE_SHARED(mjcfDir() + QStringLiteral("/expected/") + expected);
        QFile f(mjcfDir() + QStringLiteral("/expected/") + expected);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject oracle = QJsonDocument::fromJson(f.readAll()).object();
        const auto c = compileFile(mjcfDir() + QLatin1Char('/') + model);
        QVERIFY2(c->model, qPrintable(c->diagnostics.isEmpty() ? QString() : c->diagnostics.front().toText()));
        const kin::Model& m = *c->model;
        Eigen::VectorXd q = m.defaultConfiguration();
        QHash<QString, double> set;
        const QStringList words = arguments.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (qsizetype i = 0; i + 1 < words.size(); i += 2) {
            const QString name = words[i + 1].section(QLatin1Char('='), 0, 0);
            const int j = m.jointIndex(name.toStdString());
            QVERIFY2(j >= 0, qPrintable(name));
            q[m.joints()[size_t(j)].qIndex] = words[i + 1].section(QLatin1Char('='), 1).toDouble();
            set.insert(name, q[m.joints()[size_t(j)].qIndex]);
        }
        kin::Data data(c->model);
        kin::forwardKinematics(m, data, q);
        // Files with <composite> included: the bodies, joints and sites
        // MuJoCo generates are compared with the written ones.
        const QHash<QString, int> frames = framesByKind(m);
        Worst worst{1e-9, 5e-9, 3e-9, 0, {}};
        int compared = 0;
        for (const QJsonValue& v : oracle.value(QLatin1String("frames")).toArray()) {
            const QJsonObject o = v.toObject();
            const QString name = o.value(QLatin1String("name")).toString(), kind = o.value(QLatin1String("kind")).toString();
            int frame = -1;
            if (kind == QLatin1String("joint")) {
                const int j = m.jointIndex(name.toStdString());
                frame = j >= 0 ? m.joints()[size_t(j)].frame : -1;
            } else {
                frame = frames.value(kind + QLatin1Char('/') + name, -1);
            }
            QVERIFY2(frame >= 0, qPrintable(QStringLiteral("%1 %2 is not in Kinedit's model").arg(kind, name)));
            Eigen::Isometry3d mine = data.oMf[size_t(frame)];
            if (kind == QLatin1String("joint")) {
                // MuJoCo's xanchor is before the joint's own slide.
                const kin::Joint& j = m.joints()[size_t(m.jointIndex(name.toStdString()))];
                if (j.type == kin::JointType::Prismatic)
                    mine.translation() -= mine.linear() * j.motions[0].axis * (q[j.qIndex] - j.motions[0].zero);
            }
            worst.add(kind + QLatin1Char(' ') + name, mine, poseOf(o.value(QLatin1String("pose")).toObject()),
                      kind != QLatin1String("joint"));
            ++compared;
        }
        QVERIFY(compared > 0);
        // 1e-9, with the rounding of 9 printed digits.
        QVERIFY2(worst.excess <= 1, qPrintable(worst.where));
        // Joints: type and limits.
        for (const QJsonValue& v : oracle.value(QLatin1String("joints")).toArray()) {
            const QJsonObject o = v.toObject();
            const QString name = o.value(QLatin1String("name")).toString();
            const int ji = m.jointIndex(name.toStdString());
            QVERIFY2(ji >= 0, qPrintable(name));
            const kin::Joint& j = m.joints()[size_t(ji)];
            const QString type = o.value(QLatin1String("type")).toString();
            const QJsonArray lower = o.value(QLatin1String("lower")).toArray(), upper = o.value(QLatin1String("upper")).toArray();
            if (type == QLatin1String("hinge"))
                QVERIFY2(j.type == kin::JointType::Revolute || j.type == kin::JointType::Continuous, qPrintable(name));
            if (type == QLatin1String("slide")) QCOMPARE(j.type, kin::JointType::Prismatic);
            if (type == QLatin1String("ball")) QCOMPARE(j.type, kin::JointType::Ball);
            if (type == QLatin1String("free")) QCOMPARE(j.type, kin::JointType::Free);
            if (type == QLatin1String("hinge") || type == QLatin1String("slide")) {
                QCOMPARE(std::isfinite(j.lower[0]), !lower.isEmpty());
                if (!lower.isEmpty()) {
                    QVERIFY2(std::abs(j.lower[0] - lower[0].toDouble()) < 1e-8 && std::abs(j.upper[0] - upper[0].toDouble()) < 1e-8,
                             qPrintable(name));
                }
                if (!set.contains(name))
                    QVERIFY2(std::abs(j.defaultValue[0] - o.value(QLatin1String("value")).toArray()[0].toDouble()) < 1e-8,
                             qPrintable(name));
            }
        }
    }

    void verdictsEqualMuJoCo() {
        // mj_loadXML's verdict on every corpus file (EXPECTED.md); where
        // MuJoCo refuses a missing mesh, the error is at the mesh's line.
        KINEDIT_REQUIRE_SHARED(mjcfDir() + QStringLiteral("/EXPECTED.md"));
        QFile f(mjcfDir() + QStringLiteral("/EXPECTED.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        static const QRegularExpression row(QStringLiteral("^\\| `([^`]+\\.xml)` \\| (yes|\\*\\*no\\*\\*)(.*)$"));
        int files = 0;
        for (const QString& line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
            const QRegularExpressionMatch mt = row.match(line);
            if (!mt.hasMatch()) continue;
            const QString path = mjcfDir() + QLatin1Char('/') + mt.captured(1);
            Diagnostics d;
            auto doc = XmlDocument::load(path, &d);
            QVERIFY(doc);
            const Format* format = FormatRegistry::instance().detect(*doc, path);
            QVERIFY2(format && format->id() == QLatin1String("mjcf"), qPrintable(path));
            format->validate(*doc, d);
            if (mt.captured(2) == QLatin1String("yes")) {
                QVERIFY2(!hasErrors(d), qPrintable(path + QStringLiteral(": ") + (d.isEmpty() ? QString() : d.front().toText())));
                QVERIFY2(format->compile(*doc, d), qPrintable(path));
            } else {
                QVERIFY2(hasErrors(d), qPrintable(path));
                const Diagnostic* first = findCode(d, "MJCF-E010");
                QVERIFY2(first, qPrintable(path));
                // MuJoCo: "could not open STL file 'X' / ... line = N" (N 0 when included).
                static const QRegularExpression said(QStringLiteral("file '([^']+)'.*line = (\\d+)"));
                const QRegularExpressionMatch s = said.match(mt.captured(3));
                QVERIFY(s.hasMatch());
                QVERIFY2(first->message.contains(QFileInfo(s.captured(1)).fileName()), qPrintable(first->toText()));
                if (s.captured(2).toInt() > 0) QCOMPARE(first->line, s.captured(2).toInt());
            }
            ++files;
        }
        QCOMPARE(files, 35);  // the table's MJCF rows
    }

    void keyframesOfTheModelTheWindowShows() {
        // With the equality constraints (loops add variables), as the joint
        // panel gets it: Cassie's "home" puts the pelvis where the key's
        // free joint says (qpos 0 0 1.0059301, identity quaternion).
        const QString path = mjcfDir() + QStringLiteral("/menagerie/agility_cassie/cassie.xml");
        KINEDIT_REQUIRE_SHARED(path);
        Diagnostics d;
        auto doc = XmlDocument::load(path, &d);
        const Format* format = FormatRegistry::instance().detect(*doc, path);
        format->validate(*doc, d);
        const auto model = format->compile(*doc, d);
        QVERIFY(model && !model->groups().empty());
        QCOMPARE(int(model->namedConfigurations().size()), 1);
        const kin::NamedConfiguration& home = model->namedConfigurations()[0];
        QCOMPARE(home.name, std::string("home"));
        QCOMPARE(home.q.size(), Eigen::Index(model->nq()));
        const Eigen::Isometry3d pelvis = kin::framePose(*model, home.q, model->frameIndex("cassie-pelvis"));
        QVERIFY2((pelvis.translation() - Eigen::Vector3d(0, 0, 1.0059301)).norm() < 1e-12,
                 qPrintable(QString::number(pelvis.translation().z())));
    }

    void equalityConstraintsAsTheWindowUsesThem() {
        // <equality><joint> is a mimic (Panda's fingers; the adhesion
        // example's arm1 = -0.5 arm2, relative to both refs), except where a
        // loop's solver sets the joint (the Robotiq's drivers, each in its
        // finger's loop): kept, not followed, with a warning.
        KINEDIT_REQUIRE_SHARED(mjcfDir());
        auto load = [](const QString& file, Diagnostics& d) {
            const QString path = mjcfDir() + QLatin1Char('/') + file;
            auto doc = XmlDocument::load(path, &d);
            const Format* format = FormatRegistry::instance().detect(*doc, path);
            format->validate(*doc, d);
            return format->compile(*doc, d);
        };
        Diagnostics d;
        auto panda = load(QStringLiteral("menagerie/franka_emika_panda/panda.xml"), d);
        QVERIFY(panda);
        const kin::Joint& finger = panda->joints()[size_t(panda->jointIndex("finger_joint1"))];
        QCOMPARE(finger.mimicOf, std::string("finger_joint2"));
        QCOMPARE(finger.mimicMultiplier, 1.0);
        auto adhesion = load(QStringLiteral("mujoco/model/adhesion/active_adhesion.xml"), d);
        QVERIFY(adhesion);
        Eigen::VectorXd q = adhesion->defaultConfiguration();
        q[adhesion->joints()[size_t(adhesion->jointIndex("arm2"))].qIndex] = 0.4;
        kin::applyMimicJoints(*adhesion, q);
        QCOMPARE(q[adhesion->joints()[size_t(adhesion->jointIndex("arm1"))].qIndex], -0.2);
        QCOMPARE(q[adhesion->joints()[size_t(adhesion->jointIndex("arm3"))].qIndex], -0.2);
        Diagnostics robotiqProblems;
        auto robotiq = load(QStringLiteral("menagerie/robotiq_2f85/2f85.xml"), robotiqProblems);
        QVERIFY(robotiq);
        QCOMPARE(int(robotiq->groups().size()), 2);
        QVERIFY(robotiq->joints()[size_t(robotiq->jointIndex("right_driver_joint"))].mimicOf.empty());
        const Diagnostic* kept = findCode(robotiqProblems, "MJCF-W001");
        QVERIFY(kept && kept->line == 184 && kept->message.contains(QLatin1String("right_driver_joint")));
    }

    void invalidFilesGiveOneLocatedError_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        KINEDIT_REQUIRE_SHARED(mjcfDir() + QStringLiteral("/EXPECTED.md"));
        QFile f(mjcfDir() + QStringLiteral("/EXPECTED.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        static const QRegularExpression row(QStringLiteral("^\\| `(invalid/[^`]+)` \\|.*[Ll]ine(?: number)? ?=? ?(\\d+)"));
        int rows = 0;
        for (const QString& line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
            const QRegularExpressionMatch m = row.match(line);
            if (!m.hasMatch()) continue;
            QTest::newRow(qPrintable(m.captured(1))) << m.captured(1) << m.captured(2).toInt();
            ++rows;
        }
        QCOMPARE(rows, 10);  // the table's invalid/ rows: one per file in invalid/
    }
    void invalidFilesGiveOneLocatedError() {
        // One error per mistake, at the line MuJoCo names (a malformed file:
        // where the XML breaks, naming MuJoCo's line).
        QFETCH(QString, file);
        QFETCH(int, line);
        const QString path = mjcfDir() + QLatin1Char('/') + file;
        KINEDIT_REQUIRE_SHARED(path);
        Diagnostics d;
        auto doc = XmlDocument::load(path, &d);
        QVERIFY(doc);
        if (doc->isWellFormed()) {
            const Format* format = FormatRegistry::instance().detect(*doc, path);
            QVERIFY(format && format->id() == QLatin1String("mjcf"));
            format->validate(*doc, d);
        }
        QCOMPARE(countSeverity(d, Severity::Error), 1);
        const Diagnostic& e = *std::find_if(d.begin(), d.end(), [](const Diagnostic& x) { return x.severity == Severity::Error; });
        QVERIFY(e.column > 0);
        if (e.code.startsWith(QLatin1String("XML")))
            QVERIFY2(e.message.contains(QStringLiteral("line %1").arg(line)), qPrintable(e.toText()));
        else
            QCOMPARE(e.line, line);
    }

    void compositesEqualMuJoCo_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("generated");  // the bodies the composites make
        QTest::newRow("hammock") << mjcfDir() + QStringLiteral("/mujoco/model/hammock/hammock.xml") << 99;
        QTest::newRow("active_adhesion") << mjcfDir() + QStringLiteral("/mujoco/model/adhesion/active_adhesion.xml") << 64;
        const QHash<QString, int> generated{{QStringLiteral("particle"), 12}, {QStringLiteral("grid"), 35},     {QStringLiteral("rope"), 6},
                                            {QStringLiteral("loop"), 9},      {QStringLiteral("cloth"), 19},    {QStringLiteral("box"), 96},
                                            {QStringLiteral("cylinder"), 96}, {QStringLiteral("ellipsoid"), 96}};
        for (const QString& type : compositeTypes())
            QTest::newRow(qPrintable(QStringLiteral("composite_") + type)) << compositeFile(type) << generated.value(type);
    }
    void compositesEqualMuJoCo() {
        // The bodies, joints, geoms and sites MuJoCo makes of <composite>:
        // the same ids, names, parents, types, and world poses at qpos0
        // (mj_kinematics) to 1e-9.
        QFETCH(QString, file);
        QFETCH(int, generated);
        equalsMuJoCoAtQpos0(file, generated);
    }

    void compositeTendonsEqualMuJoCo_data() { compositesEqualMuJoCo_data(); }
    void compositeTendonsEqualMuJoCo() {
        // The tendons a composite makes (names a file may refer to; not
        // drawn or simulated here): the names MuJoCo gives its tendons.
        QFETCH(QString, file);
#ifndef KINEDIT_HAVE_MUJOCO
        QSKIP("libmujoco (2.2.2) not found at build time");
#else
        KINEDIT_REQUIRE_SHARED(file);
        char error[1000] = "";
        mjModel* mm = mj_loadXML(file.toLocal8Bit().constData(), nullptr, error, sizeof error);
        QVERIFY2(mm, error);
        QStringList mujoco;
        for (int i = 0; i < mm->ntendon; ++i)
            if (const char* n = mj_id2name(mm, mjOBJ_TENDON, i); n && *n) mujoco << QString::fromUtf8(n);
        mj_deleteModel(mm);
        Diagnostics d;
        const auto doc = XmlDocument::load(file, &d);
        QVERIFY(doc);
        // The tendons the file names, and those its composites make.
        const MjcfTree tree(*doc, d);
        QStringList kinedit;
        std::function<void(const MjcfNode&)> walk = [&](const MjcfNode& n) {
            for (const MjcfNode& c : tree.children(n)) {
                if (c.e->name() == QLatin1String("composite")) {
                    const QString holder = n.e->name() == QLatin1String("body") ? n.e->attribute(u"name") : QStringLiteral("world");
                    for (const auto& [kind, name] : mjcfCompositeNames(tree, c, holder))
                        if (kind == QLatin1String("tendon")) kinedit << name;
                    continue;
                }
                if (n.e->name() == QLatin1String("tendon") && c.e->hasAttribute(u"name")) kinedit << c.e->attribute(u"name");
                walk(c);
            }
        };
        walk(tree.root());
        mujoco.sort();
        kinedit.sort();
        QCOMPARE(kinedit, mujoco);
#endif
    }

    void principalAxesEqualMuJoCo() {
        // The axes mju_eig3 gives, in MuJoCo's order and sign, for inertias
        // of three different moments (random, and already diagonal in any
        // order). With two moments equal the axes in their plane are any:
        // MuJoCo's pick follows its rounding; the third axis and the moments
        // are the same.
#ifndef KINEDIT_HAVE_MUJOCO
        QSKIP("libmujoco (2.2.2) not found at build time");
#else
        QRandomGenerator random(7);
        const auto turned = [&](const Eigen::Vector3d& moments) {
            const Eigen::Quaterniond q = Eigen::Quaterniond(random.generateDouble() - 0.5, random.generateDouble() - 0.5,
                                                            random.generateDouble() - 0.5, random.generateDouble() - 0.5)
                                             .normalized();
            return Eigen::Matrix3d(q.toRotationMatrix() * moments.asDiagonal() * q.toRotationMatrix().transpose());
        };
        std::vector<std::pair<Eigen::Matrix3d, bool>> inertias;  // (inertia, two moments equal)
        for (int i = 0; i < 300; ++i)
            inertias.emplace_back(turned(Eigen::Vector3d(random.generateDouble(), random.generateDouble(), random.generateDouble()) * 0.1),
                                  false);
        inertias.emplace_back(Eigen::Vector3d(0.01, 0.03, 0.02).asDiagonal(), false);
        inertias.emplace_back(Eigen::Vector3d(0.03, 0.02, 0.01).asDiagonal(), false);
        for (int i = 0; i < 50; ++i) inertias.emplace_back(turned(Eigen::Vector3d(0.02, 0.02, 0.05)), true);
        for (const auto& [inertia, symmetric] : inertias) {
            mjtNum mat[9], value[3], vectors[9], quat[4];
            for (int k = 0; k < 9; ++k) mat[k] = inertia(k / 3, k % 3);
            mju_eig3(value, vectors, quat, mat);
            const MjcfPrincipalAxes ours = mjcfPrincipalAxes(inertia);
            const Eigen::Quaterniond theirs(quat[0], quat[1], quat[2], quat[3]);
            QVERIFY((ours.moments - Eigen::Vector3d(value[0], value[1], value[2])).norm() < 1e-12);
            if (symmetric) {  // the largest moment's axis, the first
                const Eigen::Vector3d a = ours.orientation.toRotationMatrix().col(0), b = theirs.toRotationMatrix().col(0);
                QVERIFY2(std::abs(std::abs(a.dot(b)) - 1) < 1e-9, qPrintable(QStringLiteral("%1").arg(a.dot(b))));
            } else
                QVERIFY2(std::abs(std::abs(ours.orientation.dot(theirs)) - 1) < 1e-12,
                         qPrintable(QStringLiteral("%1 %2 %3 %4").arg(quat[0]).arg(quat[1]).arg(quat[2]).arg(quat[3])));
        }
#endif
    }

    void globalCoordinatesEqualMuJoCo() {
        // compiler/coordinate="global": bodies, joints, geoms and sites
        // where MuJoCo puts them (a body without pos at its inertial's or
        // its one geom's frame, or at its geoms' principal axes, which are
        // MuJoCo's in order and sign), and no warning.
        const QString file = QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/mjcf/global_coordinates.xml");
        equalsMuJoCoAtQpos0(file, 0);
        // Checked as the CLI checks it, its meshes read: no warning. Without
        // them, each body placed by a mesh says it is not placed.
        const CheckedFile checked = checkFile(file, {.meshes = std::make_shared<LoadingMeshFacts>()});
        QVERIFY2(checked.check.diagnostics.isEmpty(),
                 qPrintable(checked.check.diagnostics.isEmpty() ? QString() : checked.check.diagnostics.front().toText()));
        const CheckedFile blind = checkFile(file);
        QList<int> unplaced, placedByMeshes;
        for (const Diagnostic& d : blind.check.diagnostics) {
            // (and a note that their mesh geoms add no mass)
            QVERIFY2(d.code == QLatin1String("MJCF-W001") || d.code == QLatin1String("MJCF-N001"), qPrintable(d.toText()));
            if (d.code == QLatin1String("MJCF-W001")) unplaced << d.line;
        }
        QVERIFY(findCode(blind.check.diagnostics, "MJCF-N001"));
        const QStringList lines = QString::fromUtf8(blind.doc->toBytes()).split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i)
            if (lines[i].contains(QLatin1String("<body name=\"by_mesh"))) placedByMeshes << i + 1;
        QCOMPARE(unplaced, placedByMeshes);
    }

    void compositesMuJoCoRefuses_data() {
        QTest::addColumn<QString>("composite");  // in <body name="B1_1" pos="0 0 1">
        QTest::addColumn<QString>("code");
        auto row = [](const char* name, const char* xml, const char* code) {
            QTest::newRow(name) << QString::fromUtf8(xml) << QString::fromLatin1(code);
        };
        row("rope in 2D", R"(<composite type="rope" count="3 2 1" spacing=".1"/>)", "MJCF-E018");
        row("cloth in 1D", R"(<composite type="cloth" count="3 1 1" spacing=".1"/>)", "MJCF-E018");
        row("box in 2D", R"(<composite type="box" count="3 3 1" spacing=".1"><geom size=".01"/></composite>)", "MJCF-E018");
        row("grid in 3D", R"(<composite type="grid" count="3 3 3" spacing=".1"/>)", "MJCF-E018");
        row("box geom", R"(<composite type="particle" count="3 1 1" spacing=".1"><geom type="box" size=".01"/></composite>)", "MJCF-E018");
        row("zero spacing", R"(<composite type="particle" count="3 1 1" spacing="0"/>)", "MJCF-E018");
        row("singleton first", R"(<composite type="particle" count="1 3 1" spacing=".1"/>)", "MJCF-E018");
        row("rope root name", R"(<composite type="rope" prefix="r" count="3 1 1" spacing=".1"/>)", "MJCF-E018");
        row("rope root out of count", R"(<composite type="rope" count="1 1 1" spacing=".1"/>)", "MJCF-E018");
        row("cloth root out of count", R"(<composite type="cloth" count="3 1 1" spacing=".1"/>)", "MJCF-E018");
        row("subgrid under 3x3", R"(<composite type="grid" count="2 2 1" spacing=".1"><skin subgrid="2"/><geom size=".01"/></composite>)",
            "MJCF-E018");
        row("range without autolimits",
            R"(<composite type="particle" count="2 1 1" spacing=".1"><joint kind="main" range="-1 1"/><geom size=".01"/></composite>)",
            "MJCF-E011");
        row("a million and one", R"(<composite type="particle" count="1001 1000 1" spacing=".1"/>)", "MJCF-E018");
        row("a skin of 8 million vertices",
            R"(<composite type="grid" count="3 3 1" spacing=".1"><skin subgrid="1000"/><geom size=".01"/></composite>)", "MJCF-E018");
        row("loop end not a body", R"(<composite type="loop" count="2" spacing=".1"><geom type="capsule" size=".01 .02"/></composite>)",
            "MJCF-E018");
        row("offset of two numbers", R"(<composite type="particle" count="2" spacing=".1" offset="1 2"><geom size=".01"/></composite>)",
            "MJCF-E005");
        row("repeated name", R"(<composite type="grid" count="2 2 1" spacing=".1"><geom size=".01"/></composite>)", "MJCF-E008");
        row("made", R"(<composite type="rope" count="3 1 1" spacing=".1"><geom type="capsule" size=".01 .02"/></composite>)", "");
    }
    void compositesMuJoCoRefuses() {
        // What mjCComposite::Make (or the compiler, for its joints) refuses:
        // one error at the composite's line; a composite it makes, none.
        QFETCH(QString, composite);
        QFETCH(QString, code);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("composite.xml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral(
                    "<mujoco>\n  <worldbody>\n    <body name=\"B1_1\" pos=\"0 0 1\">\n      %1\n    </body>\n  </worldbody>\n</mujoco>\n")
                    .arg(composite)
                    .toUtf8());
        f.close();
        // MuJoCo would make a million bodies, or 8 million skin vertices.
        refusedAsMuJoCoRefuses(path, code, 4,
                               !composite.contains(QLatin1String("1001 1000")) && !composite.contains(QLatin1String("subgrid=\"1000\"")));
    }

    void skinsMuJoCoRefuses_data() {
        QTest::addColumn<QString>("skin");  // in <asset>, beside <body name="a">
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("line");
        const char* bone = R"(<bone body="a" bindpos="0 0 0" bindquat="1 0 0 0" vertid="0 1 2" vertweight="1 1 1"/>)";
        auto row = [&](const char* name, const QString& skin, const char* code, int line = 4) {
            QTest::newRow(name) << skin << QString::fromLatin1(code) << line;
        };
        const QString v = QStringLiteral(R"(vertex="0 0 0 1 0 0 0 1 0")");
        const QString f = QStringLiteral(R"(face="0 1 2")");
        auto skin = [&](const QString& attributes, const QString& bones) {
            return QStringLiteral("<skin name=\"s\" %1>\n      %2\n    </skin>").arg(attributes, bones);
        };
        row("made", skin(v + ' ' + f, QLatin1String(bone)), "");
        row("bone on the world", skin(v + ' ' + f, QString::fromLatin1(bone).replace(QLatin1String("\"a\""), QLatin1String("\"world\""))),
            "");
        row("no faces", skin(v, QLatin1String(bone)), "MJCF-E019");
        row("vertices not in threes", skin(QStringLiteral(R"(vertex="0 0 0 1" )") + f, QLatin1String(bone)), "MJCF-E019");
        row("texture coordinates short", skin(v + ' ' + f + QStringLiteral(R"( texcoord="0 0 1 1")"), QLatin1String(bone)), "MJCF-E019");
        row("vertex id out of range", skin(v + ' ' + f, QString::fromLatin1(bone).replace(QLatin1String("0 1 2"), QLatin1String("0 1 5"))),
            "MJCF-E019", 5);
        row("a vertex unweighed", skin(v + ' ' + f, QString::fromLatin1(bone).replace(QLatin1String("1 1 1"), QLatin1String("1 1 0"))),
            "MJCF-E019");
        row("unknown body", skin(v + ' ' + f, QString::fromLatin1(bone).replace(QLatin1String("\"a\""), QLatin1String("\"b\""))),
            "MJCF-E009", 5);
        row("unknown material", skin(v + ' ' + f + QStringLiteral(R"( material="m")"), QLatin1String(bone)), "MJCF-E009");
        row("group 6", skin(v + ' ' + f + QStringLiteral(R"( group="6")"), QLatin1String(bone)), "MJCF-E019");
        row("an obj file", skin(QStringLiteral(R"(file="s.obj")"), {}), "MJCF-E019");
        row("a file and vertices", skin(QStringLiteral(R"(file="s.skn" )") + v, {}), "MJCF-E019");
        row("a missing file", skin(QStringLiteral(R"(file="missing.skn")"), {}), "MJCF-E019");
        row("a bone without weights", skin(v + ' ' + f, QString::fromLatin1(bone).remove(QLatin1String(R"( vertweight="1 1 1")"))),
            "MJCF-E016", 5);
    }
    void skinsMuJoCoRefuses() {
        // What mjCSkin::Compile (or MuJoCo's reader) refuses: one error, at
        // the skin's or the bone's line; a skin it makes, none.
        QFETCH(QString, skin);
        QFETCH(QString, code);
        QFETCH(int, line);
        QTemporaryDir dir;
        const QString path = writeFile(dir.path(), QStringLiteral("skin.xml"),
                                       QStringLiteral("<mujoco>\n  <asset>\n    <!-- the skin -->\n    %1\n  </asset>\n  <worldbody>\n"
                                                      "    <body name=\"a\"><geom size=\".1\"/></body>\n  </worldbody>\n</mujoco>\n")
                                           .arg(skin)
                                           .toUtf8());
        refusedAsMuJoCoRefuses(path, code, line);
    }

    void tendonsMuJoCoRefuses_data() {
        QTest::addColumn<QString>("tendon");  // in <tendon>, line 8 on: sites s1, s2, s3, a sphere, a cylinder, a box, hinge j
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("line");
        auto row = [](const char* name, const char* xml, const char* code, int line = 8) {
            QTest::newRow(name) << QString::fromUtf8(xml) << QString::fromLatin1(code) << line;
        };
        row("made", "<spatial><site site=\"s1\"/><geom geom=\"ball\"/><site site=\"s2\"/></spatial>", "");
        row("pulley first", "<spatial><pulley divisor=\"2\"/><site site=\"s1\"/><site site=\"s2\"/></spatial>", "");
        row("fixed", "<fixed><joint joint=\"j\" coef=\"2\"/></fixed>", "");
        row("empty fixed", "<fixed/>", "MJCF-E020");
        row("one site", "<spatial><site site=\"s1\"/></spatial>", "MJCF-E020");
        row("no width", "<spatial width=\"0\"><site site=\"s1\"/><site site=\"s2\"/></spatial>", "MJCF-E020");
        row("geom last", "<spatial><site site=\"s1\"/>\n<geom geom=\"ball\"/></spatial>", "MJCF-E020", 9);
        row("geom before a pulley",
            "<spatial><site site=\"s1\"/>\n<geom geom=\"ball\"/><pulley divisor=\"1\"/><site site=\"s2\"/><site site=\"s3\"/></spatial>",
            "MJCF-E020", 9);
        row("a box wrapped", "<spatial><site site=\"s1\"/>\n<geom geom=\"block\"/><site site=\"s2\"/></spatial>", "MJCF-E020", 9);
        row("pulley last", "<spatial><site site=\"s1\"/><site site=\"s2\"/>\n<pulley divisor=\"1\"/></spatial>", "MJCF-E020", 9);
        row("two pulleys",
            "<spatial><site site=\"s1\"/><site site=\"s2\"/><pulley divisor=\"1\"/>\n<pulley divisor=\"1\"/><site site=\"s1\"/><site "
            "site=\"s3\"/></spatial>",
            "MJCF-E020", 9);
        row("a lone site", "<spatial><site site=\"s1\"/><site site=\"s2\"/><pulley divisor=\"1\"/>\n<site site=\"s3\"/></spatial>",
            "MJCF-E020", 9);
        row("a site twice", "<spatial><site site=\"s1\"/>\n<site site=\"s1\"/><site site=\"s2\"/></spatial>", "MJCF-E020", 9);
        row("negative divisor",
            "<spatial><site site=\"s1\"/><site site=\"s2\"/>\n<pulley divisor=\"-1\"/><site site=\"s1\"/><site site=\"s3\"/></spatial>",
            "MJCF-E020", 9);
    }
    void tendonsMuJoCoRefuses() {
        // What mjCTendon::Compile and mjCWrap::Compile refuse: one error,
        // at the tendon's or the element's line; a tendon it makes, none,
        // and its length is Kinedit's (no crash on any of them, drawn or not).
        QFETCH(QString, tendon);
        QFETCH(QString, code);
        QFETCH(int, line);
        QTemporaryDir dir;
        const QString path = writeFile(
            dir.path(), QStringLiteral("tendon.xml"),
            QStringLiteral("<mujoco>\n  <worldbody>\n    <site name=\"s1\" pos=\"0 0 1\"/>\n"
                           "    <body name=\"b\"><joint name=\"j\" axis=\"0 1 0\"/><site name=\"s2\" pos=\"1 0 0\"/>"
                           "<site name=\"s3\" pos=\"1 0 1\"/>\n"
                           "      <geom name=\"ball\" pos=\".5 0 .5\" size=\".1\"/><geom name=\"drum\" type=\"cylinder\" size=\".1 .1\"/>"
                           "<geom name=\"block\" type=\"box\" size=\".1 .1 .1\"/></body>\n"
                           "  </worldbody>\n  <tendon>\n%1\n  </tendon>\n</mujoco>\n")
                .arg(tendon)
                .toUtf8());
        refusedAsMuJoCoRefuses(path, code, line);
        const auto c = compileFile(path);
        QVERIFY(c->model);
        QCOMPARE(int(c->model->tendons().size()), code.isEmpty() ? 1 : 0);
    }

    // A path MuJoCo refuses, built into a model by another way than the
    // MJCF reader (which leaves it out): no strands and no length, instead
    // of reading past the path's end.
    void aMalformedPathHasNoLength() {
        kin::ModelBuilder b;
        const int root = b.addFrame("root", "link", -1, Eigen::Isometry3d::Identity());
        const int site = b.addFrame("s", "site", root, Eigen::Isometry3d(Eigen::Translation3d(1, 0, 0)));
        using K = kin::TendonWrap::Kind;
        const auto tendon = [&](std::vector<K> kinds) {
            kin::Tendon t;
            t.name = "t" + std::to_string(kinds.size());
            for (K k : kinds) {
                kin::TendonWrap w;
                w.kind = k;
                w.frame = k == K::Pulley ? -1 : k == K::Site ? site : root;
                w.radius = .1;
                t.wraps.push_back(w);
            }
            return t;
        };
        b.addTendon(tendon({K::Site, K::Sphere}));                        // a shape last
        b.addTendon(tendon({K::Site, K::Cylinder, K::Pulley, K::Site}));  // a shape before a pulley
        b.addTendon(tendon({K::Site, K::Site, K::Pulley, K::Pulley, K::Site, K::Site}));
        std::string error;
        const std::shared_ptr<const kin::Model> model = std::move(b).build(&error);
        QVERIFY2(model, error.c_str());
        kin::Data data(model);
        kin::forwardKinematics(*model, data, model->defaultConfiguration());
        for (int t = 0; t < int(model->tendons().size()); ++t) {
            const kin::TendonPath p = kin::tendonPath(*model, data, t);
            QVERIFY(p.strands.empty());
            QCOMPARE(p.length, 0.0);
        }
    }

    void assetSkinsEqualMuJoCo() {
        // Skins written in <asset>, with their data in attributes and in an
        // SKN file, bound to two links with bind poses of their own and
        // weights that share vertices: MuJoCo's vertices, faces and posed
        // surface at random configurations.
#ifndef KINEDIT_HAVE_MUJOCO
        QSKIP("libmujoco (2.2.2) not found at build time");
#else
        QTemporaryDir dir;
        // Four vertices along x, each weighed between the two links.
        const std::vector<float> vertices{0, 0, 0, .1f, 0, 0, .2f, 0, .05f, .3f, .02f, 0, 0, .1f, 0, .1f, .1f, 0, .2f, .1f, 0, .3f, .1f, 0};
        const std::vector<qint32> faces{0, 1, 5, 0, 5, 4, 1, 2, 6, 1, 6, 5, 2, 3, 7, 2, 7, 6};
        struct Bone {
            const char* body;
            float pos[3], quat[4];
            std::vector<qint32> ids;
            std::vector<float> weights;
        };
        const std::vector<Bone> bones{{"a", {0, 0, 0}, {1, 0, 0, 0}, {0, 1, 2, 4, 5, 6}, {1, .7f, .2f, 1, .7f, .2f}},
                                      {"b", {.15f, 0, 0}, {.9f, .1f, .3f, 0}, {1, 2, 3, 5, 6, 7}, {.3f, .8f, 1, .3f, .8f, 1}}};
        QByteArray skn;
        auto put = [&](const void* p, size_t n) { skn.append(static_cast<const char*>(p), qsizetype(n)); };
        const qint32 header[4] = {qint32(vertices.size() / 3), 0, qint32(faces.size() / 3), qint32(bones.size())};
        put(header, sizeof header);
        put(vertices.data(), vertices.size() * 4);
        put(faces.data(), faces.size() * 4);
        auto text = [](const auto& v) {
            QStringList out;
            for (auto x : v) out << QString::number(x, 'g', 9);
            return out.join(QLatin1Char(' '));
        };
        QString boneElements;
        for (const Bone& b : bones) {
            char name[40] = {};
            std::strncpy(name, b.body, 39);
            put(name, 40);
            put(b.pos, 12);
            put(b.quat, 16);
            const qint32 n = qint32(b.ids.size());
            put(&n, 4);
            put(b.ids.data(), b.ids.size() * 4);
            put(b.weights.data(), b.weights.size() * 4);
            boneElements += QStringLiteral(R"(<bone body="%1" bindpos="%2" bindquat="%3" vertid="%4" vertweight="%5"/>)")
                                .arg(QLatin1String(b.body), text(std::vector<float>(b.pos, b.pos + 3)),
                                     text(std::vector<float>(b.quat, b.quat + 4)), text(b.ids), text(b.weights));
        }
        writeFile(dir.path(), QStringLiteral("sheet.skn"), skn);
        const QString path = writeFile(dir.path(), QStringLiteral("skins.xml"),
                                       QStringLiteral(R"(<mujoco model="asset skins">
  <asset>
    <skin name="written" rgba=".2 .6 .9 1" inflate=".004" vertex="%1" face="%2">%3</skin>
    <skin name="filed" file="sheet.skn" inflate="-.002"/>
  </asset>
  <worldbody>
    <body name="a" pos="0 0 .5"><joint name="j1" axis="0 1 0"/><geom size=".02"/>
      <body name="b" pos=".15 0 0"><joint name="j2" axis="0 0 1"/><joint name="s" type="slide" axis="1 0 0"/><geom size=".02"/></body>
    </body>
  </worldbody>
</mujoco>
)")
                                           .arg(text(vertices), text(faces), boneElements)
                                           .toUtf8());
        char error[1000] = "";
        mjModel* mm = mj_loadXML(path.toLocal8Bit().constData(), nullptr, error, sizeof error);
        QVERIFY2(mm, error);
        QCOMPARE(mm->nskin, 2);
        mjData* md = mj_makeData(mm);
        const auto c = compileFile(path);
        QVERIFY2(c->model && !hasErrors(c->diagnostics),
                 qPrintable(c->diagnostics.isEmpty() ? QString() : c->diagnostics.front().toText()));
        QRandomGenerator random(20261129);
        for (int trial = 0; trial < 5; ++trial) {
            Eigen::VectorXd q(3);
            for (int k = 0; k < 3; ++k) md->qpos[k] = q[k] = random.bounded(2.0) - 1;
            mj_kinematics(mm, md);
            kin::Data data(c->model);
            kin::forwardKinematics(*c->model, data, q);
            skinsEqualMuJoCo(mm, md, *c->model, data, QStringLiteral("trial %1").arg(trial));
            if (QTest::currentTestFailed()) break;
        }
        mj_deleteData(md);
        mj_deleteModel(mm);
#endif
    }

    void skinsSurviveAnExportToMjcf() {
        // An export to MJCF writes each skin in <asset> with its bones on
        // the bodies they move with: MuJoCo reads the export's skins as the
        // source's at the configuration both open in, and Kinedit reads
        // them back.
#ifndef KINEDIT_HAVE_MUJOCO
        QSKIP("libmujoco (2.2.2) not found at build time");
#else
        const QString hammock = mjcfDir() + QStringLiteral("/mujoco/model/hammock/hammock.xml");
        KINEDIT_REQUIRE_SHARED(hammock);
        for (const QString& file : {QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/mjcf/composite_skins.xml"), hammock}) {
            Diagnostics d;
            auto doc = XmlDocument::load(file, &d);
            QVERIFY(doc);
            const Format* format = FormatRegistry::instance().detect(*doc, file);
            QTemporaryDir dir;
            const QString out = dir.filePath(QStringLiteral("export.xml"));
            const Conversion c = convertDocument(*doc, *format, out, {});
            QVERIFY2(c.ok(), qPrintable(c.diagnostics.isEmpty() ? QString() : c.diagnostics.back().toText()));
            QString error;
            QVERIFY2(writeConversion(c, out, &error), qPrintable(error));
            const auto source = compileFile(file);
            QVERIFY(source->model);
            const auto back = compileFile(out);
            QVERIFY(back->model);
            QCOMPARE(back->model->skins().size(), source->model->skins().size());
            char text[1000] = "";
            mjModel* mm = mj_loadXML(out.toLocal8Bit().constData(), nullptr, text, sizeof text);
            QVERIFY2(mm, text);
            mjData* md = mj_makeData(mm);
            mj_kinematics(mm, md);
            kin::Data data(source->model);
            kin::forwardKinematics(*source->model, data, source->model->defaultConfiguration());
            skinsEqualMuJoCo(mm, md, *source->model, data, QFileInfo(file).fileName() + QStringLiteral(" exported"));
            mj_deleteData(md);
            mj_deleteModel(mm);
            if (QTest::currentTestFailed()) return;
        }
#endif
    }

    void compositeNamesCanBeReferred() {
        // A tendon, an actuator, a sensor and a contact exclusion naming
        // what a grid makes (its sites, joints, tendons and bodies): MuJoCo
        // reads them, and so does Kinedit, without an error.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("named.xml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"(<mujoco>
  <worldbody>
    <composite type="grid" prefix="g" count="3 2 1" spacing=".1"><geom size=".01"/></composite>
  </worldbody>
  <tendon><spatial><site site="gS0_0"/><site site="gS2_1"/></spatial></tendon>
  <actuator><motor joint="gJ0_1_0"/></actuator>
  <sensor><tendonpos tendon="gT0_0_0"/></sensor>
  <contact><exclude body1="gB0_0" body2="gB1_1"/></contact>
</mujoco>
)");
        f.close();
        refusedAsMuJoCoRefuses(path, {}, 0);
        if (QTest::currentTestFailed()) return;
        // A name the grid does not make is still an error.
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(R"(<mujoco>
  <worldbody>
    <composite type="grid" prefix="g" count="3 2 1" spacing=".1"><geom size=".01"/></composite>
  </worldbody>
  <actuator><motor joint="gJ0_1_2"/></actuator>
</mujoco>
)");
        f.close();
        Diagnostics e;
        auto other = XmlDocument::load(path, &e);
        QVERIFY(other);
        FormatRegistry::instance().detect(*other, path)->validate(*other, e);
        QCOMPARE(countSeverity(e, Severity::Error), 1);
        QVERIFY(findCode(e, "MJCF-E009"));
    }

    void compositeWarningsSayWhatIsNotShown() {
        // Expanded composites and their skins give no MJCF-W001 (the
        // hammock's skin is drawn, its bodies' geoms hidden under it).
        const QString hammock = mjcfDir() + QStringLiteral("/mujoco/model/hammock/hammock.xml");
        KINEDIT_REQUIRE_SHARED(hammock);
        QStringList files{hammock, QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/mjcf/composite_skins.xml")};
        for (const QString& type : compositeTypes()) files << compositeFile(type);
        for (const QString& file : files) {
            Diagnostics e;
            auto doc = XmlDocument::load(file, &e);
            QVERIFY(doc);
            FormatRegistry::instance().detect(*doc, file)->validate(*doc, e);
            QVERIFY2(e.isEmpty(), qPrintable(file + QStringLiteral(": ") + (e.isEmpty() ? QString() : e.front().toText())));
        }
        const auto c = compileFile(hammock);
        QVERIFY(c->model);
        QCOMPARE(int(c->model->skins().size()), 1);
        const QRegularExpression compositeGeom(QStringLiteral("^G\\d+_\\d+$"));
        QVERIFY(std::none_of(c->model->visuals().begin(), c->model->visuals().end(), [&](const kin::Visual& v) {
            return !v.collision && compositeGeom.match(QString::fromStdString(v.source)).hasMatch();
        }));
        QVERIFY(std::any_of(c->model->visuals().begin(), c->model->visuals().end(), [&](const kin::Visual& v) {
            return v.collision && compositeGeom.match(QString::fromStdString(v.source)).hasMatch();
        }));
    }

    void liveMuJoCoAtRandomJointValues() {
#ifndef KINEDIT_HAVE_MUJOCO
        QSKIP("libmujoco (2.2.2) not found at build time: the live comparison is not built");
#else
        // Random values of every joint (hinge, slide, ball, free): each body
        // and site equals MuJoCo's mj_kinematics to 1e-9.
        KINEDIT_REQUIRE_SHARED(mjcfDir());
        const QStringList files = {QStringLiteral("menagerie/agility_cassie/scene.xml"),
                                   QStringLiteral("menagerie/franka_emika_panda/scene.xml"),
                                   QStringLiteral("menagerie/robotiq_2f85/scene.xml"),
                                   QStringLiteral("menagerie/shadow_hand/scene_right.xml"),
                                   QStringLiteral("menagerie/wonik_allegro/scene_left.xml"),
                                   QStringLiteral("mujoco/model/humanoid/22_humanoids.xml"),
                                   QStringLiteral("mujoco/model/tendon_arm/arm26.xml"),
                                   QStringLiteral("mujoco/model/mug/mug.xml"),
                                   QStringLiteral("handmade/defaults_childclass.xml"),
                                   QStringLiteral("handmade/include_main.xml"),
                                   QStringLiteral("handmade/orientations_degree.xml"),
                                   QStringLiteral("handmade/orientations_eulerseq.xml"),
                                   QStringLiteral("handmade/orientations_eulerseq_extrinsic.xml"),
                                   QStringLiteral("handmade/unnamed_and_joint_types.xml"),
                                   QStringLiteral("menagerie/franka_emika_panda/panda.xml"),
                                   QStringLiteral("menagerie/agility_cassie/cassie.xml"),
                                   QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/mjcf/arm/arm.xml"),
                                   QStringLiteral("mujoco/model/hammock/hammock.xml"),
                                   QStringLiteral("mujoco/model/adhesion/active_adhesion.xml")};
        QStringList withComposites = files;
        for (const QString& type : compositeTypes()) withComposites.append(compositeFile(type));
        withComposites.append(QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/mjcf/global_coordinates.xml"));
        withComposites.append(QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/mjcf/composite_skins.xml"));
        withComposites.append(QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/mjcf/tendons.xml"));
        QRandomGenerator random(20261126);
        int meshBodiesWeighed = 0;                // bodies weighed from mesh geoms, compared with MuJoCo's
        int tendonPoints = 0, tangentPoints = 0;  // points of tendon paths compared with MuJoCo's, where they wrap
        for (const QString& file : withComposites) {
            const QString path = QFileInfo(file).isAbsolute() ? file : mjcfDir() + QLatin1Char('/') + file;
            char error[1000] = "";
            mjModel* mm = mj_loadXML(path.toLocal8Bit().constData(), nullptr, error, sizeof error);
            QVERIFY2(mm, error);
            mjData* md = mj_makeData(mm);
            const auto c = compileFile(path);
            QVERIFY2(c->model, qPrintable(file));
            const kin::Model& m = *c->model;
            for (int trial = 0; trial < 5; ++trial) {
                Eigen::VectorXd q = m.defaultConfiguration();
                for (int k = 0; k < mm->nq; ++k) md->qpos[k] = mm->qpos0[k];
                for (int jid = 0; jid < mm->njnt; ++jid) {
                    const char* name = mj_id2name(mm, mjOBJ_JOINT, jid);
                    const std::string ours = name ? name : "joint#" + std::to_string(jid);
                    const int ji = m.jointIndex(ours);
                    QVERIFY2(ji >= 0, ours.c_str());
                    const kin::Joint& j = m.joints()[size_t(ji)];
                    const int a = mm->jnt_qposadr[jid];
                    double* qp = md->qpos + a;
                    auto uniform = [&](double lo, double hi) { return lo + (hi - lo) * random.generateDouble(); };
                    switch (mm->jnt_type[jid]) {
                    case mjJNT_HINGE:
                    case mjJNT_SLIDE: {
                        const double lo = mm->jnt_limited[jid] ? mm->jnt_range[2 * jid] : mm->qpos0[a] - 1;
                        const double hi = mm->jnt_limited[jid] ? mm->jnt_range[2 * jid + 1] : mm->qpos0[a] + 1;
                        qp[0] = q[j.qIndex] = uniform(lo, hi);
                        break;
                    }
                    case mjJNT_BALL: {
                        for (int k = 0; k < 3; ++k) q[j.qIndex + k] = uniform(-1.5, 1.5);
                        const Eigen::Quaterniond r(kin::jointTransform(j, q.data() + j.qIndex).linear());
                        qp[0] = r.w(), qp[1] = r.x(), qp[2] = r.y(), qp[3] = r.z();
                        break;
                    }
                    case mjJNT_FREE: {
                        for (int k = 0; k < 6; ++k) q[j.qIndex + k] = uniform(-0.5, 0.5);
                        // MuJoCo's qpos is the body's pose in the world.
                        const Eigen::Isometry3d w = kin::framePose(m, q, j.frame);
                        const Eigen::Quaterniond r(w.linear());
                        qp[0] = w.translation().x(), qp[1] = w.translation().y(), qp[2] = w.translation().z();
                        qp[3] = r.w(), qp[4] = r.x(), qp[5] = r.y(), qp[6] = r.z();
                        break;
                    }
                    }
                }
                mj_kinematics(mm, md);
                kin::Data data(c->model);
                kin::forwardKinematics(m, data, q);
                const QHash<QString, int> frames = framesByKind(m);
                Worst worst{1e-9, 0, 1e-9, 0, {}};
                auto compare = [&](const QString& kind, const char* name, int id, const mjtNum* pos, const Eigen::Matrix3d& rot) {
                    const QString n = name && *name ? QString::fromUtf8(name) : QStringLiteral("%1#%2").arg(kind).arg(id);
                    const int f = frames.value(kind + QLatin1Char('/') + n, -1);
                    QVERIFY2(f >= 0, qPrintable(n));
                    Eigen::Isometry3d theirs = Eigen::Isometry3d::Identity();
                    theirs.translation() = Eigen::Vector3d(pos[0], pos[1], pos[2]);
                    theirs.linear() = rot;
                    const double slack = kind == QLatin1String("body") ? rotationSlack(c->mjcf, c->mjcf.bodies[size_t(id)]) : 1;
                    worst.add(kind + QLatin1Char(' ') + n, data.oMf[size_t(f)], theirs, true, slack);
                };
                for (int b = 0; b < mm->nbody; ++b) {
                    const mjtNum* x = md->xquat + 4 * b;
                    compare(QStringLiteral("body"), mj_id2name(mm, mjOBJ_BODY, b), b, md->xpos + 3 * b,
                            Eigen::Quaterniond(x[0], x[1], x[2], x[3]).toRotationMatrix());
                }
                for (int s = 0; s < mm->nsite; ++s) {
                    const mjtNum* x = md->site_xmat + 9 * s;
                    Eigen::Matrix3d r;
                    r << x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], x[8];
                    compare(QStringLiteral("site"), mj_id2name(mm, mjOBJ_SITE, s), s, md->site_xpos + 3 * s, r);
                }
                QVERIFY2(worst.excess <= 1, qPrintable(file + QLatin1Char(' ') + worst.where));
                skinsEqualMuJoCo(mm, md, m, data, file);
                if (QTest::currentTestFailed()) return;
                tendonsEqualMuJoCo(mm, md, m, data, file, &tendonPoints, &tangentPoints);
                if (QTest::currentTestFailed()) return;
            }
            // The file's keyframes, as the joint panel offers them, pose the
            // bodies where MuJoCo's key_qpos does (ball and free joints
            // converted from MuJoCo's quaternions).
            QCOMPARE(int(m.namedConfigurations().size()), mm->nkey);
            for (int k = 0; k < mm->nkey; ++k) {
                for (int i = 0; i < mm->nq; ++i) md->qpos[i] = mm->key_qpos[k * mm->nq + i];
                mj_kinematics(mm, md);
                kin::Data data(c->model);
                kin::forwardKinematics(m, data, m.namedConfigurations()[size_t(k)].q);
                const QHash<QString, int> frames = framesByKind(m);
                Worst worst{1e-9, 0, 1e-9, 0, {}};
                for (int bi = 0; bi < mm->nbody; ++bi) {
                    const int f = frames.value(QStringLiteral("body/") + mjcfBodyFrameName(c->mjcf.bodies[size_t(bi)]), -1);
                    QVERIFY(f >= 0);
                    const mjtNum* x = md->xquat + 4 * bi;
                    Eigen::Isometry3d theirs = Eigen::Isometry3d::Identity();
                    theirs.translation() = Eigen::Vector3d(md->xpos[3 * bi], md->xpos[3 * bi + 1], md->xpos[3 * bi + 2]);
                    theirs.linear() = Eigen::Quaterniond(x[0], x[1], x[2], x[3]).toRotationMatrix();
                    worst.add(mjcfBodyFrameName(c->mjcf.bodies[size_t(bi)]), data.oMf[size_t(f)], theirs, true,
                              rotationSlack(c->mjcf, c->mjcf.bodies[size_t(bi)]));
                }
                QVERIFY2(worst.excess <= 1,
                         qPrintable(file + QStringLiteral(" key ") + QString::number(k) + QLatin1Char(' ') + worst.where));
            }
            // Mass, centre of mass and inertia of every body (<inertial>, or
            // its geoms: primitives and meshes).
            QHash<int, const kin::Inertial*> inertialOf;
            for (const kin::Inertial& in : m.inertials()) inertialOf.insert(in.frame, &in);
            const QHash<QString, int> frames = framesByKind(m);
            int weighed = 0, meshBodies = 0;
            for (int bi = 1; bi < mm->nbody; ++bi) {
                const MjcfBody& body = c->mjcf.bodies[size_t(bi)];
                // MuJoCo weighs a mesh with its vertices in float: mesh
                // bodies agree to about 1e-7 of their size.
                const bool meshes = !body.hasInertial && std::any_of(body.geoms.begin(), body.geoms.end(),
                                                                     [](const MjcfGeom& g) { return g.type == QLatin1String("mesh"); });
                const double rounding = meshes ? 1e-6 : 1e-9;
                const kin::Inertial* in = inertialOf.value(frames.value(QStringLiteral("body/") + mjcfBodyFrameName(body), -1));
                const double mass = in ? in->mass : 0;
                QVERIFY2(std::abs(mass - mm->body_mass[bi]) <= rounding * std::max(1.0, mm->body_mass[bi]),
                         qPrintable(QStringLiteral("%1 %2: mass %3, MuJoCo's %4")
                                        .arg(file, mjcfBodyFrameName(body))
                                        .arg(mass, 0, 'g', 12)
                                        .arg(mm->body_mass[bi], 0, 'g', 12)));
                if (!in) continue;
                const mjtNum* ip = mm->body_ipos + 3 * bi;
                QVERIFY2((in->com - Eigen::Vector3d(ip[0], ip[1], ip[2])).cwiseAbs().maxCoeff() < rounding * 0.1,
                         qPrintable(QStringLiteral("%1 %2: centre of mass differs by %3")
                                        .arg(file, mjcfBodyFrameName(body))
                                        .arg((in->com - Eigen::Vector3d(ip[0], ip[1], ip[2])).cwiseAbs().maxCoeff())));
                if (meshes) ++meshBodies;
                const mjtNum* iq = mm->body_iquat + 4 * bi;
                const Eigen::Matrix3d r = Eigen::Quaterniond(iq[0], iq[1], iq[2], iq[3]).toRotationMatrix();
                const Eigen::Vector3d d(mm->body_inertia[3 * bi], mm->body_inertia[3 * bi + 1], mm->body_inertia[3 * bi + 2]);
                const Eigen::Matrix3d theirs = r * d.asDiagonal() * r.transpose();
                // MuJoCo diagonalises a fullinertia, and the sum of several
                // geoms', iteratively (mju_eig3), to about 1e-6 of the largest
                // moment (Cassie; global_coordinates.xml's by_geoms); other
                // inertias agree to 1e-9.
                const bool diagonalised = (body.node.e->firstChildElement(u"inertial") &&
                                           body.node.e->firstChildElement(u"inertial")->hasAttribute(u"fullinertia")) ||
                                          (!body.hasInertial && body.geoms.size() > 1);
                const double tolerance = diagonalised || meshes ? 1e-6 : 1e-9;
                QVERIFY2((in->inertia - theirs).cwiseAbs().maxCoeff() <= tolerance * std::max(1e-3, theirs.cwiseAbs().maxCoeff()),
                         qPrintable(QStringLiteral("%1 %2: inertia differs by %3")
                                        .arg(file, mjcfBodyFrameName(body))
                                        .arg((in->inertia - theirs).cwiseAbs().maxCoeff())));
                ++weighed;
            }
            QVERIFY(weighed > 0);
            meshBodiesWeighed += meshBodies;
            mj_deleteData(md);
            mj_deleteModel(mm);
        }
        qInfo("%d bodies weighed from their mesh geoms; %d points of tendon paths, %d where they wrap", meshBodiesWeighed, tendonPoints,
              tangentPoints);
        QVERIFY(tangentPoints >= 20);
        QVERIFY(meshBodiesWeighed >= 10);
#endif
    }
};

QTEST_GUILESS_MAIN(TestMjcf)
#include "tst_mjcf.moc"
