// URDF's rules: for every code of UrdfCodes.h, a failing file that gives it
// once, at its line, and a passing file (the least fix of it) that does not.
// Each file goes through the one document check (checkDocument: the parse,
// the format's rules, the compile and the loop check), as every client
// checks it. A second test reads UrdfCodes.h, so that a new code without a
// row here fails.
#include "TestSupport.h"

#include "check/DocumentCheck.h"
#include "formats/Format.h"
#include "formats/urdf/UrdfCodes.h"
#include "formats/urdf/UrdfFormat.h"
#include "xml/XmlDocument.h"

#include <QDir>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <memory>
#include <vector>

using namespace kinedit;

namespace {

// One code: a failing file gives it exactly once, at line (1-based); the
// passing file does not give it, nor any error. Files are read as
// DIR/robot.urdf, DIR holding meshes/part.stl (and nothing else).
struct Row {
    const char* name;  // what the failing file does
    const char* code;
    int line;
    const char* failing;
    const char* passing;
};

const std::vector<Row>& rows() {
    static const std::vector<Row> all = {
        {"robot without a name", urdfcode::NotRobot, 2,
         "<?xml version=\"1.0\"?>\n"
         "<robot>\n"
         "  <link name=\"a\"/>\n"
         "</robot>\n",
         "<?xml version=\"1.0\"?>\n"
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "</robot>\n"},
        {"link without a name", urdfcode::MissingName, 2,
         "<robot name=\"r\">\n"
         "  <link/>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "</robot>\n"},
        // Two joints of one name (two links of one name would also make
        // two roots, URDF-E008).
        {"two joints of one name", urdfcode::DuplicateName, 9,
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <link name=\"c\"/>\n"
         "  <joint name=\"j\" type=\"fixed\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "  </joint>\n"
         "  <joint name=\"j\" type=\"fixed\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"c\"/>\n"
         "  </joint>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <link name=\"c\"/>\n"
         "  <joint name=\"j\" type=\"fixed\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "  </joint>\n"
         "  <joint name=\"k\" type=\"fixed\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"c\"/>\n"
         "  </joint>\n"
         "</robot>\n"},
        {"unknown joint type", urdfcode::BadJointType, 4,
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"hinge\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "  </joint>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"fixed\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "  </joint>\n"
         "</robot>\n"},
        // The child names no link (and so no second root appears).
        {"child names no link", urdfcode::BadLinkRef, 5,
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <joint name=\"j\" type=\"fixed\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "  </joint>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"fixed\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "  </joint>\n"
         "</robot>\n"},
        {"box size of two numbers", urdfcode::BadNumber, 5,
         "<robot name=\"r\">\n"
         "  <link name=\"a\">\n"
         "    <visual>\n"
         "      <geometry>\n"
         "        <box size=\"1 1\"/>\n"
         "      </geometry>\n"
         "    </visual>\n"
         "  </link>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\">\n"
         "    <visual>\n"
         "      <geometry>\n"
         "        <box size=\"1 1 1\"/>\n"
         "      </geometry>\n"
         "    </visual>\n"
         "  </link>\n"
         "</robot>\n"},
        {"revolute joint without limit", urdfcode::MissingLimit, 4,
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"revolute\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <axis xyz=\"0 0 1\"/>\n"
         "  </joint>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"revolute\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <axis xyz=\"0 0 1\"/>\n"
         "    <limit lower=\"-1\" upper=\"1\" effort=\"10\" velocity=\"1\"/>\n"
         "  </joint>\n"
         "</robot>\n"},
        // Two roots: said once, at the root element. (A cycle is said at
        // every link in it.)
        {"two trees", urdfcode::NotATree, 1,
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"fixed\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "  </joint>\n"
         "</robot>\n"},
        {"zero axis", urdfcode::ZeroAxis, 7,
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <axis xyz=\"0 0 0\"/>\n"
         "  </joint>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <axis xyz=\"0 0 1\"/>\n"
         "  </joint>\n"
         "</robot>\n"},
        {"limit without effort", urdfcode::LimitIncomplete, 7,
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"revolute\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <limit lower=\"-1\" upper=\"1\" velocity=\"2\"/>\n"
         "  </joint>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"revolute\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <limit lower=\"-1\" upper=\"1\" effort=\"5\" velocity=\"2\"/>\n"
         "  </joint>\n"
         "</robot>\n"},
        // urdfdom reads a limit on a continuous joint too.
        {"continuous joint's limit without velocity", urdfcode::LimitIncomplete, 7,
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <limit effort=\"5\"/>\n"
         "  </joint>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <limit effort=\"5\" velocity=\"1\"/>\n"
         "  </joint>\n"
         "</robot>\n"},
        // <ros2_control> as ros2_control's parser reads it: <hardware>
        // without its <plugin> is refused.
        {"ros2_control hardware without a plugin", urdfcode::Ros2ControlRefused, 9,
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "  </joint>\n"
         "  <ros2_control name=\"hw\" type=\"system\">\n"
         "    <hardware>\n"
         "      <param name=\"rate\">100</param>\n"
         "    </hardware>\n"
         "    <joint name=\"j\">\n"
         "      <command_interface name=\"velocity\"/>\n"
         "      <state_interface name=\"position\"/>\n"
         "    </joint>\n"
         "  </ros2_control>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "  </joint>\n"
         "  <ros2_control name=\"hw\" type=\"system\">\n"
         "    <hardware>\n"
         "      <plugin>mock_components/GenericSystem</plugin>\n"
         "    </hardware>\n"
         "    <joint name=\"j\">\n"
         "      <command_interface name=\"velocity\"/>\n"
         "      <state_interface name=\"position\"/>\n"
         "    </joint>\n"
         "  </ros2_control>\n"
         "</robot>\n"},
        {"ros2_control joint of no joint", urdfcode::Ros2ControlNoJoint, 12,
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "  </joint>\n"
         "  <ros2_control name=\"hw\" type=\"system\">\n"
         "    <hardware>\n"
         "      <plugin>mock_components/GenericSystem</plugin>\n"
         "    </hardware>\n"
         "    <joint name=\"jj\">\n"
         "      <command_interface name=\"velocity\"/>\n"
         "      <state_interface name=\"position\"/>\n"
         "    </joint>\n"
         "  </ros2_control>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "  </joint>\n"
         "  <ros2_control name=\"hw\" type=\"system\">\n"
         "    <hardware>\n"
         "      <plugin>mock_components/GenericSystem</plugin>\n"
         "    </hardware>\n"
         "    <joint name=\"j\">\n"
         "      <command_interface name=\"velocity\"/>\n"
         "      <state_interface name=\"position\"/>\n"
         "    </joint>\n"
         "  </ros2_control>\n"
         "</robot>\n"},
        {"no links", urdfcode::NoLinks, 2,
         "<?xml version=\"1.0\"?>\n"
         "<robot name=\"r\">\n"
         "</robot>\n",
         "<?xml version=\"1.0\"?>\n"
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "</robot>\n"},
        {"mimic of no joint", urdfcode::MimicNoJoint, 8,
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <axis xyz=\"0 0 1\"/>\n"
         "    <mimic joint=\"k\"/>\n"
         "  </joint>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <link name=\"c\"/>\n"
         "  <joint name=\"k\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"c\"/>\n"
         "    <axis xyz=\"0 0 1\"/>\n"
         "  </joint>\n"
         "  <joint name=\"j\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <axis xyz=\"0 0 1\"/>\n"
         "    <mimic joint=\"k\"/>\n"
         "  </joint>\n"
         "</robot>\n"},
        // A second joint with child b: a loop, said at that joint's <child>.
        // It closes (both joints turn about one axis through one point).
        {"link with two parent joints", urdfcode::ClosedLoop, 11,
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j1\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <axis xyz=\"0 0 1\"/>\n"
         "  </joint>\n"
         "  <joint name=\"j2\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <axis xyz=\"0 0 1\"/>\n"
         "  </joint>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <link name=\"c\"/>\n"
         "  <joint name=\"j1\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <axis xyz=\"0 0 1\"/>\n"
         "  </joint>\n"
         "  <joint name=\"j2\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"c\"/>\n"
         "    <axis xyz=\"0 0 1\"/>\n"
         "  </joint>\n"
         "</robot>\n"},
        // The same loop with j2 placed 1 m away: no turn of the two joints
        // closes the gap (the compiler's warning, at the root). The failing
        // file also gives URDF-W001; the passing one is the loop that
        // closes (URDF-W001 only).
        {"loop that cannot close", urdfcode::LoopOpen, 1,
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j1\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <axis xyz=\"0 0 1\"/>\n"
         "  </joint>\n"
         "  <joint name=\"j2\" type=\"continuous\">\n"
         "    <origin xyz=\"1 0 0\"/>\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <axis xyz=\"0 0 1\"/>\n"
         "  </joint>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\"/>\n"
         "  <link name=\"b\"/>\n"
         "  <joint name=\"j1\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <axis xyz=\"0 0 1\"/>\n"
         "  </joint>\n"
         "  <joint name=\"j2\" type=\"continuous\">\n"
         "    <parent link=\"a\"/>\n"
         "    <child link=\"b\"/>\n"
         "    <axis xyz=\"0 0 1\"/>\n"
         "  </joint>\n"
         "</robot>\n"},
        // Relative to the file's folder, which holds meshes/part.stl only.
        {"mesh file not found", urdfcode::MeshNotFound, 5,
         "<robot name=\"r\">\n"
         "  <link name=\"a\">\n"
         "    <visual>\n"
         "      <geometry>\n"
         "        <mesh filename=\"meshes/missing.stl\"/>\n"
         "      </geometry>\n"
         "    </visual>\n"
         "  </link>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\">\n"
         "    <visual>\n"
         "      <geometry>\n"
         "        <mesh filename=\"meshes/part.stl\"/>\n"
         "      </geometry>\n"
         "    </visual>\n"
         "  </link>\n"
         "</robot>\n"},
        // iyx for iyz: a near miss of a known name, so a warning (an
        // attribute like no URDF name is a note).
        {"inertia attribute misspelt", urdfcode::UnknownAttribute, 5,
         "<robot name=\"r\">\n"
         "  <link name=\"a\">\n"
         "    <inertial>\n"
         "      <mass value=\"1\"/>\n"
         "      <inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"1\" iyx=\"0\" izz=\"1\"/>\n"
         "    </inertial>\n"
         "  </link>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\">\n"
         "    <inertial>\n"
         "      <mass value=\"1\"/>\n"
         "      <inertia ixx=\"1\" ixy=\"0\" ixz=\"0\" iyy=\"1\" iyz=\"0\" izz=\"1\"/>\n"
         "    </inertial>\n"
         "  </link>\n"
         "</robot>\n"},
        // Said once, at <visul>: what is inside it is not checked.
        {"element misspelt", urdfcode::UnknownElement, 3,
         "<robot name=\"r\">\n"
         "  <link name=\"a\">\n"
         "    <visul>\n"
         "      <geometry>\n"
         "        <box size=\"1 1 1\"/>\n"
         "      </geometry>\n"
         "    </visul>\n"
         "  </link>\n"
         "</robot>\n",
         "<robot name=\"r\">\n"
         "  <link name=\"a\">\n"
         "    <visual>\n"
         "      <geometry>\n"
         "        <box size=\"1 1 1\"/>\n"
         "      </geometry>\n"
         "    </visual>\n"
         "  </link>\n"
         "</robot>\n"},
    };
    return all;
}

// Codes of UrdfCodes.h that no file can give, with why. None today: every
// URDF code comes from a file's text (a missing mesh from a path naming no
// file; URDF-W002 and the compiler's URDF-E008 from the compile, run by the
// document check).
const QSet<QString>& notFromAFile() {
    static const QSet<QString> none;
    return none;
}

struct Checked {
    std::unique_ptr<XmlDocument> doc;
    DocumentCheck check;
};

Checked checkText(const QByteArray& text, const QString& fileName) {
    Checked c;
    Diagnostics parse;  // also in the document's parse diagnostics, which the check lists
    c.doc = XmlDocument::fromBytes(text, fileName, &parse);
    if (c.doc) c.check = checkDocument(*c.doc);
    return c;
}

Diagnostics withCode(const Diagnostics& all, const QString& code) {
    Diagnostics out;
    for (const Diagnostic& d : all)
        if (d.code == code) out.append(d);
    return out;
}

QString listing(const Diagnostics& all) {
    QStringList lines;
    for (const Diagnostic& d : all) lines << d.toText();
    return lines.isEmpty() ? QStringLiteral("(no diagnostics)") : lines.join(QLatin1Char('\n'));
}

QString sorted(const QSet<QString>& codes) {
    QStringList list = codes.values();
    list.sort();
    return list.join(QStringLiteral(", "));
}

}  // namespace

class TestUrdfRules : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void rules_data();
    void rules();
    void everyCodeHasARow();
    void ros2ControlOfMoveItRobots();
    void mujocoExtensionIsKnown();
    void cycleAndLinksBelowIt();
    void mimicCycle();

private:
    QTemporaryDir m_dir;
};

