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

private:
    mutable QMutex m_lock;
    mutable QHash<QString, std::optional<MeshFacts>> m_known;  // by key; none: unreadable
};

}  // namespace kinedit
