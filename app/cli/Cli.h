// kinedit-cli's shared parts: output, exit codes, argument helpers, and the
// load-and-check step every file command starts with.
#pragma once

#include "check/DocumentCheck.h"
#include "diagnostics/Diagnostic.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

#include <memory>

namespace kinedit {
class Format;
}

namespace kinedit::cli {

class Cli {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// Exit codes, one contract for every subcommand (resources/docs/cli.md):
enum Exit : int {
    ExitOk = 0,      // done (validate: no file has an error; warnings allowed)
    ExitFailed = 1,  // the input has errors: a file's diagnostics (a document refused for
                     // its content included), an expression, an export's check
    ExitUsage = 2,   // cannot run: bad arguments, a file that cannot be opened, a file of
                     // no format the command works on, no display, an output not written
};

// A file that gave no document: ExitUsage when it could not be opened
// (XML-E019), ExitFailed when it was read and refused (entity definitions,
// its encoding, a limit).
int unreadFileExit(const Diagnostics& read);

void out(const QString& text);  // stdout, UTF-8, newline added
void err(const QString& text);  // stderr, UTF-8, newline added

struct Command {
    const char* name;
    const char* summary;  // translated through Cli::tr
    const char* usage;    // translated through Cli::tr
    int (*run)(const QStringList& args);
};
const std::vector<Command>& commands();
// The exit code contract, for --help (translated through Cli::tr).
const char* exitCodesHelp();
const Command* findCommand(const QString& name);
// Prints "usage: ..." for a command to stdout (for --help) or stderr.
void printUsage(const Command& c, bool toStdout);
// For usage errors: prints the message and the usage to stderr; returns ExitUsage.
int usageError(const Command& c, const QString& message);
// "--geometry collision|visual" at a[i] into *collision, i moved onto its
// value: ExitOk, or a usage error's code; -1 when a[i] is another option.
int geometryOption(const Command& c, const QStringList& a, int& i, bool* collision);

// NAME:=VALUE among a command's arguments: xacro's arguments (as
// `xacro FILE NAME:=VALUE` takes them), given to the check of each file.
bool isXacroArgument(const QString& a);
QHash<QString, QString> xacroArguments(const QStringList& arguments);

int runEval(const QStringList& args);
int runValidate(const QStringList& args);
int runConvert(const QStringList& args);
int runFrames(const QStringList& args);
int runInfo(const QStringList& args);
int runInertia(const QStringList& args);
int runCollisions(const QStringList& args);
int runBench(const QStringList& args);
int benchLoadCommand(const Command& c, const QStringList& args);
int benchInertiaCommand(const Command& c, const QStringList& args);
int benchCollisionsCommand(const Command& c, const QStringList& args);
int runDiff(const QStringList& args);
int benchDiffCommand(const Command& c, const QStringList& args);
int runGenerate(const QStringList& args);
int runRender(const QStringList& args);  // needs a QApplication
int runLsp(const QStringList& args);

}  // namespace kinedit::cli
