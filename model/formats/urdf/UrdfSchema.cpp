#include "UrdfSchema.h"

#include <QCoreApplication>

namespace kinedit {

namespace {

struct UrdfSchemaText {
    Q_DECLARE_TR_FUNCTIONS(UrdfSchema)
};
using T = UrdfSchemaText;

AttributeSchema attr(const char* name, ValueType type, bool required, const char* unit, QString description, QString def = {},
                     QStringList values = {}) {
    AttributeSchema a;
    a.name = QString::fromLatin1(name);
    a.type = type;
    a.required = required;
    a.unit = QString::fromLatin1(unit);
    a.description = std::move(description);
    a.defaultValue = std::move(def);
    for (const QString& v : values) a.values.append({v, {}});
    return a;
}

ElementSchema element(const char* name, QString description, QList<AttributeSchema> attrs, QStringList children = {}) {
    return {QString::fromLatin1(name), {}, std::move(description), std::move(attrs), std::move(children)};
}

AttributeSchema xyz(QString d) { return attr("xyz", ValueType::Translation, false, "m", std::move(d), QStringLiteral("0 0 0")); }
AttributeSchema rpy() {
    return attr("rpy", ValueType::Translation, false, "rad", T::tr("Roll, pitch, yaw: fixed-axis X, Y, Z rotations"),
                QStringLiteral("0 0 0"));
}

}  // namespace

const Schema& urdfSchema() {
    static const Schema schema = [] {
        QList<ElementSchema> e;
        e.append(element("robot", T::tr("The robot: links joined by joints in one tree"),
                         {attr("name", ValueType::String, true, "", T::tr("Name of the robot")),
                          attr("version", ValueType::String, false, "", T::tr("URDF version"), QStringLiteral("1.0"))},
                         {QStringLiteral("link"), QStringLiteral("joint"), QStringLiteral("material"), QStringLiteral("transmission"),
                          QStringLiteral("gazebo"), QStringLiteral("ros2_control"), QStringLiteral("mujoco")}));
        e.append(element("link", T::tr("A rigid body"),
                         {attr("name", ValueType::String, true, "", T::tr("Unique link name")),
                          attr("type", ValueType::String, false, "", T::tr("Link type (used by some tools; kept)"))},
                         {QStringLiteral("inertial"), QStringLiteral("visual"), QStringLiteral("collision"),
                          QStringLiteral("self_collision_checking")}));
        e.append(element("self_collision_checking", T::tr("Geometry for self-collision checks (old ROS extension; kept)"), {},
                         {QStringLiteral("origin"), QStringLiteral("geometry")}));
        e.append(element("inertial", T::tr("Mass properties of the link"), {},
                         {QStringLiteral("origin"), QStringLiteral("mass"), QStringLiteral("inertia")}));
        e.append(element("origin", T::tr("A pose relative to the enclosing frame"), {xyz(T::tr("Translation")), rpy()}));
        e.append(element("mass", T::tr("Mass"), {attr("value", ValueType::Number, true, "kg", T::tr("Mass of the link"))}));
        QList<AttributeSchema> inertia;
        for (const char* n : {"ixx", "ixy", "ixz", "iyy", "iyz", "izz"})
            inertia.append(attr(n, ValueType::Number, true, "kg m^2", T::tr("Inertia tensor entry about the centre of mass")));
        e.append(element("inertia", T::tr("Rotational inertia about the centre of mass"), inertia));
        e.append(element("visual", T::tr("What the link looks like"),
                         {attr("name", ValueType::String, false, "", T::tr("Name of this visual"))},
                         {QStringLiteral("origin"), QStringLiteral("geometry"), QStringLiteral("material")}));
        e.append(element("collision", T::tr("The link's collision geometry"),
                         {attr("name", ValueType::String, false, "", T::tr("Name of this collision"))},
                         {QStringLiteral("origin"), QStringLiteral("geometry"), QStringLiteral("material")}));
        e.append(element("geometry", T::tr("One shape"), {},
                         {QStringLiteral("box"), QStringLiteral("cylinder"), QStringLiteral("sphere"), QStringLiteral("capsule"),
                          QStringLiteral("mesh")}));
        e.append(element("box", T::tr("A box centred on the origin"),
                         {attr("size", ValueType::Translation, true, "m", T::tr("Edge lengths x y z"))}));
        e.append(element("cylinder", T::tr("A cylinder along z, centred on the origin"),
                         {attr("radius", ValueType::Number, true, "m", T::tr("Radius")),
                          attr("length", ValueType::Number, true, "m", T::tr("Length along z"))}));
        e.append(element("capsule", T::tr("A capsule along z (not in ROS's urdfdom 3)"),
                         {attr("radius", ValueType::Number, true, "m", T::tr("Radius")),
                          attr("length", ValueType::Number, true, "m", T::tr("Length of the cylindrical part"))}));
        e.append(
            element("sphere", T::tr("A sphere centred on the origin"), {attr("radius", ValueType::Number, true, "m", T::tr("Radius"))}));
        e.append(element("mesh", T::tr("A mesh file"),
                         {attr("filename", ValueType::Path, true, "", T::tr("Relative path, file:// or package:// URI")),
                          attr("scale", ValueType::Translation, false, "", T::tr("Scale along x y z"), QStringLiteral("1 1 1"))}));
        e.append(element("material", T::tr("A colour or texture, named for reuse"),
                         {attr("name", ValueType::String, false, "", T::tr("Name; a top-level material can be referred to by it"))},
                         {QStringLiteral("color"), QStringLiteral("texture")}));
        e.append(
            element("color", T::tr("A colour"), {attr("rgba", ValueType::String, true, "", T::tr("Red, green, blue, alpha in [0, 1]"))}));
        e.append(element("texture", T::tr("A texture image"), {attr("filename", ValueType::Path, true, "", T::tr("Image file"))}));
        e.append(element("joint", T::tr("Connects a parent link to a child link"),
                         {attr("name", ValueType::String, true, "", T::tr("Unique joint name")),
                          attr("type", ValueType::Enum, true, "", T::tr("Kind of motion"), {},
                               {QStringLiteral("revolute"), QStringLiteral("continuous"), QStringLiteral("prismatic"),
                                QStringLiteral("fixed"), QStringLiteral("floating"), QStringLiteral("planar")})},
                         {QStringLiteral("origin"), QStringLiteral("parent"), QStringLiteral("child"), QStringLiteral("axis"),
                          QStringLiteral("calibration"), QStringLiteral("dynamics"), QStringLiteral("limit"), QStringLiteral("mimic"),
                          QStringLiteral("safety_controller")}));
        e.append(element("parent", T::tr("The parent link"), {attr("link", ValueType::String, true, "", T::tr("Link name"))}));
        e.append(element("child", T::tr("The child link"), {attr("link", ValueType::String, true, "", T::tr("Link name"))}));
        e.append(element("axis", T::tr("Joint axis in the joint frame"),
                         {attr("xyz", ValueType::Translation, false, "", T::tr("Axis direction (normalised)"), QStringLiteral("1 0 0"))}));
        e.append(element("limit", T::tr("Joint limits (required for revolute and prismatic joints)"),
                         {attr("lower", ValueType::Number, false, "rad or m", T::tr("Lower limit"), QStringLiteral("0")),
                          attr("upper", ValueType::Number, false, "rad or m", T::tr("Upper limit"), QStringLiteral("0")),
                          attr("effort", ValueType::Number, true, "N m or N", T::tr("Maximum effort")),
                          attr("velocity", ValueType::Number, true, "rad/s or m/s", T::tr("Maximum velocity"))}));
        e.append(element("mimic", T::tr("This joint follows another: value = multiplier · other + offset"),
                         {attr("joint", ValueType::String, true, "", T::tr("The joint followed")),
                          attr("multiplier", ValueType::Number, false, "", T::tr("Multiplier"), QStringLiteral("1")),
                          attr("offset", ValueType::Number, false, "rad or m", T::tr("Offset"), QStringLiteral("0"))}));
        e.append(element("dynamics", T::tr("Damping and friction"),
                         {attr("damping", ValueType::Number, false, "", T::tr("Damping"), QStringLiteral("0")),
                          attr("friction", ValueType::Number, false, "", T::tr("Static friction"), QStringLiteral("0"))}));
        e.append(element("calibration", T::tr("Reference positions of the joint"),
                         {attr("rising", ValueType::Number, false, "", T::tr("Rising edge position")),
                          attr("falling", ValueType::Number, false, "", T::tr("Falling edge position"))}));
        e.append(element("safety_controller", T::tr("Soft limits of the safety controller"),
                         {attr("soft_lower_limit", ValueType::Number, false, "", T::tr("Soft lower limit")),
                          attr("soft_upper_limit", ValueType::Number, false, "", T::tr("Soft upper limit")),
                          attr("k_position", ValueType::Number, false, "", T::tr("Position gain")),
                          attr("k_velocity", ValueType::Number, true, "", T::tr("Velocity gain"))}));
        e.append(element("transmission", T::tr("Actuator to joint coupling (kept as written)"),
                         {attr("name", ValueType::String, false, "", T::tr("Name"))}));
        e.append(element("ros2_control", T::tr("ROS 2 control: the hardware a controller manager loads (checked as ros2_control reads it)"),
                         {attr("name", ValueType::String, true, "", T::tr("Name of the hardware component")),
                          attr("type", ValueType::String, true, "", T::tr("system, actuator or sensor"), QStringLiteral("system"))}));
        e.append(element("gazebo", T::tr("Gazebo extensions (kept as written)"),
                         {attr("reference", ValueType::String, false, "", T::tr("The link or joint it extends"))}));
        e.append(element("mujoco", T::tr("MuJoCo's options for reading this URDF (<compiler>, kept as written)"), {}));
        // What a new element needs to be valid (Edit ▸ Add Child).
        for (ElementSchema& s : e) {
            if (s.name == QLatin1String("joint")) {
                s.requiredChildren = {QStringLiteral("parent"), QStringLiteral("child")};
                for (AttributeSchema& a : s.attributes)
                    if (a.name == QLatin1String("type")) a.initial = QStringLiteral("fixed");  // valid without limits
            }
            if (s.name == QLatin1String("visual") || s.name == QLatin1String("collision"))
                s.requiredChildren = {QStringLiteral("geometry")};
            if (s.name == QLatin1String("inertial")) s.requiredChildren = {QStringLiteral("mass"), QStringLiteral("inertia")};
        }
        return Schema(QStringLiteral("urdf"), e);
    }();
    return schema;
}

}  // namespace kinedit
