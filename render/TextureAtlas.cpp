#include "TextureAtlas.h"

#include "TextureUpload.h"

#include <QPainter>
#include <QTimer>
#include <Qt3DRender/QTexture>

namespace kinedit {

namespace {
constexpr int kSide = TextureAtlas::kSlotSide * TextureAtlas::kSlotsPerSide;
}

TextureAtlas::TextureAtlas(Qt3DCore::QNode* parent) : QObject(parent) {
    m_texture = new Qt3DRender::QTexture2D(parent);
    m_texture->setFormat(Qt3DRender::QAbstractTexture::RGBA8_UNorm);
    m_texture->setGenerateMipMaps(false);
    m_texture->setMinificationFilter(Qt3DRender::QAbstractTexture::Linear);
    m_texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
    m_texture->setSize(1, 1);
}

int TextureAtlas::slot(const QString& key, const std::function<QImage(QString*)>& make, QString* error) {
    if (const auto it = m_slots.constFind(key); it != m_slots.cend()) return *it;
    if (const auto it = m_failed.constFind(key); it != m_failed.cend()) {
        *error = *it;
        return -1;
    }
    const auto free = std::find(m_used.begin(), m_used.end(), false);
    if (free == m_used.end()) {
        *error = tr("more than %1 textures in one view: drawn without this one").arg(m_used.size());
        return -1;
    }
    const QImage image = make(error);
    if (image.isNull()) {
        m_failed.insert(key, *error);
        return -1;
    }
    const int slot = int(free - m_used.begin());
    *free = true;
    m_slots.insert(key, slot);
    if (m_image.isNull()) {
        m_image = QImage(kSide, kSide, QImage::Format_RGBA8888);
        m_image.fill(Qt::white);
    }
    QPainter p(&m_image);
    p.setCompositionMode(QPainter::CompositionMode_Source);
    p.setRenderHint(QPainter::SmoothPixmapTransform, image.width() > kSlotSide || image.height() > kSlotSide);
    p.drawImage(QRect((slot % kSlotsPerSide) * kSlotSide, (slot / kSlotsPerSide) * kSlotSide, kSlotSide, kSlotSide), image);
    p.end();
    // Once for all the slots a model fills.
    if (!m_uploadDue) {
        m_uploadDue = true;
        QTimer::singleShot(0, this, &TextureAtlas::upload);
    }
    return slot;
}

void TextureAtlas::retain(const QSet<QString>& keep) {
    for (auto it = m_slots.begin(); it != m_slots.end();) {
        if (keep.contains(it.key())) {
            ++it;
            continue;
        }
        m_used[size_t(*it)] = false;
        it = m_slots.erase(it);
    }
    m_failed.clear();
}

QVector4D TextureAtlas::slotRect(int slot) {
    const float side = float(kSide), half = 0.5f / side;
    const float x = float((slot % kSlotsPerSide) * kSlotSide) / side, y = float((slot / kSlotsPerSide) * kSlotSide) / side;
    const float extent = float(kSlotSide) / side;
    return {x + half, y + half, extent - 2 * half, extent - 2 * half};
}

void TextureAtlas::upload() {
    m_uploadDue = false;
    m_texture->setSize(kSide, kSide);
    uploadTexture(m_texture, QByteArray(reinterpret_cast<const char*>(m_image.constBits()), m_image.sizeInBytes()), kSide, kSide,
                  QOpenGLTexture::RGBA8_UNorm, QOpenGLTexture::RGBA, QOpenGLTexture::UInt8, 4);
}

}  // namespace kinedit
