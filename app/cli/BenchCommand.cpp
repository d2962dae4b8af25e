// kinedit-cli bench: benchmarks (they report numbers; they never fail on
// them). kinematics: the protocol of model/bench/KinematicsBench.h.
#include "BenchSupport.h"
#include "Cli.h"
#include "ModelLoading.h"

#include "ViewportBench.h"
#include "bench/KinematicsBench.h"
#include "formats/Format.h"
#include "kinematics/Chain.h"

#include "formats/FormatRegistry.h"
#include "xml/XmlDocument.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace kinedit::cli {

namespace {

int benchKinematicsCommand(const Command& c, const QStringList& args) {
    QString file, base, tip;
    int samples = 1000;
    qulonglong seed = 1;
    bool json = false;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        auto value = [&](QString& into) {
            if (i + 1 >= args.size()) return false;
            into = args[++i];
            return true;
        };
        QString v;
        if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--base")) {
            if (!value(base)) return usageError(c, Cli::tr("--base needs a frame"));
        } else if (a == QLatin1String("--tip")) {
            if (!value(tip)) return usageError(c, Cli::tr("--tip needs a frame"));
        } else if (a == QLatin1String("--samples")) {
            bool ok = value(v);
            samples = v.toInt(&ok);
            if (!ok || samples < 1) return usageError(c, Cli::tr("--samples needs a positive number"));
        } else if (a == QLatin1String("--seed")) {
            bool ok = value(v);
            seed = v.toULongLong(&ok);
            if (!ok) return usageError(c, Cli::tr("--seed needs a number"));
        } else if (a.startsWith(QLatin1Char('-')))
            return usageError(c, Cli::tr("unknown option '%1'").arg(a));
        else if (file.isEmpty())
            file = a;
        else
            return usageError(c, Cli::tr("expected one FILE"));
    }
    if (file.isEmpty() || base.isEmpty() || tip.isEmpty()) return usageError(c, Cli::tr("expected FILE, --base and --tip"));
    ModelArgs m;
    m.file = file;
    LoadedModel loaded;
    if (const int rc = loadModel(c, m, loaded); rc != ExitOk) return rc;
    const std::shared_ptr<const kin::Model>& model = loaded.model;
    const int b = model->frameIndex(base.toStdString()), t = model->frameIndex(tip.toStdString());
    if (b < 0 || t < 0) {
        err(Cli::tr("kinedit-cli bench: no frame named '%1'").arg(b < 0 ? base : tip));
        return ExitUsage;
    }
    std::string error;
    auto chain = kin::extractChain(*model, b, t, &error);
    if (!chain) {
        err(QStringLiteral("kinedit-cli bench: %1").arg(QString::fromStdString(error)));
        return ExitUsage;
    }
    const bench::KinematicsBenchResult r = bench::benchKinematics(chain, samples, seed);
    if (json) {
        QJsonObject o;
        o.insert(QStringLiteral("dof"), r.dof);
        o.insert(QStringLiteral("samples"), r.samples);
        o.insert(QStringLiteral("fk_ns_per_call"), r.fkNsPerCall);
        o.insert(QStringLiteral("jacobian_ns_per_call"), r.jacobianNsPerCall);
        o.insert(QStringLiteral("ik_solve_rate"), r.ikSolveRate);
        o.insert(QStringLiteral("ik_mean_us"), r.ikMeanUs);
        o.insert(QStringLiteral("ik_median_us"), r.ikMedianUs);
        o.insert(QStringLiteral("peak_memory_mib"), peakMemoryMiB());
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        out(Cli::tr("chain %1 -> %2: %3 degrees of freedom, %4 samples, seed %5").arg(base, tip).arg(r.dof).arg(r.samples).arg(seed));
        out(Cli::tr("forward kinematics: %1 ns per call").arg(r.fkNsPerCall, 0, 'f', 1));
        out(Cli::tr("Jacobian: %1 ns per call").arg(r.jacobianNsPerCall, 0, 'f', 1));
        out(Cli::tr("inverse kinematics: %1% solved, mean %2 us, median %3 us")
                .arg(100 * r.ikSolveRate, 0, 'f', 2)
                .arg(r.ikMeanUs, 0, 'f', 1)
                .arg(r.ikMedianUs, 0, 'f', 1));
        out(Cli::tr("peak memory: %1 MiB").arg(peakMemoryMiB(), 0, 'f', 1));
    }
    return loaded.exitCode();
}

