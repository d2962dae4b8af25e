// The companion's robot seen through a document about it (an SRDF's
// groups and group states over its URDF's model): what the window
// highlights when an element is selected, and the named poses it offers.
// A CompanionChecker that can say so implements this as well; clients ask
// with dynamic_cast, so formats without it change nothing.
#pragma once

#include <QStringList>

#include <vector>

namespace kinedit {

class XmlDocument;
class XmlElement;
namespace kin {
class Model;
struct NamedConfiguration;
}  // namespace kin

class CompanionView {
public:
    virtual ~CompanionView() = default;
    // The companion's links e stands for (a group: all of its links, its
    // subgroups' too; a pair: its two links), names the model does not
    // know left out; empty for an element about no link.
    virtual QStringList linksOf(const XmlDocument& doc, const XmlElement& e, const kin::Model& model) const = 0;
    // The configurations doc names (an SRDF's group states, "name (group)"),
    // each from the model's default with the state's joints set.
    virtual std::vector<kin::NamedConfiguration> namedConfigurations(const XmlDocument& doc, const kin::Model& model) const = 0;
};

}  // namespace kinedit
