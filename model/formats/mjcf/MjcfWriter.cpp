#include "MjcfWriter.h"

#include "MjcfMeshFile.h"
#include "export/ExportCodes.h"
#include "export/ExportText.h"
#include "export/LinkInertia.h"
#include "kinematics/Kinematics.h"
#include "kinematics/Model.h"

#include <Eigen/Eigenvalues>
#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <map>

namespace kinedit {

namespace {
struct MjcfWriterText {
    Q_DECLARE_TR_FUNCTIONS(MjcfWriter)
};
using T = MjcfWriterText;

using exporttext::attr;
using exporttext::num;
using exporttext::vec;

bool identity(const Eigen::Isometry3d& p) { return p.isApprox(Eigen::Isometry3d::Identity(), 1e-12); }

// pos="..." quat="..." (each left out where it is the identity's).
QByteArray pose(const Eigen::Isometry3d& p) {
    QByteArray s;
    if (!p.translation().isZero(1e-15)) s += " pos=\"" + vec(p.translation()) + "\"";
    Eigen::Quaterniond q(p.linear());
    q.normalize();
    if (q.w() < 0) q.coeffs() *= -1;
    if (!q.isApprox(Eigen::Quaterniond::Identity(), 1e-15))
        s += " quat=\"" + num(q.w()) + ' ' + num(q.x()) + ' ' + num(q.y()) + ' ' + num(q.z()) + "\"";
    return s;
}

QByteArray rgba(const Eigen::Vector4d& c) { return num(c[0]) + ' ' + num(c[1]) + ' ' + num(c[2]) + ' ' + num(c[3]); }

class Writer {
public:
    Writer(const kin::Model& model, const ExportContext& context, Diagnostics& out) : model(model), context(context), out(out) {}
    QByteArray run();

private:
    void plan();
    void writeBody(int b, int depth);
    void writeLoops();
    void writeSkins();
    void writeTendons();
    QByteArrayList geoms(const kin::Visual& v, const Eigen::Isometry3d& p);
    QByteArray meshAsset(const QString& file, const Eigen::Vector3d& scale);
    void warn(const QString& message) {
        out.append(fileDiagnostic(Severity::Warning, exportcode::NotCarried, message, context.sourceFile));
    }

