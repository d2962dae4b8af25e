// HRDF -> kinematic model. Frame names (the contract of kinedit-cli frames):
// for each element, depth first: <name> (its input frame, kind = element
// kind), <name>/out<i> (kind output; an end effector's out0 has kind
// end-effector), then <name>/com (kind com) for elements with mass. Joints
// are the actuators and joint elements, named like their element.
#include "HrdfFormat.h"

#include "HebiLibrary.h"
#include "HrdfRobot.h"
#include "kinematics/Conventions.h"
#include "kinematics/ModelBuilder.h"
#include "xml/XmlDiagnostics.h"

#include <QDir>
#include <QFileInfo>

#include <numbers>

namespace kinedit {

namespace {

using Eigen::Isometry3d;
using Eigen::Matrix3d;
using Eigen::Vector3d;

Isometry3d pose(const Vector3d& t, const Matrix3d& r = Matrix3d::Identity()) {
    Isometry3d p = Isometry3d::Identity();
    p.linear() = r;
    p.translation() = t;
    return p;
}

Matrix3d inertiaMatrix(const Inertia6& i) {
    Matrix3d m;
    m << i[0], i[3], i[4], i[3], i[1], i[5], i[4], i[5], i[2];
    return m;
}

struct MassSpec {
    double mass = 0;
    Vector3d com = Vector3d::Zero();
    Matrix3d comRot = Matrix3d::Identity();
    Inertia6 inertia{};
};

// Library values, then overrides and offsets (spec: "Offsetting and overwriting").
MassSpec massOf(const HrdfElement& e) {
    const HebiLibrary& lib = HebiLibrary::instance();
    MassSpec m;
    if (e.kind == QLatin1String("actuator")) {
        if (const HebiActuator* a = lib.actuator(e.type)) {
            m.mass = a->mass;
            m.com = a->com;
            m.inertia = a->inertia;
        }
    } else if (e.kind == QLatin1String("link")) {
        if (const HebiLink* l = lib.link(e.type)) {
            const double ext = e.extension.value_or(0);
            m.mass = l->massBase.value(e.input + QLatin1Char('/') + e.output) + l->massPerMetre * ext;
            const bool inlineIn = e.input == QLatin1String("Inline");
            m.com = inlineIn ? Vector3d(0, 0, ext / 2) : Vector3d(ext / 2, 0, l->inputOffset);
            // A thin rod along the tube (shared/hebi-element-geometry.md, section 4).
            const double rod = m.mass * ext * ext / 12;
            m.inertia = inlineIn ? Inertia6{rod, rod, 0, 0, 0, 0} : Inertia6{0, rod, rod, 0, 0, 0};
        }
    } else if (e.kind == QLatin1String("bracket")) {
        if (const HebiBracket* b = lib.bracket(e.type)) {
            m.mass = b->mass;
            m.com = b->com;
            const double s = 0.4 * b->mass * b->sphereRadius * b->sphereRadius;
            m.inertia = {s, s, s, 0, 0, 0};
        }
    } else if (e.kind == QLatin1String("end-effector")) {
        if (const HebiEndEffector* x = lib.endEffector(e.type)) {
            m.mass = x->mass;
            m.com = x->com;
        }
    }
    if (e.mass) m.mass = *e.mass;
    if (e.massOffset) m.mass += *e.massOffset;
    if (e.comTrans) m.com = *e.comTrans;
    if (e.comTransOffset) m.com += *e.comTransOffset;
    if (e.comRot) m.comRot = nearestRotationOf(*e.comRot);
    for (size_t k = 0; k < 6; ++k)
        if (e.inertia[k]) m.inertia[k] = *e.inertia[k];
    return m;
}

// The element's outputs: placement from the input frame, and the joint.
struct OutputSpec {
    Isometry3d placement = Isometry3d::Identity();
    std::optional<kin::Joint> joint;
};

std::vector<OutputSpec> outputsOf(const HrdfElement& e) {
    const HebiLibrary& lib = HebiLibrary::instance();
    const std::string name = e.name().toStdString();
    std::vector<OutputSpec> outs;
    auto defaultOutput = [&]() {
        return pose(e.outputTrans.value_or(Vector3d::Zero()), nearestRotationOf(e.outputRot.value_or(Matrix3d::Identity())));
    };
    if (e.kind == QLatin1String("actuator")) {
        const HebiActuator* a = lib.actuator(e.type);
        OutputSpec o;
        o.placement = pose(Vector3d(0, 0, a ? a->outputHeight : 0));
        o.joint = kin::makeContinuous(name, Vector3d::UnitZ());
        o.joint->type = kin::JointType::Revolute;
        outs.push_back(o);
    } else if (e.kind == QLatin1String("joint")) {
        OutputSpec o;
        const int axis = e.axis.isEmpty() ? 2 : e.axis.at(1).unicode() - 'x';
        const Vector3d dir = Vector3d::Unit(std::clamp(axis, 0, 2));
        o.joint = e.axis.startsWith(QLatin1Char('t')) ? kin::makePrismatic(name, dir) : kin::makeContinuous(name, dir);
        if (!e.axis.startsWith(QLatin1Char('t'))) o.joint->type = kin::JointType::Revolute;
        o.joint->motions[0].scale = 1.0 / e.gearRatio.value_or(1.0);
        outs.push_back(o);
    } else if (e.kind == QLatin1String("link")) {
        const HebiLink* l = lib.link(e.type);
        const double ext = e.extension.value_or(0), t = e.twist.value_or(0);
        const double ei = l ? l->inputOffset : 0, eo = l ? l->outputOffset : 0;
        const bool inIn = e.input == QLatin1String("Inline"), outIn = e.output == QLatin1String("Inline");
        const double hp = std::numbers::pi / 2;
        OutputSpec o;
        if (!inIn && !outIn)
            o.placement = pose(Vector3d(ext, -eo * std::sin(t), ei + eo * std::cos(t)), kin::rotX(t));
        else if (!inIn && outIn)
            o.placement = pose(Vector3d(ext, 0, ei), kin::rotX(t) * kin::rotY(hp));
        else if (inIn && !outIn)
            o.placement = pose(Vector3d(-eo * std::cos(t), -eo * std::sin(t), ext), kin::rotZ(t) * kin::rotY(-hp));
        else
            o.placement = pose(Vector3d(0, 0, ext), kin::rotZ(t));
        outs.push_back(o);
    } else if (e.kind == QLatin1String("bracket")) {
        const HebiBracket* b = lib.bracket(e.type);
        OutputSpec o;
        if (b) o.placement = pose(b->outputTrans, kin::rotX(b->outputRx));
        outs.push_back(o);
    } else if (e.kind == QLatin1String("rigid-body")) {
        if (e.outputs.empty()) {
            outs.push_back({defaultOutput(), std::nullopt});
        } else {
            for (const HrdfOutput& out : e.outputs)
                outs.push_back({pose(out.trans.value_or(e.outputTrans.value_or(Vector3d::Zero())),
                                     nearestRotationOf(out.rot.value_or(e.outputRot.value_or(Matrix3d::Identity())))),
                                std::nullopt});
        }
    } else if (e.kind == QLatin1String("end-effector")) {
        const HebiEndEffector* x = lib.endEffector(e.type);
        // output_trans / output_rot replace the built-in output.
        const Vector3d t = e.outputTrans.value_or(x ? x->outputTrans : Vector3d::Zero());
        outs.push_back({pose(t, nearestRotationOf(e.outputRot.value_or(Matrix3d::Identity()))), std::nullopt});
    }
    return outs;
}

// Procedural shapes for built-in elements, sized from the library data,
// until real meshes are loaded: a cylinder for an actuator, a tube for a
// link, a plate for a bracket, a block for a gripper.
std::vector<kin::Visual> shapesOf(const HrdfElement& e, const std::vector<OutputSpec>& outs) {
    const HebiLibrary& lib = HebiLibrary::instance();
    std::vector<kin::Visual> v;
    auto shape = [&](kin::ShapeKind k, Vector3d size, Isometry3d origin, Eigen::Vector4d rgba) {
        kin::Visual x = kin::colouredShape(k, size, origin, rgba, e.name().toStdString());
        if (e.doc) locate(x, *e.doc, e.xml);
        v.push_back(x);
    };
    const Eigen::Vector4d red(0.78, 0.16, 0.16, 1), grey(0.25, 0.26, 0.28, 1), silver(0.72, 0.73, 0.75, 1);
    if (e.kind == QLatin1String("actuator")) {
        const HebiActuator* a = lib.actuator(e.type);
        const double h = a ? a->outputHeight : 0.03;
        const double r = e.type.startsWith(QLatin1String("X")) ? 0.037 : e.type.contains(QLatin1String("25")) ? 0.055 : 0.039;
        // The housing reaches back along -x from the axis (mesh bounds).
        shape(kin::ShapeKind::Box, Vector3d(2 * r, 2 * r, h), pose(Vector3d(-r / 2, 0, h / 2)), red);
        shape(kin::ShapeKind::Cylinder, Vector3d(r, h * 1.02, 0), pose(Vector3d(0, 0, h / 2)), grey);
    } else if (e.kind == QLatin1String("link")) {
        const HebiLink* l = lib.link(e.type);
        const double ext = std::max(e.extension.value_or(0), 1e-3), ei = l ? l->inputOffset : 0.0175;
        if (e.input == QLatin1String("Inline"))
            shape(kin::ShapeKind::Cylinder, Vector3d(0.016, ext, 0), pose(Vector3d(0, 0, ext / 2)), silver);
        else
            shape(kin::ShapeKind::Cylinder, Vector3d(0.016, ext, 0), pose(Vector3d(ext / 2, 0, ei), kin::rotY(std::numbers::pi / 2)),
                  silver);
    } else if (e.kind == QLatin1String("bracket")) {
        const HebiBracket* b = lib.bracket(e.type);
        const Vector3d out = b ? b->outputTrans : Vector3d(0, 0.04, 0.04);
        // A base plate, and a side plate up to the output.
        shape(kin::ShapeKind::Box, Vector3d(0.074, std::abs(out.y()) + 0.04, 0.006), pose(Vector3d(0, out.y() / 2, 0.003)), grey);
        shape(kin::ShapeKind::Box, Vector3d(0.074, 0.006, out.z()), pose(Vector3d(0, out.y(), out.z() / 2)), grey);
    } else if (e.kind == QLatin1String("end-effector") && e.type != QLatin1String("Custom")) {
        const Vector3d out = outs.empty() ? Vector3d(0, 0, 0.095) : Vector3d(outs[0].placement.translation());
        shape(kin::ShapeKind::Box, Vector3d(0.06, 0.03, out.z()), pose(Vector3d(0, 0, out.z() / 2)), grey);
    }
    const bool url = e.meshPath && (e.meshPath->startsWith(QLatin1String("http://")) || e.meshPath->startsWith(QLatin1String("https://")));
    const QString meshFile = e.meshPath && !url ? QFileInfo(e.doc->fileName()).absoluteDir().absoluteFilePath(*e.meshPath) : QString();
    // A mesh file not found is not part of the model, as in every format (the reader warned).
    if (e.meshPath && !e.meshPath->isEmpty() && (url || QFileInfo(meshFile).isFile())) {
        kin::Visual m;
        m.kind = kin::ShapeKind::Mesh;
        m.mesh = (url ? *e.meshPath : meshFile).toStdString();
        m.origin = pose(e.meshTrans.value_or(Vector3d::Zero()), nearestRotationOf(e.meshRot.value_or(Matrix3d::Identity())));
        m.source = e.name().toStdString();
        if (e.doc) locate(m, *e.doc, e.xml);
        v.push_back(m);
    }
    return v;
}

class Compiler {
public:
    explicit Compiler(kin::ModelBuilder& b) : m_b(b) {}

