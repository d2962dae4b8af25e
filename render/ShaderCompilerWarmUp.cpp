#include "ShaderCompilerWarmUp.h"

#ifdef KINEDIT_HAVE_SHADER_BAKER
#include <QThreadPool>
#include <QtShaderTools/private/qshaderbaker_p.h>

#include <mutex>
#endif

namespace kinedit {

void warmUpShaderCompiler() {
#ifdef KINEDIT_HAVE_SHADER_BAKER
    static std::once_flag once;
    std::call_once(once, [] {
        // The global pool: QCoreApplication's destructor waits for it, so the
        // compile never outlives glslang's own tear-down at exit.
        QThreadPool::globalInstance()->start([] {
            QShaderBaker baker;
            baker.setGeneratedShaders({{QShader::SpirvShader, QShaderVersion(100)}});
            baker.setGeneratedShaderVariants({QShader::StandardShader});
            // The version of LitMaterial's and PosedMaterial's shaders: glslang
            // keeps its built-in tables per version.
            baker.setSourceString("#version 450 core\nvoid main() { gl_Position = vec4(0.0); }\n", QShader::VertexStage);
            baker.bake();
        });
    });
#endif
}

}  // namespace kinedit
