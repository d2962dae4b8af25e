// The plausibility checks (PlausibilityChecks.h).
#include "PlausibilityChecks.h"

#include "MeshFacts.h"

#include "geometry/MassProperties.h"
#include "kinematics/Model.h"
#include "xml/NumberText.h"

#include <Eigen/Geometry>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <optional>

namespace kinedit {

namespace {

struct T {
    Q_DECLARE_TR_FUNCTIONS(InertialChecks)
};

QString num(double v) { return QString::number(v, 'g', 4); }
QString point(const Eigen::Vector3d& p) { return QStringLiteral("(%1, %2, %3)").arg(num(p.x()), num(p.y()), num(p.z())); }

// A shape's bounding box in its own frame and its volume; none for a
// plane (it bounds nothing) or a mesh the source does not know.
struct Extent {
    Eigen::AlignedBox3d box;
    std::optional<double> volume;  // none: an open mesh
};

std::optional<Extent> extentOf(const kin::Visual& v, const MeshFactsSource* meshes) {
    const Eigen::Vector3d& s = v.size;
    auto centred = [](const Eigen::Vector3d& half) { return Eigen::AlignedBox3d(-half, half); };
    switch (v.kind) {
    case kin::ShapeKind::Box: return Extent{centred(s / 2), boxSolid(s / 2).volume};
    case kin::ShapeKind::Cylinder: return Extent{centred({s.x(), s.x(), s.y() / 2}), cylinderSolid(s.x(), s.y()).volume};
    case kin::ShapeKind::Capsule: return Extent{centred({s.x(), s.x(), s.y() / 2 + s.x()}), capsuleSolid(s.x(), s.y()).volume};
    case kin::ShapeKind::Sphere: return Extent{centred(Eigen::Vector3d::Constant(s.x())), sphereSolid(s.x()).volume};
    case kin::ShapeKind::Ellipsoid: return Extent{centred(s), ellipsoidSolid(s).volume};
    case kin::ShapeKind::Plane: return std::nullopt;
    case kin::ShapeKind::Mesh: {
        if (!meshes) return std::nullopt;
        const std::optional<MeshFacts> f = meshes->facts({v.mesh, v.submesh, v.submeshCenter});
        if (!f) return std::nullopt;
        const Eigen::Vector3d a = f->lo.cwiseProduct(v.meshScale), b = f->hi.cwiseProduct(v.meshScale);
        Extent e{Eigen::AlignedBox3d(a.cwiseMin(b), a.cwiseMax(b)), std::nullopt};
        if (f->closed) e.volume = std::abs(f->volume * v.meshScale.prod());
        return e;
    }
    }
    return std::nullopt;
}

// A box moved by a pose, bounded again along the axes.
Eigen::AlignedBox3d placed(const Eigen::AlignedBox3d& box, const Eigen::Isometry3d& pose) {
    const Eigen::Vector3d c = pose * box.center(), half = pose.linear().cwiseAbs() * (box.sizes() / 2);
    return {c - half, c + half};
}

// The collision geometry of one link: its bounding box in the link's frame
// and its volume.
struct Geometry {
    Eigen::AlignedBox3d box;
    double volume = 0;
    bool shapes = false;      // any collision shape that bounds a solid
    bool complete = true;     // every mesh known
    bool volumeKnown = true;  // every mesh closed
};

class Checker {
public:
    Checker(const kin::Model& m, bool everyShapeCollides, const MeshFactsSource* meshes)
        : m_model(m), m_everyShape(everyShapeCollides), m_meshes(meshes) {
        const size_t n = m.frames().size();
        m_geometry.resize(n);
        m_body.assign(n, false);
        for (const kin::Inertial& in : m.inertials())
            if (in.frame >= 0) m_body[size_t(in.frame)] = true;
        for (size_t f = 0; f < n; ++f) {
            const std::string& k = m.frames()[f].kind;
            if (k == "link" || k == "body") m_body[f] = true;
        }
        for (const kin::Visual& v : m.visuals()) add(v);
    }

