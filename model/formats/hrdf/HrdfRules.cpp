// The structural rules of the HRDF spec over a read robot: exclusive
// attributes, outputs, unique tags and interface compatibility.
#include "HebiLibrary.h"
#include "HrdfCodes.h"
#include "HrdfRobot.h"

#include "xml/XmlDiagnostics.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace kinedit {

namespace {

struct HrdfRulesText {
    Q_DECLARE_TR_FUNCTIONS(HrdfRules)
};
using T = HrdfRulesText;

const QString kAny = QStringLiteral("any");

// Interface types of an element (HRDF "Interface types" table).
QString inputInterface(const HrdfElement& e) {
    const HebiLibrary& lib = HebiLibrary::instance();
    if (e.kind == QLatin1String("actuator")) {
        if (const HebiActuator* a = lib.actuator(e.type)) return a->inputInterface;
    } else if (e.kind == QLatin1String("link")) {
        if (const HebiLink* l = lib.link(e.type)) return l->inputInterface;
    } else if (e.kind == QLatin1String("bracket")) {
        if (const HebiBracket* b = lib.bracket(e.type)) return b->inputInterface;
    } else if (e.kind == QLatin1String("end-effector")) {
        if (const HebiEndEffector* x = lib.endEffector(e.type)) return x->inputInterface;
    }
    return kAny;  // rigid-body, joint, or an unknown type (reported elsewhere)
}

QString outputInterface(const HrdfElement& e) {
    const HebiLibrary& lib = HebiLibrary::instance();
    if (e.kind == QLatin1String("actuator")) {
        if (const HebiActuator* a = lib.actuator(e.type)) return a->outputInterface;
    } else if (e.kind == QLatin1String("link")) {
        if (const HebiLink* l = lib.link(e.type)) return l->outputInterface;
    } else if (e.kind == QLatin1String("bracket")) {
        if (const HebiBracket* b = lib.bracket(e.type)) return b->outputInterface;
    }
    return kAny;
}

// Same type, different polarity: X-AO-A mates with X-AO-B.
bool mates(const QString& out, const QString& in) {
    if (out == kAny || in == kAny) return true;
    return out.left(out.size() - 2) == in.left(in.size() - 2) && out.right(1) != in.right(1);
}

QString describe(const HrdfElement& e) {
    return e.type.isEmpty() ? QStringLiteral("<%1>").arg(e.kind) : QStringLiteral("<%1 %2>").arg(e.kind, e.type);
}

class Rules {
public:
    Rules(const HrdfRobot& robot, Diagnostics& out) : m_robot(robot), m_out(out) {}

    void checkChain(const HrdfChain& chain, QString prevOut, const HrdfElement* prev) {
        for (const auto& el : chain) {
            if (el->unresolved) {  // a missing include: nothing is known to attach to
                prevOut = kAny;
                prev = nullptr;
                continue;
            }
            element(*el);
            const QString in = inputInterface(*el);
            if (!mates(prevOut, in))
                error(*el, {}, hrdfcode::Incompatible,
                      prev ? T::tr("%1 (input %2) cannot attach to %3 (output %4): interfaces must have the same type "
                                   "and opposite polarity")
                                 .arg(describe(*el), in, describe(*prev), prevOut)
                           : T::tr("%1 (input %2) cannot attach here (output %3)").arg(describe(*el), in, prevOut));
            const QString out = el->kind == QLatin1String("end-effector") ? kAny : outputInterface(*el);
            for (const HrdfOutput& o : el->outputs) checkChain(o.chain, out, el.get());
            prevOut = out;
            prev = el.get();
        }
    }

private:
    void error(const HrdfElement& el, const QString& attr, const char* code, const QString& msg) {
        if (el.implicit) return;
        m_out.append(diagnosticAt(*el.doc, el.xml, attr, Severity::Error, code, msg));
    }

