// Mass properties a format's own simulator computes from a file's geometry
// (MJCF: MuJoCo's compiler, inertiafromgeom), per body, beside those the
// file declares: what `kinedit-cli inertia` prints for such a format.
// Meshes are weighed by the caller (kinedit_geometry reads them, above this
// library) through a MeshWeigher.
#pragma once

#include <Eigen/Geometry>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace kinedit {

// A mesh to weigh as the simulator does, placed by its reference (MJCF:
// refpos, refquat) and scaled.
struct MeshToWeigh {
    QString name;  // as the file names it
    QString file;  // absolute
    Eigen::Isometry3d reference = Eigen::Isometry3d::Identity();
    Eigen::Vector3d scale = Eigen::Vector3d::Ones();
    bool exact = false;  // MJCF: exactmeshinertia (else MuJoCo's equivalent-box rule)
};

// Its solid, in the mesh's placed frame: density × volume is its mass, and
// mass × inertiaPerMass its tensor about com.
struct WeighedMesh {
    double volume = 0;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();
    Eigen::Matrix3d inertiaPerMass = Eigen::Matrix3d::Zero();
};

// Nothing: the mesh is not weighed (the weigher says why); it is left out.
using MeshWeigher = std::function<std::optional<WeighedMesh>(const MeshToWeigh&)>;

struct BodyMass {
    QString name;  // the body's frame in the kinematic model
    double mass = 0;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();      // in the body's frame
    Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();  // about com, body axes
    QStringList meshes;                                 // the meshes weighed in it, by name
    // What the file writes (MJCF: <inertial>), if it does.
    bool declared = false;
    double declaredMass = 0;
    Eigen::Vector3d declaredCom = Eigen::Vector3d::Zero();
    Eigen::Matrix3d declaredInertia = Eigen::Matrix3d::Zero();
};

}  // namespace kinedit
