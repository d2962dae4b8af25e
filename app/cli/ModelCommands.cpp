// kinedit-cli frames and info: the kinematic model of a file. The JSON shape
// is the contract every format fills in (see README, "kinedit-cli"):
//   frames: {"frames": [{"name", "kind", "parent", "pose": {"xyz", "quat_wxyz"}}],
//            "joints": [{"name", "type", "dof", "lower", "upper", "value"}]}
#include "Cli.h"

#include "formats/Format.h"
#include "formula/FormulaParser.h"
#include "kinematics/Groups.h"
#include "kinematics/Kinematics.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>

#include <cmath>

namespace kinedit::cli {

namespace {

struct ModelArgs {
    bool json = false;
    QString file;
    QList<QPair<QString, double>> set;  // --set NAME=VALUE, in order
};

// Returns ExitOk, or the exit code of a usage error (already printed).
int parseModelArgs(const Command& c, const QStringList& args, bool allowSet, ModelArgs& m) {
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == QLatin1String("--json")) {
            m.json = true;
        } else if (allowSet && (a == QLatin1String("--set") || a.startsWith(QLatin1String("--set=")))) {
            QString spec = a.mid(6);
            if (a == QLatin1String("--set")) {
                if (++i >= args.size()) return usageError(c, Cli::tr("--set needs NAME=VALUE"));
                spec = args[i];
            }
            const qsizetype eq = spec.lastIndexOf(QLatin1Char('='));
            if (eq <= 0) return usageError(c, Cli::tr("--set needs NAME=VALUE, got '%1'").arg(spec));
            const auto v = FormulaParser::formula(spec.mid(eq + 1));
            if (!v.ok())
                return usageError(c, Cli::tr("--set %1: %2").arg(spec, v.error->describe()));
            m.set.append({spec.left(eq), v.value});
        } else if (a.startsWith(QLatin1Char('-')) && a.size() > 1) {
            return usageError(c, Cli::tr("unknown option '%1'").arg(a));
        } else if (m.file.isEmpty()) {
            m.file = a;
        } else {
            return usageError(c, Cli::tr("expected one FILE"));
        }
    }
    if (m.file.isEmpty()) return usageError(c, Cli::tr("expected a FILE"));
    return ExitOk;
}

QJsonArray numbers(const double* v, int n) {
    QJsonArray a;
    for (int i = 0; i < n; ++i) a.append(std::isfinite(v[i]) ? QJsonValue(v[i]) : QJsonValue());  // null: unbounded
    return a;
}

QJsonObject poseJson(const Eigen::Isometry3d& t) {
    Eigen::Quaterniond q(t.linear());
    if (q.w() < 0) q.coeffs() *= -1;  // one sign for one rotation
    QJsonObject pose;
    pose.insert(QStringLiteral("xyz"), numbers(t.translation().data(), 3));
    const double wxyz[4] = {q.w(), q.x(), q.y(), q.z()};
    pose.insert(QStringLiteral("quat_wxyz"), numbers(wxyz, 4));
    return pose;
}

// Applies --set: joint names (NAME or NAME[i] for a joint's i-th variable)
// and group actuator names. Returns an error message, or empty.
QString applySettings(const kin::Model& model, kin::Data& data, const QList<QPair<QString, double>>& set) {
    for (const auto& [rawName, value] : set) {
        QString name = rawName;
        int index = 0;
        static const QRegularExpression indexed(QStringLiteral("^(.*)\\[(\\d+)\\]$"));
        if (const auto m = indexed.match(name); m.hasMatch()) {
            name = m.captured(1);
            index = m.captured(2).toInt();
        }
        const int j = model.jointIndex(name.toStdString());
        if (j >= 0) {
            const kin::Joint& joint = model.joints()[size_t(j)];
            if (index >= joint.dof())
                return Cli::tr("joint '%1' has %n variable(s)", nullptr, joint.dof()).arg(name);
            data.q[joint.qIndex + index] = value;
            continue;
        }
        bool found = false;
        for (int g = 0; g < int(model.groups().size()) && !found; ++g) {
            const kin::KinematicGroup& grp = model.groups()[size_t(g)];
            for (int a = 0; a < grp.actuatedCount(); ++a)
                if (grp.actuatedNames[size_t(a)] == name.toStdString()) {
                    Eigen::VectorXd act = data.actuated[size_t(g)];
                    act[a] = value;
                    std::string why;
                    if (!kin::setActuatedState(model, data, g, act, &why)) return QString::fromStdString(why);
                    found = true;
                    break;
                }
        }
        if (!found) return Cli::tr("no joint or actuator is named '%1'").arg(rawName);
    }
    return {};
}

QString fmt(double v) { return QString::number(v, 'f', 6); }