    const Geometry& geometry(int f) const { return m_geometry[size_t(f)]; }

private:
    // A shape on the body's frame, or on a frame welded to it that is no
    // body of its own (a site, a joint's frame), counts for that body.
    void add(const kin::Visual& v) {
        if (!(v.collision || m_everyShape) || v.frame < 0) return;
        Eigen::Isometry3d pose = v.origin;
        int f = v.frame;
        while (!m_body[size_t(f)]) {
            const kin::Frame& frame = m_model.frames()[size_t(f)];
            if (frame.parent < 0 || (frame.joint >= 0 && m_model.joints()[size_t(frame.joint)].type != kin::JointType::Fixed)) return;
            pose = frame.placement * pose;
            f = frame.parent;
        }
        Geometry& g = m_geometry[size_t(f)];
        if (v.kind == kin::ShapeKind::Plane) return;
        const std::optional<Extent> e = extentOf(v, m_meshes);
        if (!e) {
            g.complete = false;
            return;
        }
        g.box.extend(placed(e->box, pose));
        g.shapes = true;
        if (e->volume)
            g.volume += *e->volume;
        else
            g.volumeKnown = false;
    }

    const kin::Model& m_model;
    bool m_everyShape;
    const MeshFactsSource* m_meshes;
    std::vector<Geometry> m_geometry;
    std::vector<bool> m_body;
};

Diagnostic at(Severity s, const char* code, const QString& message, const kin::SourceSpot& spot) {
    Diagnostic d;
    d.severity = s;
    d.code = QLatin1String(code);
    d.message = message;
    d.file = QString::fromStdString(spot.file);
    d.line = spot.line;
    d.column = spot.column;
    d.path = QString::fromStdString(spot.path);
    return d;
}

}  // namespace

Diagnostics plausibilityChecks(const kin::Model& model, const QString& formatId, const QString& fileName, const MeshFactsSource* meshes,
                               const std::vector<int>& skip) {
    static const QStringList withInertials = {QStringLiteral("urdf"), QStringLiteral("xacro"), QStringLiteral("sdf"),
                                              QStringLiteral("mjcf"), QStringLiteral("skel"),  QStringLiteral("hrdf")};
    Diagnostics out;
    if (!withInertials.contains(formatId) || model.inertials().empty()) return out;
    const Checker geometry(model, formatId == QLatin1String("mjcf"), meshes);
    for (const kin::Inertial& in : model.inertials()) {
        if (in.frame < 0 || !in.massAt.known() || !(in.mass > 0)) continue;
        if (std::find(skip.begin(), skip.end(), in.frame) != skip.end()) continue;
        const Geometry& g = geometry.geometry(in.frame);
        if (!g.shapes || !g.complete) continue;
        const QString name = QStringLiteral("'%1'").arg(QString::fromStdString(model.frames()[size_t(in.frame)].name));
        const double outside = g.box.exteriorDistance(in.com), diagonal = g.box.diagonal().norm();
        if (outside > diagonal / 10) {
            kin::SourceSpot spot = in.at.known() ? in.at : in.massAt;
            out.append(at(Severity::Warning, "PHYS-W006",
                          T::tr("the centre of mass of %1, %2, lies %3 m outside its collision geometry's bounding box %4 to %5 "
                                "(more than a tenth of the box's diagonal, %6 m)")
                              .arg(name, point(in.com), messageNumber(outside, diagonal / 10, 4), point(g.box.min()), point(g.box.max()),
                                   messageNumber(diagonal, outside * 10, 4)),
                          spot));
        }
        if (g.volumeKnown && g.volume > 0) {
            const double density = in.mass / g.volume;
            if (density < kLeastDensity || density > kGreatestDensity)
                out.append(at(Severity::Warning, "PHYS-W007",
                              T::tr("%1 weighs %2 kg in %3 m³ of collision geometry: a density of %4 kg/m³, outside %5–%6 kg/m³")
                                  .arg(name, num(in.mass), num(g.volume),
                                       messageNumber(density, density < kLeastDensity ? kLeastDensity : kGreatestDensity, 4),
                                       QString::number(kLeastDensity, 'f', 0), QString::number(kGreatestDensity, 'f', 0)),
                              in.massAt));
        }
    }
    for (Diagnostic& d : out)
        if (d.file.isEmpty()) d.file = fileName;
    return out;
}

}  // namespace kinedit
