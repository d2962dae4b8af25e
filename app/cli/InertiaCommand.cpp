// kinedit-cli inertia: each link's mass, centre of mass and inertia tensor
// computed from its geometry, beside what the file declares. MJCF bodies
// follow MuJoCo 2.2.2's compiler (geoms' density= and mass=,
// inertiagrouprange, exactmeshinertia and the equivalent-box rule for
// meshes); other formats weigh the links' collision (or visual) shapes at
// one density. JSON (resources/docs/cli.md):
//   {"links": [{"name", "mass", "com": [x,y,z], "inertia": [[...],[...],[...]],
//               "closed", "hull": {"mass", "com", "inertia"},
//               "declared": {"mass", "com", "inertia"}}]}
// A link whose meshes do not all bound a solid (open, or wound against
// themselves) is "closed": false, and "hull" weighs it with those meshes'
// convex hulls instead (where this build has hulls).
#include "Cli.h"
#include "ModelLoading.h"

#include "formats/Format.h"
#include "geometry/ConvexHull.h"
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

// Meshes as mass properties need them (MeshLimits::positionsOnly).
MeshLimits weighing() {
    MeshLimits limits;
    limits.positionsOnly = true;
    return limits;
}

struct LinkMass {
    QString name;
    MassProperties computed;
    bool closed = true;                  // every mesh weighed is a closed surface
    std::optional<MassProperties> hull;  // not closed: with the convex hulls of the meshes that are not
    std::optional<MassProperties> declared;
};

struct Problems {
    QString file;
    Diagnostics list;
    void add(Severity s, const char* code, const QString& message) {
        list.append(fileDiagnostic(s, QString::fromLatin1(code), message, file));
    }
    // A mesh that bounds no solid; once per build without hulls, that it has none.
    void notSolid(const QString& mesh, SurfaceShape shape) {
        if (shape == SurfaceShape::Misoriented)
            add(Severity::Warning, "CLI-W003",
                Cli::tr("mesh '%1' has faces wound against their neighbours (an edge run the same way by two faces): its mass is not a "
                        "solid's")
                    .arg(mesh));
        else
            add(Severity::Warning, "CLI-W002",
                Cli::tr("mesh '%1' is not a closed surface (an edge of one face): its mass is not a solid's").arg(mesh));
        if (!convexHullsAvailable() && !noHullsSaid) {
            add(Severity::Note, "CLI-N002",
                Cli::tr("this build has no convex hulls (qhull was missing): open meshes are weighed only as they are"));
            noHullsSaid = true;
        }
    }
    bool noHullsSaid = false;
};

// Links (frames) with shapes of the kind asked for or an inertial, in the
// file's order.
std::vector<LinkMass> linksFromShapes(const kin::Model& model, bool collision, double density, Problems& problems) {
    std::map<int, std::vector<MassProperties>> parts, hullParts;
    std::map<int, bool> closed, hulled;  // hulled: every mesh that is not closed has a hull
    for (const kin::Visual& v : model.visuals()) {
        if (v.collision != collision) continue;
        const VisualMass m = visualMass(v, density);
        if (!m.error.isEmpty()) problems.add(Severity::Error, "CLI-E002", Cli::tr("mesh not weighed: %1").arg(m.error));
        if (!m.closed) problems.notSolid(QString::fromStdString(v.mesh), m.shape);
        parts[v.frame].push_back(m.mass);
        hullParts[v.frame].push_back(m.hull ? *m.hull : m.mass);
        closed[v.frame] = closed.emplace(v.frame, true).first->second && m.closed;
        hulled[v.frame] = hulled.emplace(v.frame, true).first->second && (m.closed || m.hull);
    }
    std::map<int, MassProperties> declared;
    for (const kin::Inertial& i : model.inertials()) declared[i.frame] = {i.mass, i.com, i.inertia};
    std::vector<LinkMass> links;
    for (int f : model.sourceOrder()) {
        const bool shapes = parts.count(f) > 0, given = declared.count(f) > 0;
        if (!shapes && !given) continue;
        LinkMass l{QString::fromStdString(model.frames()[size_t(f)].name), combined(parts[f]), !shapes || closed[f], {}, {}};
        if (!l.closed && hulled[f]) l.hull = combined(hullParts[f]);
        if (given) l.declared = declared[f];
        links.push_back(l);
    }
    return links;
}

