// A MeshFactsSource (check/MeshFacts.h) that reads each mesh file when
// first asked, on the caller's thread, and keeps its facts: for the CLI and
// the language server, which check off any GUI thread.
#pragma once

#include "check/MeshFacts.h"

#include <QHash>
#include <QMutex>
#include <QString>

namespace kinedit {

struct MeshData;

// The facts of a loaded mesh (MeshMassProperties.h for the volume).
MeshFacts meshFacts(const MeshData& mesh);

class LoadingMeshFacts : public MeshFactsSource {
public:
    std::optional<MeshFacts> facts(const MeshRef& mesh) const override;
    std::optional<WeighedMesh> mujocoSolid(const MeshToWeigh& mesh) const override;

private:
    mutable QMutex m_lock;
    mutable QHash<QString, std::optional<MeshFacts>> m_known;      // by key; none: unreadable
    mutable QHash<QString, std::optional<WeighedMesh>> m_weighed;  // by mujocoSolidKey; none: unreadable or refused
};

// What a mesh's MuJoCo solid depends on, as a key: the file, its placement,
// scale and rule.
QString mujocoSolidKey(const MeshToWeigh& mesh);

// The mesh read (the view's reading where it holds one) and weighed as
// MuJoCo weighs it (MujocoMeshInertia.h); none when unreadable or refused.
std::optional<WeighedMesh> readMujocoSolid(const MeshToWeigh& mesh);

}  // namespace kinedit
