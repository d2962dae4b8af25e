#include "RobotGenerator.h"

#include "io/FileWriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace kinedit::bench {

namespace {
struct GeneratorText {
    Q_DECLARE_TR_FUNCTIONS(RobotGenerator)
};

QByteArray n(int i) { return QByteArray::number(i); }

bool write(const QString& path, const QByteArray& bytes, QString* error) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QString why;
    if (writeFileAtomically(path, bytes, &why)) return true;
    *error = GeneratorText::tr("cannot write %1: %2").arg(path, why);
    return false;
}

// One SDFormat arm's links, joints and frames (indent: its depth).
QByteArray sdfArmBody(int links, const QByteArray& indent) {
    QByteArray t;
    t += indent + "<frame name=\"mount\" attached_to=\"link0\"><pose relative_to=\"link0\">0 0 -0.01 0 0 0</pose></frame>\n";
    for (int i = 0; i < links; ++i) {
        t += indent + "<link name=\"link" + n(i) + "\">\n";
        t += indent + "  <pose relative_to=\"" + (i ? "link" + n(i - 1) : QByteArray("__model__")) + "\">0 0 " + (i ? "0.1" : "0") +
             " 0 0 0</pose>\n";
        t += indent + "  <inertial><mass>0.5</mass><inertia><ixx>0.001</ixx><iyy>0.001</iyy><izz>0.0005</izz></inertia></inertial>\n";
        t += indent +
             "  <visual name=\"v\"><pose>0 0 0.05 0 0 0</pose><geometry><box><size>0.04 0.04 0.1</size></box></geometry></visual>\n";
        t += indent + "</link>\n";
        t += indent + "<frame name=\"marker" + n(i) + "\" attached_to=\"link" + n(i) + "\"><pose relative_to=\"link" + n(i) +
             "\">0.02 0 0.05 0 0 0</pose></frame>\n";
        if (i > 0)
            t += indent + "<joint name=\"joint" + n(i) + "\" type=\"revolute\"><parent>link" + n(i - 1) + "</parent><child>link" + n(i) +
                 "</child><axis><xyz>" + (i % 2 ? "0 1 0" : "0 0 1") +
                 "</xyz><limit><lower>-2</lower><upper>2</upper></limit></axis></joint>\n";
    }
    t += indent + "<frame name=\"tip\" attached_to=\"link" + n(links - 1) + "\"><pose relative_to=\"link" + n(links - 1) +
         "\">0 0 0.1 0 0 0</pose></frame>\n";
    return t;
}

GeneratedRobot sdf(const QString& dir, int arms, int links, bool nested) {
    GeneratedRobot r;
    r.links = arms * links + 1;
    QByteArray top = "<?xml version=\"1.0\"?>\n<sdf version=\"1.8\">\n  <model name=\"arms\">\n    <link name=\"base\"/>\n";
    if (nested) {
        // arm0 holds its links and arm1, which holds arm2, ...: names arm0::arm1::...::linkK.
        QByteArray open, close;
        for (int a = 0; a < arms; ++a) {
            const QByteArray indent(size_t(4 + 2 * a), ' ');
            open += indent + "<model name=\"arm" + n(a) + "\">\n" + indent + "  <pose relative_to=\"" +
                    (a ? QByteArray("tip") : QByteArray("__model__")) + "\">0 0 0 0 0 0</pose>\n" + sdfArmBody(links, indent + "  ");
            if (a + 1 < arms)
                open += indent + "  <joint name=\"weld" + n(a + 1) + "\" type=\"fixed\"><parent>link" + n(links - 1) +
                        "</parent><child>arm" + n(a + 1) + "::link0</child></joint>\n";
            close.prepend(indent + "</model>\n");
        }
        top += open + close + "    <joint name=\"weld0\" type=\"fixed\"><parent>base</parent><child>arm0::link0</child></joint>\n";
    } else {
        QByteArray arm =
            "<?xml version=\"1.0\"?>\n<sdf version=\"1.8\">\n  <model name=\"arm\">\n" + sdfArmBody(links, "    ") + "  </model>\n</sdf>\n";
        if (!write(dir + QStringLiteral("/arm/model.sdf"), arm, &r.error)) return r;
        if (!write(dir + QStringLiteral("/arm/model.config"),
                   "<?xml version=\"1.0\"?>\n<model><name>arm</name><version>1.0</version><sdf version=\"1.8\">model.sdf</sdf></model>\n",
                   &r.error))
            return r;
        for (int a = 0; a < arms; ++a) {
            top += "    <include>\n      <uri>arm</uri>\n      <name>arm" + n(a) +
                   "</name>\n      <placement_frame>mount</placement_frame>\n"
                   "      <pose relative_to=\"" +
                   (a ? "arm" + n(a - 1) + "::tip" : QByteArray("base")) + "\">0 0 0 0 0 0</pose>\n    </include>\n";
            top += "    <joint name=\"weld" + n(a) + "\" type=\"fixed\"><parent>" +
                   (a ? "arm" + n(a - 1) + "::link" + n(links - 1) : QByteArray("base")) + "</parent><child>arm" + n(a) +
                   "::link0</child></joint>\n";
        }
    }
    top += "  </model>\n</sdf>\n";
    r.file = dir + QStringLiteral("/model.sdf");
    if (!write(r.file, top, &r.error)) r.file.clear();
    return r;
}

