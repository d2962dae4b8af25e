// Hands Qt3D a texture's whole contents as one data update, for a texture
// of known format and size made before the scene first rendered (a texture
// made, or a painted texture image resized, in a running scene was sampled
// as black here). Used by the pose textures and the frame names' atlas.
#pragma once

#include <QByteArray>
#include <QOpenGLTexture>
#include <Qt3DRender/QTexture>
#include <Qt3DRender/QTextureDataUpdate>
#include <Qt3DRender/QTextureImageData>

namespace kinedit {

inline void uploadTexture(Qt3DRender::QTexture2D* texture, const QByteArray& bytes, int width, int height,
                          QOpenGLTexture::TextureFormat format, QOpenGLTexture::PixelFormat pixelFormat,
                          QOpenGLTexture::PixelType pixelType, int bytesPerPixel) {
    auto image = Qt3DRender::QTextureImageDataPtr::create();
    image->setTarget(QOpenGLTexture::Target2D);
    image->setFormat(format);
    image->setPixelFormat(pixelFormat);
    image->setPixelType(pixelType);
    image->setWidth(width);
    image->setHeight(height);
    image->setDepth(1);
    image->setLayers(1);
    image->setFaces(1);
    image->setMipLevels(1);
    image->setData(bytes, bytesPerPixel);
    Qt3DRender::QTextureDataUpdate update;
    update.setData(image);
    texture->updateData(update);
}

}  // namespace kinedit
