#include "ExportModel.h"

#include "ExportCodes.h"
#include "kinematics/ModelBuilder.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace kinedit {

namespace {
struct ExportModelText {
    Q_DECLARE_TR_FUNCTIONS(ExportModel)
};
using T = ExportModelText;

// One elementary motion as a joint of its own.
kin::Joint single(const kin::Joint& j, int k, const std::string& name) {
    const kin::Motion& m = j.motions[size_t(k)];
    kin::Joint out = m.rotation ? (std::isfinite(j.lower[size_t(k)]) || std::isfinite(j.upper[size_t(k)])
                                       ? kin::makeRevolute(name, m.axis, j.lower[size_t(k)], j.upper[size_t(k)])
                                       : kin::makeContinuous(name, m.axis))
                                : kin::makePrismatic(name, m.axis, j.lower[size_t(k)], j.upper[size_t(k)]);
    out.defaultValue = {j.defaultValue.empty() ? 0.0 : j.defaultValue[size_t(k)]};
    return out;
}
}  // namespace

Eigen::VectorXd ExportModel::configuration(const Eigen::VectorXd& source) const {
    Eigen::VectorXd q(Eigen::Index(variables.size()));
    for (size_t i = 0; i < variables.size(); ++i) q[Eigen::Index(i)] = variables[i].second * source[variables[i].first];
    return q;
}

