#include "XacroFormat.h"

#include "XacroCodes.h"
#include "XacroExpanded.h"
#include "XacroExpander.h"
#include "XacroSchema.h"
#include "formats/DocumentState.h"
#include "formats/urdf/UrdfFormat.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

namespace kinedit {

namespace {

struct T {
    Q_DECLARE_TR_FUNCTIONS(XacroFormat)
};

const UrdfFormat& urdf() {
    static const UrdfFormat f;
    return f;
}

// An SRDF (MoveIt) written in xacro expands to an SRDF, not a URDF.
bool expandsToUrdf(const XmlDocument& doc) { return !doc.fileName().endsWith(QLatin1String(".srdf.xacro"), Qt::CaseInsensitive); }

// A file for robots to include (wheel.xacro with macros, materials.xacro,
// common_properties.xacro, a robot's .gazebo.xacro): its expansion holds no
// link. No robot is written in xacro without a link, so it is no robot:
// URDF's rules (a named root, at least one link) do not apply to it, and a
// note says why it is not checked as one.
bool isFragment(const XmlDocument& expansion) {
    const XmlElement* root = expansion.root();
    return root && root->childElements(u"link").empty();
}

}  // namespace

std::shared_ptr<const XacroFormat::Expanded> XacroFormat::expansionOf(const XmlDocument& doc, DocumentState* state, bool fresh) const {
    const QHash<QString, QString> args = state ? state->arguments() : QHash<QString, QString>{};
    if (state && !fresh)
        if (std::shared_ptr<const Expanded> kept = state->kept<const Expanded>(this, doc); kept && kept->args == args) return kept;
    auto e = std::make_shared<Expanded>();
    e->serial = doc.serial();
    e->revision = doc.revision();
    e->args = args;
    XacroOptions options;
    options.args = args;
    e->x = expandXacro(doc, options);
    if (e->x.ok) e->doc = XmlDocument::fromTree(std::move(e->x.tree), e->x.bytes, doc.fileName());
    if (state) state->keep<const Expanded>(this, doc, e);
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

Diagnostics XacroFormat::relocated(const XmlDocument& doc, DocumentState* state, const Diagnostics& about) const {
    const std::shared_ptr<const Expanded> e = expansionOf(doc, state);
    if (!e->doc) return about;
    // Only what names this document (the expansion carries its name).
    Diagnostics mine, others;
    for (const Diagnostic& d : about) (d.file == doc.fileName() ? mine : others).append(d);
    Diagnostics out = located(mine, *e);
    out.append(others);
    return out;
}

const Schema* XacroFormat::schema() const { return &xacroSchema(); }

const ElementSchema* XacroFormat::elementSchema(const XmlElement& e) const {
    if (const ElementSchema* s = xacroSchema().element(e.name())) return s;
    return e.name().startsWith(QLatin1String("xacro:")) ? &xacroMacroCallSchema() : nullptr;
}

int XacroFormat::recognize(const XmlDocument& doc, const QString& path) const {
    if (QFileInfo(path).suffix().compare(QLatin1String("xacro"), Qt::CaseInsensitive) == 0) return 110;
    // A .urdf that uses xacro tags is a xacro file (one that only declares
    // the namespace, as many generated files do, is not).
    return doc.root() && doc.usesElementPrefix(u"xacro") ? 110 : 0;
}

QString XacroFormat::poseText(const Eigen::Isometry3d& pose) const { return urdf().poseText(pose); }

void XacroFormat::validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    const std::shared_ptr<const Expanded> shared = expansionOf(doc, state, true);
    const Expanded& e = *shared;
    out.append(e.x.diagnostics);
    if (!e.x.ok || !e.doc || !expandsToUrdf(doc)) return;
    if (isFragment(*e.doc)) {
        Diagnostic n;
        n.severity = Severity::Note;
        n.code = QLatin1String(xacrocode::Fragment);
        n.message = T::tr(
            "this file makes no link (it holds macros, properties or materials for robots to include): it is checked as xacro only, and "
            "what it defines is checked where a robot uses it");
        n.file = doc.fileName();
        const SourcePos p = doc.position(doc.root());
        n.line = p.line;
        n.column = p.column;
        out.append(n);
        return;
    }
    Diagnostics d = e.doc->parseDiagnostics();
    urdf().validate(*e.doc, d, state);
    out.append(located(d, e));
}

std::shared_ptr<const kin::Model> XacroFormat::compile(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    const std::shared_ptr<const Expanded> shared = expansionOf(doc, state);
    const Expanded& e = *shared;
    out.append(e.x.diagnostics);
    if (!e.x.ok || !e.doc || !expandsToUrdf(doc) || isFragment(*e.doc)) return nullptr;
    Diagnostics d;
    std::shared_ptr<const kin::Model> model = urdf().compile(*e.doc, d, state);
    out.append(located(d, e));
    return model;
}

QByteArray XacroFormat::flatten(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    const std::shared_ptr<const Expanded> e = expansionOf(doc, state);
    out.append(e->x.diagnostics);
    return e->x.ok ? e->x.bytes : QByteArray();
}

}  // namespace kinedit
