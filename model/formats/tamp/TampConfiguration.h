// A TAMP problem's robot configuration tags (<torso>, <left_arm>, ...) and
// the joints their values drive, as the compiler maps them: <torso> drives
// torso_lift_joint; an arm drives the l_ or r_ joints <AMmapping> lists, in
// order, grippers excluded. The editor lets the user map a tag otherwise.
#pragma once

#include "formats/ConfigurationTag.h"

namespace kinedit {

class XmlDocument;
namespace kin {
class Model;
}

// In document order, with the joints looked up in the compiled scene (the
// robots' joints are "robot::joint" there). Without a scene, or for a robot
// whose URDF could not be read, tags have no joints.
std::vector<ConfigurationTag> tampConfiguration(const XmlDocument& doc, const kin::Model* scene);

}  // namespace kinedit
