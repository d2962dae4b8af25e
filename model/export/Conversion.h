// Export to another format, validated on the way out (the issue's
// "conversion"): the source is checked (errors stop it unless forced) and
// compiled; the model is fitted to the target (ExportModel.h) and written;
// what was written is read back with Kinedit's own reader for the target
// and must validate without errors, and every frame the target carries
// have the source's pose, by the source's name, to 1e-9 m and 1e-9 rad (at
// the configuration the target opens in and at a second one inside the
// joint limits; initial positions the target cannot hold are warned about).
// TriP scripts are checked by evaluating their transformations the way
// TriP does (TripScript.h).
#pragma once

#include "MeshConversion.h"
#include "diagnostics/Diagnostic.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>

namespace kinedit {

class DocumentState;
class Format;
class XmlDocument;
class MeshReferences;

struct ConversionOptions {
    bool force = false;         // export even when the source has errors
    bool copyMeshes = false;    // copy meshes beside the output (else refer to them)
    MeshConverter convertMesh;  // for meshes the target cannot read (when copying); may be empty
    // The source document's state (its xacro arguments); null: a new one.
    std::shared_ptr<DocumentState> state = nullptr;
};

struct Conversion {
    QByteArray bytes;                        // what to write; empty when the export failed
    Diagnostics diagnostics;                 // the source's problems, then the export's
    int framesChecked = 0;                   // frame poses compared with the source
    double largestPosition = 0;              // over them, m
    double largestAngle = 0;                 // over them, rad
    int tendonsChecked = 0;                  // tendon lengths compared with the source
    double largestTendon = 0;                // over them, m
    QString target;                          // the target's name ("URDF", "SDFormat", "TriP (Python)")
    std::shared_ptr<MeshReferences> meshes;  // to copy on writing
    bool ok() const { return !bytes.isEmpty(); }
};

// The targets: their names and file extensions.
QStringList exportTargets();  // "URDF (*.urdf)", ...
// Whether OUT's extension names a target other than the source's format.
bool isExportTarget(const QString& outPath);

Conversion convertDocument(const XmlDocument& doc, const Format& source, const QString& outPath, const ConversionOptions& options);
// Writes conversion.bytes to outPath atomically, then copies the meshes;
// false with *error set on failure (the old file, if any, is left as it was).
bool writeConversion(const Conversion& conversion, const QString& outPath, QString* error);

}  // namespace kinedit
