// The HRDF value grammar: every example of the spec's "Types" section, of
// shared/hrdf-grammar.md, and HEBI's own tests.testcases.
#include "TestSupport.h"

#include "formula/FormulaParser.h"

#include <Eigen/Geometry>
#include <QRegularExpression>

#include <cmath>
#include <numbers>

using namespace kinedit;

class TestFormula : public QObject {
    Q_OBJECT
private slots:
    void specFloatingPointValid_data();
    void specFloatingPointValid();
    void specFloatingPointInvalid_data();
    void specFloatingPointInvalid();
    void specFormulaValid_data();
    void specFormulaValid();
    void grammarFormulaValid_data();
    void grammarFormulaValid();
    void formulaInvalid_data();
    void formulaInvalid();
    void errorColumns_data();
    void errorColumns();
    void hebiTestcases();
    void rotations();
    void rotationErrors_data();
    void rotationErrors();
    void rotationDeviationKeepsItsSide();
    void translations();
    void translationErrors_data();
    void translationErrors();
    void limits();
};

void TestFormula::specFloatingPointValid_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("value");
    // Spec, "floating point": valid values.
    QTest::newRow("3.24") << "3.24" << 3.24;
    QTest::newRow("0.324") << "0.324" << 0.324;
    QTest::newRow(".324") << ".324" << 0.324;
    QTest::newRow("324") << "324" << 324.0;
    QTest::newRow("3.24e2") << "3.24e2" << 324.0;
    QTest::newRow("-3.24E-2") << "-3.24E-2" << -0.0324;
    QTest::newRow("-3.24e+2") << "-3.24e+2" << -324.0;
    QTest::newRow("-32E4") << "-32E4" << -320000.0;
    QTest::newRow("1.") << "1." << 1.0;
    // hrdf-grammar.md, section 2: further literals.
    QTest::newRow("1.e5") << "1.e5" << 1e5;
    QTest::newRow("32E4") << "32E4" << 32e4;
    QTest::newRow("3e-2") << "3e-2" << 3e-2;
    QTest::newRow("01.50") << "01.50" << 1.5;
    QTest::newRow("+2") << "+2" << 2.0;
}

void TestFormula::specFloatingPointValid() {
    QFETCH(QString, text);
    QFETCH(double, value);
    const auto n = FormulaParser::number(text);
    QVERIFY2(n.ok(), qPrintable(n.ok() ? QString() : n.error->describe()));
    QCOMPARE(n.value, value);
    // Every floating point value is also a formula.
    const auto f = FormulaParser::formula(text);
    QVERIFY(f.ok());
    QCOMPARE(f.value, value);
}

void TestFormula::specFloatingPointInvalid_data() {
    QTest::addColumn<QString>("text");
    // Spec: invalid floating point values.
    for (const char* t : {"2.4.3", "2,000", "32,45", "3e2.4", ".", "- 1.3", "1. 02"}) QTest::newRow(t) << QString::fromLatin1(t);
    // hrdf-grammar.md, section 2: not literals.
    for (const char* t : {".e2", "1e", "1e+", "0x10", "inf", "nan", "", " 1", "1 ", "pi", "1+1"})
        QTest::newRow(t) << QString::fromLatin1(t);
}

void TestFormula::specFloatingPointInvalid() {
    QFETCH(QString, text);
    const auto n = FormulaParser::number(text);
    QVERIFY2(!n.ok(), qPrintable(QStringLiteral("accepted '%1' as %2").arg(text).arg(n.value)));
    QVERIFY(n.error->column >= 1 && n.error->column <= text.size() + 1);
    QVERIFY(!n.error->message.isEmpty());
}

void TestFormula::specFormulaValid_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("value");
    const double pi = std::numbers::pi;
    // Spec, "floating point formula": valid values.
    QTest::newRow("pi / 4") << "pi / 4" << pi / 4;
    QTest::newRow("1 + 4") << "1 + 4" << 5.0;
    QTest::newRow("32*45") << "32*45" << 1440.0;
    QTest::newRow("1 + 2 / 3 - 4 * 5") << "1 + 2 / 3 - 4 * 5" << 1.0 + 2.0 / 3.0 - 20.0;
    QTest::newRow("1 + 2 / (3 - 4) * 5") << "1 + 2 / (3 - 4) * 5" << -9.0;
    QTest::newRow("(100 + 45) / (3*pi)") << "(100 + 45) / (3*pi)" << 145.0 / (3 * pi);
    QTest::newRow("32e-2*pi") << "32e-2*pi" << 32e-2 * pi;
}

