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
#include "geometry/SimulatorMasses.h"
#include "kinematics/Model.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kinedit::cli {

namespace {

// The weighing's troubles as the command's diagnostics, in their order;
// once per build without hulls, that it has none.
Diagnostics problemsOf(const std::vector<MeshTrouble>& troubles, const QString& file) {
    Diagnostics list;
    auto add = [&](Severity s, const char* code, const QString& message) {
        list.append(fileDiagnostic(s, QString::fromLatin1(code), message, file));
    };
    bool noHullsSaid = false;
    for (const MeshTrouble& t : troubles) {
        switch (t.kind) {
        case MeshTrouble::Kind::Unread:
            add(Severity::Error, "CLI-E002",
                t.mesh.isEmpty() ? Cli::tr("mesh not weighed: %1").arg(t.why) : Cli::tr("mesh '%1' not weighed: %2").arg(t.mesh, t.why));
            continue;
        case MeshTrouble::Kind::Refused:
            add(Severity::Error, "CLI-E002", Cli::tr("mesh '%1' not weighed: MuJoCo 2.2.2 refuses it: %2").arg(t.mesh, t.why));
            continue;
        case MeshTrouble::Kind::Misoriented:
            add(Severity::Warning, "CLI-W003",
                Cli::tr("mesh '%1' has faces wound against their neighbours (an edge run the same way by two faces): its mass is not a "
                        "solid's")
                    .arg(t.mesh));
            break;
        case MeshTrouble::Kind::Open:
            add(Severity::Warning, "CLI-W002",
                Cli::tr("mesh '%1' is not a closed surface (an edge of one face): its mass is not a solid's").arg(t.mesh));
            break;
        }
        if (!convexHullsAvailable() && !noHullsSaid) {
            add(Severity::Note, "CLI-N002",
                Cli::tr("this build has no convex hulls (qhull was missing): open meshes are weighed only as they are"));
            noHullsSaid = true;
        }
    }
    return list;
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

void printLinks(const std::vector<LinkShapeMass>& links, bool json) {
    if (json) {
        QJsonArray a;
        for (const LinkShapeMass& l : links) {
            QJsonObject o = massJson(l.mass);
            o.insert(QStringLiteral("name"), l.name);
            o.insert(QStringLiteral("closed"), l.closed);
            if (l.hull) o.insert(QStringLiteral("hull"), massJson(*l.hull));
            if (l.declared) o.insert(QStringLiteral("declared"), massJson(*l.declared));
            a.append(o);
        }
        out(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("links"), a}}).toJson(QJsonDocument::Indented)).trimmed());
        return;
    }
    for (const LinkShapeMass& l : links) {
        out(l.closed ? l.name : Cli::tr("%1 (a mesh that bounds no solid: not a solid's mass)").arg(l.name));
        auto block = [](const QString& label, const MassProperties& p) {
            const Eigen::Matrix3d& i = p.inertia;
            out(Cli::tr("  %1: mass %2 kg; com %3 m").arg(label, num(p.mass), text3(p.com)));
            out(Cli::tr("    inertia about the com: %1 | %2 | %3 kg m^2")
                    .arg(text3(i.row(0).transpose()), text3(i.row(1).transpose()), text3(i.row(2).transpose())));
        };
        block(Cli::tr("computed"), l.mass);
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
        if (const int rc = geometryOption(c, a, i, &collision); rc >= 0) return rc;
        return -1;
    };
    if (const int rc = parseModelArgs(c, args, false, m, options); rc != ExitOk) return rc;
    LoadedModel loaded;
    if (const int rc = loadModel(c, m, loaded); rc != ExitOk) return rc;
    const ShapeWeighing how{collision, density, false};
    const LinkMasses masses =
        loaded.doc ? linkMasses(*loaded.format, *loaded.doc, loaded.state.get(), *loaded.model, how) : linkShapeMasses(*loaded.model, how);
    const Diagnostics problems = problemsOf(masses.troubles, m.file);
    for (const Diagnostic& d : problems) err(d.toText());
    const std::vector<LinkShapeMass>& links = masses.links;
    printLinks(links, m.json);
    return hasErrors(problems) ? ExitFailed : loaded.exitCode();
}

}  // namespace kinedit::cli
