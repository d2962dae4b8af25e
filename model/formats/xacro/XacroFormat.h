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

class XacroFormat final : public Format {
public:
    QString id() const override { return QStringLiteral("xacro"); }
    QString displayName() const override { return QStringLiteral("xacro"); }
    QStringList extensions() const override { return {QStringLiteral("xacro")}; }
    const Schema* schema() const override;
    int recognize(const XmlDocument& doc, const QString& path) const override;
    void validate(const XmlDocument& doc, Diagnostics& out) const override;
    QString poseText(const Eigen::Isometry3d& pose) const override;
    bool hasKinematics() const override { return true; }
    std::shared_ptr<const kin::Model> compile(const XmlDocument& doc, Diagnostics& out) const override;
    // Until provenance reaches the window, a pick names the expansion's
    // elements, not this document's: picking selects nothing.
    bool modelPathsAreDocumentPaths() const override { return false; }
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
    std::shared_ptr<const Expanded> expansionOf(const XmlDocument& doc, bool forCompile) const;
};

}  // namespace kinedit
