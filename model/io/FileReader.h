// Reads a whole file safely: regular files only (a FIFO or device is never
// opened for blocking reads, so a path cannot hang Kinedit), with a size
// limit checked before reading.
#pragma once

#include <QByteArray>
#include <QString>

namespace kinedit {

struct FileReadResult {
    bool ok = false;
    bool tooLarge = false;
    QString message;  // why it failed, for the user
};

FileReadResult readRegularFile(const QString& path, qint64 maxBytes, QByteArray& out);

}  // namespace kinedit
