// kinedit-cli convert --flatten: one self-contained SDFormat file. The
// including file is kept byte for byte except its <include> elements, each
// replaced by the included <model> (its own text, byte for byte, with its
// includes replaced in turn) under the include's name, with its pose
// resolved: the model frame's pose in the including scope, placement frame
// applied, so no relative_to or placement_frame is left to evaluate.
#include "SdfFormat.h"

#include "SdfFrameGraph.h"
#include "SdfCodes.h"
#include "SdfIncludes.h"
#include "SdfModelWriter.h"
#include "SdfReader.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlEscape.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>

#include <map>

namespace kinedit {

namespace {
struct SdfFlattenText {
    Q_DECLARE_TR_FUNCTIONS(SdfFlatten)
};
using T = SdfFlattenText;

class Flattener {
public:
    Flattener(const SdfFrameGraph& graph, Diagnostics& out) : m_out(out) {
        for (const SdfFrameGraph::Vertex& v : graph.vertices())
            if (v.kind == SdfFrameGraph::Kind::Model) m_vertex.insert(v.model, &v);
    }

    // The includes written in doc under model m (directly, or in models
    // written inline in the same document).
    void collect(const SdfModel& m, const XmlDocument& doc, QHash<const XmlElement*, const SdfModel*>& into) const {
        for (const auto& c : m.models) {
            if (c->include.element && c->include.doc == &doc)
                into.insert(c->include.element, c.get());
            else if (!c->include.element && c->source.doc == &doc)
                collect(*c, doc, into);
        }
    }

    // doc's bytes [from, to) with replacements (element -> text; dropped when empty).
    bool render(const XmlDocument& doc, qint64 from, qint64 to, const std::map<qint64, std::pair<qint64, QByteArray>>& edits,
                QByteArray& out) const {
        const QByteArray bytes = doc.toBytes();
        qint64 at = from;
        for (const auto& [start, edit] : edits) {
            if (start < from || start >= to) continue;
            out += bytes.mid(at, start - at);
            out += edit.second;
            at = edit.first;
        }
        out += bytes.mid(at, to - at);
        return true;
    }

    bool includeEdits(const XmlDocument& doc, const QHash<const XmlElement*, const SdfModel*>& includes,
                      std::map<qint64, std::pair<qint64, QByteArray>>& edits) {
        for (auto it = includes.begin(); it != includes.end(); ++it) {
            QByteArray text;
            if (!expand(*it.value(), text)) return false;
            edits[it.key()->offset()] = {it.key()->endOffset(), text};
        }
        Q_UNUSED(doc);
        return true;
    }

    // The <model> that replaces an <include>.
    bool expand(const SdfModel& m, QByteArray& out) {
        // Only the file's own model (a root-level <include>) has no vertex: it is the root.
        const SdfFrameGraph::Vertex* v = m_vertex.value(&m);
        if (v && v->poseState != 2) return false;
        const Eigen::Isometry3d local = v ? v->local : Eigen::Isometry3d::Identity();
        if (m.interface) {
            // A URDF, HRDF or SKEL model, written as SDFormat.
            QString why;
            QByteArray text = sdfModelText(*m.interface, m.name, sdfPoseText(local), &why);
            if (text.isEmpty()) {
                m_out.append(diagnosticAt(*m.include.doc, m.include.element, {}, Severity::Error, sdfcode::CannotFlatten,
                                          T::tr("'%1' cannot be written as SDFormat: %2").arg(m.name, why)));
                return false;
            }
            text.chop(int(QByteArrayView("</model>").size()));
            out += text;
            addedByInclude(m, out);
            out += "</model>";
            return true;
        }
        const XmlDocument& doc = *m.source.doc;
        const XmlElement* e = m.source.element;
        out += "<model name=\"" + xmlEscapeAttribute(m.name) + '"';
        for (const XmlAttribute& a : e->attributes())
            if (a.name != QLatin1String("name") && a.name != QLatin1String("placement_frame"))
                out += ' ' + a.name.toUtf8() + "=\"" + xmlEscapeAttribute(a.value) + '"';
        out += ">\n";
        out += "      <pose>" + sdfPoseText(local) + "</pose>\n";
        out += QByteArray("      <static>") + (m.isStatic ? "true" : "false") + "</static>";
        std::map<qint64, std::pair<qint64, QByteArray>> edits;
        QHash<const XmlElement*, const SdfModel*> includes;
        collect(m, doc, includes);
        if (!includeEdits(doc, includes, edits)) return false;
        for (const XmlElement* c : e->elements())
            if (c->name() == QLatin1String("pose") || c->name() == QLatin1String("static")) edits[c->offset()] = {c->endOffset(), {}};
        rebaseMeshes(m, doc, edits);
        keepAxisFrames(m, doc, edits);
        if (e->firstChildElement() || e->endTagOffset() > 0) {
            const qint64 from = e->children().empty() ? e->endTagOffset() : e->children().front()->offset();
            render(doc, from, e->endTagOffset(), edits, out);
        } else
            out += '\n';
        addedByInclude(m, out);
        out += "</model>";
        return true;
    }

