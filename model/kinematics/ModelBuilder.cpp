// ModelBuilder (ModelBuilder.h): pending frames, joints and the rest, then
// one build into an immutable Model.
#include "ModelBuilder.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace kinedit::kin {

int ModelBuilder::addFrame(const std::string& name, const std::string& kind, const std::string& parent, const Eigen::Isometry3d& placement,
                           std::optional<Joint> joint) {
    const int id = int(m_frames.size());
    m_frames.push_back({name, kind, parent, -2, placement, std::move(joint)});
    return id;
}

int ModelBuilder::addFrame(const std::string& name, const std::string& kind, int parentId, const Eigen::Isometry3d& placement,
                           std::optional<Joint> joint) {
    const int id = addFrame(name, kind, std::string(), placement, std::move(joint));
    m_frames.back().parentId = parentId;
    return id;
}

void ModelBuilder::addInertial(int frameId, double mass, const Eigen::Vector3d& com, const Eigen::Matrix3d& inertia) {
    addInertial(std::string(), mass, com, inertia);
    m_inertials.back().frameId = frameId;
}

void ModelBuilder::addInertial(const std::string& frame, double mass, const Eigen::Vector3d& com, const Eigen::Matrix3d& inertia) {
    Inertial in;
    in.mass = mass;
    in.com = com;
    in.inertia = inertia;
    m_inertials.push_back({frame, -1, in});
}

void ModelBuilder::addInertial(int frameId, Inertial inertial) { m_inertials.push_back({std::string(), frameId, std::move(inertial)}); }

void ModelBuilder::locateFrame(int frameId, FrameSource at) { m_frameSources.emplace_back(frameId, std::move(at)); }

void ModelBuilder::addGroup(KinematicGroup group, const std::vector<std::string>& virtualJointNames) {
    m_groups.push_back({std::move(group), virtualJointNames});
}

std::vector<int> ModelBuilder::graft(const Model& other, const std::string& prefix, int parentId, const Eigen::Isometry3d& placement) {
    // Added in the other model's source (document) order; ids are known in
    // advance, so a parent may come after its child.
    std::vector<int> ids(other.frames().size(), -1);
    const int base = int(m_frames.size());
    for (size_t k = 0; k < other.sourceOrder().size(); ++k) ids[size_t(other.sourceOrder()[k])] = base + int(k);
    for (int i : other.sourceOrder()) {
        const Frame& f = other.frames()[size_t(i)];
        std::optional<Joint> joint;
        if (f.joint >= 0) {
            joint = other.joints()[size_t(f.joint)];
            joint->name = prefix + joint->name;
            if (!joint->mimicOf.empty()) joint->mimicOf = prefix + joint->mimicOf;
        }
        const int parent = f.parent < 0 ? parentId : ids[size_t(f.parent)];
        addFrame(prefix + f.name, f.kind, parent, f.parent < 0 ? placement * f.placement : f.placement, joint);
    }
    for (const Inertial& in : other.inertials()) addInertial(ids[size_t(in.frame)], in.mass, in.com, in.inertia);
    for (const Visual& v : other.visuals()) addVisual(ids[size_t(v.frame)], v);
    for (Skin skin : other.skins()) {
        for (SkinBone& bone : skin.bones) bone.frame = ids[size_t(bone.frame)];
        addSkin(std::move(skin));
    }
    for (Tendon tendon : other.tendons()) {
        for (TendonWrap& w : tendon.wraps) {
            if (w.frame >= 0) w.frame = ids[size_t(w.frame)];
            if (w.sideFrame >= 0) w.sideFrame = ids[size_t(w.sideFrame)];
        }
        std::vector<std::pair<std::string, double>> joints;
        for (const auto& [j, coef] : tendon.terms) joints.emplace_back(prefix + other.joints()[size_t(j)].name, coef);
        tendon.terms.clear();
        tendon.name = prefix + tendon.name;
        addTendon(std::move(tendon), std::move(joints));
    }
    return ids;
}

void ModelBuilder::reserve(size_t frames, size_t visuals) {
    m_frames.reserve(frames);
    m_names.reserve(frames);
    m_firstOf.reserve(frames);
    m_visuals.reserve(visuals);
}

