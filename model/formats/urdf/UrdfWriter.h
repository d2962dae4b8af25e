// A kinematic model written as URDF: every frame is a <link> of its name
// (com frames aside: their masses are the links' <inertial>), joined by
// the <joint> that moves it, named after the source's joint, or a fixed
// joint "NAME~fixed". A frame of kind "joint" named after its joint, with
// one child link on it (URDF's and SDFormat's own joints), is not a link:
// that joint leads to the child, and reading the export gives the frame
// back. Several roots, or a root a joint moves or that is not at the
// origin, hang from a "world" link.
// The model must hold only joint types URDF has (ExportModel.h).
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace kinedit {
namespace kin {
class Model;
struct Visual;
}  // namespace kin

struct UrdfWriteOptions {
    QString robotName;
    std::function<QString(const kin::Visual&)> meshReference;  // a mesh's filename
    QString file;                                              // the source, for warnings
};

QByteArray writeUrdf(const kin::Model& model, const UrdfWriteOptions& options, Diagnostics& out);

// Whether URDF has a joint type.
bool urdfHasJointType(int type);

}  // namespace kinedit
