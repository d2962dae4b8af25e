// The inertial checks (InertialChecks.h): MuJoCo 2.2.2's and libsdformat
// 12's rules, as resources/docs/physics.md states them.
#include "InertialChecks.h"

#include "kinematics/Model.h"

#include <Eigen/Eigenvalues>

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cfloat>
#include <cmath>

namespace kinedit {

namespace {

struct T {
    Q_DECLARE_TR_FUNCTIONS(InertialChecks)
};

// MuJoCo's smallest mass or principal moment of a moving body (mjMINVAL;
// its test is `< mjMINVAL`).
constexpr double mjMinVal = 1e-15;
// libsdformat's URDF converter takes a mass within this of 0 for none
// (ignition::math::equal's default tolerance).
constexpr double sdfNoMass = 1e-6;

const QString mjMinValMessage = QStringLiteral("mass and inertia of moving bodies must be larger than mjMINVAL");
const QString mjTriangleMessage = QStringLiteral("inertia must satisfy A + B >= C; use 'balanceinertia' to fix");

// Shortest text that reads back as the same double.
QString num(double v) { return QString::number(v, 'g', QLocale::FloatingPointShortest); }
QString quoted(const std::string& s) { return QStringLiteral("'%1'").arg(QString::fromStdString(s)); }

// Which of the simulators read the document's format.
struct Readers {
    bool mujoco = false;     // MJCF, URDF (and xacro's URDF)
    bool sdfUrdf = false;    // libsdformat's URDF converter, which drops massless links
    bool sdfFormat = false;  // libsdformat on SDFormat
    bool mjcf = false;       // MuJoCo on its own format
    bool sdf() const { return sdfUrdf || sdfFormat; }
    bool any() const { return mujoco || sdf(); }
};

Readers readersOf(const QString& id) {
    Readers r;
    r.mujoco = id == QLatin1String("urdf") || id == QLatin1String("xacro") || id == QLatin1String("mjcf");
    r.sdfUrdf = id == QLatin1String("urdf") || id == QLatin1String("xacro");
    r.sdfFormat = id == QLatin1String("sdf");
    r.mjcf = id == QLatin1String("mjcf");
    return r;
}

// What the check found for one body, and what each simulator does with it.
struct Finding {
    int check = 0;  // 1-5 (InertialChecks.h); 0: nothing
    bool mujocoRefuses = false, mujocoTriangle = false;
    bool sdfRefuses = false, sdfDrops = false;
    bool mujocoUnsure = false;  // 5: only visual geometry (discardvisual decides)
    bool carried = false;       // too light for MuJoCo, but carried by a jointless child with mass
};

class Checker {
public:
    Checker(const kin::Model& m, const QString& formatId, const QString& fileName, std::vector<int>* flagged)
        : m_model(m), m_readers(readersOf(formatId)), m_file(fileName), m_flagged(flagged) {}

    Diagnostics run();

private:
    const kin::Model& m_model;
    Readers m_readers;
    QString m_file;
    std::vector<int>* m_flagged;
    std::vector<int> m_parentBody, m_ownJoint, m_inertialOf;
    std::vector<Eigen::Vector3d> m_moments;  // principal moments, ascending, by inertial

