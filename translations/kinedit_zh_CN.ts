<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <location filename="../model/formats/hrdf/HrdfReader.cpp" line="+55"/>
        <source>%1 needs HRDF %2; the file declares %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>includes expand to more than %1 elements; the rest is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
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
        <location line="+23"/>
        <source>&lt;%1&gt; follows an end effector; nothing can be attached after one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;%1&gt; attaches to the first output of the element before it, whose &lt;output&gt;s already hold chains; put it inside the &lt;output&gt; it belongs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
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
        <location line="+4"/>
        <source>&lt;include&gt; has no content; &lt;%1&gt; is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>includes are resolved relative to the file; save the file first</source>
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
        <location line="+11"/>
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
        <location line="+7"/>
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
        <source>unknown element &lt;%1&gt;; element names are case-sensitive: &lt;output&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location filename="../model/formats/sdf/SdfSchema.cpp" line="+121"/>
        <source>&lt;%1&gt; needs the attribute &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/hrdf/HrdfRules.cpp" line="+77"/>
        <source>%1 (input %2) cannot attach to %3 (output %4): interfaces must have the same type and opposite polarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (input %2) cannot attach here (output %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
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
        <location line="+4"/>
        <source>tag &apos;%1&apos; looks like a generated frame name (element#k, name/out0); choose another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>tag &apos;%1&apos; is already used (%2:%3); tags are unique in the whole robot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a %1 link has no %2 output (the spec allows %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+53"/>
        <source>a URDF file&apos;s root must be &lt;robot name=&quot;...&quot;&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&apos;%2&apos; is not a URDF attribute of &lt;%1&gt;; URDF readers ignore it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%2&apos; is not a URDF attribute of &lt;%1&gt;; URDF readers ignore it (did you mean &apos;%3&apos;?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;%1&gt; is not part of URDF inside &lt;%2&gt;; it is kept, and URDF readers ignore it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location line="+32"/>
        <source>link &apos;%1&apos; already has a parent joint (&apos;%2&apos;): joint &apos;%3&apos; closes a loop, solved as a closed chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>joint &apos;%1&apos; mimics &apos;%2&apos;, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/formats/skel/SkelReader.cpp" line="+48"/>
        <source>&lt;%1&gt; must hold %n number(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/tamp/TampFormat.cpp" line="+73"/>
        <source>&lt;%1&gt; must hold numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>DART reads a cylinder&apos;s &lt;height&gt;, not &lt;length&gt; (the spec text is wrong here); the height defaults to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>soft body &apos;%1&apos; is shown as a rigid body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;damping&gt; belongs inside &lt;dynamics&gt;; DART reads it here too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>axis_order must be three of x, y, z (e.g. xyz, zyx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>a %1 joint has %n variable(s); init_pos gives %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;body&gt; needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skeleton &apos;%1&apos; has two bodies named &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="-36"/>
        <source>&lt;joint&gt; needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skeleton &apos;%1&apos; has two joints named &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+4"/>
        <source>no body of skeleton &apos;%1&apos; is named &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>body &apos;%1&apos; is already the child of joint &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>body &apos;%1&apos; is in a cycle of joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;skel&gt; needs a &lt;world&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a SKEL file&apos;s root element is &lt;skel&gt;, not &lt;%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;skeleton&gt; needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>another skeleton is named &apos;%1&apos;; this one is &apos;%2&apos; (as DART names it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+2"/>
        <source>a joint named &apos;%1&apos; already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfRules.cpp" line="+47"/>
        <source>&lt;%1&gt; needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is reserved; it cannot name a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+54"/>
        <source>&apos;::&apos; separates scopes; it cannot be part of a name (SDFormat 1.8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+26"/>
        <source>a sibling &lt;%1&gt; (line %2) is already named &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;include&gt;&lt;name&gt; cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is reserved; it cannot name a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>model &apos;%1&apos; already has an element named &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="-73"/>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+3"/>
        <source>joint &apos;%1&apos; needs a type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="+1"/>
        <source>unknown joint type &apos;%1&apos; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>link &apos;%1&apos;: mass must be positive, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>link &apos;%1&apos;: no body has this inertia (principal moments %2, %3, %4 must be positive and each at most the sum of the others)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a material &lt;script&gt; needs a non-empty &lt;%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a %1 shader needs a &lt;normal_map&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a joint axis cannot be zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="-111"/>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+39"/>
        <source>mesh &apos;%1&apos; not found: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>an SDFormat file&apos;s root is &lt;sdf version=&quot;...&quot;&gt;, not &lt;%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;sdf&gt; needs a version (1.4 to 1.9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SDFormat version &apos;%1&apos; is not one Kinedit reads (1.0 to 1.12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a file holds one top-level &lt;model&gt;, &lt;light&gt; or &lt;actor&gt;; this &lt;%1&gt; is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a world named &apos;%1&apos; already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;sdf&gt; holds no &lt;model&gt;, &lt;world&gt;, &lt;light&gt; or &lt;actor&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a file holds a model or worlds, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the top-level model&apos;s pose cannot be relative to another frame: nothing is outside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="-36"/>
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
        <location filename="../model/formats/skel/SkelReader.cpp" line="+43"/>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+3"/>
        <source>the joint axis must not be zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+31"/>
        <source>the links form %1 separate trees (roots: %2); a URDF robot is one tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>link &apos;%1&apos; is in a cycle of joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfFlatten.cpp" line="+86"/>
        <source>&apos;%1&apos; cannot be written as SDFormat: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfFrameGraph.cpp" line="+49"/>
        <source>relative_to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>attached_to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+48"/>
        <source>placement_frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-40"/>
        <source>model &apos;%1&apos; has a placement frame but no &lt;pose&gt; to place it at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="+74"/>
        <source>joint &apos;%1&apos; needs a &lt;parent&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="+4"/>
        <source>joint &apos;%1&apos; needs a &lt;child&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;world&apos; cannot be a joint&apos;s child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>joint &apos;%1&apos; names itself as its child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source>parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&apos;%1&apos; is a model&apos;s implicit frame; a joint&apos;s %2 can be one from SDFormat 1.10, this file is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>joint &apos;%1&apos; has &apos;%2&apos; as both parent and child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+111"/>
        <source>world &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>model &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is outside %2: references only go down into nested models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no link, joint, frame or nested model named &apos;%1&apos; in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;__root__&apos; is reserved; it cannot be used as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>canonical_link &apos;%1&apos; is not a link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>canonical_link: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>model &apos;%1&apos; has no link; a model that is not static needs at least one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;%1&apos; is attached to model &apos;%2&apos;, which has no link to move with (its nested models are static)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>attached_to cycle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is at the end of a chain of more than %2 attached_to references; Kinedit stops there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>relative_to cycle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is at the end of a chain of more than %2 relative_to references; Kinedit stops there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>joint &apos;%1&apos;: parent &apos;%2&apos; and child &apos;%3&apos; are attached to the same link &apos;%4&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expressed_in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>weld &apos;%1&apos; joins &apos;%2&apos; and &apos;%3&apos;, which are %4 mm and %5° apart; the weld keeps that offset (a placement_frame puts them together)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfIncludes.cpp" line="+29"/>
        <source>&apos;%1&apos; is a folder without a model.config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 names no &lt;sdf&gt; file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 names %2, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the URI is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>web URIs are not fetched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+10"/>
        <source>no file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not beside the including file, and no resource path is set (GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH, SDF_PATH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is in none of the resource paths (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; is in none of the resource paths (GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH, SDF_PATH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfModelWriter.cpp" line="+86"/>
        <source>frame &apos;%1&apos; hangs from &apos;%2&apos; in another scope; SDFormat cannot say that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>joint &apos;%1&apos; is %2: SDFormat has no such joint type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>joint &apos;%1&apos; scales its motion (a gear ratio): SDFormat has no such joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfReader.cpp" line="+100"/>
        <source>a pose is 7 numbers with rotation_format=&quot;quat_xyzw&quot;: x y z qx qy qz qw, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pose is 6 numbers: x y z roll pitch yaw, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;%1&gt; is 3 numbers, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;%1&gt; is a number, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&lt;size&gt; of a plane is 2 numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+123"/>
        <source>&lt;include&gt; needs a &lt;uri&gt; naming the model to include</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot find included model &apos;%1&apos;: %2 (included from %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; includes itself (include chain: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>more than %1 models are included in all; Kinedit stops here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>includes nest more than %1 deep (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>included file %1 cannot be read (included from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>included file %1 has no top-level &lt;model&gt; (included from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an included file holds one &lt;model&gt;, &lt;actor&gt; or &lt;light&gt;; this one has %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a model can include models only, not &lt;%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Kinedit does not apply libsdformat&apos;s experimental include-time edits; the model is included as its file has it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfSchema.cpp" line="-5"/>
        <source>&apos;%1&apos; is not an SDFormat attribute of &lt;%2&gt;; it is kept, and simulators ignore it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;%1&gt; is a %2, got &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;%1&gt; is not defined in SDFormat inside &lt;%2&gt;; it is kept, and simulators ignore it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/skel/SkelSchema.cpp" line="+31"/>
        <source>SKEL format version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A DART world file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The world: physics and skeletons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physics settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulation time step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>World: gravity vector (m/s^2); body: whether gravity acts (0 or 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fcl, fcl_mesh, dart, bullet, ode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tree of bodies joined by joints; the first body is the root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unique name of the skeleton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>x y z and intrinsic XYZ Euler angles (a body: in the skeleton frame; a joint: in its child body; a shape: in its body)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: the skeleton does not move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0: the skeleton does not move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+47"/>
        <source>A rigid body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unique name of the body in its skeleton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: collides with bodies of its own skeleton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mass properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mass (default 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Centre of mass in the body frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inertia about the centre of mass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inertia tensor entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A shape drawn with the body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A shape used for collisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A soft body&apos;s shape (shown as rigid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red, green, blue (and alpha) in [0, 1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: takes part in collisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+22"/>
        <source>One shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An ellipsoid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Box: edge lengths; ellipsoid: diameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cylinder along z (DART reads &lt;height&gt;; the spec&apos;s &lt;length&gt; is wrong)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capsule along z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cone along z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sphere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+6"/>
        <location line="+3"/>
        <location line="+3"/>
        <source>Radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height along z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+1"/>
        <source>A mesh file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesh file, relative to the SKEL file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+2"/>
        <source>Scale along x y z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kind of joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How the joint is driven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Joins a parent body (or the world) to a child body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unique name of the joint in its skeleton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent body name, or world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Child body name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First joint axis, in the joint frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second joint axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third joint axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+17"/>
        <source>Axis direction (normalised)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damping, friction and spring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Viscous damping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+2"/>
        <source>Lower limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+1"/>
        <source>Upper limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initial position of each variable (ball, free: exponential coordinates)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initial velocity of each variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Euler joint: xyz, zyx, ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Screw joint: translation per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plane of a planar joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Planar joint: its plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First in-plane axis (arbitrary planes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second in-plane axis (arbitrary planes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/tamp/TampFormat.cpp" line="-15"/>
        <source>stray &apos;)&apos; after the numbers of &lt;%1&gt;; fix: remove it (read here without it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>&lt;%1&gt; must hold %n number(s); found %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;%1&gt; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a TAMP problem file&apos;s root is &lt;problem&gt;, not &lt;%1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;obj&gt; needs a &lt;name&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two objects are named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>mesh &apos;%1&apos; is not in this family&apos;s meshes folder (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>&lt;robot&gt; needs a &lt;name&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name &apos;%1&apos; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>robot &apos;%1&apos;: URDF &apos;%2&apos; not found (%3); the robot is shown as its base frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no object is named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is attached twice (or to itself)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is in a cycle of attachments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>&apos;%1&apos; closes each bound with the other&apos;s opening tag (as the spec&apos;s example does); fix: &lt;%2min&gt;%3&lt;/%2min&gt;&lt;%2max&gt;%4&lt;/%2max&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>robot &apos;%1&apos;: URDF &apos;%2&apos; has errors; the robot is shown as its base frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>robot &apos;%1&apos;: no joints found for &lt;%2&gt; (%n value(s)); set a mapping</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/formats/tamp/TampSchema.cpp" line="+22"/>
        <source>Grasp type (top, side, ...), for the planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A TAMP benchmark problem: objects, robots and the action-motion mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The objects of the scene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name (of an object, robot or action), as the PDDL files use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The object&apos;s OBJ mesh, in the family&apos;s meshes folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initial pose: a 3x4 transformation matrix, row by row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true or false: whether the object can be moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grasps of the object, in its frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A grasp frame: a 3x4 matrix in the object&apos;s frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A continuous set of grasps: a template frame turned about an axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The template: a 3x4 grasp frame (in &lt;gc&gt;) or a 3x3 rotation (in &lt;sop&gt;), row by row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rotation axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surface supporting stable placements: a rectangle in the object&apos;s frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A bound of the placement rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polygon supporting stable placements: its corners in the object&apos;s frame, in one plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A corner of the polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A coordinate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A stable object pose: a rotation (world frame), an axis it may turn about, and the height of its centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Distance from the object&apos;s centre to the supporting surface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Objects attached to this one: they move with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The robots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A robot: its URDF, base pose and configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The robot&apos;s URDF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initial pose of the base: a 3x4 matrix, row by row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true or false: whether the base can move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torso configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left arm configuration, in the order of &lt;AMmapping&gt;&apos;s joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right arm configuration, in the order of &lt;AMmapping&gt;&apos;s joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which joints each action may move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An action of the PDDL domain and its joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joint names of the robot&apos;s URDF, separated by spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; is not an attribute of &lt;%2&gt; in a TAMP problem; it is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;%1&gt; is not part of a TAMP problem inside &lt;%2&gt;; it is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="-71"/>
        <source>Roll, pitch, yaw: fixed-axis X, Y, Z rotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The robot: links joined by joints in one tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the robot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>URDF version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unique link name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link type (used by some tools; kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Geometry for self-collision checks (old ROS extension; kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mass properties of the link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pose relative to the enclosing frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Translation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mass of the link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inertia tensor entry about the centre of mass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotational inertia about the centre of mass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the link looks like</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of this visual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link&apos;s collision geometry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of this collision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A box centred on the origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edge lengths x y z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cylinder along z, centred on the origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Length along z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A capsule along z (not in ROS&apos;s urdfdom 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Length of the cylindrical part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sphere centred on the origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Relative path, file:// or package:// URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A colour or texture, named for reuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name; a top-level material can be referred to by it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red, green, blue, alpha in [0, 1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A texture image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Image file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connects a parent link to a child link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unique joint name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind of motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The parent link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Link name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The child link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joint axis in the joint frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joint limits (required for revolute and prismatic joints)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Maximum effort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum velocity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This joint follows another: value = multiplier · other + offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The joint followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damping and friction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Static friction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference positions of the joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rising edge position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Falling edge position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soft limits of the safety controller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soft lower limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soft upper limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velocity gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actuator to joint coupling (kept as written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gazebo extensions (kept as written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link or joint it extends</source>
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
        <source>convert [--force] [--normalize] [--flatten] IN OUT

With OUT of IN&apos;s format, writes the document back byte for byte. A file
with errors is not written (exit 1) unless --force is given. --normalize
rewrites values the format accepts in another form the way its writer
writes them (HRDF: enum values in the spec&apos;s case), changing nothing else.
--flatten (SDFormat) writes one self-contained file: every &lt;include&gt;
replaced by the model it names, under its name, at its resolved pose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>bench kinematics FILE --base FRAME --tip FRAME [--samples N] [--seed S] [--json]

Forward kinematics and Jacobian time per call, and inverse kinematics solve rate
and time, on the chain from --base to --tip: N configurations uniform inside the
joint limits are IK targets, each solved from another uniform configuration;
success means 1e-5 m and 1e-5 rad within 5 ms.

bench viewport [--links N] [--steps N] [--no-axes] [--json]

The 3D view on a generated chain of N links (default 1000): scene build time,
and per joint change the FK-and-transforms time and the time until the frame
is rendered and read back (N steps, default 100). Needs a display (xvfb-run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>draw the file&apos;s robot to a PNG, as the viewport shows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>render FILE --out PNG [--size WxH] [--set NAME=VALUE]... [--view iso|front|top|side]
       [--ortho] [--frames] [--joint-axes] [--com] [--collision]

Renders offscreen with Qt3D (default 1024x768, iso view, visual geometry,
no frame axes). Needs a display with OpenGL: on a headless machine run it
under xvfb-run. Meshes that cannot be loaded are warned about and drawn
as placeholders. Exit 0, 1 if nothing rendered, 2 for usage errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-19"/>
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
        <location line="+30"/>
        <source>usage: kinedit-cli %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="+32"/>
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
        <location line="+54"/>
        <location filename="../app/cli/ConvertCommand.cpp" line="+22"/>
        <location filename="../app/cli/ModelLoading.cpp" line="+34"/>
        <location filename="../app/cli/ValidateCommand.cpp" line="+32"/>
        <source>unknown option &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-49"/>
        <source>expected FILE, --base and --tip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location line="+17"/>
        <source>--links needs 1 to 100000, --steps a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kinedit-cli bench viewport: no frame was rendered (is OpenGL available on this display?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>chain of %1 links: %2 visuals, frame axes %3, %4 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scene built in %1 ms, first frame after %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joint change (FK and transforms): %1 us, of which FK %2 us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joint change to captured frame: mean %1 ms, median %2 ms, max %3 ms (%4 frames per second)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a benchmark name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+10"/>
        <source>kinedit-cli convert: %1 cannot be flattened; not written</source>
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
        <location filename="../app/cli/main.cpp" line="+21"/>
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
        <location line="+27"/>
        <source>kinedit-cli: this subcommand draws with Qt3D and needs a display (DISPLAY is not set); on a headless machine run it under xvfb-run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>kinedit-cli: unknown subcommand &apos;%1&apos; (see &apos;kinedit-cli --help&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ModelLoading.cpp" line="-10"/>
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
        <location line="+79"/>
        <source>kinedit-cli %1: --set: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="-93"/>
        <location filename="../app/cli/ModelLoading.cpp" line="-72"/>
        <source>expected one FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/ModelLoading.cpp" line="+3"/>
        <source>expected a FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
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
        <location filename="../app/cli/ModelCommands.cpp" line="+103"/>
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
        <location filename="../app/cli/ModelLoading.cpp" line="+13"/>
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
    <message>
        <location filename="../app/cli/RenderCommand.cpp" line="+41"/>
        <source>--out needs a file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--size needs WIDTHxHEIGHT, 16 to 8192 pixels each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--view needs iso, front, top or side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>render has no JSON output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--out PNG is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>kinedit-cli render: no frame was rendered (is OpenGL available on this display?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kinedit-cli render: cannot write &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
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
    <name>Format</name>
    <message>
        <location filename="../model/formats/Format.cpp" line="+17"/>
        <source>%1 files have no includes to flatten</source>
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
    <name>MeshLoader</name>
    <message>
        <location filename="../render/MeshLoader.cpp" line="+27"/>
        <source>mesh file not found: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mesh file is %1 bytes; the limit is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; is not a mesh Assimp can read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; has %2 vertices; the limit is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+41"/>
        <source>&apos;%1&apos; holds no triangles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&apos;%1&apos; has no submesh named &apos;%2&apos; (it has: %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResourceResolver</name>
    <message>
        <location filename="../model/io/ResourceResolver.cpp" line="+64"/>
        <source>package &apos;%1&apos; not found (ROS_PACKAGE_PATH, or a parent folder named %1 or with a package.xml naming it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no file at %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>T</name>
    <message>
        <location filename="../model/formats/tamp/TampFormat.cpp" line="-276"/>
        <source>the 3x3 part of &lt;%1&gt; is not a rotation; the nearest rotation is used</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UrdfReader</name>
    <message numerus="yes">
        <location filename="../model/formats/urdf/UrdfReader.cpp" line="+31"/>
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
    <name>kinedit::ConfigurationMappingDialog</name>
    <message>
        <location filename="../editor/ConfigurationMapping.cpp" line="+65"/>
        <source>Configuration Mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which joint each value of the robots&apos; configuration tags drives. The problem file is not changed; the mapping is kept for this file on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Robot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kinedit::FrameTransformPanel</name>
    <message>
        <location filename="../editor/FrameTransformPanel.cpp" line="+38"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Copy the pose as %1 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Open a robot file and choose two frames.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>xyz (m)      %1  %2  %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rpy (deg)    %1  %2  %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>distance     %1 m, angle %2 deg
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kinedit::JointPanel</name>
    <message>
        <location filename="../editor/JointPanel.cpp" line="+31"/>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the file&apos;s configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>Degrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Radians</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Poses saved for this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the current joint values as a named pose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save Pose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of the pose:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the chosen pose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No saved poses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Poses…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>kinedit::MainWindow</name>
    <message>
        <location filename="../editor/MainWindow.cpp" line="+76"/>
        <source>Hide in 3D View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>See Through in 3D View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show Everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+2"/>
        <source>Joints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Frame Transform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
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
        <location line="+14"/>
        <source>&amp;Frame Axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Visual Geometry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Collision Geometry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Joint Axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Centres of &amp;Mass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Assembly Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Orthographic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Iso View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;ront View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Top View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Side View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Robot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration &amp;Mapping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which joints a TAMP problem&apos;s configuration tags (torso, arms) drive</source>
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
        <location line="+31"/>
        <source>XML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
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
        <location line="+0"/>
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>loading %n mesh file(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>This problem is in %1, line %2: open that file to edit it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
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
        <location filename="../editor/XmlTreeModel.cpp" line="+125"/>
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
