<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <location filename="../model/formats/hrdf/HrdfReader.cpp" line="+54"/>
        <source>%1 needs HRDF %2; the file declares %3</source>
        <translation>%1 需要 HRDF %2；本文件声明的版本为 %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; leads out of the file&apos;s folder, to %2</source>
        <translation>“%1”指向文件所在文件夹之外：%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the robot and its includes come to more than %1 elements; the rest is not read</source>
        <translation>机器人及其包含的文件共超过 %1 个元素；其余部分不再读取</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>%1 needs HRDF %2; the file has no version attribute, so it is read as 1.0.0</source>
        <translation>%1 需要 HRDF %2；该文件没有 version 属性，因此按 1.0.0 读取</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>unknown HRDF version &apos;%1&apos;: a version is written as one of %2; read as 1.6.0</source>
        <translation>未知的 HRDF 版本 &apos;%1&apos;：版本须写作 %2 之一；按 1.6.0 读取</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the root element is &lt;%1&gt;; HRDF element names are case-sensitive: &lt;robot&gt;</source>
        <translation>根元素为 &lt;%1&gt;；HRDF 元素名区分大小写：&lt;robot&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an HRDF file&apos;s root element must be &lt;robot&gt;, not &lt;%1&gt;</source>
        <translation>HRDF 文件的根元素必须是 &lt;robot&gt;，而不是 &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>text &apos;%1&apos; inside &lt;%2&gt; is not an element; it is kept and ignored</source>
        <translation>&lt;%2&gt; 中的文本 &apos;%1&apos; 不是元素；将保留并忽略</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&lt;%1&gt; follows an end effector; nothing can be attached after one</source>
        <translation>&lt;%1&gt; 位于末端执行器之后；末端执行器之后不能再连接任何元素</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;%1&gt; attaches to the first output of the element before it, whose &lt;output&gt;s already hold chains; put it inside the &lt;output&gt; it belongs to</source>
        <translation>&lt;%1&gt; 连接到前一个元素的第一个输出，但该元素的各个 &lt;output&gt; 中已有链；请将其放入它所属的 &lt;output&gt; 中</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&lt;output&gt; belongs inside a &lt;bracket&gt; or &lt;rigid-body&gt;, not inside &lt;%1&gt;</source>
        <translation>&lt;output&gt; 应位于 &lt;bracket&gt; 或 &lt;rigid-body&gt; 内，而不是 &lt;%1&gt; 内</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown element &lt;%1&gt;; element names are case-sensitive: &lt;%2&gt;</source>
        <translation>未知元素 &lt;%1&gt;；元素名区分大小写：&lt;%2&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown element &lt;%1&gt; in &lt;%2&gt;</source>
        <translation>&lt;%2&gt; 中的未知元素 &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;include&gt;</source>
        <translation>&lt;include&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;include&gt; has no content; &lt;%1&gt; is ignored</source>
        <translation>&lt;include&gt; 没有内容；&lt;%1&gt; 被忽略</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>includes are resolved relative to the file; save the file first</source>
        <translation>包含的文件相对于本文件解析；请先保存文件</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>included file &apos;%1&apos; not found (looked for %2)</source>
        <translation>找不到包含的文件 &apos;%1&apos;（查找位置：%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>included file &apos;%1&apos; not found; &apos;%2&apos; differs only in case (names are case-sensitive)</source>
        <translation>找不到包含的文件 &apos;%1&apos;；&apos;%2&apos; 仅大小写不同（文件名区分大小写）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>include cycle: %1</source>
        <translation>包含循环：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>included file &apos;%1&apos; cannot be read</source>
        <translation>无法读取包含的文件 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>included file &apos;%1&apos; is not an HRDF file (its root is &lt;%2&gt;)</source>
        <translation>包含的文件 &apos;%1&apos; 不是 HRDF 文件（其根元素为 &lt;%2&gt;）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>included file &apos;%1&apos; is HRDF %2 but this file is %3; the spec requires the same version (HEBI&apos;s tools accept it)</source>
        <translation>包含的文件 &apos;%1&apos; 是 HRDF %2，而本文件是 %3；规范要求版本相同（HEBI 的工具接受这种情况）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;%1&gt;</source>
        <translation>&lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown element &lt;%1&gt;; element names are case-sensitive: &lt;output&gt;</source>
        <translation>未知元素 &lt;%1&gt;；元素名区分大小写：&lt;output&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;%1&gt; cannot contain &lt;%2&gt;; put it inside an &lt;output&gt;</source>
        <translation>&lt;%1&gt; 不能包含 &lt;%2&gt;；请将其放入 &lt;output&gt; 中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;%1&gt; cannot contain elements</source>
        <translation>&lt;%1&gt; 不能包含元素</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;%1&gt; has a single built-in output; &lt;output&gt; is only for brackets and rigid bodies</source>
        <translation>&lt;%1&gt; 只有一个内置输出；&lt;output&gt; 仅用于支架和刚体</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;output&gt;</source>
        <translation>&lt;output&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>mesh_path is empty: no mesh is shown</source>
        <translation>mesh_path 为空：不显示网格</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a web URL mesh_path was added in HRDF %1; the file declares %2 (the mesh is for display only and is not downloaded)</source>
        <translation>Web URL 形式的 mesh_path 是在 HRDF %1 中新增的；本文件声明的版本为 %2（该网格仅用于显示，不会被下载）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>mesh &apos;%1&apos; not found; the element is drawn without it</source>
        <translation>找不到网格 &apos;%1&apos;；该元素将不带网格绘制</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;%1&gt; has no attribute &apos;%2&apos;</source>
        <translation>&lt;%1&gt; 没有属性 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attribute &apos;%1&apos;</source>
        <translation>属性 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;%1&apos; is not a valid %2 (one of: %3)</source>
        <translation>&apos;%1&apos; 不是有效的 %2（可选值：%3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; matches &apos;%2&apos; only without regard to case; write &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 仅在忽略大小写时与 &apos;%2&apos; 匹配；请写作 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 &apos;%2&apos;</source>
        <translation>%1 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>gear_ratio must not be 0</source>
        <translation>gear_ratio 不能为 0</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>an Rx/Ry/Rz rotation</source>
        <translation>Rx/Ry/Rz 旋转</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&apos;%1&apos; is an absolute path; HRDF paths are relative to the file</source>
        <translation>&apos;%1&apos; 是绝对路径；HRDF 路径相对于本文件</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../model/formats/sdf/SdfSchema.cpp" line="+131"/>
        <location filename="../model/formats/srdf/SrdfSchema.cpp" line="+116"/>
        <source>&lt;%1&gt; needs the attribute &apos;%2&apos;</source>
        <translation>&lt;%1&gt; 需要属性 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/hrdf/HrdfRules.cpp" line="+78"/>
        <source>%1 (input %2) cannot attach to %3 (output %4): interfaces must have the same type and opposite polarity</source>
        <translation>%1（输入 %2）无法连接到 %3（输出 %4）：接口必须类型相同且极性相反</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (input %2) cannot attach here (output %3)</source>
        <translation>%1（输入 %2）无法连接到此处（输出 %3）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>mass and mass_offset exclude each other: mass overrides, mass_offset adds</source>
        <translation>mass 与 mass_offset 互斥：mass 覆盖原值，mass_offset 在原值上累加</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>com_trans and com_trans_offset exclude each other</source>
        <translation>com_trans 与 com_trans_offset 互斥</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 needs a mesh_path</source>
        <translation>%1 需要 mesh_path</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tag &apos;%1&apos; looks like a generated frame name (element#k, name/out0); choose another</source>
        <translation>标签 &apos;%1&apos; 看起来像自动生成的坐标系名称（element#k、name/out0）；请另选一个</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>tag &apos;%1&apos; is already used (%2:%3); tags are unique in the whole robot</source>
        <translation>标签 &apos;%1&apos; 已被使用（%2:%3）；标签在整个机器人中必须唯一</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a %1 link has no %2 output (the spec allows %3)</source>
        <translation>%1 连杆没有 %2 输出（规范允许 %3）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has one output; this is output %2</source>
        <translation>%1 只有一个输出；这是输出 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a bracket&apos;s outputs are built in; &apos;%1&apos; is only for rigid bodies</source>
        <translation>支架的输出是内置的；&apos;%1&apos; 仅适用于刚体</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>tag &apos;%1&apos; (%2:%3) is used twice: this &lt;include&gt; reads %2 again, after the &lt;include&gt; at line %4; tags are unique in the whole robot</source>
        <translation>标签 &apos;%1&apos;（%2:%3）被使用了两次：此 &lt;include&gt; 在第 %4 行的 &lt;include&gt; 之后再次读取 %2；标签在整个机器人中必须唯一</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>tag &apos;%1&apos; (%2:%3) is used twice: this &lt;include&gt; reads %2 again; tags are unique in the whole robot</source>
        <translation>标签 &apos;%1&apos;（%2:%3）被使用了两次：此 &lt;include&gt; 再次读取 %2；标签在整个机器人中必须唯一</translation>
    </message>
    <message>
        <location filename="../model/formats/hrdf/HrdfSchema.cpp" line="+40"/>
        <source>Inertia tensor entry about the centre of mass, in the COM frame</source>
        <translation>关于质心的惯性张量分量，在质心坐标系中表示</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Overrides the library mass</source>
        <translation>覆盖库中的质量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added to the library mass</source>
        <translation>累加到库中的质量上</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+77"/>
        <source>Orientation of the centre-of-mass frame</source>
        <translation>质心坐标系的姿态</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Overrides the library centre of mass</source>
        <translation>覆盖库中的质心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added to the library centre of mass</source>
        <translation>累加到库中的质心上</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A unique name for this element (retrieval by name)</source>
        <translation>此元素的唯一名称（用于按名称检索）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The robot: a chain (or tree) of robot elements</source>
        <translation>机器人：由机器人元素组成的链（或树）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HRDF version of this file (required from 1.1.0)</source>
        <translation>本文件的 HRDF 版本（自 1.1.0 起必需）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rotation of the base frame</source>
        <translation>基坐标系的旋转</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Translation of the base frame</source>
        <translation>基坐标系的平移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human-readable description of the robot</source>
        <translation>机器人的可读描述</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actuator model</source>
        <translation>执行器型号</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An actuator: mass, one output, one degree of freedom</source>
        <translation>执行器：具有质量、一个输出和一个自由度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link style</source>
        <translation>连杆样式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Axis-to-axis distance from input to output</source>
        <translation>从输入到输出的轴间距离</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotation of the output about the tube</source>
        <translation>输出绕管轴的旋转</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input interface style</source>
        <translation>输入接口样式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output interface style</source>
        <translation>输出接口样式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A parameterised tube between two actuators</source>
        <translation>两个执行器之间的参数化管状连杆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bracket model</source>
        <translation>支架型号</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A bracket connecting modules</source>
        <translation>连接模块的支架</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mass of the body</source>
        <translation>刚体的质量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position of the centre of mass</source>
        <translation>质心位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default orientation of the outputs</source>
        <translation>输出的默认姿态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default position of the outputs</source>
        <translation>输出的默认位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesh file (relative path) or web URL, for display</source>
        <translation>用于显示的网格文件（相对路径）或 Web URL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotation of the mesh</source>
        <translation>网格的旋转</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Translation of the mesh</source>
        <translation>网格的平移</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A body with mass and one or more outputs</source>
        <translation>具有质量和一个或多个输出的刚体</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A massless degree of freedom</source>
        <translation>无质量的自由度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotation or translation axis</source>
        <translation>旋转轴或平移轴</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The output moves at 1/gear_ratio of the joint value</source>
        <translation>输出以关节值的 1/gear_ratio 运动</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End-effector model</source>
        <translation>末端执行器型号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orientation of the end-effector frame</source>
        <translation>末端执行器坐标系的姿态</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position of the end-effector frame</source>
        <translation>末端执行器坐标系的位置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The end of a chain: the end-effector frame</source>
        <translation>链的末端：末端执行器坐标系</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One output of a bracket or rigid body, and what is attached to it</source>
        <translation>支架或刚体的一个输出，以及连接到该输出的内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orientation of this output (rigid bodies only)</source>
        <translation>此输出的姿态（仅限刚体）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position of this output (rigid bodies only)</source>
        <translation>此输出的位置（仅限刚体）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The robot elements of another HRDF file, in place</source>
        <translation>另一个 HRDF 文件中的机器人元素，原位插入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path of the HRDF file, relative to this file</source>
        <translation>HRDF 文件的路径，相对于本文件</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+72"/>
        <source>a URDF file&apos;s root must be &lt;robot name=&quot;...&quot;&gt;; this &lt;robot&gt; has no name</source>
        <translation>URDF 文件的根元素必须是 &lt;robot name=&quot;...&quot;&gt;；此 &lt;robot&gt; 没有名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a URDF file&apos;s root must be &lt;robot name=&quot;...&quot;&gt;, not &lt;%1&gt;%2</source>
        <translation>URDF 文件的根元素必须是 &lt;robot name=&quot;...&quot;&gt;，而不是 &lt;%1&gt;%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (a &lt;world&gt; of robots and entities: URDF readers do not read it)</source>
        <translation>（由机器人和实体组成的 &lt;world&gt;：URDF 读取器不读取它）</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>&apos;%2&apos; is not a URDF attribute of &lt;%1&gt;; URDF readers ignore it</source>
        <translation>&apos;%2&apos; 不是 &lt;%1&gt; 的 URDF 属性；URDF 读取器会忽略它</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%2&apos; is not a URDF attribute of &lt;%1&gt;; URDF readers ignore it (did you mean &apos;%3&apos;?)</source>
        <translation>&apos;%2&apos; 不是 &lt;%1&gt; 的 URDF 属性；URDF 读取器会忽略它（您是否想用 &apos;%3&apos;？）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;%1&gt; is not part of URDF inside &lt;%2&gt;; it is kept, and URDF readers ignore it</source>
        <translation>&lt;%1&gt; 不属于 &lt;%2&gt; 内的 URDF 内容；将保留，但 URDF 读取器会忽略它</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the robot has no &lt;link&gt;</source>
        <translation>机器人没有 &lt;link&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;link&gt; needs a name</source>
        <translation>&lt;link&gt; 需要名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a link named &apos;%1&apos; already exists</source>
        <translation>名为 &apos;%1&apos; 的连杆已存在</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>joint &apos;%1&apos;: &lt;limit&gt; needs %2 (URDF readers refuse a limit without effort and velocity)</source>
        <translation>关节 &apos;%1&apos;：&lt;limit&gt; 需要 %2（URDF 读取器会拒绝没有 effort 和 velocity 的限位）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>link &apos;%1&apos; already has a parent joint (&apos;%2&apos;): joint &apos;%3&apos; closes a loop, solved as a closed chain</source>
        <translation>连杆 &apos;%1&apos; 已有父关节（&apos;%2&apos;）：关节 &apos;%3&apos; 形成回路，按闭链求解</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>joint &apos;%1&apos; mimics &apos;%2&apos;, which does not exist: it moves on its own</source>
        <translation>关节 &apos;%1&apos; 模仿不存在的 &apos;%2&apos;：它将独立运动</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>joint &apos;%1&apos; is in a cycle of mimic joints: %2; none of them has a value of its own</source>
        <translation>关节 &apos;%1&apos; 处于 mimic 关节的循环中：%2；其中没有一个关节有自己的值</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>link &apos;%1&apos; is in a cycle of joints: %2</source>
        <translation>连杆 &apos;%1&apos; 处于关节循环中：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>link &apos;%1&apos; hangs below the cycle of joints %2, not from a root</source>
        <translation>连杆 &apos;%1&apos; 位于关节循环 %2 之下，而不是挂在某个根上</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/formats/skel/SkelReader.cpp" line="+59"/>
        <source>&lt;%1&gt; must hold %n number(s)</source>
        <translation>
            <numerusform>&lt;%1&gt; 必须包含 %n 个数</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;%1&gt; must hold numbers</source>
        <translation>&lt;%1&gt; 必须包含数字</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>DART reads a cylinder&apos;s &lt;height&gt;, not &lt;length&gt; (the spec text is wrong here); the height defaults to 1</source>
        <translation>DART 读取圆柱体的 &lt;height&gt;，而不是 &lt;length&gt;（规范文本此处有误）；高度默认为 1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>soft body &apos;%1&apos; is shown as a rigid body</source>
        <translation>软体 &apos;%1&apos; 按刚体显示</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&lt;damping&gt; belongs inside &lt;dynamics&gt;; DART reads it here too</source>
        <translation>&lt;damping&gt; 应位于 &lt;dynamics&gt; 内；DART 在此处也会读取它</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>axis_order must be three of x, y, z (e.g. xyz, zyx)</source>
        <translation>axis_order 必须是 x、y、z 三者的排列（例如 xyz、zyx）</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>a %1 joint has %n variable(s); init_pos gives %2</source>
        <translation>
            <numerusform>%1 关节有 %n 个变量；init_pos 给出了 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a %1 joint has no variables, so it has no &lt;dof&gt;</source>
        <translation>%1 关节没有变量，因此没有 &lt;dof&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;dof&gt; needs local_index: the %1 joint has %2 variables (0 to %3)</source>
        <translation>&lt;dof&gt; 需要 local_index：该 %1 关节有 %2 个变量（0 至 %3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>local_index must be one of the %1 joint&apos;s %2 variables (0 to %3); got &apos;%4&apos;</source>
        <translation>local_index 必须是该 %1 关节的 %2 个变量之一（0 至 %3）；实际为 &apos;%4&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>local_index must be a variable&apos;s index (0, 1, ...); got &apos;%1&apos;</source>
        <translation>local_index 必须是变量的索引（0、1、...）；实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; must be a number; got &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 必须是数字；实际为 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the initial position %1 of variable %2 lies outside the joint&apos;s limits [%3, %4]; the skeleton is posed there, as DART poses it</source>
        <translation>变量 %2 的初始位置 %1 超出了关节限位 [%3, %4]；骨架仍摆放在该位置，与 DART 的做法一致</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&lt;body&gt; needs a name</source>
        <translation>&lt;body&gt; 需要名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>skeleton &apos;%1&apos; has two bodies named &apos;%2&apos;</source>
        <translation>骨架 &apos;%1&apos; 有两个名为 &apos;%2&apos; 的刚体</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="-100"/>
        <source>&lt;joint&gt; needs a name</source>
        <translation>&lt;joint&gt; 需要名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skeleton &apos;%1&apos; has two joints named &apos;%2&apos;</source>
        <translation>骨架 &apos;%1&apos; 有两个名为 &apos;%2&apos; 的关节</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>DART 6.12 does not read translational2d joints (joint &apos;%1&apos;): it discards the joint and its reading of the file fails; later DART reads them. DART 6.12&apos;s joint types: %2</source>
        <translation>DART 6.12 无法读取 translational2d 关节（关节 &apos;%1&apos;）：它会丢弃该关节，随后读取文件失败；更新的 DART 可以读取。DART 6.12 的关节类型：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+4"/>
        <source>no body of skeleton &apos;%1&apos; is named &apos;%2&apos;</source>
        <translation>骨架 &apos;%1&apos; 中没有名为 &apos;%2&apos; 的刚体</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>body &apos;%1&apos; is already the child of joint &apos;%2&apos;</source>
        <translation>刚体 &apos;%1&apos; 已是关节 &apos;%2&apos; 的子刚体</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>body &apos;%1&apos; is in a cycle of joints: %2</source>
        <translation>刚体 &apos;%1&apos; 处于关节循环中：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>body &apos;%1&apos; hangs below the cycle of joints %2, not from the world</source>
        <translation>刚体 &apos;%1&apos; 位于关节循环 %2 之下，而不是挂在世界上</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;skel&gt; needs a &lt;world&gt;</source>
        <translation>&lt;skel&gt; 需要一个 &lt;world&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a SKEL file&apos;s root element is &lt;skel&gt;, not &lt;%1&gt;</source>
        <translation>SKEL 文件的根元素是 &lt;skel&gt;，而不是 &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;skeleton&gt; needs a name</source>
        <translation>&lt;skeleton&gt; 需要名称</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>another skeleton is named &apos;%1&apos;; this one is &apos;%2&apos; (as DART names it)</source>
        <translation>另一个骨架名为 &apos;%1&apos;；此骨架为 &apos;%2&apos;（与 DART 的命名一致）</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+2"/>
        <source>a joint named &apos;%1&apos; already exists</source>
        <translation>名为 &apos;%1&apos; 的关节已存在</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfRules.cpp" line="+50"/>
        <source>&lt;%1&gt; needs a name</source>
        <translation>&lt;%1&gt; 需要名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is reserved; it cannot name a %2</source>
        <translation>&apos;%1&apos; 是保留名称；不能用作 %2 的名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+60"/>
        <source>&apos;::&apos; separates scopes; it cannot be part of a name (SDFormat 1.8)</source>
        <translation>&apos;::&apos; 用于分隔作用域；不能作为名称的一部分（SDFormat 1.8）</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+29"/>
        <source>a sibling &lt;%1&gt; (line %2) is already named &apos;%3&apos;</source>
        <translation>同级的 &lt;%1&gt;（第 %2 行）已命名为 &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;include&gt;&lt;name&gt; cannot be empty</source>
        <translation>&lt;include&gt;&lt;name&gt; 不能为空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is reserved; it cannot name a model</source>
        <translation>&apos;%1&apos; 是保留名称；不能用作模型名称</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>model &apos;%1&apos; already has an element named &apos;%2&apos;</source>
        <translation>模型 &apos;%1&apos; 中已有名为 &apos;%2&apos; 的元素</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="-87"/>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+3"/>
        <source>joint &apos;%1&apos; needs a type</source>
        <translation>关节 &apos;%1&apos; 需要类型</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="+7"/>
        <source>unknown joint type &apos;%1&apos; (%2)</source>
        <translation>未知的关节类型 &apos;%1&apos;（%2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>link &apos;%1&apos;: mass must not be negative, got %2</source>
        <translation>连杆 &apos;%1&apos;：质量不能为负，实际为 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>link &apos;%1&apos;: no body has this inertia (principal moment %2 is negative)</source>
        <translation>连杆 &apos;%1&apos;：任何物体都不可能具有此惯量（主惯性矩 %2 为负）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>link &apos;%1&apos;: no body has this inertia (principal moment %2 exceeds the sum of the others, %3 + %4, by %5)</source>
        <translation>连杆 &apos;%1&apos;：任何物体都不可能具有此惯量（主惯性矩 %2 比其余两者之和 %3 + %4 大 %5）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a material &lt;script&gt; needs a non-empty &lt;%1&gt;</source>
        <translation>材质 &lt;script&gt; 需要非空的 &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a %1 shader needs a &lt;normal_map&gt;</source>
        <translation>%1 着色器需要 &lt;normal_map&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a joint axis cannot be zero</source>
        <translation>关节轴不能为零</translation>
    </message>
    <message>
        <location line="+17"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="-207"/>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+70"/>
        <source>mesh &apos;%1&apos; not found: %2</source>
        <translation>找不到网格 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source> (&lt;gazebo version=&quot;%1&quot;&gt; is the root of SDFormat 1.0 and Gazebo&apos;s old world files; libsdformat reads neither)</source>
        <translation>（&lt;gazebo version=&quot;%1&quot;&gt; 是 SDFormat 1.0 和 Gazebo 旧世界文件的根元素；libsdformat 两者都不读取）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (this looks like one of the SDFormat specification&apos;s description files, not a robot or world)</source>
        <translation>（这看起来是 SDFormat 规范的描述文件之一，而不是机器人或世界）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an SDFormat file&apos;s root is &lt;sdf version=&quot;...&quot;&gt;, not &lt;%1&gt;</source>
        <translation>SDFormat 文件的根元素是 &lt;sdf version=&quot;...&quot;&gt;，而不是 &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;sdf&gt; needs a version (1.4 to 1.9)</source>
        <translation>&lt;sdf&gt; 需要版本号（1.4 至 1.9）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SDFormat version &apos;%1&apos; is not one Kinedit reads (1.0 to 1.12)</source>
        <translation>Kinedit 无法读取 SDFormat 版本 &apos;%1&apos;（支持 1.0 至 1.12）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a file holds one top-level &lt;model&gt;, &lt;light&gt; or &lt;actor&gt;; this &lt;%1&gt; is ignored</source>
        <translation>一个文件只包含一个顶层 &lt;model&gt;、&lt;light&gt; 或 &lt;actor&gt;；此 &lt;%1&gt; 被忽略</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a world named &apos;%1&apos; already exists</source>
        <translation>名为 &apos;%1&apos; 的世界已存在</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;sdf&gt; holds no &lt;model&gt;, &lt;world&gt;, &lt;light&gt; or &lt;actor&gt;</source>
        <translation>&lt;sdf&gt; 中没有 &lt;model&gt;、&lt;world&gt;、&lt;light&gt; 或 &lt;actor&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a file holds a model or worlds, not both</source>
        <translation>一个文件包含模型或世界，不能两者兼有</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the top-level model&apos;s pose cannot be relative to another frame: nothing is outside it</source>
        <translation>顶层模型的位姿不能相对于其他坐标系：它之外没有任何东西</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="-67"/>
        <source>unknown joint type &apos;%1&apos; (revolute, continuous, prismatic, fixed, floating or planar)</source>
        <translation>未知的关节类型 &apos;%1&apos;（revolute、continuous、prismatic、fixed、floating 或 planar）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>joint &apos;%1&apos; needs &lt;%2 link=&quot;...&quot;/&gt;</source>
        <translation>关节 &apos;%1&apos; 需要 &lt;%2 link=&quot;...&quot;/&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no link is named &apos;%1&apos;</source>
        <translation>没有名为 &apos;%1&apos; 的连杆</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 joint needs &lt;limit&gt; (lower, upper, effort, velocity)</source>
        <translation>%1 关节需要 &lt;limit&gt;（lower、upper、effort、velocity）</translation>
    </message>
    <message>
        <location filename="../model/formats/skel/SkelReader.cpp" line="+44"/>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+10"/>
        <source>the joint axis must not be zero</source>
        <translation>关节轴不能为零</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+53"/>
        <source>the links form %1 separate trees (roots: %2); a URDF robot is one tree</source>
        <translation>连杆构成了 %1 棵独立的树（根：%2）；URDF 机器人必须是一棵树</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfFlatten.cpp" line="+88"/>
        <source>&apos;%1&apos; cannot be written as SDFormat: %2</source>
        <translation>&apos;%1&apos; 无法写为 SDFormat：%2</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfFrameGraph.cpp" line="+54"/>
        <source>relative_to</source>
        <translation>relative_to</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>attached_to</source>
        <translation>attached_to</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+52"/>
        <source>placement_frame</source>
        <translation>placement_frame</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>model &apos;%1&apos; has a placement frame but no &lt;pose&gt; to place it at</source>
        <translation>模型 &apos;%1&apos; 有放置坐标系，但没有用于放置它的 &lt;pose&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="+171"/>
        <source>joint &apos;%1&apos; needs a &lt;parent&gt;</source>
        <translation>关节 &apos;%1&apos; 需要 &lt;parent&gt;</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="+4"/>
        <source>joint &apos;%1&apos; needs a &lt;child&gt;</source>
        <translation>关节 &apos;%1&apos; 需要 &lt;child&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;world&apos; cannot be a joint&apos;s child</source>
        <translation>&apos;world&apos; 不能作为关节的子级</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>joint &apos;%1&apos; names itself as its child</source>
        <translation>关节 &apos;%1&apos; 将自身指定为子级</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source>parent</source>
        <translation>父级</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>child</source>
        <translation>子级</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&apos;%1&apos; is a model&apos;s implicit frame; a joint&apos;s %2 can be one from SDFormat 1.10, this file is %3</source>
        <translation>&apos;%1&apos; 是模型的隐式坐标系；从 SDFormat 1.10 起关节的%2才能使用它，本文件为 %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>joint &apos;%1&apos; has &apos;%2&apos; as both parent and child</source>
        <translation>关节 &apos;%1&apos; 的父级和子级都是 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>world &apos;%1&apos;</source>
        <translation>世界 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>model &apos;%1&apos;</source>
        <translation>模型 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is outside %2: references only go down into nested models</source>
        <translation>&apos;%1&apos; 位于 %2 之外：引用只能向下指向嵌套模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no link, joint, frame or nested model named &apos;%1&apos; in %2</source>
        <translation>%2 中没有名为 &apos;%1&apos; 的连杆、关节、坐标系或嵌套模型</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;__root__&apos; is reserved; it cannot be used as %1</source>
        <translation>&apos;__root__&apos; 是保留名称；不能用作 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>canonical_link &apos;%1&apos; is not a link</source>
        <translation>canonical_link &apos;%1&apos; 不是连杆</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>canonical_link: %1</source>
        <translation>canonical_link：%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>model &apos;%1&apos; has no link; a model that is not static needs at least one</source>
        <translation>模型 &apos;%1&apos; 没有连杆；非静态模型至少需要一个连杆</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&apos;%1&apos; is attached to model &apos;%2&apos;, which has no link to move with (its nested models are static)</source>
        <translation>&apos;%1&apos; 附着于模型 &apos;%2&apos;，但该模型没有可随之运动的连杆（其嵌套模型均为静态）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>attached_to cycle: %1</source>
        <translation>attached_to 循环：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is at the end of a chain of more than %2 attached_to references; Kinedit stops there</source>
        <translation>&apos;%1&apos; 位于超过 %2 个 attached_to 引用组成的链末端；Kinedit 在此停止</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>relative_to cycle: %1</source>
        <translation>relative_to 循环：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is at the end of a chain of more than %2 relative_to references; Kinedit stops there</source>
        <translation>&apos;%1&apos; 位于超过 %2 个 relative_to 引用组成的链末端；Kinedit 在此停止</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>joint &apos;%1&apos;: parent &apos;%2&apos; and child &apos;%3&apos; are attached to the same link &apos;%4&apos;</source>
        <translation>关节 &apos;%1&apos;：父级 &apos;%2&apos; 和子级 &apos;%3&apos; 附着于同一连杆 &apos;%4&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expressed_in: %1</source>
        <translation>expressed_in：%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>weld &apos;%1&apos; joins &apos;%2&apos; and &apos;%3&apos;, which are %4 mm and %5° apart; the weld keeps that offset (a placement_frame puts them together)</source>
        <translation>焊接 &apos;%1&apos; 连接 &apos;%2&apos; 和 &apos;%3&apos;，两者相距 %4 mm、夹角 %5°；焊接保持该偏移（placement_frame 可使两者重合）</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfIncludes.cpp" line="+28"/>
        <source>&apos;%1&apos; is a folder without a model.config</source>
        <translation>&apos;%1&apos; 是一个没有 model.config 的文件夹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 names no &lt;sdf&gt; file</source>
        <translation>%1 未指定 &lt;sdf&gt; 文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 names %2, which does not exist</source>
        <translation>%1 指定了 %2，但该文件不存在</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the URI is empty</source>
        <translation>URI 为空</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>web URIs are not fetched</source>
        <translation>不获取 Web URI</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <source>no file %1</source>
        <translation>没有文件 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not beside the including file, and no resource path is set (GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH, SDF_PATH)</source>
        <translation>&apos;%1&apos; 不在包含它的文件旁边，且未设置资源路径（GZ_SIM_RESOURCE_PATH、IGN_GAZEBO_RESOURCE_PATH、SDF_PATH）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is in none of the resource paths (%2)</source>
        <translation>&apos;%1&apos; 不在任何资源路径中（%2）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;%1&apos; is in none of the resource paths (GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH, SDF_PATH)</source>
        <translation>&apos;%1&apos; 不在任何资源路径中（GZ_SIM_RESOURCE_PATH、IGN_GAZEBO_RESOURCE_PATH、SDF_PATH）</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfModelWriter.cpp" line="+91"/>
        <source>frame &apos;%1&apos; hangs from &apos;%2&apos; in another scope; SDFormat cannot say that</source>
        <translation>坐标系 &apos;%1&apos; 挂接在另一作用域中的 &apos;%2&apos; 上；SDFormat 无法表达这一点</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>joint &apos;%1&apos; is %2: SDFormat has no such joint type</source>
        <translation>关节 &apos;%1&apos; 为 %2：SDFormat 没有这种关节类型</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>joint &apos;%1&apos; scales its motion (a gear ratio): SDFormat has no such joint</source>
        <translation>关节 &apos;%1&apos; 按比例缩放其运动（齿轮比）：SDFormat 没有这种关节</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfReader.cpp" line="+117"/>
        <source>the pose&apos;s quaternion (qx qy qz qw) is zero; it cannot be normalised to a rotation, got &apos;%1&apos;</source>
        <translation>位姿的四元数（qx qy qz qw）为零；无法归一化为旋转，得到的是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a pose is 7 numbers with rotation_format=&quot;quat_xyzw&quot;: x y z qx qy qz qw, got &apos;%1&apos;</source>
        <translation>rotation_format=&quot;quat_xyzw&quot; 时位姿为 7 个数：x y z qx qy qz qw，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pose is 6 numbers: x y z roll pitch yaw, got &apos;%1&apos;</source>
        <translation>位姿为 6 个数：x y z roll pitch yaw，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;%1&gt; is 3 numbers, got &apos;%2&apos;</source>
        <translation>&lt;%1&gt; 为 3 个数，实际为 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;%1&gt; is a number, got &apos;%2&apos;</source>
        <translation>&lt;%1&gt; 为一个数，实际为 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&lt;size&gt; of a plane is 2 numbers</source>
        <translation>平面的 &lt;size&gt; 为 2 个数</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>&lt;include&gt; needs a &lt;uri&gt; naming the model to include</source>
        <translation>&lt;include&gt; 需要一个 &lt;uri&gt; 指定要包含的模型</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot find included model &apos;%1&apos;: %2 (included from %3)</source>
        <translation>找不到包含的模型 &apos;%1&apos;：%2（包含自 %3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; includes itself (include chain: %2)</source>
        <translation>&apos;%1&apos; 包含了自身（包含链：%2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>more than %1 models are included in all; Kinedit stops here</source>
        <translation>总共包含了超过 %1 个模型；Kinedit 在此停止</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>includes nest more than %1 deep (%2)</source>
        <translation>包含嵌套深度超过 %1 层（%2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>included file %1 cannot be read (included from %2)</source>
        <translation>无法读取包含的文件 %1（包含自 %2）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>included file %1 has no top-level &lt;model&gt; (included from %2)</source>
        <translation>包含的文件 %1 没有顶层 &lt;model&gt;（包含自 %2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an included file holds one &lt;model&gt;, &lt;actor&gt; or &lt;light&gt;; this one has %1</source>
        <translation>被包含的文件只能有一个 &lt;model&gt;、&lt;actor&gt; 或 &lt;light&gt;；此文件有 %1 个</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a model can include models only, not &lt;%1&gt;</source>
        <translation>模型只能包含模型，不能包含 &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Kinedit does not apply libsdformat&apos;s experimental include-time edits; the model is included as its file has it</source>
        <translation>Kinedit 不应用 libsdformat 的实验性包含时编辑；模型按其文件原样包含</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfSchema.cpp" line="-5"/>
        <source>&apos;%1&apos; is not an SDFormat attribute of &lt;%2&gt;; it is kept, and simulators ignore it</source>
        <translation>&apos;%1&apos; 不是 &lt;%2&gt; 的 SDFormat 属性；将保留，但仿真器会忽略它</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;%1&gt; is a %2, got &apos;%3&apos;</source>
        <translation>&lt;%1&gt; 应为 %2，实际为 &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;%1&gt; is not defined in SDFormat inside &lt;%2&gt;; it is kept, and simulators ignore it</source>
        <translation>&lt;%1&gt; 在 SDFormat 中未定义于 &lt;%2&gt; 内；将保留，但仿真器会忽略它</translation>
    </message>
    <message>
        <location filename="../model/formats/skel/SkelSchema.cpp" line="+41"/>
        <source>SKEL format version</source>
        <translation>SKEL 格式版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A DART world file</source>
        <translation>DART 世界文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The world: physics and skeletons</source>
        <translation>世界：物理设置和骨架</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the world</source>
        <translation>世界的名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physics settings</source>
        <translation>物理设置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulation time step</source>
        <translation>仿真时间步长</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>World: gravity vector (m/s^2); body: whether gravity acts (0 or 1)</source>
        <translation>世界：重力向量（m/s^2）；刚体：是否受重力作用（0 或 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fcl, fcl_mesh, dart, bullet, ode</source>
        <translation>fcl、fcl_mesh、dart、bullet、ode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tree of bodies joined by joints; the first body is the root</source>
        <translation>由关节连接的刚体树；第一个刚体为根</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unique name of the skeleton</source>
        <translation>骨架的唯一名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>x y z and intrinsic XYZ Euler angles (a body: in the skeleton frame; a joint: in its child body; a shape: in its body)</source>
        <translation>x y z 及内旋 XYZ 欧拉角（刚体：在骨架坐标系中；关节：在其子刚体中；形状：在其刚体中）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1: the skeleton does not move</source>
        <translation>1：骨架不运动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0: the skeleton does not move</source>
        <translation>0：骨架不运动</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+47"/>
        <source>A rigid body</source>
        <translation>刚体</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unique name of the body in its skeleton</source>
        <translation>刚体在其骨架中的唯一名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: collides with bodies of its own skeleton</source>
        <translation>1：与所属骨架中的刚体发生碰撞</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mass properties</source>
        <translation>质量属性</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mass (default 1)</source>
        <translation>质量（默认为 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Centre of mass in the body frame</source>
        <translation>刚体坐标系中的质心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inertia about the centre of mass</source>
        <translation>关于质心的惯量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inertia tensor entry</source>
        <translation>惯性张量分量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A shape drawn with the body</source>
        <translation>随刚体绘制的形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A shape used for collisions</source>
        <translation>用于碰撞的形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A soft body&apos;s shape (shown as rigid)</source>
        <translation>软体的形状（按刚体显示）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red, green, blue (and alpha) in [0, 1]</source>
        <translation>红、绿、蓝（及 alpha），取值范围 [0, 1]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: takes part in collisions</source>
        <translation>1：参与碰撞</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+21"/>
        <source>One shape</source>
        <translation>一个形状</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A box</source>
        <translation>长方体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An ellipsoid</source>
        <translation>椭球体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Box: edge lengths; ellipsoid: diameters</source>
        <translation>长方体：棱长；椭球体：直径</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cylinder along z (DART reads &lt;height&gt;; the spec&apos;s &lt;length&gt; is wrong)</source>
        <translation>沿 z 轴的圆柱体（DART 读取 &lt;height&gt;；规范中的 &lt;length&gt; 有误）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capsule along z</source>
        <translation>沿 z 轴的胶囊体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cone along z</source>
        <translation>沿 z 轴的圆锥体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sphere</source>
        <translation>球体</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/srdf/SrdfSchema.cpp" line="-35"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+6"/>
        <location line="+3"/>
        <location line="+3"/>
        <source>Radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height along z</source>
        <translation>沿 z 轴的高度</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+1"/>
        <source>A mesh file</source>
        <translation>网格文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesh file, relative to the SKEL file</source>
        <translation>网格文件，相对于 SKEL 文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+2"/>
        <source>Scale along x y z</source>
        <translation>沿 x y z 的缩放</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kind of joint</source>
        <translation>关节种类</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How the joint is driven</source>
        <translation>关节的驱动方式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Joins a parent body (or the world) to a child body</source>
        <translation>将父刚体（或世界）与子刚体连接</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unique name of the joint in its skeleton</source>
        <translation>关节在其骨架中的唯一名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which of the joint&apos;s variables (0 for the first)</source>
        <translation>关节的哪一个变量（0 表示第一个）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings of one of the joint&apos;s variables</source>
        <translation>关节某个变量的设置</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name of the variable</source>
        <translation>变量的名称</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Initial value (the skeleton is posed at the initial position, inside the limits or not)</source>
        <translation>初始值（无论是否在限制范围内，骨架都摆放在初始位置）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limits of the variable&apos;s %1</source>
        <translation>变量的 %1 限制</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parent body name, or world</source>
        <translation>父刚体名称，或 world</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Child body name</source>
        <translation>子刚体名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First joint axis, in the joint frame</source>
        <translation>第一关节轴，在关节坐标系中表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second joint axis</source>
        <translation>第二关节轴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third joint axis</source>
        <translation>第三关节轴</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+18"/>
        <source>Axis direction (normalised)</source>
        <translation>轴方向（已归一化）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damping, friction and spring</source>
        <translation>阻尼、摩擦和弹簧</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Viscous damping</source>
        <translation>黏性阻尼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position limits</source>
        <translation>位置限位</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+19"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+2"/>
        <source>Lower limit</source>
        <translation>下限</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+20"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+1"/>
        <source>Upper limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initial position of each variable (ball, free: exponential coordinates)</source>
        <translation>各变量的初始位置（ball、free：指数坐标）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initial velocity of each variable</source>
        <translation>各变量的初始速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Euler joint: xyz, zyx, ...</source>
        <translation>欧拉关节：xyz、zyx、...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Screw joint: translation per turn</source>
        <translation>螺旋关节：每转的平移量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plane of a planar joint</source>
        <translation>平面关节的平面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Planar joint: its plane</source>
        <translation>平面关节：其平面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First in-plane axis (arbitrary planes)</source>
        <translation>第一个平面内轴（任意平面）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second in-plane axis (arbitrary planes)</source>
        <translation>第二个平面内轴（任意平面）</translation>
    </message>
    <message>
        <location filename="../model/formats/tamp/TampFormat.cpp" line="+61"/>
        <source>stray &apos;)&apos; after the numbers of &lt;%1&gt;; fix: remove it (read here without it)</source>
        <translation>&lt;%1&gt; 的数字后有多余的 &apos;)&apos;；修复：删除它（此处读取时已忽略）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the numbers of &lt;%1&gt; are separated by commas; the format separates them by spaces (read here as if they were; fix: replace each comma by a space)</source>
        <translation>&lt;%1&gt; 的数字以逗号分隔；该格式以空格分隔数字（此处视为以空格分隔读取；修复：将每个逗号替换为空格）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&lt;%1&gt; must hold numbers; &apos;%2&apos; is not a finite number</source>
        <translation>&lt;%1&gt; 必须包含数字；&apos;%2&apos; 不是有限数</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>&lt;%1&gt; must hold %n number(s); it holds %2</source>
        <translation>
            <numerusform>&lt;%1&gt; 必须包含 %n 个数；实际包含 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;%1&gt; must hold numbers separated by spaces</source>
        <translation>&lt;%1&gt; 必须包含以空格分隔的数字</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;%1&gt; must be true or false</source>
        <translation>&lt;%1&gt; 必须为 true 或 false</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a TAMP problem file&apos;s root is &lt;problem&gt;, not &lt;%1&gt;</source>
        <translation>TAMP 问题文件的根元素是 &lt;problem&gt;，而不是 &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;obj&gt; needs a &lt;name&gt;</source>
        <translation>&lt;obj&gt; 需要一个 &lt;name&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two objects are named &apos;%1&apos;</source>
        <translation>有两个物体都名为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>mesh &apos;%1&apos; is not in this family&apos;s meshes folder (%2)</source>
        <translation>网格 &apos;%1&apos; 不在此系列的 meshes 文件夹（%2）中</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>&lt;robot&gt; needs a &lt;name&gt;</source>
        <translation>&lt;robot&gt; 需要一个 &lt;name&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the name &apos;%1&apos; is used twice</source>
        <translation>名称 &apos;%1&apos; 被使用了两次</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>robot &apos;%1&apos;: URDF &apos;%2&apos; not found (%3); the robot is shown as its base frame</source>
        <translation>机器人 &apos;%1&apos;：找不到 URDF &apos;%2&apos;（%3）；机器人仅显示为其基坐标系</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no object is named &apos;%1&apos;</source>
        <translation>没有名为 &apos;%1&apos; 的物体</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is attached twice (or to itself)</source>
        <translation>&apos;%1&apos; 被附着了两次（或附着到自身）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;%1&apos; is in a cycle of attachments: %2</source>
        <translation>&apos;%1&apos; 处于附着关系的循环中：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is attached below the cycle of attachments %2, not to the world</source>
        <translation>&apos;%1&apos; 附着在附着循环 %2 之下，而不是附着于世界</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>&apos;%1&apos; closes each bound with the other&apos;s opening tag (as the spec&apos;s example does); fix: &lt;%2min&gt;%3&lt;/%2min&gt;&lt;%2max&gt;%4&lt;/%2max&gt;</source>
        <translation>&apos;%1&apos; 的每个边界都以对方的开始标签闭合（与规范中的示例相同）；修复：&lt;%2min&gt;%3&lt;/%2min&gt;&lt;%2max&gt;%4&lt;/%2max&gt;</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>robot &apos;%1&apos;: URDF &apos;%2&apos; has errors; the robot is shown as its base frame</source>
        <translation>机器人 &apos;%1&apos;：URDF &apos;%2&apos; 有错误；机器人仅显示为其基坐标系</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>robot &apos;%1&apos;: no joints are mapped to &lt;%2&gt; (%n value(s)); set a mapping</source>
        <translation>
            <numerusform>机器人 &apos;%1&apos;：没有关节映射到 &lt;%2&gt;（%n 个值）；请设置映射</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; its URDF has no %1</source>
        <translation>；其 URDF 中没有 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>robot &apos;%1&apos;: &lt;%2&gt; has %n value(s), but the robot has %3 of the joints mapped to it (%4); the values are not applied</source>
        <translation>
            <numerusform>机器人 &apos;%1&apos;：&lt;%2&gt; 有 %n 个值，但该机器人映射到它的关节有 %3 个（%4）；这些值不会被应用</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/formats/tamp/TampSchema.cpp" line="+21"/>
        <source>Grasp type (top, side, ...), for the planner</source>
        <translation>抓取类型（top、side 等），供规划器使用</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A TAMP benchmark problem: objects, robots and the action-motion mapping</source>
        <translation>TAMP 基准问题：物体、机器人以及动作-运动映射</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The objects of the scene</source>
        <translation>场景中的物体</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An object</source>
        <translation>物体</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name (of an object, robot or action), as the PDDL files use it</source>
        <translation>名称（物体、机器人或动作的名称），与 PDDL 文件中的用法一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The object&apos;s OBJ mesh, in the family&apos;s meshes folder</source>
        <translation>物体的 OBJ 网格，位于此系列的 meshes 文件夹中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initial pose: a 3x4 transformation matrix, row by row</source>
        <translation>初始位姿：3x4 变换矩阵，按行排列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true or false: whether the object can be moved</source>
        <translation>true 或 false：物体是否可移动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grasps of the object, in its frame</source>
        <translation>物体的抓取方式，在物体坐标系中表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A grasp frame: a 3x4 matrix in the object&apos;s frame</source>
        <translation>抓取坐标系：物体坐标系中的 3x4 矩阵</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A continuous set of grasps: a template frame turned about an axis</source>
        <translation>连续的抓取集合：绕某轴旋转的模板坐标系</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The template: a 3x4 grasp frame (in &lt;gc&gt;) or a 3x3 rotation (in &lt;sop&gt;), row by row</source>
        <translation>模板：3x4 抓取坐标系（在 &lt;gc&gt; 中）或 3x3 旋转矩阵（在 &lt;sop&gt; 中），按行排列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rotation axis</source>
        <translation>旋转轴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surface supporting stable placements: a rectangle in the object&apos;s frame</source>
        <translation>支撑稳定放置的表面：物体坐标系中的矩形</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A bound of the placement rectangle</source>
        <translation>放置矩形的一个边界</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polygon supporting stable placements: its corners in the object&apos;s frame, in one plane</source>
        <translation>支撑稳定放置的多边形：其顶点在物体坐标系中，位于同一平面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A corner of the polygon</source>
        <translation>多边形的一个顶点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A coordinate</source>
        <translation>一个坐标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A stable object pose: a rotation (world frame), an axis it may turn about, and the height of its centre</source>
        <translation>物体的稳定位姿：一个旋转（世界坐标系）、一个可绕其转动的轴，以及其中心的高度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Distance from the object&apos;s centre to the supporting surface</source>
        <translation>物体中心到支撑面的距离</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Objects attached to this one: they move with it</source>
        <translation>附着于此物体的物体：它们随之运动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The robots</source>
        <translation>机器人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A robot: its URDF, base pose and configuration</source>
        <translation>机器人：其 URDF、基座位姿和构型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The robot&apos;s URDF file</source>
        <translation>机器人的 URDF 文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initial pose of the base: a 3x4 matrix, row by row</source>
        <translation>基座的初始位姿：3x4 矩阵，按行排列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true or false: whether the base can move</source>
        <translation>true 或 false：基座是否可移动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torso configuration</source>
        <translation>躯干构型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left arm configuration, in the order of &lt;AMmapping&gt;&apos;s joints</source>
        <translation>左臂构型，按 &lt;AMmapping&gt; 中关节的顺序</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right arm configuration, in the order of &lt;AMmapping&gt;&apos;s joints</source>
        <translation>右臂构型，按 &lt;AMmapping&gt; 中关节的顺序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which joints each action may move</source>
        <translation>每个动作可以移动哪些关节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An action of the PDDL domain and its joints</source>
        <translation>PDDL 领域中的一个动作及其关节</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joint names of the robot&apos;s URDF, separated by spaces</source>
        <translation>机器人 URDF 中的关节名称，以空格分隔</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; is not an attribute of &lt;%2&gt; in a TAMP problem; it is kept</source>
        <translation>&apos;%1&apos; 不是 TAMP 问题中 &lt;%2&gt; 的属性；将保留</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;%1&gt; is not part of a TAMP problem inside &lt;%2&gt;; it is kept</source>
        <translation>&lt;%1&gt; 不属于 TAMP 问题中 &lt;%2&gt; 内的内容；将保留</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="-71"/>
        <source>Roll, pitch, yaw: fixed-axis X, Y, Z rotations</source>
        <translation>横滚、俯仰、偏航：绕固定轴 X、Y、Z 的旋转</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The robot: links joined by joints in one tree</source>
        <translation>机器人：由关节连接成一棵树的连杆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the robot</source>
        <translation>机器人的名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>URDF version</source>
        <translation>URDF 版本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unique link name</source>
        <translation>唯一的连杆名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link type (used by some tools; kept)</source>
        <translation>连杆类型（部分工具使用；予以保留）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Geometry for self-collision checks (old ROS extension; kept)</source>
        <translation>用于自碰撞检测的几何体（旧的 ROS 扩展；予以保留）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mass properties of the link</source>
        <translation>连杆的质量属性</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pose relative to the enclosing frame</source>
        <translation>相对于外层坐标系的位姿</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Translation</source>
        <translation>平移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mass</source>
        <translation>质量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mass of the link</source>
        <translation>连杆的质量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inertia tensor entry about the centre of mass</source>
        <translation>关于质心的惯性张量分量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotational inertia about the centre of mass</source>
        <translation>关于质心的转动惯量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the link looks like</source>
        <translation>连杆的外观</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of this visual</source>
        <translation>此视觉元素的名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link&apos;s collision geometry</source>
        <translation>连杆的碰撞几何体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of this collision</source>
        <translation>此碰撞元素的名称</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A box centred on the origin</source>
        <translation>以原点为中心的长方体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edge lengths x y z</source>
        <translation>棱长 x y z</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cylinder along z, centred on the origin</source>
        <translation>沿 z 轴、以原点为中心的圆柱体</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Length along z</source>
        <translation>沿 z 轴的长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A capsule along z (not in ROS&apos;s urdfdom 3)</source>
        <translation>沿 z 轴的胶囊体（ROS 的 urdfdom 3 中没有）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Length of the cylindrical part</source>
        <translation>圆柱部分的长度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A sphere centred on the origin</source>
        <translation>以原点为中心的球体</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relative path, file:// or package:// URI</source>
        <translation>相对路径、file:// 或 package:// URI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A colour or texture, named for reuse</source>
        <translation>颜色或纹理，命名后可重复使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name; a top-level material can be referred to by it</source>
        <translation>名称；顶层材质可通过它引用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red, green, blue, alpha in [0, 1]</source>
        <translation>红、绿、蓝、alpha，取值范围 [0, 1]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A texture image</source>
        <translation>纹理图像</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Image file</source>
        <translation>图像文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connects a parent link to a child link</source>
        <translation>将父连杆与子连杆连接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unique joint name</source>
        <translation>唯一的关节名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind of motion</source>
        <translation>运动种类</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The parent link</source>
        <translation>父连杆</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Link name</source>
        <translation>连杆名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The child link</source>
        <translation>子连杆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joint axis in the joint frame</source>
        <translation>关节坐标系中的关节轴</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joint limits (required for revolute and prismatic joints)</source>
        <translation>关节限位（revolute 和 prismatic 关节必需）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Maximum effort</source>
        <translation>最大力/力矩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum velocity</source>
        <translation>最大速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This joint follows another: value = multiplier · other + offset</source>
        <translation>此关节跟随另一个关节：值 = multiplier · 另一关节值 + offset</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The joint followed</source>
        <translation>被跟随的关节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multiplier</source>
        <translation>倍数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offset</source>
        <translation>偏移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damping and friction</source>
        <translation>阻尼和摩擦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damping</source>
        <translation>阻尼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Static friction</source>
        <translation>静摩擦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference positions of the joint</source>
        <translation>关节的参考位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rising edge position</source>
        <translation>上升沿位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Falling edge position</source>
        <translation>下降沿位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soft limits of the safety controller</source>
        <translation>安全控制器的软限位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soft lower limit</source>
        <translation>软下限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soft upper limit</source>
        <translation>软上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position gain</source>
        <translation>位置增益</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velocity gain</source>
        <translation>速度增益</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actuator to joint coupling (kept as written)</source>
        <translation>执行器到关节的耦合（按原样保留）</translation>
    </message>
    <message>
        <location filename="../model/formats/srdf/SrdfSchema.cpp" line="-46"/>
        <location line="+20"/>
        <location line="+23"/>
        <location line="+9"/>
        <source>A link of the robot</source>
        <translation>机器人的一个连杆</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Why (the Setup Assistant writes Adjacent, Default, Always, Never or User)</source>
        <translation>原因（Setup Assistant 会写入 Adjacent、Default、Always、Never 或 User）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+1"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MoveIt&apos;s semantic description of a robot described by its URDF</source>
        <translation>MoveIt 对由其 URDF 描述的机器人所作的语义描述</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The robot&apos;s name, as its URDF names it</source>
        <translation>机器人的名称，与其 URDF 中的名称一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A planning group: links, joints, chains and other groups</source>
        <translation>规划组：连杆、关节、链和其他组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The group&apos;s name</source>
        <translation>组的名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A link of the group (with the joint above it)</source>
        <translation>组中的一个连杆（连同其上方的关节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A joint of the group (with the link below it)</source>
        <translation>组中的一个关节（连同其下方的连杆）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+16"/>
        <location line="+2"/>
        <source>A joint of the robot</source>
        <translation>机器人的一个关节</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The links and joints from a base link down to a tip link</source>
        <translation>从基座连杆向下到末端连杆的所有连杆和关节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chain&apos;s first link</source>
        <translation>链的第一个连杆</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The chain&apos;s last link, below the base</source>
        <translation>链的最后一个连杆，位于基座之下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A named pose of a group: a value for each of its joints</source>
        <translation>组的命名位姿：为其每个关节给出一个值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The group it poses</source>
        <translation>该位姿所属的组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An end effector: a group attached to a link of another group</source>
        <translation>末端执行器：连接在另一个组的某个连杆上的组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end effector&apos;s group</source>
        <translation>末端执行器的组</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The link it is attached to</source>
        <translation>它所连接的连杆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The group holding the parent link</source>
        <translation>包含父连杆的组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A joint from a frame outside the robot to its root link</source>
        <translation>从机器人外部坐标系到其根连杆的关节</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fixed, floating or planar</source>
        <translation>fixed、floating 或 planar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The outside frame (world, odom)</source>
        <translation>外部坐标系（world、odom）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The robot&apos;s root link</source>
        <translation>机器人的根连杆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A joint no actuator moves</source>
        <translation>没有执行器驱动的关节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A property of a joint</source>
        <translation>关节的一个属性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The property</source>
        <translation>属性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its value</source>
        <translation>其值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spheres approximating a link</source>
        <translation>近似表示连杆的球体</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A sphere of the approximation</source>
        <translation>近似中的一个球体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Centre, in the link&apos;s frame</source>
        <translation>球心，在连杆坐标系中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pair of links never checked for collision</source>
        <translation>从不进行碰撞检测的一对连杆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pair of links checked for collision again</source>
        <translation>重新进行碰撞检测的一对连杆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A link checked against no other unless enabled</source>
        <translation>除非被启用，否则不与任何其他连杆进行检测的连杆</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A joint&apos;s value in the state</source>
        <translation>该状态中一个关节的值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A joint of the group</source>
        <translation>组中的一个关节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The value (several, space-separated, for a joint of several variables)</source>
        <translation>值（对于有多个变量的关节，为以空格分隔的多个值）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&apos;%1&apos; is not an attribute of &lt;%2&gt; in an SRDF; it is kept</source>
        <translation>在 SRDF 中 &apos;%1&apos; 不是 &lt;%2&gt; 的属性；将予以保留</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;%1&gt; is not part of an SRDF inside &lt;%2&gt;; it is kept</source>
        <translation>在 SRDF 中 &lt;%1&gt; 不属于 &lt;%2&gt; 的内容；将予以保留</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+1"/>
        <source>ROS 2 control: the hardware a controller manager loads (checked as ros2_control reads it)</source>
        <translation>ROS 2 control：控制器管理器加载的硬件（按 ros2_control 的读取方式检查）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the hardware component</source>
        <translation>硬件组件的名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>system, actuator or sensor</source>
        <translation>system、actuator 或 sensor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gazebo extensions (kept as written)</source>
        <translation>Gazebo 扩展（按原样保留）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link or joint it extends</source>
        <translation>它所扩展的连杆或关节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MuJoCo&apos;s options for reading this URDF (&lt;compiler&gt;, kept as written)</source>
        <translation>MuJoCo 读取此 URDF 的选项（&lt;compiler&gt;，按原样保留）</translation>
    </message>
    <message>
        <location filename="../model/export/Conversion.cpp" line="+42"/>
        <source>TriP Python script (*.py)</source>
        <translation>TriP Python 脚本 (*.py)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot export to %1: Kinedit exports URDF (.urdf), SDFormat (.sdf), MJCF (.xml) and TriP scripts (.py)</source>
        <translation>无法导出为 %1：Kinedit 可导出 URDF（.urdf）、SDFormat（.sdf）、MJCF（.xml）和 TriP 脚本（.py）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has errors; not exported (force it to export anyway)</source>
        <translation>%1 有错误；未导出（如仍要导出，请强制导出）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no robot to export: the file does not compile</source>
        <translation>没有可导出的机器人：文件无法编译</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing to export: the file has no links or bodies</source>
        <translation>没有可导出的内容：文件中没有连杆或刚体</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>an export writes Kinedit&apos;s model of the robot, not the file: for a copy of the %1 file, use Save As</source>
        <translation>导出写入的是 Kinedit 的机器人模型，而不是文件本身：如需 %1 文件的副本，请使用“另存为”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 in %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>not exported (Kinedit&apos;s model of the robot has no place for them): %1</source>
        <translation>未导出（Kinedit 的机器人模型无法容纳它们）：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a TriP robot is its transformations: the shapes, meshes and masses are not in the script</source>
        <translation>TriP 机器人仅由其变换构成：形状、网格和质量不在脚本中</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 has no skins: %n skin(s) not exported (%2)</source>
        <translation>
            <numerusform>%1 没有蒙皮：%n 个蒙皮未导出（%2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n more</source>
        <translation>
            <numerusform>另外 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 has no tendons: %n tendon(s) not exported (%2)</source>
        <translation>
            <numerusform>%1 没有肌腱：%n 条肌腱未导出（%2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n tendon(s) not exported: a joint they sum is split, or a frame on their path left out, in the export (%1)</source>
        <translation>
            <numerusform>%n 条肌腱未导出：它们求和的关节在导出中被拆分，或其路径上的坐标系在导出中被省略（%1）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no mimic joints: %2 are variables of their own there (set each to its leader&apos;s value times the multiplier, plus the offset)</source>
        <translation>%1 不支持 mimic 关节：%2 在其中是独立的变量（请将每个设为其主关节的值乘以倍数再加上偏移）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cannot nest these scopes (a frame hangs from one in another scope): &apos;::&apos; is written &apos;__&apos; in every name</source>
        <translation>%1 无法嵌套这些作用域（有坐标系挂接在另一作用域中的坐标系上）：所有名称中的 &apos;::&apos; 均写为 &apos;__&apos;</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the exported %1 does not validate: %2</source>
        <translation>导出的 %1 未通过验证：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the exported %1 does not compile</source>
        <translation>导出的 %1 无法编译</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the exported %1 has other joints than the source</source>
        <translation>导出的 %1 的关节与源文件不同</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n frame(s) not in the export: %1</source>
        <translation>
            <numerusform>%n 个坐标系不在导出结果中：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n com frame(s) not in the export, their masses written as their links&apos;: %1</source>
        <translation>
            <numerusform>%n 个 com 坐标系不在导出中，其质量写入所属链接：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n frame(s) the export adds, which %1 needs to hold the source&apos;s frames: %2</source>
        <translation>
            <numerusform>导出添加了 %n 个坐标系，%1 需要它们来容纳源文件的坐标系：%2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; as &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 命名为 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 names each joint after the frame it moves (links, joints and frames share one namespace there): %2</source>
        <translation>%1 以每个关节所移动的坐标系为其命名（其中连杆、关节和坐标系共用一个命名空间）：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>the exported %1 cannot hold the initial positions of %n joint(s), which it opens elsewhere (compared with the source there): %2</source>
        <translation>
            <numerusform>导出的 %1 无法保存 %n 个关节的初始位置，会在别处打开它们（在那里与源文件比较）：%2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the export&apos;s frames are up to %1 m and %2 rad away from the source&apos;s poses (1e-9 allowed)</source>
        <translation>导出结果的坐标系与源文件的位姿最多相差 %1 m 和 %2 rad（允许 1e-9）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the export&apos;s tendons are up to %1 m longer or shorter than the source&apos;s (1e-9 allowed)</source>
        <translation>导出文件的肌腱长度与源文件相差最多 %1 m（允许 1e-9）</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../model/export/MeshReferences.cpp" line="+97"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../model/export/ExportModel.cpp" line="+74"/>
        <source>%1 keeps the name &apos;%2&apos; for the world: the frame &apos;%2&apos; is written as &apos;%3&apos;</source>
        <translation>%1 将名称 &apos;%2&apos; 保留给世界：坐标系 &apos;%2&apos; 写为 &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>joint &apos;%1&apos; scales its motion by %2 (a gear ratio); %3 cannot, so the exported joint&apos;s variable is the motion itself (%2 times the source&apos;s)</source>
        <translation>关节 &apos;%1&apos; 将其运动按 %2 缩放（齿轮比）；%3 无法做到，因此导出关节的变量就是运动本身（为源文件中变量的 %2 倍）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>joint &apos;%1&apos; is a screw, which %2 has not: written as &apos;%1~1&apos;, turning, and &apos;%1~2&apos;, sliding %3 m per radian as its mimic</source>
        <translation>关节 &apos;%1&apos; 是螺旋关节，而 %2 没有螺旋关节：写为转动的 &apos;%1~1&apos;，以及作为其模仿关节、每弧度滑动 %3 m 的 &apos;%1~2&apos;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>joint &apos;%1&apos; is %2, which %3 has not: written as %4 one-variable joints &apos;%1~1&apos;... on frames &apos;%5~1&apos;...</source>
        <translation>关节 &apos;%1&apos; 为 %2，而 %3 没有这种关节：写为 %4 个单变量关节 &apos;%1~1&apos;...，位于坐标系 &apos;%5~1&apos;... 上</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>%n joint(s) closing a loop are not exported: %1 cannot close a loop at such a joint (the loops&apos; other joints are)</source>
        <translation>
            <numerusform>%n 个闭合回路的关节未导出：%1 无法在此类关节处闭合回路（回路的其他关节已导出）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot export to %1: %2</source>
        <translation>无法导出为 %1：%2</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfWriter.cpp" line="+125"/>
        <source>a capsule of &apos;%1&apos; is written as a cylinder and a sphere at each end: URDF has no capsule</source>
        <translation>“%1”的胶囊体写为一个圆柱体加两端各一个球体：URDF 没有胶囊体</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>an ellipsoid of &apos;%1&apos; is written as a sphere of its largest radius: URDF has no ellipsoid</source>
        <translation>&apos;%1&apos; 的椭球体写为以其最大半径为半径的球体：URDF 没有椭球体</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a plane of &apos;%1&apos; is written as a box 1 mm thick: URDF has no plane</source>
        <translation>&apos;%1&apos; 的平面写为 1 mm 厚的长方体：URDF 没有平面</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a mesh of &apos;%1&apos; is one submesh (&apos;%2&apos;) of its file: URDF draws the whole file</source>
        <translation>&apos;%1&apos; 的网格是其文件中的一个子网格（&apos;%2&apos;）：URDF 会绘制整个文件</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>joint &apos;%1&apos; has no limit on one side; URDF needs both: written as +-1e6</source>
        <translation>关节 &apos;%1&apos; 有一侧没有限位；URDF 需要两侧都有：写为 +-1e6</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>shapes on joint frames are drawn with the joint&apos;s child link</source>
        <translation>关节坐标系上的形状随该关节的子连杆一起绘制</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfCompiler.cpp" line="+92"/>
        <source>%1 mesh geom(s) of bodies without &lt;inertial&gt; add no mass here: their mesh files are not read yet, cannot be read, or MuJoCo refuses them (it weighs the mesh&apos;s volume)</source>
        <translation>%1 个无 &lt;inertial&gt; 的物体的网格 geom 在此不计质量：其网格文件尚未读取、无法读取，或被 MuJoCo 拒绝（MuJoCo 按网格体积计算质量）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>joint &apos;%1&apos; is held at %2 by this constraint; Kinedit leaves it free</source>
        <translation>关节 &apos;%1&apos; 被此约束固定在 %2；Kinedit 让其保持自由</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only the linear part of polycoef is followed (the joints move as a line, not the polynomial)</source>
        <translation>仅遵循 polycoef 的线性部分（关节按线性关系运动，而不是按多项式）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>joint &apos;%1&apos; is in a closed loop, whose solver sets it: this coupling is kept, not followed</source>
        <translation>关节 &apos;%1&apos; 位于闭环中，由闭环求解器设定：此耦合被保留，但不被遵循</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>joint &apos;%1&apos; already follows a joint, or would follow itself through this constraint: the constraint is kept, not followed</source>
        <translation>关节 &apos;%1&apos; 已在跟随某个关节，或会通过此约束跟随自身：此约束予以保留，但不予遵循</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfDefaults.cpp" line="+36"/>
        <source>a nested &lt;default&gt; needs a class name</source>
        <translation>嵌套的 &lt;default&gt; 需要类名（class）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>default class &apos;%1&apos; is defined twice</source>
        <translation>默认类 &apos;%1&apos; 被定义了两次</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfOrientation.cpp" line="+49"/>
        <source>more than one orientation (quat, axisangle, euler, xyaxes, zaxis) is given</source>
        <translation>给出了多种姿态表示（quat、axisangle、euler、xyaxes、zaxis）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the quaternion is zero</source>
        <translation>四元数为零</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the rotation axis is zero</source>
        <translation>旋转轴为零</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the x axis is zero</source>
        <translation>x 轴为零</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the y axis is zero or parallel to x</source>
        <translation>y 轴为零或与 x 轴平行</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the z axis is zero</source>
        <translation>z 轴为零</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfReader.cpp" line="+69"/>
        <source>the root element of an MJCF file is &lt;mujoco&gt;, not &lt;%1&gt;</source>
        <translation>MJCF 文件的根元素是 &lt;mujoco&gt;，而不是 &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+139"/>
        <source>unknown default class &apos;%1&apos;</source>
        <translation>未知的默认类 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>mesh file &apos;%1&apos; not found (looked for %2)</source>
        <translation>找不到网格文件 &apos;%1&apos;（查找位置：%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mesh file &apos;%1&apos;: %2</source>
        <translation>网格文件 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mesh needs a file or vertices</source>
        <translation>网格需要文件或顶点</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>repeated mesh name &apos;%1&apos;</source>
        <translation>重复的网格名称 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>a free joint can only be used in a body of the world body</source>
        <translation>free 关节只能用于世界刚体的直接子刚体中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the joint axis is zero</source>
        <translation>关节轴为零</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>joint has a range but not limited: set autolimits=&quot;true&quot; in &lt;compiler&gt;, give limited (&quot;true&quot; or &quot;false&quot;), or remove the range</source>
        <translation>关节有 range 但没有 limited：请在 &lt;compiler&gt; 中设置 autolimits=&quot;true&quot;，指定 limited（&quot;true&quot; 或 &quot;false&quot;），或删除 range</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the joint&apos;s range must have its lower end below the upper</source>
        <translation>关节 range 的下限必须小于上限</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>mesh &apos;%1&apos; is not defined in &lt;asset&gt;</source>
        <translation>网格 &apos;%1&apos; 未在 &lt;asset&gt; 中定义</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mesh geom needs mesh=&quot;...&quot;</source>
        <translation>网格类型的 geom 需要 mesh=&quot;...&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../model/formats/mjcf/MjcfSkinReader.cpp" line="+159"/>
        <source>material &apos;%1&apos; is not defined in &lt;asset&gt;</source>
        <translation>材质 &apos;%1&apos; 未在 &lt;asset&gt; 中定义</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>the key&apos;s qpos has %1 numbers; the model&apos;s joints take %2 (nq)</source>
        <translation>该关键帧的 qpos 有 %1 个数；模型的关节需要 %2 个（nq）</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfRules.cpp" line="+40"/>
        <source>invalid keyword &apos;%1&apos; for %2: one of %3</source>
        <translation>%2 的关键字 &apos;%1&apos; 无效：应为 %3 之一</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 takes integers: &apos;%2&apos;</source>
        <translation>%1 需要整数：&apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 takes numbers: &apos;%2&apos;</source>
        <translation>%1 需要数字：&apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 takes at most %2 numbers, not %3</source>
        <translation>%1 最多接受 %2 个数，而不是 %3 个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is empty: it takes numbers</source>
        <translation>%1 为空：它需要数字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2 numbers, not %3</source>
        <translation>%1 需要 %2 个数，而不是 %3 个</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>unrecognized attribute &apos;%1&apos; of &lt;%2&gt;</source>
        <translation>无法识别 &lt;%2&gt; 的属性 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;%1&gt; needs the attribute %2</source>
        <translation>&lt;%1&gt; 需要属性 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unrecognized element &lt;%1&gt; in &lt;%2&gt;</source>
        <translation>&lt;%2&gt; 中无法识别的元素 &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;%1&gt; may appear only once in &lt;%2&gt;</source>
        <translation>&lt;%1&gt; 在 &lt;%2&gt; 中只能出现一次</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the composite makes a %1 named &apos;%2&apos;, a name already used</source>
        <translation>该复合体生成名为 &apos;%2&apos; 的 %1，此名称已被使用</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>repeated %1 name &apos;%2&apos;</source>
        <translation>重复的 %1 名称 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 &apos;%2&apos; is not defined</source>
        <translation>%1 &apos;%2&apos; 未定义</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfTree.cpp" line="+42"/>
        <source>&lt;include&gt; needs a file</source>
        <translation>&lt;include&gt; 需要指定文件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; includes itself (through %2)</source>
        <translation>&apos;%1&apos; 包含了自身（经由 %2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>included file &apos;%1&apos; not found (MuJoCo looks beside the main file: %2)</source>
        <translation>找不到包含的文件 &apos;%1&apos;（MuJoCo 在主文件旁查找：%2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>included file &apos;%1&apos; is not well-formed XML</source>
        <translation>包含的文件 &apos;%1&apos; 不是格式良好的 XML</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>included file &apos;%1&apos; must have &lt;mujoco&gt; as its root, not &lt;%2&gt;</source>
        <translation>包含的文件 &apos;%1&apos; 的根元素必须是 &lt;mujoco&gt;，而不是 &lt;%2&gt;</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfMeshFile.cpp" line="+33"/>
        <source>MuJoCo 2.2.2 reads STL, OBJ and MSH meshes, not &apos;.%1&apos;</source>
        <translation>MuJoCo 2.2.2 读取 STL、OBJ 和 MSH 网格，不读取 &apos;.%1&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the file does not exist</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file cannot be read</source>
        <translation>无法读取该文件</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+2"/>
        <source>not a binary STL file (MuJoCo 2.2.2 reads no ASCII STL)</source>
        <translation>不是二进制 STL 文件（MuJoCo 2.2.2 不读取 ASCII STL）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 faces: MuJoCo 2.2.2 reads STL files of 1 to %2 faces</source>
        <translation>%1 个面：MuJoCo 2.2.2 只读取含 1 到 %2 个面的 STL 文件</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfWriter.cpp" line="+191"/>
        <source>one part of a file</source>
        <translation>文件的一部分</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>not a file</source>
        <translation>不是文件</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no converter</source>
        <translation>没有转换器</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 from %L2 to %L3 faces</source>
        <translation>%1 从 %L2 个面减至 %L3 个面</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>MuJoCo&apos;s &lt;connect&gt; holds a point, not an axis: the loop joints %1 are written as connects, which let the loop turn about every axis there (the same motion where the linkage is planar)</source>
        <translation>MuJoCo 的 &lt;connect&gt; 约束的是一个点而不是一根轴：闭环关节 %1 被写为 connect，闭环在该处可绕任意轴转动（对平面连杆机构而言运动相同）</translation>
    </message>
    <message numerus="yes">
        <location line="+112"/>
        <source>%n skin(s) written in their colour, without their material&apos;s texture: %1</source>
        <translation>
            <numerusform>%n 个蒙皮以其颜色写出，不带其材质的纹理：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+73"/>
        <source>MuJoCo sums only hinge and slide joints in a fixed tendon: %n tendon(s) not written (%1)</source>
        <translation>
            <numerusform>MuJoCo 的固定肌腱只能对铰链和滑动关节求和：%n 条肌腱未写出（%1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%n mesh geom(s) not written, MuJoCo 2.2.2 cannot read them (%1)</source>
        <translation>
            <numerusform>%n 个网格 geom 未写出，MuJoCo 2.2.2 无法读取（%1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n mesh(es) converted to binary STL for MuJoCo 2.2.2, beside the export in meshes/: %1</source>
        <translation>
            <numerusform>%n 个网格已为 MuJoCo 2.2.2 转换为二进制 STL，位于导出文件旁的 meshes/ 中：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MuJoCo 2.2.2 reads STL files of at most %L1 faces: %2 simplified for it (the source keeps the full mesh)</source>
        <translation>MuJoCo 2.2.2 只读取至多 %L1 个面的 STL 文件：已为其简化 %2（源文件保留完整网格）</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>MuJoCo refuses a model whose mesh file is missing: %n mesh geom(s) not written (%1)</source>
        <translation>
            <numerusform>MuJoCo 会拒绝网格文件缺失的模型：未写出 %n 个网格类型 geom（%1）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MuJoCo refuses a joint range whose ends are equal: %1 written without limits, held at that value by an &lt;equality&gt;&lt;joint&gt; (Kinedit&apos;s reader leaves such joints free)</source>
        <translation>MuJoCo 会拒绝两端相等的关节 range：%1 写为无限位，并通过 &lt;equality&gt;&lt;joint&gt; 固定在该值（Kinedit 的读取器让此类关节保持自由）</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n body(ies) have an inertia no body can have, which MuJoCo rejects: written with the nearest one it accepts: %1</source>
        <translation>
            <numerusform>%n 个刚体的惯量是任何物体都不可能具有的，MuJoCo 会拒绝：已改用其可接受的最接近的惯量写出：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n moving body(ies) without mass, which MuJoCo refuses: written with 1e-6 kg: %1</source>
        <translation>
            <numerusform>%n 个没有质量的运动物体（MuJoCo 拒绝此类物体）：以 1e-6 kg 写出：%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/geometry/MeshToStl.cpp" line="+71"/>
        <source>the mesh has no triangles</source>
        <translation>该网格没有三角形</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot simplify %1 triangles to %2</source>
        <translation>无法将 %1 个三角形简化为 %2 个</translation>
    </message>
    <message>
        <location filename="../model/export/MeshReferences.cpp" line="-35"/>
        <source>converted to binary STL only when the meshes are copied (--copy-meshes, File ▸ Copy Meshes on Export)</source>
        <translation>仅在复制网格时才转换为二进制 STL（--copy-meshes，文件 ▸ 导出时复制网格）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no mesh converter</source>
        <translation>没有网格转换器</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot make the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot copy %1 to %2</source>
        <translation>无法将 %1 复制到 %2</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfComposite.cpp" line="+188"/>
        <source>the body holding a %1 composite must be named %2 and its element&apos;s coordinates</source>
        <translation>包含 %1 复合体的刚体必须以 %2 加其元素坐标命名</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the name of the body holding the composite, &apos;%1&apos;, must give its element&apos;s coordinates within count (%2%3)</source>
        <translation>包含该复合体的刚体名称 &apos;%1&apos; 必须给出其元素在 count 范围内的坐标（%2%3）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the loop&apos;s end &apos;%1&apos; is no body: name the body holding the loop &apos;%1&apos;</source>
        <translation>环的端点 &apos;%1&apos; 不是刚体：请将包含该环的刚体命名为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfCompositeSpec.cpp" line="+147"/>
        <source>a composite requires local coordinates (compiler/coordinate=&quot;local&quot;)</source>
        <translation>复合体需要局部坐标（compiler/coordinate=&quot;local&quot;）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a composite&apos;s geom type must be sphere, capsule or ellipsoid</source>
        <translation>复合体的几何体类型必须是 sphere、capsule 或 ellipsoid</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a composite&apos;s counts must be positive</source>
        <translation>复合体的数量（count）必须为正</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a composite of more than %L1 elements is not made here (MuJoCo may run out of memory)</source>
        <translation>此处不生成超过 %L1 个元素的复合体（MuJoCo 可能耗尽内存）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a composite&apos;s spacing must be positive</source>
        <translation>复合体的间距（spacing）必须为正</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a composite&apos;s counts of 1 must come last</source>
        <translation>复合体中为 1 的数量必须排在最后</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a skin with a subgrid needs at least 3×3 elements</source>
        <translation>带 subgrid 的蒙皮至少需要 3×3 个元素</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a skin of more than %L1 vertices is not made here (MuJoCo may run out of memory)</source>
        <translation>此处不生成超过 %L1 个顶点的蒙皮（MuJoCo 可能耗尽内存）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a grid composite is one- or two-dimensional</source>
        <translation>grid 复合体是一维或二维的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shear tendons need a two-dimensional grid</source>
        <translation>剪切肌腱（shear）需要二维网格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a skin needs a two-dimensional grid</source>
        <translation>蒙皮（skin）需要二维网格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 composite is one-dimensional</source>
        <translation>%1 复合体是一维的</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a cloth composite is two-dimensional</source>
        <translation>cloth 复合体是二维的</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 composite is three-dimensional</source>
        <translation>%1 复合体是三维的</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the composite&apos;s joints get this range but no limits: set autolimits=&quot;true&quot; in &lt;compiler&gt; (MuJoCo 2.2.2 does not read limited here), or remove the range</source>
        <translation>复合体的关节获得此 range 但没有限位：请在 &lt;compiler&gt; 中设置 autolimits=&quot;true&quot;（MuJoCo 2.2.2 在此不读取 limited），或删除 range</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfRos2Control.cpp" line="+24"/>
        <source>ros2_control&apos;s parser refuses this: %1</source>
        <translation>ros2_control 的解析器会拒绝此项：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;%1&gt; needs %2=&quot;...&quot;</source>
        <translation>&lt;%1&gt; 需要 %2=&quot;...&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;%1&gt; needs a value</source>
        <translation>&lt;%1&gt; 需要一个值</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>size must be a positive integer</source>
        <translation>size 必须是正整数</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>ros2_control&apos;s hardware types are system, actuator and sensor, not &apos;%1&apos;</source>
        <translation>ros2_control 的硬件类型是 system、actuator 和 sensor，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;hardware&gt; needs &lt;plugin&gt;, the hardware&apos;s class</source>
        <translation>&lt;hardware&gt; 需要 &lt;plugin&gt;，即硬件的类</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ros2_control joint &apos;%1&apos; is no joint of the robot</source>
        <translation>ros2_control 关节 &apos;%1&apos; 不是机器人的关节</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;transmission&gt; needs &lt;plugin&gt;, the transmission&apos;s class</source>
        <translation>&lt;transmission&gt; 需要 &lt;plugin&gt;，即传动的类</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;%1&gt; is not part of &lt;ros2_control&gt; (hardware, joint, sensor, gpio, transmission)</source>
        <translation>&lt;%1&gt; 不属于 &lt;ros2_control&gt;（hardware、joint、sensor、gpio、transmission）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>transmission joint &apos;%1&apos; is not a &lt;joint&gt; of this &lt;ros2_control&gt;</source>
        <translation>传动关节 &apos;%1&apos; 不是此 &lt;ros2_control&gt; 的 &lt;joint&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;ros2_control&gt; needs &lt;hardware&gt; with its &lt;plugin&gt;</source>
        <translation>&lt;ros2_control&gt; 需要带有 &lt;plugin&gt; 的 &lt;hardware&gt;</translation>
    </message>
    <message>
        <location filename="../model/formats/srdf/SrdfCompanion.cpp" line="+71"/>
        <source>%1 (package &apos;%2&apos;, path &apos;%3&apos;)</source>
        <translation>%1（包 &apos;%2&apos;，路径 &apos;%3&apos;）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 beside the SRDF</source>
        <translation>SRDF 旁边的 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>urdf/ and robots/ folders of the packages on ROS_PACKAGE_PATH</source>
        <translation>ROS_PACKAGE_PATH 上各包的 urdf/ 和 robots/ 文件夹</translation>
    </message>
    <message>
        <location filename="../model/formats/srdf/SrdfFormat.cpp" line="+51"/>
        <source>an SRDF&apos;s root is &lt;robot&gt;, not &lt;%1&gt;</source>
        <translation>SRDF 的根元素是 &lt;robot&gt;，而不是 &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no URDF found for this SRDF (looked at: %1); its link, joint and limit names are not checked (kinedit-cli: --urdf FILE)</source>
        <translation>未找到此 SRDF 的 URDF（已查找：%1）；不会检查其中的连杆、关节和限位名称（kinedit-cli：--urdf FILE）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the URDF %1 did not compile (%2); this SRDF&apos;s names are not checked</source>
        <translation>URDF %1 未能编译（%2）；不会检查此 SRDF 中的名称</translation>
    </message>
    <message>
        <location filename="../model/formats/srdf/SrdfRobotChecks.cpp" line="+86"/>
        <source>the robot has no link named &apos;%1&apos;</source>
        <translation>机器人没有名为 &apos;%1&apos; 的连杆</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the robot has no joint named &apos;%1&apos;</source>
        <translation>机器人没有名为 &apos;%1&apos; 的关节</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>chain tip &apos;%1&apos; is not below base &apos;%2&apos; in the robot</source>
        <translation>在机器人中，链末端 &apos;%1&apos; 不在基座 &apos;%2&apos; 之下</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>joint &apos;%1&apos; is not in group &apos;%2&apos;</source>
        <translation>关节 &apos;%1&apos; 不在组 &apos;%2&apos; 中</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>joint &apos;%1&apos; has %n variable(s); the state gives %2</source>
        <translation>
            <numerusform>关节 &apos;%1&apos; 有 %n 个变量；该状态给出了 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 for joint &apos;%2&apos; is outside its limits [%3, %4]</source>
        <translation>关节 &apos;%2&apos; 的值 %1 超出其限位 [%3, %4]</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>group state &apos;%1&apos; gives no value for %2 of group &apos;%3&apos;</source>
        <translation>组状态 &apos;%1&apos; 没有为组 &apos;%3&apos; 的 %2 给出值</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>virtual joint &apos;%1&apos; must hold the robot&apos;s root link &apos;%2&apos;, not &apos;%3&apos;</source>
        <translation>虚拟关节 &apos;%1&apos; 必须连接机器人的根连杆 &apos;%2&apos;，而不是 &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>link &apos;%1&apos; has no collision geometry: this pair is never checked anyway</source>
        <translation>连杆 &apos;%1&apos; 没有碰撞几何体：这一对本来就不会被检测</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the SRDF describes robot &apos;%1&apos;; its URDF is named &apos;%2&apos;</source>
        <translation>SRDF 描述的是机器人 &apos;%1&apos;；其 URDF 的名称是 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/srdf/SrdfRules.cpp" line="+29"/>
        <source>a second group named &apos;%1&apos;</source>
        <translation>第二个名为 &apos;%1&apos; 的组</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no group is named &apos;%1&apos;</source>
        <translation>没有名为 &apos;%1&apos; 的组</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>group &apos;%1&apos; contains itself through its subgroups</source>
        <translation>组 &apos;%1&apos; 通过其子组包含了自身</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>group state &apos;%1&apos; poses group &apos;%2&apos;, which is not defined</source>
        <translation>组状态 &apos;%1&apos; 为组 &apos;%2&apos; 设定位姿，但该组未定义</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>group &apos;%1&apos; has a second state named &apos;%2&apos;</source>
        <translation>组 &apos;%1&apos; 有第二个名为 &apos;%2&apos; 的状态</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the value of joint &apos;%1&apos; must be numbers separated by spaces</source>
        <translation>关节 &apos;%1&apos; 的值必须是以空格分隔的数字</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a second end effector named &apos;%1&apos;</source>
        <translation>第二个名为 &apos;%1&apos; 的末端执行器</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>end effector &apos;%1&apos; names group &apos;%2&apos;, which is not defined</source>
        <translation>末端执行器 &apos;%1&apos; 引用了组 &apos;%2&apos;，但该组未定义</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>end effector &apos;%1&apos; names parent group &apos;%2&apos;, which is not defined</source>
        <translation>末端执行器 &apos;%1&apos; 引用了父组 &apos;%2&apos;，但该组未定义</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a second virtual joint named &apos;%1&apos;</source>
        <translation>第二个名为 &apos;%1&apos; 的虚拟关节</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>virtual joint type &apos;%1&apos; is not fixed, floating or planar</source>
        <translation>虚拟关节类型 &apos;%1&apos; 不是 fixed、floating 或 planar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a pair of link &apos;%1&apos; with itself: a link is never checked against itself</source>
        <translation>连杆 &apos;%1&apos; 与自身组成的对：连杆从不与自身进行检测</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>pair %1–%2 is already written on line %3</source>
        <translation>连杆对 %1–%2 已在第 %3 行写出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pair %1–%2 is written on line %3 with reason &apos;%4&apos;; here with &apos;%5&apos;</source>
        <translation>连杆对 %1–%2 已在第 %3 行以原因 &apos;%4&apos; 写出；此处的原因为 &apos;%5&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfSkinReader.cpp" line="-107"/>
        <source>cannot open the SKN file &apos;%1&apos;</source>
        <translation>无法打开 SKN 文件 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the SKN file &apos;%1&apos; has no header</source>
        <translation>SKN 文件 &apos;%1&apos; 没有文件头</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the SKN file &apos;%1&apos; has a negative count in its header</source>
        <translation>SKN 文件 &apos;%1&apos; 的文件头中有负数计数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the SKN file &apos;%1&apos; holds fewer numbers than its header says</source>
        <translation>SKN 文件 &apos;%1&apos; 包含的数字少于其文件头所述</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+10"/>
        <source>the SKN file &apos;%1&apos; ends within bone %2</source>
        <translation>SKN 文件 &apos;%1&apos; 在骨骼 %2 中途结束</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>the SKN file &apos;%1&apos; has a negative vertex count in bone %2</source>
        <translation>SKN 文件 &apos;%1&apos; 的骨骼 %2 中顶点数为负</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>a skin takes its data from a file or from its attributes, not both</source>
        <translation>蒙皮的数据来自文件或来自其属性，不能两者兼有</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a skin file is an SKN file (.skn)</source>
        <translation>蒙皮文件是 SKN 文件（.skn）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a skin&apos;s group is from 0 to 5</source>
        <translation>蒙皮的组（group）取值为 0 到 5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a skin needs vertices, faces and bones (or an SKN file)</source>
        <translation>蒙皮需要顶点、面和骨骼（或一个 SKN 文件）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a skin&apos;s vertices are 3 numbers each</source>
        <translation>蒙皮的每个顶点为 3 个数字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a skin has 2 texture coordinates per vertex (%1 vertices)</source>
        <translation>蒙皮每个顶点有 2 个纹理坐标（%1 个顶点）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a skin&apos;s faces are 3 vertex ids each</source>
        <translation>蒙皮的每个面为 3 个顶点编号</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>body &apos;%1&apos; is not defined</source>
        <translation>刚体 &apos;%1&apos; 未定义</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a bone gives as many weights as vertex ids, at least one (%1 ids, %2 weights)</source>
        <translation>骨骼给出的权重数须与顶点编号数相同，且至少一个（%1 个编号，%2 个权重）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>vertex id %1 is not among the skin&apos;s %2 vertices</source>
        <translation>顶点编号 %1 不在蒙皮的 %2 个顶点之中</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>vertex %1 of the skin has no positive weight from its bones</source>
        <translation>蒙皮的顶点 %1 未从其骨骼获得正权重</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfGlobal.cpp" line="+54"/>
        <source>in global coordinates a body without pos is placed at its geoms&apos; principal axes of inertia, which need its mesh files read and weighed: placed at the world&apos;s origin</source>
        <translation>在全局坐标中，无 pos 的物体放在其 geom 的惯性主轴处，这需要读取并计算其网格文件：已放在世界原点</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfTendonCheck.cpp" line="+26"/>
        <source>a tendon</source>
        <translation>一条肌腱</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tendon &apos;%1&apos;</source>
        <translation>肌腱 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has an empty path: a fixed tendon sums one joint or more</source>
        <translation>%1 的路径为空：固定肌腱需要对一个或多个关节求和</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 has %n element(s) in its path: a spatial tendon needs at least two</source>
        <translation>
            <numerusform>%1 的路径中有 %n 个元素：空间肌腱至少需要两个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has width %2: a spatial tendon&apos;s width must be positive</source>
        <translation>%1 的宽度为 %2：空间肌腱的宽度必须为正</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>geom &apos;%1&apos; is a %2: a tendon wraps only spheres and cylinders</source>
        <translation>geom &apos;%1&apos; 是 %2：肌腱只能缠绕球体和圆柱体</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a pulley&apos;s divisor cannot be negative</source>
        <translation>滑轮的除数不能为负</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has two pulleys in a row</source>
        <translation>%1 有两个相邻的滑轮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ends with a pulley: a pulley starts a new branch of the path</source>
        <translation>%1 以滑轮结尾：滑轮开始路径的一个新分支</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>site &apos;%1&apos; in %2 has no neighbour but pulleys: a strand needs two points</source>
        <translation>%2 中的 site &apos;%1&apos; 两侧只有滑轮：一段肌腱需要两个点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>site &apos;%1&apos; is repeated in %2</source>
        <translation>site &apos;%1&apos; 在 %2 中重复出现</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>geom &apos;%1&apos; in %2 is not between two sites</source>
        <translation>%2 中的 geom &apos;%1&apos; 不在两个 site 之间</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/Cli.cpp" line="+19"/>
        <source>check files: well-formedness and their format&apos;s rules</source>
        <translation>检查文件：格式良好性及其格式的规则</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>evaluate an HRDF value: number, formula, rotation or translation</source>
        <translation>计算 HRDF 值：数字（number）、公式（formula）、旋转（rotation）或平移（translation）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>write a file back (lossless round trip) or to another format</source>
        <translation>写回文件（无损往返）或转换为另一种格式</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>frames [--set NAME=VALUE]... [--json] FILE [NAME:=VALUE]...

