#include "Format.h"

#include "xml/XmlDocument.h"

#include <QMap>

#include "io/IncludedFileCache.h"
#include "schema/Schema.h"
#include "xml/XmlDocument.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

namespace kinedit {

namespace {
struct FormatText {
    Q_DECLARE_TR_FUNCTIONS(Format)
};
}  // namespace

const ElementSchema* Format::elementSchema(const XmlElement& e) const {
    const Schema* s = schema();
    return s ? s->element(e.name()) : nullptr;
}

const ElementSchema* Format::childSchema(const XmlElement& parent, const QString& name) const {
    Q_UNUSED(parent);
    const Schema* s = schema();
    return s ? s->element(name) : nullptr;
}

namespace {

constexpr int kMaxFilesRead = 4096;  // far more than a robot has; a bound against include loops

void collectIncludes(const Format& f, const XmlElement& e, const QString& path, QStringList& files, QSet<QString>& seen) {
    const QString included = f.includedFile(e, path);
    if (!included.isEmpty()) {
        const QString abs = QFileInfo(included).absoluteFilePath();
        if (!seen.contains(abs) && files.size() < kMaxFilesRead) {
            seen.insert(abs);
            files << abs;
            Diagnostics ignored;
            if (const auto doc = loadIncludedFile(abs, &ignored); doc && doc->root()) collectIncludes(f, *doc->root(), abs, files, seen);
        }
    }
    for (const XmlElement* c : e.elements()) collectIncludes(f, *c, path, files, seen);
}

}  // namespace

QString Format::unitAt(const XmlElement& e, const QString& schemaUnit) const {
    if (schemaUnit != QLatin1String("rad or m")) return schemaUnit;
    for (const XmlElement* j = &e; j; j = j->parentElement()) {
        if (j->name() != QLatin1String("joint") || !j->hasAttribute(u"type")) continue;
        const QString type = j->attribute(u"type");
        if (type == QLatin1String("revolute") || type == QLatin1String("continuous")) return QStringLiteral("rad");
        if (type == QLatin1String("prismatic")) return QStringLiteral("m");
        break;
    }
    return schemaUnit;
}

QStringList Format::filesRead(const XmlDocument& doc, DocumentState* /*state*/) const {
    QStringList files;
    QSet<QString> seen{QFileInfo(doc.fileName()).absoluteFilePath()};
    if (doc.root()) collectIncludes(*this, *doc.root(), doc.fileName(), files, seen);
    return files;
}

QByteArray Format::flatten(const XmlDocument& doc, Diagnostics& out, DocumentState* /*state*/) const {
    Q_UNUSED(doc);
    Diagnostic d;
    d.code = QStringLiteral("CLI-E001");
    d.message = FormatText::tr("%1 files have no includes to flatten").arg(displayName());
    out.append(d);
    return {};
}

}  // namespace kinedit

namespace kinedit {

ElementKind Format::elementKind(const XmlElement& e) const {
    Q_UNUSED(e);
    return ElementKind::Value;
}

QStringList Format::uncarried(const XmlDocument& doc) const {
    Q_UNUSED(doc);
    return {};
}

std::vector<ConfigurationTag> Format::configurationTags(const XmlDocument& doc, const kin::Model* model) const {
    Q_UNUSED(doc);
    Q_UNUSED(model);
    return {};
}

QStringList countedTags(const XmlDocument& doc, const QStringList& tags) {
    QMap<QString, int> counts;
    std::vector<const XmlElement*> stack;
    if (doc.root()) stack.push_back(doc.root());
    while (!stack.empty()) {
        const XmlElement* e = stack.back();
        stack.pop_back();
        if (tags.contains(e->name())) ++counts[e->name()];
        for (const XmlElement* c : e->elements()) stack.push_back(c);
    }
    QStringList out;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) out << QStringLiteral("%1 <%2>").arg(it.value()).arg(it.key());
    return out;
}

}  // namespace kinedit

namespace kinedit {

InertialEdit Format::inertialEdit(const XmlDocument&, DocumentState*, const QString&, const kin::Inertial*, const MassProperties&) const {
    return {std::nullopt, FormatText::tr("Kinedit does not write inertials in %1 files").arg(displayName())};
}

}  // namespace kinedit
