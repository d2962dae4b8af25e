<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <location filename="../model/formats/hrdf/HrdfReader.cpp" line="+54"/>
        <source>%1 needs HRDF %2; the file declares %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>unknown HRDF version &apos;%1&apos; (1.0.0 to 1.6.0); read as 1.6.0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the root element is &lt;%1&gt;; HRDF element names are case-sensitive: &lt;robot&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an HRDF file&apos;s root element must be &lt;robot&gt;, not &lt;%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>text &apos;%1&apos; inside &lt;%2&gt; is not an element; it is kept and ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;%1&gt; follows an end effector; nothing can be attached after one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;output&gt; belongs inside a &lt;bracket&gt; or &lt;rigid-body&gt;, not inside &lt;%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown element &lt;%1&gt;; element names are case-sensitive: &lt;%2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown element &lt;%1&gt; in &lt;%2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;include&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>included file &apos;%1&apos; not found (looked for %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>included file &apos;%1&apos; not found; &apos;%2&apos; differs only in case (names are case-sensitive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>include cycle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>included file &apos;%1&apos; cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>included file &apos;%1&apos; is not an HRDF file (its root is &lt;%2&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>included file &apos;%1&apos; is HRDF %2 but this file is %3; the spec requires the same version (HEBI&apos;s tools accept it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;%1&gt; cannot contain &lt;%2&gt;; put it inside an &lt;output&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;%1&gt; cannot contain elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;%1&gt; has a single built-in output; &lt;output&gt; is only for brackets and rigid bodies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;output&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>mesh_path is empty: no mesh is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a web URL mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>mesh &apos;%1&apos; not found; the element is drawn without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;%1&gt; has no attribute &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attribute &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;%1&apos; is not a valid %2 (one of: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; matches &apos;%2&apos; only without regard to case; write &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>gear_ratio must not be 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>an Rx/Ry/Rz rotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&apos;%1&apos; is an absolute path; HRDF paths are relative to the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;%1&gt; needs the attribute &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/hrdf/HrdfRules.cpp" line="+71"/>
        <source>%1 (input %2) cannot attach to %3 (output %4): interfaces must have the same type and opposite polarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (input %2) cannot attach here (output %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>mass and mass_offset exclude each other: mass overrides, mass_offset adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>com_trans and com_trans_offset exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 needs a mesh_path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>tag &apos;%1&apos; is already used (%2:%3); tags are unique in the whole robot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 has one output; this is output %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a bracket&apos;s outputs are built in; &apos;%1&apos; is only for rigid bodies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/hrdf/HrdfSchema.cpp" line="+40"/>
        <source>Inertia tensor entry about the centre of mass, in the COM frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Overrides the library mass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added to the library mass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+66"/>
        <source>Orientation of the centre-of-mass frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Overrides the library centre of mass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added to the library centre of mass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A unique name for this element (retrieval by name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The robot: a chain (or tree) of robot elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HRDF version of this file (required from 1.1.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rotation of the base frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Translation of the base frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human-readable description of the robot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actuator model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An actuator: mass, one output, one degree of freedom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Axis-to-axis distance from input to output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotation of the output about the tube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input interface style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output interface style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A parameterised tube between two actuators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bracket model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A bracket connecting modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mass of the body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position of the centre of mass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default orientation of the outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default position of the outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesh file (relative path) or web URL, for display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotation of the mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Translation of the mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A body with mass and one or more outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A massless degree of freedom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotation or translation axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The output moves at 1/gear_ratio of the joint value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>End-effector model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orientation of the end-effector frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position of the end-effector frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The end of a chain: the end-effector frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One output of a bracket or rigid body, and what is attached to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orientation of this output (rigid bodies only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position of this output (rigid bodies only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The robot elements of another HRDF file, in place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path of the HRDF file, relative to this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+45"/>
        <source>a URDF file&apos;s root must be &lt;robot name=&quot;...&quot;&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the robot has no &lt;link&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;link&gt; needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a link named &apos;%1&apos; already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;joint&gt; needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a joint named &apos;%1&apos; already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>joint &apos;%1&apos; needs a type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown joint type &apos;%1&apos; (revolute, continuous, prismatic, fixed, floating or planar)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>joint &apos;%1&apos; needs &lt;%2 link=&quot;...&quot;/&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no link is named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 joint needs &lt;limit&gt; (lower, upper, effort, velocity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the joint axis must not be zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>link &apos;%1&apos; already has a parent joint (&apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the links form %1 separate trees (roots: %2); a URDF robot is one tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>link &apos;%1&apos; is in a cycle of joints</source>
        <translation type="unfinished"></translation>
    </message>
</context>
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
        <source>convert [--force] [--normalize] IN OUT

With OUT of IN&apos;s format, writes the document back byte for byte. A file
with errors is not written (exit 1) unless --force is given. --normalize
rewrites values the format accepts in another form the way its writer
writes them (HRDF: enum values in the spec&apos;s case), changing nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+1"/>
        <source>run a benchmark and print its figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bench kinematics FILE --base FRAME --tip FRAME [--samples N] [--seed S] [--json]

Forward kinematics and Jacobian time per call, and inverse kinematics solve rate
and time, on the chain from --base to --tip: N configurations uniform inside the
joint limits are IK targets, each solved from another uniform configuration;
success means 1e-5 m and 1e-5 rad within 5 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>usage: kinedit-cli %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="+30"/>
        <source>--base needs a frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--tip needs a frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--samples needs a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--seed needs a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/ConvertCommand.cpp" line="+21"/>
        <location filename="../app/cli/ModelCommands.cpp" line="+49"/>
        <location filename="../app/cli/ValidateCommand.cpp" line="+32"/>
        <source>unknown option &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected FILE, --base and --tip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kinedit-cli bench: %1: no kinematic model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>kinedit-cli bench: no frame named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>chain %1 -&gt; %2: %3 degrees of freedom, %4 samples, seed %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>forward kinematics: %1 ns per call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacobian: %1 ns per call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inverse kinematics: %1% solved, mean %2 us, median %3 us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a benchmark name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown benchmark &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ConvertCommand.cpp" line="+3"/>
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
    <message numerus="yes">
        <location line="+5"/>
        <source>kinedit-cli convert: %n value(s) rewritten in the specification&apos;s form</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location filename="../app/cli/BenchCommand.cpp" line="-55"/>
        <location filename="../app/cli/ModelCommands.cpp" line="+7"/>
        <source>expected one FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ModelCommands.cpp" line="+3"/>
        <source>expected a FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>joint &apos;%1&apos; has %n variable(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no joint or actuator is named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+69"/>
        <source>format: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>frames: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joints: %1, degrees of freedom: %2, closed-chain groups: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>total mass: %1 kg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>centre of mass: %1 %2 %3 m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
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
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n error(s), </source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileReader</name>
    <message>
        <location filename="../model/io/FileReader.cpp" line="+26"/>
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
    <name>FormulaParser</name>
    <message>
        <location filename="../model/formula/FormulaParser.cpp" line="+37"/>
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
        <location line="+30"/>
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
        <location line="+8"/>
        <source>expected a formula inside &apos;()&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+196"/>
        <source>expected &apos;)&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-186"/>
        <location line="+88"/>
        <location line="+18"/>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-89"/>
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
    <message>
        <location line="+29"/>
        <source>%1 takes exactly %2 numbers; this is number %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 takes exactly %2 numbers; found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 at column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no space is allowed between a sign and its number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a plain number; formulas are not allowed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+6"/>
        <source>expected an angle inside %1()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
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
    <name>UrdfReader</name>
    <message numerus="yes">
        <location filename="../model/formats/urdf/UrdfReader.cpp" line="+30"/>
        <source>&apos;%1&apos; must be %n number(s) separated by spaces</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; must be a number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>XmlParser</name>
    <message>
        <location filename="../model/xml/XmlParser.cpp" line="+168"/>
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
        <location line="+14"/>
        <source>element &lt;%1&gt; opened at line %2 is not closed at the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source> (nor are %n enclosing element(s))</source>
        <translation type="unfinished">
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
        <location line="+25"/>
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
        <location line="+9"/>
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
    <name>kinedit::MainWindow</name>
    <message>
        <location filename="../editor/MainWindow.cpp" line="+50"/>
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
        <location line="+7"/>
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
        <location line="+18"/>
        <source>%1 · %2 · </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
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
