// RobotScene: the model's skins (MuJoCo's), drawn in their colour or
// texture, shown with the visual model and hidden with the element that
// makes them.
#include "RobotScene.h"

#include "SkinMeshes.h"
#include "TextureImage.h"
#include "kinematics/Model.h"

namespace kinedit {

void RobotScene::buildSkins() {
    if (m_model->skins().empty()) return;
    m_skins = std::make_unique<SkinMeshes>(m_root, *m_model, [this](int s) {
        const kin::Skin& skin = m_model->skins()[size_t(s)];
        int slot = -1;
        if (skin.texture && !skin.texCoords.empty()) {
            const kin::VisualTexture& t = *skin.texture;
            slot = textureSlot(
                m_skinTextures, m_skinTextureProblems, textureKey(t), [&t](QString* error) { return textureImage(t, error); },
                textureProblemAt(t, skin.file, skin.line, skin.column, skin.path));
        }
        return material(colour(skin.rgba), false, false, false, slot);
    });
    m_meshProblems.append(m_skinTextureProblems);
    applySkinVisibility();
}

void RobotScene::applySkinVisibility() {
    if (!m_skins) return;
    for (size_t s = 0; s < m_model->skins().size(); ++s)
        m_skins->setShown(int(s), m_visual && !under(m_hiddenElements, m_model->skins()[s].path));
}

}  // namespace kinedit
