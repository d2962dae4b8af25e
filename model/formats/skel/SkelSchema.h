// The SKEL schema (shared/specs/dart-skel.txt, corrected where DART 6.12
// reads otherwise): elements, their text values and attributes.
#pragma once

#include "schema/Schema.h"

namespace kinedit {

const Schema& skelSchema();

}  // namespace kinedit
