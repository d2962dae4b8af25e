#include "SkinDiff.h"

#include "kinematics/Data.h"
#include "kinematics/Model.h"

#include <map>

namespace kinedit {

namespace {

QString counts(const kin::Skin& s) { return QStringLiteral("%1 vertices, %2 faces").arg(s.vertices.size()).arg(s.faces.size()); }

QString colourText(const Eigen::Vector4d& c) {
    return QStringLiteral("%1 %2 %3 %4").arg(c[0], 0, 'g', 6).arg(c[1], 0, 'g', 6).arg(c[2], 0, 'g', 6).arg(c[3], 0, 'g', 6);
}

}  // namespace

void diffSkins(const kin::Model& a, const kin::Model& b, const kin::Data* da, const kin::Data* db, const DiffTolerance& tol,
               std::vector<DiffChange>& out) {
    const auto byName = [](const kin::Model& m) {
        std::map<std::string, int> r;
        for (size_t i = 0; i < m.skins().size(); ++i) r.emplace(m.skins()[i].name, int(i));
        return r;
    };
    const auto add = [&](const std::string& name, const char* aspect, QString oldValue = {}, QString newValue = {}, double meters = -1) {
        DiffChange c;
        c.element = QStringLiteral("skin");
        c.name = QString::fromStdString(name);
        c.aspect = QLatin1String(aspect);
        c.oldValue = std::move(oldValue);
        c.newValue = std::move(newValue);
        c.meters = meters;
        out.push_back(std::move(c));
    };
    const auto sa = byName(a), sb = byName(b);
    for (const auto& [name, i] : sa) {
        const auto it = sb.find(name);
        if (it == sb.end()) {
            add(name, "removed");
            continue;
        }
        const kin::Skin &x = a.skins()[size_t(i)], &y = b.skins()[size_t(it->second)];
        if (x.vertices.size() != y.vertices.size() || x.faces != y.faces) {
            add(name, "surface", counts(x), counts(y));
        } else if (da && db) {
            const kin::SkinSurface px = kin::skinSurface(a, *da, i), py = kin::skinSurface(b, *db, it->second);
            double far = 0;
            for (size_t v = 0; v < px.positions.size(); ++v) far = std::max(far, double((px.positions[v] - py.positions[v]).norm()));
            if (far > tol.meters) add(name, "surface", counts(x), counts(y), far);
        }
        if ((x.rgba - y.rgba).cwiseAbs().maxCoeff() > tol.relative) add(name, "colour", colourText(x.rgba), colourText(y.rgba));
        if (x.texture.has_value() != y.texture.has_value() || (x.texture && x.texture->image != y.texture->image))
            add(name, "texture", x.texture ? QString::fromStdString(x.texture->image) : QString(),
                y.texture ? QString::fromStdString(y.texture->image) : QString());
    }
    for (const auto& [name, j] : sb)
        if (!sa.count(name)) add(name, "added");
}

}  // namespace kinedit