void TestUrdfRules::initTestCase() {
    QVERIFY(m_dir.isValid());
    const QByteArray stl =
        "solid part\n"
        "  facet normal 0 0 1\n"
        "    outer loop\n"
        "      vertex 0 0 0\n"
        "      vertex 1 0 0\n"
        "      vertex 0 1 0\n"
        "    endloop\n"
        "  endfacet\n"
        "endsolid part\n";
    QVERIFY(!test::writeFile(m_dir.path(), QStringLiteral("meshes/part.stl"), stl).isEmpty());
}

void TestUrdfRules::rules_data() {
    QTest::addColumn<QByteArray>("failing");
    QTest::addColumn<QByteArray>("passing");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    for (const Row& r : rows())
        QTest::newRow((QByteArray(r.code) + ' ' + r.name).constData())
            << QByteArray(r.failing) << QByteArray(r.passing) << QString::fromLatin1(r.code) << r.line;
}

void TestUrdfRules::rules() {
    QFETCH(QByteArray, failing);
    QFETCH(QByteArray, passing);
    QFETCH(QString, code);
    QFETCH(int, line);
    const QString file = m_dir.filePath(QStringLiteral("robot.urdf"));

    const Checked bad = checkText(failing, file);
    QVERIFY(bad.doc);
    QVERIFY2(bad.check.format, qPrintable(listing(bad.check.diagnostics)));
    QCOMPARE(bad.check.format->id(), QStringLiteral("urdf"));
    const Diagnostics found = withCode(bad.check.diagnostics, code);
    QVERIFY2(found.size() == 1,
             qPrintable(QStringLiteral("%1 given %2 times:\n%3").arg(code).arg(found.size()).arg(listing(bad.check.diagnostics))));
    QCOMPARE(found.front().line, line);
    QVERIFY(found.front().column >= 1);
    QCOMPARE(found.front().severity, code.contains(QLatin1String("-W")) ? Severity::Warning : Severity::Error);

    const Checked good = checkText(passing, file);
    QVERIFY(good.doc);
    QVERIFY2(good.check.format, qPrintable(listing(good.check.diagnostics)));
    QCOMPARE(good.check.format->id(), QStringLiteral("urdf"));
    QVERIFY2(withCode(good.check.diagnostics, code).isEmpty(), qPrintable(listing(good.check.diagnostics)));
    QVERIFY2(!hasErrors(good.check.diagnostics), qPrintable(listing(good.check.diagnostics)));
    QVERIFY2(good.check.model, qPrintable(good.check.compileFailure));
}

