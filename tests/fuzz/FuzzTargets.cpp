#include "FuzzTargets.h"

#include "formats/FormatRegistry.h"
#include "formula/FormulaParser.h"
#include "kinematics/Kinematics.h"
#include "xml/XmlDocument.h"
#include "xml/XmlNode.h"

#include <QDir>

#include <cstdio>
#include <cstdlib>

namespace kinedit::fuzz {

namespace {

// An invariant the code promises; its failure is a finding like a crash.
void fuzzCheck(bool ok, const char* what) {
    if (ok) return;
    std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
    std::abort();
}

// Lossless loading: unless the parse was fatal, the document gives back
// exactly the bytes it was read from.
void xmlTarget(const QByteArray& input, const QString& dir) {
    Diagnostics d;
    auto doc = XmlDocument::fromBytes(input, QDir(dir).filePath(QStringLiteral("input.xml")), &d);
    if (!doc) {
        fuzzCheck(!d.isEmpty(), "a refused document says why");
        return;
    }
    fuzzCheck(doc->toBytes() == input, "toBytes() == input");
    for (const Diagnostic& x : d) fuzzCheck(x.line >= 0 && x.column >= 0, "diagnostic positions are not negative");
}

// Every value type over the same text: a result or a located error.
void formulaTarget(const QByteArray& input) {
    const QString text = QString::fromUtf8(input);
    const auto f = FormulaParser::formula(text);
    fuzzCheck(f.ok() || f.error->column >= 1, "formula errors have a column");
    const auto n = FormulaParser::number(text);
    fuzzCheck(n.ok() || n.error->column >= 1, "number errors have a column");
    const auto r = FormulaParser::rotation(text);
    if (r.ok()) fuzzCheck(FormulaParser::orthonormalityError(r.value) <= FormulaParser::RotationTolerance, "rotations are rotations");
    FormulaParser::translation(text);
}

// Read, check and compile as `kinedit-cli frames` does, then pose the model
// at its zero configuration.
void formatTarget(const Format& format, const QByteArray& input, const QString& dir) {
    Diagnostics d;
    const QString ext = format.extensions().value(0, format.id());
    auto doc = XmlDocument::fromBytes(input, QDir(dir).filePath(QStringLiteral("input.") + ext), &d);
    if (!doc || !doc->root()) return;
    format.validate(*doc, d);
    if (!format.hasKinematics()) return;
    auto model = format.compile(*doc, d);
    if (!model) return;
    kin::Data data(model);
    forwardKinematics(*model, data, Eigen::VectorXd::Zero(model->nq()));
    fuzzCheck(int(data.oMf.size()) == int(model->frames().size()), "every frame is posed");
}

}  // namespace

QStringList targets() {
    QStringList names{QStringLiteral("xml"), QStringLiteral("formula")};
    for (const auto& f : FormatRegistry::instance().formats()) names << f->id();
    return names;
}

bool isTarget(const QString& name) { return targets().contains(name); }

void run(const QString& target, const QByteArray& input, const QString& dir) {
    if (target == QLatin1String("xml")) return xmlTarget(input, dir);
    if (target == QLatin1String("formula")) return formulaTarget(input);
    const Format* format = FormatRegistry::instance().byId(target);
    fuzzCheck(format != nullptr, "known target");
    formatTarget(*format, input, dir);
}

}  // namespace kinedit::fuzz
