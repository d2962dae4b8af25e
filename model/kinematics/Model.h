// The kinematic model: immutable once built (Pinocchio's Model). Every
// computation writes into a separate Data (Data.h), so many configurations of
// one model can exist at once and moving a slider never rebuilds anything.
//
// Frames form a tree by parent. A frame's pose relative to its parent is its
// constant placement, followed by its joint's motion if it has a joint:
//   parent_T_frame = placement · joint(q).
// Frames are stored in depth-first order, so the descendants of frame i are
// exactly the frames [i, subtreeEnd) and an incremental update is one loop.
#pragma once

#include "Joint.h"
#include "NameTable.h"
#include "KinematicGroup.h"
#include "FramePair.h"
#include "Skin.h"
#include "Tendon.h"
#include "Visual.h"

#include <Eigen/Core>

#include <string>
#include <vector>

namespace kinedit::kin {

struct Frame {
    std::string name;
    std::string kind;  // what the format calls it: "link", "joint", "output", "com", ...
    int parent = -1;   // -1: attached to the model's root frame
    Eigen::Isometry3d placement = Eigen::Isometry3d::Identity();
    int joint = -1;       // the joint that moves this frame, if any
    int subtreeEnd = 0;   // one past the last descendant
    int sourceOrder = 0;  // position in the order the frames were added (document order)
};

// What forward kinematics reads for a frame, packed in one array: Frame
// and Joint are large (names; motions, limits in vectors on the heap), and
// a pass over them missed the cache at every frame of a large robot (1,000
// links: 120 us with the renderer between passes, 40 us without).
struct FrameStep {
    Eigen::Isometry3d placement = Eigen::Isometry3d::Identity();  // Frame::placement
    int parent = -1;                                              // Frame::parent
    int joint = -1;                                               // Frame::joint
    int qIndex = 0;                                               // the joint's first variable
    bool single = false;                                          // the joint has one motion:
    Motion motion;                                                // a copy of it
};

// Where the file wrote something, for messages about it (locate() in
// xml/XmlDiagnostics.h fills it): file, XML path, 1-based line and column.
// Line 0: unknown (made by the program, or grafted).
struct SourceSpot {
    std::string file, path;
    int line = 0, column = 0;
    bool known() const { return line > 0; }
};

// Where the file wrote a frame, and which shapes it wrote for it (whether
// or not they could be drawn: a mesh not found is still written).
struct FrameSource {
    SourceSpot at;
    bool collision = false, visual = false;
};

// Mass properties of a body, attached to a frame.
struct Inertial {
    int frame = -1;
    double mass = 0;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();      // in the frame
    Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();  // about the COM, frame axes
    // Where the file wrote it, for the inertial checks: the element holding
    // it (URDF's <inertial>), its mass and its tensor (each the holding
    // element when the format writes them as its attributes). Unknown when
    // the compiler computed it (MJCF from geoms).
    SourceSpot at, massAt, inertiaAt;
};

// MuJoCo's <compiler> options that change what it accepts of mass
// properties (MJCF's own, URDF's <mujoco><compiler>): for the inertial
// checks. Defaults are MuJoCo 2.2.2's.
struct MujocoMassOptions {
    double boundMass = 0, boundInertia = 0;  // masses and principal moments raised to these first
    bool balanceInertia = false;             // moments breaking A + B >= C set to their mean
};

// A joint that closes a loop, as the file gave it (ModelBuilder::addLoopJoint):
//   pose(parent) · placement · joint(q) = pose(child).
struct LoopJoint {
    int joint = -1;  // into Model::joints() (its frame is -1)
    int parent = -1, child = -1;
    Eigen::Isometry3d placement = Eigen::Isometry3d::Identity();
};

// A configuration the file names (MJCF's keyframes), for the user to pick.
struct NamedConfiguration {
    std::string name;
    Eigen::VectorXd q;
};

class Model {
public:
    Model() = default;
    // Groups of loops read the model they belong to: a copy would not.
    Model(const Model&) = delete;
    Model& operator=(const Model&) = delete;

