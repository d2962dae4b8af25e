#include "SdfInertial.h"

#include "formats/PoseText.h"
#include "geometry/MassProperties.h"

namespace kinedit {

IndentedLines sdfInertialLines(const MassProperties& p) {
    const Eigen::Matrix3d& i = p.inertia;
    auto n = [](double v) { return poseNumber(v); };
    IndentedLines lines{{0, QStringLiteral("<inertial>")},
                        {1, QStringLiteral("<pose>%1 %2 %3 0 0 0</pose>").arg(n(p.com.x()), n(p.com.y()), n(p.com.z()))},
                        {1, QStringLiteral("<mass>%1</mass>").arg(n(p.mass))},
                        {1, QStringLiteral("<inertia>")}};
    const char* names[6] = {"ixx", "ixy", "ixz", "iyy", "iyz", "izz"};
    const double values[6] = {i(0, 0), i(0, 1), i(0, 2), i(1, 1), i(1, 2), i(2, 2)};
    for (int k = 0; k < 6; ++k) lines.push_back({2, QStringLiteral("<%1>%2</%1>").arg(QLatin1String(names[k]), n(values[k]))});
    lines.push_back({1, QStringLiteral("</inertia>")});
    lines.push_back({0, QStringLiteral("</inertial>")});
    return lines;
}

}  // namespace kinedit

#include "SdfFormat.h"

namespace kinedit {

// A link's frame is scoped by its models ("arm::link"); the file names it
// by its last part.
InertialEdit SdfFormat::inertialEdit(const XmlDocument& doc, DocumentState*, const QString& frame, const kin::Inertial* written,
                                     const MassProperties& p) const {
    return inertialEditIn(doc, written, u"link", frame.section(QStringLiteral("::"), -1), sdfInertialLines(p));
}

}  // namespace kinedit
