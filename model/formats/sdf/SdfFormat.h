// SDFormat 1.4 to 1.9 (and what Kinedit knows of 1.10 to 1.12): models and
// worlds with the composition semantics of the SDFormat 1.8 proposal
// (nesting, //include with placement_frame, :: scopes, frame graphs), and
// URDF, HRDF and SKEL models included through Kinedit's own formats.
#pragma once

#include "formats/DocumentState.h"
#include "formats/Format.h"

#include <memory>

namespace kinedit {

struct SdfRoot;
class SdfFrameGraph;

class SdfFormat final : public Format, public FormatWriter {
public:
    SdfFormat();
    ~SdfFormat() override;
    QString id() const override { return QStringLiteral("sdf"); }
    QString displayName() const override { return QStringLiteral("SDFormat"); }
    QStringList extensions() const override { return {QStringLiteral("sdf"), QStringLiteral("world")}; }
    int recognize(const XmlDocument& doc, const QString& path) const override;
    void validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
    QString poseText(const Eigen::Isometry3d& pose) const override;
    const ElementSchema* elementSchema(const XmlElement& e) const override;
    QString includedFile(const XmlElement& e, const QString& documentPath) const override;
    const ElementSchema* childSchema(const XmlElement& parent, const QString& name) const override;
    bool hasKinematics() const override { return true; }
    std::shared_ptr<const kin::Model> compile(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
    QByteArray flatten(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
    ElementKind elementKind(const XmlElement& e) const override;
    const NameRules* nameRules() const override;
    QStringList uncarried(const XmlDocument& doc) const override;
    const FormatWriter* writer() const override { return this; }
    QString exportFilter() const override;
    bool holdsJointType(kin::JointType type) const override;
    std::string reservedRootName() const override { return "world"; }
    QByteArray exportModel(const kin::Model& model, const ExportContext& context, Diagnostics& out) const override;

    InertialEdit inertialEdit(const XmlDocument& doc, DocumentState* state, const QString& frame, const kin::Inertial* written,
                              const MassProperties& p) const override;

private:
    // Reads the document and its includes and runs every rule; the frame
    // graph is returned for the compiler and the flattener.
    void check(const XmlDocument& doc, SdfRoot& root, std::unique_ptr<SdfFrameGraph>& graph, Diagnostics& out) const;
    // validate()'s work, includes read, kept in the document's state for
    // compile().
    struct Checked;
    bool takeChecked(const XmlDocument& doc, DocumentState* state, SdfRoot& root, std::unique_ptr<SdfFrameGraph>& graph,
                     Diagnostics& out) const;
};

}  // namespace kinedit
