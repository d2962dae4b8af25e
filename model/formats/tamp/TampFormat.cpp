// TAMP problem files: reading, rules and the scene's kinematic model.
// Frames: every object by its <name> (kind object; attached objects hang
// under their parent and move with it), its grasps `object::grasp<i>`
// (kind grasp; a continuous grasp's template, then its fan), its stable
// poses and placement regions (TampScene.cpp), every robot by its name
// (kind robot, at its base pose) with its URDF's links and joints as
// `robot::link` / `robot::joint`, configured from <torso>, <left_arm> and
// <right_arm>.
#include "TampFormat.h"

#include "formats/ParentCycles.h"
#include "formats/PoseText.h"

#include "TampCodes.h"
#include "TampProblem.h"
#include "TampConfiguration.h"
#include "TampSchema.h"
#include "formats/urdf/UrdfFormat.h"
#include "io/ResourceResolver.h"
#include "kinematics/Conventions.h"
#include "kinematics/ModelBuilder.h"
#include "xml/NumberText.h"
#include "xml/XmlDiagnostics.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace kinedit {

namespace {

struct TampText {
    Q_DECLARE_TR_FUNCTIONS(TampFormat)
};
using T = TampText;
using namespace tamp;

class Reader {
public:
    Reader(const XmlDocument& doc, Diagnostics& out) : m_doc(doc), m_out(out) {}

    void report(const XmlElement* e, Severity s, const char* code, const QString& msg) {
        m_out.append(diagnosticAt(m_doc, e, {}, s, code, msg));
    }

    // Whitespace-separated numbers of an element's text (comments skipped).
    // The spec's own examples end some with a stray ')': a warning, with the
    // obvious reading (without it) offered and used, so the examples load.
    std::optional<std::vector<double>> numbers(const XmlElement* e, int expected) {
        if (!e) return std::nullopt;
        QString text = e->text();
        if (text.trimmed().endsWith(QLatin1Char(')')) && !text.contains(QLatin1Char('('))) {
            report(e, Severity::Warning, tampcode::StrayParen,
                   T::tr("stray ')' after the numbers of <%1>; fix: remove it (read here without it)").arg(e->name()));
            text = text.trimmed();
            text.chop(1);
        }
        // Real benchmark files separate the numbers with commas: read them,
        // and say how the format writes them.
        if (text.contains(QLatin1Char(','))) {
            QString spaced = text;
            spaced.replace(QLatin1Char(','), QLatin1Char(' '));
            std::vector<double> probe;
            if (readNumbers(spaced, probe)) {
                report(e, Severity::Warning, tampcode::CommaNumbers,
                       T::tr("the numbers of <%1> are separated by commas; the format separates them by spaces "
                             "(read here as if they were; fix: replace each comma by a space)")
                           .arg(e->name()));
                text = spaced;
            }
        }
        std::vector<double> v;
        // "nan" and "inf" parse, but are no coordinates.
        if (readNumbers(text, v) && std::all_of(v.begin(), v.end(), [](double x) { return std::isfinite(x); }) &&
            (expected <= 0 || int(v.size()) == expected))
            return v;
        // What is wrong, exactly: an item that is no finite number, or the
        // count. (Counting what a failed parse left said "must hold 12
        // numbers; found 12".)
        const QStringList items = text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        for (const QString& item : items) {
            bool ok = false;
            if (!std::isfinite(item.toDouble(&ok)) || !ok) {
                report(e, Severity::Error, tampcode::BadNumbers,
                       T::tr("<%1> must hold numbers; '%2' is not a finite number").arg(e->name(), item.left(40)));
                return std::nullopt;
            }
        }
        report(e, Severity::Error, tampcode::BadNumbers,
               expected > 0 ? T::tr("<%1> must hold %n number(s); it holds %2", nullptr, expected).arg(e->name()).arg(items.size())
                            : T::tr("<%1> must hold numbers separated by spaces").arg(e->name()));
        return std::nullopt;
    }

    // 12 numbers: a 3x4 matrix, row-major.
    Eigen::Isometry3d pose(const XmlElement* e) {
        Eigen::Isometry3d t = Eigen::Isometry3d::Identity();
        const auto v = numbers(e, 12);
        if (!v) return t;
        Eigen::Matrix3d r;
        for (int i = 0; i < 3; ++i) {
            for (int j = 0; j < 3; ++j) r(i, j) = (*v)[size_t(4 * i + j)];
            t.translation()[i] = (*v)[size_t(4 * i + 3)];
        }
        if ((r.transpose() * r - Eigen::Matrix3d::Identity()).cwiseAbs().maxCoeff() > 1e-3 || r.determinant() < 0)
            report(e, Severity::Warning, tampcode::NotRotation,
                   T::tr("the 3x3 part of <%1> is not a rotation; the nearest rotation is used").arg(e->name()));
        t.linear() = kin::nearestRotation(r);
        return t;
    }

