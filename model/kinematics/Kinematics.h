// Forward kinematics, Jacobians and mass properties: free functions over
// (Model, Data), as in Pinocchio.
#pragma once

#include "Data.h"

namespace kinedit::kin {

// Sets every mimic joint's variable from the joint it follows.
void applyMimicJoints(const Model& model, Eigen::VectorXd& q);

// Poses of all frames at configuration q (also stored in data.q, with
// mimic joints following their leaders).
void forwardKinematics(const Model& model, Data& data, const Eigen::VectorXd& q);
// After data.q changed only in joint j's variables: updates just the frames
// that joint moves (its subtree).
void updateJointSubtree(const Model& model, Data& data, int joint);
// Sets one joint's variables and updates its subtree.
void setJointValues(const Model& model, Data& data, int joint, const double* values);

// The pose of one frame at q, computed along its path only.
Eigen::Isometry3d framePose(const Model& model, const Eigen::VectorXd& q, int frame);

// Geometric Jacobian of a frame (6 × nq; rows: linear velocity of the frame
// origin, then angular velocity, both in the root frame's axes), from the
// poses in data (run forwardKinematics first).
void frameJacobian(const Model& model, const Data& data, int frame, Eigen::Matrix<double, 6, Eigen::Dynamic>& J);

double totalMass(const Model& model);
// Centre of mass in the root frame (zero when the model has no mass).
Eigen::Vector3d centerOfMass(const Model& model, const Data& data);
// Mass, centre of mass and inertia about the centre of mass of the whole
// model, expressed in a frame's axes (frame -1: the root frame).
struct MassProperties {
    double mass = 0;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();      // in the frame
    Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();  // about com, frame axes
};
MassProperties massProperties(const Model& model, const Data& data, int frame = -1);

}  // namespace kinedit::kin
