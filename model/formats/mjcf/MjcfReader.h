// Reads an MJCF document as MuJoCo 2.2.2 compiles it, for the kinematic
// model: <compiler>, <default> classes, mesh and material assets, the body
// tree with its joints, geoms, sites and inertials, equality constraints
// and keyframes. Ids follow MuJoCo: bodies in depth-first order from the
// world (0); joints, geoms and sites in body order, then document order.
// Checks what MuJoCo's compiler refuses (names, references, limits, mesh
// files); the schema checks are MjcfRules.cpp's.
#pragma once

#include "formats/GeometryMasses.h"
#include "kinematics/VisualTexture.h"
#include "MjcfOrientation.h"

#include <Eigen/Geometry>

#include <memory>
#include <optional>
#include <vector>

namespace kinedit {

struct MjcfJoint {
    MjcfItem item;
    QString name;  // empty: unnamed (joint#id)
    int id = 0;
    QString type;  // hinge, slide, ball, free
    Eigen::Vector3d pos = Eigen::Vector3d::Zero(), axis = Eigen::Vector3d::UnitZ();
    bool limited = false;
    double lower = 0, upper = 0;  // radians or metres
    double ref = 0;               // qpos0 (hinge, slide)
};

struct MjcfGeom {
    MjcfItem item;
    QString name;
    QString type;  // plane, sphere, capsule, ellipsoid, cylinder, box, mesh (hfield: not drawn)
    std::vector<double> size;
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();  // in its body
    QString mesh, material;
    std::optional<Eigen::Vector4d> rgba;
    int contype = 1, conaffinity = 1, group = 0;
    double halfLength = -1;  // from fromto (capsule, cylinder, box, ellipsoid); -1: none
};

struct MjcfSite {
    MjcfItem item;
    QString name;
    int id = 0;
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();
};

struct MjcfBody {
    MjcfNode node;  // null for the world
    QString name;   // "world" for body 0
    int id = 0;
    int parent = -1;
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();  // in the parent
    bool mocap = false;
    std::vector<MjcfJoint> joints;
    std::vector<MjcfGeom> geoms;
    std::vector<MjcfSite> sites;
    bool hasInertial = false;
    MjcfNode inertial;  // the <inertial>, when written (for the inertial checks)
    double mass = 0;
    Eigen::Isometry3d inertialPose = Eigen::Isometry3d::Identity();  // <inertial>'s pos and orientation as written
    Eigen::Vector3d com = Eigen::Vector3d::Zero();
    Eigen::Matrix3d inertia = Eigen::Matrix3d::Zero();  // about the com, body axes
    std::vector<int> children;
};

struct MjcfMesh {
    MjcfNode node;
    QString name;
    QString file;  // resolved, absolute
    Eigen::Vector3d scale = Eigen::Vector3d::Ones();
    Eigen::Isometry3d reference = Eigen::Isometry3d::Identity();  // refpos, refquat
};

struct MjcfMaterial {
    QString name;
    Eigen::Vector4d rgba{1, 1, 1, 1};
    QString texture;  // a <texture>'s name
    Eigen::Vector2d texrepeat{1, 1};
    bool texuniform = false;
};

// A <texture>: its type (2d, cube, skybox) and the image as
// kin::VisualTexture describes it (repeat and uniform come from a material).
struct MjcfTexture {
    MjcfNode node;
    QString name, type;
    kin::VisualTexture image;
};

struct MjcfEquality {
    MjcfNode node;
    QString type;                 // connect, weld, joint (tendon, distance: kept, not solved)
    QString name, first, second;  // body1/body2 or joint1/joint2
    Eigen::Vector3d anchor = Eigen::Vector3d::Zero();
    std::vector<double> polycoef{0, 1, 0, 0, 0};
    std::optional<Eigen::Isometry3d> relpose;
    bool active = true;
};

struct MjcfKey {
    MjcfNode node;
    QString name;
    std::vector<double> qpos;  // empty: qpos0
};

// A skin (mjCSkin): a composite's as MuJoCo makes it, or a <deformable>
// <skin> as written. Vertices in the bones' bind space; each bone names a
// body. Floats, as MuJoCo keeps them.
struct MjcfSkin {
    MjcfNode node;
    bool refused = false;  // its file could not be read (said where it is read)
    QString name, material;
    Eigen::Vector4f rgba{0.5f, 0.5f, 0.5f, 1};
    float inflate = 0;
    int group = 0;
    std::vector<float> vertices, texCoords;  // 3 and 2 per vertex
    std::vector<int> faces;                  // 3 per face
    struct Bone {
        MjcfNode node;  // <bone>; null for a composite's or a file's
        QString body;
        Eigen::Vector3f bindPosition = Eigen::Vector3f::Zero();
        Eigen::Vector4f bindQuaternion{1, 0, 0, 0};  // w x y z
        std::vector<int> vertices;
        std::vector<float> weights;
    };
    std::vector<Bone> bones;
};

// A tendon (mjCTendon): a <tendon>'s <spatial> or <fixed>, or one a
// composite makes. Spatial: a path of sites, wrapping geoms (with a side
// site) and pulleys, as written; fixed: joints with coefficients.
struct MjcfTendon {
    MjcfNode node;  // the element; a composite's: the <composite>
    QString name;   // empty: unnamed (tendon#id)
    bool spatial = true;
    struct Wrap {
        enum Kind { Site, Geom, Pulley };
        Kind kind = Site;
        MjcfNode node;  // the <site>, <geom> or <pulley>; null for a composite's
        QString name;   // the site's or geom's
        QString side;   // a geom's sidesite
        double divisor = 1;
    };
    std::vector<Wrap> path;
    std::vector<std::pair<QString, double>> joints;  // fixed
    QString material;
    Eigen::Vector4d rgba{0.5, 0.5, 0.5, 1};
    double width = 0.003;
    int group = 0;
};

struct MjcfModel {
    bool valid = false;  // a <mujoco> root whose tree could be read
    QString modelName;
    MjcfCompilerSettings compiler;
    std::vector<MjcfBody> bodies;  // [0] is the world
    std::vector<MjcfMesh> meshes;
    std::vector<MjcfMaterial> materials;
    std::vector<MjcfTexture> textures;
    std::vector<MjcfEquality> equalities;
    std::vector<MjcfKey> keys;
    std::vector<MjcfSkin> skins;
    std::vector<MjcfTendon> tendons;  // composites' first, then <tendon>'s, as MuJoCo numbers them
    int jointCount = 0, siteCount = 0;
    const MjcfMesh* mesh(const QString& name) const;
    const MjcfMaterial* material(const QString& name) const;
    const MjcfTexture* texture(const QString& name) const;
};

// tree and defaults are kept by the caller while the result is used (items
// point into them).
// weigh: how mesh geoms are weighed where a body's place needs it (global
// coordinates, MjcfGlobal.h); empty: not weighed.
MjcfModel readMjcf(const MjcfTree& tree, const MjcfDefaults& defaults, Diagnostics& out, const MeshWeigher& weigh = {});

}  // namespace kinedit