int benchViewportCommand(const Command& c, const QStringList& args) {
    bench::ViewportBenchOptions options;
    bool json = false;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        bool ok = true;
        if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--no-axes"))
            options.axes = false;
        else if (a == QLatin1String("--full-meshes"))
            options.fullMeshes = true;
        else if (a == QLatin1String("--exact-while-moving"))
            options.exactWhileMoving = true;
        else if (a == QLatin1String("--links") && i + 1 < args.size())
            options.links = args[++i].toInt(&ok);
        else if (a == QLatin1String("--steps") && i + 1 < args.size())
            options.steps = args[++i].toInt(&ok);
        else if (a == QLatin1String("--mesh-triangles") && i + 1 < args.size())
            options.meshTriangles = std::max(0, args[++i].toInt(&ok));
        else if (a == QLatin1String("--mesh-shape") && i + 1 < args.size()) {
            const QString s = args[++i];
            if (s != QLatin1String("sheet") && s != QLatin1String("torus")) return usageError(c, Cli::tr("--mesh-shape is sheet or torus"));
            options.shape = s == QLatin1String("torus") ? bench::MeshShape::Torus : bench::MeshShape::Sheet;
        } else if (a == QLatin1String("--antialiasing") && i + 1 < args.size()) {
            const QString s = args[++i];
            options.antialiasing = antialiasingFromName(s);
            if (antialiasingName(options.antialiasing) != s) return usageError(c, Cli::tr("--antialiasing is auto, on or off"));
        } else
            return usageError(c, Cli::tr("unknown option '%1'").arg(a));
        if (!ok || options.links < 1 || options.links > 100000 || options.steps < 1)
            return usageError(c, Cli::tr("--links needs 1 to 100000, --steps a positive number"));
    }
    const bench::ViewportBenchResult r = bench::benchViewport(options);
    if (r.steps == 0) {
        err(Cli::tr("kinedit-cli bench viewport: no frame was rendered (is OpenGL available on this display?)"));
        return ExitUsage;
    }
    if (json) {
        QJsonObject o;
        o.insert(QStringLiteral("links"), r.links);
        o.insert(QStringLiteral("visuals"), r.entities);
        o.insert(QStringLiteral("axes"), r.axes);
        o.insert(QStringLiteral("multisamples"), r.multisamples);
        o.insert(QStringLiteral("renderer"), r.renderer);
        o.insert(QStringLiteral("steps"), r.steps);
        o.insert(QStringLiteral("build_ms"), r.buildMs);
        o.insert(QStringLiteral("first_frame_ms"), r.firstFrameMs);
        o.insert(QStringLiteral("update_us_mean"), r.updateUsMean);
        o.insert(QStringLiteral("fk_us_mean"), r.fkUsMean);
        o.insert(QStringLiteral("frame_ms_mean"), r.frameMsMean);
        o.insert(QStringLiteral("frame_ms_median"), r.frameMsMedian);
        o.insert(QStringLiteral("frame_ms_max"), r.frameMsMax);
        o.insert(QStringLiteral("fps"), r.fps());
        o.insert(QStringLiteral("rebuild_ms"), r.rebuildMs);
        o.insert(QStringLiteral("rebuild_kept"), r.rebuildKept);
        o.insert(QStringLiteral("mesh_triangles"), r.meshTriangles);
        o.insert(QStringLiteral("mesh_first_picture_ms"), r.meshLoadMs);
        o.insert(QStringLiteral("mesh_read_ms"), r.meshReadMs);
        o.insert(QStringLiteral("mesh_first_picture_after_read_ms"), r.meshPictureAfterReadMs);
        o.insert(QStringLiteral("mesh_refined_ms"), r.meshRefinedMs);
        o.insert(QStringLiteral("mesh_drawn_triangles"), r.meshDrawnTriangles);
        o.insert(QStringLiteral("mesh_resting_triangles"), r.meshRestingTriangles);
        o.insert(QStringLiteral("mesh_cached_first_picture_ms"), r.meshCachedMs);
        o.insert(QStringLiteral("peak_memory_one_view_mib"), r.peakOneViewMiB);
        o.insert(QStringLiteral("peak_memory_mib"), peakMemoryMiB());
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        out(Cli::tr("chain of %1 links: %2 visuals, frame axes %3, %4 steps")
                .arg(r.links)
                .arg(r.entities)
                .arg(r.axes ? Cli::tr("drawn") : Cli::tr("hidden"))
                .arg(r.steps));
        out(Cli::tr("drawn by %1, %2")
                .arg(r.renderer.isEmpty() ? Cli::tr("an unknown renderer") : r.renderer,
                     r.multisamples > 0 ? Cli::tr("%1x multisampling asked for").arg(r.multisamples) : Cli::tr("no antialiasing")));
        out(Cli::tr("scene built in %1 ms, first frame after %2 ms").arg(r.buildMs, 0, 'f', 1).arg(r.firstFrameMs, 0, 'f', 1));
        out(Cli::tr("joint change (FK and transforms): %1 us, of which FK %2 us")
                .arg(r.updateUsMean, 0, 'f', 1)
                .arg(r.fkUsMean, 0, 'f', 1));
        out(Cli::tr("joint change to captured frame: mean %1 ms, median %2 ms, max %3 ms (%4 frames per second)")
                .arg(r.frameMsMean, 0, 'f', 1)
                .arg(r.frameMsMedian, 0, 'f', 1)
                .arg(r.frameMsMax, 0, 'f', 1)
                .arg(r.fps(), 0, 'f', 1));
        out(Cli::tr("rebuild after an edit elsewhere: %1 ms (%2 visuals kept)").arg(r.rebuildMs, 0, 'f', 1).arg(r.rebuildKept));
        if (r.meshTriangles > 0) {
            out(Cli::tr("a mesh of %1 triangles (the file read alone: %2 ms): first picture after %3 ms (%7 ms after the view's worker "
                        "had read the file and joined its positions), full mesh and levels on screen after %4 ms; %5 triangles drawn for "
                        "it in the steps, %8 at rest; "
                        "a second view of it (levels from the disk cache): first picture after %6 ms")
                    .arg(r.meshTriangles)
                    .arg(r.meshReadMs, 0, 'f', 1)
                    .arg(r.meshLoadMs, 0, 'f', 1)
                    .arg(r.meshRefinedMs, 0, 'f', 1)
                    .arg(r.meshDrawnTriangles)
                    .arg(r.meshCachedMs, 0, 'f', 1)
                    .arg(r.meshPictureAfterReadMs, 0, 'f', 1)
                    .arg(r.meshRestingTriangles));
            out(Cli::tr("peak memory with the one view, before the second: %1 MiB").arg(r.peakOneViewMiB, 0, 'f', 1));
        }
        out(Cli::tr("peak memory: %1 MiB").arg(peakMemoryMiB(), 0, 'f', 1));
    }
    return ExitOk;
}

