// TAMP benchmark problem files (Lagriffoul et al. 2018;
// shared/specs/tamp-problem-xml.txt): objects with poses, grasps, placement
// regions and attachments, and robots loaded from their URDF.
#pragma once

#include "formats/Format.h"

namespace kinedit {

class TampFormat final : public Format {
public:
    QString id() const override { return QStringLiteral("tamp"); }
    QString displayName() const override { return QStringLiteral("TAMP problem"); }
    QStringList extensions() const override { return {QStringLiteral("xml")}; }
    const Schema* schema() const override;
    int recognize(const XmlDocument& doc, const QString& path) const override;
    void validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
    QString poseText(const Eigen::Isometry3d& pose) const override;
    ElementKind elementKind(const XmlElement& e) const override;
    std::vector<ConfigurationTag> configurationTags(const XmlDocument& doc, const kin::Model* model) const override;
    bool hasKinematics() const override { return true; }
    std::shared_ptr<const kin::Model> compile(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
};

}  // namespace kinedit
