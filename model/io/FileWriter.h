// Writes a whole file atomically: a temporary file beside it, renamed over
// the old one (QSaveFile). On any failure, a short write included (disk
// full, a file size limit), nothing is renamed and the old file stays as it
// was.
#pragma once

#include <QByteArray>
#include <QString>

namespace kinedit {

// False with the reason in *error (when given) if the file was not written.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error = nullptr);

}  // namespace kinedit
