#include "MjcfReader.h"

#include "MjcfCodes.h"
#include "MjcfComposite.h"
#include "MjcfGlobal.h"
#include "MjcfMeshFile.h"
#include "MjcfSkinReader.h"
#include "MjcfTendonCheck.h"
#include "io/PlannedFiles.h"
#include "xml/NumberText.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <cmath>

namespace kinedit {

namespace {
struct MjcfReaderText {
    Q_DECLARE_TR_FUNCTIONS(MjcfReader)
};
using T = MjcfReaderText;

Diagnostic at(const MjcfNode& n, const QString& attribute, const char* code, const QString& message, Severity severity = Severity::Error) {
    return diagnosticAt(*n.doc, n.e, attribute, severity, code, message);
}

class Reader {
public:
    Reader(const MjcfTree& tree, const MjcfDefaults& defaults, Diagnostics& out, const MeshWeigher& weigh)
        : tree(tree), defaults(defaults), out(out), weigh(weigh) {}

    MjcfModel read();

private:
    void readCompiler();
    void readAssets();
    void readBody(const MjcfNode& n, int parent, const MjcfClass* childclass);
    void readContents(const MjcfNode& n, int body, const MjcfClass* childclass);
    void readJoint(const MjcfItem& item, MjcfBody& body, bool free);
    void readGeom(const MjcfItem& item, MjcfBody& body);
    void readInertial(const MjcfItem& item, MjcfBody& body);
    void numberInBodyOrder();
    void readEqualities();
    void readTendons();
    void readKeys();
    const MjcfClass* classOf(const MjcfNode& n, const MjcfClass* inherited);
    MjcfItem item(const MjcfNode& n, const MjcfClass* inherited) { return {n, classOf(n, inherited), n.e->name()}; }
    MjcfTexture readTexture(const MjcfItem& it);
    QString resolved(const QString& dir, const QString& file) const;

