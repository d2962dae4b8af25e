// Diagnostic codes of exports (EXP-): what a target format cannot hold,
// and what the check of an export found.
#pragma once

#include <QString>

namespace kinedit::exportcode {
inline const QString ScaleDropped = QStringLiteral("EXP-W001");
inline const QString JointSplit = QStringLiteral("EXP-W002");
inline const QString LoopsDropped = QStringLiteral("EXP-W003");
inline const QString NotCarried = QStringLiteral("EXP-W004");       // a shape, a mimic, a name the target cannot hold
inline const QString Renamed = QStringLiteral("EXP-W005");          // a name the target forbids, escaped
inline const QString MeshSimplified = QStringLiteral("EXP-W006");   // a mesh over the target's size limit, simplified
inline const QString LoopLoosened = QStringLiteral("EXP-W007");     // a loop joint written as a constraint holding less
inline const QString InitialsDropped = QStringLiteral("EXP-W008");  // the target opens joints elsewhere than the source's initial positions
inline const QString MeshConverted = QStringLiteral("EXP-N001");    // a mesh converted to a file format the target reads
inline const QString FramesAdded = QStringLiteral("EXP-N002");      // frames the target needs that the source has not (URDF's fixed joints)
inline const QString CannotExport = QStringLiteral("EXP-E001");
inline const QString SourceErrors = QStringLiteral("EXP-E002");
inline const QString ExportInvalid = QStringLiteral("EXP-E003");  // the written file does not validate
inline const QString FramesDiffer = QStringLiteral("EXP-E004");   // its frames (or tendons) are not the source's
inline const QString WriteFailed = QStringLiteral("EXP-E005");
}  // namespace kinedit::exportcode
