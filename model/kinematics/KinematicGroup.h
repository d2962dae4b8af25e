// Kinematic groups (TriP's model of closed chains): a virtual open chain
// whose joints are ordinary joints of the model, an actuated state that the
// user drives, and two mappings between them. The mappings are either given
// as functions, or derived from a closure equation solved numerically
// (ClosureSolver.h).
#pragma once

#include <Eigen/Core>

#include <functional>
#include <string>
#include <vector>

namespace kinedit::kin {

struct KinematicGroup {
    std::string name;
    // Joints (indices into Model::joints()) whose values the group sets; the
    // virtual state is their variables, concatenated in this order.
    std::vector<int> virtualJoints;
    std::vector<std::string> actuatedNames;
    std::vector<double> actuatedLower, actuatedUpper, actuatedDefault;

    // actuated -> virtual. virtualState holds the previous virtual state on
    // entry (a starting point; where the closure has many solutions the one
    // nearest to it is returned) and the result on exit. False: no virtual
    // state exists for these actuated values; why says so.
    std::function<bool(const Eigen::VectorXd& actuated, Eigen::VectorXd& virtualState, std::string* why)> actuatedToVirtual;
    // virtual -> actuated, the same way round.
    std::function<bool(const Eigen::VectorXd& virtualState, Eigen::VectorXd& actuated, std::string* why)> virtualToActuated;
    // Optional: the closure residual g(virtual, actuated) (zero when closed),
    // which lets inverse kinematics solve the closure and the target together.
    std::function<Eigen::VectorXd(const Eigen::VectorXd& virtualState, const Eigen::VectorXd& actuated)> closure;

    // For loops found in files: the actuated variables are joint variables
    // (indices into the configuration); empty for TriP-style groups, whose
    // actuated state is separate from the joints.
    std::vector<int> actuatedVariables;

    int actuatedCount() const { return int(actuatedNames.size()); }
};

}  // namespace kinedit::kin
