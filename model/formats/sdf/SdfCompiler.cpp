// SDFormat -> kinematic model. Frames, named from the file's root
// ("arm::gripper_mount"; in a world "model::link"): one per link (kind
// "link"), joint ("joint"), explicit frame ("frame") and nested model
// ("model"), at the zero-configuration poses the frame graph resolved.
// Links joined by joints form the tree (a joint's frame hangs under its
// parent link and moves by the joint; the child link hangs under it); a link
// no joint moves hangs under the root, fixed (Gazebo would let it fall:
// Kinedit shows the file's pose). A second joint onto a link closes a loop
// (its frame hangs on the child, where SDFormat places it).
// URDF, HRDF and SKEL includes are grafted whole, under the root or under
// the joint that takes them as child.
#include "SdfFormat.h"

#include "SdfCodes.h"
#include "SdfFrameGraph.h"
#include "SdfIncludes.h"
#include "SdfReader.h"
#include "kinematics/Conventions.h"
#include "kinematics/ModelBuilder.h"
#include "xml/NumberText.h"
#include "xml/XmlDiagnostics.h"

#include <QHash>

#include <algorithm>

#include <optional>
#include <QSet>

#include <functional>

namespace kinedit {

namespace {
using V = SdfFrameGraph::Vertex;
using K = SdfFrameGraph::Kind;

kin::Joint makeJoint(const V& v) {
    const SdfJoint& j = *v.joint;
    const std::string name = v.name.toStdString();
    const double lo = j.axis ? j.axis->lower : -1e16, hi = j.axis ? j.axis->upper : 1e16;
    const bool bounded = lo > -1e15 && hi < 1e15 && lo <= hi;
    if (j.type == QLatin1String("revolute") || j.type == QLatin1String("gearbox"))
        return bounded ? kin::makeRevolute(name, v.axis, lo, hi) : kin::makeContinuous(name, v.axis);
    if (j.type == QLatin1String("continuous")) return kin::makeContinuous(name, v.axis);
    if (j.type == QLatin1String("prismatic")) return bounded ? kin::makePrismatic(name, v.axis, lo, hi) : kin::makePrismatic(name, v.axis);
    // thread_pitch (SDFormat 1.9 and older) is radians per metre.
    if (j.type == QLatin1String("screw")) return kin::makeScrew(name, v.axis, std::abs(j.threadPitch) > 1e-12 ? 1.0 / j.threadPitch : 0.0);
    if (j.type == QLatin1String("universal") || j.type == QLatin1String("revolute2")) {
        // Each axis keeps its own limits, as libsdformat reads them.
        kin::Joint u = kin::makeUniversal(name, v.axis, v.axis2);
        const SdfJointAxis* axes[] = {j.axis ? &*j.axis : nullptr, j.axis2 ? &*j.axis2 : nullptr};
        for (size_t k = 0; k < 2; ++k)
            if (axes[k] && axes[k]->lower > -1e15 && axes[k]->upper < 1e15 && axes[k]->lower <= axes[k]->upper) {
                u.lower[k] = axes[k]->lower;
                u.upper[k] = axes[k]->upper;
            }
        return u;
    }
    if (j.type == QLatin1String("ball")) return kin::makeBall(name);
    return kin::makeFixed(name);
}

void addShapes(kin::ModelBuilder& b, int frame, const SdfLink& l, const QString& scoped) {
    for (const SdfShape& s : l.shapes) {
        kin::Visual v;
        v.collision = s.collision;
        v.origin = s.pose.raw;
        v.size = s.size;
        v.source = scoped.toStdString();
        if (s.source.doc) locate(v, *s.source.doc, s.source.element);
        if (s.rgba) v.rgba = *s.rgba, v.hasColour = true;
        switch (s.kind) {
        case SdfShape::Box: v.kind = kin::ShapeKind::Box; break;
        case SdfShape::Cylinder: v.kind = kin::ShapeKind::Cylinder; break;
        case SdfShape::Capsule: v.kind = kin::ShapeKind::Capsule; break;
        case SdfShape::Sphere: v.kind = kin::ShapeKind::Sphere; break;
        case SdfShape::Ellipsoid: v.kind = kin::ShapeKind::Ellipsoid; break;
        case SdfShape::Plane:
            v.kind = kin::ShapeKind::Plane;
            v.origin.linear() =
                v.origin.linear() * Eigen::Quaterniond::FromTwoVectors(Eigen::Vector3d::UnitZ(), s.normal).toRotationMatrix();
            break;
        case SdfShape::Mesh: {
            const ResolvedResource r = resolveSdfResource(s.meshUri, s.source.doc ? s.source.doc->fileName() : QString());
            if (r.path.isEmpty()) continue;  // warned by the rules
            v.kind = kin::ShapeKind::Mesh;
            v.mesh = r.path.toStdString();
            v.meshScale = s.meshScale;
            v.submesh = s.submesh.toStdString();
            v.submeshCenter = s.submeshCenter;
            break;
        }
        case SdfShape::Other: continue;
        }
        b.addVisual(frame, std::move(v));
    }
    if (l.hasInertial) {
        const Eigen::Matrix3d r = l.inertialPose.linear();
        kin::Inertial in;
        in.mass = l.mass;
        in.com = l.inertialPose.translation();
        in.inertia = r * l.inertia * r.transpose();
        if (l.source.doc && l.source.element) {  // located for the inertial checks (InertialChecks.h)
            const XmlElement* ie = l.source.element->firstChildElement(u"inertial");
            locate(in.at, *l.source.doc, ie);
            in.massAt = in.inertiaAt = in.at;
            if (ie) {
                locate(in.massAt, *l.source.doc, ie->firstChildElement(u"mass"));
                locate(in.inertiaAt, *l.source.doc, ie->firstChildElement(u"inertia"));
            }
        }
        b.addInertial(frame, std::move(in));
    }
}
}  // namespace

std::shared_ptr<const kin::Model> SdfFormat::compile(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    SdfRoot root;
    std::unique_ptr<SdfFrameGraph> graph;
    Diagnostics problems;
    if (!takeChecked(doc, state, root, graph, problems)) check(doc, root, graph, problems);
    out.append(problems);
    if (hasErrors(problems) || !graph) return nullptr;
    const std::vector<V>& vs = graph->vertices();
    const std::vector<SdfFrameGraph::Scope>& scopes = graph->scopes();

    // Which link each joint moves, and which joint the tree uses for it.
    QHash<int, int> treeJoint;  // link vertex -> joint vertex
    std::vector<int> loopJoints;
    for (int v = 0; v < int(vs.size()); ++v) {
        const V& x = vs[size_t(v)];
        if (x.kind != K::Joint || !x.resolved || x.childBody < 0) continue;
        if (treeJoint.contains(x.childBody))
            loopJoints.push_back(v);
        else
            treeJoint.insert(x.childBody, v);
    }
    // A joint whose parent hangs (through joints) below its child would make
    // a cycle of parents: such joints close loops instead. Taken in the
    // joints' document order with a union-find over links, each joint that
    // joins two links already connected closes a loop (linear; a walk to
    // the root per joint was quadratic on long chains).
    std::vector<int> up(vs.size());  // union-find parents
    for (size_t i = 0; i < up.size(); ++i) up[i] = int(i);
    const std::function<int(int)> find = [&](int x) {
        while (up[size_t(x)] != x) x = up[size_t(x)] = up[size_t(up[size_t(x)])];
        return x;
    };
    std::vector<std::pair<int, int>> ordered;  // joint vertex, child link
    for (auto it = treeJoint.begin(); it != treeJoint.end(); ++it) ordered.emplace_back(it.value(), it.key());
    std::sort(ordered.begin(), ordered.end());
    for (const auto& [joint, child] : ordered) {
        const int parent = vs[size_t(joint)].parentBody;
        if (parent < 0) continue;
        const int a = find(parent), b = find(child);
        if (a == b) {
            loopJoints.push_back(joint);
            treeJoint.remove(child);
        } else {
            up[size_t(b)] = a;
        }
    }

    kin::ModelBuilder b;
    QHash<int, std::string> kinName;  // vertex -> frame name in the model
    auto poseOf = [&](int body) { return body >= 0 ? vs[size_t(body)].pose : Eigen::Isometry3d::Identity(); };
    auto nameOf = [&](int body) { return body >= 0 ? kinName.value(body) : std::string(); };
    auto inInterface = [&](const V& x) { return scopes[size_t(x.scope)].model && scopes[size_t(x.scope)].model->interface; };
    // What a joint hangs from: its parent link, or, for a frame of a grafted
    // model, that very frame (it moves with the grafted model's joints).
    auto parentOf = [&](const V& j) -> std::pair<std::string, Eigen::Isometry3d> {
        if (j.parentFrame >= 0 && inInterface(vs[size_t(j.parentFrame)]))
            return {vs[size_t(j.parentFrame)].name.toStdString(), vs[size_t(j.parentFrame)].pose};
        return {nameOf(j.parentBody), poseOf(j.parentBody)};
    };
    // Every link's frame name (an interface's links are its grafted frames).
    for (int v = 0; v < int(vs.size()); ++v) {
        const V& x = vs[size_t(v)];
        if (x.kind == K::Link && x.resolved) kinName.insert(v, x.name.toStdString());
    }
    // Links and their joints.
    for (int v = 0; v < int(vs.size()); ++v) {
        const V& x = vs[size_t(v)];
        if (x.kind != K::Link || !kinName.contains(v) || inInterface(x)) continue;
        const int jv = treeJoint.value(v, -1);
        int id;
        if (jv < 0) {
            id = b.addFrame(kinName.value(v), "link", std::string(), x.pose);
        } else {
            const V& j = vs[size_t(jv)];
            const auto [parent, at] = parentOf(j);
            b.addFrame(j.name.toStdString(), "joint", parent, at.inverse() * j.pose, makeJoint(j));
            id = b.addFrame(kinName.value(v), "link", j.name.toStdString(), j.pose.inverse() * x.pose);
        }
        addShapes(b, id, *x.link, x.name);
    }
    // Non-SDFormat models, grafted where the assembly puts them.
    for (int s = 0; s < int(scopes.size()); ++s) {
        const SdfModel* m = scopes[size_t(s)].model;
        if (!m || !m->interface) continue;
        // The interface's model frame: the root itself for a file that is
        // just an include of one.
        const int selfVertex = scopes[size_t(s)].vertexInParent;
        if (selfVertex >= 0 && !vs[size_t(selfVertex)].resolved) continue;
        const Eigen::Isometry3d selfPose = selfVertex >= 0 ? vs[size_t(selfVertex)].pose : Eigen::Isometry3d::Identity();
        // The first joint whose child is one of its frames carries it; any
        // other such joint closes a loop.
        int carrier = -1;
        for (int v = 0; v < int(vs.size()); ++v) {
            const V& j = vs[size_t(v)];
            if (j.kind != K::Joint || !j.resolved || j.childFrame < 0 || vs[size_t(j.childFrame)].scope != s) continue;
            if (carrier < 0)
                carrier = v;
            else if (std::find(loopJoints.begin(), loopJoints.end(), v) == loopJoints.end())
                loopJoints.push_back(v);
        }
        const QString prefix = scopes[size_t(s)].prefix;
        if (carrier < 0) {
            b.graft(*m->interface, prefix.toStdString(), -1, selfPose);
        } else {
            const V& j = vs[size_t(carrier)];
            const auto [parent, at] = parentOf(j);
            b.addFrame(j.name.toStdString(), "joint", parent, at.inverse() * j.pose, makeJoint(j));
            // graft() takes a parent id; find the joint frame's by adding a fixed anchor.
            const int anchor = b.addFrame((j.name + QStringLiteral("::__carried__")).toStdString(), "anchor", j.name.toStdString(),
                                          j.pose.inverse() * selfPose);
            b.graft(*m->interface, prefix.toStdString(), anchor, Eigen::Isometry3d::Identity());
        }
    }
    // A flattened 1.7 file writes nested model M1's frame as "M1::__model__";
    // libsdformat reads it back as model M1, and so does the kinematic model.
    QSet<QString> vertexNames;
    for (const V& x : vs) vertexNames.insert(x.name);
    auto frameName = [&](const V& x) {
        static const QLatin1String modelFrame("::__model__");
        if (x.kind == K::Frame && x.name.endsWith(modelFrame) && !vertexNames.contains(x.name.chopped(modelFrame.size())))
            return x.name.chopped(modelFrame.size());
        return x.name;
    };
    // Explicit frames and nested model frames, fixed to the link they move with.
    for (int v = 0; v < int(vs.size()); ++v) {
        const V& x = vs[size_t(v)];
        if (!x.resolved || (x.kind != K::Frame && x.kind != K::Model)) continue;
        // An interface's own frames are grafted already; frames its include added are not.
        if (inInterface(x) && (!x.frame || x.frame->source.doc == scopes[size_t(x.scope)].model->source.doc)) continue;
        // A model with no link to move with (its nested models are all
        // static, which libsdformat accepts) stays with the frame its pose is
        // relative to.
        int body = x.body;
        for (int r = v, step = 0; body < -1 && x.kind == K::Model && step < int(vs.size()); ++step) {
            r = graph->relativeTo(r);
            body = r < 0 ? -1 : vs[size_t(r)].body;
        }
        if (body < -1) continue;
        if (body >= 0 && !kinName.contains(body)) body = -1;
        const QString name = frameName(x);
        b.addFrame(name.toStdString(), x.kind == K::Frame && name == x.name ? "frame" : "model", nameOf(body),
                   poseOf(body).inverse() * x.pose);
    }
    // Loops.
    for (int jv : loopJoints) {
        const V& j = vs[size_t(jv)];
        if (!kinName.contains(j.childBody) || (j.parentBody >= 0 && !kinName.contains(j.parentBody))) continue;
        // The joint's own frame, on its child as SDFormat places it.
        const std::string at = j.name.toStdString();
        // On the child link, or on a grafted model's very frame (it moves with that model's joints).
        const int on = j.childFrame >= 0 && inInterface(vs[size_t(j.childFrame)]) && b.hasFrame(vs[size_t(j.childFrame)].name.toStdString())
                           ? j.childFrame
                           : j.childBody;
        b.addFrame(at, "joint", vs[size_t(on)].name.toStdString(), vs[size_t(on)].pose.inverse() * j.pose);
        const auto [parent, from] = parentOf(j);
        b.addLoopJoint(makeJoint(j), parent, at, from.inverse() * j.pose);
    }
    // Assembly checks for the viewport: each placement frame joined to the
    // frame its model's pose is relative to, and welds whose frames are apart.
    auto kinFrame = [&](int v) -> std::optional<std::string> {
        if (v < 0) return std::nullopt;
        if (vs[size_t(v)].kind == K::Scope) {
            const int s = vs[size_t(v)].nested;
            if (s == 0) return std::string();  // the root
            v = scopes[size_t(s)].vertexInParent;
        }
        const std::string name = frameName(vs[size_t(v)]).toStdString();
        return b.hasFrame(name) ? std::optional<std::string>(name) : std::nullopt;
    };
    for (int v = 0; v < int(vs.size()); ++v) {
        const V& x = vs[size_t(v)];
        if (x.kind == K::Model && x.resolved && graph->placementFrame(v) >= 0) {
            const auto from = kinFrame(graph->relativeTo(v)), to = kinFrame(graph->placementFrame(v));
            if (from && to)
                b.addFramePair(kin::FramePair::Kind::Placement, *from, *to,
                               QStringLiteral("%1 placed by %2").arg(x.name, vs[size_t(graph->placementFrame(v))].name).toStdString());
        }
        if (x.kind == K::Joint && x.resolved && x.joint->type == QLatin1String("fixed") && x.parentFrame >= 0 && x.childFrame >= 0 &&
            vs[size_t(x.parentFrame)].kind == K::Frame && vs[size_t(x.childFrame)].kind == K::Frame) {
            const Eigen::Isometry3d d = vs[size_t(x.parentFrame)].pose.inverse() * vs[size_t(x.childFrame)].pose;
            const auto from = kinFrame(x.parentFrame), to = kinFrame(x.childFrame);
            if ((d.translation().norm() > 1e-6 || Eigen::AngleAxisd(d.linear()).angle() > 1e-6) && from && to)
                b.addFramePair(kin::FramePair::Kind::Gap, *from, *to,
                               QStringLiteral("weld %1: %2 mm apart")
                                   .arg(x.name)
                                   .arg(messageNumber(d.translation().norm() * 1000, 1e-3, 2))
                                   .toStdString());
        }
    }
    std::string error;
    std::shared_ptr<const kin::Model> model = std::move(b).build(&error);
    const XmlElement* top = doc.root();
    if (!model) {
        out.append(diagnosticAt(doc, top, {}, Severity::Error, sdfcode::JointChildInvalid, QString::fromStdString(error)));
        return model;
    }
    for (const std::string& w : model->warnings())
        out.append(diagnosticAt(doc, top, {}, Severity::Warning, sdfcode::LoopOpen, QString::fromStdString(w)));
    return model;
}

}  // namespace kinedit
