// kinedit-cli render: a file's robot drawn by the viewport's own scene,
// offscreen, to a PNG. Qt3D needs a display (Xvfb on a headless machine).
#include "Cli.h"
#include "ModelLoading.h"

#include "RobotScene.h"
#include "Viewport.h"

#include <QApplication>
#include <QImage>
#include <QRegularExpression>

namespace kinedit::cli {

int runRender(const QStringList& args) {
    const Command& c = *findCommand(QStringLiteral("render"));
    QString outPath;
    QSize size(1024, 768);
    Viewport::View view = Viewport::View::Iso;
    bool frames = false, labels = false, collision = false, jointAxes = false, coms = false, ortho = false;
    auto value = [&](const QStringList& a, int& i, QString* v) {
        const QString& opt = a[i];
        if (const qsizetype eq = opt.indexOf(QLatin1Char('=')); eq > 0) {
            *v = opt.mid(eq + 1);
            return true;
        }
        if (i + 1 >= a.size()) return false;
        *v = a[++i];
        return true;
    };
    ModelArgs m;
    const int rc = parseModelArgs(c, args, true, m, [&](const QStringList& a, int& i) -> int {
        const QString opt = a[i].section(QLatin1Char('='), 0, 0);
        QString v;
        if (opt == QLatin1String("--frames"))
            frames = true;
        else if (opt == QLatin1String("--labels"))
            frames = labels = true;
        else if (opt == QLatin1String("--collision"))
            collision = true;
        else if (opt == QLatin1String("--joint-axes"))
            jointAxes = true;
        else if (opt == QLatin1String("--com"))
            coms = true;
        else if (opt == QLatin1String("--ortho"))
            ortho = true;
        else if (opt == QLatin1String("--out")) {
            if (!value(a, i, &outPath)) return usageError(c, Cli::tr("--out needs a file name"));
        } else if (opt == QLatin1String("--size")) {
            static const QRegularExpression wxh(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
            const auto match = value(a, i, &v) ? wxh.match(v) : QRegularExpressionMatch();
            if (!match.hasMatch() || match.captured(1).toInt() > 8192 || match.captured(2).toInt() > 8192)
                return usageError(c, Cli::tr("--size needs WIDTHxHEIGHT, 16 to 8192 pixels each"));
            size = QSize(std::max(16, match.captured(1).toInt()), std::max(16, match.captured(2).toInt()));
        } else if (opt == QLatin1String("--view")) {
            value(a, i, &v);
            if (v == QLatin1String("iso"))
                view = Viewport::View::Iso;
            else if (v == QLatin1String("front"))
                view = Viewport::View::Front;
            else if (v == QLatin1String("top"))
                view = Viewport::View::Top;
            else if (v == QLatin1String("side"))
                view = Viewport::View::Side;
            else
                return usageError(c, Cli::tr("--view needs iso, front, top or side"));
        } else {
            return -1;
        }
        return ExitOk;
    });
    if (rc != ExitOk) return rc;
    if (m.json) return usageError(c, Cli::tr("render has no JSON output"));
    if (outPath.isEmpty()) return usageError(c, Cli::tr("--out PNG is required"));
    LoadedModel loaded;
    if (const int lrc = loadModel(c, m, loaded); lrc != ExitOk) return lrc;

    Viewport viewport;
    viewport.resize(size);
    viewport.robot()->setFramesVisible(frames);
    viewport.robot()->setFrameLabelsVisible(labels);
    viewport.robot()->setCollisionVisible(collision);
    viewport.robot()->setJointAxesVisible(jointAxes);
    viewport.robot()->setCentresOfMassVisible(coms);
    viewport.robot()->setVisualVisible(!collision);
    viewport.showModel(loaded.model, *loaded.data);
    viewport.setConfiguration(loaded.data->q);  // closes closed chains, as the editor does
    viewport.setView(view);
    viewport.setOrthographic(ortho);
    viewport.show();
    int result = loaded.exitCode();
    viewport.captureWhenReady(
        [&](const QImage& frame) {
            for (const Diagnostic& d : viewport.robot()->meshProblems()) err(d.toText());
            if (frame.isNull()) {
                err(Cli::tr("kinedit-cli render: no frame was rendered (is OpenGL available on this display?)"));
                result = ExitUsage;
            } else if (!frame.save(outPath, "PNG")) {
                err(Cli::tr("kinedit-cli render: cannot write '%1'").arg(outPath));
                result = ExitUsage;
            }
            QApplication::exit();
        },
        30000);
    QApplication::exec();
    return result;
}

}  // namespace kinedit::cli
