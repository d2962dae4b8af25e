// The viewport's benchmark: how fast a joint change reaches the screen on a
// large robot. A generated chain of N links (a box and a frame's axes
// each) is shown; each step sets every joint (FK + transforms only), then
// waits for the rendered frame through QRenderCapture, so a step's time
// includes Qt3D's render and the read-back (an upper bound on the frame
// time a user sees). Needs a display with OpenGL.
#pragma once

#include "Antialiasing.h"

#include <QString>

namespace kinedit::bench {

struct ViewportBenchResult {
    int links = 0, entities = 0, steps = 0, meshTriangles = 0;
    double meshLoadMs = 0;  // from showModel until the mesh's first copy (rough or cached) was on screen
    double meshReadMs = 0;  // reading the mesh file alone (loadMesh, the file in the OS cache)
    double meshPictureAfterReadMs =
        0;  // from the viewport's worker having read the file (a heavy mesh's positions joined) to the first picture captured
    double meshRefinedMs = 0;            // from showModel until the full mesh and its levels were in, on screen
    long long meshDrawnTriangles = 0;    // what the steps drew of it (a simplified level; coarser while moving)
    long long meshRestingTriangles = 0;  // what the view drew of it at rest after the steps (within a pixel)
    double meshCachedMs = 0;             // a second view of the same file: showModel to its first picture (levels from the disk cache)
    double peakOneViewMiB = 0;           // peak resident memory before the second view was made
    bool axes = true;                    // frame axes drawn
    int multisamples = 0;                // the samples per pixel the view asked for (0: no antialiasing)
    QString renderer;                    // the OpenGL renderer it drew with
    double buildMs = 0;                  // showModel: the scene built from the model
    double firstFrameMs = 0;             // from showModel to the first captured frame
    double updateUsMean = 0;             // one joint change: FK + every transform, CPU
    double fkUsMean = 0;                 // of which forward kinematics alone
    double frameMsMean = 0, frameMsMedian = 0, frameMsMax = 0;  // joint change to captured frame
    double rebuildMs = 0;                                       // showModel again with an equal model (an edit elsewhere)
    int rebuildKept = 0;                                        // visuals it kept
    double fps() const { return frameMsMean > 0 ? 1000.0 / frameMsMean : 0; }
};

// Sheet: a rough wavy surface (the hard case: its copy within a pixel keeps
// about 62,000 of its million triangles); torus: a smooth part, as CAD
// exports over-tessellate them.
enum class MeshShape { Sheet, Torus };

struct ViewportBenchOptions {
    int links = 1000;
    int steps = 100;  // >= 1
    bool axes = true;
    int width = 1024, height = 768;
    // > 0: the chain also carries a mesh of this many triangles (a binary
    // STL written to a temporary folder), loaded before the steps; the
    // mesh levels' disk cache is a temporary folder too (cold, then warm).
    int meshTriangles = 0;
    MeshShape shape = MeshShape::Sheet;
    bool fullMeshes = false;
    // The copies within a pixel in the steps too
    // (RobotScene::setCoarserWhileMoving(false)).
    bool exactWhileMoving = false;
    Antialiasing antialiasing = Antialiasing::Automatic;
};

// Runs in the caller's (GUI) thread with a QApplication.
ViewportBenchResult benchViewport(const ViewportBenchOptions& options);

}  // namespace kinedit::bench
