// xacro's expression language and load_yaml, against ros/xacro itself
// (../shared/oracles/xacro, run with python3 where it is present): every
// expression's str() and every YAML file's reading must equal xacro's, and
// what lies outside the Python subset is an error at its column.
#include "TestSupport.h"

#include "formats/DocumentState.h"
#include "formats/urdf/UrdfFormat.h"
#include "formats/xacro/XacroExpander.h"
#include "formats/xacro/XacroFormat.h"
#include "kinematics/Data.h"
#include "kinematics/Kinematics.h"
#include "kinematics/Model.h"
#include "formats/xacro/XacroExpression.h"
#include "formats/xacro/XacroYaml.h"
#include "xml/XmlDocument.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <map>

using namespace kinedit;

namespace {

const QString kOracle = QStringLiteral(KINEDIT_SHARED_DIR "/oracles/xacro");

// Properties as a xacro file would define them; the same in Python below.
class Env final : public XacroEnvironment {
public:
    QString dir;
    std::map<QString, XacroValue> props = {
        {QStringLiteral("a"), XacroValue::integer(2)},
        {QStringLiteral("b"), XacroValue::real(0.5)},
        {QStringLiteral("s"), XacroValue::string(QStringLiteral("abc"))},
        {QStringLiteral("flag"), XacroValue::boolean(true)},
        {QStringLiteral("l"), XacroValue::makeList({XacroValue::integer(1), XacroValue::integer(2), XacroValue::integer(3)})},
        {QStringLiteral("d"), XacroValue::makeDict({{XacroValue::string(QStringLiteral("x")), XacroValue::integer(1)},
                                                    {XacroValue::string(QStringLiteral("y")), XacroValue::real(2.5)}})},
    };
    std::optional<XacroValue> lookup(const QString& name) override {
        const auto it = props.find(name);
        return it == props.end() ? std::nullopt : std::optional(it->second);
    }
    std::optional<XacroValue> member(XacroTable*, const QString&) override { return std::nullopt; }
    XacroValue loadYaml(const QString& file) override { return loadXacroYaml(QDir(dir).filePath(file), *this); }
    std::optional<QString> arg(const QString&) override { return std::nullopt; }
    QString absoluteFileName(const QString& file) override { return QDir(dir).filePath(file); }
    void message(const QString&, const QString&) override {}
};

const char* const kPythonProps = "{'a': 2, 'b': 0.5, 's': 'abc', 'flag': True, 'l': [1, 2, 3], 'd': {'x': 1, 'y': 2.5}}";

// Runs ros/xacro's own evaluator on each line of input; returns one str()
// (or "ERROR") per line, or nothing without python3.
QStringList xacroEvaluates(const QStringList& expressions, const QString& mode, const QString& dir = {}) {
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty() || !QFileInfo::exists(kOracle + QStringLiteral("/xacro/__init__.py"))) return {};
    const QString script = QStringLiteral(R"(
import json, math, os, sys
sys.path.insert(0, %1)
import xacro
xacro.init_stacks(os.path.join(%2, 'x.xacro'))
props = %3
out = []
for line in json.load(sys.stdin):
    try:
        if %4 == 'yaml':
            v = xacro.load_yaml(os.path.join(%2, line))
        else:
            # As eval_text does: the properties are the expression's globals
            # (a Table over xacro's global symbols), so comprehensions see them.
            symbols = xacro.Table(xacro._global_symbols)
            for k, p in props.items():
                symbols._setitem(k, p, unevaluated=False)
            v = xacro.safe_eval(line, symbols)
        out.append(str(v))
    except Exception as e:
        out.append('ERROR')
print(json.dumps(out))
)")
                               .arg(QStringLiteral("'%1'").arg(kOracle), QStringLiteral("'%1'").arg(dir), QLatin1String(kPythonProps),
                                    QStringLiteral("'%1'").arg(mode));
    QProcess p;
    p.start(python, {QStringLiteral("-c"), script});
    p.write(QJsonDocument(QJsonArray::fromStringList(expressions)).toJson());
    p.closeWriteChannel();
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {QStringLiteral("python3 failed: ") + QString::fromUtf8(p.readAllStandardError())};
    QStringList out;
    for (const QJsonValue& v : QJsonDocument::fromJson(p.readAllStandardOutput()).array()) out << v.toString();
    return out;
}

const QString kCorpus = QStringLiteral(KINEDIT_SHARED_DIR "/corpus/xacro");

