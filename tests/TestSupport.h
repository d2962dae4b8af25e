// Helpers shared by the test suites: where the shared corpus is, and
// skipping with a message when it is absent.
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QDir>
#include <QFileInfo>
#include <QString>
#include <QtTest>

#include <algorithm>

namespace kinedit::test {

// ../shared beside the clone (set by CMake; KINEDIT_SHARED overrides).
inline QString sharedDir() {
    const QByteArray env = qgetenv("KINEDIT_SHARED");
    return QDir::cleanPath(env.isEmpty() ? QStringLiteral(KINEDIT_SHARED_DIR) : QString::fromLocal8Bit(env));
}

inline QString corpusDir() { return sharedDir() + QStringLiteral("/corpus"); }

// Writes bytes to dir/name (folders made as needed); returns the path, or
// an empty string when the file cannot be written.
inline QString writeFile(const QString& dir, const QString& name, const QByteArray& bytes) {
    const QString path = QDir(dir).filePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) return {};
    return path;
}

// A file's bytes; empty when it cannot be read.
inline QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The first diagnostic with a code (null if none), and how many have it.
inline const Diagnostic* findCode(const Diagnostics& d, QLatin1String code) {
    const auto it = std::find_if(d.begin(), d.end(), [&](const Diagnostic& x) { return x.code == code; });
    return it == d.end() ? nullptr : &*it;
}
inline const Diagnostic* findCode(const Diagnostics& d, const char* code) { return findCode(d, QLatin1String(code)); }
inline int countCode(const Diagnostics& d, const char* code) {
    return int(std::count_if(d.begin(), d.end(), [&](const Diagnostic& x) { return x.code == QLatin1String(code); }));
}

}  // namespace kinedit::test

// Skips the current test when the shared corpus (or a file in it) is absent.
#define KINEDIT_REQUIRE_SHARED(path)                                                             \
    do {                                                                                         \
        if (!QFileInfo::exists(path))                                                            \
            QSKIP(qPrintable(QStringLiteral("shared data absent: %1 (tests that need ../shared " \
                                            "skip without it)")                                  \
                                 .arg(path)));                                                   \
    } while (0)
