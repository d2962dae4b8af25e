// LitMaterial with a texture: the atlas's image at the material's slot,
// repeated by the vertices' texture coordinates (image rows counted down
// from the top), multiplied into the diffuse and ambient colours. Lit per
// vertex as LitMaterial, the texture sampled per pixel.
#pragma once

#include <QColor>
#include <QVector4D>
#include <Qt3DRender/QMaterial>

namespace Qt3DRender {
class QEffect;
class QAbstractTexture;
}  // namespace Qt3DRender

namespace kinedit {

class TexturedMaterial : public Qt3DRender::QMaterial {
public:
    // effect: from makeTexturedEffect, shared; slot: TextureAtlas::slotRect.
    TexturedMaterial(Qt3DRender::QEffect* effect, Qt3DRender::QAbstractTexture* atlas, const QVector4D& slot, const QColor& diffuse,
                     const QColor& ambient, Qt3DCore::QNode* parent = nullptr);
};

// Opaque or blended, culled or two-sided, as makeLitEffect; pushed back for
// ground planes (ForwardEffect.h).
Qt3DRender::QEffect* makeTexturedEffect(bool blended, Qt3DCore::QNode* parent, bool twoSided = false, bool pushedBack = false);

}  // namespace kinedit
