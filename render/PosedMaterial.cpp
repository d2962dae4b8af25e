#include "PosedMaterial.h"

#include "PoseTexture.h"
#include "SceneLights.h"

#include <Qt3DRender/QBlendEquation>
#include <Qt3DRender/QBlendEquationArguments>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QGraphicsApiFilter>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QTechnique>
#include <Qt3DRender/QTexture>
#include <QVector4D>

namespace kinedit {

namespace {

// Qt3D's RHI conventions: its view uniforms at binding 0 (only the members
// used are declared, a prefix of Qt3D's block), the command's at 1, the
// material's parameters in a block at 2, samplers by name (Qt3D finds them
// in the fragment shader only: that one must use the pose table too).
const char* const kBlocks = R"(
layout(std140, binding = 0) uniform qt3d_render_view_uniforms {
    mat4 viewMatrix;
    mat4 projectionMatrix;
    mat4 uncorrectedProjectionMatrix;
    mat4 clipCorrectionMatrix;
    mat4 viewProjectionMatrix;
    mat4 inverseViewMatrix;
    mat4 inverseProjectionMatrix;
    mat4 inverseViewProjectionMatrix;
    mat4 viewportMatrix;
    mat4 inverseViewportMatrix;
    vec4 textureTransformMatrix;
    vec3 eyePosition;
};
layout(std140, binding = 1) uniform qt3d_command_uniforms {
    mat4 modelMatrix;
    mat4 inverseModelMatrix;
    mat4 modelViewMatrix;
    mat3 modelNormalMatrix;
    mat4 inverseModelViewMatrix;
    mat4 modelViewProjection;
};
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

// QPhongMaterial's model: ambient + diffuse * sum(I max(n.s, 0)) +
// specular * sum(I (r.v)^shininess), its specular 0.01 and our shininess 40.
const char* const kFragment = R"(#version 450 core
layout(location = 0) in vec3 worldPosition;
layout(location = 1) in vec3 worldNormal;
layout(location = 0) out vec4 fragColor;
%1
void main() {
    vec3 n = normalize(worldNormal), v = normalize(eyePosition - worldPosition);
    const vec3 lights[2] = vec3[2](%2, %3);
    const float intensities[2] = float[2](%4, %5);
    vec3 d = vec3(0.0), s = vec3(0.0);
    for (int i = 0; i < 2; ++i) {
        vec3 l = normalize(-lights[i]);
        float lambert = max(dot(n, l), 0.0);
        d += intensities[i] * lambert;
        if (lambert > 0.0) s += intensities[i] * pow(max(dot(reflect(-l, n), v), 0.0), 40.0);
    }
    fragColor = vec4(ambient.rgb + diffuse.rgb * d + vec3(0.01) * s, diffuse.a);
    if (diffuse.a < 0.0) fragColor = texelFetch(poseTexture, ivec2(0), 0);  // never: keeps the sampler
}
)";

QString vec3(const QVector3D& v) { return QStringLiteral("vec3(%1, %2, %3)").arg(v.x()).arg(v.y()).arg(v.z()); }

}  // namespace

Qt3DRender::QEffect* makePosedEffect(bool blended, Qt3DCore::QNode* parent) {
    auto* effect = new Qt3DRender::QEffect(parent);
    auto* technique = new Qt3DRender::QTechnique;
    technique->graphicsApiFilter()->setApi(Qt3DRender::QGraphicsApiFilter::RHI);
    technique->graphicsApiFilter()->setMajorVersion(1);
    technique->graphicsApiFilter()->setMinorVersion(0);
    auto* forward = new Qt3DRender::QFilterKey;  // what QForwardRenderer draws
    forward->setName(QStringLiteral("renderingStyle"));
    forward->setValue(QStringLiteral("forward"));
    technique->addFilterKey(forward);
    auto* pass = new Qt3DRender::QRenderPass;
    auto* program = new Qt3DRender::QShaderProgram;
    const QString blocks = QString::fromLatin1(kBlocks).arg(PoseTexture::kPosesPerRow);
    program->setVertexShaderCode(QString::fromLatin1(kVertex).arg(blocks).toLatin1());
    program->setFragmentShaderCode(QString::fromLatin1(kFragment)
                                       .arg(blocks, vec3(kSceneLights[0].direction), vec3(kSceneLights[1].direction))
                                       .arg(kSceneLights[0].intensity)
                                       .arg(kSceneLights[1].intensity)
                                       .toLatin1());
    pass->setShaderProgram(program);
    if (blended) {
        auto* arguments = new Qt3DRender::QBlendEquationArguments;
        arguments->setSourceRgb(Qt3DRender::QBlendEquationArguments::SourceAlpha);
        arguments->setDestinationRgb(Qt3DRender::QBlendEquationArguments::OneMinusSourceAlpha);
        arguments->setSourceAlpha(Qt3DRender::QBlendEquationArguments::One);
        arguments->setDestinationAlpha(Qt3DRender::QBlendEquationArguments::OneMinusSourceAlpha);
        auto* equation = new Qt3DRender::QBlendEquation;
        equation->setBlendFunction(Qt3DRender::QBlendEquation::Add);
        pass->addRenderState(arguments);
        pass->addRenderState(equation);
        pass->addRenderState(new Qt3DRender::QNoDepthMask);
    }
    technique->addRenderPass(pass);
    effect->addTechnique(technique);
    return effect;
}

PosedMaterial::PosedMaterial(Qt3DRender::QEffect* effect, const PoseTexture& poses, const QColor& diffuse, const QColor& ambient,
                             Qt3DCore::QNode* parent)
    : Qt3DRender::QMaterial(parent) {
    setEffect(effect);
    addParameter(new Qt3DRender::QParameter(QStringLiteral("diffuse"), QVector4D(diffuse.redF(), diffuse.greenF(), diffuse.blueF(), diffuse.alphaF())));
    addParameter(new Qt3DRender::QParameter(QStringLiteral("ambient"), QVector4D(ambient.redF(), ambient.greenF(), ambient.blueF(), 1.0f)));
    addParameter(new Qt3DRender::QParameter(QStringLiteral("poseTexture"), poses.texture()));
}

}  // namespace kinedit