GeneratedRobot hrdf(const QString& dir, int modules, int links) {
    GeneratedRobot r;
    r.links = modules;
    QByteArray t = "<?xml version=\"1.0\"?>\n<robot version=\"1.6.0\">\n";
    for (int i = 0; i < modules; ++i) {
        t += "  <actuator type=\"" + QByteArray(i % 2 ? "X8-9" : "X5-4") + "\" tag=\"j" + n(i) + "\"/>\n";
        t += "  <link type=\"X5\" extension=\"0.1 + " + n(i % 5) + "/100\" twist=\"" + (i % 2 ? "pi/2" : "-pi/2") + "\"/>\n";
        if (i % std::max(1, links) == 0)
            t += "  <rigid-body mass=\"0.1\" com_trans=\"0 0 0.01\" output_trans=\"0 0 0.02\" output_rot=\"Rx(pi/4)*Rz(-pi/4)\"/>\n";
    }
    t += "  <end-effector type=\"Custom\" mass=\"0.1\" output_trans=\"0 0 0.05\"/>\n</robot>\n";
    r.file = dir + QStringLiteral("/robot.hrdf");
    if (!write(r.file, t, &r.error)) r.file.clear();
    return r;
}

GeneratedRobot urdf(const QString& dir, int branches, int links) {
    GeneratedRobot r;
    r.links = branches * links + 1;
    QByteArray t = "<?xml version=\"1.0\"?>\n<robot name=\"tree\">\n  <link name=\"base\"/>\n";
    for (int b = 0; b < branches; ++b)
        for (int i = 0; i < links; ++i) {
            const QByteArray name = "b" + n(b) + "_l" + n(i), parent = i ? "b" + n(b) + "_l" + n(i - 1) : QByteArray("base");
            t += "  <link name=\"" + name +
                 "\">\n    <inertial><mass value=\"0.5\"/><inertia ixx=\"0.001\" ixy=\"0\" ixz=\"0\" iyy=\"0.001\" iyz=\"0\" "
                 "izz=\"0.0005\"/></inertial>\n"
                 "    <visual><origin xyz=\"0 0 0.05\"/><geometry><box size=\"0.04 0.04 0.1\"/></geometry></visual>\n  </link>\n";
            t += "  <joint name=\"j_" + name + "\" type=\"revolute\"><parent link=\"" + parent + "\"/><child link=\"" + name + "\"/>";
            t += i ? QByteArray("<origin xyz=\"0 0 0.1\"/>")
                   : "<origin xyz=\"0 0 0.05\" rpy=\"0 1.2 " + QByteArray::number(6.283185307179586 * b / branches, 'g', 17) + "\"/>";
            t += "<axis xyz=\"0 1 0\"/><limit lower=\"-2\" upper=\"2\" effort=\"10\" velocity=\"1\"/></joint>\n";
        }
    t += "</robot>\n";
    r.file = dir + QStringLiteral("/tree.urdf");
    if (!write(r.file, t, &r.error)) r.file.clear();
    return r;
}

