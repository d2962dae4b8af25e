// A <composite> as MuJoCo 2.2.2 reads it (mjXReader::OneComposite and
// mjCComposite::SetDefault): its type, counts, spacing and offset, and
// what its <geom>, <site>, <joint>, <tendon>, <pin> and <skin> children
// change in the elements it makes. The checks are those of
// mjCComposite::Make: a composite MuJoCo cannot make is an error
// (MJCF-E018) at its element.
#pragma once

#include "MjcfOrientation.h"

#include <Eigen/Core>

#include <initializer_list>
#include <optional>
#include <utility>
#include <vector>

namespace kinedit {

struct MjcfCompositeSpec {
    MjcfNode node;
    QString type;  // particle, grid, rope, loop, cloth, box, cylinder, ellipsoid
    QString prefix;
    int count[3] = {1, 1, 1};
    double spacing = 0;
    Eigen::Vector3d offset = Eigen::Vector3d::Zero();
    double flatinertia = 0;
    bool skin = false;
    // <skin>: its element and what it asks of the skin MuJoCo makes.
    struct Skin {
        MjcfNode node;
        bool texCoords = false;
        QString material;
        Eigen::Vector4f rgba{1, 1, 1, 1};
        float inflate = 0;
        int subgrid = 0, group = 0;
    } skinSpec;
    std::vector<std::pair<int, int>> pins;
    bool twist = false, stretch = false;  // <joint kind="twist|stretch">
    bool shear = false;                   // <tendon kind="shear">
    // What <tendon kind="main"> and <tendon kind="shear"> ask of the
    // tendons made (MuJoCo's defaults where not written; group unset: the
    // geoms' group).
    struct Tendon {
        Eigen::Vector4d rgba{0.5, 0.5, 0.5, 1};
        double width = 0.003;
        QString material;
        std::optional<int> group;
    } tendons[2];

    // The generated geoms: <geom>'s values over MuJoCo's defaults (group 3
    // where a skin covers them, no self-collision for box, cylinder,
    // ellipsoid).
    MjcfNode geomNode;  // <geom>, else the composite itself
    QString geomType = QStringLiteral("sphere");
    std::vector<double> geomSize{0, 0, 0};
    int geomGroup = 0, geomContype = 1, geomConaffinity = 1;
    int tendonGroup = 0;  // the tendons' group without a <tendon group> (MuJoCo's default: the geoms', before <geom group>)
    QString geomMaterial;
    std::optional<Eigen::Vector4d> geomRgba;

    // The generated joints by kind (0 main, 1 twist, 2 stretch).
    struct Joint {
        MjcfNode node;                // <joint kind>, else the composite
        bool limited = false;         // a range, with compiler/autolimits
        double lower = 0, upper = 0;  // as written (degrees for hinges where compiler/angle says)
    };
    Joint joints[3];
    MjcfNode rangeWithoutLimits;  // a <joint range> without compiler/autolimits (refused by MuJoCo)

    int dimensions() const;
};

// The name MuJoCo gives what a composite makes: prefix, what ("B", "J",
// "G", "S", "T"...) and the element's coordinates joined by '_' (B3_4).
QString mjcfCompositeName(const QString& prefix, const char* what, std::initializer_list<int> at);

// False, with the reason in out, where MuJoCo refuses the composite.
bool readMjcfComposite(const MjcfTree& tree, const MjcfNode& n, const MjcfCompilerSettings& compiler, MjcfCompositeSpec& spec,
                       Diagnostics& out);

}  // namespace kinedit
