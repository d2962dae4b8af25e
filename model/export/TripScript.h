// A kinematic model as a Python script for TriP (trip_kinematics): one
// Transformation per frame, named after it, with the joints' motions as
// Transformations of their own (state variables rx/ry/rz or tx/ty/tz,
// after a constant rotation that turns z onto the joint's axis where it is
// not a coordinate axis), and a Robot of them all. Constant transformations
// use TriP's translation-and-quaternion convention, so no Euler angles are
// involved. The model must hold one-variable joints only (ExportModel.h).
//
// TriP itself cannot run here (it is not packaged for Debian): the script
// is checked by evaluating the same transformations with TriP's documented
// matrix conventions (tripFramePoses), against the model's frames.
#pragma once

#include <Eigen/Geometry>
#include <QByteArray>
#include <QString>

#include <map>
#include <string>
#include <vector>

namespace kinedit {
namespace kin {
class Model;
}

struct TripTransformation {
    std::string name;
    int parent = -1;                                     // index in the list
    std::vector<std::pair<std::string, double>> values;  // TriP's keys: tx..tz, then qw..qz, or one state key
    std::string stateVariable;                           // "" for constant transformations
    int variable = -1;                                   // the model's joint variable it carries
    int frame = -1;                                      // the model frame it stands for (its last transformation), else -1
};

// Whether a TriP Transformation holds a joint type (kin::JointType): the
// one-variable ones (TriP keeps one state key per transformation).
bool tripHasJointType(int type);

std::vector<TripTransformation> tripTransformations(const kin::Model& model);
// Every transformation's pose at the model's configuration q, by TriP's
// conventions (translation then quaternion, R = Rx(rx) Ry(ry) Rz(rz)).
std::vector<Eigen::Isometry3d> tripPoses(const std::vector<TripTransformation>& trafos, const Eigen::VectorXd& q);
QByteArray tripScript(const std::vector<TripTransformation>& trafos, const QString& robotName, const QString& sourceFile);

}  // namespace kinedit