Poses in the file&apos;s root frame at the given joint values (others at the
file&apos;s default configuration). NAME:=VALUE are xacro arguments.</source>
        <translation>frames [--set NAME=VALUE]... [--json] FILE [NAME:=VALUE]...

给定关节值下各坐标系在文件根坐标系中的位姿（其余关节取文件的
默认构型）。NAME:=VALUE 为 xacro 参数。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>info [--json] FILE [NAME:=VALUE]...</source>
        <translation>info [--json] FILE [NAME:=VALUE]...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compute each link&apos;s mass, centre of mass and inertia from its geometry</source>
        <translation>根据几何形状计算每个连杆的质量、质心和惯量</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>list the pairs of links whose shapes touch at one configuration</source>
        <translation>列出在某一构型下形状相互接触的连杆对</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>compare two robot files by their models, of the same format or not</source>
        <translation>按模型比较两个机器人文件，格式相同与否均可</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diff [--json] [--tol-m M] [--tol-rad RAD] [--set NAME=VALUE]... [--old-arg NAME:=VALUE]...
     [--new-arg NAME:=VALUE]... [--as PATH] OLD NEW [NAME:=VALUE]...
diff --git [OPTIONS] PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE

Compares the compiled models, not the text: links, joints and frames added,
removed or renamed (same place, same shape, other name); per joint its type,
axis, limits, default, origin (how far it moved and turned, in the parent&apos;s
frame), parent, child and mimic; per link its mass, centre of mass, inertia and
visual and collision shapes (kind, size, mesh file and scale, colour); loops,
actuators and named configurations; and the pose of every frame at the file&apos;s
configuration (and at the --set values), with the largest difference and where.
Differences within --tol-m (default 1e-6 m) and --tol-rad (default 1e-6 rad;
masses, inertias and scales: relative 1e-6) count as equal.
NAME:=VALUE are xacro arguments for both files; --old-arg and --new-arg for one.
--as PATH checks both files as if at PATH (their includes and meshes resolve
from there): for git difftool, whose old version is a temporary file.
Exit 0 when equal, 1 when different, 2 when a file cannot be read or compiled
(as diff and cmp do).

