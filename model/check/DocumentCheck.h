// The one step from a document to what every client shows: its format, one
// list of diagnostics and the kinematic model. The window, every
// kinedit-cli command, the language server and the benchmarks check
// through here and nowhere else, so a check added here shows everywhere.
//
// The phases, in order (each skipped when an earlier one gives nothing to
// work on): read (the document's own well-formedness), detect (the format),
// validate (the format's rules, its includes and xacro's expansion),
// compile (the kinematic model), loops (closed chains closed at the
// file's configuration, then every frame placed), inertial (mass
// properties the simulators would refuse: InertialChecks.h; and those
// implausible for the geometry: PlausibilityChecks.h). A document about
// another file's robot (Format::companion(): an SRDF) is checked against
// that file's model instead, which the check then holds.
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace kinedit {

class DocumentState;
class MeshFactsSource;
class Format;
class XmlDocument;
namespace kin {
class Model;
struct Data;
}  // namespace kin

struct CheckInput {
    const Format* format = nullptr;  // the format to check as; null: the detected one
    // The document's state, kept by the client between checks of it (see
    // DocumentState.h); null: a new one.
    std::shared_ptr<DocumentState> state = nullptr;
    // xacro's NAME:=VALUE for the document, put into the state; unset: as
    // the state holds them (none in a new one).
    std::optional<QHash<QString, QString>> arguments = std::nullopt;
    bool compile = true;     // false: stop after validate
    bool force = false;      // compile even when validation found errors (an export forced)
    bool filesRead = false;  // list the other files the check read
    // What the plausibility checks know of mesh files, and the solids the
    // compile weighs where the format's simulator weighs meshes (MeshFacts.h;
    // kept in the state for its next checks); null: nothing, links with
    // meshes are left out, and mesh geoms weigh nothing.
    std::shared_ptr<const MeshFactsSource> meshes = nullptr;
    // A companion document's file (an SRDF's URDF) chosen by the user;
    // empty: the format finds it.
    QString companion = QString();
    bool findCompanion = true;  // false: no companion is looked for (a companion's own check)
};

struct DocumentCheck {
    const Format* format = nullptr;  // null: no format recognised the document
    // Every phase's diagnostics, each once, in file order.
    Diagnostics diagnostics;
    // The kinematic model; null when the format has none, the document has
    // errors, or the compile failed (compileFailure says why).
    std::shared_ptr<const kin::Model> model;
    // Set when validation found no error and the compile failed: the
    // compiler's first error.
    QString compileFailure;
    // The model's state at the file's configuration, its closed chains
    // closed (as far as they close) and every frame placed.
    std::shared_ptr<kin::Data> data;
    QStringList filesRead;  // absolute; with CheckInput::filesRead
    // The companion the document was checked against (absolute) and its
    // model; empty and null when none was found or it did not compile.
    QString companionPath;
    std::shared_ptr<const kin::Model> companionModel;
    std::shared_ptr<kin::Data> companionData;  // companionModel at its file's configuration, as data for model
    // The state the check used: for the next check of the same document,
    // and the format's questions about it (DocumentGenerator).
    std::shared_ptr<DocumentState> state;
    // Milliseconds per phase, for the benchmarks.
    struct Times {
        double validate = 0, compile = 0, loops = 0, inertial = 0;
    } ms;
};

DocumentCheck checkDocument(const XmlDocument& doc, const CheckInput& input = {});

// A file read from disk and checked.
struct CheckedFile {
    QString path;
    std::unique_ptr<XmlDocument> doc;  // null: unreadable or refused (diagnostics say why)
    DocumentCheck check;
    double readMs = 0;
    bool readable() const { return doc != nullptr; }
};

CheckedFile checkFile(const QString& path, const CheckInput& input = {});

}  // namespace kinedit