ExportModel exportModel(const kin::Model& source, const std::function<bool(kin::JointType)>& supported,
                        const std::function<bool(kin::JointType)>& closesLoop, const QString& target, const QString& file, Diagnostics& out,
                        const std::string& reservedRoot, const std::function<std::string(const std::string&)>& renamed) {
    const auto rename = [&](const std::string& n) { return renamed ? renamed(n) : n; };
    kin::ModelBuilder b;
    const auto& frames = source.frames();
    std::vector<int> id(frames.size(), -1);  // source frame -> build id
    std::vector<bool> dropped(frames.size(), false);
    for (size_t f = 0; f < frames.size(); ++f) {
        const kin::Frame& fr = frames[f];
        if (reservedRoot.empty() || fr.name != reservedRoot || fr.parent >= 0 || fr.joint >= 0) continue;
        bool empty = true;
        for (const kin::Visual& v : source.visuals()) empty &= v.frame != int(f);
        for (const kin::Inertial& in : source.inertials()) empty &= in.frame != int(f);
        dropped[f] = empty;
    }
    // Build ids are insertion positions; frames are added in depth-first
    // order, so the built model's index of each added frame is known.
    struct Built {
        std::string joint;
        int dof;  // which of the joint's variables
        int sourceVariable;
        double factor;
    };
    std::vector<Built> built;
    std::vector<std::string> names(frames.size());  // each kept frame's name in the export
    for (size_t f = 0; f < frames.size(); ++f) {
        if (dropped[f]) continue;
        kin::Frame fr = frames[f];
        fr.name = rename(fr.name);
        names[f] = fr.name;
        if (!reservedRoot.empty() && fr.name == reservedRoot && fr.parent < 0) {
            // A root frame with the name the target keeps that carries
            // something (an MJCF world with a floor): named otherwise.
            fr.name = reservedRoot + "~frame";
            names[f] = fr.name;
            out.append(fileDiagnostic(Severity::Warning, exportcode::Renamed,
                                      T::tr("%1 keeps the name '%2' for the world: the frame '%2' is written as '%3'")
                                          .arg(target, QString::fromStdString(reservedRoot), QString::fromStdString(fr.name)),
                                      file));
        }
        if (fr.parent >= 0 && dropped[size_t(fr.parent)]) {  // on the world: on the root
            fr.placement = frames[size_t(fr.parent)].placement * fr.placement;
            fr.parent = -1;
        }
        const int parent = fr.parent < 0 ? -1 : id[size_t(fr.parent)];
        if (fr.joint < 0) {
            id[f] = b.addFrame(fr.name, fr.kind, parent, fr.placement);
            continue;
        }
        kin::Joint j = source.joints()[size_t(fr.joint)];
        j.name = rename(j.name);
        if (!j.mimicOf.empty()) j.mimicOf = rename(j.mimicOf);
        for (int k = 0; k < j.dof(); ++k)
            if (std::abs(j.motions[size_t(k)].scale - 1) > 1e-12)
                out.append(
                    fileDiagnostic(Severity::Warning, exportcode::ScaleDropped,
                                   T::tr("joint '%1' scales its motion by %2 (a gear ratio); %3 cannot, so the exported joint's variable "
                                         "is the motion itself (%2 times the source's)")
                                       .arg(QString::fromStdString(j.name))
                                       .arg(j.motions[size_t(k)].scale)
                                       .arg(target),
                                   file));
        if (supported(j.type)) {
            kin::Joint copy = j;
            for (kin::Motion& m : copy.motions) m.scale = 1;
            // A motion nil at q = zero (MJCF's ref): placement · M(-scale·zero)
            // then the motion from 0 is the same motion (one axis commutes).
            Eigen::Isometry3d placement = fr.placement;
            if (copy.dof() == 1 && j.motions[0].zero != 0) {
                const double shift = -j.motions[0].scale * j.motions[0].zero;
                kin::Joint step = copy;
                step.motions[0].zero = 0;
                placement = placement * kin::jointTransform(step, &shift);
                copy.motions[0].zero = 0;
            }
            id[f] = b.addFrame(fr.name, fr.kind, parent, placement, copy);
            for (int k = 0; k < j.dof(); ++k) built.push_back({j.name, k, j.qIndex + k, j.motions[size_t(k)].scale});
            continue;
        }
        if (j.type == kin::JointType::Screw) {
            // A turn, and a slide along the same axis that follows it by
            // the pitch (a mimic joint): the same motion.
            const kin::Motion& m = j.motions[0];
            out.append(
                fileDiagnostic(Severity::Warning, exportcode::JointSplit,
                               T::tr("joint '%1' is a screw, which %2 has not: written as '%1~1', turning, and '%1~2', sliding %3 m per "
                                     "radian as its mimic")
                                   .arg(QString::fromStdString(j.name), target)
                                   .arg(m.pitch),
                               file));
            kin::Joint turn = single(j, 0, j.name + "~1");
            kin::Joint slide = kin::makePrismatic(j.name + "~2", m.axis);
            slide.mimicOf = j.name + "~1";
            slide.mimicMultiplier = m.pitch;
            const int mid = b.addFrame(fr.name + "~1", "joint", parent, fr.placement, turn);
            id[f] = b.addFrame(fr.name, fr.kind, mid, Eigen::Isometry3d::Identity(), slide);
            built.push_back({j.name + "~1", 0, j.qIndex, m.scale});
            built.push_back({j.name + "~2", 0, j.qIndex, m.scale * m.pitch});
            continue;
        }
        // A chain of one-variable joints: NAME~1... frames, the last motion
        // on the frame itself.
        out.append(
            fileDiagnostic(Severity::Warning, exportcode::JointSplit,
                           T::tr("joint '%1' is %2, which %3 has not: written as %4 one-variable joints '%1~1'... on frames '%5~1'...")
                               .arg(QString::fromStdString(j.name), QLatin1String(kin::jointTypeName(j.type)), target)
                               .arg(j.dof())
                               .arg(QString::fromStdString(fr.name)),
                           file));
        int at = parent;
        for (int k = 0; k < j.dof(); ++k) {
            std::string suffix = std::to_string(k + 1);
            suffix.insert(suffix.begin(), '~');  // not "~" + ...: GCC 12 warns falsely (-Wrestrict)
            const bool last = k + 1 == j.dof();
            at = b.addFrame(last ? fr.name : fr.name + suffix, last ? fr.kind : "joint", at,
                            k == 0 ? fr.placement : Eigen::Isometry3d::Identity(), single(j, k, j.name + suffix));
            built.push_back({j.name + suffix, 0, j.qIndex + k, j.motions[size_t(k)].scale});
        }
        id[f] = at;
    }
    for (const kin::Inertial& in : source.inertials())
        if (in.frame >= 0) b.addInertial(id[size_t(in.frame)], in.mass, in.com, in.inertia);
    for (const kin::Visual& v : source.visuals())
        if (v.frame >= 0) b.addVisual(id[size_t(v.frame)], v);
    for (kin::Skin skin : source.skins()) {
        for (kin::SkinBone& bone : skin.bones) bone.frame = id[size_t(bone.frame)];
        std::erase_if(skin.bones, [](const kin::SkinBone& bone) { return bone.frame < 0; });
        b.addSkin(std::move(skin));
    }
    // Tendons whose frames are kept and whose joints keep their one
    // variable unscaled (the targets without tendons say they leave them out).
    for (kin::Tendon tendon : source.tendons()) {
        bool kept = true;
        for (kin::TendonWrap& w : tendon.wraps) {
            if (w.frame >= 0) kept = kept && (w.frame = id[size_t(w.frame)]) >= 0;
            if (w.sideFrame >= 0) kept = kept && (w.sideFrame = id[size_t(w.sideFrame)]) >= 0;
        }
        std::vector<std::pair<std::string, double>> joints;
        for (const auto& [j, coef] : tendon.terms) {
            const kin::Joint& joint = source.joints()[size_t(j)];
            const std::string name = rename(joint.name);
            kept = kept && std::any_of(built.begin(), built.end(), [&](const Built& x) {
                       return x.joint == name && x.sourceVariable == joint.qIndex && x.factor == 1;
                   });
            joints.emplace_back(name, coef);
        }
        tendon.terms.clear();
        if (kept) b.addTendon(std::move(tendon), std::move(joints));
    }
    // Loops: kept where the target closes them, the others dropped.
    int loops = 0;
    for (const kin::LoopJoint& loop : source.loopJoints()) {
        const kin::Joint& cut = source.joints()[size_t(loop.joint)];
        if (!closesLoop || !closesLoop(cut.type) || dropped[size_t(loop.parent)] || dropped[size_t(loop.child)]) {
            ++loops;
            continue;
        }
        kin::Joint copy = cut;
        copy.name = rename(cut.name);
        b.addLoopJoint(copy, names[size_t(loop.parent)], names[size_t(loop.child)], loop.placement);
        for (int k = 0; k < cut.dof(); ++k) built.push_back({copy.name, k, cut.qIndex + k, 1.0});
    }
    if (loops > 0)
        out.append(fileDiagnostic(
            Severity::Warning, exportcode::LoopsDropped,
            T::tr("%n joint(s) closing a loop are not exported: %1 cannot close a loop at such a joint (the loops' other joints are)",
                  nullptr, loops)
                .arg(target),
            file));
    // Mimic joints keep their leader by name; a split leader has none.
    ExportModel result;
    std::string error;
    result.model = std::move(b).build(&error);
    if (!result.model) {
        out.append(fileDiagnostic(Severity::Error, exportcode::CannotExport,
                                  T::tr("cannot export to %1: %2").arg(target, QString::fromStdString(error)), file));
        return result;
    }
    result.variables.resize(size_t(result.model->nq()));
    for (const Built& x : built) {
        const int joint = result.model->jointIndex(x.joint);
        if (joint >= 0) result.variables[size_t(result.model->joints()[size_t(joint)].qIndex + x.dof)] = {x.sourceVariable, x.factor};
    }
    return result;
}

}  // namespace kinedit