void ModelBuilder::addVisual(int frameId, Visual visual) { m_visuals.emplace_back(frameId, std::move(visual)); }

void ModelBuilder::addSkin(Skin skin) { m_skins.push_back(std::move(skin)); }

void ModelBuilder::addTendon(Tendon tendon, std::vector<std::pair<std::string, double>> joints) {
    m_tendons.emplace_back(std::move(tendon), std::move(joints));
}

void ModelBuilder::addFramePair(FramePair::Kind kind, const std::string& from, const std::string& to, std::string text) {
    m_pairs.push_back({kind, from, to, std::move(text)});
}

void ModelBuilder::addLoopJoint(Joint joint, const std::string& parent, const std::string& child, const Eigen::Isometry3d& placement) {
    m_loops.push_back({std::move(joint), parent, child, placement});
}

bool ModelBuilder::setJointDefault(const std::string& jointName, const std::vector<double>& values) {
    for (PendingFrame& f : m_frames)
        if (f.joint && f.joint->name == jointName && values.size() == size_t(f.joint->dof())) {
            f.joint->defaultValue = values;
            return true;
        }
    return false;
}

bool ModelBuilder::hasFrame(const std::string& name) const {
    nameAll();
    return m_names.find(name, pendingName()) >= 0;
}

std::shared_ptr<const Model> ModelBuilder::build(std::string* error) const& {
    ModelBuilder copy = *this;
    return std::move(copy).build(error);
}

