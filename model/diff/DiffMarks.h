// Which frames of each compared model a diff concerns, for colouring them:
// on the new side the frames of elements that changed or moved, and those
// added; on the old side those removed. An element's frame is marked with
// the frames fixed to it (a URDF joint's frame carries its child link).
#pragma once

#include "ModelDiff.h"

#include <vector>

namespace kinedit {

struct DiffMarks {
    std::vector<int> changed, added;  // frames of the new model, sorted
    std::vector<int> removed;         // frames of the old model, sorted
};

DiffMarks diffMarks(const ModelDiff& diff, const kin::Model& oldModel, const kin::Model& newModel);

// The frame an element of a diff names in a model (a frame of that name,
// else the frame a joint of that name moves), -1 if none.
int diffFrame(const kin::Model& model, const QString& name);

}  // namespace kinedit