    void addChain(const HrdfChain& chain, int parent, const Isometry3d& firstPlacement) {
        Isometry3d placement = firstPlacement;
        for (const auto& el : chain) {
            if (el->unresolved) continue;
            const std::vector<int> outs = element(*el, parent, placement);
            placement.setIdentity();
            for (size_t i = 0; i < el->outputs.size() && i < outs.size(); ++i)
                addChain(el->outputs[i].chain, outs[i], Isometry3d::Identity());
            if (!outs.empty()) parent = outs[0];  // the chain goes on from the first output
        }
    }

private:
    std::vector<int> element(const HrdfElement& e, int parent, const Isometry3d& placement) {
        const std::string name = e.name().toStdString();
        const int input = m_b.addFrame(name, e.kind.toStdString(), parent, placement);
        const std::vector<OutputSpec> specs = outputsOf(e);
        std::vector<int> outs;
        for (size_t i = 0; i < specs.size(); ++i) {
            const bool ee = e.kind == QLatin1String("end-effector");
            outs.push_back(
                m_b.addFrame(name + "/out" + std::to_string(i), ee ? "end-effector" : "output", input, specs[i].placement, specs[i].joint));
        }
        for (kin::Visual& v : shapesOf(e, specs)) m_b.addVisual(input, std::move(v));
        if (e.hasMass()) {
            const MassSpec m = massOf(e);
            const int com = m_b.addFrame(name + "/com", "com", input, pose(m.com, m.comRot));
            m_b.addInertial(com, m.mass, Vector3d::Zero(), inertiaMatrix(m.inertia));
        }
        return e.kind == QLatin1String("end-effector") ? std::vector<int>{} : outs;
    }

