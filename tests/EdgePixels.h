// Smooth edges in a picture: the share of a part's outline pixels whose
// colour lies between the background's and the part's just inside, as
// multisampling blends a pixel the edge crosses. Without antialiasing an
// outline pixel is wholly the part's (or the background's). Only solid
// parts count (the same colour two and three pixels in): thin lines such
// as the ground grid's are left out.
#pragma once

#include <QColor>
#include <QImage>
#include <QPixmap>
#include <QPoint>
#include <QScreen>
#include <QTest>
#include <QWindow>

#include <cmath>

namespace kinedit::test {

struct EdgePixels {
    int outline = 0;  // pixels of a part beside the background, with contrast enough to tell
    int blended = 0;  // of those, the ones between background and part
    double share() const { return outline > 0 ? double(blended) / outline : 0; }
};

inline EdgePixels edgePixels(const QImage& image, QRgb background) {
    EdgePixels e;
    const QColor b(background);
    const QPoint steps[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int y = 3; y < image.height() - 3; ++y)
        for (int x = 3; x < image.width() - 3; ++x) {
            const QRgb here = image.pixel(x, y);
            if (here == background) continue;
            for (const QPoint& s : steps) {
                if (image.pixel(x + s.x(), y + s.y()) != background) continue;
                // The pixel two steps inward from the background: the part.
                const QColor in = image.pixelColor(x - 2 * s.x(), y - 2 * s.y());
                const QColor deeper = image.pixelColor(x - 3 * s.x(), y - 3 * s.y());
                if (std::abs(in.red() - deeper.red()) + std::abs(in.green() - deeper.green()) + std::abs(in.blue() - deeper.blue()) > 24)
                    break;  // not a solid part
                const QColor p(here);
                const double dr = in.red() - b.red(), dg = in.green() - b.green(), db = in.blue() - b.blue();
                const double span = dr * dr + dg * dg + db * db;
                if (span < 80.0 * 80.0) break;  // too little contrast to tell a blend
                ++e.outline;
                const double t = ((p.red() - b.red()) * dr + (p.green() - b.green()) * dg + (p.blue() - b.blue()) * db) / span;
                e.blended += t > 0.15 && t < 0.85;
                break;
            }
        }
    return e;
}

// The window's pixels as the screen shows them, once two grabs agree.
// Qt3D's frame capture is no help here: with 4 samples it reads back a
// picture without them (aliased), while the screen shows them blended.
inline QImage shownPixels(QWindow* window) {
    QImage last;
    for (int k = 0; k < 20; ++k) {
        QTest::qWait(100);
        QImage now = window->screen()->grabWindow(window->winId()).toImage();
        if (!now.isNull() && now == last) return now;
        last = std::move(now);
    }
    return last;
}

}  // namespace kinedit::test
