// A texture on a visual's material: an image file, or an image made from a
// few colours (MuJoCo's built-in textures), and how often it repeats over
// the surface. Plain data; the render layer makes and draws the image.
#pragma once

#include <Eigen/Core>

#include <string>

namespace kinedit::kin {

struct VisualTexture {
    enum class Builtin { None, Checker, Gradient, Flat };
    enum class Mark { None, Edge, Cross, Random };
    std::string image;  // a resolved image file; empty for a built-in one
    Builtin builtin = Builtin::None;
    // A built-in image: its colours, the marks drawn over it, its size in
    // pixels (0: a default), the share of pixels a Random mark takes.
    Eigen::Vector3d rgb1{0.8, 0.8, 0.8}, rgb2{0.5, 0.5, 0.5}, markrgb{0, 0, 0};
    Mark mark = Mark::None;
    double random = 0.01;
    int width = 0, height = 0;
    // Repeats of the image over the surface (each face of a box, a plane),
    // or, uniform, per metre.
    Eigen::Vector2d repeat{1, 1};
    bool uniform = false;
    // The element that defines it, for messages: file, 1-based line and
    // column, XML path.
    std::string file, path;
    int line = 0, column = 0;
};

}  // namespace kinedit::kin
