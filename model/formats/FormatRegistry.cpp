#include "FormatRegistry.h"

#include "hrdf/HrdfFormat.h"
#include "mjcf/MjcfFormat.h"
#include "sdf/SdfFormat.h"
#include "skel/SkelFormat.h"
#include "srdf/SrdfFormat.h"
#include "tamp/TampFormat.h"
#include "urdf/UrdfFormat.h"
#include "xacro/XacroFormat.h"

#include <QFileInfo>

namespace kinedit {

FormatRegistry::FormatRegistry() {
    // One line per format; each lives in its own folder.
    m_formats.push_back(std::make_unique<HrdfFormat>());
    m_formats.push_back(std::make_unique<UrdfFormat>());
    m_formats.push_back(std::make_unique<SkelFormat>());
    m_formats.push_back(std::make_unique<TampFormat>());
    m_formats.push_back(std::make_unique<SdfFormat>());
    m_formats.push_back(std::make_unique<XacroFormat>());
    m_formats.push_back(std::make_unique<MjcfFormat>());
    m_formats.push_back(std::make_unique<SrdfFormat>());
}

const FormatRegistry& FormatRegistry::instance() {
    static const FormatRegistry registry;
    return registry;
}

const Format* FormatRegistry::byId(QStringView id) const {
    for (const auto& f : m_formats)
        if (f->id() == id) return f.get();
    return nullptr;
}

const Format* FormatRegistry::byExtension(const QString& path) const {
    const QString ext = QFileInfo(path).suffix().toLower();
    for (const auto& f : m_formats)
        if (f->extensions().contains(ext)) return f.get();
    return nullptr;
}

const Format* FormatRegistry::exporterFor(const QString& path) const {
    const QString ext = QFileInfo(path).suffix().toLower();
    for (const auto& f : m_formats)
        if (f->writer() && f->extensions().contains(ext)) return f.get();
    return nullptr;
}

const Format* FormatRegistry::detect(const XmlDocument& doc, const QString& path) const {
    const Format* best = nullptr;
    int bestScore = 0;
    for (const auto& f : m_formats) {
        const int score = f->recognize(doc, path);
        if (score > bestScore) {
            best = f.get();
            bestScore = score;
        }
    }
    return best;
}

}  // namespace kinedit
