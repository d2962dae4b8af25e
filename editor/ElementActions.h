// The element tree's editing actions: add a child the schema allows there,
// delete, duplicate, cut, copy, paste, move up and down. Each is one
// command on the document's undo stack; the clipboard holds the element's
// XML text, so elements paste into other documents and text editors.
#pragma once

#include <QObject>
#include <QStringList>

#include <functional>

class QAction;
class QMenu;
class QUndoStack;

namespace kinedit {

class Format;
class XmlDocument;
class XmlElement;
class XmlParentNode;

class ElementActions : public QObject {
    Q_OBJECT
public:
    explicit ElementActions(QObject* parent = nullptr);

    // What the actions act on: the document and the selected element.
    void setDocument(XmlDocument* doc, QUndoStack* undo, const Format* format);
    void setCurrent(const XmlElement* e);

    // Child element names the schema allows inside parent, less the ones
    // that may appear once and already do. Empty when the format has no schema.
    QStringList allowedChildren(const XmlElement* parent) const;
    bool allows(const XmlElement* parent, const QString& child) const;

    void addChild(const QString& name);
    void remove();
    void duplicate();
    void copy();
    void cut();
    // Pastes the clipboard's element inside the current element if allowed
    // there, else after it; false (and a message) when neither.
    bool paste();
    void moveBy(int delta);  // -1 up, +1 down among siblings

    QMenu* addChildMenu() const { return m_addMenu; }
    QList<QAction*> actions() const { return m_actions; }
    QAction* removeAction() const { return m_remove; }

signals:
    // After an action: the element to select (by path), and messages.
    void selectRequested(const QString& elementPath);
    void message(const QString& text);

private:
    void updateEnabled();
    void insert(const XmlParentNode* parent, int row, std::unique_ptr<XmlElement> e, const QByteArray& sourceIndent);
    // Add Child's parts, each an undo command of its macro: a new element
    // as the schema says, the children it needs, its name and references.
    XmlElement* insertNew(XmlElement* parent, const QString& name);
    void completeNew(XmlElement* e, int depth);
    void nameNew(XmlElement* added);
    XmlElement* current() const;

    XmlDocument* m_doc = nullptr;
    QUndoStack* m_undo = nullptr;
    const Format* m_format = nullptr;
    std::vector<int> m_current;
    bool m_hasCurrent = false;
    QMenu* m_addMenu;
    QAction *m_remove, *m_duplicate, *m_cut, *m_copy, *m_paste, *m_up, *m_down;
    QList<QAction*> m_actions;
};

}  // namespace kinedit
