// What an element is, to the people reading the file: the tree's icons and
// the language server's document symbols both show it. Each format says it
// of its own elements (Format::elementKind).
#pragma once

#include <QHash>
#include <QString>

namespace kinedit {

enum class ElementKind {
    Value,      // anything else: a value, a setting
    Document,   // a wrapper around the robot (SDFormat's <sdf>)
    Container,  // a robot, model, world, skeleton, problem
    Group,      // a section holding parts (MJCF's <worldbody>, <actuator>)
    Link,       // a rigid part: link, body, HRDF module
    Joint,      // a joint and what belongs to it (axis, limit, mimic)
    Frame,      // a frame or a pose
    Geometry,   // visual and collision shapes
    Material,
    Asset,     // a mesh or texture declared for use elsewhere
    Include,   // another file
    Inertia,   // mass and inertia
    Class,     // MJCF's default classes
    Macro,     // xacro's macro definitions
    Property,  // xacro's properties and arguments
    Call,      // a xacro macro call
};

// The kind of an element by its tag, from a table (Value when absent).
inline ElementKind kindOf(const QHash<QString, ElementKind>& table, const QString& tag) { return table.value(tag, ElementKind::Value); }

}  // namespace kinedit