    bool boolean(const XmlElement* e) {
        if (!e) return false;
        const QString t = e->text().trimmed().toLower();
        if (t != QLatin1String("true") && t != QLatin1String("false"))
            report(e, Severity::Error, tampcode::BadBool, T::tr("<%1> must be true or false").arg(e->name()));
        return t == QLatin1String("true");
    }

    Problem read() {
        Problem p;
        const XmlElement* root = m_doc.root();
        if (!root) return p;
        if (root->name() != QLatin1String("problem")) {
            report(root, Severity::Error, tampcode::NotProblem,
                   T::tr("a TAMP problem file's root is <problem>, not <%1>").arg(root->name()));
            return p;
        }
        p.valid = true;
        QSet<QString> names;
        const QString meshes = QFileInfo(m_doc.fileName()).absoluteDir().filePath(QStringLiteral("../meshes"));
        if (const XmlElement* objects = root->firstChildElement(u"objects"))
            for (const XmlElement* o : objects->elements(u"obj")) {
                Object obj;
                obj.element = o;
                const XmlElement* n = o->firstChildElement(u"name");
                obj.name = n ? n->text().trimmed() : QString();
                if (obj.name.isEmpty())
                    report(o, Severity::Error, tampcode::MissingName, T::tr("<obj> needs a <name>"));
                else if (names.contains(obj.name))
                    report(n, Severity::Error, tampcode::DuplicateName, T::tr("two objects are named '%1'").arg(obj.name));
                names.insert(obj.name);
                obj.pose = pose(o->firstChildElement(u"pose"));
                boolean(o->firstChildElement(u"moveable"));
                if (const XmlElement* g = o->firstChildElement(u"geom")) {
                    obj.geom = g->text().trimmed();
                    const QString path = QDir(meshes).filePath(obj.geom);
                    if (QFileInfo(path).isFile())
                        obj.meshPath = QDir::cleanPath(path);
                    else
                        report(g, Severity::Warning, tampcode::MeshNotFound,
                               T::tr("mesh '%1' is not in this family's meshes folder (%2)").arg(obj.geom, QDir::cleanPath(meshes)));
                }
                if (const XmlElement* grasps = o->firstChildElement(u"grasps"))
                    for (const XmlElement* g : grasps->elements()) {
                        Grasp grasp;
                        grasp.element = g;
                        grasp.type = g->attribute(u"type");
                        if (g->name() == QLatin1String("gf")) {
                            grasp.pose = pose(g);
                        } else if (g->name() == QLatin1String("gc")) {
                            grasp.continuous = true;
                            grasp.pose = pose(g->firstChildElement(u"template"));
                            if (const auto a = numbers(g->firstChildElement(u"axis"), 3))
                                grasp.axis = Eigen::Vector3d((*a)[0], (*a)[1], (*a)[2]);
                        } else {
                            continue;
                        }
                        obj.grasps.push_back(grasp);
                    }
                if (const XmlElement* sssp = o->firstChildElement(u"sssp")) {
                    std::array<double, 6> box{};
                    bool complete = true;
                    int k = 0;
                    for (const char* c : {"xmin", "xmax", "ymin", "ymax", "zmin", "zmax"}) {
                        const auto v = numbers(sssp->firstChildElement(QString::fromLatin1(c)), 1);
                        if (v)
                            box[size_t(k)] = (*v)[0];
                        else
                            complete = false;
                        ++k;
                    }
                    if (complete) obj.sssp = box;
                }
                if (const XmlElement* pssp = o->firstChildElement(u"pssp"))
                    for (const XmlElement* pt : pssp->elements(u"point")) {
                        const auto x = numbers(pt->firstChildElement(u"x"), 1), y = numbers(pt->firstChildElement(u"y"), 1),
                                   z = numbers(pt->firstChildElement(u"z"), 1);
                        if (x && y && z) obj.pssp.emplace_back((*x)[0], (*y)[0], (*z)[0]);
                    }
                for (const XmlElement* sop : o->elements(u"sop")) {
                    const auto t = numbers(sop->firstChildElement(u"template"), 9);
                    const auto a = numbers(sop->firstChildElement(u"axis"), 3);
                    const auto d = numbers(sop->firstChildElement(u"distance"), 1);
                    if (!t || !a || !d) continue;
                    StablePose sp;
                    sp.rotation = Eigen::Map<const Eigen::Matrix<double, 3, 3, Eigen::RowMajor>>(t->data());
                    sp.axis = Eigen::Vector3d((*a)[0], (*a)[1], (*a)[2]);
                    sp.distance = (*d)[0];
                    obj.stablePoses.push_back(sp);
                }
                if (const XmlElement* att = o->firstChildElement(u"attachments"))
                    for (const XmlElement* a : att->elements(u"name")) obj.attachments << a->text().trimmed();
                p.objects.push_back(std::move(obj));
            }
        if (const XmlElement* robots = root->firstChildElement(u"robots"))
            for (const XmlElement* r : robots->elements(u"robot")) {
                Robot robot;
                robot.element = r;
                const XmlElement* n = r->firstChildElement(u"name");
                robot.name = n ? n->text().trimmed() : QString();
                if (robot.name.isEmpty())
                    report(r, Severity::Error, tampcode::MissingName, T::tr("<robot> needs a <name>"));
                else if (names.contains(robot.name))
                    report(n, Severity::Error, tampcode::DuplicateName, T::tr("the name '%1' is used twice").arg(robot.name));
                names.insert(robot.name);
                if (const XmlElement* u = r->firstChildElement(u"urdf")) {
                    robot.urdf = u->text().trimmed();
                    const ResolvedResource res = resolveResource(robot.urdf, m_doc.fileName());
                    if (res.path.isEmpty() || res.isUrl)
                        report(u, Severity::Warning, tampcode::UrdfNotFound,
                               T::tr("robot '%1': URDF '%2' not found (%3); the robot is shown as its base frame")
                                   .arg(robot.name, robot.urdf, res.reason));
                }
                if (const XmlElement* b = r->firstChildElement(u"basepose")) robot.base = pose(b);
                boolean(r->firstChildElement(u"movebase"));
                for (const XmlElement* c : r->elements()) {
                    static const QStringList notConfiguration = {QStringLiteral("name"), QStringLiteral("urdf"), QStringLiteral("basepose"),
                                                                 QStringLiteral("movebase")};
                    if (notConfiguration.contains(c->name())) continue;
                    if (const auto v = numbers(c, 0)) {
                        robot.configuration.insert(c->name(), *v);
                        robot.configurationOrder << c->name();
                    }
                }
                p.robots.push_back(std::move(robot));
            }
        if (const XmlElement* am = root->firstChildElement(u"AMmapping"))
            for (const XmlElement* a : am->elements(u"action"))
                if (const XmlElement* j = a->firstChildElement(u"joints"))
                    for (const QString& name : j->text().simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts))
                        if (!p.mappedJoints.contains(name)) p.mappedJoints << name;
        // Attachments: existing objects, one parent each, no cycles.
        QHash<QString, QString> parentOf;
        for (const Object& o : p.objects)
            for (const QString& a : o.attachments) {
                const XmlElement* at = o.element->firstChildElement(u"attachments");
                if (!names.contains(a))
                    report(at, Severity::Error, tampcode::BadAttachment, T::tr("no object is named '%1'").arg(a));
                else if (parentOf.contains(a) || a == o.name)
                    report(at, Severity::Error, tampcode::BadAttachment, T::tr("'%1' is attached twice (or to itself)").arg(a));
                else
                    parentOf.insert(a, o.name);
            }
        // A cycle is said at its members; an object attached below one, as such.
        QStringList objectNames;
        for (const Object& o : p.objects) objectNames << o.name;
        const ParentCycles cycles = parentCycles(objectNames, [&](const QString& n) -> const QString* {
            const auto at = parentOf.constFind(n);
            return at == parentOf.constEnd() ? nullptr : &at.value();
        });
        for (size_t i = 0; i < p.objects.size(); ++i) {
            const ParentCycles::Of& c = cycles.of[i];
            if (c.place == ParentCycles::InCycle)
                report(p.objects[i].element, Severity::Error, tampcode::BadAttachment,
                       T::tr("'%1' is in a cycle of attachments: %2").arg(p.objects[i].name, cycles.text(c.cycle)));
            else if (c.place == ParentCycles::BelowCycle)
                report(p.objects[i].element, Severity::Error, tampcode::BadAttachment,
                       T::tr("'%1' is attached below the cycle of attachments %2, not to the world")
                           .arg(p.objects[i].name, cycles.text(c.cycle)));
        }
        m_parentOf = parentOf;
        return p;
    }

