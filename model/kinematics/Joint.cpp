#include "Joint.h"

#include "Conventions.h"

#include <cmath>

namespace kinedit::kin {

const char* jointTypeName(JointType t) {
    switch (t) {
    case JointType::Fixed: return "fixed";
    case JointType::Revolute: return "revolute";
    case JointType::Continuous: return "continuous";
    case JointType::Prismatic: return "prismatic";
    case JointType::Screw: return "screw";
    case JointType::Universal: return "universal";
    case JointType::Ball: return "ball";
    case JointType::Euler: return "euler";
    case JointType::Planar: return "planar";
    case JointType::Translational: return "translational";
    case JointType::Free: return "free";
    }
    return "fixed";
}

namespace {

Joint make(std::string name, JointType type, std::vector<Motion> motions) {
    Joint j;
    j.name = std::move(name);
    j.type = type;
    j.motions = std::move(motions);
    // A zero axis stays zero (normalize() leaves it); the builder rejects it.
    for (Motion& m : j.motions) m.axis.normalize();
    j.lower.assign(j.motions.size(), -Unbounded);
    j.upper.assign(j.motions.size(), Unbounded);
    j.defaultValue.assign(j.motions.size(), 0.0);
    return j;
}

Motion rot(const Eigen::Vector3d& a) { return Motion{true, a, 0, 1}; }
Motion tra(const Eigen::Vector3d& a) { return Motion{false, a, 0, 1}; }

}  // namespace

Joint makeRevolute(std::string name, Eigen::Vector3d axis, double lower, double upper) {
    Joint j = make(std::move(name), JointType::Revolute, {rot(axis)});
    j.lower[0] = lower;
    j.upper[0] = upper;
    return j;
}

Joint makeContinuous(std::string name, Eigen::Vector3d axis) { return make(std::move(name), JointType::Continuous, {rot(axis)}); }

Joint makePrismatic(std::string name, Eigen::Vector3d axis, double lower, double upper) {
    Joint j = make(std::move(name), JointType::Prismatic, {tra(axis)});
    j.lower[0] = lower;
    j.upper[0] = upper;
    return j;
}

Joint makeScrew(std::string name, Eigen::Vector3d axis, double pitch) {
    Motion m = rot(axis);
    m.pitch = pitch;
    return make(std::move(name), JointType::Screw, {m});
}

Joint makeUniversal(std::string name, Eigen::Vector3d axis1, Eigen::Vector3d axis2) {
    return make(std::move(name), JointType::Universal, {rot(axis1), rot(axis2)});
}

Joint makeBall(std::string name) {
    return make(std::move(name), JointType::Ball,
                {rot(Eigen::Vector3d::UnitX()), rot(Eigen::Vector3d::UnitY()), rot(Eigen::Vector3d::UnitZ())});
}

Joint makeEuler(std::string name, const std::string& order) {
    std::vector<Motion> motions;
    for (char c : order) {
        const char u = char(std::toupper(static_cast<unsigned char>(c)));
        // Letters other than X, Y, Z give a zero axis, which the builder rejects.
        Eigen::Vector3d axis = Eigen::Vector3d::Zero();
        if (u >= 'X' && u <= 'Z') axis[u - 'X'] = 1;
        motions.push_back(rot(axis));
    }
    return make(std::move(name), JointType::Euler, std::move(motions));
}

Joint makePlanar(std::string name, Eigen::Vector3d t1, Eigen::Vector3d t2) {
    const Eigen::Vector3d n = t1.normalized().cross(t2.normalized());
    return make(std::move(name), JointType::Planar, {tra(t1), tra(t2), rot(n)});
}

Joint makeTranslational(std::string name) {
    return make(std::move(name), JointType::Translational,
                {tra(Eigen::Vector3d::UnitX()), tra(Eigen::Vector3d::UnitY()), tra(Eigen::Vector3d::UnitZ())});
}

Joint makeFree(std::string name) {
    return make(std::move(name), JointType::Free,
                {tra(Eigen::Vector3d::UnitX()), tra(Eigen::Vector3d::UnitY()), tra(Eigen::Vector3d::UnitZ()), rot(Eigen::Vector3d::UnitX()),
                 rot(Eigen::Vector3d::UnitY()), rot(Eigen::Vector3d::UnitZ())});
}

Joint makeFixed(std::string name) { return make(std::move(name), JointType::Fixed, {}); }

void classifyAxis(Motion& m) {
    m.axisIndex = -1;
    m.axisSign = 1;
    for (int k = 0; k < 3; ++k) {
        const Eigen::Vector3d e = Eigen::Vector3d::Unit(k);
        if (m.axis == e || m.axis == -e) {
            m.axisIndex = k;
            m.axisSign = m.axis[k];
        }
    }
}

Eigen::Isometry3d jointTransform(const Joint& j, const double* q) {
    Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
    for (size_t k = 0; k < j.motions.size(); ++k) {
        const Motion& m = j.motions[k];
        const double v = m.scale * (q[k] - m.zero);
        Eigen::Isometry3d step = Eigen::Isometry3d::Identity();
        if (m.rotation) {
            step.linear() = rotationAboutAxis(m.axis, v);
            step.translation() = m.axis * (m.pitch * v);
        } else {
            step.translation() = m.axis * v;
        }
        t = t * step;
    }
    return t;
}

}  // namespace kinedit::kin