    bool isBody(int f) const {
        const std::string& k = m_model.frames()[size_t(f)].kind;
        return k == "link" || k == "body" || m_inertialOf[size_t(f)] >= 0;
    }
    bool moving(int f) const { return m_ownJoint[size_t(f)] >= 0; }
    // MuJoCo's exception: a jointless child body whose mass and moments
    // reach mjMINVAL carries a moving body that does not.
    bool carriedByStaticChild(int f) const {
        const kin::Frame& frame = m_model.frames()[size_t(f)];
        for (int c = f + 1; c < frame.subtreeEnd; ++c) {
            if (m_parentBody[size_t(c)] != f || !isBody(c) || moving(c)) continue;
            const int i = m_inertialOf[size_t(c)];
            if (i >= 0 && m_model.inertials()[size_t(i)].mass >= mjMinVal && m_moments[size_t(i)][0] >= mjMinVal) return true;
        }
        return false;
    }
    Finding judge(int f, const kin::Inertial* in, const Eigen::Vector3d& moments) const;
    Diagnostic located(const Finding& finding, int f, const kin::Inertial* in, const Eigen::Vector3d& moments) const;
    QString verdicts(const Finding& finding, int f, const kin::Inertial* in, const Eigen::Vector3d& moments) const;
};

Finding Checker::judge(int f, const kin::Inertial* in, const Eigen::Vector3d& l) const {
    Finding r;
    const bool mov = moving(f);
    if (!in) {
        // MJCF: a moving body with no <inertial> and no geom MuJoCo weighs
        // (or inertiafromgeom="false") has mass 0, refused unless carried.
        if (m_readers.mjcf && mov && m_model.frames()[size_t(f)].kind == "body") {
            const kin::MujocoMassOptions& o = m_model.mujocoMassOptions();
            if (o.boundMass >= mjMinVal && o.boundInertia >= mjMinVal) return r;  // raised to the bounds
            if (m_model.frameSource(f).collision) return r;                       // mesh geoms the compiler could not weigh: not known
            if (carriedByStaticChild(f)) return r;                                // MuJoCo loads it, and nobody else reads MJCF
            r.check = 1;
            r.mujocoRefuses = true;
            return r;
        }
        // Only URDF says "no inertial" (SDFormat gives a default, SKEL and
        // HRDF always have one).
        if (!m_readers.sdfUrdf || !mov || m_model.frames()[size_t(f)].kind != "link") return r;
        r.check = 5;
        r.sdfDrops = true;
        // The shapes written, found or not (a mesh MuJoCo cannot find fails it anyway).
        bool collision = m_model.frameSource(f).collision, visual = m_model.frameSource(f).visual;
        for (const kin::Visual& v : m_model.visuals())
            if (v.frame == f) (v.collision ? collision : visual) = true;
        r.mujocoUnsure = !collision && visual;
        r.carried = !collision && !visual && carriedByStaticChild(f);
        r.mujocoRefuses = !collision && !visual && !r.carried;
        return r;
    }
    const double m = in->mass;
    const double scale = std::max({std::abs(l[0]), std::abs(l[1]), std::abs(l[2])});
    const double sdfTol = 10 * DBL_EPSILON * scale;
    // MuJoCo: mass and moments clamped to 0 and raised to boundmass and
    // boundinertia, then the triangle test (unless balanceinertia evens
    // them), then mjMINVAL on moving bodies.
    const kin::MujocoMassOptions& o = m_model.mujocoMassOptions();
    const Eigen::Vector3d c = l.cwiseMax(0.0).cwiseMax(o.boundInertia);
    r.mujocoTriangle = m_readers.mujoco && !o.balanceInertia && c[0] + c[1] < c[2] * (1 - 1e-12);
    const bool small = std::max({m, 0.0, o.boundMass}) < mjMinVal || c[0] < mjMinVal;
    r.carried = m_readers.mujoco && mov && small && carriedByStaticChild(f);
    r.mujocoRefuses = m_readers.mujoco && (r.mujocoTriangle || (mov && small && !r.carried));
    if (m_readers.mjcf && r.carried && !r.mujocoTriangle && m >= 0) return r;  // MuJoCo loads it, and nobody else reads MJCF
    // libsdformat: its URDF converter drops a link of no mass; then
    // MassMatrix3d::IsValid.
    r.sdfDrops = m_readers.sdfUrdf && std::abs(m) <= sdfNoMass;
    r.sdfRefuses = m_readers.sdf() && !r.sdfDrops && (m < 0 || l[0] < -sdfTol || l[0] + l[1] + sdfTol < l[2]);

    if (m < 0 || (mov && m < mjMinVal) || (mov && r.sdfDrops))
        r.check = 1;
    else if (l[0] < -sdfTol)
        r.check = 2;
    else if (l[0] + l[1] < l[2] * (1 - 1e-12))
        r.check = 3;
    else if (mov && l[0] < mjMinVal && !(m_readers.mujoco && !r.mujocoRefuses))
        r.check = 4;  // (carried by a static child: MuJoCo loads it, and nobody else minds)
    return r;
}

QString Checker::verdicts(const Finding& r, int f, const kin::Inertial* in, const Eigen::Vector3d& l) const {
    QStringList parts;
    const std::string& name = m_model.frames()[size_t(f)].name;
    if (m_readers.mujoco) {
        if (r.mujocoUnsure)
            parts << T::tr(
                         "MuJoCo 2.2.2 weighs its visual geometry at density 1000 only with discardvisual=\"false\"; by its URDF "
                         "default it discards visuals and refuses the file: \"%1\"")
                         .arg(mjMinValMessage);
        else if (r.carried && !r.mujocoRefuses)
            parts << T::tr("MuJoCo 2.2.2 loads it (a jointless child body with mass carries it)");
        else if (r.check == 5 && !r.mujocoRefuses)
            parts << T::tr(
                "MuJoCo 2.2.2 weighs its geometry at density 1000 instead (inertiafromgeom=\"auto\"), a mass the file does "
                "not give");
        else if (r.mujocoRefuses) {
            QString clamp;
            if (in && in->mass < 0)
                clamp = T::tr(" (it clamps the mass to 0 first)");
            else if (l[0] < 0)
                clamp = T::tr(" (it clamps the negative moment to 0 first)");
            else if (r.check == 5)
                clamp = T::tr(" (it has no geometry to weigh)");
            parts << T::tr("MuJoCo 2.2.2 refuses the file%1: \"%2\"").arg(clamp, r.mujocoTriangle ? mjTriangleMessage : mjMinValMessage);
        } else
            parts << T::tr("MuJoCo 2.2.2 loads it");
    }
    if (m_readers.sdf()) {
        if (r.sdfDrops)
            parts << T::tr(
                         "libsdformat 12 loads the file but drops the link, its joint and every link below it (its URDF converter takes "
                         "%1 for none)")
                         .arg(in ? T::tr("a mass within 1e-6 of 0") : T::tr("a link without <inertial>"));
        else if (r.sdfRefuses)
            parts
                << T::tr("libsdformat 12 refuses it: \"error 18: A link named %1 has invalid inertia.\"").arg(QString::fromStdString(name));
        else
            parts << T::tr("libsdformat 12 loads it");
    }
    if (!m_readers.any()) parts << T::tr("a physics engine cannot simulate it as written");
    return parts.join(QStringLiteral("; "));
}

Diagnostic Checker::located(const Finding& r, int f, const kin::Inertial* in, const Eigen::Vector3d& l) const {
    const std::string& name = m_model.frames()[size_t(f)].name;
    const bool mov = moving(f);
    const QString joint = mov ? T::tr(" (joint %1)").arg(quoted(m_model.joints()[size_t(m_ownJoint[size_t(f)])].name)) : QString();
    QString what;
    kin::SourceSpot at = in ? in->inertiaAt : m_model.frameSource(f).at;
    switch (r.check) {
    case 1:
        if (!in) {
            what = T::tr("%1 moves%2 with no mass: no <inertial>, and no geom MuJoCo weighs").arg(quoted(name), joint);
            break;
        }
        at = in->massAt;
        what = in->mass < 0 ? T::tr("%1 has a negative mass, %2").arg(quoted(name), num(in->mass))
                            : T::tr("%1 moves%2 with mass %3, below %4")
                                  .arg(quoted(name), joint, num(in->mass),
                                       in->mass < mjMinVal ? T::tr("MuJoCo's mjMINVAL (1e-15)") : T::tr("libsdformat's 1e-6"));
        break;
    case 2:
        what = T::tr("the inertia tensor of %1 is not positive semi-definite: principal moments %2, %3, %4")
                   .arg(quoted(name), num(l[0]), num(l[1]), num(l[2]));
        break;
    case 3:
        what = T::tr("the principal moments of %1 break the triangle inequality A + B >= C: A = %2, B = %3, C = %4, A + B = %5 < C")
                   .arg(quoted(name), num(l[0]), num(l[1]), num(l[2]), num(l[0] + l[1]));
        break;
    case 4:
        what = T::tr("%1 moves%2 with a principal moment of %3, below MuJoCo's mjMINVAL (1e-15): principal moments %4, %5, %6")
                   .arg(quoted(name), joint, num(l[0]), num(l[0]), num(l[1]), num(l[2]));
        break;
    case 5: what = T::tr("%1 moves%2 and has no <inertial>: URDF gives it no mass").arg(quoted(name), joint); break;
    }
    // Error where every simulator that reads the format refuses the file or
    // drops the link; a warning where one loads it, or none reads it.
    // A missing <inertial> is a warning whatever they do: URDF makes it
    // optional, and files for kinematics only leave it out.
    bool all = m_readers.any() && r.check != 5;
    if (m_readers.mujoco) all &= r.mujocoRefuses;
    if (m_readers.sdf()) all &= r.sdfRefuses || r.sdfDrops;
    Diagnostic d;
    d.severity = all ? Severity::Error : Severity::Warning;
    static const char* const codes[2][5] = {{"PHYS-E001", "PHYS-E002", "PHYS-E003", "PHYS-E004", "" /* 5: always W */},
                                            {"PHYS-W001", "PHYS-W002", "PHYS-W003", "PHYS-W004", "PHYS-W005"}};
    d.code = QLatin1String(codes[all ? 0 : 1][r.check - 1]);
    d.message = what + QStringLiteral(": ") + verdicts(r, f, in, l);
    if (!at.known()) at = m_model.frameSource(f).at;
    if (at.known()) {
        d.file = QString::fromStdString(at.file);
        d.line = at.line;
        d.column = at.column;
        d.path = QString::fromStdString(at.path);
    } else {
        d.file = m_file;
    }
    return d;
}

Diagnostics Checker::run() {
    const std::vector<kin::Frame>& frames = m_model.frames();
    const size_t n = frames.size();
    m_parentBody.assign(n, -1);
    m_ownJoint.assign(n, -1);
    m_inertialOf.assign(n, -1);
    const std::vector<kin::Inertial>& inertials = m_model.inertials();
    m_moments.resize(inertials.size());
    for (size_t i = 0; i < inertials.size(); ++i) {
        if (inertials[i].frame >= 0 && m_inertialOf[size_t(inertials[i].frame)] < 0) m_inertialOf[size_t(inertials[i].frame)] = int(i);
        Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> eig(inertials[i].inertia, Eigen::EigenvaluesOnly);
        m_moments[i] = eig.eigenvalues();  // ascending
    }
    // Depth-first order: a parent before its children.
    for (size_t f = 0; f < n; ++f) {
        const kin::Frame& frame = frames[f];
        int own = -1;
        if (frame.joint >= 0 && m_model.joints()[size_t(frame.joint)].type != kin::JointType::Fixed) own = frame.joint;
        const int p = frame.parent;
        if (p >= 0 && !isBody(p)) {
            m_parentBody[f] = m_parentBody[size_t(p)];
            if (own < 0) own = m_ownJoint[size_t(p)];
        } else {
            m_parentBody[f] = p;
        }
        m_ownJoint[f] = own;
    }

    Diagnostics out;
    QString mujocoFirstTriangle, mujocoFirstMin, sdfFirstError;
    QStringList dropped;
    for (size_t f = 0; f < n; ++f) {
        if (!isBody(int(f))) continue;
        const int i = m_inertialOf[f];
        const kin::Inertial* in = i >= 0 ? &inertials[size_t(i)] : nullptr;
        const Eigen::Vector3d l = in ? m_moments[size_t(i)] : Eigen::Vector3d::Zero();
        const Finding r = judge(int(f), in, l);
        if (r.check == 0) continue;
        out.append(located(r, int(f), in, l));
        if (m_flagged) m_flagged->push_back(int(f));
        const QString name = QString::fromStdString(frames[f].name);
        if (r.mujocoRefuses) {
            QString& first = r.mujocoTriangle ? mujocoFirstTriangle : mujocoFirstMin;
            if (first.isEmpty())
                first = T::tr("\"%1\" (Object name = %2)").arg(r.mujocoTriangle ? mjTriangleMessage : mjMinValMessage, name);
        }
        if (r.sdfRefuses && sdfFirstError.isEmpty()) sdfFirstError = T::tr("\"error 18: A link named %1 has invalid inertia.\"").arg(name);
        if (r.sdfDrops) dropped << QStringLiteral("'%1'").arg(name);
    }
    if (out.isEmpty() || !m_readers.any()) return out;

    // The summary: what each simulator does with the whole file.
    QStringList parts;
    if (m_readers.mujoco) {
        // MuJoCo checks the triangle while compiling each body, mjMINVAL after.
        const QString& first = mujocoFirstTriangle.isEmpty() ? mujocoFirstMin : mujocoFirstTriangle;
        parts << (first.isEmpty() ? T::tr("MuJoCo 2.2.2 would load it") : T::tr("MuJoCo 2.2.2 would refuse it: %1").arg(first));
    }
    if (m_readers.sdf()) {
        if (!sdfFirstError.isEmpty())
            parts << T::tr("libsdformat 12 would refuse it: %1").arg(sdfFirstError);
        else if (!dropped.isEmpty())
            parts << T::tr(
                         "libsdformat 12 would load it without link %1 (dropped by its URDF converter, with their joints and the links "
                         "below)")
                         .arg(dropped.join(QStringLiteral(", ")));
        else
            parts << T::tr("libsdformat 12 would load it");
    }
    out.append(fileDiagnostic(Severity::Note, QStringLiteral("PHYS-N001"),
                              T::tr("mass properties in simulators: %1").arg(parts.join(QStringLiteral("; "))), m_file));
    return out;
}

}  // namespace

Diagnostics inertialChecks(const kin::Model& model, const QString& formatId, const QString& fileName, std::vector<int>* flagged) {
    if (formatId == QLatin1String("tamp")) return {};
    return Checker(model, formatId, fileName, flagged).run();
}

}  // namespace kinedit