// Numbers in text compare to 1e-9 (xacro prints Python's repr; a
// difference in the last digit of a printed float is not a difference).
bool sameText(const QString& a, const QString& b) {
    const QStringList x = a.simplified().split(QLatin1Char(' ')), y = b.simplified().split(QLatin1Char(' '));
    if (x.size() != y.size()) return false;
    for (qsizetype k = 0; k < x.size(); ++k) {
        if (x[k] == y[k]) continue;
        bool okA = false, okB = false;
        const double u = x[k].toDouble(&okA), v = y[k].toDouble(&okB);
        if (!okA || !okB || std::abs(u - v) > 1e-9 * std::max(1.0, std::abs(u))) return false;
    }
    return true;
}

// The element trees equal: names, attributes, text; comments and
// whitespace-only text not compared. Differences go into why (at most a few).
void compareTrees(const XmlElement& a, const XmlElement& b, const QString& path, QStringList& why) {
    if (why.size() > 5) return;
    const QString here = path + QLatin1Char('/') + a.name();
    if (a.name() != b.name()) {
        why << QStringLiteral("%1: element <%2> where xacro has <%3>").arg(path, a.name(), b.name());
        return;
    }
    QHash<QString, QString> attrsA, attrsB;
    for (const XmlAttribute& x : a.attributes()) attrsA.insert(x.name, x.value);
    for (const XmlAttribute& x : b.attributes()) attrsB.insert(x.name, x.value);
    for (auto it = attrsB.begin(); it != attrsB.end(); ++it)
        if (!attrsA.contains(it.key()) || !sameText(attrsA.value(it.key()), it.value()))
            why << QStringLiteral("%1@%2: '%3' where xacro has '%4'")
                       .arg(here, it.key(), attrsA.value(it.key(), QStringLiteral("(none)")), it.value());
    for (auto it = attrsA.begin(); it != attrsA.end(); ++it)
        if (!attrsB.contains(it.key())) why << QStringLiteral("%1@%2: not in xacro's output").arg(here, it.key());
    if (!sameText(a.text(), b.text()))
        why << QStringLiteral("%1: text '%2' where xacro has '%3'").arg(here, a.text().simplified(), b.text().simplified());
    const std::vector<XmlElement*> ca = a.childElements(), cb = b.childElements();
    if (ca.size() != cb.size()) {
        why << QStringLiteral("%1: %2 child elements where xacro has %3").arg(here).arg(ca.size()).arg(cb.size());
        return;
    }
    for (size_t k = 0; k < ca.size(); ++k) compareTrees(*ca[k], *cb[k], here, why);
}

QHash<QString, QString> parseArgs(const QString& column) {
    QHash<QString, QString> args;
    for (const QString& a : column.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        args.insert(a.section(QStringLiteral(":="), 0, 0), a.section(QStringLiteral(":="), 1));
    return args;
}

QString evaluated(const QString& expression, Env& env) {
    try {
        return evaluateXacroExpression(expression, env).str();
    } catch (const XacroExpressionError&) {
        return QStringLiteral("ERROR");
    }
}

}  // namespace

