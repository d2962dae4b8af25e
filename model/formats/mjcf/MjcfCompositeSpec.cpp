#include "MjcfCompositeSpec.h"

#include "MjcfCodes.h"
#include "xml/NumberText.h"
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

// The numbers written in attribute (none if absent or bad: the schema says so).
std::vector<double> numbers(const MjcfNode& n, QStringView attribute) {
    std::vector<double> v;
    if (!n.e->hasAttribute(attribute) || !readNumbers(n.e->attribute(attribute), v)) v.clear();
    return v;
}

// More elements than a document may hold (2 million): not made.
constexpr int kMaxElements = 1000000;

int integer(double v) { return std::isfinite(v) ? int(std::clamp(v, -1e9, 1e9)) : 0; }

bool fail(const MjcfNode& n, const QString& attribute, const QString& message, Diagnostics& out) {
    out.append(diagnosticAt(*n.doc, n.e, attribute, Severity::Error, mjcfcode::Composite, message));
    return false;
}

void readGeom(const MjcfNode& g, MjcfCompositeSpec& s) {
    s.geomNode = g;
    const XmlElement* e = g.e;
    if (e->hasAttribute(u"type")) s.geomType = e->attribute(u"type");
    const std::vector<double> size = numbers(g, u"size");
    for (size_t i = 0; i < size.size() && i < 3; ++i) s.geomSize[i] = size[i];
    auto readInt = [&](QStringView a, int& v) {
        const std::vector<double> x = numbers(g, a);
        if (x.size() == 1) v = integer(x[0]);
    };
    readInt(u"group", s.geomGroup);
    readInt(u"contype", s.geomContype);
    readInt(u"conaffinity", s.geomConaffinity);
    s.geomMaterial = e->attribute(u"material");
    const std::vector<double> c = numbers(g, u"rgba");
    if (c.size() == 4) s.geomRgba = Eigen::Vector4d(c[0], c[1], c[2], c[3]);
}

void readJoint(const MjcfNode& j, const MjcfCompilerSettings& compiler, MjcfCompositeSpec& s) {
    const QString kind = j.e->attribute(u"kind");
    const int k = kind == QLatin1String("twist") ? 1 : kind == QLatin1String("stretch") ? 2 : 0;
    if (k == 1) s.twist = true;
    if (k == 2) s.stretch = true;
    MjcfCompositeSpec::Joint& joint = s.joints[k];
    joint.node = j;
    const std::vector<double> range = numbers(j, u"range");
    if (range.size() == 2) joint.lower = range[0], joint.upper = range[1];
    // MuJoCo 2.2.2 does not read a composite joint's limited: a range
    // limits the joints where autolimits is on, and is refused elsewhere.
    joint.limited = range.size() == 2 && (range[0] != 0 || range[1] != 0);
    if (joint.limited && !compiler.autolimits && !s.rangeWithoutLimits) s.rangeWithoutLimits = j;
}

}  // namespace

QString mjcfCompositeName(const QString& prefix, const char* what, std::initializer_list<int> at) {
    QString r = prefix + QLatin1String(what);
    bool first = true;
    for (int i : at) {
        if (!first) r += QLatin1Char('_');
        r += QString::number(i);
        first = false;
    }
    return r;
}

int MjcfCompositeSpec::dimensions() const {
    return int(std::count_if(count, count + 3, [](int c) { return c > 1; }));
}

