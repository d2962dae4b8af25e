// Builds a Model: frames by name and parent, joints, inertials, groups.
// Checks what makes a model invalid (duplicate names, unknown parents,
// cycles) and reports it instead of building.
#pragma once

#include "Model.h"

#include <memory>
#include <optional>

namespace kinedit::kin {

class ModelBuilder {
public:
    // Adds a frame under parent ("" = the model's root frame). With a joint,
    // the frame moves by it: parent_T_frame = placement · joint(q).
    // Returns the frame's build-time id (its insertion position).
    int addFrame(const std::string& name, const std::string& kind, const std::string& parent, const Eigen::Isometry3d& placement,
                 std::optional<Joint> joint = std::nullopt);
    // The same with the parent given by the id addFrame returned (-1: root).
    int addFrame(const std::string& name, const std::string& kind, int parentId, const Eigen::Isometry3d& placement,
                 std::optional<Joint> joint = std::nullopt);
    void addInertial(const std::string& frame, double mass, const Eigen::Vector3d& com, const Eigen::Matrix3d& inertia);
    void addInertial(int frameId, double mass, const Eigen::Vector3d& com, const Eigen::Matrix3d& inertia);
    // The same with where the file wrote it (Inertial::at, massAt,
    // inertiaAt; its frame is ignored).
    void addInertial(int frameId, Inertial inertial);
    // MuJoCo's options on mass properties (Model::mujocoMassOptions).
    void setMujocoMassOptions(const MujocoMassOptions& options) { m_mujocoMass = options; }
    // Where the file wrote a frame (Model::frameSource).
    void locateFrame(int frameId, FrameSource at);
    // Room for this many frames and visuals, for a compiler that knows them
    // (a pending frame is some 450 bytes: growing by doubling held up to
    // twice the room, 16 MB at 20,000 frames).
    void reserve(size_t frames, size_t visuals);
    // Geometry drawn with a frame (by the id addFrame returned).
    void addVisual(int frameId, Visual visual);
    // A skin whose bones' frames are ids addFrame returned.
    void addSkin(Skin skin);
    // A tendon whose path's frames are ids addFrame returned; a fixed
    // tendon's terms by joint name (tendon.terms is filled from them).
    void addTendon(Tendon tendon, std::vector<std::pair<std::string, double>> joints = {});
    // A pair of frames for the viewport to join (by name; "" is the root).
    void addFramePair(FramePair::Kind kind, const std::string& from, const std::string& to, std::string text);
    // A group over joints named here (they must be added as frames' joints).
    void addGroup(KinematicGroup group, const std::vector<std::string>& virtualJointNames);

    // A joint that closes a loop: it connects parent to child, but child
    // already has a parent in the tree. It becomes a group: the loop's joints
    // whose variables can be solved from the closure are passive, the others
    // actuated (the user drives them). Constraint:
    //   pose(parent) · placement · joint(q) = pose(child).
    void addLoopJoint(Joint joint, const std::string& parent, const std::string& child, const Eigen::Isometry3d& placement);

    // Adds every frame, joint, inertial and visual of another model under
    // frame parentId (-1: the root) at placement, names prefixed (joints
    // too). Groups of the other model are not copied. Returns the build ids
    // of the grafted frames, indexed like other.frames().
    std::vector<int> graft(const Model& other, const std::string& prefix, int parentId, const Eigen::Isometry3d& placement);

    // Sets a joint's default (initial) value; false if no joint has the name.
    bool setJointDefault(const std::string& jointName, const std::vector<double>& values);

    // A configuration the file names: these joints' values (by joint
    // name), the others at their defaults. Values of unknown joints or of
    // the wrong size are left out.
    void addNamedConfiguration(std::string name, std::vector<std::pair<std::string, std::vector<double>>> values);

    bool hasFrame(const std::string& name) const;

    // Null with *error set when the frames do not form a tree. On an rvalue
    // (std::move(builder).build(...)) the pending parts are moved into the
    // model instead of copied, and the builder is spent (not to be used again).
    std::shared_ptr<const Model> build(std::string* error) const&;
    std::shared_ptr<const Model> build(std::string* error) &&;

private:
    struct PendingFrame {
        std::string name, kind, parent;
        int parentId = -2;  // -2: resolve parent by name
        Eigen::Isometry3d placement;
        std::optional<Joint> joint;
    };
    struct PendingInertial {
        std::string frame;
        int frameId = -1;  // used when frame is empty
        Inertial inertial;
    };
    struct PendingGroup {
        KinematicGroup group;
        std::vector<std::string> joints;
    };
    std::vector<PendingFrame> m_frames;
    std::vector<PendingInertial> m_inertials;
    std::vector<PendingGroup> m_groups;
    std::vector<std::pair<int, Visual>> m_visuals;
    std::vector<Skin> m_skins;
    std::vector<std::pair<Tendon, std::vector<std::pair<std::string, double>>>> m_tendons;
    std::vector<std::pair<int, FrameSource>> m_frameSources;
    struct PendingPair {
        FramePair::Kind kind;
        std::string from, to, text;
    };
    std::vector<PendingPair> m_pairs;
    struct PendingLoop {
        Joint joint;
        std::string parent, child;
        Eigen::Isometry3d placement;
    };
    std::vector<PendingLoop> m_loops;
    std::vector<std::pair<std::string, std::vector<std::pair<std::string, std::vector<double>>>>> m_configurations;
    MujocoMassOptions m_mujocoMass;
    // LoopClosure.cpp: turns each pending loop into a group of the model.
    static bool addLoopGroups(Model& model, const std::vector<PendingLoop>& loops, std::string* error);
    // First occurrences, over m_frames' names: frames from m_named on are
    // entered all at once when a name is first looked up (nameAll), their
    // probes fetched ahead; m_firstOf[i] is frame i's name's first frame.
    // So hasFrame() const fills them: a builder is used by one thread.
    mutable NameTable m_names;
    mutable size_t m_named = 0;
    mutable std::vector<int> m_firstOf;
    auto pendingName() const {
        return [this](int i) -> const std::string& { return m_frames[size_t(i)].name; };
    }
    void nameAll() const {
        m_names.insertAll(int(m_named), int(m_frames.size()), pendingName(), &m_firstOf);
        m_named = m_frames.size();
    }
};

}  // namespace kinedit::kin
