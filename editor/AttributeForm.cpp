#include "AttributeForm.h"

#include "EditCommands.h"
#include "FormulaField.h"
#include "names/NameIndex.h"
#include "ValueEditors.h"
#include "formats/Format.h"
#include "schema/Schema.h"
#include "xml/XmlDocument.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QAbstractSpinBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QCompleter>
#include <QLineEdit>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

namespace kinedit {

namespace {
const QString TextKey = QStringLiteral("#text");
QString childKey(const QString& name) { return QLatin1Char('<') + name + QLatin1Char('>'); }
}  // namespace

AttributeForm::AttributeForm(QWidget* parent) : QScrollArea(parent) {
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    // The form fits the dock's width: fields and their value hints shrink
    // (hints are cut) rather than the form scrolling sideways.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    rebuild();
}

void AttributeForm::setDocument(XmlDocument* doc, QUndoStack* undo, const Format* format, std::shared_ptr<DocumentState> state) {
    m_doc = doc;
    m_undo = undo;
    m_format = format;
    m_state = std::move(state);
    m_hasElement = false;
    rebuild();
}

void AttributeForm::setElement(const XmlElement* e) {
    m_hasElement = e != nullptr;
    m_element = e ? nodePath(e) : NodePath{};
    rebuild();
}

const XmlElement* AttributeForm::element() const {
    if (!m_doc || !m_hasElement) return nullptr;
    XmlNode* n = nodeAt(m_doc->top(), m_element);
    return n && n->isElement() ? static_cast<XmlElement*>(n) : nullptr;
}

void AttributeForm::refresh() {
    // Keep the field the user is in (Tab from a committed field moves on).
    QString focused;
    for (auto it = m_fields.begin(); it != m_fields.end(); ++it)
        if (it.value()->isAncestorOf(QApplication::focusWidget()) || it.value() == QApplication::focusWidget()) focused = it.key();
    rebuild();
    if (!focused.isEmpty()) focusField(focused);
}

void AttributeForm::setDiagnostics(const Diagnostics& diagnostics) {
    m_diagnostics = diagnostics;
    refresh();
}

void AttributeForm::focusField(const QString& key) {
    QWidget* w = m_fields.value(key);
    if (!w) return;
    ensureWidgetVisible(w);
    QWidget* target = w;
    if (auto* f = qobject_cast<FormulaField*>(w))
        target = f->lineEdit();
    else if (auto* p = qobject_cast<PathField*>(w))
        target = p->lineEdit();
    else if (auto* v = qobject_cast<VectorField*>(w))
        target = v->component(0);
    target->setFocus(Qt::OtherFocusReason);
}

void AttributeForm::setAttribute(const QString& name, std::optional<QString> value) {
    const XmlElement* e = element();
    if (!e || !m_undo) return;
    const XmlAttribute* a = e->findAttribute(name);
    if ((!a && !value) || (a && value && a->value == *value)) return;
    m_undo->push(new SetAttributeCommand(m_doc, e, name, std::move(value)));
}

bool AttributeForm::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        // Esc gives a field the document's value back.
        auto* line = qobject_cast<QLineEdit*>(watched);
        if (!line) line = watched->findChild<QLineEdit*>();
        if (line && line->isModified()) {
            // Silenced first: losing the focus would write the typed text.
            line->blockSignals(true);
            QTimer::singleShot(0, this, &AttributeForm::refresh);
            return true;
        }
    }
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            // A line edit accepts its own undo keys even when it has nothing
            // to undo; unless the user typed in it since it was filled, the
            // window's Undo and Redo take them (the event stays ignored).
            auto* line = qobject_cast<QLineEdit*>(watched);
            if (!line) line = watched->findChild<QLineEdit*>();
            if (line && !line->isModified()) {
                event->ignore();  // ignored: not overridden, the shortcut runs
                return true;
            }
        }
    }
    return QScrollArea::eventFilter(watched, event);
}

