#include "SdfModelWriter.h"

#include "export/ExportText.h"
#include "export/LinkInertia.h"
#include "kinematics/Conventions.h"
#include "kinematics/Kinematics.h"
#include "kinematics/Model.h"
#include "xml/XmlEscape.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>

namespace kinedit {

namespace {
struct SdfModelWriterText {
    Q_DECLARE_TR_FUNCTIONS(SdfModelWriter)
};
using T = SdfModelWriterText;

using exporttext::num;
using exporttext::vec;
QByteArray pose(const Eigen::Isometry3d& p) { return sdfPoseText(p); }
using exporttext::attr;
using exporttext::text;

QByteArray geometry(const kin::Visual& v, const SdfModelOptions& options) {
    switch (v.kind) {
    case kin::ShapeKind::Box: return "<box><size>" + vec(v.size) + "</size></box>";
    case kin::ShapeKind::Cylinder:
        return "<cylinder><radius>" + num(v.size.x()) + "</radius><length>" + num(v.size.y()) + "</length></cylinder>";
    case kin::ShapeKind::Capsule:
        return "<capsule><radius>" + num(v.size.x()) + "</radius><length>" + num(v.size.y()) + "</length></capsule>";
    case kin::ShapeKind::Sphere: return "<sphere><radius>" + num(v.size.x()) + "</radius></sphere>";
    case kin::ShapeKind::Ellipsoid: return "<ellipsoid><radii>" + vec(v.size) + "</radii></ellipsoid>";
    case kin::ShapeKind::Plane: return "<plane><normal>0 0 1</normal><size>" + num(v.size.x()) + ' ' + num(v.size.y()) + "</size></plane>";
    case kin::ShapeKind::Mesh:
        return "<mesh><uri>" +
               xmlEscapeText(options.meshUri ? options.meshUri(v) : QStringLiteral("file://") + QString::fromStdString(v.mesh)) + "</uri>" +
               (v.submesh.empty() ? QByteArray()
                                  : "<submesh><name>" + text(v.submesh) + "</name><center>" + (v.submeshCenter ? "true" : "false") +
                                        "</center></submesh>") +
               "<scale>" + vec(v.meshScale) + "</scale></mesh>";
    }
    return {};
}
}  // namespace

QByteArray sdfPoseText(const Eigen::Isometry3d& p) { return vec(p.translation()) + ' ' + vec(kin::fixedXYZFromRotation(p.linear())); }

namespace {

// What every frame is written as, decided once for the whole model.
struct Plan {
    const kin::Model& model;
    std::vector<Eigen::Isometry3d> at;    // poses at zero
    std::vector<int> body;                // the frame whose link carries it
    std::vector<bool> isLink, tilde;      // written as a <link>; a joint's own "NAME~body" link
    std::map<int, QByteArray> visuals;    // by body frame
    std::map<int, LinkInertia> inertias;  // by body frame (with options.inertials)
};

// The frames whose names start with prefix (stripped), as the content of a
// <model>: names holding '::' further go into nested models of that name.
bool writeScope(const Plan& plan, const std::vector<int>& members, const std::string& prefix, QByteArray& out, QString* error) {
    const auto& frames = plan.model.frames();
    auto local = [&](int i) { return frames[size_t(i)].name.substr(prefix.size()); };
    std::map<std::string, std::vector<int>> nested;  // first segment -> members
    std::vector<int> here;
    for (int i : members) {
        const std::string n = local(i);
        const size_t sep = n.find("::");
        if (sep == std::string::npos)
            here.push_back(i);
        else
            nested[n.substr(0, sep)].push_back(i);
    }
    auto sameScope = [&](int a, int b) {  // b's name is in a's scope (directly)
        const std::string n = frames[size_t(b)].name;
        return n.compare(0, prefix.size(), prefix) == 0 && n.find("::", prefix.size()) == std::string::npos &&
               std::find(here.begin(), here.end(), b) != here.end() && a >= 0;
    };
    for (int i : here) {
        const kin::Frame& f = frames[size_t(i)];
        const std::string name = local(i);
        if (f.parent >= 0 && !sameScope(i, f.parent)) {
            if (error)
                *error = T::tr("frame '%1' hangs from '%2' in another scope; SDFormat cannot say that")
                             .arg(QString::fromStdString(f.name), QString::fromStdString(frames[size_t(f.parent)].name));
            return false;
        }
        const std::string parent = f.parent >= 0 ? local(f.parent) : std::string();
        auto link = [&](const std::string& linkName, const QByteArray& poseElement, int bodyFrame) {
            out += "      <link name=\"" + attr(linkName) + "\">" + poseElement;
            if (const auto in = plan.inertias.find(bodyFrame); in != plan.inertias.end()) {
                const Eigen::Matrix3d& I = in->second.inertia;
                out += "\n        <inertial><pose>" + vec(in->second.com) + " 0 0 0</pose><mass>" + num(in->second.mass) +
                       "</mass><inertia><ixx>" + num(I(0, 0)) + "</ixx><ixy>" + num(I(0, 1)) + "</ixy><ixz>" + num(I(0, 2)) +
                       "</ixz><iyy>" + num(I(1, 1)) + "</iyy><iyz>" + num(I(1, 2)) + "</iyz><izz>" + num(I(2, 2)) +
                       "</izz></inertia></inertial>";
                if (plan.visuals.find(bodyFrame) == plan.visuals.end()) out += "\n      ";
            }
            if (const auto v = plan.visuals.find(bodyFrame); v != plan.visuals.end()) out += "\n" + v->second + "      ";
            out += "</link>\n";
        };
        if (f.joint >= 0) {
            const kin::Joint& j = plan.model.joints()[size_t(f.joint)];
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
                if (error)
                    *error = T::tr("joint '%1' is %2: SDFormat has no such joint type")
                                 .arg(QString::fromStdString(j.name), QLatin1String(kin::jointTypeName(j.type)));
                return false;
            }
            for (const kin::Motion& m : j.motions)
                if (std::abs(m.scale - 1) > 1e-12) {
                    if (error)
                        *error = T::tr("joint '%1' scales its motion (a gear ratio): SDFormat has no such joint")
                                     .arg(QString::fromStdString(j.name));
                    return false;
                }
            // A root frame moved by a joint (SKEL's joint to the world).
            const std::string parentName = parent.empty() ? std::string("world") : parent;
            // Explicit: a joint's pose is otherwise relative to its child.
            const QByteArray relative = " relative_to=\"" + (parent.empty() ? QByteArray("__model__") : attr(parent)) + '"';
            const std::string child = plan.tilde[size_t(i)] ? name + "~body" : local(plan.body[size_t(i)]);
            out += "      <joint name=\"" + attr(name) + "\" type=\"" + type + "\">\n        <pose" + relative + ">" + pose(f.placement) +
                   "</pose>\n        <parent>" + text(parentName) + "</parent>\n        <child>" + text(child) + "</child>\n";
            if (j.type == kin::JointType::Screw)
                out += "        <thread_pitch>" + num(std::abs(j.motions[0].pitch) > 1e-12 ? 1.0 / j.motions[0].pitch : 0.0) +
                       "</thread_pitch>\n";
            const char* axes[] = {"axis", "axis2"};
            if (j.type != kin::JointType::Fixed && j.type != kin::JointType::Ball)
                for (size_t k = 0; k < j.motions.size() && k < 2; ++k) {
                    out += QByteArray("        <") + axes[k] + "><xyz>" + vec(j.motions[k].axis) + "</xyz>";
                    if (std::isfinite(j.lower[k]) && std::isfinite(j.upper[k]))
                        out += "<limit><lower>" + num(j.lower[k]) + "</lower><upper>" + num(j.upper[k]) + "</upper></limit>";
                    out += QByteArray("</") + axes[k] + ">\n";
                }
            out += "      </joint>\n";
            if (plan.tilde[size_t(i)]) link(name + "~body", "<pose relative_to=\"" + attr(name) + "\"/>", i);
        } else if (plan.isLink[size_t(i)]) {
            link(name, f.parent < 0 ? "<pose>" + pose(f.placement) + "</pose>" : "<pose relative_to=\"" + attr(parent) + "\"/>", i);
        } else {
            out += "      <frame name=\"" + attr(name) + "\" attached_to=\"" + attr(parent) + "\"><pose relative_to=\"" + attr(parent) +
                   "\">" + pose(f.placement) + "</pose></frame>\n";
        }
    }
    for (const auto& [scope, inner] : nested) {
        out += "      <model name=\"" + attr(scope) + "\">\n";
        if (!writeScope(plan, inner, prefix + scope + "::", out, error)) return false;
        out += "      </model>\n";
    }
    return true;
}
}  // namespace

