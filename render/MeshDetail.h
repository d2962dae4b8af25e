// How much detail a mesh needs on screen: the error, in world units, that
// covers `pixels` pixels at a sphere seen by the camera (perspective: at the
// sphere's nearest point; orthographic: anywhere), and the level of a mesh
// to draw for it.
#pragma once

#include <QVector3D>

#include <vector>

namespace Qt3DRender {
class QCamera;
}

namespace kinedit {

// The world-space length that `pixels` pixels span at the sphere (centre,
// radius) in a view `viewHeight` pixels high; 0 without a view.
float worldPerPixels(const Qt3DRender::QCamera& camera, int viewHeight, const QVector3D& centre, float radius, float pixels);

// Of copies with these triangle counts and errors (the full mesh with
// error 0 among them or not), the one with the fewest triangles whose
// error is at most maxError; the most exact one where none is. `drawn`,
// the copy on screen (-1: none), stays while its error is within maxError
// unless the coarser choice's error is within kCoarserMargin of maxError:
// a camera resting where two copies meet does not swap them back and forth
// (a finer copy is taken at once: the error stays within the pixel).
inline constexpr float kCoarserMargin = 0.85f;
int levelToDraw(const std::vector<std::pair<int, float>>& trianglesAndErrors, float maxError, int drawn = -1);

}  // namespace kinedit
