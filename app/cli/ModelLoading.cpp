#include "ModelLoading.h"

#include "formula/FormulaParser.h"
#include "geometry/LoadingMeshFacts.h"
#include "kinematics/Groups.h"
#include "kinematics/Kinematics.h"

#include <QRegularExpression>
#include <QSet>

namespace kinedit::cli {

int parseModelArgs(const Command& c, const QStringList& args, bool allowSet, ModelArgs& m, const ExtraOption& extra) {
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (extra) {
            if (const int rc = extra(args, i); rc == ExitOk)
                continue;
            else if (rc != -1)
                return rc;
        }
        if (isXacroArgument(a)) {
            m.xacroArgs << a;
        } else if (a == QLatin1String("--urdf")) {
            if (++i >= args.size()) return usageError(c, Cli::tr("--urdf needs a FILE"));
            m.companion = args[i];
        } else if (a == QLatin1String("--json")) {
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
            if (!v.ok()) return usageError(c, Cli::tr("--set %1: %2").arg(spec, v.error->describe()));
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

QString applySettings(const kin::Model& model, kin::Data& data, const QList<QPair<QString, double>>& set, const QString& file,
                      Diagnostics& warnings) {
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
            if (index >= joint.dof()) return Cli::tr("joint '%1' has %n variable(s)", nullptr, joint.dof()).arg(name);
            if (joint.mimicJoint >= 0) {
                const QString leader = QString::fromStdString(model.joints()[size_t(joint.mimicJoint)].name);
                warnings.append(fileDiagnostic(
                    Severity::Warning, QStringLiteral("CLI-W001"),
                    Cli::tr("--set %1: joint '%2' follows joint '%3' (%4 times its value plus %5), so the value given is not used; "
                            "set '%3' instead")
                        .arg(rawName + QLatin1Char('=') + QString::number(value), name, leader)
                        .arg(joint.mimicMultiplier)
                        .arg(joint.mimicOffset),
                    file));
                continue;
            }
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

int loadModel(const Command& c, const ModelArgs& m, LoadedModel& out) {
    const QString name = QLatin1String(c.name);
    // Compiled even with errors, as far as the compiler gets: the errors are
    // printed, and a model that compiles is still shown.
    CheckedFile f = checkFile(m.file, {.arguments = xacroArguments(m.xacroArgs),
                                       .force = true,
                                       .meshes = std::make_shared<LoadingMeshFacts>(),
                                       .companion = m.companion});
    const DocumentCheck& check = f.check;
    QSet<QString> printed;  // each problem once
    for (const Diagnostic& d : check.diagnostics)
        if (d.severity != Severity::Note && !printed.contains(d.toText())) {
            printed.insert(d.toText());
            err(d.toText());
        }
    if (!f.readable()) return unreadFileExit(check.diagnostics);
    if (!check.format || (!check.format->hasKinematics() && !check.companionModel)) {
        err(Cli::tr("kinedit-cli %1: %2: no kinematic model: %3")
                .arg(name, m.file,
                     check.format ? Cli::tr("the %1 format has no compiler yet").arg(check.format->displayName())
                                  : Cli::tr("no robot format recognised this file")));
        return ExitUsage;
    }
    out.model = check.model ? check.model : check.companionModel;
    out.format = check.format;
    out.doc = std::move(f.doc);
    out.state = check.state;
    out.errors = hasErrors(check.diagnostics);
    if (!out.model) return ExitFailed;
    out.data = std::make_unique<kin::Data>(out.model);
    Diagnostics warnings;
    const QString problem = applySettings(*out.model, *out.data, m.set, m.file, warnings);
    for (const Diagnostic& d : warnings) err(d.toText());
    if (!problem.isEmpty()) {
        err(Cli::tr("kinedit-cli %1: --set: %2").arg(name, problem));
        return ExitUsage;
    }
    kin::forwardKinematics(*out.model, *out.data, out.data->q);
    return ExitOk;
}

}  // namespace kinedit::cli
