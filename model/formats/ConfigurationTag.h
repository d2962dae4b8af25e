// Values a document gives a group of joints by a name of its own (a TAMP
// problem's <torso>, <left_arm>: Format::configurationTags), with the joints
// the compiler maps them to. The editor lets the user map a tag otherwise.
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace kinedit {

struct ConfigurationTag {
    QString robot, tag;
    std::vector<double> values;
    QStringList joints;  // "robot::joint", one per value; empty when the compiler found none
};

}  // namespace kinedit