int printFrames(const kin::Model& model, const kin::Data& data, bool json) {
    QJsonArray frames;
    for (int i : model.sourceOrder()) {
        const kin::Frame& f = model.frames()[size_t(i)];
        const QString parent = f.parent < 0 ? QString() : QString::fromStdString(model.frames()[size_t(f.parent)].name);
        if (json) {
            QJsonObject o;
            o.insert(QStringLiteral("name"), QString::fromStdString(f.name));
            o.insert(QStringLiteral("kind"), QString::fromStdString(f.kind));
            o.insert(QStringLiteral("parent"), f.parent < 0 ? QJsonValue() : QJsonValue(parent));
            o.insert(QStringLiteral("pose"), poseJson(data.oMf[size_t(i)]));
            frames.append(o);
        } else {
            const Eigen::Isometry3d& t = data.oMf[size_t(i)];
            Eigen::Quaterniond q(t.linear());
            if (q.w() < 0) q.coeffs() *= -1;
            out(QStringLiteral("%1  %2  parent=%3  xyz=(%4 %5 %6)  quat_wxyz=(%7 %8 %9 %10)")
                    .arg(QString::fromStdString(f.name), QString::fromStdString(f.kind), parent.isEmpty() ? QStringLiteral("-") : parent,
                         fmt(t.translation().x()), fmt(t.translation().y()), fmt(t.translation().z()), fmt(q.w()), fmt(q.x()), fmt(q.y()))
                    .arg(fmt(q.z())));
        }
    }
    QJsonArray joints;
    for (const kin::Joint& j : model.joints()) {
        if (json) {
            QJsonObject o;
            o.insert(QStringLiteral("name"), QString::fromStdString(j.name));
            o.insert(QStringLiteral("type"), QString::fromLatin1(kin::jointTypeName(j.type)));
            o.insert(QStringLiteral("dof"), j.dof());
            o.insert(QStringLiteral("lower"), numbers(j.lower.data(), j.dof()));
            o.insert(QStringLiteral("upper"), numbers(j.upper.data(), j.dof()));
            o.insert(QStringLiteral("value"), numbers(data.q.data() + j.qIndex, j.dof()));
            joints.append(o);
        }
    }
    if (json) {
        QJsonObject top;
        top.insert(QStringLiteral("frames"), frames);
        top.insert(QStringLiteral("joints"), joints);
        out(QString::fromUtf8(QJsonDocument(top).toJson(QJsonDocument::Indented)).trimmed());
    }
    return ExitOk;
}

int printInfo(const Format& format, const kin::Model& model, const kin::Data& data, bool json) {
    QMap<QString, int> kinds;
    for (const kin::Frame& f : model.frames()) kinds[QString::fromStdString(f.kind)]++;
    const kin::MassProperties mp = kin::massProperties(model, data);
    if (json) {
        QJsonObject top, k;
        for (auto it = kinds.begin(); it != kinds.end(); ++it) k.insert(it.key(), it.value());
        top.insert(QStringLiteral("format"), format.id());
        top.insert(QStringLiteral("frames"), int(model.frames().size()));
        top.insert(QStringLiteral("frame_kinds"), k);
        top.insert(QStringLiteral("joints"), int(model.joints().size()));
        top.insert(QStringLiteral("dof"), model.nq());
        top.insert(QStringLiteral("groups"), int(model.groups().size()));
        top.insert(QStringLiteral("mass"), mp.mass);
        top.insert(QStringLiteral("com"), numbers(mp.com.data(), 3));
        out(QString::fromUtf8(QJsonDocument(top).toJson(QJsonDocument::Indented)).trimmed());
        return ExitOk;
    }
    out(Cli::tr("format: %1").arg(format.displayName()));
    QStringList parts;
    for (auto it = kinds.begin(); it != kinds.end(); ++it) parts << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
    out(Cli::tr("frames: %1 (%2)").arg(model.frames().size()).arg(parts.join(QStringLiteral(", "))));
    out(Cli::tr("joints: %1, degrees of freedom: %2, closed-chain groups: %3")
            .arg(model.joints().size()).arg(model.nq()).arg(model.groups().size()));
    out(Cli::tr("total mass: %1 kg").arg(mp.mass, 0, 'g', 10));
    out(Cli::tr("centre of mass: %1 %2 %3 m").arg(fmt(mp.com.x()), fmt(mp.com.y()), fmt(mp.com.z())));
    return ExitOk;
}

int runModelCommand(const char* name, const QStringList& args, bool allowSet) {
    const Command& c = *findCommand(QLatin1String(name));
    ModelArgs m;
    if (const int rc = parseModelArgs(c, args, allowSet, m); rc != ExitOk) return rc;
    CheckedFile f = checkFile(m.file);
    if (!f.readable()) {
        for (const Diagnostic& d : f.diagnostics) err(d.toText());
        return ExitUsage;
    }
    if (!f.format || !f.format->hasKinematics()) {
        err(Cli::tr("kinedit-cli %1: %2: no kinematic model: %3")
                .arg(QLatin1String(name), m.file,
                     f.format ? Cli::tr("the %1 format has no compiler yet").arg(f.format->displayName())
                              : Cli::tr("no robot format recognised this file")));
        return ExitUsage;
    }
    Diagnostics compileDiagnostics;
    std::shared_ptr<const kin::Model> model = f.format->compile(*f.doc, compileDiagnostics);
    // Report what validation and compilation found (each once).
    Diagnostics all = f.diagnostics;
    for (const Diagnostic& d : compileDiagnostics)
        if (!all.contains(d)) all.append(d);
    sortByLocation(all);
    for (const Diagnostic& d : all)
        if (d.severity != Severity::Note) err(d.toText());
    if (!model) return ExitFailed;
    kin::Data data(model);
    if (const QString problem = applySettings(*model, data, m.set); !problem.isEmpty()) {
        err(QStringLiteral("kinedit-cli %1: --set: %2").arg(QLatin1String(name), problem));
        return ExitUsage;
    }
    kin::forwardKinematics(*model, data, data.q);
    return allowSet ? printFrames(*model, data, m.json) : printInfo(*f.format, *model, data, m.json);
}

}  // namespace

int runFrames(const QStringList& args) { return runModelCommand("frames", args, true); }
int runInfo(const QStringList& args) { return runModelCommand("info", args, false); }

}  // namespace kinedit::cli
