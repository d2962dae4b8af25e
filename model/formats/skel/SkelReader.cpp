#include "SkelReader.h"

#include "formats/ParentCycles.h"

#include "SkelCodes.h"
#include "io/ResourceResolver.h"
#include "kinematics/Conventions.h"
#include "xml/NumberText.h"
#include "xml/XmlDiagnostics.h"

#include <limits>
#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace kinedit {

namespace {

struct SkelText {
    Q_DECLARE_TR_FUNCTIONS(SkelReader)
};
using T = SkelText;

const QStringList kJointTypes = {QStringLiteral("revolute"),      QStringLiteral("prismatic"), QStringLiteral("screw"),
                                 QStringLiteral("universal"),     QStringLiteral("ball"),      QStringLiteral("euler"),
                                 QStringLiteral("translational"), QStringLiteral("planar"),    QStringLiteral("free"),
                                 QStringLiteral("weld")};

// A number as DART reads one: also an infinity spelt inf or infinity, in
// any case, with a sign (an unlimited joint's limits).
double skelNumber(QStringView token, bool* ok) {
    const double v = toNumber(token, ok);
    if (*ok) return v;
    QStringView t = token;
    const bool negative = t.startsWith(u'-');
    if (negative || t.startsWith(u'+')) t = t.sliced(1);
    *ok = t.compare(u"inf", Qt::CaseInsensitive) == 0 || t.compare(u"infinity", Qt::CaseInsensitive) == 0;
    return *ok ? (negative ? -1 : 1) * std::numeric_limits<double>::infinity() : v;
}

class Reader {
public:
    Reader(const XmlDocument& doc, Diagnostics& out) : m_doc(doc), m_out(out) {}

    void report(const XmlElement* e, Severity s, const char* code, const QString& msg) {
        m_out.append(diagnosticAt(m_doc, e, {}, s, code, msg));
    }

    // The numbers of an element's text (n of them if n > 0).
    std::optional<std::vector<double>> numbers(const XmlElement* e, int n) {
        if (!e) return std::nullopt;
        std::vector<double> v;
        const bool ok = readNumbers(e->text(), v, skelNumber);
        if (!ok || (n > 0 && int(v.size()) != n)) {
            report(
                e, Severity::Error, skelcode::BadNumber,
                n > 0 ? T::tr("<%1> must hold %n number(s)", nullptr, n).arg(e->name()) : T::tr("<%1> must hold numbers").arg(e->name()));
            return std::nullopt;
        }
        return v;
    }
    std::optional<double> number(const XmlElement* parent, QStringView child) {
        const XmlElement* e = parent ? parent->firstChildElement(child) : nullptr;
        const auto v = numbers(e, 1);
        return v ? std::optional<double>((*v)[0]) : std::nullopt;
    }
    std::optional<Eigen::Vector3d> vector3(const XmlElement* parent, QStringView child) {
        const XmlElement* e = parent ? parent->firstChildElement(child) : nullptr;
        const auto v = numbers(e, 3);
        return v ? std::optional<Eigen::Vector3d>(Eigen::Vector3d((*v)[0], (*v)[1], (*v)[2])) : std::nullopt;
    }
    // <transformation>x y z rx ry rz</transformation>: intrinsic XYZ Euler angles.
    Eigen::Isometry3d transformation(const XmlElement* parent) {
        Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
        const XmlElement* e = parent ? parent->firstChildElement(u"transformation") : nullptr;
        if (const auto v = numbers(e, 6)) {
            t.translation() = Eigen::Vector3d((*v)[0], (*v)[1], (*v)[2]);
            t.linear() = kin::rotationIntrinsicXYZ((*v)[3], (*v)[4], (*v)[5]);
        }
        return t;
    }

