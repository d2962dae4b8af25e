// The TAMP problem schema (shared/specs/tamp-problem-xml.txt): elements and
// the values their text holds. A robot may hold configuration tags beyond
// torso and arms ("depends on robots"), so <robot> is open.
#pragma once

#include "diagnostics/Diagnostic.h"
#include "schema/Schema.h"

namespace kinedit {

class XmlDocument;

const Schema& tampSchema();

// Elements and attributes the schema does not have: warnings (kept as
// written). A <robot>'s unknown children are configuration tags: not warned.
void checkTampSchema(const XmlDocument& doc, Diagnostics& out);

}  // namespace kinedit
