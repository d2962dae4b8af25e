// A surface whose vertices follow several frames (MuJoCo's skin): each
// vertex moves as the weighted sum of its bones' motions since their bind
// poses. Plain data in the model; skinSurface() poses it for a Data.
#pragma once

#include "VisualTexture.h"

#include <Eigen/Geometry>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace kinedit::kin {

class Model;
struct Data;

struct SkinBone {
    int frame = -1;  // set by the model builder from the id given to it
    // The frame's pose in which the skin's vertices are written.
    Eigen::Vector3d bindPosition = Eigen::Vector3d::Zero();
    Eigen::Quaterniond bindRotation = Eigen::Quaterniond::Identity();
    std::vector<int> vertices;   // indices into Skin::vertices
    std::vector<float> weights;  // one per vertex; a vertex's weights over all bones sum to 1
};

struct Skin {
    std::string name;
    std::vector<Eigen::Vector3f> vertices;   // in the bones' bind space
    std::vector<Eigen::Vector2f> texCoords;  // one per vertex, or none
    std::vector<std::array<int, 3>> faces;   // counter-clockwise seen from outside
    std::vector<SkinBone> bones;
    float inflate = 0;  // each vertex moved this far along its normal
    Eigen::Vector4d rgba{0.5, 0.5, 0.5, 1};
    std::optional<VisualTexture> texture;
    // The element that defines it, for messages: file, 1-based line and
    // column, XML path.
    std::string file, path;
    int line = 0, column = 0;
};

// A skin posed: its vertices and unit normals in the world.
struct SkinSurface {
    std::vector<Eigen::Vector3f> positions, normals;
};

// Skin s of model posed by data's frame poses, as MuJoCo's
// mjv_updateActiveSkin poses it: vertices from the bones, area-weighted
// normals from the faces, then inflated along them.
SkinSurface skinSurface(const Model& model, const Data& data, int s);

}  // namespace kinedit::kin
