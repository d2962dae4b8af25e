// The window's MeshFactsSource (check/MeshFacts.h): a mesh not known yet
// is read on a worker thread, never on the GUI thread that checks, and
// arrived() says when its facts are there, for the window to check again.
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

signals:
    void arrived();

private:
    struct Known {
        std::optional<MeshFacts> facts;  // none: unreadable
        QDateTime modified;
        qint64 size = -1;
    };
    mutable QMutex m_lock;
    mutable QHash<QString, Known> m_known;  // by key (path, submesh, centre)
    mutable QSet<QString> m_loading;
    void load(const QString& key, const MeshRef& mesh) const;
};

}  // namespace kinedit
