#include "MjcfTree.h"

#include "MjcfCodes.h"
#include "io/IncludedFileCache.h"
#include "xml/XmlDiagnostics.h"
#include "xml/XmlDocument.h"
#include "io/OpenFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace kinedit {

namespace {
struct MjcfTreeText {
    Q_DECLARE_TR_FUNCTIONS(MjcfTree)
};
using T = MjcfTreeText;
const std::vector<MjcfNode> kNone;
}  // namespace

MjcfTree::MjcfTree(const XmlDocument& doc, Diagnostics& out) {
    m_folder = QFileInfo(doc.fileName()).absolutePath();
    const XmlElement* root = doc.root();
    if (!root) return;
    m_root = {root, &doc};
    QStringList chain{QFileInfo(doc.fileName()).absoluteFilePath()};
    expand(root, &doc, chain, out);
}

void MjcfTree::expand(const XmlElement* e, const XmlDocument* doc, QStringList& chain, Diagnostics& out) {
    std::vector<MjcfNode> list;  // not a reference into m_children: the recursion rehashes it
    for (const XmlElement* c : e->elements()) {
        if (c->name() != QLatin1String("include")) {
            list.push_back({c, doc});
            expand(c, doc, chain, out);
            continue;
        }
        const QString name = c->attribute(u"file");
        if (name.isEmpty()) {
            out.append(diagnosticAt(*doc, c, {}, Severity::Error, mjcfcode::BadInclude, T::tr("<include> needs a file")));
            continue;
        }
        const QString path = QFileInfo(QDir(m_folder), name).absoluteFilePath();
        if (chain.contains(path)) {
            out.append(diagnosticAt(*doc, c, QStringLiteral("file"), Severity::Error, mjcfcode::BadInclude,
                                    T::tr("'%1' includes itself (through %2)").arg(name, chain.join(QStringLiteral(" → ")))));
            continue;
        }
        if (!QFileInfo(path).isFile() && !openFileText(path)) {  // an editor may hold a file not yet saved
            out.append(diagnosticAt(*doc, c, QStringLiteral("file"), Severity::Error, mjcfcode::BadInclude,
                                    T::tr("included file '%1' not found (MuJoCo looks beside the main file: %2)")
                                        .arg(name, QDir::toNativeSeparators(m_folder))));
            continue;
        }
        Diagnostics parse;
        std::shared_ptr<const XmlDocument> inc = loadIncludedFile(path, &parse);
        if (!inc || hasErrors(parse) || !inc->root()) {
            out.append(diagnosticAt(*doc, c, QStringLiteral("file"), Severity::Error, mjcfcode::BadInclude,
                                    T::tr("included file '%1' is not well-formed XML").arg(name)));
            for (const Diagnostic& d : parse)
                if (d.severity == Severity::Error) out.append(d);
            continue;
        }
        if (inc->root()->name() != QLatin1String("mujoco")) {
            out.append(diagnosticAt(*doc, c, QStringLiteral("file"), Severity::Error, mjcfcode::BadInclude,
                                    T::tr("included file '%1' must have <mujoco> as its root, not <%2>").arg(name, inc->root()->name())));
            continue;
        }
        m_included.push_back(inc);
        chain.append(path);
        // The included root's children take the include's place.
        const XmlElement* incRoot = inc->root();
        expand(incRoot, inc.get(), chain, out);
        const std::vector<MjcfNode> spliced = m_children.value(incRoot);
        list.insert(list.end(), spliced.begin(), spliced.end());
        chain.removeLast();
    }
    m_children.insert(e, std::move(list));
}

const std::vector<MjcfNode>& MjcfTree::children(const MjcfNode& n) const {
    const auto it = m_children.constFind(n.e);
    return it == m_children.cend() ? kNone : *it;
}

std::vector<MjcfNode> MjcfTree::children(const MjcfNode& n, QStringView name) const {
    std::vector<MjcfNode> r;
    for (const MjcfNode& c : children(n))
        if (c.e->name() == name) r.push_back(c);
    return r;
}

MjcfNode MjcfTree::firstChild(const MjcfNode& n, QStringView name) const {
    for (const MjcfNode& c : children(n))
        if (c.e->name() == name) return c;
    return {};
}

QStringList MjcfTree::includedFiles() const {
    QStringList r;
    for (const auto& d : m_included) r.append(d->fileName());
    return r;
}

}  // namespace kinedit
