#include "MjcfFormat.h"
#include "MjcfMeshFile.h"

#include "MjcfCompiler.h"
#include "MjcfDefaults.h"
#include "MjcfRules.h"
#include "MjcfSchema.h"
#include "MjcfWriter.h"
#include "formats/PoseText.h"
#include "kinematics/Model.h"
#include "xml/XmlDocument.h"
#include "io/OpenFiles.h"

#include <QCoreApplication>
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

// <include file> may stand anywhere; MuJoCo's schema does not list it.
const ElementSchema* includeSchema() {
    static const ElementSchema schema = [] {
        AttributeSchema file;
        file.name = QStringLiteral("file");
        file.type = ValueType::Path;
        file.required = true;
        file.description =
            QCoreApplication::translate("MjcfFormat", "The file whose <mujoco> children stand here, beside the main file (not this one)");
        ElementSchema e(QStringLiteral("include"), {},
                        QCoreApplication::translate("MjcfFormat", "Another MJCF file's content, spliced in here"), {file}, {});
        e.repeatable = true;
        return e;
    }();
    return &schema;
}

}  // namespace

// Everything validate() and compile() share: the tree and its checks.
struct MjcfFormat::Checked {
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

struct MjcfFormat::Cached {
    quint64 serial = 0, revision = 0;
    Diagnostics diagnostics;  // the checks' and the compile's
    std::shared_ptr<const kin::Model> model;
};

struct MjcfFormat::Classes {
    quint64 serial = 0, revision = 0;
    std::unique_ptr<MjcfTree> tree;
    MjcfDefaults defaults;
};

MjcfFormat::MjcfFormat() = default;
MjcfFormat::~MjcfFormat() = default;

const Schema* MjcfFormat::schema() const { return &mjcfSchema(); }

const ElementSchema* MjcfFormat::elementSchema(const XmlElement& e) const {
    if (e.name() == QLatin1String("include")) return includeSchema();
    const QString path = pathOf(e);
    if (const MjcfElementRule* r = path.isEmpty() ? nullptr : mjcfRule(path)) return &r->schema;
    return mjcfSchema().element(e.name());  // a part of a model (an included file)
}

const ElementSchema* MjcfFormat::childSchema(const XmlElement& parent, const QString& name) const {
    if (name == QLatin1String("include")) return includeSchema();
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

void MjcfFormat::validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    // The compile is part of the checks: what it finds (a coupling not
    // followed, a loop that does not close) is said with the rest.
    auto cached = std::make_unique<Cached>();
    cached->serial = doc.serial();
    cached->revision = doc.revision();
    {
        Checked checked(doc, cached->diagnostics);
        if (!hasErrors(cached->diagnostics)) cached->model = compileMjcf(checked.model, cached->diagnostics);
    }
    out.append(cached->diagnostics);
    const std::lock_guard<std::mutex> lock(m_cacheMutex);
    m_cache = std::move(cached);
}

QString MjcfFormat::includedFile(const XmlElement& e, const QString& documentPath) const {
    if (e.name() != QLatin1String("include") || !e.hasAttribute(u"file")) return {};
    // MuJoCo resolves includes beside the main file; an included file opened
    // on its own is taken as the main file.
    const QString path = QFileInfo(QFileInfo(documentPath).absoluteDir(), e.attribute(u"file")).absoluteFilePath();
    return QFileInfo(path).isFile() || openFileText(path) ? path : QString();
}

QString MjcfFormat::inheritedValue(const XmlDocument& doc, const XmlElement& e, const QString& attribute) const {
    const std::lock_guard<std::mutex> lock(m_cacheMutex);
    if (!m_classes || m_classes->serial != doc.serial() || m_classes->revision != doc.revision()) {
        m_classes = std::make_unique<Classes>();
        m_classes->serial = doc.serial();
        m_classes->revision = doc.revision();
        Diagnostics ignored;
        m_classes->tree = std::make_unique<MjcfTree>(doc, ignored);
        m_classes->defaults.read(*m_classes->tree, ignored);
    }
    const MjcfDefaults& defaults = m_classes->defaults;
    const XmlElement* parent = e.parentElement();
    if (!parent) return {};
    // The default kind: equality constraints and tendons share one each.
    QString kind = e.name();
    if (parent->name() == QLatin1String("equality")) kind = QStringLiteral("equality");
    if (parent->name() == QLatin1String("tendon")) kind = QStringLiteral("tendon");
    const MjcfClass* cls = nullptr;
    if (parent->name() == QLatin1String("default")) {
        // An element of a class: what the class above gives it.
        const MjcfClass* here = parent->hasAttribute(u"class") ? defaults.find(parent->attribute(u"class")) : defaults.main();
        cls = here ? here->parent : nullptr;
    } else if (e.hasAttribute(u"class")) {
        cls = defaults.find(e.attribute(u"class"));
    } else {
        for (const XmlElement* a = parent; a && !cls; a = a->parentElement())
            if (a->name() == QLatin1String("body") && a->hasAttribute(u"childclass")) cls = defaults.find(a->attribute(u"childclass"));
        if (!cls) cls = defaults.main();
    }
    return cls ? cls->values.value(kind).value(attribute).text : QString();
}

QString MjcfFormat::poseText(const Eigen::Isometry3d& pose) const {
    const Eigen::Quaterniond q(pose.linear());
    const double w[4] = {q.w(), q.x(), q.y(), q.z()};
    return QStringLiteral("pos=\"%1\" quat=\"%2\"").arg(poseTranslation(pose), poseNumbers(w, 4));
}

std::shared_ptr<const kin::Model> MjcfFormat::compile(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    std::unique_ptr<Cached> cached;
    {
        const std::lock_guard<std::mutex> lock(m_cacheMutex);
        if (m_cache && m_cache->serial == doc.serial() && m_cache->revision == doc.revision()) cached = std::move(m_cache);
    }
    if (!cached) {
        cached = std::make_unique<Cached>();
        Checked checked(doc, cached->diagnostics);
        if (!hasErrors(cached->diagnostics)) cached->model = compileMjcf(checked.model, cached->diagnostics);
    }
    out.append(cached->diagnostics);
    return cached->model;
}

bool MjcfFormat::holdsJointType(kin::JointType type) const { return mjcfHasJointType(int(type)); }

bool MjcfFormat::closesLoopWith(kin::JointType type) const { return mjcfClosesLoopWith(int(type)); }

QByteArray MjcfFormat::exportModel(const kin::Model& model, const ExportContext& context, Diagnostics& out) const {
    return writeMjcf(model, context, out);
}

QStringList MjcfFormat::uncarried(const XmlDocument& doc) const {
    // A <composite>'s bodies, joints, geoms and sites are carried (its
    // <skin> and <tendon> children are counted as such).
    QStringList out =
        countedTags(doc, {QStringLiteral("actuator"), QStringLiteral("tendon"), QStringLiteral("sensor"), QStringLiteral("keyframe"),
                          QStringLiteral("contact"), QStringLiteral("option"), QStringLiteral("camera"), QStringLiteral("light"),
                          QStringLiteral("skin"), QStringLiteral("texture")});
    return out;
}

QString MjcfFormat::exportFilter() const { return QCoreApplication::translate("Conversion", "MJCF for MuJoCo 2.2 (*.xml)"); }

FormatWriter::MeshLimit MjcfFormat::meshLimit() const { return {kMujocoStlFaceLimit, QStringLiteral("MuJoCo 2.2.2")}; }

}  // namespace kinedit
