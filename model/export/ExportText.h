// Numbers and names as the export writers put them in XML: the shortest
// text that reads back as the same double, and anything below 1e-15
// written as 0 (the rounding noise of composed rotations).
#pragma once

#include "xml/NumberText.h"
#include "xml/XmlEscape.h"

#include <Eigen/Core>
#include <QByteArray>

#include <cmath>
#include <string>

namespace kinedit::exporttext {

inline QByteArray num(double v) {
    if (std::abs(v) < 1e-15) v = 0;
    return numberText(v);
}
inline QByteArray vec(const Eigen::Vector3d& v) { return num(v.x()) + ' ' + num(v.y()) + ' ' + num(v.z()); }
inline QByteArray attr(const std::string& s) { return xmlEscapeAttribute(QString::fromStdString(s)); }
inline QByteArray text(const std::string& s) { return xmlEscapeText(QString::fromStdString(s)); }

}  // namespace kinedit::exporttext