// The rows cover every code UrdfCodes.h defines, save those no file can
// give (notFromAFile), and no other: a new code needs a row here.
// The MoveIt robots of the SRDF corpus that carry <ros2_control> (as their
// xacro expands) are read as ros2_control reads them: none is refused, and
// their joints are the robot's.
void TestUrdfRules::ros2ControlOfMoveItRobots() {
    const QString dir = test::corpusDir() + QStringLiteral("/srdf/expanded");
    KINEDIT_REQUIRE_SHARED(dir);
    int controls = 0;
    for (const QFileInfo& f : QDir(dir).entryInfoList({QStringLiteral("*.urdf")}, QDir::Files)) {
        Diagnostics d;
        auto doc = XmlDocument::load(f.absoluteFilePath(), &d);
        QVERIFY(doc && doc->root());
        for (const XmlElement* c : doc->root()->elements(u"ros2_control")) controls += c ? 1 : 0;
        for (const Diagnostic& x : checkDocument(*doc).diagnostics)
            QVERIFY2(x.code != QLatin1String(urdfcode::Ros2ControlRefused) && x.code != QLatin1String(urdfcode::Ros2ControlNoJoint) &&
                         !(x.code == QLatin1String(urdfcode::UnknownElement) && x.message.contains(QLatin1String("ros2_control"))),
                     qPrintable(x.toText()));
    }
    QVERIFY2(controls >= 5, qPrintable(QString::number(controls)));
}

