// SKEL -> kinematic model, as DART's SkelParser builds it. A body's
// <transformation> is its pose in the skeleton frame; a joint's is the joint
// frame in its child body's frame. So the joint frame sits at
//   parent⁻¹ · child · childToJoint   in the parent body,
// and the child body at childToJoint⁻¹ from the joint frame. Frames:
// `skeleton::body` (kind body) and `skeleton::joint` (kind joint), in
// document order; poses at init_pos.
#include "SkelFormat.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>

#include "formats/PoseText.h"

#include "SkelCodes.h"
#include "SkelReader.h"
#include "SkelSchema.h"
#include "kinematics/Conventions.h"
#include "kinematics/ModelBuilder.h"
#include "xml/XmlDiagnostics.h"

#include <QFileInfo>
#include <QHash>

namespace kinedit {

namespace {

// Intrinsic XYZ angles of a rotation (R = Rx·Ry·Rz).
Eigen::Vector3d intrinsicXYZ(const Eigen::Matrix3d& r) {
    const double b = std::asin(std::clamp(r(0, 2), -1.0, 1.0));
    if (std::abs(r(0, 2)) < 1 - 1e-12) return {std::atan2(-r(1, 2), r(2, 2)), b, std::atan2(-r(0, 1), r(0, 0))};
    return {std::atan2(r(2, 1), r(1, 1)), b, 0};  // gimbal lock
}

Eigen::Matrix3d expMap(const Eigen::Vector3d& v) {
    const double a = v.norm();
    return a < 1e-15 ? Eigen::Matrix3d::Identity() : Eigen::AngleAxisd(a, v / a).toRotationMatrix();
}

kin::Joint makeJoint(const SkelJoint& j, const std::string& name) {
    kin::Joint joint;
    const QString& t = j.type;
    if (t == QLatin1String("revolute"))
        joint = kin::makeRevolute(name, j.axes[0].xyz, j.axes[0].lower, j.axes[0].upper);
    else if (t == QLatin1String("prismatic"))
        joint = kin::makePrismatic(name, j.axes[0].xyz, j.axes[0].lower, j.axes[0].upper);
    else if (t == QLatin1String("screw"))
        joint = kin::makeScrew(name, j.axes[0].xyz, j.pitch / (2 * M_PI));
    else if (t == QLatin1String("universal"))
        joint = kin::makeUniversal(name, j.axes[0].xyz, j.axes[1].xyz);
    else if (t == QLatin1String("ball"))
        joint = kin::makeBall(name);
    else if (t == QLatin1String("euler"))
        joint = kin::makeEuler(name, j.axisOrder.toUpper().toStdString());
    else if (t == QLatin1String("translational"))
        joint = kin::makeTranslational(name);
    else if (t == QLatin1String("planar"))
        joint = kin::makePlanar(name, j.planeAxis1, j.planeAxis2);
    else if (t == QLatin1String("free"))
        joint = kin::makeFree(name);
    else
        joint = kin::makeFixed(name);
    for (int k = 0; k < joint.dof() && k < 3; ++k) {
        if (t == QLatin1String("revolute") || t == QLatin1String("prismatic")) break;  // set above
        if (t == QLatin1String("universal") || t == QLatin1String("euler")) {
            joint.lower[size_t(k)] = j.axes[k].lower;
            joint.upper[size_t(k)] = j.axes[k].upper;
        }
    }
    // init_pos in DART's coordinates -> Kinedit's (ball and free: DART uses
    // exponential coordinates of the rotation; Kinedit intrinsic XYZ angles).
    const std::vector<double>& p = j.initPos;
    if (int(p.size()) == joint.dof()) {
        if (t == QLatin1String("ball")) {
            const Eigen::Vector3d a = intrinsicXYZ(expMap(Eigen::Vector3d(p[0], p[1], p[2])));
            joint.defaultValue = {a[0], a[1], a[2]};
        } else if (t == QLatin1String("free")) {
            const Eigen::Vector3d a = intrinsicXYZ(expMap(Eigen::Vector3d(p[0], p[1], p[2])));
            joint.defaultValue = {p[3], p[4], p[5], a[0], a[1], a[2]};
        } else {
            joint.defaultValue = p;
        }
    }
    return joint;
}

}  // namespace

const Schema* SkelFormat::schema() const { return &skelSchema(); }

int SkelFormat::recognize(const XmlDocument& doc, const QString& path) const {
    if (QFileInfo(path).suffix().compare(QLatin1String("skel"), Qt::CaseInsensitive) == 0) return 100;
    return doc.root() && doc.root()->name() == QLatin1String("skel") ? 90 : 0;
}

void SkelFormat::validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    Diagnostics found;
    SkelWorld world = readSkel(doc, found);
    out.append(found);
    keepReading(state, this, doc, std::move(world), found);
}

