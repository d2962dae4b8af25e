// The element tree MuJoCo reads: the main document with every <include>
// replaced by the children of the included file's <mujoco>, as MuJoCo 2.2.2
// does before it reads anything else. Included files are resolved relative
// to the main file's folder (not the including file's), may include others,
// and keep their own locations for messages.
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QHash>
#include <QString>

#include <memory>
#include <vector>

namespace kinedit {

class XmlDocument;
class XmlElement;

// An element and the document it is written in.
struct MjcfNode {
    const XmlElement* e = nullptr;
    const XmlDocument* doc = nullptr;
    explicit operator bool() const { return e != nullptr; }
};

class MjcfTree {
public:
    // Reads doc's includes; what is wrong with one is reported in out at the
    // <include> element (MJCF-E006), and its content is left out.
    MjcfTree(const XmlDocument& doc, Diagnostics& out);

    MjcfNode root() const { return m_root; }
    // The child elements of n in MuJoCo's order, includes expanded (an
    // <include> itself is not among them).
    const std::vector<MjcfNode>& children(const MjcfNode& n) const;
    std::vector<MjcfNode> children(const MjcfNode& n, QStringView name) const;
    MjcfNode firstChild(const MjcfNode& n, QStringView name) const;
    // The main file's folder (meshdir, includes and every file are relative to it).
    const QString& folder() const { return m_folder; }
    // Every file read besides the main one.
    QStringList includedFiles() const;

private:
    void expand(const XmlElement* e, const XmlDocument* doc, QStringList& chain, Diagnostics& out);
    MjcfNode m_root;
    QString m_folder;
    QHash<const XmlElement*, std::vector<MjcfNode>> m_children;
    std::vector<std::shared_ptr<const XmlDocument>> m_included;
};

}  // namespace kinedit
