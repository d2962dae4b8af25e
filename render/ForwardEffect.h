// An effect QForwardRenderer draws (the "forward" rendering style, Qt3D's
// RHI backend) from a vertex and a fragment shader: opaque, or blended
// without writing depth (see-through parts, colours with alpha).
#pragma once

#include <QByteArray>
#include <QString>

namespace Qt3DCore {
class QNode;
}
namespace Qt3DRender {
class QEffect;
}

namespace kinedit {

// Qt3D's uniform blocks as its RHI backend binds them: the view's at
// binding 0 and the command's at 1, each declared up to the last member a
// shader uses (a prefix of Qt3D's own block). A material's parameters go in
// a block at binding 2, matched by member name.
extern const char* const kQt3dUniformBlocks;

// GLSL: vec3 sceneLit(vec3 n, vec3 v, vec3 diffuse, vec3 ambient), the
// colour QPhongMaterial's model gives under the viewport's lights
// (SceneLights.h): ambient + diffuse * sum(I max(n.l, 0)) + specular *
// sum(I (r.v)^shininess), specular 0.01 and shininess 40 as Kinedit sets
// them. n: the unit normal, v: the unit vector to the eye, in the world.
QByteArray sceneLightingGlsl();

// twoSided: both faces of every triangle drawn. Qt3D's RHI backend culls
// back faces unless told not to, which leaves holes wherever a mesh file's
// surface is open (a plate, a shell) or wound the other way. pushedBack:
// its depth pushed back by a polygon offset (ground planes: the ground
// grid's lines at z = 0 are drawn over them whole, not broken into dashes
// by depth fighting).
Qt3DRender::QEffect* makeForwardEffect(const QByteArray& vertexShader, const QByteArray& fragmentShader, bool blended,
                                       Qt3DCore::QNode* parent, bool twoSided = false, bool pushedBack = false);

}  // namespace kinedit
