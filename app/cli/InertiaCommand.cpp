// kinedit-cli inertia: each link's mass, centre of mass and inertia tensor
// computed from its geometry, beside what the file declares. MJCF bodies
// follow MuJoCo 2.2.2's compiler (geoms' density= and mass=,
// inertiagrouprange, exactmeshinertia and the equivalent-box rule for
// meshes); other formats weigh the links' collision (or visual) shapes at
// one density. JSON (resources/docs/cli.md):
//   {"links": [{"name", "mass", "com": [x,y,z], "inertia": [[...],[...],[...]],
//               "closed", "declared": {"mass", "com", "inertia"}}]}
#include "Cli.h"
#include "ModelLoading.h"

#include "formats/mjcf/MjcfCompiler.h"
#include "formats/mjcf/MjcfDefaults.h"
#include "formats/mjcf/MjcfInertia.h"
#include "formats/mjcf/MjcfTree.h"
#include "geometry/MeshLoader.h"
#include "geometry/MeshMassProperties.h"
#include "geometry/MujocoMeshInertia.h"
#include "geometry/VisualMassProperties.h"
#include "kinematics/Model.h"
#include "kinematics/Visual.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

#include <map>

namespace kinedit::cli {

namespace {

struct LinkMass {
    QString name;
    MassProperties computed;
    bool closed = true;  // every mesh weighed is a closed surface
    std::optional<MassProperties> declared;
};

struct Problems {
    QString file;
    Diagnostics list;
    void add(Severity s, const char* code, const QString& message) {
        list.append(fileDiagnostic(s, QString::fromLatin1(code), message, file));
    }
};

// Links (frames) with shapes of the kind asked for or an inertial, in the
// file's order.
std::vector<LinkMass> linksFromShapes(const kin::Model& model, bool collision, double density, Problems& problems) {
    std::map<int, std::vector<MassProperties>> parts;
    std::map<int, bool> closed;
    for (const kin::Visual& v : model.visuals()) {
        if (v.collision != collision) continue;
        const VisualMass m = visualMass(v, density);
        if (!m.error.isEmpty()) problems.add(Severity::Error, "CLI-E002", Cli::tr("mesh not weighed: %1").arg(m.error));
        if (!m.closed)
            problems.add(
                Severity::Warning, "CLI-W002",
                Cli::tr("mesh '%1' is not a closed surface wound one way: its mass is not a solid's").arg(QString::fromStdString(v.mesh)));
        parts[v.frame].push_back(m.mass);
        closed[v.frame] = closed.emplace(v.frame, true).first->second && m.closed;
    }
    std::map<int, MassProperties> declared;
    for (const kin::Inertial& i : model.inertials()) declared[i.frame] = {i.mass, i.com, i.inertia};
    std::vector<LinkMass> links;
    for (int f : model.sourceOrder()) {
        const bool shapes = parts.count(f) > 0, given = declared.count(f) > 0;
        if (!shapes && !given) continue;
        LinkMass l{QString::fromStdString(model.frames()[size_t(f)].name), combined(parts[f]), !shapes || closed[f], {}};
        if (given) l.declared = declared[f];
        links.push_back(l);
    }
    return links;
}

// MJCF's bodies as MuJoCo's compiler weighs them from their geoms.
std::vector<LinkMass> bodiesFromGeoms(const XmlDocument& doc, double density, Problems& problems) {
    Diagnostics ignored;  // the check has reported them
    const MjcfTree tree(doc, ignored);
    MjcfDefaults defaults;
    defaults.read(tree, ignored);
    const MjcfModel m = readMjcf(tree, defaults, ignored);
    QMap<QString, std::optional<MjcfMeshSolid>> solids;  // by mesh name, each read once
    QMap<QString, bool> closed;
    const MjcfMeshSolids meshSolid = [&](const MjcfGeom& g) -> std::optional<MjcfMeshSolid> {
        if (solids.contains(g.mesh)) return solids[g.mesh];
        std::optional<MjcfMeshSolid>& s = solids[g.mesh];
        const MjcfMesh* mesh = m.mesh(g.mesh);
        if (!mesh || mesh->file.isEmpty()) return s;
        QString error;
        const std::shared_ptr<const MeshData> data = loadMesh(mesh->file, &error);
        if (!data) {
            problems.add(Severity::Error, "CLI-E002", Cli::tr("mesh '%1' not weighed: %2").arg(g.mesh, error));
            return s;
        }
        closed[g.mesh] = isClosedSolid(*data);
        if (!closed[g.mesh])
            problems.add(Severity::Warning, "CLI-W002",
                         Cli::tr("mesh '%1' is not a closed surface wound one way: its mass is not a solid's").arg(g.mesh));
        const MujocoMeshInertia mi = mujocoMeshInertia(*data, mesh->reference, mesh->scale, m.compiler.exactMeshInertia);
        if (!mi.error.isEmpty()) {
            problems.add(Severity::Error, "CLI-E002", Cli::tr("mesh '%1' not weighed: MuJoCo 2.2.2 refuses it: %2").arg(g.mesh, mi.error));
            return s;
        }
        s = MjcfMeshSolid{mi.weighed, mi.com, mi.inertiaPerMass};
        return s;
    };
    std::vector<LinkMass> links;
    for (const MjcfBody& body : m.bodies) {
        if (body.id == 0) continue;
        const MjcfMassProperties p = mjcfMassFromGeoms(body, m.compiler.inertiaGroupLow, m.compiler.inertiaGroupHigh, meshSolid, density);
        LinkMass l{mjcfBodyFrameName(body), {p.mass, p.com, p.inertia}, true, {}};
        for (const MjcfGeom& g : body.geoms)
            if (g.type == QLatin1String("mesh")) l.closed = l.closed && closed.value(g.mesh, true);
        if (body.hasInertial) l.declared = MassProperties{body.mass, body.com, body.inertia};
        links.push_back(l);
    }
    return links;
}

QJsonArray vector3(const Eigen::Vector3d& v) { return {v.x(), v.y(), v.z()}; }
QJsonArray matrix3(const Eigen::Matrix3d& m) {
    QJsonArray rows;
    for (int r = 0; r < 3; ++r) rows.append(vector3(m.row(r).transpose()));
    return rows;
}
QJsonObject massJson(const MassProperties& p) {
    return {{QStringLiteral("mass"), p.mass}, {QStringLiteral("com"), vector3(p.com)}, {QStringLiteral("inertia"), matrix3(p.inertia)}};
}

QString num(double v) { return QString::number(v, 'g', 9); }
QString text3(const Eigen::Vector3d& v) { return QStringLiteral("%1 %2 %3").arg(num(v.x()), num(v.y()), num(v.z())); }

void printLinks(const std::vector<LinkMass>& links, bool json) {
    if (json) {
        QJsonArray a;
        for (const LinkMass& l : links) {
            QJsonObject o = massJson(l.computed);
            o.insert(QStringLiteral("name"), l.name);
            o.insert(QStringLiteral("closed"), l.closed);
            if (l.declared) o.insert(QStringLiteral("declared"), massJson(*l.declared));
            a.append(o);
        }
        out(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("links"), a}}).toJson(QJsonDocument::Indented)).trimmed());
        return;
    }
    for (const LinkMass& l : links) {
        out(l.closed ? l.name : Cli::tr("%1 (open mesh: not a solid's mass)").arg(l.name));
        auto block = [](const QString& label, const MassProperties& p) {
            const Eigen::Matrix3d& i = p.inertia;
            out(Cli::tr("  %1: mass %2 kg; com %3 m").arg(label, num(p.mass), text3(p.com)));
            out(Cli::tr("    inertia about the com: %1 | %2 | %3 kg m^2")
                    .arg(text3(i.row(0).transpose()), text3(i.row(1).transpose()), text3(i.row(2).transpose())));
        };
        block(Cli::tr("computed"), l.computed);
        if (l.declared) block(Cli::tr("declared"), *l.declared);
    }
}

}  // namespace