void TestFormula::specFormulaValid() {
    QFETCH(QString, text);
    QFETCH(double, value);
    const auto f = FormulaParser::formula(text);
    QVERIFY2(f.ok(), qPrintable(f.ok() ? QString() : f.error->describe()));
    QCOMPARE(f.value, value);
}

void TestFormula::grammarFormulaValid_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("value");
    const double pi = std::numbers::pi;
    // hrdf-grammar.md, section 3.
    QTest::newRow("----1") << "----1" << 1.0;
    QTest::newRow("-(-(-1)-(-1))") << "-(-(-1)-(-1))" << -2.0;
    QTest::newRow("2--3") << "2--3" << 5.0;
    QTest::newRow("2*-3") << "2*-3" << -6.0;
    QTest::newRow("5*-pi/6") << "5*-pi/6" << 5 * -pi / 6;
    QTest::newRow("- 1.3") << "- 1.3" << -1.3;
    QTest::newRow("+1") << "+1" << 1.0;
    QTest::newRow(" 7 ") << " 7 " << 7.0;
    QTest::newRow("tabs and newlines") << "\t1 +\n2\r\n" << 3.0;
    QTest::newRow("left assoc -") << "10 - 4 - 3" << 3.0;
    QTest::newRow("left assoc /") << "8 / 4 / 2" << 1.0;
    QTest::newRow("pi") << "pi" << pi;
    QTest::newRow("nested") << "((((1))))" << 1.0;
}

void TestFormula::grammarFormulaValid() { specFormulaValid(); }

void TestFormula::formulaInvalid_data() {
    QTest::addColumn<QString>("text");
    for (const char* t : {"2 pi", "PI",   "2pi", "2PI", "(1)(2)", "pi(2)", "M_PI", "PI2",   "PI_2",        "e",       "Pi",      "sin(1)",
                          "2^3",  "2**3", "1,2", "",    "   ",    "1 +",   "()",   "2 4",   "1 2 3 . 4 5", "1/0",     "1/(1-1)", "0x10",
                          "inf",  "nan",  "(1",  "1)",  "*2",     "1e",    ".",    "2.4.3", "1e400",       "1e308*10"})
        QTest::newRow(t) << QString::fromLatin1(t);
}

void TestFormula::formulaInvalid() {
    QFETCH(QString, text);
    const auto f = FormulaParser::formula(text);
    QVERIFY2(!f.ok(), qPrintable(QStringLiteral("accepted '%1' as %2").arg(text).arg(f.value)));
    QVERIFY(f.error->column >= 1 && f.error->column <= text.size() + 1);
}

void TestFormula::errorColumns_data() {
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("implicit product") << "formula"
                                      << "2 pi" << 3 << "expected an operator";
    QTest::newRow("PI") << "formula"
                        << "PI" << 1 << "'pi'";
    QTest::newRow("unclosed paren") << "formula"
                                    << "(1 + 2" << 7 << "expected ')'";
    QTest::newRow("unclosed Rx") << "rotation"
                                 << "Rx(pi/2" << 8 << "expected ')'";
    QTest::newRow("division by zero") << "formula"
                                      << "1 / 0" << 3 << "division by zero";
    QTest::newRow("dangling op") << "formula"
                                 << "1 +" << 4 << "expected a number";
    QTest::newRow("sign apart") << "number"
                                << "- 1.3" << 2 << "sign";
    QTest::newRow("formula in vector") << "translation"
                                       << "1 2 pi" << 5 << "plain number";
    QTest::newRow("4th number") << "translation"
                                << "1 2 3 4" << 7 << "exactly 3";
    QTest::newRow("9 entries 2/2") << "rotation"
                                   << "2/2 0 0 0 1 0 0 0 1" << 2 << "'/'";
    QTest::newRow("missing star") << "rotation"
                                  << "Rx(1) Rz(2)" << 7 << "'*'";
    QTest::newRow("bad function") << "rotation"
                                  << "Rx(1)*rz(2)" << 7 << "'rz'";
    QTest::newRow("malformed number") << "formula"
                                      << "1 + 2.4.3" << 5 << "'2.4.3'";
}

