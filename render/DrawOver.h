// Makes a material draw over whatever is in front of it (its depth test
// always passes): the IK handle and the frame names are seen and reached
// inside the parts. keepDepth false: it writes no depth either, so what is
// drawn after it is not hidden by it.
#pragma once

#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QTechnique>

namespace kinedit {

inline void drawOver(Qt3DRender::QMaterial* material, bool keepDepth) {
    for (Qt3DRender::QTechnique* technique : material->effect()->techniques())
        for (Qt3DRender::QRenderPass* pass : technique->renderPasses()) {
            auto* always = new Qt3DRender::QDepthTest(pass);
            always->setDepthFunction(Qt3DRender::QDepthTest::Always);
            pass->addRenderState(always);
            if (!keepDepth) pass->addRenderState(new Qt3DRender::QNoDepthMask(pass));
        }
}

}  // namespace kinedit
