#include "UrdfRos2Control.h"

#include "UrdfCodes.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace kinedit {

namespace {
struct Ros2ControlText {
    Q_DECLARE_TR_FUNCTIONS(UrdfRos2Control)
};
using T = Ros2ControlText;

class Check {
public:
    Check(const XmlDocument& doc, Diagnostics& out) : m_doc(doc), m_out(out) {}

    void refused(const XmlElement* e, const QString& attribute, const QString& why) {
        m_out.append(diagnosticAt(m_doc, e, attribute, Severity::Warning, urdfcode::Ros2ControlRefused,
                                  T::tr("ros2_control's parser refuses this: %1").arg(why)));
    }
    bool needsAttribute(const XmlElement* e, const char* name) {
        if (e->hasAttribute(QString::fromLatin1(name))) return true;
        refused(e, {}, T::tr("<%1> needs %2=\"...\"").arg(e->name(), QLatin1String(name)));
        return false;
    }
    void needsText(const XmlElement* e) {
        if (e->text().trimmed().isEmpty()) refused(e, {}, T::tr("<%1> needs a value").arg(e->name()));
    }
    // <param name="...">VALUE</param>, the parameters of a part.
    void params(const XmlElement* e) {
        for (const XmlElement* p : e->elements(u"param"))
            if (needsAttribute(p, "name")) needsText(p);
    }
    // <command_interface name="..."> and <state_interface name="...">;
    // a gpio's may be an array of size="N" (a positive integer).
    void interfaces(const XmlElement* e, bool sized) {
        static const QRegularExpression positive(QStringLiteral("^[1-9][0-9]*$"));
        for (const XmlElement* i : e->elements())
            if (i->name() == QLatin1String("command_interface") || i->name() == QLatin1String("state_interface")) {
                needsAttribute(i, "name");
                params(i);
                if (sized && i->hasAttribute(u"size") && !positive.match(i->attribute(u"size")).hasMatch())
                    refused(i, QStringLiteral("size"), T::tr("size must be a positive integer"));
            }
    }

private:
    const XmlDocument& m_doc;
    Diagnostics& m_out;
};

}  // namespace

void checkRos2Control(const XmlDocument& doc, const XmlElement& ros2Control, const QSet<QString>& urdfJoints, Diagnostics& out) {
    Check c(doc, out);
    c.needsAttribute(&ros2Control, "name");
    if (c.needsAttribute(&ros2Control, "type")) {
        const QString type = ros2Control.attribute(u"type");
        if (type != QLatin1String("system") && type != QLatin1String("actuator") && type != QLatin1String("sensor"))
            out.append(diagnosticAt(doc, &ros2Control, QStringLiteral("type"), Severity::Warning, urdfcode::Ros2ControlRefused,
                                    T::tr("ros2_control's hardware types are system, actuator and sensor, not '%1'").arg(type)));
    }
    QSet<QString> declared;  // the component's joints, which its transmissions name
    bool hardware = false;
    for (const XmlElement* e : ros2Control.elements()) {
        const QString tag = e->name();
        if (tag == QLatin1String("hardware")) {
            hardware = true;
            if (const XmlElement* plugin = e->firstChildElement(u"plugin"))
                c.needsText(plugin);
            else
                c.refused(e, {}, T::tr("<hardware> needs <plugin>, the hardware's class"));
            c.params(e);
        } else if (tag == QLatin1String("joint") || tag == QLatin1String("sensor") || tag == QLatin1String("gpio")) {
            if (c.needsAttribute(e, "name") && tag == QLatin1String("joint")) {
                const QString name = e->attribute(u"name");
                declared.insert(name);
                if (!urdfJoints.contains(name))
                    out.append(diagnosticAt(doc, e, QStringLiteral("name"), Severity::Warning, urdfcode::Ros2ControlNoJoint,
                                            T::tr("ros2_control joint '%1' is no joint of the robot").arg(name)));
            }
            c.interfaces(e, tag == QLatin1String("gpio"));
            c.params(e);
        } else if (tag == QLatin1String("transmission")) {
            c.needsAttribute(e, "name");
            if (const XmlElement* plugin = e->firstChildElement(u"plugin"))
                c.needsText(plugin);
            else
                c.refused(e, {}, T::tr("<transmission> needs <plugin>, the transmission's class"));
            for (const XmlElement* part : e->elements())
                if (part->name() == QLatin1String("joint") || part->name() == QLatin1String("actuator")) {
                    c.needsAttribute(part, "name");
                    c.needsAttribute(part, "role");
                }
            c.params(e);
        } else {
            c.refused(e, {}, T::tr("<%1> is not part of <ros2_control> (hardware, joint, sensor, gpio, transmission)").arg(tag));
        }
    }
    // A transmission's joints are the component's own.
    for (const XmlElement* t : ros2Control.elements(u"transmission"))
        for (const XmlElement* j : t->elements(u"joint"))
            if (j->hasAttribute(u"name") && !declared.contains(j->attribute(u"name")))
                c.refused(j, QStringLiteral("name"),
                          T::tr("transmission joint '%1' is not a <joint> of this <ros2_control>").arg(j->attribute(u"name")));
    if (!hardware) c.refused(&ros2Control, {}, T::tr("<ros2_control> needs <hardware> with its <plugin>"));
}

}  // namespace kinedit
