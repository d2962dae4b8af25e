// The element tree: a QAbstractItemModel over the live XmlDocument (no copy
// that could drift). Rows are element children; text, comments and other
// nodes are not shown. Diagnostics show as badges on their elements.
#pragma once

#include "diagnostics/Diagnostic.h"

#include <QAbstractItemModel>
#include <QHash>

namespace kinedit {

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
    QHash<QString, Severity> m_badges;
    bool m_removing = false;
};

}  // namespace kinedit
