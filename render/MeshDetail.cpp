#include "MeshDetail.h"

#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraLens>

#include <algorithm>
#include <cmath>

namespace kinedit {

float worldPerPixels(const Qt3DRender::QCamera& camera, int viewHeight, const QVector3D& point, float pixels) {
    if (viewHeight <= 0) return 0;
    const Qt3DRender::QCameraLens* lens = camera.lens();
    if (lens->projectionType() == Qt3DRender::QCameraLens::OrthographicProjection)
        return pixels * (lens->top() - lens->bottom()) / float(viewHeight);
    const float distance = std::max((point - camera.position()).length(), lens->nearPlane());
    const float halfAngle = lens->fieldOfView() * float(M_PI) / 360.0f;
    return pixels * 2.0f * distance * std::tan(halfAngle) / float(viewHeight);
}

QVector3D nearestBoxPoint(const Eigen::Isometry3f& pose, const Eigen::Vector3f& lo, const Eigen::Vector3f& hi, const QVector3D& eye) {
    const Eigen::Vector3f local = pose.inverse() * Eigen::Vector3f(eye.x(), eye.y(), eye.z());
    Eigen::Vector3f nearest;
    for (int k = 0; k < 3; ++k) nearest[k] = std::clamp(local[k], lo[k], hi[k]);
    const Eigen::Vector3f world = pose * nearest;
    return {world.x(), world.y(), world.z()};
}

int levelToDraw(const std::vector<std::pair<int, float>>& levels, float maxError, int drawn) {
    int best = -1, exact = -1;
    for (int i = 0; i < int(levels.size()); ++i) {
        const auto [triangles, error] = levels[size_t(i)];
        if (error <= maxError && (best < 0 || triangles < levels[size_t(best)].first)) best = i;
        if (exact < 0 || error < levels[size_t(exact)].second) exact = i;
    }
    if (best < 0) return exact;
    const bool drawnFits = drawn >= 0 && drawn < int(levels.size()) && levels[size_t(drawn)].second <= maxError;
    if (!drawnFits || levels[size_t(best)].second <= kCoarserMargin * maxError) return best;
    // The drawn level fits: a coarser one only within the margin.
    int coarser = drawn;
    for (int i = 0; i < int(levels.size()); ++i)
        if (levels[size_t(i)].second <= kCoarserMargin * maxError && levels[size_t(i)].first < levels[size_t(coarser)].first) coarser = i;
    return coarser;
}

std::vector<int> coarsenToBudget(const std::vector<std::vector<int>>& triangles, std::vector<int> chosen, qint64 budget) {
    auto drawn = [&](size_t m) { return qint64(triangles[m][size_t(chosen[m])]); };
    // The copy of mesh m with the most triangles below what it draws; -1: none.
    auto coarser = [&](size_t m) {
        int next = -1;
        for (int i = 0; i < int(triangles[m].size()); ++i)
            if (triangles[m][size_t(i)] < drawn(m) && (next < 0 || triangles[m][size_t(i)] > triangles[m][size_t(next)])) next = i;
        return next;
    };
    qint64 total = 0;
    for (size_t m = 0; m < chosen.size(); ++m) total += drawn(m);
    while (total > budget) {
        size_t heaviest = chosen.size();
        for (size_t m = 0; m < chosen.size(); ++m)
            if (coarser(m) >= 0 && (heaviest == chosen.size() || drawn(m) > drawn(heaviest))) heaviest = m;
        if (heaviest == chosen.size()) break;
        const int next = coarser(heaviest);
        total -= drawn(heaviest) - triangles[heaviest][size_t(next)];
        chosen[heaviest] = next;
    }
    return chosen;
}

}  // namespace kinedit
