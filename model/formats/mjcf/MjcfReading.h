// What MjcfFormat reads of a document and keeps in its DocumentState for
// the next questions about the same revision (compile, default classes,
// weighing from geometry).
#pragma once

#include "MjcfDefaults.h"
#include "MjcfFormat.h"
#include "MjcfReader.h"
#include "MjcfTree.h"

#include <memory>

namespace kinedit {

// The tree with its includes, its default classes and the model read from
// them (which points into both), with the rules' checks; weigh: the
// document state's (DocumentState::meshWeigher).
struct MjcfFormat::Checked {
    MjcfTree tree;
    MjcfDefaults defaults;
    MjcfModel model;
    Checked(const XmlDocument& doc, Diagnostics& out, const MeshWeigher& weigh = {});
};

struct MjcfFormat::Reading {
    std::unique_ptr<Checked> checked;
    Diagnostics diagnostics;  // the checks' and the compile's
    std::shared_ptr<const kin::Model> model;
};

}  // namespace kinedit
