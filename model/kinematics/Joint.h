// Joints: named degrees of freedom that move a frame relative to its parent.
// Every joint type is a short sequence of elementary motions (a rotation
// about an axis or a translation along one, each driven by one variable),
// applied in order in the joint's frame; forward kinematics and Jacobians
// treat all types the same way.
#pragma once

#include <Eigen/Geometry>

#include <limits>
#include <string>
#include <vector>

namespace kinedit::kin {

enum class JointType {
    Fixed,
    Revolute,       // 1: rotation about axis, limited
    Continuous,     // 1: rotation about axis, unlimited
    Prismatic,      // 1: translation along axis
    Screw,          // 1: rotation about axis with translation pitch·q along it
    Universal,      // 2: rotation about axis1, then about axis2 (moved by the first)
    Ball,           // 3: intrinsic rotations about x, y, z
    Euler,          // 3: intrinsic rotations about the axes of its order (e.g. "ZYX")
    Planar,         // 3: translation along two in-plane axes, rotation about the normal
    Translational,  // 3: translation along x, y, z
    Free,           // 6: translation along x, y, z, then intrinsic rotations about x, y, z
};

const char* jointTypeName(JointType t);  // "revolute", ...

struct Motion {
    bool rotation = true;
    Eigen::Vector3d axis = Eigen::Vector3d::UnitZ();  // unit, in the joint frame before this motion
    double pitch = 0;                                 // screw: translation along the axis per radian
    double scale = 1;                                 // the motion is scale·(q - zero) (HRDF gear ratios: 1/gear_ratio)
    double zero = 0;                                  // the variable's value where the motion is nil (MJCF's joint ref)
    // Set by the model builder: 0, 1, 2 when the axis is exactly +-x, +-y,
    // +-z (then axisSign is +-1), -1 otherwise. Lets forward kinematics
    // rotate two columns instead of multiplying matrices.
    int axisIndex = -1;
    double axisSign = 1;
};

// Fills axisIndex and axisSign from axis.
void classifyAxis(Motion& m);

inline constexpr double Unbounded = std::numeric_limits<double>::infinity();

struct Joint {
    std::string name;
    JointType type = JointType::Fixed;
    std::vector<Motion> motions;       // one per degree of freedom
    std::vector<double> lower, upper;  // per degree of freedom; +-infinity where none
    std::vector<double> defaultValue;  // the file's default configuration
    int frame = -1;                    // the frame this joint moves (its child frame)
    int qIndex = 0;                    // first entry in the configuration vector
    // URDF mimic: this joint's (single) variable follows another joint's:
    // q = multiplier · q[mimicOf] + offset. Set by name at build time.
    std::string mimicOf;
    int mimicJoint = -1;
    double mimicMultiplier = 1, mimicOffset = 0;

    int dof() const { return int(motions.size()); }
};

// Joint factories (the axis need not be normalised; a zero axis is invalid).
Joint makeRevolute(std::string name, Eigen::Vector3d axis, double lower = -Unbounded, double upper = Unbounded);
Joint makeContinuous(std::string name, Eigen::Vector3d axis);
Joint makePrismatic(std::string name, Eigen::Vector3d axis, double lower = -Unbounded, double upper = Unbounded);
Joint makeScrew(std::string name, Eigen::Vector3d axis, double pitch);
Joint makeUniversal(std::string name, Eigen::Vector3d axis1, Eigen::Vector3d axis2);
Joint makeBall(std::string name);
// order: three letters of X, Y, Z, e.g. "XYZ" (intrinsic, applied left to right).
Joint makeEuler(std::string name, const std::string& order);
// Translation along t1 and t2, rotation about t1 × t2.
Joint makePlanar(std::string name, Eigen::Vector3d t1, Eigen::Vector3d t2);
Joint makeTranslational(std::string name);
Joint makeFree(std::string name);
Joint makeFixed(std::string name);

// The joint's transform for its variables q[0..dof): product of its motions.
Eigen::Isometry3d jointTransform(const Joint& j, const double* q);

}  // namespace kinedit::kin
