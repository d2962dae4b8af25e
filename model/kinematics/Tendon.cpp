#include "Tendon.h"

#include "Data.h"
#include "Model.h"

#include <cmath>

namespace kinedit::kin {

namespace {

constexpr double kMinVal = 1e-15;  // MuJoCo's mjMINVAL

using V2 = Eigen::Vector2d;

double cross2(const V2& a, const V2& b) { return a.x() * b.y() - a.y() * b.x(); }

// Whether segments a0-a1 and b0-b1 cross (parallel ones never do).
bool segmentsCross(const V2& a0, const V2& a1, const V2& b0, const V2& b1) {
    const double det = cross2(a1 - a0, b1 - b0);
    if (std::abs(det) < kMinVal) return false;
    const double s = cross2(b0 - a0, b1 - b0) / det, t = cross2(b0 - a0, a1 - a0) / det;
    return s >= 0 && s <= 1 && t >= 0 && t <= 1;
}

// The arc from p0 to p1 on a circle of radius r about the origin: the
// shorter way for the first tangent pair (second false), else the longer
// where the pair turns the other way.
double arcLength(const V2& p0, const V2& p1, bool second, double r) {
    double angle = std::acos(std::clamp(p0.normalized().dot(p1.normalized()), -1.0, 1.0));
    const double turn = p0.y() * p1.x() - p0.x() * p1.y();
    if ((turn > 0 && second) || (turn < 0 && !second)) angle = 2 * M_PI - angle;
    return r * angle;
}

// A string from a to b (2D, the circle at the origin) pulled over the
// circle of radius r: the tangent points in t0, t1 and the arc's length,
// or -1 where it does not touch the circle. side: the side it passes on
// (a point on the circle), or null.
double wrapCircle(const V2& a, const V2& b, const V2* side, double r, V2& t0, V2& t1) {
    const double aa = a.squaredNorm(), bb = b.squaredNorm(), rr = r * r;
    if (aa < rr || bb < rr || r < kMinVal) return -1;  // an end inside, or no circle
    const V2 ab = b - a;
    const double len2 = ab.squaredNorm();
    if (len2 < kMinVal) return -1;
    // The segment's point nearest the centre: clear of the circle, and on
    // the side asked (if any), the string goes straight.
    const V2 nearest = a + std::clamp(-ab.dot(a) / len2, 0.0, 1.0) * ab;
    if (nearest.squaredNorm() > rr && (!side || side->dot(nearest) >= 0)) return -1;
    // The two ways round: tangent points from a and from b.
    V2 sol[2][2];
    double score[2];
    const double ra = std::sqrt(aa - rr), rb = std::sqrt(bb - rr);
    for (int i = 0; i < 2; ++i) {
        const double s = i == 0 ? 1 : -1;
        sol[i][0] = V2(a.x() * rr + s * r * a.y() * ra, a.y() * rr - s * r * a.x() * ra) / aa;
        sol[i][1] = V2(b.x() * rr - s * r * b.y() * rb, b.y() * rr + s * r * b.x() * rb) / bb;
        // The better: nearer the side point, else the shorter chord.
        score[i] = side ? (sol[i][0] + sol[i][1]).normalized().dot(*side) : -(sol[i][0] - sol[i][1]).squaredNorm();
        if (segmentsCross(a, sol[i][0], b, sol[i][1])) score[i] = -10000;  // the two straight parts cross
    }
    const int i = score[0] > score[1] ? 0 : 1;
    t0 = sol[i][0];
    t1 = sol[i][1];
    if (segmentsCross(a, t0, b, t1)) return -1;
    return arcLength(t0, t1, i == 1, r);
}

// The same with the side point inside the circle: the string passes
// through the inside, touching the circle at one point (t0 = t1), found by
// Newton's method on the angle condition; 0, or -1 where it does not wrap.
double wrapInside(const V2& a, const V2& b, double r, V2& t0, V2& t1) {
    const double la = a.norm(), lb = b.norm();
    const V2 ab = b - a;
    const double len2 = ab.squaredNorm();
    if (la <= r || lb <= r || r < kMinVal || la < kMinVal || lb < kMinVal) return -1;
    if (len2 > kMinVal) {
        const double s = -ab.dot(a) / len2;
        if (s > 0 && s < 1 && (a + s * ab).norm() <= r) return -1;  // the segment crosses the circle
    }
    // Fallback where the solve fails: the point between the ends.
    t0 = t1 = ((a + b) / 2).normalized() * r;
    // asin(A z) + asin(B z) - 2 asin(z) + G = 0
    const double A = r / la, B = r / lb;
    const double cosG = (la * la + lb * lb - len2) / (2 * la * lb);
    if (cosG < -1 + kMinVal) return -1;
    if (cosG > 1 - kMinVal) return 0;
    const double G = std::acos(cosG);
    auto f = [&](double z) { return std::asin(A * z) + std::asin(B * z) - 2 * std::asin(z) + G; };
    double z = 1 - 1e-7, fz = f(z);
    if (fz > 0) return 0;
    int iterations = 0;
    for (; iterations < 20 && std::abs(fz) > 1e-6; ++iterations) {
        const double df = A / std::max(kMinVal, std::sqrt(1 - z * z * A * A)) + B / std::max(kMinVal, std::sqrt(1 - z * z * B * B)) -
                          2 / std::max(kMinVal, std::sqrt(1 - z * z));
        if (df > -kMinVal) return 0;
        const double next = z - fz / df;
        if (next > z) return 0;
        z = next;
        fz = f(z);
        if (fz > 1e-6) return 0;
    }
    if (iterations >= 20) return 0;
    const bool fromA = cross2(a, b) > 0;
    const V2 from = (fromA ? a : b).normalized();
    const double angle = std::asin(z) - std::asin((fromA ? A : B) * z);
    t0 = t1 = r * V2(std::cos(angle) * from.x() - std::sin(angle) * from.y(), std::sin(angle) * from.x() + std::cos(angle) * from.y());
    return 0;
}

// A string from x0 to x1 (world) over shape w placed at pose: its two
// tangent points in the world and the length along the shape, or -1
// where it goes straight. side: the side site's position, or null.
double wrap(const TendonWrap& w, const Eigen::Isometry3d& pose, const Eigen::Vector3d& x0, const Eigen::Vector3d& x1,
            const Eigen::Vector3d* side, Eigen::Vector3d& w0, Eigen::Vector3d& w1) {
    const Eigen::Matrix3d& R = pose.linear();
    const Eigen::Vector3d p0 = R.transpose() * (x0 - pose.translation()), p1 = R.transpose() * (x1 - pose.translation());
    if (p0.norm() < kMinVal || p1.norm() < kMinVal) return -1;
    // The plane the string is pulled in: through the sphere's centre and
    // both ends, or the cylinder's cross-section.
    Eigen::Vector3d e0 = Eigen::Vector3d::UnitX(), e1 = Eigen::Vector3d::UnitY();
    if (w.kind == TendonWrap::Kind::Sphere) {
        e0 = p0.normalized();
        Eigen::Vector3d normal = p0.cross(p1);
        if (normal.norm() < kMinVal) {
            // Ends in line with the centre: any plane through them; the
            // second axis 1 but for the first axis's largest component.
            int big = 0;
            if (std::abs(e0.y()) > std::abs(e0.x()) && std::abs(e0.y()) > std::abs(e0.z())) big = 1;
            if (std::abs(e0.z()) > std::abs(e0.x()) && std::abs(e0.z()) > std::abs(e0.y())) big = 2;
            Eigen::Vector3d other = Eigen::Vector3d::Ones();
            other[big] = 0;
            normal = e0.cross(other);
        }
        normal.normalize();
        e1 = normal.cross(e0).normalized();
    }
    const V2 a(p0.dot(e0), p0.dot(e1)), b(p1.dot(e0), p1.dot(e1));
    V2 sd = V2::Zero();
    if (side) {
        const Eigen::Vector3d s = R.transpose() * (*side - pose.translation());
        sd = V2(s.dot(e0), s.dot(e1));
        sd = sd.norm() >= w.radius ? V2(sd.normalized() * w.radius) : V2::Zero();
    }
    V2 t0, t1;
    double length = side && sd.isZero(0) ? wrapInside(a, b, w.radius, t0, t1) : wrapCircle(a, b, side ? &sd : nullptr, w.radius, t0, t1);
    if (length < 0) return -1;
    Eigen::Vector3d r0 = t0.x() * e0 + t0.y() * e1, r1 = t1.x() * e0 + t1.y() * e1;
    if (w.kind == TendonWrap::Kind::Cylinder) {
        // A helix: height shared in proportion to the lengths in plan.
        const double l0 = (p0.head<2>() - r0.head<2>()).norm(), l1 = (p1.head<2>() - r1.head<2>()).norm();
        r0.z() = p0.z() + (p1.z() - p0.z()) * l0 / (l0 + length + l1);
        r1.z() = p0.z() + (p1.z() - p0.z()) * (l0 + length) / (l0 + length + l1);
        const double height = std::abs(r1.z() - r0.z());
        length = std::sqrt(length * length + height * height);
    }
    w0 = pose * r0;
    w1 = pose * r1;
    return length;
}

// Whether a spatial path is one MuJoCo compiles (MjcfTendonCheck.h): two
// elements or more, each shape between two sites, each pulley between two
// other elements (or first), each site beside something that is not a pulley.
bool wellFormed(const std::vector<TendonWrap>& path) {
    using K = TendonWrap::Kind;
    const size_t n = path.size();
    if (n < 2) return false;
    for (size_t i = 0; i < n; ++i) {
        const K before = i > 0 ? path[i - 1].kind : K::Pulley, after = i + 1 < n ? path[i + 1].kind : K::Pulley;
        switch (path[i].kind) {
        case K::Pulley:
            if (i + 1 == n || before == K::Pulley) return false;
            break;
        case K::Site:
            if (before == K::Pulley && after == K::Pulley) return false;
            break;
        case K::Sphere:
        case K::Cylinder:
            if (before != K::Site || after != K::Site) return false;
            break;
        }
    }
    return true;
}

}  // namespace

TendonPath tendonPath(const Model& model, const Data& data, int t) {
    TendonPath out;
    const Tendon& tendon = model.tendons()[size_t(t)];
    if (!tendon.spatial) {
        for (const auto& [j, coef] : tendon.terms) out.length += coef * data.q[model.joints()[size_t(j)].qIndex];
        return out;
    }
    const std::vector<TendonWrap>& path = tendon.wraps;
    if (!wellFormed(path)) return out;  // no path MuJoCo would follow (the format's checks say why)
    auto at = [&](int frame) -> Eigen::Vector3d { return data.oMf[size_t(frame)].translation(); };
    double divisor = 1;
    std::vector<Eigen::Vector3d> strand;
    auto endStrand = [&] {
        if (!strand.empty()) out.strands.push_back(std::move(strand));
        strand.clear();
    };
    for (size_t j = 0; j + 1 < path.size();) {
        const TendonWrap& first = path[j];
        const TendonWrap& second = path[j + 1];
        if (first.kind == TendonWrap::Kind::Pulley || second.kind == TendonWrap::Kind::Pulley) {
            if (first.kind == TendonWrap::Kind::Pulley) {
                divisor = first.divisor;
                endStrand();
            }
            ++j;
            continue;
        }
        // site, optionally a shape, then a site
        const bool shape = second.kind == TendonWrap::Kind::Sphere || second.kind == TendonWrap::Kind::Cylinder;
        const TendonWrap& end = shape ? path[std::min(j + 2, path.size() - 1)] : second;
        const Eigen::Vector3d x0 = at(first.frame), x1 = at(end.frame);
        strand.push_back(x0);
        double arc = -1;
        Eigen::Vector3d w0, w1;
        if (shape) {
            const Eigen::Vector3d side = second.sideFrame >= 0 ? at(second.sideFrame) : Eigen::Vector3d::Zero();
            arc = wrap(second, data.oMf[size_t(second.frame)] * second.pose, x0, x1, second.sideFrame >= 0 ? &side : nullptr, w0, w1);
        }
        if (arc < 0) {
            out.length += (x1 - x0).norm() / divisor;
        } else {
            strand.push_back(w0);
            strand.push_back(w1);
            out.length += ((w0 - x0).norm() + arc + (x1 - w1).norm()) / divisor;
        }
        j += shape ? 2 : 1;
        if (j == path.size() - 1 || path[j + 1].kind == TendonWrap::Kind::Pulley) strand.push_back(x1);
    }
    endStrand();
    return out;
}

}  // namespace kinedit::kin
