// An SDFormat file as Kinedit reads it: the root model or world with every
// //include expanded into a nested model. Each item points at the element
// (and document) that defines it, so rules report where the user wrote it.
// Poses are raw (as written); SdfFrameGraph resolves them.
#pragma once

#include <Eigen/Geometry>
#include <QString>
#include <QVersionNumber>

#include <memory>
#include <optional>
#include <vector>

namespace kinedit {

class XmlDocument;
class XmlElement;
namespace kin {
class Model;
}

// Where an item was written.
struct SdfSource {
    const XmlDocument* doc = nullptr;
    const XmlElement* element = nullptr;
};

struct SdfPose {
    Eigen::Isometry3d raw = Eigen::Isometry3d::Identity();
    QString relativeTo;                   // empty: the item's default frame
    const XmlElement* element = nullptr;  // the <pose>, if written
};

struct SdfShape {
    enum Kind { Box, Cylinder, Sphere, Capsule, Ellipsoid, Plane, Mesh, Other } kind = Other;
    bool collision = false;
    QString name;
    SdfPose pose;                                       // relative to the link (relative_to unsupported here)
    Eigen::Vector3d size = Eigen::Vector3d::Zero();     // as kin::Visual::size
    Eigen::Vector3d normal = Eigen::Vector3d::UnitZ();  // Plane
    QString meshUri;
    Eigen::Vector3d meshScale = Eigen::Vector3d::Ones();
    QString submesh;                      // //mesh/submesh/name
    bool submeshCenter = false;           // //mesh/submesh/center
    std::optional<Eigen::Vector4d> rgba;  // //material/diffuse
    SdfSource source;
};

struct SdfLink {
    QString name;
    SdfPose pose;
    std::vector<SdfShape> shapes;
    bool hasInertial = false;
    double mass = 1.0;
    Eigen::Isometry3d inertialPose = Eigen::Isometry3d::Identity();  // in the link frame
    Eigen::Matrix3d inertia = Eigen::Matrix3d::Identity();           // about the COM, in the inertial frame
    SdfSource source;
};

struct SdfJointAxis {
    Eigen::Vector3d xyz = Eigen::Vector3d::UnitZ();
    QString expressedIn;  // empty: the joint frame
    double lower = -1e16, upper = 1e16;
    const XmlElement* element = nullptr;
};

struct SdfJoint {
    QString name, type;
    QString parent, child;
    const XmlElement* parentElement = nullptr;
    const XmlElement* childElement = nullptr;
    SdfPose pose;  // default: relative to the child frame
    std::optional<SdfJointAxis> axis, axis2;
    double threadPitch = 1.0;  // screw
    SdfSource source;
};

struct SdfFrame {
    QString name;
    QString attachedTo;  // empty: the scope's frame
    SdfPose pose;        // default: relative to attached_to
    SdfSource source;
};

// A model: written in place, included from an SDFormat file, or included
// from a URDF, HRDF or SKEL file (then `interface` holds its kinematic model
// and links/frames list what the assembly can refer to).
struct SdfModel {
    QString name;
    SdfPose pose;
    QString placementFrame;  // //model/@placement_frame or //include/placement_frame
    const XmlElement* placementElement = nullptr;
    QString canonicalLink;  // //model/@canonical_link
    bool isStatic = false;
    QVersionNumber version;  // of the file that defines it
    std::vector<SdfLink> links;
    std::vector<SdfJoint> joints;
    std::vector<SdfFrame> frames;
    std::vector<std::unique_ptr<SdfModel>> models;
    SdfSource source;                             // the <model> element (or the included file's root)
    SdfSource include;                            // the <include> that brought it in (element null if none)
    QString file;                                 // the file that defines it
    std::shared_ptr<const kin::Model> interface;  // a non-SDFormat include
    // Elements in document order of each kind, for sibling-name checks.
    const SdfModel* findModel(QStringView n) const;
};

struct SdfWorld {
    QString name;
    std::vector<std::unique_ptr<SdfModel>> models;
    std::vector<SdfFrame> frames;
    std::vector<SdfJoint> joints;  // //world/joint (SDFormat 1.10)
    SdfSource source;
};

struct SdfRoot {
    QVersionNumber version;
    std::unique_ptr<SdfModel> model;  // a model file
    std::unique_ptr<SdfWorld> world;  // a world file (the first world)
    // Included documents, kept alive for the sources above.
    std::vector<std::unique_ptr<XmlDocument>> includedDocuments;
    std::vector<std::shared_ptr<const kin::Model>> keepAlive;
    SdfRoot();
    ~SdfRoot();
    SdfRoot(SdfRoot&&) noexcept;
    SdfRoot& operator=(SdfRoot&&) noexcept;
};

}  // namespace kinedit