--git takes the seven arguments git passes to diff.&lt;driver&gt;.command, checks
both versions as if at PATH in the work tree (includes and meshes resolve from
there) and exits 0 after printing the difference (git stops on any other exit).</source>
        <translation>diff [--json] [--tol-m M] [--tol-rad RAD] [--set NAME=VALUE]... [--old-arg NAME:=VALUE]...
     [--new-arg NAME:=VALUE]... [--as PATH] OLD NEW [NAME:=VALUE]...
diff --git [OPTIONS] PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE

比较编译后的模型，而非文本：新增、删除或重命名（位置相同、形状相同、名称不同）
的连杆、关节和坐标系；每个关节的类型、轴、限位、默认值、原点（在父连杆坐标系中
移动和转动了多少）、parent、child 和 mimic；每个连杆的质量、质心、惯量以及可视
和碰撞形状（种类、尺寸、网格文件和缩放、颜色）；回路、执行器和命名构型；以及
每个坐标系在文件构型下（以及在 --set 值下）的位姿，并给出最大差异及其位置。
在 --tol-m（默认 1e-6 m）和 --tol-rad（默认 1e-6 rad；质量、惯量和缩放：
相对值 1e-6）以内的差异视为相等。
NAME:=VALUE 为两个文件共用的 xacro 参数；--old-arg 和 --new-arg 只用于其中一个。
--as PATH 按两个文件都位于 PATH 处来检查（其包含的文件和网格从该处解析）：
用于 git difftool，其旧版本是一个临时文件。
相同时退出码为 0，不同时为 1，有文件无法读取或编译时为 2
（与 diff 和 cmp 相同）。

