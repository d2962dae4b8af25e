#include "SdfModelWriter.h"

#include "kinematics/Conventions.h"
#include "kinematics/Kinematics.h"
#include "kinematics/Model.h"
#include "xml/XmlEscape.h"

#include <QCoreApplication>

#include <cmath>

namespace kinedit {

namespace {
struct SdfModelWriterText {
    Q_DECLARE_TR_FUNCTIONS(SdfModelWriter)
};
using T = SdfModelWriterText;

QByteArray num(double v) {
    if (std::abs(v) < 1e-15) v = 0;
    return QByteArray::number(v, 'g', 17);
}
QByteArray vec(const Eigen::Vector3d& v) { return num(v.x()) + ' ' + num(v.y()) + ' ' + num(v.z()); }
QByteArray pose(const Eigen::Isometry3d& p) { return sdfPoseText(p); }
QByteArray attr(const std::string& s) { return xmlEscapeAttribute(QString::fromStdString(s)); }
QByteArray text(const std::string& s) { return xmlEscapeText(QString::fromStdString(s)); }

QByteArray geometry(const kin::Visual& v) {
    switch (v.kind) {
    case kin::ShapeKind::Box: return "<box><size>" + vec(v.size) + "</size></box>";
    case kin::ShapeKind::Cylinder: return "<cylinder><radius>" + num(v.size.x()) + "</radius><length>" + num(v.size.y()) + "</length></cylinder>";
    case kin::ShapeKind::Capsule: return "<capsule><radius>" + num(v.size.x()) + "</radius><length>" + num(v.size.y()) + "</length></capsule>";
    case kin::ShapeKind::Sphere: return "<sphere><radius>" + num(v.size.x()) + "</radius></sphere>";
    case kin::ShapeKind::Ellipsoid: return "<ellipsoid><radii>" + vec(v.size) + "</radii></ellipsoid>";
    case kin::ShapeKind::Plane: return "<plane><normal>0 0 1</normal><size>" + num(v.size.x()) + ' ' + num(v.size.y()) + "</size></plane>";
    case kin::ShapeKind::Mesh:
        return "<mesh><uri>" + xmlEscapeText(QStringLiteral("file://") + QString::fromStdString(v.mesh)) + "</uri>" +
               (v.submesh.empty() ? QByteArray()
                                  : "<submesh><name>" + text(v.submesh) + "</name><center>" + (v.submeshCenter ? "true" : "false") +
                                        "</center></submesh>") +
               "<scale>" + vec(v.meshScale) + "</scale></mesh>";
    }
    return {};
}
}  // namespace

QByteArray sdfPoseText(const Eigen::Isometry3d& p) { return vec(p.translation()) + ' ' + vec(kin::fixedXYZFromRotation(p.linear())); }

QByteArray sdfModelText(const kin::Model& model, const QString& name, const QByteArray& poseText, QString* error) {
    const auto& frames = model.frames();
    const int n = int(frames.size());
    const Eigen::VectorXd zero = Eigen::VectorXd::Zero(model.nq());
    std::vector<Eigen::Isometry3d> at(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) at[size_t(i)] = kin::framePose(model, zero, i);
    // The link each frame's body is written as.
    std::vector<std::string> body(static_cast<size_t>(n));
    std::vector<bool> isLink(static_cast<size_t>(n), false);
    for (int i = 0; i < n; ++i) {  // parents come before children
        const kin::Frame& f = frames[size_t(i)];
        if (f.name.find("::") != std::string::npos) {
            if (error) *error = T::tr("frame '%1': SDFormat 1.8 names cannot hold '::'").arg(QString::fromStdString(f.name));
            return {};
        }
        if (f.parent < 0 && f.joint < 0) {
            body[size_t(i)] = f.name, isLink[size_t(i)] = true;
        } else if (f.joint >= 0) {
            // The frame's one child link sitting on it, if it has exactly one.
            std::string link;
            for (int c = i + 1; c < f.subtreeEnd; ++c) {
                const kin::Frame& cf = frames[size_t(c)];
                if (cf.parent == i && cf.joint < 0 && (cf.kind == "link" || cf.kind == "body") && cf.placement.isApprox(Eigen::Isometry3d::Identity(), 1e-12)) {
                    if (!link.empty()) {
                        link.clear();
                        break;
                    }
                    link = cf.name;
                    isLink[size_t(c)] = true;
                }
            }
            body[size_t(i)] = link.empty() ? f.name + "~body" : link;
        } else {
            body[size_t(i)] = body[size_t(f.parent)];
        }
    }
    QByteArray out = "<model name=\"" + xmlEscapeAttribute(name) + "\">\n      <pose>" + poseText + "</pose>\n";
    for (int i = 0; i < n; ++i) {
        const kin::Frame& f = frames[size_t(i)];
        const std::string parent = f.parent >= 0 ? frames[size_t(f.parent)].name : std::string();
        if (f.joint >= 0) {
            // A root frame moved by a joint (SKEL's joint to the world).
            const std::string parentName = parent.empty() ? std::string("world") : parent;
            const QByteArray relative = parent.empty() ? QByteArray() : " relative_to=\"" + attr(parent) + '"';
            const kin::Joint& j = model.joints()[size_t(f.joint)];
            QByteArray type;
            switch (j.type) {
            case kin::JointType::Fixed: type = "fixed"; break;
            case kin::JointType::Revolute: type = "revolute"; break;
            case kin::JointType::Continuous: type = "continuous"; break;
            case kin::JointType::Prismatic: type = "prismatic"; break;
            case kin::JointType::Screw: type = "screw"; break;
            case kin::JointType::Universal: type = "universal"; break;
            case kin::JointType::Ball: type = "ball"; break;
            default:
                if (error) *error = T::tr("joint '%1' is %2: SDFormat has no such joint type").arg(QString::fromStdString(j.name), QLatin1String(kin::jointTypeName(j.type)));
                return {};
            }
            for (const kin::Motion& m : j.motions)
                if (std::abs(m.scale - 1) > 1e-12) {
                    if (error) *error = T::tr("joint '%1' scales its motion (a gear ratio): SDFormat has no such joint").arg(QString::fromStdString(j.name));
                    return {};
                }
            out += "      <joint name=\"" + attr(f.name) + "\" type=\"" + type + "\">\n        <pose" + relative + ">" +
                   pose(f.placement) + "</pose>\n        <parent>" + text(parentName) + "</parent>\n        <child>" + text(body[size_t(i)]) +
                   "</child>\n";
            if (j.type == kin::JointType::Screw)
                out += "        <thread_pitch>" + num(std::abs(j.motions[0].pitch) > 1e-12 ? 1.0 / j.motions[0].pitch : 0.0) + "</thread_pitch>\n";
            const char* axes[] = {"axis", "axis2"};
            if (j.type != kin::JointType::Fixed && j.type != kin::JointType::Ball)
                for (size_t k = 0; k < j.motions.size() && k < 2; ++k) {
                    out += QByteArray("        <") + axes[k] + "><xyz>" + vec(j.motions[k].axis) + "</xyz>";
                    if (std::isfinite(j.lower[k]) && std::isfinite(j.upper[k]))
                        out += "<limit><lower>" + num(j.lower[k]) + "</lower><upper>" + num(j.upper[k]) + "</upper></limit>";
                    out += QByteArray("</") + axes[k] + ">\n";
                }
            out += "      </joint>\n";
            if (body[size_t(i)] == f.name + "~body")
                out += "      <link name=\"" + attr(body[size_t(i)]) + "\"><pose relative_to=\"" + attr(f.name) + "\"/></link>\n";
        } else if (isLink[size_t(i)]) {
            if (f.parent < 0) out += "      <link name=\"" + attr(f.name) + "\"><pose>" + pose(f.placement) + "</pose></link>\n";
            else out += "      <link name=\"" + attr(f.name) + "\"><pose relative_to=\"" + attr(parent) + "\"/></link>\n";
        } else {
            out += "      <frame name=\"" + attr(f.name) + "\" attached_to=\"" + attr(parent) + "\"><pose relative_to=\"" + attr(parent) +
                   "\">" + pose(f.placement) + "</pose></frame>\n";
        }
    }
    // Visuals, on the link each frame moves with, posed at zero.
    int count = 0;
    for (const kin::Visual& v : model.visuals()) {
        const std::string& link = body[size_t(v.frame)];
        int li = -1;
        for (int i = 0; i < n && li < 0; ++i)
            if (frames[size_t(i)].name == link) li = i;
        const Eigen::Isometry3d linkPose = li >= 0 ? at[size_t(li)] : at[size_t(v.frame)];
        const QByteArray g = geometry(v);
        if (g.isEmpty()) continue;
        const QByteArray kind = v.collision ? "collision" : "visual";
        QByteArray shape = "      <" + kind + " name=\"" + kind + QByteArray::number(++count) + "\"><pose>" +
                           pose(linkPose.inverse() * at[size_t(v.frame)] * v.origin) + "</pose><geometry>" + g + "</geometry>";
        if (!v.collision && v.hasColour)
            shape += "<material><diffuse>" + num(v.rgba[0]) + ' ' + num(v.rgba[1]) + ' ' + num(v.rgba[2]) + ' ' + num(v.rgba[3]) + "</diffuse></material>";
        shape += "</" + kind + ">\n";
        // Into the link's element: links are written on one line each.
        const QByteArray open = "<link name=\"" + attr(link) + "\">";
        const int p = int(out.indexOf(open));
        if (p < 0) continue;
        const int end = int(out.indexOf("</link>", p));
        out.insert(end, "\n" + shape + "      ");
    }
    out += "    </model>";
    return out;
}

}  // namespace kinedit
