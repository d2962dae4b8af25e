// textDocument/codeAction: the fixes a diagnostic has. A misspelt attribute
// the format's rules recognise ("did you mean 'xyz'?") is renamed; a value
// that names nothing, or is no value of an enumeration, is replaced by the
// nearest names or values (case first, then edit distance). A broken
// triangle inequality is balanced as MuJoCo's balanceinertia does
// (InertiaBalance.h).
#include "LspDocument.h"
#include "LspFeatures.h"
#include "names/NameIndex.h"

#include "check/InertiaBalance.h"
#include "formats/Format.h"
#include "kinematics/Model.h"
#include "schema/Schema.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace kinedit::lsp {

namespace {

struct T {
    Q_DECLARE_TR_FUNCTIONS(LanguageServer)
};

int editDistance(const QString& a, const QString& b) {
    std::vector<int> row(size_t(b.size()) + 1);
    for (int j = 0; j <= b.size(); ++j) row[size_t(j)] = j;
    for (int i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = i;
        for (int j = 1; j <= b.size(); ++j) {
            const int up = row[size_t(j)];
            row[size_t(j)] = std::min({row[size_t(j)] + 1, row[size_t(j) - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = up;
        }
    }
    return row[size_t(b.size())];
}

// The candidates nearest to value: same but for case first, then within an
// edit distance of a third of its length (at least 2); at most three.
QStringList nearest(const QString& value, const QStringList& candidates) {
    QList<QPair<int, QString>> scored;
    const int limit = std::max(2, int(value.size()) / 3);
    for (const QString& c : candidates) {
        if (c == value) continue;
        const int d = c.compare(value, Qt::CaseInsensitive) == 0 ? 0 : editDistance(value, c);
        if (d <= limit) scored.append({d, c});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    QStringList out;
    for (const auto& s : scored.mid(0, 3)) out << s.second;
    return out;
}

QJsonObject action(const LspDocument& doc, const QString& title, const QJsonObject& diagnostic, qint64 from, qint64 to, const QString& text,
                   bool preferred) {
    const QJsonObject edit{{QStringLiteral("range"), doc.range(from, to)}, {QStringLiteral("newText"), text}};
    return {{QStringLiteral("title"), title},
            {QStringLiteral("kind"), QStringLiteral("quickfix")},
            {QStringLiteral("diagnostics"), QJsonArray{diagnostic}},
            {QStringLiteral("isPreferred"), preferred},
            {QStringLiteral("edit"), QJsonObject{{QStringLiteral("changes"), QJsonObject{{doc.uri(), QJsonArray{edit}}}}}}};
}

}  // namespace

QJsonValue codeActions(LspDocument& doc, const QJsonObject& params) {
    doc.check();
    QJsonArray out;
    const XmlDocument* xml = doc.doc();
    if (!xml || !doc.format()) return out;
    const QJsonArray diagnostics = params.value(QStringLiteral("context")).toObject().value(QStringLiteral("diagnostics")).toArray();
    for (const QJsonValue& v : diagnostics) {
        const QJsonObject d = v.toObject();
        if (d.value(QStringLiteral("source")).toString() != QLatin1String("kinedit")) continue;
        const QJsonObject data = d.value(QStringLiteral("data")).toObject();
        const qint64 at = doc.byteOffset(d.value(QStringLiteral("range")).toObject().value(QStringLiteral("start")).toObject());
        Diagnostic about;
        about.code = d.value(QStringLiteral("code")).toString();
        if (isTriangleInequality(about)) {
            about.path = data.value(QStringLiteral("path")).toString();
            about.line = d.value(QStringLiteral("range"))
                             .toObject()
                             .value(QStringLiteral("start"))
                             .toObject()
                             .value(QStringLiteral("line"))
                             .toInt(-1) +
                         1;
            const kin::Model* model = doc.model();
            const kin::Inertial* in = model ? inertialAt(*doc.format(), *xml, doc.state(), *model, about) : nullptr;
            const InertialEdit e = in ? balanceInertiaEdit(*doc.format(), *xml, doc.state(), *model, *in) : InertialEdit{};
            if (e.edit)
                out.append(action(doc, T::tr("Balance the inertia as MuJoCo's balanceinertia does"), d, e.edit->from, e.edit->to,
                                  QString::fromUtf8(e.edit->text), true));
            continue;
        }
        const XmlElement* e =
            data.contains(QStringLiteral("path")) ? elementByPath(xml->top(), data.value(QStringLiteral("path")).toString()) : nullptr;
        if (!e && at >= 0) e = xml->elementAt(at);
        if (!e) continue;
        QString attribute = data.value(QStringLiteral("attribute")).toString();
        if (attribute.isEmpty() && at >= 0) {
            const Cursor c = cursorAt(doc, at);
            if (c.element == e && c.attribute >= 0) attribute = e->attributeAt(c.attribute).name;
        }
        const XmlAttribute* a = attribute.isEmpty() ? nullptr : e->findAttribute(attribute);
        // "did you mean 'x'?": the rules' own suggestion, for a misspelt attribute.
        static const QRegularExpression meant(QStringLiteral("did you mean '([^']+)'\\?"));
        if (const auto m = meant.match(d.value(QStringLiteral("message")).toString()); m.hasMatch() && a) {
            out.append(action(doc, T::tr("Rename '%1' to '%2'").arg(a->name, m.captured(1)), d, a->nameOffset,
                              a->nameOffset + a->name.toUtf8().size(), m.captured(1), true));
            continue;
        }
        QStringList candidates;
        qint64 from = -1, to = -1;
        QString value;
        if (a) {
            value = a->value;
            from = a->valueOffset;
            to = a->valueOffset + a->rawValue.size();
            const ElementSchema* es = schemaOf(doc, *e);
            if (const AttributeSchema* as = es ? es->attribute(a->name) : nullptr; as && as->type == ValueType::Enum)
                for (const EnumValue& ev : as->values) candidates << ev.value;
            if (const QString kind = doc.names().referenceKind(*e, a->name); !kind.isEmpty())
                candidates << doc.names().namesFor(kind, *xml, e, a->name);
        } else if (const QString kind = doc.names().referenceKind(*e, {});
                   !kind.isEmpty() && e->childCount() == 1 && !e->child(0)->isElement()) {
            value = e->text().trimmed();
            const QByteArray raw = static_cast<const XmlLeaf*>(e->child(0))->raw();
            from = e->child(0)->offset() + raw.indexOf(raw.trimmed());
            to = from + raw.trimmed().size();
            candidates = doc.names().namesFor(kind, *xml, e);
        }
        if (from < 0 || candidates.contains(value)) continue;
        bool first = true;
        for (const QString& c : nearest(value, candidates)) {
            out.append(action(doc, T::tr("Change '%1' to '%2'").arg(value, c), d, from, to, c, first));
            first = false;
        }
    }
    return out;
}

}  // namespace kinedit::lsp