--git 接受 git 传给 diff.&lt;driver&gt;.command 的七个参数，按两个版本都位于工作树中
PATH 处来检查（包含的文件和网格从该处解析），输出差异后以 0 退出（退出码为
其他值时 git 会停止）。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>serve Kinedit&apos;s checks to text editors (Language Server Protocol)</source>
        <translation>向文本编辑器提供 Kinedit 的检查(语言服务器协议)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lsp [--stdio]

A language server (LSP 3.17) on stdin and stdout for every format Kinedit reads:
diagnostics after every change, hover (schema, formula values, poses),
completion, go to definition, references, document symbols and quick fixes.
Editors start it themselves; see the README&apos;s &quot;Language server&quot; section.</source>
        <translation>lsp [--stdio]

在 stdin 和 stdout 上运行的语言服务器(LSP 3.17),支持 Kinedit 读取的所有格式:
每次修改后的诊断、悬停(模式、公式值、位姿)、
补全、转到定义、引用、文档符号和快速修复。
由编辑器自行启动;见 README 的“Language server”一节。</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>
Exit codes, for every subcommand:
  0  done (validate: no file has an error; warnings allowed)
  1  the input has errors: a file&apos;s errors (a document refused for its
     content, such as entity definitions, included), an expression that
     does not parse, an export that fails its check
  2  cannot run: a usage error, a file that cannot be opened (missing, a
     folder, no permission), a file of no format the subcommand works on,
     no display or OpenGL, an output that cannot be written
diff exits as diff and cmp do: 0 equal, 1 different, 2 a file not read.
lsp exits as the Language Server Protocol says (0 after shutdown, else 1).</source>
        <translation>
退出码（所有子命令相同）：
  0  完成（validate：没有文件出错；允许有警告）
  1  输入有错误：文件中的错误（包括因内容被拒绝的文档，例如实体定义）、
     无法解析的表达式、未通过检查的导出
  2  无法运行：用法错误、无法打开的文件（不存在、是文件夹、无权限）、
     不属于该子命令所处理格式的文件、没有显示器或 OpenGL、无法写入的输出
diff 的退出方式与 diff 和 cmp 相同：0 相同，1 不同，2 有文件未能读取。
lsp 按语言服务器协议退出（shutdown 之后为 0，否则为 1）。</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>draw the file&apos;s robot to a PNG, as the viewport shows it</source>
        <translation>将文件中的机器人绘制为 PNG，与视口中的显示相同</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>print the pose of every frame of the file&apos;s kinematic model</source>
        <translation>输出文件运动学模型中每个坐标系的位姿</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>eval number|formula|rotation|translation EXPR

Parses EXPR as that HRDF type and prints its value (a rotation as nine
numbers, row-major), or the error with its column.</source>
        <translation>eval number|formula|rotation|translation EXPR

将 EXPR 按该 HRDF 类型解析并输出其值（旋转输出为按行主序排列的九个数），
或输出错误及其所在列。</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>validate [--json] [--urdf URDF] FILE... [NAME:=VALUE]...

Prints FILE:LINE:COL: error: MESSAGE [CODE] for every problem, or JSON with
--json.
An SRDF is checked against its URDF or xacro: the one its configuration&apos;s
.setup_assistant names, else one named as its robot beside it or in a
package on ROS_PACKAGE_PATH; --urdf URDF chooses it.
NAME:=VALUE (or --arg NAME:=VALUE) are xacro arguments ($(arg NAME)) for
xacro files; every command that reads a file takes them.</source>
        <translation>validate [--json] [--urdf URDF] FILE... [NAME:=VALUE]...

对每个问题输出 FILE:LINE:COL: error: MESSAGE [CODE]，使用 --json 时
输出 JSON。
SRDF 会对照其 URDF 或 xacro 进行检查：即其配置的 .setup_assistant
所指定的文件，否则为其旁边或 ROS_PACKAGE_PATH 上某个包中以其机器人
命名的文件；--urdf URDF 可指定该文件。
NAME:=VALUE（或 --arg NAME:=VALUE）是用于 xacro 文件的 xacro 参数
（$(arg NAME)）；每个读取文件的命令都接受这些参数。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>convert [--force] [--normalize] [--flatten] [--copy-meshes] IN OUT [NAME:=VALUE]...

With OUT of IN&apos;s format, writes the document back byte for byte. A file
with errors is not written (exit 1) unless --force is given. --normalize
rewrites values the format accepts in another form the way its writer
writes them (HRDF: enum values in the spec&apos;s case), changing nothing else.
--flatten (SDFormat) writes one self-contained file: every &lt;include&gt;
replaced by the model it names, under its name, at its resolved pose.

With OUT ending in .urdf, .sdf, .xml or .py (another format than IN&apos;s),
exports the robot: URDF, SDFormat 1.8, MJCF (MuJoCo 2.2.2), or a TriP
(trip_kinematics) Python script.
The source is checked first (errors stop it unless --force); the export is
read back with Kinedit&apos;s reader for the target and must validate, with every
frame where the source has it (1e-9). What the target cannot hold is
listed as warnings. Meshes are referred to by a path relative to OUT, or
copied into a meshes folder beside it with --copy-meshes; for MJCF, meshes
MuJoCo cannot read (COLLADA, over 200,000 faces) are then converted to
binary STL there, one per colour, simplified to MuJoCo&apos;s limit.

A xacro IN with OUT ending in .urdf writes the expansion, as xacro does,
with the xacro arguments NAME:=VALUE.</source>
        <translation>convert [--force] [--normalize] [--flatten] [--copy-meshes] IN OUT [NAME:=VALUE]...

当 OUT 与 IN 格式相同时，逐字节写回文档。有错误的文件
不会被写出（退出码 1），除非指定 --force。--normalize
将格式接受的其他形式的值改写为该格式写入器的写法
（HRDF：枚举值采用规范中的大小写），其余内容不变。
--flatten（SDFormat）写出一个自包含文件：每个 &lt;include&gt;
都被替换为其指定的模型，使用其名称，位于其解析后的位姿处。

当 OUT 以 .urdf、.sdf、.xml 或 .py 结尾（与 IN 的格式不同）时，导出
机器人：URDF、SDFormat 1.8、MJCF（MuJoCo 2.2.2）或 TriP（trip_kinematics）Python 脚本。
首先检查源文件（有错误时停止，除非指定 --force）；导出结果
会用 Kinedit 针对目标格式的读取器读回，且必须通过验证，每个
坐标系都须与源文件中的位置一致（1e-9）。目标格式无法容纳的内容
以警告列出。网格通过相对于 OUT 的路径引用，或在指定
--copy-meshes 时复制到其旁边的 meshes 文件夹中；对于 MJCF，MuJoCo
无法读取的网格（COLLADA、超过 200,000 个面）随后会在那里转换为
二进制 STL，每种颜色一个，并简化到 MuJoCo 的上限。

当 IN 为 xacro 文件且 OUT 以 .urdf 结尾时，像 xacro 一样写出展开结果，
并使用 xacro 参数 NAME:=VALUE。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>print counts, degrees of freedom, total mass and centre of mass</source>
        <translation>输出数量、自由度、总质量和质心</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>inertia [--density KG_PER_M3] [--geometry collision|visual] [--json] FILE [NAME:=VALUE]...

Per link: the mass, centre of mass and 3x3 inertia tensor about it, in the link&apos;s
frame, of its shapes as solids of uniform density (default 1000 kg/m^3; meshes
by the divergence theorem), beside the file&apos;s &lt;inertial&gt; where it has one.
--geometry picks the shapes (default collision). MJCF: per body, as MuJoCo
2.2.2 computes it with inertiafromgeom: the geoms of inertiagrouprange, their
density= and mass=, exactmeshinertia (without it, MuJoCo&apos;s equivalent-box rule
for meshes) and mesh scale; --density stands for geoms without their own.
A mesh that is not a closed surface (warning CLI-W002) or whose faces are
wound against their neighbours (CLI-W003) bounds no solid: its link is printed
with that mesh as it is and with its convex hull (&quot;closed&quot;: false, &quot;hull&quot;).</source>
        <translation>inertia [--density KG_PER_M3] [--geometry collision|visual] [--json] FILE [NAME:=VALUE]...

对每个连杆：将其形状视为均匀密度的实体（默认 1000 kg/m^3；网格按散度定理计算），
给出其质量、质心以及关于质心的 3x3 惯量张量（在连杆坐标系中），
文件中有 &lt;inertial&gt; 时一并列出以作对照。
--geometry 选择形状（默认 collision）。MJCF：对每个刚体，按 MuJoCo 2.2.2
使用 inertiafromgeom 的方式计算：inertiagrouprange 中的 geom、其 density= 和
mass=、exactmeshinertia（没有它时，对网格使用 MuJoCo 的等效长方体规则）以及
网格缩放；--density 用于没有自身密度的 geom。
不是闭合曲面的网格（警告 CLI-W002）或其面与相邻面绕向不一致的网格（CLI-W003）
不围成实体：其连杆会分别按该网格原样和按其凸包输出（&quot;closed&quot;: false, &quot;hull&quot;）。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>collisions [--set NAME=VALUE]... [--geometry collision|visual] [--samples N [--seed S] [--one-in M]
           [--progress] [--srdf OUT]] [--srdf-in SRDF] [--urdf URDF] [--json] FILE [NAME:=VALUE]...

Every pair of links whose collision shapes (or visual ones, with --geometry)
touch at the file&apos;s configuration with --set applied, checked with FCL as
MoveIt checks them: primitives as primitives, meshes as their triangles
(surfaces: a mesh wholly inside another does not touch it). Parent and child
are listed too, marked adjacent; the penetration depth where FCL gives one
(between primitives). A mesh that cannot be read is left out (warning CLI-W004).
--json: {&quot;links&quot;: [...], &quot;colliding&quot;: [{&quot;a&quot;, &quot;b&quot;, &quot;adjacent&quot;, &quot;depth&quot;}]}.

With --samples N [--seed S]: the collision matrix, as MoveIt&apos;s Setup Assistant
makes it, over N random configurations inside the joint limits: every pair of
links with shapes classed adjacent (its rule), default (colliding at the
configuration given, the reference), always (over 95% of the samples), never
or sometimes, with its hit count and a configuration where it collides.
Stopping rule (rule of three): a pair without a hit in n samples collides in
less than 3/n of the configurations with 95% confidence; --one-in M stops at
n = 3M samples (or N), so that no pair colliding in more than 1 in M
configurations is classed never. The output says how many samples it used
and the bound. --progress (or a terminal on stderr): progress on stderr.
--json: {&quot;samples&quot;, &quot;samples_asked&quot;, &quot;never_bound&quot;, &quot;confidence&quot;,
&quot;pairs&quot;: [{&quot;a&quot;, &quot;b&quot;, &quot;class&quot;, &quot;hits&quot;, &quot;example&quot;}]}.

FILE may be an SRDF (its URDF found as validate finds it, or --urdf URDF).
Pairs the SRDF (FILE, or --srdf-in SRDF) disables are marked: [disabled: REASON],
&quot;disabled&quot;: true. --srdf OUT writes the adjacent, default, always and never
pairs as disable_collisions with the Setup Assistant&apos;s reasons: a new SRDF, or
OUT&apos;s generated entries replaced, every other byte of OUT kept.</source>
        <translation>collisions [--set NAME=VALUE]... [--geometry collision|visual] [--samples N [--seed S] [--one-in M]
           [--progress] [--srdf OUT]] [--srdf-in SRDF] [--urdf URDF] [--json] FILE [NAME:=VALUE]...

列出在文件构型（应用 --set 后）下碰撞形状（使用 --geometry 时为可视形状）
相互接触的每一对连杆，按 MoveIt 的方式用 FCL 检测：基本体按基本体处理，
网格按其三角形处理（视为曲面：完全位于另一网格内部的网格不与其接触）。
父连杆与子连杆也会列出，并标记为相邻；FCL 给出穿透深度时（基本体之间）
一并列出该深度。
无法读取的网格会被略去（警告 CLI-W004）。
--json: {&quot;links&quot;: [...], &quot;colliding&quot;: [{&quot;a&quot;, &quot;b&quot;, &quot;adjacent&quot;, &quot;depth&quot;}]}.

使用 --samples N [--seed S] 时：按 MoveIt Setup Assistant 的方式，在关节限位内
的 N 个随机构型上生成碰撞矩阵：每一对有形状的连杆被归类为 adjacent（按其
规则）、default（在给定构型即参考构型下碰撞）、always（超过 95% 的采样中
碰撞）、never 或 sometimes，并给出其碰撞次数
以及一个发生碰撞的构型。
停止规则（三法则）：若一对连杆在 n 次采样中从未碰撞，则以 95% 的置信度，
其发生碰撞的构型比例小于 3/n；--one-in M 在 n = 3M 次采样（或 N 次）时停止，
从而使在超过 M 分之 1 的构型中碰撞的连杆对都不会被归为 never。
输出会说明实际使用的采样数及该上界。
--progress（或 stderr 为终端时）：在 stderr 上显示进度。
--json: {&quot;samples&quot;, &quot;samples_asked&quot;, &quot;never_bound&quot;, &quot;confidence&quot;,
&quot;pairs&quot;: [{&quot;a&quot;, &quot;b&quot;, &quot;class&quot;, &quot;hits&quot;, &quot;example&quot;}]}.

FILE 可以是 SRDF（其 URDF 的查找方式与 validate 相同，或用 --urdf URDF 指定）。
SRDF（FILE，或 --srdf-in SRDF）中禁用的连杆对会被标记：[已禁用：REASON]、
&quot;disabled&quot;: true。--srdf OUT 将 adjacent、default、always 和 never 连杆对
以 disable_collisions 形式写出，并附上 Setup Assistant 的原因：写成新的 SRDF，
或替换 OUT 中已生成的条目，OUT 的其余每个字节保持不变。</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>run a benchmark and print its figures</source>
        <translation>运行基准测试并输出其结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bench kinematics FILE --base FRAME --tip FRAME [--samples N] [--seed S] [--json]

Forward kinematics and Jacobian time per call, and inverse kinematics solve rate
and time, on the chain from --base to --tip: N configurations uniform inside the
joint limits are IK targets, each solved from another uniform configuration;
success means 1e-5 m and 1e-5 rad within 5 ms.

bench viewport [--links N] [--steps N] [--no-axes] [--mesh-triangles T] [--mesh-shape sheet|torus] [--full-meshes]
               [--exact-while-moving] [--antialiasing auto|on|off] [--json]

The 3D view on a generated chain of N links (default 1000): scene build time,
and per joint change the FK-and-transforms time and the time until the frame
is rendered and read back (N steps, default 100); then the rebuild after an
edit elsewhere (the model compiled again). --mesh-triangles adds a mesh of
T triangles: a rough wavy sheet (its copy within a pixel keeps about 62,000 of
a million triangles), or a smooth torus (--mesh-shape torus); with the times
to its first picture, to its simplified levels, and to its first picture in a
second view (levels from the disk cache); --full-meshes draws it whole
(View &gt; Full Meshes). While the joints move, heavy meshes are drawn coarser
where their copies within a pixel add up to over 25,000 triangles, and within
a pixel at rest; --exact-while-moving keeps them within a pixel throughout
(View &gt; Coarser Meshes While Moving off). --antialiasing: 4x multisampling
on, off, or auto (the default, as Preferences: off under software OpenGL).
Needs a display (xvfb-run).

bench validate [FILE] [--links N] [--runs N] [--json] [NAME:=VALUE]...

What the editor does after each edit, on FILE or on a generated URDF chain of N
links (default 100, about 1,000 elements): an attribute edit, then the format&apos;s
checks, then compiling the kinematic model; N runs (default 200).

bench load FILE [--repeat N] [--json] [NAME:=VALUE]...

Reading FILE from disk N times (default 10): the median times of parsing, of
the format&apos;s checks (includes read) and of compiling into the engine, and
the process&apos;s peak memory.

bench lsp [--links N] [--runs N] [--json]

The language server over a pipe, on a generated URDF chain of N links
(default 100, about 1,000 elements): the time from a change to its
diagnostics, of a hover and of a completion; N runs (default 50).

bench inertia [--triangles N] [--runs N] [--json]

The mass properties of a closed mesh of about N triangles (default 1,000,000;
a sphere made in memory) by signed tetrahedra, and its closedness check apart;
medians of N runs (default 10).

bench collisions FILE [--samples N] [--seed S] [--json] [NAME:=VALUE]...

The self-collision check (as the collisions command makes it) at N random
configurations inside the joint limits (default 10,000): the time to build the
shapes (meshes read), and per configuration forward kinematics and the check.

bench diff [--links N] [--runs N] [--json]

