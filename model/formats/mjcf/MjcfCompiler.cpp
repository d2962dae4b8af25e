#include "MjcfCompiler.h"

#include "MjcfCodes.h"
#include "MjcfInertia.h"
#include "formats/PoseText.h"
#include "kinematics/ModelBuilder.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <array>
#include <optional>

namespace kinedit {

namespace {
struct MjcfCompilerText {
    Q_DECLARE_TR_FUNCTIONS(MjcfCompiler)
};
using T = MjcfCompilerText;

Eigen::Isometry3d translation(const Eigen::Vector3d& p) {
    Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
    t.translation() = p;
    return t;
}

class Compiler {
public:
    Compiler(const MjcfModel& m, Diagnostics& out, bool equalities, const MeshWeigher& weigh)
        : m(m), out(out), equalities(equalities), solids(mjcfMeshSolids(m, weigh)) {}
    std::shared_ptr<const kin::Model> run();

private:
    void addBody(const MjcfBody& b, int parentFrame);
    void addGeom(const MjcfGeom& g, int frame);
    void addSkins();
    void addTendons();
    std::optional<kin::VisualTexture> texture(const MjcfMaterial* mat) const;
    void prepareMimics();
    void addLoops();
    void addKeys();
    std::string unique(const QString& name, const char* suffix);