void AttributeForm::rebuild() {
    m_fields.clear();
    m_page = new QWidget;
    m_layout = new QFormLayout(m_page);
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_layout->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // The old page may hold the widget whose signal led here: deleted later.
    if (QWidget* old = takeWidget()) old->deleteLater();
    setWidget(m_page);
    const XmlElement* e = element();
    if (!e) {
        auto* hint = new QLabel(m_doc ? tr("Select an element to edit its attributes.") : tr("No document."));
        hint->setEnabled(false);
        hint->setWordWrap(true);
        m_layout->addRow(hint);
        return;
    }
    m_version = {};
    if (const XmlElement* root = m_doc->root()) m_version = QVersionNumber::fromString(root->attribute(u"version"));
    const ElementSchema* schema = m_format ? m_format->elementSchema(*e) : nullptr;

    auto* title = new QLabel(QStringLiteral("<b>&lt;%1&gt;</b>").arg(e->name().toHtmlEscaped()));
    if (schema && !schema->description.isEmpty()) {
        title->setText(
            title->text() +
            QStringLiteral("<br><span style='color:palette(placeholder-text)'>%1</span>").arg(schema->description.toHtmlEscaped()));
        title->setToolTip(schema->description);
    } else if (m_format && !schema) {
        title->setText(title->text() + QStringLiteral("<br><i>%1</i>").arg(tr("not in the %1 schema").arg(m_format->displayName())));
    }
    title->setWordWrap(true);
    m_layout->addRow(title);

    // The schema's attributes for this version, then any others the file has.
    QStringList shown;
    if (schema)
        for (const AttributeSchema& a : schema->attributes) {
            const bool present = e->hasAttribute(a.name);
            if (!present && !a.since.isNull() && !m_version.isNull() && a.since > m_version) continue;
            addAttributeRow(e, a.name, &a);
            shown << a.name;
        }
    for (const XmlAttribute& a : e->attributes())
        if (!shown.contains(a.name)) addAttributeRow(e, a.name, nullptr);
    if (schema && schema->hasText) addTextRow(e, TextKey, *schema);
    // Child elements that only hold a value: edited here too.
    if (m_format)
        for (const XmlElement* c : e->childElements()) {
            const ElementSchema* cs = m_format->elementSchema(*c);
            if (!cs || !cs->hasText || c->childElementCount() > 0 || c->attributeCount() > 0 || m_fields.contains(childKey(c->name())))
                continue;
            addTextRow(c, childKey(c->name()), *cs);
        }
    // Children that only name another element (a URDF joint's <parent
    // link>): edited here too.
    if (const NameRules* rules = m_format ? m_format->nameRules() : nullptr)
        for (const XmlElement* c : e->childElements()) {
            if (c->childElementCount() > 0 || e->childElements(c->name()).size() > 1) continue;
            for (const XmlAttribute& a : c->attributes())
                if (const QString kind = referenceKindOf(*rules, *c, a.name); !kind.isEmpty()) addReferenceRow(c, a.name, kind);
        }
    for (QLineEdit* line : m_page->findChildren<QLineEdit*>()) {
        line->installEventFilter(this);
        // Typing shows a preview; the file changes on Enter or Tab: say so.
        connect(line, &QLineEdit::textEdited, this,
                [this]() { emit hint(tr("Press Enter or Tab to write the value to the file; Esc gives the file's value back.")); });
        // Written (or left unchanged): nothing of the field's own to undo,
        // and nothing to say about how to write it.
        connect(line, &QLineEdit::editingFinished, this, [this, line]() {
            line->setModified(false);
            emit hint(QString());
        });
    }
    for (QAbstractSpinBox* spin : m_page->findChildren<QAbstractSpinBox*>()) spin->installEventFilter(this);
}

QWidget* AttributeForm::editorFor(int typeInt, const QString& unit, int count, const QString& value, const QString& defaultValue,
                                  const QStringList& choices, std::function<void(const QString&)> commit) {
    const auto type = ValueType(typeInt);
    switch (type) {
    case ValueType::Enum: {
        auto* box = new QComboBox;
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
        box->addItem(defaultValue.isEmpty() ? tr("(not set)") : tr("(default: %1)").arg(defaultValue), QString());
        for (const QString& c : choices) box->addItem(c, c);
        if (!value.isEmpty() && box->findData(value) < 0) box->addItem(tr("%1 (not allowed)").arg(value), value);
        box->setCurrentIndex(value.isEmpty() ? 0 : box->findData(value));
        connect(box, &QComboBox::activated, box, [box, commit](int i) { commit(box->itemData(i).toString()); });
        return box;
    }
    case ValueType::Boolean: {
        auto* check = new QCheckBox;
        const QString v = value.isEmpty() ? defaultValue : value;
        check->setChecked(v == QLatin1String("true") || v == QLatin1String("1"));
        connect(check, &QCheckBox::toggled, check, [commit](bool on) { commit(on ? QStringLiteral("true") : QStringLiteral("false")); });
        return check;
    }
    case ValueType::Number:
        if (count > 1) {
            auto* v = new VectorField(count);
            v->setPlaceholders(defaultValue);
            if (v->setText(value)) {
                connect(v, &VectorField::committed, v, commit);
                return v;
            }
            delete v;
            break;  // not count numbers: a text field shows it as written
        } else {
            bool ok = false;
            const double x = (value.isEmpty() ? defaultValue : value).toDouble(&ok);
            if (!ok && !value.isEmpty()) break;
            auto* spin = new NumberSpinBox;
            spin->setValue(ok ? x : 0.0);
            if (!unit.isEmpty()) spin->setSuffix(QLatin1Char(' ') + unit);
            connect(spin, &QDoubleSpinBox::valueChanged, spin, [spin, commit]() { commit(spin->textFromValue(spin->value())); });
            return spin;
        }
    case ValueType::Formula:
    case ValueType::Rotation:
    case ValueType::Translation: {
        auto* f = new FormulaField(type, unit);
        f->setText(value);
        f->setPlaceholderText(defaultValue);
        connect(f, &FormulaField::committed, f, commit);
        return f;
    }
    case ValueType::Path: {
        auto* p = new PathField(QFileInfo(m_doc->fileName()).absolutePath());
        p->setText(value);
        p->lineEdit()->setPlaceholderText(defaultValue);
        connect(p, &PathField::committed, p, commit);
        return p;
    }
    case ValueType::String:
    case ValueType::Version: break;
    }
    auto* line = new QLineEdit(value);
    line->setPlaceholderText(defaultValue);
    connect(line, &QLineEdit::editingFinished, line, [line, commit, value]() {
        if (line->text() != value) commit(line->text());
    });
    return line;
}

