// What the viewport draws for a frame: primitives or a mesh, placed in the
// frame, with a colour. The render layer builds its scene from these and
// the engine's poses; it never reads a robot file.
#pragma once

#include "VisualTexture.h"

#include <Eigen/Geometry>

#include <optional>
#include <string>
#include <utility>

namespace kinedit::kin {

enum class ShapeKind { Box, Cylinder, Sphere, Capsule, Ellipsoid, Plane, Mesh };

struct Visual {
    int frame = -1;  // set by the model builder
    ShapeKind kind = ShapeKind::Box;
    // Box: edge lengths; Cylinder and Capsule: (radius, length, 0) along z;
    // Sphere: (radius, 0, 0); Ellipsoid: radii; Plane: (width, height, 0).
    Eigen::Vector3d size = Eigen::Vector3d::Zero();
    Eigen::Isometry3d origin = Eigen::Isometry3d::Identity();  // in the frame
    std::string mesh;                                          // Mesh: a resolved path or URL
    Eigen::Vector3d meshScale = Eigen::Vector3d::Ones();
    std::string submesh;         // Mesh: one named mesh of the file (SDFormat); empty: all
    bool submeshCenter = false;  // ... moved so its bounding box is centred on the frame
    Eigen::Vector4d rgba{0.7, 0.7, 0.72, 1.0};
    bool hasColour = false;  // rgba comes from the file (else a mesh keeps its own colours)
    // ... from the format's default, as the file named none (MJCF's grey):
    // drawn so, and the same as a shape of no colour to a diff.
    bool defaultColour = false;
    // Drawn on the surface, multiplied by rgba (a mesh by its own texture
    // coordinates; none: a mesh's own diffuse maps).
    std::optional<VisualTexture> texture;
    bool collision = false;  // collision geometry (drawn on request) rather than visual
    std::string source;      // what it stands for, e.g. "actuator#3"
    // The element that defines it, for messages about it (a mesh that will
    // not load): file, 1-based line and column, XML path. Empty if unknown.
    std::string file, path;
    int line = 0, column = 0;
};

// A primitive in a colour the format gives (HEBI shapes, TAMP markers).
inline Visual colouredShape(ShapeKind kind, const Eigen::Vector3d& size, const Eigen::Isometry3d& origin, const Eigen::Vector4d& rgba,
                            std::string source) {
    Visual v;
    v.kind = kind;
    v.size = size;
    v.origin = origin;
    v.rgba = rgba;
    v.hasColour = true;
    v.source = std::move(source);
    return v;
}

}  // namespace kinedit::kin
