// How much detail a mesh needs on screen: the error, in world units, that
// covers `pixels` pixels at a sphere seen by the camera (perspective: at the
// sphere's nearest point; orthographic: anywhere), and the level of a mesh
// to draw for it.
#pragma once

#include <Eigen/Geometry>
#include <QVector3D>
#include <QtGlobal>

#include <vector>

namespace Qt3DRender {
class QCamera;
}

namespace kinedit {

// The world-space length that `pixels` pixels span at `point` (not nearer
// than the near plane) in a view `viewHeight` pixels high; 0 without a view.
float worldPerPixels(const Qt3DRender::QCamera& camera, int viewHeight, const QVector3D& point, float pixels);

// The point of the box lo..hi (in a mesh's own coordinates, placed in
// the world by the rigid `pose`) nearest to `eye`, in the world: where a
// pixel is smallest on the mesh. A flat part's bounding sphere reaches
// half its width nearer the camera than any of its points.
QVector3D nearestBoxPoint(const Eigen::Isometry3f& pose, const Eigen::Vector3f& lo, const Eigen::Vector3f& hi, const QVector3D& eye);

// Of copies with these triangle counts and errors (the full mesh with
// error 0 among them or not), the one with the fewest triangles whose
// error is at most maxError; the most exact one where none is. `drawn`,
// the copy on screen (-1: none), stays while its error is within maxError
// unless the coarser choice's error is within kCoarserMargin of maxError:
// a camera resting where two copies meet does not swap them back and forth
// (a finer copy is taken at once: the error stays within the pixel).
inline constexpr float kCoarserMargin = 0.85f;
int levelToDraw(const std::vector<std::pair<int, float>>& trianglesAndErrors, float maxError, int drawn = -1);

// While the view moves (joints or camera), the heavy meshes' copies add up
// to at most this many triangles, so that frames keep up under software
// OpenGL (llvmpipe pays about half a microsecond per small triangle on two
// cores: a rough open sheet's 62,657-triangle copy within a pixel, both
// sides drawn, at 10 frames per second). At rest, within a pixel again.
inline constexpr qint64 kMovingTriangles = 25000;
// How long the view rests before the copies within a pixel come back.
inline constexpr int kRestMs = 300;

// The copies to draw while moving: from `chosen` (one index per mesh into
// its copies' triangle counts), the mesh drawing the most triangles steps
// to its next coarser copy, again and again, until all add up to at most
// `budget` or none has a coarser copy.
std::vector<int> coarsenToBudget(const std::vector<std::vector<int>>& triangles, std::vector<int> chosen, qint64 budget);

}  // namespace kinedit
