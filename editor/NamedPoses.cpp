#include "NamedPoses.h"

#include "kinematics/Model.h"

#include <QCryptographicHash>
#include <QSettings>
#include <QVariantMap>

namespace kinedit {

NamedPoses::NamedPoses(const QString& documentPath) {
    // A path is not a usable QSettings key ('/' nests groups): its hash is.
    if (!documentPath.isEmpty())
        m_key = QStringLiteral("poses/") +
                QString::fromLatin1(QCryptographicHash::hash(documentPath.toUtf8(), QCryptographicHash::Sha1).toHex());
}

QStringList NamedPoses::names() const {
    if (m_key.isEmpty()) return {};
    return QSettings().value(m_key).toMap().keys();
}

void NamedPoses::save(const QString& name, const kin::Model& model, const Eigen::VectorXd& q) {
    if (m_key.isEmpty() || name.isEmpty()) return;
    QVariantMap joints;
    for (const kin::Joint& j : model.joints()) {
        QVariantList values;
        for (int k = 0; k < j.dof(); ++k) values << q[j.qIndex + k];
        if (!values.isEmpty()) joints.insert(QString::fromStdString(j.name), values);
    }
    QSettings settings;
    QVariantMap poses = settings.value(m_key).toMap();
    poses.insert(name, joints);
    settings.setValue(m_key, poses);
}

bool NamedPoses::load(const QString& name, const kin::Model& model, Eigen::VectorXd& q) const {
    if (m_key.isEmpty()) return false;
    const QVariantMap poses = QSettings().value(m_key).toMap();
    if (!poses.contains(name)) return false;
    const QVariantMap joints = poses.value(name).toMap();
    for (const kin::Joint& j : model.joints()) {
        const QVariantList values = joints.value(QString::fromStdString(j.name)).toList();
        if (values.size() != j.dof()) continue;  // absent, or no longer the same joint
        for (int k = 0; k < j.dof(); ++k) q[j.qIndex + k] = values[k].toDouble();
    }
    return true;
}

void NamedPoses::remove(const QString& name) {
    if (m_key.isEmpty()) return;
    QSettings settings;
    QVariantMap poses = settings.value(m_key).toMap();
    poses.remove(name);
    settings.setValue(m_key, poses);
}

}  // namespace kinedit
