// DART's SKEL format (shared/specs/dart-skel.txt; DART 6.12's SkelParser as
// the reference where the spec text is wrong).
#pragma once

#include "SkelReader.h"
#include "formats/DocumentState.h"
#include "formats/Format.h"

namespace kinedit {

class SkelFormat final : public Format {
public:
    QString id() const override { return QStringLiteral("skel"); }
    QString displayName() const override { return QStringLiteral("DART SKEL"); }
    QStringList extensions() const override { return {QStringLiteral("skel")}; }
    const Schema* schema() const override;
    int recognize(const XmlDocument& doc, const QString& path) const override;
    void validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
    QString poseText(const Eigen::Isometry3d& pose) const override;
    ElementKind elementKind(const XmlElement& e) const override;
    const NameRules* nameRules() const override;
    QStringList uncarried(const XmlDocument& doc) const override;
    bool hasKinematics() const override { return true; }
    std::shared_ptr<const kin::Model> compile(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
};

}  // namespace kinedit
