#include "XacroYaml.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QRegularExpression>

#include <yaml.h>

#include <cmath>
#include <memory>

namespace kinedit {

namespace {

struct T {
    Q_DECLARE_TR_FUNCTIONS(XacroYaml)
};

[[noreturn]] void fail(const QString& message) { throw XacroExpressionError{message, 0}; }

// PyYAML's implicit resolvers (YAML 1.1) for a plain scalar.
XacroValue resolvePlain(const QString& s) {
    static const QRegularExpression nullRe(QStringLiteral("^(~|null|Null|NULL|)$"));
    static const QRegularExpression boolRe(
        QStringLiteral("^(yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$"));
    static const QRegularExpression intRe(QStringLiteral("^([-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+)$"));
    static const QRegularExpression sexagesimalRe(QStringLiteral("^[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+(\\.[0-9_]*)?$"));
    static const QRegularExpression floatRe(QStringLiteral(
        "^([-+]?([0-9][0-9_]*)\\.[0-9_]*([eE][-+][0-9]+)?|\\.[0-9_]+([eE][-+][0-9]+)?|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN))$"));
    if (nullRe.match(s).hasMatch()) return XacroValue::none();
    if (boolRe.match(s).hasMatch()) {
        const QString l = s.toLower();
        return XacroValue::boolean(l == QLatin1String("yes") || l == QLatin1String("true") || l == QLatin1String("on"));
    }
    if (intRe.match(s).hasMatch()) {
        QString t = s;
        t.remove(QLatin1Char('_'));
        const bool neg = t.startsWith(QLatin1Char('-'));
        if (t.startsWith(QLatin1Char('-')) || t.startsWith(QLatin1Char('+'))) t = t.mid(1);
        bool ok = false;
        qlonglong v = 0;
        if (t.startsWith(QLatin1String("0b")))
            v = t.mid(2).toLongLong(&ok, 2);
        else if (t.startsWith(QLatin1String("0x")))
            v = t.mid(2).toLongLong(&ok, 16);
        else if (t.size() > 1 && t.startsWith(QLatin1Char('0')))
            v = t.mid(1).toLongLong(&ok, 8);
        else
            v = t.toLongLong(&ok);
        if (ok) return XacroValue::integer(neg ? -v : v);
    }
    if (sexagesimalRe.match(s).hasMatch() && (s.contains(QLatin1Char('.')) || !s.startsWith(QLatin1Char('0')))) {
        // YAML 1.1 base 60 (12:30 is 750).
        QString t = s;
        t.remove(QLatin1Char('_'));
        const bool neg = t.startsWith(QLatin1Char('-'));
        if (neg || t.startsWith(QLatin1Char('+'))) t = t.mid(1);
        double v = 0;
        for (const QString& part : t.split(QLatin1Char(':'))) v = v * 60 + part.toDouble();
        if (neg) v = -v;
        return s.contains(QLatin1Char('.')) ? XacroValue::real(v) : XacroValue::integer(std::int64_t(v));
    }
    if (floatRe.match(s).hasMatch()) {
        QString t = s;
        t.remove(QLatin1Char('_'));
        if (t.contains(QLatin1String("inf"), Qt::CaseInsensitive))
            return XacroValue::real(t.startsWith(QLatin1Char('-')) ? -INFINITY : INFINITY);
        if (t.contains(QLatin1String("nan"), Qt::CaseInsensitive)) return XacroValue::real(NAN);
        return XacroValue::real(t.toDouble());
    }
    return XacroValue::string(s);
}

class Reader {
public:
    Reader(const QString& path, XacroEnvironment& env) : m_path(path), m_env(env) { yaml_parser_initialize(&m_parser); }
    ~Reader() {
        if (m_haveEvent) yaml_event_delete(&m_event);
        yaml_parser_delete(&m_parser);
    }

