// The frames (links, bodies) an element selection stands for: those with
// a shape or an inertial written at or under a selected element, or whose
// inertial's holder (URDF's <link>, MJCF's <body>) or own element is one.
// Paths are the model's element paths (SourceSpot::path, Visual::path).
#pragma once

#include <string>
#include <vector>

namespace kinedit::kin {

class Model;

// Ascending, without repeats.
std::vector<int> selectedFrames(const Model& model, const std::vector<std::string>& paths);

}  // namespace kinedit::kin
