// The SDFormat rules, in the proposal's phases (1.6): the file and its
// schema (1), names (2), then the frame graphs (3 to 8, SdfFrameGraph), and
// the checks libsdformat makes while loading (inertia, material scripts).
#include "SdfFormat.h"

#include "SdfCodes.h"
#include "SdfFrameGraph.h"
#include "SdfIncludes.h"
#include "SdfReader.h"
#include "SdfSchema.h"
#include "io/ResourceResolver.h"
#include "xml/NumberText.h"
#include "xml/XmlDiagnostics.h"

#include <QCoreApplication>
#include <QHash>
#include <QVarLengthArray>
#include <QRegularExpression>
#include <QSet>

#include <Eigen/Eigenvalues>

namespace kinedit {

namespace {
struct SdfRulesText {
    Q_DECLARE_TR_FUNCTIONS(SdfRules)
};
using T = SdfRulesText;

const QStringList kJointTypes = {QStringLiteral("revolute"),   QStringLiteral("revolute2"), QStringLiteral("prismatic"),
                                 QStringLiteral("continuous"), QStringLiteral("ball"),      QStringLiteral("universal"),
                                 QStringLiteral("screw"),      QStringLiteral("fixed"),     QStringLiteral("gearbox")};
// Elements whose names are frames (reserved names apply to them).
const QStringList kFrameElements = {QStringLiteral("model"), QStringLiteral("link"), QStringLiteral("joint"), QStringLiteral("frame")};

void error(Diagnostics& out, const SdfSource& src, const XmlElement* e, const QString& attr, const char* code, const QString& msg) {
    if (src.doc) out.append(diagnosticAt(*src.doc, e ? e : src.element, attr, Severity::Error, code, msg));
}

// Phase 2 on one document: names not empty, not reserved, unique among
// siblings (plugins may repeat, as in libsdformat). A <model> or <world>'s
// children are checked on the composed model instead (includes count).
void checkNames(const XmlDocument& doc, const XmlElement* e, const QVersionNumber& version, Diagnostics& out) {
    static const QRegularExpression reserved(QStringLiteral("^__.*__$"));
    const SdfSource src{&doc, e};
    if (e->hasAttribute(u"name") && kFrameElements.contains(e->name())) {
        const QString name = e->attribute(u"name");
        if (name.isEmpty())
            error(out, src, e, QStringLiteral("name"), sdfcode::EmptyName, T::tr("<%1> needs a name").arg(e->name()));
        else if (name == QLatin1String("world") || reserved.match(name).hasMatch())
            error(out, src, e, QStringLiteral("name"), sdfcode::ReservedName,
                  T::tr("'%1' is reserved; it cannot name a %2").arg(name, e->name()));
        else if (version >= QVersionNumber(1, 8) && name.contains(QLatin1String("::")))
            error(out, src, e, QStringLiteral("name"), sdfcode::DelimiterInName,
                  T::tr("'::' separates scopes; it cannot be part of a name (SDFormat 1.8)"));
    }
    const bool composed = e->name() == QLatin1String("model") || e->name() == QLatin1String("world");
    QHash<QString, const XmlElement*> seen;
    for (const XmlElement* c : e->elements()) {
        if (c->name().contains(QLatin1Char(':'))) continue;  // an extension's content is its own
        if (!composed && c->hasAttribute(u"name") && c->name() != QLatin1String("plugin")) {
            const QString n = c->attribute(u"name");
            if (const XmlElement* first = seen.value(n))
                error(out, {&doc, c}, c, QStringLiteral("name"), sdfcode::DuplicateName,
                      T::tr("a sibling <%1> (line %2) is already named '%3'").arg(first->name()).arg(doc.position(first).line).arg(n));
            else
                seen.insert(n, c);
        }
        // A plugin's content is free-form XML owned by the plugin (the spec's
        // copy_data): none of SDFormat's rules apply inside it.
        if (c->name() != QLatin1String("plugin")) checkNames(doc, c, version, out);
    }
}

// Phase 2 on a composed model or world: its links, joints, frames, models
// (included ones under their //include/name) and other named children.
void checkSiblings(const SdfSource& scope, const std::vector<std::unique_ptr<SdfModel>>& models, Diagnostics& out) {
    struct Named {
        QString name;
        SdfSource src;
    };
    std::vector<Named> all;
    for (const XmlElement* c : scope.element->elements())
        if (c->hasAttribute(u"name") && c->name() != QLatin1String("plugin") && c->name() != QLatin1String("include"))
            all.push_back({c->attribute(u"name"), {scope.doc, c}});
    for (const auto& m : models)
        if (m->include.element && m->include.element->parentElement() == scope.element) all.push_back({m->name, m->include});
    std::sort(all.begin(), all.end(), [&](const Named& a, const Named& b) { return a.src.element->offset() < b.src.element->offset(); });
    QHash<QString, const Named*> seen;
    for (const Named& n : all) {
        if (const Named* first = seen.value(n.name)) {
            error(out, n.src, n.src.element, n.src.element->name() == QLatin1String("include") ? QString() : QStringLiteral("name"),
                  sdfcode::DuplicateName,
                  T::tr("a sibling <%1> (line %2) is already named '%3'")
                      .arg(first->src.element->name() == QLatin1String("include") ? QStringLiteral("include") : first->src.element->name())
                      .arg(scope.doc->position(first->src.element).line)
                      .arg(n.name));
        } else
            seen.insert(n.name, &n);
    }
}

void checkModel(const SdfModel& m, Diagnostics& out) {
    if (m.interface) return;
    checkSiblings(m.source, m.models, out);
    if (const XmlElement* n = m.include.element ? m.include.element->firstChildElement(u"name") : nullptr) {
        static const QRegularExpression reserved(QStringLiteral("^__.*__$"));
        const QVersionNumber including = QVersionNumber::fromString(m.include.doc->root()->attribute(u"version"));
        if (m.name.isEmpty())
            error(out, m.include, n, {}, sdfcode::EmptyName, T::tr("<include><name> cannot be empty"));
        else if (m.name == QLatin1String("world") || reserved.match(m.name).hasMatch())
            error(out, m.include, n, {}, sdfcode::ReservedName, T::tr("'%1' is reserved; it cannot name a model").arg(m.name));
        else if (including >= QVersionNumber(1, 8) && m.name.contains(QLatin1String("::")))
            error(out, m.include, n, {}, sdfcode::DelimiterInName,
                  T::tr("'::' separates scopes; it cannot be part of a name (SDFormat 1.8)"));
    }
    if (m.include.element) {
        // Joints and frames the include adds join the model's names.
        QSet<QString> names;
        for (const SdfLink& l : m.links) names.insert(l.name);
        for (const auto& n : m.models) names.insert(n->name);
        for (const SdfJoint& j : m.joints)
            if (j.source.doc != m.include.doc) names.insert(j.name);
        for (const SdfFrame& f : m.frames)
            if (f.source.doc != m.include.doc) names.insert(f.name);
        auto added = [&](const QString& name, const SdfSource& src) {
            if (src.doc != m.include.doc) return;
            if (names.contains(name))
                error(out, src, src.element, QStringLiteral("name"), sdfcode::DuplicateName,
                      T::tr("model '%1' already has an element named '%2'").arg(m.name, name));
            names.insert(name);
        };
        for (const SdfJoint& j : m.joints) added(j.name, j.source);
        for (const SdfFrame& f : m.frames) added(f.name, f.source);
    }
    for (const SdfJoint& j : m.joints) {
        if (j.type.isEmpty())
            error(out, j.source, j.source.element, {}, sdfcode::MissingAttribute, T::tr("joint '%1' needs a type").arg(j.name));
        else if (!kJointTypes.contains(j.type))
            error(out, j.source, j.source.element, QStringLiteral("type"), sdfcode::BadJointType,
                  T::tr("unknown joint type '%1' (%2)").arg(j.type, kJointTypes.join(QStringLiteral(", "))));
    }
    for (const SdfLink& l : m.links) {
        if (!l.hasInertial) continue;
        const XmlElement* in = l.source.element->firstChildElement(u"inertial");
        // As libsdformat (gz-math's MassMatrix3::IsValid): a massless link
        // and zero moments are accepted; negative ones, and moments no body
        // can have, are not.
        if (l.mass < 0) {
            error(out, l.source, in, {}, sdfcode::InertiaInvalid,
                  T::tr("link '%1': mass must not be negative, got %2").arg(l.name, QString::number(l.mass, 'g', 17)));
            continue;
        }
        // Ascending, so p[2] is the only moment that can exceed the sum of the others.
        Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> es(l.inertia);
        const Eigen::Vector3d p = es.eigenvalues();
        const double tol = 1e-9 * std::max(1.0, p.cwiseAbs().maxCoeff());
        auto g = [](double v) { return QString::number(v, 'g', 17); };
        if (p.minCoeff() < -tol)
            error(out, l.source, in, {}, sdfcode::InertiaInvalid,
                  T::tr("link '%1': no body has this inertia (principal moment %2 is negative)").arg(l.name, g(p.minCoeff())));
        else if (p[0] + p[1] < p[2] - tol)
            error(out, l.source, in, {}, sdfcode::InertiaInvalid,
                  T::tr("link '%1': no body has this inertia (principal moment %2 exceeds the sum of the others, %3 + %4, by %5)")
                      .arg(l.name, g(p[2]), g(p[0]), g(p[1]), g(p[2] - p[0] - p[1])));
    }
    for (const auto& nested : m.models) checkModel(*nested, out);
}

// Checks libsdformat makes while loading values: material scripts (a
// <script> names a material in a script file), normal-map shaders, joint axes.
void checkValues(const XmlDocument& doc, const XmlElement* e, Diagnostics& out) {
    if (e->name() == QLatin1String("script") && e->parentElement() && e->parentElement()->name() == QLatin1String("material")) {
        for (const char* child : {"uri", "name"}) {
            const XmlElement* c = e->firstChildElement(QString::fromLatin1(child));
            // __default__ is libsdformat's "unset".
            if (!c || c->text().trimmed().isEmpty() || c->text().trimmed() == QLatin1String("__default__"))
                error(out, {&doc, e}, c ? c : e, {}, sdfcode::MissingElement,
                      T::tr("a material <script> needs a non-empty <%1>").arg(QLatin1String(child)));
        }
    }
    // A normal-map shader needs the map.
    if (e->name() == QLatin1String("shader") && e->attribute(u"type").startsWith(QLatin1String("normal_map")) &&
        !e->firstChildElement(u"normal_map"))
        error(out, {&doc, e}, e, QStringLiteral("type"), sdfcode::MissingElement,
              T::tr("a %1 shader needs a <normal_map>").arg(e->attribute(u"type")));
    // A joint axis has a direction.
    if (e->name() == QLatin1String("xyz") && e->parentElement() &&
        (e->parentElement()->name() == QLatin1String("axis") || e->parentElement()->name() == QLatin1String("axis2"))) {
        QVarLengthArray<double, 8> v;
        readNumbers(e->text(), v);
        double n = 0;
        for (double x : v) n += x * x;
        if (v.size() == 3 && n == 0) error(out, {&doc, e}, e, {}, sdfcode::BadValue, T::tr("a joint axis cannot be zero"));
    }
    for (const XmlElement* c : e->elements())
        if (!c->name().contains(QLatin1Char(':'))) checkValues(doc, c, out);
}

void checkMeshes(const SdfModel& m, Diagnostics& out) {
    for (const SdfLink& l : m.links)
        for (const SdfShape& s : l.shapes) {
            if (s.kind != SdfShape::Mesh || !s.source.doc) continue;
            if (s.meshUri.startsWith(QLatin1String("http://")) || s.meshUri.startsWith(QLatin1String("https://"))) continue;
            const ResolvedResource r = resolveSdfResource(s.meshUri, s.source.doc->fileName());
            if (r.path.isEmpty()) {
                const XmlElement* g = s.source.element->firstChildElement(u"geometry");
                const XmlElement* mesh = g ? g->firstChildElement(u"mesh") : nullptr;
                const XmlElement* uri = mesh ? mesh->firstChildElement(u"uri") : nullptr;
                out.append(diagnosticAt(*s.source.doc, uri ? uri : s.source.element, {}, Severity::Warning, sdfcode::MeshNotFound,
                                        T::tr("mesh '%1' not found: %2").arg(s.meshUri, r.reason)));
            }
        }
    for (const auto& nested : m.models) checkMeshes(*nested, out);
}

void dedupe(Diagnostics& out) {
    QSet<QString> seen;
    Diagnostics kept;
    for (const Diagnostic& d : out) {
        // One diagnostic per place and rule (the reader and the schema both
        // read numbers; an included file read twice reports once).
        const QString key = QStringLiteral("%1:%2:%3:%4").arg(d.file).arg(d.line).arg(d.column).arg(d.code);
        if (seen.contains(key)) continue;
        seen.insert(key);
        kept.append(d);
    }
    out = kept;
}
}  // namespace

void SdfFormat::check(const XmlDocument& doc, SdfRoot& root, std::unique_ptr<SdfFrameGraph>& graph, Diagnostics& out) const {
    Diagnostics found;
    const XmlElement* top = doc.root();
    if (!top) return;
    const SdfSource topSrc{&doc, top};
    // Phase 1: the root, its version and its top-level elements.
    const QString versionText = top->attribute(u"version").trimmed();
    const QVersionNumber version = QVersionNumber::fromString(versionText);
    if (top->name() != QLatin1String("sdf")) {
        // Say what the file looks like: SDFormat 1.0's root, or one of the
        // specification's own description files.
        QString hint;
        if (top->name() == QLatin1String("gazebo"))
            hint = T::tr(
                       " (<gazebo version=\"%1\"> is the root of SDFormat 1.0 and Gazebo's old world files; "
                       "libsdformat reads neither)")
                       .arg(top->attribute(u"version"));
        else if (top->name() == QLatin1String("element") && top->hasAttribute(u"required"))
            hint = T::tr(" (this looks like one of the SDFormat specification's description files, not a robot or world)");
        error(out, topSrc, top, {}, sdfcode::NotSdf,
              T::tr("an SDFormat file's root is <sdf version=\"...\">, not <%1>").arg(top->name()) + hint);
        return;
    }
    if (versionText.isEmpty() || version.isNull() || version.segmentCount() != 2 || version < QVersionNumber(1, 0) ||
        version > QVersionNumber(1, 12)) {
        error(out, topSrc, top, versionText.isEmpty() ? QString() : QStringLiteral("version"), sdfcode::NotSdf,
              versionText.isEmpty() ? T::tr("<sdf> needs a version (1.4 to 1.9)")
                                    : T::tr("SDFormat version '%1' is not one Kinedit reads (1.0 to 1.12)").arg(versionText));
        return;
    }
    int models = 0, worlds = 0, others = 0;  // others: lights and actors
    QHash<QString, const XmlElement*> worldNames;
    for (const XmlElement* c : top->elements()) {
        const bool single = c->name() == QLatin1String("model") || c->name() == QLatin1String("light") ||
                            c->name() == QLatin1String("actor") || c->name() == QLatin1String("include");
        if (single && models + others > 0)
            error(found, topSrc, c, {}, sdfcode::OneModelOnly,
                  T::tr("a file holds one top-level <model>, <light> or <actor>; this <%1> is ignored").arg(c->name()));
        if (c->name() == QLatin1String("model") || c->name() == QLatin1String("include"))
            ++models;
        else if (c->name() == QLatin1String("world")) {
            ++worlds;
            const QString n = c->attribute(u"name");
            if (worldNames.contains(n))
                error(found, topSrc, c, QStringLiteral("name"), sdfcode::DuplicateName, T::tr("a world named '%1' already exists").arg(n));
            worldNames.insert(n, c);
        } else if (c->name() == QLatin1String("light") || c->name() == QLatin1String("actor"))
            ++others;
    }
    // libsdformat accepts an empty <sdf>: a warning, there is nothing to show.
    if (models + worlds + others == 0)
        found.append(diagnosticAt(doc, top, {}, Severity::Warning, sdfcode::NoModelOrWorld,
                                  T::tr("<sdf> holds no <model>, <world>, <light> or <actor>")));
    if (models > 0 && worlds > 0) error(found, topSrc, top, {}, sdfcode::OneModelOnly, T::tr("a file holds a model or worlds, not both"));

    root = readSdf(doc, &found);
    checkSchema(doc, found);
    for (const auto& d : root.includedDocuments) {
        if (d->root() && d->root()->name() == QLatin1String("sdf")) {
            checkSchema(*d, found);
            const QVersionNumber v = QVersionNumber::fromString(d->root()->attribute(u"version"));
            checkNames(*d, d->root(), v, found);
            checkValues(*d, d->root(), found);
        }
    }
    checkNames(doc, top, version, found);
    checkValues(doc, top, found);
    if (root.model) {
        checkModel(*root.model, found);
        checkMeshes(*root.model, found);
        if (root.model->pose.element && !root.model->pose.relativeTo.isEmpty())
            error(found, root.model->source, root.model->pose.element, QStringLiteral("relative_to"), sdfcode::TopLevelRelativeTo,
                  T::tr("the top-level model's pose cannot be relative to another frame: nothing is outside it"));
    }
    if (root.world) {
        checkSiblings(root.world->source, root.world->models, found);
        for (const auto& m : root.world->models) {
            checkModel(*m, found);
            checkMeshes(*m, found);
        }
    }
    graph = std::make_unique<SdfFrameGraph>(root, &found);
    dedupe(found);
    out.append(found);
}

struct SdfFormat::Checked {
    SdfRoot root;
    std::unique_ptr<SdfFrameGraph> graph;
};

SdfFormat::SdfFormat() = default;
SdfFormat::~SdfFormat() = default;

void SdfFormat::validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state) const {
    Checked checked;
    Diagnostics found;
    check(doc, checked.root, checked.graph, found);
    out.append(found);
    keepReading(state, this, doc, std::move(checked), found);
}

bool SdfFormat::takeChecked(const XmlDocument& doc, DocumentState* state, SdfRoot& root, std::unique_ptr<SdfFrameGraph>& graph,
                            Diagnostics& out) const {
    Checked checked;
    if (!takeReading(state, this, doc, checked, out)) return false;
    root = std::move(checked.root);
    graph = std::move(checked.graph);
    return true;
}

}  // namespace kinedit
