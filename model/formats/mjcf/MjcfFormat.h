// MJCF, MuJoCo's XML, as MuJoCo 2.2.2 (Debian 12's libmujoco) reads it:
// includes, compiler settings, default classes, assets, the body tree,
// equality constraints and keyframes. Rules report what mj_loadXML refuses,
// each at its line and column, including what MuJoCo reports without one.
#pragma once

#include "formats/Format.h"

#include <memory>

namespace kinedit {

class MjcfFormat final : public Format, public FormatWriter {
public:
    MjcfFormat();
    ~MjcfFormat() override;
    QString id() const override { return QStringLiteral("mjcf"); }
    QString displayName() const override { return QStringLiteral("MJCF (MuJoCo)"); }
    QStringList extensions() const override { return {QStringLiteral("xml"), QStringLiteral("mjcf")}; }
    const Schema* schema() const override;
    const ElementSchema* elementSchema(const XmlElement& e) const override;
    const ElementSchema* childSchema(const XmlElement& parent, const QString& name) const override;
    int recognize(const XmlDocument& doc, const QString& path) const override;
    void validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
    QString includedFile(const XmlElement& e, const QString& documentPath) const override;
    QString inheritedValue(const XmlDocument& doc, DocumentState* state, const XmlElement& e, const QString& attribute) const override;
    QString poseText(const Eigen::Isometry3d& pose) const override;
    bool hasKinematics() const override { return true; }
    std::shared_ptr<const kin::Model> compile(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const override;
    ElementKind elementKind(const XmlElement& e) const override;
    const NameRules* nameRules() const override;
    // MuJoCo 2.2.2's compiler: MjcfGeometryMasses.cpp.
    std::optional<std::vector<BodyMass>> massesFromGeometry(const XmlDocument& doc, DocumentState* state, const MeshWeigher& weigh,
                                                            double density) const override;
    QStringList uncarried(const XmlDocument& doc) const override;
    const FormatWriter* writer() const override { return this; }
    QString exportFilter() const override;
    bool holdsJointType(kin::JointType type) const override;
    bool closesLoopWith(kin::JointType type) const override;
    bool holdsFollowers() const override { return true; }
    bool holdsSkins() const override { return true; }
    bool holdsTendons() const override { return true; }
    MeshLimit meshLimit() const override;
    QByteArray exportModel(const kin::Model& model, const ExportContext& context, Diagnostics& out) const override;

    InertialEdit inertialEdit(const XmlDocument& doc, DocumentState* state, const QString& frame, const kin::Inertial* written,
                              const MassProperties& p) const override;

private:
    // The tree, default classes and model read from a document (with its
    // includes), and what its checks and compile found: validate() keeps
    // it in the document's state for compile(), the form's default-class
    // questions and the weighing from geometry of the same revision, so
    // the file and its includes are read once per revision. (The form,
    // asking before the check, reads and keeps the classes alone.)
    struct Checked;
    struct Reading;
    // The reading state keeps of doc's revision, else one made now (and
    // kept in state).
    std::shared_ptr<const Reading> reading(const XmlDocument& doc, DocumentState* state) const;
};

}  // namespace kinedit
