// The XML files of the shared corpus: every file whose first non-blank
// byte is '<' (robot files, configs, COLLADA meshes, package.xml, ...).
#pragma once

#include "TestSupport.h"

#include <QDirIterator>

namespace kinedit::test {

inline QStringList corpusXmlFiles() {
    QStringList files;
    QDirIterator it(corpusDir(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.endsWith(QLatin1String(".md")) || path.endsWith(QLatin1String(".html"))) continue;
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) continue;
        QByteArray head = f.read(4096);
        if (head.startsWith("\xEF\xBB\xBF")) head = head.mid(3);
        if (head.trimmed().startsWith('<')) files << path;
    }
    files.sort();
    return files;
}

}  // namespace kinedit::test
