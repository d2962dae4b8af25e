#include "PlannedFiles.h"

#include <QFileInfo>

namespace kinedit {

namespace {
thread_local const PlannedFileMap* t_planned = nullptr;
}

PlannedFilesScope::PlannedFilesScope(const PlannedFileMap& files) : m_previous(t_planned) { t_planned = &files; }

PlannedFilesScope::~PlannedFilesScope() { t_planned = m_previous; }

const PlannedFile* plannedFile(const QString& path) {
    if (!t_planned || t_planned->isEmpty()) return nullptr;
    const auto it = t_planned->constFind(QFileInfo(path).absoluteFilePath());
    return it == t_planned->constEnd() ? nullptr : &*it;
}

bool fileExistsOrIsPlanned(const QString& path) { return plannedFile(path) || QFileInfo(path).isFile(); }

}  // namespace kinedit
