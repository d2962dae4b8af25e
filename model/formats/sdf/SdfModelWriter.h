// A kinematic model written as an SDFormat <model>: what flattening writes
// for a URDF, HRDF or SKEL include. Every frame keeps its name and its pose
// at every configuration:
//   - a root frame is a <link>;
//   - a frame a joint moves is a <joint> of the frame's name (URDF: the
//     joint's; HRDF: the output's, base/out0 for actuator base); its child <link> is
//     the frame's one child link at the same place (URDF), else a link named
//     "NAME~body" there;
//   - any other frame is a <frame> attached to its parent.
// Visuals go to the link they move with; with options.inertials, each
// link's masses merged (LinkInertia.h). Not written: motion scales (HRDF
// gear ratios) and joints SDFormat has no type for (planar, translational,
// free, Euler): those make the write fail with *error set (exports split
// them first, ExportModel.h).
#pragma once

#include <Eigen/Geometry>
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>

namespace kinedit {

namespace kin {
class Model;
struct Visual;
}  // namespace kin

struct SdfModelOptions {
    bool inertials = false;                              // each link's masses merged into its <inertial> (exports)
    std::function<QString(const kin::Visual&)> meshUri;  // default: file:// and the resolved path
    // With inertials: links whose inertia no body can have get the nearest
    // one that SDFormat accepts (makePhysical), their names listed here.
    QStringList* adjustedInertias = nullptr;
};

// A pose as SDFormat's <pose> text, "x y z roll pitch yaw", to 17 digits.
QByteArray sdfPoseText(const Eigen::Isometry3d& pose);

QByteArray sdfModelText(const kin::Model& model, const QString& name, const QByteArray& poseText, QString* error,
                        const SdfModelOptions& options = {});

// Whether the writer has a joint type for kin::JointType type.
bool sdfHasJointType(int type);

}  // namespace kinedit
