// The Differences dock (File ▸ Compare With): what the document is compared
// with, the differences in the diff's own words, one per row, and a button
// that closes the comparison. A click on a row asks the window to select
// the element it names.
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace kinedit {

class ComparePanel : public QWidget {
    Q_OBJECT
public:
    explicit ComparePanel(QWidget* parent = nullptr);
    // against: what the other version is ("the last saved version"); rows:
    // the differences (none: the versions are equal).
    void setComparison(const QString& against, const QStringList& rows);
    QListWidget* list() const { return m_list; }
    QStringList rows() const;

signals:
    void rowClicked(int row);
    void closeRequested();

private:
    QLabel* m_against = nullptr;
    QListWidget* m_list = nullptr;
    QPushButton* m_close = nullptr;
};

}  // namespace kinedit
