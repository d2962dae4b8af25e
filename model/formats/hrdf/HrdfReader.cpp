// Reading HRDF: the schema drives attribute checks; values are evaluated
// with the formula language; includes are expanded in place, each included
// file read under its own version.
#include "HrdfCodes.h"
#include "HrdfRobot.h"
#include "HrdfSchema.h"

#include "formula/FormulaParser.h"
#include "kinematics/Conventions.h"
#include "xml/XmlDiagnostics.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace kinedit {

namespace {

struct HrdfText {
    Q_DECLARE_TR_FUNCTIONS(HrdfReader)
};
using T = HrdfText;

const QStringList kRobotElements = {QStringLiteral("actuator"),   QStringLiteral("link"),  QStringLiteral("bracket"),
                                    QStringLiteral("rigid-body"), QStringLiteral("joint"), QStringLiteral("end-effector")};

bool isUrl(const QString& p) { return p.startsWith(QLatin1String("http://")) || p.startsWith(QLatin1String("https://")); }
bool isAbsolute(const QString& p) {
    return p.startsWith(QLatin1Char('/')) || p.startsWith(QLatin1Char('\\')) || (p.size() > 1 && p[1] == QLatin1Char(':'));
}

class Reader {
public:
    Reader(Diagnostics& out, HrdfRobot& robot) : m_out(out), m_robot(robot) {}

    void readRoot(const XmlDocument& doc);

private:
    void report(const XmlDocument& doc, const XmlElement* e, const QString& attr, Severity sev, const char* code, const QString& msg,
                int charIndex = 0) {
        m_out.append(diagnosticAt(doc, e, attr, sev, code, msg, charIndex));
    }
    void error(const XmlDocument& doc, const XmlElement* e, const QString& attr, const char* code, const QString& msg, int charIndex = 0) {
        report(doc, e, attr, Severity::Error, code, msg, charIndex);
    }
    bool tooNew(const XmlDocument& doc, const XmlElement* e, const QString& attr, const QVersionNumber& since,
                const QVersionNumber& version, const QString& what) {
        if (since.isNull() || since <= version) return false;
        const XmlElement* robot = doc.root();
        error(doc, e, attr, hrdfcode::TooNew,
              robot && !robot->hasAttribute(u"version")
                  ? T::tr("%1 needs HRDF %2; the file has no version attribute, so it is read as 1.0.0").arg(what, since.toString())
                  : T::tr("%1 needs HRDF %2; the file declares %3").arg(what, since.toString(), version.toString()));
        return true;
    }

    // ".." is allowed (the spec), but where it leads out of the file's
    // folder the user is shown the file it names.
    void noteOutside(const XmlDocument& doc, const XmlElement* e, const QString& attr, const QString& path) {
        const QString clean = QDir::cleanPath(path);
        if (clean != QLatin1String("..") && !clean.startsWith(QLatin1String("../"))) return;
        report(doc, e, attr, Severity::Note, hrdfcode::PathLeavesFolder,
               T::tr("'%1' leads out of the file's folder, to %2")
                   .arg(path, QDir::toNativeSeparators(QDir::cleanPath(QFileInfo(doc.fileName()).absoluteDir().absoluteFilePath(path)))));
    }

    QVersionNumber readVersion(const XmlDocument& doc, const XmlElement* robot, bool* known = nullptr);
    void readChain(const XmlDocument& doc, const XmlElement* parent, const QVersionNumber& version, HrdfChain& chain,
                   QStringList& includeStack);
    void readInclude(const XmlDocument& doc, const XmlElement* inc, const QVersionNumber& version, HrdfChain& chain,
                     QStringList& includeStack);
    std::unique_ptr<HrdfElement> readElement(const XmlDocument& doc, const XmlElement* e, const QVersionNumber& version,
                                             QStringList& includeStack);
    // Checks and evaluates every attribute of e against its schema.
    void readAttributes(const XmlDocument& doc, const XmlElement* e, const ElementSchema& schema, const QVersionNumber& version,
                        HrdfElement* into, HrdfOutput* output);
    void checkMeshPath(const XmlDocument& doc, const XmlElement* e, const QString& path, const QVersionNumber& version);
    void warnStrayText(const XmlDocument& doc, const XmlElement* parent);
    // Counts one more element; false (reported) past the limit.
    bool countElement(const XmlDocument& doc, const XmlElement* e) {
        if (++m_elements <= kMaxElements) return true;
        if (m_elements == kMaxElements + 1)  // said once, where the limit was crossed
            error(doc, e, {}, hrdfcode::TooManyElements,
                  T::tr("the robot and its includes come to more than %1 elements; the rest is not read").arg(kMaxElements));
        return false;
    }

