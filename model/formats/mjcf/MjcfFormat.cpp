#include "MjcfFormat.h"
#include "MjcfReading.h"
#include "MjcfMeshFile.h"

#include "MjcfCompiler.h"
#include "MjcfDefaults.h"
#include "MjcfRules.h"
#include "MjcfSchema.h"
#include "MjcfWriter.h"
#include "formats/DocumentState.h"
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

MjcfFormat::Checked::Checked(const XmlDocument& doc, Diagnostics& out, const MeshWeigher& weigh) : tree(doc, out) {
    checkMjcfSchema(tree, out);
    defaults.read(tree, out);
    checkMjcfNames(tree, out);
    model = readMjcf(tree, defaults, out, weigh);
    // A bad value in a default class is one mistake, however many
    // elements take it.
    Diagnostics once;
    QSet<QString> seen;
    for (const Diagnostic& d : out)
        if (!seen.contains(d.toText() + d.path)) seen.insert(d.toText() + d.path), once.append(d);
    out = once;
}

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

std::shared_ptr<const MjcfFormat::Reading> MjcfFormat::reading(const XmlDocument& doc, DocumentState* state) const {
    if (state)
        if (std::shared_ptr<const Reading> kept = state->kept<const Reading>(this, doc)) return kept;
    // The compile is part of the checks: what it finds (a coupling not
    // followed, a loop that does not close) is said with the rest.
    auto r = std::make_shared<Reading>();
    const MeshWeigher weigh = state ? state->meshWeigher() : MeshWeigher{};
    r->checked = std::make_unique<Checked>(doc, r->diagnostics, weigh);
    if (!hasErrors(r->diagnostics)) r->model = compileMjcf(r->checked->model, r->diagnostics, true, weigh);
    if (state) state->keep<const Reading>(this, doc, r);
    return r;
}

void MjcfFormat::validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    if (state) state->keep<const Reading>(this, doc, nullptr);  // read anew: an included file may have changed
    out.append(reading(doc, state)->diagnostics);
}

QString MjcfFormat::includedFile(const XmlElement& e, const QString& documentPath) const {
    if (e.name() != QLatin1String("include") || !e.hasAttribute(u"file")) return {};
    // MuJoCo resolves includes beside the main file; an included file opened
    // on its own is taken as the main file.
    const QString path = QFileInfo(QFileInfo(documentPath).absoluteDir(), e.attribute(u"file")).absoluteFilePath();
    return QFileInfo(path).isFile() || openFileText(path) ? path : QString();
}

namespace {
// The default classes alone, read for the form when the check has not kept
// a reading of the revision yet (an edit is shown before it is checked).
struct Classes {
    std::unique_ptr<MjcfTree> tree;
    MjcfDefaults defaults;
};
const char kClassesOwner = 0;  // their key in a DocumentState
}  // namespace

QString MjcfFormat::inheritedValue(const XmlDocument& doc, DocumentState* state, const XmlElement& e, const QString& attribute) const {
    std::shared_ptr<const Reading> r = state ? state->kept<const Reading>(this, doc) : nullptr;
    std::shared_ptr<const Classes> classes = state && !r ? state->kept<const Classes>(&kClassesOwner, doc) : nullptr;
    if (!r && !classes) {
        auto read = std::make_shared<Classes>();
        Diagnostics ignored;  // the check reports them
        read->tree = std::make_unique<MjcfTree>(doc, ignored);
        read->defaults.read(*read->tree, ignored);
        if (state) state->keep<const Classes>(&kClassesOwner, doc, read);
        classes = read;
    }
    const MjcfDefaults& defaults = r ? r->checked->defaults : classes->defaults;
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
    const std::shared_ptr<const Reading> r = reading(doc, state);
    out.append(r->diagnostics);
    return r->model;
}

bool MjcfFormat::holdsJointType(kin::JointType type) const { return mjcfHasJointType(int(type)); }

bool MjcfFormat::closesLoopWith(kin::JointType type) const { return mjcfClosesLoopWith(int(type)); }

QByteArray MjcfFormat::exportModel(const kin::Model& model, const ExportContext& context, Diagnostics& out) const {
    return writeMjcf(model, context, out);
}

QStringList MjcfFormat::uncarried(const XmlDocument& doc) const {
    // A <composite>'s bodies, joints, geoms, sites, tendons and skin are
    // carried; skins and tendons are the model's, said by the export where
    // the target has none.
    QStringList out =
        countedTags(doc, {QStringLiteral("actuator"), QStringLiteral("sensor"), QStringLiteral("keyframe"), QStringLiteral("contact"),
                          QStringLiteral("option"), QStringLiteral("camera"), QStringLiteral("light"), QStringLiteral("texture")});
    return out;
}

QString MjcfFormat::exportFilter() const { return QCoreApplication::translate("Conversion", "MJCF for MuJoCo 2.2 (*.xml)"); }

FormatWriter::MeshLimit MjcfFormat::meshLimit() const { return {kMujocoStlFaceLimit, QStringLiteral("MuJoCo 2.2.2")}; }

}  // namespace kinedit
