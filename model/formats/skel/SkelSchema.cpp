#include "SkelSchema.h"

#include <QCoreApplication>

#include <string_view>

namespace kinedit {

namespace {

struct SkelSchemaText {
    Q_DECLARE_TR_FUNCTIONS(SkelSchema)
};
using T = SkelSchemaText;

AttributeSchema nameAttr(QString description, bool required = true) {
    AttributeSchema a;
    a.name = QStringLiteral("name");
    a.required = required;
    a.description = std::move(description);
    return a;
}

AttributeSchema numberAttr(const char* name, QString description, const char* unit = "") {
    AttributeSchema a;
    a.name = QString::fromLatin1(name);
    a.type = ValueType::Number;
    a.unit = QString::fromLatin1(unit);
    a.description = std::move(description);
    return a;
}

}  // namespace

const Schema& skelSchema() {
    static const Schema schema = [] {
        QList<ElementSchema> e;
        AttributeSchema version;
        version.name = QStringLiteral("version");
        version.defaultValue = QStringLiteral("1.0");
        version.description = T::tr("SKEL format version");
        e.append(groupElement("skel", T::tr("A DART world file"), {QStringLiteral("world")}, {version}));
        e.append(groupElement("world", T::tr("The world: physics and skeletons"), {QStringLiteral("physics"), QStringLiteral("skeleton")},
                              {nameAttr(T::tr("Name of the world"), false)}));
        e.append(groupElement("physics", T::tr("Physics settings"),
                              {QStringLiteral("time_step"), QStringLiteral("gravity"), QStringLiteral("collision_detector")}));
        e.append(textElement("time_step", ValueType::Number, 1, "s", T::tr("Simulation time step")));
        e.append(
            textElement("gravity", ValueType::Number, 0, "", T::tr("World: gravity vector (m/s^2); body: whether gravity acts (0 or 1)")));
        e.append(textElement("collision_detector", ValueType::String, 1, "", T::tr("fcl, fcl_mesh, dart, bullet, ode")));
        e.append(groupElement("skeleton", T::tr("A tree of bodies joined by joints; the first body is the root"),
                              {QStringLiteral("transformation"), QStringLiteral("immobile"), QStringLiteral("mobile"),
                               QStringLiteral("body"), QStringLiteral("joint")},
                              {nameAttr(T::tr("Unique name of the skeleton"))}));
        e.append(textElement(
            "transformation", ValueType::Number, 6, "m, rad",
            T::tr(
                "x y z and intrinsic XYZ Euler angles (a body: in the skeleton frame; a joint: in its child body; a shape: in its body)")));
        e.append(textElement("immobile", ValueType::Number, 1, "", T::tr("1: the skeleton does not move")));
        e.append(textElement("mobile", ValueType::Number, 1, "", T::tr("0: the skeleton does not move")));
        e.append(groupElement(
            "body", T::tr("A rigid body"),
            {QStringLiteral("gravity"), QStringLiteral("self_collide"), QStringLiteral("transformation"), QStringLiteral("inertia"),
             QStringLiteral("visualization_shape"), QStringLiteral("collision_shape"), QStringLiteral("soft_shape")},
            {nameAttr(T::tr("Unique name of the body in its skeleton"))}));
        e.append(textElement("self_collide", ValueType::Number, 1, "", T::tr("1: collides with bodies of its own skeleton")));
        e.append(groupElement("inertia", T::tr("Mass properties"),
                              {QStringLiteral("mass"), QStringLiteral("offset"), QStringLiteral("moment_of_inertia")}));
        e.append(textElement("mass", ValueType::Number, 1, "kg", T::tr("Mass (default 1)")));
        e.append(textElement("offset", ValueType::Number, 3, "m", T::tr("Centre of mass in the body frame")));
        e.append(groupElement("moment_of_inertia", T::tr("Inertia about the centre of mass"),
                              {QStringLiteral("ixx"), QStringLiteral("iyy"), QStringLiteral("izz"), QStringLiteral("ixy"),
                               QStringLiteral("ixz"), QStringLiteral("iyz")}));
        for (const char* n : {"ixx", "iyy", "izz", "ixy", "ixz", "iyz"})
            e.append(textElement(n, ValueType::Number, 1, "kg m^2", T::tr("Inertia tensor entry")));
        const QStringList shapeChildren = {QStringLiteral("transformation"), QStringLiteral("geometry"), QStringLiteral("color"),
                                           QStringLiteral("collidable")};
        e.append(groupElement("visualization_shape", T::tr("A shape drawn with the body"), shapeChildren));
        e.append(groupElement("collision_shape", T::tr("A shape used for collisions"), shapeChildren));
        e.append(groupElement("soft_shape", T::tr("A soft body's shape (shown as rigid)"),
                              {QStringLiteral("total_mass"), QStringLiteral("geometry"), QStringLiteral("kv"), QStringLiteral("ke"),
                               QStringLiteral("damp")}));
        e.append(textElement("color", ValueType::Number, 0, "", T::tr("Red, green, blue (and alpha) in [0, 1]")));
        e.append(textElement("collidable", ValueType::Number, 1, "", T::tr("1: takes part in collisions")));
        e.append(groupElement("geometry", T::tr("One shape"),
                              {QStringLiteral("box"), QStringLiteral("ellipsoid"), QStringLiteral("cylinder"), QStringLiteral("sphere"),
                               QStringLiteral("capsule"), QStringLiteral("cone"), QStringLiteral("mesh"), QStringLiteral("multi_sphere"),
                               QStringLiteral("plane")}));
        e.append(groupElement("box", T::tr("A box"), {QStringLiteral("size"), QStringLiteral("frags")}));
        e.append(groupElement("ellipsoid", T::tr("An ellipsoid"), {QStringLiteral("size")}));
        e.append(textElement("size", ValueType::Number, 3, "m", T::tr("Box: edge lengths; ellipsoid: diameters")));
        e.append(groupElement("cylinder", T::tr("A cylinder along z (DART reads <height>; the spec's <length> is wrong)"),
                              {QStringLiteral("radius"), QStringLiteral("height")}));
        e.append(groupElement("capsule", T::tr("A capsule along z"), {QStringLiteral("radius"), QStringLiteral("height")}));
        e.append(groupElement("cone", T::tr("A cone along z"), {QStringLiteral("radius"), QStringLiteral("height")}));
        e.append(groupElement("sphere", T::tr("A sphere"), {QStringLiteral("radius")}));
        e.append(textElement("radius", ValueType::Number, 1, "m", T::tr("Radius")));
        e.append(textElement("height", ValueType::Number, 1, "m", T::tr("Height along z")));
        e.append(groupElement("mesh", T::tr("A mesh file"), {QStringLiteral("file_name"), QStringLiteral("scale")}));
        e.append(textElement("file_name", ValueType::Path, 1, "", T::tr("Mesh file, relative to the SKEL file")));
        e.append(textElement("scale", ValueType::Number, 3, "", T::tr("Scale along x y z")));
        AttributeSchema type;
        type.name = QStringLiteral("type");
        type.type = ValueType::Enum;
        type.required = true;
        type.description = T::tr("Kind of joint");
        for (const char* t : {"revolute", "prismatic", "screw", "universal", "ball", "euler", "translational", "planar", "free", "weld"})
            type.values.append({QString::fromLatin1(t), {}});
        AttributeSchema actuator;
        actuator.name = QStringLiteral("actuator");
        actuator.type = ValueType::Enum;
        actuator.defaultValue = QStringLiteral("torque");
        actuator.description = T::tr("How the joint is driven");
        for (const char* t : {"torque", "passive", "servo", "acceleration", "velocity", "locked", "mimic"})
            actuator.values.append({QString::fromLatin1(t), {}});
        e.append(
            groupElement("joint", T::tr("Joins a parent body (or the world) to a child body"),
                         {QStringLiteral("parent"), QStringLiteral("child"), QStringLiteral("transformation"), QStringLiteral("axis"),
                          QStringLiteral("axis2"), QStringLiteral("axis3"), QStringLiteral("init_pos"), QStringLiteral("init_vel"),
                          QStringLiteral("axis_order"), QStringLiteral("plane"), QStringLiteral("thread_pitch"), QStringLiteral("dof")},
                         {nameAttr(T::tr("Unique name of the joint in its skeleton")), type, actuator}));
        // DART's per-variable settings (read by DART, not in the spec's text).
        AttributeSchema localIndex = numberAttr("local_index", T::tr("Which of the joint's variables (0 for the first)"));
        localIndex.required = true;
        e.append(groupElement("dof", T::tr("Settings of one of the joint's variables"),
                              {QStringLiteral("position"), QStringLiteral("velocity"), QStringLiteral("acceleration"),
                               QStringLiteral("force"), QStringLiteral("damping"), QStringLiteral("friction"),
                               QStringLiteral("spring_rest_position"), QStringLiteral("spring_stiffness")},
                              {localIndex, nameAttr(T::tr("Name of the variable"), false)}));
        for (const char* quantity : {"position", "velocity", "acceleration", "force"}) {
            QList<AttributeSchema> bounds = {numberAttr("lower", T::tr("Lower limit")), numberAttr("upper", T::tr("Upper limit"))};
            if (std::string_view(quantity) == "position" || std::string_view(quantity) == "velocity")
                bounds.append(numberAttr("initial",
                                         T::tr("Initial value (the skeleton is posed at the initial position, inside the limits or not)")));
            e.append(groupElement(quantity, T::tr("Limits of the variable's %1").arg(QString::fromLatin1(quantity)), {}, bounds));
        }
        e.append(textElement("parent", ValueType::String, 1, "", T::tr("Parent body name, or world")));
        e.append(textElement("child", ValueType::String, 1, "", T::tr("Child body name")));
        const QStringList axisChildren = {QStringLiteral("xyz"), QStringLiteral("dynamics"), QStringLiteral("limit"),
                                          QStringLiteral("damping")};
        e.append(groupElement("axis", T::tr("First joint axis, in the joint frame"), axisChildren));
        e.append(groupElement("axis2", T::tr("Second joint axis"), axisChildren));
        e.append(groupElement("axis3", T::tr("Third joint axis"), axisChildren));
        e.append(textElement("xyz", ValueType::Number, 3, "", T::tr("Axis direction (normalised)")));
        e.append(groupElement("dynamics", T::tr("Damping, friction and spring"),
                              {QStringLiteral("damping"), QStringLiteral("friction"), QStringLiteral("spring_rest_position"),
                               QStringLiteral("spring_stiffness")}));
        e.append(textElement("damping", ValueType::Number, 1, "", T::tr("Viscous damping")));
        e.append(groupElement("limit", T::tr("Position limits"), {QStringLiteral("lower"), QStringLiteral("upper")}));
        e.append(textElement("lower", ValueType::Number, 1, "rad or m", T::tr("Lower limit")));
        e.append(textElement("upper", ValueType::Number, 1, "rad or m", T::tr("Upper limit")));
        e.append(textElement("init_pos", ValueType::Number, 0, "",
                             T::tr("Initial position of each variable (ball, free: exponential coordinates)")));
        e.append(textElement("init_vel", ValueType::Number, 0, "", T::tr("Initial velocity of each variable")));
        e.append(textElement("axis_order", ValueType::String, 1, "", T::tr("Euler joint: xyz, zyx, ...")));
        e.append(textElement("thread_pitch", ValueType::Number, 1, "m", T::tr("Screw joint: translation per turn")));
        AttributeSchema planeType;
        planeType.name = QStringLiteral("type");
        planeType.type = ValueType::Enum;
        planeType.description = T::tr("Plane of a planar joint");
        for (const char* t : {"xy", "yz", "zx", "arbitrary"}) planeType.values.append({QString::fromLatin1(t), {}});
        e.append(groupElement("plane", T::tr("Planar joint: its plane"),
                              {QStringLiteral("translation_axis1"), QStringLiteral("translation_axis2")}, {planeType}));
        e.append(groupElement("translation_axis1", T::tr("First in-plane axis (arbitrary planes)"), {QStringLiteral("xyz")}));
        e.append(groupElement("translation_axis2", T::tr("Second in-plane axis (arbitrary planes)"), {QStringLiteral("xyz")}));
        return Schema(QStringLiteral("skel"), e);
    }();
    return schema;
}

}  // namespace kinedit
