// The text an editor shows for a file's bytes, and the bytes after an edit of
// that text. A text box shows every line end (\r\n, \n, a lone \r) as one
// "\n" and hides the byte order mark; the file keeps its own ends, mixed as
// they come, its mark and its last line with or without an end. An edit of
// the shown text changes only the bytes the user typed or deleted.
#pragma once

#include <QByteArray>
#include <QString>

namespace kinedit {

// The UTF-8 bytes decoded, without the byte order mark, every line end "\n".
QString shownText(const QByteArray& bytes);

// The bytes whose shown text is shown: bytes with the part of the text that
// changed replaced. Line ends the user typed take the end of the line they
// were typed in (the file's last line takes the one before it; "\n" in a
// file of one line; a change at a line's start, the line before's). Bytes
// outside the change stay as they were.
QByteArray bytesAfterShownEdit(const QByteArray& bytes, const QString& shown);

}  // namespace kinedit
