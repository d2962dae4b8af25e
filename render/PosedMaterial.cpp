#include "PosedMaterial.h"

#include "ForwardEffect.h"
#include "PoseTexture.h"

#include <Qt3DRender/QParameter>
#include <Qt3DRender/QTexture>
#include <QVector4D>

namespace kinedit {

namespace {

// The material's parameters at binding 2; samplers by name (Qt3D finds
// them in the fragment shader only: that one must use the pose table too).
const char* const kBlocks = R"(
layout(std140, binding = 2) uniform posed_uniforms {
    vec4 diffuse;
    vec4 ambient;
};
layout(binding = 3) uniform sampler2D poseTexture;
const int kPosesPerRow = %1;
)";

const char* const kVertex = R"(#version 450 core
layout(location = 0) in vec4 localPosition;  // w: its pose's index
layout(location = 1) in vec3 vertexNormal;
layout(location = 0) out vec3 worldPosition;
layout(location = 1) out vec3 worldNormal;
%1
void main() {
    int pose = int(localPosition.w + 0.5);
    ivec2 at = ivec2(3 * (pose % kPosesPerRow), pose / kPosesPerRow);
    vec4 r0 = texelFetch(poseTexture, at, 0), r1 = texelFetch(poseTexture, at + ivec2(1, 0), 0),
         r2 = texelFetch(poseTexture, at + ivec2(2, 0), 0);
    vec4 p = vec4(localPosition.xyz, 1.0);
    vec3 placed = vec3(dot(r0, p), dot(r1, p), dot(r2, p));
    worldPosition = (modelMatrix * vec4(placed, 1.0)).xyz;
    worldNormal = normalize(mat3(modelMatrix) * vec3(dot(r0.xyz, vertexNormal), dot(r1.xyz, vertexNormal), dot(r2.xyz, vertexNormal)));
    gl_Position = modelViewProjection * vec4(placed, 1.0);
}
)";

const char* const kFragment = R"(#version 450 core
layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec3 worldNormal;
layout(location = 0) out vec4 fragColor;
%1
void main() {
    vec3 n = normalize(worldNormal), v = normalize(eyePosition - worldPosition);
    fragColor = vec4(sceneLit(n, v, diffuse.rgb, ambient.rgb), diffuse.a);
    if (diffuse.a < 0.0) fragColor = texelFetch(poseTexture, ivec2(0), 0);  // never: keeps the sampler
}
)";

}  // namespace

Qt3DRender::QEffect* makePosedEffect(bool blended, Qt3DCore::QNode* parent, bool pushedBack) {
    const QString blocks = QString::fromLatin1(kQt3dUniformBlocks) + QString::fromLatin1(kBlocks).arg(PoseTexture::kPosesPerRow);
    return makeForwardEffect(QString::fromLatin1(kVertex).arg(blocks).toLatin1(),
                             QString::fromLatin1(kFragment).arg(blocks + QString::fromLatin1(sceneLightingGlsl())).toLatin1(), blended,
                             parent, false, pushedBack);
}

PosedMaterial::PosedMaterial(Qt3DRender::QEffect* effect, const PoseTexture& poses, const QColor& diffuse, const QColor& ambient,
                             Qt3DCore::QNode* parent)
    : Qt3DRender::QMaterial(parent) {
    setEffect(effect);
    addParameter(new Qt3DRender::QParameter(QStringLiteral("diffuse"),
                                            QVector4D(diffuse.redF(), diffuse.greenF(), diffuse.blueF(), diffuse.alphaF())));
    addParameter(new Qt3DRender::QParameter(QStringLiteral("ambient"), QVector4D(ambient.redF(), ambient.greenF(), ambient.blueF(), 1.0f)));
    addParameter(new Qt3DRender::QParameter(QStringLiteral("poseTexture"), poses.texture()));
}

}  // namespace kinedit
