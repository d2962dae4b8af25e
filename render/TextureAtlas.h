// The textures of the 3D view in one Qt3D texture: a grid of square slots,
// each image stretched to its slot. Qt3D 6.4 samples a texture made once
// the scene has rendered as black, so the atlas's texture is made with the
// scene and its whole contents uploaded again when a slot changes.
// Materials find their image by its slot's rectangle (slotRect).
#pragma once

#include <QHash>
#include <QImage>
#include <QObject>
#include <QSet>
#include <QString>
#include <QVector4D>

#include <functional>
#include <vector>

namespace Qt3DCore {
class QNode;
}
namespace Qt3DRender {
class QTexture2D;
}

namespace kinedit {

class TextureAtlas : public QObject {
    Q_OBJECT
public:
    static constexpr int kSlotSide = 512;  // pixels
    static constexpr int kSlotsPerSide = 4;

    explicit TextureAtlas(Qt3DCore::QNode* parent);
    Qt3DRender::QTexture2D* texture() const { return m_texture; }

    // The slot holding the image of `key`, made by `make` the first time
    // (-1 when make failed: *error says why, remembered for the key; or the
    // atlas is full).
    int slot(const QString& key, const std::function<QImage(QString*)>& make, QString* error);
    // Frees the slots of the keys not in `keep` (their failures are
    // forgotten too: a file may be mended).
    void retain(const QSet<QString>& keep);
    // The slot's place in the atlas: x, y, width, height in texture
    // coordinates, shrunk by half a pixel so that filtering stays inside.
    static QVector4D slotRect(int slot);

private:
    void upload();
    Qt3DRender::QTexture2D* m_texture;
    QImage m_image;  // what was uploaded
    QHash<QString, int> m_slots;
    QHash<QString, QString> m_failed;
    std::vector<bool> m_used = std::vector<bool>(kSlotsPerSide * kSlotsPerSide, false);
    bool m_uploadDue = false;
};

}  // namespace kinedit
