#include "TexturedMaterial.h"

#include "ForwardEffect.h"

#include <Qt3DRender/QAbstractTexture>
#include <Qt3DRender/QParameter>

namespace kinedit {

namespace {

const char* const kBlocks = R"(
layout(std140, binding = 2) uniform textured_uniforms {
    vec4 diffuse;
    vec4 ambient;
    vec4 slot;  // x, y, width, height in the atlas
};
layout(binding = 3) uniform sampler2D atlas;
)";

// Lit as LitMaterial, the specular term apart (it is not textured).
const char* const kVertex = R"(#version 450 core
layout(location = 0) in vec3 vertexPosition;
layout(location = 1) in vec3 vertexNormal;
layout(location = 2) in vec2 vertexTexCoord;
layout(location = 0) out vec4 colour;
layout(location = 1) out vec4 backColour;
layout(location = 2) out vec3 shine;
layout(location = 3) out vec3 backShine;
layout(location = 4) out vec2 texCoord;
%1
void main() {
    vec3 world = (modelMatrix * vec4(vertexPosition, 1.0)).xyz;
    vec3 n = normalize(modelNormalMatrix * vertexNormal), v = normalize(eyePosition - world);
    shine = sceneLit(n, v, vec3(0.0), vec3(0.0));
    backShine = sceneLit(-n, v, vec3(0.0), vec3(0.0));
    colour = vec4(sceneLit(n, v, diffuse.rgb, ambient.rgb) - shine, diffuse.a);
    backColour = vec4(sceneLit(-n, v, diffuse.rgb, ambient.rgb) - backShine, diffuse.a);
    texCoord = vertexTexCoord;
    gl_Position = modelViewProjection * vec4(vertexPosition, 1.0);
}
)";

const char* const kFragment = R"(#version 450 core
layout(location = 0) in vec4 colour;
layout(location = 1) in vec4 backColour;
layout(location = 2) in vec3 shine;
layout(location = 3) in vec3 backShine;
layout(location = 4) in vec2 texCoord;
layout(location = 0) out vec4 fragColor;
%1
void main() {
    vec4 texel = texture(atlas, slot.xy + fract(texCoord) * slot.zw);
    vec4 c = gl_FrontFacing ? colour : backColour;
    fragColor = vec4(c.rgb * texel.rgb + (gl_FrontFacing ? shine : backShine), c.a * texel.a);
}
)";

}  // namespace

Qt3DRender::QEffect* makeTexturedEffect(bool blended, Qt3DCore::QNode* parent, bool twoSided, bool pushedBack) {
    const QString blocks = QString::fromLatin1(kQt3dUniformBlocks) + QString::fromLatin1(kBlocks);
    return makeForwardEffect(QString::fromLatin1(kVertex).arg(blocks + QString::fromLatin1(sceneLightingGlsl())).toLatin1(),
                             QString::fromLatin1(kFragment).arg(blocks).toLatin1(), blended, parent, twoSided, pushedBack);
}

TexturedMaterial::TexturedMaterial(Qt3DRender::QEffect* effect, Qt3DRender::QAbstractTexture* atlas, const QVector4D& slot,
                                   const QColor& diffuse, const QColor& ambient, Qt3DCore::QNode* parent)
    : Qt3DRender::QMaterial(parent) {
    setEffect(effect);
    addParameter(new Qt3DRender::QParameter(QStringLiteral("diffuse"),
                                            QVector4D(diffuse.redF(), diffuse.greenF(), diffuse.blueF(), diffuse.alphaF())));
    addParameter(new Qt3DRender::QParameter(QStringLiteral("ambient"), QVector4D(ambient.redF(), ambient.greenF(), ambient.blueF(), 1.0f)));
    addParameter(new Qt3DRender::QParameter(QStringLiteral("slot"), slot));
    addParameter(new Qt3DRender::QParameter(QStringLiteral("atlas"), atlas));
}

}  // namespace kinedit