std::shared_ptr<const Model> ModelBuilder::build(std::string* error) && {
    auto fail = [&](const std::string& message) {
        if (error) *error = message;
        return std::shared_ptr<const Model>();
    };
    const int n = int(m_frames.size());
    // Names are unique within a kind (a URDF link and joint may share a
    // name); parents are named by their first occurrence (m_names, filled
    // by nameAll). Frames of one name are chained (sameName) to check the
    // kinds of the few that share it.
    nameAll();
    std::vector<int> sameName(size_t(n), -1);
    for (int i = 0; i < n; ++i) {
        const PendingFrame& f = m_frames[size_t(i)];
        int k = m_firstOf[size_t(i)];
        if (k == i) continue;
        for (;; k = sameName[size_t(k)]) {
            if (m_frames[size_t(k)].kind == f.kind) return fail("two frames of kind '" + f.kind + "' are named '" + f.name + "'");
            if (sameName[size_t(k)] < 0) break;
        }
        sameName[size_t(k)] = i;
    }
    std::vector<int> parentOf(static_cast<size_t>(n), -1);
    std::vector<int> roots;
    for (int i = 0; i < n; ++i) {
        const PendingFrame& pf = m_frames[size_t(i)];
        int parent = pf.parentId;
        if (parent == -2) {
            if (pf.parent.empty()) {
                parent = -1;
            } else {
                parent = m_names.find(pf.parent, pendingName());
                if (parent < 0) return fail("frame '" + pf.name + "' has an unknown parent '" + pf.parent + "'");
            }
        }
        if (parent < -1 || parent >= n) return fail("frame '" + pf.name + "' has an invalid parent");
        parentOf[size_t(i)] = parent;
        if (parent < 0) roots.push_back(i);
    }
    // Children in insertion order, packed: those of frame p are
    // children[firstChild[p] .. firstChild[p + 1]).
    std::vector<int> firstChild(size_t(n) + 1, 0);
    std::vector<int> children(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i)
        if (parentOf[size_t(i)] >= 0) ++firstChild[size_t(parentOf[size_t(i)]) + 1];
    for (int p = 0; p < n; ++p) firstChild[size_t(p) + 1] += firstChild[size_t(p)];
    {
        std::vector<int> fill(firstChild.begin(), firstChild.end() - 1);
        for (int i = 0; i < n; ++i)
            if (parentOf[size_t(i)] >= 0) children[size_t(fill[size_t(parentOf[size_t(i)])]++)] = i;
    }
    // Joints and placements must be usable numbers.
    for (const PendingFrame& pf : m_frames) {
        if (!pf.placement.matrix().allFinite()) return fail("frame '" + pf.name + "' has a placement that is not finite");
        if (!pf.joint) continue;
        const Joint& j = *pf.joint;
        const size_t dof = j.motions.size();
        if (j.lower.size() != dof || j.upper.size() != dof || j.defaultValue.size() != dof)
            return fail("joint '" + j.name + "' has limits or defaults for a different number of variables");
        for (size_t k = 0; k < dof; ++k) {
            const Motion& m = j.motions[k];
            if (!m.axis.allFinite() || std::abs(m.axis.norm() - 1) > 1e-9) return fail("joint '" + j.name + "' has a zero or invalid axis");
            if (!std::isfinite(m.scale) || m.scale == 0 || !std::isfinite(m.pitch))
                return fail("joint '" + j.name + "' has an invalid scale or pitch");
            if (std::isnan(j.lower[k]) || std::isnan(j.upper[k]) || j.lower[k] > j.upper[k])
                return fail("joint '" + j.name + "' has a lower limit above its upper limit");
        }
    }
    for (const PendingGroup& pg : m_groups) {
        const KinematicGroup& g = pg.group;
        const size_t n = g.actuatedNames.size();
        if (g.actuatedLower.size() != n || g.actuatedUpper.size() != n || g.actuatedDefault.size() != n)
            return fail("group '" + g.name + "' has limits or defaults for a different number of actuators");
    }

    // Depth-first order from the roots; frames not reached are in a cycle.
    std::vector<int> order;
    order.reserve(size_t(n));
    std::vector<int> stack(roots.rbegin(), roots.rend());
    while (!stack.empty()) {
        const int f = stack.back();
        stack.pop_back();
        order.push_back(f);
        for (int c = firstChild[size_t(f) + 1] - 1; c >= firstChild[size_t(f)]; --c) stack.push_back(children[size_t(c)]);
    }
    if (int(order.size()) != n) {
        std::vector<bool> seen(static_cast<size_t>(n));
        for (int f : order) seen[size_t(f)] = true;
        // The first frame not reached may only hang below the cycle: follow
        // its parents until one repeats, and name that cycle's members.
        int first = 0;
        while (seen[size_t(first)]) ++first;
        std::vector<char> onWalk(static_cast<size_t>(n));
        int at = first;
        for (; !onWalk[size_t(at)]; at = parentOf[size_t(at)]) onWalk[size_t(at)] = 1;
        std::string cycle = m_frames[size_t(at)].name;
        for (int c = parentOf[size_t(at)];; c = parentOf[size_t(c)]) {
            cycle += " → " + m_frames[size_t(c)].name;
            if (c == at) break;
        }
        return fail("frame '" + m_frames[size_t(at)].name + "' is in a cycle of parents: " + cycle);
    }

    auto model = std::make_shared<Model>();
    std::vector<int> newIndex(static_cast<size_t>(n));
    for (int k = 0; k < n; ++k) newIndex[size_t(order[size_t(k)])] = k;
    model->m_frames.resize(size_t(n));
    model->m_sourceOrder.resize(size_t(n));
    model->m_frameByName.reserve(size_t(n));
    model->m_jointByName.reserve(size_t(n));
    for (int k = 0; k < n; ++k) {
        PendingFrame& src = m_frames[size_t(order[size_t(k)])];
        Frame& f = model->m_frames[size_t(k)];
        f.name = std::move(src.name);
        f.kind = std::move(src.kind);
        const int p = parentOf[size_t(order[size_t(k)])];
        f.parent = p < 0 ? -1 : newIndex[size_t(p)];
        f.placement = src.placement;
        // Rotations from angles leave entries like 6e-17 where 0 is meant;
        // along a chain their products sink into subnormal numbers, which
        // make forward kinematics several times slower. Snap them to 0
        // (a change below 1e-15 in any pose).
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 4; ++c)
                if (std::abs(f.placement.matrix()(r, c)) < 1e-15) f.placement.matrix()(r, c) = 0;
        f.sourceOrder = order[size_t(k)];
        model->m_sourceOrder[size_t(order[size_t(k)])] = k;
        if (src.joint) {
            Joint j = std::move(*src.joint);
            for (Motion& m : j.motions) classifyAxis(m);
            j.frame = k;
            j.qIndex = model->m_nq;
            model->m_nq += j.dof();
            f.joint = int(model->m_joints.size());
            model->m_joints.push_back(std::move(j));
        }
    }
    // The names entered all at once, their probes fetched ahead (NameTable).
    model->m_frameByName.insertAll(0, n, model->frameName());
    {
        std::vector<int> first;
        first.reserve(model->m_joints.size());
        model->m_jointByName.insertAll(0, int(model->m_joints.size()), model->jointName(), &first);
        for (size_t j = 0; j < first.size(); ++j)
            if (first[j] != int(j)) return fail("two joints are named '" + model->m_joints[j].name + "'");
    }
    // Subtree ends: in depth-first order a subtree is contiguous; children
    // come after their parent, so one backward pass suffices.
    for (int k = 0; k < n; ++k) model->m_frames[size_t(k)].subtreeEnd = k + 1;
    for (int k = n - 1; k >= 0; --k) {
        const int p = model->m_frames[size_t(k)].parent;
        if (p >= 0)
            model->m_frames[size_t(p)].subtreeEnd = std::max(model->m_frames[size_t(p)].subtreeEnd, model->m_frames[size_t(k)].subtreeEnd);
    }
    model->m_variableJoint.reserve(size_t(model->m_nq));
    for (const Joint& j : model->m_joints)
        for (int d = 0; d < j.dof(); ++d) model->m_variableJoint.push_back(int(&j - model->m_joints.data()));
    model->m_steps.reserve(size_t(n));
    for (const Frame& f : model->m_frames) {
        FrameStep s;
        s.placement = f.placement;
        s.parent = f.parent;
        s.joint = f.joint;
        if (f.joint >= 0) {
            const Joint& j = model->m_joints[size_t(f.joint)];
            s.qIndex = j.qIndex;
            s.single = j.dof() == 1;
            if (s.single) s.motion = j.motions[0];
        }
        model->m_steps.push_back(s);
    }
    model->m_inertials.reserve(m_inertials.size());
    for (const PendingInertial& pi : m_inertials) {
        const int f =
            pi.frame.empty() ? (pi.frameId >= 0 && pi.frameId < n ? newIndex[size_t(pi.frameId)] : -1) : model->frameIndex(pi.frame);
        if (f < 0) return fail("inertial on an unknown frame '" + pi.frame + "'");
        Inertial in = pi.inertial;
        in.frame = f;
        model->m_inertials.push_back(in);
    }
    if (!m_frameSources.empty()) {
        model->m_frameSources.resize(size_t(n));
        for (const auto& [id, at] : m_frameSources)
            if (id >= 0 && id < n) model->m_frameSources[size_t(newIndex[size_t(id)])] = at;
    }
    model->m_visuals.reserve(m_visuals.size());
    for (auto& [id, visual] : m_visuals) {
        if (id < 0 || id >= n) return fail("a visual names an unknown frame");
        visual.frame = newIndex[size_t(id)];
        model->m_visuals.push_back(std::move(visual));
    }
    for (Skin& skin : m_skins) {
        for (SkinBone& bone : skin.bones) {
            if (bone.frame < 0 || bone.frame >= n) return fail("a skin's bone names an unknown frame");
            bone.frame = newIndex[size_t(bone.frame)];
        }
        model->m_skins.push_back(std::move(skin));
    }
    for (auto& [tendon, joints] : m_tendons) {
        auto known = [&](int& frame) {
            if (frame < 0) return true;
            if (frame >= n) return false;
            frame = newIndex[size_t(frame)];
            return true;
        };
        for (TendonWrap& w : tendon.wraps)
            if (!known(w.frame) || !known(w.sideFrame) || (w.kind != TendonWrap::Kind::Pulley && w.frame < 0))
                return fail("tendon '" + tendon.name + "' names an unknown frame");
        for (const auto& [name, coef] : joints) {
            const int j = model->jointIndex(name);
            if (j < 0) return fail("tendon '" + tendon.name + "' names an unknown joint '" + name + "'");
            tendon.terms.emplace_back(j, coef);
        }
        model->m_tendons.push_back(std::move(tendon));
    }
    for (PendingGroup& pg : m_groups) {
        KinematicGroup g = std::move(pg.group);
        g.virtualJoints.clear();
        for (const std::string& jn : pg.joints) {
            const int j = model->jointIndex(jn);
            if (j < 0) return fail("group '" + g.name + "' names an unknown joint '" + jn + "'");
            g.virtualJoints.push_back(j);
        }
        model->m_groups.push_back(std::move(g));
    }
    // Mimic joints: resolve leaders; order so leaders come first; no cycles.
    for (int j = 0; j < int(model->m_joints.size()); ++j) {
        Joint& jt = model->m_joints[size_t(j)];
        if (jt.mimicOf.empty()) continue;
        jt.mimicJoint = model->jointIndex(jt.mimicOf);
        if (jt.mimicJoint < 0 || jt.dof() != 1 || model->m_joints[size_t(jt.mimicJoint)].dof() != 1)
            return fail("joint '" + jt.name + "' mimics '" + jt.mimicOf + "', which is no single-variable joint");
    }
    {
        std::vector<int> state(model->m_joints.size(), 0);  // 0 new, 1 visiting, 2 done
        std::function<bool(int)> visit = [&](int j) {
            if (state[size_t(j)] == 2) return true;
            if (state[size_t(j)] == 1) return false;
            state[size_t(j)] = 1;
            const int leader = model->m_joints[size_t(j)].mimicJoint;
            if (leader >= 0 && !visit(leader)) return false;
            state[size_t(j)] = 2;
            if (leader >= 0) model->m_mimicJoints.push_back(j);
            return true;
        };
        for (int j = 0; j < int(model->m_joints.size()); ++j) {
            if (visit(j)) continue;
            // j may only follow the cycle: follow leaders until one repeats,
            // and name that cycle's members.
            std::vector<char> onWalk(model->m_joints.size());
            int at = j;
            for (; !onWalk[size_t(at)]; at = model->m_joints[size_t(at)].mimicJoint) onWalk[size_t(at)] = 1;
            std::string cycle = model->m_joints[size_t(at)].name;
            for (int c = model->m_joints[size_t(at)].mimicJoint;; c = model->m_joints[size_t(c)].mimicJoint) {
                cycle += " → " + model->m_joints[size_t(c)].name;
                if (c == at) break;
            }
            return fail("joint '" + model->m_joints[size_t(at)].name + "' is in a cycle of mimic joints: " + cycle);
        }
    }
    for (const PendingPair& p : m_pairs) {
        const int from = p.from.empty() ? -1 : model->frameIndex(p.from), to = p.to.empty() ? -1 : model->frameIndex(p.to);
        if ((from < 0 && !p.from.empty()) || (to < 0 && !p.to.empty())) return fail("a frame pair names an unknown frame");
        model->m_framePairs.push_back({p.kind, from, to, p.text});
    }
    if (!m_loops.empty() && !addLoopGroups(*model, m_loops, error)) return nullptr;
    model->m_mujocoMass = m_mujocoMass;
    // After the loops: their joints' variables are part of the configuration.
    for (const auto& [name, values] : m_configurations) {
        NamedConfiguration c{name, model->defaultConfiguration()};
        for (const auto& [joint, v] : values) {
            const int j = model->jointIndex(joint);
            if (j < 0 || int(v.size()) != model->m_joints[size_t(j)].dof()) continue;
            for (size_t k = 0; k < v.size(); ++k) c.q[model->m_joints[size_t(j)].qIndex + int(k)] = v[k];
        }
        model->m_configurations.push_back(std::move(c));
    }
    return model;
}

void ModelBuilder::addNamedConfiguration(std::string name, std::vector<std::pair<std::string, std::vector<double>>> values) {
    m_configurations.emplace_back(std::move(name), std::move(values));
}

}  // namespace kinedit::kin
