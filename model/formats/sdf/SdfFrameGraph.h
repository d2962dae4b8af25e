// The frame graphs of an SDFormat model or world (section 1.6 of the
// composition proposal): every link, joint, frame and nested model is a
// vertex of its scope; references resolve only downwards (1.3.2:
// `mid_model::mid_link`, never an outer scope's name); the attached_to graph
// gives each vertex the link it moves with, the relative_to graph its
// zero-configuration pose. Each mistake is reported once, where it was
// written; what depends on a mistake stays unresolved without more errors.
#pragma once

#include "SdfDom.h"

#include "diagnostics/Diagnostic.h"

#include <QHash>
#include <QSet>

namespace kinedit {

class SdfFrameGraph {
public:
    enum class Kind { Link, Joint, Frame, Model, Scope };  // Scope: a model's (or the world's) own frame

    struct Vertex {
        Kind kind = Kind::Frame;
        QString name;     // scoped from the file's root: "arm::gripper_mount"
        int scope = -1;   // the scope that holds it
        int nested = -1;  // Model and Scope vertices: the scope they stand for
        const SdfLink* link = nullptr;
        const SdfJoint* joint = nullptr;
        const SdfFrame* frame = nullptr;
        const SdfModel* model = nullptr;
        // Results (valid when resolved is true).
        bool resolved = false;
        Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();  // in the root model's (or the world's) frame
        int body = -1;                                           // the link vertex it moves with; -1: the world or a static model
        // Joints only: the links (vertex ids, -1: world) and the axes in the joint frame.
        int parentBody = -1, childBody = -1;
        int parentFrame = -1, childFrame = -1;  // the frames named by parent and child
        Eigen::Vector3d axis = Eigen::Vector3d::UnitZ(), axis2 = Eigen::Vector3d::UnitX();
        // Resolution state (internal).
        int poseState = 0, bodyState = 0;
        Eigen::Isometry3d local = Eigen::Isometry3d::Identity();  // in its scope's frame
        int localBody = -1;
    };

    struct Scope {
        const SdfModel* model = nullptr;  // null for the world
        const SdfWorld* world = nullptr;
        int parent = -1;
        int self = -1;              // its Scope vertex
        int vertexInParent = -1;    // its Model vertex in the parent scope
        QString prefix;             // "" or "arm::"
        QHash<QString, int> names;  // local name -> vertex
    };

    // Builds the graphs and resolves them; problems go to out.
    SdfFrameGraph(const SdfRoot& root, Diagnostics* out);

    const std::vector<Vertex>& vertices() const { return m_vertices; }
    const std::vector<Scope>& scopes() const { return m_scopes; }
    bool isWorld() const { return m_world; }
    // The vertex a vertex's pose is relative to: its relative_to, else its
    // default (a link, frame or model: its scope's frame or attached_to; a
    // joint: its child). -1 when that is invalid.
    int relativeTo(int v) const;
    // A model vertex's placement frame (-1: none, or invalid).
    int placementFrame(int v) const { return m_edges.empty() ? -1 : std::max(-1, m_edges[size_t(v)].placement); }

private:
    std::vector<Vertex> m_vertices;
    std::vector<Scope> m_scopes;
    bool m_world = false;
    Diagnostics* m_out;
    QVersionNumber m_version;
    std::vector<int> m_stack;

    int addScope(const SdfModel* model, const SdfWorld* world, int parent, const QString& prefix);
    int addVertex(int scope, Kind kind, const QString& localName);
    void report(const SdfSource& src, const XmlElement* e, const QString& attr, const char* code, const QString& msg);

    // Resolves a reference written in scope s; -1 with *why set when it names
    // nothing there.
    int lookup(int s, const QString& ref, QString* why) const;
    int reference(int s, const QString& ref, const SdfSource& src, const XmlElement* e, const QString& attr, const char* code,
                  const QString& what);

    bool resolveLocal(int v);  // relative_to graph
    QString cycleFrom(int v) const;
    SdfSource sourceOf(const Vertex& x) const;  // the element that defines the vertex
    void reportNoBody(int asking, int target);
    bool m_chainReported = false;
    QSet<int> m_noBodyReported;  // scopes  // "a -> b -> a": the resolution stack from v back to v
    bool resolveBody(int v);     // attached_to graph
    bool poseInScope(int s, int v, Eigen::Isometry3d* out);
    void resolveJoint(int v);
    int canonicalLink(int scope);

    // References found while building, checked and resolved lazily.
    struct Edges {
        int relativeTo = -2;  // -2: not looked up yet; -1: invalid (reported)
        int attachedTo = -2;
        int placement = -2;
    };
    std::vector<Edges> m_edges;
    QHash<int, int> m_canonical;  // scope -> link vertex (-1: none)
};

}  // namespace kinedit
