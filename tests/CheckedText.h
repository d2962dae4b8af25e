// A document read from text and checked as every client checks it
// (check/DocumentCheck.h): for the tests of the checks.
#pragma once

#include "check/DocumentCheck.h"
#include "check/MeshFacts.h"
#include "xml/XmlDocument.h"

#include <memory>

namespace kinedit::test {

struct CheckedText {
    std::unique_ptr<XmlDocument> doc;  // null: not read
    DocumentCheck check;
};

// meshes: what the plausibility checks know of mesh files (none: links
// with meshes left out).
inline CheckedText checkText(const QByteArray& text, const QString& fileName, std::shared_ptr<const MeshFactsSource> meshes = nullptr) {
    CheckedText c;
    Diagnostics parse;
    c.doc = XmlDocument::fromBytes(text, fileName, &parse);
    if (c.doc) c.check = checkDocument(*c.doc, {.meshes = std::move(meshes)});
    return c;
}

}  // namespace kinedit::test
