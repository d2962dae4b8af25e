#include "ShapeDiff.h"

#include "export/ExportCheck.h"
#include "kinematics/Visual.h"

#include <QFileInfo>

#include <algorithm>
#include <cmath>

namespace kinedit {

namespace {

QString num(double v) { return QString::number(v, 'g', 9); }
QString vec(const Eigen::Vector3d& v) { return QStringLiteral("%1 %2 %3").arg(num(v.x()), num(v.y()), num(v.z())); }

const char* kindName(kin::ShapeKind k) {
    switch (k) {
    case kin::ShapeKind::Box: return "box";
    case kin::ShapeKind::Cylinder: return "cylinder";
    case kin::ShapeKind::Sphere: return "sphere";
    case kin::ShapeKind::Capsule: return "capsule";
    case kin::ShapeKind::Ellipsoid: return "ellipsoid";
    case kin::ShapeKind::Plane: return "plane";
    case kin::ShapeKind::Mesh: return "mesh";
    }
    return "shape";
}

QString describe(const kin::Visual& v) {
    QString s = QLatin1String(kindName(v.kind));
    if (v.kind == kin::ShapeKind::Mesh) {
        s += QLatin1Char(' ') + QString::fromStdString(v.mesh);
        if (!v.submesh.empty()) s += QLatin1Char('#') + QString::fromStdString(v.submesh);
        if (!v.meshScale.isApprox(Eigen::Vector3d::Ones())) s += QStringLiteral(" scale ") + vec(v.meshScale);
    } else {
        s += QLatin1Char(' ') + vec(v.size);
    }
    s += QStringLiteral(" at ") + vec(v.origin.translation());
    const Eigen::AngleAxisd r(v.origin.rotation());
    if (std::abs(r.angle()) > 0) s += QStringLiteral(" turned %1 rad about %2").arg(num(r.angle()), vec(r.axis()));
    if (v.hasColour && !v.defaultColour)
        s += QStringLiteral(" rgba %1 %2 %3 %4").arg(num(v.rgba[0]), num(v.rgba[1]), num(v.rgba[2]), num(v.rgba[3]));
    return s;
}

// Kind, then mesh, then place: the order pairs the same shapes on both sides.
bool before(const kin::Visual* x, const kin::Visual* y) {
    if (x->kind != y->kind) return x->kind < y->kind;
    if (x->mesh != y->mesh) return x->mesh < y->mesh;
    const Eigen::Vector3d p = x->origin.translation(), q = y->origin.translation();
    for (int i = 0; i < 3; ++i)
        if (std::abs(p[i] - q[i]) > 1e-9) return p[i] < q[i];
    for (int i = 0; i < 3; ++i)
        if (std::abs(x->size[i] - y->size[i]) > 1e-9) return x->size[i] < y->size[i];
    return false;
}

bool same(const kin::Visual& x, const kin::Visual& y, const DiffTolerance& t) {
    if (x.kind != y.kind || x.submesh != y.submesh) return false;
    if (x.kind == kin::ShapeKind::Mesh) {
        // The same file, however the path was spelled.
        if (x.mesh != y.mesh &&
            QFileInfo(QString::fromStdString(x.mesh)).canonicalFilePath() != QFileInfo(QString::fromStdString(y.mesh)).canonicalFilePath())
            return false;
        if ((x.meshScale - y.meshScale).cwiseAbs().maxCoeff() > t.relative * std::max(1.0, x.meshScale.cwiseAbs().maxCoeff())) return false;
    } else if ((x.size - y.size).cwiseAbs().maxCoeff() > t.meters) {
        return false;
    }
    if ((x.origin.translation() - y.origin.translation()).norm() > t.meters || rotationAngle(x.origin, y.origin) > t.radians) return false;
    if (x.collision) return true;  // its colour is the viewport's, not the robot's
    // A shape of no colour is one of its format's default colour.
    if (!x.hasColour || !y.hasColour) return (!x.hasColour || x.defaultColour) && (!y.hasColour || y.defaultColour);
    return (x.rgba - y.rgba).cwiseAbs().maxCoeff() <= t.relative;
}

}  // namespace

std::vector<ShapeDifference> diffShapes(std::vector<const kin::Visual*> oldShapes, std::vector<const kin::Visual*> newShapes,
                                        const DiffTolerance& tolerance) {
    // Shapes equal to one on the other side pair first; what is left pairs in order.
    std::vector<bool> usedNew(newShapes.size(), false);
    std::vector<const kin::Visual*> oldLeft;
    for (const kin::Visual* x : oldShapes) {
        bool found = false;
        for (size_t i = 0; i < newShapes.size() && !found; ++i)
            if (!usedNew[i] && same(*x, *newShapes[i], tolerance)) usedNew[i] = found = true;
        if (!found) oldLeft.push_back(x);
    }
    std::vector<const kin::Visual*> newLeft;
    for (size_t i = 0; i < newShapes.size(); ++i)
        if (!usedNew[i]) newLeft.push_back(newShapes[i]);
    std::sort(oldLeft.begin(), oldLeft.end(), before);
    std::sort(newLeft.begin(), newLeft.end(), before);
    std::vector<ShapeDifference> out;
    for (size_t i = 0; i < std::max(oldLeft.size(), newLeft.size()); ++i)
        out.push_back({i < oldLeft.size() ? describe(*oldLeft[i]) : QString(), i < newLeft.size() ? describe(*newLeft[i]) : QString()});
    return out;
}

}  // namespace kinedit
