#include "InertiaBalance.h"

#include "formats/Format.h"
#include "geometry/MassProperties.h"
#include "kinematics/Model.h"

namespace kinedit {

Eigen::Matrix3d balancedInertia(const Eigen::Matrix3d& inertia) { return Eigen::Matrix3d::Identity() * (inertia.trace() / 3); }

bool isTriangleInequality(const Diagnostic& d) { return d.code == QLatin1String("PHYS-E003") || d.code == QLatin1String("PHYS-W003"); }

const kin::Inertial* inertialAt(const kin::Model& model, const Diagnostic& d) {
    for (const kin::Inertial& in : model.inertials())
        for (const kin::SourceSpot* at : {&in.inertiaAt, &in.at})
            if (at->known() && (d.line <= 0 || at->line == d.line) && (d.path.isEmpty() || QString::fromStdString(at->path) == d.path) &&
                (d.line > 0 || !d.path.isEmpty()))
                return &in;
    return nullptr;
}

const kin::Inertial* inertialAt(const Format& format, const XmlDocument& doc, DocumentState* state, const kin::Model& model,
                                const Diagnostic& d) {
    const DocumentGenerator* g = format.generator();
    if (!g) return inertialAt(model, d);
    for (const kin::Inertial& in : model.inertials())
        for (const kin::SourceSpot* at : {&in.inertiaAt, &in.at}) {
            if (!at->known()) continue;
            // Placed as the checks place it, then moved as they were.
            Diagnostic probe;
            probe.code = d.code;
            probe.file = QString::fromStdString(at->file);
            probe.line = at->line;
            probe.column = at->column;
            probe.path = QString::fromStdString(at->path);
            const Diagnostics moved = g->relocated(doc, state, {probe});
            if (moved.size() == 1 && moved.front().line == d.line && (d.path.isEmpty() || moved.front().path == d.path)) return &in;
        }
    return nullptr;
}

InertialEdit balanceInertiaEdit(const Format& format, const XmlDocument& doc, DocumentState* state, const kin::Model& model,
                                const kin::Inertial& in) {
    const QString frame = in.frame >= 0 ? QString::fromStdString(model.frames()[size_t(in.frame)].name) : QString();
    return format.inertialEdit(doc, state, frame, &in, MassProperties{in.mass, in.com, balancedInertia(in.inertia)});
}

}  // namespace kinedit