// MuJoCo's URDF extension (<mujoco><compiler .../></mujoco>, which MuJoCo
// reads for its URDF import) is known, as <gazebo> is: no "not part of
// URDF" warning, and it is counted among what no export carries.
void TestUrdfRules::mujocoExtensionIsKnown() {
    const QByteArray text =
        "<robot name=\"r\">\n"
        "  <mujoco><compiler discardvisual=\"false\" fusestatic=\"false\"/></mujoco>\n"
        "  <link name=\"a\"/>\n"
        "  <unknown_thing/>\n"
        "</robot>\n";
    Diagnostics d;
    auto doc = XmlDocument::fromBytes(text, QStringLiteral("r.urdf"), &d);
    QVERIFY(doc);
    const Diagnostics found = checkDocument(*doc).diagnostics;
    QCOMPARE(test::countCode(found, urdfcode::UnknownElement), 1);  // <unknown_thing> only
    QCOMPARE(test::findCode(found, urdfcode::UnknownElement)->line, 4);
    QVERIFY(UrdfFormat().uncarried(*doc).join(QLatin1Char(' ')).contains(QLatin1String("<mujoco>")));
}

// Links in a cycle of joints are said to be in it, with the cycle; a link
// that only hangs below it is said to hang below it. (urdfdom 3.0 accepts
// this file: it looks for one root and never walks the cycle; tst_urdfdom.)
void TestUrdfRules::cycleAndLinksBelowIt() {
    const Checked c = checkText(
        "<robot name=\"r\">\n"
        "  <link name=\"root\"/>\n"
        "  <link name=\"a\"/>\n"
        "  <link name=\"b\"/>\n"
        "  <link name=\"c\"/>\n"
        "  <joint name=\"j1\" type=\"fixed\"><parent link=\"a\"/><child link=\"b\"/></joint>\n"
        "  <joint name=\"j2\" type=\"fixed\"><parent link=\"b\"/><child link=\"a\"/></joint>\n"
        "  <joint name=\"j3\" type=\"fixed\"><parent link=\"b\"/><child link=\"c\"/></joint>\n"
        "</robot>\n",
        m_dir.filePath(QStringLiteral("cycle.urdf")));
    const Diagnostics d = withCode(c.check.diagnostics, QString::fromLatin1(urdfcode::NotATree));
    QCOMPARE(d.size(), 3);
    QCOMPARE(d[0].line, 3);
    QCOMPARE(d[0].message, QStringLiteral("link 'a' is in a cycle of joints: a → b → a"));
    QCOMPARE(d[1].line, 4);
    QCOMPARE(d[1].message, QStringLiteral("link 'b' is in a cycle of joints: a → b → a"));
    QCOMPARE(d[2].line, 5);
    QCOMPARE(d[2].message, QStringLiteral("link 'c' hangs below the cycle of joints a → b → a, not from a root"));
}

