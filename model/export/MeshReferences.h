// How an export refers to the meshes of its robot: by a path relative to
// the exported file, or copied into a folder beside it (--copy-meshes).
// Files with the same name from different folders get distinct copies.
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace kinedit {

class MeshReferences {
public:
    // outFile: the file being written; copy: copy meshes into
    // <outFile's folder>/meshes rather than refer to them where they are.
    MeshReferences(const QString& outFile, bool copy);
    // What the export writes for a mesh (a resolved path or a URL). URLs
    // (package://, model://, http...) are kept as they are.
    QString reference(const QString& mesh);
    // Copies the meshes referred to (when copying); errors name the files.
    bool copyFiles(QStringList* errors) const;

private:
    QString m_dir;
    bool m_copy;
    QHash<QString, QString> m_copies;  // source path -> name under meshes/
};

}  // namespace kinedit
