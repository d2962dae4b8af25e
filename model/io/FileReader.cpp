#include "FileReader.h"

#include "io/OpenFiles.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kinedit {

namespace {
struct FileReaderText {
    Q_DECLARE_TR_FUNCTIONS(FileReader)
};
}  // namespace

FileReadResult readRegularFile(const QString& path, qint64 maxBytes, QByteArray& out) {
    FileReadResult r;
    if (std::optional<QByteArray> open = openFileText(path)) {  // an editor's text of it (the language server)
        r.tooLarge = open->size() > maxBytes;
        r.ok = !r.tooLarge;
        if (r.ok)
            out = *open;
        else
            r.message = FileReaderText::tr("file is larger than the limit of %1 bytes").arg(maxBytes);
        return r;
    }
    const QByteArray native = QFile::encodeName(path);
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        r.message = errno == ENOENT  ? FileReaderText::tr("no such file")
                    : errno == ELOOP ? FileReaderText::tr("cannot open: too many levels of symbolic links")
                                     : FileReaderText::tr("cannot open: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
        return r;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        r.message = S_ISDIR(st.st_mode) ? FileReaderText::tr("is a folder, not a file")
                                        : FileReaderText::tr("is not a regular file (a device, FIFO or socket); not read");
        return r;
    }
    if (st.st_size > maxBytes) {
        ::close(fd);
        r.tooLarge = true;
        r.message = FileReaderText::tr("file is %1 bytes; the limit is %2 bytes").arg(qint64(st.st_size)).arg(maxBytes);
        return r;
    }
    // Back to blocking reads: a regular file never blocks for long.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    out.clear();
    out.reserve(qsizetype(st.st_size));
    char buf[65536];
    while (true) {
        const ssize_t got = ::read(fd, buf, sizeof buf);
        if (got < 0) {
            if (errno == EINTR) continue;
            ::close(fd);
            r.message = FileReaderText::tr("read failed: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
            return r;
        }
        if (got == 0) break;
        if (out.size() + got > maxBytes) {  // the file grew while we read it
            ::close(fd);
            r.tooLarge = true;
            r.message = FileReaderText::tr("file is larger than the limit of %1 bytes").arg(maxBytes);
            return r;
        }
        out.append(buf, got);
    }
    ::close(fd);
    r.ok = true;
    return r;
}

}  // namespace kinedit
