// Files open in an editor (the language server's clients): their text as
// the editor holds it, read instead of the disk's wherever a file is read
// as a document (includes of every format). Empty by default: the GUI and
// the CLI read the disk.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace kinedit {

// path is made absolute; text replaces what the disk holds until closed.
void setOpenFileText(const QString& path, const QByteArray& text);
void closeOpenFile(const QString& path);
// The editor's text of path, if it is open.
std::optional<QByteArray> openFileText(const QString& path);

}  // namespace kinedit