// The bodies as the format's simulator weighs them (MJCF: MuJoCo 2.2.2's
// compiler); each mesh read here, once, and weighed by MuJoCo's rule. With
// meshes that are not closed, the bodies again with those meshes' hulls
// weighed by the same rule.
std::optional<std::vector<LinkMass>> bodiesFromGeometry(const Format& format, const XmlDocument& doc, double density, Problems& problems) {
    struct Read {
        std::shared_ptr<const MeshData> data;
        SurfaceShape shape = SurfaceShape::Closed;
        bool hullWeighed = false;
    };
    QMap<QString, Read> read;  // by mesh name
    auto weighed = [&](const MeshData& data, const MeshToWeigh& mesh) -> std::optional<WeighedMesh> {
        const MujocoMeshInertia mi = mujocoMeshInertia(data, mesh.reference, mesh.scale, mesh.exact);
        if (!mi.error.isEmpty()) {
            problems.add(Severity::Error, "CLI-E002",
                         Cli::tr("mesh '%1' not weighed: MuJoCo 2.2.2 refuses it: %2").arg(mesh.name, mi.error));
            return std::nullopt;
        }
        return WeighedMesh{mi.weighed, mi.com, mi.inertiaPerMass};
    };
    const MeshWeigher weigh = [&](const MeshToWeigh& mesh) -> std::optional<WeighedMesh> {
        QString error;
        Read& r = read[mesh.name];
        r.data = loadMesh(mesh.file, &error, weighing());
        if (!r.data) {
            problems.add(Severity::Error, "CLI-E002", Cli::tr("mesh '%1' not weighed: %2").arg(mesh.name, error));
            return std::nullopt;
        }
        r.shape = solidSurface(*r.data);
        if (r.shape != SurfaceShape::Closed) problems.notSolid(mesh.name, r.shape);
        // MuJoCo 2.2.2 checks the winding of OBJ files only (an STL's
        // corners are not shared there).
        if (mesh.file.endsWith(QLatin1String(".obj"), Qt::CaseInsensitive) && mujocoRefusesOrientation(*r.data)) {
            problems.add(Severity::Error, "CLI-E002",
                         Cli::tr("mesh '%1' not weighed: MuJoCo 2.2.2 refuses it: faces have inconsistent orientation").arg(mesh.name));
            return std::nullopt;
        }
        return weighed(*r.data, mesh);
    };
    const std::optional<std::vector<BodyMass>> bodies = format.massesFromGeometry(doc, weigh, density);
    if (!bodies) return std::nullopt;
    bool open = false;
    for (const Read& r : read) open = open || (r.data && r.shape != SurfaceShape::Closed);
    std::optional<std::vector<BodyMass>> hulls;
    if (open && convexHullsAvailable()) {
        const MeshWeigher hullWeigh = [&](const MeshToWeigh& mesh) -> std::optional<WeighedMesh> {
            Read& r = read[mesh.name];
            if (!r.data) return std::nullopt;
            if (r.shape == SurfaceShape::Closed) return weighed(*r.data, mesh);
            const std::optional<MeshData> hull = convexHullMesh(*r.data);
            if (!hull) return std::nullopt;
            const MujocoMeshInertia mi = mujocoMeshInertia(*hull, mesh.reference, mesh.scale, mesh.exact);
            if (!mi.error.isEmpty()) return std::nullopt;
            r.hullWeighed = true;
            return WeighedMesh{mi.weighed, mi.com, mi.inertiaPerMass};
        };
        const Diagnostics before = problems.list;  // the meshes' problems are reported once, above
        hulls = format.massesFromGeometry(doc, hullWeigh, density);
        problems.list = before;
        if (hulls && hulls->size() != bodies->size()) hulls.reset();
    }
    std::vector<LinkMass> links;
    for (size_t i = 0; i < bodies->size(); ++i) {
        const BodyMass& b = (*bodies)[i];
        LinkMass l{b.name, {b.mass, b.com, b.inertia}, true, {}, {}};
        bool hulled = true;
        for (const QString& mesh : b.meshes) {
            const Read r = read.value(mesh);
            const bool closed = !r.data || r.shape == SurfaceShape::Closed;
            l.closed = l.closed && closed;
            hulled = hulled && (closed || r.hullWeighed);
        }
        if (!l.closed && hulls && hulled) l.hull = MassProperties{(*hulls)[i].mass, (*hulls)[i].com, (*hulls)[i].inertia};
        if (b.declared) l.declared = MassProperties{b.declaredMass, b.declaredCom, b.declaredInertia};
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
            if (l.hull) o.insert(QStringLiteral("hull"), massJson(*l.hull));
            if (l.declared) o.insert(QStringLiteral("declared"), massJson(*l.declared));
            a.append(o);
        }
        out(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("links"), a}}).toJson(QJsonDocument::Indented)).trimmed());
        return;
    }
    for (const LinkMass& l : links) {
        out(l.closed ? l.name : Cli::tr("%1 (a mesh that bounds no solid: not a solid's mass)").arg(l.name));
        auto block = [](const QString& label, const MassProperties& p) {
            const Eigen::Matrix3d& i = p.inertia;
            out(Cli::tr("  %1: mass %2 kg; com %3 m").arg(label, num(p.mass), text3(p.com)));
            out(Cli::tr("    inertia about the com: %1 | %2 | %3 kg m^2")
                    .arg(text3(i.row(0).transpose()), text3(i.row(1).transpose()), text3(i.row(2).transpose())));
        };
        block(Cli::tr("computed"), l.computed);
        if (l.hull) block(Cli::tr("convex hull"), *l.hull);
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
    std::optional<std::vector<LinkMass>> bodies;
    if (loaded.doc) bodies = bodiesFromGeometry(*loaded.format, *loaded.doc, density, problems);
    const std::vector<LinkMass> links = bodies ? *bodies : linksFromShapes(*loaded.model, collision, density, problems);
    for (const Diagnostic& d : problems.list) err(d.toText());
    printLinks(links, m.json);
    return hasErrors(problems.list) ? ExitFailed : loaded.exitCode();
}

}  // namespace kinedit::cli
