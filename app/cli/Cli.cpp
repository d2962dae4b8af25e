#include "Cli.h"

#include <cstdio>

namespace kinedit::cli {

void out(const QString& text) {
    const QByteArray b = text.toUtf8() + '\n';
    std::fwrite(b.constData(), 1, size_t(b.size()), stdout);
}

void err(const QString& text) {
    const QByteArray b = text.toUtf8() + '\n';
    std::fwrite(b.constData(), 1, size_t(b.size()), stderr);
}

const std::vector<Command>& commands() {
    static const std::vector<Command> list = {
        {"validate", QT_TRANSLATE_NOOP("Cli", "check files: well-formedness and their format's rules"),
         QT_TRANSLATE_NOOP("Cli",
                           "validate [--json] [--urdf URDF] FILE... [NAME:=VALUE]...\n\n"
                           "Prints FILE:LINE:COL: error: MESSAGE [CODE] for every problem, or JSON with\n"
                           "--json.\n"
                           "An SRDF is checked against its URDF or xacro: the one its configuration's\n"
                           ".setup_assistant names, else one named as its robot beside it or in a\n"
                           "package on ROS_PACKAGE_PATH; --urdf URDF chooses it.\n"
                           "NAME:=VALUE (or --arg NAME:=VALUE) are xacro arguments ($(arg NAME)) for\n"
                           "xacro files; every command that reads a file takes them."),
         &runValidate},
        {"eval", QT_TRANSLATE_NOOP("Cli", "evaluate an HRDF value: number, formula, rotation or translation"),
         QT_TRANSLATE_NOOP("Cli",
                           "eval number|formula|rotation|translation EXPR\n\n"
                           "Parses EXPR as that HRDF type and prints its value (a rotation as nine\n"
                           "numbers, row-major), or the error with its column."),
         &runEval},
        {"convert", QT_TRANSLATE_NOOP("Cli", "write a file back (lossless round trip) or to another format"),
         QT_TRANSLATE_NOOP("Cli",
                           "convert [--force] [--normalize] [--flatten] [--copy-meshes] IN OUT [NAME:=VALUE]...\n\n"
                           "With OUT of IN's format, writes the document back byte for byte. A file\n"
                           "with errors is not written (exit 1) unless --force is given. --normalize\n"
                           "rewrites values the format accepts in another form the way its writer\n"
                           "writes them (HRDF: enum values in the spec's case), changing nothing else.\n"
                           "--flatten (SDFormat) writes one self-contained file: every <include>\n"
                           "replaced by the model it names, under its name, at its resolved pose.\n\n"
                           "With OUT ending in .urdf, .sdf, .xml or .py (another format than IN's),\n"
                           "exports the robot: URDF, SDFormat 1.8, MJCF (MuJoCo 2.2.2), or a TriP\n"
                           "(trip_kinematics) Python script.\n"
                           "The source is checked first (errors stop it unless --force); the export is\n"
                           "read back with Kinedit's reader for the target and must validate, with every\n"
                           "frame where the source has it (1e-9). What the target cannot hold is\n"
                           "listed as warnings. Meshes are referred to by a path relative to OUT, or\n"
                           "copied into a meshes folder beside it with --copy-meshes; for MJCF, meshes\n"
                           "MuJoCo cannot read (COLLADA, over 200,000 faces) are then converted to\n"
                           "binary STL there, one per colour, simplified to MuJoCo's limit.\n\n"
                           "A xacro IN with OUT ending in .urdf writes the expansion, as xacro does,\n"
                           "with the xacro arguments NAME:=VALUE."),
         &runConvert},
        {"frames", QT_TRANSLATE_NOOP("Cli", "print the pose of every frame of the file's kinematic model"),
         QT_TRANSLATE_NOOP("Cli",
                           "frames [--set NAME=VALUE]... [--json] FILE [NAME:=VALUE]...\n\n"
                           "Poses in the file's root frame at the given joint values (others at the\n"
                           "file's default configuration). NAME:=VALUE are xacro arguments."),
         &runFrames},
        {"info", QT_TRANSLATE_NOOP("Cli", "print counts, degrees of freedom, total mass and centre of mass"),
         QT_TRANSLATE_NOOP("Cli", "info [--json] FILE [NAME:=VALUE]..."), &runInfo},
        {"inertia", QT_TRANSLATE_NOOP("Cli", "compute each link's mass, centre of mass and inertia from its geometry"),
         QT_TRANSLATE_NOOP("Cli",
                           "inertia [--density KG_PER_M3] [--geometry collision|visual] [--json] FILE [NAME:=VALUE]...\n\n"
                           "Per link: the mass, centre of mass and 3x3 inertia tensor about it, in the link's\n"
                           "frame, of its shapes as solids of uniform density (default 1000 kg/m^3; meshes\n"
                           "by the divergence theorem), beside the file's <inertial> where it has one.\n"
                           "--geometry picks the shapes (default collision). MJCF: per body, as MuJoCo\n"
                           "2.2.2 computes it with inertiafromgeom: the geoms of inertiagrouprange, their\n"
                           "density= and mass=, exactmeshinertia (without it, MuJoCo's equivalent-box rule\n"
                           "for meshes) and mesh scale; --density stands for geoms without their own.\n"
                           "A mesh that is not a closed surface (warning CLI-W002) or whose faces are\n"
                           "wound against their neighbours (CLI-W003) bounds no solid: its link is printed\n"
                           "with that mesh as it is and with its convex hull (\"closed\": false, \"hull\")."),
         &runInertia},
        {"collisions", QT_TRANSLATE_NOOP("Cli", "list the pairs of links whose shapes touch at one configuration"),
         QT_TRANSLATE_NOOP("Cli",
                           "collisions [--set NAME=VALUE]... [--geometry collision|visual] [--samples N [--seed S] [--one-in M]\n"
                           "           [--progress] [--srdf OUT]] [--srdf-in SRDF] [--urdf URDF] [--json] FILE [NAME:=VALUE]...\n\n"
                           "Every pair of links whose collision shapes (or visual ones, with --geometry)\n"
                           "touch at the file's configuration with --set applied, checked with FCL as\n"
                           "MoveIt checks them: primitives as primitives, meshes as their triangles\n"
                           "(surfaces: a mesh wholly inside another does not touch it). Parent and child\n"
                           "are listed too, marked adjacent; the penetration depth where FCL gives one\n"
                           "(between primitives). A mesh that cannot be read is left out (warning CLI-W004).\n"
                           "--json: {\"links\": [...], \"colliding\": [{\"a\", \"b\", \"adjacent\", \"depth\"}]}.\n\n"
                           "With --samples N [--seed S]: the collision matrix, as MoveIt's Setup Assistant\n"
                           "makes it, over N random configurations inside the joint limits: every pair of\n"
                           "links with shapes classed adjacent (its rule), default (colliding at the\n"
                           "configuration given, the reference), always (over 95% of the samples), never\n"
                           "or sometimes, with its hit count and a configuration where it collides.\n"
                           "Stopping rule (rule of three): a pair without a hit in n samples collides in\n"
                           "less than 3/n of the configurations with 95% confidence; --one-in M stops at\n"
                           "n = 3M samples (or N), so that no pair colliding in more than 1 in M\n"
                           "configurations is classed never. The output says how many samples it used\n"
                           "and the bound. --progress (or a terminal on stderr): progress on stderr.\n"
                           "--json: {\"samples\", \"samples_asked\", \"never_bound\", \"confidence\",\n"
                           "\"pairs\": [{\"a\", \"b\", \"class\", \"hits\", \"example\"}]}.\n\n"
                           "FILE may be an SRDF (its URDF found as validate finds it, or --urdf URDF).\n"
                           "Pairs the SRDF (FILE, or --srdf-in SRDF) disables are marked: [disabled: REASON],\n"
                           "\"disabled\": true. --srdf OUT writes the adjacent, default, always and never\n"
                           "pairs as disable_collisions with the Setup Assistant's reasons: a new SRDF, or\n"
                           "OUT's generated entries replaced, every other byte of OUT kept."),
         &runCollisions},
        {"diff", QT_TRANSLATE_NOOP("Cli", "compare two robot files by their models, of the same format or not"),
         QT_TRANSLATE_NOOP("Cli",
                           "diff [--json] [--tol-m M] [--tol-rad RAD] [--set NAME=VALUE]... [--old-arg NAME:=VALUE]...\n"
                           "     [--new-arg NAME:=VALUE]... [--as PATH] OLD NEW [NAME:=VALUE]...\n"
                           "diff --git [OPTIONS] PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE\n\n"
                           "Compares the compiled models, not the text: links, joints and frames added,\n"
                           "removed or renamed (same place, same shape, other name); per joint its type,\n"
                           "axis, limits, default, origin (how far it moved and turned, in the parent's\n"
                           "frame), parent, child and mimic; per link its mass, centre of mass, inertia and\n"
                           "visual and collision shapes (kind, size, mesh file and scale, colour); loops,\n"
                           "actuators and named configurations; and the pose of every frame at the file's\n"
                           "configuration (and at the --set values), with the largest difference and where.\n"
                           "Differences within --tol-m (default 1e-6 m) and --tol-rad (default 1e-6 rad;\n"
                           "masses, inertias and scales: relative 1e-6) count as equal.\n"
                           "NAME:=VALUE are xacro arguments for both files; --old-arg and --new-arg for one.\n"
                           "--as PATH checks both files as if at PATH (their includes and meshes resolve\n"
                           "from there): for git difftool, whose old version is a temporary file.\n"
                           "Exit 0 when equal, 1 when different, 2 when a file cannot be read or compiled\n"
                           "(as diff and cmp do).\n\n"
                           "--git takes the seven arguments git passes to diff.<driver>.command, checks\n"
                           "both versions as if at PATH in the work tree (includes and meshes resolve from\n"
                           "there) and exits 0 after printing the difference (git stops on any other exit)."),
         &runDiff},
        {"lsp", QT_TRANSLATE_NOOP("Cli", "serve Kinedit's checks to text editors (Language Server Protocol)"),
         QT_TRANSLATE_NOOP("Cli",
                           "lsp [--stdio]\n\n"
                           "A language server (LSP 3.17) on stdin and stdout for every format Kinedit reads:\n"
                           "diagnostics after every change, hover (schema, formula values, poses),\n"
                           "completion, go to definition, references, document symbols and quick fixes.\n"
                           "Editors start it themselves; see the README's \"Language server\" section."),
         &runLsp},
        {"bench", QT_TRANSLATE_NOOP("Cli", "run a benchmark and print its figures"),
         QT_TRANSLATE_NOOP(
             "Cli",
             "bench kinematics FILE --base FRAME --tip FRAME [--samples N] [--seed S] [--json]\n\n"
             "Forward kinematics and Jacobian time per call, and inverse kinematics solve rate\n"
             "and time, on the chain from --base to --tip: N configurations uniform inside the\n"
             "joint limits are IK targets, each solved from another uniform configuration;\n"
             "success means 1e-5 m and 1e-5 rad within 5 ms.\n\n"
             "bench viewport [--links N] [--steps N] [--no-axes] [--mesh-triangles T] [--mesh-shape sheet|torus] [--full-meshes]\n"
             "               [--exact-while-moving] [--antialiasing auto|on|off] [--json]\n\n"
             "The 3D view on a generated chain of N links (default 1000): scene build time,\n"
             "and per joint change the FK-and-transforms time and the time until the frame\n"
             "is rendered and read back (N steps, default 100); then the rebuild after an\n"
             "edit elsewhere (the model compiled again). --mesh-triangles adds a mesh of\n"
             "T triangles: a rough wavy sheet (its copy within a pixel keeps about 62,000 of\n"
             "a million triangles), or a smooth torus (--mesh-shape torus); with the times\n"
             "to its first picture, to its simplified levels, and to its first picture in a\n"
             "second view (levels from the disk cache); --full-meshes draws it whole\n"
             "(View > Full Meshes). While the joints move, heavy meshes are drawn coarser\n"
             "where their copies within a pixel add up to over 25,000 triangles, and within\n"
             "a pixel at rest; --exact-while-moving keeps them within a pixel throughout\n"
             "(View > Coarser Meshes While Moving off). --antialiasing: 4x multisampling\n"
             "on, off, or auto (the default, as Preferences: off under software OpenGL).\n"
             "Needs a display (xvfb-run).\n\n"
             "bench validate [FILE] [--links N] [--runs N] [--json] [NAME:=VALUE]...\n\n"
             "What the editor does after each edit, on FILE or on a generated URDF chain of N\n"
             "links (default 100, about 1,000 elements): an attribute edit, then the format's\n"
             "checks, then compiling the kinematic model; N runs (default 200).\n\n"
             "bench load FILE [--repeat N] [--json] [NAME:=VALUE]...\n\n"
             "Reading FILE from disk N times (default 10): the median times of parsing, of\n"
             "the format's checks (includes read) and of compiling into the engine, and\n"
             "the process's peak memory.\n\n"
             "bench lsp [--links N] [--runs N] [--json]\n\n"
             "The language server over a pipe, on a generated URDF chain of N links\n"
             "(default 100, about 1,000 elements): the time from a change to its\n"
             "diagnostics, of a hover and of a completion; N runs (default 50).\n\n"
             "bench inertia [--triangles N] [--runs N] [--json]\n\n"
             "The mass properties of a closed mesh of about N triangles (default 1,000,000;\n"
             "a sphere made in memory) by signed tetrahedra, and its closedness check apart;\n"
             "medians of N runs (default 10).\n\n"
             "bench collisions FILE [--samples N] [--seed S] [--json] [NAME:=VALUE]...\n\n"
             "The self-collision check (as the collisions command makes it) at N random\n"
             "configurations inside the joint limits (default 10,000): the time to build the\n"
             "shapes (meshes read), and per configuration forward kinematics and the check.\n\n"
             "bench diff [--links N] [--runs N] [--json]\n\n"
             "kinedit-cli diff on two generated URDF chains of N links (default 1000), one\n"
             "joint moved 3 mm in the second: reading and checking both, then the diff;\n"
             "medians of N runs (default 20)."),
         &runBench},
        {"generate", QT_TRANSLATE_NOOP("Cli", "write a large robot of a format, for the benchmarks"),
         QT_TRANSLATE_NOOP("Cli",
                           "generate sdf|hrdf|urdf|skel DIR [-n N] [-m M] [--nested]\n\n"
                           "Writes into DIR and prints the main file: sdf, N arms of M links (default\n"
                           "20 x 50), each an <include> of one arm model placed by its placement frame\n"
                           "on the previous arm's tip (--nested: nested models inside one another);\n"
                           "hrdf, a chain of N*M modules; urdf, N branches of M links from one base;\n"
                           "skel, a chain of N*M bodies."),
         &runGenerate},
        {"render", QT_TRANSLATE_NOOP("Cli", "draw the file's robot to a PNG, as the viewport shows it"),
         QT_TRANSLATE_NOOP(
             "Cli",
             "render FILE --out PNG [--size WxH] [--set NAME=VALUE]... [--view iso|front|top|side]\n"
             "       [--ortho] [--frames] [--labels] [--joint-axes] [--com] [--collision]\n\n"
             "Renders offscreen with Qt3D (default 1024x768, iso view, visual geometry,\n"
             "no frame axes; --labels adds the axes with the frames' names). Needs a display with OpenGL: on a headless machine run it\n"
             "under xvfb-run. Meshes that cannot be loaded are warned about and drawn\n"
             "as placeholders."),
         &runRender},
    };
    return list;
}

const char* exitCodesHelp() {
    return QT_TRANSLATE_NOOP("Cli",
                             "\nExit codes, for every subcommand:\n"
                             "  0  done (validate: no file has an error; warnings allowed)\n"
                             "  1  the input has errors: a file's errors (a document refused for its\n"
                             "     content, such as entity definitions, included), an expression that\n"
                             "     does not parse, an export that fails its check\n"
                             "  2  cannot run: a usage error, a file that cannot be opened (missing, a\n"
                             "     folder, no permission), a file of no format the subcommand works on,\n"
                             "     no display or OpenGL, an output that cannot be written\n"
                             "diff exits as diff and cmp do: 0 equal, 1 different, 2 a file not read.\n"
                             "lsp exits as the Language Server Protocol says (0 after shutdown, else 1).");
}

const Command* findCommand(const QString& name) {
    for (const Command& c : commands())
        if (name == QLatin1String(c.name)) return &c;
    return nullptr;
}

void printUsage(const Command& c, bool toStdout) {
    const QString text = Cli::tr("usage: kinedit-cli %1").arg(Cli::tr(c.usage)) + (toStdout ? Cli::tr(exitCodesHelp()) : QString());
    toStdout ? out(text) : err(text);
}

int usageError(const Command& c, const QString& message) {
    err(QStringLiteral("kinedit-cli %1: %2").arg(QLatin1String(c.name), message));
    printUsage(c, false);
    return ExitUsage;
}

int geometryOption(const Command& c, const QStringList& a, int& i, bool* collision) {
    if (a[i] != QLatin1String("--geometry")) return -1;
    const QString kind = i + 1 < a.size() ? a[i + 1] : QString();
    if (kind != QLatin1String("collision") && kind != QLatin1String("visual"))
        return usageError(c, Cli::tr("--geometry needs collision or visual"));
    *collision = kind == QLatin1String("collision");
    ++i;
    return int(ExitOk);
}

int unreadFileExit(const Diagnostics& read) {
    for (const Diagnostic& d : read)
        if (d.code == QLatin1String("XML-E019")) return ExitUsage;
    return ExitFailed;
}

bool isXacroArgument(const QString& a) { return !a.startsWith(QLatin1Char('-')) && a.contains(QLatin1String(":=")); }

QHash<QString, QString> xacroArguments(const QStringList& arguments) {
    QHash<QString, QString> args;
    for (const QString& a : arguments) args.insert(a.section(QStringLiteral(":="), 0, 0), a.section(QStringLiteral(":="), 1));
    return args;
}

}  // namespace kinedit::cli