    void shape(const XmlElement* holder, bool collision, SkelBody& body) {
        const XmlElement* geometry = holder->firstChildElement(u"geometry");
        const XmlElement* g = geometry ? geometry->firstChildElement() : nullptr;
        if (!g) return;
        SkelShape s;
        s.element = g;
        s.collision = collision;
        s.kind = g->name();
        s.pose = transformation(holder);
        if (const XmlElement* c = holder->firstChildElement(u"color"))
            if (const auto v = numbers(c, 0); v && (v->size() == 3 || v->size() == 4))
                s.rgba = Eigen::Vector4d((*v)[0], (*v)[1], (*v)[2], v->size() == 4 ? (*v)[3] : 1.0);
        if (s.kind == QLatin1String("box") || s.kind == QLatin1String("ellipsoid")) {
            s.size = vector3(g, u"size").value_or(Eigen::Vector3d::Ones());
        } else if (s.kind == QLatin1String("sphere")) {
            s.size.x() = number(g, u"radius").value_or(0.5);
        } else if (s.kind == QLatin1String("cylinder") || s.kind == QLatin1String("capsule") || s.kind == QLatin1String("cone")) {
            s.size.x() = number(g, u"radius").value_or(0.5);
            // The spec says <length> for collision cylinders; DART reads
            // <height> everywhere. Follow DART and say so.
            if (g->firstChildElement(u"length") && !g->firstChildElement(u"height"))
                report(g->firstChildElement(u"length"), Severity::Warning, skelcode::SpecDeviation,
                       T::tr("DART reads a cylinder's <height>, not <length> (the spec text is wrong here); the height "
                             "defaults to 1"));
            s.size.y() = number(g, u"height").value_or(1.0);
        } else if (s.kind == QLatin1String("mesh")) {
            const XmlElement* f = g->firstChildElement(u"file_name");
            const QString name = f ? f->text().trimmed() : QString();
            s.scale = vector3(g, u"scale").value_or(Eigen::Vector3d::Ones());
            const ResolvedResource r = resolveResource(name, m_doc.fileName());
            if (r.path.isEmpty())
                report(f ? f : g, Severity::Warning, skelcode::MeshNotFound, T::tr("mesh '%1' not found: %2").arg(name, r.reason));
            s.mesh = r.path;
        }
        body.shapes.push_back(s);
    }

    SkelBody body(const XmlElement* e, const Eigen::Isometry3d& skeletonPose) {
        SkelBody b;
        b.element = e;
        b.name = e->attribute(u"name");
        b.pose = skeletonPose * transformation(e);
        if (const XmlElement* in = e->firstChildElement(u"inertia")) {
            b.mass = number(in, u"mass").value_or(1.0);
            b.com = vector3(in, u"offset").value_or(Eigen::Vector3d::Zero());
            if (const XmlElement* m = in->firstChildElement(u"moment_of_inertia")) {
                auto c = [&](const char* n, double d) { return number(m, QString::fromLatin1(n)).value_or(d); };
                const double ixx = c("ixx", 1), iyy = c("iyy", 1), izz = c("izz", 1), ixy = c("ixy", 0), ixz = c("ixz", 0),
                             iyz = c("iyz", 0);
                b.inertia << ixx, ixy, ixz, ixy, iyy, iyz, ixz, iyz, izz;
            }
        }
        for (const XmlElement* v : e->elements(u"visualization_shape")) shape(v, false, b);
        for (const XmlElement* c : e->elements(u"collision_shape")) shape(c, true, b);
        if (const XmlElement* soft = e->firstChildElement(u"soft_shape")) {
            report(soft, Severity::Warning, skelcode::SoftBody, T::tr("soft body '%1' is shown as a rigid body").arg(b.name));
            shape(soft, false, b);
        }
        return b;
    }

