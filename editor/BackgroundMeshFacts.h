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

#include <functional>

namespace kinedit {

class BackgroundMeshFacts : public QObject, public MeshFactsSource {
    Q_OBJECT
public:
    std::optional<MeshFacts> facts(const MeshRef& mesh) const override;
    std::optional<WeighedMesh> mujocoSolid(const MeshToWeigh& mesh) const override;

signals:
    void arrived();

private:
    // What one kind of question has found: by key, the answer (none:
    // unreadable or refused) and the file's time and size when it was
    // read; the keys being read.
    template <class Value>
    struct Cache {
        struct Entry {
            std::optional<Value> value;
            QDateTime modified;
            qint64 size = -1;
        };
        QHash<QString, Entry> known;
        QSet<QString> pending;
    };
    // The cached answer for key while file is as it was when read; else
    // none, and read() started on a worker thread unless it runs already.
    template <class Value>
    std::optional<Value> ask(Cache<Value>& cache, const QString& key, const QString& file,
                             std::function<std::optional<Value>()> read) const;
    mutable QMutex m_lock;
    mutable Cache<MeshFacts> m_facts;     // by path, submesh, centring
    mutable Cache<WeighedMesh> m_solids;  // by mujocoSolidKey
};

}  // namespace kinedit
