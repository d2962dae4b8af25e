// How the scene shows a colour: selected parts tinted toward a warm yellow
// and lit from within; see-through parts, and colours the file gives an
// alpha below 1 (URDF rgba, TAMP placement regions), blended.
#pragma once

#include <QColor>

#include <algorithm>

namespace kinedit {

// Tinted toward a warm yellow: shows whatever the part's own colour.
inline QColor highlighted(const QColor& c) {
    const QColor h(255, 196, 40);
    return QColor::fromRgbF(0.5f * c.redF() + 0.5f * h.redF(), 0.5f * c.greenF() + 0.5f * h.greenF(), 0.5f * c.blueF() + 0.5f * h.blueF(),
                            c.alphaF());  // a translucent part stays translucent
}

// The colours a material is made of, and whether it is blended.
struct Shading {
    QColor diffuse, ambient;  // diffuse's alpha: the alpha drawn
    bool blended;
};

inline Shading shading(const QColor& c, bool selected, bool seeThrough) {
    Shading l;
    l.diffuse = selected ? highlighted(c) : c;
    l.ambient = selected ? QColor::fromRgbF(0.55f, 0.43f, 0.09f)
                         : QColor::fromRgbF(l.diffuse.redF() * 0.35f, l.diffuse.greenF() * 0.35f, l.diffuse.blueF() * 0.35f);
    l.blended = seeThrough || l.diffuse.alphaF() < 0.99f;
    if (seeThrough) l.diffuse.setAlphaF(std::min(0.25f, float(l.diffuse.alphaF())));
    return l;
}

}  // namespace kinedit
