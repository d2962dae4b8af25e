#include "MjcfSkinReader.h"

#include "MjcfCodes.h"
#include "xml/NumberText.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>

namespace kinedit {

namespace {
struct MjcfSkinText {
    Q_DECLARE_TR_FUNCTIONS(MjcfSkin)
};
using T = MjcfSkinText;

Diagnostic at(const MjcfNode& n, const QString& attribute, const char* code, const QString& message) {
    return diagnosticAt(*n.doc, n.e, attribute, Severity::Error, code, message);
}

template <class Number>
std::vector<Number> numbers(const XmlElement* e, QStringView attribute) {
    std::vector<double> v;
    if (!readNumbers(e->attribute(attribute), v)) return {};
    std::vector<Number> out;
    out.reserve(v.size());
    for (double x : v) {
        if constexpr (std::is_integral_v<Number>)
            out.push_back(std::isfinite(x) ? Number(std::clamp(x, -2e9, 2e9)) : Number(-1));
        else
            out.push_back(Number(x));
    }
    return out;
}

// MuJoCo's SKN file: four int32 counts (vertices, texture coordinates,
// faces, bones), the float vertices and texture coordinates, the int32
// faces, then per bone a 40-byte body name, bind position (3 floats) and
// quaternion (4), a vertex count and as many int32 ids and float weights.
// Native byte order, as MuJoCo reads it.
QString readSkn(const QString& path, MjcfSkin& s) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return T::tr("cannot open the SKN file '%1'").arg(path);
    const QByteArray bytes = f.readAll();
    const qsizetype words = bytes.size() / 4;
    if (bytes.size() < 16) return T::tr("the SKN file '%1' has no header").arg(path);
    auto word = [&](qsizetype i) {
        qint32 v;
        std::memcpy(&v, bytes.constData() + 4 * i, 4);
        return v;
    };
    auto real = [&](qsizetype i) {
        float v;
        std::memcpy(&v, bytes.constData() + 4 * i, 4);
        return v;
    };
    const qint64 nv = word(0), nt = word(1), nf = word(2), nb = word(3);
    if (nv < 0 || nt < 0 || nf < 0 || nb < 0) return T::tr("the SKN file '%1' has a negative count in its header").arg(path);
    if (words < 4 + 3 * nv + 2 * nt + 3 * nf) return T::tr("the SKN file '%1' holds fewer numbers than its header says").arg(path);
    qsizetype i = 4;
    for (qint64 k = 0; k < 3 * nv; ++k) s.vertices.push_back(real(i++));
    for (qint64 k = 0; k < 2 * nt; ++k) s.texCoords.push_back(real(i++));
    for (qint64 k = 0; k < 3 * nf; ++k) s.faces.push_back(word(i++));
    for (qint64 b = 0; b < nb; ++b) {
        if (words - i < 18) return T::tr("the SKN file '%1' ends within bone %2").arg(path).arg(b);
        MjcfSkin::Bone bone;
        const char* name = bytes.constData() + 4 * i;
        bone.body = QString::fromUtf8(name, qsizetype(strnlen(name, 39)));
        i += 10;
        bone.bindPosition = Eigen::Vector3f(real(i), real(i + 1), real(i + 2));
        bone.bindQuaternion = Eigen::Vector4f(real(i + 3), real(i + 4), real(i + 5), real(i + 6));
        i += 7;
        const qint64 count = word(i++);
        if (count < 0) return T::tr("the SKN file '%1' has a negative vertex count in bone %2").arg(path).arg(b);
        if (words - i < 2 * count) return T::tr("the SKN file '%1' ends within bone %2").arg(path).arg(b);
        for (qint64 k = 0; k < count; ++k) bone.vertices.push_back(word(i++));
        for (qint64 k = 0; k < count; ++k) bone.weights.push_back(real(i++));
        s.bones.push_back(std::move(bone));
    }
    return {};
}

}  // namespace

MjcfSkin readMjcfSkin(const MjcfNode& n, const QString& file, Diagnostics& out) {
    const XmlElement* e = n.e;
    MjcfSkin s;
    s.node = n;
    s.name = e->attribute(u"name");
    s.material = e->attribute(u"material");
    if (const std::vector<float> c = numbers<float>(e, u"rgba"); c.size() == 4) s.rgba = Eigen::Vector4f(c[0], c[1], c[2], c[3]);
    if (const std::vector<float> v = numbers<float>(e, u"inflate"); v.size() == 1) s.inflate = v[0];
    if (const std::vector<int> v = numbers<int>(e, u"group"); v.size() == 1) s.group = v[0];
    s.vertices = numbers<float>(e, u"vertex");
    s.texCoords = numbers<float>(e, u"texcoord");
    s.faces = numbers<int>(e, u"face");
    for (const XmlElement* b : e->elements()) {
        if (b->name() != QLatin1String("bone")) continue;
        MjcfSkin::Bone bone;
        bone.node = {b, n.doc};
        bone.body = b->attribute(u"body");
        if (const std::vector<float> p = numbers<float>(b, u"bindpos"); p.size() == 3)
            bone.bindPosition = Eigen::Vector3f(p[0], p[1], p[2]);
        if (const std::vector<float> q = numbers<float>(b, u"bindquat"); q.size() == 4)
            bone.bindQuaternion = Eigen::Vector4f(q[0], q[1], q[2], q[3]);
        bone.vertices = numbers<int>(b, u"vertid");
        bone.weights = numbers<float>(b, u"vertweight");
        s.bones.push_back(std::move(bone));
    }
    if (file.isEmpty()) return s;
    if (!s.vertices.empty() || !s.texCoords.empty() || !s.faces.empty() || !s.bones.empty()) {
        out.append(
            at(n, QStringLiteral("file"), mjcfcode::Skin, T::tr("a skin takes its data from a file or from its attributes, not both")));
        s.refused = true;
    } else if (!file.endsWith(QLatin1String(".skn"), Qt::CaseInsensitive)) {
        out.append(at(n, QStringLiteral("file"), mjcfcode::Skin, T::tr("a skin file is an SKN file (.skn)")));
        s.refused = true;
    } else if (const QString problem = readSkn(file, s); !problem.isEmpty()) {
        out.append(at(n, QStringLiteral("file"), mjcfcode::Skin, problem));
        s.refused = true;
    }
    return s;
}

