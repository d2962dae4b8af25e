#include "TripScript.h"
#include "xml/NumberText.h"

#include "kinematics/Model.h"

#include <cmath>
#include <set>

namespace kinedit {

namespace {

std::vector<std::pair<std::string, double>> constant(const Eigen::Isometry3d& t) {
    Eigen::Quaterniond q(t.linear());
    q.normalize();
    if (q.w() < 0) q.coeffs() = -q.coeffs();
    const Eigen::Vector3d p = t.translation();
    return {{"tx", p.x()}, {"ty", p.y()}, {"tz", p.z()}, {"qw", q.w()}, {"qx", q.x()}, {"qy", q.y()}, {"qz", q.z()}};
}

// A rotation that takes z onto axis (unit).
Eigen::Matrix3d zOnto(const Eigen::Vector3d& axis) {
    return Eigen::Quaterniond::FromTwoVectors(Eigen::Vector3d::UnitZ(), axis).toRotationMatrix();
}

QByteArray number(double v) {
    if (std::abs(v) < 1e-15) v = 0;
    QByteArray s = numberText(v);
    if (!s.contains('.') && !s.contains('e') && !s.contains("inf") && !s.contains("nan")) s += ".0";
    return s;
}

QByteArray pyString(const std::string& s) {
    QByteArray out = "'";
    for (char c : s) {
        if (c == '\\' || c == '\'') out += '\\';
        out += c;
    }
    return out + "'";
}

}  // namespace

bool tripHasJointType(int type) {
    const auto t = kin::JointType(type);
    return t == kin::JointType::Fixed || t == kin::JointType::Revolute || t == kin::JointType::Continuous || t == kin::JointType::Prismatic;
}

std::vector<TripTransformation> tripTransformations(const kin::Model& model) {
    std::vector<TripTransformation> out;
    std::set<std::string> frameNames;
    for (const kin::Frame& f : model.frames()) frameNames.insert(f.name);
    std::vector<int> last(model.frames().size(), -1);  // frame -> its transformation
    for (size_t i = 0; i < model.frames().size(); ++i) {
        const kin::Frame& f = model.frames()[i];
        const int parent = f.parent < 0 ? -1 : last[size_t(f.parent)];
        if (f.joint < 0) {
            out.push_back({f.name, parent, constant(f.placement), "", -1, int(i)});
            last[i] = int(out.size() - 1);
            continue;
        }
        const kin::Joint& j = model.joints()[size_t(f.joint)];
        if (j.dof() == 0) {  // fixed
            out.push_back({f.name, parent, constant(f.placement), "", -1, int(i)});
            last[i] = int(out.size() - 1);
            continue;
        }
        const kin::Motion& m = j.motions[0];
        const Eigen::Vector3d axis = m.axis.normalized();
        // The state key: about (along) a coordinate axis if the joint's is
        // one, else about z after turning z onto the axis.
        int index = -1;
        for (int k = 0; k < 3; ++k)
            if (axis.isApprox(Eigen::Vector3d::Unit(k), 1e-15)) index = k;
        const Eigen::Matrix3d turn = index >= 0 ? Eigen::Matrix3d::Identity() : zOnto(axis);
        const std::string key = std::string(m.rotation ? "r" : "t") + char('x' + (index >= 0 ? index : 2));
        Eigen::Isometry3d before = f.placement;
        before.linear() = before.linear() * turn;
        out.push_back({f.name + "~placement", parent, constant(before), "", -1, -1});
        const std::string jointName = frameNames.count(j.name) ? j.name + "~joint" : j.name;
        const double start = j.defaultValue.empty() ? 0.0 : j.defaultValue[0];
        out.push_back({jointName, int(out.size() - 1), {{key, start}}, key, j.qIndex, -1});
        Eigen::Isometry3d after = Eigen::Isometry3d::Identity();
        after.linear() = turn.transpose();
        out.push_back({f.name, int(out.size() - 1), constant(after), "", -1, int(i)});
        last[i] = int(out.size() - 1);
    }
    // TriP keys its state by transformation name: names must be unique
    // (frames of different kinds may share one, a URDF joint and link).
    std::set<std::string> used;
    for (TripTransformation& t : out) {
        std::string name = t.name;
        for (int n = 2; used.count(name); ++n) name = t.name + "~" + std::to_string(n);
        used.insert(name);
        t.name = name;
    }
    return out;
}

std::vector<Eigen::Isometry3d> tripPoses(const std::vector<TripTransformation>& trafos, const Eigen::VectorXd& q) {
    std::vector<Eigen::Isometry3d> poses;
    for (const TripTransformation& t : trafos) {
        std::map<std::string, double> v(t.values.begin(), t.values.end());
        if (!t.stateVariable.empty() && t.variable >= 0 && t.variable < q.size()) v[t.stateVariable] = q[t.variable];
        auto get = [&](const char* k) { return v.count(k) ? v[k] : 0.0; };
        Eigen::Isometry3d m = Eigen::Isometry3d::Identity();
        m.translation() = Eigen::Vector3d(get("tx"), get("ty"), get("tz"));
        if (v.count("qw")) {
            m.linear() = Eigen::Quaterniond(get("qw"), get("qx"), get("qy"), get("qz")).normalized().toRotationMatrix();
        } else {
            m.linear() = (Eigen::AngleAxisd(get("rx"), Eigen::Vector3d::UnitX()) * Eigen::AngleAxisd(get("ry"), Eigen::Vector3d::UnitY()) *
                          Eigen::AngleAxisd(get("rz"), Eigen::Vector3d::UnitZ()))
                             .toRotationMatrix();
        }
        poses.push_back(t.parent < 0 ? m : poses[size_t(t.parent)] * m);
    }
    return poses;
}

QByteArray tripScript(const std::vector<TripTransformation>& trafos, const QString& robotName, const QString& sourceFile) {
    QByteArray py = "# " + robotName.toUtf8() + ", exported by Kinedit from " + sourceFile.toUtf8() +
                    "\n# for TriP (trip_kinematics): one Transformation per frame, the joints as\n"
                    "# Transformations with state variables (rotation before translation;\n"
                    "# constant rotations as quaternions).\n"
                    "from trip_kinematics.Robot import Robot\n"
                    "from trip_kinematics.Transformation import Transformation\n\n";
    for (size_t i = 0; i < trafos.size(); ++i) {
        const TripTransformation& t = trafos[i];
        QByteArray values = "{";
        for (size_t k = 0; k < t.values.size(); ++k)
            values += (k ? ", " : "") + pyString(t.values[k].first) + ": " + number(t.values[k].second);
        values += "}";
        py += "t" + QByteArray::number(qulonglong(i)) + " = Transformation(name=" + pyString(t.name) + ", values=" + values;
        if (!t.stateVariable.empty()) py += ", state_variables=[" + pyString(t.stateVariable) + "]";
        if (t.parent >= 0) py += ", parent=t" + QByteArray::number(t.parent);
        py += ")\n";
    }
    py += "\nrobot = Robot([";
    for (size_t i = 0; i < trafos.size(); ++i) py += (i ? ", t" : "t") + QByteArray::number(qulonglong(i));
    py += "])\n";
    return py;
}

}  // namespace kinedit
