// The formats Kinedit knows, and which one a file is.
#pragma once

#include "Format.h"

#include <memory>
#include <vector>

namespace kinedit {

class FormatRegistry {
public:
    static const FormatRegistry& instance();

    const std::vector<std::unique_ptr<Format>>& formats() const { return m_formats; }
    const Format* byId(QStringView id) const;
    // The format a path's extension names (null if none does).
    const Format* byExtension(const QString& path) const;
    // The format an export to path writes: of those its extension names,
    // the one that exports (.xml: MJCF, not TAMP); null if none does.
    const Format* exporterFor(const QString& path) const;
    // The format that recognizes the document best (null if none does).
    const Format* detect(const XmlDocument& doc, const QString& path) const;

private:
    FormatRegistry();
    std::vector<std::unique_ptr<Format>> m_formats;
};

}  // namespace kinedit
