// The check of an export against its source: every frame the export
// carries, found by the source's name (as the target spells it), must be
// where the source has it, at the source's configuration and at a second
// one drawn inside the joint limits (the same for every run), the joint
// values carried over by joint (ExportModel's variable map).
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
    bool jointsMatch = true;  // every joint of the export found in the target
    int checked = 0;          // frame poses compared
    double largest = 0;       // largest difference: m, or rotation matrix entries
    QStringList missing;      // source frames (not com frames) the target lacks
};

// target: the export read back; targetName: the target's name for a source name.
FrameComparison compareExport(const std::shared_ptr<const kin::Model>& source, const ExportModel& fitted,
                              const std::shared_ptr<const kin::Model>& target,
                              const std::function<std::string(const std::string&)>& targetName);
// A TriP script's transformations, evaluated as TriP does.
FrameComparison compareTrip(const std::shared_ptr<const kin::Model>& source, const ExportModel& fitted,
                            const std::vector<TripTransformation>& trafos);

}  // namespace kinedit