void checkMjcfSkins(MjcfModel& m, Diagnostics& out) {
    QSet<QString> bodies;
    for (const MjcfBody& b : m.bodies)
        if (!b.name.isEmpty()) bodies.insert(b.name);
    std::vector<MjcfSkin> kept;
    for (MjcfSkin& s : m.skins) {
        if (s.refused) continue;
        const MjcfNode& n = s.node;
        const qsizetype before = out.size();
        auto fail = [&](const QString& attribute, const QString& message) { out.append(at(n, attribute, mjcfcode::Skin, message)); };
        if (s.group < 0 || s.group > 5) fail(QStringLiteral("group"), T::tr("a skin's group is from 0 to 5"));
        if (s.vertices.empty() || s.faces.empty() || s.bones.empty()) {
            fail({}, T::tr("a skin needs vertices, faces and bones (or an SKN file)"));
            continue;
        }
        const size_t nv = s.vertices.size() / 3;
        if (s.vertices.size() % 3) {
            fail(QStringLiteral("vertex"), T::tr("a skin's vertices are 3 numbers each"));
            continue;
        }
        if (!s.texCoords.empty() && s.texCoords.size() != 2 * nv)
            fail(QStringLiteral("texcoord"), T::tr("a skin has 2 texture coordinates per vertex (%1 vertices)").arg(nv));
        if (s.faces.size() % 3) fail(QStringLiteral("face"), T::tr("a skin's faces are 3 vertex ids each"));
        if (!s.material.isEmpty() && !m.material(s.material))
            out.append(at(n, QStringLiteral("material"), mjcfcode::UndefinedReference,
                          T::tr("material '%1' is not defined in <asset>").arg(s.material)));
        std::vector<float> total(nv, 0.0f);
        bool incompleteBone = false;
        for (const MjcfSkin::Bone& bone : s.bones) {
            const MjcfNode& b = bone.node ? bone.node : n;
            // A <bone> without body, vertid or vertweight: said by the schema rules.
            const bool incomplete =
                bone.node && (!b.e->hasAttribute(u"body") || !b.e->hasAttribute(u"vertid") || !b.e->hasAttribute(u"vertweight"));
            if (incomplete) {
                incompleteBone = true;
                continue;
            }
            if (!bodies.contains(bone.body)) {
                out.append(at(b, QStringLiteral("body"), mjcfcode::UndefinedReference, T::tr("body '%1' is not defined").arg(bone.body)));
                continue;
            }
            if (bone.vertices.empty() || bone.vertices.size() != bone.weights.size()) {
                out.append(at(b, QStringLiteral("vertweight"), mjcfcode::Skin,
                              T::tr("a bone gives as many weights as vertex ids, at least one (%1 ids, %2 weights)")
                                  .arg(bone.vertices.size())
                                  .arg(bone.weights.size())));
                continue;
            }
            for (size_t k = 0; k < bone.vertices.size(); ++k) {
                const int v = bone.vertices[k];
                if (v < 0 || size_t(v) >= nv) {
                    out.append(at(b, QStringLiteral("vertid"), mjcfcode::Skin,
                                  T::tr("vertex id %1 is not among the skin's %2 vertices").arg(v).arg(nv)));
                    break;
                }
                total[size_t(v)] += bone.weights[k];
            }
        }
        if (out.size() == before && !incompleteBone)
            for (size_t v = 0; v < nv; ++v)
                if (!(total[v] > 1e-15f)) {
                    fail({}, T::tr("vertex %1 of the skin has no positive weight from its bones").arg(v));
                    break;
                }
        if (out.size() != before || incompleteBone) continue;
        // As mjCSkin::Compile leaves them: each vertex's weights sum to 1.
        for (MjcfSkin::Bone& bone : s.bones)
            for (size_t k = 0; k < bone.vertices.size(); ++k) bone.weights[k] /= total[size_t(bone.vertices[k])];
        kept.push_back(std::move(s));
    }
    m.skins = std::move(kept);
}

}  // namespace kinedit
