// Files an export will write beside itself (meshes copied or converted into
// its meshes/ folder), known before they are on disk: an export is read
// back and checked before anything is written, and a reader that looks at
// a referenced file asks here first. Per thread, while a scope lives.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

namespace kinedit {

struct PlannedFile {
    QString copyOf;    // a copy of this file, or
    QByteArray bytes;  // these bytes (a converted mesh)
};

// Absolute path -> what will be there.
using PlannedFileMap = QHash<QString, PlannedFile>;

// While it lives, plannedFile() on this thread sees files (scopes nest).
class PlannedFilesScope {
public:
    explicit PlannedFilesScope(const PlannedFileMap& files);
    ~PlannedFilesScope();
    PlannedFilesScope(const PlannedFilesScope&) = delete;
    PlannedFilesScope& operator=(const PlannedFilesScope&) = delete;

private:
    const PlannedFileMap* m_previous;
};

// The file planned at path (made absolute), or null.
const PlannedFile* plannedFile(const QString& path);

// Whether a file is there, or will be.
bool fileExistsOrIsPlanned(const QString& path);

}  // namespace kinedit
