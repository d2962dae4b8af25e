// Robot ▸ Compute Inertial from Geometry's preview: per link, the inertial
// the file writes beside the one its collision shapes give at a density
// (editable), or with the written mass kept and the tensor scaled to it.
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
        MassProperties perDensity;              // the shapes at 1 kg/m³
        std::optional<MassProperties> written;  // what the file writes
        bool closed = true;                     // every mesh is a closed surface
    };
    InertialDialog(std::vector<Link> links, QWidget* parent = nullptr);
    // The mass properties to write, per link (in the order given).
    std::vector<MassProperties> result() const;
    QTableWidget* table() const { return m_table; }

private:
    void refill();
    std::vector<Link> m_links;
    QDoubleSpinBox* m_density;
    QCheckBox* m_keepMass;
    QTableWidget* m_table;
};

}  // namespace kinedit
