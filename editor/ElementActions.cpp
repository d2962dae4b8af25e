#include "ElementActions.h"

#include "EditCommands.h"
#include "formats/Format.h"
#include "schema/Schema.h"
#include "xml/XmlDocument.h"
#include "xml/XmlIndentation.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QMimeData>
#include <QUndoStack>

namespace kinedit {

namespace {
const QString ElementMime = QStringLiteral("application/x-kinedit-element");

// A new element as the schema describes it: required attributes with their
// defaults, a value element with its default value.
std::unique_ptr<XmlElement> makeElement(const QString& name, const ElementSchema* s) {
    QByteArray text = "<" + name.toUtf8();
    if (s)
        for (const AttributeSchema& a : s->attributes)
            if (a.required) {
                XmlAttribute attr = XmlAttribute::make(a.name, a.defaultValue);
                attr.write(text, false);
            }
    if (s && s->hasText) text += ">" + XmlLeaf::makeText(s->textDefault)->raw() + "</" + name.toUtf8() + ">";
    else text += "/>";
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
        for (const QString& n : names)
            m_addMenu->addAction(QStringLiteral("<%1>").arg(n), this, [this, n]() { addChild(n); });
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

void ElementActions::addChild(const QString& name) {
    XmlElement* parent = current();
    if (!parent || !m_undo) return;
    std::unique_ptr<XmlElement> e = makeElement(name, m_format ? m_format->childSchema(*parent, name) : nullptr);
    if (e) insert(parent, -1, std::move(e), {});
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
    std::unique_ptr<XmlElement> e = data ? parseElement(data->hasFormat(ElementMime) ? data->data(ElementMime) : data->text().toUtf8()) : nullptr;
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
