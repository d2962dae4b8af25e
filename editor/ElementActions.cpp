#include "ElementActions.h"

#include "EditCommands.h"
#include "formats/Format.h"
#include "names/NameIndex.h"
#include "schema/Schema.h"
#include "xml/XmlDocument.h"
#include "xml/XmlIndentation.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QMimeData>
#include <QSet>
#include <QUndoStack>

namespace kinedit {

namespace {
const QString ElementMime = QStringLiteral("application/x-kinedit-element");

// A new element as the schema describes it: required attributes with their
// defaults (or the schema's value for new elements), a value element with
// its default value.
std::unique_ptr<XmlElement> makeElement(const QString& name, const ElementSchema* s) {
    QByteArray text = "<" + name.toUtf8();
    if (s)
        for (const AttributeSchema& a : s->attributes)
            if (a.required) {
                XmlAttribute attr = XmlAttribute::make(a.name, a.defaultValue.isEmpty() ? a.initial : a.defaultValue);
                attr.write(text, false);
            }
    if (s && s->hasText)
        text += ">" + XmlLeaf::makeText(s->textDefault)->raw() + "</" + name.toUtf8() + ">";
    else
        text += "/>";
    Diagnostics ignored;
    auto doc = XmlDocument::fromBytes(text, {}, &ignored);
    if (!doc || !doc->root()) return nullptr;
    return std::unique_ptr<XmlElement>(static_cast<XmlElement*>(doc->root()->clone().release()));
}

// The one element in a piece of XML text (the clipboard), or null.
std::unique_ptr<XmlElement> parseElement(const QByteArray& text) {
    Diagnostics d;
    auto doc = XmlDocument::fromBytes(text.trimmed(), {}, &d);
    if (!doc || hasErrors(d) || !doc->root() || doc->top()->childElementCount() != 1) return nullptr;
    return std::unique_ptr<XmlElement>(static_cast<XmlElement*>(doc->root()->clone().release()));
}
}  // namespace

ElementActions::ElementActions(QObject* parent) : QObject(parent) {
    m_addMenu = new QMenu(tr("Add C&hild"));
    connect(m_addMenu, &QMenu::aboutToShow, this, [this]() {
        m_addMenu->clear();
        const QStringList names = allowedChildren(current());
        for (const QString& n : names) m_addMenu->addAction(QStringLiteral("<%1>").arg(n), this, [this, n]() { addChild(n); });
        if (names.isEmpty()) m_addMenu->addAction(tr("(the schema allows no children here)"))->setEnabled(false);
    });
    // Shortcuts act where the tree has focus (the source view has its own).
    auto make = [this](const QString& text, QKeySequence key, std::function<void()> run) {
        auto* a = new QAction(text, this);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(a, &QAction::triggered, this, std::move(run));
        m_actions << a;
        return a;
    };
    m_cut = make(tr("Cu&t Element"), QKeySequence::Cut, [this] { cut(); });
    m_copy = make(tr("&Copy Element"), QKeySequence::Copy, [this] { copy(); });
    m_paste = make(tr("&Paste Element"), QKeySequence::Paste, [this] { paste(); });
    m_duplicate = make(tr("Dup&licate Element"), QKeySequence(tr("Ctrl+D")), [this] { duplicate(); });
    m_remove = make(tr("&Delete Element"), QKeySequence::Delete, [this] { remove(); });
    m_up = make(tr("Mo&ve Up"), QKeySequence(tr("Alt+Up")), [this] { moveBy(-1); });
    m_down = make(tr("Move Dow&n"), QKeySequence(tr("Alt+Down")), [this] { moveBy(1); });
    updateEnabled();
}

void ElementActions::setDocument(XmlDocument* doc, QUndoStack* undo, const Format* format) {
    m_doc = doc;
    m_undo = undo;
    m_format = format;
    m_hasCurrent = false;
    updateEnabled();
}

void ElementActions::setCurrent(const XmlElement* e) {
    m_hasCurrent = e != nullptr;
    m_current = e ? nodePath(e) : NodePath{};
    updateEnabled();
}

XmlElement* ElementActions::current() const {
    if (!m_doc || !m_hasCurrent) return nullptr;
    XmlNode* n = nodeAt(m_doc->top(), m_current);
    return n && n->isElement() ? static_cast<XmlElement*>(n) : nullptr;
}

void ElementActions::updateEnabled() {
    const XmlElement* e = current();
    const bool child = e && e->parentElement();  // not the root
    m_addMenu->setEnabled(e != nullptr);
    m_copy->setEnabled(e);
    m_paste->setEnabled(e);
    for (QAction* a : {m_cut, m_remove, m_duplicate, m_up, m_down}) a->setEnabled(child);
}

QStringList ElementActions::allowedChildren(const XmlElement* parent) const {
    const ElementSchema* s = parent && m_format ? m_format->elementSchema(*parent) : nullptr;
    if (!s) return {};
    QStringList out;
    for (const QString& name : s->children) {
        const ElementSchema* cs = m_format->childSchema(*parent, name);
        if (cs && !cs->repeatable && !parent->childElements(name).empty()) continue;
        out << name;
    }
    return out;
}

bool ElementActions::allows(const XmlElement* parent, const QString& child) const {
    const ElementSchema* s = parent && m_format ? m_format->elementSchema(*parent) : nullptr;
    return !s || s->children.contains(child);  // without a schema, anything goes
}

void ElementActions::insert(const XmlParentNode* parent, int row, std::unique_ptr<XmlElement> e, const QByteArray& sourceIndent) {
    auto* cmd = new InsertElementCommand(m_doc, parent, row, std::move(e), sourceIndent);
    m_undo->push(cmd);
    if (XmlNode* n = nodeAt(m_doc->top(), cmd->insertedPath()); n && n->isElement())
        emit selectRequested(elementPath(static_cast<XmlElement*>(n)));
}

XmlElement* ElementActions::insertNew(XmlElement* parent, const QString& name) {
    std::unique_ptr<XmlElement> e = makeElement(name, m_format ? m_format->childSchema(*parent, name) : nullptr);
    if (!e) return nullptr;
    auto* cmd = new InsertElementCommand(m_doc, parent, -1, std::move(e), {});
    m_undo->push(cmd);
    XmlNode* n = nodeAt(m_doc->top(), cmd->insertedPath());
    return n && n->isElement() ? static_cast<XmlElement*>(n) : nullptr;
}

void ElementActions::addChild(const QString& name) {
    XmlElement* parent = current();
    if (!parent || !m_undo) return;
    // One step to undo: the element, its required children, its name and
    // the names it refers to.
    m_undo->beginMacro(tr("Add <%1>").arg(name));
    XmlElement* added = insertNew(parent, name);
    if (added) {
        const NodePath path = nodePath(added);
        completeNew(added, 0);
        if (XmlNode* n = nodeAt(m_doc->top(), path); n && n->isElement()) added = static_cast<XmlElement*>(n);
        nameNew(added);
    }
    m_undo->endMacro();
    if (added) emit selectRequested(elementPath(added));
}

void ElementActions::completeNew(XmlElement* e, int depth) {
    const ElementSchema* s = m_format ? m_format->elementSchema(*e) : nullptr;
    if (!s || depth > 4) return;
    const NodePath path = nodePath(e);
    for (const QString& c : s->requiredChildren) {
        XmlNode* n = nodeAt(m_doc->top(), path);
        if (!n || !n->isElement()) return;
        auto* self = static_cast<XmlElement*>(n);
        if (!self->childElements(c).empty()) continue;
        if (XmlElement* child = insertNew(self, c)) completeNew(child, depth + 1);
    }
}

void ElementActions::nameNew(XmlElement* added) {
    const NameRules* rules = m_format ? m_format->nameRules() : nullptr;
    if (!rules) return;
    const NameIndex index(*m_format, *m_doc, m_format->filesRead(*m_doc));
    // A name of its own: the tag and the first number free among the names of its kind.
    for (const NameRule& d : rules->definitions) {
        const QString parent = added->parentElement() ? added->parentElement()->name() : QString();
        if (!d.attribute || added->name() != QLatin1String(d.element) || (d.parents && !listedIn(d.parents, parent))) continue;
        const QString attribute = QString::fromLatin1(d.attribute);
        if (!added->attribute(attribute).isEmpty()) continue;
        const QStringList taken = index.namesFor(QString::fromLatin1(d.kind), *m_doc, added, {});
        QString base = added->name();
        base.remove(QStringLiteral("xacro:"));
        QString name;
        for (int i = 1; name.isEmpty() || taken.contains(name); ++i) name = QStringLiteral("%1_%2").arg(base).arg(i);
        m_undo->push(new SetAttributeCommand(m_doc, added, attribute, name));
        break;
    }
    // Each name it refers to, the later reference first (a joint's child
    // before its parent), the last fitting name in the document, none
    // picked twice: for the first, a name nothing refers to yet (a link
    // not yet joined: never the root, which is some joint's parent); for
    // the others, one that no reference of the same place names yet (a
    // link that is no joint's parent: the chain grows from its end). Where
    // none fits the field stays empty and the form offers the names.
    std::vector<std::pair<NodePath, QString>> sites;  // (element, attribute; empty: text)
    std::vector<const XmlElement*> stack{added};
    while (!stack.empty()) {
        const XmlElement* e = stack.back();
        stack.pop_back();
        for (const XmlAttribute& a : e->attributes())
            if (a.value.isEmpty() && !referenceKindOf(*rules, *e, a.name).isEmpty()) sites.emplace_back(nodePath(e), a.name);
        if (e->childElementCount() == 0 && e->text().trimmed().isEmpty() && !referenceKindOf(*rules, *e, {}).isEmpty())
            sites.emplace_back(nodePath(e), QString());
        const std::vector<XmlElement*> children = e->childElements();
        for (XmlElement* c : children) stack.push_back(c);  // popped last first: the later reference first
    }
    QStringList picked;
    bool first = true;
    for (const auto& [at, attribute] : sites) {
        XmlNode* n = nodeAt(m_doc->top(), at);
        if (!n || !n->isElement()) continue;
        auto* e = static_cast<XmlElement*>(n);
        const QString kind = referenceKindOf(*rules, *e, attribute);
        QSet<QString> used;
        for (const NameSite& r : index.references())
            if (r.kind == kind && (first || (r.attribute == attribute && r.element && r.element->name() == e->name()))) used.insert(r.name);
        first = false;
        const QStringList names = index.namesFor(kind, *m_doc, e, attribute);
        for (auto it = names.crbegin(); it != names.crend(); ++it) {
            if (used.contains(*it) || picked.contains(*it)) continue;
            picked << *it;
            if (attribute.isEmpty())
                m_undo->push(new SetTextCommand(m_doc, e, *it));
            else
                m_undo->push(new SetAttributeCommand(m_doc, e, attribute, *it));
            break;
        }
    }
}

void ElementActions::remove() {
    XmlElement* e = current();
    if (!e || !e->parentElement() || !m_undo) return;
    const QString parentPath = elementPath(e->parentElement());
    m_undo->push(new RemoveElementCommand(m_doc, e));
    emit selectRequested(parentPath);
}

void ElementActions::duplicate() {
    XmlElement* e = current();
    if (!e || !e->parentElement() || !m_undo) return;
    const std::vector<XmlElement*> siblings = e->parent()->childElements();
    const int row = int(std::find(siblings.begin(), siblings.end(), e) - siblings.begin());
    insert(e->parent(), row + 1, std::unique_ptr<XmlElement>(static_cast<XmlElement*>(e->clone().release())), lineIndent(e));
}

void ElementActions::copy() {
    XmlElement* e = current();
    if (!e) return;
    // Written at the element's depth; paste re-indents from there.
    const QByteArray indent = lineIndent(e);
    std::unique_ptr<XmlNode> copy = e->clone();
    reindent(copy.get(), indent, {});
    auto* data = new QMimeData;
    const QByteArray text = copy->toBytes();
    data->setText(QString::fromUtf8(text));
    data->setData(ElementMime, text);
    QApplication::clipboard()->setMimeData(data);
}

void ElementActions::cut() {
    copy();
    remove();
}

bool ElementActions::paste() {
    XmlElement* target = current();
    if (!target || !m_undo) return false;
    const QMimeData* data = QApplication::clipboard()->mimeData();
    std::unique_ptr<XmlElement> e =
        data ? parseElement(data->hasFormat(ElementMime) ? data->data(ElementMime) : data->text().toUtf8()) : nullptr;
    if (!e) {
        emit message(tr("The clipboard holds no XML element to paste"));
        return false;
    }
    if (allows(target, e->name())) {
        insert(target, -1, std::move(e), {});
        return true;
    }
    if (XmlElement* parent = target->parentElement(); parent && allows(parent, e->name())) {
        const std::vector<XmlElement*> siblings = parent->childElements();
        const int row = int(std::find(siblings.begin(), siblings.end(), target) - siblings.begin());
        insert(parent, row + 1, std::move(e), {});
        return true;
    }
    emit message(tr("<%1> is not allowed inside <%2> or beside it").arg(e->name(), target->name()));
    return false;
}

void ElementActions::moveBy(int delta) {
    XmlElement* e = current();
    if (!e || !e->parentElement() || !m_undo) return;
    const std::vector<XmlElement*> siblings = e->parent()->childElements();
    const int row = int(std::find(siblings.begin(), siblings.end(), e) - siblings.begin());
    const int to = row + delta;
    if (to < 0 || to >= int(siblings.size())) return;
    // Rows count the siblings before the move: down by one is before row + 2.
    auto* cmd = new MoveElementCommand(m_doc, e, e->parent(), delta > 0 ? (to + 1 < int(siblings.size()) ? to + 1 : -1) : to);
    m_undo->push(cmd);
    if (XmlNode* n = nodeAt(m_doc->top(), cmd->movedPath()); n && n->isElement())
        emit selectRequested(elementPath(static_cast<XmlElement*>(n)));
}

}  // namespace kinedit
