// The substitution of the xacro expander: ${expr} evaluated with the
// symbols in scope, the $(...) extensions, $${ written as ${, and
// load_yaml; the walk (XacroExpander.cpp) calls it for every value.
#include "XacroExpanderParts.h"

#include "io/OpenFiles.h"

#include "XacroCodes.h"
#include "XacroExpression.h"
#include "io/IncludedFileCache.h"
#include "XacroBuiltins.h"
#include "XacroYaml.h"
#include "io/ResourceResolver.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <deque>
#include <memory>
#include <optional>

namespace kinedit::xacro {

QString Expander::absolute(const QString& file, const Ctx& ctx) const {
    if (QFileInfo(file).isAbsolute()) return file;
    return QDir::cleanPath(QFileInfo(m_files[size_t(ctx.file)].path).absoluteDir().filePath(file));
}

XacroValue Expander::loadYaml(const QString& file, const Ctx& ctx, const XacroOrigin& at) {
    const QString path = absolute(file, ctx);
    m_out.files << path;
    Env env(*this, ctx, at);
    try {
        return loadXacroYaml(path, env);
    } catch (const XacroExpressionError& e) {
        throw Failure{xacrocode::Yaml, e.message, at};
    }
}

XacroValue Expander::evalExpression(const QString& expr, const Ctx& ctx, const XacroOrigin& at) {
    const QString text = expr.contains(QLatin1Char('$')) ? asText(evalText(expr, ctx, at), at) : expr;
    Env env(*this, ctx, at);
    try {
        return evaluateXacroExpression(text, env);
    } catch (const XacroExpressionError& e) {
        const char* code = e.kind == XacroExpressionError::Syntax          ? xacrocode::ExpressionSyntax
                           : e.kind == XacroExpressionError::UndefinedName ? xacrocode::UndefinedName
                                                                           : xacrocode::Evaluation;
        throw Failure{code, T::tr("%1 (in ${%2})").arg(e.message, expr), text == expr ? advance(at, expr, e.column) : at};
    }
}

QString Expander::extension(const QString& inner, const Ctx& ctx, const XacroOrigin& at) {
    // $(eval EXPR): the expression with the args as names.
    if (inner.startsWith(QLatin1String("eval "))) {
        class ArgEnv final : public XacroEnvironment {
        public:
            ArgEnv(Expander& x) : m_x(x) {}
            std::optional<XacroValue> lookup(const QString& name) override {
                if (name == QLatin1String("true") || name == QLatin1String("false"))
                    return XacroValue::boolean(name == QLatin1String("true"));
                if (m_x.m_args.contains(name)) return xacroLiteral(m_x.m_args.value(name));
                return std::nullopt;
            }
            std::optional<XacroValue> member(XacroTable*, const QString&) override { return std::nullopt; }
            XacroValue loadYaml(const QString&) override { throw XacroExpressionError{T::tr("load_yaml is not available in $(eval)"), 0}; }
            std::optional<QString> arg(const QString& name) override {
                return m_x.m_args.contains(name) ? std::optional(m_x.m_args.value(name)) : std::nullopt;
            }
            QString absoluteFileName(const QString& file) override { return file; }
            void message(const QString&, const QString&) override {}

        private:
            Expander& m_x;
        } env(*this);
        try {
            return evaluateXacroExpression(inner.mid(5), env).str();
        } catch (const XacroExpressionError& e) {
            throw Failure{e.kind == XacroExpressionError::Syntax ? xacrocode::ExpressionSyntax : xacrocode::Evaluation,
                          T::tr("%1 (in $(%2))").arg(e.message, inner), at};
        }
    }
    const QStringList words = inner.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QString command = words.value(0);
    const QStringList args = words.mid(1);
    if (command == QLatin1String("cwd")) return QDir::currentPath();
    if (command == QLatin1String("arg")) {
        if (args.size() != 1) throw Failure{xacrocode::Substitution, T::tr("$(arg NAME) takes one name: $(%1)").arg(inner), at};
        if (!m_args.contains(args[0])) {
            // Declared further on in this file: xacro reads declarations
            // in order, so the default is not known yet here.
            const SourceFile& f = m_files[size_t(ctx.file)];
            if (const XmlElement* later = f.doc->root() ? argDeclaration(*f.doc->root(), args[0]) : nullptr)
                throw Failure{xacrocode::UndefinedArg,
                              T::tr("argument '%1' is used before its <xacro:arg> on line %2 (xacro reads them in order, so its "
                                    "default does not apply here): give it a value (NAME:=VALUE, or in the Arguments panel)")
                                  .arg(args[0])
                                  .arg(f.doc->position(later).line),
                              at};
            throw Failure{
                xacrocode::UndefinedArg,
                T::tr("undefined argument '%1': give it (NAME:=VALUE) or declare it with <xacro:arg name=\"%1\" default=\"...\"/>")
                    .arg(args[0]),
                at};
        }
        return m_args.value(args[0]);
    }
    if (command == QLatin1String("find")) {
        if (args.size() != 1) throw Failure{xacrocode::Substitution, T::tr("$(find PKG) takes one package: $(%1)").arg(inner), at};
        QString why;
        const QString dir = findPackage(args[0], m_files[size_t(ctx.file)].path, &why);
        if (dir.isEmpty()) throw Failure{xacrocode::UnknownPackage, why, at};
        return dir;
    }
    if (command == QLatin1String("env")) {
        if (args.size() != 1) throw Failure{xacrocode::Substitution, T::tr("$(env VAR) takes one variable: $(%1)").arg(inner), at};
        if (!qEnvironmentVariableIsSet(args[0].toLocal8Bit().constData()))
            throw Failure{xacrocode::Substitution, T::tr("environment variable %1 is not set").arg(args[0]), at};
        return qEnvironmentVariable(args[0].toLocal8Bit().constData());
    }
    if (command == QLatin1String("optenv")) {
        if (args.isEmpty()) throw Failure{xacrocode::Substitution, T::tr("$(optenv VAR [DEFAULT]) needs a variable"), at};
        if (qEnvironmentVariableIsSet(args[0].toLocal8Bit().constData())) return qEnvironmentVariable(args[0].toLocal8Bit().constData());
        return args.mid(1).join(QLatin1Char(' '));
    }
    if (command == QLatin1String("dirname")) return QFileInfo(m_files[size_t(ctx.file)].path).absolutePath();
    throw Failure{xacrocode::Substitution,
                  T::tr("unknown substitution $(%1): the commands are arg, find, env, optenv, dirname, cwd and eval").arg(inner), at};
}

XacroValue Expander::evalText(const QString& text, const Ctx& ctx, const XacroOrigin& at) {
    std::vector<XacroValue> pieces;
    qsizetype k = 0;
    const qsizetype n = text.size();
    while (k < n) {
        if (text[k] != QLatin1Char('$')) {
            const qsizetype next = text.indexOf(QLatin1Char('$'), k);
            const qsizetype end = next < 0 ? n : next;
            pieces.push_back(XacroValue::string(text.mid(k, end - k)));
            k = end;
            continue;
        }
        qsizetype run = k;
        while (run < n && text[run] == QLatin1Char('$')) ++run;
        const QChar after = run < n ? text[run] : QChar();
        if (run - k >= 2 && (after == QLatin1Char('{') || after == QLatin1Char('('))) {
            pieces.push_back(XacroValue::string(text.mid(k + 1, run - k)));  // $${ -> ${
            k = run + 1;
            continue;
        }
        if (run - k >= 2)
            throw Failure{xacrocode::ExpressionSyntax, T::tr("invalid expression: %1").arg(text.mid(k)), advance(at, text, k)};
        if (after == QLatin1Char('{') || after == QLatin1Char('(')) {
            const QChar close = after == QLatin1Char('{') ? QLatin1Char('}') : QLatin1Char(')');
            const qsizetype end = text.indexOf(close, run + 1);
            if (end < 0)
                throw Failure{xacrocode::ExpressionSyntax, T::tr("'$%1' without '%2': %3").arg(after).arg(close).arg(text.mid(k)),
                              advance(at, text, k)};
            const QString inner = text.mid(run + 1, end - run - 1);
            const XacroOrigin innerAt = advance(at, text, run + 1);
            if (after == QLatin1Char('{'))
                pieces.push_back(evalExpression(inner, ctx, innerAt));
            else
                pieces.push_back(XacroValue::string(
                    extension(inner.contains(QLatin1Char('$')) ? asText(evalText(inner, ctx, innerAt), innerAt) : inner, ctx, innerAt)));
            k = end + 1;
            continue;
        }
        // A '$' and text up to the next '$', '{' or '(' is text.
        qsizetype end = run;
        while (end < n && text[end] != QLatin1Char('$') && text[end] != QLatin1Char('{') && text[end] != QLatin1Char('(')) ++end;
        pieces.push_back(XacroValue::string(text.mid(k, end - k)));
        k = end;
    }
    if (pieces.size() == 1) return pieces[0];
    QString joined;
    for (const XacroValue& v : pieces) joined += asText(v, at);
    return XacroValue::string(joined);
}

QString Expander::evalString(const QString& text, const Ctx& ctx, const XacroOrigin& at) {
    return text.contains(QLatin1Char('$')) ? asText(evalText(text, ctx, at), at) : text;
}

QString Expander::asText(const XacroValue& v, const XacroOrigin& at) {
    try {
        return v.str();
    } catch (const XacroExpressionError& e) {
        throw Failure{xacrocode::Limit, e.message, at};
    }
}

bool Expander::boolean(const XacroValue& v, const QString& written, const XacroOrigin& at) {
    if (v.type != XacroValue::Type::String) return v.truthy();
    if (v.s == QLatin1String("true") || v.s == QLatin1String("True")) return true;
    if (v.s == QLatin1String("false") || v.s == QLatin1String("False")) return false;
    bool ok = false;
    const qlonglong i = v.s.trimmed().toLongLong(&ok);
    if (ok) return i != 0;
    throw Failure{xacrocode::NonBoolean, T::tr("'%1' evaluated to '%2', which is not a boolean").arg(written, v.s), at};
}

}  // namespace kinedit::xacro
