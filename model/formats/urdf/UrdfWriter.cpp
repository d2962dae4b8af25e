#include "UrdfWriter.h"

#include "export/ExportText.h"
#include "export/ExportCodes.h"
#include "export/LinkInertia.h"
#include "kinematics/Conventions.h"
#include "kinematics/Kinematics.h"
#include "kinematics/Model.h"
#include "xml/XmlEscape.h"

#include <QCoreApplication>

#include <cmath>
#include <set>

namespace kinedit {

namespace {
struct UrdfWriterText {
    Q_DECLARE_TR_FUNCTIONS(UrdfWriter)
};
using T = UrdfWriterText;

using exporttext::attr;
using exporttext::num;
using exporttext::vec;
QByteArray origin(const Eigen::Isometry3d& p) {
    return "<origin xyz=\"" + vec(p.translation()) + "\" rpy=\"" + vec(kin::fixedXYZFromRotation(p.linear())) + "\"/>";
}
bool identity(const Eigen::Isometry3d& p) { return p.isApprox(Eigen::Isometry3d::Identity(), 1e-12); }
}  // namespace

bool urdfHasJointType(int type) {
    switch (kin::JointType(type)) {
    case kin::JointType::Fixed:
    case kin::JointType::Revolute:
    case kin::JointType::Continuous:
    case kin::JointType::Prismatic:
    case kin::JointType::Free: return true;
    default: return false;
    }
}

QByteArray writeUrdf(const kin::Model& model, const UrdfWriteOptions& options, Diagnostics& out) {
    const auto& frames = model.frames();
    const int n = int(frames.size());
    std::vector<Eigen::Isometry3d> at;
    const Eigen::VectorXd zero = Eigen::VectorXd::Zero(model.nq());
    for (int i = 0; i < n; ++i) at.push_back(kin::framePose(model, zero, i));
    // Which frames are links, and which link each frame moves with.
    std::vector<bool> isLink(size_t(n), true);
    std::vector<int> mergedChild(size_t(n), -1);  // a joint frame -> its one child link
    for (int i = 0; i < n; ++i) {
        const kin::Frame& f = frames[size_t(i)];
        if (f.kind == "com") isLink[size_t(i)] = false;
        if (f.joint < 0 || f.kind != "joint" || model.joints()[size_t(f.joint)].name != f.name) continue;
        int child = -1, children = 0;
        for (int c = i + 1; c < f.subtreeEnd; ++c)
            if (frames[size_t(c)].parent == i && frames[size_t(c)].kind != "com") ++children, child = c;
        if (children == 1 && frames[size_t(child)].joint < 0 && identity(frames[size_t(child)].placement)) {
            isLink[size_t(i)] = false;
            mergedChild[size_t(i)] = child;
        }
    }
    bool visualsOnMerged = false;
    for (const kin::Visual& v : model.visuals()) visualsOnMerged |= v.frame >= 0 && mergedChild[size_t(v.frame)] >= 0;
    std::vector<int> body(size_t(n), -1);
    for (int i = 0; i < n; ++i) {
        const kin::Frame& f = frames[size_t(i)];
        if (isLink[size_t(i)])
            body[size_t(i)] = i;
        else if (mergedChild[size_t(i)] >= 0)
            body[size_t(i)] = mergedChild[size_t(i)];
        else
            body[size_t(i)] = f.parent >= 0 ? body[size_t(f.parent)] : -1;  // com frames
    }
    // The link a link hangs from: its parent frame's (a merged joint frame's parent).
    auto parentLink = [&](int i) {
        int p = frames[size_t(i)].parent;
        if (p >= 0 && mergedChild[size_t(p)] == i) p = frames[size_t(p)].parent;
        return p;
    };
    std::set<std::string> names;
    for (const kin::Frame& f : frames) names.insert(f.name);
    std::vector<int> roots;
    for (int i = 0; i < n; ++i)
        if (isLink[size_t(i)] && parentLink(i) < 0) roots.push_back(i);
    // A root link sits at the model's origin: anything else hangs from "world".
    const bool needWorld = roots.size() != 1 || frames[size_t(roots.front())].joint >= 0 ||
                           (frames[size_t(roots.front())].parent >= 0 && mergedChild[size_t(frames[size_t(roots.front())].parent)] >= 0) ||
                           !identity(frames[size_t(roots.front())].placement);
    std::string world = "world";
    while (needWorld && names.count(world)) world += "~root";

    QByteArray xml =
        "<?xml version=\"1.0\"?>\n<!-- Exported by Kinedit -->\n<robot name=\"" + xmlEscapeAttribute(options.robotName) + "\">\n";
    if (needWorld) xml += "  <link name=\"" + attr(world) + "\"/>\n";
    // Links: inertial, visuals, collisions.
    const auto inertias = linkInertias(model, body, at);
    std::map<int, QByteArray> shapes;
    for (const kin::Visual& v : model.visuals()) {
        if (v.frame < 0 || body[size_t(v.frame)] < 0) continue;
        const int link = body[size_t(v.frame)];
        const Eigen::Isometry3d pose = at[size_t(link)].inverse() * at[size_t(v.frame)] * v.origin;
        const QByteArray tag = v.collision ? "collision" : "visual";
        QByteArray material;
        if (!v.collision && v.hasColour) {
            const QByteArray rgba = num(v.rgba[0]) + ' ' + num(v.rgba[1]) + ' ' + num(v.rgba[2]) + ' ' + num(v.rgba[3]);
            material = "<material name=\"rgba " + rgba + "\"><color rgba=\"" + rgba + "\"/></material>";
        }
        auto shape = [&](const Eigen::Isometry3d& p, const QByteArray& geometry) {
            shapes[link] += "    <" + tag + ">" + origin(p) + "<geometry>" + geometry + "</geometry>" + material + "</" + tag + ">\n";
        };
        const QString where = QString::fromStdString(frames[size_t(v.frame)].name);
        switch (v.kind) {
        case kin::ShapeKind::Box: shape(pose, "<box size=\"" + vec(v.size) + "\"/>"); break;
        case kin::ShapeKind::Cylinder:
            shape(pose, "<cylinder radius=\"" + num(v.size.x()) + "\" length=\"" + num(v.size.y()) + "\"/>");
            break;
        case kin::ShapeKind::Sphere: shape(pose, "<sphere radius=\"" + num(v.size.x()) + "\"/>"); break;
        case kin::ShapeKind::Capsule: {
            // A cylinder and a sphere at each end: the same shape.
            out.append(
                fileDiagnostic(Severity::Warning, exportcode::NotCarried,
                               T::tr("a capsule of '%1' is written as a cylinder and a sphere at each end: URDF has no capsule").arg(where),
                               options.file));
            shape(pose, "<cylinder radius=\"" + num(v.size.x()) + "\" length=\"" + num(v.size.y()) + "\"/>");
            for (double end : {-0.5, 0.5}) {
                Eigen::Isometry3d p = pose;
                p.translate(Eigen::Vector3d(0, 0, end * v.size.y()));
                shape(p, "<sphere radius=\"" + num(v.size.x()) + "\"/>");
            }
            break;
        }
        case kin::ShapeKind::Ellipsoid:
            out.append(
                fileDiagnostic(Severity::Warning, exportcode::NotCarried,
                               T::tr("an ellipsoid of '%1' is written as a sphere of its largest radius: URDF has no ellipsoid").arg(where),
                               options.file));
            shape(pose, "<sphere radius=\"" + num(v.size.maxCoeff()) + "\"/>");
            break;
        case kin::ShapeKind::Plane:
            out.append(fileDiagnostic(Severity::Warning, exportcode::NotCarried,
                                      T::tr("a plane of '%1' is written as a box 1 mm thick: URDF has no plane").arg(where), options.file));
            shape(pose * Eigen::Translation3d(0, 0, -0.0005), "<box size=\"" + num(v.size.x()) + ' ' + num(v.size.y()) + " 0.001\"/>");
            break;
        case kin::ShapeKind::Mesh: {
            if (!v.submesh.empty())
                out.append(fileDiagnostic(Severity::Warning, exportcode::NotCarried,
                                          T::tr("a mesh of '%1' is one submesh ('%2') of its file: URDF draws the whole file")
                                              .arg(where, QString::fromStdString(v.submesh)),
                                          options.file));
            const QString file = options.meshReference ? options.meshReference(v) : QString::fromStdString(v.mesh);
            QByteArray mesh = "<mesh filename=\"" + xmlEscapeAttribute(file) + '"';
            if (!v.meshScale.isApprox(Eigen::Vector3d::Ones(), 1e-15)) mesh += " scale=\"" + vec(v.meshScale) + '"';
            shape(pose, mesh + "/>");
            break;
        }
        }
    }
    for (int i = 0; i < n; ++i) {
        if (!isLink[size_t(i)]) continue;
        QByteArray inner;
        if (const auto it = inertias.find(i); it != inertias.end()) {
            const LinkInertia& li = it->second;
            const Eigen::Matrix3d& I = li.inertia;
            inner += "    <inertial><origin xyz=\"" + vec(li.com) + "\" rpy=\"0 0 0\"/><mass value=\"" + num(li.mass) +
                     "\"/><inertia ixx=\"" + num(I(0, 0)) + "\" ixy=\"" + num(I(0, 1)) + "\" ixz=\"" + num(I(0, 2)) + "\" iyy=\"" +
                     num(I(1, 1)) + "\" iyz=\"" + num(I(1, 2)) + "\" izz=\"" + num(I(2, 2)) + "\"/></inertial>\n";
        }
        inner += shapes[i];
        xml +=
            "  <link name=\"" + attr(frames[size_t(i)].name) + '"' + (inner.isEmpty() ? QByteArray("/>\n") : ">\n" + inner + "  </link>\n");
    }
    // Joints: one per link but the root.
    for (int i = 0; i < n; ++i) {
        if (!isLink[size_t(i)]) continue;
        const kin::Frame& f = frames[size_t(i)];
        const int p = parentLink(i);
        if (p < 0 && !needWorld) continue;
        // The frame whose joint leads here: a merged joint frame, or this one.
        const int moved = f.parent >= 0 && mergedChild[size_t(f.parent)] == i ? f.parent : i;
        const kin::Frame& m = frames[size_t(moved)];
        const std::string parent = p < 0 ? world : frames[size_t(p)].name;
        if (m.joint < 0) {
            xml += "  <joint name=\"" + attr(f.name + "~fixed") + "\" type=\"fixed\"><parent link=\"" + attr(parent) +
                   "\"/><child link=\"" + attr(f.name) + "\"/>" + origin(m.placement) + "</joint>\n";
            continue;
        }
        const kin::Joint& j = model.joints()[size_t(m.joint)];
        QByteArray type;
        switch (j.type) {
        case kin::JointType::Fixed: type = "fixed"; break;
        case kin::JointType::Revolute: type = std::isfinite(j.lower[0]) && std::isfinite(j.upper[0]) ? "revolute" : "continuous"; break;
        case kin::JointType::Continuous: type = "continuous"; break;
        case kin::JointType::Prismatic: type = "prismatic"; break;
        case kin::JointType::Free: type = "floating"; break;
        default: type = "fixed"; break;  // not reached: ExportModel split it
        }
        xml += "  <joint name=\"" + attr(j.name) + "\" type=\"" + type + "\">\n    <parent link=\"" + attr(parent) +
               "\"/>\n    <child link=\"" + attr(f.name) + "\"/>\n    " + origin(m.placement) + "\n";
        if (j.dof() == 1) {
            xml += "    <axis xyz=\"" + vec(j.motions[0].axis.normalized()) + "\"/>\n";
            const bool limited = type == "revolute" || type == "prismatic";
            if (limited) {
                // URDF needs both bounds (a one-sided or unbounded slide gets +-1e6 m) and an
                // effort and velocity, which the model does not know: 0, as urdfdom reads a missing one.
                const double lo = std::isfinite(j.lower[0]) ? j.lower[0] : -1e6, hi = std::isfinite(j.upper[0]) ? j.upper[0] : 1e6;
                if (!std::isfinite(j.lower[0]) || !std::isfinite(j.upper[0]))
                    out.append(fileDiagnostic(
                        Severity::Warning, exportcode::NotCarried,
                        T::tr("joint '%1' has no limit on one side; URDF needs both: written as +-1e6").arg(QString::fromStdString(j.name)),
                        options.file));
                xml += "    <limit lower=\"" + num(lo) + "\" upper=\"" + num(hi) + "\" effort=\"0\" velocity=\"0\"/>\n";
            }
            if (!j.mimicOf.empty())
                xml += "    <mimic joint=\"" + attr(j.mimicOf) + "\" multiplier=\"" + num(j.mimicMultiplier) + "\" offset=\"" +
                       num(j.mimicOffset) + "\"/>\n";
        }
        xml += "  </joint>\n";
    }
    if (visualsOnMerged)
        out.append(fileDiagnostic(Severity::Warning, exportcode::NotCarried,
                                  T::tr("shapes on joint frames are drawn with the joint's child link"), options.file));
    xml += "</robot>\n";
    return xml;
}

}  // namespace kinedit