    // What an include added to its model (joints, frames, plugins).
    void addedByInclude(const SdfModel& m, QByteArray& out) const {
        static const QStringList overrides = {QStringLiteral("uri"), QStringLiteral("name"), QStringLiteral("pose"),
                                              QStringLiteral("placement_frame"), QStringLiteral("static")};
        for (const XmlElement* c : m.include.element->elements()) {
            if (overrides.contains(c->name()) || c->name().contains(QLatin1Char(':'))) continue;
            out += "  ";
            render(*m.include.doc, c->offset(), c->endOffset(), {}, out);
            out += '\n';
        }
    }

    // A mesh named relative to the included file would be looked for beside
    // the flattened one: name it by its absolute path instead.
    void rebaseMeshes(const SdfModel& m, const XmlDocument& doc, std::map<qint64, std::pair<qint64, QByteArray>>& edits) const {
        for (const SdfLink& l : m.links)
            for (const SdfShape& sh : l.shapes) {
                if (sh.kind != SdfShape::Mesh || sh.source.doc != &doc || sh.meshUri.contains(QLatin1String("://")) ||
                    QDir::isAbsolutePath(sh.meshUri))
                    continue;
                const XmlElement* g = sh.source.element->firstChildElement(u"geometry");
                const XmlElement* mesh = g ? g->firstChildElement(u"mesh") : nullptr;
                const XmlElement* uri = mesh ? mesh->firstChildElement(u"uri") : nullptr;
                const ResolvedResource r = resolveSdfResource(sh.meshUri, doc.fileName());
                if (!uri || r.path.isEmpty() || r.isUrl) continue;
                edits[uri->offset()] = {
                    uri->endOffset(), "<uri>" + xmlEscapeText(QStringLiteral("file://") + QFileInfo(r.path).absoluteFilePath()) + "</uri>"};
            }
        for (const auto& c : m.models)
            if (!c->include.element && c->source.doc == &doc) rebaseMeshes(*c, doc, edits);
    }

    // An axis an old file expresses in the model frame (1.4, or
    // use_parent_model_frame in 1.5 and 1.6) says so with expressed_in,
    // which the flattened file's version reads the same way.
    void keepAxisFrames(const SdfModel& m, const XmlDocument& doc, std::map<qint64, std::pair<qint64, QByteArray>>& edits) const {
        if (m.version >= QVersionNumber(1, 7)) return;
        for (const SdfJoint& j : m.joints) {
            if (j.source.doc != &doc) continue;
            for (const auto* axis : {&j.axis, &j.axis2}) {
                if (!*axis || (*axis)->expressedIn != QLatin1String("__model__") || !(*axis)->element) continue;
                const XmlElement* xyz = (*axis)->element->firstChildElement(u"xyz");
                if (!xyz || xyz->hasAttribute(u"expressed_in")) continue;
                edits[xyz->offset()] = {xyz->endOffset(), "<xyz expressed_in=\"__model__\">" + xmlEscapeText(xyz->text()) + "</xyz>"};
                if (const XmlElement* u = (*axis)->element->firstChildElement(u"use_parent_model_frame"))
                    edits[u->offset()] = {u->endOffset(), {}};
            }
        }
        for (const auto& c : m.models)
            if (!c->include.element && c->source.doc == &doc) keepAxisFrames(*c, doc, edits);
    }

private:
    Diagnostics& m_out;
    QHash<const SdfModel*, const SdfFrameGraph::Vertex*> m_vertex;
};
}  // namespace

QByteArray SdfFormat::flatten(const XmlDocument& doc, Diagnostics& out, DocumentState* /*state*/) const {
    SdfRoot root;
    std::unique_ptr<SdfFrameGraph> graph;
    Diagnostics problems;
    check(doc, root, graph, problems);
    out.append(problems);
    if (hasErrors(problems) || !graph) return {};
    Flattener f(*graph, out);
    QHash<const XmlElement*, const SdfModel*> includes;
    if (root.model && root.model->include.element && root.model->include.doc == &doc)
        includes.insert(root.model->include.element, root.model.get());  // <sdf><include>: the file's model
    else if (root.model)
        f.collect(*root.model, doc, includes);
    if (root.world)
        for (const auto& m : root.world->models) {
            if (m->include.element && m->include.doc == &doc)
                includes.insert(m->include.element, m.get());
            else if (!m->include.element)
                f.collect(*m, doc, includes);
        }
    std::map<qint64, std::pair<qint64, QByteArray>> edits;
    if (!f.includeEdits(doc, includes, edits)) return {};
    QByteArray result;
    f.render(doc, 0, doc.toBytes().size(), edits, result);
    return result;
}

}  // namespace kinedit
