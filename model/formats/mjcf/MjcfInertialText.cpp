#include "MjcfInertialText.h"

#include "formats/PoseText.h"
#include "geometry/MassProperties.h"

namespace kinedit {

IndentedLines mjcfInertialLines(const MassProperties& p) {
    const Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d> eig(0.5 * (p.inertia + p.inertia.transpose()));
    Eigen::Matrix3d axes = eig.eigenvectors();
    if (axes.determinant() < 0) axes.col(2) *= -1;
    Eigen::Quaterniond q(axes);
    if (q.w() < 0) q.coeffs() *= -1;
    const Eigen::Vector3d d = eig.eigenvalues().cwiseMax(0.0);
    auto n = [](double v) { return poseNumber(v); };
    return {{0, QStringLiteral("<inertial pos=\"%1 %2 %3\" quat=\"%4 %5 %6 %7\" mass=\"%8\" diaginertia=\"%9 %10 %11\"/>")
                    .arg(n(p.com.x()), n(p.com.y()), n(p.com.z()), n(q.w()), n(q.x()), n(q.y()), n(q.z()), n(p.mass), n(d.x()))
                    .arg(n(d.y()), n(d.z()))}};
}

}  // namespace kinedit

#include "MjcfFormat.h"

namespace kinedit {

InertialEdit MjcfFormat::inertialEdit(const XmlDocument& doc, DocumentState*, const QString& frame, const kin::Inertial* written,
                                      const MassProperties& p) const {
    return inertialEditIn(doc, written, u"body", frame, mjcfInertialLines(p));
}

}  // namespace kinedit
