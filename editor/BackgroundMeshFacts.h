// The window's MeshFactsSource (check/MeshFacts.h): a mesh not known yet
// is read (and weighed, for a MuJoCo solid) on a worker thread, never on
// the GUI thread that checks, and arrived() says when its facts or solid
// are there, for the window to check again.
// The mesh is the view's own reading (SharedMeshes.h): read once for both;
// only its facts are kept here.
// A file is read again when its size or time on disk changes; a file that
// cannot be read stays unknown. Asked on the thread the object lives in.
#pragma once

#include "check/MeshFacts.h"

#include <QDateTime>
#include <QHash>
#include <QMutex>
#include <QObject>
#include <QSet>

namespace kinedit {

class BackgroundMeshFacts : public QObject, public MeshFactsSource {
    Q_OBJECT
public:
    std::optional<MeshFacts> facts(const MeshRef& mesh) const override;
    std::optional<WeighedMesh> mujocoSolid(const MeshToWeigh& mesh) const override;

signals:
    void arrived();

private:
    struct Known {
        std::optional<MeshFacts> facts;  // none: unreadable
        QDateTime modified;
        qint64 size = -1;
    };
    mutable QMutex m_lock;
    struct Weighed {
        std::optional<WeighedMesh> solid;  // none: unreadable or refused
        QDateTime modified;
        qint64 size = -1;
    };
    mutable QHash<QString, Known> m_known;      // by key (path, submesh, centre)
    mutable QHash<QString, Weighed> m_weighed;  // by mujocoSolidKey
    mutable QSet<QString> m_loading, m_weighing;
    void load(const QString& key, const MeshRef& mesh) const;
    void weigh(const QString& key, const MeshToWeigh& mesh) const;
};

}  // namespace kinedit
