#include "SdfReader.h"

#include "SdfCodes.h"
#include "SdfIncludes.h"
#include "SdfSchema.h"
#include "formats/FormatRegistry.h"
#include "kinematics/Conventions.h"
#include "kinematics/Kinematics.h"
#include "kinematics/Model.h"
#include "xml/NumberText.h"
#include "xml/XmlDiagnostics.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QVarLengthArray>

#include <algorithm>
#include <cstring>
#include <numbers>

namespace kinedit {

namespace {

// A boolean as libsdformat reads it (sdfBool); anything else is false.
bool isTrue(const QString& text) { return sdfBool(text).value_or(false); }
struct SdfReaderText {
    Q_DECLARE_TR_FUNCTIONS(SdfReader)
};
using T = SdfReaderText;

constexpr int kMaxIncludeDepth = 32;
constexpr int kMaxIncludes = 10000;  // models included in all (a DAG of includes can double at each level)

// The one name of a file: symbolic links and "." and ".." resolved, so that
// a cycle through another spelling of a path is still a cycle.
QString canonical(const QString& path) {
    const QString c = QFileInfo(path).canonicalFilePath();
    return c.isEmpty() ? QFileInfo(path).absoluteFilePath() : c;
}

using Numbers = QVarLengthArray<double, 8>;

Numbers numbers(const QString& text, bool* ok) {
    Numbers v;
    *ok = readNumbers(text, v);
    return v;
}

struct IncludeStep {
    QString file;   // absolute
    QString where;  // "file:line" of the <include>
};

class Reader {
public:
    Reader(SdfRoot& root, Diagnostics* out) : m_root(root), m_out(out) {}

    void readTop(const XmlDocument& doc);

private:
    SdfRoot& m_root;
    Diagnostics* m_out;
    std::vector<IncludeStep> m_chain;
    int m_includes = 0;
    QHash<QString, const XmlDocument*> m_loaded;  // absolute path -> included document

    void error(const XmlDocument& doc, const XmlElement* e, const QString& attr, const char* code, const QString& msg) {
        if (m_out) m_out->append(diagnosticAt(doc, e, attr, Severity::Error, code, msg));
    }
    void warning(const XmlDocument& doc, const XmlElement* e, const QString& attr, const char* code, const QString& msg) {
        if (m_out) m_out->append(diagnosticAt(doc, e, attr, Severity::Warning, code, msg));
    }

