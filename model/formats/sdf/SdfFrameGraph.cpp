#include "SdfFrameGraph.h"

#include "SdfCodes.h"
#include "xml/NumberText.h"
#include "xml/XmlDiagnostics.h"

#include <QCoreApplication>

#include <numbers>

namespace kinedit {

namespace {
struct SdfFrameGraphText {
    Q_DECLARE_TR_FUNCTIONS(SdfFrameGraph)
};
using T = SdfFrameGraphText;

constexpr size_t kMaxChain = 2000;  // references followed in a row (stack depth)
constexpr int kNone = -3;           // no reference written: the default applies
constexpr int kWorld = -4;          // a joint's parent "world"
const QString kSep = QStringLiteral("::");
}  // namespace

SdfFrameGraph::SdfFrameGraph(const SdfRoot& root, Diagnostics* out) : m_out(out), m_version(root.version) {
    if (root.world) {
        m_world = true;
        addScope(nullptr, root.world.get(), -1, QString());
    } else if (root.model) {
        addScope(root.model.get(), nullptr, -1, QString());
    } else {
        return;
    }
    m_edges.assign(m_vertices.size(), Edges{});

    // References, each looked up (and reported) once.
    for (int v = 0; v < int(m_vertices.size()); ++v) {
        Vertex& x = m_vertices[size_t(v)];
        Edges& e = m_edges[size_t(v)];
        const int s = x.scope;
        const SdfPose* pose = nullptr;
        SdfSource src;
        if (x.link)
            pose = &x.link->pose, src = x.link->source;
        else if (x.joint)
            pose = &x.joint->pose, src = x.joint->source;
        else if (x.frame)
            pose = &x.frame->pose, src = x.frame->source;
        else if (x.kind == Kind::Model)
            pose = &x.model->pose, src = x.model->include.element ? x.model->include : x.model->source;
        e.relativeTo = kNone;
        if (pose && !pose->relativeTo.isEmpty())
            e.relativeTo = reference(s, pose->relativeTo, src, pose->element, QStringLiteral("relative_to"), sdfcode::RelativeToInvalid,
                                     T::tr("relative_to"));
        e.attachedTo = kNone;
        if (x.frame && !x.frame->attachedTo.isEmpty())
            e.attachedTo = reference(s, x.frame->attachedTo, src, src.element, QStringLiteral("attached_to"), sdfcode::AttachedToInvalid,
                                     T::tr("attached_to"));
        e.placement = kNone;
        if (x.kind == Kind::Model && !x.model->placementFrame.isEmpty()) {
            // The attribute is in the model's own file; <placement_frame> in the include's.
            const bool attr = x.model->placementElement == x.model->source.element;
            const SdfSource psrc = attr || !x.model->include.element ? x.model->source : x.model->include;
            e.placement =
                reference(x.nested, x.model->placementFrame, psrc, x.model->placementElement,
                          attr ? QStringLiteral("placement_frame") : QString(), sdfcode::PlacementFrameInvalid, T::tr("placement_frame"));
            // An include's placement needs the include's own pose (the model's
            // pose in its file is not what it would place).
            const bool posed =
                x.model->include.element ? x.model->include.element->firstChildElement(u"pose") != nullptr : pose && pose->element;
            if (!posed)
                report(psrc, x.model->placementElement, attr ? QStringLiteral("placement_frame") : QString(), sdfcode::PlacementWithoutPose,
                       T::tr("model '%1' has a placement frame but no <pose> to place it at").arg(x.name));
        }
        if (x.joint) {
            const SdfJoint& j = *x.joint;
            // Judged by the version of the file the joint is written in: an
            // included file, or an <include> adding joints, has its own.
            const XmlElement* top = src.doc ? src.doc->root() : nullptr;
            const QVersionNumber version = top ? QVersionNumber::fromString(top->attribute(u"version").trimmed()) : m_version;
            const bool newer = version >= QVersionNumber(1, 10);
            auto end = [&](const QString& ref, const XmlElement* el, const char* code, bool parent) {
                if (!el || ref.isEmpty()) {
                    report(src, el, {}, code,
                           parent ? T::tr("joint '%1' needs a <parent>").arg(j.name) : T::tr("joint '%1' needs a <child>").arg(j.name));
                    return -1;
                }
                if (ref == QLatin1String("world")) {
                    if (parent) return kWorld;
                    report(src, el, {}, code, T::tr("'world' cannot be a joint's child"));
                    return -1;
                }
                if (!parent && ref == j.name) {
                    report(src, el, {}, code, T::tr("joint '%1' names itself as its child").arg(j.name));
                    return -1;
                }
                const int f = reference(s, ref, src, el, {}, code, parent ? T::tr("parent") : T::tr("child"));
                if (f >= 0 && !newer && m_vertices[size_t(f)].kind == Kind::Scope) {
                    report(src, el, {}, code,
                           T::tr("'%1' is a model's implicit frame; a joint's %2 can be one from SDFormat 1.10, this file is %3")
                               .arg(ref, parent ? T::tr("parent") : T::tr("child"), version.toString()));
                    return -1;
                }
                return f;
            };
            x.parentFrame = end(j.parent, j.parentElement, sdfcode::JointParentInvalid, true);
            x.childFrame = end(j.child, j.childElement, sdfcode::JointChildInvalid, false);
            if (!j.parent.isEmpty() && j.parent == j.child)
                report(src, j.childElement, {}, sdfcode::JointSameParentChild,
                       T::tr("joint '%1' has '%2' as both parent and child").arg(j.name, j.child)),
                    x.childFrame = -1;
        }
    }
    // The top-level model's placement frame places nothing here (nothing is
    // outside the file), but it must name a frame of the model.
    if (root.model && !root.model->placementFrame.isEmpty())
        reference(0, root.model->placementFrame, root.model->source, root.model->placementElement, QStringLiteral("placement_frame"),
                  sdfcode::PlacementFrameInvalid, T::tr("placement_frame"));
    for (int s = 0; s < int(m_scopes.size()); ++s) canonicalLink(s);
    for (int v = 0; v < int(m_vertices.size()); ++v) resolveBody(v);
    for (int v = 0; v < int(m_vertices.size()); ++v) resolveLocal(v);
    for (int v = 0; v < int(m_vertices.size()); ++v) {
        Vertex& x = m_vertices[size_t(v)];
        Eigen::Isometry3d p;
        if (x.poseState == 2 && poseInScope(0, v, &p)) {
            x.pose = p;
            x.resolved = true;
        }
        x.body = x.bodyState == 2 ? x.localBody : -2;
    }
    for (int v = 0; v < int(m_vertices.size()); ++v)
        if (m_vertices[size_t(v)].joint) resolveJoint(v);
}

int SdfFrameGraph::relativeTo(int v) const {
    const Vertex& x = m_vertices[size_t(v)];
    const int e = m_edges.empty() ? kNone : m_edges[size_t(v)].relativeTo;
    if (e != kNone) return std::max(-1, e);
    const int self = m_scopes[size_t(x.scope)].self;
    switch (x.kind) {
    case Kind::Joint: return std::max(-1, x.childFrame);
    case Kind::Frame: return m_edges[size_t(v)].attachedTo == kNone ? self : std::max(-1, m_edges[size_t(v)].attachedTo);
    case Kind::Scope: return -1;
    default: return self;
    }
}

int SdfFrameGraph::addScope(const SdfModel* model, const SdfWorld* world, int parent, const QString& prefix) {
    const int s = int(m_scopes.size());
    m_scopes.push_back(Scope{});
    m_scopes[size_t(s)].model = model;
    m_scopes[size_t(s)].world = world;
    m_scopes[size_t(s)].parent = parent;
    m_scopes[size_t(s)].prefix = prefix;
    const int self = addVertex(s, Kind::Scope, world ? QStringLiteral("world") : QStringLiteral("__model__"));
    m_vertices[size_t(self)].nested = s;
    m_vertices[size_t(self)].model = model;
    m_scopes[size_t(s)].self = self;
    auto addModel = [&](const SdfModel* m) {
        const int v = addVertex(s, Kind::Model, m->name);
        m_vertices[size_t(v)].model = m;
        const int child = addScope(m, nullptr, s, prefix + m->name + kSep);
        m_vertices[size_t(v)].nested = child;
        m_scopes[size_t(child)].vertexInParent = v;
    };
    if (world) {
        for (const auto& m : world->models) addModel(m.get());
        for (const SdfFrame& f : world->frames) m_vertices[size_t(addVertex(s, Kind::Frame, f.name))].frame = &f;
        for (const SdfJoint& j : world->joints) m_vertices[size_t(addVertex(s, Kind::Joint, j.name))].joint = &j;
        return s;
    }
    for (const SdfLink& l : model->links) m_vertices[size_t(addVertex(s, Kind::Link, l.name))].link = &l;
    for (const SdfJoint& j : model->joints) m_vertices[size_t(addVertex(s, Kind::Joint, j.name))].joint = &j;
    for (const SdfFrame& f : model->frames) m_vertices[size_t(addVertex(s, Kind::Frame, f.name))].frame = &f;
    for (const auto& m : model->models) addModel(m.get());
    return s;
}

int SdfFrameGraph::addVertex(int scope, Kind kind, const QString& localName) {
    const int v = int(m_vertices.size());
    Vertex x;
    x.kind = kind;
    x.scope = scope;
    x.name = m_scopes[size_t(scope)].prefix + localName;
    m_vertices.push_back(x);
    if (kind != Kind::Scope && !m_scopes[size_t(scope)].names.contains(localName)) m_scopes[size_t(scope)].names.insert(localName, v);
    return v;
}

void SdfFrameGraph::report(const SdfSource& src, const XmlElement* e, const QString& attr, const char* code, const QString& msg) {
    if (!m_out || !src.doc) return;
    m_out->append(diagnosticAt(*src.doc, e ? e : src.element, attr, Severity::Error, code, msg));
}

int SdfFrameGraph::lookup(int s, const QString& ref, QString* why) const {
    const Scope& sc = m_scopes[size_t(s)];
    if (const auto it = sc.names.constFind(ref); it != sc.names.constEnd()) return *it;
    if (ref == QLatin1String(sc.world ? "world" : "__model__")) return sc.self;
    const int sep = ref.indexOf(kSep);
    if (sep > 0) {
        const int m = sc.names.value(ref.left(sep), -1);
        if (m >= 0 && m_vertices[size_t(m)].kind == Kind::Model) {
            QString inner;
            const int found = lookup(m_vertices[size_t(m)].nested, ref.mid(sep + 2), &inner);
            if (found >= 0) return found;
        }
    }
    if (why) {
        // Named in an outer scope (or the scope's own name): shadowing, which
        // the proposal forbids (1.3.2).
        const QString first = sep > 0 ? ref.left(sep) : ref;
        bool outer = false;
        for (int p = sc.parent, c = s; c >= 0 && !outer; c = p, p = p >= 0 ? m_scopes[size_t(p)].parent : -1) {
            const Scope& ps = m_scopes[size_t(c)];
            if (ps.model && ps.model->name == first && c != s) outer = true;
            if (c == 0 && ps.model && ps.model->name == first) outer = true;
            if (p >= 0 && m_scopes[size_t(p)].names.contains(first)) outer = true;
        }
        const QString where = sc.world ? T::tr("world '%1'").arg(sc.world->name) : T::tr("model '%1'").arg(sc.model->name);
        *why = outer ? T::tr("'%1' is outside %2: references only go down into nested models").arg(ref, where)
                     : T::tr("no link, joint, frame or nested model named '%1' in %2").arg(ref, where);
    }
    return -1;
}

int SdfFrameGraph::reference(int s, const QString& ref, const SdfSource& src, const XmlElement* e, const QString& attr, const char* code,
                             const QString& what) {
    if (ref == QLatin1String("__root__")) {
        report(src, e, attr, sdfcode::ReservedReference, T::tr("'__root__' is reserved; it cannot be used as %1").arg(what));
        return -1;
    }
    QString why;
    const int v = lookup(s, ref, &why);
    if (v < 0) report(src, e, attr, code, T::tr("%1: %2").arg(what, why));
    return v;
}

int SdfFrameGraph::canonicalLink(int s) {
    if (const auto it = m_canonical.constFind(s); it != m_canonical.constEnd()) return *it;
    m_canonical.insert(s, -1);
    const Scope& sc = m_scopes[size_t(s)];
    if (!sc.model) return -1;
    const SdfModel& m = *sc.model;
    int link = -1;
    if (!m.canonicalLink.isEmpty()) {
        QString why;
        const int v = lookup(s, m.canonicalLink, &why);
        if (v >= 0 && m_vertices[size_t(v)].kind == Kind::Link)
            link = v;
        else
            report(m.source, m.source.element, QStringLiteral("canonical_link"), sdfcode::CanonicalLinkInvalid,
                   v >= 0 ? T::tr("canonical_link '%1' is not a link").arg(m.canonicalLink) : T::tr("canonical_link: %1").arg(why));
        m_canonical.insert(s, link);
        return link;
    }
    for (const SdfLink& l : m.links) {
        link = sc.names.value(l.name, -1);
        if (link >= 0) break;
    }
    if (link < 0)
        for (const auto& nested : m.models) {
            const int v = sc.names.value(nested->name, -1);
            if (v >= 0 && m_vertices[size_t(v)].kind == Kind::Model) {
                link = canonicalLink(m_vertices[size_t(v)].nested);
                if (link >= 0) break;
            }
        }
    // No link and no nested model (libsdformat's rule: a model whose nested
    // models are all static is valid until something is attached to it).
    if (link < 0 && !m.isStatic && m.models.empty()) {
        const SdfSource src = m.include.element ? m.include : m.source;
        report(src, src.element, {}, sdfcode::ModelWithoutLink,
               T::tr("model '%1' has no link; a model that is not static needs at least one").arg(m.name));
    }
    m_canonical.insert(s, link);
    return link;
}

SdfSource SdfFrameGraph::sourceOf(const Vertex& x) const {
    if (x.link) return x.link->source;
    if (x.joint) return x.joint->source;
    if (x.frame) return x.frame->source;
    if (x.model) return x.model->include.element ? x.model->include : x.model->source;
    return {};
}

QString SdfFrameGraph::cycleFrom(int v) const {
    QStringList names;
    for (auto it = std::find(m_stack.begin(), m_stack.end(), v); it != m_stack.end(); ++it) names << m_vertices[size_t(*it)].name;
    names << m_vertices[size_t(v)].name;
    return names.join(QStringLiteral(" -> "));
}

void SdfFrameGraph::reportNoBody(int asking, int target) {
    // A model with no link of its own whose nested models are all static is
    // valid (libsdformat) until something is attached to it: say so there, once.
    if (target < 0) return;
    int s = -1;
    if (m_vertices[size_t(target)].kind == Kind::Model || m_vertices[size_t(target)].kind == Kind::Scope)
        s = m_vertices[size_t(target)].nested;
    if (s < 0 || !m_scopes[size_t(s)].model) return;
    const SdfModel& m = *m_scopes[size_t(s)].model;
    if (m.isStatic || m.models.empty() || m_canonical.value(s, -1) >= 0 || m_noBodyReported.contains(s)) return;
    m_noBodyReported.insert(s);
    const Vertex& by = m_vertices[size_t(asking)];
    const SdfSource src = sourceOf(by);
    report(src, by.joint ? by.joint->childElement : src.element, by.frame ? QStringLiteral("attached_to") : QString(),
           sdfcode::ModelWithoutLink,
           T::tr("'%1' is attached to model '%2', which has no link to move with (its nested models are static)").arg(by.name, m.name));
}

bool SdfFrameGraph::resolveBody(int v) {
    Vertex& x = m_vertices[size_t(v)];
    if (x.bodyState == 2) return true;
    if (x.bodyState == 3) return false;
    if (x.bodyState == 1) {
        const QString cycle = cycleFrom(v);
        const SdfSource src = x.frame ? x.frame->source : x.joint ? x.joint->source : SdfSource{};
        report(src, x.joint ? x.joint->childElement : src.element, x.frame ? QStringLiteral("attached_to") : QString(),
               sdfcode::AttachedToCycle, T::tr("attached_to cycle: %1").arg(cycle));
        return false;
    }
    if (m_stack.size() >= kMaxChain) {
        // Hostile input: a chain this long would exhaust the stack.
        if (!m_chainReported) {
            const SdfSource src = sourceOf(x);
            report(src, src.element, {}, sdfcode::ChainTooLong,
                   T::tr("'%1' is at the end of a chain of more than %2 attached_to references; Kinedit stops there")
                       .arg(x.name)
                       .arg(kMaxChain));
            m_chainReported = true;
        }
        x.bodyState = 3;
        return false;
    }
    x.bodyState = 1;
    m_stack.push_back(v);
    bool ok = true;
    int body = -1;
    auto follow = [&](int t) {
        if (t < 0 || !resolveBody(t)) return false;
        body = m_vertices[size_t(t)].localBody;
        return true;
    };
    switch (x.kind) {
    case Kind::Link: body = v; break;
    case Kind::Joint:
        ok = follow(x.childFrame);
        if (!ok) reportNoBody(v, x.childFrame);
        break;
    case Kind::Frame: {
        const int t = m_edges[size_t(v)].attachedTo == kNone ? m_scopes[size_t(x.scope)].self : m_edges[size_t(v)].attachedTo;
        ok = follow(t);
        if (!ok) reportNoBody(v, t);
        break;
    }
    case Kind::Model: ok = follow(m_scopes[size_t(x.nested)].self); break;
    case Kind::Scope: {
        const Scope& sc = m_scopes[size_t(x.nested)];
        if (sc.world || (sc.model && sc.model->isStatic))
            body = -1;
        else {
            body = canonicalLink(x.nested);
            ok = body >= 0;
        }
        break;
    }
    }
    m_stack.pop_back();
    Vertex& y = m_vertices[size_t(v)];
    y.localBody = body;
    y.bodyState = ok ? 2 : 3;
    return ok;
}

bool SdfFrameGraph::poseInScope(int s, int v, Eigen::Isometry3d* out) {
    Eigen::Isometry3d X = Eigen::Isometry3d::Identity();
    int cur = v;
    while (cur >= 0) {
        if (!resolveLocal(cur)) return false;
        const Vertex& c = m_vertices[size_t(cur)];
        X = c.local * X;
        if (c.scope == s) {
            *out = X;
            return true;
        }
        cur = m_scopes[size_t(c.scope)].vertexInParent;
    }
    return false;
}

bool SdfFrameGraph::resolveLocal(int v) {
    Vertex& x = m_vertices[size_t(v)];
    if (x.poseState == 2) return true;
    if (x.poseState == 3) return false;
    if (x.poseState == 1) {
        const QString cycle = cycleFrom(v);
        const SdfPose* pose = x.link    ? &x.link->pose
                              : x.joint ? &x.joint->pose
                              : x.frame ? &x.frame->pose
                              : x.model ? &x.model->pose
                                        : nullptr;
        const SdfSource src = x.link    ? x.link->source
                              : x.joint ? x.joint->source
                              : x.frame ? x.frame->source
                              : x.model ? (x.model->include.element ? x.model->include : x.model->source)
                                        : SdfSource{};
        const bool written = pose && pose->element && !pose->relativeTo.isEmpty();
        report(src,
               written ? pose->element
                       : (x.frame   ? src.element
                          : x.joint ? x.joint->childElement
                                    : src.element),
               written   ? QStringLiteral("relative_to")
               : x.frame ? QStringLiteral("attached_to")
                         : QString(),
               sdfcode::RelativeToCycle, T::tr("relative_to cycle: %1").arg(cycle));
        return false;
    }
    if (m_stack.size() >= kMaxChain) {
        // Hostile input: a chain this long would exhaust the stack.
        if (!m_chainReported) {
            const SdfSource src = sourceOf(x);
            report(src, src.element, {}, sdfcode::ChainTooLong,
                   T::tr("'%1' is at the end of a chain of more than %2 relative_to references; Kinedit stops there")
                       .arg(x.name)
                       .arg(kMaxChain));
            m_chainReported = true;
        }
        x.poseState = 3;
        return false;
    }
    x.poseState = 1;
    m_stack.push_back(v);
    bool ok = true;
    Eigen::Isometry3d local = Eigen::Isometry3d::Identity();
    const int self = m_scopes[size_t(x.scope)].self;
    auto relativeTo = [&](int fallback) {
        const int t = m_edges[size_t(v)].relativeTo;
        return t == kNone ? fallback : t;
    };
    auto from = [&](int t, const Eigen::Isometry3d& raw) {
        Eigen::Isometry3d X;
        if (t < 0 || !poseInScope(x.scope, t, &X)) return false;
        local = X * raw;
        return true;
    };
    switch (x.kind) {
    case Kind::Scope: break;
    case Kind::Link: ok = from(relativeTo(self), x.link->pose.raw); break;
    case Kind::Joint: ok = from(relativeTo(x.childFrame == kWorld ? -1 : x.childFrame), x.joint->pose.raw); break;
    case Kind::Frame: {
        const int a = m_edges[size_t(v)].attachedTo;
        // Posed relative to what it is attached to, when that failed: the
        // attached_to error says it all.
        if (m_edges[size_t(v)].relativeTo == kNone && a != kNone && x.bodyState == 3) {
            ok = false;
            break;
        }
        ok = from(relativeTo(a == kNone ? self : a), x.frame->pose.raw);
        break;
    }
    case Kind::Model: {
        ok = from(relativeTo(self), x.model->pose.raw);
        const int p = m_edges[size_t(v)].placement;
        if (ok && p != kNone) {
            Eigen::Isometry3d P;
            ok = p >= 0 && poseInScope(x.nested, p, &P);
            if (ok) local = local * P.inverse();
        }
        break;
    }
    }
    m_stack.pop_back();
    Vertex& y = m_vertices[size_t(v)];
    y.local = local;
    y.poseState = ok ? 2 : 3;
    return ok;
}

void SdfFrameGraph::resolveJoint(int v) {
    Vertex& x = m_vertices[size_t(v)];
    const SdfJoint& j = *x.joint;
    auto bodyOf = [&](int f) {
        return f == kWorld ? -1 : f >= 0 && m_vertices[size_t(f)].bodyState == 2 ? m_vertices[size_t(f)].localBody : -2;
    };
    x.parentBody = bodyOf(x.parentFrame);
    x.childBody = bodyOf(x.childFrame);
    if (x.parentBody == -2 && x.parentFrame >= 0) reportNoBody(v, x.parentFrame);
    if (x.parentBody >= 0 && x.parentBody == x.childBody && j.parent != j.child)
        report(j.source, j.childElement, {}, sdfcode::JointSameParentChild,
               T::tr("joint '%1': parent '%2' and child '%3' are attached to the same link '%4'")
                   .arg(j.name, j.parent, j.child, m_vertices[size_t(x.childBody)].name));
    if (!x.resolved) return;
    auto axisOf = [&](const std::optional<SdfJointAxis>& a, const Eigen::Vector3d& fallback) -> Eigen::Vector3d {
        if (!a) return fallback;
        Eigen::Vector3d xyz = a->xyz;
        if (!a->expressedIn.isEmpty()) {
            QString why;
            int e = lookup(x.scope, a->expressedIn, &why);
            if (e < 0 && a->expressedIn == QLatin1String("__model__")) e = m_scopes[size_t(x.scope)].self;
            const XmlElement* xyzEl = a->element ? a->element->firstChildElement(u"xyz") : nullptr;
            if (e < 0 || !m_vertices[size_t(e)].resolved) {
                if (e < 0)
                    report(j.source, xyzEl, QStringLiteral("expressed_in"), sdfcode::RelativeToInvalid, T::tr("expressed_in: %1").arg(why));
            } else {
                xyz = x.pose.linear().transpose() * m_vertices[size_t(e)].pose.linear() * xyz;
            }
        }
        return xyz.norm() > 1e-12 ? Eigen::Vector3d(xyz.normalized()) : fallback;
    };
    // A weld between two mounting frames (the proposal's assembly pattern)
    // usually means to bring them together: say so when they are apart.
    if (j.type == QLatin1String("fixed") && x.parentFrame >= 0 && x.childFrame >= 0 &&
        m_vertices[size_t(x.parentFrame)].kind == Kind::Frame && m_vertices[size_t(x.childFrame)].kind == Kind::Frame &&
        m_vertices[size_t(x.parentFrame)].resolved && m_vertices[size_t(x.childFrame)].resolved) {
        const Eigen::Isometry3d d = m_vertices[size_t(x.parentFrame)].pose.inverse() * m_vertices[size_t(x.childFrame)].pose;
        const double dist = d.translation().norm(), angle = Eigen::AngleAxisd(d.linear()).angle();
        constexpr double kApart = 1e-6;  // metres and radians
        if (dist > kApart || angle > kApart) {
            Diagnostic w =
                diagnosticAt(*j.source.doc, j.childElement ? j.childElement : j.source.element, {}, Severity::Warning, sdfcode::WeldApart,
                             T::tr("weld '%1' joins '%2' and '%3', which are %4 mm and %5° apart; the weld keeps that offset "
                                   "(a placement_frame puts them together)")
                                 .arg(j.name, j.parent, j.child)
                                 .arg(messageNumber(dist * 1000, kApart * 1000, 2),
                                      messageNumber(angle * 180 / std::numbers::pi, kApart * 180 / std::numbers::pi, 2)));
            if (m_out && j.source.doc) m_out->append(w);
        }
    }
    x.axis = axisOf(j.axis, Eigen::Vector3d::UnitZ());
    x.axis2 = axisOf(j.axis2, Eigen::Vector3d::UnitX());
}

}  // namespace kinedit
