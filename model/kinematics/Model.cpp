#include "Model.h"

#include "ModelBuilder.h"

#include <algorithm>
#include <functional>
#include <cmath>
#include <numbers>

namespace kinedit::kin {

const FrameSource& Model::frameSource(int i) const {
    static const FrameSource none;
    return i >= 0 && size_t(i) < m_frameSources.size() ? m_frameSources[size_t(i)] : none;
}

int Model::frameIndex(const std::string& name) const { return m_frameByName.find(name, frameName()); }

int Model::jointIndex(const std::string& name) const { return m_jointByName.find(name, jointName()); }

Eigen::VectorXd Model::defaultConfiguration() const {
    Eigen::VectorXd q(m_nq);
    for (const Joint& j : m_joints)
        for (int k = 0; k < j.dof(); ++k) q[j.qIndex + k] = j.defaultValue[size_t(k)];
    for (int j : m_mimicJoints) {
        const Joint& jt = m_joints[size_t(j)];
        q[jt.qIndex] = jt.mimicMultiplier * q[m_joints[size_t(jt.mimicJoint)].qIndex] + jt.mimicOffset;
    }
    return q;
}

Eigen::VectorXd Model::lowerLimits() const {
    Eigen::VectorXd v(m_nq);
    for (const Joint& j : m_joints)
        for (int k = 0; k < j.dof(); ++k) v[j.qIndex + k] = j.lower[size_t(k)];
    return v;
}

Eigen::VectorXd Model::upperLimits() const {
    Eigen::VectorXd v(m_nq);
    for (const Joint& j : m_joints)
        for (int k = 0; k < j.dof(); ++k) v[j.qIndex + k] = j.upper[size_t(k)];
    return v;
}

std::vector<int> Model::jointPath(int frame) const {
    std::vector<int> path;
    for (int f = frame; f >= 0; f = m_frames[size_t(f)].parent)
        if (m_frames[size_t(f)].joint >= 0) path.push_back(m_frames[size_t(f)].joint);
    std::reverse(path.begin(), path.end());
    return path;
}

Eigen::Isometry3d Model::relativePose(const Eigen::VectorXd& q, int ancestor, int frame) const {
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();
    for (int i = frame; i >= 0 && i != ancestor; i = m_frames[size_t(i)].parent) {
        const Frame& f = m_frames[size_t(i)];
        if (f.joint >= 0) {
            const Joint& j = m_joints[size_t(f.joint)];
            pose = f.placement * jointTransform(j, q.data() + j.qIndex) * pose;
        } else {
            pose = f.placement * pose;
        }
    }
    return pose;
}

}  // namespace kinedit::kin