    QHash<QString, QString> m_parentOf;

private:
    const XmlDocument& m_doc;
    Diagnostics& m_out;
};

// The joints a configuration tag drives: torso -> torso_lift_joint; an arm
// -> the AMmapping joints of that side (r_/l_ prefix, grippers excluded),
// in order. candidates: the joints the tag names; found: those the robot
// has, at most count.
struct TagJoints {
    QStringList candidates, found;
};
TagJoints jointsFor(const QString& tag, int count, const QStringList& mapped, const kin::Model& robot, const std::string& prefix) {
    TagJoints out;
    QStringList& candidates = out.candidates;
    if (tag == QLatin1String("torso"))
        candidates << QStringLiteral("torso_lift_joint");
    else if (tag == QLatin1String("left_arm") || tag == QLatin1String("right_arm")) {
        const QString side = tag.startsWith(QLatin1Char('l')) ? QStringLiteral("l_") : QStringLiteral("r_");
        for (const QString& j : mapped)
            if (j.startsWith(side) && !j.contains(QLatin1String("gripper"))) candidates << j;
    }
    for (const QString& c : candidates)
        if (robot.jointIndex(prefix + c.toStdString()) >= 0 && out.found.size() < count) out.found << c;
    return out;
}

}  // namespace

int TampFormat::recognize(const XmlDocument& doc, const QString& path) const {
    Q_UNUSED(path);
    return doc.root() && doc.root()->name() == QLatin1String("problem") ? 95 : 0;
}

