#include "LitMaterial.h"

#include "ForwardEffect.h"

#include <Qt3DRender/QParameter>
#include <QVector4D>

namespace kinedit {

namespace {

// The normal matrix keeps a mesh's non-uniform scale right.
const char* const kVertex = R"(#version 450 core
layout(location = 0) in vec3 vertexPosition;
layout(location = 1) in vec3 vertexNormal;
layout(location = 0) out vec4 colour;
layout(location = 1) out vec4 backColour;
%1
layout(std140, binding = 2) uniform lit_uniforms {
    vec4 diffuse;
    vec4 ambient;
};
void main() {
    vec3 world = (modelMatrix * vec4(vertexPosition, 1.0)).xyz;
    vec3 n = normalize(modelNormalMatrix * vertexNormal), v = normalize(eyePosition - world);
    colour = vec4(sceneLit(n, v, diffuse.rgb, ambient.rgb), diffuse.a);
    backColour = vec4(sceneLit(-n, v, diffuse.rgb, ambient.rgb), diffuse.a);
    gl_Position = modelViewProjection * vec4(vertexPosition, 1.0);
}
)";

const char* const kFragment = R"(#version 450 core
layout(location = 0) in vec4 colour;
layout(location = 1) in vec4 backColour;
layout(location = 0) out vec4 fragColor;
void main() { fragColor = gl_FrontFacing ? colour : backColour; }
)";

}  // namespace

Qt3DRender::QEffect* makeLitEffect(bool blended, Qt3DCore::QNode* parent, bool twoSided) {
    const QByteArray vertex =
        QString::fromLatin1(kVertex).arg(QString::fromLatin1(kQt3dUniformBlocks) + QString::fromLatin1(sceneLightingGlsl())).toLatin1();
    return makeForwardEffect(vertex, kFragment, blended, parent, twoSided);
}

LitMaterial::LitMaterial(Qt3DRender::QEffect* effect, const QColor& diffuse, const QColor& ambient, Qt3DCore::QNode* parent)
    : Qt3DRender::QMaterial(parent) {
    setEffect(effect);
    addParameter(new Qt3DRender::QParameter(QStringLiteral("diffuse"),
                                            QVector4D(diffuse.redF(), diffuse.greenF(), diffuse.blueF(), diffuse.alphaF())));
    addParameter(new Qt3DRender::QParameter(QStringLiteral("ambient"), QVector4D(ambient.redF(), ambient.greenF(), ambient.blueF(), 1.0f)));
}

}  // namespace kinedit