kinedit-cli diff on two generated URDF chains of N links (default 1000), one
joint moved 3 mm in the second: reading and checking both, then the diff;
medians of N runs (default 20).</source>
        <translation>bench kinematics FILE --base FRAME --tip FRAME [--samples N] [--seed S] [--json]

在从 --base 到 --tip 的链上测量正运动学和雅可比矩阵的单次调用耗时，以及
逆运动学的求解成功率和耗时：在关节限位内均匀采样 N 个构型作为逆运动学目标，
每个目标从另一个均匀采样的构型开始求解；成功指在 5 ms 内达到 1e-5 m 和
1e-5 rad 的精度。

bench viewport [--links N] [--steps N] [--no-axes] [--mesh-triangles T] [--mesh-shape sheet|torus] [--full-meshes]
               [--exact-while-moving] [--antialiasing auto|on|off] [--json]

在生成的 N 个连杆（默认 1000）的链上测试 3D 视图：场景构建时间，以及每次
关节变化时正运动学与变换的耗时和直到该帧渲染并读回所需的时间（N 步，默认
100）；然后是在别处编辑后（模型重新编译）的重建时间。
--mesh-triangles 会添加一个
含 T 个三角形的网格：一张粗糙的波纹面（其误差在一个像素以内的副本保留一百万个三角形中的约 62,000 个），
或一个光滑圆环（--mesh-shape torus）；并给出到其首帧、到其简化层级、
以及在第二个视图中到首帧（层级来自磁盘缓存）的时间；
--full-meshes 完整绘制它（视图 &gt; 完整网格）。关节运动时，若重网格在一个像素以内的副本合计超过
25,000 个三角形，则绘制更粗的副本，静止后恢复到一个像素以内；--exact-while-moving 使其始终保持
在一个像素以内（视图 &gt; 移动时使用更粗的网格 关闭）。--antialiasing：4 倍多重采样
开（on）、关（off）或自动（auto，默认，与首选项相同：软件 OpenGL 下关闭）。
需要显示器（xvfb-run）。

bench validate [FILE] [--links N] [--runs N] [--json] [NAME:=VALUE]...

编辑器在每次编辑后所做的工作，作用于 FILE 或生成的含 N 个连杆的 URDF 链
（默认 100，约 1,000 个元素）：一次属性编辑，然后是该格式的检查，
然后编译运动学模型；共 N 次（默认 200）。

bench load FILE [--repeat N] [--json] [NAME:=VALUE]...

从磁盘读取 FILE N 次（默认 10）：解析、该格式的检查（含读取被包含的文件）
和编译进引擎这三项耗时的中位数，
以及进程的峰值内存。

bench lsp [--links N] [--runs N] [--json]

经管道测量语言服务器,使用生成的 N 个连杆的 URDF 链
(默认 100,约 1,000 个元素):从修改到其诊断的时间、悬停和补全的时间;
运行 N 次(默认 50)。

bench inertia [--triangles N] [--runs N] [--json]

用有符号四面体计算一个约含 N 个三角形的闭合网格（默认 1,000,000；
在内存中生成的球体）的质量属性，并单独测量其闭合性检查；
取 N 次运行的中位数（默认 10）。

bench collisions FILE [--samples N] [--seed S] [--json] [NAME:=VALUE]...

在关节限位内 N 个随机构型（默认 10,000）上进行自碰撞检测（与 collisions 命令
的方式相同）：构建形状的时间（含读取网格），以及每个构型的正运动学和检测时间。

bench diff [--links N] [--runs N] [--json]

在两条生成的 N 个连杆（默认 1000）的 URDF 链上运行 kinedit-cli diff，第二条链中
有一个关节移动了 3 mm：读取并检查两者的时间，然后是 diff 的时间；
取 N 次运行的中位数（默认 20）。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>write a large robot of a format, for the benchmarks</source>
        <translation>以某种格式写出一个大型机器人，供基准测试使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>generate sdf|hrdf|urdf|skel DIR [-n N] [-m M] [--nested]

Writes into DIR and prints the main file: sdf, N arms of M links (default
20 x 50), each an &lt;include&gt; of one arm model placed by its placement frame
on the previous arm&apos;s tip (--nested: nested models inside one another);
hrdf, a chain of N*M modules; urdf, N branches of M links from one base;
skel, a chain of N*M bodies.</source>
        <translation>generate sdf|hrdf|urdf|skel DIR [-n N] [-m M] [--nested]

写入 DIR 并输出主文件的路径：sdf 为 N 条各含 M 个连杆的手臂（默认
20 x 50），每条手臂都是对一个手臂模型的 &lt;include&gt;，按其放置坐标系放置在
前一条手臂的末端（--nested：模型逐层嵌套）；
hrdf 为 N*M 个模块组成的链；urdf 为从同一基座伸出的 N 条分支，各含 M 个连杆；
skel 为 N*M 个刚体组成的链。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>render FILE --out PNG [--size WxH] [--set NAME=VALUE]... [--view iso|front|top|side]
       [--ortho] [--frames] [--labels] [--joint-axes] [--com] [--collision]

Renders offscreen with Qt3D (default 1024x768, iso view, visual geometry,
no frame axes; --labels adds the axes with the frames&apos; names). Needs a display with OpenGL: on a headless machine run it
under xvfb-run. Meshes that cannot be loaded are warned about and drawn
as placeholders.</source>
        <translation>render FILE --out PNG [--size WxH] [--set NAME=VALUE]... [--view iso|front|top|side]
       [--ortho] [--frames] [--labels] [--joint-axes] [--com] [--collision]

使用 Qt3D 离屏渲染（默认 1024x768、等轴测视图、视觉几何体、不显示坐标系轴；--labels 显示坐标系轴及其名称）。
需要支持 OpenGL 的显示器：在无头机器上请在 xvfb-run 下运行。无法加载的网格
会给出警告并以占位符绘制。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>usage: kinedit-cli %1</source>
        <translation>用法：kinedit-cli %1</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="+41"/>
        <source>--base needs a frame</source>
        <translation>--base 需要一个坐标系</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--tip needs a frame</source>
        <translation>--tip 需要一个坐标系</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--samples needs a positive number</source>
        <translation>--samples 需要一个正数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--seed needs a number</source>
        <translation>--seed 需要一个数字</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+77"/>
        <location line="+94"/>
        <location filename="../app/cli/ConvertCommand.cpp" line="+32"/>
        <location filename="../app/cli/DiffBenchCommand.cpp" line="+42"/>
        <location filename="../app/cli/LoadBenchCommand.cpp" line="+38"/>
        <location line="+83"/>
        <location filename="../app/cli/LspBenchCommand.cpp" line="+43"/>
        <location filename="../app/cli/LspCommand.cpp" line="+18"/>
        <location filename="../app/cli/ModelLoading.cpp" line="+41"/>
        <location filename="../app/cli/ValidateCommand.cpp" line="+41"/>
        <source>unknown option &apos;%1&apos;</source>
        <translation>未知选项 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>expected FILE, --base and --tip</source>
        <translation>需要 FILE、--base 和 --tip</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>kinedit-cli bench: no frame named &apos;%1&apos;</source>
        <translation>kinedit-cli bench: 没有名为 &apos;%1&apos; 的坐标系</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>chain %1 -&gt; %2: %3 degrees of freedom, %4 samples, seed %5</source>
        <translation>链 %1 -&gt; %2：%3 个自由度，%4 个样本，种子 %5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forward kinematics: %1 ns per call</source>
        <translation>正运动学：每次调用 %1 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacobian: %1 ns per call</source>
        <translation>雅可比矩阵：每次调用 %1 ns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inverse kinematics: %1% solved, mean %2 us, median %3 us</source>
        <translation>逆运动学：%1% 求解成功，平均 %2 us，中位数 %3 us</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+106"/>
        <location line="+79"/>
        <source>peak memory: %1 MiB</source>
        <translation>内存峰值：%1 MiB</translation>
    </message>
    <message>
        <location line="-158"/>
        <source>--mesh-shape is sheet or torus</source>
        <translation>--mesh-shape 取 sheet 或 torus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--antialiasing is auto, on or off</source>
        <translation>--antialiasing 取值为 auto、on 或 off</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--links needs 1 to 100000, --steps a positive number</source>
        <translation>--links 需要 1 至 100000，--steps 需要一个正数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kinedit-cli bench viewport: no frame was rendered (is OpenGL available on this display?)</source>
        <translation>kinedit-cli bench viewport: 未渲染任何帧（此显示器上是否可用 OpenGL？）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>chain of %1 links: %2 visuals, frame axes %3, %4 steps</source>
        <translation>%1 个连杆的链：%2 个视觉元素，坐标系轴%3，%4 步</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>drawn</source>
        <translation>已绘制</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hidden</source>
        <translation>已隐藏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>drawn by %1, %2</source>
        <translation>由 %1 绘制，%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown renderer</source>
        <translation>未知渲染器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no antialiasing</source>
        <translation>无抗锯齿</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1x multisampling asked for</source>
        <translation>请求 %1 倍多重采样</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scene built in %1 ms, first frame after %2 ms</source>
        <translation>场景构建用时 %1 ms，首帧于 %2 ms 后出现</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joint change (FK and transforms): %1 us, of which FK %2 us</source>
        <translation>关节变化（正运动学与变换）：%1 us，其中正运动学 %2 us</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>joint change to captured frame: mean %1 ms, median %2 ms, max %3 ms (%4 frames per second)</source>
        <translation>关节变化到捕获帧：平均 %1 ms，中位数 %2 ms，最大 %3 ms（每秒 %4 帧）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rebuild after an edit elsewhere: %1 ms (%2 visuals kept)</source>
        <translation>在别处编辑后的重建：%1 ms（保留 %2 个可视体）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mesh of %1 triangles (the file read alone: %2 ms): first picture after %3 ms (%7 ms after the view&apos;s worker had read the file and joined its positions), full mesh and levels on screen after %4 ms; %5 triangles drawn for it in the steps, %8 at rest; a second view of it (levels from the disk cache): first picture after %6 ms</source>
        <translation>含 %1 个三角形的网格（单独读取文件：%2 ms）：%3 ms 后出现首帧（视图的工作线程读完文件并合并其顶点位置后 %7 ms），%4 ms 后完整网格和各层级显示在屏幕上；在各步中为其绘制了 %5 个三角形，静止时 %8 个；它的第二个视图（层级来自磁盘缓存）：%6 ms 后出现首帧</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>peak memory with the one view, before the second: %1 MiB</source>
        <translation>仅一个视图时（第二个视图之前）的峰值内存：%1 MiB</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>expected at most one FILE</source>
        <translation>最多只能有一个 FILE</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/DiffBenchCommand.cpp" line="+1"/>
        <source>%1 needs a positive number</source>
        <translation>%1 需要一个正数</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>kinedit-cli bench validate: not a format Kinedit knows</source>
        <translation>kinedit-cli bench validate：Kinedit 不认识该格式</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (%2): %3 elements, %4 runs</source>
        <translation>%1（%2）：%3 个元素，%4 次运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median per edit: edit %1 ms, checks %2 ms, compile %3 ms</source>
        <translation>每次编辑的中位数：编辑 %1 ms，检查 %2 ms，编译 %3 ms</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>expected a benchmark name</source>
        <translation>需要基准测试名称</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown benchmark &apos;%1&apos;</source>
        <translation>未知的基准测试 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/ConvertCommand.cpp" line="+4"/>
        <source>expected IN and OUT</source>
        <translation>需要 IN 和 OUT</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+17"/>
        <source>--normalize and --flatten are for a file of the same format</source>
        <translation>--normalize 和 --flatten 仅适用于相同格式的文件</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+19"/>
        <source>kinedit-cli convert: %1 not written</source>
        <translation>kinedit-cli convert: 未写出 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kinedit-cli convert: %1</source>
        <translation>kinedit-cli convert: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kinedit-cli convert: %1 written as %2; %3 frame pose(s) checked against the source, largest position difference %4 m, largest rotation difference %5 rad</source>
        <translation>kinedit-cli convert: 已将 %1 写为 %2；已对照源文件检查 %3 个坐标系位姿，最大位置偏差 %4 m，最大旋转偏差 %5 rad</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>kinedit-cli convert: %1 tendon length(s) checked against the source, largest difference %2 m</source>
        <translation>kinedit-cli convert: 已与源文件比较 %1 个肌腱长度，最大差值 %2 m</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>kinedit-cli convert: converting %1 to %2 is not available</source>
        <translation>kinedit-cli convert: 无法将 %1 转换为 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>kinedit-cli convert: %1 has errors; not written (--force writes it anyway)</source>
        <translation>kinedit-cli convert: %1 有错误；未写出（使用 --force 可强制写出）</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>kinedit-cli convert: %n value(s) rewritten in the specification&apos;s form</source>
        <translation>
            <numerusform>kinedit-cli convert: 已将 %n 个值改写为规范形式</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>kinedit-cli convert: %1 cannot be flattened; not written</source>
        <translation>kinedit-cli convert: %1 无法展平；未写出</translation>
    </message>
    <message>
        <location line="-56"/>
        <location line="+63"/>
        <source>kinedit-cli convert: cannot write %1: %2</source>
        <translation>kinedit-cli convert: 无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/EvalCommand.cpp" line="+21"/>
        <source>kinedit-cli %1: error: %2</source>
        <translation>kinedit-cli %1: 错误：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a type and one expression (quote it)</source>
        <translation>需要一个类型和一个表达式（请用引号括起来）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>unknown type &apos;%1&apos; (number, formula, rotation or translation)</source>
        <translation>未知类型 &apos;%1&apos;（number、formula、rotation 或 translation）</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="+22"/>
        <source>usage: kinedit-cli [--version] [--help] SUBCOMMAND [ARGS...]
</source>
        <translation>用法：kinedit-cli [--version] [--help] SUBCOMMAND [ARGS...]
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kinedit&apos;s command-line tool for robot description files (HRDF, SDFormat, URDF,
DART SKEL, TAMP problem files, xacro, MJCF).
</source>
        <translation>Kinedit 的机器人描述文件命令行工具（HRDF、SDFormat、URDF、
DART SKEL、TAMP 问题文件、xacro、MJCF）。
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Subcommands:</source>
        <translation>子命令：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
&apos;kinedit-cli SUBCOMMAND --help&apos; describes one subcommand.</source>
        <translation>
&apos;kinedit-cli SUBCOMMAND --help&apos; 介绍单个子命令。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>kinedit-cli: this subcommand draws with Qt3D and needs a display (DISPLAY is not set); on a headless machine run it under xvfb-run</source>
        <translation>kinedit-cli: 此子命令使用 Qt3D 绘制，需要显示器（未设置 DISPLAY）；在无头机器上请在 xvfb-run 下运行</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>kinedit-cli: unknown subcommand &apos;%1&apos; (see &apos;kinedit-cli --help&apos;)</source>
        <translation>kinedit-cli: 未知子命令 &apos;%1&apos;（参见 &apos;kinedit-cli --help&apos;）</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+4"/>
        <source>--arg needs NAME:=VALUE</source>
        <translation>--arg 需要 NAME:=VALUE</translation>
    </message>
    <message>
        <location filename="../app/cli/ModelLoading.cpp" line="-16"/>
        <location filename="../app/cli/ValidateCommand.cpp" line="-5"/>
        <source>--urdf needs a FILE</source>
        <translation>--urdf 需要一个 FILE</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--set needs NAME=VALUE</source>
        <translation>--set 需要 NAME=VALUE</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--set needs NAME=VALUE, got &apos;%1&apos;</source>
        <translation>--set 需要 NAME=VALUE，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--set %1: %2</source>
        <translation>--set %1：%2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>--set %1: joint &apos;%2&apos; follows joint &apos;%3&apos; (%4 times its value plus %5), so the value given is not used; set &apos;%3&apos; instead</source>
        <translation>--set %1：关节 &apos;%2&apos; 跟随关节 &apos;%3&apos;（其值的 %4 倍加 %5），因此不使用给定的值；请改为设置 &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>kinedit-cli %1: --set: %2</source>
        <translation>kinedit-cli %1: --set: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="-259"/>
        <location filename="../app/cli/LoadBenchCommand.cpp" line="-79"/>
        <location filename="../app/cli/ModelLoading.cpp" line="-88"/>
        <source>expected one FILE</source>
        <translation>需要一个 FILE</translation>
    </message>
    <message>
        <location filename="../app/cli/ModelLoading.cpp" line="+3"/>
        <source>expected a FILE</source>
        <translation>需要一个 FILE</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>joint &apos;%1&apos; has %n variable(s)</source>
        <translation>
            <numerusform>关节 &apos;%1&apos; 有 %n 个变量</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>no joint or actuator is named &apos;%1&apos;</source>
        <translation>没有名为 &apos;%1&apos; 的关节或执行器</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/ModelCommands.cpp" line="+95"/>
        <source>%n mesh(es), %L1 triangles, %L2 vertices</source>
        <translation>
            <numerusform>%n 个网格，%L1 个三角形，%L2 个顶点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>meshes: none</source>
        <translation>网格：无</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>meshes: %n file(s); visual: %1; collision: %2</source>
        <translation>
            <numerusform>网格：%n 个文件；可视：%1；碰撞：%2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>visual: %1</source>
        <translation>可视：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collision: %1</source>
        <translation>碰撞：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>meshes of more triangles than %1 reads from one file (%L2): %3</source>
        <translation>三角形数超过 %1 单个文件可读取上限（%L2）的网格：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>meshes not read: %1</source>
        <translation>未读取的网格：%1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>format: %1</source>
        <translation>格式：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>frames: %1 (%2)</source>
        <translation>坐标系：%1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joints: %1, degrees of freedom: %2, closed-chain groups: %3</source>
        <translation>关节：%1，自由度：%2，闭链组：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>total mass: %1 kg</source>
        <translation>总质量：%1 kg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>centre of mass: %1 %2 %3 m</source>
        <translation>质心：%1 %2 %3 m</translation>
    </message>
    <message>
        <location filename="../app/cli/DiffLoading.cpp" line="+41"/>
        <location line="+7"/>
        <location filename="../app/cli/ModelLoading.cpp" line="+22"/>
        <source>kinedit-cli %1: %2: no kinematic model: %3</source>
        <translation>kinedit-cli %1: %2: 无运动学模型：%3</translation>
    </message>
    <message>
        <location line="-5"/>
        <location filename="../app/cli/ModelLoading.cpp" line="+2"/>
        <source>the %1 format has no compiler yet</source>
        <translation>%1 格式尚无编译器</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/ModelLoading.cpp" line="+1"/>
        <source>no robot format recognised this file</source>
        <translation>没有机器人格式能识别此文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it did not compile</source>
        <translation>编译失败</translation>
    </message>
    <message>
        <location filename="../app/cli/ValidateCommand.cpp" line="-17"/>
        <source>no robot format recognised this file; only its XML was checked</source>
        <translation>没有机器人格式能识别此文件；仅检查了其 XML</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>expected at least one FILE</source>
        <translation>至少需要一个 FILE</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%n file(s) checked: </source>
        <translation>
            <numerusform>已检查 %n 个文件：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n error(s), </source>
        <translation>
            <numerusform>%n 个错误，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/RenderCommand.cpp" line="+48"/>
        <source>--out needs a file name</source>
        <translation>--out 需要文件名</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--size needs WIDTHxHEIGHT, 16 to 8192 pixels each</source>
        <translation>--size 需要 WIDTHxHEIGHT，每项 16 至 8192 像素</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--view needs iso, front, top or side</source>
        <translation>--view 需要 iso、front、top 或 side</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>render has no JSON output</source>
        <translation>render 没有 JSON 输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--out PNG is required</source>
        <translation>必须指定 --out PNG</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>kinedit-cli render: no frame was rendered (is OpenGL available on this display?)</source>
        <translation>kinedit-cli render: 未渲染任何帧（此显示器上是否可用 OpenGL？）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kinedit-cli render: cannot write &apos;%1&apos;</source>
        <translation>kinedit-cli render: 无法写入 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/LoadBenchCommand.cpp" line="+1"/>
        <source>--repeat needs a positive number</source>
        <translation>--repeat 需要一个正数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected FILE</source>
        <translation>需要 FILE</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>kinedit-cli bench load: not a format Kinedit knows</source>
        <translation>kinedit-cli bench load：Kinedit 不认识该格式</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (%2): %3 elements in the file, %4 frames, %5 error(s); %6 runs</source>
        <translation>%1（%2）：文件中有 %3 个元素，%4 个坐标系，%5 个错误；%6 次运行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>median: parse %1 ms, checks %2 ms, compile %3 ms; peak memory %4 MiB</source>
        <translation>中位数：解析 %1 ms，检查 %2 ms，编译 %3 ms；峰值内存 %4 MiB</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+3"/>
        <source>expected FORMAT and DIR</source>
        <translation>需要 FORMAT 和 DIR</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>-n and -m need 1 to 100000</source>
        <translation>-n 和 -m 需要 1 至 100000</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kinedit-cli generate: %1</source>
        <translation>kinedit-cli generate: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/LspBenchCommand.cpp" line="+1"/>
        <source>%1 needs a number (at least 2 links, 1 run)</source>
        <translation>%1 需要一个数字(至少 2 个连杆、1 次运行)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>kinedit-cli bench lsp: the server did not answer initialize</source>
        <translation>kinedit-cli bench lsp:服务器没有响应 initialize</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>kinedit-cli bench lsp: no diagnostics for a change</source>
        <translation>kinedit-cli bench lsp:一次修改没有得到诊断</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>a URDF of %1 elements, %2 runs, over a pipe to kinedit-cli lsp</source>
        <translation>一个含 %1 个元素的 URDF,%2 次运行,经管道连接 kinedit-cli lsp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open to diagnostics: %1 ms</source>
        <translation>打开到诊断:%1 毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>change to diagnostics: median %1 ms, max %2 ms</source>
        <translation>修改到其诊断:中位数 %1 毫秒,最大 %2 毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hover: median %1 ms (the first after a change, with the pose&apos;s compile: %2 ms)</source>
        <translation>悬停:中位数 %1 毫秒(修改后的第一次,含为位姿编译模型:%2 毫秒)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completion: median %1 ms, max %2 ms</source>
        <translation>补全:中位数 %1 毫秒,最大 %2 毫秒</translation>
    </message>
    <message>
        <location filename="../app/cli/InertiaBenchCommand.cpp" line="+66"/>
        <source>unknown argument &apos;%1&apos;</source>
        <translation>未知参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/CollisionsBenchCommand.cpp" line="+35"/>
        <location filename="../app/cli/InertiaBenchCommand.cpp" line="+1"/>
        <source>bad value for %1</source>
        <translation>%1 的值无效</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 links with collision shapes, %2 shapes; built in %3 ms (meshes read)</source>
        <translation>%1 个带碰撞形状的连杆，%2 个形状；构建耗时 %3 ms（含读取网格）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 random configurations: check %2 ms median, %3 ms mean (forward kinematics included), %4 s in all; %5 pairs touching on average</source>
        <translation>%1 个随机构型：检测中位数 %2 ms，平均 %3 ms（含正运动学），共 %4 s；平均 %5 对接触</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>without adjacent pairs (as the live view checks): %1 ms median</source>
        <translation>不含相邻对（与实时视图的检测方式相同）：中位数 %1 ms</translation>
    </message>
    <message>
        <location filename="../app/cli/InertiaBenchCommand.cpp" line="+33"/>
        <source>closed sphere of %L1 triangles, %2 runs (medians)</source>
        <translation>由 %L1 个三角形构成的闭合球体，%2 次运行（中位数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mass properties: %1 ms, %2 ms of CPU (volume %3, 4/3 pi = 4.18879)</source>
        <translation>质量属性：%1 ms，CPU 时间 %2 ms（体积 %3，4/3 pi = 4.18879）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>closedness check: %1 ms, %2 ms of CPU (%3)</source>
        <translation>闭合性检查：%1 ms，CPU 时间 %2 ms（%3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>closed</source>
        <translation>闭合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open</source>
        <translation>未闭合</translation>
    </message>
    <message>
        <location filename="../app/cli/InertiaCommand.cpp" line="+41"/>
        <source>mesh not weighed: %1</source>
        <translation>未计算网格质量：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mesh &apos;%1&apos; not weighed: %2</source>
        <translation>未计算网格 &apos;%1&apos; 的质量：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mesh &apos;%1&apos; not weighed: MuJoCo 2.2.2 refuses it: %2</source>
        <translation>未计算网格 &apos;%1&apos; 的质量：MuJoCo 2.2.2 拒绝该网格：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mesh &apos;%1&apos; has faces wound against their neighbours (an edge run the same way by two faces): its mass is not a solid&apos;s</source>
        <translation>网格 &apos;%1&apos; 有面与相邻面绕向不一致（有一条边被两个面以相同方向经过）：其质量不是实体的质量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>mesh &apos;%1&apos; is not a closed surface (an edge of one face): its mass is not a solid&apos;s</source>
        <translation>网格 &apos;%1&apos; 不是闭合曲面（有一条边只属于一个面）：其质量不是实体的质量</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this build has no convex hulls (qhull was missing): open meshes are weighed only as they are</source>
        <translation>此构建不支持凸包（缺少 qhull）：开放网格仅按原样计算质量</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 (a mesh that bounds no solid: not a solid&apos;s mass)</source>
        <translation>%1（有不围成实体的网格：不是实体的质量）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  %1: mass %2 kg; com %3 m</source>
        <translation>  %1：质量 %2 kg；质心 %3 m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>    inertia about the com: %1 | %2 | %3 kg m^2</source>
        <translation>    关于质心的惯量：%1 | %2 | %3 kg m^2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>computed</source>
        <translation>计算值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>convex hull</source>
        <translation>凸包</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declared</source>
        <translation>声明值</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--density needs a positive number (kg/m^3)</source>
        <translation>--density 需要一个正数（kg/m^3）</translation>
    </message>
    <message>
        <location filename="../app/cli/CollisionsCommand.cpp" line="+63"/>
        <source>%1 holds no pairs of links to disable (not an SRDF)</source>
        <translation>%1 中没有要禁用的连杆对（不是 SRDF）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--srdf %1 is not well-formed; it is left as it is</source>
        <translation>--srdf %1 格式不正确；该文件保持原样</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--srdf %1 exists and is not an SRDF; it is left as it is</source>
        <translation>--srdf %1 已存在且不是 SRDF；该文件保持原样</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--srdf %1: the file must end in .srdf</source>
        <translation>--srdf %1：文件名必须以 .srdf 结尾</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kinedit-cli collisions: cannot write %1: %2</source>
        <translation>kinedit-cli collisions：无法写入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s) disabled in %1</source>
        <translation>
            <numerusform>已在 %1 中禁用 %n 个连杆对</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source> (disabled)</source>
        <translation>（已禁用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 samples; %2 pairs: %3 adjacent, %4 colliding at the reference pose, %5 always, %6 never, %7 sometimes</source>
        <translation>%1 个样本；%2 对：%3 对相邻（adjacent），%4 对在参考位姿下碰撞（default），%5 对总是碰撞（always），%6 对从不碰撞（never），%7 对有时碰撞（sometimes）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>stopping rule: no pair classed never collides in more than 1 in %1 configurations (3/n, 95% confidence); %2 of at most %3 samples used</source>
        <translation>停止规则：没有被归为 never 的连杆对在超过 %1 分之 1 的构型中碰撞（3/n，95% 置信度）；已使用 %2 次采样，最多 %3 次</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>sampling: %1/%2 (%3%)</source>
        <translation>采样：%1/%2（%3%）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 needs a whole number, 0 or more</source>
        <translation>%1 需要一个大于或等于 0 的整数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 needs a positive whole number</source>
        <translation>%1 需要一个正整数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 needs a FILE</source>
        <translation>%1 需要一个 FILE</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="+14"/>
        <source>--geometry needs collision or visual</source>
        <translation>--geometry 需要 collision 或 visual</translation>
    </message>
    <message>
        <location filename="../app/cli/CollisionsCommand.cpp" line="+9"/>
        <source>--srdf needs --samples N</source>
        <translation>--srdf 需要 --samples N</translation>
    </message>
    <message>
        <location line="+54"/>
        <source> (adjacent)</source>
        <translation>（相邻）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> depth %1 m</source>
        <translation> 深度 %1 m</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> [disabled: %1]</source>
        <translation> [已禁用：%1]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no reason</source>
        <translation>无原因</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s) touch</source>
        <translation>
            <numerusform>%n 对相互接触</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>, %n of them adjacent</source>
        <translation>
            <numerusform>，其中 %n 对相邻</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/DiffBenchCommand.cpp" line="+31"/>
        <source>two URDF chains of %1 links, one joint moved 3 mm: %2 change(s), %3 frame(s) moved; %4 runs</source>
        <translation>两条 %1 个连杆的 URDF 链，一个关节移动了 3 mm：%2 处变化，%3 个坐标系移动；%4 次运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>median: read and check both %1 ms, diff %2 ms, total %3 ms</source>
        <translation>中位数：读取并检查两者 %1 ms，diff %2 ms，总计 %3 ms</translation>
    </message>
    <message>
        <location filename="../app/cli/DiffCommand.cpp" line="+41"/>
        <source>%1 needs a number of zero or more</source>
        <translation>%1 需要一个大于或等于零的数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--as needs a PATH</source>
        <translation>--as 需要一个 PATH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 needs NAME:=VALUE</source>
        <translation>%1 需要 NAME:=VALUE</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--git expects the seven arguments git passes: PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE</source>
        <translation>--git 需要 git 传入的七个参数：PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected OLD and NEW</source>
        <translation>需要 OLD 和 NEW</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>kinedit-cli %1: --set: %2: %3</source>
        <translation>kinedit-cli %1: --set: %2: %3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>new file</source>
        <translation>新文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>deleted file</source>
        <translation>已删除的文件</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not compared: a version could not be read (see above)</source>
        <translation>未比较：有一个版本无法读取（见上文）</translation>
    </message>
