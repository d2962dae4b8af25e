#include "SrdfReading.h"

#include "xml/NumberText.h"
#include "xml/XmlDocument.h"

namespace kinedit::srdf {

const Group* Robot::group(const QString& name) const {
    for (const Group& g : groups)
        if (g.name == name) return &g;
    return nullptr;
}

namespace {

QString at(const XmlElement* e, const char* attribute) { return e->attribute(QString::fromLatin1(attribute)).trimmed(); }

Group readGroup(const XmlElement* e) {
    Group g;
    g.name = at(e, "name");
    g.element = e;
    for (const XmlElement* c : e->elements()) {
        if (c->name() == QLatin1String("link"))
            g.links.push_back({at(c, "name"), c});
        else if (c->name() == QLatin1String("joint"))
            g.joints.push_back({at(c, "name"), c});
        else if (c->name() == QLatin1String("group"))
            g.subgroups.push_back({at(c, "name"), c});
        else if (c->name() == QLatin1String("chain"))
            g.chains.push_back({at(c, "base_link"), at(c, "tip_link"), c});
    }
    return g;
}

}  // namespace

Robot read(const XmlDocument& doc) {
    Robot r;
    const XmlElement* root = doc.root();
    if (!root || root->name() != QLatin1String("robot")) return r;
    r.name = at(root, "name");
    for (const XmlElement* e : root->elements()) {
        const QString tag = e->name();
        if (tag == QLatin1String("group")) {
            r.groups.push_back(readGroup(e));
        } else if (tag == QLatin1String("group_state")) {
            GroupState s{at(e, "name"), at(e, "group"), e, {}};
            for (const XmlElement* j : e->elements(u"joint")) {
                StateValue v{at(j, "name"), {}, j};
                if (!readNumbers(j->attribute(u"value"), v.values)) v.values.clear();
                s.values.push_back(v);
            }
            r.states.push_back(s);
        } else if (tag == QLatin1String("end_effector")) {
            r.endEffectors.push_back({at(e, "name"), at(e, "group"), at(e, "parent_link"), at(e, "parent_group"), e});
        } else if (tag == QLatin1String("virtual_joint")) {
            r.virtualJoints.push_back({at(e, "name"), at(e, "type"), at(e, "parent_frame"), at(e, "child_link"), e});
        } else if (tag == QLatin1String("passive_joint")) {
            r.passiveJoints.push_back({at(e, "name"), e});
        } else if (tag == QLatin1String("joint_property")) {
            r.jointReferences.push_back({at(e, "joint_name"), e});
        } else if (tag == QLatin1String("link_sphere_approximation") || tag == QLatin1String("disable_default_collisions")) {
            r.linkReferences.push_back({at(e, "link"), e});
        } else if (tag == QLatin1String("disable_collisions") || tag == QLatin1String("enable_collisions")) {
            r.pairs.push_back({at(e, "link1"), at(e, "link2"), at(e, "reason"), e, tag == QLatin1String("enable_collisions")});
        }
    }
    return r;
}

}  // namespace kinedit::srdf