bool sdfHasJointType(int type) {
    switch (kin::JointType(type)) {
    case kin::JointType::Fixed:
    case kin::JointType::Revolute:
    case kin::JointType::Continuous:
    case kin::JointType::Prismatic:
    case kin::JointType::Screw:
    case kin::JointType::Universal:
    case kin::JointType::Ball: return true;
    default: return false;
    }
}

QByteArray sdfModelText(const kin::Model& model, const QString& name, const QByteArray& poseText, QString* error,
                        const SdfModelOptions& options) {
    const auto& frames = model.frames();
    const int n = int(frames.size());
    Plan plan{model,
              {},
              std::vector<int>(static_cast<size_t>(n), -1),
              std::vector<bool>(static_cast<size_t>(n), false),
              std::vector<bool>(static_cast<size_t>(n), false),
              {},
              {}};
    const Eigen::VectorXd zero = Eigen::VectorXd::Zero(model.nq());
    for (int i = 0; i < n; ++i) plan.at.push_back(kin::framePose(model, zero, i));
    for (int i = 0; i < n; ++i) {  // parents come before children
        const kin::Frame& f = frames[size_t(i)];
        if (f.parent < 0 && f.joint < 0) {
            plan.body[size_t(i)] = i, plan.isLink[size_t(i)] = true;
        } else if (f.joint >= 0) {
            // The frame's one child link sitting on it (URDF), else its own link.
            int link = -1;
            for (int c = i + 1; c < f.subtreeEnd; ++c) {
                const kin::Frame& cf = frames[size_t(c)];
                if (cf.parent == i && cf.joint < 0 && (cf.kind == "link" || cf.kind == "body") &&
                    cf.placement.isApprox(Eigen::Isometry3d::Identity(), 1e-12)) {
                    if (link >= 0) {
                        plan.isLink[size_t(link)] = false;
                        link = -2;
                        break;
                    }
                    link = c;
                    plan.isLink[size_t(c)] = true;
                }
            }
            plan.body[size_t(i)] = link >= 0 ? link : i;
            plan.tilde[size_t(i)] = link < 0;
        } else {
            plan.body[size_t(i)] = plan.isLink[size_t(i)] ? i : plan.body[size_t(f.parent)];
        }
    }
    // Visuals, on the link each frame moves with, posed at zero.
    int count = 0;
    for (const kin::Visual& v : model.visuals()) {
        const QByteArray g = geometry(v, options);
        if (g.isEmpty() || v.frame < 0) continue;
        const int b = plan.body[size_t(v.frame)];
        const QByteArray kind = v.collision ? "collision" : "visual";
        QByteArray shape = "        <" + kind + " name=\"" + kind + QByteArray::number(++count) + "\"><pose>" +
                           pose(plan.at[size_t(b)].inverse() * plan.at[size_t(v.frame)] * v.origin) + "</pose><geometry>" + g +
                           "</geometry>";
        if (!v.collision && v.hasColour)
            shape += "<material><diffuse>" + num(v.rgba[0]) + ' ' + num(v.rgba[1]) + ' ' + num(v.rgba[2]) + ' ' + num(v.rgba[3]) +
                     "</diffuse></material>";
        plan.visuals[b] += shape + "</" + kind + ">\n";
    }
    if (options.inertials) plan.inertias = linkInertias(model, plan.body, plan.at);
    if (options.adjustedInertias)
        for (auto& [frame, inertia] : plan.inertias)
            if (makePhysical(inertia)) options.adjustedInertias->append(QString::fromStdString(frames[size_t(frame)].name));
    QByteArray out = "<model name=\"" + xmlEscapeAttribute(name) + "\">\n      <pose>" + poseText + "</pose>\n";
    std::vector<int> all(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) all[size_t(i)] = i;
    if (!writeScope(plan, all, std::string(), out, error)) return {};
    out += "    </model>";
    return out;
}

}  // namespace kinedit
