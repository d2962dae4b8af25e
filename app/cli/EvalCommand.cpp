// kinedit-cli eval: one HRDF value, evaluated as the editor's formula fields do.
#include "Cli.h"

#include "formula/FormulaParser.h"

#include <charconv>

namespace kinedit::cli {

namespace {

// Shortest text that reads back as the same double.
QString shortest(double v) {
    if (v == 0) v = 0;  // no "-0"
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return QString::fromLatin1(buf, int(r.ptr - buf));
}

int fail(const Command& c, const QString& expr, const ValueError& e) {
    err(Cli::tr("kinedit-cli %1: error: %2").arg(QLatin1String(c.name), e.describe()));
    // The expression with a caret under the column, as compilers show it.
    QString line = expr;
    line.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\t'), QLatin1Char(' '));
    err(QStringLiteral("  ") + line);
    err(QStringLiteral("  ") + QString(qMax(0, e.column - 1), QLatin1Char(' ')) + QLatin1Char('^'));
    return ExitFailed;
}

}  // namespace

int runEval(const QStringList& args) {
    const Command& c = *findCommand(QStringLiteral("eval"));
    if (args.size() != 2) return usageError(c, Cli::tr("expected a type and one expression (quote it)"));
    const QString& type = args[0];
    const QString& expr = args[1];
    if (type == QLatin1String("number") || type == QLatin1String("formula")) {
        const auto r = type == QLatin1String("number") ? FormulaParser::number(expr) : FormulaParser::formula(expr);
        if (!r.ok()) return fail(c, expr, *r.error);
        out(shortest(r.value));
        return ExitOk;
    }
    if (type == QLatin1String("rotation")) {
        const auto r = FormulaParser::rotation(expr);
        if (!r.ok()) return fail(c, expr, *r.error);
        QStringList parts;
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) parts << shortest(r.value(i, j));
        out(parts.join(QLatin1Char(' ')));
        return ExitOk;
    }
    if (type == QLatin1String("translation")) {
        const auto r = FormulaParser::translation(expr);
        if (!r.ok()) return fail(c, expr, *r.error);
        out(QStringLiteral("%1 %2 %3").arg(shortest(r.value.x()), shortest(r.value.y()), shortest(r.value.z())));
        return ExitOk;
    }
    return usageError(c, Cli::tr("unknown type '%1' (number, formula, rotation or translation)").arg(type));
}

}  // namespace kinedit::cli