void TestFormula::errorColumns() {
    QFETCH(QString, type);
    QFETCH(QString, text);
    QFETCH(int, column);
    QFETCH(QString, messagePart);
    std::optional<ValueError> e;
    if (type == QLatin1String("formula"))
        e = FormulaParser::formula(text).error;
    else if (type == QLatin1String("number"))
        e = FormulaParser::number(text).error;
    else if (type == QLatin1String("rotation"))
        e = FormulaParser::rotation(text).error;
    else
        e = FormulaParser::translation(text).error;
    QVERIFY(e.has_value());
    QCOMPARE(e->column, column);
    QVERIFY2(e->message.contains(messagePart), qPrintable(e->message));
    QVERIFY(e->describe().endsWith(QStringLiteral("at column %1").arg(column)));
}

// HEBI's grammar tests: "# Good" + expression + expected value (rounded as
// HEBI printed it), or "# Bad" + expression.
void TestFormula::hebiTestcases() {
    const QString path = test::corpusDir() + QStringLiteral("/hrdf/hebi-hrdf/grammar/test/tests.testcases");
    KINEDIT_REQUIRE_SHARED(path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    int good = 0, bad = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const QString l = lines[i].trimmed();
        if (l == QLatin1String("# Good")) {
            const QString expr = lines.value(i + 1);
            const QString expected = lines.value(i + 2).trimmed();
            const auto f = FormulaParser::formula(expr);
            QVERIFY2(f.ok(), qPrintable(QStringLiteral("'%1' rejected").arg(expr)));
            const qsizetype dot = expected.indexOf(QLatin1Char('.'));
            const int decimals = dot < 0 ? 0 : int(expected.size() - dot - 1);
            const double tolerance = std::pow(10.0, -decimals);
            QVERIFY2(std::abs(f.value - expected.toDouble()) <= tolerance,
                     qPrintable(QStringLiteral("'%1' = %2, expected %3").arg(expr).arg(f.value).arg(expected)));
            ++good;
            i += 2;
        } else if (l == QLatin1String("# Bad")) {
            const QString expr = lines.value(i + 1);
            QVERIFY2(!FormulaParser::formula(expr).ok(), qPrintable(QStringLiteral("'%1' accepted").arg(expr)));
            ++bad;
            i += 1;
        }
    }
    // hrdf-grammar.md: 43 cases.
    QCOMPARE(good + bad, 43);
}

void TestFormula::rotations() {
    // hrdf-grammar.md section 4, checked against libhebi 2.0.
    const auto r = FormulaParser::rotation(u"Rx(pi/2)*Rz(-pi/4)*Ry(pi/2)");
    QVERIFY(r.ok());
    const double s = std::sqrt(0.5);
    Eigen::Matrix3d expected;
    expected << 0, s, s, 1, 0, 0, 0, s, -s;
    QVERIFY((r.value - expected).cwiseAbs().maxCoeff() < 1e-15);

    // The product is left to right (intrinsic rotations).
    const auto zx = FormulaParser::rotation(u"Rz(0.3) * Rx( 0.2 )");
    QVERIFY(zx.ok());
    const Eigen::Matrix3d zxExpected =
        (Eigen::AngleAxisd(0.3, Eigen::Vector3d::UnitZ()) * Eigen::AngleAxisd(0.2, Eigen::Vector3d::UnitX())).toRotationMatrix();
    QVERIFY((zx.value - zxExpected).cwiseAbs().maxCoeff() < 1e-15);

    // Spec examples.
    for (const char* t : {"Rz(pi/2)", "Rz(3 * pi/4 + 0.1)", "Rx( pi / 2 ) * Rz(0.1)", "Rz(5*-pi/6)"})
        QVERIFY2(FormulaParser::rotation(QString::fromLatin1(t)).ok(), t);

    // Nine numbers, row-major, any whitespace.
    const auto id = FormulaParser::rotation(u"1 0 0\n0 1 0\n0 0 1");
    QVERIFY(id.ok());
    QVERIFY(id.value.isIdentity());
    const auto row = FormulaParser::rotation(u"0 -1 0 1 0 0 0 0 1");
    QVERIFY(row.ok());
    QCOMPARE(row.value(0, 1), -1.0);
    QCOMPARE(row.value(1, 0), 1.0);
    // Four decimals are close enough to a rotation.
    QVERIFY(FormulaParser::rotation(u"0.7071 -0.7071 0 0.7071 0.7071 0 0 0 1").ok());
}

