#include "ForwardEffect.h"

#include "SceneLights.h"

#include <Qt3DRender/QBlendEquation>
#include <Qt3DRender/QBlendEquationArguments>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QGraphicsApiFilter>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QPolygonOffset>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QTechnique>

namespace kinedit {

const char* const kQt3dUniformBlocks = R"(
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
)";

namespace {

QString glsl(const QVector3D& v) { return QStringLiteral("vec3(%1, %2, %3)").arg(v.x()).arg(v.y()).arg(v.z()); }

}  // namespace

QByteArray sceneLightingGlsl() {
    static_assert(kSceneLights.size() == 2);
    return QStringLiteral(R"(
vec3 sceneLit(vec3 n, vec3 v, vec3 diffuse, vec3 ambient) {
    const vec3 lights[2] = vec3[2](%1, %2);
    const float intensities[2] = float[2](%3, %4);
    vec3 d = vec3(0.0), s = vec3(0.0);
    for (int i = 0; i < 2; ++i) {
        vec3 l = normalize(-lights[i]);
        float lambert = max(dot(n, l), 0.0);
        d += intensities[i] * lambert;
        if (lambert > 0.0) s += intensities[i] * pow(max(dot(reflect(-l, n), v), 0.0), 40.0);
    }
    return ambient + diffuse * d + vec3(0.01) * s;
}
)")
        .arg(glsl(kSceneLights[0].direction), glsl(kSceneLights[1].direction))
        .arg(kSceneLights[0].intensity)
        .arg(kSceneLights[1].intensity)
        .toLatin1();
}

Qt3DRender::QEffect* makeForwardEffect(const QByteArray& vertexShader, const QByteArray& fragmentShader, bool blended,
                                       Qt3DCore::QNode* parent, bool twoSided, bool pushedBack) {
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
    program->setVertexShaderCode(vertexShader);
    program->setFragmentShaderCode(fragmentShader);
    pass->setShaderProgram(program);
    if (twoSided) {
        auto* cull = new Qt3DRender::QCullFace;
        cull->setMode(Qt3DRender::QCullFace::NoCulling);
        pass->addRenderState(cull);
    }
    if (pushedBack) {
        // Two depth steps per unit of the face's depth slope (a plane seen
        // edge on) and four more: beyond the rounding of lines drawn in it.
        auto* offset = new Qt3DRender::QPolygonOffset;
        offset->setScaleFactor(2);
        offset->setDepthSteps(4);
        pass->addRenderState(offset);
    }
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

}  // namespace kinedit
