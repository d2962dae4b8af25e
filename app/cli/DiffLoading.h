// One side of kinedit-cli diff: a file read and checked (the document
// check), its errors on stderr, its kinematic model at the file's
// configuration.
#pragma once

#include "Cli.h"

#include "kinematics/Data.h"

namespace kinedit::cli {

struct DiffSide {
    QString shown;  // the name in messages
    std::unique_ptr<XmlDocument> doc;
    DocumentCheck check;  // model and data set when loadDiffSide returns ExitOk
};

// Reads file; with place set, checks its bytes as the document at place (git
// gives the old version as a temporary file: its includes and meshes resolve
// from the work tree). Returns ExitOk, or ExitUsage with the reason printed:
// unreadable, no kinematic format, no model compiled.
int loadDiffSide(const Command& c, const QString& file, const QString& place, const QHash<QString, QString>& xacroArgs, DiffSide& side);

}  // namespace kinedit::cli