    SdfPose readPose(const XmlDocument& doc, const XmlElement* parent);
    Eigen::Vector3d readVector(const XmlDocument& doc, const XmlElement* e, const Eigen::Vector3d& fallback);
    double readNumber(const XmlDocument& doc, const XmlElement* parent, const char* child, double fallback);
    void readLink(const XmlDocument& doc, const XmlElement* e, SdfLink& link);
    void readShape(const XmlDocument& doc, const XmlElement* e, bool collision, SdfLink& link);
    SdfJoint readJoint(const XmlDocument& doc, const XmlElement* e, const QVersionNumber& version);
    SdfFrame readFrame(const XmlDocument& doc, const XmlElement* e);
    std::unique_ptr<SdfModel> readModel(const XmlDocument& doc, const XmlElement* e, const QVersionNumber& version);
    std::unique_ptr<SdfModel> readInclude(const XmlDocument& doc, const XmlElement* inc, bool inWorld);
    std::unique_ptr<SdfModel> interfaceModel(const QString& file, const Format& format, const XmlDocument& doc, const XmlElement* inc);
};

// Where the index-th (from 0) whitespace-separated number of e's text
// starts, in the text nodes it holds directly; invalid when it has fewer.
SourcePos numberPosition(const XmlDocument& doc, const XmlElement* e, int index) {
    int seen = 0;
    for (const auto& c : e->children()) {
        if (c->kind() != XmlNodeKind::Text) continue;
        const QByteArray& raw = static_cast<const XmlLeaf*>(c.get())->raw();
        for (qsizetype i = 0; i < raw.size(); ++i) {
            const bool space = QChar::isSpace(uchar(raw[i]));
            if (!space && (i == 0 || QChar::isSpace(uchar(raw[i - 1]))) && seen++ == index) return doc.position(c->offset() + i);
        }
    }
    return {};
}

SdfPose Reader::readPose(const XmlDocument& doc, const XmlElement* parent) {
    SdfPose p;
    const XmlElement* e = parent->firstChildElement(u"pose");
    if (!e) return p;
    p.element = e;
    p.relativeTo = e->attribute(u"relative_to").trimmed();
    const bool quat = e->attribute(u"rotation_format").trimmed() == QLatin1String("quat_xyzw");
    const bool degrees = isTrue(e->attribute(u"degrees"));
    bool ok = false;
    p.raw = parseSdfPose(e->text(), quat, degrees, &ok);
    bool read = false;
    if (!ok && quat && numbers(e->text(), &read).size() == 7 && read) {
        Diagnostic d = diagnosticAt(doc, e, {}, Severity::Error, sdfcode::BadValue,
                                    T::tr("the pose's quaternion (qx qy qz qw) is zero; it cannot be normalised to a rotation, got '%1'")
                                        .arg(e->text().simplified()));
        if (const SourcePos at = numberPosition(doc, e, 3); at.isValid()) d.line = at.line, d.column = at.column;
        if (m_out) m_out->append(d);
    } else if (!ok)
        error(doc, e, {}, sdfcode::BadValue,
              quat
                  ? T::tr("a pose is 7 numbers with rotation_format=\"quat_xyzw\": x y z qx qy qz qw, got '%1'").arg(e->text().simplified())
                  : T::tr("a pose is 6 numbers: x y z roll pitch yaw, got '%1'").arg(e->text().simplified()));
    return p;
}

// An empty value is the default, as libsdformat reads it; the schema's
// check reports one that is required (SdfSchema.cpp).
Eigen::Vector3d Reader::readVector(const XmlDocument& doc, const XmlElement* e, const Eigen::Vector3d& fallback) {
    if (!e || e->text().trimmed().isEmpty()) return fallback;
    bool ok = false;
    const Numbers v = numbers(e->text(), &ok);
    if (!ok || v.size() != 3) {
        error(doc, e, {}, sdfcode::BadValue, T::tr("<%1> is 3 numbers, got '%2'").arg(e->name(), e->text().simplified()));
        return fallback;
    }
    return {v[0], v[1], v[2]};
}

double Reader::readNumber(const XmlDocument& doc, const XmlElement* parent, const char* child, double fallback) {
    const XmlElement* e = parent ? parent->firstChildElement(QString::fromLatin1(child)) : nullptr;
    if (!e || e->text().trimmed().isEmpty()) return fallback;
    bool ok = false;
    const double d = toNumber(QStringView(e->text()).trimmed(), &ok);
    if (!ok) {
        error(doc, e, {}, sdfcode::BadValue, T::tr("<%1> is a number, got '%2'").arg(e->name(), e->text().simplified()));
        return fallback;
    }
    return d;
}

void Reader::readShape(const XmlDocument& doc, const XmlElement* e, bool collision, SdfLink& link) {
    SdfShape s;
    s.collision = collision;
    s.name = e->attribute(u"name");
    s.pose = readPose(doc, e);
    s.source = {&doc, e};
    const XmlElement* g = e->firstChildElement(u"geometry");
    const XmlElement* shape = nullptr;
    if (g)
        for (const XmlElement* c : g->elements())
            if (!c->name().contains(QLatin1Char(':'))) {
                shape = c;
                break;
            }
    if (shape) {
        const QString k = shape->name();
        if (k == QLatin1String("box"))
            s.kind = SdfShape::Box, s.size = readVector(doc, shape->firstChildElement(u"size"), Eigen::Vector3d::Ones());
        else if (k == QLatin1String("cylinder") || k == QLatin1String("capsule")) {
            s.kind = k == QLatin1String("cylinder") ? SdfShape::Cylinder : SdfShape::Capsule;
            s.size = {readNumber(doc, shape, "radius", 0.5), readNumber(doc, shape, "length", 1.0), 0};
        } else if (k == QLatin1String("sphere"))
            s.kind = SdfShape::Sphere, s.size = {readNumber(doc, shape, "radius", 1.0), 0, 0};
        else if (k == QLatin1String("ellipsoid"))
            s.kind = SdfShape::Ellipsoid, s.size = readVector(doc, shape->firstChildElement(u"radii"), Eigen::Vector3d::Ones());
        else if (k == QLatin1String("plane")) {
            s.kind = SdfShape::Plane;
            const XmlElement* size = shape->firstChildElement(u"size");
            bool ok = true;
            const Numbers v = size ? numbers(size->text(), &ok) : Numbers{1, 1};
            if (!ok || v.size() != 2)
                error(doc, size, {}, sdfcode::BadValue, T::tr("<size> of a plane is 2 numbers"));
            else
                s.size = {v[0], v[1], 0};
            s.normal = readVector(doc, shape->firstChildElement(u"normal"), Eigen::Vector3d::UnitZ());
        } else if (k == QLatin1String("mesh")) {
            s.kind = SdfShape::Mesh;
            const XmlElement* uri = shape->firstChildElement(u"uri");
            s.meshUri = uri ? uri->text().trimmed() : QString();
            s.meshScale = readVector(doc, shape->firstChildElement(u"scale"), Eigen::Vector3d::Ones());
            if (const XmlElement* sub = shape->firstChildElement(u"submesh")) {
                if (const XmlElement* n = sub->firstChildElement(u"name")) s.submesh = n->text().trimmed();
                if (const XmlElement* c = sub->firstChildElement(u"center")) s.submeshCenter = isTrue(c->text());
            }
        }
    }
    if (const XmlElement* m = e->firstChildElement(u"material")) {
        const XmlElement* c = m->firstChildElement(u"diffuse");
        if (!c) c = m->firstChildElement(u"ambient");
        bool ok = false;
        const Numbers v = c ? numbers(c->text(), &ok) : Numbers{};
        if (ok && (v.size() == 3 || v.size() == 4)) s.rgba = Eigen::Vector4d(v[0], v[1], v[2], v.size() == 4 ? v[3] : 1.0);
    }
    link.shapes.push_back(std::move(s));
}

void Reader::readLink(const XmlDocument& doc, const XmlElement* e, SdfLink& link) {
    link.name = e->attribute(u"name");
    link.pose = readPose(doc, e);
    link.source = {&doc, e};
    if (const XmlElement* in = e->firstChildElement(u"inertial")) {
        link.hasInertial = true;
        link.mass = readNumber(doc, in, "mass", 1.0);
        link.inertialPose = readPose(doc, in).raw;
        const XmlElement* i = in->firstChildElement(u"inertia");
        const double ixx = readNumber(doc, i, "ixx", 1), iyy = readNumber(doc, i, "iyy", 1), izz = readNumber(doc, i, "izz", 1);
        const double ixy = readNumber(doc, i, "ixy", 0), ixz = readNumber(doc, i, "ixz", 0), iyz = readNumber(doc, i, "iyz", 0);
        link.inertia << ixx, ixy, ixz, ixy, iyy, iyz, ixz, iyz, izz;
    }
    for (const XmlElement* c : e->elements()) {
        if (c->name() == QLatin1String("visual"))
            readShape(doc, c, false, link);
        else if (c->name() == QLatin1String("collision"))
            readShape(doc, c, true, link);
    }
}

SdfJoint Reader::readJoint(const XmlDocument& doc, const XmlElement* e, const QVersionNumber& version) {
    SdfJoint j;
    j.name = e->attribute(u"name");
    j.type = e->attribute(u"type").trimmed();
    j.source = {&doc, e};
    j.parentElement = e->firstChildElement(u"parent");
    j.childElement = e->firstChildElement(u"child");
    if (j.parentElement) j.parent = j.parentElement->text().trimmed();
    if (j.childElement) j.child = j.childElement->text().trimmed();
    j.pose = readPose(doc, e);
    for (const char* name : {"axis", "axis2"}) {
        const XmlElement* a = e->firstChildElement(QString::fromLatin1(name));
        if (!a) continue;
        SdfJointAxis axis;
        axis.element = a;
        const XmlElement* xyz = a->firstChildElement(u"xyz");
        axis.xyz = readVector(doc, xyz, Eigen::Vector3d::UnitZ());
        if (xyz) axis.expressedIn = xyz->attribute(u"expressed_in").trimmed();
        // SDFormat 1.4 expressed axes in the model frame; 1.5 and 1.6 could
        // ask for it with use_parent_model_frame (1.7 replaced it by expressed_in).
        const XmlElement* upmf = version < QVersionNumber(1, 7) ? a->firstChildElement(u"use_parent_model_frame") : nullptr;
        if (version < QVersionNumber(1, 5) || (upmf && isTrue(upmf->text()))) axis.expressedIn = QStringLiteral("__model__");
        if (const XmlElement* lim = a->firstChildElement(u"limit")) {
            axis.lower = readNumber(doc, lim, "lower", -1e16);
            axis.upper = readNumber(doc, lim, "upper", 1e16);
        }
        (std::strcmp(name, "axis") == 0 ? j.axis : j.axis2) = axis;
    }
    if (const XmlElement* screw = e->firstChildElement(u"thread_pitch")) {
        bool ok = false;
        const double v = toNumber(QStringView(screw->text()).trimmed(), &ok);
        if (ok) j.threadPitch = v;
    }
    return j;
}

SdfFrame Reader::readFrame(const XmlDocument& doc, const XmlElement* e) {
    SdfFrame f;
    f.name = e->attribute(u"name");
    f.attachedTo = e->attribute(u"attached_to").trimmed();
    f.pose = readPose(doc, e);
    f.source = {&doc, e};
    return f;
}

std::unique_ptr<SdfModel> Reader::readModel(const XmlDocument& doc, const XmlElement* e, const QVersionNumber& version) {
    auto m = std::make_unique<SdfModel>();
    m->name = e->attribute(u"name");
    m->canonicalLink = e->attribute(u"canonical_link").trimmed();
    if (e->hasAttribute(u"placement_frame")) {
        m->placementFrame = e->attribute(u"placement_frame").trimmed();
        m->placementElement = e;
    }
    m->pose = readPose(doc, e);
    if (const XmlElement* s = e->firstChildElement(u"static")) m->isStatic = isTrue(s->text());
    m->version = version;
    m->source = {&doc, e};
    m->file = doc.fileName();
    for (const XmlElement* c : e->elements()) {
        const QString& n = c->name();
        if (n == QLatin1String("link")) {
            m->links.emplace_back();
            readLink(doc, c, m->links.back());
        } else if (n == QLatin1String("joint"))
            m->joints.push_back(readJoint(doc, c, version));
        else if (n == QLatin1String("frame"))
            m->frames.push_back(readFrame(doc, c));
        else if (n == QLatin1String("model"))
            m->models.push_back(readModel(doc, c, version));
        else if (n == QLatin1String("include")) {
            if (auto inc = readInclude(doc, c, false)) m->models.push_back(std::move(inc));
        }
    }
    return m;
}

std::unique_ptr<SdfModel> Reader::readInclude(const XmlDocument& doc, const XmlElement* inc, bool inWorld) {
    const XmlElement* uriEl = inc->firstChildElement(u"uri");
    const QString uri = uriEl ? uriEl->text().trimmed() : QString();
    if (uri.isEmpty()) {
        error(doc, uriEl ? uriEl : inc, {}, sdfcode::IncludeNoUri, T::tr("<include> needs a <uri> naming the model to include"));
        return nullptr;
    }
    const SdfIncludeTarget target = resolveIncludeUri(uri, doc.fileName());
    const SourcePos at = doc.position(inc);
    const IncludeStep step{target.file.isEmpty() ? QString() : canonical(target.file),
                           QStringLiteral("%1:%2").arg(QDir::toNativeSeparators(doc.fileName())).arg(at.line)};
    auto chainWith = [&] {
        QStringList parts{step.where};
        for (auto it = m_chain.rbegin(); it != m_chain.rend(); ++it)
            if (!it->where.isEmpty()) parts << it->where;
        return parts.join(QStringLiteral(" <- "));
    };
    if (target.file.isEmpty()) {
        error(doc, uriEl, {}, sdfcode::IncludeNotFound,
              T::tr("cannot find included model '%1': %2 (included from %3)").arg(uri, target.reason, chainWith()));
        return nullptr;
    }
    const QString abs = step.file;
    const bool cycle = abs == canonical(doc.fileName()) ||
                       std::any_of(m_chain.begin(), m_chain.end(), [&](const IncludeStep& s) { return s.file == abs; });
    if (cycle) {
        error(doc, uriEl, {}, sdfcode::IncludeCycle, T::tr("'%1' includes itself (include chain: %2)").arg(uri, chainWith()));
        return nullptr;
    }
    if (++m_includes > kMaxIncludes) {
        // Said once: the includes after it are not read either.
        if (m_includes == kMaxIncludes + 1)
            error(doc, uriEl, {}, sdfcode::IncludeTooDeep,
                  T::tr("more than %1 models are included in all; Kinedit stops here").arg(kMaxIncludes));
        return nullptr;
    }
    if (int(m_chain.size()) >= kMaxIncludeDepth) {
        error(doc, uriEl, {}, sdfcode::IncludeTooDeep,
              T::tr("includes nest more than %1 deep (%2)").arg(kMaxIncludeDepth).arg(chainWith()));
        return nullptr;
    }

    // The included document (each file is parsed once per read).
    const XmlDocument* child = m_loaded.value(abs);
    if (!child) {
        Diagnostics readProblems;
        auto loaded = XmlDocument::load(abs, &readProblems);
        if (!loaded || !loaded->isWellFormed()) {
            error(doc, uriEl, {}, sdfcode::IncludeUnreadable,
                  T::tr("included file %1 cannot be read (included from %2)").arg(QDir::toNativeSeparators(abs), chainWith()));
            if (m_out) m_out->append(readProblems);
            return nullptr;
        }
        child = loaded.get();
        m_root.includedDocuments.push_back(std::move(loaded));
        m_loaded.insert(abs, child);
    }

    std::unique_ptr<SdfModel> m;
    m_chain.push_back(step);
    // By content (a .xml file may be SDFormat), the extension breaking ties.
    const Format* other = FormatRegistry::instance().detect(*child, abs);
    if (other && other->id() != QLatin1String("sdf")) {
        m = interfaceModel(abs, *other, *child, inc);
    } else {
        const XmlElement* root = child->root();
        const XmlElement* modelEl = nullptr;
        int topLevel = 0;
        if (root && root->name() == QLatin1String("sdf"))
            for (const XmlElement* c : root->elements()) {
                if (c->name() == QLatin1String("model") || c->name() == QLatin1String("actor") || c->name() == QLatin1String("light")) {
                    ++topLevel;
                    if (!modelEl) modelEl = c;
                }
            }
        if (!root || root->name() != QLatin1String("sdf") || !modelEl) {
            error(doc, uriEl, {}, sdfcode::IncludeUnreadable,
                  T::tr("included file %1 has no top-level <model> (included from %2)").arg(QDir::toNativeSeparators(abs), chainWith()));
        } else if (topLevel > 1) {
            error(*child, root, {}, sdfcode::OneModelOnly,
                  T::tr("an included file holds one <model>, <actor> or <light>; this one has %1").arg(topLevel));
        } else if (modelEl->name() != QLatin1String("model")) {
            // Lights and actors are included into worlds; they have no
            // kinematics, so the assembly does not see them.
            if (!inWorld)
                error(doc, inc, {}, sdfcode::IncludeUnreadable, T::tr("a model can include models only, not <%1>").arg(modelEl->name()));
        } else {
            const QVersionNumber v = QVersionNumber::fromString(root->attribute(u"version"));
            m = readModel(*child, modelEl, v);
        }
    }
    m_chain.pop_back();
    if (!m) return nullptr;

    // What //include overrides or adds (1.4.1).
    m->include = {&doc, inc};
    if (const XmlElement* params = inc->firstChildElement(u"experimental:params"))
        warning(doc, params, {}, sdfcode::EditsNotApplied,
                T::tr("Kinedit does not apply libsdformat's experimental include-time edits; the model is included as its file has it"));
    if (const XmlElement* n = inc->firstChildElement(u"name")) m->name = n->text().trimmed();
    if (inc->firstChildElement(u"pose")) {
        m->pose = readPose(doc, inc);
    } else if (m->pose.element) {
        // The included model's own pose: no relative_to reaches outside it.
        m->pose.relativeTo.clear();
    }
    if (const XmlElement* p = inc->firstChildElement(u"placement_frame")) {
        m->placementFrame = p->text().trimmed();
        m->placementElement = p;
    }
    if (const XmlElement* s = inc->firstChildElement(u"static")) m->isStatic = isTrue(s->text());
    // Joints the include adds are written in the including file, in its version.
    const QVersionNumber including = QVersionNumber::fromString(doc.root()->attribute(u"version").trimmed());
    for (const XmlElement* c : inc->elements()) {
        if (c->name() == QLatin1String("joint"))
            m->joints.push_back(readJoint(doc, c, including));
        else if (c->name() == QLatin1String("frame"))
            m->frames.push_back(readFrame(doc, c));
    }
    return m;
}

// A URDF, HRDF or SKEL model as an interface model (proposal 1.5): its
// root frames and links (SKEL: bodies) are links, every other frame
// a frame, all posed in the model frame at the file's default
// configuration. The compiler grafts the model itself, joints and all.
std::unique_ptr<SdfModel> Reader::interfaceModel(const QString& file, const Format& format, const XmlDocument& doc, const XmlElement* inc) {
    Diagnostics problems;
    std::shared_ptr<const kin::Model> km = format.compile(doc, problems);
    if (m_out) m_out->append(problems);
    Q_UNUSED(inc);
    if (!km) return nullptr;  // the included file's own errors say why
    auto m = std::make_unique<SdfModel>();
    m->name = QFileInfo(file).completeBaseName();
    if (const XmlElement* r = doc.root(); r && r->hasAttribute(u"name")) m->name = r->attribute(u"name");
    m->version = kSdfSupported;
    m->source = {&doc, doc.root()};
    m->file = file;
    m->interface = km;
    const Eigen::VectorXd q = km->defaultConfiguration();
    for (int i = 0; i < int(km->frames().size()); ++i) {
        const kin::Frame& f = km->frames()[size_t(i)];
        SdfPose pose;
        pose.raw = kin::framePose(*km, q, i);
        if (f.parent < 0 || f.kind == "link" || f.kind == "body") {  // roots, URDF links, SKEL bodies
            SdfLink l;
            l.name = QString::fromStdString(f.name);
            l.pose = pose;
            l.source = {&doc, doc.root()};
            m->links.push_back(std::move(l));
        }
    }
    for (int i = 0; i < int(km->frames().size()); ++i) {
        const kin::Frame& f = km->frames()[size_t(i)];
        if (f.parent < 0 || f.kind == "link" || f.kind == "body") continue;
        SdfFrame fr;
        fr.name = QString::fromStdString(f.name);
        fr.pose.raw = kin::framePose(*km, q, i);
        fr.pose.relativeTo = QStringLiteral("__model__");  // poses are in the model frame
        fr.attachedTo = m->links.front().name;             // for the frame graph; the compiler uses the real tree
        fr.source = {&doc, doc.root()};
        m->frames.push_back(std::move(fr));
    }
    m_root.keepAlive.push_back(km);
    return m;
}

void Reader::readTop(const XmlDocument& doc) {
    const XmlElement* root = doc.root();
    if (!root || root->name() != QLatin1String("sdf")) return;  // the rules report it
    m_root.version = QVersionNumber::fromString(root->attribute(u"version").trimmed());
    const QString self = canonical(doc.fileName());
    if (!doc.fileName().isEmpty()) m_chain.push_back({self, QString()});
    for (const XmlElement* c : root->elements()) {
        if (c->name() == QLatin1String("model") && !m_root.model && !m_root.world) {
            m_root.model = readModel(doc, c, m_root.version);
        } else if (c->name() == QLatin1String("include") && !m_root.model && !m_root.world) {
            // libsdformat reads an <include> under <sdf> as the file's model.
            m_root.model = readInclude(doc, c, false);
        } else if (c->name() == QLatin1String("world") && !m_root.world && !m_root.model) {
            auto w = std::make_unique<SdfWorld>();
            w->name = c->attribute(u"name");
            w->source = {&doc, c};
            for (const XmlElement* wc : c->elements()) {
                if (wc->name() == QLatin1String("model"))
                    w->models.push_back(readModel(doc, wc, m_root.version));
                else if (wc->name() == QLatin1String("include")) {
                    if (auto m = readInclude(doc, wc, true)) w->models.push_back(std::move(m));
                } else if (wc->name() == QLatin1String("frame"))
                    w->frames.push_back(readFrame(doc, wc));
                else if (wc->name() == QLatin1String("joint"))
                    w->joints.push_back(readJoint(doc, wc, m_root.version));
            }
            m_root.world = std::move(w);
        }
    }
    m_chain.clear();
}

}  // namespace

Eigen::Isometry3d parseSdfPose(const QString& text, bool quaternion, bool degrees, bool* ok) {
    Eigen::Isometry3d p = Eigen::Isometry3d::Identity();
    bool parsed = false;
    const Numbers v = numbers(text, &parsed);
    *ok = parsed;
    if (v.isEmpty() && parsed) return p;  // <pose/>: the identity
    if (!parsed || v.size() != (quaternion ? 7 : 6)) {
        *ok = false;
        return p;
    }
    p.translation() = Eigen::Vector3d(v[0], v[1], v[2]);
    if (quaternion) {
        Eigen::Quaterniond q(v[6], v[3], v[4], v[5]);
        if (q.norm() < 1e-12) {
            *ok = false;
            return p;
        }
        p.linear() = q.normalized().toRotationMatrix();
    } else {
        const double k = degrees ? std::numbers::pi / 180.0 : 1.0;
        p.linear() = kin::rotationFixedXYZ(v[3] * k, v[4] * k, v[5] * k);
    }
    return p;
}

SdfRoot readSdf(const XmlDocument& doc, Diagnostics* out) {
    SdfRoot root;
    Reader r(root, out);
    r.readTop(doc);
    return root;
}

const SdfModel* SdfModel::findModel(QStringView n) const {
    for (const auto& m : models)
        if (m->name == n) return m.get();
    return nullptr;
}

SdfRoot::SdfRoot() = default;
SdfRoot::~SdfRoot() = default;
SdfRoot::SdfRoot(SdfRoot&&) noexcept = default;
SdfRoot& SdfRoot::operator=(SdfRoot&&) noexcept = default;

}  // namespace kinedit
