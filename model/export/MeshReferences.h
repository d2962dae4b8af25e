// How an export refers to the meshes of its robot: by a path relative to
// the exported file, or copied into a folder beside it (--copy-meshes).
// Files with the same name from different folders get distinct copies.
// When copying, a mesh the target cannot read can be converted (binary
// STL, MeshConversion.h) and written into the same folder.
#pragma once

#include "MeshConversion.h"
#include "io/PlannedFiles.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

namespace kinedit {

class MeshReferences {
public:
    // outFile: the file being written; copy: copy meshes into
    // <outFile's folder>/meshes rather than refer to them where they are;
    // converter: for converted(), may be empty.
    MeshReferences(const QString& outFile, bool copy, MeshConverter converter = {});
    // The robot's own mesh files: never written over (a copy or a
    // conversion that would land on one gets another name).
    void protect(const QStringList& meshes);
    // What the export writes for a mesh (a resolved path or a URL). URLs
    // (package://, model://, http...) are kept as they are.
    QString reference(const QString& mesh);

    struct Converted {
        struct Part {
            QString reference;  // meshes/NAME.stl
            Eigen::Vector4d rgba;
        };
        std::vector<Part> parts;  // empty when not converted
        QString problem;          // then why
        int sourceTriangles = 0, triangles = 0;
    };
    // The mesh as a binary STL under meshes/ (copying only; once per request).
    Converted converted(const MeshToConvert& request);

    // What copyFiles() will write, by absolute path (for reading the export
    // back before it is written).
    const PlannedFileMap& planned() const { return m_planned; }
    // Copies the meshes referred to and writes the converted ones (when
    // copying); errors name the files.
    bool copyFiles(QStringList* errors) const;

private:
    // NAME, or NAME-2, NAME-3...: unused by this export and not a protected
    // file (unless it is `source` itself, copied onto itself).
    QString freeName(const QString& fileName, const QString& source = {}) const;
    QString m_dir;
    bool m_copy;
    MeshConverter m_converter;
    QHash<QString, QString> m_names;        // source path or conversion key -> name under meshes/
    QHash<QString, Converted> m_converted;  // conversion key -> result
    PlannedFileMap m_planned;               // absolute path under meshes/ -> what goes there
    QSet<QString> m_protected;              // absolute paths of the robot's meshes
};

}  // namespace kinedit
