#include "FileWriter.h"

#include <QSaveFile>

namespace kinedit {

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error) {
    QSaveFile f(path);
    // A short write must not commit: QSaveFile would rename the truncated
    // temporary file over the old one.
    if (f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.commit()) return true;
    if (error) *error = f.errorString();
    return false;  // not committed: the temporary file is removed
}

}  // namespace kinedit
