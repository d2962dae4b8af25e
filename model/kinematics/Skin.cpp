#include "Skin.h"

#include "Data.h"
#include "Model.h"

namespace kinedit::kin {

SkinSurface skinSurface(const Model& model, const Data& data, int s) {
    const Skin& skin = model.skins()[size_t(s)];
    SkinSurface out;
    out.positions.assign(skin.vertices.size(), Eigen::Vector3f::Zero());
    out.normals.assign(skin.vertices.size(), Eigen::Vector3f::Zero());
    for (const SkinBone& bone : skin.bones) {
        // The bone's motion from its bind pose to its pose now.
        const Eigen::Isometry3d& now = data.oMf[size_t(bone.frame)];
        const Eigen::Matrix3d rotate = now.linear() * bone.bindRotation.conjugate().toRotationMatrix();
        const Eigen::Vector3d translate = now.translation() - rotate * bone.bindPosition;
        for (size_t k = 0; k < bone.vertices.size(); ++k) {
            const int v = bone.vertices[k];
            const Eigen::Vector3d p = rotate * skin.vertices[size_t(v)].cast<double>() + translate;
            out.positions[size_t(v)] += bone.weights[k] * p.cast<float>();
        }
    }
    for (const std::array<int, 3>& f : skin.faces) {
        const Eigen::Vector3d a = out.positions[size_t(f[0])].cast<double>();
        const Eigen::Vector3d n = (out.positions[size_t(f[1])].cast<double>() - a).cross(out.positions[size_t(f[2])].cast<double>() - a);
        for (int v : f) out.normals[size_t(v)] += n.cast<float>();  // weighted by the face's area
    }
    for (size_t v = 0; v < out.normals.size(); ++v) {
        out.normals[v] /= std::max(1e-15f, out.normals[v].norm());
        out.positions[v] += skin.inflate * out.normals[v];
    }
    return out;
}

}  // namespace kinedit::kin
