// Where a file named in a robot file is: relative paths (to the naming
// file), file:// URIs, and ROS package:// URIs. Web URLs are returned as
// they are (never fetched).
#pragma once

#include <QString>

namespace kinedit {

struct ResolvedResource {
    QString path;     // an existing local file, or a URL; empty if not found
    bool isUrl = false;
    QString reason;   // why it was not found (for the warning)
};

// package://NAME/REST resolves to NAME's folder: a folder NAME (with or
// without package.xml) under any entry of ROS_PACKAGE_PATH, or one whose
// package.xml names NAME; else the nearest parent folder of fromFile that is
// named NAME or holds a package.xml naming NAME.
ResolvedResource resolveResource(const QString& uri, const QString& fromFile);

}  // namespace kinedit
