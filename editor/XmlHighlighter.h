// Syntax colours for XML in the source view.
#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace kinedit {

class XmlHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
public:
    explicit XmlHighlighter(QTextDocument* parent);

protected:
    void highlightBlock(const QString& text) override;

private:
    QTextCharFormat m_tag, m_attrName, m_attrValue, m_comment, m_entity, m_pi;
};

}  // namespace kinedit
