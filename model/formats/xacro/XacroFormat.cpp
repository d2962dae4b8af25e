#include "XacroFormat.h"

#include "XacroExpander.h"
#include "formats/urdf/UrdfFormat.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMutex>
#include <QSet>

namespace kinedit {

namespace {

struct T {
    Q_DECLARE_TR_FUNCTIONS(XacroFormat)
};

QMutex& argsMutex() {
    static QMutex m;
    return m;
}
QHash<QString, QHash<QString, QString>>& argsByFile() {
    static QHash<QString, QHash<QString, QString>> a;
    return a;
}

const UrdfFormat& urdf() {
    static const UrdfFormat f;
    return f;
}

bool usesXacroTags(const XmlElement& e, int depth = 0) {
    if (e.name().startsWith(QLatin1String("xacro:"))) return true;
    if (depth > 64) return false;
    for (const XmlElement* c : e.elements())
        if (usesXacroTags(*c, depth + 1)) return true;
    return false;
}

// An SRDF (MoveIt) written in xacro expands to an SRDF, not a URDF.
bool expandsToUrdf(const XmlDocument& doc) { return !doc.fileName().endsWith(QLatin1String(".srdf.xacro"), Qt::CaseInsensitive); }

}  // namespace

struct XacroFormat::Expanded {
    quint64 serial = 0, revision = 0;
    QHash<QString, QString> args;
    XacroExpansion x;
    std::unique_ptr<XmlDocument> doc;  // the expansion, named as the xacro file (relative meshes resolve from there)
};

std::shared_ptr<const XacroFormat::Expanded> XacroFormat::expansionOf(const XmlDocument& doc, bool forCompile) const {
    const QHash<QString, QString> args = arguments(doc.fileName());
    if (forCompile) {
        const std::lock_guard<std::mutex> lock(m_cacheMutex);
        std::shared_ptr<const Expanded> cached = std::move(m_cache);
        m_cache.reset();
        if (cached && cached->serial == doc.serial() && cached->revision == doc.revision() && cached->args == args) return cached;
    }
    auto e = std::make_shared<Expanded>();
    e->serial = doc.serial();
    e->revision = doc.revision();
    e->args = args;
    XacroOptions options;
    options.args = args;
    e->x = expandXacro(doc, options);
    if (e->x.ok) e->doc = XmlDocument::fromTree(std::move(e->x.tree), e->x.bytes, doc.fileName());
    if (!forCompile) {
        const std::lock_guard<std::mutex> lock(m_cacheMutex);
        m_cache = e;
    }
    return e;
}

namespace {

// The expansion's diagnostics, moved to the xacro text that wrote what they
// are about, with the macro calls that placed it. A macro used twice writes
// the same problem twice: each is kept once per call chain.
Diagnostics located(const Diagnostics& in, const XacroFormat::Expanded& e) {
    Diagnostics out;
    QSet<QString> seen;
    for (Diagnostic d : in) {
        XacroOrigin o;
        if (d.line > 0) o = e.x.originAt(e.doc->offset(d.line, std::max(1, d.column)));
        if (!o.file.isEmpty()) {
            d.file = o.file;
            d.line = o.line;
            d.column = o.column;
            d.message += e.x.callChain(o.call);
        } else {
            d.line = d.column = 0;  // a place in the expansion means nothing in the editor
        }
        d.path.clear();  // a path of the expansion, not of the xacro document
        if (seen.contains(d.toText())) continue;
        seen.insert(d.toText());
        out.append(d);
    }
    return out;
}

}  // namespace

void XacroFormat::setArguments(const QString& fileName, const QHash<QString, QString>& args) {
    QMutexLocker lock(&argsMutex());
    argsByFile().insert(QFileInfo(fileName).absoluteFilePath(), args);
}

QHash<QString, QString> XacroFormat::arguments(const QString& fileName) {
    QMutexLocker lock(&argsMutex());
    return argsByFile().value(QFileInfo(fileName).absoluteFilePath());
}

const Schema* XacroFormat::schema() const { return urdf().schema(); }

int XacroFormat::recognize(const XmlDocument& doc, const QString& path) const {
    if (QFileInfo(path).suffix().compare(QLatin1String("xacro"), Qt::CaseInsensitive) == 0) return 110;
    // A .urdf that uses xacro tags is a xacro file (one that only declares
    // the namespace, as many generated files do, is not).
    const XmlElement* root = doc.root();
    return root && usesXacroTags(*root) ? 110 : 0;
}

QString XacroFormat::poseText(const Eigen::Isometry3d& pose) const { return urdf().poseText(pose); }

void XacroFormat::validate(const XmlDocument& doc, Diagnostics& out) const {
    const std::shared_ptr<const Expanded> shared = expansionOf(doc, false);
    const Expanded& e = *shared;
    out.append(e.x.diagnostics);
    if (!e.x.ok || !e.doc || !expandsToUrdf(doc)) return;
    Diagnostics d = e.doc->parseDiagnostics();
    urdf().validate(*e.doc, d);
    out.append(located(d, e));
}

std::shared_ptr<const kin::Model> XacroFormat::compile(const XmlDocument& doc, Diagnostics& out) const {
    const std::shared_ptr<const Expanded> shared = expansionOf(doc, true);
    const Expanded& e = *shared;
    out.append(e.x.diagnostics);
    if (!e.x.ok || !e.doc || !expandsToUrdf(doc)) return nullptr;
    Diagnostics d;
    std::shared_ptr<const kin::Model> model = urdf().compile(*e.doc, d);
    out.append(located(d, e));
    return model;
}

QByteArray XacroFormat::flatten(const XmlDocument& doc, Diagnostics& out) const {
    XacroOptions options;
    options.args = arguments(doc.fileName());
    const XacroExpansion x = expandXacro(doc, options);
    out.append(x.diagnostics);
    return x.ok ? x.bytes : QByteArray();
}

}  // namespace kinedit