    SkelJoint joint(const XmlElement* e) {
        SkelJoint j;
        j.element = e;
        j.name = e->attribute(u"name");
        j.type = e->attribute(u"type");
        if (const XmlElement* p = e->firstChildElement(u"parent")) j.parent = p->text().trimmed();
        if (const XmlElement* c = e->firstChildElement(u"child")) j.child = c->text().trimmed();
        j.childToJoint = transformation(e);
        const char* axisNames[3] = {"axis", "axis2", "axis3"};
        for (int k = 0; k < 3; ++k) {
            const XmlElement* a = e->firstChildElement(QString::fromLatin1(axisNames[k]));
            if (!a) continue;
            if (const auto xyz = vector3(a, u"xyz")) {
                if (xyz->norm() < 1e-12)
                    report(a, Severity::Error, skelcode::ZeroAxis, T::tr("the joint axis must not be zero"));
                else
                    j.axes[k].xyz = xyz->normalized();
            }
            if (const XmlElement* lim = a->firstChildElement(u"limit")) {
                j.axes[k].lower = number(lim, u"lower").value_or(j.axes[k].lower);
                j.axes[k].upper = number(lim, u"upper").value_or(j.axes[k].upper);
            }
            if (a->firstChildElement(u"damping"))
                report(a->firstChildElement(u"damping"), Severity::Warning, skelcode::SpecDeviation,
                       T::tr("<damping> belongs inside <dynamics>; DART reads it here too"));
        }
        if (const XmlElement* order = e->firstChildElement(u"axis_order")) {
            j.axisOrder = order->text().trimmed().toLower();
            static const QRegularExpression xyz(QStringLiteral("^[xyz]{3}$"));
            if (!xyz.match(j.axisOrder).hasMatch()) {
                report(order, Severity::Error, skelcode::BadAxisOrder, T::tr("axis_order must be three of x, y, z (e.g. xyz, zyx)"));
                j.axisOrder = QStringLiteral("xyz");
            }
        }
        if (const XmlElement* plane = e->firstChildElement(u"plane")) {
            j.plane = plane->attribute(u"type").toLower();
            if (j.plane == QLatin1String("yz"))
                j.planeAxis1 = Eigen::Vector3d::UnitY(), j.planeAxis2 = Eigen::Vector3d::UnitZ();
            else if (j.plane == QLatin1String("zx"))
                j.planeAxis1 = Eigen::Vector3d::UnitZ(), j.planeAxis2 = Eigen::Vector3d::UnitX();
            else if (j.plane == QLatin1String("arbitrary")) {
                if (const XmlElement* t1 = plane->firstChildElement(u"translation_axis1"))
                    j.planeAxis1 = vector3(t1, u"xyz").value_or(Eigen::Vector3d::UnitX()).normalized();
                if (const XmlElement* t2 = plane->firstChildElement(u"translation_axis2"))
                    j.planeAxis2 = vector3(t2, u"xyz").value_or(Eigen::Vector3d::UnitY()).normalized();
            }
        }
        j.pitch = number(e, u"thread_pitch").value_or(0);
        if (const XmlElement* ip = e->firstChildElement(u"init_pos")) {
            if (const auto v = numbers(ip, 0)) {
                j.initPos = *v;
                const int dof = skelJointDof(j.type);
                if (dof >= 0 && int(v->size()) != dof)
                    report(ip, Severity::Error, skelcode::BadInitPos,
                           T::tr("a %1 joint has %n variable(s); init_pos gives %2", nullptr, dof).arg(j.type).arg(v->size()));
            }
        }
        if (const XmlElement* iv = e->firstChildElement(u"init_vel")) numbers(iv, 0);
        readDofs(e, j);
        return j;
    }

    // DART's per-variable settings: <dof local_index="k"><position lower=""
    // upper="" initial=""/></dof>. Limits replace the axis's; an initial
    // value replaces init_pos's for that variable. An initial value outside
    // the limits is where DART poses the skeleton, as written: Kinedit
    // poses it there too, and says so.
    void readDofs(const XmlElement* e, SkelJoint& j) {
        const int dof = skelJointDof(j.type);
        for (const XmlElement* d : e->elements(u"dof")) {
            bool ok = false;
            int k = d->attribute(u"local_index").toInt(&ok);
            // DART reads a <dof> without local_index as the only variable of
            // a one-variable joint.
            if (!d->hasAttribute(u"local_index") && dof == 1) k = 0, ok = true;
            if (!ok || k < 0 || (dof >= 0 && k >= dof)) {
                const QString written = d->attribute(u"local_index");
                report(d, Severity::Error, skelcode::BadDofIndex,
                       dof == 0 ? T::tr("a %1 joint has no variables, so it has no <dof>").arg(j.type)
                       : !d->hasAttribute(u"local_index")
                           ? T::tr("<dof> needs local_index: the %1 joint has %2 variables (0 to %3)").arg(j.type).arg(dof).arg(dof - 1)
                       : dof > 0 ? T::tr("local_index must be one of the %1 joint's %2 variables (0 to %3); got '%4'")
                                       .arg(j.type)
                                       .arg(dof)
                                       .arg(dof - 1)
                                       .arg(written)
                                 : T::tr("local_index must be a variable's index (0, 1, ...); got '%1'").arg(written));
                continue;
            }
            const XmlElement* p = d->firstChildElement(u"position");
            if (!p) continue;
            auto attribute = [&](QStringView name) -> std::optional<double> {
                if (!p->hasAttribute(name)) return std::nullopt;
                bool good = false;
                const double v = skelNumber(QStringView(p->attribute(name)).trimmed(), &good);
                if (good && (std::isfinite(v) || name != u"initial")) return v;  // limits may be infinite
                m_out.append(diagnosticAt(m_doc, p, name.toString(), Severity::Error, skelcode::BadNumber,
                                          T::tr("'%1' must be a number; got '%2'").arg(name.toString(), p->attribute(name))));
                return std::nullopt;
            };
            const auto lower = attribute(u"lower"), upper = attribute(u"upper"), initial = attribute(u"initial");
            if (k < 3) {
                if (lower) j.axes[k].lower = *lower;
                if (upper) j.axes[k].upper = *upper;
            }
            if (initial) {
                if (dof > 0 && int(j.initPos.size()) != dof) j.initPos.resize(size_t(dof), 0.0);
                if (k < int(j.initPos.size())) j.initPos[size_t(k)] = *initial;
            }
        }
        // Every initial value against its limits (init_pos's too).
        for (int k = 0; k < 3 && k < int(j.initPos.size()); ++k) {
            const double v = j.initPos[size_t(k)], lo = j.axes[k].lower, hi = j.axes[k].upper;
            if (v < lo || v > hi)
                report(j.element, Severity::Warning, skelcode::InitialOutside,
                       T::tr("the initial position %1 of variable %2 lies outside the joint's limits [%3, %4]; "
                             "the skeleton is posed there, as DART poses it")
                           .arg(v)
                           .arg(k)
                           .arg(lo)
                           .arg(hi));
        }
    }

