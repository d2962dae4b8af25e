// The HRDF 1.0-1.6 schema: every element and attribute of the spec, with
// the version that introduced it (from HEBI's changelog).
#pragma once

#include "schema/Schema.h"

namespace kinedit {

const Schema& hrdfSchema();
// The versions HRDF has: 1.0.0 ... 1.6.0.
const QList<QVersionNumber>& hrdfVersions();

}  // namespace kinedit
