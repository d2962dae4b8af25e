#include "LinkShapeMasses.h"

#include "VisualMassProperties.h"
#include "kinematics/Model.h"
#include "kinematics/Visual.h"

#include <map>

namespace kinedit {

LinkMasses linkShapeMasses(const kin::Model& model, const ShapeWeighing& how) {
    LinkMasses out;
    std::map<int, std::vector<MassProperties>> parts, hullParts;
    std::map<int, bool> closed, hulled;  // hulled: every mesh that is not closed has a hull
    for (const kin::Visual& v : model.visuals()) {
        if (v.collision != how.collision) continue;
        const VisualMass m = visualMass(v, how.density, how.sharedMeshes);
        const QString mesh = QString::fromStdString(v.mesh);
        if (!m.error.isEmpty()) out.troubles.push_back({MeshTrouble::Kind::Unread, {}, m.error});  // the error names what it can
        if (!m.closed)
            out.troubles.push_back(
                {m.shape == SurfaceShape::Misoriented ? MeshTrouble::Kind::Misoriented : MeshTrouble::Kind::Open, mesh, {}});
        parts[v.frame].push_back(m.mass);
        hullParts[v.frame].push_back(m.hull ? *m.hull : m.mass);
        closed[v.frame] = closed.emplace(v.frame, true).first->second && m.closed;
        hulled[v.frame] = hulled.emplace(v.frame, true).first->second && (m.closed || m.hull);
    }
    std::map<int, MassProperties> declared;
    for (const kin::Inertial& i : model.inertials()) declared[i.frame] = {i.mass, i.com, i.inertia};
    for (int f : model.sourceOrder()) {
        const bool shapes = parts.count(f) > 0, given = declared.count(f) > 0;
        if (!shapes && !given) continue;
        LinkShapeMass l;
        l.frame = f;
        l.name = QString::fromStdString(model.frames()[size_t(f)].name);
        l.weighed = shapes;
        l.mass = combined(parts[f]);
        l.closed = !shapes || closed[f];
        if (!l.closed && hulled[f]) l.hull = combined(hullParts[f]);
        if (given) l.declared = declared[f];
        out.links.push_back(l);
    }
    return out;
}

}  // namespace kinedit