    void skeleton(const XmlElement* e, SkelWorld& world) {
        SkelSkeleton s;
        s.element = e;
        s.name = e->attribute(u"name");
        s.pose = transformation(e);
        // One pass over the skeleton's children; bodies are read before
        // joints (a joint may name a body further down).
        std::vector<const XmlElement*> bodyElements, jointElements;
        for (const XmlElement* c : e->elements()) {
            if (c->name() == QLatin1String("body")) {
                bodyElements.push_back(c);
                s.bodyInOrder.push_back(true);
            } else if (c->name() == QLatin1String("joint")) {
                jointElements.push_back(c);
                s.bodyInOrder.push_back(false);
            }
        }
        // Sized up front (rehashing a 10,000-body skeleton's tables as they
        // grew cost more than filling them).
        QHash<QString, int> bodyIndex;  // the first body of each name
        QSet<QString> jointNames;
        bodyIndex.reserve(qsizetype(bodyElements.size()));
        jointNames.reserve(qsizetype(jointElements.size()));
        s.bodies.reserve(bodyElements.size());
        s.joints.reserve(jointElements.size());
        for (const XmlElement* b : bodyElements) {
            SkelBody body = this->body(b, s.pose);
            if (body.name.isEmpty())
                report(b, Severity::Error, skelcode::MissingName, T::tr("<body> needs a name"));
            else if (bodyIndex.contains(body.name))
                report(b, Severity::Error, skelcode::DuplicateName,
                       T::tr("skeleton '%1' has two bodies named '%2'").arg(s.name, body.name));
            if (!bodyIndex.contains(body.name)) bodyIndex.insert(body.name, int(s.bodies.size()));
            s.bodies.push_back(std::move(body));
        }
        QHash<QString, QString> parentOf;  // child body -> parent body
        parentOf.reserve(qsizetype(jointElements.size()));
        for (const XmlElement* je : jointElements) {
            SkelJoint j = joint(je);
            if (j.name.isEmpty())
                report(je, Severity::Error, skelcode::MissingName, T::tr("<joint> needs a name"));
            else if (jointNames.contains(j.name))
                report(je, Severity::Error, skelcode::DuplicateName, T::tr("skeleton '%1' has two joints named '%2'").arg(s.name, j.name));
            jointNames.insert(j.name);
            if (!kJointTypes.contains(j.type))
                report(je, Severity::Error, skelcode::BadJointType,
                       j.type.isEmpty() ? T::tr("joint '%1' needs a type").arg(j.name)
                       // DART 6.12 discards a translational2d joint and its parser
                       // then fails; later versions of DART read it.
                       : j.type == QLatin1String("translational2d")
                           ? T::tr("DART 6.12 does not read translational2d joints (joint '%1'): it discards the joint and its reading of "
                                   "the file fails; later DART reads them. DART 6.12's joint types: %2")
                                 .arg(j.name, kJointTypes.join(QStringLiteral(", ")))
                           : T::tr("unknown joint type '%1' (%2)").arg(j.type, kJointTypes.join(QStringLiteral(", "))));
            const XmlElement* pe = je->firstChildElement(u"parent");
            const XmlElement* ce = je->firstChildElement(u"child");
            j.parentBody = pe ? bodyIndex.value(j.parent, -1) : -1;
            j.childBody = ce ? bodyIndex.value(j.child, -1) : -1;
            if (!pe || (j.parent != QLatin1String("world") && j.parentBody < 0))
                report(pe ? pe : je, Severity::Error, skelcode::BadBodyRef,
                       pe ? T::tr("no body of skeleton '%1' is named '%2'").arg(s.name, j.parent)
                          : T::tr("joint '%1' needs a <parent>").arg(j.name));
            if (j.childBody < 0)
                report(ce ? ce : je, Severity::Error, skelcode::BadBodyRef,
                       ce ? T::tr("no body of skeleton '%1' is named '%2'").arg(s.name, j.child)
                          : T::tr("joint '%1' needs a <child>").arg(j.name));
            else if (SkelBody& child = s.bodies[size_t(j.childBody)]; child.parentJoint >= 0)
                report(ce, Severity::Error, skelcode::TwoParents,
                       T::tr("body '%1' is already the child of joint '%2'").arg(j.child, s.joints[size_t(child.parentJoint)].name));
            else {
                parentOf.insert(j.child, j.parent);
                child.parentJoint = int(s.joints.size());
            }
            s.joints.push_back(std::move(j));
        }
        // Joints must not form cycles.
        QStringList names;
        for (const SkelBody& b : s.bodies) names << b.name;
        const ParentCycles cycles = parentCycles(names, [&](const QString& n) -> const QString* {
            const auto p = parentOf.constFind(n);
            return p == parentOf.constEnd() || n == QLatin1String("world") ? nullptr : &p.value();
        });
        for (size_t i = 0; i < s.bodies.size(); ++i) {
            const ParentCycles::Of& c = cycles.of[i];
            if (c.place == ParentCycles::InCycle)
                report(s.bodies[i].element, Severity::Error, skelcode::Cycle,
                       T::tr("body '%1' is in a cycle of joints: %2").arg(s.bodies[i].name, cycles.text(c.cycle)));
            else if (c.place == ParentCycles::BelowCycle)
                report(
                    s.bodies[i].element, Severity::Error, skelcode::Cycle,
                    T::tr("body '%1' hangs below the cycle of joints %2, not from the world").arg(s.bodies[i].name, cycles.text(c.cycle)));
        }
        world.skeletons.push_back(std::move(s));
    }

