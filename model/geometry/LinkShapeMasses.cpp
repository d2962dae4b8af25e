#include "LinkShapeMasses.h"

#include "VisualMassProperties.h"
#include "kinematics/Model.h"
#include "kinematics/Visual.h"

#include <map>

namespace kinedit {

std::vector<LinkShapeMass> linkShapeMasses(const kin::Model& model, bool collision, double density) {
    std::map<int, std::vector<MassProperties>> parts;
    std::map<int, LinkShapeMass> links;
    for (const kin::Visual& v : model.visuals()) {
        if (v.collision != collision) continue;
        const VisualMass m = visualMass(v, density);
        LinkShapeMass& l = links[v.frame];
        l.frame = v.frame;
        if (!m.error.isEmpty()) l.unread << m.error;
        if (!m.closed) l.closed = false, l.open << QString::fromStdString(v.mesh);
        parts[v.frame].push_back(m.mass);
    }
    std::vector<LinkShapeMass> out;
    for (int f : model.sourceOrder()) {
        const auto it = links.find(f);
        if (it == links.end()) continue;
        it->second.mass = combined(parts[f]);
        out.push_back(it->second);
    }
    return out;
}

}  // namespace kinedit
