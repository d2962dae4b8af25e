// Each link's mass properties from its shapes (collision or visual) at one
// density: the shapes' solids (VisualMassProperties.h) summed per frame,
// in the frame's axes about the link's centre of mass, and with the
// convex hulls of the meshes that bound no solid. What the window's
// Compute Inertial from Geometry and `kinedit-cli inertia` weigh for a
// format without a simulator's rule of its own (SimulatorMasses.h).
#pragma once

#include "geometry/MassProperties.h"

#include <QString>

#include <optional>
#include <vector>

namespace kinedit {

namespace kin {
class Model;
}

struct LinkShapeMass {
    int frame = -1;  // in the model; -1: none of that name
    QString name;
    bool weighed = false;  // it has shapes of the kind weighed
    MassProperties mass;
    bool closed = true;  // every mesh weighed is a closed surface
    // Not closed: the same with the convex hulls of the meshes that are
    // not (where each has one).
    std::optional<MassProperties> hull;
    std::optional<MassProperties> declared;  // the model's inertial of the frame
};

// A mesh that was not weighed, or not as a solid.
struct MeshTrouble {
    enum class Kind {
        Unread,       // why: the reader's error
        Refused,      // the simulator refuses it; why: its words
        Open,         // an edge of one face
        Misoriented,  // faces wound against their neighbours
    } kind = Kind::Unread;
    QString mesh;  // its file, or the name the document gives it; empty: why says
    QString why;
};

struct LinkMasses {
    std::vector<LinkShapeMass> links;  // in the file's order
    std::vector<MeshTrouble> troubles;
};

struct ShapeWeighing {
    bool collision = true;  // else the visual shapes
    double density = 1000;  // kg/m³
    // Meshes through sharedMesh (SharedMeshes.h): the window, whose view
    // holds them; else each read as mass properties need it (the CLI).
    bool sharedMeshes = false;
};

// The frames with shapes of the kind weighed or an inertial.
LinkMasses linkShapeMasses(const kin::Model& model, const ShapeWeighing& how);

}  // namespace kinedit
