// Two frames the viewport joins with a line, to check an assembly: an
// included model's placement frame and the frame its pose is relative to,
// or the two frames of a weld that do not coincide. Format compilers add
// them; the engine does not use them.
#pragma once

#include <string>

namespace kinedit::kin {

struct FramePair {
    enum class Kind { Placement, Gap };
    Kind kind = Kind::Placement;
    int from = -1, to = -1;  // frame indices; -1: the model's root frame
    std::string text;        // what the pair is, for messages
};

}  // namespace kinedit::kin
