// textDocument/hover: the schema's word on the element or attribute under
// the cursor, a formula's value, what a name refers to, and the pose of a
// link, joint or frame in the file's root frame at the default configuration.
#include "LspDocument.h"
#include "LspFeatures.h"
#include "names/NameIndex.h"

#include "formats/Format.h"
#include "formula/FormulaParser.h"
#include "kinematics/Data.h"
#include "kinematics/Model.h"
#include "schema/Schema.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace kinedit::lsp {

namespace {

struct T {
    Q_DECLARE_TR_FUNCTIONS(LanguageServer)
};

QString typeName(ValueType t) {
    switch (t) {
    case ValueType::Enum: return T::tr("one of");
    case ValueType::Number: return T::tr("number");
    case ValueType::Formula: return T::tr("formula");
    case ValueType::Rotation: return T::tr("rotation");
    case ValueType::Translation: return T::tr("translation");
    case ValueType::String: return T::tr("text");
    case ValueType::Path: return T::tr("file path or URL");
    case ValueType::Version: return T::tr("version");
    case ValueType::Boolean: return T::tr("true or false");
    }
    return {};
}

// Roll, pitch, yaw (URDF's fixed-axis X, Y, Z) of a rotation.
Eigen::Vector3d rollPitchYaw(const Eigen::Matrix3d& r) {
    return {std::atan2(r(2, 1), r(2, 2)), std::asin(std::clamp(-r(2, 0), -1.0, 1.0)), std::atan2(r(1, 0), r(0, 0))};
}

QString number(double v) { return QString::number(v, 'g', 6); }

QString angle(double radians) { return QStringLiteral("%1 rad (%2°)").arg(number(radians), number(radians * 180 / std::numbers::pi)); }

// "= 1.5708 rad (90°)" for a value that is more than a plain number.
QString valueLine(const AttributeSchema* s, const QString& value) {
    const bool plain = FormulaParser::number(value).ok();
    if (s && s->type == ValueType::Rotation && !plain) {
        const auto r = FormulaParser::rotation(value);
        if (!r.ok()) return T::tr("does not evaluate: %1").arg(r.error->describe());
        const Eigen::Vector3d rpy = rollPitchYaw(r.value);
        return T::tr("= roll %1, pitch %2, yaw %3").arg(angle(rpy.x()), angle(rpy.y()), angle(rpy.z()));
    }
    if (s && s->type == ValueType::Translation && !plain) {
        const auto t = FormulaParser::translation(value);
        if (t.ok())
            return QStringLiteral("= (%1, %2, %3) %4")
                .arg(number(t.value.x()), number(t.value.y()), number(t.value.z()), s->unit)
                .trimmed();
    }
    if (plain && s && s->unit == QLatin1String("rad")) return QStringLiteral("= ") + angle(FormulaParser::number(value).value);
    if (plain) return {};
    const auto f = FormulaParser::formula(value);
    if (!f.ok()) {
        if (s && s->type == ValueType::Formula) return T::tr("does not evaluate: %1").arg(f.error->describe());
        return {};
    }
    if (s && s->unit == QLatin1String("rad")) return QStringLiteral("= ") + angle(f.value);
    return QStringLiteral("= %1%2").arg(number(f.value), s && !s->unit.isEmpty() ? u' ' + s->unit : QString());
}

// The kinematic model's frame an element is (a link, joint, frame, body).
int frameOf(const kin::Model& model, const XmlElement& e) {
    const QString name = e.attribute(u"name");
    if (name.isEmpty()) return -1;
    const std::string n = name.toStdString();
    for (size_t f = 0; f < model.frames().size(); ++f)
        if (model.frames()[f].name == n && model.frames()[f].kind == e.name().toStdString()) return int(f);
    if (const int f = model.frameIndex(n); f >= 0) return f;
    // SDFormat scopes nested models' names: "outer::inner::link".
    int found = -1;
    for (size_t f = 0; f < model.frames().size(); ++f)
        if (QString::fromStdString(model.frames()[f].name).endsWith(QStringLiteral("::") + name)) {
            if (found >= 0) return -1;  // ambiguous
            found = int(f);
        }
    return found;
}

}  // namespace

