// The other side of a comparison: a version of a document checked as if it
// stood at a place, so that its includes and meshes resolve from there (git
// gives the old version as a temporary file; the window compares with the
// bytes last saved, or with git's HEAD). Used by kinedit-cli diff and
// File ▸ Compare With.
#pragma once

#include "check/DocumentCheck.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>

namespace kinedit {

class XmlDocument;

struct OtherVersion {
    std::unique_ptr<XmlDocument> doc;  // null: not read (diagnostics say why)
    DocumentCheck check;
};

// bytes checked as the document at place (an absolute path).
OtherVersion checkVersionAt(const QByteArray& bytes, const QString& place, const CheckInput& input);

// Whether git tracks the file (it lies in a work tree and is in its index).
bool gitTracks(const QString& path);
// The file as git's HEAD has it (`git show HEAD:path`); nullopt with the
// reason in *error when git is missing, the file is not tracked or not in
// HEAD.
std::optional<QByteArray> gitHeadVersion(const QString& path, QString* error);

}  // namespace kinedit
