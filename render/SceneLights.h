// The viewport's two lights, shared by the Qt3D lights it makes and the
// shader of PosedMaterial, which lights the same way without them: a key
// light from above and in front, and a fill from the other side.
#pragma once

#include <QVector3D>

#include <array>

namespace kinedit {

struct SceneLight {
    QVector3D direction;  // the way the light travels, in the world
    float intensity;
};

inline constexpr std::array<SceneLight, 2> kSceneLights{{{QVector3D(-0.4f, 0.6f, -1.0f), 0.9f}, {QVector3D(0.6f, -0.3f, -0.4f), 0.45f}}};

}  // namespace kinedit
