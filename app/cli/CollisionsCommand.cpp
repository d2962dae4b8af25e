// kinedit-cli collisions: the pairs of links whose shapes touch at one
// configuration (the file's, with --set applied), checked with FCL
// (geometry/SelfCollision.h). Adjacent pairs (parent and child) are listed
// and marked, as the DART reference lists them. JSON (resources/docs/cli.md):
//   {"links": [NAME...], "colliding": [{"a", "b", "adjacent", "depth"?}]}
// With --samples N, the collision matrix (geometry/CollisionMatrix.h):
//   {"samples", "samples_asked", "never_bound", "confidence",
//    "pairs": [{"a", "b", "class", "hits", "example"?: {JOINT: VALUE}}]}
// Pairs a semantic description (SRDF: FILE itself, or --srdf-in) disables
// are marked ("disabled": true). --srdf OUT writes the matrix's
// disable_collisions into OUT (new, or updated keeping its other bytes).
#include "Cli.h"
#include "ModelLoading.h"

#include "formats/FormatRegistry.h"
#include "geometry/CollisionMatrix.h"
#include "geometry/MatrixPairs.h"
#include "io/FileWriter.h"
#include "xml/XmlDocument.h"
#include "geometry/SelfCollision.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <unistd.h>

namespace kinedit::cli {

namespace {

QJsonObject configurationJson(const kin::Model& model, const Eigen::VectorXd& q) {
    QJsonObject o;
    for (const kin::Joint& j : model.joints())
        if (j.dof() == 1 && j.frame >= 0) o.insert(QString::fromStdString(j.name), q[j.qIndex]);
    return o;
}

using CollisionPair = CompanionChecker::CollisionPair;

// "a|b", the names in order: a pair either way round.
QString pairKey(const QString& a, const QString& b) { return a < b ? a + QLatin1Char('|') + b : b + QLatin1Char('|') + a; }

// The pairs a semantic description disables, by key, with their reasons:
// those of FILE itself when its format has them, else of --srdf-in.
struct Disabled {
    QHash<QString, QString> reasons;
    bool contains(const QString& a, const QString& b) const { return reasons.contains(pairKey(a, b)); }
};

// Reads the pairs of a file in a format that has them; error set if not.
bool readDisabled(const QString& path, Disabled& into, QString& error) {
    Diagnostics problems;
    const std::unique_ptr<XmlDocument> doc = XmlDocument::load(path, &problems);
    const Format* format = doc ? FormatRegistry::instance().detect(*doc, path) : nullptr;
    if (!format || !format->companion()) {
        error = doc ? Cli::tr("%1 holds no pairs of links to disable (not an SRDF)").arg(path)
                    : (problems.isEmpty() ? Cli::tr("cannot read %1").arg(path) : problems.first().toText());
        return false;
    }
    for (const CollisionPair& p : format->companion()->disabledPairs(*doc)) into.reasons.insert(pairKey(p.link1, p.link2), p.reason);
    return true;
}

// Writes the matrix's pairs into out (an SRDF): updated if it exists, new
// (about robotName) if not. Returns the exit code.
int writeSrdf(const Command& c, const QString& outPath, const QString& robotName, const CollisionMatrix& matrix,
              const CollisionModel& shapes) {
    const std::vector<CollisionPair> pairs = pairsToDisable(matrix, shapes);
    QByteArray bytes;
    if (QFileInfo::exists(outPath)) {
        Diagnostics problems;
        const std::unique_ptr<XmlDocument> doc = XmlDocument::load(outPath, &problems);
        const Format* format = doc ? FormatRegistry::instance().detect(*doc, outPath) : nullptr;
        if (doc && hasErrors(doc->parseDiagnostics())) {
            for (const Diagnostic& d : doc->parseDiagnostics()) err(d.toText());
            return usageError(c, Cli::tr("--srdf %1 is not well-formed; it is left as it is").arg(outPath));
        }
        if (format && format->companion()) bytes = format->companion()->withDisabledPairs(doc.get(), robotName, pairs);
        if (bytes.isEmpty()) return usageError(c, Cli::tr("--srdf %1 exists and is not an SRDF; it is left as it is").arg(outPath));
    } else {
        const Format* format = FormatRegistry::instance().byExtension(outPath);
        if (!format || !format->companion()) return usageError(c, Cli::tr("--srdf %1: the file must end in .srdf").arg(outPath));
        bytes = format->companion()->withDisabledPairs(nullptr, robotName, pairs);
    }
    QString why;
    if (!writeFileAtomically(outPath, bytes, &why)) {
        err(Cli::tr("kinedit-cli collisions: cannot write %1: %2").arg(outPath, why));
        return ExitUsage;
    }
    err(Cli::tr("%n pair(s) disabled in %1", nullptr, int(pairs.size())).arg(outPath));
    return ExitOk;
}

void printMatrix(const kin::Model& kinematics, const CollisionMatrix& matrix, const std::function<QString(int)>& name, bool json,
                 const Disabled& disabled) {
    if (json) {
        QJsonArray pairs;
        for (const PairStats& p : matrix.pairs) {
            QJsonObject o{{QStringLiteral("a"), name(p.a)},
                          {QStringLiteral("b"), name(p.b)},
                          {QStringLiteral("class"), QLatin1String(pairClassName(p.kind))},
                          {QStringLiteral("hits"), p.hits}};
            if (p.example.size() > 0) o.insert(QStringLiteral("example"), configurationJson(kinematics, p.example));
            if (disabled.contains(name(p.a), name(p.b))) o.insert(QStringLiteral("disabled"), true);
            pairs.append(o);
        }
        const QJsonObject root{{QStringLiteral("samples"), matrix.samples},
                               {QStringLiteral("samples_asked"), matrix.asked},
                               {QStringLiteral("never_bound"), matrix.neverBound()},
                               {QStringLiteral("confidence"), kNeverConfidence},
                               {QStringLiteral("pairs"), pairs}};
        out(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)).trimmed());
        return;
    }
    int count[5] = {};
    for (const PairStats& p : matrix.pairs) {
        ++count[int(p.kind)];
        if (p.kind == PairClass::Adjacent || p.kind == PairClass::Never) continue;
        out(QStringLiteral("%1 %2 %3 %4/%5")
                .arg(name(p.a), name(p.b), QLatin1String(pairClassName(p.kind)))
                .arg(p.hits)
                .arg(matrix.samples) +
            (disabled.contains(name(p.a), name(p.b)) ? Cli::tr(" (disabled)") : QString()));
    }
    out(Cli::tr("%1 samples; %2 pairs: %3 adjacent, %4 colliding at the reference pose, %5 always, %6 never, %7 sometimes")
            .arg(matrix.samples)
            .arg(matrix.pairs.size())
            .arg(count[int(PairClass::Adjacent)])
            .arg(count[int(PairClass::Default)])
            .arg(count[int(PairClass::Always)])
            .arg(count[int(PairClass::Never)])
            .arg(count[int(PairClass::Sometimes)]));
    out(Cli::tr("stopping rule: no pair classed never collides in more than 1 in %1 configurations (3/n, 95% confidence); "
                "%2 of at most %3 samples used")
            .arg(qint64(std::floor(1.0 / matrix.neverBound())))
            .arg(matrix.samples)
            .arg(matrix.asked));
}

