#include "PoseTexture.h"

#include "TextureUpload.h"

#include <Qt3DRender/QTexture>

#include <algorithm>

namespace kinedit {

PoseTexture::PoseTexture(Qt3DCore::QNode* parent) : m_texture(new Qt3DRender::QTexture2D(parent)) {
    m_texture->setFormat(Qt3DRender::QAbstractTexture::RGBA32F);
    m_texture->setGenerateMipMaps(false);
    m_texture->setMinificationFilter(Qt3DRender::QAbstractTexture::Nearest);
    m_texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Nearest);
    m_texture->setSize(3 * kPosesPerRow, 1);
    m_rows = 1;
}

void PoseTexture::setPoses(const std::vector<Eigen::Isometry3f>& poses) { write(poses); }
void PoseTexture::setPoses(const std::vector<Eigen::Isometry3d>& poses) { write(poses); }

template <typename Scalar>
void PoseTexture::write(const std::vector<Eigen::Transform<Scalar, 3, Eigen::Isometry>>& poses) {
    if (poses.empty()) return;
    const int rows = int((poses.size() + kPosesPerRow - 1) / kPosesPerRow);
    if (rows > m_rows) {
        m_rows = rows;
        m_texture->setSize(3 * kPosesPerRow, rows);
    }
    // Whole rows; the last one's tail is never read, but is zeroed.
    QByteArray bytes(qsizetype(rows) * kPosesPerRow * 12 * qsizetype(sizeof(float)), Qt::Uninitialized);
    float* out = reinterpret_cast<float*>(bytes.data());
    for (const auto& pose : poses) {
        const Scalar* m = pose.matrix().data();  // column-major 4x4
        for (int r = 0; r < 3; ++r, out += 4)
            out[0] = float(m[r]), out[1] = float(m[4 + r]), out[2] = float(m[8 + r]), out[3] = float(m[12 + r]);
    }
    std::fill(out, reinterpret_cast<float*>(bytes.data() + bytes.size()), 0.0f);
    uploadTexture(m_texture, bytes, 3 * kPosesPerRow, rows, QOpenGLTexture::RGBA32F, QOpenGLTexture::RGBA, QOpenGLTexture::Float32,
                  4 * sizeof(float));
}

}  // namespace kinedit