void AttributeForm::addAttributeRow(const XmlElement* e, const QString& name, const AttributeSchema* s) {
    const XmlAttribute* a = e->findAttribute(name);
    QStringList choices;
    if (s)
        for (const EnumValue& v : s->values)
            if (v.since.isNull() || m_version.isNull() || v.since <= m_version) choices << v.value;
    const bool required = s && s->required;
    // An empty text field removes an optional attribute; a required one keeps it, empty.
    std::function<void(const QString&)> commit = [this, name, required](const QString& v) {
        setAttribute(name, v.isEmpty() && !required ? std::nullopt : std::optional<QString>(v));
    };
    QString value = a ? a->value : QString();
    // A value written elsewhere (xacro: "${wheel_radius}" is the property's
    // value): the field shows and edits it there.
    const ValueSource source =
        m_format && a && m_format->generator() ? m_format->generator()->valueSource(*m_doc, *e, name) : ValueSource{};
    QLabel* via = nullptr;
    if (source.element) {
        value = source.element->attribute(source.attribute);
        const NodePath target = nodePath(source.element);
        const QString targetAttribute = source.attribute;
        commit = [this, target, targetAttribute](const QString& v) {
            if (!m_doc) return;
            XmlNode* n = nodeAt(m_doc->top(), target);
            if (!n || !n->isElement() || !m_undo) return;
            auto* t = static_cast<XmlElement*>(n);
            if (t->attribute(targetAttribute) != v) m_undo->push(new SetAttributeCommand(m_doc, t, targetAttribute, v));
        };
        via = new QLabel(QStringLiteral("= %1").arg(source.via.toHtmlEscaped()));
        via->setObjectName(QStringLiteral("via_") + name);
        via->setEnabled(false);
        via->setToolTip(tr("Written as %1: the value is %2's, on line %3, and editing it here changes it there")
                            .arg(a->value, source.via)
                            .arg(m_doc->position(source.element).line));
    }
    // What an attribute not written here takes: the file's (an MJCF default
    // class's), else the schema's default.
    QString defaultValue = m_format ? m_format->inheritedValue(*m_doc, m_state.get(), *e, name) : QString();
    if (defaultValue.isEmpty() && s) defaultValue = s->defaultValue;
    const QString unit = !s ? QString() : m_format ? m_format->unitAt(*e, s->unit) : s->unit;
    QWidget* editor = editorFor(int(s ? s->type : ValueType::String), unit, 1, value, defaultValue, choices, commit);
    if (!source.element) completeNames(editor, *e, name, commit);
    auto* field = new QWidget;
    auto* row = new QHBoxLayout(field);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(editor, 1);
    if (via) row->addWidget(via);
    if (a && !required) {
        auto* remove = new QToolButton;
        remove->setText(QStringLiteral("×"));
        remove->setAutoRaise(true);
        remove->setToolTip(tr("Remove the attribute %1").arg(name));
        connect(remove, &QToolButton::clicked, this, [this, name]() { setAttribute(name, std::nullopt); });
        row->addWidget(remove);
    }
    auto* label = new QLabel(required ? QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped()) : name.toHtmlEscaped());
    QString tip = s ? s->description : tr("Not in the schema: kept as written");
    if (!s) label->setText(QStringLiteral("<i>%1</i>").arg(name.toHtmlEscaped()));
    if (!unit.isEmpty()) tip += QStringLiteral(" [%1]").arg(unit);
    // This attribute's problems: marked on the label, said in the tooltip.
    const QString path = elementPath(e);
    for (const Diagnostic& d : m_diagnostics)
        if (d.path == path && d.attribute == name) {
            label->setText(QStringLiteral("<span style='color:%1'>%2</span>")
                               .arg(d.severity == Severity::Error ? QStringLiteral("#d03030") : QStringLiteral("#b07000"), label->text()));
            tip += QStringLiteral("\n%1: %2").arg(d.code, d.message);
        }
    label->setToolTip(tip);
    editor->setToolTip(editor->toolTip().isEmpty() ? tip : editor->toolTip());
    m_layout->addRow(label, field);
    m_fields.insert(name, editor);
}

