#include "SrdfRules.h"

#include "SrdfCodes.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <functional>

namespace kinedit::srdf {

namespace {
struct SrdfRulesText {
    Q_DECLARE_TR_FUNCTIONS(SrdfRules)
};
using T = SrdfRulesText;

// "a|b" with the names in order: a pair's key, either way round.
QString pairKey(const QString& a, const QString& b) { return a < b ? a + QLatin1Char('|') + b : b + QLatin1Char('|') + a; }

void checkGroups(const XmlDocument& doc, const Robot& robot, Diagnostics& out) {
    QSet<QString> seen;
    for (const Group& g : robot.groups) {
        if (!g.name.isEmpty() && seen.contains(g.name))
            out.append(diagnosticAt(doc, g.element, QStringLiteral("name"), Severity::Error, srdfcode::DuplicateName,
                                    T::tr("a second group named '%1'").arg(g.name)));
        seen.insert(g.name);
        for (const Named& s : g.subgroups)
            if (!s.name.isEmpty() && !robot.group(s.name))
                out.append(diagnosticAt(doc, s.element, QStringLiteral("name"), Severity::Error, srdfcode::UnknownGroup,
                                        T::tr("no group is named '%1'").arg(s.name)));
    }
    // Cycles: a group reaching itself through subgroups; reported once, at
    // the subgroup element that closes it in the first group of the cycle.
    QSet<QString> reported;
    for (const Group& g : robot.groups) {
        QSet<QString> visited;
        std::function<bool(const Group&)> reaches = [&](const Group& from) {
            for (const Named& s : from.subgroups) {
                if (s.name == g.name) return true;
                const Group* next = robot.group(s.name);
                if (next && !visited.contains(s.name)) {
                    visited.insert(s.name);
                    if (reaches(*next)) return true;
                }
            }
            return false;
        };
        if (reported.contains(g.name) || !reaches(g)) continue;
        reported += visited;
        reported.insert(g.name);
        out.append(diagnosticAt(doc, g.element, QStringLiteral("name"), Severity::Error, srdfcode::GroupCycle,
                                T::tr("group '%1' contains itself through its subgroups").arg(g.name)));
    }
}

void checkStatesAndEffectors(const XmlDocument& doc, const Robot& robot, Diagnostics& out) {
    QSet<QString> states;
    for (const GroupState& s : robot.states) {
        if (!s.group.isEmpty() && !robot.group(s.group))
            out.append(diagnosticAt(doc, s.element, QStringLiteral("group"), Severity::Error, srdfcode::UnknownGroup,
                                    T::tr("group state '%1' poses group '%2', which is not defined").arg(s.name, s.group)));
        const QString key = s.group + QLatin1Char('|') + s.name;
        if (!s.name.isEmpty() && states.contains(key))
            out.append(diagnosticAt(doc, s.element, QStringLiteral("name"), Severity::Error, srdfcode::DuplicateName,
                                    T::tr("group '%1' has a second state named '%2'").arg(s.group, s.name)));
        states.insert(key);
        for (const StateValue& v : s.values)
            if (v.values.empty() && v.element->hasAttribute(u"value"))
                out.append(diagnosticAt(doc, v.element, QStringLiteral("value"), Severity::Error, srdfcode::BadValue,
                                        T::tr("the value of joint '%1' must be numbers separated by spaces").arg(v.joint)));
    }
    QSet<QString> effectors;
    for (const EndEffector& e : robot.endEffectors) {
        if (!e.name.isEmpty() && effectors.contains(e.name))
            out.append(diagnosticAt(doc, e.element, QStringLiteral("name"), Severity::Error, srdfcode::DuplicateName,
                                    T::tr("a second end effector named '%1'").arg(e.name)));
        effectors.insert(e.name);
        if (!e.group.isEmpty() && !robot.group(e.group))
            out.append(diagnosticAt(doc, e.element, QStringLiteral("group"), Severity::Error, srdfcode::UnknownGroup,
                                    T::tr("end effector '%1' names group '%2', which is not defined").arg(e.name, e.group)));
        if (!e.parentGroup.isEmpty() && !robot.group(e.parentGroup))
            out.append(diagnosticAt(doc, e.element, QStringLiteral("parent_group"), Severity::Error, srdfcode::UnknownGroup,
                                    T::tr("end effector '%1' names parent group '%2', which is not defined").arg(e.name, e.parentGroup)));
    }
    QSet<QString> virtuals;
    for (const VirtualJoint& v : robot.virtualJoints) {
        if (!v.name.isEmpty() && virtuals.contains(v.name))
            out.append(diagnosticAt(doc, v.element, QStringLiteral("name"), Severity::Error, srdfcode::DuplicateName,
                                    T::tr("a second virtual joint named '%1'").arg(v.name)));
        virtuals.insert(v.name);
        static const QStringList types = {QStringLiteral("fixed"), QStringLiteral("floating"), QStringLiteral("planar")};
        if (!v.type.isEmpty() && !types.contains(v.type.toLower()))
            out.append(diagnosticAt(doc, v.element, QStringLiteral("type"), Severity::Error, srdfcode::BadValue,
                                    T::tr("virtual joint type '%1' is not fixed, floating or planar").arg(v.type)));
    }
}

void checkPairs(const XmlDocument& doc, const Robot& robot, Diagnostics& out) {
    QHash<QString, const Pair*> first;
    for (const Pair& p : robot.pairs) {
        if (p.link1.isEmpty() || p.link2.isEmpty()) continue;
        if (p.link1 == p.link2) {
            out.append(diagnosticAt(doc, p.element, QStringLiteral("link2"), Severity::Warning, srdfcode::SelfPair,
                                    T::tr("a pair of link '%1' with itself: a link is never checked against itself").arg(p.link1)));
            continue;
        }
        const QString key = pairKey(p.link1, p.link2) + (p.enable ? QStringLiteral("|enable") : QString());
        const auto it = first.constFind(key);
        if (it == first.cend()) {
            first.insert(key, &p);
            continue;
        }
        const int line = doc.position((*it)->element).line;
        if ((*it)->reason == p.reason)
            out.append(diagnosticAt(doc, p.element, {}, Severity::Warning, srdfcode::DuplicatePair,
                                    T::tr("pair %1–%2 is already written on line %3").arg(p.link1, p.link2).arg(line)));
        else
            out.append(diagnosticAt(doc, p.element, QStringLiteral("reason"), Severity::Warning, srdfcode::ContradictoryPair,
                                    T::tr("pair %1–%2 is written on line %3 with reason '%4'; here with '%5'")
                                        .arg(p.link1, p.link2)
                                        .arg(line)
                                        .arg((*it)->reason, p.reason)));
    }
}

}  // namespace

void checkAlone(const XmlDocument& doc, const Robot& robot, Diagnostics& out) {
    checkGroups(doc, robot, out);
    checkStatesAndEffectors(doc, robot, out);
    checkPairs(doc, robot, out);
}

}  // namespace kinedit::srdf
