#include "XacroFormat.h"

#include "formats/FormatRegistry.h"
#include "xml/XmlDocument.h"

namespace kinedit {

ElementKind XacroFormat::elementKind(const XmlElement& e) const {
    const QString& tag = e.name();
    if (!tag.startsWith(QLatin1String("xacro:"))) {
        static const Format* urdf = FormatRegistry::instance().byId(expandsTo());
        return urdf ? urdf->elementKind(e) : ElementKind::Value;
    }
    static const QHash<QString, ElementKind> kinds = {
        {"xacro:macro", ElementKind::Macro},       {"xacro:property", ElementKind::Property}, {"xacro:arg", ElementKind::Property},
        {"xacro:include", ElementKind::Include},   {"xacro:if", ElementKind::Value},          {"xacro:unless", ElementKind::Value},
        {"xacro:insert_block", ElementKind::Call}, {"xacro:call", ElementKind::Call},         {"xacro:element", ElementKind::Value},
        {"xacro:attribute", ElementKind::Value},
    };
    return kinds.value(tag, ElementKind::Call);  // any other xacro: tag calls a macro
}

}  // namespace kinedit
