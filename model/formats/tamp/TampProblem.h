// A TAMP problem file as read: objects (pose, mesh, grasps, placement
// regions, stable poses, attachments) and robots (URDF, base, configuration).
#pragma once

#include <Eigen/Geometry>
#include <QHash>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace kinedit {

class XmlElement;
namespace kin {
class ModelBuilder;
}

namespace tamp {

struct Grasp {
    const XmlElement* element = nullptr;
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();
    QString type;
    bool continuous = false;
    Eigen::Vector3d axis = Eigen::Vector3d::UnitZ();
};

// <sop>: the object rests with this orientation (world frame), turned by
// any angle about axis, its centre distance above the supporting surface.
struct StablePose {
    Eigen::Matrix3d rotation = Eigen::Matrix3d::Identity();
    Eigen::Vector3d axis = Eigen::Vector3d::UnitZ();
    double distance = 0;
};

struct Object {
    const XmlElement* element = nullptr;
    QString name, geom, meshPath;
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();
    std::vector<Grasp> grasps;
    std::optional<std::array<double, 6>> sssp;  // xmin xmax ymin ymax zmin zmax, object frame
    std::vector<Eigen::Vector3d> pssp;          // polygon corners, object frame
    std::vector<StablePose> stablePoses;
    QStringList attachments;
};

struct Robot {
    const XmlElement* element = nullptr;
    QString name, urdf;
    Eigen::Isometry3d base = Eigen::Isometry3d::Identity();
    QHash<QString, std::vector<double>> configuration;  // torso, left_arm, ... in document order
    QStringList configurationOrder;
};

struct Problem {
    bool valid = false;
    std::vector<Object> objects;
    std::vector<Robot> robots;
    QStringList mappedJoints;  // every joint named in <AMmapping>, in order
};

// The frames addMarkers adds for an object (besides the object's own).
int markerFrameCount(const Object& o);
// Under the object's frame (build id objectFrame): its grasps
// `object::grasp<i>` (a continuous grasp: its template, then a fan
// `object::grasp<i>@30` ... `@330` about its axis), its stable poses
// `object::sop<i>` (kind stable_pose: where it would touch the surface, z
// along the axis it may turn about), and its placement region (SSSP
// rectangle as a translucent plate, a single point as a dot, PSSP polygon
// as its outline).
void addMarkers(kin::ModelBuilder& b, int objectFrame, const Object& o);

}  // namespace tamp
}  // namespace kinedit