    const XmlDocument& m_doc;
    Diagnostics& m_out;
};

}  // namespace

int skelJointDof(const QString& type) {
    static const QHash<QString, int> dof = {{QStringLiteral("revolute"), 1},      {QStringLiteral("prismatic"), 1},
                                            {QStringLiteral("screw"), 1},         {QStringLiteral("universal"), 2},
                                            {QStringLiteral("ball"), 3},          {QStringLiteral("euler"), 3},
                                            {QStringLiteral("translational"), 3}, {QStringLiteral("planar"), 3},
                                            {QStringLiteral("free"), 6},          {QStringLiteral("weld"), 0}};
    return dof.value(type, -1);
}

SkelWorld readSkel(const XmlDocument& doc, Diagnostics& out) {
    SkelWorld world;
    const XmlElement* root = doc.root();
    if (!root) return world;
    Reader r(doc, out);
    const XmlElement* w = root->name() == QLatin1String("skel") ? root->firstChildElement(u"world") : nullptr;
    if (!w) {
        r.report(root, Severity::Error, skelcode::NotSkel,
                 root->name() == QLatin1String("skel") ? T::tr("<skel> needs a <world>")
                                                       : T::tr("a SKEL file's root element is <skel>, not <%1>").arg(root->name()));
        return world;
    }
    world.valid = true;
    QSet<QString> names;
    for (const XmlElement* s : w->elements(u"skeleton")) {
        const QString name = s->attribute(u"name");
        if (name.isEmpty()) r.report(s, Severity::Error, skelcode::MissingName, T::tr("<skeleton> needs a name"));
        r.skeleton(s, world);
        // DART renames a repeated skeleton name to name(1), name(2), ...
        QString unique = name;
        for (int k = 1; names.contains(unique); ++k) unique = QStringLiteral("%1(%2)").arg(name).arg(k);
        if (unique != name)
            r.report(s, Severity::Warning, skelcode::Renamed,
                     T::tr("another skeleton is named '%1'; this one is '%2' (as DART names it)").arg(name, unique));
        world.skeletons.back().name = unique;
        names.insert(unique);
    }
    return world;
}

}  // namespace kinedit