    void element(const HrdfElement& el) {
        if (el.implicit) return;
        const XmlElement* x = el.xml;
        // On the values read (an attribute already reported as unknown or too
        // new is not reported again).
        if (el.mass && el.massOffset)
            error(el, QStringLiteral("mass_offset"), hrdfcode::MassAndOffset,
                  T::tr("mass and mass_offset exclude each other: mass overrides, mass_offset adds"));
        if (el.comTrans && el.comTransOffset)
            error(el, QStringLiteral("com_trans_offset"), hrdfcode::ComAndOffset,
                  T::tr("com_trans and com_trans_offset exclude each other"));
        if (!x->hasAttribute(u"mesh_path"))
            for (const char* a : {"mesh_rot", "mesh_trans"})
                if (x->hasAttribute(QString::fromLatin1(a)) &&
                    (QLatin1String(a) == QLatin1String("mesh_rot") ? bool(el.meshRot) : bool(el.meshTrans)))
                    error(el, QString::fromLatin1(a), hrdfcode::MeshWithoutPath, T::tr("%1 needs a mesh_path").arg(QLatin1String(a)));
        static const QRegularExpression generated(QStringLiteral("^(actuator|link|bracket|rigid-body|joint|end-effector)#\\d+$"));
        if (!el.tag.isEmpty() && (generated.match(el.tag).hasMatch() || el.tag.contains(QLatin1Char('/'))))
            error(el, QStringLiteral("tag"), hrdfcode::ReservedTag,
                  T::tr("tag '%1' looks like a generated frame name (element#k, name/out0); choose another").arg(el.tag));
        if (!el.tag.isEmpty()) {
            const auto it = m_tags.find(el.tag);
            if (it != m_tags.end()) {
                const HrdfElement& first = **it;
                const SourcePos p = first.doc->position(first.xml);
                if (first.doc->fileName() == el.doc->fileName() && first.xml->offset() == el.xml->offset())
                    readTwice(first, el);
                else
                    error(el, QStringLiteral("tag"), hrdfcode::DuplicateTag,
                          T::tr("tag '%1' is already used (%2:%3); tags are unique in the whole robot")
                              .arg(el.tag, QFileInfo(first.doc->fileName()).fileName())
                              .arg(p.line));
            } else {
                m_tags.insert(el.tag, &el);
            }
        }
        if (el.kind == QLatin1String("link")) {
            const HebiLink* l = HebiLibrary::instance().link(el.type);
            if (l && !l->outputs.contains(el.output))
                error(el, QStringLiteral("output"), hrdfcode::LinkStyle,
                      T::tr("a %1 link has no %2 output (the spec allows %3)")
                          .arg(el.type, el.output, l->outputs.join(QStringLiteral(", "))));
        }
        if (el.kind == QLatin1String("bracket")) {
            // Every built-in bracket has one output.
            for (size_t i = 0; i < el.outputs.size(); ++i) {
                const HrdfOutput& o = el.outputs[i];
                if (i >= 1)
                    m_out.append(diagnosticAt(*o.doc, o.xml, {}, Severity::Error, hrdfcode::TooManyOutputs,
                                              T::tr("%1 has one output; this is output %2").arg(describe(el)).arg(i + 1)));
                for (const char* a : {"rot", "trans"})
                    if (o.xml->hasAttribute(QString::fromLatin1(a)))
                        m_out.append(
                            diagnosticAt(*o.doc, o.xml, QString::fromLatin1(a), Severity::Error, hrdfcode::BracketOutputPose,
                                         T::tr("a bracket's outputs are built in; '%1' is only for rigid bodies").arg(QLatin1String(a))));
            }
        }
    }

    // One element of a file included twice: its tag is used twice, which
    // the second <include> does. Said there, once, naming the first.
    void readTwice(const HrdfElement& first, const HrdfElement& second) {
        QSet<const XmlDocument*> above;  // first's document and those that include it
        for (const XmlDocument* d = first.doc; d; d = m_robot.includedBy.value(d).first) above.insert(d);
        const XmlDocument* common = second.doc;
        const XmlElement* secondInclude = nullptr;
        while (common && !above.contains(common)) {
            const auto by = m_robot.includedBy.value(common);
            secondInclude = by.second;
            common = by.first;
        }
        const XmlElement* firstInclude = nullptr;
        for (const XmlDocument* d = first.doc; d && d != common;) {
            const auto by = m_robot.includedBy.value(d);
            firstInclude = by.second;
            d = by.first;
        }
        if (!common || !secondInclude || m_readTwice.contains(secondInclude)) return;
        m_readTwice.insert(secondInclude);
        const QString file = QFileInfo(second.doc->fileName()).fileName();
        m_out.append(diagnosticAt(
            *common, secondInclude, QStringLiteral("path"), Severity::Error, hrdfcode::DuplicateTag,
            firstInclude ? T::tr("tag '%1' (%2:%3) is used twice: this <include> reads %2 again, after the <include> at line %4; "
                                 "tags are unique in the whole robot")
                               .arg(second.tag, file)
                               .arg(second.doc->position(second.xml).line)
                               .arg(common->position(firstInclude).line)
                         : T::tr("tag '%1' (%2:%3) is used twice: this <include> reads %2 again; tags are unique in the whole robot")
                               .arg(second.tag, file)
                               .arg(second.doc->position(second.xml).line)));
    }

    const HrdfRobot& m_robot;
    Diagnostics& m_out;
    QHash<QString, const HrdfElement*> m_tags;
    QSet<const XmlElement*> m_readTwice;  // <include>s already reported
};

}  // namespace

void checkHrdf(const HrdfRobot& robot, Diagnostics& out) {
    if (!robot.valid) return;
    Rules rules(robot, out);
    rules.checkChain(robot.chain, kAny, nullptr);
}

}  // namespace kinedit