    const MjcfTree& tree;
    const MjcfDefaults& defaults;
    Diagnostics& out;
    const MeshWeigher& weigh;
    MjcfModel m;
};

MjcfModel Reader::read() {
    const MjcfNode root = tree.root();
    if (!root || root.e->name() != QLatin1String("mujoco")) {
        if (root)
            out.append(
                at(root, {}, mjcfcode::NotMujoco, T::tr("the root element of an MJCF file is <mujoco>, not <%1>").arg(root.e->name())));
        return std::move(m);
    }
    m.valid = true;
    m.modelName = root.e->attribute(u"model", QStringLiteral("MuJoCo Model"));
    readCompiler();
    readAssets();
    MjcfBody world;
    world.name = QStringLiteral("world");
    m.bodies.push_back(world);
    for (const MjcfNode& w : tree.children(root, u"worldbody")) {
        if (!m.bodies[0].node) m.bodies[0].node = w;
        readContents(w, 0, nullptr);
    }
    if (m.compiler.globalCoordinates) mjcfMakeLocal(m, out, weigh);
    numberInBodyOrder();
    checkMjcfSkins(m, out);
    readEqualities();
    readTendons();
    checkMjcfTendons(m, out);
    readKeys();
    return std::move(m);
}

// MuJoCo numbers joints and sites body by body (depth first), whatever the
// document order of a body's elements and its child bodies (or a composite's).
void Reader::numberInBodyOrder() {
    int joints = 0, sites = 0;
    for (MjcfBody& body : m.bodies) {
        for (MjcfJoint& j : body.joints) j.id = joints++;
        for (MjcfSite& s : body.sites) s.id = sites++;
    }
}

void Reader::readCompiler() {
    MjcfCompilerSettings& c = m.compiler;
    for (const MjcfNode& n : tree.children(tree.root(), u"compiler")) {
        const XmlElement* e = n.e;
        if (e->hasAttribute(u"angle")) c.degrees = e->attribute(u"angle") != QLatin1String("radian");
        if (e->hasAttribute(u"eulerseq")) c.eulerseq = e->attribute(u"eulerseq");
        if (e->hasAttribute(u"meshdir")) c.meshdir = e->attribute(u"meshdir");
        if (e->hasAttribute(u"texturedir")) c.texturedir = e->attribute(u"texturedir");
        if (e->hasAttribute(u"assetdir")) c.assetdir = e->attribute(u"assetdir");
        if (e->hasAttribute(u"autolimits")) c.autolimits = e->attribute(u"autolimits") == QLatin1String("true");
        if (e->hasAttribute(u"inertiafromgeom")) c.inertiaFromGeom = e->attribute(u"inertiafromgeom");
        if (e->hasAttribute(u"inertiagrouprange")) {
            std::vector<double> r;
            auto group = [](double v) { return std::isfinite(v) ? int(std::clamp(v, -1e6, 1e6)) : 0; };  // no undefined cast
            if (readNumbers(e->attribute(u"inertiagrouprange"), r) && r.size() == 2)
                c.inertiaGroupLow = group(r[0]), c.inertiaGroupHigh = group(r[1]);
        }
        if (e->hasAttribute(u"boundmass")) c.boundMass = e->attribute(u"boundmass").toDouble();
        if (e->hasAttribute(u"boundinertia")) c.boundInertia = e->attribute(u"boundinertia").toDouble();
        if (e->hasAttribute(u"balanceinertia")) c.balanceInertia = e->attribute(u"balanceinertia") == QLatin1String("true");
        if (e->hasAttribute(u"exactmeshinertia")) c.exactMeshInertia = e->attribute(u"exactmeshinertia") == QLatin1String("true");
        if (e->hasAttribute(u"coordinate")) c.globalCoordinates = e->attribute(u"coordinate") == QLatin1String("global");
    }
}

QString Reader::resolved(const QString& dir, const QString& file) const {
    if (QFileInfo(file).isAbsolute()) return QDir::cleanPath(file);
    return QDir::cleanPath(QDir(tree.folder()).absoluteFilePath(dir.isEmpty() ? file : dir + QLatin1Char('/') + file));
}

const MjcfClass* Reader::classOf(const MjcfNode& n, const MjcfClass* inherited) {
    const XmlAttribute* a = n.e->findAttribute(u"class");
    if (!a) return inherited ? inherited : defaults.main();
    if (const MjcfClass* c = defaults.find(a->value)) return c;
    out.append(at(n, QStringLiteral("class"), mjcfcode::UnknownClass, T::tr("unknown default class '%1'").arg(a->value)));
    return inherited ? inherited : defaults.main();
}

void Reader::readAssets() {
    for (const MjcfNode& section : tree.children(tree.root(), u"asset")) {
        for (const MjcfNode& n : tree.children(section)) {
            if (n.e->name() == QLatin1String("mesh")) {
                const MjcfItem it = item(n, nullptr);
                MjcfMesh mesh;
                mesh.node = n;
                const QString file = it.get(u"file");
                mesh.name = it.get(u"name");
                if (mesh.name.isEmpty() && !file.isEmpty()) mesh.name = QFileInfo(file).completeBaseName();
                mesh.scale = mjcfVector3(it, u"scale", Eigen::Vector3d::Ones());
                const Eigen::Vector3d refpos = mjcfVector3(it, u"refpos", Eigen::Vector3d::Zero());
                const std::vector<double> rq = mjcfNumbers(it, u"refquat");
                Eigen::Quaterniond q = Eigen::Quaterniond::Identity();
                if (rq.size() == 4 && Eigen::Vector4d(rq[0], rq[1], rq[2], rq[3]).norm() > 1e-15)
                    q = Eigen::Quaterniond(rq[0], rq[1], rq[2], rq[3]).normalized();
                mesh.reference.linear() = q.toRotationMatrix();
                mesh.reference.translation() = refpos;
                if (!file.isEmpty()) {
                    mesh.file = resolved(m.compiler.meshdir.isEmpty() ? m.compiler.assetdir : m.compiler.meshdir, file);
                    if (!fileExistsOrIsPlanned(mesh.file))
                        out.append(at(n, QStringLiteral("file"), mjcfcode::MeshFile,
                                      T::tr("mesh file '%1' not found (looked for %2)").arg(file, QDir::toNativeSeparators(mesh.file))));
                    else if (const QString why = mjcfMeshProblem(mesh.file); !why.isEmpty())
                        out.append(at(n, QStringLiteral("file"), mjcfcode::MeshFile, T::tr("mesh file '%1': %2").arg(file, why)));
                } else if (!it.has(u"vertex")) {
                    out.append(at(n, {}, mjcfcode::MissingAttribute, T::tr("a mesh needs a file or vertices")));
                }
                for (const MjcfMesh& other : m.meshes)
                    if (other.name == mesh.name && !mesh.name.isEmpty()) {
                        out.append(at(n, n.e->hasAttribute(u"name") ? QStringLiteral("name") : QStringLiteral("file"),
                                      mjcfcode::DuplicateName, T::tr("repeated mesh name '%1'").arg(mesh.name)));
                        break;
                    }
                m.meshes.push_back(mesh);
            } else if (n.e->name() == QLatin1String("material")) {
                const MjcfItem it = item(n, nullptr);
                MjcfMaterial mat;
                mat.name = it.get(u"name");
                const std::vector<double> c = mjcfNumbers(it, u"rgba");
                if (c.size() == 4) mat.rgba = Eigen::Vector4d(c[0], c[1], c[2], c[3]);
                mat.texture = it.get(u"texture");
                const std::vector<double> repeat = mjcfNumbers(it, u"texrepeat");
                if (repeat.size() == 2) mat.texrepeat = Eigen::Vector2d(repeat[0], repeat[1]);
                mat.texuniform = it.get(u"texuniform") == QLatin1String("true");
                m.materials.push_back(mat);
            } else if (n.e->name() == QLatin1String("texture")) {
                m.textures.push_back(readTexture(item(n, nullptr)));
            } else if (n.e->name() == QLatin1String("skin")) {
                const QString file = n.e->attribute(u"file");
                m.skins.push_back(readMjcfSkin(
                    n, file.isEmpty() ? QString() : resolved(m.compiler.meshdir.isEmpty() ? m.compiler.assetdir : m.compiler.meshdir, file),
                    out));
            }
        }
    }
}

MjcfTexture Reader::readTexture(const MjcfItem& it) {
    using T = kin::VisualTexture;
    MjcfTexture t;
    t.node = it.node;
    t.type = it.get(u"type", QStringLiteral("cube"));
    const QString file = it.get(u"file");
    t.name = it.get(u"name");
    if (t.name.isEmpty() && !file.isEmpty()) t.name = QFileInfo(file).completeBaseName();
    T& image = t.image;
    locate(image, *it.node.doc, it.node.e);
    if (!file.isEmpty())
        image.image = resolved(m.compiler.texturedir.isEmpty() ? m.compiler.assetdir : m.compiler.texturedir, file).toStdString();
    const QString builtin = it.get(u"builtin");
    image.builtin = builtin == QLatin1String("checker")    ? T::Builtin::Checker
                    : builtin == QLatin1String("gradient") ? T::Builtin::Gradient
                    : builtin == QLatin1String("flat")     ? T::Builtin::Flat
                                                           : T::Builtin::None;
    const QString mark = it.get(u"mark");
    image.mark = mark == QLatin1String("edge")     ? T::Mark::Edge
                 : mark == QLatin1String("cross")  ? T::Mark::Cross
                 : mark == QLatin1String("random") ? T::Mark::Random
                                                   : T::Mark::None;
    image.rgb1 = mjcfVector3(it, u"rgb1", image.rgb1);
    image.rgb2 = mjcfVector3(it, u"rgb2", image.rgb2);
    image.markrgb = mjcfVector3(it, u"markrgb", image.markrgb);
    const std::vector<double> random = mjcfNumbers(it, u"random");
    if (random.size() == 1 && std::isfinite(random[0])) image.random = std::clamp(random[0], 0.0, 1.0);
    auto pixels = [&](QStringView attribute) {
        const std::vector<double> v = mjcfNumbers(it, attribute);
        return v.size() == 1 && std::isfinite(v[0]) ? int(std::clamp(v[0], 0.0, 1e5)) : 0;
    };
    image.width = pixels(u"width");
    image.height = pixels(u"height");
    return t;
}

void Reader::readContents(const MjcfNode& n, int body, const MjcfClass* childclass) {
    for (const MjcfNode& c : tree.children(n)) {
        const QString& name = c.e->name();
        if (name == QLatin1String("body")) {
            readBody(c, body, childclass);
        } else if (name == QLatin1String("joint") || name == QLatin1String("freejoint")) {
            const bool free = name == QLatin1String("freejoint");
            readJoint(free ? MjcfItem{c, nullptr, name} : item(c, childclass), m.bodies[size_t(body)], free);
        } else if (name == QLatin1String("geom")) {
            readGeom(item(c, childclass), m.bodies[size_t(body)]);
        } else if (name == QLatin1String("site")) {
            MjcfSite s;
            s.item = item(c, childclass);
            s.name = c.e->attribute(u"name");
            s.id = m.siteCount++;
            if (s.item.has(u"fromto")) {
                const std::vector<double> v = mjcfNumbers(s.item, u"fromto");
                if (v.size() == 6) s.pose = mjcfFromTo(v);
            } else {
                mjcfPose(s.item, m.compiler, s.pose, out);
            }
            m.bodies[size_t(body)].sites.push_back(s);
        } else if (name == QLatin1String("inertial")) {
            readInertial(MjcfItem{c, nullptr, name}, m.bodies[size_t(body)]);
        } else if (name == QLatin1String("composite")) {
            expandMjcfComposite(tree, c, body, m, out);
        }
    }
}

void Reader::readBody(const MjcfNode& n, int parent, const MjcfClass* childclass) {
    MjcfBody b;
    b.node = n;
    b.id = int(m.bodies.size());
    b.parent = parent;
    b.name = n.e->attribute(u"name");
    b.mocap = n.e->attribute(u"mocap") == QLatin1String("true");
    if (const XmlAttribute* cc = n.e->findAttribute(u"childclass")) {
        if (const MjcfClass* c = defaults.find(cc->value))
            childclass = c;
        else
            out.append(at(n, QStringLiteral("childclass"), mjcfcode::UnknownClass, T::tr("unknown default class '%1'").arg(cc->value)));
    }
    mjcfPose(MjcfItem{n, nullptr, QStringLiteral("body")}, m.compiler, b.pose, out);
    m.bodies[size_t(parent)].children.push_back(b.id);
    m.bodies.push_back(std::move(b));
    readContents(n, int(m.bodies.size()) - 1, childclass);
}

void Reader::readJoint(const MjcfItem& it, MjcfBody& body, bool free) {
    MjcfJoint j;
    j.item = it;
    j.name = it.node.e->attribute(u"name");
    j.id = m.jointCount++;
    j.type = free ? QStringLiteral("free") : it.get(u"type", QStringLiteral("hinge"));
    j.pos = mjcfVector3(it, u"pos", Eigen::Vector3d::Zero());
    j.axis = mjcfVector3(it, u"axis", Eigen::Vector3d::UnitZ());
    const bool angular = j.type == QLatin1String("hinge") || j.type == QLatin1String("ball");
    const double unit = angular ? m.compiler.angleScale() : 1.0;
    if (body.id == 0) return;  // the schema pass refuses joints in the world body
    if (j.type == QLatin1String("free") &&
        m.bodies[size_t(0)].children.end() == std::find(m.bodies[0].children.begin(), m.bodies[0].children.end(), body.id))
        out.append(at(it.node, {}, mjcfcode::JointPlacement, T::tr("a free joint can only be used in a body of the world body")));
    if ((j.type == QLatin1String("hinge") || j.type == QLatin1String("slide")) && j.axis.norm() < 1e-15)
        out.append(at(it.source(u"axis"), QStringLiteral("axis"), mjcfcode::Orientation, T::tr("the joint axis is zero")));
    else if (j.axis.norm() >= 1e-15)
        j.axis.normalize();
    const std::vector<double> range = mjcfNumbers(it, u"range");
    const bool hasRange = range.size() == 2 && (range[0] != 0 || range[1] != 0);
    const QString limited = it.get(u"limited", QStringLiteral("auto"));
    if (limited == QLatin1String("auto")) {
        if (m.compiler.autolimits)
            j.limited = hasRange;
        else if (hasRange)
            out.append(at(it.source(u"range"), QStringLiteral("range"), mjcfcode::RangeWithoutLimited,
                          T::tr("joint has a range but not limited: set autolimits=\"true\" in <compiler>, give limited "
                                "(\"true\" or \"false\"), or remove the range")));
    } else {
        j.limited = limited == QLatin1String("true");
    }
    if (range.size() == 2) {
        j.lower = range[0] * unit;
        j.upper = range[1] * unit;
    }
    if (j.limited && j.type != QLatin1String("free") && j.type != QLatin1String("ball") && !(j.lower < j.upper))
        out.append(at(it.source(u"range"), QStringLiteral("range"), mjcfcode::BadRange,
                      T::tr("the joint's range must have its lower end below the upper")));
    if (j.type == QLatin1String("hinge") || j.type == QLatin1String("slide")) {
        const std::vector<double> ref = mjcfNumbers(it, u"ref");
        if (ref.size() == 1) j.ref = ref[0] * unit;
    }
    body.joints.push_back(j);
}

void Reader::readGeom(const MjcfItem& it, MjcfBody& body) {
    MjcfGeom g;
    g.item = it;
    g.name = it.node.e->attribute(u"name");
    g.type = it.get(u"type", QStringLiteral("sphere"));
    g.size = mjcfNumbers(it, u"size");
    g.mesh = it.get(u"mesh");
    g.material = it.get(u"material");
    const std::vector<double> c = mjcfNumbers(it, u"rgba");
    if (c.size() == 4 && it.has(u"rgba")) g.rgba = Eigen::Vector4d(c[0], c[1], c[2], c[3]);
    g.contype = it.get(u"contype", QStringLiteral("1")).toInt();
    g.conaffinity = it.get(u"conaffinity", QStringLiteral("1")).toInt();
    g.group = it.get(u"group", QStringLiteral("0")).toInt();
    const std::vector<double> ft = mjcfNumbers(it, u"fromto");
    if (ft.size() == 6 && it.node.e->hasAttribute(u"fromto")) {
        g.pose = mjcfFromTo(ft, &g.halfLength);
    } else {
        mjcfPose(it, m.compiler, g.pose, out);
    }
    if (!g.mesh.isEmpty() && !m.mesh(g.mesh))
        out.append(at(it.source(u"mesh"), QStringLiteral("mesh"), mjcfcode::UndefinedReference,
                      T::tr("mesh '%1' is not defined in <asset>").arg(g.mesh)));
    if (g.type == QLatin1String("mesh") && g.mesh.isEmpty())
        out.append(at(it.node, {}, mjcfcode::MissingAttribute, T::tr("a mesh geom needs mesh=\"...\"")));
    if (!g.material.isEmpty() && !m.material(g.material))
        out.append(at(it.source(u"material"), QStringLiteral("material"), mjcfcode::UndefinedReference,
                      T::tr("material '%1' is not defined in <asset>").arg(g.material)));
    body.geoms.push_back(g);
}

void Reader::readInertial(const MjcfItem& it, MjcfBody& body) {
    Eigen::Isometry3d pose;
    mjcfPose(it, m.compiler, pose, out);
    body.hasInertial = true;
    body.inertial = it.node;
    body.inertialPose = pose;
    body.mass = it.get(u"mass").toDouble();
    body.com = pose.translation();
    Eigen::Matrix3d local = Eigen::Matrix3d::Zero();
    const std::vector<double> d = mjcfNumbers(it, u"diaginertia");
    const std::vector<double> f = mjcfNumbers(it, u"fullinertia");
    if (f.size() == 6) {
        local << f[0], f[3], f[4], f[3], f[1], f[5], f[4], f[5], f[2];
        body.inertia = local;  // fullinertia is in the body frame
        return;
    }
    if (d.size() == 3) local = Eigen::Vector3d(d[0], d[1], d[2]).asDiagonal();
    body.inertia = pose.linear() * local * pose.linear().transpose();
}

void Reader::readEqualities() {
    for (const MjcfNode& section : tree.children(tree.root(), u"equality")) {
        for (const MjcfNode& n : tree.children(section)) {
            const MjcfItem it{n, classOf(n, nullptr), QStringLiteral("equality")};
            MjcfEquality q;
            q.node = n;
            q.type = n.e->name();
            q.name = n.e->attribute(u"name");
            q.active = it.get(u"active", QStringLiteral("true")) == QLatin1String("true");
            const bool bodies = q.type == QLatin1String("connect") || q.type == QLatin1String("weld");
            const bool joints = q.type == QLatin1String("joint");
            const char* a1 = bodies ? "body1" : joints ? "joint1" : "tendon1";
            const char* a2 = bodies ? "body2" : joints ? "joint2" : "tendon2";
            q.first = n.e->attribute(QString::fromLatin1(a1));
            q.second = n.e->attribute(QString::fromLatin1(a2));
            q.anchor = mjcfVector3(it, u"anchor", Eigen::Vector3d::Zero());
            const std::vector<double> pc = mjcfNumbers(it, u"polycoef");
            for (size_t k = 0; k < pc.size() && k < 5; ++k) q.polycoef[k] = pc[k];
            const std::vector<double> rp = mjcfNumbers(it, u"relpose");
            if (rp.size() == 7 && Eigen::Vector4d(rp[3], rp[4], rp[5], rp[6]).norm() > 1e-15) {
                Eigen::Isometry3d p = Eigen::Isometry3d::Identity();
                p.translation() = Eigen::Vector3d(rp[0], rp[1], rp[2]);
                p.linear() = Eigen::Quaterniond(rp[3], rp[4], rp[5], rp[6]).normalized().toRotationMatrix();
                q.relpose = p;
            }
            m.equalities.push_back(q);
        }
    }
}

// <tendon>'s <spatial> and <fixed>, with the tendon default kind's rgba,
// width and group (their references are checked by the name rules).
void Reader::readTendons() {
    for (const MjcfNode& section : tree.children(tree.root(), u"tendon"))
        for (const MjcfNode& n : tree.children(section)) {
            const MjcfItem it{n, classOf(n, nullptr), QStringLiteral("tendon")};
            MjcfTendon t;
            t.node = n;
            t.name = n.e->attribute(u"name");
            t.spatial = n.e->name() == QLatin1String("spatial");
            t.material = it.get(u"material");
            const std::vector<double> rgba = mjcfNumbers(it, u"rgba");
            if (rgba.size() == 4) t.rgba = Eigen::Vector4d(rgba[0], rgba[1], rgba[2], rgba[3]);
            t.width = it.get(u"width", QStringLiteral("0.003")).toDouble();
            t.group = it.get(u"group", QStringLiteral("0")).toInt();
            for (const MjcfNode& c : tree.children(n)) {
                const QString kind = c.e->name();
                if (kind == QLatin1String("joint")) {
                    t.joints.emplace_back(c.e->attribute(u"joint"), c.e->attribute(u"coef", QStringLiteral("1")).toDouble());
                    continue;
                }
                MjcfTendon::Wrap w;
                w.node = c;
                if (kind == QLatin1String("site")) {
                    w.name = c.e->attribute(u"site");
                } else if (kind == QLatin1String("geom")) {
                    w.kind = MjcfTendon::Wrap::Geom;
                    w.name = c.e->attribute(u"geom");
                    w.side = c.e->attribute(u"sidesite");
                } else if (kind == QLatin1String("pulley")) {
                    w.kind = MjcfTendon::Wrap::Pulley;
                    w.divisor = c.e->attribute(u"divisor", QStringLiteral("1")).toDouble();
                } else {
                    continue;
                }
                t.path.push_back(w);
            }
            m.tendons.push_back(std::move(t));
        }
}

void Reader::readKeys() {
    int nq = 0;
    for (const MjcfBody& body : m.bodies)
        for (const MjcfJoint& j : body.joints) nq += j.type == QLatin1String("free") ? 7 : j.type == QLatin1String("ball") ? 4 : 1;
    for (const MjcfNode& section : tree.children(tree.root(), u"keyframe"))
        for (const MjcfNode& n : tree.children(section, u"key")) {
            MjcfKey k;
            k.node = n;
            k.name = n.e->attribute(u"name");
            readNumbers(n.e->attribute(u"qpos"), k.qpos);
            if (!k.qpos.empty() && int(k.qpos.size()) != nq)
                out.append(at(n, QStringLiteral("qpos"), mjcfcode::BadNumber,
                              T::tr("the key's qpos has %1 numbers; the model's joints take %2 (nq)").arg(k.qpos.size()).arg(nq)));
            m.keys.push_back(k);
        }
}

}  // namespace

const MjcfMesh* MjcfModel::mesh(const QString& name) const {
    for (const MjcfMesh& x : meshes)
        if (x.name == name) return &x;
    return nullptr;
}

const MjcfTexture* MjcfModel::texture(const QString& name) const {
    for (const MjcfTexture& x : textures)
        if (x.name == name) return &x;
    return nullptr;
}

const MjcfMaterial* MjcfModel::material(const QString& name) const {
    for (const MjcfMaterial& x : materials)
        if (x.name == name) return &x;
    return nullptr;
}

MjcfModel readMjcf(const MjcfTree& tree, const MjcfDefaults& defaults, Diagnostics& out, const MeshWeigher& weigh) {
    return Reader(tree, defaults, out, weigh).read();
}

}  // namespace kinedit
