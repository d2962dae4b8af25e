#include "ElementIcons.h"

#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace kinedit {

namespace {

// The eight icons: the model's kinds drawn with the nearest of them.
enum class Icon { Container, Link, Joint, Frame, Geometry, Include, Inertia, Value };

Icon iconOf(ElementKind kind) {
    switch (kind) {
    case ElementKind::Document:
    case ElementKind::Container:
    case ElementKind::Group: return Icon::Container;
    case ElementKind::Link: return Icon::Link;
    case ElementKind::Joint: return Icon::Joint;
    case ElementKind::Frame: return Icon::Frame;
    case ElementKind::Geometry:
    case ElementKind::Material:
    case ElementKind::Asset: return Icon::Geometry;
    case ElementKind::Include: return Icon::Include;
    case ElementKind::Inertia: return Icon::Inertia;
    case ElementKind::Class:
    case ElementKind::Macro:
    case ElementKind::Property:
    case ElementKind::Call:
    case ElementKind::Value: return Icon::Value;
    }
    return Icon::Value;
}

}  // namespace

QIcon elementIcon(ElementKind elementKind, std::optional<Severity> badge) {
    const Icon kind = iconOf(elementKind);
    static QHash<int, QIcon> cache;
    const int key = int(kind) * 4 + (badge ? 1 + int(*badge) : 0);
    if (auto it = cache.find(key); it != cache.end()) return *it;
    QPixmap pm(32, 32);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QPen outline(QColor(40, 40, 48), 2);
    switch (kind) {
    case Icon::Container:
        p.setPen(outline);
        p.setBrush(QColor(120, 130, 150));
        p.drawRoundedRect(QRectF(4, 6, 24, 20), 3, 3);
        p.setPen(QPen(Qt::white, 2));
        p.drawLine(9, 12, 23, 12);
        p.drawLine(9, 18, 19, 18);
        break;
    case Icon::Link:
        p.setPen(outline);
        p.setBrush(QColor(70, 130, 200));
        p.drawRoundedRect(QRectF(3, 10, 26, 12), 6, 6);
        break;
    case Icon::Joint:
        p.setPen(outline);
        p.setBrush(QColor(240, 150, 40));
        p.drawEllipse(QRectF(5, 5, 22, 22));
        p.setBrush(QColor(40, 40, 48));
        p.drawEllipse(QRectF(13, 13, 6, 6));
        break;
    case Icon::Frame:
        p.setPen(QPen(QColor(220, 50, 50), 3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(8, 24, 28, 24);
        p.setPen(QPen(QColor(40, 170, 60), 3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(8, 24, 8, 4);
        p.setPen(QPen(QColor(50, 90, 230), 3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(8, 24, 20, 12);
        break;
    case Icon::Geometry: {
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
    case Icon::Include:
        p.setPen(outline);
        p.setBrush(QColor(150, 100, 200));
        p.drawRoundedRect(QRectF(6, 3, 20, 26), 2, 2);
        p.setPen(QPen(Qt::white, 3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(11, 16, 21, 16);
        p.drawLine(17, 11, 21, 16);
        p.drawLine(17, 21, 21, 16);
        break;
    case Icon::Inertia:
        p.setPen(outline);
        p.setBrush(QColor(150, 110, 70));
        p.drawEllipse(QRectF(6, 8, 20, 20));
        p.drawLine(16, 8, 16, 4);
        break;
    case Icon::Value:
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
