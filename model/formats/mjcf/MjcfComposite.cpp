#include "MjcfComposite.h"

#include "MjcfCodes.h"
#include "MjcfCompositeSkin.h"
#include "MjcfCompositeSpec.h"
#include "MjcfInertia.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace kinedit {

namespace {
struct MjcfCompositeText {
    Q_DECLARE_TR_FUNCTIONS(MjcfComposite)
};
using T = MjcfCompositeText;

using Vec = Eigen::Vector3d;
using Quat = Eigen::Quaterniond;

Eigen::Isometry3d pose(const Vec& p, const Quat& q = Quat::Identity()) {
    Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
    t.linear() = q.toRotationMatrix();
    t.translation() = p;
    return t;
}

class Maker {
public:
    Maker(const MjcfCompositeSpec& s, int root, MjcfModel& m, Diagnostics& out) : s(s), root(root), m(m), out(out) {}
    bool make();
    // The tendons MuJoCo makes: between two sites, or (box, cylinder,
    // ellipsoid) fixed over every joint.
    std::vector<MjcfTendon> tendons;

private:
    enum Kind { Main = 0, Twist = 1, Stretch = 2 };
    QString name(const char* what, std::initializer_list<int> at) const;
    int addBody(int parent, const QString& name, const Vec& pos, const Quat& q = Quat::Identity());
    void addGeom(int body, const QString& name, const QString& type, const Eigen::Isometry3d& at, double sizeScale = 1);
    void addSite(int body, const QString& name);
    void addJoint(int body, const QString& name, const QString& type, const Vec& pos, const Vec& axis, Kind kind = Main);
    bool rootCoordinates(int n, int* at);
    void particle();
    void grid();
    bool rope();
    int ropeBody(int body, int ix, int ix1);
    bool cloth();
    int clothBody(int body, int ix, int iy, int ix1, int iy1);
    void box();
    void shearTendons();
    void addTendon(const QString& name, const QString& site1, const QString& site2, bool shear = false);

