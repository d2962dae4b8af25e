#include "MjcfTendonCheck.h"

#include "MjcfCodes.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QHash>

namespace kinedit {

namespace {
struct MjcfTendonText {
    Q_DECLARE_TR_FUNCTIONS(MjcfTendon)
};
using T = MjcfTendonText;

// The first problem MuJoCo finds with t (its message and where), or none.
// geomType: a named geom's type.
bool refused(const MjcfTendon& t, const QHash<QString, QString>& geomType, Diagnostics& out) {
    const auto fail = [&](const MjcfNode& n, const QString& attribute, const QString& message) {
        const MjcfNode& where = n ? n : t.node;
        out.append(diagnosticAt(*where.doc, where.e, n ? attribute : QString(), Severity::Error, mjcfcode::Tendon, message));
        return true;
    };
    const QString name = t.name.isEmpty() ? T::tr("a tendon") : T::tr("tendon '%1'").arg(t.name);
    if (!t.spatial)
        return t.joints.empty() && fail(t.node, {}, T::tr("%1 has an empty path: a fixed tendon sums one joint or more").arg(name));
    const std::vector<MjcfTendon::Wrap>& path = t.path;
    const size_t n = path.size();
    if (n < 2)
        return fail(t.node, {}, T::tr("%1 has %n element(s) in its path: a spatial tendon needs at least two", nullptr, int(n)).arg(name));
    if (!(t.width > 0))
        return fail(t.node, QStringLiteral("width"),
                    T::tr("%1 has width %2: a spatial tendon's width must be positive").arg(name).arg(t.width));
    using W = MjcfTendon::Wrap;
    // Each element, then the path (MuJoCo's order).
    for (const W& w : path) {
        const QString type = w.kind == W::Geom ? geomType.value(w.name) : QString();
        if (!type.isEmpty() && type != QLatin1String("sphere") && type != QLatin1String("cylinder"))
            return fail(w.node, QStringLiteral("geom"),
                        T::tr("geom '%1' is a %2: a tendon wraps only spheres and cylinders").arg(w.name, type));
        if (w.kind == W::Pulley && w.divisor < 0)
            return fail(w.node, QStringLiteral("divisor"), T::tr("a pulley's divisor cannot be negative"));
    }
    for (size_t i = 0; i < n; ++i) {
        const W& w = path[i];
        const bool pulleyBefore = i == 0 || path[i - 1].kind == W::Pulley, pulleyAfter = i + 1 == n || path[i + 1].kind == W::Pulley;
        switch (w.kind) {
        case W::Pulley:
            if (i > 0 && path[i - 1].kind == W::Pulley) return fail(w.node, {}, T::tr("%1 has two pulleys in a row").arg(name));
            if (i + 1 == n) return fail(w.node, {}, T::tr("%1 ends with a pulley: a pulley starts a new branch of the path").arg(name));
            break;
        case W::Site:
            if (pulleyBefore && pulleyAfter)
                return fail(w.node, QStringLiteral("site"),
                            T::tr("site '%1' in %2 has no neighbour but pulleys: a strand needs two points").arg(w.name, name));
            if (i + 1 < n && path[i + 1].kind == W::Site && path[i + 1].name == w.name)
                return fail(path[i + 1].node, QStringLiteral("site"), T::tr("site '%1' is repeated in %2").arg(w.name, name));
            break;
        case W::Geom:
            if (pulleyBefore || pulleyAfter || path[i - 1].kind != W::Site || path[i + 1].kind != W::Site)
                return fail(w.node, QStringLiteral("geom"), T::tr("geom '%1' in %2 is not between two sites").arg(w.name, name));
            break;
        }
    }
    return false;
}

}  // namespace

void checkMjcfTendons(MjcfModel& m, Diagnostics& out) {
    QHash<QString, QString> geomType;
    for (const MjcfBody& body : m.bodies)
        for (const MjcfGeom& g : body.geoms)
            if (!g.name.isEmpty()) geomType.insert(g.name, g.type);
    std::erase_if(m.tendons, [&](const MjcfTendon& t) {
        return t.node && t.node.e->name() != QLatin1String("composite") && refused(t, geomType, out);
    });
}

}  // namespace kinedit
