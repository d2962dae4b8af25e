// kinedit-cli frames and info: the kinematic model of a file. The JSON shape
// is the contract every format fills in (resources/docs/cli.md):
//   frames: {"frames": [{"name", "kind", "parent", "pose": {"xyz", "quat_wxyz"}}],
//            "joints": [{"name", "type", "dof", "lower", "upper", "value"}]}
#include "Cli.h"
#include "ModelLoading.h"

#include "geometry/MeshCounts.h"
#include "formats/Format.h"
#include "kinematics/Groups.h"
#include "kinematics/Kinematics.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

#include <cmath>

namespace kinedit::cli {

namespace {

QJsonArray numbers(const double* v, int n) {
    QJsonArray a;
    for (int i = 0; i < n; ++i) a.append(std::isfinite(v[i]) ? QJsonValue(v[i]) : QJsonValue());  // null: unbounded
    return a;
}

QJsonObject poseJson(const Eigen::Isometry3d& t) {
    Eigen::Quaterniond q(t.linear());
    if (q.w() < 0) q.coeffs() *= -1;  // one sign for one rotation
    QJsonObject pose;
    pose.insert(QStringLiteral("xyz"), numbers(t.translation().data(), 3));
    const double wxyz[4] = {q.w(), q.x(), q.y(), q.z()};
    pose.insert(QStringLiteral("quat_wxyz"), numbers(wxyz, 4));
    return pose;
}

QString fmt(double v) { return QString::number(v, 'f', 6); }

int printFrames(const kin::Model& model, const kin::Data& data, bool json) {
    QJsonArray frames;
    for (int i : model.sourceOrder()) {
        const kin::Frame& f = model.frames()[size_t(i)];
        const QString parent = f.parent < 0 ? QString() : QString::fromStdString(model.frames()[size_t(f.parent)].name);
        if (json) {
            QJsonObject o;
            o.insert(QStringLiteral("name"), QString::fromStdString(f.name));
            o.insert(QStringLiteral("kind"), QString::fromStdString(f.kind));
            o.insert(QStringLiteral("parent"), f.parent < 0 ? QJsonValue() : QJsonValue(parent));
            o.insert(QStringLiteral("pose"), poseJson(data.oMf[size_t(i)]));
            frames.append(o);
        } else {
            const Eigen::Isometry3d& t = data.oMf[size_t(i)];
            Eigen::Quaterniond q(t.linear());
            if (q.w() < 0) q.coeffs() *= -1;
            out(QStringLiteral("%1  %2  parent=%3  xyz=(%4 %5 %6)  quat_wxyz=(%7 %8 %9 %10)")
                    .arg(QString::fromStdString(f.name), QString::fromStdString(f.kind), parent.isEmpty() ? QStringLiteral("-") : parent,
                         fmt(t.translation().x()), fmt(t.translation().y()), fmt(t.translation().z()), fmt(q.w()), fmt(q.x()), fmt(q.y()))
                    .arg(fmt(q.z())));
        }
    }
    QJsonArray joints;
    for (const kin::Joint& j : model.joints()) {
        if (json) {
            QJsonObject o;
            o.insert(QStringLiteral("name"), QString::fromStdString(j.name));
            o.insert(QStringLiteral("type"), QString::fromLatin1(kin::jointTypeName(j.type)));
            o.insert(QStringLiteral("dof"), j.dof());
            o.insert(QStringLiteral("lower"), numbers(j.lower.data(), j.dof()));
            o.insert(QStringLiteral("upper"), numbers(j.upper.data(), j.dof()));
            o.insert(QStringLiteral("value"), numbers(data.q.data() + j.qIndex, j.dof()));
            joints.append(o);
        }
    }
    if (json) {
        QJsonObject top;
        top.insert(QStringLiteral("frames"), frames);
        top.insert(QStringLiteral("joints"), joints);
        out(QString::fromUtf8(QJsonDocument(top).toJson(QJsonDocument::Indented)).trimmed());
    }
    return ExitOk;
}

QJsonObject countJson(const MeshCount& c) {
    QJsonObject o;
    o.insert(QStringLiteral("meshes"), c.meshes);
    o.insert(QStringLiteral("triangles"), double(c.triangles));
    o.insert(QStringLiteral("vertices"), double(c.vertices));
    return o;
}

QString countText(const MeshCount& c) {
    return Cli::tr("%n mesh(es), %L1 triangles, %L2 vertices", nullptr, c.meshes).arg(c.triangles).arg(c.vertices);
}

// The meshes' weight: for the whole robot, then per link (visual;
// collision), and the meshes MuJoCo will refuse.
void printMeshCounts(const kin::Model& model, const RobotMeshCounts& m) {
    if (m.files == 0 && m.unreadable.isEmpty()) {
        out(Cli::tr("meshes: none"));
        return;
    }
    out(Cli::tr("meshes: %n file(s); visual: %1; collision: %2", nullptr, m.files).arg(countText(m.visual), countText(m.collision)));
    for (const RobotMeshCounts::Link& l : m.links) {
        QStringList parts;
        if (l.visual.meshes > 0) parts << Cli::tr("visual: %1").arg(countText(l.visual));
        if (l.collision.meshes > 0) parts << Cli::tr("collision: %1").arg(countText(l.collision));
        out(QStringLiteral("  %1: %2").arg(QString::fromStdString(model.frames()[size_t(l.frame)].name), parts.join(QStringLiteral("; "))));
    }
    for (const RobotMeshCounts::OverLimit& o : m.overLimits)
        out(Cli::tr("meshes of more triangles than %1 reads from one file (%L2): %3")
                .arg(o.reader)
                .arg(o.limit)
                .arg(o.meshes.join(QStringLiteral(", "))));
    if (!m.unreadable.isEmpty()) out(Cli::tr("meshes not read: %1").arg(m.unreadable.join(QStringLiteral("; "))));
}

int printInfo(const Format& format, const kin::Model& model, const kin::Data& data, bool json) {
    QMap<QString, int> kinds;
    for (const kin::Frame& f : model.frames()) kinds[QString::fromStdString(f.kind)]++;
    const kin::MassProperties mp = kin::massProperties(model, data);
    const RobotMeshCounts meshes = countRobotMeshes(model);
    if (json) {
        QJsonObject top, k;
        for (auto it = kinds.begin(); it != kinds.end(); ++it) k.insert(it.key(), it.value());
        top.insert(QStringLiteral("format"), format.id());
        top.insert(QStringLiteral("frames"), int(model.frames().size()));
        top.insert(QStringLiteral("frame_kinds"), k);
        top.insert(QStringLiteral("joints"), int(model.joints().size()));
        top.insert(QStringLiteral("dof"), model.nq());
        top.insert(QStringLiteral("groups"), int(model.groups().size()));
        top.insert(QStringLiteral("mass"), mp.mass);
        top.insert(QStringLiteral("com"), numbers(mp.com.data(), 3));
        QJsonObject m;
        m.insert(QStringLiteral("files"), meshes.files);
        m.insert(QStringLiteral("visual"), countJson(meshes.visual));
        m.insert(QStringLiteral("collision"), countJson(meshes.collision));
        QJsonArray links;
        for (const RobotMeshCounts::Link& l : meshes.links) {
            QJsonObject o;
            o.insert(QStringLiteral("frame"), QString::fromStdString(model.frames()[size_t(l.frame)].name));
            o.insert(QStringLiteral("visual"), countJson(l.visual));
            o.insert(QStringLiteral("collision"), countJson(l.collision));
            links.append(o);
        }
        m.insert(QStringLiteral("links"), links);
        QJsonArray over;
        for (const RobotMeshCounts::OverLimit& o : meshes.overLimits)
            over.append(QJsonObject{{QStringLiteral("reader"), o.reader},
                                    {QStringLiteral("limit"), o.limit},
                                    {QStringLiteral("meshes"), QJsonArray::fromStringList(o.meshes)}});
        m.insert(QStringLiteral("over_limits"), over);
        m.insert(QStringLiteral("not_read"), QJsonArray::fromStringList(meshes.unreadable));
        top.insert(QStringLiteral("meshes"), m);
        out(QString::fromUtf8(QJsonDocument(top).toJson(QJsonDocument::Indented)).trimmed());
        return ExitOk;
    }
    out(Cli::tr("format: %1").arg(format.displayName()));
    QStringList parts;
    for (auto it = kinds.begin(); it != kinds.end(); ++it) parts << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
    out(Cli::tr("frames: %1 (%2)").arg(model.frames().size()).arg(parts.join(QStringLiteral(", "))));
    out(Cli::tr("joints: %1, degrees of freedom: %2, closed-chain groups: %3")
            .arg(model.joints().size())
            .arg(model.nq())
            .arg(model.groups().size()));
    out(Cli::tr("total mass: %1 kg").arg(mp.mass, 0, 'g', 10));
    out(Cli::tr("centre of mass: %1 %2 %3 m").arg(fmt(mp.com.x()), fmt(mp.com.y()), fmt(mp.com.z())));
    printMeshCounts(model, meshes);
    return ExitOk;
}

int runModelCommand(const char* name, const QStringList& args, bool allowSet) {
    const Command& c = *findCommand(QLatin1String(name));
    ModelArgs m;
    if (const int rc = parseModelArgs(c, args, allowSet, m); rc != ExitOk) return rc;
    LoadedModel loaded;
    if (const int rc = loadModel(c, m, loaded); rc != ExitOk) return rc;
    const int rc =
        allowSet ? printFrames(*loaded.model, *loaded.data, m.json) : printInfo(*loaded.format, *loaded.model, *loaded.data, m.json);
    return rc == ExitOk ? loaded.exitCode() : rc;
}

}  // namespace

int runFrames(const QStringList& args) { return runModelCommand("frames", args, true); }
int runInfo(const QStringList& args) { return runModelCommand("info", args, false); }

}  // namespace kinedit::cli