    Diagnostics& m_out;
    HrdfRobot& m_robot;
    int m_elements = 0;
    // Against includes that multiply (ten of a file that includes ten...);
    // 50,000 modules, far past any HEBI arm, and read in a quarter second.
    static constexpr int kMaxElements = 100000;
};

QVersionNumber Reader::readVersion(const XmlDocument& doc, const XmlElement* robot, bool* known) {
    if (known) *known = true;
    const QVersionNumber v10(1, 0, 0);
    if (!robot->hasAttribute(u"version")) return v10;  // 1.0.0 files have none
    const QString text = robot->attribute(u"version").trimmed();
    const QVersionNumber v = QVersionNumber::fromString(text);
    if (hrdfVersions().contains(v) && v.toString() == text) return v;
    if (known) *known = false;
    // Name the exact strings: "1.6" and "1.5.1" are not among them.
    QStringList written;
    for (const QVersionNumber& v2 : hrdfVersions()) written << v2.toString();
    error(
        doc, robot, QStringLiteral("version"), hrdfcode::BadVersion,
        T::tr("unknown HRDF version '%1': a version is written as one of %2; read as 1.6.0").arg(text, written.join(QStringLiteral(", "))));
    return QVersionNumber(1, 6, 0);
}

void Reader::readRoot(const XmlDocument& doc) {
    const XmlElement* root = doc.root();
    if (!root) return;
    if (root->name() != QLatin1String("robot")) {
        error(doc, root, {}, hrdfcode::NotRobot,
              root->name().compare(QLatin1String("robot"), Qt::CaseInsensitive) == 0
                  ? T::tr("the root element is <%1>; HRDF element names are case-sensitive: <robot>").arg(root->name())
                  : T::tr("an HRDF file's root element must be <robot>, not <%1>").arg(root->name()));
        return;
    }
    m_robot.valid = true;
    m_robot.version = readVersion(doc, root);
    const ElementSchema& schema = *hrdfSchema().element(u"robot");
    HrdfElement base;  // collects rot/trans
    readAttributes(doc, root, schema, m_robot.version, &base, nullptr);
    m_robot.base.linear() = kin::nearestRotation(base.outputRot.value_or(Eigen::Matrix3d::Identity()));
    m_robot.base.translation() = base.outputTrans.value_or(Eigen::Vector3d::Zero());
    QStringList stack{QFileInfo(doc.fileName()).canonicalFilePath()};
    readChain(doc, root, m_robot.version, m_robot.chain, stack);
    // HRDF <= 1.1.0 has no <end-effector>: an implicit one ends the chain.
    if (m_robot.version < QVersionNumber(1, 2, 0)) {
        auto ee = std::make_unique<HrdfElement>();
        ee->doc = &doc;
        ee->xml = root;
        ee->version = m_robot.version;
        ee->kind = QStringLiteral("end-effector");
        ee->type = QStringLiteral("Custom");
        ee->implicit = true;
        m_robot.chain.push_back(std::move(ee));
    }
}

void Reader::warnStrayText(const XmlDocument& doc, const XmlElement* parent) {
    for (const auto& c : parent->children()) {
        if (c->kind() != XmlNodeKind::Text) continue;
        const auto* leaf = static_cast<const XmlLeaf*>(c.get());
        if (leaf->isWhitespace()) continue;
        Diagnostic d = diagnosticAt(doc, parent, {}, Severity::Warning, hrdfcode::StrayText,
                                    T::tr("text '%1' inside <%2> is not an element; it is kept and ignored")
                                        .arg(leaf->text().simplified().left(40), parent->name()));
        // Point at the text itself.
        qint64 off = c->offset();
        const QByteArray& raw = leaf->raw();
        for (qsizetype i = 0; i < raw.size() && (raw[i] == ' ' || raw[i] == '\t' || raw[i] == '\n' || raw[i] == '\r'); ++i) ++off;
        const SourcePos p = doc.position(off);
        d.line = p.line;
        d.column = p.column;
        m_out.append(d);
    }
}

void Reader::readChain(const XmlDocument& doc, const XmlElement* parent, const QVersionNumber& version, HrdfChain& chain,
                       QStringList& includeStack) {
    warnStrayText(doc, parent);
    for (const auto& c : parent->children()) {
        if (!c->isElement()) continue;
        const auto* e = static_cast<const XmlElement*>(c.get());
        const QString& name = e->name();
        const bool robotElement = kRobotElements.contains(name) || name == QLatin1String("include");
        if (robotElement && !chain.empty() && chain.back()->kind == QLatin1String("end-effector") && !chain.back()->implicit)
            error(doc, e, {}, hrdfcode::AfterEndEffector,
                  T::tr("<%1> follows an end effector; nothing can be attached after one").arg(name));
        if (robotElement && !chain.empty() && !chain.back()->outputs.empty())
            report(doc, e, {}, Severity::Warning, hrdfcode::ChainOnOutputs,
                   T::tr("<%1> attaches to the first output of the element before it, whose <output>s already hold "
                         "chains; put it inside the <output> it belongs to")
                       .arg(name));
        if (name == QLatin1String("include")) {
            // The included file's elements are read as their own chain (so
            // that their own order is checked once), then joined to this one.
            HrdfChain included;
            if (!countElement(doc, e)) return;
            readInclude(doc, e, version, included, includeStack);
            if (included.empty()) {
                auto gap = std::make_unique<HrdfElement>();
                gap->doc = &doc;
                gap->xml = e;
                gap->version = version;
                gap->kind = QStringLiteral("include");
                gap->unresolved = true;
                included.push_back(std::move(gap));
            }
            for (auto& el : included) chain.push_back(std::move(el));
        } else if (kRobotElements.contains(name)) {
            if (!countElement(doc, e)) return;
            if (auto el = readElement(doc, e, version, includeStack)) chain.push_back(std::move(el));
        } else if (name == QLatin1String("output")) {
            error(doc, e, {}, hrdfcode::OutputNotAllowed,
                  T::tr("<output> belongs inside a <bracket> or <rigid-body>, not inside <%1>").arg(parent->name()));
        } else if (const ElementSchema* s = hrdfSchema().elementIgnoringCase(name); s && s->name != name) {
            error(doc, e, {}, hrdfcode::ElementCase,
                  T::tr("unknown element <%1>; element names are case-sensitive: <%2>").arg(name, s->name));
        } else {
            error(doc, e, {}, hrdfcode::UnknownElement, T::tr("unknown element <%1> in <%2>").arg(name, parent->name()));
        }
    }
}

void Reader::readInclude(const XmlDocument& doc, const XmlElement* inc, const QVersionNumber& version, HrdfChain& chain,
                         QStringList& includeStack) {
    const ElementSchema& schema = *hrdfSchema().element(u"include");
    if (tooNew(doc, inc, {}, schema.since, version, T::tr("<include>"))) return;
    readAttributes(doc, inc, schema, version, nullptr, nullptr);
    warnStrayText(doc, inc);
    for (const XmlElement* child : inc->elements())
        error(doc, child, {}, hrdfcode::UnknownElement, T::tr("<include> has no content; <%1> is ignored").arg(child->name()));
    if (!inc->hasAttribute(u"path")) return;  // reported as missing
    if (doc.fileName().isEmpty()) {
        error(doc, inc, QStringLiteral("path"), hrdfcode::UnsavedInclude,
              T::tr("includes are resolved relative to the file; save the file first"));
        return;
    }
    const QString path = inc->attribute(u"path");
    if (isAbsolute(path)) return;  // reported by readAttributes
    // Relative to the including file, kept in the user's terms (a relative
    // path stays relative) so that messages name files the way they did.
    const QString target = QDir::cleanPath(QFileInfo(doc.fileName()).path() + QLatin1Char('/') + path);
    noteOutside(doc, inc, QStringLiteral("path"), path);
    if (!QFileInfo(target).isFile()) {
        // A file whose name differs only in case is a hint, never a match.
        QString hint;
        const QFileInfo fi(target);
        for (const QString& entry : fi.absoluteDir().entryList(QDir::Files))
            if (entry.compare(fi.fileName(), Qt::CaseInsensitive) == 0) hint = entry;
        error(doc, inc, QStringLiteral("path"), hrdfcode::IncludeMissing,
              hint.isEmpty() ? T::tr("included file '%1' not found (looked for %2)").arg(path, target)
                             : T::tr("included file '%1' not found; '%2' differs only in case (names are case-sensitive)").arg(path, hint));
        return;
    }
    // Canonical paths: a symlinked folder cannot hide a cycle.
    const QString canonical = QFileInfo(target).canonicalFilePath();
    if (includeStack.contains(canonical)) {
        QStringList names;
        for (const QString& p : includeStack) names << QFileInfo(p).fileName();
        names << QFileInfo(target).fileName();
        error(doc, inc, QStringLiteral("path"), hrdfcode::IncludeCycle, T::tr("include cycle: %1").arg(names.join(QStringLiteral(" -> "))));
        return;
    }
    Diagnostics loadDiagnostics;
    std::unique_ptr<XmlDocument> sub = XmlDocument::load(target, &loadDiagnostics);
    m_out.append(loadDiagnostics);
    if (!sub || !sub->root()) {
        error(doc, inc, QStringLiteral("path"), hrdfcode::IncludeUnreadable, T::tr("included file '%1' cannot be read").arg(path));
        return;
    }
    const XmlDocument& subDoc = *sub;
    m_robot.includedBy.insert(&subDoc, {&doc, inc});
    m_robot.included.push_back(std::move(sub));
    const XmlElement* root = subDoc.root();
    if (root->name() != QLatin1String("robot")) {
        error(doc, inc, QStringLiteral("path"), hrdfcode::IncludeUnreadable,
              T::tr("included file '%1' is not an HRDF file (its root is <%2>)").arg(path, root->name()));
        return;
    }
    bool knownVersion = true;
    const QVersionNumber subVersion = readVersion(subDoc, root, &knownVersion);
    if (knownVersion && subVersion != version)
        report(doc, inc, QStringLiteral("path"), Severity::Warning, hrdfcode::IncludeVersion,
               T::tr("included file '%1' is HRDF %2 but this file is %3; the spec requires the same version "
                     "(HEBI's tools accept it)")
                   .arg(path, subVersion.toString(), version.toString()));
    includeStack.append(canonical);
    readChain(subDoc, root, subVersion, chain, includeStack);
    includeStack.removeLast();
}

std::unique_ptr<HrdfElement> Reader::readElement(const XmlDocument& doc, const XmlElement* e, const QVersionNumber& version,
                                                 QStringList& includeStack) {
    const ElementSchema& schema = *hrdfSchema().element(e->name());
    if (tooNew(doc, e, {}, schema.since, version, T::tr("<%1>").arg(e->name()))) return nullptr;
    auto el = std::make_unique<HrdfElement>();
    el->doc = &doc;
    el->xml = e;
    el->version = version;
    el->kind = e->name();
    if (el->kind == QLatin1String("end-effector")) el->type = QStringLiteral("Custom");
    readAttributes(doc, e, schema, version, el.get(), nullptr);
    const bool canHaveOutputs = schema.children.contains(QStringLiteral("output"));
    warnStrayText(doc, e);
    for (const auto& c : e->children()) {
        if (!c->isElement()) continue;
        const auto* child = static_cast<const XmlElement*>(c.get());
        if (child->name() != QLatin1String("output") && child->name().compare(QLatin1String("output"), Qt::CaseInsensitive) == 0) {
            error(doc, child, {}, hrdfcode::ElementCase,
                  T::tr("unknown element <%1>; element names are case-sensitive: <output>").arg(child->name()));
            continue;
        }
        if (child->name() != QLatin1String("output")) {
            error(doc, child, {}, hrdfcode::UnknownElement,
                  canHaveOutputs ? T::tr("<%1> cannot contain <%2>; put it inside an <output>").arg(e->name(), child->name())
                                 : T::tr("<%1> cannot contain elements").arg(e->name()));
            continue;
        }
        if (!canHaveOutputs) {
            error(doc, child, {}, hrdfcode::OutputNotAllowed,
                  T::tr("<%1> has a single built-in output; <output> is only for brackets and rigid bodies").arg(e->name()));
            continue;
        }
        const ElementSchema& outSchema = *hrdfSchema().element(u"output");
        if (tooNew(doc, child, {}, outSchema.since, version, T::tr("<output>"))) continue;
        HrdfOutput out;
        out.doc = &doc;
        out.xml = child;
        readAttributes(doc, child, outSchema, version, nullptr, &out);
        readChain(doc, child, version, out.chain, includeStack);
        el->outputs.push_back(std::move(out));
    }
    return el;
}

void Reader::checkMeshPath(const XmlDocument& doc, const XmlElement* e, const QString& path, const QVersionNumber& version) {
    if (path.isEmpty()) {
        report(doc, e, QStringLiteral("mesh_path"), Severity::Warning, hrdfcode::MeshNotFound,
               T::tr("mesh_path is empty: no mesh is shown"));
        return;
    }
    if (isUrl(path)) {
        // Added in 1.4.0, but HEBI's own published kits use it in 1.3.0
        // files, and a mesh is display-only: a warning, and the kit loads.
        const QVersionNumber since(1, 4, 0);
        if (!version.isNull() && version < since)
            report(
                doc, e, QStringLiteral("mesh_path"), Severity::Warning, hrdfcode::DisplayTooNew,
                T::tr("a web URL mesh_path was added in HRDF %1; the file declares %2 (the mesh is for display only and is not downloaded)")
                    .arg(since.toString(), version.toString()));
        return;  // never fetched
    }
    if (isAbsolute(path)) return;  // reported as an error
    const QString file = QDir::cleanPath(QFileInfo(doc.fileName()).absoluteDir().absoluteFilePath(path));
    noteOutside(doc, e, QStringLiteral("mesh_path"), path);
    if (!QFileInfo(file).isFile())
        report(doc, e, QStringLiteral("mesh_path"), Severity::Warning, hrdfcode::MeshNotFound,
               T::tr("mesh '%1' not found; the element is drawn without it").arg(path));
}

void Reader::readAttributes(const XmlDocument& doc, const XmlElement* e, const ElementSchema& schema, const QVersionNumber& version,
                            HrdfElement* into, HrdfOutput* output) {
    const bool v10 = version < QVersionNumber(1, 1, 0);
    for (int i = 0; i < e->attributeCount(); ++i) {
        const XmlAttribute& a = e->attributeAt(i);
        const AttributeSchema* s = schema.attribute(a.name);
        if (!s) {
            error(doc, e, a.name, hrdfcode::UnknownAttribute, T::tr("<%1> has no attribute '%2'").arg(e->name(), a.name));
            continue;
        }
        if (tooNew(doc, e, a.name, s->since, version, T::tr("attribute '%1'").arg(a.name))) continue;
        const QString& value = a.value;
        auto valueError = [&](const ValueError& err) {
            error(doc, e, a.name, hrdfcode::BadValue, T::tr("'%1': %2").arg(a.name, err.describe()), err.column - 1);
        };
        switch (s->type) {
        case ValueType::Enum: {
            if (a.name == QLatin1String("version")) break;  // read by readVersion
            bool caseDiffers = false;
            const EnumValue* ev = s->findValue(value.trimmed(), &caseDiffers);
            if (!ev) {
                QStringList allowed;
                for (const EnumValue& x : s->values)
                    if (x.since <= version) allowed << x.value;
                error(doc, e, a.name, hrdfcode::BadEnum,
                      T::tr("'%1' is not a valid %2 (one of: %3)").arg(value, a.name, allowed.join(QStringLiteral(", "))));
                continue;
            }
            if (caseDiffers)
                report(doc, e, a.name, Severity::Warning, hrdfcode::EnumCase,
                       T::tr("'%1' matches '%2' only without regard to case; write '%2'").arg(value, ev->value));
            if (tooNew(doc, e, a.name, ev->since, version, T::tr("%1 '%2'").arg(a.name, ev->value))) continue;
            if (!into) break;
            if (a.name == QLatin1String("type"))
                into->type = ev->value;
            else if (a.name == QLatin1String("input"))
                into->input = ev->value;
            else if (a.name == QLatin1String("output"))
                into->output = ev->value;
            else if (a.name == QLatin1String("axis"))
                into->axis = ev->value;
            break;
        }
        case ValueType::Number:
        case ValueType::Formula: {
            ValueResult<double> r = FormulaParser::formula(value);
            if (r.ok() && v10 && !FormulaParser::number(value.trimmed()).ok()) {
                tooNew(doc, e, a.name, QVersionNumber(1, 1, 0), version, T::tr("a formula"));
                continue;
            }
            if (!r.ok()) {
                valueError(*r.error);
                continue;
            }
            if (!into) break;
            static const QStringList inertiaNames = {QStringLiteral("ixx"), QStringLiteral("iyy"), QStringLiteral("izz"),
                                                     QStringLiteral("ixy"), QStringLiteral("ixz"), QStringLiteral("iyz")};
            if (a.name == QLatin1String("mass"))
                into->mass = r.value;
            else if (a.name == QLatin1String("mass_offset"))
                into->massOffset = r.value;
            else if (a.name == QLatin1String("extension"))
                into->extension = r.value;
            else if (a.name == QLatin1String("twist"))
                into->twist = r.value;
            else if (a.name == QLatin1String("gear_ratio")) {
                if (r.value == 0) {
                    error(doc, e, a.name, hrdfcode::BadValue, T::tr("gear_ratio must not be 0"));
                    continue;
                }
                into->gearRatio = r.value;
            } else if (const int k = int(inertiaNames.indexOf(a.name)); k >= 0)
                into->inertia[size_t(k)] = r.value;
            break;
        }
        case ValueType::Rotation: {
            ValueResult<Eigen::Matrix3d> r = FormulaParser::rotation(value);
            if (r.ok() && v10) {
                const QString t = value.trimmed();
                if (t.startsWith(QLatin1Char('R'))) {
                    tooNew(doc, e, a.name, QVersionNumber(1, 1, 0), version, T::tr("an Rx/Ry/Rz rotation"));
                    continue;
                }
            }
            if (!r.ok()) {
                valueError(*r.error);
                continue;
            }
            if (output) {
                if (a.name == QLatin1String("rot")) output->rot = r.value;
            } else if (into) {
                if (a.name == QLatin1String("com_rot"))
                    into->comRot = r.value;
                else if (a.name == QLatin1String("output_rot") || a.name == QLatin1String("rot"))
                    into->outputRot = r.value;
                else if (a.name == QLatin1String("mesh_rot"))
                    into->meshRot = r.value;
            }
            break;
        }
        case ValueType::Translation: {
            ValueResult<Eigen::Vector3d> r = FormulaParser::translation(value);
            if (!r.ok()) {
                valueError(*r.error);
                continue;
            }
            if (output) {
                if (a.name == QLatin1String("trans")) output->trans = r.value;
            } else if (into) {
                if (a.name == QLatin1String("com_trans"))
                    into->comTrans = r.value;
                else if (a.name == QLatin1String("com_trans_offset"))
                    into->comTransOffset = r.value;
                else if (a.name == QLatin1String("output_trans") || a.name == QLatin1String("trans"))
                    into->outputTrans = r.value;
                else if (a.name == QLatin1String("mesh_trans"))
                    into->meshTrans = r.value;
            }
            break;
        }
        case ValueType::Path: {
            if (isAbsolute(value)) {
                error(doc, e, a.name, hrdfcode::AbsolutePath,
                      T::tr("'%1' is an absolute path; HRDF paths are relative to the file").arg(value));
                continue;
            }
            if (a.name == QLatin1String("mesh_path")) {
                checkMeshPath(doc, e, value, version);
                if (into) into->meshPath = value;
            }
            break;
        }
        case ValueType::String:
        case ValueType::Version:
        case ValueType::Boolean:  // HRDF has no boolean attributes
            if (into && a.name == QLatin1String("tag")) into->tag = value;
            break;
        }
    }
    for (const AttributeSchema& s : schema.attributes)
        if (s.required && !e->hasAttribute(s.name))
            error(doc, e, {}, hrdfcode::MissingAttribute, T::tr("<%1> needs the attribute '%2'").arg(e->name(), s.name));
}

// Depth-first numbering: an element, the chains on its outputs, then the
// next element.
void number(HrdfChain& chain, std::vector<HrdfElement*>& all) {
    for (auto& el : chain) {
        if (el->unresolved) continue;
        el->index = int(all.size());
        all.push_back(el.get());
        for (HrdfOutput& o : el->outputs) number(o.chain, all);
    }
}

}  // namespace

std::unique_ptr<HrdfRobot> readHrdf(const XmlDocument& doc, Diagnostics& out) {
    auto robot = std::make_unique<HrdfRobot>();
    Reader reader(out, *robot);
    reader.readRoot(doc);
    number(robot->chain, robot->elements);
    return robot;
}

}  // namespace kinedit
