// Every edit to a document is one of these QUndoCommands, built on
// XmlDocument's primitives. Commands find their nodes by NodePath, not by
// pointer, so they survive the source view's re-parses; undo puts back the
// exact bytes, so undoing every edit gives back the original file.
#pragma once

#include "xml/XmlDocument.h"
#include "xml/XmlNode.h"

#include <QUndoCommand>

#include <optional>

namespace kinedit {

// Sets an attribute's value (adding it if absent), or removes it (nullopt).
class SetAttributeCommand : public QUndoCommand {
public:
    SetAttributeCommand(XmlDocument* doc, const XmlElement* e, QString name, std::optional<QString> value, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    XmlDocument* m_doc;
    NodePath m_element;
    QString m_name;
    std::optional<QString> m_value;
    enum class Did { Nothing, Replaced, Inserted, Removed } m_did = Did::Nothing;
    int m_index = -1;
    XmlAttribute m_old;
};

// Sets an element's text (its value in SKEL, TAMP and SDFormat): one text
// node replaces the element's text and CDATA children.
class SetTextCommand : public QUndoCommand {
public:
    SetTextCommand(XmlDocument* doc, const XmlElement* e, QString text, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    XmlDocument* m_doc;
    NodePath m_element;
    QString m_text;
    std::vector<std::pair<int, std::unique_ptr<XmlNode>>> m_removed;  // in removal order
    int m_insertedAt = -1;
    std::optional<std::pair<QByteArray, QByteArray>> m_oldEnds;
};

// Inserts a copy of an element as parent's row-th child element (-1: last),
// indented like its new siblings (sourceIndent: the indentation the copy
// was written at).
class InsertElementCommand : public QUndoCommand {
public:
    InsertElementCommand(XmlDocument* doc, const XmlParentNode* parent, int row, std::unique_ptr<XmlElement> element,
                         QByteArray sourceIndent = {}, QUndoCommand* parent_ = nullptr);
    void redo() override;
    void undo() override;
    // Where the element is once done (valid after redo()).
    const NodePath& insertedPath() const { return m_inserted; }

    struct Placement {
        int index = 0, count = 0, elementIndex = 0;
        std::optional<std::pair<QByteArray, QByteArray>> oldEnds;
    };

private:
    XmlDocument* m_doc;
    NodePath m_parent;
    int m_row;
    std::unique_ptr<XmlElement> m_element;
    QByteArray m_sourceIndent;
    Placement m_placement;
    NodePath m_inserted;
};

// Removes an element with the whitespace that indents it.
class RemoveElementCommand : public QUndoCommand {
public:
    RemoveElementCommand(XmlDocument* doc, const XmlElement* e, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    XmlDocument* m_doc;
    NodePath m_element;
    NodePath m_parent;
    int m_index = -1;
    std::vector<std::unique_ptr<XmlNode>> m_nodes;
};

// Moves an element to newParent's row-th child element (counted before the
// move; -1: last). newParent must not lie inside the element.
class MoveElementCommand : public QUndoCommand {
public:
    MoveElementCommand(XmlDocument* doc, const XmlElement* e, const XmlParentNode* newParent, int row, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;
    const NodePath& movedPath() const { return m_moved; }

private:
    XmlDocument* m_doc;
    NodePath m_element, m_newParent;
    int m_row;
    // Recorded by redo() for undo(): the paths in the states between.
    NodePath m_oldParentAfterRemoval, m_newParentAfterInsert, m_moved;
    int m_removedIndex = -1;
    std::vector<std::unique_ptr<XmlNode>> m_removed;
    std::unique_ptr<XmlNode> m_original;  // the element before the move
    InsertElementCommand::Placement m_placement;
};

// Replaces the whole text (the source view): the document is parsed again.
class ReplaceTextCommand : public QUndoCommand {
public:
    ReplaceTextCommand(XmlDocument* doc, QByteArray text, const QString& description, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    XmlDocument* m_doc;
    QByteArray m_new;
    XmlDocument::Snapshot m_old;
};

// False when parent is inner or lies inside it (a move there would cut the
// element out of the document).
bool canHold(const XmlParentNode* parent, const XmlNode* inner);

}  // namespace kinedit
