// A ModelDiff as lines for people (lengths in mm, angles in degrees) and as
// JSON (metres and radians); the JSON's fields are in resources/docs/cli.md.
#pragma once

#include "ModelDiff.h"

#include <QJsonObject>
#include <QStringList>

namespace kinedit {

// One change as its line.
QString diffChangeLine(const DiffChange& c);
// One line per change, then one per configuration of poses compared.
QStringList diffLines(const ModelDiff& diff, const DiffTolerance& tolerance);
QJsonObject diffJson(const ModelDiff& diff, const DiffTolerance& tolerance);

}  // namespace kinedit
