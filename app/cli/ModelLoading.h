// The steps every kinedit-cli command on a kinematic model shares: its
// arguments (FILE, --json, --set NAME=VALUE), and load → check → compile →
// set joints → forward kinematics, with the file's problems on stderr.
#pragma once

#include "Cli.h"

#include "formats/Format.h"
#include "kinematics/Data.h"

#include <functional>
#include <memory>

namespace kinedit::cli {

struct ModelArgs {
    bool json = false;
    QString file;
    QList<QPair<QString, double>> set;  // --set NAME=VALUE, in order
    QStringList xacroArgs;              // NAME:=VALUE
    QString companion;                  // --urdf FILE: the robot an SRDF is about
};

// A command's own options: called with args and the index of the argument
// at hand (which it may advance past a value); returns ExitOk if it took
// the option, -1 if the option is not its own, else a usage error's code.
using ExtraOption = std::function<int(const QStringList& args, int& i)>;

// Returns ExitOk, or the exit code of a usage error (already printed).
int parseModelArgs(const Command& c, const QStringList& args, bool allowSet, ModelArgs& m, const ExtraOption& extra = {});

struct LoadedModel {
    const Format* format = nullptr;
    std::shared_ptr<const kin::Model> model;
    std::unique_ptr<kin::Data> data;       // at the file's configuration with --set applied, FK done
    std::unique_ptr<XmlDocument> doc;      // the document read (a command may read it again its own way)
    std::shared_ptr<DocumentState> state;  // doc's, as its check left it (the format's reading kept)
    bool errors = false;                   // the file has errors (the model compiled despite them)
    // The command's exit code once its output is done: ExitFailed when the file has errors.
    int exitCode() const { return errors ? ExitFailed : ExitOk; }
};

// Returns ExitOk with out filled, or the exit code (problems printed). A
// document about another file's robot (an SRDF) gives that robot's model.
int loadModel(const Command& c, const ModelArgs& m, LoadedModel& out);

// Applies --set: joint names (NAME or NAME[i] for a joint's i-th variable)
// and group actuator names. Returns an error message, or empty. A joint
// that follows another (a mimic, an equality) keeps following: a warning
// (CLI-W001, located at file) goes to warnings.
QString applySettings(const kin::Model& model, kin::Data& data, const QList<QPair<QString, double>>& set, const QString& file,
                      Diagnostics& warnings);

}  // namespace kinedit::cli