    kin::ModelBuilder& m_b;
};

// The frames the compiler adds for a chain (an element's input, its
// outputs, its centre of mass) and at most the shapes it draws for it.
struct Room {
    size_t frames = 0, visuals = 0;
};
Room roomFor(const HrdfChain& chain) {
    Room room;
    for (const auto& el : chain) {
        if (el->unresolved) continue;
        room.frames += 1 + std::max<size_t>(1, el->outputs.size()) + (el->hasMass() ? 1 : 0);
        room.visuals += 3;
        for (const HrdfOutput& out : el->outputs) {
            const Room inner = roomFor(out.chain);
            room.frames += inner.frames, room.visuals += inner.visuals;
        }
    }
    return room;
}

}  // namespace

Eigen::Matrix3d nearestRotationOf(const Eigen::Matrix3d& m) { return kin::nearestRotation(m); }

std::shared_ptr<const kin::Model> HrdfFormat::compile(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    Diagnostics problems;
    std::unique_ptr<HrdfRobot> robot;
    if (!takeReading(state, this, doc, robot, problems)) {
        robot = readHrdf(doc, problems);
        checkHrdf(*robot, problems);
    }
    out.append(problems);
    if (hasErrors(problems) || !robot->valid) return nullptr;
    kin::ModelBuilder b;
    // Room for every frame and shape at once, rather than lists grown by
    // doubling (a 10,000-module chain's pending frames are 17 MiB).
    const Room room = roomFor(robot->chain);
    b.reserve(room.frames, room.visuals);
    Compiler(b).addChain(robot->chain, -1, robot->base);
    std::string error;
    auto model = std::move(b).build(&error);
    if (!model) {
        Diagnostic d;
        d.code = QStringLiteral("HRDF-E000");
        d.message = QString::fromStdString(error);
        d.file = doc.fileName();
        out.append(d);
    }
    return model;
}

}  // namespace kinedit
