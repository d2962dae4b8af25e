// xacro (ROS): .xacro and .urdf.xacro files, and .urdf files that use xacro
// tags. The document is kept as written; validation and the kinematic model
// come from its expansion (XacroExpander), checked by URDF's rules, with
// every diagnostic moved to the xacro line that wrote the text it is about.
#pragma once

#include "formats/Format.h"

#include <QHash>

#include <memory>
#include <mutex>

namespace kinedit {

class XacroFormat final : public Format, public DocumentGenerator {
public:
    QString id() const override { return QStringLiteral("xacro"); }
    QString displayName() const override { return QStringLiteral("xacro"); }
    QStringList extensions() const override { return {QStringLiteral("xacro")}; }
    const Schema* schema() const override;
    const ElementSchema* elementSchema(const XmlElement& e) const override;
    int recognize(const XmlDocument& doc, const QString& path) const override;
    void validate(const XmlDocument& doc, Diagnostics& out) const override;
    QString poseText(const Eigen::Isometry3d& pose) const override;
    bool hasKinematics() const override { return true; }
    std::shared_ptr<const kin::Model> compile(const XmlDocument& doc, Diagnostics& out) const override;
    ElementKind elementKind(const XmlElement& e) const override;
    const NameRules* nameRules() const override;
    // The model's element paths are the expansion's; producingElement()
    // leads from them to this document (XacroProvenance.cpp).
    const DocumentGenerator* generator() const override { return this; }
    const XmlElement* producingElement(const XmlDocument& doc, const QString& modelPath, QString* where = nullptr) const override;
    SourceLocation definitionOf(const XmlDocument& doc, const XmlElement& e) const override;
    // The files the latest expansion of doc read.
    QStringList filesRead(const XmlDocument& doc) const override;
    QStringList generatedPaths(const XmlDocument& doc, const XmlElement& e) const override;
    Diagnostics relocated(const XmlDocument& doc, const Diagnostics& about) const override;
    ValueSource valueSource(const XmlDocument& doc, const XmlElement& e, const QString& attribute) const override;
    std::vector<std::pair<QString, QString>> declaredArguments(const XmlDocument& doc) const override;
    void setArgumentValues(const QString& fileName, const QHash<QString, QString>& values) const override {
        setArguments(fileName, values);
    }
    QString expandsTo() const override { return QStringLiteral("urdf"); }
    // The expansion, as `xacro FILE NAME:=VALUE...` writes it.
    QByteArray flatten(const XmlDocument& doc, Diagnostics& out) const override;

    // NAME:=VALUE arguments for the documents of a file (the CLI's --arg),
    // used by every expansion of that file from now on.
    static void setArguments(const QString& fileName, const QHash<QString, QString>& args);
    static QHash<QString, QString> arguments(const QString& fileName);

    struct Expanded;

private:
    // validate() leaves its expansion for the compile() of the same state
    // of the same document (and arguments), which takes it: one expansion
    // per edit, not two.
    mutable std::mutex m_cacheMutex;
    mutable std::shared_ptr<const Expanded> m_cache;
    // The latest expansion of any document, for the editor's questions
    // about it (which element made this link?).
    mutable std::shared_ptr<const Expanded> m_last;
    std::shared_ptr<const Expanded> expansionOf(const XmlDocument& doc, bool forCompile) const;
    std::shared_ptr<const Expanded> latestExpansion(const XmlDocument& doc) const;
};

}  // namespace kinedit
