#include "SelectedFrames.h"

#include "Model.h"
#include "Visual.h"

#include <algorithm>
#include <set>

namespace kinedit::kin {

namespace {
bool atOrUnder(const std::string& element, const std::string& path) {
    if (element.empty() || path.empty()) return false;
    return element == path || (element.size() > path.size() && element.compare(0, path.size(), path) == 0 && element[path.size()] == '/');
}
std::string holderOf(const std::string& path) {
    const size_t slash = path.rfind('/');
    return slash == std::string::npos || slash == 0 ? std::string() : path.substr(0, slash);
}
}  // namespace

std::vector<int> selectedFrames(const Model& model, const std::vector<std::string>& paths) {
    std::set<int> frames;
    auto selected = [&](const std::string& element) {
        return std::any_of(paths.begin(), paths.end(), [&](const std::string& p) { return atOrUnder(element, p); });
    };
    auto isSelected = [&](const std::string& element) {
        return !element.empty() && std::find(paths.begin(), paths.end(), element) != paths.end();
    };
    for (const Visual& v : model.visuals())
        if (selected(v.path)) frames.insert(v.frame);
    for (const Inertial& in : model.inertials())
        if (selected(in.at.path) || isSelected(holderOf(in.at.path))) frames.insert(in.frame);
    for (int f = 0; f < int(model.frames().size()); ++f)
        if (isSelected(model.frameSource(f).at.path)) frames.insert(f);
    frames.erase(-1);
    return {frames.begin(), frames.end()};
}

}  // namespace kinedit::kin