// Mimic joints leading round a cycle: its members are said to be in it, at
// their <mimic>; j3 only follows it and is not wrong. (urdfdom 3.0 and DART
// 6.12 load this file; DART makes the joints mimic ones and poses each at
// its own value.)
void TestUrdfRules::mimicCycle() {
    auto joint = [](const char* name, const char* child, const char* leader) {
        return QByteArray("  <joint name=\"") + name + "\" type=\"continuous\"><parent link=\"a\"/><child link=\"" + child +
               "\"/>\n    <mimic joint=\"" + leader + "\"/></joint>\n";
    };
    const Checked c = checkText("<robot name=\"r\">\n  <link name=\"a\"/><link name=\"b\"/><link name=\"c\"/><link name=\"d\"/>\n" +
                                    joint("j3", "d", "j1") + joint("j1", "b", "j2") + joint("j2", "c", "j1") + "</robot>\n",
                                m_dir.filePath(QStringLiteral("mimics.urdf")));
    const Diagnostics d = withCode(c.check.diagnostics, QString::fromLatin1(urdfcode::NotATree));
    QCOMPARE(d.size(), 2);
    QCOMPARE(d[0].line, 6);
    QCOMPARE(d[0].message, QStringLiteral("joint 'j1' is in a cycle of mimic joints: j1 → j2 → j1; none of them has a value of its own"));
    QCOMPARE(d[1].line, 8);
    QCOMPARE(d[1].message, QStringLiteral("joint 'j2' is in a cycle of mimic joints: j1 → j2 → j1; none of them has a value of its own"));
}