bool readMjcfComposite(const MjcfTree& tree, const MjcfNode& n, const MjcfCompilerSettings& compiler, MjcfCompositeSpec& s,
                       Diagnostics& out) {
    s.node = n;
    s.geomNode = n;
    for (MjcfCompositeSpec::Joint& j : s.joints) j.node = n;
    const XmlElement* e = n.e;
    s.type = e->attribute(u"type", QStringLiteral("particle"));
    s.prefix = e->attribute(u"prefix");
    const std::vector<double> count = numbers(n, u"count");
    for (size_t i = 0; i < count.size() && i < 3; ++i) s.count[i] = integer(count[i]);
    if (const std::vector<double> v = numbers(n, u"spacing"); v.size() == 1) s.spacing = v[0];
    if (const std::vector<double> v = numbers(n, u"offset"); v.size() == 3) s.offset = Eigen::Vector3d(v[0], v[1], v[2]);
    if (const std::vector<double> v = numbers(n, u"flatinertia"); v.size() == 1) s.flatinertia = v[0];
    for (const MjcfNode& c : tree.children(n)) {
        const QString& name = c.e->name();
        if (name == QLatin1String("skin")) {
            s.skin = true;
            MjcfCompositeSpec::Skin& k = s.skinSpec;
            k.node = c;
            if (const std::vector<double> v = numbers(c, u"subgrid"); v.size() == 1) k.subgrid = integer(v[0]);
            k.texCoords = c.e->attribute(u"texcoord") == QLatin1String("true");
            k.material = c.e->attribute(u"material");
            if (const std::vector<double> v = numbers(c, u"rgba"); v.size() == 4)
                k.rgba = Eigen::Vector4f(float(v[0]), float(v[1]), float(v[2]), float(v[3]));
            if (const std::vector<double> v = numbers(c, u"inflate"); v.size() == 1) k.inflate = float(v[0]);
            if (const std::vector<double> v = numbers(c, u"group"); v.size() == 1) k.group = integer(v[0]);
        } else if (name == QLatin1String("pin")) {
            const std::vector<double> v = numbers(c, u"coord");
            s.pins.emplace_back(v.empty() ? 0 : integer(v[0]), v.size() < 2 ? 0 : integer(v[1]));
        }
    }
    // mjCComposite::SetDefault: geoms hidden (group 3) under a skin, except
    // where the skin is not drawn over them; the 3D shapes do not collide
    // with themselves.
    const int dim = s.dimensions();
    const bool shown = !s.skin || s.type == QLatin1String("particle") || s.type == QLatin1String("rope") ||
                       s.type == QLatin1String("loop") || (s.type == QLatin1String("grid") && dim == 1);
    s.geomGroup = s.tendonGroup = shown ? 0 : 3;
    const bool solid = s.type == QLatin1String("box") || s.type == QLatin1String("cylinder") || s.type == QLatin1String("ellipsoid");
    if (solid) s.geomContype = 0;
    for (const MjcfNode& c : tree.children(n)) {
        const QString& name = c.e->name();
        if (name == QLatin1String("geom") && s.geomNode.e == n.e) readGeom(c, s);
        if (name == QLatin1String("joint")) readJoint(c, compiler, s);
        if (name == QLatin1String("tendon")) {
            const bool shear = c.e->attribute(u"kind") == QLatin1String("shear");
            if (shear) s.shear = true;
            MjcfCompositeSpec::Tendon& t = s.tendons[shear ? 1 : 0];
            std::vector<double> rgba;
            readNumbers(c.e->attribute(u"rgba"), rgba);
            if (rgba.size() == 4) t.rgba = Eigen::Vector4d(rgba[0], rgba[1], rgba[2], rgba[3]);
            if (c.e->hasAttribute(u"width")) t.width = c.e->attribute(u"width").toDouble();
            if (c.e->hasAttribute(u"group")) t.group = c.e->attribute(u"group").toInt();
            t.material = c.e->attribute(u"material");
        }
    }

    // mjCComposite::Make's checks, in its order.
    if (compiler.globalCoordinates)
        return fail(n, {}, T::tr("a composite requires local coordinates (compiler/coordinate=\"local\")"), out);
    if (s.geomType != QLatin1String("sphere") && s.geomType != QLatin1String("capsule") && s.geomType != QLatin1String("ellipsoid"))
        return fail(s.geomNode, QStringLiteral("type"), T::tr("a composite's geom type must be sphere, capsule or ellipsoid"), out);
    if (std::any_of(s.count, s.count + 3, [](int c) { return c < 1; }))
        return fail(n, QStringLiteral("count"), T::tr("a composite's counts must be positive"), out);
    if (double(s.count[0]) * s.count[1] * s.count[2] > kMaxElements)
        return fail(n, QStringLiteral("count"),
                    T::tr("a composite of more than %L1 elements is not made here (MuJoCo may run out of memory)").arg(kMaxElements), out);
    if (!(s.spacing >= 1e-15)) return fail(n, QStringLiteral("spacing"), T::tr("a composite's spacing must be positive"), out);
    for (int i = 1; i < 3; ++i)
        if (s.count[i] > 1 && s.count[i - 1] == 1)
            return fail(n, QStringLiteral("count"), T::tr("a composite's counts of 1 must come last"), out);
    if (s.skin && s.skinSpec.subgrid > 0 && (s.count[0] < 3 || s.count[1] < 3))
        return fail(n, QStringLiteral("count"), T::tr("a skin with a subgrid needs at least 3×3 elements"), out);
    if (const double g = s.skin ? std::max(0, s.skinSpec.subgrid) : 0,
        vertices = 2 * (s.count[0] + (s.count[0] - 1) * g) * (s.count[1] + (s.count[1] - 1) * g);
        vertices > 2.0 * kMaxElements)
        return fail(s.skinSpec.node, QStringLiteral("subgrid"),
                    T::tr("a skin of more than %L1 vertices is not made here (MuJoCo may run out of memory)").arg(2 * kMaxElements), out);
    const QString& t = s.type;
    if (t == QLatin1String("grid")) {
        if (dim > 2) return fail(n, QStringLiteral("count"), T::tr("a grid composite is one- or two-dimensional"), out);
        if (s.shear && dim != 2) return fail(n, QStringLiteral("count"), T::tr("shear tendons need a two-dimensional grid"), out);
        if (s.skin && dim != 2) return fail(n, QStringLiteral("count"), T::tr("a skin needs a two-dimensional grid"), out);
    } else if ((t == QLatin1String("rope") || t == QLatin1String("loop")) && dim != 1) {
        return fail(n, QStringLiteral("count"), T::tr("a %1 composite is one-dimensional").arg(t), out);
    } else if (t == QLatin1String("cloth") && dim != 2) {
        return fail(n, QStringLiteral("count"), T::tr("a cloth composite is two-dimensional"), out);
    } else if (solid && dim != 3) {
        return fail(n, QStringLiteral("count"), T::tr("a %1 composite is three-dimensional").arg(t), out);
    }
    if (s.rangeWithoutLimits) {
        out.append(diagnosticAt(*s.rangeWithoutLimits.doc, s.rangeWithoutLimits.e, QStringLiteral("range"), Severity::Error,
                                mjcfcode::RangeWithoutLimited,
                                T::tr("the composite's joints get this range but no limits: set autolimits=\"true\" in <compiler> "
                                      "(MuJoCo 2.2.2 does not read limited here), or remove the range")));
        return false;
    }
    return true;
}

}  // namespace kinedit