GeneratedRobot skel(const QString& dir, int count) {
    GeneratedRobot r;
    r.links = count;
    QByteArray t = "<?xml version=\"1.0\"?>\n<skel version=\"1.0\">\n  <world name=\"world 1\">\n    <skeleton name=\"chain\">\n";
    for (int i = 0; i < count; ++i) {
        t += "      <body name=\"body" + n(i) + "\">\n        <transformation>0 0 " + QByteArray::number(0.1 * i, 'g', 17) +
             " 0 0 0</transformation>\n        <inertia><mass>0.5</mass><offset>0 0 0.05</offset></inertia>\n"
             "        <visualization_shape><transformation>0 0 0.05 0 0 0</transformation><geometry><box><size>0.04 0.04 "
             "0.1</size></box></geometry></visualization_shape>\n"
             "      </body>\n";
        t += "      <joint type=\"" + QByteArray(i ? "revolute" : "weld") + "\" name=\"joint" + n(i) + "\">\n        <parent>" +
             (i ? "body" + n(i - 1) : QByteArray("world")) + "</parent>\n        <child>body" + n(i) + "</child>\n";
        if (i) t += "        <axis><xyz>0 1 0</xyz></axis>\n";
        t += "      </joint>\n";
    }
    t += "    </skeleton>\n  </world>\n</skel>\n";
    r.file = dir + QStringLiteral("/chain.skel");
    if (!write(r.file, t, &r.error)) r.file.clear();
    return r;
}

GeneratedRobot mjcf(const QString& dir, int branches, int links) {
    GeneratedRobot r;
    r.links = branches * links;
    QByteArray t =
        "<mujoco model=\"tree\">\n  <compiler angle=\"radian\"/>\n  <default>\n    <default class=\"link\">\n"
        "      <joint type=\"hinge\" axis=\"0 1 0\" limited=\"true\" range=\"-2 2\"/>\n"
        "      <geom type=\"box\" size=\"0.02 0.02 0.05\" pos=\"0 0 0.05\"/>\n    </default>\n  </default>\n  <worldbody>\n";
    for (int b = 0; b < branches; ++b) {
        QByteArray close;
        for (int i = 0; i < links; ++i) {
            const QByteArray name = "b" + n(b) + "_l" + n(i);
            const QByteArray indent(size_t(4 + 2 * i), ' ');
            t += indent + "<body name=\"" + name + "\" childclass=\"link\" ";
            t += i ? QByteArray("pos=\"0 0 0.1\">")
                   : "pos=\"0 0 0.05\" euler=\"0 1.2 " + QByteArray::number(6.283185307179586 * b / branches, 'g', 17) + "\">";
            t += "\n" + indent + "  <joint name=\"j_" + name + "\"/>\n" + indent +
                 "  <inertial pos=\"0 0 0.05\" mass=\"0.5\" diaginertia=\"0.001 0.001 0.0005\"/>\n" + indent + "  <geom/>\n";
            close.prepend(indent + "</body>\n");
        }
        t += close;
    }
    t += "  </worldbody>\n</mujoco>\n";
    r.file = dir + QStringLiteral("/tree.xml");
    if (!write(r.file, t, &r.error)) r.file.clear();
    return r;
}

}  // namespace

GeneratedRobot generateRobot(const QString& format, const QString& dir, int a, int b, bool nested) {
    if (format == QLatin1String("sdf")) return sdf(dir, a, b, nested);
    if (format == QLatin1String("hrdf")) return hrdf(dir, a * b, b);
    if (format == QLatin1String("urdf")) return urdf(dir, a, b);
    if (format == QLatin1String("skel")) return skel(dir, a * b);
    if (format == QLatin1String("mjcf")) return mjcf(dir, a, b);
    GeneratedRobot r;
    r.error = GeneratorText::tr("no generator for '%1' (sdf, hrdf, urdf, skel, mjcf)").arg(format);
    return r;
}

}  // namespace kinedit::bench
