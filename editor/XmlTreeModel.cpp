#include "XmlTreeModel.h"

#include "formats/Format.h"

#include "EditCommands.h"
#include "ElementIcons.h"
#include "xml/XmlDocument.h"

#include <QDataStream>
#include <QIODevice>
#include <QMimeData>
#include <QUndoStack>

namespace kinedit {

XmlTreeModel::XmlTreeModel(XmlDocument* doc, QObject* parent) : QAbstractItemModel(parent), m_doc(doc) {
    connect(doc, &XmlDocument::nodeAboutToBeInserted, this, [this](XmlParentNode* p, int i, const XmlNode* node) {
        if (!node->isElement()) return;
        const int row = elementRow(p, i);
        beginInsertRows(indexOfParent(p), row, row);
    });
    connect(doc, &XmlDocument::nodeInserted, this, [this](XmlParentNode* p, int i) {
        if (p->child(i)->isElement()) endInsertRows();
    });
    connect(doc, &XmlDocument::nodeAboutToBeRemoved, this, [this](XmlParentNode* p, int i) {
        if (!p->child(i)->isElement()) return;
        const int row = elementRow(p, i);
        beginRemoveRows(indexOfParent(p), row, row);
        m_removing = true;
    });
    connect(doc, &XmlDocument::nodeRemoved, this, [this](XmlParentNode*, int) {
        if (m_removing) endRemoveRows();
        m_removing = false;
    });
    connect(doc, &XmlDocument::attributeChanged, this, [this](XmlElement* e, int) {
        const QModelIndex i = indexOf(e);
        emit dataChanged(i, i);
    });
    connect(doc, &XmlDocument::attributesChanged, this, [this](XmlElement* e) {
        const QModelIndex i = indexOf(e);
        emit dataChanged(i, i);
    });
    connect(doc, &XmlDocument::aboutToReset, this, [this]() { beginResetModel(); });
    connect(doc, &XmlDocument::reset, this, [this]() { endResetModel(); });
}

XmlElement* XmlTreeModel::element(const QModelIndex& index) const {
    return index.isValid() ? static_cast<XmlElement*>(index.internalPointer()) : nullptr;
}

XmlParentNode* XmlTreeModel::parentNode(const QModelIndex& index) const {
    return index.isValid() ? static_cast<XmlParentNode*>(element(index)) : m_doc->top();
}

int XmlTreeModel::elementRow(const XmlParentNode* parent, int nodeIndex) {
    int row = 0;
    for (int k = 0; k < nodeIndex && k < parent->childCount(); ++k)
        if (parent->child(k)->isElement()) ++row;
    return row;
}

QModelIndex XmlTreeModel::indexOfParent(const XmlParentNode* p) const {
    return p->isElement() ? indexOf(static_cast<const XmlElement*>(p)) : QModelIndex();
}

QModelIndex XmlTreeModel::indexOf(const XmlElement* e) const {
    if (!e || !e->parent()) return {};
    const int row = elementRow(e->parent(), e->indexInParent());
    return createIndex(row, 0, const_cast<XmlElement*>(e));
}

QModelIndex XmlTreeModel::index(int row, int column, const QModelIndex& parent) const {
    const XmlParentNode* p = parentNode(parent);
    if (!p || row < 0 || column != 0) return {};
    int seen = 0;
    for (const auto& c : p->children()) {
        if (!c->isElement()) continue;
        if (seen++ == row) return createIndex(row, 0, c.get());
    }
    return {};
}

QModelIndex XmlTreeModel::parent(const QModelIndex& child) const {
    const XmlElement* e = element(child);
    if (!e) return {};
    return indexOf(e->parentElement());
}

int XmlTreeModel::rowCount(const QModelIndex& parent) const {
    const XmlParentNode* p = parentNode(parent);
    return p ? p->childElementCount() : 0;
}

int XmlTreeModel::columnCount(const QModelIndex&) const { return 1; }

QVariant XmlTreeModel::data(const QModelIndex& index, int role) const {
    const XmlElement* e = element(index);
    if (!e) return {};
    switch (role) {
    case Qt::DisplayRole: {
        // The tag, then what names the element: name, tag or type.
        for (const char* key : {"name", "tag", "type", "uri"}) {
            const QString v = e->attribute(QString::fromLatin1(key));
            if (!v.isEmpty()) return QStringLiteral("%1  %2").arg(e->name(), v);
        }
        // Elements named by a child (SDFormat's <include><name>, else <uri>).
        for (const char* key : {"name", "uri"})
            if (const XmlElement* c = e->firstChildElement(QString::fromLatin1(key)); c && c->childElementCount() == 0) {
                const QString v = c->text().simplified();
                if (!v.isEmpty()) return QStringLiteral("%1  %2").arg(e->name(), v.left(48));
            }
        const QString text = e->text().simplified();
        if (!text.isEmpty() && e->childElementCount() == 0) return QStringLiteral("%1  %2").arg(e->name(), text.left(48));
        return e->name();
    }
    case Qt::DecorationRole: {
        const auto it = m_badges.find(m_doc->pathOf(e));  // per row: the document's index, not a count of siblings
        return elementIcon(m_format ? m_format->elementKind(*e) : ElementKind::Value,
                           it == m_badges.end() ? std::nullopt : std::optional<Severity>(*it));
    }
    case Qt::ToolTipRole: return m_doc->pathOf(e);
    default: return {};
    }
}

QVariant XmlTreeModel::headerData(int section, Qt::Orientation o, int role) const {
    if (section == 0 && o == Qt::Horizontal && role == Qt::DisplayRole) return tr("Element");
    return {};
}

void XmlTreeModel::setDiagnostics(const Diagnostics& diagnostics) {
    emit layoutAboutToBeChanged();
    m_badges.clear();
    for (const Diagnostic& d : diagnostics) {
        if (d.path.isEmpty() || d.severity == Severity::Note) continue;
        auto it = m_badges.find(d.path);
        if (it == m_badges.end() || d.severity == Severity::Error) m_badges[d.path] = d.severity;
    }
    emit layoutChanged();
}

namespace {
const QString NodeMime = QStringLiteral("application/x-kinedit-node-path");
}

void XmlTreeModel::setEditing(QUndoStack* undo, Allows allows) {
    m_undo = undo;
    m_allows = std::move(allows);
}

Qt::ItemFlags XmlTreeModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractItemModel::flags(index);
    if (!m_undo) return f;
    if (index.isValid()) f |= Qt::ItemIsDropEnabled;
    if (const XmlElement* e = element(index); e && e->parentElement()) f |= Qt::ItemIsDragEnabled;  // not the root
    return f;
}

