// Meshes turned into binary STL for a target that cannot read them as they
// are (MJCF: no COLLADA, no ASCII STL, at most 200,000 faces).
// kinedit_model reads no meshes: the application passes a converter
// (meshToStl of model/geometry, through Assimp and meshoptimizer) in
// ConversionOptions.
#pragma once

#include <Eigen/Core>
#include <QByteArray>
#include <QString>

#include <functional>
#include <vector>

namespace kinedit {

struct MeshToConvert {
    QString file;          // a resolved path
    QString submesh;       // one named mesh of the file; empty: all of it
    bool center = false;   // the submesh moved to centre its bounding box
    int maxTriangles = 0;  // simplified to at most this many; 0: no limit
};

// STL has no colours: a mesh of several (a COLLADA file's materials) is
// one STL per colour, as MuJoCo Menagerie's models split theirs.
struct ConvertedMesh {
    struct Part {
        QByteArray stl;  // a binary STL file
        Eigen::Vector4d rgba = Eigen::Vector4d::Ones();
    };
    std::vector<Part> parts;  // empty on failure
    int sourceTriangles = 0;  // the mesh's triangles as read
    int triangles = 0;        // in the parts
    double error = 0;         // simplification's largest deviation, in the mesh's units
    QString problem;          // why it failed
};

using MeshConverter = std::function<ConvertedMesh(const MeshToConvert&)>;

}  // namespace kinedit