void TestFormula::rotationErrors_data() {
    QTest::addColumn<QString>("text");
    for (const char* t : {"Rx(1) Rz(2)",
                          "Rx(1)*",
                          "Rx()",
                          "(Rz(pi))",
                          "Rx(pi,2)",
                          "rx(1)",
                          "RX(1)",
                          "Rw(1)",
                          "Rz(pi/2)*1 0 0 0 1 0 0 0 1",
                          "1 0 0 0 1 0 0 0",
                          "1 0 0 0 1 0 0 0 1 0",
                          "1 0 0 0 2 0 0 0 1",
                          "-1 0 0 0 1 0 0 0 1",
                          "2/2 0 0 0 1 0 0 0 1",
                          "",
                          "Rz",
                          "Rz(2 pi)",
                          "Rx(1)**Ry(1)",
                          "1,0,0,0,1,0,0,0,1",
                          "0x1 0 0 0 1 0 0 0 1"})
        QTest::newRow(t) << QString::fromLatin1(t);
}

void TestFormula::rotationErrors() {
    QFETCH(QString, text);
    const auto r = FormulaParser::rotation(text);
    QVERIFY2(!r.ok(), qPrintable(text));
    QVERIFY(r.error->column >= 1 && r.error->column <= text.size() + 1);
}

// A matrix just off a rotation: the deviation printed is above the
// tolerance the message names, not "0.0001" against 1e-4.
void TestFormula::rotationDeviationKeepsItsSide() {
    const auto r = FormulaParser::rotation(u"1.00005 0 0 0 1 0 0 0 1");
    QVERIFY(!r.ok());
    static const QRegularExpression dev(QStringLiteral("max \\|RᵀR − I\\| is (\\S+), above 1e-4"));
    const QRegularExpressionMatch m = dev.match(r.error->message);
    QVERIFY2(m.hasMatch(), qPrintable(r.error->message));
    QVERIFY2(m.captured(1).toDouble() > FormulaParser::RotationTolerance, qPrintable(r.error->message));
}

void TestFormula::translations() {
    const auto t = FormulaParser::translation(u"-0.02396 -0.01610\t0.02575");
    QVERIFY(t.ok());
    QCOMPARE(t.value, Eigen::Vector3d(-0.02396, -0.01610, 0.02575));
    QVERIFY(FormulaParser::translation(u"  0 0\n 1 ").ok());
}

void TestFormula::translationErrors_data() {
    QTest::addColumn<QString>("text");
    for (const char* t : {"1 2 pi", "1 2 1+1", "1,2,3", "1 2", "1 2 3 4", "0x10 0 0", ".e2 0 0", "1e 0 0", "inf 0 0", "", "1 2 - 3"})
        QTest::newRow(t) << QString::fromLatin1(t);
}

void TestFormula::translationErrors() {
    QFETCH(QString, text);
    const auto r = FormulaParser::translation(text);
    QVERIFY2(!r.ok(), qPrintable(text));
}

// Long and deep inputs are errors, not stack overflows.
void TestFormula::limits() {
    const QString deep = QString(100000, QLatin1Char('(')) + QStringLiteral("1") + QString(100000, QLatin1Char(')'));
    QVERIFY(!FormulaParser::formula(deep).ok());
    QVERIFY(!FormulaParser::formula(QString(FormulaParser::MaxLength - 1, QLatin1Char('-')) + QStringLiteral("1")).ok());
    QString deepButShort = QString(60, QLatin1Char('(')) + QStringLiteral("1") + QString(60, QLatin1Char(')'));
    QVERIFY(FormulaParser::formula(deepButShort).ok());
    QString longSum = QStringLiteral("1");
    while (longSum.size() < FormulaParser::MaxLength - 4) longSum += QStringLiteral("+1");
    QVERIFY(FormulaParser::formula(longSum).ok());
    QVERIFY(!FormulaParser::rotation(QString(200000, QLatin1Char('R'))).ok());
}

QTEST_GUILESS_MAIN(TestFormula)
#include "tst_formula.moc"
