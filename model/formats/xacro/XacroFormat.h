// xacro (ROS): .xacro and .urdf.xacro files, and .urdf files that use xacro
// tags. The document is kept as written; validation and the kinematic model
// come from its expansion (XacroExpander), checked by URDF's rules, with
// every diagnostic moved to the xacro line that wrote the text it is about.
#pragma once

#include "formats/Format.h"

#include <memory>

namespace kinedit {

class XacroFormat final : public Format, public DocumentGenerator {
public:
    QString id() const override { return QStringLiteral("xacro"); }
    QString displayName() const override { return QStringLiteral("xacro"); }
    QStringList extensions() const override { return {QStringLiteral("xacro")}; }
    const Schema* schema() const override;
    const ElementSchema* elementSchema(const XmlElement& e) const override;
    int recognize(const XmlDocument& doc, const QString& path) const override;
    void validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
    QString poseText(const Eigen::Isometry3d& pose) const override;
    bool hasKinematics() const override { return true; }
    std::shared_ptr<const kin::Model> compile(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
    ElementKind elementKind(const XmlElement& e) const override;
    const NameRules* nameRules() const override;
    // The model's element paths are the expansion's; producingElement()
    // leads from them to this document (XacroProvenance.cpp).
    const DocumentGenerator* generator() const override { return this; }
    const XmlElement* producingElement(const XmlDocument& doc, DocumentState* state, const QString& modelPath,
                                       QString* where = nullptr) const override;
    SourceLocation definitionOf(const XmlDocument& doc, DocumentState* state, const XmlElement& e) const override;
    // The files the latest expansion of doc read.
    QStringList filesRead(const XmlDocument& doc, DocumentState* state = nullptr) const override;
    QStringList generatedPaths(const XmlDocument& doc, DocumentState* state, const XmlElement& e) const override;
    Diagnostics relocated(const XmlDocument& doc, DocumentState* state, const Diagnostics& about) const override;
    ValueSource valueSource(const XmlDocument& doc, const XmlElement& e, const QString& attribute) const override;
    std::vector<std::pair<QString, QString>> declaredArguments(const XmlDocument& doc, DocumentState* state) const override;
    QString expandsTo() const override { return QStringLiteral("urdf"); }
    // The expansion, as `xacro FILE NAME:=VALUE...` writes it.
    QByteArray flatten(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;

    struct Expanded;

    InertialEdit inertialEdit(const XmlDocument& doc, DocumentState* state, const QString& frame, const kin::Inertial* written,
                              const MassProperties& p) const override;

private:
    // doc's expansion with its state's arguments, kept in the state for
    // the next step and the editor's questions about it (which element
    // made this link?): one expansion per edit. fresh: expanded again
    // (validate: an included file may have changed). Without a state
    // (null), expanded anew with no arguments.
    std::shared_ptr<const Expanded> expansionOf(const XmlDocument& doc, DocumentState* state, bool fresh = false) const;
};

}  // namespace kinedit