    const MjcfCompositeSpec& s;
    const int root;
    MjcfModel& m;
    Diagnostics& out;
};

QString Maker::name(const char* what, std::initializer_list<int> at) const { return mjcfCompositeName(s.prefix, what, at); }

int Maker::addBody(int parent, const QString& name, const Vec& pos, const Quat& q) {
    MjcfBody b;
    b.node = s.node;
    b.name = name;
    b.id = int(m.bodies.size());
    b.parent = parent;
    b.pose = pose(pos, q);
    m.bodies[size_t(parent)].children.push_back(b.id);
    m.bodies.push_back(std::move(b));
    return int(m.bodies.size()) - 1;
}

void Maker::addGeom(int body, const QString& name, const QString& type, const Eigen::Isometry3d& at, double sizeScale) {
    MjcfGeom g;
    g.item = {s.geomNode, nullptr, QStringLiteral("geom")};
    g.name = name;
    g.type = type;
    g.size = s.geomSize;
    g.size[0] *= sizeScale;
    if (sizeScale != 1) g.size[1] = g.size[2] = 0;
    g.pose = at;
    g.material = s.geomMaterial;
    g.rgba = s.geomRgba;
    g.contype = s.geomContype;
    g.conaffinity = s.geomConaffinity;
    g.group = s.geomGroup;
    m.bodies[size_t(body)].geoms.push_back(std::move(g));
}

void Maker::addSite(int body, const QString& name) {
    MjcfSite site;
    site.item = {s.node, nullptr, QStringLiteral("site")};
    site.name = name;
    site.id = m.siteCount++;
    m.bodies[size_t(body)].sites.push_back(std::move(site));
}

void Maker::addJoint(int body, const QString& name, const QString& type, const Vec& pos, const Vec& axis, Kind kind) {
    const MjcfCompositeSpec::Joint& spec = s.joints[kind];
    MjcfJoint j;
    j.item = {spec.node, nullptr, QStringLiteral("joint")};
    j.name = name;
    j.id = m.jointCount++;
    j.type = type;
    j.pos = pos;
    j.axis = axis;
    j.limited = spec.limited;
    const double unit = type == QLatin1String("hinge") ? m.compiler.angleScale() : 1.0;
    j.lower = spec.lower * unit;
    j.upper = spec.upper * unit;
    m.bodies[size_t(body)].joints.push_back(std::move(j));
}

bool Maker::make() {
    const QString& t = s.type;
    if (t == QLatin1String("particle")) particle();
    if (t == QLatin1String("grid")) grid();
    if (t == QLatin1String("rope") || t == QLatin1String("loop")) return rope();
    if (t == QLatin1String("cloth")) return cloth();
    if (t == QLatin1String("box") || t == QLatin1String("cylinder") || t == QLatin1String("ellipsoid")) box();
    return true;
}

void Maker::particle() {
    for (int ix = 0; ix < s.count[0]; ++ix)
        for (int iy = 0; iy < s.count[1]; ++iy)
            for (int iz = 0; iz < s.count[2]; ++iz) {
                const Vec at(s.offset[0] + s.spacing * (ix - 0.5 * s.count[0]), s.offset[1] + s.spacing * (iy - 0.5 * s.count[1]),
                             s.offset[2] + s.spacing * (iz - 0.5 * s.count[2]));
                const int b = addBody(root, {}, at);
                for (int i = 0; i < 3; ++i) addJoint(b, {}, QStringLiteral("slide"), Vec::Zero(), Vec::Unit(i));
                addGeom(b, {}, QStringLiteral("sphere"), pose(Vec::Zero()));
            }
}

void Maker::grid() {
    for (int ix = 0; ix < s.count[0]; ++ix)
        for (int iy = 0; iy < s.count[1]; ++iy) {
            const Vec at(s.offset[0] + s.spacing * (ix - 0.5 * s.count[0]), s.offset[1] + s.spacing * (iy - 0.5 * s.count[1]), s.offset[2]);
            const int b = addBody(root, name("B", {ix, iy}), at);
            addGeom(b, name("G", {ix, iy}), QStringLiteral("sphere"), pose(Vec::Zero()));
            addSite(b, name("S", {ix, iy}));
            if (std::find(s.pins.begin(), s.pins.end(), std::make_pair(ix, iy)) != s.pins.end()) continue;
            for (int i = 0; i < 3; ++i) addJoint(b, name("J", {i, ix, iy}), QStringLiteral("slide"), Vec::Zero(), Vec::Unit(i));
        }
    for (int i = 0; i < 2; ++i)
        for (int ix = 0; ix < s.count[0] - (i == 0); ++ix)
            for (int iy = 0; iy < s.count[1] - (i == 1); ++iy)
                addTendon(name("T", {i, ix, iy}), name("S", {ix, iy}), name("S", {ix + (i == 0), iy + (i == 1)}));
    shearTendons();
}

// Its <tendon kind="main|shear"> gives rgba, width, material and group
// (else 0 where the geoms show, 3 where a skin covers them).
void Maker::addTendon(const QString& name, const QString& site1, const QString& site2, bool shear) {
    const MjcfCompositeSpec::Tendon& spec = s.tendons[shear ? 1 : 0];
    MjcfTendon t;
    t.node = s.node;
    t.name = name;
    for (const QString& site : {site1, site2})
        if (!site.isEmpty()) t.path.push_back({MjcfTendon::Wrap::Site, {}, site, {}, 1});
    t.rgba = spec.rgba;
    t.width = spec.width;
    t.material = spec.material;
    t.group = spec.group.value_or(s.tendonGroup);
    tendons.push_back(std::move(t));
}

void Maker::shearTendons() {
    if (!s.shear) return;
    for (int ix = 0; ix < s.count[0] - 1; ++ix)
        for (int iy = 0; iy < s.count[1] - 1; ++iy) addTendon(name("TS", {ix, iy}), name("S", {ix, iy}), name("S", {ix + 1, iy + 1}), true);
}

// The root body's name is prefix + "B" and the coordinates of its element
// (n of them: "3", or "3_4"), read as MuJoCo's sscanf reads them.
bool Maker::rootCoordinates(int n, int* at) {
    const QString& body = m.bodies[size_t(root)].name;
    const QString head = s.prefix + QLatin1Char('B');
    if (!body.startsWith(head)) {
        out.append(diagnosticAt(*s.node.doc, s.node.e, {}, Severity::Error, mjcfcode::Composite,
                                T::tr("the body holding a %1 composite must be named %2 and its element's coordinates").arg(s.type, head)));
        return false;
    }
    qsizetype i = head.size();
    auto number = [&](int& v) {
        while (i < body.size() && body[i].isSpace()) ++i;
        const qsizetype start = i;
        if (i < body.size() && (body[i] == QLatin1Char('-') || body[i] == QLatin1Char('+'))) ++i;
        const qsizetype digits = i;
        while (i < body.size() && body[i].isDigit()) ++i;
        if (i == digits) return false;
        v = body.mid(start, i - start).toInt();
        return true;
    };
    bool ok = number(at[0]);
    if (ok && n == 2) ok = i < body.size() && body[i++] == QLatin1Char('_') && number(at[1]);
    for (int k = 0; ok && k < n; ++k) ok = at[k] >= 0 && at[k] < s.count[k];
    if (!ok)
        out.append(diagnosticAt(*s.node.doc, s.node.e, {}, Severity::Error, mjcfcode::Composite,
                                T::tr("the name of the body holding the composite, '%1', must give its element's coordinates within "
                                      "count (%2%3)")
                                    .arg(body, head, n == 2 ? QStringLiteral("X_Y") : QStringLiteral("X"))));
    return ok;
}

bool Maker::rope() {
    int ox = 0;
    if (!rootCoordinates(1, &ox)) return false;
    ropeBody(root, ox, ox);
    for (int ix = ox, b = root; ix < s.count[0] - 1; ++ix) b = ropeBody(b, ix, ix + 1);
    for (int ix = ox, b = root; ix > 0; --ix) b = ropeBody(b, ix, ix - 1);
    if (s.type == QLatin1String("loop")) {
        // Its ends are joined by name: an end that is the holding body must
        // be named exactly (B0, not B0_1).
        for (const int end : {0, s.count[0] - 1})
            if (end == ox && m.bodies[size_t(root)].name != name("B", {end})) {
                out.append(
                    diagnosticAt(*s.node.doc, s.node.e, {}, Severity::Error, mjcfcode::Composite,
                                 T::tr("the loop's end '%1' is no body: name the body holding the loop '%1'").arg(name("B", {end}))));
                return false;
            }
        MjcfEquality q;
        q.node = s.node;
        q.type = QStringLiteral("connect");
        q.first = name("B", {0});
        q.second = name("B", {s.count[0] - 1});
        q.anchor = Vec(-0.5 * s.spacing, 0, 0);
        m.equalities.push_back(q);
    }
    return true;
}

int Maker::ropeBody(int body, int ix, int ix1) {
    const double dx = s.spacing * (ix1 - ix);
    if (ix != ix1) {
        Vec at(dx, 0, 0);
        Quat q = Quat::Identity();
        if (s.type == QLatin1String("loop")) {
            const double alpha = 2 * M_PI / s.count[0];
            const double r = 0.5 * s.spacing * std::sin(M_PI - alpha) / std::sin(0.5 * alpha);
            const double side = ix1 > ix ? 1 : -1;
            at = Vec(side * r * std::cos(0.5 * alpha), r * std::sin(0.5 * alpha), 0);
            q = Quat(std::cos(side * 0.5 * alpha), 0, 0, std::sin(side * 0.5 * alpha));
        }
        body = addBody(body, name("B", {ix1}), at, q);
    }
    addGeom(body, name("G", {ix1}), s.geomType, pose(Vec::Zero(), Quat(std::sqrt(0.5), 0, std::sqrt(0.5), 0)));
    if (ix == ix1) return body;
    const Vec anchor(-0.5 * dx, 0, 0);
    for (int i = 0; i < 2; ++i) addJoint(body, name("J", {i, ix1}), QStringLiteral("hinge"), anchor, Vec::Unit(i + 1));
    if (s.twist) addJoint(body, name("JT", {ix1}), QStringLiteral("hinge"), anchor, Vec::UnitX(), Twist);
    if (s.stretch) addJoint(body, name("JS", {ix1}), QStringLiteral("slide"), anchor, Vec::UnitX(), Stretch);
    return body;
}

bool Maker::cloth() {
    int o[2] = {0, 0};
    if (!rootCoordinates(2, o)) return false;
    const int ox = o[0], oy = o[1];
    clothBody(root, ox, oy, ox, oy);
    // The centre column, then the rows both ways, each with its columns
    // up and down (mjCComposite::MakeCloth's order).
    for (int i = -2; i <= 2; i += 2) {
        int ix = ox, bx = root;
        while (true) {
            if (i != -2) {
                const int ix1 = i == 0 ? std::min(s.count[0] - 1, ix + 1) : std::max(0, ix - 1);
                if (ix1 == ix) break;
                bx = clothBody(bx, ix, oy, ix1, oy);
                ix = ix1;
            }
            for (int j = 1; j <= 3; j += 2) {
                int iy = oy, by = bx;
                while (true) {
                    const int iy1 = j == 1 ? std::min(s.count[1] - 1, iy + 1) : std::max(0, iy - 1);
                    if (iy1 == iy) break;
                    by = clothBody(by, ix, iy, ix, iy1);
                    iy = iy1;
                }
            }
            if (i == -2) break;
        }
    }
    for (int iy = 0; iy < s.count[1]; ++iy)
        for (int ix = 0; iy != oy && ix < s.count[0] - 1; ++ix)
            addTendon(name("T", {ix, iy}), name("S", {ix, iy}), name("S", {ix + 1, iy}));
    shearTendons();
    return true;
}

int Maker::clothBody(int body, int ix, int iy, int ix1, int iy1) {
    const double dx = s.spacing * (ix1 - ix), dy = s.spacing * (iy1 - iy);
    const bool isRoot = ix == ix1 && iy == iy1;
    if (!isRoot) body = addBody(body, name("B", {ix1, iy1}), Vec(dx, dy, 0));
    const Quat q = (ix1 + iy1) % 2 ? Quat(std::sqrt(0.5), std::sqrt(0.5), 0, 0) : Quat(0.5, 0.5, 0.5, 0.5);
    addGeom(body, name("G", {ix1, iy1}), s.geomType, pose(Vec::Zero(), q));
    if (s.flatinertia > 0) {
        // The geom's mass in a flat box of the spacing's width.
        MjcfBody& b = m.bodies[size_t(body)];
        MjcfBody one;
        one.geoms = {b.geoms.back()};
        const double mass = mjcfMassFromGeoms(one, -1000000, 1000000).mass;
        const Vec half(0.5 * s.spacing, 0.5 * s.spacing, 0.5 * s.spacing * s.flatinertia);
        b.hasInertial = true;
        b.mass = mass;
        b.com.setZero();
        b.inertia =
            (mass / 3 *
             Vec(half[1] * half[1] + half[2] * half[2], half[0] * half[0] + half[2] * half[2], half[0] * half[0] + half[1] * half[1]))
                .asDiagonal();
    }
    addSite(body, name("S", {ix1, iy1}));
    if (isRoot) return body;
    const Vec anchor(-dx, -dy, 0);
    const bool alongX = ix != ix1;
    for (int i = 0; i < 2; ++i)
        addJoint(body, name("J", {i, ix1, iy1}), QStringLiteral("hinge"), anchor, Vec::Unit(alongX ? i + 1 : 2 * i));
    const Vec along = alongX ? Vec::UnitX() : Vec::UnitY();
    if (s.twist) addJoint(body, name("JT", {ix1, iy1}), QStringLiteral("hinge"), anchor, along, Twist);
    if (s.stretch) addJoint(body, name("JS", {ix1, iy1}), QStringLiteral("slide"), anchor, along, Stretch);
    return body;
}

void Maker::box() {
    addGeom(root, s.prefix + QLatin1String("Gcenter"), QStringLiteral("sphere"), pose(Vec::Zero()), 2);
    addTendon(s.prefix + QLatin1Char('T'), {}, {});
    tendons.back().spatial = false;
    const Vec size = 0.5 * s.spacing * Vec(s.count[0] - 1, s.count[1] - 1, s.count[2] - 1);
    auto edge = [&](int k, int i) { return i == 0 || i == s.count[k] - 1; };
    for (int ix = 0; ix < s.count[0]; ++ix)
        for (int iy = 0; iy < s.count[1]; ++iy)
            for (int iz = 0; iz < s.count[2]; ++iz) {
                if (!edge(0, ix) && !edge(1, iy) && !edge(2, iz)) continue;
                // On the unit box, then projected on the shape (mjCComposite::BoxProject).
                Vec p(2.0 * ix / (s.count[0] - 1) - 1, 2.0 * iy / (s.count[1] - 1) - 1, 2.0 * iz / (s.count[2] - 1) - 1);
                if (s.type == QLatin1String("cylinder")) {
                    const double l0 = std::max(std::abs(p[0]), std::abs(p[1]));
                    const double n = std::hypot(p[0], p[1]);
                    if (p[0] * p[0] + p[1] * p[1] >= 1e-14) p[0] /= n, p[1] /= n;
                    p[0] *= size[0] * l0, p[1] *= size[1] * l0, p[2] *= size[2];
                } else {
                    if (s.type == QLatin1String("ellipsoid") && p.squaredNorm() >= 1e-14) p /= p.norm();
                    p = p.cwiseProduct(size);
                }
                const Quat q = p.squaredNorm() >= 1e-14 ? mjcfZAxis(p.normalized()) : Quat::Identity();
                const int b = addBody(root, name("B", {ix, iy, iz}), p, q);
                const bool capsule = s.geomType == QLatin1String("capsule");
                const double inward = capsule ? -(s.geomSize[0] + s.geomSize[1]) : -s.geomSize[0];
                addGeom(b, name("G", {ix, iy, iz}), capsule ? s.geomType : QStringLiteral("sphere"), pose(Vec(0, 0, inward)));
                addJoint(b, name("J", {ix, iy, iz}), QStringLiteral("slide"), Vec::Zero(), Vec::UnitZ());
                tendons.front().joints.emplace_back(name("J", {ix, iy, iz}), 1.0);
            }
}

}  // namespace