int benchValidateCommand(const Command& c, const QStringList& args) {
    QString file;
    QStringList xacroArgs;
    int links = 100, runs = 200;
    bool json = false;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        bool ok = true;
        if (a == QLatin1String("--json"))
            json = true;
        else if (isXacroArgument(a))
            xacroArgs << a;
        else if (a == QLatin1String("--links") && i + 1 < args.size())
            links = args[++i].toInt(&ok);
        else if (a == QLatin1String("--runs") && i + 1 < args.size())
            runs = args[++i].toInt(&ok);
        else if (a.startsWith(QLatin1Char('-')))
            return usageError(c, Cli::tr("unknown option '%1'").arg(a));
        else if (file.isEmpty())
            file = a;
        else
            return usageError(c, Cli::tr("expected at most one FILE"));
        if (!ok || links < 1 || runs < 1) return usageError(c, Cli::tr("%1 needs a positive number").arg(a));
    }
    Diagnostics read;
    std::unique_ptr<XmlDocument> doc =
        file.isEmpty() ? XmlDocument::fromBytes(generatedUrdf(links), QStringLiteral("chain.urdf"), &read) : XmlDocument::load(file, &read);
    if (!doc || !doc->root()) {
        for (const Diagnostic& d : read) err(d.toText());
        return doc ? ExitFailed : unreadFileExit(read);
    }
    // Each run: the edit the form makes (an attribute toggled on the root),
    // then the document check the window runs: its rules, and the compile
    // (with the loops closed) the viewport needs.
    const CheckInput input{.arguments = xacroArguments(xacroArgs)};
    const Format* format = nullptr;
    std::vector<double> editMs, validateMs, compileMs;
    bool errors = false;
    XmlElement* root = doc->root();
    const QString key = QStringLiteral("kinedit_bench");
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        doc->setAttribute(root, key, QString::number(r));
        doc->toBytes();  // the source view's text
        editMs.push_back(t.nsecsElapsed() / 1e6);
        const DocumentCheck check = checkDocument(*doc, input);
        format = check.format;
        if (!format) {
            err(Cli::tr("kinedit-cli bench validate: not a format Kinedit knows"));
            return ExitUsage;
        }
        validateMs.push_back(check.ms.validate);
        compileMs.push_back(check.ms.compile + check.ms.loops);
        errors = hasErrors(check.diagnostics);
    }
    const int elements = countElements(doc->top());
    if (json) {
        QJsonObject o;
        o.insert(QStringLiteral("file"), doc->fileName());
        o.insert(QStringLiteral("format"), format->id());
        o.insert(QStringLiteral("elements"), elements);
        o.insert(QStringLiteral("runs"), runs);
        o.insert(QStringLiteral("edit_ms_median"), median(editMs));
        o.insert(QStringLiteral("validate_ms_median"), median(validateMs));
        o.insert(QStringLiteral("compile_ms_median"), median(compileMs));
        o.insert(QStringLiteral("peak_memory_mib"), peakMemoryMiB());
        out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        out(Cli::tr("%1 (%2): %3 elements, %4 runs").arg(doc->fileName(), format->displayName()).arg(elements).arg(runs));
        out(Cli::tr("median per edit: edit %1 ms, checks %2 ms, compile %3 ms")
                .arg(median(editMs), 0, 'f', 3)
                .arg(median(validateMs), 0, 'f', 3)
                .arg(median(compileMs), 0, 'f', 3));
        out(Cli::tr("peak memory: %1 MiB").arg(peakMemoryMiB(), 0, 'f', 1));
    }
    return errors ? ExitFailed : ExitOk;  // the figures are printed all the same
}

}  // namespace

