// Parsed included files (xacro, MJCF <include>), kept between reads:
// the editor re-reads on every edit, and a robot's includes (PR2: 47 files)
// rarely change while its main file is edited. An entry is used only while
// the file on disk has the same size and modification time.
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QString>

#include <memory>

namespace kinedit {

class XmlDocument;

// The document of an existing file as XmlDocument::load reads it (null if
// unreadable), with the parse's diagnostics. Thread-safe; the document is
// shared and must not be changed.
std::shared_ptr<const XmlDocument> loadIncludedFile(const QString& path, Diagnostics* parse);

}  // namespace kinedit
