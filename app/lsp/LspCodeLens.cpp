// textDocument/codeLens: how many joints differ from git's HEAD (the file as
// last committed, checked where it stands, compared by model/diff), at the
// top of the file; none when git does not track the file or the two are
// equal.
#include "LspDocument.h"
#include "LspFeatures.h"

#include "diff/ModelDiff.h"
#include "diff/OtherVersion.h"
#include "kinematics/Data.h"
#include "kinematics/Model.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

namespace kinedit::lsp {

namespace {
struct T {
    Q_DECLARE_TR_FUNCTIONS(LanguageServer)
};
}  // namespace

QJsonValue codeLenses(LspDocument& doc) {
    const kin::Model* model = doc.model();
    const kin::Data* data = doc.data();
    if (!model || !data || doc.path().isEmpty()) return QJsonArray();
    const QString path = QFileInfo(doc.path()).absoluteFilePath();
    const std::optional<QByteArray> head = gitHeadVersion(path, nullptr);
    if (!head) return QJsonArray();
    const OtherVersion v = checkVersionAt(*head, path, {.force = true});
    if (!v.check.model || !v.check.data) return QJsonArray();
    const ModelDiff diff = diffModels(*v.check.model, *model, {{v.check.data.get(), data}}, {QString()});
    if (diff.equal()) return QJsonArray();
    QSet<QString> joints;
    for (const DiffChange& c : diff.changes)
        if (c.element == QLatin1String("joint")) joints.insert(c.name);
    QString title;
    if (joints.isEmpty())
        title = diff.changes.size() == 1 ? T::tr("1 difference from HEAD") : T::tr("%1 differences from HEAD").arg(diff.changes.size());
    else
        title = joints.size() == 1 ? T::tr("1 joint differs from HEAD") : T::tr("%1 joints differ from HEAD").arg(joints.size());
    const QJsonObject top{{QStringLiteral("line"), 0}, {QStringLiteral("character"), 0}};
    return QJsonArray{
        QJsonObject{{QStringLiteral("range"), QJsonObject{{QStringLiteral("start"), top}, {QStringLiteral("end"), top}}},
                    {QStringLiteral("command"), QJsonObject{{QStringLiteral("title"), title}, {QStringLiteral("command"), QString()}}}}};
}

}  // namespace kinedit::lsp
