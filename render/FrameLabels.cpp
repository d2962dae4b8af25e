#include "FrameLabels.h"

#include "DynamicMesh.h"
#include "TextureUpload.h"

#include <QFont>
#include <QFontMetrics>
#include <QImage>
#include <QPainter>
#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DExtras/QTextureMaterial>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraLens>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QTexture>
#include <Qt3DRender/QAbstractTexture>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace kinedit {

namespace {
constexpr int kLine = 40;  // a label's height in the atlas, pixels
constexpr int kAtlasWidth = 2048;
constexpr float kShareOfView = 0.035f;  // a label's height, of the view's height (25 px in 700)
constexpr int kNamesPerLabel = 3;       // coinciding frames beyond these are counted, not named

QFont labelFont() {
    QFont font;
    font.setPixelSize(26);
    return font;
}
}  // namespace

namespace {
// The labels painted into one image, one line each, packed in rows: dark
// text on an opaque light plate filling the label's quad, readable on the
// sky and on parts. Opaque, so the quads need no blending and write depth:
// a part drawn after them cannot cover them (QTextureMaterial's blending
// turns depth writes off). (Stroking each text's outline as a halo took
// 16 s for 3,000 labels.)
QImage paintAtlas(const std::vector<LabelEntry>& entries, QSize size) {
    QImage image(size, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QFont font = labelFont();
    const QFontMetrics metrics(font);
    const int baseline = metrics.ascent() + (kLine - metrics.height()) / 2;
    p.setFont(font);
    for (const LabelEntry& e : entries) {
        p.fillRect(e.rect, QColor(250, 250, 252));
        p.setPen(QColor(150, 154, 162));
        p.drawRect(e.rect.adjusted(0, 0, -1, -1));
        p.setPen(QColor(25, 25, 35));
        p.drawText(QPointF(e.rect.left() + 4, e.rect.top() + baseline), e.text);
    }
    return image;
}
}  // namespace

Qt3DRender::QTexture2D* FrameLabels::makeTexture(Qt3DCore::QNode* parent) {
    auto* texture = new Qt3DRender::QTexture2D(parent);
    texture->setFormat(Qt3DRender::QAbstractTexture::RGBA8_UNorm);
    texture->setGenerateMipMaps(false);
    texture->setMinificationFilter(Qt3DRender::QAbstractTexture::Linear);
    texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
    texture->setSize(kAtlasWidth, kLine);
    return texture;
}

FrameLabels::FrameLabels(Qt3DCore::QEntity* parent, Qt3DRender::QCamera* camera, Qt3DRender::QTexture2D* texture)
    : QObject(parent), m_texture(texture), m_camera(camera) {
    m_material = new Qt3DExtras::QTextureMaterial;
    m_material->setTexture(m_texture);
    m_mesh = makeDynamicMesh(parent, m_material, Qt3DCore::QAttribute::defaultTextureCoordinateAttributeName(), 2);
    // Seen through the parts in front of them: refresh() places the quads
    // just beyond the near plane (where they look the same on screen), so
    // the ordinary depth test keeps every part behind them whatever order
    // Qt3D draws in (it keeps none within a pass).
    connect(camera, &Qt3DRender::QCamera::viewMatrixChanged, this, &FrameLabels::refresh);
    connect(camera, &Qt3DRender::QCamera::projectionMatrixChanged, this, &FrameLabels::refresh);
}

void FrameLabels::setAtlas(const std::vector<LabelEntry>& entries, QSize size) {
    // The painted image goes to Qt3D as a data update of the kept texture
    // (TextureUpload.h: the names showed as solid black bars before).
    const QImage image = paintAtlas(entries, size);
    m_texture->setSize(size.width(), size.height());
    uploadTexture(m_texture, QByteArray(reinterpret_cast<const char*>(image.constBits()), image.sizeInBytes()), size.width(), size.height(),
                  QOpenGLTexture::RGBA8_UNorm, QOpenGLTexture::RGBA, QOpenGLTexture::UInt8, 4);
}

void FrameLabels::setLabels(const std::vector<std::pair<int, QString>>& labels, const std::vector<Eigen::Isometry3d>& poses) {
    m_labels.clear();
    // Frames at one point (a joint and the link it moves, an actuator's
    // output and the next part's input) share one label.
    std::map<std::tuple<long, long, long>, std::vector<std::pair<int, QString>>> byPoint;
    std::vector<std::tuple<long, long, long>> order;
    for (const auto& [frame, name] : labels) {
        if (frame < 0 || frame >= int(poses.size())) continue;
        const Eigen::Vector3d p = poses[size_t(frame)].translation() * 1e6;  // to the micrometre
        const auto key = std::tuple(std::lround(p.x()), std::lround(p.y()), std::lround(p.z()));
        if (!byPoint.contains(key)) order.push_back(key);
        byPoint[key].emplace_back(frame, name);
    }
    // Packed in rows of the atlas.
    const QFontMetrics metrics(labelFont());
    std::vector<LabelEntry> entries;
    QPoint cursor(0, 0);
    for (const auto& key : order) {
        const auto& frames = byPoint[key];
        QStringList names;
        for (size_t i = 0; i < frames.size() && i < size_t(kNamesPerLabel); ++i) names << frames[i].second;
        QString text = names.join(QStringLiteral(", "));
        if (frames.size() > size_t(kNamesPerLabel)) text += tr(" (+%n more)", nullptr, int(frames.size()) - kNamesPerLabel);
        const int width = std::min(kAtlasWidth, metrics.horizontalAdvance(text) + 8);
        if (cursor.x() + width > kAtlasWidth) cursor = QPoint(0, cursor.y() + kLine);
        entries.push_back({text, QRect(cursor, QSize(width, kLine))});
        m_labels.push_back({frames.front().first, text, {}, float(width) / kLine, {}});
        cursor.rx() += width;
    }
    const QSize size(kAtlasWidth, cursor.y() + kLine);
    for (size_t i = 0; i < m_labels.size(); ++i) {
        const QRect r = entries[i].rect;
        m_labels[i].uv = QRectF(double(r.left()) / size.width(), double(r.top()) / size.height(), double(r.width()) / size.width(),
                                double(r.height()) / size.height());
    }
    if (!m_labels.empty()) setAtlas(entries, size);
    // Two triangles a label.
    QByteArray indices;
    for (quint32 i = 0; i < quint32(m_labels.size()); ++i)
        for (quint32 k : {0u, 1u, 2u, 0u, 2u, 3u}) {
            const quint32 v = 4 * i + k;
            indices.append(reinterpret_cast<const char*>(&v), sizeof(v));
        }
    if (!indices.isEmpty()) m_mesh.indices->setData(indices);
    m_mesh.setCounts(uint(4 * m_labels.size()), uint(6 * m_labels.size()));
    m_mesh.entity->setEnabled(!m_labels.empty());
    place(poses);
}

void FrameLabels::place(const std::vector<Eigen::Isometry3d>& poses) {
    for (Label& l : m_labels)
        if (l.frame >= 0 && l.frame < int(poses.size())) {
            const Eigen::Vector3d p = poses[size_t(l.frame)].translation();
            l.at = QVector3D(float(p.x()), float(p.y()), float(p.z()));
        }
    refresh();
}

void FrameLabels::refresh() {
    if (m_labels.empty()) return;
    // Facing the camera, the same size on screen near and far, starting just
    // right of and above the origin (clear of the frame's axes).
    const QVector3D eye = m_camera->position(), look = (m_camera->viewCenter() - eye).normalized();
    const QVector3D right = QVector3D::crossProduct(look, m_camera->upVector()).normalized();
    const QVector3D up = QVector3D::crossProduct(right, look).normalized();
    const bool ortho = m_camera->projectionType() == Qt3DRender::QCameraLens::OrthographicProjection;
    const float tanHalf = std::tan(m_camera->fieldOfView() * float(M_PI) / 360.0f);
    // Each label moves along the rays from the eye (toward the eye in an
    // orthographic view) to just beyond the near plane, the nearest frame's
    // label in front of the farther ones.
    std::vector<float> depths(m_labels.size());
    std::vector<int> order(m_labels.size());
    for (size_t i = 0; i < m_labels.size(); ++i) {
        depths[i] = QVector3D::dotProduct(m_labels[i].at - eye, look);
        order[i] = int(i);
    }
    std::sort(order.begin(), order.end(), [&](int a, int b) { return depths[size_t(a)] < depths[size_t(b)]; });
    std::vector<float> front(m_labels.size());
    const float nearPlane = m_camera->nearPlane(), span = (m_camera->farPlane() - nearPlane) * 1e-4f;
    for (size_t r = 0; r < order.size(); ++r) front[size_t(order[r])] = nearPlane + span * (1.0f + float(r) / float(order.size()));
    QByteArray bytes(qsizetype(m_labels.size()) * 4 * 5 * qsizetype(sizeof(float)), Qt::Uninitialized);
    float* out = reinterpret_cast<float*>(bytes.data());
    for (size_t i = 0; i < m_labels.size(); ++i) {
        const Label& l = m_labels[i];
        const float depth = std::max(1e-4f, depths[i]);
        const float h = kShareOfView * (ortho ? m_camera->top() - m_camera->bottom() : 2 * tanHalf * depth), w = h * l.aspect;
        const QVector3D corner = l.at + right * (0.15f * h) + up * (0.1f * h);
        QVector3D corners[4] = {corner, corner + right * w, corner + right * w + up * h, corner + up * h};
        for (QVector3D& c : corners) c = ortho ? c - look * (depths[i] - front[i]) : eye + (c - eye) * (front[i] / depth);
        // The atlas's first row is its top: v grows downward.
        const QPointF uv[4] = {l.uv.bottomLeft(), l.uv.bottomRight(), l.uv.topRight(), l.uv.topLeft()};
        for (int k = 0; k < 4; ++k) {
            *out++ = corners[k].x(), *out++ = corners[k].y(), *out++ = corners[k].z();
            *out++ = float(uv[k].x()), *out++ = float(uv[k].y());
        }
    }
    m_mesh.vertices->setData(bytes);
}

}  // namespace kinedit
