#include "HebiLibrary.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kinedit {

namespace {

Eigen::Vector3d vec3(const QJsonValue& v) {
    const QJsonArray a = v.toArray();
    return {a.at(0).toDouble(), a.at(1).toDouble(), a.at(2).toDouble()};
}

}  // namespace

const HebiLibrary& HebiLibrary::instance() {
    static const HebiLibrary library;
    return library;
}

HebiLibrary::HebiLibrary() {
    QFile f(QStringLiteral(":/hebi/elements.json"));
    if (!f.open(QIODevice::ReadOnly)) qFatal("the HEBI element library (resources/hebi/elements.json) is not built in");
    const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    const QJsonObject ifaces = root.value(QStringLiteral("actuator_interfaces")).toObject();
    for (const QJsonValue& v : root.value(QStringLiteral("actuators")).toArray()) {
        const QJsonObject o = v.toObject();
        HebiActuator a;
        a.type = o.value(QStringLiteral("type")).toString();
        a.since = QVersionNumber::fromString(o.value(QStringLiteral("since")).toString());
        const QJsonArray io = ifaces.value(o.value(QStringLiteral("interface")).toString()).toArray();
        a.inputInterface = io.at(0).toString();
        a.outputInterface = io.at(1).toString();
        a.mass = o.value(QStringLiteral("mass")).toDouble();
        a.com = vec3(o.value(QStringLiteral("com")));
        a.outputHeight = o.value(QStringLiteral("output_height")).toDouble();
        const QJsonArray in = o.value(QStringLiteral("inertia")).toArray();
        for (int i = 0; i < 6; ++i) a.inertia[size_t(i)] = in.at(i).toDouble();
        m_actuators.insert(a.type, a);
    }
    for (const QJsonValue& v : root.value(QStringLiteral("links")).toArray()) {
        const QJsonObject o = v.toObject();
        HebiLink l;
        l.type = o.value(QStringLiteral("type")).toString();
        l.since = QVersionNumber::fromString(o.value(QStringLiteral("since")).toString());
        l.inputInterface = o.value(QStringLiteral("input_interface")).toString();
        l.outputInterface = o.value(QStringLiteral("output_interface")).toString();
        l.inputOffset = o.value(QStringLiteral("input_offset")).toDouble();
        l.outputOffset = o.value(QStringLiteral("output_offset")).toDouble();
        const QJsonObject mb = o.value(QStringLiteral("mass_base")).toObject();
        for (auto it = mb.begin(); it != mb.end(); ++it) l.massBase.insert(it.key(), it.value().toDouble());
        l.massPerMetre = o.value(QStringLiteral("mass_per_metre")).toDouble();
        for (const QJsonValue& s : o.value(QStringLiteral("outputs")).toArray()) l.outputs << s.toString();
        m_links.insert(l.type, l);
    }
    for (const QJsonValue& v : root.value(QStringLiteral("brackets")).toArray()) {
        const QJsonObject o = v.toObject();
        HebiBracket b;
        b.type = o.value(QStringLiteral("type")).toString();
        b.since = QVersionNumber::fromString(o.value(QStringLiteral("since")).toString());
        b.inputInterface = o.value(QStringLiteral("input_interface")).toString();
        b.outputInterface = o.value(QStringLiteral("output_interface")).toString();
        b.mass = o.value(QStringLiteral("mass")).toDouble();
        b.com = vec3(o.value(QStringLiteral("com")));
        b.outputTrans = vec3(o.value(QStringLiteral("output_trans")));
        b.outputRx = o.value(QStringLiteral("output_rx")).toDouble();
        b.sphereRadius = o.value(QStringLiteral("inertia_sphere_radius")).toDouble();
        m_brackets.insert(b.type, b);
    }
    for (const QJsonValue& v : root.value(QStringLiteral("end_effectors")).toArray()) {
        const QJsonObject o = v.toObject();
        HebiEndEffector e;
        e.type = o.value(QStringLiteral("type")).toString();
        e.since = QVersionNumber::fromString(o.value(QStringLiteral("since")).toString());
        e.inputInterface = o.value(QStringLiteral("input_interface")).toString();
        e.mass = o.value(QStringLiteral("mass")).toDouble();
        e.com = vec3(o.value(QStringLiteral("com")));
        e.outputTrans = vec3(o.value(QStringLiteral("output_trans")));
        m_endEffectors.insert(e.type, e);
    }
}

const HebiActuator* HebiLibrary::actuator(const QString& type) const {
    const auto it = m_actuators.find(type);
    return it == m_actuators.end() ? nullptr : &*it;
}
const HebiLink* HebiLibrary::link(const QString& type) const {
    const auto it = m_links.find(type);
    return it == m_links.end() ? nullptr : &*it;
}
const HebiBracket* HebiLibrary::bracket(const QString& type) const {
    const auto it = m_brackets.find(type);
    return it == m_brackets.end() ? nullptr : &*it;
}
const HebiEndEffector* HebiLibrary::endEffector(const QString& type) const {
    const auto it = m_endEffectors.find(type);
    return it == m_endEffectors.end() ? nullptr : &*it;
}

}  // namespace kinedit
