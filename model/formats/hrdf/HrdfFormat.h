// HEBI's Robot Description Format, 1.0.0 to 1.6.0 (shared/specs/hrdf-1.6.txt).
#pragma once

#include "formats/DocumentState.h"
#include "formats/Format.h"

#include <Eigen/Core>

namespace kinedit {

struct HrdfRobot;

class HrdfFormat final : public Format {
public:
    HrdfFormat();
    ~HrdfFormat() override;
    QString id() const override { return QStringLiteral("hrdf"); }
    QString displayName() const override { return QStringLiteral("HEBI HRDF"); }
    QStringList extensions() const override { return {QStringLiteral("hrdf")}; }
    const Schema* schema() const override;
    int recognize(const XmlDocument& doc, const QString& path) const override;
    void validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
    int normalize(XmlDocument& doc) const override;
    QString poseText(const Eigen::Isometry3d& pose) const override;
    ElementKind elementKind(const XmlElement& e) const override;
    bool hasKinematics() const override { return true; }
    std::shared_ptr<const kin::Model> compile(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
};

// Rotations read from files are snapped to the nearest rotation matrix.
Eigen::Matrix3d nearestRotationOf(const Eigen::Matrix3d& m);

}  // namespace kinedit
