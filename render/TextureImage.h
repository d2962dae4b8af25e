// The image of a visual's texture: read from its file (any format Qt
// reads), or made from its colours as MuJoCo makes its built-in textures.
#pragma once

#include <QImage>
#include <QString>

namespace kinedit {
namespace kin {
struct VisualTexture;
}

// RGBA8888; null with *error set when the file is missing or unreadable.
QImage textureImage(const kin::VisualTexture& texture, QString* error);
// An image file (a mesh's diffuse map), the same way.
QImage textureImageFile(const QString& path, QString* error);

// What tells two textures' images apart (the file, or the built-in's
// colours, marks and size).
QString textureKey(const kin::VisualTexture& texture);

}  // namespace kinedit