class TestXacro : public QObject {
    Q_OBJECT
private slots:
    void expressionsEqualXacro() {
        // The Python subset robot files use, and its corner cases.
        const QStringList expressions = {
            "1+2",
            "7/2",
            "7//2",
            "-7//2",
            "7%3",
            "-7%3",
            "7.5%2",
            "2**10",
            "2**-1",
            "2**0.5",
            "a*b",
            "a/b",
            "1e-5",
            "1e16",
            "1e15",
            "0.1+0.2",
            "100.0",
            "1.5e300*1e10",
            "-0.0",
            "3.0*2",
            "10/5",
            "pi",
            "pi/2",
            "math.pi/4",
            "radians(90)",
            "degrees(pi)",
            "math.radians(45)",
            "sin(pi/6)",
            "cos(0)",
            "sqrt(2)",
            "atan2(1, 1)",
            "math.floor(2.7)",
            "math.ceil(-2.2)",
            "math.fabs(-3)",
            "math.log(100, 10)",
            "pow(2, 3)",
            "hypot(3, 4)",
            "abs(-3)",
            "python.abs(-3)",
            "min(3, 1, 2)",
            "max(l)",
            "max(0.5, 1)",
            "round(2.5)",
            "round(3.5)",
            "round(2.675, 2)",
            "int(3.9)",
            "int(-3.9)",
            "int('42')",
            "float('1.5')",
            "float(a)",
            "str(1.0)",
            "str(b)",
            "len(s)",
            "len(l)",
            "len(d)",
            "s + 'def'",
            "s * 2",
            "l + [4]",
            "l[0]",
            "l[-1]",
            "l[1:]",
            "s[1:2]",
            "d['x']",
            "d['y'] * 2",
            "'x' in d",
            "2 in l",
            "'b' in s",
            "'z' not in s",
            "a == 2",
            "a == 2.0",
            "a != b",
            "1 < a < 3",
            "a > 3 or b",
            "a and b",
            "not flag",
            "flag and not flag",
            "'yes' if flag else 'no'",
            "1 if a > 5 else 2 if a > 1 else 3",
            "True + 1",
            "[1, 2.5, 'x']",
            "(1, 2)",
            "{'k': [1]}",
            "'%s-%d' % ('a', 3)",
            "'{}_{}'.format(s, a)",
            "s.upper()",
            "'a,b'.split(',')",
            "'%.3f' % pi",
            "str(True)",
            "None",
            "d.get('z', 5)",
            "sorted([3, 1, 2])",
            "list(range(3))",
            "a ** 2 ** 2",
            "-a ** 2",
            "1/3",
            "2/3*3",
            "0.1*3",
            "1e-4",
            "0.0001",
            "123456789012345678",
            "12345678901234567.0",
            "xacro.tokenize('a,b;c d')",
            "undefined_name",
            "1/0",
            "'a' + 1",
            "l[5]",
            "abs",
            "python.sum(l)",
            "math.e",
            "math.isnan(1.0)",
            "float('inf')",
            "dict(a=1, b=2.5)",
            "dict(d, x=5)",
            "len(dict(j1=0.0, j2=0.0))",
            "max(1, key=2)",
            "[x * 2 for x in l]",
            "[k for k in d if k != 'x']",
            "[p + q for p, q in [(1, 2), (3, 4)]]",
            "[x for x in l for y in l if x < y]",
            "[c for c in s]",
            "[x for x in 5]",
            "[a for x in l]",
        };
        const QStringList expected = xacroEvaluates(expressions, QStringLiteral("eval"));
        if (expected.isEmpty()) QSKIP("python3 or ../shared/oracles/xacro is absent: no oracle");
        QCOMPARE(expected.size(), expressions.size());
        Env env;
        QStringList differences;
        for (int k = 0; k < expressions.size(); ++k) {
            const QString mine = evaluated(expressions[k], env);
            if (mine != expected[k]) differences << QStringLiteral("%1: xacro %2, Kinedit %3").arg(expressions[k], expected[k], mine);
        }
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1Char('\n'))));
    }

    void outsideTheSubsetIsAnErrorAtItsColumn() {
        Env env;
        struct Case {
            const char* text;
            int column;
            XacroExpressionError::Kind kind;
        };
        const Case cases[] = {
            {"length * ", 9, XacroExpressionError::Syntax},
            {"(x for x in l)", 3, XacroExpressionError::Syntax},
            {"__import__('os').system('ls')", 0, XacroExpressionError::Syntax},
            {"lambda: 1", 0, XacroExpressionError::Syntax},
            {"a + nope", 4, XacroExpressionError::UndefinedName},
            {"a = 1", 2, XacroExpressionError::Syntax},
            {"l[9]", 1, XacroExpressionError::Evaluation},
            {"open('/etc/passwd')", 0, XacroExpressionError::UndefinedName},
        };
        for (const Case& c : cases) {
            try {
                evaluateXacroExpression(QString::fromLatin1(c.text), env);
                QFAIL(qPrintable(QStringLiteral("no error for %1").arg(QLatin1String(c.text))));
            } catch (const XacroExpressionError& e) {
                QVERIFY2(e.column == c.column && e.kind == c.kind, qPrintable(QStringLiteral("%1: column %2, kind %3 (%4)")
                                                                                  .arg(QLatin1String(c.text))
                                                                                  .arg(e.column)
                                                                                  .arg(int(e.kind))
                                                                                  .arg(e.message)));
                QVERIFY(!e.message.isEmpty());
            }
        }
    }

    // Every robot of the corpus expands to the element tree ros/xacro wrote
    // (expected/, made by the oracle), and every invalid input fails with
    // its error located in the xacro file.
    void corpusExpandsAsXacroDoes() {
        KINEDIT_REQUIRE_SHARED(kCorpus);
        const QString root = QFileInfo(kCorpus).canonicalFilePath();
        qputenv("ROS_PACKAGE_PATH", root.toUtf8());
        QFile cases(root + QStringLiteral("/CASES.tsv"));
        QVERIFY(cases.open(QIODevice::ReadOnly));
        QStringList failures;
        int robots = 0, equal = 0, invalid = 0;
        const QStringList lines = QString::fromUtf8(cases.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (const QString& line : lines.mid(1)) {
            const QStringList c = line.split(QLatin1Char('\t'));
            const QString name = c.value(0), input = c.value(1), expected = c.value(5);
            QVERIFY2(c.value(3).isEmpty(), "a case with environment variables: the test does not set them yet");
            Diagnostics d;
            auto doc = XmlDocument::load(root + QLatin1Char('/') + input, &d);
            QVERIFY2(doc, qPrintable(input));
            XacroOptions options;
            options.args = parseArgs(c.value(2));
            const XacroExpansion x = expandXacro(*doc, options);
            if (c.value(4) != QLatin1String("0")) {
                ++invalid;
                const auto error = std::find_if(x.diagnostics.begin(), x.diagnostics.end(),
                                                [](const Diagnostic& e) { return e.severity == Severity::Error; });
                if (x.ok || error == x.diagnostics.end())
                    failures << name + QStringLiteral(": xacro fails, Kinedit expands it");
                else if (error->line < 1 || error->column < 1 || error->file.isEmpty())
                    failures << name + QStringLiteral(": the error has no location: ") + error->toText();
                else
                    qInfo("%s: %s", qPrintable(name), qPrintable(error->toText()));
                // Kinova's gen3_lite passes 'gripper' to a macro without that
                // parameter two calls deep: the calls are named, where xacro
                // names the macros without lines.
                if (name == QLatin1String("gen3_lite_gen3_lite_2f")) {
                    QVERIFY2(error != x.diagnostics.end() && error->code == QLatin1String("XACRO-E006"),
                             qPrintable(x.diagnostics.value(0).toText()));
                    QVERIFY2(error->message.contains(QLatin1String("in macro 'load_robot' called at gen3_lite_gen3_lite_2f.xacro:32:5")),
                             qPrintable(error->message));
                }
                continue;
            }
            ++robots;
            if (!x.ok) {
                failures << name + QStringLiteral(": ") + x.diagnostics.value(0).toText();
                continue;
            }
            QFile e(root + QLatin1Char('/') + expected);
            QVERIFY(e.open(QIODevice::ReadOnly));
            QByteArray want = e.readAll();
            want.replace("@CORPUS_ROOT@", root.toUtf8());
            Diagnostics ignored;
            auto mine = XmlDocument::fromBytes(x.bytes, name, &ignored);
            auto theirs = XmlDocument::fromBytes(want, expected, &ignored);
            QVERIFY(theirs && theirs->root());
            if (!mine || !mine->root()) {
                failures << name + QStringLiteral(": the expansion is not XML");
                continue;
            }
            QStringList why;
            compareTrees(*mine->root(), *theirs->root(), QString(), why);
            if (why.isEmpty())
                ++equal;
            else
                failures << name + QStringLiteral(":\n    ") + why.join(QStringLiteral("\n    "));
        }
        qInfo("%d robots, %d equal to xacro's expansion; %d invalid inputs", robots, equal, invalid);
        QVERIFY(robots >= 20);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // Besides the stored outputs: xacro itself, run now on every robot of
    // the corpus (where python3 is present), writes the tree Kinedit does.
    void corpusExpandsAsLiveXacroDoes() {
        KINEDIT_REQUIRE_SHARED(kCorpus);
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty() || !QFileInfo::exists(kOracle + QStringLiteral("/run-xacro")))
            QSKIP("python3 or ../shared/oracles/xacro is absent: no oracle");
        const QString root = QFileInfo(kCorpus).canonicalFilePath();
        qputenv("ROS_PACKAGE_PATH", root.toUtf8());
        QFile cases(root + QStringLiteral("/CASES.tsv"));
        QVERIFY(cases.open(QIODevice::ReadOnly));
        QStringList failures;
        int robots = 0;
        const QStringList lines = QString::fromUtf8(cases.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (const QString& line : lines.mid(1)) {
            const QStringList c = line.split(QLatin1Char('\t'));
            if (c.value(4) != QLatin1String("0")) continue;
            const QString input = root + QLatin1Char('/') + c.value(1);
            QProcess xacro;
            xacro.setWorkingDirectory(root);
            xacro.start(QStringLiteral("bash"), QStringList{kOracle + QStringLiteral("/run-xacro"), input} +
                                                    c.value(2).split(QLatin1Char(' '), Qt::SkipEmptyParts));
            QVERIFY(xacro.waitForFinished(60000));
            QCOMPARE(xacro.exitCode(), 0);
            Diagnostics d;
            auto doc = XmlDocument::load(input, &d);
            QVERIFY(doc);
            XacroOptions options;
            options.args = parseArgs(c.value(2));
            const XacroExpansion x = expandXacro(*doc, options);
            QVERIFY2(x.ok, qPrintable(x.diagnostics.value(0).toText()));
            auto mine = XmlDocument::fromBytes(x.bytes, input, &d);
            auto theirs = XmlDocument::fromBytes(xacro.readAllStandardOutput(), QStringLiteral("xacro"), &d);
            QVERIFY(mine && mine->root() && theirs && theirs->root());
            QStringList why;
            compareTrees(*mine->root(), *theirs->root(), QString(), why);
            if (!why.isEmpty()) failures << c.value(0) + QStringLiteral(":\n    ") + why.join(QStringLiteral("\n    "));
            ++robots;
        }
        qInfo("%d robots expanded by xacro just now, Kinedit's trees equal", robots - int(failures.size()));
        QVERIFY(robots >= 20);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // The robot Kinedit compiles from each xacro robot of the corpus has the
    // frames, at the same poses (1e-9), as the one it compiles from the URDF
    // xacro wrote: what frames --json and the window show.
    void corpusFramesEqualTheExpectedUrdfs() {
        KINEDIT_REQUIRE_SHARED(kCorpus);
        const QString root = QFileInfo(kCorpus).canonicalFilePath();
        qputenv("ROS_PACKAGE_PATH", root.toUtf8());
        QFile cases(root + QStringLiteral("/CASES.tsv"));
        QVERIFY(cases.open(QIODevice::ReadOnly));
        const XacroFormat xacro;
        const UrdfFormat urdf;
        QStringList failures;
        int robots = 0, frames = 0;
        const QStringList lines = QString::fromUtf8(cases.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (const QString& line : lines.mid(1)) {
            const QStringList c = line.split(QLatin1Char('\t'));
            const QString name = c.value(0), input = root + QLatin1Char('/') + c.value(1);
            if (c.value(4) != QLatin1String("0")) continue;
            Diagnostics d;
            auto doc = XmlDocument::load(input, &d);
            QVERIFY2(doc, qPrintable(input));
            DocumentState state;
            state.setArguments(parseArgs(c.value(2)));
            QFile e(root + QLatin1Char('/') + c.value(5));
            QVERIFY(e.open(QIODevice::ReadOnly));
            QByteArray want = e.readAll();
            want.replace("@CORPUS_ROOT@", root.toUtf8());
            auto expected = XmlDocument::fromBytes(want, input, &d);  // named as the xacro file: meshes resolve alike
            QVERIFY(expected);
            Diagnostics mine, theirs;
            const auto a = xacro.compile(*doc, mine, &state);
            const auto b = urdf.compile(*expected, theirs);
            if (!b) {
                // Kinedit refuses the URDF xacro wrote (husky_sim names a
                // link no file defines): it must refuse the xacro file too.
                if (a) failures << name + QStringLiteral(": the expected URDF does not compile, the xacro file does");
                continue;
            }
            if (!a) {
                failures << name + QStringLiteral(": does not compile: ") + mine.value(0).toText();
                continue;
            }
            ++robots;
            kin::Data da(a), db(b);
            kin::forwardKinematics(*a, da, da.q);
            kin::forwardKinematics(*b, db, db.q);
            if (a->frames().size() != b->frames().size()) {
                failures << QStringLiteral("%1: %2 frames, the URDF has %3").arg(name).arg(a->frames().size()).arg(b->frames().size());
                continue;
            }
            for (size_t k = 0; k < b->frames().size(); ++k) {
                const int i = a->frameIndex(b->frames()[k].name);
                if (i < 0) {
                    failures << QStringLiteral("%1: no frame %2").arg(name, QString::fromStdString(b->frames()[k].name));
                    break;
                }
                ++frames;
                const Eigen::Isometry3d& p = da.oMf[size_t(i)];
                const Eigen::Isometry3d& q = db.oMf[k];
                if (!p.matrix().isApprox(q.matrix(), 1e-9) && (p.matrix() - q.matrix()).cwiseAbs().maxCoeff() > 1e-9) {
                    failures << QStringLiteral("%1: frame %2 is elsewhere").arg(name, QString::fromStdString(b->frames()[k].name));
                    break;
                }
            }
        }
        qInfo("%d robots, %d frames at xacro's URDF's poses", robots, frames);
        QVERIFY(robots >= 18);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    // Hostile files (tests/data/fuzz/xacro) stop at a limit with one located
    // error: recursion, an include cycle, a macro bomb, a property cycle,
    // a YAML "billion laughs", huge strings, integer overflow.
    void hostileInputsStopWithALocatedError() {
        const QDir dir(QStringLiteral(KINEDIT_SOURCE_DIR "/tests/data/fuzz/xacro"));
        const QHash<QString, QString> expected = {
            {QStringLiteral("macro-recursion.xacro"), QStringLiteral("XACRO-E011")},
            {QStringLiteral("include-cycle.xacro"), QStringLiteral("XACRO-E011")},
            {QStringLiteral("macro-bomb.xacro"), QStringLiteral("XACRO-E011")},
            {QStringLiteral("property-cycle.xacro"), QStringLiteral("XACRO-E015")},
            {QStringLiteral("yaml-laughs.xacro"), QStringLiteral("XACRO-E011")},
            {QStringLiteral("string-bomb.xacro"), QStringLiteral("XACRO-E004")},
            {QStringLiteral("integer-overflow.xacro"), QStringLiteral("XACRO-E004")},
        };
        QCOMPARE(dir.entryList({QStringLiteral("*.xacro")}, QDir::Files).size(), expected.size());
        for (auto it = expected.begin(); it != expected.end(); ++it) {
            Diagnostics d;
            auto doc = XmlDocument::load(dir.filePath(it.key()), &d);
            QVERIFY(doc);
            const XacroExpansion x = expandXacro(*doc);
            QVERIFY2(!x.ok, qPrintable(it.key()));
            const int errors = int(std::count_if(x.diagnostics.begin(), x.diagnostics.end(),
                                                 [](const Diagnostic& e) { return e.severity == Severity::Error; }));
            QCOMPARE(errors, 1);
            const Diagnostic& e = *std::find_if(x.diagnostics.begin(), x.diagnostics.end(),
                                                [](const Diagnostic& e) { return e.severity == Severity::Error; });
            QVERIFY2(e.code == it.value() && e.line >= 1 && e.column >= 1 && e.file.endsWith(QLatin1String(".xacro")),
                     qPrintable(it.key() + QStringLiteral(": ") + e.toText()));
        }
    }

    void yamlAsXacroReadsIt() {
        QTemporaryDir dir;
        test::writeFile(dir.path(), QStringLiteral("limits.yaml"), R"(# joint limits
joint1:
  lower: !degrees -166
  upper: !radians pi/2
  velocity: 2.175
  effort: 87
  name: "shoulder"
  flags: [yes, no, on, off, true, ~, null]
  numbers: [1_000, 0x1F, 017, 1.5e-3, 1e3, .5, -.inf, 12:30]
base: &base {x: 1, y: 2}
copy: *base
list:
  - a
  - {b: 3}
empty:
)");
        test::writeFile(dir.path(), QStringLiteral("scalar.yaml"), "3.25\n");
        test::writeFile(dir.path(), QStringLiteral("bad.yaml"), "a: [1, 2\n");
        const QStringList files = {QStringLiteral("limits.yaml"), QStringLiteral("scalar.yaml"), QStringLiteral("bad.yaml")};
        const QStringList expected = xacroEvaluates(files, QStringLiteral("yaml"), dir.path());
        if (expected.isEmpty()) QSKIP("python3 or ../shared/oracles/xacro is absent: no oracle");
        Env env;
        env.dir = dir.path();
        for (int k = 0; k < files.size(); ++k) {
            QString mine;
            try {
                mine = loadXacroYaml(dir.filePath(files[k]), env).str();
            } catch (const XacroExpressionError& e) {
                mine = QStringLiteral("ERROR");
                QVERIFY2(e.message.contains(QLatin1String("bad.yaml:")), qPrintable(e.message));  // the file and its line
            }
            QCOMPARE(mine, expected[k]);
        }
    }
};

QTEST_GUILESS_MAIN(TestXacro)
#include "tst_xacro.moc"
