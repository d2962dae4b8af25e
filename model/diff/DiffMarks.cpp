#include "DiffMarks.h"

#include "kinematics/Model.h"

#include <algorithm>

namespace kinedit {

namespace {

// frame and its descendants reached without crossing a joint.
void markRigid(const kin::Model& model, int frame, std::vector<char>& marks) {
    if (frame < 0) return;
    marks[size_t(frame)] = 1;
    const auto& frames = model.frames();
    for (int f = frame + 1; f < frames[size_t(frame)].subtreeEnd; ++f)
        if (frames[size_t(f)].parent == frame && frames[size_t(f)].joint < 0) markRigid(model, f, marks);
}

std::vector<int> indices(const std::vector<char>& marks) {
    std::vector<int> out;
    for (size_t i = 0; i < marks.size(); ++i)
        if (marks[i]) out.push_back(int(i));
    return out;
}

}  // namespace

int diffFrame(const kin::Model& model, const QString& name) {
    const std::string n = name.toStdString();
    if (const int f = model.frameIndex(n); f >= 0) return f;
    const int j = model.jointIndex(n);
    if (j < 0) return -1;
    const auto& frames = model.frames();
    const auto moved = std::find_if(frames.begin(), frames.end(), [j](const kin::Frame& f) { return f.joint == j; });
    return moved == frames.end() ? -1 : int(moved - frames.begin());
}

DiffMarks diffMarks(const ModelDiff& diff, const kin::Model& oldModel, const kin::Model& newModel) {
    std::vector<char> changed(newModel.frames().size()), added(newModel.frames().size()), removed(oldModel.frames().size());
    for (const DiffChange& c : diff.changes) {
        if (c.element == QLatin1String("loop") || c.element == QLatin1String("actuator") || c.element == QLatin1String("configuration") ||
            c.element == QLatin1String("skin"))
            continue;  // no frame of their own
        if (c.aspect == QLatin1String("removed"))
            markRigid(oldModel, diffFrame(oldModel, c.name), removed);
        else
            markRigid(newModel, diffFrame(newModel, c.name), c.aspect == QLatin1String("added") ? added : changed);
    }
    for (const PoseComparison& p : diff.poses)
        for (const PoseComparison::Moved& m : p.moved)
            if (const int f = newModel.frameIndex(m.frame.toStdString()); f >= 0) changed[size_t(f)] = 1;
    for (size_t f = 0; f < added.size(); ++f)
        if (added[f]) changed[f] = 0;  // added wins: it has nothing to move from
    return {indices(changed), indices(added), indices(removed)};
}

}  // namespace kinedit
