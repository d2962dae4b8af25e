#include "TextureImage.h"

#include "kinematics/VisualTexture.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImageReader>

#include <algorithm>
#include <cmath>
#include <random>

namespace kinedit {

namespace {
struct TextureText {
    Q_DECLARE_TR_FUNCTIONS(TextureImage)
};

constexpr int kDefaultSide = 64;    // a built-in image without width or height
constexpr int kLargestSide = 4096;  // a built-in image's side at most
constexpr qint64 kLargestFile = 64ll << 20;

QRgb rgb(const Eigen::Vector3d& c) {
    auto channel = [](double v) { return std::isfinite(v) ? int(std::lround(std::clamp(v, 0.0, 1.0) * 255)) : 0; };
    return qRgb(channel(c.x()), channel(c.y()), channel(c.z()));
}

QImage builtin(const kin::VisualTexture& t) {
    using B = kin::VisualTexture::Builtin;
    using M = kin::VisualTexture::Mark;
    const int w = std::clamp(t.width > 0 ? t.width : kDefaultSide, 2, kLargestSide);
    const int h = std::clamp(t.height > 0 ? t.height : w, 2, kLargestSide);
    QImage image(w, h, QImage::Format_RGBA8888);
    const QRgb one = rgb(t.rgb1), two = rgb(t.rgb2), mark = rgb(t.markrgb);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            QRgb c = one;
            if (t.builtin == B::Checker) {
                // Two by two squares: rgb1 on the diagonal, rgb2 off it.
                c = (x < w / 2) == (y < h / 2) ? one : two;
            } else if (t.builtin == B::Gradient) {
                // rgb1 at the centre blending into rgb2 at the corners.
                const double u = 2.0 * x / (w - 1) - 1, v = 2.0 * y / (h - 1) - 1;
                const double s = std::min(1.0, std::hypot(u, v) / std::sqrt(2.0));
                const Eigen::Vector3d mixed = (1 - s) * t.rgb1 + s * t.rgb2;
                c = rgb(mixed);
            }
            image.setPixel(x, y, c);
        }
    if (t.mark == M::Edge || t.mark == M::Cross) {
        // Edge: the outermost rows and columns; cross: the middle ones.
        const bool edge = t.mark == M::Edge;
        const int rows[2] = {edge ? 0 : h / 2, edge ? h - 1 : h / 2}, columns[2] = {edge ? 0 : w / 2, edge ? w - 1 : w / 2};
        for (int x = 0; x < w; ++x)
            for (int y : rows) image.setPixel(x, y, mark);
        for (int y = 0; y < h; ++y)
            for (int x : columns) image.setPixel(x, y, mark);
    } else if (t.mark == M::Random) {
        std::mt19937 random(1);  // the same picture every time
        std::uniform_real_distribution<double> share(0, 1);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                if (share(random) < t.random) image.setPixel(x, y, mark);
    }
    return image;
}

}  // namespace

QImage textureImageFile(const QString& path, QString* error) {
    const QFileInfo info(path);
    if (!info.isFile()) {
        *error = TextureText::tr("texture file not found: %1").arg(path);
        return {};
    }
    if (info.size() > kLargestFile) {
        *error = TextureText::tr("texture file is %1 bytes; the limit is %2").arg(info.size()).arg(kLargestFile);
        return {};
    }
    QImageReader reader(path);
    reader.setAutoTransform(true);
    const QImage image = reader.read();
    if (image.isNull()) {
        *error = TextureText::tr("'%1' is not an image Kinedit can read: %2").arg(info.fileName(), reader.errorString());
        return {};
    }
    return image.convertToFormat(QImage::Format_RGBA8888);
}

QImage textureImage(const kin::VisualTexture& texture, QString* error) {
    if (!texture.image.empty()) return textureImageFile(QString::fromStdString(texture.image), error);
    return builtin(texture);
}

QString textureKey(const kin::VisualTexture& t) {
    if (!t.image.empty()) return QStringLiteral("file:") + QString::fromStdString(t.image);
    QString key = QStringLiteral("builtin:%1:%2:%3x%4:%5").arg(int(t.builtin)).arg(int(t.mark)).arg(t.width).arg(t.height).arg(t.random);
    for (const Eigen::Vector3d* c : {&t.rgb1, &t.rgb2, &t.markrgb}) key += QStringLiteral(":%1").arg(rgb(*c), 8, 16);
    return key;
}

}  // namespace kinedit
