// What a format's validate() read and found, kept for the document state
// it was found in (serial, revision), so that compile() of the same state
// takes it instead of reading and checking again: the window, the language
// server and the CLI validate and then compile. One entry; compile() takes
// it out (a second compile reads again). Safe to use from several threads.
#pragma once

#include "diagnostics/Diagnostic.h"
#include "xml/XmlDocument.h"

#include <memory>
#include <mutex>

namespace kinedit {

template <typename Reading>
class CheckCache {
public:
    void put(const XmlDocument& doc, Reading reading, const Diagnostics& found) {
        auto entry = std::make_unique<Entry>(Entry{doc.serial(), doc.revision(), std::move(reading), found});
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_entry = std::move(entry);
    }
    // Moves the reading of doc's current state into reading and appends its
    // diagnostics to out; false (nothing changed) if there is none.
    bool take(const XmlDocument& doc, Reading& reading, Diagnostics& out) {
        std::unique_ptr<Entry> entry;
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            if (!m_entry || m_entry->serial != doc.serial() || m_entry->revision != doc.revision()) return false;
            entry = std::move(m_entry);
        }
        reading = std::move(entry->reading);
        out.append(entry->diagnostics);
        return true;
    }

private:
    struct Entry {
        quint64 serial = 0, revision = 0;
        Reading reading;
        Diagnostics diagnostics;
    };
    std::mutex m_mutex;
    std::unique_ptr<Entry> m_entry;
};

}  // namespace kinedit