void AttributeForm::addTextRow(const XmlElement* owner, const QString& key, const ElementSchema& s) {
    const NodePath path = nodePath(owner);
    auto commit = [this, path](const QString& v) {
        if (!m_doc) return;  // the form is being detached (the window closes)
        XmlNode* n = nodeAt(m_doc->top(), path);
        if (!n || !n->isElement() || !m_undo) return;
        const auto* e = static_cast<XmlElement*>(n);
        if (e->text() != v) m_undo->push(new SetTextCommand(m_doc, e, v));
    };
    const QString unit = m_format ? m_format->unitAt(*owner, s.textUnit) : s.textUnit;
    QWidget* editor = editorFor(int(s.textType), unit, s.textCount, owner->text().trimmed(), s.textDefault, {}, commit);
    completeNames(editor, *owner, {}, commit);
    auto* label = new QLabel(key == TextKey ? tr("value") : key.toHtmlEscaped());
    label->setToolTip(s.description);
    const QString elementPathText = elementPath(owner);
    for (const Diagnostic& d : m_diagnostics)
        if (d.path == elementPathText && d.attribute.isEmpty() && key != TextKey) {
            label->setText(QStringLiteral("<span style='color:#d03030'>%1</span>").arg(label->text()));
            label->setToolTip(s.description + QStringLiteral("\n%1: %2").arg(d.code, d.message));
        }
    m_layout->addRow(label, editor);
    m_fields.insert(key, editor);
}

void AttributeForm::addReferenceRow(const XmlElement* owner, const QString& attribute, const QString& kind) {
    const NodePath path = nodePath(owner);
    auto commit = [this, path, attribute](const QString& v) {
        if (!m_doc) return;  // the form is being detached (the window closes)
        XmlNode* n = nodeAt(m_doc->top(), path);
        if (!n || !n->isElement() || !m_undo) return;
        auto* e = static_cast<XmlElement*>(n);
        if (e->attribute(attribute) != v) m_undo->push(new SetAttributeCommand(m_doc, e, attribute, v));
    };
    const QString value = owner->attribute(attribute);
    QWidget* editor = editorFor(int(ValueType::String), {}, 1, value, {}, {}, commit);
    completeNames(editor, *owner, attribute, commit);
    const QString key = childKey(owner->name()) + attribute;
    auto* label = new QLabel(QStringLiteral("%1 %2").arg(owner->name(), attribute).toHtmlEscaped());
    label->setToolTip(tr("The %1 that <%2 %3> names").arg(kind, owner->name(), attribute));
    const QString ownerPath = elementPath(owner);
    for (const Diagnostic& d : m_diagnostics)
        if (d.path == ownerPath && d.attribute == attribute) {
            label->setText(QStringLiteral("<span style='color:#d03030'>%1</span>").arg(label->text()));
            label->setToolTip(label->toolTip() + QStringLiteral("\n%1: %2").arg(d.code, d.message));
        }
    m_layout->addRow(label, editor);
    m_fields.insert(key, editor);
}

const NameIndex& AttributeForm::names() {
    const std::pair<quint64, quint64> state{m_doc->serial(), m_doc->revision()};
    if (!m_names || m_namesOf != state) {
        m_names = std::make_shared<NameIndex>(*m_format, *m_doc, m_filesRead);
        m_namesOf = state;
    }
    return *m_names;
}

void AttributeForm::completeNames(QWidget* editor, const XmlElement& e, const QString& attribute,
                                  std::function<void(const QString&)> commit) {
    auto* line = qobject_cast<QLineEdit*>(editor);
    const NameRules* rules = m_format ? m_format->nameRules() : nullptr;
    if (!line || !rules) return;
    const QString kind = referenceKindOf(*rules, e, attribute);
    if (kind.isEmpty()) return;
    QStringList candidates = names().namesFor(kind, *m_doc, &e, attribute);
    if (candidates.isEmpty()) return;
    auto* completer = new QCompleter(candidates, line);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    completer->setMaxVisibleItems(12);
    line->setCompleter(completer);
    line->setPlaceholderText(tr("a %1: type to choose among %n", nullptr, int(candidates.size())).arg(kind));
    // A name picked from the list is written at once, as Enter would.
    connect(completer, qOverload<const QString&>(&QCompleter::activated), line, [line, commit](const QString& name) {
        line->setText(name);
        line->setModified(false);
        commit(name);
    });
}

}  // namespace kinedit