std::vector<std::pair<QString, QString>> mjcfCompositeNames(const MjcfTree& tree, const MjcfNode& n, const QString& holder) {
    MjcfCompilerSettings lenient;
    lenient.autolimits = true;  // a range refused is said by the reader, not here
    MjcfCompositeSpec spec;
    Diagnostics ignored;
    if (!readMjcfComposite(tree, n, lenient, spec, ignored)) return {};
    MjcfModel scratch;
    scratch.bodies.resize(1);
    scratch.bodies[0].name = QStringLiteral("world");
    if (holder != QLatin1String("world")) {
        scratch.bodies.resize(2);
        scratch.bodies[1].id = 1;
        scratch.bodies[1].parent = 0;
        scratch.bodies[1].name = holder;
    }
    Maker maker(spec, int(scratch.bodies.size()) - 1, scratch, ignored);
    if (!maker.make()) return {};
    std::vector<std::pair<QString, QString>> r;
    auto add = [&](const char* kind, const QString& name) {
        if (!name.isEmpty()) r.emplace_back(QLatin1String(kind), name);
    };
    for (const MjcfBody& b : scratch.bodies) {
        if (b.id >= 2 || (b.id == 1 && holder == QLatin1String("world"))) add("body", b.name);
        for (const MjcfJoint& j : b.joints) add("joint", j.name);
        for (const MjcfGeom& g : b.geoms) add("geom", g.name);
        for (const MjcfSite& site : b.sites) add("site", site.name);
    }
    for (const MjcfTendon& t : maker.tendons) add("tendon", t.name);
    return r;
}

void expandMjcfComposite(const MjcfTree& tree, const MjcfNode& n, int body, MjcfModel& m, Diagnostics& out) {
    MjcfCompositeSpec spec;
    if (!readMjcfComposite(tree, n, m.compiler, spec, out)) return;
    Maker maker(spec, body, m, out);
    if (!maker.make()) return;
    for (MjcfTendon& tendon : maker.tendons) m.tendons.push_back(std::move(tendon));
    // MuJoCo makes a skin over a 2D grid or cloth and the 3D shapes (a
    // particle's, rope's or loop's <skin> is left unread).
    const QString& t = spec.type;
    if (spec.skin && t != QLatin1String("particle") && t != QLatin1String("rope") && t != QLatin1String("loop"))
        m.skins.push_back(mjcfCompositeSkin(spec));
}

}  // namespace kinedit
