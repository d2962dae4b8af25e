#include "MjcfOrientation.h"

#include "MjcfCodes.h"
#include "xml/NumberText.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>

namespace kinedit {

namespace {
struct MjcfOrientationText {
    Q_DECLARE_TR_FUNCTIONS(MjcfOrientation)
};
using T = MjcfOrientationText;

const QStringView kForms[] = {u"quat", u"axisangle", u"euler", u"xyaxes", u"zaxis"};

bool fail(const MjcfItem& item, QStringView attribute, const QString& message, Diagnostics& out) {
    const MjcfNode at = item.source(attribute);
    out.append(diagnosticAt(*at.doc, at.e, attribute.toString(), Severity::Error, mjcfcode::Orientation, message));
    return false;
}

}  // namespace

std::vector<double> mjcfNumbers(const MjcfItem& item, QStringView attribute) {
    std::vector<double> v;
    if (!item.has(attribute)) return v;
    if (!readNumbers(item.get(attribute), v)) v.clear();
    return v;
}

Eigen::Vector3d mjcfVector3(const MjcfItem& item, QStringView attribute, const Eigen::Vector3d& fallback) {
    const std::vector<double> v = mjcfNumbers(item, attribute);
    return v.size() == 3 ? Eigen::Vector3d(v[0], v[1], v[2]) : fallback;
}

bool mjcfOrientation(const MjcfItem& item, const MjcfCompilerSettings& c, Eigen::Quaterniond& q, Diagnostics& out) {
    q = Eigen::Quaterniond::Identity();
    // The element's own form wins over a class's quat; two own forms are an error.
    QStringView form;
    int own = 0;
    for (QStringView f : kForms)
        if (item.node.e->hasAttribute(f)) {
            if (own++ == 0) form = f;
        }
    if (own > 1) return fail(item, form, T::tr("more than one orientation (quat, axisangle, euler, xyaxes, zaxis) is given"), out);
    if (form.isEmpty())
        for (QStringView f : kForms)
            if (item.has(f)) {
                form = f;
                break;
            }
    if (form.isEmpty()) return true;
    const std::vector<double> v = mjcfNumbers(item, form);
    if (form == u"quat") {
        if (v.size() != 4) return true;  // reported by the schema pass
        Eigen::Quaterniond r(v[0], v[1], v[2], v[3]);
        if (r.norm() < 1e-15) return fail(item, form, T::tr("the quaternion is zero"), out);
        q = r.normalized();
    } else if (form == u"axisangle") {
        if (v.size() != 4) return true;
        const Eigen::Vector3d axis(v[0], v[1], v[2]);
        if (axis.norm() < 1e-15) return fail(item, form, T::tr("the rotation axis is zero"), out);
        q = Eigen::Quaterniond(Eigen::AngleAxisd(v[3] * c.angleScale(), axis.normalized()));
    } else if (form == u"euler") {
        if (v.size() != 3) return true;
        const QString& seq = c.eulerseq;
        for (int i = 0; i < 3 && i < seq.size(); ++i) {
            const QChar ch = seq[i];
            const int k = ch.toLower().unicode() - 'x';
            Eigen::Vector3d axis = Eigen::Vector3d::Zero();
            if (k >= 0 && k < 3) axis[k] = 1;
            const Eigen::Quaterniond r(Eigen::AngleAxisd(v[size_t(i)] * c.angleScale(), axis));
            q = ch.isLower() ? q * r : r * q;  // lower case: about the moved axes
        }
    } else if (form == u"xyaxes") {
        if (v.size() != 6) return true;
        Eigen::Vector3d x(v[0], v[1], v[2]), y(v[3], v[4], v[5]);
        if (x.norm() < 1e-15) return fail(item, form, T::tr("the x axis is zero"), out);
        x.normalize();
        y -= x * x.dot(y);
        if (y.norm() < 1e-15) return fail(item, form, T::tr("the y axis is zero or parallel to x"), out);
        y.normalize();
        Eigen::Matrix3d m;
        m << x, y, x.cross(y);
        q = Eigen::Quaterniond(m);
    } else if (form == u"zaxis") {
        if (v.size() != 3) return true;
        const Eigen::Vector3d z(v[0], v[1], v[2]);
        if (z.norm() < 1e-15) return fail(item, form, T::tr("the z axis is zero"), out);
        q = mjcfZAxis(z.normalized());
    }
    return true;
}

Eigen::Quaterniond mjcfZAxis(const Eigen::Vector3d& z) {
    return z.z() < -1 + 1e-14 ? Eigen::Quaterniond(0, 1, 0, 0) : Eigen::Quaterniond::FromTwoVectors(Eigen::Vector3d::UnitZ(), z);
}

Eigen::Isometry3d mjcfFromTo(const std::vector<double>& v, double* halfLength) {
    const Eigen::Vector3d a(v[0], v[1], v[2]), b(v[3], v[4], v[5]);
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();
    pose.translation() = (a + b) / 2;
    const double half = (b - a).norm() / 2;
    if (half > 1e-15) pose.linear() = mjcfZAxis((a - b).normalized()).toRotationMatrix();  // MuJoCo: z from the second point to the first
    if (halfLength) *halfLength = half;
    return pose;
}

bool mjcfPose(const MjcfItem& item, const MjcfCompilerSettings& c, Eigen::Isometry3d& pose, Diagnostics& out) {
    Eigen::Quaterniond q;
    const bool ok = mjcfOrientation(item, c, q, out);
    pose = Eigen::Isometry3d::Identity();
    pose.linear() = q.toRotationMatrix();
    pose.translation() = mjcfVector3(item, u"pos", Eigen::Vector3d::Zero());
    return ok;
}

}  // namespace kinedit