// Progress on stderr, over one line, each percent.
SampleProgress progressLine(int total) {
    auto last = std::make_shared<int>(-1);
    return [total, last](int done) {
        const int percent = int(qint64(done) * 100 / std::max(1, total));
        if (percent != *last) {
            *last = percent;
            std::fprintf(stderr, "\r%s", qPrintable(Cli::tr("sampling: %1/%2 (%3%)").arg(done).arg(total).arg(percent)));
            std::fflush(stderr);
        }
        return true;
    };
}

}  // namespace

int runCollisions(const QStringList& args) {
    const Command& c = *findCommand(QStringLiteral("collisions"));
    bool collision = true;
    int samples = 0;
    quint64 seed = 0;
    int oneIn = 0;
    bool progress = ::isatty(STDERR_FILENO) != 0;
    QString srdfOut, srdfIn;
    ModelArgs m;
    const ExtraOption options = [&](const QStringList& a, int& i) {
        if (a[i] == QLatin1String("--progress")) {
            progress = true;
            return int(ExitOk);
        }
        if (a[i] == QLatin1String("--samples") || a[i] == QLatin1String("--seed") || a[i] == QLatin1String("--one-in")) {
            bool ok = false;
            const QString value = i + 1 < a.size() ? a[i + 1] : QString();
            if (a[i] == QLatin1String("--samples"))
                samples = value.toInt(&ok), ok = ok && samples > 0;
            else if (a[i] == QLatin1String("--one-in"))
                oneIn = value.toInt(&ok), ok = ok && oneIn > 0;
            else
                seed = value.toULongLong(&ok);
            if (!ok)
                return usageError(c, a[i] == QLatin1String("--seed") ? Cli::tr("%1 needs a whole number, 0 or more").arg(a[i])
                                                                     : Cli::tr("%1 needs a positive whole number").arg(a[i]));
            ++i;
            return int(ExitOk);
        }
        if (a[i] == QLatin1String("--srdf") || a[i] == QLatin1String("--srdf-in")) {
            if (i + 1 >= a.size()) return usageError(c, Cli::tr("%1 needs a FILE").arg(a[i]));
            (a[i] == QLatin1String("--srdf") ? srdfOut : srdfIn) = a[i + 1];
            ++i;
            return int(ExitOk);
        }
        if (const int rc = geometryOption(c, a, i, &collision); rc >= 0) return rc;
        return -1;
    };
    if (const int rc = parseModelArgs(c, args, true, m, options); rc != ExitOk) return rc;
    if (!srdfOut.isEmpty() && samples <= 0) return usageError(c, Cli::tr("--srdf needs --samples N"));
    LoadedModel loaded;
    if (const int rc = loadModel(c, m, loaded); rc != ExitOk) return rc;
    Disabled disabled;
    if (!srdfIn.isEmpty()) {
        QString error;
        if (!readDisabled(srdfIn, disabled, error)) return usageError(c, error);
    } else if (loaded.format->companion() && loaded.doc) {
        for (const CollisionPair& p : loaded.format->companion()->disabledPairs(*loaded.doc))
            disabled.reasons.insert(pairKey(p.link1, p.link2), p.reason);
    }

    QStringList leftOut;
    const std::shared_ptr<const CollisionModel> model = CollisionModel::build(*loaded.model, collision, &leftOut);
    for (const QString& problem : leftOut) err(fileDiagnostic(Severity::Warning, QStringLiteral("CLI-W004"), problem, m.file).toText());
    const auto name = [&](int body) { return QString::fromStdString(model->bodies()[size_t(body)].name); };
    if (samples > 0) {
        const int used = samplesToDecide(samples, oneIn);
        const SampleProgress shown = progress ? progressLine(used) : SampleProgress();
        const CollisionMatrix matrix = sampleCollisionMatrix(loaded.model, model, loaded.data->q, samples, seed, shown, oneIn);
        if (shown) {
            shown(matrix.samples);  // the last count, which a worker thread may have reached
            std::fputc('\n', stderr);
        }
        printMatrix(*loaded.model, matrix, name, m.json, disabled);
        if (!srdfOut.isEmpty()) {
            const QString robotName = loaded.doc && loaded.doc->root() ? loaded.doc->root()->attribute(u"name").trimmed() : QString();
            if (const int rc = writeSrdf(c, srdfOut, robotName, matrix, *model); rc != ExitOk) return rc;
        }
        return loaded.exitCode();
    }
    CollisionData data(model);
    const std::vector<CollidingPair> pairs = data.collide(*loaded.data);
    if (m.json) {
        QJsonArray links, colliding;
        for (const CollisionBody& b : model->bodies())
            if (b.shapes > 0) links.append(QString::fromStdString(b.name));
        for (const CollidingPair& p : pairs) {
            QJsonObject o{{QStringLiteral("a"), name(p.a)},
                          {QStringLiteral("b"), name(p.b)},
                          {QStringLiteral("adjacent"), model->adjacent(p.a, p.b)}};
            if (!std::isnan(p.depth)) o.insert(QStringLiteral("depth"), p.depth);
            if (disabled.contains(name(p.a), name(p.b))) o.insert(QStringLiteral("disabled"), true);
            colliding.append(o);
        }
        const QJsonObject root{{QStringLiteral("links"), links}, {QStringLiteral("colliding"), colliding}};
        out(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)).trimmed());
        return loaded.exitCode();
    }
    int adjacent = 0;
    for (const CollidingPair& p : pairs) {
        const bool next = model->adjacent(p.a, p.b);
        adjacent += next ? 1 : 0;
        QString line = QStringLiteral("%1 %2").arg(name(p.a), name(p.b));
        if (next) line += Cli::tr(" (adjacent)");
        if (!std::isnan(p.depth)) line += Cli::tr(" depth %1 m").arg(p.depth, 0, 'g', 6);
        if (const auto it = disabled.reasons.constFind(pairKey(name(p.a), name(p.b))); it != disabled.reasons.cend())
            line += Cli::tr(" [disabled: %1]").arg(it->isEmpty() ? Cli::tr("no reason") : *it);
        out(line);
    }
    out(Cli::tr("%n pair(s) touch", nullptr, int(pairs.size())) + Cli::tr(", %n of them adjacent", nullptr, adjacent));
    return loaded.exitCode();
}

}  // namespace kinedit::cli