</context>
<context>
    <name>Conversion</name>
    <message>
        <location filename="../model/formats/mjcf/MjcfFormat.cpp" line="+194"/>
        <source>MJCF for MuJoCo 2.2 (*.xml)</source>
        <translation>用于 MuJoCo 2.2 的 MJCF (*.xml)</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfFormat.cpp" line="+76"/>
        <source>SDFormat 1.8 (*.sdf)</source>
        <translation>SDFormat 1.8 (*.sdf)</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+45"/>
        <source>the effort and velocity limits of %n joint(s)</source>
        <translation>
            <numerusform>%n 个关节的力矩与速度限制</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>URDF (*.urdf)</source>
        <translation>URDF (*.urdf)</translation>
    </message>
</context>
<context>
    <name>EditCommands</name>
    <message>
        <location filename="../editor/EditCommands.cpp" line="+109"/>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Set &lt;%1&gt;</source>
        <translation>设置 &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Insert &lt;%1&gt;</source>
        <translation>插入 &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Delete &lt;%1&gt;</source>
        <translation>删除 &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Move &lt;%1&gt;</source>
        <translation>移动 &lt;%1&gt;</translation>
    </message>
</context>
<context>
    <name>FileReader</name>
    <message>
        <location filename="../model/io/FileReader.cpp" line="+37"/>
        <source>no such file</source>
        <translation>没有此文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open: too many levels of symbolic links</source>
        <translation>无法打开：符号链接层数过多</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is not a regular file (a device, FIFO or socket); not read</source>
        <translation>不是普通文件（是设备、FIFO 或套接字）；未读取</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>file is %1 bytes; the limit is %2 bytes</source>
        <translation>文件大小为 %1 字节；上限为 %2 字节</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>read failed: %1</source>
        <translation>读取失败：%1</translation>
    </message>
    <message>
        <location line="-35"/>
        <location line="+42"/>
        <source>file is larger than the limit of %1 bytes</source>
        <translation>文件超过了 %1 字节的上限</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../model/formats/Format.cpp" line="+77"/>
        <source>%1 files have no includes to flatten</source>
        <translation>%1 文件没有可展平的包含</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Kinedit does not write inertials in %1 files</source>
        <translation>Kinedit 不会在 %1 文件中写入惯性参数</translation>
    </message>
