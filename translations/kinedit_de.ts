<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/Cli.cpp" line="+21"/>
        <source>check files: well-formedness and their format&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validate [--json] FILE...

Prints FILE:LINE:COL: error: MESSAGE [CODE] for every problem, or JSON with
--json. Exit 0 when no file has an error (warnings allowed), 1 when some
file has errors, 2 for usage errors or files that cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>evaluate an HRDF value: number, formula, rotation or translation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eval number|formula|rotation|translation EXPR

Parses EXPR as that HRDF type and prints its value (a rotation as nine
numbers, row-major), or the error with its column. Exit 0 or 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>write a file back (lossless round trip) or to another format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>convert [--force] IN OUT

With OUT of IN&apos;s format, writes the document back byte for byte (edits
aside). A file with errors is not written (exit 1) unless --force is given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>print the pose of every frame of the file&apos;s kinematic model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>frames [--set NAME=VALUE]... [--json] FILE

Poses in the file&apos;s root frame at the given joint values (others at the
file&apos;s default configuration).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>print counts, degrees of freedom, total mass and centre of mass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>info [--json] FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>usage: kinedit-cli %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ConvertCommand.cpp" line="+20"/>
        <location filename="../app/cli/ModelCommands.cpp" line="+39"/>
        <location filename="../app/cli/ValidateCommand.cpp" line="+32"/>
        <source>unknown option &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected IN and OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>kinedit-cli convert: converting %1 to %2 is not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>kinedit-cli convert: %1 has errors; not written (--force writes it anyway)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>kinedit-cli convert: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/EvalCommand.cpp" line="+21"/>
        <source>kinedit-cli %1: error: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a type and one expression (quote it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>unknown type &apos;%1&apos; (number, formula, rotation or translation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="+17"/>
        <source>usage: kinedit-cli [--version] [--help] SUBCOMMAND [ARGS...]
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kinedit&apos;s command-line tool for robot description files (HRDF, SDFormat, URDF,
DART SKEL, TAMP problem files).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Subcommands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
&apos;kinedit-cli SUBCOMMAND --help&apos; describes one subcommand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>kinedit-cli: unknown subcommand &apos;%1&apos; (see &apos;kinedit-cli --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ModelCommands.cpp" line="-10"/>
        <source>--set needs NAME=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--set needs NAME=VALUE, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--set %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected one FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>kinedit-cli %1: %2: no kinematic model: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 format has no compiler yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no robot format recognised this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ValidateCommand.cpp" line="-14"/>
        <source>no robot format recognised this file; only its XML was checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected at least one FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n file(s) checked: </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n error(s), </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FormulaParser</name>
    <message>
        <location filename="../model/formula/FormulaParser.cpp" line="+268"/>
        <source>%1 at column %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kinedit</name>
    <message>
        <location line="-230"/>
        <source>expected digits around &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected digits in the exponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>malformed number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+189"/>
        <source>%1 takes exactly %2 numbers; this is number %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 takes exactly %2 numbers; found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/io/FileReader.cpp" line="+24"/>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open: too many levels of symbolic links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is not a regular file (a device, FIFO or socket); not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>file is %1 bytes; the limit is %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>read failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>file is larger than the limit of %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kinedit::FormulaParser</name>
    <message>
        <location filename="../model/formula/FormulaParser.cpp" line="+15"/>
        <location line="+15"/>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>no space is allowed between a sign and its number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>unexpected %1 after the number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the number is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>rotation is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected nine numbers or a product such as Rz(pi/2)*Rx(0.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a rotation matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the nine numbers are not a rotation: rows are not orthonormal (deviation %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the nine numbers are a reflection (determinant -1), not a rotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected Rx(, Ry( or Rz(</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown rotation %1 (use Rx, Ry or Rz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected &apos;(&apos; after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected an angle inside %1()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected &apos;)&apos; to close the &apos;(&apos; at column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected &apos;)&apos; after the angle of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected &apos;*&apos; between rotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a rotation after &apos;*&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the rotation is not finite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a translation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kinedit::FormulaReader</name>
    <message>
        <location line="-319"/>
        <source>formula is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a number or formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the value is not finite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>division by zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>formula nests deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected a number, &apos;pi&apos; or &apos;(&apos; at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a formula inside &apos;()&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected &apos;)&apos; to close the &apos;(&apos; at column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected &apos;)&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>unknown name %1 (the constant is &apos;pi&apos;, in lower case)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown name %1 (a formula knows only numbers and &apos;pi&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unexpected %1; expected a number, &apos;pi&apos; or &apos;(&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unmatched &apos;)&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected an operator (+ - * /) before %1; there is no implicit multiplication</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kinedit::MainWindow</name>
    <message>
        <location filename="../editor/MainWindow.cpp" line="+47"/>
        <source>Elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a robot file (HRDF, SDFormat, URDF, SKEL, TAMP) to begin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open robot file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Robot files (*.hrdf *.sdf *.world *.urdf *.skel *.xml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Kinedit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Kinedit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Kinedit %1&lt;/b&gt;&lt;p&gt;An editor and 3D visualizer for robot description files: HRDF, SDFormat, URDF, DART SKEL and TAMP problem files.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot open file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>XML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · %2 · </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1[*] — Kinedit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kinedit::ProblemsPanel</name>
    <message>
        <location filename="../editor/ProblemsPanel.cpp" line="+11"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Element</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kinedit::XmlParser</name>
    <message>
        <location filename="../model/xml/XmlParser.cpp" line="+169"/>
        <source>control character U+%1 is not allowed in XML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>invalid UTF-8 byte 0x%1 (Kinedit reads UTF-8 files only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>file is %1 bytes; the limit is %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>file is UTF-16; Kinedit reads UTF-8 files only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&apos;&lt;&apos; must start a tag (write &amp;lt; for a literal &apos;&lt;&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>element &lt;%1&gt; opened at line %2 is not closed at the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source> (nor are %n enclosing element(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file has no root element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>content after the root element (an XML file has exactly one root element)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>text outside the root element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;]]&gt;&apos; is not allowed in text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>comment is not closed (expected &apos;--&gt;&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;--&apos; is not allowed inside a comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>CDATA section outside the root element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CDATA section is not closed (expected &apos;]]&gt;&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected a processing-instruction target after &apos;&lt;?&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>processing instruction is not closed (expected &apos;?&gt;&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the XML declaration must be at the very start of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+7"/>
        <source>malformed XML declaration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported XML version &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>encoding &apos;%1&apos; is not supported; Kinedit reads UTF-8 files only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>DOCTYPE must come before the root element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>DOCTYPE is not closed (expected &apos;&gt;&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the external DTD is not read (Kinedit never fetches external resources)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>parameter entities are refused (they allow entity-expansion attacks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>external entity &apos;%1&apos; is refused (Kinedit never reads external resources)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>malformed entity declaration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>entity &apos;%1&apos; refers to other entities or markup; such definitions are refused (entity-expansion attack, &apos;billion laughs&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unknown markup declaration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>more than %1 elements; the file is refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>start tag &lt;%1&gt; is not closed (expected &apos;&gt;&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected whitespace, &apos;&gt;&apos; or &apos;/&gt;&apos; in &lt;%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected an attribute name, &apos;&gt;&apos; or &apos;/&gt;&apos; in &lt;%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected &apos;=&apos; after attribute name &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the value of attribute &apos;%1&apos; must be quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the value of attribute &apos;%1&apos; is not closed (expected %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>attribute &apos;%1&apos; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>elements nest deeper than %1 levels; the file is refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>expected an element name after &apos;&lt;/&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected &apos;&gt;&apos; to end the end tag &lt;/%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>end tag &lt;/%1&gt; has no matching start tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end tag &lt;/%1&gt; does not match the open element &lt;%2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>element &lt;%1&gt; opened at line %2 is not closed before &lt;/%3&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kinedit::XmlTreeModel</name>
    <message>
        <location filename="../editor/XmlTreeModel.cpp" line="+119"/>
        <source>Element</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+26"/>
        <source>Editor and 3D visualizer for robot description files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save a screenshot of the window to OUT and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Robot file to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
