// Driving kinematic groups: actuated state in, virtual joint values out
// (and back), written into Data. Call forwardKinematics afterwards.
#pragma once

#include "ClosureSolver.h"
#include "Data.h"

namespace kinedit::kin {

// The group's virtual state (its joints' variables, concatenated) in data.q.
Eigen::VectorXd virtualState(const Model& model, const Data& data, int group);
void setVirtualState(const Model& model, Data& data, int group, const Eigen::VectorXd& v);

// Maps actuated values to the virtual joints (nearest to the current virtual
// state where there are many). False, with why, when no virtual state exists.
bool setActuatedState(const Model& model, Data& data, int group, const Eigen::VectorXd& actuated, std::string* why = nullptr);
// Recomputes the group's actuated state from its virtual joints.
bool updateActuatedState(const Model& model, Data& data, int group, std::string* why = nullptr);

// Brings every group to a closed state: loop groups take their actuated
// values from the joint variables in data.q, TriP-style groups from
// data.actuated. Returns false with the reasons if some group cannot close.
bool closeGroups(const Model& model, Data& data, std::string* why = nullptr);

// A group whose mappings solve a closure residual g(virtual, actuated) = 0:
// actuated -> virtual solves for the virtual state nearest the previous one;
// virtual -> actuated solves for the actuated state nearest the previous one.
// Virtual limits come from the joints at build time through the given vectors.
KinematicGroup makeClosureGroup(
    std::string name, std::vector<std::string> actuatedNames, std::vector<double> actuatedLower, std::vector<double> actuatedUpper,
    std::vector<double> actuatedDefault,
    std::function<Eigen::VectorXd(const Eigen::VectorXd& virtualState, const Eigen::VectorXd& actuated)> closure, double tolerance = 1e-10);

}  // namespace kinedit::kin
