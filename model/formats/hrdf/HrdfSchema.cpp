#include "HrdfSchema.h"

#include <QCoreApplication>

namespace kinedit {

namespace {

struct HrdfSchemaText {
    Q_DECLARE_TR_FUNCTIONS(HrdfSchema)
};
using T = HrdfSchemaText;

QVersionNumber v(int minor) { return QVersionNumber(1, minor, 0); }

QList<EnumValue> values(std::initializer_list<std::pair<const char*, int>> list) {
    QList<EnumValue> out;
    for (const auto& [name, minor] : list) out.append({QString::fromLatin1(name), v(minor)});
    return out;
}

AttributeSchema attr(const char* name, ValueType type, bool required, int sinceMinor, const char* unit, QString description,
                     QString def = {}, QList<EnumValue> vals = {}) {
    AttributeSchema a;
    a.name = QString::fromLatin1(name);
    a.type = type;
    a.required = required;
    a.since = v(sinceMinor);
    a.unit = QString::fromLatin1(unit);
    a.description = std::move(description);
    a.defaultValue = std::move(def);
    a.values = std::move(vals);
    return a;
}

QList<AttributeSchema> inertia(int since) {
    QList<AttributeSchema> out;
    for (const char* n : {"ixx", "iyy", "izz", "ixy", "ixz", "iyz"})
        out.append(attr(n, ValueType::Formula, false, since, "kg m^2",
                        T::tr("Inertia tensor entry about the centre of mass, in the COM frame"), QStringLiteral("0")));
    return out;
}

// Offsets and overrides of the built-in elements (1.1.0).
QList<AttributeSchema> overrides() {
    QList<AttributeSchema> out = {
        attr("mass", ValueType::Formula, false, 1, "kg", T::tr("Overrides the library mass")),
        attr("mass_offset", ValueType::Formula, false, 1, "kg", T::tr("Added to the library mass")),
        attr("com_rot", ValueType::Rotation, false, 1, "", T::tr("Orientation of the centre-of-mass frame")),
        attr("com_trans", ValueType::Translation, false, 1, "m", T::tr("Overrides the library centre of mass")),
        attr("com_trans_offset", ValueType::Translation, false, 1, "m", T::tr("Added to the library centre of mass")),
    };
    out += inertia(1);
    return out;
}

AttributeSchema tag() { return attr("tag", ValueType::String, false, 4, "", T::tr("A unique name for this element (retrieval by name)")); }

const QStringList kRobotElements = {QStringLiteral("actuator"),   QStringLiteral("link"),  QStringLiteral("bracket"),
                                    QStringLiteral("rigid-body"), QStringLiteral("joint"), QStringLiteral("end-effector"),
                                    QStringLiteral("include")};

}  // namespace

const QList<QVersionNumber>& hrdfVersions() {
    static const QList<QVersionNumber> list = {v(0), v(1), v(2), v(3), v(4), v(5), v(6)};
    return list;
}

const Schema& hrdfSchema() {
    static const Schema schema = [] {
        QList<ElementSchema> e;
        e.append({QStringLiteral("robot"),
                  v(0),
                  T::tr("The robot: a chain (or tree) of robot elements"),
                  {attr("version", ValueType::Enum, false, 0, "", T::tr("HRDF version of this file (required from 1.1.0)"),
                        QStringLiteral("1.0.0"),
                        values({{"1.0.0", 0}, {"1.1.0", 1}, {"1.2.0", 2}, {"1.3.0", 3}, {"1.4.0", 4}, {"1.5.0", 5}, {"1.6.0", 6}})),
                   attr("rot", ValueType::Rotation, false, 0, "", T::tr("Rotation of the base frame"), QStringLiteral("identity")),
                   attr("trans", ValueType::Translation, false, 0, "m", T::tr("Translation of the base frame"), QStringLiteral("0 0 0")),
                   attr("description", ValueType::String, false, 2, "", T::tr("Human-readable description of the robot"))},
                  kRobotElements});
        QList<AttributeSchema> act = {
            attr("type", ValueType::Enum, true, 0, "", T::tr("Actuator model"), {},
                 values({{"X5-1", 0},  {"X5-4", 0},  {"X5-9", 0},   {"X8-3", 0},   {"X8-9", 0},  {"X8-16", 0},  {"R8-3", 2},
                         {"R8-9", 2},  {"R8-16", 2}, {"T5-1", 4},   {"T5-4", 4},   {"T5-9", 4},  {"T8-3", 4},   {"T8-9", 4},
                         {"T8-16", 4}, {"R25-8", 6}, {"R25-20", 6}, {"R25-40", 6}, {"T25-8", 6}, {"T25-20", 6}, {"T25-40", 6}})),
            tag()};
        act += overrides();
        e.append({QStringLiteral("actuator"), v(0), T::tr("An actuator: mass, one output, one degree of freedom"), act, {}});
        QList<AttributeSchema> link = {
            attr("type", ValueType::Enum, true, 0, "", T::tr("Link style"), {}, values({{"X5", 0}, {"R8", 2}, {"R25", 6}, {"R25-R8", 6}})),
            attr("extension", ValueType::Formula, true, 0, "m", T::tr("Axis-to-axis distance from input to output")),
            attr("twist", ValueType::Formula, true, 0, "rad", T::tr("Rotation of the output about the tube")),
            attr("input", ValueType::Enum, false, 2, "", T::tr("Input interface style"), QStringLiteral("RightAngle"),
                 values({{"RightAngle", 2}, {"Inline", 2}})),
            attr("output", ValueType::Enum, false, 2, "", T::tr("Output interface style"), QStringLiteral("RightAngle"),
                 values({{"RightAngle", 2}, {"Inline", 2}})),
            tag()};
        link += overrides();
        e.append({QStringLiteral("link"), v(0), T::tr("A parameterised tube between two actuators"), link, {}});
        QList<AttributeSchema> bracket = {attr("type", ValueType::Enum, true, 0, "", T::tr("Bracket model"), {},
                                               values({{"X5LightLeft", 0},
                                                       {"X5LightRight", 0},
                                                       {"X5HeavyLeftInside", 0},
                                                       {"X5HeavyLeftOutside", 0},
                                                       {"X5HeavyRightInside", 0},
                                                       {"X5HeavyRightOutside", 0},
                                                       {"R8LightLeft", 2},
                                                       {"R8LightRight", 2},
                                                       {"R8HeavyLeftInside", 2},
                                                       {"R8HeavyLeftOutside", 2},
                                                       {"R8HeavyRightInside", 2},
                                                       {"R8HeavyRightOutside", 2},
                                                       {"R25LightLeft", 6},
                                                       {"R25LightRight", 6},
                                                       {"R25HeavyLeftInside", 6},
                                                       {"R25HeavyLeftOutside", 6},
                                                       {"R25HeavyRightInside", 6},
                                                       {"R25HeavyRightOutside", 6}})),
                                          tag()};
        bracket += overrides();
        e.append({QStringLiteral("bracket"), v(0), T::tr("A bracket connecting modules"), bracket, {QStringLiteral("output")}});
        QList<AttributeSchema> rb = {
            attr("mass", ValueType::Formula, true, 0, "kg", T::tr("Mass of the body")),
            attr("com_rot", ValueType::Rotation, false, 0, "", T::tr("Orientation of the centre-of-mass frame"),
                 QStringLiteral("identity")),
            attr("com_trans", ValueType::Translation, false, 0, "m", T::tr("Position of the centre of mass"), QStringLiteral("0 0 0")),
            attr("output_rot", ValueType::Rotation, false, 0, "", T::tr("Default orientation of the outputs"), QStringLiteral("identity")),
            attr("output_trans", ValueType::Translation, false, 0, "m", T::tr("Default position of the outputs"), QStringLiteral("0 0 0")),
            attr("mesh_path", ValueType::Path, false, 3, "", T::tr("Mesh file (relative path) or web URL, for display")),
            attr("mesh_rot", ValueType::Rotation, false, 3, "", T::tr("Rotation of the mesh"), QStringLiteral("identity")),
            attr("mesh_trans", ValueType::Translation, false, 3, "m", T::tr("Translation of the mesh"), QStringLiteral("0 0 0")),
            tag()};
        rb += inertia(1);
        e.append({QStringLiteral("rigid-body"), v(0), T::tr("A body with mass and one or more outputs"), rb, {QStringLiteral("output")}});
        e.append({QStringLiteral("joint"),
                  v(0),
                  T::tr("A massless degree of freedom"),
                  {attr("axis", ValueType::Enum, true, 0, "", T::tr("Rotation or translation axis"), {},
                        values({{"rx", 0}, {"ry", 0}, {"rz", 0}, {"tx", 0}, {"ty", 0}, {"tz", 0}})),
                   attr("gear_ratio", ValueType::Formula, false, 5, "", T::tr("The output moves at 1/gear_ratio of the joint value"),
                        QStringLiteral("1")),
                   tag()},
                  {}});
        QList<AttributeSchema> ee = {attr("type", ValueType::Enum, false, 2, "", T::tr("End-effector model"), QStringLiteral("Custom"),
                                          values({{"Custom", 2}, {"X5Parallel", 2}, {"R8Parallel", 2}})),
                                     attr("output_rot", ValueType::Rotation, false, 2, "", T::tr("Orientation of the end-effector frame"),
                                          QStringLiteral("identity")),
                                     attr("output_trans", ValueType::Translation, false, 2, "m",
                                          T::tr("Position of the end-effector frame"), QStringLiteral("0 0 0")),
                                     tag()};
        ee += overrides();
        e.append({QStringLiteral("end-effector"), v(2), T::tr("The end of a chain: the end-effector frame"), ee, {}});
        e.append({QStringLiteral("output"),
                  v(3),
                  T::tr("One output of a bracket or rigid body, and what is attached to it"),
                  {attr("rot", ValueType::Rotation, false, 3, "", T::tr("Orientation of this output (rigid bodies only)")),
                   attr("trans", ValueType::Translation, false, 3, "m", T::tr("Position of this output (rigid bodies only)"))},
                  kRobotElements});
        e.append({QStringLiteral("include"),
                  v(3),
                  T::tr("The robot elements of another HRDF file, in place"),
                  {attr("path", ValueType::Path, true, 3, "", T::tr("Path of the HRDF file, relative to this file"))},
                  {}});
        return Schema(QStringLiteral("hrdf"), e);
    }();
    return schema;
}

}  // namespace kinedit
