#include "SkelSchema.h"

#include <QCoreApplication>

namespace kinedit {

namespace {

struct SkelSchemaText {
    Q_DECLARE_TR_FUNCTIONS(SkelSchema)
};
using T = SkelSchemaText;

ElementSchema value(const char* name, ValueType type, int count, const char* unit, QString description) {
    return textElement(name, type, count, unit, std::move(description));
}
ElementSchema group(const char* name, QString description, QStringList children, QList<AttributeSchema> attrs = {}) {
    return groupElement(name, std::move(description), std::move(children), std::move(attrs));
}

AttributeSchema nameAttr(QString description, bool required = true) {
    AttributeSchema a;
    a.name = QStringLiteral("name");
    a.required = required;
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
        e.append(group("skel", T::tr("A DART world file"), {QStringLiteral("world")}, {version}));
        e.append(group("world", T::tr("The world: physics and skeletons"), {QStringLiteral("physics"), QStringLiteral("skeleton")},
                       {nameAttr(T::tr("Name of the world"), false)}));
        e.append(group("physics", T::tr("Physics settings"),
                       {QStringLiteral("time_step"), QStringLiteral("gravity"), QStringLiteral("collision_detector")}));
        e.append(value("time_step", ValueType::Number, 1, "s", T::tr("Simulation time step")));
        e.append(value("gravity", ValueType::Number, 0, "", T::tr("World: gravity vector (m/s^2); body: whether gravity acts (0 or 1)")));
        e.append(value("collision_detector", ValueType::String, 1, "", T::tr("fcl, fcl_mesh, dart, bullet, ode")));
        e.append(group("skeleton", T::tr("A tree of bodies joined by joints; the first body is the root"),
                       {QStringLiteral("transformation"), QStringLiteral("immobile"), QStringLiteral("mobile"), QStringLiteral("body"),
                        QStringLiteral("joint")},
                       {nameAttr(T::tr("Unique name of the skeleton"))}));
        e.append(value("transformation", ValueType::Number, 6, "m, rad",
                       T::tr("x y z and intrinsic XYZ Euler angles (a body: in the skeleton frame; a joint: in its child body; a shape: in its body)")));
        e.append(value("immobile", ValueType::Number, 1, "", T::tr("1: the skeleton does not move")));
        e.append(value("mobile", ValueType::Number, 1, "", T::tr("0: the skeleton does not move")));
        e.append(group("body", T::tr("A rigid body"),
                       {QStringLiteral("gravity"), QStringLiteral("self_collide"), QStringLiteral("transformation"), QStringLiteral("inertia"),
                        QStringLiteral("visualization_shape"), QStringLiteral("collision_shape"), QStringLiteral("soft_shape")},
                       {nameAttr(T::tr("Unique name of the body in its skeleton"))}));
        e.append(value("self_collide", ValueType::Number, 1, "", T::tr("1: collides with bodies of its own skeleton")));
        e.append(group("inertia", T::tr("Mass properties"), {QStringLiteral("mass"), QStringLiteral("offset"), QStringLiteral("moment_of_inertia")}));
        e.append(value("mass", ValueType::Number, 1, "kg", T::tr("Mass (default 1)")));
        e.append(value("offset", ValueType::Number, 3, "m", T::tr("Centre of mass in the body frame")));
        e.append(group("moment_of_inertia", T::tr("Inertia about the centre of mass"),
                       {QStringLiteral("ixx"), QStringLiteral("iyy"), QStringLiteral("izz"), QStringLiteral("ixy"), QStringLiteral("ixz"),
                        QStringLiteral("iyz")}));
        for (const char* n : {"ixx", "iyy", "izz", "ixy", "ixz", "iyz"})
            e.append(value(n, ValueType::Number, 1, "kg m^2", T::tr("Inertia tensor entry")));
        const QStringList shapeChildren = {QStringLiteral("transformation"), QStringLiteral("geometry"), QStringLiteral("color"),
                                           QStringLiteral("collidable")};
        e.append(group("visualization_shape", T::tr("A shape drawn with the body"), shapeChildren));
        e.append(group("collision_shape", T::tr("A shape used for collisions"), shapeChildren));
        e.append(group("soft_shape", T::tr("A soft body's shape (shown as rigid)"),
                       {QStringLiteral("total_mass"), QStringLiteral("geometry"), QStringLiteral("kv"), QStringLiteral("ke"),
                        QStringLiteral("damp")}));
        e.append(value("color", ValueType::Number, 0, "", T::tr("Red, green, blue (and alpha) in [0, 1]")));
        e.append(value("collidable", ValueType::Number, 1, "", T::tr("1: takes part in collisions")));
        e.append(group("geometry", T::tr("One shape"),
                       {QStringLiteral("box"), QStringLiteral("ellipsoid"), QStringLiteral("cylinder"), QStringLiteral("sphere"),
                        QStringLiteral("capsule"), QStringLiteral("cone"), QStringLiteral("mesh"), QStringLiteral("multi_sphere"),
                        QStringLiteral("plane")}));
        e.append(group("box", T::tr("A box"), {QStringLiteral("size"), QStringLiteral("frags")}));
        e.append(group("ellipsoid", T::tr("An ellipsoid"), {QStringLiteral("size")}));
        e.append(value("size", ValueType::Number, 3, "m", T::tr("Box: edge lengths; ellipsoid: diameters")));
        e.append(group("cylinder", T::tr("A cylinder along z (DART reads <height>; the spec's <length> is wrong)"),
                       {QStringLiteral("radius"), QStringLiteral("height")}));
        e.append(group("capsule", T::tr("A capsule along z"), {QStringLiteral("radius"), QStringLiteral("height")}));
        e.append(group("cone", T::tr("A cone along z"), {QStringLiteral("radius"), QStringLiteral("height")}));
        e.append(group("sphere", T::tr("A sphere"), {QStringLiteral("radius")}));
        e.append(value("radius", ValueType::Number, 1, "m", T::tr("Radius")));
        e.append(value("height", ValueType::Number, 1, "m", T::tr("Height along z")));
        e.append(group("mesh", T::tr("A mesh file"), {QStringLiteral("file_name"), QStringLiteral("scale")}));
        e.append(value("file_name", ValueType::Path, 1, "", T::tr("Mesh file, relative to the SKEL file")));
        e.append(value("scale", ValueType::Number, 3, "", T::tr("Scale along x y z")));
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
        e.append(group("joint", T::tr("Joins a parent body (or the world) to a child body"),
                       {QStringLiteral("parent"), QStringLiteral("child"), QStringLiteral("transformation"), QStringLiteral("axis"),
                        QStringLiteral("axis2"), QStringLiteral("axis3"), QStringLiteral("init_pos"), QStringLiteral("init_vel"),
                        QStringLiteral("axis_order"), QStringLiteral("plane"), QStringLiteral("thread_pitch")},
                       {nameAttr(T::tr("Unique name of the joint in its skeleton")), type, actuator}));
        e.append(value("parent", ValueType::String, 1, "", T::tr("Parent body name, or world")));
        e.append(value("child", ValueType::String, 1, "", T::tr("Child body name")));
        const QStringList axisChildren = {QStringLiteral("xyz"), QStringLiteral("dynamics"), QStringLiteral("limit"), QStringLiteral("damping")};
        e.append(group("axis", T::tr("First joint axis, in the joint frame"), axisChildren));
        e.append(group("axis2", T::tr("Second joint axis"), axisChildren));
        e.append(group("axis3", T::tr("Third joint axis"), axisChildren));
        e.append(value("xyz", ValueType::Number, 3, "", T::tr("Axis direction (normalised)")));
        e.append(group("dynamics", T::tr("Damping, friction and spring"),
                       {QStringLiteral("damping"), QStringLiteral("friction"), QStringLiteral("spring_rest_position"),
                        QStringLiteral("spring_stiffness")}));
        e.append(value("damping", ValueType::Number, 1, "", T::tr("Viscous damping")));
        e.append(group("limit", T::tr("Position limits"), {QStringLiteral("lower"), QStringLiteral("upper")}));
        e.append(value("lower", ValueType::Number, 1, "rad or m", T::tr("Lower limit")));
        e.append(value("upper", ValueType::Number, 1, "rad or m", T::tr("Upper limit")));
        e.append(value("init_pos", ValueType::Number, 0, "", T::tr("Initial position of each variable (ball, free: exponential coordinates)")));
        e.append(value("init_vel", ValueType::Number, 0, "", T::tr("Initial velocity of each variable")));
        e.append(value("axis_order", ValueType::String, 1, "", T::tr("Euler joint: xyz, zyx, ...")));
        e.append(value("thread_pitch", ValueType::Number, 1, "m", T::tr("Screw joint: translation per turn")));
        AttributeSchema planeType;
        planeType.name = QStringLiteral("type");
        planeType.type = ValueType::Enum;
        planeType.description = T::tr("Plane of a planar joint");
        for (const char* t : {"xy", "yz", "zx", "arbitrary"}) planeType.values.append({QString::fromLatin1(t), {}});
        e.append(group("plane", T::tr("Planar joint: its plane"), {QStringLiteral("translation_axis1"), QStringLiteral("translation_axis2")},
                       {planeType}));
        e.append(group("translation_axis1", T::tr("First in-plane axis (arbitrary planes)"), {QStringLiteral("xyz")}));
        e.append(group("translation_axis2", T::tr("Second in-plane axis (arbitrary planes)"), {QStringLiteral("xyz")}));
        return Schema(QStringLiteral("skel"), e);
    }();
    return schema;
}

}  // namespace kinedit
