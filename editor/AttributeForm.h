// The form for the selected element, generated from the format's schema:
// a combo box per enum, a check box per boolean, spin boxes for plain
// numbers, formula fields for HRDF's formulas, rotations and translations,
// vector fields, file pickers for paths, and text fields for attributes the
// schema does not know. Defaults show as placeholders, descriptions as
// tooltips, and only what the file's version has is offered. Simple child
// values (SDFormat's <pose>, SKEL's <mass>) and children that name another
// element (a URDF joint's <parent link>) are edited in the same form. Fields
// that name another element complete the names the document and its
// includes define (the format's name rules), as the user types.
// Every change is pushed to the undo stack as a command.
#pragma once

#include "diagnostics/Diagnostic.h"
#include "xml/XmlNode.h"

#include <QScrollArea>
#include <QVersionNumber>

#include <memory>

class QFormLayout;
class QUndoStack;

namespace kinedit {

class DocumentState;
class Format;
class NameIndex;
struct AttributeSchema;
struct ElementSchema;
class XmlDocument;

class AttributeForm : public QScrollArea {
    Q_OBJECT
public:
    explicit AttributeForm(QWidget* parent = nullptr);

    // The document the form edits (null: none) and its format (may be null).
    // state: the document's (the format's reading of it is reused), or null.
    void setDocument(XmlDocument* doc, QUndoStack* undo, const Format* format, std::shared_ptr<DocumentState> state = nullptr);
    // Shows e (null: nothing selected).
    void setElement(const XmlElement* e);
    const XmlElement* element() const;
    // Builds the form again from the document (after edits), keeping focus.
    void refresh();
    void setDiagnostics(const Diagnostics& diagnostics);
    // The files the latest check read (the names they define complete too).
    void setFilesRead(const QStringList& files) { m_filesRead = files; }

    // The editor of an attribute, or of a child value ("<pose>"); null if none.
    QWidget* field(const QString& key) const { return m_fields.value(key); }
    void focusField(const QString& key);

signals:
    // A hint for the status bar (how a typed value reaches the file); empty
    // once the field is written or left.
    void hint(const QString& text);

protected:
    // Ctrl+Z and Ctrl+Shift+Z in a field that holds no typing of its own go
    // to the document's undo stack, as everywhere else in the window.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuild();
    void addAttributeRow(const XmlElement* e, const QString& name, const AttributeSchema* s);
    void addTextRow(const XmlElement* owner, const QString& key, const ElementSchema& s);
    QWidget* editorFor(int type, const QString& unit, int count, const QString& value, const QString& defaultValue,
                       const QStringList& choices, std::function<void(const QString&)> commit);
    void addReferenceRow(const XmlElement* owner, const QString& attribute, const QString& kind);
    void setAttribute(const QString& name, std::optional<QString> value);
    // Offers the names a reference of kind in attribute (empty: text) of e
    // may take, and writes the one picked.
    void completeNames(QWidget* editor, const XmlElement& e, const QString& attribute, std::function<void(const QString&)> commit);
    const NameIndex& names();

    XmlDocument* m_doc = nullptr;
    QUndoStack* m_undo = nullptr;
    const Format* m_format = nullptr;
    std::shared_ptr<DocumentState> m_state;
    NodePath m_element;
    bool m_hasElement = false;
    QVersionNumber m_version;
    Diagnostics m_diagnostics;
    QWidget* m_page = nullptr;
    QFormLayout* m_layout = nullptr;
    QHash<QString, QWidget*> m_fields;
    QStringList m_filesRead;
    std::shared_ptr<const NameIndex> m_names;
    std::pair<quint64, quint64> m_namesOf{0, 0};  // the document state m_names indexes
};

}  // namespace kinedit