QJsonValue hover(LspDocument& doc, const QJsonObject& params) {
    doc.check();
    const XmlDocument* xml = doc.doc();
    const qint64 at = doc.byteOffset(params.value(QStringLiteral("position")).toObject());
    if (!xml || at < 0) return QJsonValue::Null;
    const Cursor c = cursorAt(doc, at);
    if (!c.element) return QJsonValue::Null;
    const XmlElement& e = *c.element;
    const ElementSchema* es = schemaOf(doc, e);
    // Between tags (indentation, an end tag): nothing, unless the element's text is a value.
    const bool inText = at > e.offset() + 1 + e.name().toUtf8().size() && es && es->hasText && !e.text().trimmed().isEmpty();
    if (!c.onTagName && c.attribute < 0 && !inText && !doc.names().at(*xml, at)) return QJsonValue::Null;
    QStringList lines;
    qint64 from = e.offset(), to = e.offset() + 1 + e.name().toUtf8().size();
    if (c.attribute >= 0) {
        const XmlAttribute& a = e.attributeAt(c.attribute);
        from = c.onValue ? a.valueOffset : a.nameOffset;
        to = c.onValue ? a.valueOffset + a.rawValue.size() : a.nameOffset + a.name.toUtf8().size();
        const AttributeSchema* as = es ? es->attribute(a.name) : nullptr;
        QString head = QStringLiteral("**`%1`** of `<%2>`").arg(a.name, e.name());
        if (as) {
            QStringList facts{typeName(as->type)};
            if (as->type == ValueType::Enum) {
                QStringList values;
                for (const EnumValue& v : as->values) values << QStringLiteral("`%1`").arg(v.value);
                facts[0] += u' ' + values.join(QStringLiteral(", "));
            }
            if (!as->unit.isEmpty()) facts << T::tr("unit %1").arg(as->unit);
            if (!as->defaultValue.isEmpty()) facts << T::tr("default `%1`").arg(as->defaultValue);
            if (as->required) facts << T::tr("required");
            if (!as->since.isNull()) facts << T::tr("since %1").arg(as->since.toString());
            head += QStringLiteral(" — ") + facts.join(QStringLiteral("; "));
        }
        lines << head;
        if (as && !as->description.isEmpty()) lines << as->description;
        if (c.onValue) {
            if (const QString v = valueLine(as, a.value); !v.isEmpty()) lines << QStringLiteral("`%1` %2").arg(a.value, v);
            if (doc.format()) {
                const DocumentGenerator* g = doc.format()->generator();
                const ValueSource src = g ? g->valueSource(*xml, e, a.name) : ValueSource{};
                if (src.element)
                    lines << T::tr("`%1` = `%2` (line %3)")
                                 .arg(src.via, src.element->attribute(src.attribute))
                                 .arg(xml->position(src.element).line);
            }
        }
    } else {
        QString head = QStringLiteral("**`<%1>`**").arg(e.name());
        if (es && !es->since.isNull()) head += QStringLiteral(" — ") + T::tr("since %1").arg(es->since.toString());
        lines << head;
        if (es && !es->description.isEmpty()) lines << es->description;
        if (es && es->hasText) {
            const QString text = e.text().trimmed();
            QString facts = typeName(es->textType);
            if (!es->textUnit.isEmpty()) facts += QStringLiteral("; ") + T::tr("unit %1").arg(es->textUnit);
            lines << T::tr("Holds a %1").arg(facts);
            AttributeSchema asText;
            asText.type = es->textType;
            asText.unit = es->textUnit;
            if (es->textType == ValueType::Formula || es->textType == ValueType::Number)
                if (const QString v = valueLine(&asText, text); !v.isEmpty()) lines << QStringLiteral("`%1` %2").arg(text, v);
        }
    }
    // A name: what it refers to.
    if (const NameSite* s = doc.names().at(*xml, at)) {
        const std::vector<const NameSite*> defs = doc.names().definitionsOf(*s);
        if (!defs.empty() && defs.front()->element != s->element)
            lines << T::tr("%1 `%2`, defined at %3:%4")
                         .arg(s->kind, s->name, QFileInfo(defs.front()->doc->fileName()).fileName())
                         .arg(defs.front()->doc->position(defs.front()->element).line);
    }
    // A frame's pose in the root frame.
    const bool onName = c.onTagName || (c.attribute >= 0 && e.attributeAt(c.attribute).name == QLatin1String("name"));
    if (onName && doc.format() && doc.format()->modelPathsAreDocumentPaths()) {
        if (const kin::Model* model = doc.model()) {
            const int f = frameOf(*model, e);
            if (f >= 0 && doc.data()) {
                const Eigen::Isometry3d& pose = doc.data()->oMf[size_t(f)];
                const Eigen::Vector3d rpy = rollPitchYaw(pose.rotation());
                lines << T::tr("Pose in the root frame at the file's configuration: xyz %1 %2 %3 m, rpy %4 %5 %6 rad")
                             .arg(number(pose.translation().x()), number(pose.translation().y()), number(pose.translation().z()),
                                  number(rpy.x()), number(rpy.y()), number(rpy.z()));
                lines << QStringLiteral("```xml\n%1\n```").arg(doc.format()->poseText(pose));
            }
        }
    }
    return QJsonObject{{QStringLiteral("contents"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("markdown")},
                                                                {QStringLiteral("value"), lines.join(QStringLiteral("\n\n"))}}},
                       {QStringLiteral("range"), doc.range(from, to)}};
}

}  // namespace kinedit::lsp
