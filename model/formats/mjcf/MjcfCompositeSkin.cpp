#include "MjcfCompositeSkin.h"

#include <array>
#include <functional>
#include <map>

namespace kinedit {

namespace {

QString bodyName(const MjcfCompositeSpec& s, std::initializer_list<int> at) { return mjcfCompositeName(s.prefix, "B", at); }

void addFace(MjcfSkin& k, int a, int b, int c) { k.faces.insert(k.faces.end(), {a, b, c}); }

void addBone(MjcfSkin& k, const QString& body, const Eigen::Vector3f& bind, std::vector<int> vertices, std::vector<float> weights) {
    MjcfSkin::Bone b;
    b.body = body;
    b.bindPosition = bind;
    b.vertices = std::move(vertices);
    b.weights = std::move(weights);
    k.bones.push_back(std::move(b));
}

// A sheet of c0 × c1 vertices on each of two sides (the second side's
// vertices n0 × ... after the first's), each grid square two triangles
// facing out of its side, the sides joined along the edges by thin
// triangles; vertex positions are the caller's.
void sheetFaces(MjcfSkin& k, int c0, int c1) {
    const int n = c0 * c1;
    for (int side = 0; side < 2; ++side)
        for (int ix = 0; ix + 1 < c0; ++ix)
            for (int iy = 0; iy + 1 < c1; ++iy) {
                const int o = side * n;
                addFace(k, o + ix * c1 + iy, o + (ix + 1) * c1 + iy + (side == 1), o + (ix + 1) * c1 + iy + (side == 0));
                addFace(k, o + ix * c1 + iy, o + (ix + (side == 0)) * c1 + iy + 1, o + (ix + (side == 1)) * c1 + iy + 1);
            }
    for (int ix = 0; ix + 1 < c0; ++ix) {  // along x, at y = 0
        addFace(k, ix * c1, n + (ix + 1) * c1, (ix + 1) * c1);
        addFace(k, ix * c1, n + ix * c1, n + (ix + 1) * c1);
    }
    for (int ix = 0; ix + 1 < c0; ++ix) {  // along x, at the last y
        const int y = c1 - 1;
        addFace(k, ix * c1 + y, (ix + 1) * c1 + y, n + (ix + 1) * c1 + y);
        addFace(k, ix * c1 + y, n + (ix + 1) * c1 + y, n + ix * c1 + y);
    }
    for (int iy = 0; iy + 1 < c1; ++iy) {  // along y, at x = 0
        addFace(k, iy, iy + 1, n + iy + 1);
        addFace(k, iy, n + iy + 1, n + iy);
    }
    for (int iy = 0; iy + 1 < c1; ++iy) {  // along y, at the last x
        const int x = (c0 - 1) * c1;
        addFace(k, iy + x, n + iy + 1 + x, iy + 1 + x);
        addFace(k, iy + x, n + iy + x, n + iy + 1 + x);
    }
}

void sheetTexCoords(MjcfSkin& k, int c0, int c1) {
    for (int side = 0; side < 2; ++side)
        for (int ix = 0; ix < c0; ++ix)
            for (int iy = 0; iy < c1; ++iy) k.texCoords.insert(k.texCoords.end(), {ix / float(c0 - 1), iy / float(c1 - 1)});
}

// A vertex on each body, both sides at the body's origin.
void sheet(const MjcfCompositeSpec& s, MjcfSkin& k) {
    const int c0 = s.count[0], c1 = s.count[1], n = c0 * c1;
    k.vertices.assign(size_t(6 * n), 0.0f);
    if (s.skinSpec.texCoords) sheetTexCoords(k, c0, c1);
    sheetFaces(k, c0, c1);
    for (int ix = 0; ix < c0; ++ix)
        for (int iy = 0; iy < c1; ++iy) {
            const int v = ix * c1 + iy;
            addBone(k, bodyName(s, {ix, iy}), Eigen::Vector3f::Zero(), {v, n + v}, {1, 1});
        }
}

// The weights of the 4 × 4 bodies around a grid square (from one before
// it to two after, in each direction) on a point (x, y) of the square (0
// to 1 in grid steps): the bicubic Hermite patch over the square's
// corners, with the slopes at each corner taken by central differences
// where the grid goes on beyond it and by one-sided ones at its edges.
// first/last: the square is the grid's first or last along x, y.
std::array<double, 16> patchWeights(double x, double y, bool firstX, bool lastX, bool firstY, bool lastY) {
    // Hermite bases: value at corner 0 and 1, slope at corner 0 and 1.
    const auto value = [](int corner, double t) { return corner == 0 ? 2 * t * t * t - 3 * t * t + 1 : -2 * t * t * t + 3 * t * t; };
    const auto slope = [](int corner, double t) { return corner == 0 ? t * t * t - 2 * t * t + t : t * t * t - t * t; };
    // The difference giving the slope at corner c: node (-1..2) and weight.
    using Stencil = std::array<std::pair<int, double>, 2>;
    const auto stencil = [](int c, bool first, bool last) -> Stencil {
        if (c == 0) return first ? Stencil{{{0, -1.0}, {1, 1.0}}} : Stencil{{{-1, -0.5}, {1, 0.5}}};
        return last ? Stencil{{{0, -1.0}, {1, 1.0}}} : Stencil{{{0, -0.5}, {2, 0.5}}};
    };
    std::array<double, 16> w{};
    const auto at = [&](int nx, int ny) -> double& { return w[size_t((nx + 1) * 4 + ny + 1)]; };
    for (int cx = 0; cx < 2; ++cx)
        for (int cy = 0; cy < 2; ++cy) {
            const Stencil sx = stencil(cx, firstX, lastX), sy = stencil(cy, firstY, lastY);
            at(cx, cy) += value(cx, x) * value(cy, y);
            for (const auto& [nx, wx] : sx) at(nx, cy) += slope(cx, x) * value(cy, y) * wx;
            for (const auto& [ny, wy] : sy) at(cx, ny) += value(cx, x) * slope(cy, y) * wy;
            for (const auto& [nx, wx] : sx)
                for (const auto& [ny, wy] : sy) at(nx, ny) += slope(cx, x) * slope(cy, y) * wx * wy;
        }
    return w;
}

// subgrid vertices between bodies: each square's vertices bound to the
// 16 bodies around it, bodies bound at their place on the flat grid.
void subgridSheet(const MjcfCompositeSpec& s, MjcfSkin& k) {
    const int g = s.skinSpec.subgrid, step = 1 + g;
    const int c0 = s.count[0] + (s.count[0] - 1) * g, c1 = s.count[1] + (s.count[1] - 1) * g, n = c0 * c1;
    const double spacing = s.spacing, fine = s.spacing / step;
    for (int side = 0; side < 2; ++side)
        for (int ix = 0; ix < c0; ++ix)
            for (int iy = 0; iy < c1; ++iy) k.vertices.insert(k.vertices.end(), {float(ix * fine), float(iy * fine), 0.0f});
    if (s.skinSpec.texCoords) sheetTexCoords(k, c0, c1);
    sheetFaces(k, c0, c1);
    for (int ix = 0; ix < s.count[0]; ++ix)
        for (int iy = 0; iy < s.count[1]; ++iy)
            addBone(k, bodyName(s, {ix, iy}), Eigen::Vector3f(float(ix * spacing), float(iy * spacing), 0), {}, {});
    for (int ix = 0; ix + 1 < s.count[0]; ++ix)
        for (int iy = 0; iy + 1 < s.count[1]; ++iy) {
            // A square owns its vertices but those on its far edges, except
            // on the grid's last square in that direction.
            const bool lastX = ix == s.count[0] - 2, lastY = iy == s.count[1] - 2;
            for (int dx = 0; dx < step + lastX; ++dx)
                for (int dy = 0; dy < step + lastY; ++dy) {
                    const int v = (ix * step + dx) * c1 + iy * step + dy;
                    const std::array<double, 16> w = patchWeights(dx * (1.0 / step), dy * (1.0 / step), ix == 0, lastX, iy == 0, lastY);
                    for (int b = 0; b < 16; ++b) {
                        if (w[size_t(b)] == 0) continue;
                        MjcfSkin::Bone& bone = k.bones[size_t((ix + b / 4 - 1) * s.count[1] + iy + b % 4 - 1)];
                        bone.vertices.insert(bone.vertices.end(), {v, n + v});
                        bone.weights.insert(bone.weights.end(), {float(w[size_t(b)]), float(w[size_t(b)])});
                    }
                }
        }
}

using Body3 = std::function<QString(int, int)>;

// One face of a box skin: c0 × c1 vertices of its own, one per body.
void boxFace(const MjcfCompositeSpec& s, MjcfSkin& k, int c0, int c1, bool side, const Body3& body) {
    const int base = int(k.vertices.size() / 3);
    for (int i0 = 0; i0 < c0; ++i0)
        for (int i1 = 0; i1 < c1; ++i1) {
            k.vertices.insert(k.vertices.end(), {0.0f, 0.0f, 0.0f});
            if (s.skinSpec.texCoords) k.texCoords.insert(k.texCoords.end(), {i0 / float(c0 - 1), i1 / float(c1 - 1)});
            if (i0 + 1 < c0 && i1 + 1 < c1) {
                addFace(k, base + i0 * c1 + i1, base + (i0 + 1) * c1 + i1 + side, base + (i0 + 1) * c1 + i1 + !side);
                addFace(k, base + i0 * c1 + i1, base + (i0 + !side) * c1 + i1 + 1, base + (i0 + side) * c1 + i1 + 1);
            }
            addBone(k, body(i0, i1), Eigen::Vector3f::Zero(), {base + i0 * c1 + i1}, {1});
        }
}

// One face of a smooth skin: its vertices shared with the faces it meets
// (vertexOf, by body name).
void smoothFace(MjcfSkin& k, int c0, int c1, bool side, const std::map<QString, int>& vertexOf, const Body3& body) {
    for (int i0 = 0; i0 < c0; ++i0)
        for (int i1 = 0; i1 < c1; ++i1) {
            if (i0 + 1 < c0 && i1 + 1 < c1) {
                const int v00 = vertexOf.at(body(i0, i1)), v01 = vertexOf.at(body(i0, i1 + 1));
                const int v10 = vertexOf.at(body(i0 + 1, i1)), v11 = vertexOf.at(body(i0 + 1, i1 + 1));
                if (!side) {
                    addFace(k, v00, v10, v11);
                    addFace(k, v00, v11, v01);
                } else {
                    addFace(k, v00, v01, v11);
                    addFace(k, v00, v11, v10);
                }
            }
            addBone(k, body(i0, i1), Eigen::Vector3f::Zero(), {vertexOf.at(body(i0, i1))}, {1});
        }
}

// The shell's vertices shared between faces, one per body on a shared
// edge (cylinder: the side's, x or y at an end; ellipsoid: every shell
// body), in body order.
std::map<QString, int> sharedVertices(const MjcfCompositeSpec& s, MjcfSkin& k, bool withZ) {
    std::map<QString, int> out;
    const int* c = s.count;
    for (int ix = 0; ix < c[0]; ++ix)
        for (int iy = 0; iy < c[1]; ++iy)
            for (int iz = 0; iz < c[2]; ++iz) {
                const bool xe = ix == 0 || ix == c[0] - 1, ye = iy == 0 || iy == c[1] - 1, ze = withZ && (iz == 0 || iz == c[2] - 1);
                if (!xe && !ye && !ze) continue;
                k.vertices.insert(k.vertices.end(), {0.0f, 0.0f, 0.0f});
                if (s.skinSpec.texCoords) {
                    const float t = xe ? iy / float(c[1] - 1) : ix / float(c[0] - 1);
                    const float u = xe || ye ? iz / float(c[2] - 1) : iy / float(c[1] - 1);
                    k.texCoords.insert(k.texCoords.end(), {t, u});
                }
                const int v = int(out.size());
                out[bodyName(s, {ix, iy, iz})] = v;
            }
    return out;
}

void shell(const MjcfCompositeSpec& s, MjcfSkin& k) {
    const int* c = s.count;
    const int l0 = c[0] - 1, l1 = c[1] - 1, l2 = c[2] - 1;
    const Body3 zLow = [&](int a, int b) { return bodyName(s, {a, b, 0}); };
    const Body3 zHigh = [&](int a, int b) { return bodyName(s, {a, b, l2}); };
    const Body3 yLow = [&](int a, int b) { return bodyName(s, {a, 0, b}); };
    const Body3 yHigh = [&](int a, int b) { return bodyName(s, {a, l1, b}); };
    const Body3 xLow = [&](int a, int b) { return bodyName(s, {0, a, b}); };
    const Body3 xHigh = [&](int a, int b) { return bodyName(s, {l0, a, b}); };
    if (s.type == QLatin1String("box")) {
        boxFace(s, k, c[0], c[1], true, zLow);
        boxFace(s, k, c[0], c[1], false, zHigh);
        boxFace(s, k, c[0], c[2], false, yLow);
        boxFace(s, k, c[0], c[2], true, yHigh);
        boxFace(s, k, c[1], c[2], true, xLow);
        boxFace(s, k, c[1], c[2], false, xHigh);
    } else if (s.type == QLatin1String("cylinder")) {
        const std::map<QString, int> shared = sharedVertices(s, k, false);
        smoothFace(k, c[0], c[2], false, shared, yLow);
        smoothFace(k, c[0], c[2], true, shared, yHigh);
        smoothFace(k, c[1], c[2], true, shared, xLow);
        smoothFace(k, c[1], c[2], false, shared, xHigh);
        boxFace(s, k, c[0], c[1], true, zLow);  // the ends: vertices of their own
        boxFace(s, k, c[0], c[1], false, zHigh);
    } else {
        const std::map<QString, int> shared = sharedVertices(s, k, true);
        smoothFace(k, c[0], c[1], true, shared, zLow);
        smoothFace(k, c[0], c[1], false, shared, zHigh);
        smoothFace(k, c[0], c[2], false, shared, yLow);
        smoothFace(k, c[0], c[2], true, shared, yHigh);
        smoothFace(k, c[1], c[2], true, shared, xLow);
        smoothFace(k, c[1], c[2], false, shared, xHigh);
    }
}

}  // namespace

MjcfSkin mjcfCompositeSkin(const MjcfCompositeSpec& s) {
    MjcfSkin k;
    k.node = s.skinSpec.node;
    k.name = s.prefix + QLatin1String("Skin");
    k.material = s.skinSpec.material;
    k.rgba = s.skinSpec.rgba;
    k.inflate = s.skinSpec.inflate;
    k.group = s.skinSpec.group;
    if (s.dimensions() == 3)
        shell(s, k);
    else if (s.skinSpec.subgrid > 0)
        subgridSheet(s, k);
    else
        sheet(s, k);
    return k;
}

}  // namespace kinedit