</context>
<context>
    <name>FormulaParser</name>
    <message>
        <location filename="../model/formula/FormulaParser.cpp" line="+36"/>
        <source>expected digits around &apos;.&apos;</source>
        <translation>&apos;.&apos; 两侧需要数字</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected digits in the exponent</source>
        <translation>指数中需要数字</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>malformed number %1</source>
        <translation>格式错误的数字 %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>formula is longer than %1 characters</source>
        <translation>公式长度超过 %1 个字符</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a number or formula</source>
        <translation>需要数字或公式</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the value is not finite</source>
        <translation>值不是有限数</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>division by zero</source>
        <translation>除以零</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>formula nests deeper than %1 levels</source>
        <translation>公式嵌套深度超过 %1 层</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected a number, &apos;pi&apos; or &apos;(&apos; at the end</source>
        <translation>末尾需要数字、&apos;pi&apos; 或 &apos;(&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a formula inside &apos;()&apos;</source>
        <translation>&apos;()&apos; 内需要公式</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+198"/>
        <source>expected &apos;)&apos;</source>
        <translation>需要 &apos;)&apos;</translation>
    </message>
    <message>
        <location line="-188"/>
        <location line="+86"/>
        <location line="+18"/>
        <source>expected a number</source>
        <translation>需要数字</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>unknown name %1 (the constant is &apos;pi&apos;, in lower case)</source>
        <translation>未知名称 %1（常量为小写的 &apos;pi&apos;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown name %1 (a formula knows only numbers and &apos;pi&apos;)</source>
        <translation>未知名称 %1（公式只认识数字和 &apos;pi&apos;）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unexpected %1; expected a number, &apos;pi&apos; or &apos;(&apos;</source>
        <translation>意外的 %1；需要数字、&apos;pi&apos; 或 &apos;(&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unmatched &apos;)&apos;</source>
        <translation>不匹配的 &apos;)&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected an operator (+ - * /) before %1; there is no implicit multiplication</source>
        <translation>%1 之前需要运算符（+ - * /）；不支持隐式乘法</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 takes exactly %2 numbers; this is number %3</source>
        <translation>%1 恰好需要 %2 个数；这是第 %3 个数</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 takes exactly %2 numbers; found %3</source>
        <translation>%1 恰好需要 %2 个数；找到 %3 个</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 at column %2</source>
        <translation>%1（第 %2 列）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no space is allowed between a sign and its number</source>
        <translation>符号与数字之间不允许有空格</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a plain number; formulas are not allowed here</source>
        <translation>需要普通数字；此处不允许使用公式</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unexpected %1 after the number</source>
        <translation>数字后出现意外的 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the number is too large</source>
        <translation>数字过大</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>rotation is longer than %1 characters</source>
        <translation>旋转长度超过 %1 个字符</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected nine numbers or a product such as Rz(pi/2)*Rx(0.1)</source>
        <translation>需要九个数或形如 Rz(pi/2)*Rx(0.1) 的乘积</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a rotation matrix</source>
        <translation>旋转矩阵</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the nine numbers are not a rotation: rows are not orthonormal (max |RᵀR − I| is %1, above 1e-4)</source>
        <translation>这九个数不构成旋转：各行不是正交归一的（max |RᵀR − I| 为 %1，超过 1e-4）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the nine numbers are a reflection (determinant -1), not a rotation</source>
        <translation>这九个数是反射（行列式为 -1），而不是旋转</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected Rx(, Ry( or Rz(</source>
        <translation>需要 Rx(、Ry( 或 Rz(</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown rotation %1 (use Rx, Ry or Rz)</source>
        <translation>未知旋转 %1（请使用 Rx、Ry 或 Rz）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected &apos;(&apos; after %1</source>
        <translation>%1 之后需要 &apos;(&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected an angle inside %1()</source>
        <translation>%1() 内需要角度</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected &apos;*&apos; between rotations</source>
        <translation>旋转之间需要 &apos;*&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a rotation after &apos;*&apos;</source>
        <translation>&apos;*&apos; 之后需要旋转</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the rotation is not finite</source>
        <translation>旋转不是有限值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a translation</source>
        <translation>平移</translation>
    </message>
</context>
<context>
    <name>InertialChecks</name>
    <message>
        <location filename="../model/check/InertialChecks.cpp" line="+165"/>
        <source>MuJoCo 2.2.2 weighs its visual geometry at density 1000 only with discardvisual=&quot;false&quot;; by its URDF default it discards visuals and refuses the file: &quot;%1&quot;</source>
        <translation>MuJoCo 2.2.2 仅在 discardvisual=&quot;false&quot; 时以密度 1000 计算其可视几何的质量；按其 URDF 默认设置，它会丢弃可视元素并拒绝该文件：&quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MuJoCo 2.2.2 loads it (a jointless child body with mass carries it)</source>
        <translation>MuJoCo 2.2.2 会加载它（由一个带质量的无关节子刚体承载）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MuJoCo 2.2.2 weighs its geometry at density 1000 instead (inertiafromgeom=&quot;auto&quot;), a mass the file does not give</source>
        <translation>MuJoCo 2.2.2 改为以密度 1000 计算其几何的质量（inertiafromgeom=&quot;auto&quot;），这是文件未给出的质量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (it clamps the mass to 0 first)</source>
        <translation>（它先将质量钳制为 0）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (it clamps the negative moment to 0 first)</source>
        <translation>（它先将负的主惯量钳制为 0）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (it has no geometry to weigh)</source>
        <translation>（它没有可称量的几何）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MuJoCo 2.2.2 refuses the file%1: &quot;%2&quot;</source>
        <translation>MuJoCo 2.2.2 拒绝该文件%1：&quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MuJoCo 2.2.2 loads it</source>
        <translation>MuJoCo 2.2.2 会加载它</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>libsdformat 12 loads the file but drops the link, its joint and every link below it (its URDF converter takes %1 for none)</source>
        <translation>libsdformat 12 会加载该文件，但丢弃该连杆、其关节及其下方的所有连杆（其 URDF 转换器将 %1 视为无）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a mass within 1e-6 of 0</source>
        <translation>与 0 相差不超过 1e-6 的质量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a link without &lt;inertial&gt;</source>
        <translation>没有 &lt;inertial&gt; 的连杆</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>libsdformat 12 refuses it: &quot;error 18: A link named %1 has invalid inertia.&quot;</source>
        <translation>libsdformat 12 拒绝它：&quot;error 18: A link named %1 has invalid inertia.&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>libsdformat 12 loads it</source>
        <translation>libsdformat 12 会加载它</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a physics engine cannot simulate it as written</source>
        <translation>物理引擎无法按所写内容仿真它</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (joint %1)</source>
        <translation>（关节 %1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 moves%2 with no mass: no &lt;inertial&gt;, and no geom MuJoCo weighs</source>
        <translation>%1 可运动%2 但没有质量：没有 &lt;inertial&gt;，也没有 MuJoCo 会计算其质量的 geom</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has a negative mass, %2</source>
        <translation>%1 的质量为负，%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 moves%2 with mass %3, below %4</source>
        <translation>%1 可运动%2，质量为 %3，低于 %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MuJoCo&apos;s mjMINVAL (1e-15)</source>
        <translation>MuJoCo 的 mjMINVAL（1e-15）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>libsdformat&apos;s 1e-6</source>
        <translation>libsdformat 的 1e-6</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the inertia tensor of %1 is not positive semi-definite: principal moments %2, %3, %4</source>
        <translation>%1 的惯量张量不是半正定的：主惯量 %2、%3、%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the principal moments of %1 break the triangle inequality A + B &gt;= C: A = %2, B = %3, C = %4, A + B = %5 &lt; C</source>
        <translation>%1 的主惯量违反三角不等式 A + B &gt;= C：A = %2，B = %3，C = %4，A + B = %5 &lt; C</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 moves%2 with a principal moment of %3, below MuJoCo&apos;s mjMINVAL (1e-15): principal moments %4, %5, %6</source>
        <translation>%1 可运动%2，其主惯量 %3 低于 MuJoCo 的 mjMINVAL（1e-15）：主惯量 %4、%5、%6</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moves%2 and has no &lt;inertial&gt;: URDF gives it no mass</source>
        <translation>%1 可运动%2 且没有 &lt;inertial&gt;：URDF 不给它质量</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>&quot;%1&quot; (Object name = %2)</source>
        <translation>&quot;%1&quot;（对象名称 = %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;error 18: A link named %1 has invalid inertia.&quot;</source>
        <translation>&quot;error 18: A link named %1 has invalid inertia.&quot;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>MuJoCo 2.2.2 would load it</source>
        <translation>MuJoCo 2.2.2 会加载它</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MuJoCo 2.2.2 would refuse it: %1</source>
        <translation>MuJoCo 2.2.2 会拒绝它：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>libsdformat 12 would refuse it: %1</source>
        <translation>libsdformat 12 会拒绝它：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>libsdformat 12 would load it without link %1 (dropped by its URDF converter, with their joints and the links below)</source>
        <translation>libsdformat 12 会在没有连杆 %1 的情况下加载它（被其 URDF 转换器丢弃，连同其关节和下方的连杆）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>libsdformat 12 would load it</source>
        <translation>libsdformat 12 会加载它</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mass properties in simulators: %1</source>
        <translation>仿真器中的质量属性：%1</translation>
    </message>
    <message>
        <location filename="../model/check/PlausibilityChecks.cpp" line="+159"/>
        <source>the centre of mass of %1, %2, lies %3 m outside its collision geometry&apos;s bounding box %4 to %5 (more than a tenth of the box&apos;s diagonal, %6 m)</source>
        <translation>%1 的质心 %2 位于其碰撞几何体包围盒 %4 至 %5 之外 %3 m 处（超过包围盒对角线 %6 m 的十分之一）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 weighs %2 kg in %3 m³ of collision geometry: a density of %4 kg/m³, outside %5–%6 kg/m³</source>
        <translation>%1 的质量为 %2 kg，碰撞几何体体积为 %3 m³：密度为 %4 kg/m³，超出 %5–%6 kg/m³ 的范围</translation>
    </message>
</context>
<context>
    <name>InertialEdit</name>
    <message>
        <location filename="../model/formats/InertialEdit.cpp" line="+98"/>
        <source>The inertial of &apos;%1&apos; is written in %2: open that file to change it</source>
        <translation>&apos;%1&apos; 的惯性参数写在 %2 中：请打开该文件进行修改</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No &lt;%1 name=&quot;%2&quot;&gt; is written in this file</source>
        <translation>此文件中没有写出 &lt;%1 name=&quot;%2&quot;&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 elements &lt;%2 name=&quot;%3&quot;&gt;: the one to write to is not clear</source>
        <translation>有 %1 个 &lt;%2 name=&quot;%3&quot;&gt; 元素：不清楚应写入哪一个</translation>
    </message>
</context>
<context>
    <name>LanguageServer</name>
    <message>
        <location filename="../app/lsp/LspActions.cpp" line="+98"/>
        <source>Balance the inertia as MuJoCo&apos;s balanceinertia does</source>
        <translation>按 MuJoCo 的 balanceinertia 方式平衡惯量</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rename &apos;%1&apos; to &apos;%2&apos;</source>
        <translation>将 &apos;%1&apos; 重命名为 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Change &apos;%1&apos; to &apos;%2&apos;</source>
        <translation>将 &apos;%1&apos; 改为 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../app/lsp/LspHover.cpp" line="+32"/>
        <source>one of</source>
        <translation>之一</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rotation</source>
        <translation>旋转</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>translation</source>
        <translation>平移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file path or URL</source>
        <translation>文件路径或 URL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+15"/>
        <source>does not evaluate: %1</source>
        <translation>无法求值:%1</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>= roll %1, pitch %2, yaw %3</source>
        <translation>= 横滚 %1,俯仰 %2,偏航 %3</translation>
    </message>
    <message>
        <location line="+67"/>
        <location line="+27"/>
        <source>unit %1</source>
        <translation>单位 %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>default `%1`</source>
        <translation>默认 `%1`</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required</source>
        <translation>必需</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+18"/>
        <source>since %1</source>
        <translation>自 %1 起</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>`%1` = `%2` (line %3)</source>
        <translation>`%1` = `%2`(第 %3 行)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Holds a %1</source>
        <translation>内容:%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 `%2`, defined at %3:%4</source>
        <translation>%1 `%2`,定义于 %3:%4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pose in the root frame at the file&apos;s configuration: xyz %1 %2 %3 m, rpy %4 %5 %6 rad</source>
        <translation>文件配置下在根坐标系中的位姿：xyz %1 %2 %3 m，rpy %4 %5 %6 rad</translation>
    </message>
    <message>
        <location filename="../app/lsp/LspCodeLens.cpp" line="+41"/>
        <source>1 difference from HEAD</source>
        <translation>与 HEAD 有 1 处差异</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 differences from HEAD</source>
        <translation>与 HEAD 有 %1 处差异</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 joint differs from HEAD</source>
        <translation>有 1 个关节与 HEAD 不同</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 joints differ from HEAD</source>
        <translation>有 %1 个关节与 HEAD 不同</translation>
    </message>
</context>
<context>
    <name>MeshLoader</name>
    <message>
        <location filename="../model/geometry/MeshLoader.cpp" line="+174"/>
        <source>web meshes are not downloaded; the element is drawn without %1</source>
        <translation>不下载网络网格；绘制该元素时不含 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mesh file not found: %1</source>
        <translation>找不到网格文件：%1</translation>
    </message>
    <message>
        <location filename="../model/geometry/BinaryStl.cpp" line="+49"/>
        <location filename="../model/geometry/MeshLoader.cpp" line="-123"/>
        <source>mesh file is %1 bytes; the limit is %2</source>
        <translation>网格文件大小为 %1 字节；上限为 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>could not read &apos;%1&apos;: %2</source>
        <translation>无法读取 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; ended early: it changed while it was read</source>
        <translation>&apos;%1&apos; 提前结束：文件在读取时被更改</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+7"/>
        <location filename="../model/geometry/MeshLoader.cpp" line="+143"/>
        <source>&apos;%1&apos; has more than %2 vertices, the limit</source>
        <translation>&apos;%1&apos; 的顶点超过上限 %2 个</translation>
    </message>
    <message>
        <location filename="../model/geometry/MeshLoader.cpp" line="-131"/>
        <source>&apos;%1&apos; is not a mesh Assimp can read: %2</source>
        <translation>&apos;%1&apos; 不是 Assimp 可读取的网格：%2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>&apos;%1&apos; has %2 vertices; the limit is %3</source>
        <translation>&apos;%1&apos; 有 %2 个顶点；上限为 %3</translation>
    </message>
    <message>
        <location filename="../model/geometry/BinaryStl.cpp" line="-46"/>
        <location filename="../model/geometry/MeshLoader.cpp" line="-76"/>
        <location line="+84"/>
        <source>&apos;%1&apos; holds no triangles</source>
        <translation>&apos;%1&apos; 不包含三角形</translation>
    </message>
    <message>
        <location filename="../model/geometry/MeshLoader.cpp" line="-3"/>
        <source>&apos;%1&apos; has no submesh named &apos;%2&apos; (it has: %3)</source>
        <translation>&apos;%1&apos; 没有名为 &apos;%2&apos; 的子网格（现有子网格：%3）</translation>
    </message>
</context>
<context>
    <name>MjcfFormat</name>
    <message>
        <location filename="../model/formats/mjcf/MjcfFormat.cpp" line="-151"/>
        <source>The file whose &lt;mujoco&gt; children stand here, beside the main file (not this one)</source>
        <translation>其 &lt;mujoco&gt; 子元素放在此处的文件，位于主文件旁（而非本文件旁）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another MJCF file&apos;s content, spliced in here</source>
        <translation>另一个 MJCF 文件的内容，在此处拼接</translation>
    </message>
</context>
<context>
    <name>ModelDiff</name>
    <message>
        <location filename="../model/diff/DiffReport.cpp" line="+18"/>
        <location filename="../model/diff/ModelDiff.cpp" line="+395"/>
        <location line="+76"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>added</source>
        <translation>已添加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed</source>
        <translation>已移除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renamed from &apos;%1&apos;</source>
        <translation>由 &apos;%1&apos; 重命名而来</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>origin moved %1 mm and turned %2 degrees in the frame of &apos;%3&apos; (xyz %4 -&gt; %5)</source>
        <translation>原点在 &apos;%3&apos; 的坐标系中移动了 %1 mm、转动了 %2 度（xyz %4 -&gt; %5）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>centre of mass moved %1 mm (%2 -&gt; %3)</source>
        <translation>质心移动了 %1 mm（%2 -&gt; %3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>visual</source>
        <translation>可视</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>collision</source>
        <translation>碰撞</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shape added: %2</source>
        <translation>已添加%1形状：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shape removed: %2</source>
        <translation>已移除%1形状：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shape changed: %2 -&gt; %3</source>
        <translation>%1形状已更改：%2 -&gt; %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its vertices moved up to %1 mm</source>
        <translation>其顶点最多移动了 %1 mm</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the default configuration</source>
        <translation>默认构型</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>poses at %1: all %n frame(s) equal within %2 m and %3 rad</source>
        <translation>
            <numerusform>%1 下的位姿：全部 %n 个坐标系在 %2 m 和 %3 rad 以内相同</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>largest position difference %1 mm at &apos;%2&apos;</source>
        <translation>最大位置偏差 %1 mm，位于 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no position difference</source>
        <translation>无位置偏差</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>largest rotation difference %1 degrees at &apos;%2&apos;</source>
        <translation>最大旋转偏差 %1 度，位于 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no rotation difference</source>
        <translation>无旋转偏差</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>poses at %1: %2 of %n frame(s) differ; %3, %4</source>
        <translation>
            <numerusform>%1 下的位姿：%n 个坐标系中有 %2 个不同；%3，%4</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/diff/ModelDiff.cpp" line="-397"/>
        <source>(root)</source>
        <translation>（根）</translation>
    </message>
</context>
<context>
    <name>MujocoMeshInertia</name>
    <message>
        <location filename="../model/geometry/MujocoMeshInertia.cpp" line="+58"/>
        <source>mesh surface area is too small</source>
        <translation>网格表面积过小</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>mesh volume is too small</source>
        <translation>网格体积过小</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>eigenvalue of mesh inertia must be positive</source>
        <translation>网格惯量的特征值必须为正</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>eigenvalues of mesh inertia violate A + B &gt;= C condition</source>
        <translation>网格惯量的特征值违反 A + B &gt;= C 条件</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>faces have inconsistent orientation</source>
        <translation>面的朝向不一致</translation>
    </message>
</context>
<context>
    <name>OtherVersion</name>
    <message>
        <location filename="../model/diff/OtherVersion.cpp" line="+26"/>
        <source>git could not be run: %1</source>
        <translation>无法运行 git：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>git did not answer within %1 s</source>
        <translation>git 未在 %1 s 内响应</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+24"/>
        <source>git does not track %1</source>
        <translation>git 未跟踪 %1</translation>
    </message>
</context>
<context>
    <name>ResourceResolver</name>
    <message>
        <location filename="../model/io/ResourceResolver.cpp" line="+90"/>
        <source>package &apos;%1&apos; not found (ROS_PACKAGE_PATH, AMENT_PREFIX_PATH, or a parent folder named %1 or with a package.xml naming it)</source>
        <translation>找不到包 &apos;%1&apos;（ROS_PACKAGE_PATH、AMENT_PREFIX_PATH，或名为 %1 或含有声明该包名的 package.xml 的上级文件夹）</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>no file at %1</source>
        <translation>%1 处没有文件</translation>
    </message>
</context>
<context>
    <name>RobotGenerator</name>
    <message>
        <location filename="../model/bench/RobotGenerator.cpp" line="+22"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>no generator for &apos;%1&apos; (sdf, hrdf, urdf, skel, mjcf)</source>
        <translation>没有用于 &apos;%1&apos; 的生成器（sdf、hrdf、urdf、skel、mjcf）</translation>
    </message>
</context>
<context>
    <name>SdfFormat</name>
    <message numerus="yes">
        <location filename="../model/formats/sdf/SdfFormat.cpp" line="-21"/>
        <source>%n link(s) have an inertia no body can have (a zero or too large principal moment), which SDFormat rejects: written with the nearest one it accepts: %1</source>
        <translation>
            <numerusform>%n 个连杆的惯量是任何物体都不可能具有的（某个主惯性矩为零或过大），SDFormat 会拒绝：已改用其可接受的最接近的惯量写出：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SelfCollision</name>
    <message>
        <location filename="../model/geometry/SelfCollision.cpp" line="+95"/>
        <source>it has no triangles</source>
        <translation>它没有三角形</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>mesh &apos;%1&apos; of &apos;%2&apos; left out: %3</source>
        <translation>&apos;%2&apos; 的网格 &apos;%1&apos; 已略过：%3</translation>
    </message>
</context>
<context>
    <name>T</name>
    <message>
        <location filename="../model/formats/tamp/TampFormat.cpp" line="-314"/>
        <source>the 3x3 part of &lt;%1&gt; is not a rotation; the nearest rotation is used</source>
        <translation>&lt;%1&gt; 的 3x3 部分不是旋转矩阵；将使用最接近的旋转</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/XacroBuiltins.cpp" line="+116"/>
        <source>%1 cannot be an integer of 64 bits</source>
        <translation>%1 无法表示为 64 位整数</translation>
    </message>
</context>
<context>
    <name>Templates</name>
    <message>
        <location filename="../editor/Templates.cpp" line="+20"/>
        <source>HEBI HRDF Arm</source>
        <translation>HEBI HRDF 机械臂</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SDFormat Assembly (include, placement frame)</source>
        <translation>SDFormat 装配体（include、放置坐标系）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>URDF Robot</source>
        <translation>URDF 机器人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DART SKEL World</source>
        <translation>DART SKEL 世界</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TAMP Problem</source>
        <translation>TAMP 问题</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>xacro Robot (macro, properties, argument)</source>
        <translation>xacro 机器人（宏、属性、参数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MuJoCo MJCF Model</source>
        <translation>MuJoCo MJCF 模型</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the template %1 is missing from this build</source>
        <translation>此构建中缺少模板 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 already exists</source>
        <translation>%1 已存在</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>TextureImage</name>
    <message>
        <location filename="../render/TextureImage.cpp" line="+74"/>
        <source>texture file not found: %1</source>
        <translation>找不到纹理文件：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>texture file is %1 bytes; the limit is %2</source>
        <translation>纹理文件大小为 %1 字节；上限为 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is not an image Kinedit can read: %2</source>
        <translation>“%1”不是 Kinedit 能读取的图像：%2</translation>
    </message>
</context>
<context>
    <name>UrdfReader</name>
    <message numerus="yes">
        <location filename="../model/formats/urdf/UrdfReader.cpp" line="+32"/>
        <source>&apos;%1&apos; must be %n number(s) separated by spaces</source>
        <translation>
            <numerusform>&apos;%1&apos; 必须是以空格分隔的 %n 个数</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; must be a number</source>
        <translation>&apos;%1&apos; 必须是数字</translation>
    </message>
</context>
<context>
    <name>XacroExpander</name>
    <message>
        <location filename="../model/formats/xacro/XacroExpander.cpp" line="+41"/>
        <source>in macro &apos;%1&apos; called at %2:%3:%4</source>
        <translation>位于宏 &apos;%1&apos; 中，调用位置 %2:%3:%4</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n more call(s)</source>
        <translation>
            <numerusform>另有 %n 次调用</numerusform>
        </translation>
    </message>
    <message>
        <location line="+146"/>
        <source>the expansion has more than %1 elements; Kinedit stops there</source>
        <translation>展开结果超过 %1 个元素；Kinedit 在此停止</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>circular property definition: %1</source>
        <translation>xacro 属性循环定义：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>property &apos;%1&apos; hides the builtin of that name</source>
        <translation>xacro 属性 &apos;%1&apos; 遮蔽了同名的内置名称</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/XacroSubstitution.cpp" line="+53"/>
        <source>%1 (in ${%2})</source>
        <translation>%1（在 ${%2} 中）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>load_yaml is not available in $(eval)</source>
        <translation>load_yaml 在 $(eval) 中不可用</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (in $(%2))</source>
        <translation>%1（在 $(%2) 中）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>$(arg NAME) takes one name: $(%1)</source>
        <translation>$(arg NAME) 只接受一个名称：$(%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>argument &apos;%1&apos; is used before its &lt;xacro:arg&gt; on line %2 (xacro reads them in order, so its default does not apply here): give it a value (NAME:=VALUE, or in the Arguments panel)</source>
        <translation>参数 &apos;%1&apos; 在第 %2 行的 &lt;xacro:arg&gt; 之前就被使用（xacro 按顺序读取，因此其默认值在此处不适用）：请为其指定一个值（NAME:=VALUE，或在“参数”面板中）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>undefined argument &apos;%1&apos;: give it (NAME:=VALUE) or declare it with &lt;xacro:arg name=&quot;%1&quot; default=&quot;...&quot;/&gt;</source>
        <translation>未定义的参数 &apos;%1&apos;：请传入该参数（NAME:=VALUE），或用 &lt;xacro:arg name=&quot;%1&quot; default=&quot;...&quot;/&gt; 声明它</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>$(find PKG) takes one package: $(%1)</source>
        <translation>$(find PKG) 只接受一个包：$(%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>$(env VAR) takes one variable: $(%1)</source>
        <translation>$(env VAR) 只接受一个变量：$(%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>environment variable %1 is not set</source>
        <translation>未设置环境变量 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>$(optenv VAR [DEFAULT]) needs a variable</source>
        <translation>$(optenv VAR [DEFAULT]) 需要一个变量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown substitution $(%1): the commands are arg, find, env, optenv, dirname, cwd and eval</source>
        <translation>未知的替换 $(%1)：可用的命令为 arg、find、env、optenv、dirname、cwd 和 eval</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>invalid expression: %1</source>
        <translation>无效的表达式：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;$%1&apos; without &apos;%2&apos;: %3</source>
        <translation>&apos;$%1&apos; 缺少对应的 &apos;%2&apos;：%3</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&apos;%1&apos; evaluated to &apos;%2&apos;, which is not a boolean</source>
        <translation>&apos;%1&apos; 的求值结果为 &apos;%2&apos;，不是布尔值</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/XacroExpander.cpp" line="+16"/>
        <source>&lt;%1&gt; needs the attribute &apos;%2&apos;</source>
        <translation>&lt;%1&gt; 需要属性 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;%1&gt; has no attribute &apos;%2&apos; (ignored)</source>
        <translation>&lt;%1&gt; 没有属性 &apos;%2&apos;（已忽略）</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>xacro:element: empty name</source>
        <translation>xacro:element：名称为空</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>xacro:attribute: empty name</source>
        <translation>xacro:attribute：名称为空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>xacro:attribute outside an element</source>
        <translation>xacro:attribute 位于元素之外</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>xacro:call is missing the &apos;macro&apos; attribute</source>
        <translation>xacro:call 缺少 &apos;macro&apos; 属性</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>property names must be Python identifiers: &apos;%1&apos;</source>
        <translation>xacro 属性名必须是 Python 标识符：&apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>property names must not start with &apos;__&apos;: &apos;%1&apos;</source>
        <translation>xacro 属性名不能以 &apos;__&apos; 开头：&apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a property has one of value, default and remove: &apos;%1&apos;</source>
        <translation>xacro 属性只能有 value、default 和 remove 中的一个：&apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: no parent scope at the global scope</source>
        <translation>%1：全局作用域没有父作用域</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a macro cannot be named &apos;call&apos;</source>
        <translation>宏不能命名为 &apos;call&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>macro names must not contain &apos;.&apos; (it separates namespaces): %1</source>
        <translation>宏名称不能包含 &apos;.&apos;（它用于分隔命名空间）：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>macro names must not start with &apos;xacro:&apos; (xacro drops it): %1</source>
        <translation>宏名称不能以 &apos;xacro:&apos; 开头（xacro 会将其去掉）：%1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>unknown macro name: xacro:%1</source>
        <translation>未知的宏名称：xacro:%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>macro calls nested more than %1 deep (xacro:%2 calls itself without end?)</source>
        <translation>宏调用嵌套深度超过 %1 层（xacro:%2 是否在无限调用自身？）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>macro &apos;%1&apos; has no parameter &apos;%2&apos; (its parameters: %3)</source>
        <translation>宏 &apos;%1&apos; 没有参数 &apos;%2&apos;（其参数为：%3）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>macro &apos;%1&apos; needs a block for &apos;%2&apos;, and the call has no more</source>
        <translation>宏 &apos;%1&apos; 需要为 &apos;%2&apos; 提供一个块，但该调用已没有更多的块</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>macro &apos;%1&apos; has no block parameter left for &lt;%2&gt;</source>
        <translation>宏 &apos;%1&apos; 已没有剩余的块参数可用于 &lt;%2&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>undefined property to forward: %1</source>
        <translation>要转发的 xacro 属性未定义：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>macro &apos;%1&apos; needs a value for: %2</source>
        <translation>宏 &apos;%1&apos; 需要以下参数的值：%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>undefined block &apos;%1&apos;</source>
        <translation>未定义的块 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>includes nested more than %1 deep (a file that includes itself?)</source>
        <translation>包含嵌套深度超过 %1 层（是否有文件包含了自身？）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>include &apos;%1&apos; matched no files</source>
        <translation>包含 &apos;%1&apos; 未匹配到任何文件</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot read the included file %1</source>
        <translation>无法读取包含的文件 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the included file is not well-formed XML: %1</source>
        <translation>包含的文件不是格式良好的 XML：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no root element</source>
        <translation>没有根元素</translation>
    </message>
</context>
<context>
    <name>XacroExpression</name>
    <message>
        <location filename="../model/formats/xacro/XacroBuiltins.cpp" line="-87"/>
        <source>%1() needs a number, not %2 (%3)</source>
        <translation>%1() 需要数字，而不是 %2（%3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1() takes %2 argument(s), %3 given</source>
        <translation>%1() 需要 %2 个参数，实际给出 %3 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1() takes %2 to %3 arguments, %4 given</source>
        <translation>%1() 需要 %2 至 %3 个参数，实际给出 %4 个</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>%1() of an empty sequence</source>
        <translation>对空序列调用 %1()</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot convert %1 to an integer</source>
        <translation>无法将 %1 转换为整数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>invalid literal for int(): %1</source>
        <translation>int() 的字面量无效：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>could not convert %1 to float</source>
        <translation>无法将 %1 转换为 float</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>join() needs strings, found %1</source>
        <translation>join() 需要字符串，但遇到了 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>format(): a &apos;{&apos; without &apos;}&apos;</source>
        <translation>format()：&apos;{&apos; 缺少对应的 &apos;}&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>format(): no argument for {%1}</source>
        <translation>format()：没有对应 {%1} 的参数</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&apos;%1&apos; object has no method &apos;%2&apos; that xacro files use</source>
        <translation>&apos;%1&apos; 对象没有 xacro 文件所用的方法 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;&lt;&apos; not supported between &apos;%1&apos; and &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 与 &apos;%2&apos; 之间不支持 &apos;&lt;&apos;</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&apos;%1&apos; object is not callable</source>
        <translation>&apos;%1&apos; 对象不可调用</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>integer overflow: factorial(%1) needs more than 64 bits</source>
        <translation>整数溢出：factorial(%1) 需要超过 64 位</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>object of type &apos;%1&apos; has no len()</source>
        <translation>&apos;%1&apos; 类型的对象没有 len()</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>integer overflow: abs(%1) needs more than 64 bits</source>
        <translation>整数溢出：abs(%1) 需要超过 64 位</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../model/formats/xacro/XacroExpression.cpp" line="+644"/>
        <source>&apos;%1&apos; object is not iterable</source>
        <translation>&apos;%1&apos; 对象不可迭代</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>range() step must not be zero</source>
        <translation>range() 的步长不能为零</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>range() is too long</source>
        <translation>range() 过长</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1() is not supported with these arguments</source>
        <translation>%1() 不支持这些参数</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>undefined argument &apos;%1&apos;</source>
        <translation>未定义的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1() cannot be called</source>
        <translation>无法调用 %1()</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>integer overflow: %1 %2 %3 needs more than 64 bits</source>
        <translation>整数溢出：%1 %2 %3 需要超过 64 位</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+35"/>
        <source>division by zero</source>
        <translation>除以零</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>unsupported operand type(s) for %1: &apos;float&apos;</source>
        <translation>%1 不支持的操作数类型：&apos;float&apos;</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>modulo by zero</source>
        <translation>对零取模</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 * %2 would hold more than 16 million items</source>
        <translation>%1 * %2 将包含超过 1600 万个元素</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>unsupported format in &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 中的格式不受支持</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not enough arguments for format string</source>
        <translation>格式字符串的参数不足</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>unsupported operand type(s) for %1: &apos;%2&apos; and &apos;%3&apos;</source>
        <translation>%1 不支持的操作数类型：&apos;%2&apos; 和 &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;in &lt;string&gt;&apos; requires a string as left operand, not %1</source>
        <translation>&apos;in &lt;string&gt;&apos; 要求左操作数为字符串，而不是 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>argument of type &apos;%1&apos; is not iterable</source>
        <translation>&apos;%1&apos; 类型的参数不可迭代</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../model/formats/xacro/XacroExpression.cpp" line="-22"/>
        <source>&apos;%1&apos; object is not subscriptable</source>
        <translation>&apos;%1&apos; 对象不支持下标访问</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/XacroExpression.cpp" line="-562"/>
        <location line="+65"/>
        <source>unterminated string</source>
        <translation>字符串未闭合</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>invalid number</source>
        <translation>无效的数字</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+79"/>
        <source>invalid syntax</source>
        <translation>语法无效</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>invalid character &apos;%1&apos;</source>
        <translation>无效字符 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>assignment is not an expression</source>
        <translation>赋值不是表达式</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>unexpected end of expression: &apos;%1&apos; expected</source>
        <translation>表达式意外结束：应为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid syntax: &apos;%1&apos; expected</source>
        <translation>语法无效：应为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>invalid syntax: a name must follow &apos;for&apos;</source>
        <translation>语法无效：&apos;for&apos; 后必须跟一个名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invalid syntax: &apos;in&apos; expected</source>
        <translation>语法无效：应为 &apos;in&apos;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>lambda is outside the Python subset xacro files use</source>
        <translation>lambda 不在 xacro 文件所用的 Python 子集内</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>invalid syntax: &apos;else&apos; expected</source>
        <translation>语法无效：应为 &apos;else&apos;</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>invalid syntax: a name must follow &apos;.&apos;</source>
        <translation>语法无效：&apos;.&apos; 后必须跟一个名称</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unexpected end of expression</source>
        <translation>表达式意外结束</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+51"/>
        <source>invalid syntax at &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 处语法无效</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>generator expressions are outside the Python subset xacro files use</source>
        <translation>生成器表达式不在 xacro 文件所用的 Python 子集内</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>name &apos;%1&apos; is not defined</source>
        <translation>名称 &apos;%1&apos; 未定义</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>name &apos;%1&apos; is not defined in this namespace</source>
        <translation>名称 &apos;%1&apos; 在此命名空间中未定义</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the yaml dictionary has no key &apos;%1&apos;</source>
        <translation>YAML 字典中没有键 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; object has no attribute &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 对象没有属性 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1() takes no keyword arguments here</source>
        <translation>%1() 在此不接受关键字参数</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>bad operand type for unary %1: &apos;%2&apos;</source>
        <translation>一元运算符 %1 的操作数类型无效：&apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bad operand type for unary ~: &apos;float&apos;</source>
        <translation>一元运算符 ~ 的操作数类型无效：&apos;float&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>integer overflow: -(%1) needs more than 64 bits</source>
        <translation>整数溢出：-(%1) 需要超过 64 位</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>key %1 is not in the dictionary</source>
        <translation>字典中没有键 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>indices must be integers, not %1</source>
        <translation>索引必须是整数，而不是 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>index %1 out of range (size %2)</source>
        <translation>索引 %1 超出范围（大小为 %2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the list comprehension makes more than a million items</source>
        <translation>列表推导式生成的元素超过一百万个</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot unpack %1 into %2 names</source>
        <translation>无法将 %1 解包为 %2 个名称</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>names holding &apos;__&apos; are not allowed</source>
        <translation>不允许使用包含 &apos;__&apos; 的名称</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/XacroValue.cpp" line="+130"/>
        <source>a value of more than %1 items is too large to write as text</source>
        <translation>超过 %1 个元素的值太大，无法写成文本</translation>
    </message>
</context>
<context>
    <name>XacroFormat</name>
    <message>
        <location filename="../model/formats/xacro/XacroFormat.cpp" line="+124"/>
        <source>this file makes no link (it holds macros, properties or materials for robots to include): it is checked as xacro only, and what it defines is checked where a robot uses it</source>
        <translation>此文件不生成任何连杆（它包含供机器人包含的宏、xacro 属性或材质）：仅按 xacro 检查，其定义的内容在机器人使用它的地方检查</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/XacroProvenance.cpp" line="+79"/>
        <source>%1 was made by the call of macro &apos;%2&apos; on line %3 (the macro is in %4, line %5)</source>
        <translation>%1 由第 %3 行对宏 &apos;%2&apos; 的调用生成（该宏位于 %4 第 %5 行）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is written on line %2</source>
        <translation>%1 写在第 %2 行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is written in %2, line %3</source>
        <translation>%1 写在 %2 第 %3 行</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/XacroInertial.cpp" line="+36"/>
        <source>The inertial of &apos;%1&apos; is not written in this document: a macro or an included file makes it; change it there</source>
        <translation>&apos;%1&apos; 的惯性参数并未写在此文档中：它由宏或被包含的文件生成；请在那里修改</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The inertial of &apos;%1&apos; is not written here: %2. Change it in the macro (a change there changes every link the macro makes)</source>
        <translation>&apos;%1&apos; 的惯性参数并未写在此处：%2。请在宏中修改（在那里修改会改变该宏生成的每个连杆）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The link &apos;%1&apos; is made by a macro or its name is computed: write its inertial where it is made</source>
        <translation>连杆 &apos;%1&apos; 由宏生成或其名称是计算得出的：请在生成它的地方写入其惯性参数</translation>
    </message>
</context>
<context>
    <name>XacroSchema</name>
    <message>
        <location filename="../model/formats/xacro/XacroSchema.cpp" line="+50"/>
        <source>A named value for ${name} expressions (value), or a block of XML (its content) for insert_block</source>
        <translation>供 ${name} 表达式使用的具名值（value），或供 insert_block 使用的 XML 块（其内容）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The property&apos;s name: a Python identifier</source>
        <translation>xacro 属性的名称：一个 Python 标识符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The value: text with ${} expressions, evaluated where it is used</source>
        <translation>值：含 ${} 表达式的文本，在使用处求值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used only when the property is not defined yet</source>
        <translation>仅在该 xacro 属性尚未定义时使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the property instead of defining it</source>
        <translation>删除该 xacro 属性，而不是定义它</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the property is defined: here, in the enclosing macro&apos;s caller, or globally</source>
        <translation>定义该 xacro 属性的位置：此处、外层宏的调用方或全局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evaluate the value where it is used (true) or here (false)</source>
        <translation>在使用处（true）或在此处（false）对值求值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A macro: its content is written wherever &lt;xacro:NAME&gt; calls it</source>
        <translation>宏：在 &lt;xacro:NAME&gt; 调用它的每个位置写入其内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The macro&apos;s name; &lt;xacro:NAME&gt; calls it</source>
        <translation>宏的名称；&lt;xacro:NAME&gt; 调用该宏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parameters separated by spaces: p, p:=default, p:=^ (the caller&apos;s p), *block, **blocks</source>
        <translation>以空格分隔的参数：p、p:=default、p:=^（调用方的 p）、*block、**blocks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An argument given on the command line (NAME:=VALUE) or in the Arguments panel, read by $(arg NAME)</source>
        <translation>在命令行（NAME:=VALUE）或“参数”面板中给出、由 $(arg NAME) 读取的参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The argument&apos;s name</source>
        <translation>参数的名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its value when none is given</source>
        <translation>未给出值时使用的值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another xacro file, processed here (its macros and properties become available)</source>
        <translation>另一个 xacro 文件，在此处处理（其宏和 xacro 属性随之可用）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file: relative, $(find package)/..., or a glob</source>
        <translation>文件：相对路径、$(find package)/... 或通配模式（glob）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A namespace for the file&apos;s macros and properties: ns.name</source>
        <translation>该文件中宏和 xacro 属性的命名空间：ns.name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A missing file is not an error</source>
        <translation>文件不存在不算错误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its content only when value is true (true, 1, or an expression)</source>
        <translation>仅当 value 为真（true、1 或表达式）时才使用其内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>The condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Its content only when value is false</source>
        <translation>仅当 value 为假时才使用其内容</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writes a block parameter (*name) or a property block here</source>
        <translation>在此处写入块参数（*name）或 xacro 属性块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The block&apos;s name, without the *</source>
        <translation>块的名称，不带 *</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call of the macro named by the macro attribute (the name may be an expression)</source>
        <translation>对 macro 属性所指定的宏的调用（名称可以是表达式）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The macro to call</source>
        <translation>要调用的宏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An element whose name is computed (xacro:name)</source>
        <translation>名称由计算得出的元素（xacro:name）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The element&apos;s name</source>
        <translation>元素的名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An attribute of the enclosing element whose name is computed</source>
        <translation>外层元素的一个属性，其名称由计算得出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attribute&apos;s name</source>
        <translation>属性的名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attribute&apos;s value</source>
        <translation>属性的值</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A call of a macro: its attributes are the macro&apos;s parameters (Go to Macro Definition shows the macro)</source>
        <translation>宏调用：其属性即宏的参数（“转到宏定义”可显示该宏）</translation>
    </message>
</context>
<context>
    <name>XacroYaml</name>
    <message>
        <location filename="../model/formats/xacro/XacroYaml.cpp" line="+102"/>
        <source>%1:%2: YAML error: %3</source>
        <translation>%1:%2: YAML 错误：%3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: YAML nested too deeply</source>
        <translation>%1: YAML 嵌套过深</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: unknown YAML alias &apos;%2&apos;</source>
        <translation>%1: 未知的 YAML 别名 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1:%2: %3 %4: %5</source>
        <translation>%1:%2: %3 %4：%5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1:%2: %3 needs a number: %4</source>
        <translation>%1:%2: %3 需要数字：%4</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>cannot read the YAML file %1: %2</source>
        <translation>无法读取 YAML 文件 %1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the YAML file %1 is larger than 16 MB</source>
        <translation>YAML 文件 %1 超过 16 MB</translation>
    </message>
</context>
<context>
    <name>XmlParser</name>
    <message>
        <location filename="../model/xml/XmlParser.cpp" line="+190"/>
        <source>control character U+%1 is not allowed in XML</source>
        <translation>XML 中不允许使用控制字符 U+%1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>invalid UTF-8 byte 0x%1 (Kinedit reads UTF-8 files only)</source>
        <translation>无效的 UTF-8 字节 0x%1（Kinedit 只读取 UTF-8 文件）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>file is %1 bytes; the limit is %2 bytes</source>
        <translation>文件大小为 %1 字节；上限为 %2 字节</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>file is UTF-16; Kinedit reads UTF-8 files only</source>
        <translation>文件为 UTF-16 编码；Kinedit 只读取 UTF-8 文件</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&apos;&lt;&apos; must start a tag (write &amp;lt; for a literal &apos;&lt;&apos;)</source>
        <translation>&apos;&lt;&apos; 必须用于开始标签（字面量 &apos;&lt;&apos; 请写作 &amp;lt;）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>element &lt;%1&gt; opened at line %2 is not closed at the end of the file</source>
        <translation>第 %2 行打开的元素 &lt;%1&gt; 到文件末尾仍未闭合</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> (nor are %n enclosing element(s))</source>
        <translation>
            <numerusform>（外层的 %n 个元素也未闭合）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file has no root element</source>
        <translation>文件没有根元素</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>content after the root element (an XML file has exactly one root element)</source>
        <translation>根元素之后还有内容（XML 文件只能有一个根元素）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>text outside the root element</source>
        <translation>根元素之外有文本</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;]]&gt;&apos; is not allowed in text</source>
        <translation>文本中不允许出现 &apos;]]&gt;&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>comment is not closed (expected &apos;--&gt;&apos;)</source>
        <translation>注释未闭合（需要 &apos;--&gt;&apos;）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;--&apos; is not allowed inside a comment</source>
        <translation>注释中不允许出现 &apos;--&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CDATA section outside the root element</source>
        <translation>CDATA 段位于根元素之外</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CDATA section is not closed (expected &apos;]]&gt;&apos;)</source>
        <translation>CDATA 段未闭合（需要 &apos;]]&gt;&apos;）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a processing-instruction target after &apos;&lt;?&apos;</source>
        <translation>&apos;&lt;?&apos; 之后需要处理指令目标</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>processing instruction is not closed (expected &apos;?&gt;&apos;)</source>
        <translation>处理指令未闭合（需要 &apos;?&gt;&apos;）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the XML declaration must be at the very start of the file</source>
        <translation>XML 声明必须位于文件的最开头</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+7"/>
        <source>malformed XML declaration</source>
        <translation>格式错误的 XML 声明</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported XML version &apos;%1&apos;</source>
        <translation>不支持的 XML 版本 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>encoding &apos;%1&apos; is not supported; Kinedit reads UTF-8 files only</source>
        <translation>不支持编码 &apos;%1&apos;；Kinedit 只读取 UTF-8 文件</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>DOCTYPE must come before the root element</source>
        <translation>DOCTYPE 必须位于根元素之前</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>DOCTYPE is not closed (expected &apos;&gt;&apos;)</source>
        <translation>DOCTYPE 未闭合（需要 &apos;&gt;&apos;）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the external DTD is not read (Kinedit never fetches external resources)</source>
        <translation>不读取外部 DTD（Kinedit 从不获取外部资源）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>parameter entities are refused (they allow entity-expansion attacks)</source>
        <translation>拒绝参数实体（它们可被用于实体扩展攻击）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>external entity &apos;%1&apos; is refused (Kinedit never reads external resources)</source>
        <translation>拒绝外部实体 &apos;%1&apos;（Kinedit 从不读取外部资源）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>malformed entity declaration</source>
        <translation>格式错误的实体声明</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>entity &apos;%1&apos; refers to other entities or markup; such definitions are refused (entity-expansion attack, &apos;billion laughs&apos;)</source>
        <translation>实体 &apos;%1&apos; 引用了其他实体或标记；此类定义被拒绝（实体扩展攻击，即“十亿笑声”攻击）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown markup declaration</source>
        <translation>未知的标记声明</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>more than %1 elements; the file is refused</source>
        <translation>元素超过 %1 个；拒绝此文件</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>start tag &lt;%1&gt; is not closed (expected &apos;&gt;&apos;)</source>
        <translation>开始标签 &lt;%1&gt; 未闭合（需要 &apos;&gt;&apos;）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected whitespace, &apos;&gt;&apos; or &apos;/&gt;&apos; in &lt;%1&gt;</source>
        <translation>&lt;%1&gt; 中需要空白、&apos;&gt;&apos; 或 &apos;/&gt;&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected an attribute name, &apos;&gt;&apos; or &apos;/&gt;&apos; in &lt;%1&gt;</source>
        <translation>&lt;%1&gt; 中需要属性名、&apos;&gt;&apos; 或 &apos;/&gt;&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected &apos;=&apos; after attribute name &apos;%1&apos;</source>
        <translation>属性名 &apos;%1&apos; 之后需要 &apos;=&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the value of attribute &apos;%1&apos; must be quoted</source>
        <translation>属性 &apos;%1&apos; 的值必须用引号括起来</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the value of attribute &apos;%1&apos; is not closed (expected %2)</source>
        <translation>属性 &apos;%1&apos; 的值未闭合（需要 %2）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>attribute &apos;%1&apos; appears twice</source>
        <translation>属性 &apos;%1&apos; 出现了两次</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>elements nest deeper than %1 levels; the file is refused</source>
        <translation>元素嵌套深度超过 %1 层；拒绝此文件</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>expected an element name after &apos;&lt;/&apos;</source>
        <translation>&apos;&lt;/&apos; 之后需要元素名</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>expected &apos;&gt;&apos; to end the end tag &lt;/%1&gt;</source>
        <translation>需要 &apos;&gt;&apos; 来结束结束标签 &lt;/%1&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>end tag &lt;/%1&gt; has no matching start tag</source>
        <translation>结束标签 &lt;/%1&gt; 没有匹配的开始标签</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end tag &lt;/%1&gt; does not match the open element &lt;%2&gt;</source>
        <translation>结束标签 &lt;/%1&gt; 与打开的元素 &lt;%2&gt; 不匹配</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>element &lt;%1&gt; opened at line %2 is not closed before &lt;/%3&gt;</source>
        <translation>第 %2 行打开的元素 &lt;%1&gt; 在 &lt;/%3&gt; 之前未闭合</translation>
    </message>
</context>
<context>
    <name>kinedit::ArgumentsPanel</name>
    <message>
        <location filename="../editor/ArgumentsPanel.cpp" line="+30"/>
        <source>This document takes no arguments.</source>
        <translation>此文档不接受参数。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>$(arg %1): empty takes the default, %2</source>
        <translation>$(arg %1)：留空则使用默认值 %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
</context>
<context>
    <name>kinedit::AttributeForm</name>
    <message>
        <location filename="../editor/AttributeForm.cpp" line="+140"/>
        <source>Select an element to edit its attributes.</source>
        <translation>选择一个元素以编辑其属性。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No document.</source>
        <translation>无文档。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not in the %1 schema</source>
        <translation>不在 %1 模式中</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Press Enter or Tab to write the value to the file; Esc gives the file&apos;s value back.</source>
        <translation>按 Enter 或 Tab 将值写入文件；按 Esc 恢复文件中的值。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(default: %1)</source>
        <translation>（默认：%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (not allowed)</source>
        <translation>%1（不允许）</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Written as %1: the value is %2&apos;s, on line %3, and editing it here changes it there</source>
        <translation>写作 %1：该值是第 %3 行 %2 的值，在此处编辑会修改那里的值</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Remove the attribute %1</source>
        <translation>移除属性 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not in the schema: kept as written</source>
        <translation>不在模式中：按原样保留</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The %1 that &lt;%2 %3&gt; names</source>
        <translation>&lt;%2 %3&gt; 所指的 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>a %1: type to choose among %n</source>
        <translation>
            <numerusform>%1：输入以从 %n 个中选择</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kinedit::CollisionMatrixDialog</name>
    <message>
        <location filename="../editor/CollisionMatrixDialog.cpp" line="+33"/>
        <source>adjacent</source>
        <translation>相邻</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always</source>
        <translation>总是</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sometimes</source>
        <translation>有时</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Collision Matrix</source>
        <translation>碰撞矩阵</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no early stop</source>
        <translation>不提前停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop at 3 × this many samples: no pair classed never then collides in more than 1 in this many poses, with 95% confidence (the rule of three)</source>
        <translation>在采样数达到此值的 3 倍时停止：届时以 95% 的置信度，没有被归为从不的连杆对会在超过此值分之 1 的位姿中碰撞（三法则）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Collision geometry</source>
        <translation>碰撞几何体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Visual geometry</source>
        <translation>视觉几何体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Apply to SRDF</source>
        <translation>应用到 SRDF(&amp;A)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose how many random poses to sample, then Run.</source>
        <translation>选择要采样的随机位姿数量，然后点击运行。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All classes</source>
        <translation>所有类别</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Link</source>
        <translation>连杆</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hits</source>
        <translation>碰撞次数</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Samples (most):</source>
        <translation>采样数（最多）(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop at &amp;1 in:</source>
        <translation>在 1/ 处停止(&amp;1)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Geometry:</source>
        <translation>几何体(&amp;G)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S&amp;how:</source>
        <translation>显示(&amp;H)：</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>A cancelled run classes too few poses to disable pairs: run it to the end</source>
        <translation>取消的运行所分类的位姿太少，无法禁用连杆对：请运行到结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the sampling first</source>
        <translation>请先运行采样</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the adjacent, default, always and never pairs as the SRDF&apos;s disable_collisions, with the Setup Assistant&apos;s reasons (one edit: Undo takes it back)</source>
        <translation>将相邻、默认、总是和从不碰撞的连杆对写为 SRDF 的 disable_collisions，并附上 Setup Assistant 的原因（一次编辑：撤销可将其还原）</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Sampling %n pose(s)…</source>
        <translation>
            <numerusform>正在采样 %n 个位姿…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Click to pose the robot where this pair collides</source>
        <translation>点击将机器人摆放到该连杆对发生碰撞的位姿</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of at most %2 samples%3: %4 pairs, %5 adjacent, %6 default, %7 always, %8 never, %9 sometimes.</source>
        <translation>已用 %1 次采样，最多 %2 次%3：%4 个连杆对，%5 个相邻，%6 个默认，%7 个总是，%8 个从不，%9 个有时。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (cancelled)</source>
        <translation>（已取消）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No pair classed never collides in more than 1 in %1 poses (95% confidence, rule of three).</source>
        <translation>没有被归为从不的连杆对会在超过 %1 分之 1 的位姿中碰撞（95% 置信度，三法则）。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s) kept from the last run: the edits since cannot change them.</source>
        <translation>
            <numerusform>%n 个连杆对沿用上次运行的结果：此后的编辑不会改变它们。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kinedit::ComparePanel</name>
    <message>
        <location filename="../editor/ComparePanel.cpp" line="+18"/>
        <source>Close Comparison</source>
        <translation>关闭比较</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Compared with %1</source>
        <translation>已与 %1 比较</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No differences</source>
        <translation>没有差异</translation>
    </message>
</context>
<context>
    <name>kinedit::ConfigurationMappingDialog</name>
    <message>
        <location filename="../editor/ConfigurationMapping.cpp" line="+67"/>
        <source>Configuration Mapping</source>
        <translation>构型映射</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which joint each value of the robots&apos; configuration tags drives. The problem file is not changed; the mapping is kept for this file on this computer.</source>
        <translation>机器人构型标签中的每个值驱动哪个关节。问题文件不会被修改；该映射仅在此计算机上为此文件保存。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Robot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Joint</source>
        <translation>关节</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>kinedit::DiagnosticCodesDialog</name>
    <message>
        <location filename="../editor/HelpDialogs.cpp" line="+82"/>
        <source>Diagnostic Codes</source>
        <translation>诊断代码</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Filter by code or words, e.g. SDF-E0 or mesh</source>
        <translation>按代码或文字筛选，例如 SDF-E0 或 mesh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
</context>
<context>
    <name>kinedit::EditorDocument</name>
    <message>
        <location filename="../editor/EditorDocument.cpp" line="+80"/>
        <source>Reload from disk</source>
        <translation>从磁盘重新加载</translation>
    </message>
</context>
<context>
    <name>kinedit::ElementActions</name>
    <message>
        <location filename="../editor/ElementActions.cpp" line="+59"/>
        <source>(the schema allows no children here)</source>
        <translation>（模式不允许此处有子元素）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cu&amp;t Element</source>
        <translation>剪切元素(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Element</source>
        <translation>复制元素(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste Element</source>
        <translation>粘贴元素(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Element</source>
        <translation>删除元素(&amp;D)</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Add C&amp;hild</source>
        <translation>添加子元素(&amp;H)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Dup&amp;licate Element</source>
        <translation>复制出新元素(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mo&amp;ve Up</source>
        <translation>上移(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move Dow&amp;n</source>
        <translation>下移(&amp;N)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Alt+Down</source>
        <translation>Alt+Down</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Add &lt;%1&gt;</source>
        <translation>添加 &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>The clipboard holds no XML element to paste</source>
        <translation>剪贴板中没有可粘贴的 XML 元素</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;%1&gt; is not allowed inside &lt;%2&gt; or beside it</source>
        <translation>&lt;%1&gt; 不允许位于 &lt;%2&gt; 内部或与其并列</translation>
    </message>
</context>
<context>
    <name>kinedit::FormulaField</name>
    <message>
        <location filename="../editor/FormulaField.cpp" line="+192"/>
        <source>= %1 (%2°)</source>
        <translation>= %1 (%2°)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>rpy %1°, %2°, %3°</source>
        <translation>rpy %1°, %2°, %3°</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>= (%1, %2, %3)</source>
        <translation>= (%1, %2, %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
</context>
<context>
    <name>kinedit::FrameLabels</name>
    <message numerus="yes">
        <location filename="../render/FrameLabels.cpp" line="+122"/>
        <source> (+%n more)</source>
        <translation>
            <numerusform>（另有 %n 个）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kinedit::FrameTransformPanel</name>
    <message>
        <location filename="../editor/FrameTransformPanel.cpp" line="+38"/>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>到</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Copy the pose as %1 text</source>
        <translation>将位姿复制为 %1 文本</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Open a robot file and choose two frames.</source>
        <translation>打开机器人文件并选择两个坐标系。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>xyz (m)      %1  %2  %3
</source>
        <translation>xyz (m)      %1  %2  %3
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rpy (deg)    %1  %2  %3
</source>
        <translation>rpy (deg)    %1  %2  %3
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>distance     %1 m, angle %2 deg
</source>
        <translation>距离         %1 m，角度 %2 deg
</translation>
    </message>
</context>
<context>
    <name>kinedit::InertialDialog</name>
    <message>
        <location filename="../editor/InertialDialog.cpp" line="+29"/>
        <source>Compute Inertial from Geometry</source>
        <translation>根据几何体计算惯性参数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mass properties as the file&apos;s simulator computes them from its geometry (each shape&apos;s own density or mass):</source>
        <translation>按该文件的仿真器根据其几何体计算出的质量属性（使用每个形状自身的密度或质量）：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mass properties of the links&apos; collision shapes, solids of one density:</source>
        <translation>连杆碰撞形状的质量属性（视为同一密度的实体）：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> kg/m³</source>
        <translation> kg/m³</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Density:</source>
        <translation>密度(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep the written mass (scale the tensor to it)</source>
        <translation>保留已写入的质量（按其缩放张量）(&amp;K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use the &amp;convex hulls of open meshes</source>
        <translation>对开放网格使用凸包(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An open mesh bounds no solid: its volume, and so its mass, is not a solid&apos;s. Its convex hull is closed.</source>
        <translation>开放网格不围成实体：其体积以及质量都不是实体的。其凸包是封闭的。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Link</source>
        <translation>连杆</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mass (kg)</source>
        <translation>质量（kg）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Centre of mass (m)</source>
        <translation>质心（m）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inertia ixx ixy ixz iyy iyz izz (kg m²)</source>
        <translation>惯量 ixx ixy ixz iyy iyz izz（kg m²）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Write</source>
        <translation>写入(&amp;W)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>written</source>
        <translation>写入值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>computed</source>
        <translation>计算值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computed (convex hull)</source>
        <translation>计算值（凸包）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computed (open mesh: not a solid&apos;s)</source>
        <translation>计算值（开放网格：不是实体的）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>convex hull (closed)</source>
        <translation>凸包（封闭）</translation>
    </message>
</context>
<context>
    <name>kinedit::JointPanel</name>
    <message>
        <location filename="../editor/JointPanel.cpp" line="+60"/>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the file&apos;s configuration</source>
        <translation>恢复为文件中的构型</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>Degrees</source>
        <translation>度</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Radians</source>
        <translation>弧度</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Drag with IK:</source>
        <translation>用逆运动学拖动：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A frame to drag in the 3D view: the joints follow by inverse kinematics</source>
        <translation>在 3D 视图中拖动的坐标系：关节通过逆运动学跟随</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Poses saved for this file, and those the file names (MJCF keyframes)</source>
        <translation>为此文件保存的位姿，以及文件中命名的位姿（MJCF 关键帧）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the current joint values as a named pose</source>
        <translation>将当前关节值保存为命名位姿</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save Pose</source>
        <translation>保存位姿</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of the pose:</source>
        <translation>位姿名称：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the chosen pose</source>
        <translation>删除所选位姿</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1: %2 joint</source>
        <translation>%1：%2 关节</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>No saved poses</source>
        <translation>没有已保存的位姿</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Poses…</source>
        <translation>位姿…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (in the file)</source>
        <translation>%1（文件中）</translation>
    </message>
</context>
<context>
    <name>kinedit::MainWindow</name>
    <message>
        <location filename="../editor/MainWindowSelection.cpp" line="+88"/>
        <source>Link %1 of %2</source>
        <translation>%2 的连杆 %1</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Hide in 3D View</source>
        <translation>在 3D 视图中隐藏</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>See Through in 3D View</source>
        <translation>在 3D 视图中透视</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show Everything</source>
        <translation>全部显示</translation>
    </message>
    <message>
        <location filename="../editor/MainWindow.cpp" line="+151"/>
        <source>Elements</source>
        <translation>元素</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Ignore</source>
        <translation>忽略(&amp;I)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Source</source>
        <translation>源代码</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joints</source>
        <translation>关节</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Frame Transform</source>
        <translation>坐标系变换</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Open a robot file (HRDF, SDFormat, URDF, SKEL, TAMP) or start from a template (File ▸ New from Template)</source>
        <translation>打开一个机器人文件（HRDF、SDFormat、URDF、SKEL、TAMP），或从模板开始（文件 ▸ 从模板新建）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowFiles.cpp" line="+54"/>
        <source>&amp;New from Template</source>
        <translation>从模板新建(&amp;N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New %1</source>
        <translation>新建 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open robot file</source>
        <translation>打开机器人文件</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Robot files (%1)</source>
        <translation>机器人文件 (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export Validated…</source>
        <translation>验证后导出(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+99"/>
        <source>Export Validated</source>
        <translation>验证后导出</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Write a copy only if the document has no errors</source>
        <translation>仅当文档没有错误时才写入副本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export to Another &amp;Format…</source>
        <translation>导出为其他格式(&amp;F)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+114"/>
        <location line="+25"/>
        <location line="+20"/>
        <source>Export to Another Format</source>
        <translation>导出为其他格式</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>Write the robot as URDF, SDFormat, MJCF or a TriP script, checked against the document frame by frame</source>
        <translation>将机器人写为 URDF、SDFormat、MJCF 或 TriP 脚本，并逐个坐标系与文档核对</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy &amp;Meshes on Export</source>
        <translation>导出时复制网格(&amp;M)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy the robot&apos;s meshes into a meshes folder beside the exported file, rather than refer to them where they are</source>
        <translation>将机器人的网格复制到导出文件旁的 meshes 文件夹中，而不是在原位置引用它们</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;load from Disk</source>
        <translation>从磁盘重新加载(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Close Window</source>
        <translation>关闭窗口(&amp;C)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowCompare.cpp" line="+93"/>
        <source>Compare &amp;With</source>
        <translation>比较对象(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Other File…</source>
        <translation>其他文件(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+32"/>
        <source>Compare With</source>
        <translation>比较对象</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>&amp;Last Saved Version</source>
        <translation>上次保存的版本(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Git &amp;HEAD</source>
        <translation>Git HEAD(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file as git&apos;s last commit has it (files git tracks only)</source>
        <translation>文件在 git 最近一次提交中的内容（仅限 git 跟踪的文件）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close Comparison</source>
        <translation>关闭比较(&amp;C)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Differences</source>
        <translation>差异</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+6"/>
        <location filename="../editor/MainWindowFiles.cpp" line="+0"/>
        <location line="+31"/>
        <location line="+52"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last saved version</source>
        <translation>上次保存的版本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: git&apos;s HEAD: %2</source>
        <translation>%1：git 的 HEAD：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>git&apos;s HEAD</source>
        <translation>git 的 HEAD</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no robot format recognised it</source>
        <translation>没有任何机器人格式能识别它</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no kinematic model to compare with: %2</source>
        <translation>%1 没有可供比较的运动学模型：%2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The document has no kinematic model to compare yet</source>
        <translation>该文档尚无可供比较的运动学模型</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No differences from %1</source>
        <translation>与 %1 没有差异</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n difference(s) from %1</source>
        <translation>
            <numerusform>与 %1 有 %n 处差异</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/MainWindowFiles.cpp" line="-78"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <location line="+30"/>
        <source>The document has %n error(s); nothing was written.</source>
        <translation>
            <numerusform>文档中有 %n 个错误；未写入任何内容。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+25"/>
        <source>Fix the errors (see the Problems panel), or export anyway.</source>
        <translation>请修复错误（参见“问题”面板），或仍然导出。</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+25"/>
        <source>Export &amp;Anyway</source>
        <translation>仍然导出(&amp;A)</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+52"/>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 was not written.</source>
        <translation>未写出 %1。</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Exported %1 as %2: %n frame pose(s) checked against the document</source>
        <translation>
            <numerusform>已将 %1 导出为 %2：已对照文档检查 %n 个坐标系位姿</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n tendon length(s)</source>
        <translation>
            <numerusform>，%n 个肌腱长度</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n thing(s) the target cannot hold as the document does (see details).</source>
        <translation>
            <numerusform>%n 项内容无法像文档中那样保存在目标格式中（参见详细信息）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes on the export: see details.</source>
        <translation>导出说明：见详细信息。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 was changed by another program. Reload it? (Your edits stay in the undo history.)</source>
        <translation>%1 已被其他程序修改。是否重新加载？（您的编辑会保留在撤销历史中。）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was changed by another program. Reload it?</source>
        <translation>%1 已被其他程序修改。是否重新加载？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was deleted or moved by another program. Save to keep it.</source>
        <translation>%1 已被其他程序删除或移动。请保存以保留该文件。</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+5"/>
        <location line="+10"/>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Kinedit was closed with unsaved changes to %1 (autosaved %2). Recover them?</source>
        <translation>Kinedit 关闭时 %1 有未保存的更改（自动保存于 %2）。是否恢复？</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Kinedit has unsaved changes from a session that ended unexpectedly:

%1

Open these files with the changes?</source>
        <translation>Kinedit 发现上次意外结束的会话中有未保存的更改：

%1

打开这些文件并恢复更改吗？</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear List</source>
        <translation>清除列表</translation>
    </message>
    <message>
        <location line="-252"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../editor/MainWindow.cpp" line="+3"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Frame Axes</source>
        <translation>坐标系轴(&amp;F)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frame &amp;Names</source>
        <translation>坐标系名称(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Visual Geometry</source>
        <translation>视觉几何体(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Collision Geometry</source>
        <translation>碰撞几何体(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Joint Axes</source>
        <translation>关节轴(&amp;J)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Centres of &amp;Mass</source>
        <translation>质心(&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inertia Bo&amp;xes</source>
        <translation>惯量盒(&amp;X)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Assembly Checks</source>
        <translation>装配检查(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;ull Meshes</source>
        <translation>完整网格(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coarser Meshes &amp;While Moving</source>
        <translation>移动时使用更粗的网格(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Orthographic</source>
        <translation>正交投影(&amp;O)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Iso View</source>
        <translation>等轴测视图(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;ront View</source>
        <translation>前视图(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Top View</source>
        <translation>顶视图(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Side View</source>
        <translation>侧视图(&amp;S)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Robot</source>
        <translation>机器人(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration &amp;Mapping…</source>
        <translation>构型映射(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which joints a TAMP problem&apos;s configuration tags (torso, arms) drive</source>
        <translation>TAMP 问题的构型标签（躯干、手臂）驱动哪些关节</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute &amp;Inertial from Geometry…</source>
        <translation>根据几何体计算惯性参数(&amp;I)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected links&apos; mass, centre of mass and inertia from their collision shapes (every link&apos;s if none is selected)</source>
        <translation>根据碰撞形状计算所选连杆的质量、质心和惯量（未选择连杆时计算所有连杆）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Collision Matrix…</source>
        <translation>碰撞矩阵(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample random poses and class every pair of links by how often it collides, as MoveIt&apos;s Setup Assistant does</source>
        <translation>采样随机位姿，并按每对连杆发生碰撞的频率对其分类，与 MoveIt 的 Setup Assistant 的做法相同</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the Robot&apos;s &amp;URDF…</source>
        <translation>选择机器人的 URDF(&amp;U)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The URDF or xacro this SRDF is about, when it is not the one found beside it</source>
        <translation>此 SRDF 所描述的 URDF 或 xacro 文件（当它不是旁边找到的那个时）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Kinedit</source>
        <translation>关于 Kinedit(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Kinedit</source>
        <translation>关于 Kinedit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Kinedit %1&lt;/b&gt;&lt;p&gt;An editor and 3D visualizer for robot description files: URDF, xacro, SDFormat, MJCF (MuJoCo), HRDF, DART SKEL, TAMP problem files and MoveIt SRDF.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Kinedit %1&lt;/b&gt;&lt;p&gt;机器人描述文件的编辑器和 3D 可视化工具：支持 URDF、xacro、SDFormat、MJCF（MuJoCo）、HRDF、DART SKEL、TAMP 问题文件和 MoveIt SRDF。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+127"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="-125"/>
        <location line="+129"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Go to Macro De&amp;finition</source>
        <translation>转到宏定义(&amp;F)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pr&amp;eferences…</source>
        <translation>首选项(&amp;E)…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Select the &lt;xacro:macro&gt; the selected call calls (F2)</source>
        <translation>选中所选调用所调用的 &lt;xacro:macro&gt;（F2）</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowFiles.cpp" line="+3"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../editor/MainWindow.cpp" line="+34"/>
        <source>Cannot open file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowChecking.cpp" line="+114"/>
        <source>XML</source>
        <translation>XML</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1 · %2 · </source>
        <translation>%1 · %2 · </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n 个提示</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>visual and collision geometry</source>
        <translation>视觉和碰撞几何体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collision geometry</source>
        <translation>碰撞几何体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>visual geometry</source>
        <translation>视觉几何体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no geometry</source>
        <translation>无几何体</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>loading %n mesh file(s)…</source>
        <translation>
            <numerusform>正在加载 %n 个网格文件…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%L1 mesh triangles (%L2 selected)</source>
        <translation>%L1 个网格三角形（已选 %L2 个）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%L1 mesh triangles</source>
        <translation>%L1 个网格三角形</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>simplified on screen to %L1</source>
        <translation>屏幕上简化为 %L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>coarser while moving</source>
        <translation>移动时更粗</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The robot does not compile (%1): the 3D view shows it as it was before.</source>
        <translation>机器人无法编译（%1）：3D 视图显示的是之前的状态。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The document has %n error(s): the 3D view shows the robot as it was before them.</source>
        <translation>
            <numerusform>文档中有 %n 个错误：3D 视图显示的是出错之前的机器人。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing to draw: %1</source>
        <translation>没有可绘制的内容：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing to draw: the robot does not compile (%1).</source>
        <translation>没有可绘制的内容：机器人无法编译（%1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to go to the first error</source>
        <translation>点击转到第一个错误</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Edit source</source>
        <translation>编辑源代码</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowSelection.cpp" line="-38"/>
        <source>This problem is in %1, line %2: open that file to edit it</source>
        <translation>此问题位于 %1 第 %2 行：请打开该文件进行编辑</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Included File</source>
        <translation>打开包含的文件</translation>
    </message>
    <message>
        <location filename="../editor/MainWindow.cpp" line="+78"/>
        <source>No file</source>
        <translation>无文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1[*] — Kinedit</source>
        <translation>%1[*] — Kinedit</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowHelp.cpp" line="+16"/>
        <source>Format &amp;Specifications</source>
        <translation>格式规范(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HEBI Robot Description Format (HRDF)</source>
        <translation>HEBI 机器人描述格式（HRDF）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SDFormat</source>
        <translation>SDFormat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>URDF (ROS wiki)</source>
        <translation>URDF（ROS Wiki）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DART SKEL</source>
        <translation>DART SKEL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TAMP benchmark problem files</source>
        <translation>TAMP 基准问题文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>xacro (ROS wiki)</source>
        <translation>xacro（ROS Wiki）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MJCF (MuJoCo 2.2 XML reference)</source>
        <translation>MJCF（MuJoCo 2.2 XML 参考）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Diagnostic Codes</source>
        <translation>诊断代码(&amp;D)</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowGenerated.cpp" line="+24"/>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Expanded again with the arguments</source>
        <translation>已使用这些参数重新展开</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The selected element calls no macro</source>
        <translation>所选元素没有调用宏</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The macro is in %1, line %2</source>
        <translation>该宏位于 %1 第 %2 行</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowInertia.cpp" line="+39"/>
        <source>Compute Inertial from Geometry</source>
        <translation>根据几何体计算惯性参数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This document has no kinematic model to compute inertials for</source>
        <translation>此文档没有可用于计算惯性参数的运动学模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The links are in %1: open it to compute their inertials</source>
        <translation>连杆位于 %1 中：请打开该文件以计算其惯性参数</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No link has collision geometry to compute an inertial from</source>
        <translation>没有连杆具有可用于计算惯性参数的碰撞几何体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected link has no collision geometry to compute an inertial from</source>
        <translation>所选连杆没有可用于计算惯性参数的碰撞几何体</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Meshes not weighed: %1</source>
        <translation>未计算质量的网格：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Compute inertial from geometry</source>
        <translation>根据几何体计算惯性参数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fix: Balance the Inertia as MuJoCo&apos;s balanceinertia Does</source>
        <translation>修复：按 MuJoCo 的 balanceinertia 方式平衡惯量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Balance inertia</source>
        <translation>平衡惯量</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowCollisions.cpp" line="+34"/>
        <location line="+30"/>
        <source>Self-Collisions</source>
        <translation>自碰撞</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Self-collisions: %1</source>
        <translation>自碰撞：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tint the links that touch each other red and list the pairs, as the robot moves</source>
        <translation>在机器人运动时，将相互接触的连杆染成红色并列出这些连杆对</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Off: View ▸ Self-Collisions checks the pose as the robot moves</source>
        <translation>关闭：视图 ▸ 自碰撞 会在机器人运动时检查位姿</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No robot to check</source>
        <translation>没有可检查的机器人</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>This document has no kinematic model to sample</source>
        <translation>该文档没有可供采样的运动学模型</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open the robot&apos;s SRDF to write the matrix into it (kinedit-cli collisions --srdf writes a new one)</source>
        <translation>打开机器人的 SRDF 以将矩阵写入其中（kinedit-cli collisions --srdf 会写入新文件）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The document holds no collision pairs to write</source>
        <translation>该文档无法容纳要写入的碰撞对</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply collision matrix</source>
        <translation>应用碰撞矩阵</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n pair(s) disabled in the SRDF</source>
        <translation>
            <numerusform>已在 SRDF 中禁用 %n 个连杆对</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/MainWindowCompanion.cpp" line="+46"/>
        <source>Choose the Robot&apos;s URDF</source>
        <translation>选择机器人的 URDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>URDF and xacro (*.urdf *.xacro);;All files (*)</source>
        <translation>URDF 和 xacro (*.urdf *.xacro);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>kinedit::MeshCache</name>
    <message>
        <location filename="../render/MeshCache.cpp" line="+181"/>
        <source>the mesh could not be loaded</source>
        <translation>无法加载该网格</translation>
    </message>
</context>
<context>
    <name>kinedit::PathField</name>
    <message>
        <location filename="../editor/ValueEditors.cpp" line="+104"/>
        <source>Choose a file (written relative to this document)</source>
        <translation>选择文件（以相对于本文档的路径写入）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose a file</source>
        <translation>选择文件</translation>
    </message>
</context>
<context>
    <name>kinedit::PreferencesDialog</name>
    <message>
        <location filename="../editor/PreferencesDialog.cpp" line="+20"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language takes effect when Kinedit starts again.</source>
        <translation>新语言将在 Kinedit 重新启动后生效。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show joint angles in degrees</source>
        <translation>以度为单位显示关节角度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joints:</source>
        <translation>关节：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unsaved changes are copied this often, and offered back after a crash</source>
        <translation>按此间隔复制未保存的更改，并在崩溃后提供恢复</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Autosave every:</source>
        <translation>自动保存间隔(&amp;A)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic (off under software OpenGL)</source>
        <translation>自动（软件 OpenGL 下关闭）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On (4× multisampling)</source>
        <translation>开（4 倍多重采样）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Smooth edges in the 3D view. Software OpenGL pays for them in every frame and at every start; a graphics card hardly does.</source>
        <translation>3D 视图中的平滑边缘。软件 OpenGL 在每一帧和每次启动时都要为此付出代价；显卡几乎不受影响。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3D &amp;view antialiasing:</source>
        <translation>3D 视图抗锯齿(&amp;V)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Applies to windows opened from now on.</source>
        <translation>对此后打开的窗口生效。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This window draws with %1 (software OpenGL).</source>
        <translation>此窗口使用 %1 绘制（软件 OpenGL）。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This window draws with %1.</source>
        <translation>此窗口使用 %1 绘制。</translation>
    </message>
</context>
<context>
    <name>kinedit::ProblemsPanel</name>
    <message>
        <location filename="../editor/ProblemsPanel.cpp" line="+13"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Element</source>
        <translation>元素</translation>
    </message>
</context>
<context>
    <name>kinedit::RobotScene</name>
    <message>
        <location filename="../render/RobotScene.cpp" line="+289"/>
        <source>%1; the material is drawn without it</source>
        <translation>%1；材质将不带纹理绘制</translation>
    </message>
</context>
<context>
    <name>kinedit::SelfCollisionPanel</name>
    <message>
        <location filename="../editor/SelfCollisionPanel.cpp" line="+23"/>
        <source>Collision geometry</source>
        <translation>碰撞几何体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Visual geometry</source>
        <translation>视觉几何体</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;adjacent pairs</source>
        <translation>显示相邻的连杆对(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List parent and child links too (and links joined through a link without shapes), which always touch</source>
        <translation>同时列出父连杆和子连杆（以及通过无形状连杆相连的连杆），它们总是相互接触</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Link</source>
        <translation>连杆</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(adjacent)</source>
        <translation>（相邻）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No two links touch</source>
        <translation>没有任何两个连杆相互接触</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location line="+3"/>
        <source>%n pair(s) of links touch</source>
        <translation>
            <numerusform>%n 对连杆相互接触</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-2"/>
        <source>, %n of them adjacent</source>
        <translation>
            <numerusform>，其中 %n 对相邻</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n more the SRDF disables, not listed</source>
        <translation>
            <numerusform>另有 %n 对被 SRDF 禁用，未列出</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kinedit::ShortcutsDialog</name>
    <message>
        <location filename="../editor/HelpDialogs.cpp" line="-44"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>3D view: orbit</source>
        <translation>3D 视图：环绕旋转</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left drag</source>
        <translation>左键拖动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3D view: pan</source>
        <translation>3D 视图：平移</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right or middle drag, Shift+left drag</source>
        <translation>右键或中键拖动，Shift+左键拖动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3D view: zoom</source>
        <translation>3D 视图：缩放</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mouse wheel</source>
        <translation>鼠标滚轮</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3D view: select a part</source>
        <translation>3D 视图：选择部件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left click</source>
        <translation>左键单击</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3D view: clear the selection</source>
        <translation>3D 视图：清除选择</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left click on empty space</source>
        <translation>左键单击空白处</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attributes: apply a value</source>
        <translation>属性：应用值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter or Tab</source>
        <translation>Enter 或 Tab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attributes: revert a value</source>
        <translation>属性：还原值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>kinedit::TextureAtlas</name>
    <message>
        <location filename="../render/TextureAtlas.cpp" line="+32"/>
        <source>more than %1 textures in one view: drawn without this one</source>
        <translation>一个视图中的纹理超过 %1 个：此纹理不予绘制</translation>
    </message>
</context>
<context>
    <name>kinedit::XmlTreeModel</name>
    <message>
        <location filename="../editor/XmlTreeModel.cpp" line="+127"/>
        <source>Element</source>
        <translation>元素</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+59"/>
        <source>Editor and 3D visualizer for robot description files</source>
        <translation>机器人描述文件的编辑器和 3D 可视化工具</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save a screenshot of the window to OUT and exit.</source>
        <translation>将窗口截图保存到 OUT 并退出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select the element at PATH (e.g. /robot/link[2]) first.</source>
        <translation>先选中位于 PATH 的元素（例如 /robot/link[2]）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print the milliseconds from start to the 3D view&apos;s first frame with the file&apos;s robot and to the first with its meshes, and exit (a benchmark).</source>
        <translation>输出从启动到 3D 视图中第一帧显示文件中的机器人、以及到第一帧显示其网格所用的毫秒数，然后退出（基准测试）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Robot files to open.</source>
        <translation>要打开的机器人文件。</translation>
    </message>
</context>
</TS>
