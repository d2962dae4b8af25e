// HEBI's built-in elements: masses, centres of mass, inertias and output
// transforms, read from resources/hebi/elements.json (every number there
// names its source). Also the procedural shapes the viewport draws until
// real meshes are loaded.
#pragma once

#include <Eigen/Geometry>
#include <QHash>
#include <QString>
#include <QVersionNumber>

#include <array>

namespace kinedit {

using Inertia6 = std::array<double, 6>;  // Ixx, Iyy, Izz, Ixy, Ixz, Iyz

struct HebiActuator {
    QString type;
    QVersionNumber since;
    QString inputInterface, outputInterface;  // e.g. X-AH-A, X-AO-A
    double mass = 0;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();
    double outputHeight = 0;
    Inertia6 inertia{};
};

struct HebiLink {
    QString type;
    QVersionNumber since;
    QString inputInterface, outputInterface;
    double inputOffset = 0, outputOffset = 0;  // adapter face to tube centre line
    QHash<QString, double> massBase;           // "RightAngle/Inline" -> kg at zero extension
    double massPerMetre = 0;
    QStringList outputs;  // output styles it supports
};

struct HebiBracket {
    QString type;
    QVersionNumber since;
    QString inputInterface, outputInterface;
    double mass = 0;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();
    Eigen::Vector3d outputTrans = Eigen::Vector3d::Zero();
    double outputRx = 0;  // output rotation: Rx(outputRx)
    double sphereRadius = 0.06;
};

struct HebiEndEffector {
    QString type;
    QVersionNumber since;
    QString inputInterface;  // "any" for Custom
    double mass = 0;
    Eigen::Vector3d com = Eigen::Vector3d::Zero();
    Eigen::Vector3d outputTrans = Eigen::Vector3d::Zero();
};

class HebiLibrary {
public:
    static const HebiLibrary& instance();
    const HebiActuator* actuator(const QString& type) const;
    const HebiLink* link(const QString& type) const;
    const HebiBracket* bracket(const QString& type) const;
    const HebiEndEffector* endEffector(const QString& type) const;

private:
    HebiLibrary();
    QHash<QString, HebiActuator> m_actuators;
    QHash<QString, HebiLink> m_links;
    QHash<QString, HebiBracket> m_brackets;
    QHash<QString, HebiEndEffector> m_endEffectors;
};

}  // namespace kinedit
