#include "MjcfFormat.h"

#include "MjcfCompiler.h"
#include "MjcfRules.h"
#include "MjcfSchema.h"
#include "MjcfWriter.h"
#include "formats/PoseText.h"
#include "kinematics/Model.h"
#include "xml/XmlDocument.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace kinedit {

namespace {

// The element's path from <mujoco> in its own document.
QString pathOf(const XmlElement& e) {
    QStringList names;
    for (const XmlElement* a = &e; a; a = a->parentElement()) names.prepend(a->name());
    if (names.isEmpty() || names.front() != QLatin1String("mujoco")) return {};
    QString path = names.front();
    for (qsizetype i = 1; i < names.size() && !path.isEmpty(); ++i) path = mjcfChildPath(path, names[i]);
    return path;
}

// Everything validate() and compile() share: the tree and its checks.
struct Checked {
    MjcfTree tree;
    MjcfDefaults defaults;
    MjcfModel model;
    Checked(const XmlDocument& doc, Diagnostics& out) : tree(doc, out) {
        checkMjcfSchema(tree, out);
        defaults.read(tree, out);
        checkMjcfNames(tree, out);
        model = readMjcf(tree, defaults, out);
        // A bad value in a default class is one mistake, however many
        // elements take it.
        Diagnostics once;
        QSet<QString> seen;
        for (const Diagnostic& d : out)
            if (!seen.contains(d.toText() + d.path)) seen.insert(d.toText() + d.path), once.append(d);
        out = once;
    }
};

}  // namespace

const Schema* MjcfFormat::schema() const { return &mjcfSchema(); }

const ElementSchema* MjcfFormat::elementSchema(const XmlElement& e) const {
    const QString path = pathOf(e);
    if (const MjcfElementRule* r = path.isEmpty() ? nullptr : mjcfRule(path)) return &r->schema;
    return mjcfSchema().element(e.name());  // a part of a model (an included file)
}

const ElementSchema* MjcfFormat::childSchema(const XmlElement& parent, const QString& name) const {
    const QString path = pathOf(parent);
    if (!path.isEmpty()) {
        const MjcfElementRule* r = mjcfRule(mjcfChildPath(path, name));
        return r ? &r->schema : nullptr;
    }
    return mjcfSchema().element(name);
}

int MjcfFormat::recognize(const XmlDocument& doc, const QString& path) const {
    if (!doc.root() || doc.root()->name() != QLatin1String("mujoco")) return 0;
    return QFileInfo(path).suffix().compare(QLatin1String("mjcf"), Qt::CaseInsensitive) == 0 ? 100 : 95;
}

void MjcfFormat::validate(const XmlDocument& doc, Diagnostics& out) const { Checked checked(doc, out); }

QString MjcfFormat::includedFile(const XmlElement& e, const QString& documentPath) const {
    if (e.name() != QLatin1String("include") || !e.hasAttribute(u"file")) return {};
    // MuJoCo resolves includes beside the main file; an included file opened
    // on its own is taken as the main file.
    const QString path = QFileInfo(QFileInfo(documentPath).absoluteDir(), e.attribute(u"file")).absoluteFilePath();
    return QFileInfo(path).isFile() ? path : QString();
}

QString MjcfFormat::poseText(const Eigen::Isometry3d& pose) const {
    const Eigen::Quaterniond q(pose.linear());
    const double w[4] = {q.w(), q.x(), q.y(), q.z()};
    return QStringLiteral("pos=\"%1\" quat=\"%2\"").arg(poseTranslation(pose), poseNumbers(w, 4));
}

std::shared_ptr<const kin::Model> MjcfFormat::compile(const XmlDocument& doc, Diagnostics& out) const {
    Diagnostics problems;
    Checked checked(doc, problems);
    std::shared_ptr<const kin::Model> model;
    if (!hasErrors(problems)) model = compileMjcf(checked.model, problems);
    out.append(problems);
    return model;
}

bool MjcfFormat::holdsJointType(int type) const { return mjcfHasJointType(type); }

QByteArray MjcfFormat::exportModel(const kin::Model& model, const ExportContext& context, Diagnostics& out) const {
    return writeMjcf(model, context, out);
}

}  // namespace kinedit
