// Takes the shader compiler's one-time start-up off the window's first frame.
//
// Qt3D's RHI renderer compiles every shader with Qt's QShaderBaker (glslang,
// then SPIRV-Cross) on the GUI thread when it first draws, and glslang builds
// its tables of built-in functions on the first compile in the process: 75-90
// ms of the example arm's first frame here, against about 1 ms for each later
// shader. warmUpShaderCompiler() compiles one small shader of the scene's GLSL
// version on a worker thread, so the tables are ready (or being built, under
// glslang's own lock) when the window draws. Calls after the first do nothing.
//
// (Starting Mesa's LLVM the same way, with an OpenGL context made and dropped
// on the worker, was tried: the first frame came no sooner.)
#pragma once

namespace kinedit {

void warmUpShaderCompiler();

}  // namespace kinedit
