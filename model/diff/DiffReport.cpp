#include "DiffReport.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace kinedit {

namespace {

class ModelDiffText {
    Q_DECLARE_TR_FUNCTIONS(ModelDiff)
};

QString mm(double m) { return QString::number(m * 1000, 'g', 4); }
QString deg(double r) { return QString::number(r * 180 / M_PI, 'g', 4); }
QString orNone(const QString& s) { return s.isEmpty() ? ModelDiffText::tr("none") : s; }

}  // namespace

QString diffChangeLine(const DiffChange& c) {
    const QString head = QStringLiteral("%1 '%2': ").arg(c.element, c.name);
    if (c.aspect == QLatin1String("added")) return head + ModelDiffText::tr("added");
    if (c.aspect == QLatin1String("removed")) return head + ModelDiffText::tr("removed");
    if (c.aspect == QLatin1String("renamed")) return head + ModelDiffText::tr("renamed from '%1'").arg(c.oldValue);
    if (c.aspect == QLatin1String("origin"))
        return head + ModelDiffText::tr("origin moved %1 mm and turned %2 degrees in the frame of '%3' (xyz %4 -> %5)")
                          .arg(mm(c.meters), deg(c.radians), c.relativeTo, c.oldValue, c.newValue);
    if (c.aspect == QLatin1String("com"))
        return head + ModelDiffText::tr("centre of mass moved %1 mm (%2 -> %3)").arg(mm(c.meters), c.oldValue, c.newValue);
    if (c.aspect == QLatin1String("visual") || c.aspect == QLatin1String("collision")) {
        const QString what = c.aspect == QLatin1String("visual") ? ModelDiffText::tr("visual") : ModelDiffText::tr("collision");
        if (c.oldValue.isEmpty()) return head + ModelDiffText::tr("%1 shape added: %2").arg(what, c.newValue);
        if (c.newValue.isEmpty()) return head + ModelDiffText::tr("%1 shape removed: %2").arg(what, c.oldValue);
        return head + ModelDiffText::tr("%1 shape changed: %2 -> %3").arg(what, c.oldValue, c.newValue);
    }
    if (c.aspect == QLatin1String("surface") && c.meters >= 0)
        return head + ModelDiffText::tr("its vertices moved up to %1 mm").arg(mm(c.meters));
    return head + QStringLiteral("%1 %2 -> %3").arg(c.aspect, orNone(c.oldValue), orNone(c.newValue));
}

namespace {

QJsonObject movedJson(const PoseComparison::Moved& m) {
    return {{QStringLiteral("frame"), m.frame}, {QStringLiteral("m"), m.meters}, {QStringLiteral("rad"), m.radians}};
}

}  // namespace

QStringList diffLines(const ModelDiff& diff, const DiffTolerance& tolerance) {
    QStringList lines;
    for (const DiffChange& c : diff.changes) lines << diffChangeLine(c);
    for (const PoseComparison& p : diff.poses) {
        const QString at = p.configuration.isEmpty() ? ModelDiffText::tr("the default configuration") : p.configuration;
        if (p.moved.empty()) {
            lines << ModelDiffText::tr("poses at %1: all %n frame(s) equal within %2 m and %3 rad", nullptr, p.frames)
                         .arg(at, QString::number(tolerance.meters), QString::number(tolerance.radians));
            continue;
        }
        const QString position =
            p.largestPosition.meters > tolerance.meters
                ? ModelDiffText::tr("largest position difference %1 mm at '%2'").arg(mm(p.largestPosition.meters), p.largestPosition.frame)
                : ModelDiffText::tr("no position difference");
        const QString angle =
            p.largestAngle.radians > tolerance.radians
                ? ModelDiffText::tr("largest rotation difference %1 degrees at '%2'").arg(deg(p.largestAngle.radians), p.largestAngle.frame)
                : ModelDiffText::tr("no rotation difference");
        lines << ModelDiffText::tr("poses at %1: %2 of %n frame(s) differ; %3, %4", nullptr, p.frames)
                     .arg(at)
                     .arg(p.moved.size())
                     .arg(position, angle);
    }
    return lines;
}

QJsonObject diffJson(const ModelDiff& diff, const DiffTolerance& tolerance) {
    QJsonArray changes;
    for (const DiffChange& c : diff.changes) {
        QJsonObject o{{QStringLiteral("element"), c.element}, {QStringLiteral("name"), c.name}, {QStringLiteral("change"), c.aspect}};
        if (!c.oldValue.isEmpty()) o.insert(QStringLiteral("old"), c.oldValue);
        if (!c.newValue.isEmpty()) o.insert(QStringLiteral("new"), c.newValue);
        if (c.meters >= 0) o.insert(QStringLiteral("m"), c.meters);
        if (c.radians >= 0) o.insert(QStringLiteral("rad"), c.radians);
        if (!c.relativeTo.isEmpty()) o.insert(QStringLiteral("in"), c.relativeTo);
        o.insert(QStringLiteral("text"), diffChangeLine(c));
        changes.append(o);
    }
    QJsonArray poses;
    for (const PoseComparison& p : diff.poses) {
        QJsonArray moved;
        for (const PoseComparison::Moved& m : p.moved) moved.append(movedJson(m));
        poses.append(QJsonObject{{QStringLiteral("configuration"), p.configuration.isEmpty() ? QStringLiteral("default") : p.configuration},
                                 {QStringLiteral("frames"), p.frames},
                                 {QStringLiteral("moved"), moved},
                                 {QStringLiteral("largest_position"), movedJson(p.largestPosition)},
                                 {QStringLiteral("largest_angle"), movedJson(p.largestAngle)}});
    }
    return {{QStringLiteral("equal"), diff.equal()},
            {QStringLiteral("tolerance"), QJsonObject{{QStringLiteral("m"), tolerance.meters}, {QStringLiteral("rad"), tolerance.radians}}},
            {QStringLiteral("changes"), changes},
            {QStringLiteral("poses"), poses}};
}

}  // namespace kinedit
