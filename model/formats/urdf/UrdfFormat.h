// URDF (ROS's Unified Robot Description Format). This first part reads the
// kinematic structure (links, joints, origins, axes, limits, inertials) and
// checks the rules that structure needs; the schema, the remaining rules and
// mesh resolution come with the URDF issue.
#pragma once

#include "formats/Format.h"

#include <memory>
#include <mutex>

namespace kinedit {

struct UrdfRobot;

class UrdfFormat final : public Format {
public:
    UrdfFormat();
    ~UrdfFormat() override;
    QString id() const override { return QStringLiteral("urdf"); }
    QString displayName() const override { return QStringLiteral("URDF"); }
    QStringList extensions() const override { return {QStringLiteral("urdf")}; }
    const Schema* schema() const override;
    int recognize(const XmlDocument& doc, const QString& path) const override;
    void validate(const XmlDocument& doc, Diagnostics& out) const override;
    QString poseText(const Eigen::Isometry3d& pose) const override;
    bool hasKinematics() const override { return true; }
    std::shared_ptr<const kin::Model> compile(const XmlDocument& doc, Diagnostics& out) const override;
    bool canExport() const override { return true; }
    bool holdsJointType(int type) const override;
    QByteArray exportModel(const kin::Model& model, const ExportContext& context, Diagnostics& out) const override;

private:
    // The robot as read and its problems, for the state of the document
    // they were found in (serial, revision): validate() keeps its work and
    // compile() of the same state takes it instead of reading and checking
    // again, as the window, the language server and the CLI do one after
    // the other (SdfFormat does the same).
    struct CachedCheck;
    mutable std::mutex m_cacheMutex;
    mutable std::unique_ptr<CachedCheck> m_cache;
    void check(const XmlDocument& doc, UrdfRobot& robot, Diagnostics& out) const;
    bool takeCachedCheck(const XmlDocument& doc, UrdfRobot& robot, Diagnostics& out) const;
};

}  // namespace kinedit