QStringList XmlTreeModel::mimeTypes() const { return {NodeMime}; }

QMimeData* XmlTreeModel::mimeData(const QModelIndexList& indexes) const {
    const XmlElement* e = indexes.isEmpty() ? nullptr : element(indexes.first());
    if (!e) return nullptr;
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    const NodePath path = nodePath(e);
    out << QList<int>(path.begin(), path.end());
    auto* data = new QMimeData;
    data->setData(NodeMime, bytes);
    return data;
}

XmlElement* XmlTreeModel::dragged(const QMimeData* data) const {
    if (!data || !data->hasFormat(NodeMime)) return nullptr;
    QList<int> path;
    QDataStream in(data->data(NodeMime));
    in >> path;
    XmlNode* n = nodeAt(m_doc->top(), NodePath(path.begin(), path.end()));
    return n && n->isElement() ? static_cast<XmlElement*>(n) : nullptr;
}

bool XmlTreeModel::canDropMimeData(const QMimeData* data, Qt::DropAction action, int, int, const QModelIndex& parent) const {
    const XmlElement* e = dragged(data);
    const XmlElement* target = element(parent);
    return m_undo && action == Qt::MoveAction && e && target && canHold(target, e) && (!m_allows || m_allows(target, e->name()));
}

bool XmlTreeModel::dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column, const QModelIndex& parent) {
    if (!canDropMimeData(data, action, row, column, parent)) return false;
    m_undo->push(new MoveElementCommand(m_doc, dragged(data), element(parent), row));
    // False: the view must not remove the dragged rows itself; the command did the move.
    return false;
}

void XmlTreeModel::setFormat(const Format* format) {
    if (format == m_format) return;
    emit layoutAboutToBeChanged();
    m_format = format;
    emit layoutChanged();  // every icon may change; rows and expansion stay
}

}  // namespace kinedit
