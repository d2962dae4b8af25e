// URDF (ROS's Unified Robot Description Format). This first part reads the
// kinematic structure (links, joints, origins, axes, limits, inertials) and
// checks the rules that structure needs; the schema, the remaining rules and
// mesh resolution come with the URDF issue.
#pragma once

#include "UrdfReader.h"
#include "formats/DocumentState.h"
#include "formats/Format.h"

namespace kinedit {

class UrdfFormat final : public Format, public FormatWriter {
public:
    UrdfFormat();
    ~UrdfFormat() override;
    QString id() const override { return QStringLiteral("urdf"); }
    QString displayName() const override { return QStringLiteral("URDF"); }
    QStringList extensions() const override { return {QStringLiteral("urdf")}; }
    const Schema* schema() const override;
    int recognize(const XmlDocument& doc, const QString& path) const override;
    void validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
    QString poseText(const Eigen::Isometry3d& pose) const override;
    bool hasKinematics() const override { return true; }
    std::shared_ptr<const kin::Model> compile(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
    ElementKind elementKind(const XmlElement& e) const override;
    const NameRules* nameRules() const override;
    QStringList uncarried(const XmlDocument& doc) const override;
    const FormatWriter* writer() const override { return this; }
    QString exportFilter() const override;
    bool holdsJointType(kin::JointType type) const override;
    bool holdsFollowers() const override { return true; }
    QByteArray exportModel(const kin::Model& model, const ExportContext& context, Diagnostics& out) const override;

    InertialEdit inertialEdit(const XmlDocument& doc, DocumentState* state, const QString& frame, const kin::Inertial* written,
                              const MassProperties& p) const override;

private:
    void check(const XmlDocument& doc, UrdfRobot& robot, Diagnostics& out) const;
};

}  // namespace kinedit