// A URDF chain of n links, each with a visual and a revolute joint: about
// ten elements per link.
QByteArray generatedUrdf(int n) {
    QByteArray t = "<?xml version=\"1.0\"?>\n<robot name=\"chain\">\n";
    for (int i = 0; i < n; ++i) {
        t += "  <link name=\"l" + QByteArray::number(i) +
             "\">\n    <visual>\n      <origin xyz=\"0 0 0.05\"/>\n"
             "      <geometry><box size=\"0.05 0.05 0.1\"/></geometry>\n    </visual>\n  </link>\n";
        if (i > 0)
            t += "  <joint name=\"j" + QByteArray::number(i) + "\" type=\"revolute\">\n    <parent link=\"l" + QByteArray::number(i - 1) +
                 "\"/>\n    <child link=\"l" + QByteArray::number(i) +
                 "\"/>\n    <origin xyz=\"0 0 0.1\"/>\n    <axis xyz=\"0 1 0\"/>\n"
                 "    <limit lower=\"-1\" upper=\"1\" effort=\"1\" velocity=\"1\"/>\n  </joint>\n";
    }
    return t + "</robot>\n";
}

int runBench(const QStringList& args) {
    const Command& c = *findCommand(QStringLiteral("bench"));
    if (args.isEmpty()) return usageError(c, Cli::tr("expected a benchmark name"));
    if (args.first() == QLatin1String("kinematics")) return benchKinematicsCommand(c, args.mid(1));
    if (args.first() == QLatin1String("viewport")) return benchViewportCommand(c, args.mid(1));
    if (args.first() == QLatin1String("validate")) return benchValidateCommand(c, args.mid(1));
    if (args.first() == QLatin1String("load")) return benchLoadCommand(c, args.mid(1));
    if (args.first() == QLatin1String("lsp")) return benchLspCommand(c, args.mid(1));
    if (args.first() == QLatin1String("inertia")) return benchInertiaCommand(c, args.mid(1));
    if (args.first() == QLatin1String("collisions")) return benchCollisionsCommand(c, args.mid(1));
    if (args.first() == QLatin1String("diff")) return benchDiffCommand(c, args.mid(1));
    return usageError(c, Cli::tr("unknown benchmark '%1'").arg(args.first()));
}

}  // namespace kinedit::cli