    const kin::Model& model;
    const ExportContext& context;
    Diagnostics& out;
    std::vector<Eigen::Isometry3d> at;  // every frame at the default configuration (ball joints at 0)
    std::vector<int> body;              // the body frame each frame moves with (-1: the world)
    std::vector<int> merged;            // a body frame -> the joint frame written into it (-1: none)
    std::vector<bool> isBody, isSite;
    std::vector<std::vector<int>> children, sites, visuals;
    std::map<int, LinkInertia> inertia;
    QByteArray assets, xml;
    QHash<QString, QByteArray> meshNames;  // file + scale -> asset name
    QStringList skippedMeshes, missingMeshes, convertedMeshes, simplifiedMeshes, adjusted, held, weightless;
    QByteArray equality, tendons;
    std::map<int, QByteArrayList> wrapElements;  // body frame (-1: the world) -> sites and geoms the tendons name
    Eigen::VectorXd q0;
};

void Writer::plan() {
    const auto& frames = model.frames();
    const int n = int(frames.size());
    q0 = model.defaultConfiguration();
    // (Loops are closed there: the builder makes the closed configuration the default.)
    for (const kin::Joint& j : model.joints())
        if (j.type == kin::JointType::Ball)
            for (int k = 0; k < 3; ++k) q0[j.qIndex + k] = 0;
    for (int i = 0; i < n; ++i) at.push_back(kin::framePose(model, q0, i));
    std::vector<bool> carries(size_t(n), false);
    for (const kin::Visual& v : model.visuals()) carries[size_t(v.frame)] = true;
    for (const kin::Inertial& in : model.inertials()) carries[size_t(in.frame)] = true;
    std::vector<int> childCount(size_t(n), 0);
    for (const kin::Frame& f : frames)
        if (f.parent >= 0 && f.kind != "com") ++childCount[size_t(f.parent)];
    isBody.assign(size_t(n), false);
    isSite.assign(size_t(n), false);
    merged.assign(size_t(n), -1);
    std::vector<int> mergedInto(size_t(n), -1);
    for (int i = 0; i < n; ++i) {
        const kin::Frame& f = frames[size_t(i)];
        if (f.kind == "com") continue;
        // A root frame "world" at the origin is MJCF's world body itself.
        if (f.parent < 0 && f.joint < 0 && f.name == "world" && identity(f.placement)) continue;
        // A joint frame named after its joint with one child link at its
        // origin: one body (MuJoCo's reader makes the joint frame again).
        if (f.joint >= 0 && model.joints()[size_t(f.joint)].name == f.name && childCount[size_t(i)] == 1) {
            for (int c = i + 1; c < f.subtreeEnd; ++c) {
                const kin::Frame& child = frames[size_t(c)];
                if (child.parent != i || child.kind == "com") continue;
                if (child.joint < 0 && identity(child.placement)) mergedInto[size_t(i)] = c, merged[size_t(c)] = i;
            }
            if (mergedInto[size_t(i)] >= 0) continue;
        }
        if (f.joint >= 0 || carries[size_t(i)] || childCount[size_t(i)] > 0 || merged[size_t(i)] >= 0)
            isBody[size_t(i)] = true;
        else
            isSite[size_t(i)] = true;
    }
    body.assign(size_t(n), -1);
    for (int i = 0; i < n; ++i) {
        const kin::Frame& f = frames[size_t(i)];
        if (isBody[size_t(i)])
            body[size_t(i)] = i;
        else if (mergedInto[size_t(i)] >= 0)
            body[size_t(i)] = mergedInto[size_t(i)];
        else if (!isSite[size_t(i)] && f.kind != "com")
            body[size_t(i)] = -1;  // the world
        else
            body[size_t(i)] = f.parent >= 0 ? body[size_t(f.parent)] : -1;
    }
    children.assign(size_t(n) + 1, {});
    sites.assign(size_t(n) + 1, {});
    visuals.assign(size_t(n) + 1, {});
    auto slot = [&](int b) { return size_t(b < 0 ? n : b); };
    for (int i = 0; i < n; ++i) {
        const int top = merged[size_t(i)] >= 0 ? merged[size_t(i)] : i;
        const int parent = frames[size_t(top)].parent >= 0 ? body[size_t(frames[size_t(top)].parent)] : -1;
        if (isBody[size_t(i)]) children[slot(parent)].push_back(i);
        if (isSite[size_t(i)]) sites[slot(body[size_t(i)])].push_back(i);
    }
    for (size_t v = 0; v < model.visuals().size(); ++v) visuals[slot(body[size_t(model.visuals()[v].frame)])].push_back(int(v));
    inertia = linkInertias(model, body, at);
}

// The asset's name for a mesh file at a scale (declared once).
QByteArray Writer::meshAsset(const QString& file, const Eigen::Vector3d& scale) {
    const QString key = file + QLatin1Char('|') + QString::fromLatin1(vec(scale));
    QByteArray& name = meshNames[key];
    if (name.isEmpty()) {
        name = "mesh" + QByteArray::number(meshNames.size());
        assets += "    <mesh name=\"" + name + "\" file=\"" + attr(file.toStdString()) + "\"";
        if (!scale.isOnes()) assets += " scale=\"" + vec(scale) + "\"";
        assets += "/>\n";
    }
    return name;
}

// The geoms for a visual: one, or one per colour of a converted mesh; none
// when MuJoCo could not read it (said in a warning).
QByteArrayList Writer::geoms(const kin::Visual& v, const Eigen::Isometry3d& p) {
    const QByteArray head = QByteArray("<geom class=\"") + (v.collision ? "collision" : "visual") + "\"";
    const QByteArray tail = (v.hasColour ? " rgba=\"" + rgba(v.rgba) + "\"" : QByteArray()) + pose(p) + "/>";
    QByteArray g;
    switch (v.kind) {
    case kin::ShapeKind::Box: g = " type=\"box\" size=\"" + vec(v.size / 2) + "\""; break;
    case kin::ShapeKind::Cylinder: g = " type=\"cylinder\" size=\"" + num(v.size.x()) + ' ' + num(v.size.y() / 2) + "\""; break;
    case kin::ShapeKind::Capsule: g = " type=\"capsule\" size=\"" + num(v.size.x()) + ' ' + num(v.size.y() / 2) + "\""; break;
    case kin::ShapeKind::Sphere: g = " type=\"sphere\" size=\"" + num(v.size.x()) + "\""; break;
    case kin::ShapeKind::Ellipsoid: g = " type=\"ellipsoid\" size=\"" + vec(v.size) + "\""; break;
    case kin::ShapeKind::Plane: g = " type=\"plane\" size=\"" + num(v.size.x() / 2) + ' ' + num(v.size.y() / 2) + " 0.01\""; break;
    case kin::ShapeKind::Mesh: {
        const QString source = QString::fromStdString(v.mesh);
        const QString shown =
            QFileInfo(source).fileName() + (v.submesh.empty() ? QString() : QLatin1Char('#') + QString::fromStdString(v.submesh));
        if (source.contains(QLatin1String("://")) && !source.startsWith(QLatin1String("file://"))) {
            skippedMeshes << QStringLiteral("%1: %2").arg(source, T::tr("not a file"));
            return {};
        }
        if (!QFileInfo(source).isFile()) {
            missingMeshes << QFileInfo(source).fileName();
            return {};
        }
        const QString why = mjcfMeshProblem(source);
        if (why.isEmpty() && v.submesh.empty())
            return {head + " type=\"mesh\" mesh=\"" + meshAsset(context.meshReference ? context.meshReference(v) : source, v.meshScale) +
                    "\"" + tail};
        // Converted to binary STLs MuJoCo reads (simplified when too large).
        const ExportContext::ConvertedMesh m = context.convertedMesh ? context.convertedMesh(v, kMujocoStlFaceLimit)
                                                                     : ExportContext::ConvertedMesh{{}, T::tr("no converter"), 0, 0};
        if (m.parts.empty()) {
            skippedMeshes << QStringLiteral("%1: %2; %3").arg(shown, why.isEmpty() ? T::tr("one part of a file") : why, m.problem);
            return {};
        }
        if (m.triangles < m.sourceTriangles)
            simplifiedMeshes << T::tr("%1 from %L2 to %L3 faces").arg(shown).arg(m.sourceTriangles).arg(m.triangles);
        else
            convertedMeshes << shown;
        QByteArrayList out;
        for (const auto& [file, colour] : m.parts)  // the file's colours, unless the robot file gives one
            out << head + " type=\"mesh\" mesh=\"" + meshAsset(file, v.meshScale) + "\"" +
                       (v.hasColour ? QByteArray() : " rgba=\"" + rgba(colour) + "\"") + tail;
        return out;
    }
    }
    return {head + g + tail};
}

// The joints closing loops: a fixed one welds its two bodies where they
// are; a rotating one connects them at its origin (MuJoCo finds the point
// on the second body at qpos0, the default configuration).
void Writer::writeLoops() {
    QStringList loosened;
    for (const kin::LoopJoint& loop : model.loopJoints()) {
        const kin::Joint& j = model.joints()[size_t(loop.joint)];
        const int b1 = body[size_t(loop.parent)], b2 = body[size_t(loop.child)];
        const auto bodyName = [&](int b) { return b < 0 ? QByteArray("world") : attr(model.frames()[size_t(b)].name); };
        const auto bodyPose = [&](int b) { return b < 0 ? Eigen::Isometry3d::Identity() : at[size_t(b)]; };
        // The loop joint's frame in body1, and the child frame in body2.
        const Eigen::Isometry3d joint = bodyPose(b1).inverse() * at[size_t(loop.parent)] * loop.placement;
        const Eigen::Isometry3d child = bodyPose(b2).inverse() * at[size_t(loop.child)];
        const QByteArray head = "name=\"" + attr(j.name) + "\" body1=\"" + bodyName(b1) + "\" body2=\"" + bodyName(b2) + "\"";
        if (j.type == kin::JointType::Fixed) {
            const Eigen::Isometry3d rel = joint * child.inverse();  // body2 in body1
            Eigen::Quaterniond q(rel.linear());
            q.normalize();
            equality += "    <weld " + head + " relpose=\"" + vec(rel.translation()) + ' ' + num(q.w()) + ' ' + num(q.x()) + ' ' +
                        num(q.y()) + ' ' + num(q.z()) + "\"/>\n";
        } else {
            equality += "    <connect " + head + " anchor=\"" + vec(joint.translation()) + "\"/>\n";
            if (j.type != kin::JointType::Ball && j.type != kin::JointType::Euler)  // rotations about the point: exact
                loosened << QStringLiteral("%1 (%2)").arg(QString::fromStdString(j.name), QLatin1String(kin::jointTypeName(j.type)));
        }
    }
    if (!loosened.isEmpty())
        out.append(fileDiagnostic(Severity::Warning, exportcode::LoopLoosened,
                                  T::tr("MuJoCo's <connect> holds a point, not an axis: the loop joints %1 are written as connects, which "
                                        "let the loop turn about every axis there (the same motion where the linkage is planar)")
                                      .arg(loosened.join(QStringLiteral(", "))),
                                  context.sourceFile));
}

void Writer::writeBody(int b, int depth) {
    const auto& frames = model.frames();
    const QByteArray indent(size_t(2 * depth + 4), ' ');
    const kin::Frame& f = frames[size_t(b)];
    const int top = merged[size_t(b)] >= 0 ? merged[size_t(b)] : b;
    const int parentFrame = frames[size_t(top)].parent;
    const int parentBody = parentFrame >= 0 ? body[size_t(parentFrame)] : -1;
    const Eigen::Isometry3d rel = (parentBody >= 0 ? at[size_t(parentBody)] : Eigen::Isometry3d::Identity()).inverse() * at[size_t(b)];
    xml += indent + "<body name=\"" + attr(f.name) + "\"" + pose(rel) + ">\n";
    if (const int ji = frames[size_t(top)].joint; ji >= 0 && model.joints()[size_t(ji)].dof() > 0) {  // fixed: welded
        const kin::Joint& j = model.joints()[size_t(ji)];
        const kin::Motion& m = j.motions[0];
        QByteArray type = j.type == kin::JointType::Prismatic ? "slide" : j.type == kin::JointType::Ball ? "ball" : "hinge";
        xml += indent + "  <joint name=\"" + attr(j.name) + "\" type=\"" + type + "\"";
        if (j.type != kin::JointType::Ball) xml += " axis=\"" + vec(m.axis) + "\"";
        if (j.dof() == 1 && std::isfinite(j.lower[0]) && std::isfinite(j.upper[0])) {
            if (j.lower[0] < j.upper[0]) {
                xml += " limited=\"true\" range=\"" + num(j.lower[0]) + ' ' + num(j.upper[0]) + "\"";
            } else {
                // MuJoCo refuses an empty range: the joint is held where it is.
                equality += "    <joint joint1=\"" + attr(j.name) + "\" polycoef=\"" + num(j.lower[0] - q0[j.qIndex]) + " 0 0 0 0\"/>\n";
                held << QString::fromStdString(j.name);
            }
        }
        if (j.dof() == 1 && q0[j.qIndex] != 0) xml += " ref=\"" + num(q0[j.qIndex]) + "\"";
        xml += "/>\n";
    }
    if (const auto it = inertia.find(b); it != inertia.end() && it->second.mass > 0) {
        LinkInertia in = it->second;
        if (makePhysical(in)) adjusted << QString::fromStdString(f.name);
        Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> eig(in.inertia);
        Eigen::Matrix3d r = eig.eigenvectors();
        if (r.determinant() < 0) r.col(2) *= -1;
        Eigen::Isometry3d principal = Eigen::Isometry3d::Identity();
        principal.linear() = r;
        principal.translation() = in.com;
        QByteArray where = pose(principal);
        if (!where.contains(" pos=")) where.prepend(" pos=\"0 0 0\"");  // an inertial needs pos
        xml += indent + "  <inertial" + where + " mass=\"" + num(in.mass) + "\" diaginertia=\"" + vec(eig.eigenvalues()) + "\"/>\n";
    } else if (const int ji = frames[size_t(top)].joint; ji >= 0 && model.joints()[size_t(ji)].dof() > 0) {
        // A moving body without mass, which MuJoCo refuses: the least it
        // takes here. (Not boundmass: that would raise a source's own
        // small masses too.)
        xml += indent + "  <inertial pos=\"0 0 0\" mass=\"1e-06\" diaginertia=\"1e-12 1e-12 1e-12\"/>\n";
        weightless << QString::fromStdString(f.name);
    }
    for (int v : visuals[size_t(b)]) {
        const kin::Visual& vis = model.visuals()[size_t(v)];
        for (const QByteArray& g : geoms(vis, at[size_t(b)].inverse() * at[size_t(vis.frame)] * vis.origin))
            xml += indent + "  " + g + "\n";
    }
    for (int s : sites[size_t(b)])
        xml += indent + "  <site name=\"" + attr(frames[size_t(s)].name) + "\"" + pose(at[size_t(b)].inverse() * at[size_t(s)]) + "/>\n";
    for (const QByteArray& e : wrapElements[b]) xml += indent + "  " + e + "\n";
    for (int c : children[size_t(b)]) writeBody(c, depth + 1);
    xml += indent + "</body>\n";
}

// Skins as <asset><skin>, their data in attributes; a bone bound to a
// frame that is not a body of its own is bound to the body the frame is
// written into, its bind pose moved by the frame's place in that body.
// Colours as drawn (a material's texture is not written).
void Writer::writeSkins() {
    auto numbers = [](const auto& values, int count) {
        QByteArray out;
        for (const auto& v : values)
            for (int k = 0; k < count; ++k) {
                if (!out.isEmpty()) out += ' ';
                out += QByteArray::number(double(v[k]), 'g', 9);
            }
        return out;
    };
    auto list = [](const auto& values) {
        QByteArray out;
        for (const auto& v : values) {
            if (!out.isEmpty()) out += ' ';
            out += QByteArray::number(double(v), 'g', 9);
        }
        return out;
    };
    QStringList untextured;
    for (const kin::Skin& skin : model.skins()) {
        assets += "    <skin name=\"" + attr(skin.name) + "\" rgba=\"" + rgba(skin.rgba) + "\"";
        if (skin.inflate != 0) assets += " inflate=\"" + QByteArray::number(double(skin.inflate), 'g', 9) + "\"";
        assets += "\n          vertex=\"" + numbers(skin.vertices, 3) + "\"";
        if (!skin.texCoords.empty()) assets += "\n          texcoord=\"" + numbers(skin.texCoords, 2) + "\"";
        assets += "\n          face=\"" + numbers(skin.faces, 3) + "\">\n";
        if (skin.texture) untextured << QString::fromStdString(skin.name);
        for (const kin::SkinBone& bone : skin.bones) {
            const int holder = body[size_t(bone.frame)];
            const Eigen::Isometry3d inHolder =
                (holder >= 0 ? at[size_t(holder)] : Eigen::Isometry3d::Identity()).inverse() * at[size_t(bone.frame)];
            Eigen::Isometry3d bind = Eigen::Isometry3d::Identity();
            bind.linear() = bone.bindRotation.toRotationMatrix();
            bind.translation() = bone.bindPosition;
            bind = bind * inHolder.inverse();
            Eigen::Quaterniond q(bind.linear());
            q.normalize();
            const Eigen::Vector3d p = bind.translation();
            assets += "      <bone body=\"" + (holder >= 0 ? attr(model.frames()[size_t(holder)].name) : QByteArray("world")) +
                      "\" bindpos=\"" + vec(p) + "\" bindquat=\"" + num(q.w()) + ' ' + num(q.x()) + ' ' + num(q.y()) + ' ' + num(q.z()) +
                      "\"\n            vertid=\"" + list(bone.vertices) + "\"\n            vertweight=\"" + list(bone.weights) + "\"/>\n";
        }
        assets += "    </skin>\n";
    }
    if (!untextured.isEmpty())
        warn(T::tr("%n skin(s) written in their colour, without their material's texture: %1", nullptr, int(untextured.size()))
                 .arg(untextured.join(QStringLiteral(", "))));
}

// Tendons as <tendon>: a spatial one through sites (a frame written as no
// site of its name gets one), over geoms written for it alone (the shape
// MuJoCo wraps, in the class "wrap": neither drawn nor colliding) and
// split by pulleys; a fixed one over its joints. Their path, colour and
// width; not their limits or dynamics, as joints' dynamics are not.
void Writer::writeTendons() {
    QSet<int> siteAdded;
    QHash<QByteArray, QByteArray> wrapGeoms;  // body and shape -> the geom written for it
    const auto siteOf = [&](int frame) {
        const kin::Frame& f = model.frames()[size_t(frame)];
        if (!isSite[size_t(frame)] && !siteAdded.contains(frame)) {
            siteAdded.insert(frame);
            const int holder = body[size_t(frame)];
            const Eigen::Isometry3d inHolder =
                (holder >= 0 ? at[size_t(holder)] : Eigen::Isometry3d::Identity()).inverse() * at[size_t(frame)];
            wrapElements[holder] << "<site name=\"" + attr(f.name) + "\"" + pose(inHolder) + "/>";
        }
        return attr(f.name);
    };
    QStringList unwritten;
    for (const kin::Tendon& t : model.tendons()) {
        QByteArray text;
        if (t.spatial) {
            text = "    <spatial name=\"" + attr(t.name) + "\" width=\"" + num(t.width) + "\" rgba=\"" + rgba(t.rgba) + "\"" +
                   (t.shown ? QByteArray() : QByteArray(" group=\"3\"")) + ">\n";
            int k = 0;
            for (const kin::TendonWrap& w : t.wraps) {
                switch (w.kind) {
                case kin::TendonWrap::Kind::Site: text += "      <site site=\"" + siteOf(w.frame) + "\"/>\n"; break;
                case kin::TendonWrap::Kind::Pulley: text += "      <pulley divisor=\"" + num(w.divisor) + "\"/>\n"; break;
                case kin::TendonWrap::Kind::Sphere:
                case kin::TendonWrap::Kind::Cylinder: {
                    // One geom for each shape, however many paths wrap it.
                    const int holder = body[size_t(w.frame)];
                    const Eigen::Isometry3d p =
                        (holder >= 0 ? at[size_t(holder)] : Eigen::Isometry3d::Identity()).inverse() * at[size_t(w.frame)] * w.pose;
                    const bool sphere = w.kind == kin::TendonWrap::Kind::Sphere;
                    const QByteArray shape = QByteArray(" type=\"") + (sphere ? "sphere" : "cylinder") + "\" size=\"" + num(w.radius) +
                                             (sphere ? QByteArray() : ' ' + num(w.radius)) + "\"" + pose(p);
                    const QByteArray key = QByteArray::number(holder) + shape;
                    if (!wrapGeoms.contains(key)) {
                        wrapGeoms.insert(key, attr(t.name) + "~wrap" + QByteArray::number(++k));
                        wrapElements[holder] << "<geom name=\"" + wrapGeoms.value(key) + "\" class=\"wrap\"" + shape + "/>";
                    }
                    const QByteArray name = wrapGeoms.value(key);
                    text += "      <geom geom=\"" + name + "\"" +
                            (w.sideFrame >= 0 ? " sidesite=\"" + siteOf(w.sideFrame) + "\"" : QByteArray()) + "/>\n";
                    break;
                }
                }
            }
            text += "    </spatial>\n";
        } else {
            text = "    <fixed name=\"" + attr(t.name) + "\">\n";
            bool scalar = true;  // MuJoCo sums hinges and slides only
            for (const auto& [j, coef] : t.terms) {
                const kin::Joint& joint = model.joints()[size_t(j)];
                scalar = scalar && joint.dof() == 1 && joint.frame >= 0 && joint.type != kin::JointType::Ball;
                text += "      <joint joint=\"" + attr(joint.name) + "\" coef=\"" + num(coef) + "\"/>\n";
            }
            text += "    </fixed>\n";
            if (!scalar) {
                unwritten << QString::fromStdString(t.name);
                continue;
            }
        }
        tendons += text;
    }
    if (!unwritten.isEmpty())
        warn(T::tr("MuJoCo sums only hinge and slide joints in a fixed tendon: %n tendon(s) not written (%1)", nullptr,
                   int(unwritten.size()))
                 .arg(unwritten.join(QStringLiteral(", "))));
}

QByteArray Writer::run() {
    plan();
    writeSkins();
    writeTendons();
    const int n = int(model.frames().size());
    QByteArray world;
    xml.clear();
    for (int v : visuals[size_t(n)]) {
        const kin::Visual& vis = model.visuals()[size_t(v)];
        for (const QByteArray& g : geoms(vis, at[size_t(vis.frame)] * vis.origin)) xml += "    " + g + "\n";
    }
    for (int s : sites[size_t(n)]) xml += "    <site name=\"" + attr(model.frames()[size_t(s)].name) + "\"" + pose(at[size_t(s)]) + "/>\n";
    for (const QByteArray& e : wrapElements[-1]) xml += "    " + e + "\n";
    for (int c : children[size_t(n)]) writeBody(c, 0);
    world = xml;
    // Mimic joints: y - y0 = c0 + c1 (x - x0) at MuJoCo's qpos0 (the refs).
    for (int ji : model.mimicJoints()) {
        const kin::Joint& j = model.joints()[size_t(ji)];
        if (j.mimicJoint < 0) continue;
        const kin::Joint& leader = model.joints()[size_t(j.mimicJoint)];
        const double y0 = q0[j.qIndex], x0 = q0[leader.qIndex];
        const double c0 = j.mimicMultiplier * x0 + j.mimicOffset - y0;
        equality += "    <joint joint1=\"" + attr(j.name) + "\" joint2=\"" + attr(leader.name) + "\" polycoef=\"" + num(c0) + ' ' +
                    num(j.mimicMultiplier) + " 0 0 0\"/>\n";
    }
    writeLoops();
    if (!skippedMeshes.isEmpty())
        warn(T::tr("%n mesh geom(s) not written, MuJoCo 2.2.2 cannot read them (%1)", nullptr, int(skippedMeshes.size()))
                 .arg(skippedMeshes.join(QStringLiteral(", "))));
    convertedMeshes.removeDuplicates();
    simplifiedMeshes.removeDuplicates();
    if (!convertedMeshes.isEmpty())
        out.append(fileDiagnostic(Severity::Note, exportcode::MeshConverted,
                                  T::tr("%n mesh(es) converted to binary STL for MuJoCo 2.2.2, beside the export in meshes/: %1", nullptr,
                                        int(convertedMeshes.size()))
                                      .arg(convertedMeshes.join(QStringLiteral(", "))),
                                  context.sourceFile));
    if (!simplifiedMeshes.isEmpty())
        out.append(
            fileDiagnostic(Severity::Warning, exportcode::MeshSimplified,
                           T::tr("MuJoCo 2.2.2 reads STL files of at most %L1 faces: %2 simplified for it (the source keeps the full "
                                 "mesh)")
                               .arg(kMujocoStlFaceLimit)
                               .arg(simplifiedMeshes.join(QStringLiteral(", "))),
                           context.sourceFile));
    if (!missingMeshes.isEmpty())
        warn(
            T::tr("MuJoCo refuses a model whose mesh file is missing: %n mesh geom(s) not written (%1)", nullptr, int(missingMeshes.size()))
                .arg(missingMeshes.join(QStringLiteral(", "))));
    if (!held.isEmpty())
        warn(T::tr("MuJoCo refuses a joint range whose ends are equal: %1 written without limits, held at that value by an "
                   "<equality><joint> (Kinedit's reader leaves such joints free)")
                 .arg(held.join(QStringLiteral(", "))));
    if (!adjusted.isEmpty())
        warn(T::tr("%n body(ies) have an inertia no body can have, which MuJoCo rejects: written with the nearest one it accepts: %1",
                   nullptr, int(adjusted.size()))
                 .arg(adjusted.join(QStringLiteral(", "))));
    if (!weightless.isEmpty())
        warn(T::tr("%n moving body(ies) without mass, which MuJoCo refuses: written with 1e-6 kg: %1", nullptr, int(weightless.size()))
                 .arg(weightless.join(QStringLiteral(", "))));
    QByteArray text = "<!-- Exported by Kinedit -->\n<mujoco model=\"" + attr(context.robotName.toStdString()) + "\">\n";
    // Masses only from the source's inertials (a moving body without one
    // is given the least mass MuJoCo takes, in writeBody); boundinertia
    // moves no moment by more than 1e-12.
    text += "  <compiler angle=\"radian\" inertiafromgeom=\"false\" boundinertia=\"1e-12\"/>\n";
    text +=
        "  <default>\n"
        "    <default class=\"visual\"><geom contype=\"0\" conaffinity=\"0\" group=\"2\"/></default>\n"
        "    <default class=\"collision\"><geom group=\"3\"/></default>\n";
    if (tendons.contains("<geom ")) text += "    <default class=\"wrap\"><geom contype=\"0\" conaffinity=\"0\" group=\"5\"/></default>\n";
    text += "  </default>\n";
    if (!assets.isEmpty()) text += "  <asset>\n" + assets + "  </asset>\n";
    text += "  <worldbody>\n" + world + "  </worldbody>\n";
    if (!equality.isEmpty()) text += "  <equality>\n" + equality + "  </equality>\n";
    if (!tendons.isEmpty()) text += "  <tendon>\n" + tendons + "  </tendon>\n";
    return text + "</mujoco>\n";
}

}  // namespace

bool mjcfHasJointType(int type) {
    switch (kin::JointType(type)) {
    case kin::JointType::Fixed:
    case kin::JointType::Revolute:
    case kin::JointType::Continuous:
    case kin::JointType::Prismatic:
    case kin::JointType::Ball: return true;
    default: return false;
    }
}

bool mjcfClosesLoopWith(int type) {
    switch (kin::JointType(type)) {
    case kin::JointType::Fixed:  // weld
    case kin::JointType::Revolute:
    case kin::JointType::Continuous:
    case kin::JointType::Ball:
    case kin::JointType::Universal:
    case kin::JointType::Euler: return true;  // connect: rotations about a point
    default: return false;
    }
}

QByteArray writeMjcf(const kin::Model& model, const ExportContext& context, Diagnostics& out) { return Writer(model, context, out).run(); }

}  // namespace kinedit
