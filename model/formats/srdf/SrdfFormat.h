// MoveIt's Semantic Robot Description Format (srdfdom): groups, group
// states, end effectors, virtual and passive joints and the pairs of links
// not checked for collision, about the robot its URDF describes. It has no
// kinematics of its own: it is checked against its companion's model
// (CompanionChecker), and clients show that model.
#pragma once

#include "formats/CompanionView.h"
#include "formats/Format.h"

namespace kinedit {

class SrdfFormat final : public Format, public CompanionChecker, public CompanionView {
public:
    QString id() const override { return QStringLiteral("srdf"); }
    QString displayName() const override { return QStringLiteral("MoveIt SRDF"); }
    QStringList extensions() const override { return {QStringLiteral("srdf")}; }
    const Schema* schema() const override;
    const ElementSchema* elementSchema(const XmlElement& e) const override;
    const ElementSchema* childSchema(const XmlElement& parent, const QString& name) const override;
    int recognize(const XmlDocument& doc, const QString& path) const override;
    void validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
    ElementKind elementKind(const XmlElement& e) const override;
    const CompanionChecker* companion() const override { return this; }

    QString findCompanion(const XmlDocument& doc, QString* why) const override;
    Diagnostic withoutCompanion(const XmlDocument& doc, bool found, const QString& path, const QString& why) const override;
    void checkAgainst(const XmlDocument& doc, const kin::Model& model, const XmlDocument& companion, Diagnostics& out) const override;
    std::vector<CollisionPair> disabledPairs(const XmlDocument& doc) const override;
    QByteArray withDisabledPairs(const XmlDocument* doc, const QString& robotName, const std::vector<CollisionPair>& pairs) const override;

    // SrdfRobotView.cpp
    QStringList linksOf(const XmlDocument& doc, const XmlElement& e, const kin::Model& model) const override;
    std::vector<kin::NamedConfiguration> namedConfigurations(const XmlDocument& doc, const kin::Model& model) const override;
};

}  // namespace kinedit
