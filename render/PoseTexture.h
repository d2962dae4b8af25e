// Poses for the GPU: a float texture holding, for each pose, the three rows
// of its 3x4 matrix as three RGBA texels, kPosesPerRow poses to a row (a
// texture is at most 16,384 texels high). One texture update a frame moves
// every shape drawn with PosedMaterial; Qt3D's uniform parameters were
// slower to fill than the vertices they replace (a QVariant per vector),
// and its RHI backend divides by zero past 16 KB of uniforms.
#pragma once

#include <Eigen/Geometry>

#include <vector>

namespace Qt3DCore {
class QNode;
}
namespace Qt3DRender {
class QTexture2D;
}

namespace kinedit {

class PoseTexture {
public:
    static constexpr int kPosesPerRow = 256;

    explicit PoseTexture(Qt3DCore::QNode* parent);
    Qt3DRender::QTexture2D* texture() const { return m_texture; }
    // Pose i of the table becomes poses[i] (the texture grows as needed).
    void setPoses(const std::vector<Eigen::Isometry3f>& poses);
    void setPoses(const std::vector<Eigen::Isometry3d>& poses);

private:
    Qt3DRender::QTexture2D* m_texture;
    int m_rows = 0;
    template <typename Scalar>
    void write(const std::vector<Eigen::Transform<Scalar, 3, Eigen::Isometry>>& poses);
};

}  // namespace kinedit
