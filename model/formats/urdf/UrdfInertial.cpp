#include "UrdfInertial.h"

#include "formats/PoseText.h"
#include "geometry/MassProperties.h"

namespace kinedit {

IndentedLines urdfInertialLines(const MassProperties& p) {
    const Eigen::Matrix3d& i = p.inertia;
    auto n = [](double v) { return poseNumber(v); };
    return {{0, QStringLiteral("<inertial>")},
            {1, QStringLiteral("<origin xyz=\"%1 %2 %3\" rpy=\"0 0 0\"/>").arg(n(p.com.x()), n(p.com.y()), n(p.com.z()))},
            {1, QStringLiteral("<mass value=\"%1\"/>").arg(n(p.mass))},
            {1, QStringLiteral("<inertia ixx=\"%1\" ixy=\"%2\" ixz=\"%3\" iyy=\"%4\" iyz=\"%5\" izz=\"%6\"/>")
                    .arg(n(i(0, 0)), n(i(0, 1)), n(i(0, 2)), n(i(1, 1)), n(i(1, 2)), n(i(2, 2)))},
            {0, QStringLiteral("</inertial>")}};
}

}  // namespace kinedit

#include "UrdfFormat.h"

namespace kinedit {

InertialEdit UrdfFormat::inertialEdit(const XmlDocument& doc, DocumentState*, const QString& frame, const kin::Inertial* written,
                                      const MassProperties& p) const {
    return inertialEditIn(doc, written, u"link", frame, urdfInertialLines(p));
}

}  // namespace kinedit
