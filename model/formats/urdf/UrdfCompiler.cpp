// URDF -> kinematic model. Frames: one per link (kind "link") and one per
// joint (kind "joint"), named as in the file and listed in document order.
// A joint's frame is its child link's frame: parent link · origin · motion;
// the child link hangs under it with no offset.
#include "UrdfFormat.h"

#include "UrdfCodes.h"
#include "io/ResourceResolver.h"
#include "UrdfReader.h"
#include "kinematics/Conventions.h"
#include "kinematics/ModelBuilder.h"
#include "xml/XmlDiagnostics.h"

namespace kinedit {

std::shared_ptr<const kin::Model> UrdfFormat::compile(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    Diagnostics problems;
    UrdfRobot robot;
    if (!takeReading(state, this, doc, robot, problems)) check(doc, robot, problems);
    out.append(problems);
    if (hasErrors(problems)) return nullptr;

    // Build-time ids: links and joints get theirs in document order (the
    // rules' check found each joint's links and each link's parent joint:
    // the robot has no errors, so every joint's links exist).
    std::vector<int> linkId(robot.links.size(), -1), jointId(robot.joints.size(), -1);
    const auto closesLoop = [&](size_t joint) { return robot.links[size_t(robot.joints[joint].childLink)].parentJoint != int(joint); };
    const XmlElement* root = doc.root();
    // robot.links and robot.joints are in document order, one per element,
    // interleaved as robot.linkInOrder says.
    int next = 0;
    size_t li = 0, ji = 0;
    for (const bool isLink : robot.linkInOrder) {
        if (isLink) {
            linkId[li++] = next++;
        } else {
            if (!closesLoop(ji)) jointId[ji] = next++;  // loop-closing joints get no frame, so no id
            ++ji;
        }
    }

    // A mimic of no joint is ignored, as urdfdom reads it (URDF-W006).
    QSet<QString> jointNames;
    for (const UrdfJoint& j : robot.joints) jointNames.insert(j.name);

    kin::ModelBuilder b;
    // MuJoCo reads its <compiler> options from <mujoco> (for the inertial checks).
    if (const XmlElement* mujoco = root ? root->firstChildElement(u"mujoco") : nullptr) {
        kin::MujocoMassOptions o;
        for (const XmlElement* c : mujoco->elements(u"compiler")) {
            if (c->hasAttribute(u"boundmass")) o.boundMass = c->attribute(u"boundmass").toDouble();
            if (c->hasAttribute(u"boundinertia")) o.boundInertia = c->attribute(u"boundinertia").toDouble();
            if (c->hasAttribute(u"balanceinertia")) o.balanceInertia = c->attribute(u"balanceinertia") == QLatin1String("true");
        }
        b.setMujocoMassOptions(o);
    }
    size_t shapes = 0;
    for (const UrdfLink& l : robot.links) shapes += l.geometry.size();
    b.reserve(robot.links.size() + robot.joints.size(), shapes);
    li = 0, ji = 0;
    for (const bool isLink : robot.linkInOrder) {
        if (isLink) {
            const UrdfLink& l = robot.links[li++];
            const int id = b.addFrame(l.name.toStdString(), "link", l.parentJoint >= 0 ? jointId[size_t(l.parentJoint)] : -1,
                                      Eigen::Isometry3d::Identity());
            for (const UrdfGeometry& g : l.geometry) {
                kin::Visual v;
                v.collision = g.collision;
                v.origin.linear() = kin::rotationFixedXYZ(g.rpy.x(), g.rpy.y(), g.rpy.z());
                v.origin.translation() = g.xyz;
                v.size = g.size;
                v.source = l.name.toStdString();
                locate(v, doc, g.element);
                if (g.rgba) v.rgba = *g.rgba, v.hasColour = true;
                if (g.kind == QLatin1String("box"))
                    v.kind = kin::ShapeKind::Box;
                else if (g.kind == QLatin1String("cylinder"))
                    v.kind = kin::ShapeKind::Cylinder;
                else if (g.kind == QLatin1String("capsule"))
                    v.kind = kin::ShapeKind::Capsule;
                else if (g.kind == QLatin1String("sphere"))
                    v.kind = kin::ShapeKind::Sphere;
                else if (g.kind == QLatin1String("mesh")) {
                    const ResolvedResource r = resolveResource(g.filename, doc.fileName());
                    if (r.path.isEmpty()) continue;  // warned by the rules
                    v.kind = kin::ShapeKind::Mesh;
                    v.mesh = r.path.toStdString();
                    v.meshScale = g.scale;
                } else
                    continue;
                b.addVisual(id, std::move(v));
            }
            // The shapes the link writes, drawn or not (a mesh not found is
            // still written): the inertial checks and an SRDF's pairs ask.
            kin::FrameSource at;
            for (const UrdfGeometry& g : l.geometry) (g.collision ? at.collision : at.visual) = true;
            if (l.hasInertial) {
                const Eigen::Matrix3d r = kin::rotationFixedXYZ(l.comRpy.x(), l.comRpy.y(), l.comRpy.z());
                kin::Inertial in;
                in.mass = l.mass;
                in.com = l.comXyz;
                in.inertia = r * l.inertia * r.transpose();
                // Located for the inertial checks (InertialChecks.h).
                const XmlElement* ie = l.element->firstChildElement(u"inertial");
                locate(in.at, doc, ie);
                in.massAt = in.inertiaAt = in.at;
                locate(in.massAt, doc, ie->firstChildElement(u"mass"));
                locate(in.inertiaAt, doc, ie->firstChildElement(u"inertia"));
                b.addInertial(id, std::move(in));
            } else {
                locate(at.at, doc, l.element);  // a link without one: the checks report it at the <link>
            }
            b.locateFrame(id, std::move(at));
        } else {
            const size_t jointIndex = ji++;
            const UrdfJoint& j = robot.joints[jointIndex];
            Eigen::Isometry3d origin = Eigen::Isometry3d::Identity();
            origin.linear() = kin::rotationFixedXYZ(j.rpy.x(), j.rpy.y(), j.rpy.z());
            origin.translation() = j.xyz;
            const std::string name = j.name.toStdString();
            kin::Joint joint;
            if (j.type == QLatin1String("revolute"))
                joint = kin::makeRevolute(name, j.axis, j.lower, j.upper);
            else if (j.type == QLatin1String("continuous"))
                joint = kin::makeContinuous(name, j.axis);
            else if (j.type == QLatin1String("prismatic"))
                joint = kin::makePrismatic(name, j.axis, j.lower, j.upper);
            else if (j.type == QLatin1String("floating"))
                joint = kin::makeFree(name);
            else if (j.type == QLatin1String("planar")) {
                // Motion in the plane normal to the axis.
                const Eigen::Vector3d n = j.axis.normalized();
                const Eigen::Vector3d t1 = n.unitOrthogonal();
                joint = kin::makePlanar(name, t1, n.cross(t1));
            } else
                joint = kin::makeFixed(name);
            if (!j.mimic.isEmpty() && jointNames.contains(j.mimic)) {
                joint.mimicOf = j.mimic.toStdString();
                joint.mimicMultiplier = j.mimicMultiplier;
                joint.mimicOffset = j.mimicOffset;
            }
            if (closesLoop(jointIndex)) {
                // A second parent: this joint closes a loop.
                b.addLoopJoint(joint, j.parent.toStdString(), j.child.toStdString(), origin);
                continue;
            }
            b.addFrame(name, "joint", linkId[size_t(j.parentLink)], origin, std::move(joint));
        }
    }
    std::string error;
    std::shared_ptr<const kin::Model> model = std::move(b).build(&error);
    if (!model) {
        out.append(diagnosticAt(doc, root, {}, Severity::Error, urdfcode::NotATree, QString::fromStdString(error)));
        return model;
    }
    for (const std::string& w : model->warnings())
        out.append(diagnosticAt(doc, root, {}, Severity::Warning, urdfcode::LoopOpen, QString::fromStdString(w)));
    return model;
}

}  // namespace kinedit