std::shared_ptr<const kin::Model> SkelFormat::compile(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    Diagnostics problems;
    SkelWorld world;
    if (!takeReading(state, this, doc, world, problems)) world = readSkel(doc, problems);
    out.append(problems);
    if (hasErrors(problems) || !world.valid) return nullptr;
    kin::ModelBuilder b;
    size_t frames = 0, shapes = 0;
    for (const SkelSkeleton& s : world.skeletons) {
        frames += s.bodies.size() + s.joints.size();
        for (const SkelBody& body : s.bodies) shapes += body.shapes.size();
    }
    b.reserve(frames, shapes);
    int next = 0;
    for (const SkelSkeleton& s : world.skeletons) {
        const std::string prefix = s.name.toStdString() + "::";
        // Build-time ids in document order; the reader found each joint's
        // bodies and each body's joint (the world has no errors, so every
        // joint's child exists).
        std::vector<int> bodyId(s.bodies.size()), jointId(s.joints.size());
        size_t bi = 0, ji = 0;
        for (const bool isBody : s.bodyInOrder) (isBody ? bodyId[bi++] : jointId[ji++]) = next++;
        bi = 0, ji = 0;
        for (const bool isBody : s.bodyInOrder) {
            if (isBody) {
                const SkelBody& body = s.bodies[bi++];
                const SkelJoint* j = body.parentJoint >= 0 ? &s.joints[size_t(body.parentJoint)] : nullptr;
                const int frame = b.addFrame(prefix + body.name.toStdString(), "body", j ? jointId[size_t(body.parentJoint)] : -1,
                                             j ? j->childToJoint.inverse() : body.pose);
                kin::Inertial in;
                in.mass = body.mass;
                in.com = body.com;
                in.inertia = body.inertia;
                // Located for the inertial checks (InertialChecks.h): the <inertia>, its <mass> and <moment_of_inertia>.
                if (const XmlElement* ie = body.element ? body.element->firstChildElement(u"inertia") : nullptr) {
                    locate(in.at, doc, ie);
                    in.massAt = in.inertiaAt = in.at;
                    locate(in.massAt, doc, ie->firstChildElement(u"mass"));
                    locate(in.inertiaAt, doc, ie->firstChildElement(u"moment_of_inertia"));
                }
                b.addInertial(frame, std::move(in));
                for (const SkelShape& sh : body.shapes) {
                    kin::Visual v;
                    v.collision = sh.collision;
                    v.origin = sh.pose;
                    v.source = body.name.toStdString();
                    locate(v, doc, sh.element);
                    if (sh.rgba) v.rgba = *sh.rgba, v.hasColour = true;
                    if (sh.kind == QLatin1String("box"))
                        v.kind = kin::ShapeKind::Box, v.size = sh.size;
                    else if (sh.kind == QLatin1String("ellipsoid"))
                        v.kind = kin::ShapeKind::Ellipsoid, v.size = sh.size / 2;
                    else if (sh.kind == QLatin1String("sphere"))
                        v.kind = kin::ShapeKind::Sphere, v.size = sh.size;
                    else if (sh.kind == QLatin1String("cylinder") || sh.kind == QLatin1String("cone"))
                        v.kind = kin::ShapeKind::Cylinder, v.size = Eigen::Vector3d(sh.size.x(), sh.size.y(), 0);
                    else if (sh.kind == QLatin1String("capsule"))
                        v.kind = kin::ShapeKind::Capsule, v.size = Eigen::Vector3d(sh.size.x(), sh.size.y(), 0);
                    else if (sh.kind == QLatin1String("mesh") && !sh.mesh.isEmpty())
                        v.kind = kin::ShapeKind::Mesh, v.mesh = sh.mesh.toStdString(), v.meshScale = sh.scale;
                    else
                        continue;
                    b.addVisual(frame, std::move(v));
                }
            } else {
                const SkelJoint& j = s.joints[ji++];
                const SkelBody& child = s.bodies[size_t(j.childBody)];
                const SkelBody* parent = j.parentBody >= 0 ? &s.bodies[size_t(j.parentBody)] : nullptr;  // null for world
                const Eigen::Isometry3d parentPose = parent ? parent->pose : Eigen::Isometry3d::Identity();
                const Eigen::Isometry3d placement = parentPose.inverse() * child.pose * j.childToJoint;
                b.addFrame(prefix + j.name.toStdString(), "joint", parent ? bodyId[size_t(j.parentBody)] : -1, placement,
                           makeJoint(j, prefix + j.name.toStdString()));
            }
        }
    }
    std::string error;
    auto model = std::move(b).build(&error);
    if (!model) out.append(diagnosticAt(doc, doc.root(), {}, Severity::Error, skelcode::Cycle, QString::fromStdString(error)));
    return model;
}

QString SkelFormat::poseText(const Eigen::Isometry3d& pose) const {
    return QStringLiteral("<transformation>%1 %2</transformation>").arg(poseTranslation(pose), poseIntrinsicXYZ(pose));
}

QStringList SkelFormat::uncarried(const XmlDocument& doc) const {
    QStringList out =
        countedTags(doc, {QStringLiteral("soft_shape"), QStringLiteral("damping"), QStringLiteral("friction"),
                          QStringLiteral("spring_stiffness"), QStringLiteral("rest_position"), QStringLiteral("coulomb_friction")});
    return out;
}

}  // namespace kinedit
