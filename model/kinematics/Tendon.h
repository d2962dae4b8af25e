// A tendon as MuJoCo models one: spatial, a path through sites that wraps
// over spheres and cylinders and is split by pulleys; or fixed, a linear
// combination of joint values with no path. Plain data in the model;
// tendonPath() places a spatial tendon's path for a Data.
#pragma once

#include <Eigen/Geometry>

#include <string>
#include <vector>

namespace kinedit::kin {

class Model;
struct Data;

// One element of a spatial tendon's path, in MuJoCo's order: sites, with
// at most one wrapping shape between two sites, and pulleys.
struct TendonWrap {
    enum class Kind { Site, Sphere, Cylinder, Pulley };
    Kind kind = Kind::Site;
    int frame = -1;  // Site: the site's frame; Sphere, Cylinder: the frame the shape hangs from
    // Sphere, Cylinder: the shape's pose in frame (a cylinder's axis is z)
    // and radius; sideFrame: the frame of its side site, or -1.
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();
    double radius = 0;
    int sideFrame = -1;
    double divisor = 1;  // Pulley: what the lengths after it are divided by
};

struct Tendon {
    std::string name;
    bool spatial = true;
    std::vector<TendonWrap> wraps;              // spatial: its path
    std::vector<std::pair<int, double>> terms;  // fixed: (joint index, coefficient)
    Eigen::Vector4d rgba{0.5, 0.5, 0.5, 1};
    double width = 0.003;  // drawn as a tube of this radius
    bool shown = true;     // drawn (MuJoCo's viewer hides groups 3 and above)
    // The element that defines it, for messages: file, 1-based line and
    // column, XML path.
    std::string file, path;
    int line = 0, column = 0;
};

// A tendon placed, as MuJoCo's mj_tendon places it: a spatial tendon's
// strands (a pulley starts a new one), each the points it puts in
// wrap_xpos (a site, or the two tangent points where it wraps a shape), in
// the world; and its length (a spatial tendon's strands each divided by
// their pulley's divisor; a fixed tendon's Σ coefficient × joint value).
struct TendonPath {
    std::vector<std::vector<Eigen::Vector3d>> strands;
    double length = 0;
};

// Tendon t of model at data's frame poses.
TendonPath tendonPath(const Model& model, const Data& data, int t);

}  // namespace kinedit::kin
