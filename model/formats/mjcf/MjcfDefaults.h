// MJCF's <default> classes: a tree of named classes under "main", each
// holding attribute values per element kind (joint, geom, site, mesh, ...).
// A class starts as a copy of its parent's values and overrides them; an
// element takes its own attributes first, then those of its class (its
// class= or the childclass of the nearest body that has one, else main).
#pragma once

#include "MjcfTree.h"

#include <QHash>
#include <QString>

#include <deque>
#include <optional>

namespace kinedit {

struct MjcfClass {
    QString name;
    const MjcfClass* parent = nullptr;
    MjcfNode node;  // the <default> element (null for an implicit main)
    struct Value {
        QString text;
        MjcfNode from;  // the element in the default that writes it
    };
    // kind ("joint", "geom", ...) -> attribute -> value
    QHash<QString, QHash<QString, Value>> values;
};

class MjcfDefaults {
public:
    // Reads the top-level <default> sections of tree (MJCF-E008 for a class
    // defined twice).
    void read(const MjcfTree& tree, Diagnostics& out);
    const MjcfClass* main() const { return &m_classes.front(); }
    const MjcfClass* find(const QString& name) const { return m_byName.value(name); }

private:
    void readClass(const MjcfTree& tree, const MjcfNode& n, const MjcfClass* parent, Diagnostics& out);
    std::deque<MjcfClass> m_classes{MjcfClass{QStringLiteral("main"), nullptr, {}, {}}};
    QHash<QString, MjcfClass*> m_byName{{QStringLiteral("main"), &m_classes.front()}};
};

// An element as MuJoCo reads it: its own attributes, then its class's.
struct MjcfItem {
    MjcfNode node;
    const MjcfClass* cls = nullptr;
    QString kind;  // the default kind: the element's name ("joint", "geom")

    bool has(QStringView attribute) const;
    QString get(QStringView attribute, const QString& fallback = {}) const;
    // Where the value is written: the element, or the default's element.
    MjcfNode source(QStringView attribute) const;
};

}  // namespace kinedit
