#include "DocumentCheck.h"

#include "InertialChecks.h"
#include "MeshFacts.h"
#include "PlausibilityChecks.h"

#include "formats/DocumentState.h"
#include "formats/Format.h"
#include "formats/FormatRegistry.h"
#include "kinematics/Data.h"
#include "kinematics/Groups.h"
#include "kinematics/Kinematics.h"
#include "kinematics/Model.h"
#include "xml/XmlDocument.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace kinedit {

namespace {

double msSince(const QElapsedTimer& t) { return double(t.nsecsElapsed()) / 1e6; }

// A rule and the compiler may report the same thing: each once.
void appendNew(Diagnostics& to, const Diagnostics& from) {
    QSet<QString> seen;
    for (const Diagnostic& d : to) seen.insert(d.toText());
    for (const Diagnostic& d : from)
        if (!seen.contains(d.toText())) {
            seen.insert(d.toText());
            to.append(d);
        }
}

// Finds, reads and compiles the companion of doc (Format::companion()) and
// runs the rules against its model; without one, its one diagnostic.
void checkCompanion(const XmlDocument& doc, const CompanionChecker& checker, const CheckInput& input, DocumentCheck& c);

}  // namespace

DocumentCheck checkDocument(const XmlDocument& doc, const CheckInput& input) {
    DocumentCheck c;
    c.diagnostics = doc.parseDiagnostics();
    c.state = input.state ? input.state : std::make_shared<DocumentState>();
    if (input.arguments) c.state->setArguments(*input.arguments);
    if (input.meshes) c.state->setMeshWeigher([meshes = input.meshes](const MeshToWeigh& mesh) { return meshes->mujocoSolid(mesh); });
    c.format = input.format ? input.format : FormatRegistry::instance().detect(doc, doc.fileName());
    if (!c.format || !doc.root()) return c;

    QElapsedTimer t;
    t.start();
    c.format->validate(doc, c.diagnostics, c.state.get());
    if (input.filesRead) c.filesRead = c.format->filesRead(doc, c.state.get());
    if (const CompanionChecker* companion = c.format->companion(); companion && input.findCompanion)
        checkCompanion(doc, *companion, input, c);
    c.ms.validate = msSince(t);

    const bool rulesPassed = !hasErrors(c.diagnostics);
    if (input.compile && c.format->hasKinematics() && (input.force || rulesPassed)) {
        t.restart();
        Diagnostics found;
        c.model = c.format->compile(doc, found, c.state.get());
        c.ms.compile = msSince(t);
        appendNew(c.diagnostics, found);
        if (!c.model && rulesPassed) {
            // (A format may hold no model without an error: a xacro file of macros.)
            const auto error = std::find_if(found.begin(), found.end(), [](const Diagnostic& d) { return d.severity == Severity::Error; });
            if (error != found.end()) c.compileFailure = error->message;
        }
    }

    if (c.model) {
        t.restart();
        c.data = std::make_shared<kin::Data>(c.model);
        std::string why;
        if (!kin::closeGroups(*c.model, *c.data, &why))
            c.diagnostics.append(
                fileDiagnostic(Severity::Warning, QStringLiteral("KIN-W001"), QString::fromStdString(why), doc.fileName()));
        kin::forwardKinematics(*c.model, *c.data, c.data->q);
        c.ms.loops = msSince(t);

        // Inertials: mass properties the simulators would refuse
        // (InertialChecks.h), placed in the model's document (a generated
        // one's moved to the text that wrote them).
        t.restart();
        std::vector<int> reported;
        Diagnostics inertial = inertialChecks(*c.model, c.format->id(), doc.fileName(), &reported);
        inertial += plausibilityChecks(*c.model, c.format->id(), doc.fileName(), input.meshes.get(), reported);
        if (const DocumentGenerator* g = c.format->generator(); g && !inertial.isEmpty())
            inertial = g->relocated(doc, c.state.get(), inertial);
        appendNew(c.diagnostics, inertial);
        c.ms.inertial = msSince(t);
    }
    sortByLocation(c.diagnostics);
    return c;
}

namespace {

void checkCompanion(const XmlDocument& doc, const CompanionChecker& checker, const CheckInput& input, DocumentCheck& c) {
    QString why;
    const QString path = input.companion.isEmpty() ? checker.findCompanion(doc, &why) : QFileInfo(input.companion).absoluteFilePath();
    if (path.isEmpty()) {
        c.diagnostics.append(checker.withoutCompanion(doc, false, {}, why));
        return;
    }
    // Compiled despite errors of its own (the corpus URDFs have inertial
    // ones): the names are checked against what compiles.
    const CheckedFile companion = checkFile(path, {.force = true, .filesRead = input.filesRead, .findCompanion = false});
    if (input.filesRead) c.filesRead << path << companion.check.filesRead;
    if (!companion.check.model) {
        const Diagnostics& d = companion.check.diagnostics;
        const auto error = std::find_if(d.begin(), d.end(), [](const Diagnostic& x) { return x.severity == Severity::Error; });
        const QString reason = !companion.check.compileFailure.isEmpty() ? companion.check.compileFailure
                               : error != d.end()                        ? error->toText()
                                                                         : QStringLiteral("no kinematic model");
        c.diagnostics.append(checker.withoutCompanion(doc, true, path, reason));
        return;
    }
    c.companionPath = path;
    c.companionModel = companion.check.model;
    c.companionData = companion.check.data;
    checker.checkAgainst(doc, *companion.check.model, *companion.doc, c.diagnostics);
}

}  // namespace

CheckedFile checkFile(const QString& path, const CheckInput& input) {
    CheckedFile f;
    f.path = path;
    QElapsedTimer t;
    t.start();
    Diagnostics read;
    f.doc = XmlDocument::load(path, &read);
    f.readMs = msSince(t);
    if (!f.doc) {
        f.check.diagnostics = read;
        return f;
    }
    f.check = checkDocument(*f.doc, input);
    return f;
}

}  // namespace kinedit
