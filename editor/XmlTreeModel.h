// The element tree: a QAbstractItemModel over the live XmlDocument (no copy
// that could drift). Rows are element children; text, comments and other
// nodes are not shown. Diagnostics show as badges on their elements.
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QAbstractItemModel>
#include <QHash>

#include <functional>

class QUndoStack;

namespace kinedit {

class Format;
class XmlDocument;
class XmlElement;
class XmlNode;
class XmlParentNode;

class XmlTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    explicit XmlTreeModel(XmlDocument* doc, QObject* parent = nullptr);

    XmlElement* element(const QModelIndex& index) const;
    QModelIndex indexOf(const XmlElement* e) const;
    // Badges: the worst severity per element path.
    void setDiagnostics(const Diagnostics& diagnostics);
    // The document's format: what each element is (its icon).
    void setFormat(const Format* format);
    // Dragging an element moves it (a MoveElementCommand on undo) into a
    // parent that allows() it.
    using Allows = std::function<bool(const XmlElement* parent, const QString& child)>;
    void setEditing(QUndoStack* undo, Allows allows);

    Qt::ItemFlags flags(const QModelIndex& index) const override;
    Qt::DropActions supportedDropActions() const override { return Qt::MoveAction; }
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    bool canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column, const QModelIndex& parent) const override;
    bool dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column, const QModelIndex& parent) override;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

private:
    XmlParentNode* parentNode(const QModelIndex& index) const;
    // Row of the element child at node index i of parent (counting elements only).
    static int elementRow(const XmlParentNode* parent, int nodeIndex);
    QModelIndex indexOfParent(const XmlParentNode* p) const;

    XmlDocument* m_doc;
    XmlElement* dragged(const QMimeData* data) const;
    QHash<QString, Severity> m_badges;
    const Format* m_format = nullptr;
    QUndoStack* m_undo = nullptr;
    Allows m_allows;
    bool m_removing = false;
};

}  // namespace kinedit