    const MjcfModel& m;
    Diagnostics& out;
    bool equalities;
    MjcfMeshSolids solids;  // the mesh geoms' as MuJoCo weighs them, where known
    kin::ModelBuilder b;
    QSet<QString> bodyNames, used;
    QHash<QString, kin::Joint> mimic;      // follower joint name -> the mimic fields
    std::vector<Eigen::Isometry3d> world;  // each body's pose at qpos0
    std::vector<std::string> bodyFrame;
    std::vector<int> bodyFrameId;                                // by body id: the id addFrame gave its frame
    QHash<QString, int> bodyByName;                              // the names constraints use -> body id
    QHash<QString, int> siteFrame;                               // a named site -> the id addFrame gave its frame
    QHash<QString, std::pair<int, const MjcfGeom*>> geomByName;  // a named geom -> (its body's id, the geom)
    int meshGeomsLeftOut = 0;
};

std::string Compiler::unique(const QString& name, const char* suffix) {
    QString n = name;
    if (bodyNames.contains(n) || used.contains(n)) n += QLatin1String(suffix);
    for (int k = 2; used.contains(n) || bodyNames.contains(n); ++k) n = name + QLatin1String(suffix) + QString::number(k);
    used.insert(n);
    return n.toStdString();
}

std::shared_ptr<const kin::Model> Compiler::run() {
    b.setMujocoMassOptions({m.compiler.boundMass, m.compiler.boundInertia, m.compiler.balanceInertia});
    for (const MjcfBody& body : m.bodies) {
        bodyNames.insert(mjcfBodyFrameName(body));
        bodyByName.insert(body.name.isEmpty() ? mjcfBodyFrameName(body) : body.name, body.id);
    }
    world.resize(m.bodies.size(), Eigen::Isometry3d::Identity());
    bodyFrame.resize(m.bodies.size());
    bodyFrameId.resize(m.bodies.size(), -1);
    for (const MjcfBody& body : m.bodies)
        if (body.parent >= 0) world[size_t(body.id)] = world[size_t(body.parent)] * body.pose;
    if (equalities) prepareMimics();
    addBody(m.bodies[0], -1);
    addSkins();
    addTendons();
    if (equalities) addLoops();
    addKeys();
    if (meshGeomsLeftOut > 0 && m.bodies[0].node)
        out.append(diagnosticAt(*m.bodies[0].node.doc, m.bodies[0].node.e, {}, Severity::Note, mjcfcode::MassOfMeshes,
                                T::tr("%1 mesh geom(s) of bodies without <inertial> add no mass here: their mesh files are not read yet, "
                                      "cannot be read, or MuJoCo refuses them (it weighs the mesh's volume)")
                                    .arg(meshGeomsLeftOut)));
    std::string error;
    auto model = std::move(b).build(&error);
    if (!model) {
        const MjcfNode root = m.bodies[0].node;
        if (root) out.append(diagnosticAt(*root.doc, root.e, {}, Severity::Error, mjcfcode::NotBuilt, QString::fromStdString(error)));
        return nullptr;
    }
    for (const std::string& w : model->warnings()) {
        const MjcfNode root = m.bodies[0].node;
        if (root) out.append(diagnosticAt(*root.doc, root.e, {}, Severity::Warning, mjcfcode::LoopOpen, QString::fromStdString(w)));
    }
    return model;
}

void Compiler::prepareMimics() {
    QHash<QString, const MjcfJoint*> joints;
    for (const MjcfBody& body : m.bodies)
        for (const MjcfJoint& j : body.joints) joints.insert(mjcfJointName(j), &j);
    // The joints of closed loops (connect, weld): the loop's solver sets
    // them, so a coupling cannot set one too (the Robotiq 2F-85 couples its
    // two fingers' drivers, each in its finger's loop).
    QSet<QString> inLoops;
    for (const MjcfEquality& q : m.equalities) {
        if ((q.type != QLatin1String("connect") && q.type != QLatin1String("weld")) || !q.active) continue;
        int a = bodyByName.value(q.first, -1), b = q.second.isEmpty() ? 0 : bodyByName.value(q.second, -1);
        if (a < 0 || b < 0) continue;
        // Up from the deeper body until the two meet (ids grow with depth).
        while (a != b) {
            int& deeper = a > b ? a : b;
            for (const MjcfJoint& j : m.bodies[size_t(deeper)].joints) inLoops.insert(mjcfJointName(j));
            deeper = m.bodies[size_t(deeper)].parent;
        }
    }
    for (const MjcfEquality& q : m.equalities) {
        if (q.type != QLatin1String("joint") || !q.active) continue;
        const MjcfJoint* follower = joints.value(q.first);
        const MjcfJoint* leader = joints.value(q.second);
        if (!follower || (!leader && !q.second.isEmpty())) continue;  // reported by the rules
        const std::vector<double>& c = q.polycoef;
        if (!leader) {
            out.append(diagnosticAt(
                *q.node.doc, q.node.e, {}, Severity::Warning, mjcfcode::NotShown,
                T::tr("joint '%1' is held at %2 by this constraint; Kinedit leaves it free").arg(q.first).arg(follower->ref + c[0])));
            continue;
        }
        if (c[2] != 0 || c[3] != 0 || c[4] != 0)
            out.append(diagnosticAt(*q.node.doc, q.node.e, QStringLiteral("polycoef"), Severity::Warning, mjcfcode::NotShown,
                                    T::tr("only the linear part of polycoef is followed (the joints move as a line, not the polynomial)")));
        if (inLoops.contains(q.first)) {
            out.append(diagnosticAt(
                *q.node.doc, q.node.e, {}, Severity::Warning, mjcfcode::NotShown,
                T::tr("joint '%1' is in a closed loop, whose solver sets it: this coupling is kept, not followed").arg(q.first)));
            continue;
        }
        // A joint follows one other joint, and no chain of followers comes
        // back to it: a constraint beyond that is kept in the file, not followed.
        bool cycle = follower == leader || mimic.contains(q.first);
        for (QString at = q.second; !cycle && mimic.contains(at);) {
            at = QString::fromStdString(mimic.value(at).mimicOf);
            cycle = at == q.first;
        }
        if (cycle) {
            out.append(diagnosticAt(*q.node.doc, q.node.e, {}, Severity::Warning, mjcfcode::NotShown,
                                    T::tr("joint '%1' already follows a joint, or would follow itself through this constraint: "
                                          "the constraint is kept, not followed")
                                        .arg(q.first)));
            continue;
        }
        // MuJoCo: y - y0 = c0 + c1 (x - x0), with y0, x0 the joints' qpos0.
        kin::Joint fields;
        fields.mimicOf = mjcfJointName(*leader).toStdString();
        fields.mimicMultiplier = c[1];
        fields.mimicOffset = follower->ref + c[0] - c[1] * leader->ref;
        mimic.insert(q.first, fields);
    }
}

void Compiler::addBody(const MjcfBody& body, int parentFrame) {
    int current = parentFrame;
    Eigen::Isometry3d offset = body.pose;
    if (body.id == 0) {
        current = b.addFrame("world", "body", -1, Eigen::Isometry3d::Identity());
        used.insert(QStringLiteral("world"));
        offset = Eigen::Isometry3d::Identity();
    } else {
        for (const MjcfJoint& j : body.joints) {
            const std::string name = mjcfJointName(j).toStdString();
            const double lo = j.limited ? j.lower : -kin::Unbounded, hi = j.limited ? j.upper : kin::Unbounded;
            kin::Joint joint;
            if (j.type == QLatin1String("slide"))
                joint = kin::makePrismatic(name, j.axis, lo, hi);
            else if (j.type == QLatin1String("ball"))
                joint = kin::makeBall(name);
            else if (j.type == QLatin1String("free"))
                joint = kin::makeFree(name);
            else if (j.limited)
                joint = kin::makeRevolute(name, j.axis, lo, hi);
            else
                joint = kin::makeContinuous(name, j.axis);
            if (joint.dof() == 1) {
                joint.motions[0].zero = j.ref;
                joint.defaultValue = {j.ref};
            }
            const auto f = mimic.constFind(mjcfJointName(j));
            if (f != mimic.cend()) {
                joint.mimicOf = f->mimicOf;
                joint.mimicMultiplier = f->mimicMultiplier;
                joint.mimicOffset = f->mimicOffset;
            }
            const std::string frameName = unique(mjcfJointName(j), ":joint");
            current = b.addFrame(frameName, "joint", current, offset * translation(j.pos), std::move(joint));
            offset = translation(-j.pos);
        }
        current = b.addFrame(mjcfBodyFrameName(body).toStdString(), "body", current, offset);
        used.insert(mjcfBodyFrameName(body));
    }
    bodyFrame[size_t(body.id)] = mjcfBodyFrameName(body).toStdString();
    bodyFrameId[size_t(body.id)] = current;
    const QString& fromGeoms = m.compiler.inertiaFromGeom;
    bool unweighed = false;  // mesh geoms MuJoCo weighs, not weighed here
    if (body.id > 0 && (fromGeoms == QLatin1String("true") || (fromGeoms == QLatin1String("auto") && !body.hasInertial))) {
        const MjcfMassProperties p = mjcfMassFromGeoms(body, m.compiler.inertiaGroupLow, m.compiler.inertiaGroupHigh, solids);
        meshGeomsLeftOut += p.meshGeomsLeftOut;
        if (p.mass > 0) b.addInertial(current, p.mass, p.com, p.inertia);
        unweighed = p.meshGeomsLeftOut > 0 && !(p.mass > 0);
    } else if (body.hasInertial) {  // (a mass of 0 too: the inertial checks report it)
        kin::Inertial in;
        in.mass = body.mass;
        in.com = body.com;
        in.inertia = body.inertia;
        if (body.inertial) locate(in.at, *body.inertial.doc, body.inertial.e);  // for the inertial checks (InertialChecks.h)
        in.massAt = in.inertiaAt = in.at;
        b.addInertial(current, std::move(in));
    }
    if (body.node) {  // where the inertial checks report a body with no mass
        kin::FrameSource at;
        locate(at.at, *body.node.doc, body.node.e);
        at.collision = unweighed;  // (for the checks: its mass is not known here)
        b.locateFrame(current, std::move(at));
    }
    for (const MjcfGeom& g : body.geoms) addGeom(g, current);
    for (const MjcfSite& s : body.sites) {
        const int id =
            b.addFrame(unique(s.name.isEmpty() ? QStringLiteral("site#%1").arg(s.id) : s.name, ":site"), "site", current, s.pose);
        if (!s.name.isEmpty()) siteFrame.insert(s.name, id);
    }
    for (const MjcfGeom& g : body.geoms)
        if (!g.name.isEmpty()) geomByName.insert(g.name, {body.id, &g});
    for (int child : body.children) addBody(m.bodies[size_t(child)], current);
}

void Compiler::addGeom(const MjcfGeom& g, int frame) {
    const bool visible = g.group <= 2;
    const bool collides = g.contype != 0 || g.conaffinity != 0;
    if (!visible && !collides) return;
    kin::Visual v;
    v.collision = !visible;
    v.origin = g.pose;
    v.source = (g.name.isEmpty() ? QStringLiteral("geom") : g.name).toStdString();
    locate(v, *g.item.node.doc, g.item.node.e);
    v.hasColour = true;
    v.rgba = Eigen::Vector4d(0.5, 0.5, 0.5, 1);
    v.defaultColour = true;
    if (g.rgba)
        v.rgba = *g.rgba, v.defaultColour = false;
    else if (const MjcfMaterial* mat = m.material(g.material))
        v.rgba = mat->rgba, v.defaultColour = false;
    v.texture = texture(m.material(g.material));
    auto size = [&](size_t i, double fallback) { return i < g.size.size() ? g.size[i] : fallback; };
    const double half = g.halfLength >= 0 ? g.halfLength : -1;
    if (g.type == QLatin1String("sphere")) {
        v.kind = kin::ShapeKind::Sphere, v.size = {size(0, 0), 0, 0};
    } else if (g.type == QLatin1String("capsule") || g.type == QLatin1String("cylinder")) {
        v.kind = g.type == QLatin1String("capsule") ? kin::ShapeKind::Capsule : kin::ShapeKind::Cylinder;
        v.size = {size(0, 0), 2 * (half >= 0 ? half : size(1, 0)), 0};
    } else if (g.type == QLatin1String("box")) {
        v.kind = kin::ShapeKind::Box, v.size = 2 * Eigen::Vector3d(size(0, 0), size(1, size(0, 0)), half >= 0 ? half : size(2, size(0, 0)));
    } else if (g.type == QLatin1String("ellipsoid")) {
        v.kind = kin::ShapeKind::Ellipsoid, v.size = {size(0, 0), size(1, size(0, 0)), half >= 0 ? half : size(2, size(0, 0))};
    } else if (g.type == QLatin1String("plane")) {
        // Size 0 is an infinite plane in MuJoCo; drawn 4 m wide.
        const double x = size(0, 0) > 0 ? 2 * size(0, 0) : 4, y = size(1, 0) > 0 ? 2 * size(1, 0) : 4;
        v.kind = kin::ShapeKind::Plane, v.size = {x, y, 0};
    } else if (g.type == QLatin1String("mesh") || !g.mesh.isEmpty()) {
        const MjcfMesh* mesh = m.mesh(g.mesh);
        if (!mesh || mesh->file.isEmpty()) return;
        v.kind = kin::ShapeKind::Mesh;
        v.mesh = mesh->file.toStdString();
        v.meshScale = mesh->scale;
        v.origin = g.pose * mesh->reference.inverse();
    } else {
        return;  // hfield, sdf: not drawn
    }
    b.addVisual(frame, std::move(v));
}

// The material's texture: 2d drawn as it is, a cube's by its one image
// (its faces alike; six files, fileright and the like, are not drawn); a
// skybox is the scene's background, not drawn.
std::optional<kin::VisualTexture> Compiler::texture(const MjcfMaterial* mat) const {
    if (!mat || mat->texture.isEmpty()) return std::nullopt;
    const MjcfTexture* t = m.texture(mat->texture);
    if (!t || t->type == QLatin1String("skybox") || (t->image.image.empty() && t->image.builtin == kin::VisualTexture::Builtin::None))
        return std::nullopt;
    kin::VisualTexture r = t->image;
    r.repeat = mat->texrepeat;
    r.uniform = mat->texuniform;
    return r;
}

// Skins as mjCSkin::Compile leaves them (weights normalised by
// checkMjcfSkins), bind quaternions of unit length; drawn in groups 0 to 2, as MuJoCo's
// viewer draws them. The skin's colour is its rgba where that is not
// MuJoCo's default grey, else its material's (setMaterial).
void Compiler::addSkins() {
    for (const MjcfSkin& s : m.skins) {
        if (s.group > 2) continue;
        kin::Skin k;
        k.name = s.name.toStdString();
        if (s.node) locate(k, *s.node.doc, s.node.e);
        const size_t n = s.vertices.size() / 3;
        for (size_t i = 0; i < n; ++i) k.vertices.emplace_back(s.vertices[3 * i], s.vertices[3 * i + 1], s.vertices[3 * i + 2]);
        if (s.texCoords.size() == 2 * n)
            for (size_t i = 0; i < n; ++i) k.texCoords.emplace_back(s.texCoords[2 * i], s.texCoords[2 * i + 1]);
        for (size_t i = 0; i + 2 < s.faces.size(); i += 3) {
            const std::array<int, 3> f{s.faces[i], s.faces[i + 1], s.faces[i + 2]};
            if (std::any_of(f.begin(), f.end(), [n](int v) { return v < 0 || size_t(v) >= n; })) continue;  // reported by the rules
            k.faces.push_back(f);
        }
        for (const MjcfSkin::Bone& bone : s.bones) {  // (checked and normalised by checkMjcfSkins)
            const int body = bodyByName.value(bone.body, -1);
            if (body < 0 || bodyFrameId[size_t(body)] < 0) continue;
            kin::SkinBone kb;
            kb.frame = bodyFrameId[size_t(body)];
            kb.bindPosition = bone.bindPosition.cast<double>();
            const Eigen::Vector4d q = bone.bindQuaternion.cast<double>();
            kb.bindRotation = Eigen::Quaterniond(q[0], q[1], q[2], q[3]).normalized();
            kb.vertices = bone.vertices;
            kb.weights = bone.weights;
            k.bones.push_back(std::move(kb));
        }
        k.inflate = s.inflate;
        const MjcfMaterial* mat = m.material(s.material);
        const bool defaultGrey = s.rgba == Eigen::Vector4f(0.5f, 0.5f, 0.5f, 1.0f);
        k.rgba = (mat && defaultGrey) ? mat->rgba : s.rgba.cast<double>();
        k.texture = texture(mat);
        b.addSkin(std::move(k));
    }
}

// Spatial tendons through named sites, over spheres and cylinders; fixed
// ones over named joints. A tendon in a group MuJoCo's viewer hides (3 and
// above) is still followed (its length is the model's), not drawn.
void Compiler::addTendons() {
    QSet<QString> jointNames;
    for (const MjcfBody& body : m.bodies)
        for (const MjcfJoint& j : body.joints) jointNames.insert(mjcfJointName(j));
    int id = 0;
    for (const MjcfTendon& t : m.tendons) {
        kin::Tendon k;
        k.name = (t.name.isEmpty() ? QStringLiteral("tendon#%1").arg(id) : t.name).toStdString();
        ++id;
        if (t.node) locate(k, *t.node.doc, t.node.e);
        k.spatial = t.spatial;
        k.width = t.width;
        const MjcfMaterial* mat = m.material(t.material);
        const bool defaultGrey = t.rgba == Eigen::Vector4d(0.5, 0.5, 0.5, 1);
        k.rgba = (mat && defaultGrey) ? mat->rgba : t.rgba;
        k.shown = t.group < 3;
        bool complete = true;  // every reference known (else said by the name rules)
        for (const MjcfTendon::Wrap& w : t.path) {
            kin::TendonWrap kw;
            if (w.kind == MjcfTendon::Wrap::Pulley) {
                kw.kind = kin::TendonWrap::Kind::Pulley;
                kw.divisor = w.divisor;
            } else if (w.kind == MjcfTendon::Wrap::Site) {
                kw.frame = siteFrame.value(w.name, -1);
                complete = complete && kw.frame >= 0;
            } else {
                const auto geom = geomByName.constFind(w.name);
                if (geom == geomByName.constEnd()) {
                    complete = false;
                    continue;
                }
                const MjcfGeom& g = *geom->second;
                kw.kind = g.type == QLatin1String("cylinder") ? kin::TendonWrap::Kind::Cylinder : kin::TendonWrap::Kind::Sphere;
                kw.frame = bodyFrameId[size_t(geom->first)];
                complete = complete && kw.frame >= 0;
                kw.pose = g.pose;
                kw.radius = g.size.empty() ? 0 : g.size[0];
                kw.sideFrame = w.side.isEmpty() ? -1 : siteFrame.value(w.side, -1);
            }
            k.wraps.push_back(kw);
        }
        std::vector<std::pair<std::string, double>> joints;
        for (const auto& [joint, coef] : t.joints) {
            complete = complete && jointNames.contains(joint);
            joints.emplace_back(joint.toStdString(), coef);
        }
        if (complete) b.addTendon(std::move(k), std::move(joints));
    }
}

void Compiler::addLoops() {
    int k = 0;
    for (const MjcfEquality& q : m.equalities) {
        if ((q.type != QLatin1String("connect") && q.type != QLatin1String("weld")) || !q.active) continue;
        ++k;
        const int b1 = bodyByName.value(q.first, -1);
        const int b2 = q.second.isEmpty() ? 0 : bodyByName.value(q.second, -1);
        if (b1 < 0 || b2 < 0 || b1 == b2) continue;  // reported by the rules
        const QString label = q.name.isEmpty() ? QStringLiteral("%1#%2").arg(q.type).arg(k - 1) : q.name;
        const Eigen::Isometry3d& w1 = world[size_t(b1)];
        const Eigen::Isometry3d& w2 = world[size_t(b2)];
        if (q.type == QLatin1String("weld")) {
            // body2 = body1 · relpose (the poses at qpos0 when relpose is not given).
            b.addLoopJoint(kin::makeFixed(label.toStdString()), bodyFrame[size_t(b1)], bodyFrame[size_t(b2)],
                           q.relpose ? *q.relpose : w1.inverse() * w2);
            continue;
        }
        // connect: the anchor (in body1) meets the point of body2 where it is at qpos0.
        const Eigen::Isometry3d onFirst = translation(q.anchor);
        const std::string anchor = unique(label, ":anchor");
        b.addFrame(anchor, "anchor", bodyFrame[size_t(b2)], w2.inverse() * w1 * onFirst);
        b.addLoopJoint(kin::makeBall(label.toStdString()), bodyFrame[size_t(b1)], anchor, onFirst);
    }
}

void Compiler::addKeys() {
    int index = 0;
    for (const MjcfKey& key : m.keys) {
        const QString name = key.name.isEmpty() ? QStringLiteral("key#%1").arg(index) : key.name;
        ++index;
        std::vector<std::pair<std::string, std::vector<double>>> values;
        size_t at = 0;
        for (const MjcfBody& body : m.bodies)
            for (const MjcfJoint& j : body.joints) {
                const std::string joint = mjcfJointName(j).toStdString();
                const size_t width = j.type == QLatin1String("ball") ? 4 : j.type == QLatin1String("free") ? 7 : 1;
                if (at + width > key.qpos.size()) break;  // no value (an empty qpos is qpos0)
                const double* q = key.qpos.data() + at;
                at += width;
                if (j.type == QLatin1String("ball")) {
                    const Eigen::Quaterniond r = Eigen::Quaterniond(q[0], q[1], q[2], q[3]).normalized();
                    const Eigen::Vector3d a = intrinsicXYZFromRotation(r.toRotationMatrix());
                    values.push_back({joint, {a[0], a[1], a[2]}});
                } else if (j.type == QLatin1String("free")) {
                    // MuJoCo: the body's pose in the world; Kinedit: a motion
                    // from the joint's place in the file.
                    Eigen::Isometry3d w = Eigen::Isometry3d::Identity();
                    w.translation() = Eigen::Vector3d(q[0], q[1], q[2]);
                    w.linear() = Eigen::Quaterniond(q[3], q[4], q[5], q[6]).normalized().toRotationMatrix();
                    const Eigen::Isometry3d motion = (world[size_t(body.id)] * translation(j.pos)).inverse() * w * translation(j.pos);
                    const Eigen::Vector3d a = intrinsicXYZFromRotation(motion.linear());
                    const Eigen::Vector3d p = motion.translation();
                    values.push_back({joint, {p[0], p[1], p[2], a[0], a[1], a[2]}});
                } else {
                    values.push_back({joint, {q[0]}});
                }
            }
        b.addNamedConfiguration(name.toStdString(), std::move(values));
    }
}

}  // namespace

QString mjcfBodyFrameName(const MjcfBody& b) {
    if (b.id == 0) return QStringLiteral("world");
    return b.name.isEmpty() ? QStringLiteral("body#%1").arg(b.id) : b.name;
}

QString mjcfJointName(const MjcfJoint& j) { return j.name.isEmpty() ? QStringLiteral("joint#%1").arg(j.id) : j.name; }

std::shared_ptr<const kin::Model> compileMjcf(const MjcfModel& m, Diagnostics& out, bool equalities, const MeshWeigher& weigh) {
    if (!m.valid || m.bodies.empty()) return nullptr;
    return Compiler(m, out, equalities, weigh).run();
}

}  // namespace kinedit