const Schema* TampFormat::schema() const { return &tampSchema(); }

// The spec's own SSSP example closes each bound with the next one's opening
// tag (<xmin>-0.25<xmax><xmin>0.25<xmax>): not XML, so the XML layer reports
// where it breaks; this says what was meant and offers the fix.
static void offerSsspFixes(const XmlDocument& doc, Diagnostics& out) {
    static const QRegularExpression swapped(
        QStringLiteral("<([xyz])min>\\s*([-+0-9.eE]+)\\s*<\\1max>\\s*<\\1min>\\s*([-+0-9.eE]+)\\s*<\\1max>"));
    // One character per byte, so that a match's index is its byte offset
    // (whatever the encoding, a BOM or invalid bytes before it).
    const QString text = QString::fromLatin1(doc.toBytes());
    for (auto it = swapped.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const SourcePos at = doc.position(qint64(m.capturedStart()));
        const QString axis = m.captured(1);
        Diagnostic d;
        d.severity = Severity::Error;
        d.code = QString::fromLatin1(tampcode::SwappedSsspTags);
        d.file = doc.fileName();
        d.line = at.line;
        d.column = at.column;
        d.message = T::tr(
                        "'%1' closes each bound with the other's opening tag (as the spec's example does); "
                        "fix: <%2min>%3</%2min><%2max>%4</%2max>")
                        .arg(m.captured(0), axis, m.captured(2), m.captured(3));
        out.append(d);
    }
}

void TampFormat::validate(const XmlDocument& doc, Diagnostics& out, DocumentState* /*state*/) const {
    Reader r(doc, out);
    r.read();
    checkTampSchema(doc, out);
    if (!doc.isWellFormed()) offerSsspFixes(doc, out);
}

