// Where an //include/uri points, as the composition proposal (1.4.5) and
// Gazebo resolve it: file:// and relative paths beside the including file,
// model://NAME and bare names through GZ_SIM_RESOURCE_PATH,
// IGN_GAZEBO_RESOURCE_PATH and SDF_PATH, and a model folder through its
// model.config (the highest <sdf version> Kinedit supports).
#pragma once

#include "io/ResourceResolver.h"

#include <QString>
#include <QVersionNumber>

namespace kinedit {

struct SdfIncludeTarget {
    QString file;    // the model file to read; empty when not found
    QString reason;  // why not (for the message)
};

// The newest SDFormat version Kinedit validates fully; model.config picks
// the highest <sdf version> not above it.
inline const QVersionNumber kSdfSupported{1, 9};

SdfIncludeTarget resolveIncludeUri(const QString& uri, const QString& includingFile);

// A resource a model names (a mesh): model://NAME/REST through the resource
// paths above, else as resolveResource does (relative, file://, package://).
ResolvedResource resolveSdfResource(const QString& uri, const QString& fromFile);

}  // namespace kinedit
