// Robot ▸ Compute Inertial from Geometry's preview: per link, the inertial
// the file writes beside the one its collision shapes give at a density
// (editable), or with the written mass kept and the tensor scaled to it.
// A link with an open mesh (no solid's volume) shows its convex hull's
// values beside; "Use the convex hulls" writes those instead.
// For a format whose simulator weighs the geometry by its own rule (the
// geoms' own densities and masses), its values, with no density asked.
// Accepted, result() is what to write.
#pragma once

#include "geometry/MassProperties.h"

#include <QDialog>

#include <optional>
#include <vector>

class QCheckBox;
class QDoubleSpinBox;
class QTableWidget;

namespace kinedit {

class InertialDialog : public QDialog {
    Q_OBJECT
public:
    struct Link {
        QString name;
        MassProperties perDensity;              // the shapes at 1 kg/m³ (by the simulator's rule: as it weighs them)
        std::optional<MassProperties> written;  // what the file writes
        bool closed = true;                     // every mesh is a closed surface
        // Not closed: with the convex hulls of the open meshes, at 1 kg/m³.
        std::optional<MassProperties> hull;
    };
    // simulatorRule: the links are weighed as the format's simulator does.
    InertialDialog(std::vector<Link> links, QWidget* parent = nullptr, bool simulatorRule = false);
    // The mass properties to write, per link (in the order given).
    std::vector<MassProperties> result() const;
    QTableWidget* table() const { return m_table; }

private:
    void refill();
    // What the shapes give at 1 kg/m³: the hull's where chosen.
    const MassProperties& perDensity(const Link& l) const;
    // p at the dialog's density, or scaled to the written mass if kept.
    MassProperties toWrite(const Link& l, MassProperties p) const;
    std::vector<Link> m_links;
    bool m_simulatorRule = false;
    QDoubleSpinBox* m_density;
    QCheckBox* m_keepMass;
    QCheckBox* m_useHulls;  // shown when a link has an open mesh
    QTableWidget* m_table;
};

}  // namespace kinedit
