#include "ElementIcons.h"

#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace kinedit {

ElementKind elementKind(const QString& tag) {
    static const QHash<QString, ElementKind> kinds = [] {
        QHash<QString, ElementKind> k;
        for (const char* t : {"robot", "model", "world", "sdf", "skel", "skeleton", "problem", "objects", "robots"})
            k.insert(QLatin1String(t), ElementKind::Container);
        for (const char* t : {"link", "body", "rigid-body", "bracket", "object", "tube", "static"})
            k.insert(QLatin1String(t), ElementKind::Link);
        for (const char* t : {"joint", "actuator", "mimic", "axis", "axis2", "limit", "dynamics"})
            k.insert(QLatin1String(t), ElementKind::Joint);
        for (const char* t : {"frame", "output", "end-effector", "placement_frame", "origin", "pose", "transformation",
                              "grasp", "gc", "gf", "sop", "sssp", "pssp"})
            k.insert(QLatin1String(t), ElementKind::Frame);
        for (const char* t : {"visual", "collision", "geometry", "mesh", "box", "cylinder", "sphere", "capsule",
                              "ellipsoid", "plane", "visualization_shape", "collision_shape", "shape", "geom", "material"})
            k.insert(QLatin1String(t), ElementKind::Geometry);
        for (const char* t : {"include", "uri", "urdf"}) k.insert(QLatin1String(t), ElementKind::Include);
        for (const char* t : {"inertial", "inertia", "mass", "moment_of_inertia"}) k.insert(QLatin1String(t), ElementKind::Inertia);
        return k;
    }();
    return kinds.value(tag, ElementKind::Value);
}

QIcon elementIcon(ElementKind kind, std::optional<Severity> badge) {
    static QHash<int, QIcon> cache;
    const int key = int(kind) * 4 + (badge ? 1 + int(*badge) : 0);
    if (auto it = cache.find(key); it != cache.end()) return *it;
    QPixmap pm(32, 32);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QPen outline(QColor(40, 40, 48), 2);
    switch (kind) {
    case ElementKind::Container:
        p.setPen(outline);
        p.setBrush(QColor(120, 130, 150));
        p.drawRoundedRect(QRectF(4, 6, 24, 20), 3, 3);
        p.setPen(QPen(Qt::white, 2));
        p.drawLine(9, 12, 23, 12);
        p.drawLine(9, 18, 19, 18);
        break;
    case ElementKind::Link:
        p.setPen(outline);
        p.setBrush(QColor(70, 130, 200));
        p.drawRoundedRect(QRectF(3, 10, 26, 12), 6, 6);
        break;
    case ElementKind::Joint:
        p.setPen(outline);
        p.setBrush(QColor(240, 150, 40));
        p.drawEllipse(QRectF(5, 5, 22, 22));
        p.setBrush(QColor(40, 40, 48));
        p.drawEllipse(QRectF(13, 13, 6, 6));
        break;
    case ElementKind::Frame:
        p.setPen(QPen(QColor(220, 50, 50), 3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(8, 24, 28, 24);
        p.setPen(QPen(QColor(40, 170, 60), 3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(8, 24, 8, 4);
        p.setPen(QPen(QColor(50, 90, 230), 3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(8, 24, 20, 12);
        break;
    case ElementKind::Geometry: {
        QPainterPath cube;
        cube.moveTo(16, 3);
        cube.lineTo(28, 9);
        cube.lineTo(28, 23);
        cube.lineTo(16, 29);
        cube.lineTo(4, 23);
        cube.lineTo(4, 9);
        cube.closeSubpath();
        p.setPen(outline);
        p.setBrush(QColor(160, 165, 175));
        p.drawPath(cube);
        p.drawLine(4, 9, 16, 15);
        p.drawLine(28, 9, 16, 15);
        p.drawLine(16, 15, 16, 29);
        break;
    }
    case ElementKind::Include:
        p.setPen(outline);
        p.setBrush(QColor(150, 100, 200));
        p.drawRoundedRect(QRectF(6, 3, 20, 26), 2, 2);
        p.setPen(QPen(Qt::white, 3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(11, 16, 21, 16);
        p.drawLine(17, 11, 21, 16);
        p.drawLine(17, 21, 21, 16);
        break;
    case ElementKind::Inertia:
        p.setPen(outline);
        p.setBrush(QColor(150, 110, 70));
        p.drawEllipse(QRectF(6, 8, 20, 20));
        p.drawLine(16, 8, 16, 4);
        break;
    case ElementKind::Value:
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(150, 150, 160));
        p.drawEllipse(QRectF(11, 11, 10, 10));
        break;
    }
    if (badge) {
        const QColor c = *badge == Severity::Error ? QColor(215, 40, 40) : QColor(235, 170, 0);
        p.setPen(QPen(Qt::white, 1.5));
        p.setBrush(c);
        p.drawEllipse(QRectF(15, 15, 16, 16));
        p.setPen(QPen(Qt::white, 2.5, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(23, 19), QPointF(23, 24));
        p.drawPoint(QPointF(23, 27.5));
    }
    p.end();
    return cache[key] = QIcon(pm);
}

}  // namespace kinedit
