// The check of an export against its source: every frame the export
// carries, found by the source's name (as the target spells it), must have
// the source's whole pose (position and rotation), at the configuration the
// target opens in and at a second one drawn inside the joint limits (the
// same for every run), the joint values carried over by joint
// (ExportModel's variable map). Where the target opens at other joint
// values than the source (initial positions it cannot hold), those joints
// are listed and the source is posed at the target's values for the first
// comparison: the configuration both share. Tendons the target carries,
// found by name, must have the source's lengths there too.
#pragma once

#include <Eigen/Geometry>
#include <QStringList>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace kinedit {
namespace kin {
class Model;
}
struct ExportModel;
struct TripTransformation;

struct FrameComparison {
    bool jointsMatch = true;      // every joint of the export found in the target
    int checked = 0;              // frame poses compared
    double largestPosition = 0;   // largest position difference, m
    double largestAngle = 0;      // largest rotation difference, rad (the angle of a^-1 b)
    QStringList missing;          // source frames (not com frames) the target lacks
    QStringList comFrames;        // source com frames the target lacks (their masses are its links')
    QStringList added;            // target frames of no source frame's name (URDF's fixed joints joining frames)
    QStringList initialsDropped;  // source joints the target opens at other values than the source
    int tendonsChecked = 0;       // tendon lengths compared (the target's tendons of the source's names)
    double largestTendon = 0;     // largest tendon length difference, m
};

// The angle of the rotation from a's orientation to b's, in [0, pi].
double rotationAngle(const Eigen::Isometry3d& a, const Eigen::Isometry3d& b);

// target: the export read back; targetName: the target's name for a source name.
FrameComparison compareExport(const std::shared_ptr<const kin::Model>& source, const ExportModel& fitted,
                              const std::shared_ptr<const kin::Model>& target,
                              const std::function<std::string(const std::string&)>& targetName);
// A TriP script's transformations, evaluated as TriP does.
FrameComparison compareTrip(const std::shared_ptr<const kin::Model>& source, const ExportModel& fitted,
                            const std::vector<TripTransformation>& trafos);

}  // namespace kinedit
