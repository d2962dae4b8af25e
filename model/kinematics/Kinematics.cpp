#include "Kinematics.h"

#include "Conventions.h"
#include "VectorState.h"

#include <cmath>

namespace kinedit::kin {

namespace {

// parent_T_frame for a frame with a joint. Single-motion joints (the common
// case) cost one sin/cos and one 3×3 product.
inline void localTransform(const Frame& f, const Joint& j, const double* q, Eigen::Isometry3d& out) {
    if (j.motions.size() == 1) {
        const Motion& m = j.motions[0];
        const double v = m.scale * (q[0] - m.zero);
        if (m.rotation) {
            out.linear().noalias() = f.placement.linear() * rotationAboutAxis(m.axis, v);
            out.translation() = f.placement.translation();
            if (m.pitch != 0) out.translation() += f.placement.linear() * (m.axis * (m.pitch * v));
        } else {
            out.linear() = f.placement.linear();
            out.translation() = f.placement.translation() + f.placement.linear() * (m.axis * v);
        }
        return;
    }
    out = f.placement * jointTransform(j, q);
}

// sin and cos in one call where the C library offers it.
inline void sinCos(double v, double& s, double& c) {
#if defined(__GLIBC__)
    ::sincos(v, &s, &c);
#else
    s = std::sin(v);
    c = std::cos(v);
#endif
}

// Rotates the columns of r about local axis k by angle (s, c): r · R_k(angle).
inline void rotateColumns(Eigen::Isometry3d& t, int k, double s, double c) {
    const int a = (k + 1) % 3, b = (k + 2) % 3;  // x: (y, z), y: (z, x), z: (x, y)
    auto m = t.matrix();
    const Eigen::Vector3d ca = m.block<3, 1>(0, a), cb = m.block<3, 1>(0, b);
    t.matrix().block<3, 1>(0, a) = c * ca + s * cb;
    t.matrix().block<3, 1>(0, b) = c * cb - s * ca;
}

inline void updateFrame(const Model& model, Data& data, int i) {
    const FrameStep& f = model.steps()[size_t(i)];
    Eigen::Isometry3d& out = data.oMf[size_t(i)];
    if (f.parent < 0)
        out = f.placement;
    else
        out = data.oMf[size_t(f.parent)] * f.placement;
    if (f.joint < 0) return;
    if (!f.single) {
        const Joint& j = model.joints()[size_t(f.joint)];
        out = out * jointTransform(j, data.q.data() + j.qIndex);
        return;
    }
    // One motion: act on the pose directly (the common case, kept cheap).
    const Motion& m = f.motion;
    const double v = m.scale * (data.q[f.qIndex] - m.zero);
    if (!m.rotation) {
        out.translation() += out.linear() * (m.axis * v);
        return;
    }
    if (m.pitch != 0) out.translation() += out.linear() * (m.axis * (m.pitch * v));
    if (m.axisIndex >= 0) {
        double sn, cs;
        sinCos(v, sn, cs);
        rotateColumns(out, m.axisIndex, m.axisSign * sn, cs);
    } else {
        out.linear() = out.linear() * rotationAboutAxis(m.axis, v);
    }
}

}  // namespace

void applyMimicJoints(const Model& model, Eigen::VectorXd& q) {
    for (int j : model.mimicJoints()) {
        const Joint& jt = model.joints()[size_t(j)];
        q[jt.qIndex] = jt.mimicMultiplier * q[model.joints()[size_t(jt.mimicJoint)].qIndex] + jt.mimicOffset;
    }
}

void forwardKinematics(const Model& model, Data& data, const Eigen::VectorXd& q) {
    detail::clearUpperVectorState();
    data.q = q;
    if (!model.mimicJoints().empty()) applyMimicJoints(model, data.q);
    const int n = int(model.frames().size());
    for (int i = 0; i < n; ++i) updateFrame(model, data, i);
}

void updateJointSubtree(const Model& model, Data& data, int joint) {
    detail::clearUpperVectorState();
    const int from = model.joints()[size_t(joint)].frame;
    if (from < 0) return;  // a loop-closing joint moves no frame of the tree
    const Frame& f = model.frames()[size_t(from)];
    for (int i = from; i < f.subtreeEnd; ++i) updateFrame(model, data, i);
}

void setJointValues(const Model& model, Data& data, int joint, const double* values) {
    const Joint& j = model.joints()[size_t(joint)];
    for (int k = 0; k < j.dof(); ++k) data.q[j.qIndex + k] = values[k];
    updateJointSubtree(model, data, joint);
    // Followers (mimic joints) move with their leader.
    for (int f : model.mimicJoints()) {
        const Joint& jt = model.joints()[size_t(f)];
        if (jt.mimicJoint != joint) continue;
        const double v = jt.mimicMultiplier * data.q[j.qIndex] + jt.mimicOffset;
        setJointValues(model, data, f, &v);
    }
}

Eigen::Isometry3d framePose(const Model& model, const Eigen::VectorXd& q, int frame) {
    detail::clearUpperVectorState();
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();
    if (frame >= int(model.frames().size())) return pose;
    // Walk up, composing on the left.
    for (int i = frame; i >= 0; i = model.frames()[size_t(i)].parent) {
        const Frame& f = model.frames()[size_t(i)];
        Eigen::Isometry3d local;
        if (f.joint >= 0) {
            const Joint& j = model.joints()[size_t(f.joint)];
            localTransform(f, j, q.data() + j.qIndex, local);
        } else {
            local = f.placement;
        }
        pose = local * pose;
    }
    return pose;
}

namespace {
// A mimic joint's column belongs to the joint it follows (chain rule).
void foldMimicColumns(const Model& model, Eigen::Matrix<double, 6, Eigen::Dynamic>& J) {
    for (int j : model.mimicJoints()) {
        const Joint& jt = model.joints()[size_t(j)];
        const int leader = model.joints()[size_t(jt.mimicJoint)].qIndex;
        J.col(leader) += jt.mimicMultiplier * J.col(jt.qIndex);
        J.col(jt.qIndex).setZero();
    }
}
}  // namespace

void frameJacobian(const Model& model, const Data& data, int frame, Eigen::Matrix<double, 6, Eigen::Dynamic>& J) {
    detail::clearUpperVectorState();
    J.setZero(6, model.nq());
    if (frame < 0 || frame >= int(model.frames().size())) return;
    const Eigen::Vector3d p = data.oMf[size_t(frame)].translation();
    for (int i = frame; i >= 0; i = model.frames()[size_t(i)].parent) {
        const Frame& f = model.frames()[size_t(i)];
        if (f.joint < 0) continue;
        const Joint& j = model.joints()[size_t(f.joint)];
        if (j.motions.size() == 1) {
            // A single motion leaves its own axis fixed: the frame's pose after
            // the motion gives the axis and (for rotations) a point on it.
            const Motion& m = j.motions[0];
            const Eigen::Isometry3d& o = data.oMf[size_t(i)];
            const Eigen::Vector3d w = o.linear() * m.axis;
            if (m.rotation) {
                J.block<3, 1>(0, j.qIndex) = m.scale * (w.cross(p - o.translation()) + m.pitch * w);
                J.block<3, 1>(3, j.qIndex) = m.scale * w;
            } else {
                J.block<3, 1>(0, j.qIndex) = m.scale * w;
            }
            continue;
        }
        // Several motions: walk them from the pose before the joint.
        Eigen::Isometry3d o = (f.parent < 0 ? Eigen::Isometry3d::Identity() : data.oMf[size_t(f.parent)]) * f.placement;
        for (int k = 0; k < j.dof(); ++k) {
            const Motion& m = j.motions[size_t(k)];
            const Eigen::Vector3d w = o.linear() * m.axis;
            const double v = m.scale * (data.q[j.qIndex + k] - m.zero);
            if (m.rotation) {
                J.block<3, 1>(0, j.qIndex + k) = m.scale * (w.cross(p - o.translation()) + m.pitch * w);
                J.block<3, 1>(3, j.qIndex + k) = m.scale * w;
                Eigen::Isometry3d step = Eigen::Isometry3d::Identity();
                step.linear() = rotationAboutAxis(m.axis, v);
                step.translation() = m.axis * (m.pitch * v);
                o = o * step;
            } else {
                J.block<3, 1>(0, j.qIndex + k) = m.scale * w;
                o.translation() += w * v;
            }
        }
    }
    if (!model.mimicJoints().empty()) foldMimicColumns(model, J);
}

double totalMass(const Model& model) {
    double m = 0;
    for (const Inertial& in : model.inertials()) m += in.mass;
    return m;
}

Eigen::Vector3d centerOfMass(const Model& model, const Data& data) { return massProperties(model, data, -1).com; }

MassProperties massProperties(const Model& model, const Data& data, int frame) {
    MassProperties mp;
    const bool inRoot = frame < 0 || frame >= int(model.frames().size());
    const Eigen::Isometry3d fMo = inRoot ? Eigen::Isometry3d::Identity() : data.oMf[size_t(frame)].inverse();
    Eigen::Vector3d weighted = Eigen::Vector3d::Zero();
    for (const Inertial& in : model.inertials()) {
        mp.mass += in.mass;
        weighted += in.mass * (fMo * (data.oMf[size_t(in.frame)] * in.com));
    }
    if (mp.mass <= 0) return mp;
    mp.com = weighted / mp.mass;
    // Each body's inertia rotated into the frame's axes, moved to the
    // common centre of mass (parallel axis theorem).
    for (const Inertial& in : model.inertials()) {
        const Eigen::Isometry3d fMb = fMo * data.oMf[size_t(in.frame)];
        const Eigen::Matrix3d r = fMb.linear();
        const Eigen::Vector3d d = fMb * in.com - mp.com;
        mp.inertia += r * in.inertia * r.transpose() + in.mass * (d.squaredNorm() * Eigen::Matrix3d::Identity() - d * d.transpose());
    }
    return mp;
}

}  // namespace kinedit::kin
