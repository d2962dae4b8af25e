#include "MatrixPairs.h"

#include "SelfCollision.h"

#include <algorithm>
#include <tuple>

namespace kinedit {

namespace {
// The Setup Assistant's reason for a class; empty: not disabled.
QString setupAssistantReason(PairClass kind) {
    switch (kind) {
    case PairClass::Adjacent: return QStringLiteral("Adjacent");
    case PairClass::Default: return QStringLiteral("Default");
    case PairClass::Always: return QStringLiteral("Always");
    case PairClass::Never: return QStringLiteral("Never");
    case PairClass::Sometimes: break;
    }
    return {};
}
}  // namespace

std::vector<CompanionChecker::CollisionPair> pairsToDisable(const CollisionMatrix& matrix, const CollisionModel& shapes) {
    const auto name = [&shapes](int body) { return QString::fromStdString(shapes.bodies()[size_t(body)].name); };
    std::vector<CompanionChecker::CollisionPair> pairs;
    for (const PairStats& p : matrix.pairs)
        if (const QString reason = setupAssistantReason(p.kind); !reason.isEmpty()) {
            QString a = name(p.a), b = name(p.b);
            if (b < a) std::swap(a, b);
            pairs.push_back({a, b, reason});
        }
    std::sort(pairs.begin(), pairs.end(), [](const CompanionChecker::CollisionPair& x, const CompanionChecker::CollisionPair& y) {
        return std::tie(x.link1, x.link2) < std::tie(y.link1, y.link2);
    });
    return pairs;
}

}  // namespace kinedit
