// The kinematic model as a target format can hold it: joints of types the
// target lacks split into a chain of one-variable joints (exact: every
// joint type is a sequence of elementary motions), motion scales (HRDF gear
// ratios) dropped, closed loops kept where the target can close them (by
// the cut joint's type) and dropped elsewhere. Each change is a warning; frames
// keep their names and poses, and the split joints' parts get names of
// their own ("NAME~1"...). A map from the source's joint variables to the
// export's lets the two be compared at any configuration.
#pragma once

#include "diagnostics/Diagnostic.h"

#include <Eigen/Core>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace kinedit {
namespace kin {
class Model;
enum class JointType;
}  // namespace kin

struct ExportModel {
    std::shared_ptr<const kin::Model> model;
    // Per variable of the export: the source variable it follows and the
    // factor (export = factor * source).
    std::vector<std::pair<int, double>> variables;
    // The export's configuration for a source configuration.
    Eigen::VectorXd configuration(const Eigen::VectorXd& source) const;
};

// supported: whether the target has a joint type. reservedRoot: a name the
// target keeps for the world ("world" in SDFormat): an empty root frame of
// that name is left out, its children attached to the root. Warnings go to
// out, located at file (the source document).
// closesLoop: whether the target closes a loop whose cut joint has a type
// (empty: none). rename: the target's name for a frame or joint name (escaping).
ExportModel exportModel(const kin::Model& source, const std::function<bool(kin::JointType)>& supported,
                        const std::function<bool(kin::JointType)>& closesLoop, const QString& target, const QString& file, Diagnostics& out,
                        const std::string& reservedRoot = {}, const std::function<std::string(const std::string&)>& rename = {});

}  // namespace kinedit