void TestUrdfRules::everyCodeHasARow() {
    const QString header = QStringLiteral(KINEDIT_SOURCE_DIR "/model/formats/urdf/UrdfCodes.h");
    const QString text = QString::fromUtf8(test::readFile(header));
    QVERIFY2(!text.isEmpty(), qPrintable(header));
    static const QRegularExpression quoted(QStringLiteral("\"(URDF-[A-Z]\\d+)\""));
    QSet<QString> defined;
    for (QRegularExpressionMatchIterator it = quoted.globalMatch(text); it.hasNext();) defined.insert(it.next().captured(1));
    QVERIFY2(!defined.isEmpty(), qPrintable(header));
    QSet<QString> covered;
    for (const Row& r : rows()) covered.insert(QString::fromLatin1(r.code));
    const QSet<QString> expected = defined - notFromAFile();
    QVERIFY2((notFromAFile() - defined).isEmpty(),
             qPrintable(QStringLiteral("listed as not from a file, but not defined: %1").arg(sorted(notFromAFile() - defined))));
    QVERIFY2((expected - covered).isEmpty(), qPrintable(QStringLiteral("codes without a row: %1").arg(sorted(expected - covered))));
    QVERIFY2((covered - expected).isEmpty(),
             qPrintable(QStringLiteral("rows for codes not defined (or listed as not from a file): %1").arg(sorted(covered - expected))));
}

QTEST_GUILESS_MAIN(TestUrdfRules)
#include "tst_urdfrules.moc"
