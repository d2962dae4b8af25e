// What the formats keep of one document between its checks, held by the
// client that holds the document (the window, a language-server document,
// a CLI command) and handed to every check of it: xacro's argument values,
// and what a check read, kept for the next step of the same revision
// (validate() leaves its reading for compile(); xacro keeps its expansion
// for the editor's questions about it), and how the client weighs meshes. The formats themselves keep
// nothing of any document, so documents never see each other's state.
// Safe to use from several threads.
#pragma once

#include "GeometryMasses.h"
#include "diagnostics/Diagnostic.h"
#include "xml/XmlDocument.h"

#include <QHash>
#include <QString>

#include <map>
#include <memory>
#include <mutex>

namespace kinedit {

class DocumentState {
public:
    // xacro's NAME:=VALUE for the document.
    void setArguments(const QHash<QString, QString>& arguments) {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_arguments = arguments;
    }
    QHash<QString, QString> arguments() const {
        const std::lock_guard<std::mutex> lock(m_mutex);
        return m_arguments;
    }

    // How meshes are weighed as the format's simulator weighs them, for a
    // compile that needs their mass (MJCF's bodies without <inertial>); the
    // client's mesh source, set by the document check (DocumentCheck.h).
    // Empty: meshes are not weighed.
    void setMeshWeigher(MeshWeigher weigh) {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_weigh = std::move(weigh);
    }
    MeshWeigher meshWeigher() const {
        const std::lock_guard<std::mutex> lock(m_mutex);
        return m_weigh;
    }

    // Keeps value as what owner (a format, for its own use: each owner
    // keeps one type) found in doc's current revision, replacing what it
    // kept before.
    template <typename T>
    void keep(const void* owner, const XmlDocument& doc, std::shared_ptr<T> value) {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_kept[owner] = Kept{doc.serial(), doc.revision(), std::move(value)};
    }
    // What owner kept of doc's current revision, still kept; null if none.
    template <typename T>
    std::shared_ptr<T> kept(const void* owner, const XmlDocument& doc) const {
        const std::lock_guard<std::mutex> lock(m_mutex);
        const auto it = m_kept.find(owner);
        if (it == m_kept.end() || !it->second.of(doc)) return nullptr;
        return std::static_pointer_cast<T>(std::const_pointer_cast<void>(it->second.value));
    }
    // The same, taken out: the next step uses it once, and a large reading
    // is not held until the next edit.
    template <typename T>
    std::shared_ptr<T> take(const void* owner, const XmlDocument& doc) {
        const std::lock_guard<std::mutex> lock(m_mutex);
        const auto it = m_kept.find(owner);
        if (it == m_kept.end()) return nullptr;
        std::shared_ptr<const void> value = std::move(it->second.value);
        const bool current = it->second.of(doc);
        m_kept.erase(it);
        return current ? std::static_pointer_cast<T>(std::const_pointer_cast<void>(value)) : nullptr;
    }

private:
    struct Kept {
        quint64 serial = 0, revision = 0;
        std::shared_ptr<const void> value;  // a T, as its owner kept it
        bool of(const XmlDocument& doc) const { return serial == doc.serial() && revision == doc.revision(); }
    };
    mutable std::mutex m_mutex;
    QHash<QString, QString> m_arguments;
    MeshWeigher m_weigh;
    std::map<const void*, Kept> m_kept;
};

// What a format's validate() read and found, kept for its compile() of
// the same revision: the window, the language server and the CLI validate
// and then compile. owner is the format.
template <typename Reading>
struct KeptReading {
    Reading reading;
    Diagnostics found;
};

template <typename Reading>
void keepReading(DocumentState* state, const void* owner, const XmlDocument& doc, Reading reading, const Diagnostics& found) {
    if (state) state->keep(owner, doc, std::make_shared<KeptReading<Reading>>(KeptReading<Reading>{std::move(reading), found}));
}

// Moves the reading kept of doc's current revision into reading and
// appends its diagnostics to out; false (nothing changed) if none is kept.
template <typename Reading>
bool takeReading(DocumentState* state, const void* owner, const XmlDocument& doc, Reading& reading, Diagnostics& out) {
    if (!state) return false;
    const std::shared_ptr<KeptReading<Reading>> kept = state->take<KeptReading<Reading>>(owner, doc);
    if (!kept) return false;
    reading = std::move(kept->reading);
    out.append(kept->found);
    return true;
}

}  // namespace kinedit
