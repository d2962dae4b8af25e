// The XML files of the shared corpus: every file whose first non-blank
// byte is '<' (robot files, configs, COLLADA meshes, package.xml, ...).
#pragma once

#include "TestSupport.h"
#include "formats/Format.h"
#include "formats/FormatRegistry.h"
#include "xml/XmlDocument.h"

#include <QDirIterator>

#include <functional>

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

// Every robot file of the corpus matching patterns ("*.urdf") that is read
// by a format with a kinematic model and validates without errors.
inline void forEachValidRobot(const QStringList& patterns,
                              const std::function<void(const QString&, const XmlDocument&, const Format&)>& f) {
    QDirIterator it(corpusDir(), patterns, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        Diagnostics d;
        auto doc = XmlDocument::load(path, &d);
        const Format* format = doc ? FormatRegistry::instance().detect(*doc, path) : nullptr;
        if (!format || !format->hasKinematics()) continue;
        format->validate(*doc, d);
        if (!hasErrors(d)) f(path, *doc, *format);
    }
}

}  // namespace kinedit::test