std::shared_ptr<const kin::Model> TampFormat::compile(const XmlDocument& doc, Diagnostics& out, DocumentState* /*state*/) const {
    Diagnostics problems;
    Reader reader(doc, problems);
    const Problem p = reader.read();
    checkTampSchema(doc, problems);
    if (!p.valid || hasErrors(problems)) {
        out.append(problems);
        return nullptr;
    }
    kin::ModelBuilder b;
    // Objects (attached ones under their parent, so they move with it).
    QHash<QString, int> objectId;
    QHash<QString, const Object*> byName;
    for (const Object& o : p.objects) byName.insert(o.name, &o);
    int next = 0;
    for (const Object& o : p.objects) {
        objectId.insert(o.name, next);
        next += 1 + markerFrameCount(o);
    }
    for (const Object& o : p.objects) {
        const QString parent = reader.m_parentOf.value(o.name);
        const Eigen::Isometry3d placement = parent.isEmpty() ? o.pose : byName.value(parent)->pose.inverse() * o.pose;
        const int id = b.addFrame(o.name.toStdString(), "object", parent.isEmpty() ? -1 : objectId.value(parent), placement);
        if (!o.meshPath.isEmpty()) {
            kin::Visual v;
            v.kind = kin::ShapeKind::Mesh;
            v.mesh = o.meshPath.toStdString();
            v.source = o.name.toStdString();
            locate(v, doc, o.element);
            b.addVisual(id, std::move(v));
        }
        addMarkers(b, id, o);
    }
    // Robots from their URDF.
    for (const Robot& r : p.robots) {
        const std::string prefix = r.name.toStdString() + "::";
        const int robotFrame = b.addFrame(r.name.toStdString(), "robot", -1, r.base);
        const ResolvedResource urdf = resolveResource(r.urdf, doc.fileName());
        std::shared_ptr<const kin::Model> model;
        if (!urdf.path.isEmpty() && !urdf.isUrl) {
            Diagnostics urdfDiagnostics;
            if (auto urdfDoc = XmlDocument::load(urdf.path, &urdfDiagnostics)) model = UrdfFormat().compile(*urdfDoc, urdfDiagnostics);
        }
        const XmlElement* urdfElement = r.element->firstChildElement(u"urdf");
        if (!model) {
            // A missing file was reported by the reader; a broken one here.
            if (!urdf.path.isEmpty() && !urdf.isUrl)
                problems.append(
                    diagnosticAt(doc, urdfElement ? urdfElement : r.element, {}, Severity::Warning, tampcode::UrdfNotFound,
                                 T::tr("robot '%1': URDF '%2' has errors; the robot is shown as its base frame").arg(r.name, r.urdf)));
            continue;
        }
        b.graft(*model, prefix, robotFrame, Eigen::Isometry3d::Identity());
        // Configuration: the tags set the joints' initial values.
        for (const QString& tag : r.configurationOrder) {
            const std::vector<double>& values = r.configuration.value(tag);
            const TagJoints tj = jointsFor(tag, int(values.size()), p.mappedJoints, *model, "");
            const QStringList& joints = tj.found;
            if (tj.candidates.isEmpty()) {
                problems.append(
                    diagnosticAt(doc, r.element->firstChildElement(tag), {}, Severity::Warning, tampcode::NoMapping,
                                 T::tr("robot '%1': no joints are mapped to <%2> (%n value(s)); set a mapping", nullptr, int(values.size()))
                                     .arg(r.name, tag)));
                continue;
            }
            if (joints.size() < qsizetype(values.size())) {
                QStringList missing;
                for (const QString& c : tj.candidates)
                    if (!joints.contains(c)) missing << c;
                QString which = joints.isEmpty() ? T::tr("none") : joints.join(QStringLiteral(", "));
                if (!missing.isEmpty()) which += T::tr("; its URDF has no %1").arg(missing.join(QStringLiteral(", ")));
                problems.append(
                    diagnosticAt(doc, r.element->firstChildElement(tag), {}, Severity::Warning, tampcode::NoMapping,
                                 T::tr("robot '%1': <%2> has %n value(s), but the robot has %3 of the joints mapped to it (%4); "
                                       "the values are not applied",
                                       nullptr, int(values.size()))
                                     .arg(r.name, tag)
                                     .arg(joints.size())
                                     .arg(which)));
                continue;
            }
            for (int k = 0; k < joints.size(); ++k) b.setJointDefault(prefix + joints[k].toStdString(), {values[size_t(k)]});
        }
    }
    out.append(problems);
    std::string error;
    auto model = std::move(b).build(&error);
    if (!model) {
        out.append(diagnosticAt(doc, doc.root(), {}, Severity::Error, tampcode::BadAttachment, QString::fromStdString(error)));
        return model;
    }
    return model;
}

QString TampFormat::poseText(const Eigen::Isometry3d& pose) const {
    // A 3x4 matrix, row-major (the problem files' transformation matrices).
    double m[12];
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) m[4 * i + j] = pose.linear()(i, j);
        m[4 * i + 3] = pose.translation()[i];
    }
    return poseNumbers(m, 12);
}

}  // namespace kinedit

namespace kinedit {

std::vector<ConfigurationTag> tampConfiguration(const XmlDocument& doc, const kin::Model* scene) {
    Diagnostics ignored;
    Reader reader(doc, ignored);
    const Problem p = reader.read();
    std::vector<ConfigurationTag> tags;
    for (const Robot& r : p.robots) {
        const QString prefix = r.name + QStringLiteral("::");
        for (const QString& tag : r.configurationOrder) {
            ConfigurationTag t{r.name, tag, r.configuration.value(tag), {}};
            // A tag whose values do not all find a joint drives none (as the compile).
            if (const TagJoints tj =
                    scene ? jointsFor(tag, int(t.values.size()), p.mappedJoints, *scene, prefix.toStdString()) : TagJoints{};
                tj.found.size() >= qsizetype(t.values.size()))
                for (const QString& j : tj.found) t.joints << prefix + j;
            tags.push_back(std::move(t));
        }
    }
    return tags;
}

std::vector<ConfigurationTag> TampFormat::configurationTags(const XmlDocument& doc, const kin::Model* model) const {
    return tampConfiguration(doc, model);
}

}  // namespace kinedit
