#include "FrameLabels.h"

#include "DrawOver.h"
#include "DynamicMesh.h"

#include <QFont>
#include <QFontMetrics>
#include <QPainter>
#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DExtras/QTextureMaterial>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraLens>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QPaintedTextureImage>
#include <Qt3DRender/QTexture>

#include <cmath>
#include <map>
#include <tuple>

namespace kinedit {

namespace {
constexpr int kLine = 40;               // a label's height in the atlas, pixels
constexpr int kAtlasWidth = 2048;
constexpr float kShareOfView = 0.035f;  // a label's height, of the view's height (25 px in 700)
constexpr int kNamesPerLabel = 3;       // coinciding frames beyond these are counted, not named

QFont labelFont() {
    QFont font;
    font.setPixelSize(26);
    return font;
}
}  // namespace

// The texture every label is painted into, one line each, packed in rows.
class LabelAtlas : public Qt3DRender::QPaintedTextureImage {
public:
    using QPaintedTextureImage::QPaintedTextureImage;
    struct Entry {
        QString text;
        QRect rect;
    };
    std::vector<Entry> entries;

protected:
    void paint(QPainter* p) override {
        p->setCompositionMode(QPainter::CompositionMode_Source);
        p->fillRect(QRect(QPoint(0, 0), size()), Qt::transparent);
        p->setCompositionMode(QPainter::CompositionMode_SourceOver);
        p->setRenderHint(QPainter::Antialiasing);
        const QFont font = labelFont();
        const int baseline = QFontMetrics(font).ascent() + (kLine - QFontMetrics(font).height()) / 2;
        p->setFont(font);
        const QFontMetrics metrics(font);
        for (const Entry& e : entries) {
            // Dark text on a light, rounded, half-transparent plate: readable
            // on the sky and on parts. (Stroking each text's outline as a
            // halo took 16 s for 3,000 labels.)
            const QRectF plate(e.rect.left() + 1, e.rect.top() + 4, metrics.horizontalAdvance(e.text) + 6, kLine - 8);
            p->setPen(Qt::NoPen);
            p->setBrush(QColor(255, 255, 255, 190));
            p->drawRoundedRect(plate, 5, 5);
            p->setPen(QColor(25, 25, 35));
            p->drawText(QPointF(e.rect.left() + 4, e.rect.top() + baseline), e.text);
        }
    }
};

FrameLabels::FrameLabels(Qt3DCore::QEntity* parent, Qt3DRender::QCamera* camera) : QObject(parent), m_camera(camera) {
    auto* material = new Qt3DExtras::QTextureMaterial;
    m_mesh = makeDynamicMesh(parent, material, Qt3DCore::QAttribute::defaultTextureCoordinateAttributeName(), 2);
    auto* texture = new Qt3DRender::QTexture2D(m_mesh.entity);
    texture->setMinificationFilter(Qt3DRender::QAbstractTexture::Linear);
    texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
    m_atlas = new LabelAtlas(texture);
    m_atlas->setSize(QSize(kAtlasWidth, kLine));
    texture->addTextureImage(m_atlas);
    material->setTexture(texture);
    material->setAlphaBlendingEnabled(true);
    // Seen through the parts in front of them (drawn after the robot, which
    // comes first in the scene; a part made later, such as a highlight, may
    // still cover one).
    drawOver(material, false);
    connect(camera, &Qt3DRender::QCamera::viewMatrixChanged, this, &FrameLabels::refresh);
    connect(camera, &Qt3DRender::QCamera::projectionMatrixChanged, this, &FrameLabels::refresh);
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
    m_atlas->entries.clear();
    QPoint cursor(0, 0);
    for (const auto& key : order) {
        const auto& frames = byPoint[key];
        QStringList names;
        for (size_t i = 0; i < frames.size() && i < size_t(kNamesPerLabel); ++i) names << frames[i].second;
        QString text = names.join(QStringLiteral(", "));
        if (frames.size() > size_t(kNamesPerLabel)) text += tr(" (+%n more)", nullptr, int(frames.size()) - kNamesPerLabel);
        const int width = std::min(kAtlasWidth, metrics.horizontalAdvance(text) + 8);
        if (cursor.x() + width > kAtlasWidth) cursor = QPoint(0, cursor.y() + kLine);
        m_atlas->entries.push_back({text, QRect(cursor, QSize(width, kLine))});
        m_labels.push_back({frames.front().first, text, {}, float(width) / kLine, {}});
        cursor.rx() += width;
    }
    const QSize size(kAtlasWidth, cursor.y() + kLine);
    for (size_t i = 0; i < m_labels.size(); ++i) {
        const QRect r = m_atlas->entries[i].rect;
        m_labels[i].uv = QRectF(double(r.left()) / size.width(), double(r.top()) / size.height(), double(r.width()) / size.width(),
                                double(r.height()) / size.height());
    }
    m_atlas->setSize(size);
    m_atlas->update();
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
    QByteArray bytes(qsizetype(m_labels.size()) * 4 * 5 * qsizetype(sizeof(float)), Qt::Uninitialized);
    float* out = reinterpret_cast<float*>(bytes.data());
    for (const Label& l : m_labels) {
        const float depth = std::max(1e-4f, QVector3D::dotProduct(l.at - eye, look));
        const float h = kShareOfView * (ortho ? m_camera->top() - m_camera->bottom() : 2 * tanHalf * depth), w = h * l.aspect;
        const QVector3D corner = l.at + right * (0.15f * h) + up * (0.1f * h);
        const QVector3D corners[4] = {corner, corner + right * w, corner + right * w + up * h, corner + up * h};
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
