#include "UrdfReader.h"

#include "UrdfCodes.h"
#include "xml/NumberText.h"
#include "xml/XmlDiagnostics.h"

#include <QCoreApplication>
#include <QHash>
#include <QVarLengthArray>
#include <QRegularExpression>

namespace kinedit {

namespace {

struct UrdfText {
    Q_DECLARE_TR_FUNCTIONS(UrdfReader)
};

// Whitespace-separated numbers ("1 0 0"); URDF readers accept any float
// syntax strtod accepts, and so does this (QString::toDouble, C locale).
template <int N>
Eigen::Matrix<double, N, 1> vec(const XmlDocument& doc, const XmlElement* e, QStringView attr, const Eigen::Matrix<double, N, 1>& fallback,
                                Diagnostics* out) {
    const XmlAttribute* a = e ? e->findAttribute(attr) : nullptr;
    if (!a) return fallback;
    QVarLengthArray<double, 8> parts;
    const bool ok = readNumbers(a->value, parts) && parts.size() == N;
    if (!ok) {
        if (out)
            out->append(diagnosticAt(doc, e, attr.toString(), Severity::Error, urdfcode::BadNumber,
                                     UrdfText::tr("'%1' must be %n number(s) separated by spaces", nullptr, N).arg(attr)));
        return fallback;
    }
    return Eigen::Map<const Eigen::Matrix<double, N, 1>>(parts.data());
}

double num(const XmlDocument& doc, const XmlElement* e, QStringView attr, double fallback, Diagnostics* out) {
    const XmlAttribute* a = e ? e->findAttribute(attr) : nullptr;
    if (!a) return fallback;
    bool ok = false;
    const double v = toNumber(QStringView(a->value).trimmed(), &ok);
    if (!ok) {
        if (out)
            out->append(diagnosticAt(doc, e, attr.toString(), Severity::Error, urdfcode::BadNumber,
                                     UrdfText::tr("'%1' must be a number").arg(attr)));
        return fallback;
    }
    return v;
}

}  // namespace

UrdfRobot readUrdf(const XmlDocument& doc, Diagnostics* out, const std::function<void(const XmlElement*)>& visit) {
    UrdfRobot robot;
    const XmlElement* root = doc.root();
    if (!root) return robot;
    robot.name = root->attribute(u"name");
    const auto v3 = [&](const XmlElement* e, QStringView a, Eigen::Vector3d d = Eigen::Vector3d::Zero()) {
        return vec<3>(doc, e, a, d, out);
    };
    // Named materials at the top level (a link's material may refer to one,
    // before or after it: resolved when all are read).
    QHash<QString, Eigen::Vector4d> materials;
    struct NamedColour {
        size_t link, geometry;
        QString material;
    };
    std::vector<NamedColour> named;
    // A geometry of the link being read (robot.links.size()), to be its
    // geometry number index.
    auto readGeometry = [&](const XmlElement* holder, bool collision, size_t index) -> std::optional<UrdfGeometry> {
        const XmlElement* g = holder->firstChildElement(u"geometry");
        const XmlElement* shape = g ? g->firstChildElement() : nullptr;
        if (!shape) return std::nullopt;
        UrdfGeometry geo;
        geo.element = shape;
        geo.collision = collision;
        geo.kind = shape->name();
        const XmlElement* origin = holder->firstChildElement(u"origin");
        geo.xyz = v3(origin, u"xyz");
        geo.rpy = v3(origin, u"rpy");
        if (geo.kind == QLatin1String("box"))
            geo.size = v3(shape, u"size");
        else if (geo.kind == QLatin1String("cylinder") || geo.kind == QLatin1String("capsule"))
            geo.size = Eigen::Vector3d(num(doc, shape, u"radius", 0, out), num(doc, shape, u"length", 0, out), 0);
        else if (geo.kind == QLatin1String("sphere"))
            geo.size = Eigen::Vector3d(num(doc, shape, u"radius", 0, out), 0, 0);
        else if (geo.kind == QLatin1String("mesh")) {
            geo.filename = shape->attribute(u"filename");
            geo.scale = v3(shape, u"scale", Eigen::Vector3d::Ones());
        }
        if (const XmlElement* mat = holder->firstChildElement(u"material")) {
            if (const XmlElement* c = mat->firstChildElement(u"color"))
                geo.rgba = vec<4>(doc, c, u"rgba", Eigen::Vector4d(0.7, 0.7, 0.7, 1), out);
            else
                named.push_back({robot.links.size(), index, mat->attribute(u"name")});
        }
        return geo;
    };
    auto readLink = [&](const XmlElement* le) {
        UrdfLink l;
        l.element = le;
        l.name = le->attribute(u"name");
        if (const XmlElement* in = le->firstChildElement(u"inertial")) {
            l.hasInertial = true;
            const XmlElement* origin = in->firstChildElement(u"origin");
            l.comXyz = v3(origin, u"xyz");
            l.comRpy = v3(origin, u"rpy");
            l.mass = num(doc, in->firstChildElement(u"mass"), u"value", 0, out);
            if (const XmlElement* i = in->firstChildElement(u"inertia")) {
                auto c = [&](QStringView a) { return num(doc, i, a, 0, out); };
                const double ixx = c(u"ixx"), ixy = c(u"ixy"), ixz = c(u"ixz"), iyy = c(u"iyy"), iyz = c(u"iyz"), izz = c(u"izz");
                l.inertia << ixx, ixy, ixz, ixy, iyy, iyz, ixz, iyz, izz;
            }
        }
        // Visuals, then collisions, each in document order.
        for (const bool collision : {false, true})
            for (const XmlElement* v : le->elements(collision ? u"collision" : u"visual"))
                if (auto g = readGeometry(v, collision, l.geometry.size())) l.geometry.push_back(std::move(*g));
        robot.links.push_back(std::move(l));
    };
    auto readJoint = [&](const XmlElement* je) {
        UrdfJoint j;
        j.element = je;
        j.name = je->attribute(u"name");
        j.type = je->attribute(u"type");
        j.parentElement = je->firstChildElement(u"parent");
        j.childElement = je->firstChildElement(u"child");
        if (j.parentElement) j.parent = j.parentElement->attribute(u"link");
        if (j.childElement) j.child = j.childElement->attribute(u"link");
        const XmlElement* origin = je->firstChildElement(u"origin");
        j.xyz = v3(origin, u"xyz");
        j.rpy = v3(origin, u"rpy");
        j.axisElement = je->firstChildElement(u"axis");
        j.axis = v3(j.axisElement, u"xyz", Eigen::Vector3d::UnitX());
        if (const XmlElement* lim = je->firstChildElement(u"limit")) {
            j.hasLimit = true;
            j.limitElement = lim;
            j.lower = num(doc, lim, u"lower", 0, out);
            j.upper = num(doc, lim, u"upper", 0, out);
            num(doc, lim, u"effort", 0, out);  // checked as urdfdom reads them; the engine keeps neither
            num(doc, lim, u"velocity", 0, out);
        }
        if (const XmlElement* mim = je->firstChildElement(u"mimic")) {
            j.mimic = mim->attribute(u"joint");
            j.mimicMultiplier = num(doc, mim, u"multiplier", 1, out);
            j.mimicOffset = num(doc, mim, u"offset", 0, out);
        }
        robot.joints.push_back(std::move(j));
    };
    // Room enough when text separates the top-level elements, as it does
    // in every file written by hand or by a tool (half the children).
    robot.links.reserve(size_t(root->childCount()) / 2);
    robot.joints.reserve(size_t(root->childCount()) / 2);
    robot.linkInOrder.reserve(size_t(root->childCount()) / 2);
    for (const XmlElement* c : root->elements()) {
        if (visit) visit(c);
        if (c->name() == QLatin1String("link")) {
            readLink(c);
            robot.linkInOrder.push_back(true);
        } else if (c->name() == QLatin1String("joint")) {
            readJoint(c);
            robot.linkInOrder.push_back(false);
        } else if (c->name() == QLatin1String("material")) {
            if (const XmlElement* colour = c->firstChildElement(u"color"))
                materials.insert(c->attribute(u"name"), vec<4>(doc, colour, u"rgba", Eigen::Vector4d(0.7, 0.7, 0.7, 1), out));
        }
    }
    for (const NamedColour& n : named)
        if (const auto m = materials.constFind(n.material); m != materials.constEnd()) robot.links[n.link].geometry[n.geometry].rgba = *m;
    return robot;
}

}  // namespace kinedit
