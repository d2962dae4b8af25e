// Where a file named in a robot file is: relative paths (to the naming
// file), file:// URIs, and ROS package:// URIs. Web URLs are returned as
// they are (never fetched).
#pragma once

#include <QString>

namespace kinedit {

struct ResolvedResource {
    QString path;  // an existing local file, or a URL; empty if not found
    bool isUrl = false;
    QString reason;  // why it was not found (for the warning)
};

// package://NAME/REST resolves to NAME's folder: a folder NAME (with or
// without package.xml) under any entry of ROS_PACKAGE_PATH, or one whose
// package.xml names NAME; else the nearest parent folder of fromFile that is
// named NAME or holds a package.xml naming NAME.
ResolvedResource resolveResource(const QString& uri, const QString& fromFile);

// A ROS package's folder, absolute: as package:// above, and also
// AMENT_PREFIX_PATH's ENTRY/share/NAME (a ROS 2 install). Empty if not
// found, with reason set. Answers are remembered for three seconds (per
// name, folder of fromFile and environment), so a package that appears on
// disk is found at most three seconds later.
QString findPackage(const QString& name, const QString& fromFile, QString* reason = nullptr);

}  // namespace kinedit
