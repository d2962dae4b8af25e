// Writing an SRDF's disable_collisions from a collision matrix, as MoveIt's
// Setup Assistant writes them: one element per pair with its reason
// (Adjacent, Default, Always, Never). An existing SRDF keeps every other
// byte: its generated entries (those reasons) go, the new ones take the
// place of the first, and entries with other reasons (User) stay and are
// not written twice. The result is a new text, applied as one edit.
#pragma once

#include "formats/Format.h"

#include <vector>

namespace kinedit::srdf {

using CollisionPair = CompanionChecker::CollisionPair;

// Whether the Setup Assistant writes this reason (a regenerated entry).
bool isGeneratedReason(const QString& reason);

std::vector<CollisionPair> disabledPairs(const XmlDocument& doc);

QByteArray newSrdf(const QString& robotName, const std::vector<CollisionPair>& pairs);
QByteArray withDisabledPairs(const XmlDocument& doc, const std::vector<CollisionPair>& pairs);

}  // namespace kinedit::srdf
