// A semantic diff of two kinematic models (any formats): frames, joints,
// mass properties, shapes, loops, actuators, named configurations, skins and the
// poses of every frame, matched by name; a frame only one side names is a
// rename when the other side has an unmatched frame at the same place, of
// the same shape. Differences within the tolerances count as equal.
#pragma once

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace kinedit {
class Format;
namespace kin {
class Model;
struct Data;
}  // namespace kin

struct DiffTolerance {
    double meters = 1e-6;
    double radians = 1e-6;
    double relative = 1e-6;  // masses, inertias, scales, colours, limits of no unit
};

// One difference, in the user's terms.
struct DiffChange {
    QString element;  // what the file calls it: "link", "joint", "body", "frame", ...; "loop", "actuator", "configuration", "skin"
    QString name;     // the new side's name (the old one's when removed)
    // "added", "removed", "renamed", "type", "axis", "limits", "default",
    // "origin", "parent", "child", "mimic", "mass", "com", "inertia",
    // "visual", "collision", "values"; a skin's "surface", "colour", "texture".
    QString aspect;
    QString oldValue, newValue;        // as text; for "renamed" the old and new names
    double meters = -1, radians = -1;  // "origin", "com": how far it moved (m) and turned (rad)
    QString relativeTo;                // "origin": the parent frame the move is measured in
};

// Every frame's pose at one configuration of both sides.
struct PoseComparison {
    QString configuration;  // "default", or the --set values
    int frames = 0;         // frames compared
    struct Moved {
        QString frame;
        double meters = 0, radians = 0;
    };
    std::vector<Moved> moved;  // over a tolerance, in the old side's order
    Moved largestPosition, largestAngle;
};

struct ModelDiff {
    std::vector<DiffChange> changes;
    std::vector<PoseComparison> poses;
    bool equal() const;
};

// How the two files cut the robot into frames. Alike (one format): which
// frame a frame hangs from and which frames hold a body's mass and shapes
// are the author's, and count. Differ (two formats: HRDF holds masses on com
// frames, URDF on links; SDFormat attaches frames to links, HRDF chains
// them): only the rigid bodies count, with what each holds and where.
enum class FrameCuts { Alike, Differ };
// Alike when both are one format, or one expands to the other's (xacro, URDF).
FrameCuts frameCuts(const Format* oldFormat, const Format* newFormat);

// Compares old and new: their structure, and the poses of every pair of
// frames in each pair of states (FK done; states[i] = {old, new}).
ModelDiff diffModels(const kin::Model& oldModel, const kin::Model& newModel,
                     const std::vector<std::pair<const kin::Data*, const kin::Data*>>& states, const QStringList& stateNames,
                     const DiffTolerance& tolerance = {}, FrameCuts cuts = FrameCuts::Alike);

}  // namespace kinedit