int runInertia(const QStringList& args) {
    const Command& c = *findCommand(QStringLiteral("inertia"));
    double density = 1000;
    bool collision = true;
    ModelArgs m;
    const ExtraOption options = [&](const QStringList& a, int& i) {
        if (a[i] == QLatin1String("--density")) {
            bool ok = false;
            density = i + 1 < a.size() ? a[i + 1].toDouble(&ok) : 0;
            if (!ok || !(density > 0) || !std::isfinite(density))
                return usageError(c, Cli::tr("--density needs a positive number (kg/m^3)"));
            ++i;
            return int(ExitOk);
        }
        if (a[i] == QLatin1String("--geometry")) {
            const QString kind = i + 1 < a.size() ? a[i + 1] : QString();
            if (kind != QLatin1String("collision") && kind != QLatin1String("visual"))
                return usageError(c, Cli::tr("--geometry needs collision or visual"));
            collision = kind == QLatin1String("collision");
            ++i;
            return int(ExitOk);
        }
        return -1;
    };
    if (const int rc = parseModelArgs(c, args, false, m, options); rc != ExitOk) return rc;
    LoadedModel loaded;
    if (const int rc = loadModel(c, m, loaded); rc != ExitOk) return rc;
    Problems problems{m.file, {}};
    const std::vector<LinkMass> links = loaded.format->id() == QLatin1String("mjcf") && loaded.doc
                                            ? bodiesFromGeoms(*loaded.doc, density, problems)
                                            : linksFromShapes(*loaded.model, collision, density, problems);
    for (const Diagnostic& d : problems.list) err(d.toText());
    printLinks(links, m.json);
    return hasErrors(problems.list) ? ExitFailed : loaded.exitCode();
}

}  // namespace kinedit::cli