    XacroValue read(const QByteArray& bytes) {
        yaml_parser_set_input_string(&m_parser, reinterpret_cast<const unsigned char*>(bytes.constData()), size_t(bytes.size()));
        next();  // stream start
        next();
        if (m_event.type == YAML_STREAM_END_EVENT) return XacroValue::none();
        if (m_event.type != YAML_DOCUMENT_START_EVENT) error();
        next();
        return node(0);
    }

private:
    void next() {
        if (m_haveEvent) yaml_event_delete(&m_event);
        m_haveEvent = false;
        if (!yaml_parser_parse(&m_parser, &m_event)) error();
        m_haveEvent = true;
    }
    [[noreturn]] void error() {
        fail(T::tr("%1:%2: YAML error: %3")
                 .arg(m_path)
                 .arg(m_parser.problem_mark.line + 1)
                 .arg(QString::fromUtf8(m_parser.problem ? m_parser.problem : "unexpected content")));
    }
    static QString text(const yaml_char_t* s) { return s ? QString::fromUtf8(reinterpret_cast<const char*>(s)) : QString(); }

    XacroValue node(int depth) {
        if (depth > 200) fail(T::tr("%1: YAML nested too deeply").arg(m_path));
        XacroValue v;
        const QString anchor = m_event.type == YAML_SCALAR_EVENT           ? text(m_event.data.scalar.anchor)
                               : m_event.type == YAML_SEQUENCE_START_EVENT ? text(m_event.data.sequence_start.anchor)
                               : m_event.type == YAML_MAPPING_START_EVENT  ? text(m_event.data.mapping_start.anchor)
                                                                           : QString();
        switch (m_event.type) {
        case YAML_ALIAS_EVENT: {
            const QString name = text(m_event.data.alias.anchor);
            if (!m_anchors.contains(name)) fail(T::tr("%1: unknown YAML alias '%2'").arg(m_path, name));
            v = m_anchors.value(name);
            break;
        }
        case YAML_SCALAR_EVENT: {
            const QString value =
                QString::fromUtf8(reinterpret_cast<const char*>(m_event.data.scalar.value), int(m_event.data.scalar.length));
            const QString tag = text(m_event.data.scalar.tag);
            if (tag == QLatin1String("!radians") || tag == QLatin1String("!degrees")) {
                XacroValue x;
                try {
                    x = evaluateXacroExpression(value, m_env);
                } catch (const XacroExpressionError& e) {
                    fail(T::tr("%1:%2: %3 %4: %5").arg(m_path).arg(m_event.start_mark.line + 1).arg(tag, value, e.message));
                }
                if (!x.isNumber()) fail(T::tr("%1:%2: %3 needs a number: %4").arg(m_path).arg(m_event.start_mark.line + 1).arg(tag, value));
                v = XacroValue::real(tag == QLatin1String("!degrees") ? x.number() * (M_PI / 180.0) : x.number());  // math.radians
            } else if (m_event.data.scalar.plain_implicit && m_event.data.scalar.style == YAML_PLAIN_SCALAR_STYLE) {
                v = resolvePlain(value);
            } else {
                v = XacroValue::string(value);
            }
            break;
        }
        case YAML_SEQUENCE_START_EVENT: {
            std::vector<XacroValue> items;
            next();
            while (m_event.type != YAML_SEQUENCE_END_EVENT) {
                items.push_back(node(depth + 1));
                next();
            }
            v = XacroValue::makeList(std::move(items));
            break;
        }
        case YAML_MAPPING_START_EVENT: {
            std::vector<std::pair<XacroValue, XacroValue>> items;
            next();
            while (m_event.type != YAML_MAPPING_END_EVENT) {
                XacroValue key = node(depth + 1);
                next();
                XacroValue value = node(depth + 1);
                bool replaced = false;
                for (auto& [k, old] : items)
                    if (xacroEquals(k, key)) {
                        old = value;
                        replaced = true;
                    }
                if (!replaced) items.emplace_back(std::move(key), std::move(value));
                next();
            }
            v = XacroValue::makeDict(std::move(items));
            break;
        }
        default: error();
        }
        if (!anchor.isEmpty()) m_anchors.insert(anchor, v);
        return v;
    }

    QString m_path;
    XacroEnvironment& m_env;
    yaml_parser_t m_parser;
    yaml_event_t m_event;
    bool m_haveEvent = false;
    QHash<QString, XacroValue> m_anchors;
};

}  // namespace

XacroValue loadXacroYaml(const QString& path, XacroEnvironment& env) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) fail(T::tr("cannot read the YAML file %1: %2").arg(path, f.errorString()));
    if (f.size() > 16 * 1024 * 1024) fail(T::tr("the YAML file %1 is larger than 16 MB").arg(path));
    Reader r(path, env);
    return r.read(f.readAll());
}

}  // namespace kinedit