    // What the builder noticed but accepted (a loop that does not close at
    // the default configuration, ...), for the compilers to report.
    const std::vector<std::string>& warnings() const { return m_warnings; }

    const std::vector<Frame>& frames() const { return m_frames; }
    // frames() and their joints as forward kinematics reads them.
    const std::vector<FrameStep>& steps() const { return m_steps; }
    // Tree joints move their frame; loop joints (frame -1) close a loop and
    // are solved with their group.
    const std::vector<Joint>& joints() const { return m_joints; }
    const std::vector<Inertial>& inertials() const { return m_inertials; }
    const std::vector<KinematicGroup>& groups() const { return m_groups; }
    const std::vector<LoopJoint>& loopJoints() const { return m_loopJoints; }
    const std::vector<Visual>& visuals() const { return m_visuals; }
    // Surfaces bound to several frames (MuJoCo's skins), drawn as visuals are.
    const std::vector<Skin>& skins() const { return m_skins; }
    // MuJoCo's tendons: spatial ones drawn along their paths.
    const std::vector<Tendon>& tendons() const { return m_tendons; }
    const std::vector<FramePair>& framePairs() const { return m_framePairs; }
    const std::vector<NamedConfiguration>& namedConfigurations() const { return m_configurations; }
    const MujocoMassOptions& mujocoMassOptions() const { return m_mujocoMass; }
    // Where the file wrote frame i (the compilers that locate their frames:
    // URDF's <link>); unknown otherwise.
    const FrameSource& frameSource(int i) const;
    // Frame indices in the order they were added (the document's order).
    const std::vector<int>& sourceOrder() const { return m_sourceOrder; }

    int nq() const { return m_nq; }
    // Joints whose variable follows another joint's (URDF mimic), in an
    // order where every leader comes before its followers.
    const std::vector<int>& mimicJoints() const { return m_mimicJoints; }
    int frameIndex(const std::string& name) const;  // -1 if absent; if frames of several kinds share a name, the first in depth-first order
    int jointIndex(const std::string& name) const;  // -1 if absent

    Eigen::VectorXd defaultConfiguration() const;
    Eigen::VectorXd lowerLimits() const;
    Eigen::VectorXd upperLimits() const;
    // The chain of joint indices from the root to the frame.
    std::vector<int> jointPath(int frame) const;
    // The pose of frame relative to ancestor (an ancestor of frame, or -1 for
    // the root) at configuration q, along the path between them only.
    Eigen::Isometry3d relativePose(const Eigen::VectorXd& q, int ancestor, int frame) const;
    // The joint index owning configuration entry i.
    int jointOfVariable(int i) const { return m_variableJoint[size_t(i)]; }

private:
    friend class ModelBuilder;
    std::vector<Frame> m_frames;
    std::vector<FrameStep> m_steps;
    std::vector<Joint> m_joints;
    std::vector<Inertial> m_inertials;
    std::vector<KinematicGroup> m_groups;
    std::vector<LoopJoint> m_loopJoints;
    std::vector<Visual> m_visuals;
    std::vector<Skin> m_skins;
    std::vector<Tendon> m_tendons;
    std::vector<FramePair> m_framePairs;
    std::vector<NamedConfiguration> m_configurations;
    MujocoMassOptions m_mujocoMass;
    std::vector<std::string> m_warnings;
    std::vector<int> m_sourceOrder;
    std::vector<FrameSource> m_frameSources;  // by frame; empty: none located
    std::vector<int> m_variableJoint;
    std::vector<int> m_mimicJoints;
    NameTable m_frameByName, m_jointByName;  // over m_frames' and m_joints' names
    auto frameName() const {
        return [this](int i) -> const std::string& { return m_frames[size_t(i)].name; };
    }
    auto jointName() const {
        return [this](int i) -> const std::string& { return m_joints[size_t(i)].name; };
    }
    int m_nq = 0;
};

}  // namespace kinedit::kin
