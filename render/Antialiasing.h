// Antialiasing of the 3D view: 4x multisampling, or none.
//
// Why a choice: a GPU multisamples for next to nothing, software OpenGL
// does not. Under Mesa's llvmpipe each OpenGL context made with 4 samples
// cost about 60 ms (Qt3D makes three before the first frame), and a frame
// of the million-triangle sheet took 52 ms against 32 ms without (the
// benchmark's floor). Automatic leaves it off where the renderer is
// software and on elsewhere.
#pragma once

#include <QString>

namespace kinedit {

enum class Antialiasing { Automatic, On, Off };

// Whether an OpenGL renderer string (GL_RENDERER) names a software
// rasterizer: Mesa's llvmpipe, softpipe and swrast, SwiftShader, Windows'
// GDI and Basic Render drivers.
bool isSoftwareRenderer(const QString& glRenderer);

// The samples per pixel for the view's surface: 4 or 0 (none).
int multisamples(Antialiasing choice, const QString& glRenderer);

// The setting's stored name ("auto", "on", "off") and back (unknown: Automatic).
QString antialiasingName(Antialiasing choice);
Antialiasing antialiasingFromName(const QString& name);

}  // namespace kinedit
