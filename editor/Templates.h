// New files from templates, one per format: an HRDF arm, an SDFormat
// assembly with an include and a placement frame, a URDF arm, a SKEL world
// and a TAMP problem. A template is a folder of files built into the
// program (resources/templates/); making one copies the folder's files
// beside the new main file, so its includes resolve.
#pragma once

#include <QList>
#include <QString>

namespace kinedit {

struct FileTemplate {
    QString id;        // the folder under resources/templates
    QString name;      // "HEBI HRDF arm" (translated)
    QString mainFile;  // the file that is opened, e.g. arm.hrdf
};

QList<FileTemplate> fileTemplates();

// Writes the template's main file as mainPath and its other files beside it.
// Refuses (false, with the reason) to overwrite any existing file.
bool instantiateTemplate(const FileTemplate& t, const QString& mainPath, QString* error);

}  // namespace kinedit
