<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <location filename="../model/formats/hrdf/HrdfReader.cpp" line="+54"/>
        <source>%1 needs HRDF %2; the file declares %3</source>
        <translation>%1 erfordert HRDF %2; die Datei deklariert %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; leads out of the file&apos;s folder, to %2</source>
        <translation>„%1“ führt aus dem Ordner der Datei heraus, zu %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the robot and its includes come to more than %1 elements; the rest is not read</source>
        <translation>Der Roboter und seine Includes ergeben mehr als %1 Elemente; der Rest wird nicht gelesen</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>%1 needs HRDF %2; the file has no version attribute, so it is read as 1.0.0</source>
        <translation>%1 erfordert HRDF %2; die Datei hat kein version-Attribut und wird daher als 1.0.0 gelesen</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>unknown HRDF version &apos;%1&apos;: a version is written as one of %2; read as 1.6.0</source>
        <translation>unbekannte HRDF-Version &apos;%1&apos;: eine Version wird als eine von %2 geschrieben; gelesen als 1.6.0</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the root element is &lt;%1&gt;; HRDF element names are case-sensitive: &lt;robot&gt;</source>
        <translation>das Wurzelelement ist &lt;%1&gt;; HRDF-Elementnamen unterscheiden Groß- und Kleinschreibung: &lt;robot&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an HRDF file&apos;s root element must be &lt;robot&gt;, not &lt;%1&gt;</source>
        <translation>das Wurzelelement einer HRDF-Datei muss &lt;robot&gt; sein, nicht &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>text &apos;%1&apos; inside &lt;%2&gt; is not an element; it is kept and ignored</source>
        <translation>der Text &apos;%1&apos; in &lt;%2&gt; ist kein Element; er wird beibehalten und ignoriert</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&lt;%1&gt; follows an end effector; nothing can be attached after one</source>
        <translation>&lt;%1&gt; folgt auf einen Endeffektor; danach kann nichts mehr angehängt werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;%1&gt; attaches to the first output of the element before it, whose &lt;output&gt;s already hold chains; put it inside the &lt;output&gt; it belongs to</source>
        <translation>&lt;%1&gt; wird an den ersten Ausgang des vorhergehenden Elements angehängt, dessen &lt;output&gt;s bereits Ketten enthalten; setzen Sie es in das &lt;output&gt;, zu dem es gehört</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&lt;output&gt; belongs inside a &lt;bracket&gt; or &lt;rigid-body&gt;, not inside &lt;%1&gt;</source>
        <translation>&lt;output&gt; gehört in ein &lt;bracket&gt; oder &lt;rigid-body&gt;, nicht in &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown element &lt;%1&gt;; element names are case-sensitive: &lt;%2&gt;</source>
        <translation>unbekanntes Element &lt;%1&gt;; Elementnamen unterscheiden Groß- und Kleinschreibung: &lt;%2&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown element &lt;%1&gt; in &lt;%2&gt;</source>
        <translation>unbekanntes Element &lt;%1&gt; in &lt;%2&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;include&gt;</source>
        <translation>&lt;include&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;include&gt; has no content; &lt;%1&gt; is ignored</source>
        <translation>&lt;include&gt; hat keinen Inhalt; &lt;%1&gt; wird ignoriert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>includes are resolved relative to the file; save the file first</source>
        <translation>Includes werden relativ zur Datei aufgelöst; speichern Sie die Datei zuerst</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>included file &apos;%1&apos; not found (looked for %2)</source>
        <translation>eingebundene Datei &apos;%1&apos; nicht gefunden (gesucht: %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>included file &apos;%1&apos; not found; &apos;%2&apos; differs only in case (names are case-sensitive)</source>
        <translation>eingebundene Datei &apos;%1&apos; nicht gefunden; &apos;%2&apos; unterscheidet sich nur in der Groß-/Kleinschreibung (Namen unterscheiden Groß- und Kleinschreibung)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>include cycle: %1</source>
        <translation>Include-Zyklus: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>included file &apos;%1&apos; cannot be read</source>
        <translation>eingebundene Datei &apos;%1&apos; kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>included file &apos;%1&apos; is not an HRDF file (its root is &lt;%2&gt;)</source>
        <translation>eingebundene Datei &apos;%1&apos; ist keine HRDF-Datei (ihr Wurzelelement ist &lt;%2&gt;)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>included file &apos;%1&apos; is HRDF %2 but this file is %3; the spec requires the same version (HEBI&apos;s tools accept it)</source>
        <translation>eingebundene Datei &apos;%1&apos; ist HRDF %2, diese Datei aber %3; die Spezifikation verlangt dieselbe Version (die Werkzeuge von HEBI akzeptieren es)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;%1&gt;</source>
        <translation>&lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown element &lt;%1&gt;; element names are case-sensitive: &lt;output&gt;</source>
        <translation>unbekanntes Element &lt;%1&gt;; Elementnamen unterscheiden Groß- und Kleinschreibung: &lt;output&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;%1&gt; cannot contain &lt;%2&gt;; put it inside an &lt;output&gt;</source>
        <translation>&lt;%1&gt; kann kein &lt;%2&gt; enthalten; setzen Sie es in ein &lt;output&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;%1&gt; cannot contain elements</source>
        <translation>&lt;%1&gt; kann keine Elemente enthalten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;%1&gt; has a single built-in output; &lt;output&gt; is only for brackets and rigid bodies</source>
        <translation>&lt;%1&gt; hat einen einzigen eingebauten Ausgang; &lt;output&gt; gibt es nur für Halterungen und Starrkörper</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;output&gt;</source>
        <translation>&lt;output&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>mesh_path is empty: no mesh is shown</source>
        <translation>mesh_path ist leer: es wird kein Mesh angezeigt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a web URL mesh_path was added in HRDF %1; the file declares %2 (the mesh is for display only and is not downloaded)</source>
        <translation>ein mesh_path als Web-URL wurde in HRDF %1 eingeführt; die Datei deklariert %2 (das Mesh dient nur zur Anzeige und wird nicht heruntergeladen)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>mesh &apos;%1&apos; not found; the element is drawn without it</source>
        <translation>Mesh &apos;%1&apos; nicht gefunden; das Element wird ohne es gezeichnet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;%1&gt; has no attribute &apos;%2&apos;</source>
        <translation>&lt;%1&gt; hat kein Attribut &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attribute &apos;%1&apos;</source>
        <translation>Attribut &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;%1&apos; is not a valid %2 (one of: %3)</source>
        <translation>&apos;%1&apos; ist kein gültiger Wert für %2 (einer von: %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; matches &apos;%2&apos; only without regard to case; write &apos;%2&apos;</source>
        <translation>&apos;%1&apos; stimmt mit &apos;%2&apos; nur ohne Berücksichtigung der Groß-/Kleinschreibung überein; schreiben Sie &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 &apos;%2&apos;</source>
        <translation>%1 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a formula</source>
        <translation>eine Formel</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>gear_ratio must not be 0</source>
        <translation>gear_ratio darf nicht 0 sein</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>an Rx/Ry/Rz rotation</source>
        <translation>eine Rx/Ry/Rz-Rotation</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&apos;%1&apos; is an absolute path; HRDF paths are relative to the file</source>
        <translation>&apos;%1&apos; ist ein absoluter Pfad; HRDF-Pfade sind relativ zur Datei</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../model/formats/sdf/SdfSchema.cpp" line="+131"/>
        <location filename="../model/formats/srdf/SrdfSchema.cpp" line="+116"/>
        <source>&lt;%1&gt; needs the attribute &apos;%2&apos;</source>
        <translation>&lt;%1&gt; benötigt das Attribut &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/hrdf/HrdfRules.cpp" line="+78"/>
        <source>%1 (input %2) cannot attach to %3 (output %4): interfaces must have the same type and opposite polarity</source>
        <translation>%1 (Eingang %2) kann nicht an %3 (Ausgang %4) angehängt werden: Schnittstellen müssen denselben Typ und entgegengesetzte Polarität haben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (input %2) cannot attach here (output %3)</source>
        <translation>%1 (Eingang %2) kann hier nicht angehängt werden (Ausgang %3)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>mass and mass_offset exclude each other: mass overrides, mass_offset adds</source>
        <translation>mass und mass_offset schließen einander aus: mass ersetzt, mass_offset addiert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>com_trans and com_trans_offset exclude each other</source>
        <translation>com_trans und com_trans_offset schließen einander aus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 needs a mesh_path</source>
        <translation>%1 benötigt einen mesh_path</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tag &apos;%1&apos; looks like a generated frame name (element#k, name/out0); choose another</source>
        <translation>das Tag &apos;%1&apos; sieht wie ein generierter Frame-Name aus (element#k, name/out0); wählen Sie einen anderen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>tag &apos;%1&apos; is already used (%2:%3); tags are unique in the whole robot</source>
        <translation>das Tag &apos;%1&apos; wird bereits verwendet (%2:%3); Tags sind im ganzen Roboter eindeutig</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a %1 link has no %2 output (the spec allows %3)</source>
        <translation>ein Link vom Typ %1 hat keinen Ausgang %2 (die Spezifikation erlaubt %3)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has one output; this is output %2</source>
        <translation>%1 hat einen Ausgang; dies ist Ausgang %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a bracket&apos;s outputs are built in; &apos;%1&apos; is only for rigid bodies</source>
        <translation>die Ausgänge einer Halterung sind eingebaut; &apos;%1&apos; gibt es nur für Starrkörper</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>tag &apos;%1&apos; (%2:%3) is used twice: this &lt;include&gt; reads %2 again, after the &lt;include&gt; at line %4; tags are unique in the whole robot</source>
        <translation>das Tag &apos;%1&apos; (%2:%3) wird zweimal verwendet: dieses &lt;include&gt; liest %2 erneut, nach dem &lt;include&gt; in Zeile %4; Tags sind im ganzen Roboter eindeutig</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>tag &apos;%1&apos; (%2:%3) is used twice: this &lt;include&gt; reads %2 again; tags are unique in the whole robot</source>
        <translation>das Tag &apos;%1&apos; (%2:%3) wird zweimal verwendet: dieses &lt;include&gt; liest %2 erneut; Tags sind im ganzen Roboter eindeutig</translation>
    </message>
    <message>
        <location filename="../model/formats/hrdf/HrdfSchema.cpp" line="+40"/>
        <source>Inertia tensor entry about the centre of mass, in the COM frame</source>
        <translation>Eintrag des Trägheitstensors bezüglich des Schwerpunkts, im Schwerpunkt-Frame</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Overrides the library mass</source>
        <translation>Ersetzt die Masse aus der Bibliothek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added to the library mass</source>
        <translation>Wird zur Masse aus der Bibliothek addiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+77"/>
        <source>Orientation of the centre-of-mass frame</source>
        <translation>Orientierung des Schwerpunkt-Frames</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Overrides the library centre of mass</source>
        <translation>Ersetzt den Schwerpunkt aus der Bibliothek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added to the library centre of mass</source>
        <translation>Wird zum Schwerpunkt aus der Bibliothek addiert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A unique name for this element (retrieval by name)</source>
        <translation>Ein eindeutiger Name für dieses Element (Abruf über den Namen)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The robot: a chain (or tree) of robot elements</source>
        <translation>Der Roboter: eine Kette (oder ein Baum) aus Roboterelementen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HRDF version of this file (required from 1.1.0)</source>
        <translation>HRDF-Version dieser Datei (ab 1.1.0 erforderlich)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rotation of the base frame</source>
        <translation>Rotation des Basis-Frames</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Translation of the base frame</source>
        <translation>Translation des Basis-Frames</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human-readable description of the robot</source>
        <translation>Menschenlesbare Beschreibung des Roboters</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actuator model</source>
        <translation>Aktormodell</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An actuator: mass, one output, one degree of freedom</source>
        <translation>Ein Aktor: Masse, ein Ausgang, ein Freiheitsgrad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link style</source>
        <translation>Link-Bauform</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Axis-to-axis distance from input to output</source>
        <translation>Achsabstand vom Eingang zum Ausgang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotation of the output about the tube</source>
        <translation>Drehung des Ausgangs um das Rohr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input interface style</source>
        <translation>Bauform der Eingangsschnittstelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output interface style</source>
        <translation>Bauform der Ausgangsschnittstelle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A parameterised tube between two actuators</source>
        <translation>Ein parametrisiertes Rohr zwischen zwei Aktoren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bracket model</source>
        <translation>Halterungsmodell</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A bracket connecting modules</source>
        <translation>Eine Halterung, die Module verbindet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mass of the body</source>
        <translation>Masse des Körpers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position of the centre of mass</source>
        <translation>Position des Schwerpunkts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default orientation of the outputs</source>
        <translation>Standardorientierung der Ausgänge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default position of the outputs</source>
        <translation>Standardposition der Ausgänge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesh file (relative path) or web URL, for display</source>
        <translation>Mesh-Datei (relativer Pfad) oder Web-URL, zur Anzeige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotation of the mesh</source>
        <translation>Rotation des Meshs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Translation of the mesh</source>
        <translation>Translation des Meshs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A body with mass and one or more outputs</source>
        <translation>Ein Körper mit Masse und einem oder mehreren Ausgängen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A massless degree of freedom</source>
        <translation>Ein masseloser Freiheitsgrad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotation or translation axis</source>
        <translation>Rotations- oder Translationsachse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The output moves at 1/gear_ratio of the joint value</source>
        <translation>Der Ausgang bewegt sich mit 1/gear_ratio des Gelenkwerts</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>End-effector model</source>
        <translation>Endeffektormodell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orientation of the end-effector frame</source>
        <translation>Orientierung des Endeffektor-Frames</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position of the end-effector frame</source>
        <translation>Position des Endeffektor-Frames</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The end of a chain: the end-effector frame</source>
        <translation>Das Ende einer Kette: der Endeffektor-Frame</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One output of a bracket or rigid body, and what is attached to it</source>
        <translation>Ein Ausgang einer Halterung oder eines Starrkörpers und was daran angehängt ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orientation of this output (rigid bodies only)</source>
        <translation>Orientierung dieses Ausgangs (nur Starrkörper)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position of this output (rigid bodies only)</source>
        <translation>Position dieses Ausgangs (nur Starrkörper)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The robot elements of another HRDF file, in place</source>
        <translation>Die Roboterelemente einer anderen HRDF-Datei, an dieser Stelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path of the HRDF file, relative to this file</source>
        <translation>Pfad der HRDF-Datei, relativ zu dieser Datei</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+72"/>
        <source>a URDF file&apos;s root must be &lt;robot name=&quot;...&quot;&gt;; this &lt;robot&gt; has no name</source>
        <translation>das Wurzelelement einer URDF-Datei muss &lt;robot name=&quot;...&quot;&gt; sein; dieses &lt;robot&gt; hat keinen Namen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a URDF file&apos;s root must be &lt;robot name=&quot;...&quot;&gt;, not &lt;%1&gt;%2</source>
        <translation>das Wurzelelement einer URDF-Datei muss &lt;robot name=&quot;...&quot;&gt; sein, nicht &lt;%1&gt;%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (a &lt;world&gt; of robots and entities: URDF readers do not read it)</source>
        <translation> (eine &lt;world&gt; aus Robotern und Objekten: URDF-Leser lesen sie nicht)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>&apos;%2&apos; is not a URDF attribute of &lt;%1&gt;; URDF readers ignore it</source>
        <translation>&apos;%2&apos; ist kein URDF-Attribut von &lt;%1&gt;; URDF-Leser ignorieren es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%2&apos; is not a URDF attribute of &lt;%1&gt;; URDF readers ignore it (did you mean &apos;%3&apos;?)</source>
        <translation>&apos;%2&apos; ist kein URDF-Attribut von &lt;%1&gt;; URDF-Leser ignorieren es (meinten Sie &apos;%3&apos;?)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;%1&gt; is not part of URDF inside &lt;%2&gt;; it is kept, and URDF readers ignore it</source>
        <translation>&lt;%1&gt; gehört innerhalb von &lt;%2&gt; nicht zu URDF; es wird beibehalten, und URDF-Leser ignorieren es</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the robot has no &lt;link&gt;</source>
        <translation>der Roboter hat kein &lt;link&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;link&gt; needs a name</source>
        <translation>&lt;link&gt; benötigt einen Namen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a link named &apos;%1&apos; already exists</source>
        <translation>ein Link namens &apos;%1&apos; existiert bereits</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>joint &apos;%1&apos;: &lt;limit&gt; needs %2 (URDF readers refuse a limit without effort and velocity)</source>
        <translation>Gelenk &apos;%1&apos;: &lt;limit&gt; braucht %2 (URDF-Leser lehnen ein Limit ohne effort und velocity ab)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>link &apos;%1&apos; already has a parent joint (&apos;%2&apos;): joint &apos;%3&apos; closes a loop, solved as a closed chain</source>
        <translation>Link &apos;%1&apos; hat bereits ein Elterngelenk (&apos;%2&apos;): Gelenk &apos;%3&apos; schließt eine Schleife und wird als geschlossene Kette gelöst</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>joint &apos;%1&apos; mimics &apos;%2&apos;, which does not exist: it moves on its own</source>
        <translation>Gelenk &apos;%1&apos; folgt &apos;%2&apos;, das es nicht gibt: es bewegt sich eigenständig</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>joint &apos;%1&apos; is in a cycle of mimic joints: %2; none of them has a value of its own</source>
        <translation>Gelenk &apos;%1&apos; liegt in einem Zyklus von Mimic-Gelenken: %2; keines davon hat einen eigenen Wert</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>link &apos;%1&apos; is in a cycle of joints: %2</source>
        <translation>Link &apos;%1&apos; liegt in einem Zyklus von Gelenken: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>link &apos;%1&apos; hangs below the cycle of joints %2, not from a root</source>
        <translation>Link &apos;%1&apos; hängt unter dem Zyklus von Gelenken %2, nicht an einer Wurzel</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/formats/skel/SkelReader.cpp" line="+59"/>
        <source>&lt;%1&gt; must hold %n number(s)</source>
        <translation>
            <numerusform>&lt;%1&gt; muss %n Zahl enthalten</numerusform>
            <numerusform>&lt;%1&gt; muss %n Zahlen enthalten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;%1&gt; must hold numbers</source>
        <translation>&lt;%1&gt; muss Zahlen enthalten</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>DART reads a cylinder&apos;s &lt;height&gt;, not &lt;length&gt; (the spec text is wrong here); the height defaults to 1</source>
        <translation>DART liest bei einem Zylinder &lt;height&gt;, nicht &lt;length&gt; (der Spezifikationstext ist hier falsch); die Höhe ist standardmäßig 1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>soft body &apos;%1&apos; is shown as a rigid body</source>
        <translation>Weichkörper &apos;%1&apos; wird als Starrkörper dargestellt</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&lt;damping&gt; belongs inside &lt;dynamics&gt;; DART reads it here too</source>
        <translation>&lt;damping&gt; gehört in &lt;dynamics&gt;; DART liest es auch hier</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>axis_order must be three of x, y, z (e.g. xyz, zyx)</source>
        <translation>axis_order muss aus drei von x, y, z bestehen (z. B. xyz, zyx)</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>a %1 joint has %n variable(s); init_pos gives %2</source>
        <translation>
            <numerusform>ein %1-Gelenk hat %n Variable; init_pos gibt %2 an</numerusform>
            <numerusform>ein %1-Gelenk hat %n Variablen; init_pos gibt %2 an</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a %1 joint has no variables, so it has no &lt;dof&gt;</source>
        <translation>ein %1-Gelenk hat keine Variablen und daher kein &lt;dof&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;dof&gt; needs local_index: the %1 joint has %2 variables (0 to %3)</source>
        <translation>&lt;dof&gt; benötigt local_index: das %1-Gelenk hat %2 Variablen (0 bis %3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>local_index must be one of the %1 joint&apos;s %2 variables (0 to %3); got &apos;%4&apos;</source>
        <translation>local_index muss eine der %2 Variablen des %1-Gelenks sein (0 bis %3); erhalten: &apos;%4&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>local_index must be a variable&apos;s index (0, 1, ...); got &apos;%1&apos;</source>
        <translation>local_index muss der Index einer Variablen sein (0, 1, ...); erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; must be a number; got &apos;%2&apos;</source>
        <translation>&apos;%1&apos; muss eine Zahl sein; erhalten: &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the initial position %1 of variable %2 lies outside the joint&apos;s limits [%3, %4]; the skeleton is posed there, as DART poses it</source>
        <translation>die Anfangsposition %1 der Variablen %2 liegt außerhalb der Gelenkgrenzen [%3, %4]; das Skelett wird dort positioniert, so wie DART es tut</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&lt;body&gt; needs a name</source>
        <translation>&lt;body&gt; benötigt einen Namen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>skeleton &apos;%1&apos; has two bodies named &apos;%2&apos;</source>
        <translation>Skelett &apos;%1&apos; hat zwei Körper namens &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="-100"/>
        <source>&lt;joint&gt; needs a name</source>
        <translation>&lt;joint&gt; benötigt einen Namen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skeleton &apos;%1&apos; has two joints named &apos;%2&apos;</source>
        <translation>Skelett &apos;%1&apos; hat zwei Gelenke namens &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>DART 6.12 does not read translational2d joints (joint &apos;%1&apos;): it discards the joint and its reading of the file fails; later DART reads them. DART 6.12&apos;s joint types: %2</source>
        <translation>DART 6.12 liest keine translational2d-Gelenke (Gelenk &apos;%1&apos;): es verwirft das Gelenk, und das Lesen der Datei schlägt dann fehl; spätere DART-Versionen lesen sie. Gelenktypen von DART 6.12: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+4"/>
        <source>no body of skeleton &apos;%1&apos; is named &apos;%2&apos;</source>
        <translation>kein Körper von Skelett &apos;%1&apos; heißt &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>body &apos;%1&apos; is already the child of joint &apos;%2&apos;</source>
        <translation>Körper &apos;%1&apos; ist bereits das Kind von Gelenk &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>body &apos;%1&apos; is in a cycle of joints: %2</source>
        <translation>Körper &apos;%1&apos; liegt in einem Zyklus von Gelenken: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>body &apos;%1&apos; hangs below the cycle of joints %2, not from the world</source>
        <translation>Körper &apos;%1&apos; hängt unter dem Zyklus von Gelenken %2, nicht an der Welt</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;skel&gt; needs a &lt;world&gt;</source>
        <translation>&lt;skel&gt; benötigt ein &lt;world&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a SKEL file&apos;s root element is &lt;skel&gt;, not &lt;%1&gt;</source>
        <translation>das Wurzelelement einer SKEL-Datei ist &lt;skel&gt;, nicht &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;skeleton&gt; needs a name</source>
        <translation>&lt;skeleton&gt; benötigt einen Namen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>another skeleton is named &apos;%1&apos;; this one is &apos;%2&apos; (as DART names it)</source>
        <translation>ein anderes Skelett heißt &apos;%1&apos;; dieses heißt &apos;%2&apos; (so benennt DART es)</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+2"/>
        <source>a joint named &apos;%1&apos; already exists</source>
        <translation>ein Gelenk namens &apos;%1&apos; existiert bereits</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfRules.cpp" line="+50"/>
        <source>&lt;%1&gt; needs a name</source>
        <translation>&lt;%1&gt; benötigt einen Namen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is reserved; it cannot name a %2</source>
        <translation>&apos;%1&apos; ist reserviert; ein %2 kann nicht so heißen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+60"/>
        <source>&apos;::&apos; separates scopes; it cannot be part of a name (SDFormat 1.8)</source>
        <translation>&apos;::&apos; trennt Gültigkeitsbereiche; es darf nicht Teil eines Namens sein (SDFormat 1.8)</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+29"/>
        <source>a sibling &lt;%1&gt; (line %2) is already named &apos;%3&apos;</source>
        <translation>ein Geschwisterelement &lt;%1&gt; (Zeile %2) heißt bereits &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;include&gt;&lt;name&gt; cannot be empty</source>
        <translation>&lt;include&gt;&lt;name&gt; darf nicht leer sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is reserved; it cannot name a model</source>
        <translation>&apos;%1&apos; ist reserviert; es kann kein Modell benennen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>model &apos;%1&apos; already has an element named &apos;%2&apos;</source>
        <translation>Modell &apos;%1&apos; hat bereits ein Element namens &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="-87"/>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+3"/>
        <source>joint &apos;%1&apos; needs a type</source>
        <translation>Gelenk &apos;%1&apos; benötigt einen Typ</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="+7"/>
        <source>unknown joint type &apos;%1&apos; (%2)</source>
        <translation>unbekannter Gelenktyp &apos;%1&apos; (%2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>link &apos;%1&apos;: mass must not be negative, got %2</source>
        <translation>Link &apos;%1&apos;: Masse darf nicht negativ sein, erhalten: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>link &apos;%1&apos;: no body has this inertia (principal moment %2 is negative)</source>
        <translation>Link &apos;%1&apos;: kein Körper kann diese Trägheit haben (Hauptträgheitsmoment %2 ist negativ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>link &apos;%1&apos;: no body has this inertia (principal moment %2 exceeds the sum of the others, %3 + %4, by %5)</source>
        <translation>Link &apos;%1&apos;: kein Körper kann diese Trägheit haben (Hauptträgheitsmoment %2 übersteigt die Summe der anderen, %3 + %4, um %5)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a material &lt;script&gt; needs a non-empty &lt;%1&gt;</source>
        <translation>ein Material-&lt;script&gt; benötigt ein nicht leeres &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a %1 shader needs a &lt;normal_map&gt;</source>
        <translation>ein %1-Shader benötigt ein &lt;normal_map&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a joint axis cannot be zero</source>
        <translation>eine Gelenkachse darf nicht null sein</translation>
    </message>
    <message>
        <location line="+17"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="-207"/>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+70"/>
        <source>mesh &apos;%1&apos; not found: %2</source>
        <translation>Mesh &apos;%1&apos; nicht gefunden: %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source> (&lt;gazebo version=&quot;%1&quot;&gt; is the root of SDFormat 1.0 and Gazebo&apos;s old world files; libsdformat reads neither)</source>
        <translation> (&lt;gazebo version=&quot;%1&quot;&gt; ist das Wurzelelement von SDFormat 1.0 und von Gazebos alten Weltdateien; libsdformat liest keines von beiden)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (this looks like one of the SDFormat specification&apos;s description files, not a robot or world)</source>
        <translation> (dies sieht aus wie eine der Beschreibungsdateien der SDFormat-Spezifikation, nicht wie ein Roboter oder eine Welt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an SDFormat file&apos;s root is &lt;sdf version=&quot;...&quot;&gt;, not &lt;%1&gt;</source>
        <translation>das Wurzelelement einer SDFormat-Datei ist &lt;sdf version=&quot;...&quot;&gt;, nicht &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;sdf&gt; needs a version (1.4 to 1.9)</source>
        <translation>&lt;sdf&gt; benötigt eine Version (1.4 bis 1.9)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SDFormat version &apos;%1&apos; is not one Kinedit reads (1.0 to 1.12)</source>
        <translation>SDFormat-Version &apos;%1&apos; kann Kinedit nicht lesen (1.0 bis 1.12)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a file holds one top-level &lt;model&gt;, &lt;light&gt; or &lt;actor&gt;; this &lt;%1&gt; is ignored</source>
        <translation>eine Datei enthält ein einziges &lt;model&gt;, &lt;light&gt; oder &lt;actor&gt; auf oberster Ebene; dieses &lt;%1&gt; wird ignoriert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a world named &apos;%1&apos; already exists</source>
        <translation>eine Welt namens &apos;%1&apos; existiert bereits</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;sdf&gt; holds no &lt;model&gt;, &lt;world&gt;, &lt;light&gt; or &lt;actor&gt;</source>
        <translation>&lt;sdf&gt; enthält kein &lt;model&gt;, &lt;world&gt;, &lt;light&gt; oder &lt;actor&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a file holds a model or worlds, not both</source>
        <translation>eine Datei enthält ein Modell oder Welten, nicht beides</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the top-level model&apos;s pose cannot be relative to another frame: nothing is outside it</source>
        <translation>die Pose des obersten Modells kann nicht relativ zu einem anderen Frame sein: außerhalb davon gibt es nichts</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="-67"/>
        <source>unknown joint type &apos;%1&apos; (revolute, continuous, prismatic, fixed, floating or planar)</source>
        <translation>unbekannter Gelenktyp &apos;%1&apos; (revolute, continuous, prismatic, fixed, floating oder planar)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>joint &apos;%1&apos; needs &lt;%2 link=&quot;...&quot;/&gt;</source>
        <translation>Gelenk &apos;%1&apos; benötigt &lt;%2 link=&quot;...&quot;/&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no link is named &apos;%1&apos;</source>
        <translation>kein Link heißt &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1 joint needs &lt;limit&gt; (lower, upper, effort, velocity)</source>
        <translation>ein %1-Gelenk benötigt &lt;limit&gt; (lower, upper, effort, velocity)</translation>
    </message>
    <message>
        <location filename="../model/formats/skel/SkelReader.cpp" line="+44"/>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+10"/>
        <source>the joint axis must not be zero</source>
        <translation>die Gelenkachse darf nicht null sein</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfFormat.cpp" line="+53"/>
        <source>the links form %1 separate trees (roots: %2); a URDF robot is one tree</source>
        <translation>die Links bilden %1 getrennte Bäume (Wurzeln: %2); ein URDF-Roboter ist ein einziger Baum</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfFlatten.cpp" line="+88"/>
        <source>&apos;%1&apos; cannot be written as SDFormat: %2</source>
        <translation>&apos;%1&apos; kann nicht als SDFormat geschrieben werden: %2</translation>
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
        <translation>Modell &apos;%1&apos; hat einen Platzierungs-Frame, aber keine &lt;pose&gt;, an der es platziert wird</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="+171"/>
        <source>joint &apos;%1&apos; needs a &lt;parent&gt;</source>
        <translation>Gelenk &apos;%1&apos; benötigt ein &lt;parent&gt;</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../model/formats/skel/SkelReader.cpp" line="+4"/>
        <source>joint &apos;%1&apos; needs a &lt;child&gt;</source>
        <translation>Gelenk &apos;%1&apos; benötigt ein &lt;child&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;world&apos; cannot be a joint&apos;s child</source>
        <translation>&apos;world&apos; kann nicht das Kind eines Gelenks sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>joint &apos;%1&apos; names itself as its child</source>
        <translation>Gelenk &apos;%1&apos; nennt sich selbst als Kind</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source>parent</source>
        <translation>parent</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>child</source>
        <translation>child</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&apos;%1&apos; is a model&apos;s implicit frame; a joint&apos;s %2 can be one from SDFormat 1.10, this file is %3</source>
        <translation>&apos;%1&apos; ist der implizite Frame eines Modells; als %2 eines Gelenks ist er erst ab SDFormat 1.10 erlaubt, diese Datei ist %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>joint &apos;%1&apos; has &apos;%2&apos; as both parent and child</source>
        <translation>Gelenk &apos;%1&apos; hat &apos;%2&apos; sowohl als parent als auch als child</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>world &apos;%1&apos;</source>
        <translation>Welt &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>model &apos;%1&apos;</source>
        <translation>Modell &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is outside %2: references only go down into nested models</source>
        <translation>&apos;%1&apos; liegt außerhalb von %2: Referenzen führen nur abwärts in verschachtelte Modelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no link, joint, frame or nested model named &apos;%1&apos; in %2</source>
        <translation>kein Link, Gelenk, Frame oder verschachteltes Modell namens &apos;%1&apos; in %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;__root__&apos; is reserved; it cannot be used as %1</source>
        <translation>&apos;__root__&apos; ist reserviert; es kann nicht als %1 verwendet werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>canonical_link &apos;%1&apos; is not a link</source>
        <translation>canonical_link &apos;%1&apos; ist kein Link</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>canonical_link: %1</source>
        <translation>canonical_link: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>model &apos;%1&apos; has no link; a model that is not static needs at least one</source>
        <translation>Modell &apos;%1&apos; hat keinen Link; ein nicht statisches Modell benötigt mindestens einen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&apos;%1&apos; is attached to model &apos;%2&apos;, which has no link to move with (its nested models are static)</source>
        <translation>&apos;%1&apos; ist an Modell &apos;%2&apos; angehängt, das keinen Link hat, mit dem es sich bewegen könnte (seine verschachtelten Modelle sind statisch)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>attached_to cycle: %1</source>
        <translation>attached_to-Zyklus: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is at the end of a chain of more than %2 attached_to references; Kinedit stops there</source>
        <translation>&apos;%1&apos; steht am Ende einer Kette von mehr als %2 attached_to-Referenzen; Kinedit bricht dort ab</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>relative_to cycle: %1</source>
        <translation>relative_to-Zyklus: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is at the end of a chain of more than %2 relative_to references; Kinedit stops there</source>
        <translation>&apos;%1&apos; steht am Ende einer Kette von mehr als %2 relative_to-Referenzen; Kinedit bricht dort ab</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>joint &apos;%1&apos;: parent &apos;%2&apos; and child &apos;%3&apos; are attached to the same link &apos;%4&apos;</source>
        <translation>Gelenk &apos;%1&apos;: parent &apos;%2&apos; und child &apos;%3&apos; sind an denselben Link &apos;%4&apos; angehängt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expressed_in: %1</source>
        <translation>expressed_in: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>weld &apos;%1&apos; joins &apos;%2&apos; and &apos;%3&apos;, which are %4 mm and %5° apart; the weld keeps that offset (a placement_frame puts them together)</source>
        <translation>die starre Verbindung &apos;%1&apos; verbindet &apos;%2&apos; und &apos;%3&apos;, die %4 mm und %5° auseinanderliegen; die Verbindung behält diesen Versatz bei (ein placement_frame bringt sie zusammen)</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfIncludes.cpp" line="+28"/>
        <source>&apos;%1&apos; is a folder without a model.config</source>
        <translation>&apos;%1&apos; ist ein Ordner ohne model.config</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 names no &lt;sdf&gt; file</source>
        <translation>%1 nennt keine &lt;sdf&gt;-Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 names %2, which does not exist</source>
        <translation>%1 nennt %2, das nicht existiert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the URI is empty</source>
        <translation>der URI ist leer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>web URIs are not fetched</source>
        <translation>Web-URIs werden nicht abgerufen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <source>no file %1</source>
        <translation>keine Datei %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not beside the including file, and no resource path is set (GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH, SDF_PATH)</source>
        <translation>&apos;%1&apos; liegt nicht neben der einbindenden Datei, und es ist kein Ressourcenpfad gesetzt (GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH, SDF_PATH)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is in none of the resource paths (%2)</source>
        <translation>&apos;%1&apos; liegt in keinem der Ressourcenpfade (%2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;%1&apos; is in none of the resource paths (GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH, SDF_PATH)</source>
        <translation>&apos;%1&apos; liegt in keinem der Ressourcenpfade (GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH, SDF_PATH)</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfModelWriter.cpp" line="+91"/>
        <source>frame &apos;%1&apos; hangs from &apos;%2&apos; in another scope; SDFormat cannot say that</source>
        <translation>Frame &apos;%1&apos; hängt an &apos;%2&apos; in einem anderen Gültigkeitsbereich; das kann SDFormat nicht ausdrücken</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>joint &apos;%1&apos; is %2: SDFormat has no such joint type</source>
        <translation>Gelenk &apos;%1&apos; ist %2: SDFormat hat keinen solchen Gelenktyp</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>joint &apos;%1&apos; scales its motion (a gear ratio): SDFormat has no such joint</source>
        <translation>Gelenk &apos;%1&apos; skaliert seine Bewegung (ein Übersetzungsverhältnis): SDFormat hat kein solches Gelenk</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfReader.cpp" line="+117"/>
        <source>the pose&apos;s quaternion (qx qy qz qw) is zero; it cannot be normalised to a rotation, got &apos;%1&apos;</source>
        <translation>die Quaternion der Pose (qx qy qz qw) ist null; sie lässt sich nicht zu einer Rotation normieren, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a pose is 7 numbers with rotation_format=&quot;quat_xyzw&quot;: x y z qx qy qz qw, got &apos;%1&apos;</source>
        <translation>eine Pose besteht mit rotation_format=&quot;quat_xyzw&quot; aus 7 Zahlen: x y z qx qy qz qw, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a pose is 6 numbers: x y z roll pitch yaw, got &apos;%1&apos;</source>
        <translation>eine Pose besteht aus 6 Zahlen: x y z roll pitch yaw, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;%1&gt; is 3 numbers, got &apos;%2&apos;</source>
        <translation>&lt;%1&gt; besteht aus 3 Zahlen, erhalten: &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;%1&gt; is a number, got &apos;%2&apos;</source>
        <translation>&lt;%1&gt; ist eine Zahl, erhalten: &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&lt;size&gt; of a plane is 2 numbers</source>
        <translation>&lt;size&gt; einer Ebene besteht aus 2 Zahlen</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>&lt;include&gt; needs a &lt;uri&gt; naming the model to include</source>
        <translation>&lt;include&gt; benötigt ein &lt;uri&gt;, das das einzubindende Modell nennt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot find included model &apos;%1&apos;: %2 (included from %3)</source>
        <translation>eingebundenes Modell &apos;%1&apos; nicht gefunden: %2 (eingebunden von %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; includes itself (include chain: %2)</source>
        <translation>&apos;%1&apos; bindet sich selbst ein (Include-Kette: %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>more than %1 models are included in all; Kinedit stops here</source>
        <translation>insgesamt werden mehr als %1 Modelle eingebunden; Kinedit bricht hier ab</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>includes nest more than %1 deep (%2)</source>
        <translation>Includes sind tiefer als %1 Ebenen verschachtelt (%2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>included file %1 cannot be read (included from %2)</source>
        <translation>eingebundene Datei %1 kann nicht gelesen werden (eingebunden von %2)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>included file %1 has no top-level &lt;model&gt; (included from %2)</source>
        <translation>eingebundene Datei %1 hat kein &lt;model&gt; auf oberster Ebene (eingebunden von %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an included file holds one &lt;model&gt;, &lt;actor&gt; or &lt;light&gt;; this one has %1</source>
        <translation>eine eingebundene Datei enthält ein einziges &lt;model&gt;, &lt;actor&gt; oder &lt;light&gt;; diese hat %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a model can include models only, not &lt;%1&gt;</source>
        <translation>ein Modell kann nur Modelle einbinden, nicht &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Kinedit does not apply libsdformat&apos;s experimental include-time edits; the model is included as its file has it</source>
        <translation>Kinedit wendet die experimentellen Änderungen von libsdformat beim Einbinden nicht an; das Modell wird so eingebunden, wie es in seiner Datei steht</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/SdfSchema.cpp" line="-5"/>
        <source>&apos;%1&apos; is not an SDFormat attribute of &lt;%2&gt;; it is kept, and simulators ignore it</source>
        <translation>&apos;%1&apos; ist kein SDFormat-Attribut von &lt;%2&gt;; es wird beibehalten, und Simulatoren ignorieren es</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;%1&gt; is a %2, got &apos;%3&apos;</source>
        <translation>&lt;%1&gt; ist vom Typ %2, erhalten: &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;%1&gt; is not defined in SDFormat inside &lt;%2&gt;; it is kept, and simulators ignore it</source>
        <translation>&lt;%1&gt; ist in SDFormat innerhalb von &lt;%2&gt; nicht definiert; es wird beibehalten, und Simulatoren ignorieren es</translation>
    </message>
    <message>
        <location filename="../model/formats/skel/SkelSchema.cpp" line="+41"/>
        <source>SKEL format version</source>
        <translation>SKEL-Formatversion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A DART world file</source>
        <translation>Eine DART-Weltdatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The world: physics and skeletons</source>
        <translation>Die Welt: Physik und Skelette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the world</source>
        <translation>Name der Welt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Physics settings</source>
        <translation>Physikeinstellungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulation time step</source>
        <translation>Zeitschritt der Simulation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>World: gravity vector (m/s^2); body: whether gravity acts (0 or 1)</source>
        <translation>Welt: Schwerkraftvektor (m/s^2); Körper: ob die Schwerkraft wirkt (0 oder 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fcl, fcl_mesh, dart, bullet, ode</source>
        <translation>fcl, fcl_mesh, dart, bullet, ode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tree of bodies joined by joints; the first body is the root</source>
        <translation>Ein Baum aus Körpern, verbunden durch Gelenke; der erste Körper ist die Wurzel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unique name of the skeleton</source>
        <translation>Eindeutiger Name des Skeletts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>x y z and intrinsic XYZ Euler angles (a body: in the skeleton frame; a joint: in its child body; a shape: in its body)</source>
        <translation>x y z und intrinsische XYZ-Eulerwinkel (ein Körper: im Skelett-Frame; ein Gelenk: in seinem Kindkörper; eine Form: in ihrem Körper)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1: the skeleton does not move</source>
        <translation>1: das Skelett bewegt sich nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0: the skeleton does not move</source>
        <translation>0: das Skelett bewegt sich nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+47"/>
        <source>A rigid body</source>
        <translation>Ein Starrkörper</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unique name of the body in its skeleton</source>
        <translation>Eindeutiger Name des Körpers in seinem Skelett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: collides with bodies of its own skeleton</source>
        <translation>1: kollidiert mit Körpern des eigenen Skeletts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mass properties</source>
        <translation>Masseeigenschaften</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mass (default 1)</source>
        <translation>Masse (Standard 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Centre of mass in the body frame</source>
        <translation>Schwerpunkt im Körper-Frame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inertia about the centre of mass</source>
        <translation>Trägheit bezüglich des Schwerpunkts</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inertia tensor entry</source>
        <translation>Eintrag des Trägheitstensors</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A shape drawn with the body</source>
        <translation>Eine mit dem Körper gezeichnete Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A shape used for collisions</source>
        <translation>Eine für Kollisionen verwendete Form</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A soft body&apos;s shape (shown as rigid)</source>
        <translation>Die Form eines Weichkörpers (starr dargestellt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Red, green, blue (and alpha) in [0, 1]</source>
        <translation>Rot, Grün, Blau (und Alpha) in [0, 1]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: takes part in collisions</source>
        <translation>1: nimmt an Kollisionen teil</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+21"/>
        <source>One shape</source>
        <translation>Eine Form</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A box</source>
        <translation>Ein Quader</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An ellipsoid</source>
        <translation>Ein Ellipsoid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Box: edge lengths; ellipsoid: diameters</source>
        <translation>Quader: Kantenlängen; Ellipsoid: Durchmesser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cylinder along z (DART reads &lt;height&gt;; the spec&apos;s &lt;length&gt; is wrong)</source>
        <translation>Ein Zylinder entlang z (DART liest &lt;height&gt;; das &lt;length&gt; der Spezifikation ist falsch)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A capsule along z</source>
        <translation>Eine Kapsel entlang z</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cone along z</source>
        <translation>Ein Kegel entlang z</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sphere</source>
        <translation>Eine Kugel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/srdf/SrdfSchema.cpp" line="-35"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+6"/>
        <location line="+3"/>
        <location line="+3"/>
        <source>Radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height along z</source>
        <translation>Höhe entlang z</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+1"/>
        <source>A mesh file</source>
        <translation>Eine Mesh-Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesh file, relative to the SKEL file</source>
        <translation>Mesh-Datei, relativ zur SKEL-Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+2"/>
        <source>Scale along x y z</source>
        <translation>Skalierung entlang x y z</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kind of joint</source>
        <translation>Art des Gelenks</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How the joint is driven</source>
        <translation>Wie das Gelenk angetrieben wird</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Joins a parent body (or the world) to a child body</source>
        <translation>Verbindet einen Elternkörper (oder die Welt) mit einem Kindkörper</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unique name of the joint in its skeleton</source>
        <translation>Eindeutiger Name des Gelenks in seinem Skelett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which of the joint&apos;s variables (0 for the first)</source>
        <translation>Welche Variable des Gelenks (0 für die erste)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings of one of the joint&apos;s variables</source>
        <translation>Einstellungen einer der Variablen des Gelenks</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name of the variable</source>
        <translation>Name der Variablen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Initial value (the skeleton is posed at the initial position, inside the limits or not)</source>
        <translation>Anfangswert (das Skelett wird in der Anfangsposition positioniert, ob innerhalb der Grenzen oder nicht)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limits of the variable&apos;s %1</source>
        <translation>Grenzen der Variablen für %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parent body name, or world</source>
        <translation>Name des Elternkörpers oder world</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Child body name</source>
        <translation>Name des Kindkörpers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First joint axis, in the joint frame</source>
        <translation>Erste Gelenkachse, im Gelenk-Frame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second joint axis</source>
        <translation>Zweite Gelenkachse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third joint axis</source>
        <translation>Dritte Gelenkachse</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+18"/>
        <source>Axis direction (normalised)</source>
        <translation>Achsrichtung (normiert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damping, friction and spring</source>
        <translation>Dämpfung, Reibung und Feder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Viscous damping</source>
        <translation>Viskose Dämpfung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position limits</source>
        <translation>Positionsgrenzen</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+19"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+2"/>
        <source>Lower limit</source>
        <translation>Untere Grenze</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+20"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+1"/>
        <source>Upper limit</source>
        <translation>Obere Grenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Initial position of each variable (ball, free: exponential coordinates)</source>
        <translation>Anfangsposition jeder Variablen (ball, free: Exponentialkoordinaten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initial velocity of each variable</source>
        <translation>Anfangsgeschwindigkeit jeder Variablen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Euler joint: xyz, zyx, ...</source>
        <translation>Euler-Gelenk: xyz, zyx, ...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Screw joint: translation per turn</source>
        <translation>Schraubgelenk: Translation pro Umdrehung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plane of a planar joint</source>
        <translation>Ebene eines Planargelenks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Planar joint: its plane</source>
        <translation>Planargelenk: seine Ebene</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First in-plane axis (arbitrary planes)</source>
        <translation>Erste Achse in der Ebene (beliebige Ebenen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second in-plane axis (arbitrary planes)</source>
        <translation>Zweite Achse in der Ebene (beliebige Ebenen)</translation>
    </message>
    <message>
        <location filename="../model/formats/tamp/TampFormat.cpp" line="+61"/>
        <source>stray &apos;)&apos; after the numbers of &lt;%1&gt;; fix: remove it (read here without it)</source>
        <translation>überzählige &apos;)&apos; nach den Zahlen von &lt;%1&gt;; Korrektur: entfernen Sie sie (hier ohne sie gelesen)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the numbers of &lt;%1&gt; are separated by commas; the format separates them by spaces (read here as if they were; fix: replace each comma by a space)</source>
        <translation>die Zahlen von &lt;%1&gt; sind durch Kommas getrennt; das Format trennt sie durch Leerzeichen (hier so gelesen, als wären sie durch Leerzeichen getrennt; Korrektur: ersetzen Sie jedes Komma durch ein Leerzeichen)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&lt;%1&gt; must hold numbers; &apos;%2&apos; is not a finite number</source>
        <translation>&lt;%1&gt; muss Zahlen enthalten; &apos;%2&apos; ist keine endliche Zahl</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>&lt;%1&gt; must hold %n number(s); it holds %2</source>
        <translation>
            <numerusform>&lt;%1&gt; muss %n Zahl enthalten; es enthält %2</numerusform>
            <numerusform>&lt;%1&gt; muss %n Zahlen enthalten; es enthält %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;%1&gt; must hold numbers separated by spaces</source>
        <translation>&lt;%1&gt; muss durch Leerzeichen getrennte Zahlen enthalten</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&lt;%1&gt; must be true or false</source>
        <translation>&lt;%1&gt; muss true oder false sein</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a TAMP problem file&apos;s root is &lt;problem&gt;, not &lt;%1&gt;</source>
        <translation>das Wurzelelement einer TAMP-Problemdatei ist &lt;problem&gt;, nicht &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;obj&gt; needs a &lt;name&gt;</source>
        <translation>&lt;obj&gt; benötigt ein &lt;name&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two objects are named &apos;%1&apos;</source>
        <translation>zwei Objekte heißen &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>mesh &apos;%1&apos; is not in this family&apos;s meshes folder (%2)</source>
        <translation>Mesh &apos;%1&apos; liegt nicht im meshes-Ordner dieser Familie (%2)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>&lt;robot&gt; needs a &lt;name&gt;</source>
        <translation>&lt;robot&gt; benötigt ein &lt;name&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the name &apos;%1&apos; is used twice</source>
        <translation>der Name &apos;%1&apos; wird zweimal verwendet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>robot &apos;%1&apos;: URDF &apos;%2&apos; not found (%3); the robot is shown as its base frame</source>
        <translation>Roboter &apos;%1&apos;: URDF &apos;%2&apos; nicht gefunden (%3); der Roboter wird als sein Basis-Frame dargestellt</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no object is named &apos;%1&apos;</source>
        <translation>kein Objekt heißt &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is attached twice (or to itself)</source>
        <translation>&apos;%1&apos; ist doppelt (oder an sich selbst) angehängt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;%1&apos; is in a cycle of attachments: %2</source>
        <translation>&apos;%1&apos; liegt in einem Zyklus von Anhängungen: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is attached below the cycle of attachments %2, not to the world</source>
        <translation>&apos;%1&apos; hängt unter dem Zyklus von Anhängungen %2, nicht an der Welt</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>&apos;%1&apos; closes each bound with the other&apos;s opening tag (as the spec&apos;s example does); fix: &lt;%2min&gt;%3&lt;/%2min&gt;&lt;%2max&gt;%4&lt;/%2max&gt;</source>
        <translation>&apos;%1&apos; schließt jede Grenze mit dem öffnenden Tag der anderen (wie das Beispiel der Spezifikation); Korrektur: &lt;%2min&gt;%3&lt;/%2min&gt;&lt;%2max&gt;%4&lt;/%2max&gt;</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>robot &apos;%1&apos;: URDF &apos;%2&apos; has errors; the robot is shown as its base frame</source>
        <translation>Roboter &apos;%1&apos;: URDF &apos;%2&apos; enthält Fehler; der Roboter wird als sein Basis-Frame dargestellt</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>robot &apos;%1&apos;: no joints are mapped to &lt;%2&gt; (%n value(s)); set a mapping</source>
        <translation>
            <numerusform>Roboter &apos;%1&apos;: &lt;%2&gt; sind keine Gelenke zugeordnet (%n Wert); legen Sie eine Zuordnung fest</numerusform>
            <numerusform>Roboter &apos;%1&apos;: &lt;%2&gt; sind keine Gelenke zugeordnet (%n Werte); legen Sie eine Zuordnung fest</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; its URDF has no %1</source>
        <translation>; in seiner URDF-Datei fehlt %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>robot &apos;%1&apos;: &lt;%2&gt; has %n value(s), but the robot has %3 of the joints mapped to it (%4); the values are not applied</source>
        <translation>
            <numerusform>Roboter &apos;%1&apos;: &lt;%2&gt; hat %n Wert, aber beim Roboter sind ihm %3 der Gelenke zugeordnet (%4); der Wert wird nicht angewendet</numerusform>
            <numerusform>Roboter &apos;%1&apos;: &lt;%2&gt; hat %n Werte, aber beim Roboter sind ihm %3 der Gelenke zugeordnet (%4); die Werte werden nicht angewendet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/formats/tamp/TampSchema.cpp" line="+21"/>
        <source>Grasp type (top, side, ...), for the planner</source>
        <translation>Greiftyp (top, side, ...), für den Planer</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A TAMP benchmark problem: objects, robots and the action-motion mapping</source>
        <translation>Ein TAMP-Benchmarkproblem: Objekte, Roboter und die Aktion-Bewegung-Zuordnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The objects of the scene</source>
        <translation>Die Objekte der Szene</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An object</source>
        <translation>Ein Objekt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name (of an object, robot or action), as the PDDL files use it</source>
        <translation>Name (eines Objekts, Roboters oder einer Aktion), wie ihn die PDDL-Dateien verwenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The object&apos;s OBJ mesh, in the family&apos;s meshes folder</source>
        <translation>Das OBJ-Mesh des Objekts, im meshes-Ordner der Familie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initial pose: a 3x4 transformation matrix, row by row</source>
        <translation>Anfangspose: eine 3x4-Transformationsmatrix, zeilenweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true or false: whether the object can be moved</source>
        <translation>true oder false: ob das Objekt bewegt werden kann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grasps of the object, in its frame</source>
        <translation>Griffe des Objekts, in seinem Frame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A grasp frame: a 3x4 matrix in the object&apos;s frame</source>
        <translation>Ein Griff-Frame: eine 3x4-Matrix im Frame des Objekts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A continuous set of grasps: a template frame turned about an axis</source>
        <translation>Eine kontinuierliche Menge von Griffen: ein um eine Achse gedrehter Vorlage-Frame</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The template: a 3x4 grasp frame (in &lt;gc&gt;) or a 3x3 rotation (in &lt;sop&gt;), row by row</source>
        <translation>Die Vorlage: ein 3x4-Griff-Frame (in &lt;gc&gt;) oder eine 3x3-Rotation (in &lt;sop&gt;), zeilenweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rotation axis</source>
        <translation>Eine Rotationsachse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surface supporting stable placements: a rectangle in the object&apos;s frame</source>
        <translation>Fläche für stabile Platzierungen: ein Rechteck im Frame des Objekts</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A bound of the placement rectangle</source>
        <translation>Eine Grenze des Platzierungsrechtecks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polygon supporting stable placements: its corners in the object&apos;s frame, in one plane</source>
        <translation>Polygon für stabile Platzierungen: seine Ecken im Frame des Objekts, in einer Ebene</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A corner of the polygon</source>
        <translation>Eine Ecke des Polygons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A coordinate</source>
        <translation>Eine Koordinate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A stable object pose: a rotation (world frame), an axis it may turn about, and the height of its centre</source>
        <translation>Eine stabile Objektpose: eine Rotation (Welt-Frame), eine Achse, um die sie sich drehen darf, und die Höhe ihres Mittelpunkts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Distance from the object&apos;s centre to the supporting surface</source>
        <translation>Abstand vom Mittelpunkt des Objekts zur Auflagefläche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Objects attached to this one: they move with it</source>
        <translation>An diesem Objekt angehängte Objekte: sie bewegen sich mit ihm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The robots</source>
        <translation>Die Roboter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A robot: its URDF, base pose and configuration</source>
        <translation>Ein Roboter: seine URDF, Basispose und Konfiguration</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The robot&apos;s URDF file</source>
        <translation>Die URDF-Datei des Roboters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initial pose of the base: a 3x4 matrix, row by row</source>
        <translation>Anfangspose der Basis: eine 3x4-Matrix, zeilenweise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true or false: whether the base can move</source>
        <translation>true oder false: ob sich die Basis bewegen kann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Torso configuration</source>
        <translation>Torsokonfiguration</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left arm configuration, in the order of &lt;AMmapping&gt;&apos;s joints</source>
        <translation>Konfiguration des linken Arms, in der Reihenfolge der Gelenke von &lt;AMmapping&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right arm configuration, in the order of &lt;AMmapping&gt;&apos;s joints</source>
        <translation>Konfiguration des rechten Arms, in der Reihenfolge der Gelenke von &lt;AMmapping&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which joints each action may move</source>
        <translation>Welche Gelenke jede Aktion bewegen darf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An action of the PDDL domain and its joints</source>
        <translation>Eine Aktion der PDDL-Domäne und ihre Gelenke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joint names of the robot&apos;s URDF, separated by spaces</source>
        <translation>Gelenknamen aus der URDF des Roboters, durch Leerzeichen getrennt</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; is not an attribute of &lt;%2&gt; in a TAMP problem; it is kept</source>
        <translation>&apos;%1&apos; ist in einem TAMP-Problem kein Attribut von &lt;%2&gt;; es wird beibehalten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;%1&gt; is not part of a TAMP problem inside &lt;%2&gt;; it is kept</source>
        <translation>&lt;%1&gt; gehört in einem TAMP-Problem innerhalb von &lt;%2&gt; nicht dazu; es wird beibehalten</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="-71"/>
        <source>Roll, pitch, yaw: fixed-axis X, Y, Z rotations</source>
        <translation>Roll, Pitch, Yaw: Rotationen um die festen Achsen X, Y, Z</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The robot: links joined by joints in one tree</source>
        <translation>Der Roboter: Links, verbunden durch Gelenke in einem Baum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the robot</source>
        <translation>Name des Roboters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>URDF version</source>
        <translation>URDF-Version</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unique link name</source>
        <translation>Eindeutiger Link-Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link type (used by some tools; kept)</source>
        <translation>Link-Typ (von manchen Werkzeugen verwendet; beibehalten)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Geometry for self-collision checks (old ROS extension; kept)</source>
        <translation>Geometrie für Selbstkollisionsprüfungen (alte ROS-Erweiterung; beibehalten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mass properties of the link</source>
        <translation>Masseeigenschaften des Links</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pose relative to the enclosing frame</source>
        <translation>Eine Pose relativ zum umgebenden Frame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Translation</source>
        <translation>Translation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mass</source>
        <translation>Masse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mass of the link</source>
        <translation>Masse des Links</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inertia tensor entry about the centre of mass</source>
        <translation>Eintrag des Trägheitstensors bezüglich des Schwerpunkts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotational inertia about the centre of mass</source>
        <translation>Rotationsträgheit bezüglich des Schwerpunkts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the link looks like</source>
        <translation>Wie der Link aussieht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of this visual</source>
        <translation>Name dieses Visuals</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The link&apos;s collision geometry</source>
        <translation>Die Kollisionsgeometrie des Links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of this collision</source>
        <translation>Name dieser Kollision</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A box centred on the origin</source>
        <translation>Ein Quader, zentriert im Ursprung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edge lengths x y z</source>
        <translation>Kantenlängen x y z</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cylinder along z, centred on the origin</source>
        <translation>Ein Zylinder entlang z, zentriert im Ursprung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Length along z</source>
        <translation>Länge entlang z</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A capsule along z (not in ROS&apos;s urdfdom 3)</source>
        <translation>Eine Kapsel entlang z (nicht in urdfdom 3 von ROS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Length of the cylindrical part</source>
        <translation>Länge des zylindrischen Teils</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A sphere centred on the origin</source>
        <translation>Eine Kugel, zentriert im Ursprung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Relative path, file:// or package:// URI</source>
        <translation>Relativer Pfad, file://- oder package://-URI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A colour or texture, named for reuse</source>
        <translation>Eine Farbe oder Textur, zur Wiederverwendung benannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name; a top-level material can be referred to by it</source>
        <translation>Name; ein Material auf oberster Ebene kann darüber referenziert werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A colour</source>
        <translation>Eine Farbe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red, green, blue, alpha in [0, 1]</source>
        <translation>Rot, Grün, Blau, Alpha in [0, 1]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A texture image</source>
        <translation>Ein Texturbild</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Image file</source>
        <translation>Bilddatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connects a parent link to a child link</source>
        <translation>Verbindet einen Eltern-Link mit einem Kind-Link</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unique joint name</source>
        <translation>Eindeutiger Gelenkname</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind of motion</source>
        <translation>Art der Bewegung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The parent link</source>
        <translation>Der Eltern-Link</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Link name</source>
        <translation>Link-Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The child link</source>
        <translation>Der Kind-Link</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joint axis in the joint frame</source>
        <translation>Gelenkachse im Gelenk-Frame</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joint limits (required for revolute and prismatic joints)</source>
        <translation>Gelenkgrenzen (für revolute- und prismatic-Gelenke erforderlich)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Maximum effort</source>
        <translation>Maximale Kraft bzw. maximales Moment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum velocity</source>
        <translation>Maximale Geschwindigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This joint follows another: value = multiplier · other + offset</source>
        <translation>Dieses Gelenk folgt einem anderen: Wert = multiplier · anderer + offset</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The joint followed</source>
        <translation>Das gefolgte Gelenk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Multiplier</source>
        <translation>Multiplikator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damping and friction</source>
        <translation>Dämpfung und Reibung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damping</source>
        <translation>Dämpfung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Static friction</source>
        <translation>Haftreibung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference positions of the joint</source>
        <translation>Referenzpositionen des Gelenks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rising edge position</source>
        <translation>Position der steigenden Flanke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Falling edge position</source>
        <translation>Position der fallenden Flanke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soft limits of the safety controller</source>
        <translation>Weiche Grenzen des Sicherheitscontrollers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soft lower limit</source>
        <translation>Weiche untere Grenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Soft upper limit</source>
        <translation>Weiche obere Grenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position gain</source>
        <translation>Positionsverstärkung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Velocity gain</source>
        <translation>Geschwindigkeitsverstärkung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actuator to joint coupling (kept as written)</source>
        <translation>Kopplung von Aktor zu Gelenk (wie geschrieben beibehalten)</translation>
    </message>
    <message>
        <location filename="../model/formats/srdf/SrdfSchema.cpp" line="-46"/>
        <location line="+20"/>
        <location line="+23"/>
        <location line="+9"/>
        <source>A link of the robot</source>
        <translation>Ein Link des Roboters</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Why (the Setup Assistant writes Adjacent, Default, Always, Never or User)</source>
        <translation>Warum (der Setup Assistant schreibt Adjacent, Default, Always, Never oder User)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+1"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MoveIt&apos;s semantic description of a robot described by its URDF</source>
        <translation>MoveIts semantische Beschreibung eines Roboters, der durch seine URDF beschrieben ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The robot&apos;s name, as its URDF names it</source>
        <translation>Der Name des Roboters, wie ihn seine URDF nennt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A planning group: links, joints, chains and other groups</source>
        <translation>Eine Planungsgruppe: Links, Gelenke, Ketten und andere Gruppen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The group&apos;s name</source>
        <translation>Der Name der Gruppe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A link of the group (with the joint above it)</source>
        <translation>Ein Link der Gruppe (mit dem Gelenk darüber)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A joint of the group (with the link below it)</source>
        <translation>Ein Gelenk der Gruppe (mit dem Link darunter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+16"/>
        <location line="+2"/>
        <source>A joint of the robot</source>
        <translation>Ein Gelenk des Roboters</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The links and joints from a base link down to a tip link</source>
        <translation>Die Links und Gelenke von einem Basis-Link hinunter zu einem Spitzen-Link</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chain&apos;s first link</source>
        <translation>Der erste Link der Kette</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The chain&apos;s last link, below the base</source>
        <translation>Der letzte Link der Kette, unterhalb der Basis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A named pose of a group: a value for each of its joints</source>
        <translation>Eine benannte Pose einer Gruppe: ein Wert für jedes ihrer Gelenke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The group it poses</source>
        <translation>Die Gruppe, die sie in Pose bringt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An end effector: a group attached to a link of another group</source>
        <translation>Ein Endeffektor: eine Gruppe, die an einem Link einer anderen Gruppe hängt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end effector&apos;s group</source>
        <translation>Die Gruppe des Endeffektors</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The link it is attached to</source>
        <translation>Der Link, an dem er hängt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The group holding the parent link</source>
        <translation>Die Gruppe, die den Parent-Link enthält</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A joint from a frame outside the robot to its root link</source>
        <translation>Ein Gelenk von einem Frame außerhalb des Roboters zu seinem Wurzel-Link</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fixed, floating or planar</source>
        <translation>fixed, floating oder planar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The outside frame (world, odom)</source>
        <translation>Der äußere Frame (world, odom)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The robot&apos;s root link</source>
        <translation>Der Wurzel-Link des Roboters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A joint no actuator moves</source>
        <translation>Ein Gelenk, das kein Aktor bewegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A property of a joint</source>
        <translation>Eine Eigenschaft eines Gelenks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The property</source>
        <translation>Die Eigenschaft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its value</source>
        <translation>Ihr Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spheres approximating a link</source>
        <translation>Kugeln, die einen Link annähern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A sphere of the approximation</source>
        <translation>Eine Kugel der Annäherung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Centre, in the link&apos;s frame</source>
        <translation>Mittelpunkt, im Frame des Links</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pair of links never checked for collision</source>
        <translation>Ein Paar von Links, das nie auf Kollision geprüft wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pair of links checked for collision again</source>
        <translation>Ein Paar von Links, das wieder auf Kollision geprüft wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A link checked against no other unless enabled</source>
        <translation>Ein Link, der gegen keinen anderen geprüft wird, außer wo aktiviert</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A joint&apos;s value in the state</source>
        <translation>Der Wert eines Gelenks im Zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A joint of the group</source>
        <translation>Ein Gelenk der Gruppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The value (several, space-separated, for a joint of several variables)</source>
        <translation>Der Wert (mehrere, durch Leerzeichen getrennt, für ein Gelenk mit mehreren Variablen)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&apos;%1&apos; is not an attribute of &lt;%2&gt; in an SRDF; it is kept</source>
        <translation>&apos;%1&apos; ist in einer SRDF kein Attribut von &lt;%2&gt;; es wird beibehalten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;%1&gt; is not part of an SRDF inside &lt;%2&gt;; it is kept</source>
        <translation>&lt;%1&gt; gehört in einer SRDF nicht in &lt;%2&gt;; es wird beibehalten</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfSchema.cpp" line="+1"/>
        <source>ROS 2 control: the hardware a controller manager loads (checked as ros2_control reads it)</source>
        <translation>ROS 2 control: die Hardware, die ein Controller-Manager lädt (geprüft, wie ros2_control sie liest)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the hardware component</source>
        <translation>Name der Hardware-Komponente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>system, actuator or sensor</source>
        <translation>system, actuator oder sensor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gazebo extensions (kept as written)</source>
        <translation>Gazebo-Erweiterungen (wie geschrieben beibehalten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The link or joint it extends</source>
        <translation>Der Link oder das Gelenk, das erweitert wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MuJoCo&apos;s options for reading this URDF (&lt;compiler&gt;, kept as written)</source>
        <translation>MuJoCos Optionen zum Lesen dieser URDF (&lt;compiler&gt;, unverändert beibehalten)</translation>
    </message>
    <message>
        <location filename="../model/export/Conversion.cpp" line="+42"/>
        <source>TriP Python script (*.py)</source>
        <translation>TriP-Python-Skript (*.py)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot export to %1: Kinedit exports URDF (.urdf), SDFormat (.sdf), MJCF (.xml) and TriP scripts (.py)</source>
        <translation>Export nach %1 nicht möglich: Kinedit exportiert URDF (.urdf), SDFormat (.sdf), MJCF (.xml) und TriP-Skripte (.py)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has errors; not exported (force it to export anyway)</source>
        <translation>%1 enthält Fehler; nicht exportiert (Export erzwingen, um trotzdem zu exportieren)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no robot to export: the file does not compile</source>
        <translation>kein Roboter zum Exportieren: die Datei lässt sich nicht kompilieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing to export: the file has no links or bodies</source>
        <translation>nichts zu exportieren: die Datei hat keine Links oder Körper</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>an export writes Kinedit&apos;s model of the robot, not the file: for a copy of the %1 file, use Save As</source>
        <translation>ein Export schreibt Kinedits Modell des Roboters, nicht die Datei: für eine Kopie der %1-Datei verwenden Sie „Speichern unter“</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>not exported (Kinedit&apos;s model of the robot has no place for them): %1</source>
        <translation>nicht exportiert (Kinedits Robotermodell hat keinen Platz dafür): %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a TriP robot is its transformations: the shapes, meshes and masses are not in the script</source>
        <translation>ein TriP-Roboter besteht nur aus seinen Transformationen: Formen, Meshes und Massen sind nicht im Skript enthalten</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 has no skins: %n skin(s) not exported (%2)</source>
        <translation>
            <numerusform>%1 kennt keine Skins: %n Skin nicht exportiert (%2)</numerusform>
            <numerusform>%1 kennt keine Skins: %n Skins nicht exportiert (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n more</source>
        <translation>
            <numerusform>%n weitere</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 has no tendons: %n tendon(s) not exported (%2)</source>
        <translation>
            <numerusform>%1 hat keine Sehnen: %n Sehne nicht exportiert (%2)</numerusform>
            <numerusform>%1 hat keine Sehnen: %n Sehnen nicht exportiert (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n tendon(s) not exported: a joint they sum is split, or a frame on their path left out, in the export (%1)</source>
        <translation>
            <numerusform>%n Sehne nicht exportiert: ein Gelenk, das sie summiert, wird im Export aufgeteilt, oder ein Frame auf ihrem Pfad fehlt dort (%1)</numerusform>
            <numerusform>%n Sehnen nicht exportiert: ein Gelenk, das sie summieren, wird im Export aufgeteilt, oder ein Frame auf ihrem Pfad fehlt dort (%1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no mimic joints: %2 are variables of their own there (set each to its leader&apos;s value times the multiplier, plus the offset)</source>
        <translation>%1 kennt keine Mimic-Gelenke: %2 sind dort eigene Variablen (jede auf den Wert ihres Leitgelenks mal dem Faktor plus dem Versatz setzen)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cannot nest these scopes (a frame hangs from one in another scope): &apos;::&apos; is written &apos;__&apos; in every name</source>
        <translation>%1 kann diese Gültigkeitsbereiche nicht verschachteln (ein Frame hängt an einem Frame in einem anderen Gültigkeitsbereich): &apos;::&apos; wird in jedem Namen als &apos;__&apos; geschrieben</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the exported %1 does not validate: %2</source>
        <translation>der %1-Export besteht die Validierung nicht: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the exported %1 does not compile</source>
        <translation>der %1-Export lässt sich nicht kompilieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the exported %1 has other joints than the source</source>
        <translation>der %1-Export hat andere Gelenke als die Quelle</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n frame(s) not in the export: %1</source>
        <translation>
            <numerusform>%n Frame nicht im Export: %1</numerusform>
            <numerusform>%n Frames nicht im Export: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n com frame(s) not in the export, their masses written as their links&apos;: %1</source>
        <translation>
            <numerusform>%n com-Frame nicht im Export, seine Masse ist die seines Links: %1</numerusform>
            <numerusform>%n com-Frames nicht im Export, ihre Massen sind die ihrer Links: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n frame(s) the export adds, which %1 needs to hold the source&apos;s frames: %2</source>
        <translation>
            <numerusform>%n Frame, den der Export hinzufügt, weil %1 ihn für die Frames der Quelle braucht: %2</numerusform>
            <numerusform>%n Frames, die der Export hinzufügt, weil %1 sie für die Frames der Quelle braucht: %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; as &apos;%2&apos;</source>
        <translation>&apos;%1&apos; als &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 names each joint after the frame it moves (links, joints and frames share one namespace there): %2</source>
        <translation>%1 benennt jedes Gelenk nach dem Frame, den es bewegt (Links, Gelenke und Frames teilen sich dort einen Namensraum): %2</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>the exported %1 cannot hold the initial positions of %n joint(s), which it opens elsewhere (compared with the source there): %2</source>
        <translation>
            <numerusform>der exportierte %1 kann die Anfangsposition von %n Gelenk nicht aufnehmen und öffnet es anderswo (dort mit der Quelle verglichen): %2</numerusform>
            <numerusform>der exportierte %1 kann die Anfangspositionen von %n Gelenken nicht aufnehmen und öffnet sie anderswo (dort mit der Quelle verglichen): %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the export&apos;s frames are up to %1 m and %2 rad away from the source&apos;s poses (1e-9 allowed)</source>
        <translation>die Frames des Exports weichen um bis zu %1 m und %2 rad von den Posen der Quelle ab (1e-9 erlaubt)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the export&apos;s tendons are up to %1 m longer or shorter than the source&apos;s (1e-9 allowed)</source>
        <translation>die Sehnen des Exports sind bis zu %1 m länger oder kürzer als die der Quelle (1e-9 erlaubt)</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../model/export/MeshReferences.cpp" line="+97"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../model/export/ExportModel.cpp" line="+74"/>
        <source>%1 keeps the name &apos;%2&apos; for the world: the frame &apos;%2&apos; is written as &apos;%3&apos;</source>
        <translation>%1 behält den Namen &apos;%2&apos; der Welt vor: der Frame &apos;%2&apos; wird als &apos;%3&apos; geschrieben</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>joint &apos;%1&apos; scales its motion by %2 (a gear ratio); %3 cannot, so the exported joint&apos;s variable is the motion itself (%2 times the source&apos;s)</source>
        <translation>Gelenk &apos;%1&apos; skaliert seine Bewegung um den Faktor %2 (ein Übersetzungsverhältnis); %3 kann das nicht, daher ist die Variable des exportierten Gelenks die Bewegung selbst (das %2-Fache der Variable der Quelle)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>joint &apos;%1&apos; is a screw, which %2 has not: written as &apos;%1~1&apos;, turning, and &apos;%1~2&apos;, sliding %3 m per radian as its mimic</source>
        <translation>Gelenk &apos;%1&apos; ist ein Schraubgelenk, das es in %2 nicht gibt: geschrieben als &apos;%1~1&apos; (Drehung) und &apos;%1~2&apos; (Verschiebung um %3 m pro Radiant, als dessen Mimic-Gelenk)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>joint &apos;%1&apos; is %2, which %3 has not: written as %4 one-variable joints &apos;%1~1&apos;... on frames &apos;%5~1&apos;...</source>
        <translation>Gelenk &apos;%1&apos; ist %2, das es in %3 nicht gibt: geschrieben als %4 Gelenke mit je einer Variablen, &apos;%1~1&apos;..., an den Frames &apos;%5~1&apos;...</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>%n joint(s) closing a loop are not exported: %1 cannot close a loop at such a joint (the loops&apos; other joints are)</source>
        <translation>
            <numerusform>%n Gelenk, das eine Schleife schließt, wird nicht exportiert: %1 kann an einem solchen Gelenk keine Schleife schließen (die übrigen Gelenke der Schleifen schon)</numerusform>
            <numerusform>%n Gelenke, die Schleifen schließen, werden nicht exportiert: %1 kann an einem solchen Gelenk keine Schleife schließen (die übrigen Gelenke der Schleifen schon)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot export to %1: %2</source>
        <translation>Export nach %1 nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfWriter.cpp" line="+125"/>
        <source>a capsule of &apos;%1&apos; is written as a cylinder and a sphere at each end: URDF has no capsule</source>
        <translation>eine Kapsel von „%1“ wird als Zylinder mit einer Kugel an jedem Ende geschrieben: URDF kennt keine Kapsel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>an ellipsoid of &apos;%1&apos; is written as a sphere of its largest radius: URDF has no ellipsoid</source>
        <translation>ein Ellipsoid von &apos;%1&apos; wird als Kugel mit seinem größten Radius geschrieben: URDF hat kein Ellipsoid</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a plane of &apos;%1&apos; is written as a box 1 mm thick: URDF has no plane</source>
        <translation>eine Ebene von &apos;%1&apos; wird als 1 mm dicker Quader geschrieben: URDF hat keine Ebene</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a mesh of &apos;%1&apos; is one submesh (&apos;%2&apos;) of its file: URDF draws the whole file</source>
        <translation>ein Mesh von &apos;%1&apos; ist ein Teil-Mesh (&apos;%2&apos;) seiner Datei: URDF zeichnet die ganze Datei</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>joint &apos;%1&apos; has no limit on one side; URDF needs both: written as +-1e6</source>
        <translation>Gelenk &apos;%1&apos; hat auf einer Seite keine Grenze; URDF benötigt beide: als +-1e6 geschrieben</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>shapes on joint frames are drawn with the joint&apos;s child link</source>
        <translation>Formen an Gelenk-Frames werden mit dem Kind-Link des Gelenks gezeichnet</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfCompiler.cpp" line="+92"/>
        <source>%1 mesh geom(s) of bodies without &lt;inertial&gt; add no mass here: their mesh files are not read yet, cannot be read, or MuJoCo refuses them (it weighs the mesh&apos;s volume)</source>
        <translation>%1 Mesh-Geom(s) von Körpern ohne &lt;inertial&gt; tragen hier keine Masse bei: ihre Mesh-Dateien sind noch nicht gelesen, nicht lesbar, oder MuJoCo weist sie zurück (es wiegt das Volumen des Meshs)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>joint &apos;%1&apos; is held at %2 by this constraint; Kinedit leaves it free</source>
        <translation>Gelenk &apos;%1&apos; wird durch diese Nebenbedingung auf %2 festgehalten; Kinedit lässt es frei</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only the linear part of polycoef is followed (the joints move as a line, not the polynomial)</source>
        <translation>nur der lineare Anteil von polycoef wird berücksichtigt (die Gelenke bewegen sich linear zueinander, nicht nach dem Polynom)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>joint &apos;%1&apos; is in a closed loop, whose solver sets it: this coupling is kept, not followed</source>
        <translation>Gelenk &apos;%1&apos; liegt in einer geschlossenen Schleife, deren Löser es setzt: diese Kopplung bleibt erhalten, wird aber nicht befolgt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>joint &apos;%1&apos; already follows a joint, or would follow itself through this constraint: the constraint is kept, not followed</source>
        <translation>Gelenk &apos;%1&apos; folgt bereits einem Gelenk oder würde durch diese Nebenbedingung sich selbst folgen: die Nebenbedingung wird beibehalten, aber nicht berücksichtigt</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfDefaults.cpp" line="+36"/>
        <source>a nested &lt;default&gt; needs a class name</source>
        <translation>ein verschachteltes &lt;default&gt; benötigt einen Klassennamen (class)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>default class &apos;%1&apos; is defined twice</source>
        <translation>Default-Klasse &apos;%1&apos; ist zweimal definiert</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfOrientation.cpp" line="+49"/>
        <source>more than one orientation (quat, axisangle, euler, xyaxes, zaxis) is given</source>
        <translation>mehr als eine Orientierung (quat, axisangle, euler, xyaxes, zaxis) angegeben</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the quaternion is zero</source>
        <translation>die Quaternion ist null</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the rotation axis is zero</source>
        <translation>die Rotationsachse ist null</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the x axis is zero</source>
        <translation>die x-Achse ist null</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the y axis is zero or parallel to x</source>
        <translation>die y-Achse ist null oder parallel zu x</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the z axis is zero</source>
        <translation>die z-Achse ist null</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfReader.cpp" line="+69"/>
        <source>the root element of an MJCF file is &lt;mujoco&gt;, not &lt;%1&gt;</source>
        <translation>das Wurzelelement einer MJCF-Datei ist &lt;mujoco&gt;, nicht &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+139"/>
        <source>unknown default class &apos;%1&apos;</source>
        <translation>unbekannte Default-Klasse &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>mesh file &apos;%1&apos; not found (looked for %2)</source>
        <translation>Mesh-Datei &apos;%1&apos; nicht gefunden (gesucht: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mesh file &apos;%1&apos;: %2</source>
        <translation>Mesh-Datei &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mesh needs a file or vertices</source>
        <translation>ein Mesh benötigt eine Datei oder Vertices</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>repeated mesh name &apos;%1&apos;</source>
        <translation>doppelter Mesh-Name &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>a free joint can only be used in a body of the world body</source>
        <translation>ein free-Gelenk kann nur in einem Körper verwendet werden, der direkt im Weltkörper liegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the joint axis is zero</source>
        <translation>die Gelenkachse ist null</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>joint has a range but not limited: set autolimits=&quot;true&quot; in &lt;compiler&gt;, give limited (&quot;true&quot; or &quot;false&quot;), or remove the range</source>
        <translation>Gelenk hat range, aber kein limited: setzen Sie autolimits=&quot;true&quot; in &lt;compiler&gt;, geben Sie limited an (&quot;true&quot; oder &quot;false&quot;) oder entfernen Sie range</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the joint&apos;s range must have its lower end below the upper</source>
        <translation>im range des Gelenks muss der untere Wert kleiner als der obere sein</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>mesh &apos;%1&apos; is not defined in &lt;asset&gt;</source>
        <translation>Mesh &apos;%1&apos; ist in &lt;asset&gt; nicht definiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mesh geom needs mesh=&quot;...&quot;</source>
        <translation>ein Mesh-Geom benötigt mesh=&quot;...&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../model/formats/mjcf/MjcfSkinReader.cpp" line="+159"/>
        <source>material &apos;%1&apos; is not defined in &lt;asset&gt;</source>
        <translation>Material &apos;%1&apos; ist in &lt;asset&gt; nicht definiert</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>the key&apos;s qpos has %1 numbers; the model&apos;s joints take %2 (nq)</source>
        <translation>das qpos des Keyframes enthält %1 Zahlen; die Gelenke des Modells erwarten %2 (nq)</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfRules.cpp" line="+40"/>
        <source>invalid keyword &apos;%1&apos; for %2: one of %3</source>
        <translation>ungültiges Schlüsselwort &apos;%1&apos; für %2: erlaubt ist eines von %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 takes integers: &apos;%2&apos;</source>
        <translation>%1 erwartet Ganzzahlen: &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 takes numbers: &apos;%2&apos;</source>
        <translation>%1 erwartet Zahlen: &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 takes at most %2 numbers, not %3</source>
        <translation>%1 erwartet höchstens %2 Zahlen, nicht %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is empty: it takes numbers</source>
        <translation>%1 ist leer: es erwartet Zahlen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2 numbers, not %3</source>
        <translation>%1 erwartet %2 Zahlen, nicht %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>unrecognized attribute &apos;%1&apos; of &lt;%2&gt;</source>
        <translation>nicht erkanntes Attribut &apos;%1&apos; von &lt;%2&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;%1&gt; needs the attribute %2</source>
        <translation>&lt;%1&gt; benötigt das Attribut %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unrecognized element &lt;%1&gt; in &lt;%2&gt;</source>
        <translation>nicht erkanntes Element &lt;%1&gt; in &lt;%2&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;%1&gt; may appear only once in &lt;%2&gt;</source>
        <translation>&lt;%1&gt; darf in &lt;%2&gt; nur einmal vorkommen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the composite makes a %1 named &apos;%2&apos;, a name already used</source>
        <translation>das Composite erzeugt ein Element vom Typ %1 namens &apos;%2&apos;, ein bereits verwendeter Name</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>repeated %1 name &apos;%2&apos;</source>
        <translation>doppelter %1-Name &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 &apos;%2&apos; is not defined</source>
        <translation>%1 &apos;%2&apos; ist nicht definiert</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfTree.cpp" line="+42"/>
        <source>&lt;include&gt; needs a file</source>
        <translation>&lt;include&gt; benötigt eine Datei</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; includes itself (through %2)</source>
        <translation>&apos;%1&apos; bindet sich selbst ein (über %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>included file &apos;%1&apos; not found (MuJoCo looks beside the main file: %2)</source>
        <translation>eingebundene Datei &apos;%1&apos; nicht gefunden (MuJoCo sucht neben der Hauptdatei: %2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>included file &apos;%1&apos; is not well-formed XML</source>
        <translation>eingebundene Datei &apos;%1&apos; ist kein wohlgeformtes XML</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>included file &apos;%1&apos; must have &lt;mujoco&gt; as its root, not &lt;%2&gt;</source>
        <translation>eingebundene Datei &apos;%1&apos; muss &lt;mujoco&gt; als Wurzelelement haben, nicht &lt;%2&gt;</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfMeshFile.cpp" line="+33"/>
        <source>MuJoCo 2.2.2 reads STL, OBJ and MSH meshes, not &apos;.%1&apos;</source>
        <translation>MuJoCo 2.2.2 liest STL-, OBJ- und MSH-Meshes, nicht &apos;.%1&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the file does not exist</source>
        <translation>die Datei existiert nicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file cannot be read</source>
        <translation>die Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+2"/>
        <source>not a binary STL file (MuJoCo 2.2.2 reads no ASCII STL)</source>
        <translation>keine binäre STL-Datei (MuJoCo 2.2.2 liest kein ASCII-STL)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 faces: MuJoCo 2.2.2 reads STL files of 1 to %2 faces</source>
        <translation>%1 Flächen: MuJoCo 2.2.2 liest STL-Dateien mit 1 bis %2 Flächen</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfWriter.cpp" line="+191"/>
        <source>one part of a file</source>
        <translation>ein Teil einer Datei</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>not a file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no converter</source>
        <translation>kein Konverter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 from %L2 to %L3 faces</source>
        <translation>%1 von %L2 auf %L3 Flächen</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>MuJoCo&apos;s &lt;connect&gt; holds a point, not an axis: the loop joints %1 are written as connects, which let the loop turn about every axis there (the same motion where the linkage is planar)</source>
        <translation>MuJoCos &lt;connect&gt; hält einen Punkt, keine Achse: die Schleifengelenke %1 werden als connect geschrieben, wodurch sich die Schleife dort um jede Achse drehen kann (dieselbe Bewegung, wenn das Gestänge eben ist)</translation>
    </message>
    <message numerus="yes">
        <location line="+112"/>
        <source>%n skin(s) written in their colour, without their material&apos;s texture: %1</source>
        <translation>
            <numerusform>%n Skin in seiner Farbe geschrieben, ohne die Textur seines Materials: %1</numerusform>
            <numerusform>%n Skins in ihrer Farbe geschrieben, ohne die Textur ihres Materials: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+73"/>
        <source>MuJoCo sums only hinge and slide joints in a fixed tendon: %n tendon(s) not written (%1)</source>
        <translation>
            <numerusform>MuJoCo summiert in einer festen Sehne nur Dreh- und Schubgelenke: %n Sehne nicht geschrieben (%1)</numerusform>
            <numerusform>MuJoCo summiert in einer festen Sehne nur Dreh- und Schubgelenke: %n Sehnen nicht geschrieben (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%n mesh geom(s) not written, MuJoCo 2.2.2 cannot read them (%1)</source>
        <translation>
            <numerusform>%n Mesh-Geom nicht geschrieben, MuJoCo 2.2.2 kann es nicht lesen (%1)</numerusform>
            <numerusform>%n Mesh-Geoms nicht geschrieben, MuJoCo 2.2.2 kann sie nicht lesen (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n mesh(es) converted to binary STL for MuJoCo 2.2.2, beside the export in meshes/: %1</source>
        <translation>
            <numerusform>%n Mesh für MuJoCo 2.2.2 in binäres STL umgewandelt, neben dem Export in meshes/: %1</numerusform>
            <numerusform>%n Meshes für MuJoCo 2.2.2 in binäres STL umgewandelt, neben dem Export in meshes/: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MuJoCo 2.2.2 reads STL files of at most %L1 faces: %2 simplified for it (the source keeps the full mesh)</source>
        <translation>MuJoCo 2.2.2 liest STL-Dateien mit höchstens %L1 Flächen: %2 dafür vereinfacht (die Quelle behält das vollständige Mesh)</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>MuJoCo refuses a model whose mesh file is missing: %n mesh geom(s) not written (%1)</source>
        <translation>
            <numerusform>MuJoCo lehnt ein Modell ab, dessen Mesh-Datei fehlt: %n Mesh-Geom nicht geschrieben (%1)</numerusform>
            <numerusform>MuJoCo lehnt ein Modell ab, dessen Mesh-Datei fehlt: %n Mesh-Geoms nicht geschrieben (%1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MuJoCo refuses a joint range whose ends are equal: %1 written without limits, held at that value by an &lt;equality&gt;&lt;joint&gt; (Kinedit&apos;s reader leaves such joints free)</source>
        <translation>MuJoCo lehnt einen range eines Gelenks ab, dessen Enden gleich sind: %1 ohne Grenzen geschrieben und durch ein &lt;equality&gt;&lt;joint&gt; auf diesem Wert festgehalten (Kinedits Reader lässt solche Gelenke frei)</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n body(ies) have an inertia no body can have, which MuJoCo rejects: written with the nearest one it accepts: %1</source>
        <translation>
            <numerusform>%n Körper hat eine Trägheit, die kein Körper haben kann und die MuJoCo ablehnt: stattdessen mit der nächstgelegenen zulässigen geschrieben: %1</numerusform>
            <numerusform>%n Körper haben eine Trägheit, die kein Körper haben kann und die MuJoCo ablehnt: stattdessen mit der nächstgelegenen zulässigen geschrieben: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n moving body(ies) without mass, which MuJoCo refuses: written with 1e-6 kg: %1</source>
        <translation>
            <numerusform>%n bewegter Körper ohne Masse, den MuJoCo ablehnt: mit 1e-6 kg geschrieben: %1</numerusform>
            <numerusform>%n bewegte Körper ohne Masse, die MuJoCo ablehnt: mit 1e-6 kg geschrieben: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/geometry/MeshToStl.cpp" line="+71"/>
        <source>the mesh has no triangles</source>
        <translation>das Mesh hat keine Dreiecke</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot simplify %1 triangles to %2</source>
        <translation>%1 Dreiecke lassen sich nicht auf %2 vereinfachen</translation>
    </message>
    <message>
        <location filename="../model/export/MeshReferences.cpp" line="-35"/>
        <source>converted to binary STL only when the meshes are copied (--copy-meshes, File ▸ Copy Meshes on Export)</source>
        <translation>nur in binäres STL umgewandelt, wenn die Meshes kopiert werden (--copy-meshes, Datei ▸ Meshes beim Export kopieren)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no mesh converter</source>
        <translation>kein Mesh-Konverter</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>cannot make the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot copy %1 to %2</source>
        <translation>%1 kann nicht nach %2 kopiert werden</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfComposite.cpp" line="+188"/>
        <source>the body holding a %1 composite must be named %2 and its element&apos;s coordinates</source>
        <translation>der Körper, der ein Composite vom Typ %1 enthält, muss %2 gefolgt von den Koordinaten seines Elements heißen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the name of the body holding the composite, &apos;%1&apos;, must give its element&apos;s coordinates within count (%2%3)</source>
        <translation>der Name des Körpers, der das Composite enthält, &apos;%1&apos;, muss die Koordinaten seines Elements innerhalb von count angeben (%2%3)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the loop&apos;s end &apos;%1&apos; is no body: name the body holding the loop &apos;%1&apos;</source>
        <translation>das Ende &apos;%1&apos; der Schleife ist kein Körper: benennen Sie den Körper, der die Schleife enthält, &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfCompositeSpec.cpp" line="+147"/>
        <source>a composite requires local coordinates (compiler/coordinate=&quot;local&quot;)</source>
        <translation>ein Composite erfordert lokale Koordinaten (compiler/coordinate=&quot;local&quot;)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a composite&apos;s geom type must be sphere, capsule or ellipsoid</source>
        <translation>der Geom-Typ eines Composites muss sphere, capsule oder ellipsoid sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a composite&apos;s counts must be positive</source>
        <translation>die Anzahlen (count) eines Composites müssen positiv sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a composite of more than %L1 elements is not made here (MuJoCo may run out of memory)</source>
        <translation>ein Composite mit mehr als %L1 Elementen wird hier nicht erzeugt (MuJoCo kann der Speicher ausgehen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a composite&apos;s spacing must be positive</source>
        <translation>der Abstand (spacing) eines Composites muss positiv sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a composite&apos;s counts of 1 must come last</source>
        <translation>Anzahlen von 1 müssen bei einem Composite zuletzt stehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a skin with a subgrid needs at least 3×3 elements</source>
        <translation>eine Haut mit subgrid benötigt mindestens 3×3 Elemente</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a skin of more than %L1 vertices is not made here (MuJoCo may run out of memory)</source>
        <translation>ein Skin mit mehr als %L1 Eckpunkten wird hier nicht erzeugt (MuJoCo könnte der Speicher ausgehen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a grid composite is one- or two-dimensional</source>
        <translation>ein grid-Composite ist ein- oder zweidimensional</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shear tendons need a two-dimensional grid</source>
        <translation>Scher-Tendons (shear) benötigen ein zweidimensionales Gitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a skin needs a two-dimensional grid</source>
        <translation>eine Haut (skin) benötigt ein zweidimensionales Gitter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 composite is one-dimensional</source>
        <translation>ein Composite vom Typ %1 ist eindimensional</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a cloth composite is two-dimensional</source>
        <translation>ein cloth-Composite ist zweidimensional</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 composite is three-dimensional</source>
        <translation>ein Composite vom Typ %1 ist dreidimensional</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the composite&apos;s joints get this range but no limits: set autolimits=&quot;true&quot; in &lt;compiler&gt; (MuJoCo 2.2.2 does not read limited here), or remove the range</source>
        <translation>die Gelenke des Composites erhalten diesen range, aber keine Grenzen: setzen Sie autolimits=&quot;true&quot; in &lt;compiler&gt; (MuJoCo 2.2.2 liest limited hier nicht) oder entfernen Sie range</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/UrdfRos2Control.cpp" line="+24"/>
        <source>ros2_control&apos;s parser refuses this: %1</source>
        <translation>der Parser von ros2_control lehnt dies ab: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;%1&gt; needs %2=&quot;...&quot;</source>
        <translation>&lt;%1&gt; braucht %2=&quot;...&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;%1&gt; needs a value</source>
        <translation>&lt;%1&gt; braucht einen Wert</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>size must be a positive integer</source>
        <translation>size muss eine positive ganze Zahl sein</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>ros2_control&apos;s hardware types are system, actuator and sensor, not &apos;%1&apos;</source>
        <translation>die Hardware-Typen von ros2_control sind system, actuator und sensor, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;hardware&gt; needs &lt;plugin&gt;, the hardware&apos;s class</source>
        <translation>&lt;hardware&gt; braucht &lt;plugin&gt;, die Klasse der Hardware</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ros2_control joint &apos;%1&apos; is no joint of the robot</source>
        <translation>das ros2_control-Gelenk &apos;%1&apos; ist kein Gelenk des Roboters</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;transmission&gt; needs &lt;plugin&gt;, the transmission&apos;s class</source>
        <translation>&lt;transmission&gt; braucht &lt;plugin&gt;, die Klasse des Getriebes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;%1&gt; is not part of &lt;ros2_control&gt; (hardware, joint, sensor, gpio, transmission)</source>
        <translation>&lt;%1&gt; gehört nicht zu &lt;ros2_control&gt; (hardware, joint, sensor, gpio, transmission)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>transmission joint &apos;%1&apos; is not a &lt;joint&gt; of this &lt;ros2_control&gt;</source>
        <translation>das Getriebegelenk &apos;%1&apos; ist kein &lt;joint&gt; dieses &lt;ros2_control&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;ros2_control&gt; needs &lt;hardware&gt; with its &lt;plugin&gt;</source>
        <translation>&lt;ros2_control&gt; braucht &lt;hardware&gt; mit seinem &lt;plugin&gt;</translation>
    </message>
    <message>
        <location filename="../model/formats/srdf/SrdfCompanion.cpp" line="+71"/>
        <source>%1 (package &apos;%2&apos;, path &apos;%3&apos;)</source>
        <translation>%1 (Paket &apos;%2&apos;, Pfad &apos;%3&apos;)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 beside the SRDF</source>
        <translation>%1 neben der SRDF</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>urdf/ and robots/ folders of the packages on ROS_PACKAGE_PATH</source>
        <translation>Ordner urdf/ und robots/ der Pakete auf ROS_PACKAGE_PATH</translation>
    </message>
    <message>
        <location filename="../model/formats/srdf/SrdfFormat.cpp" line="+51"/>
        <source>an SRDF&apos;s root is &lt;robot&gt;, not &lt;%1&gt;</source>
        <translation>die Wurzel einer SRDF ist &lt;robot&gt;, nicht &lt;%1&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no URDF found for this SRDF (looked at: %1); its link, joint and limit names are not checked (kinedit-cli: --urdf FILE)</source>
        <translation>keine URDF für diese SRDF gefunden (gesucht: %1); ihre Link-, Gelenk- und Grenzennamen werden nicht geprüft (kinedit-cli: --urdf FILE)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the URDF %1 did not compile (%2); this SRDF&apos;s names are not checked</source>
        <translation>die URDF %1 ließ sich nicht kompilieren (%2); die Namen dieser SRDF werden nicht geprüft</translation>
    </message>
    <message>
        <location filename="../model/formats/srdf/SrdfRobotChecks.cpp" line="+86"/>
        <source>the robot has no link named &apos;%1&apos;</source>
        <translation>der Roboter hat keinen Link namens &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the robot has no joint named &apos;%1&apos;</source>
        <translation>der Roboter hat kein Gelenk namens &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>chain tip &apos;%1&apos; is not below base &apos;%2&apos; in the robot</source>
        <translation>die Kettenspitze &apos;%1&apos; liegt im Roboter nicht unterhalb der Basis &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>joint &apos;%1&apos; is not in group &apos;%2&apos;</source>
        <translation>Gelenk &apos;%1&apos; ist nicht in Gruppe &apos;%2&apos;</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>joint &apos;%1&apos; has %n variable(s); the state gives %2</source>
        <translation>
            <numerusform>Gelenk &apos;%1&apos; hat %n Variable; der Zustand gibt %2 an</numerusform>
            <numerusform>Gelenk &apos;%1&apos; hat %n Variablen; der Zustand gibt %2 an</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 for joint &apos;%2&apos; is outside its limits [%3, %4]</source>
        <translation>%1 für Gelenk &apos;%2&apos; liegt außerhalb seiner Grenzen [%3, %4]</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>group state &apos;%1&apos; gives no value for %2 of group &apos;%3&apos;</source>
        <translation>Gruppenzustand &apos;%1&apos; gibt keinen Wert für %2 der Gruppe &apos;%3&apos; an</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>virtual joint &apos;%1&apos; must hold the robot&apos;s root link &apos;%2&apos;, not &apos;%3&apos;</source>
        <translation>virtuelles Gelenk &apos;%1&apos; muss den Wurzel-Link &apos;%2&apos; des Roboters halten, nicht &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>link &apos;%1&apos; has no collision geometry: this pair is never checked anyway</source>
        <translation>Link &apos;%1&apos; hat keine Kollisionsgeometrie: dieses Paar wird ohnehin nie geprüft</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the SRDF describes robot &apos;%1&apos;; its URDF is named &apos;%2&apos;</source>
        <translation>die SRDF beschreibt den Roboter &apos;%1&apos;; seine URDF heißt &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/srdf/SrdfRules.cpp" line="+29"/>
        <source>a second group named &apos;%1&apos;</source>
        <translation>eine zweite Gruppe namens &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no group is named &apos;%1&apos;</source>
        <translation>keine Gruppe heißt &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>group &apos;%1&apos; contains itself through its subgroups</source>
        <translation>Gruppe &apos;%1&apos; enthält sich über ihre Untergruppen selbst</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>group state &apos;%1&apos; poses group &apos;%2&apos;, which is not defined</source>
        <translation>Gruppenzustand &apos;%1&apos; bringt Gruppe &apos;%2&apos; in Pose, die nicht definiert ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>group &apos;%1&apos; has a second state named &apos;%2&apos;</source>
        <translation>Gruppe &apos;%1&apos; hat einen zweiten Zustand namens &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the value of joint &apos;%1&apos; must be numbers separated by spaces</source>
        <translation>der Wert von Gelenk &apos;%1&apos; muss aus durch Leerzeichen getrennten Zahlen bestehen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a second end effector named &apos;%1&apos;</source>
        <translation>ein zweiter Endeffektor namens &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>end effector &apos;%1&apos; names group &apos;%2&apos;, which is not defined</source>
        <translation>Endeffektor &apos;%1&apos; nennt Gruppe &apos;%2&apos;, die nicht definiert ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>end effector &apos;%1&apos; names parent group &apos;%2&apos;, which is not defined</source>
        <translation>Endeffektor &apos;%1&apos; nennt Parent-Gruppe &apos;%2&apos;, die nicht definiert ist</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a second virtual joint named &apos;%1&apos;</source>
        <translation>ein zweites virtuelles Gelenk namens &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>virtual joint type &apos;%1&apos; is not fixed, floating or planar</source>
        <translation>der Typ &apos;%1&apos; des virtuellen Gelenks ist nicht fixed, floating oder planar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a pair of link &apos;%1&apos; with itself: a link is never checked against itself</source>
        <translation>ein Paar von Link &apos;%1&apos; mit sich selbst: ein Link wird nie gegen sich selbst geprüft</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>pair %1–%2 is already written on line %3</source>
        <translation>Paar %1–%2 steht bereits in Zeile %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pair %1–%2 is written on line %3 with reason &apos;%4&apos;; here with &apos;%5&apos;</source>
        <translation>Paar %1–%2 steht in Zeile %3 mit Grund &apos;%4&apos;; hier mit &apos;%5&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfSkinReader.cpp" line="-107"/>
        <source>cannot open the SKN file &apos;%1&apos;</source>
        <translation>die SKN-Datei &apos;%1&apos; lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the SKN file &apos;%1&apos; has no header</source>
        <translation>die SKN-Datei &apos;%1&apos; hat keinen Kopf</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the SKN file &apos;%1&apos; has a negative count in its header</source>
        <translation>die SKN-Datei &apos;%1&apos; hat eine negative Anzahl in ihrem Kopf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the SKN file &apos;%1&apos; holds fewer numbers than its header says</source>
        <translation>die SKN-Datei &apos;%1&apos; enthält weniger Zahlen, als ihr Kopf angibt</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+10"/>
        <source>the SKN file &apos;%1&apos; ends within bone %2</source>
        <translation>die SKN-Datei &apos;%1&apos; endet innerhalb von Knochen %2</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>the SKN file &apos;%1&apos; has a negative vertex count in bone %2</source>
        <translation>die SKN-Datei &apos;%1&apos; hat in Knochen %2 eine negative Anzahl von Eckpunkten</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>a skin takes its data from a file or from its attributes, not both</source>
        <translation>ein Skin nimmt seine Daten aus einer Datei oder aus seinen Attributen, nicht aus beiden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a skin file is an SKN file (.skn)</source>
        <translation>eine Skin-Datei ist eine SKN-Datei (.skn)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a skin&apos;s group is from 0 to 5</source>
        <translation>die Gruppe eines Skins liegt zwischen 0 und 5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a skin needs vertices, faces and bones (or an SKN file)</source>
        <translation>ein Skin braucht Eckpunkte, Flächen und Knochen (oder eine SKN-Datei)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a skin&apos;s vertices are 3 numbers each</source>
        <translation>die Eckpunkte eines Skins sind je 3 Zahlen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a skin has 2 texture coordinates per vertex (%1 vertices)</source>
        <translation>ein Skin hat 2 Texturkoordinaten je Eckpunkt (%1 Eckpunkte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a skin&apos;s faces are 3 vertex ids each</source>
        <translation>die Flächen eines Skins sind je 3 Eckpunkt-Indizes</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>body &apos;%1&apos; is not defined</source>
        <translation>der Körper &apos;%1&apos; ist nicht definiert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a bone gives as many weights as vertex ids, at least one (%1 ids, %2 weights)</source>
        <translation>ein Knochen gibt so viele Gewichte wie Eckpunkt-Indizes an, mindestens eines (%1 Indizes, %2 Gewichte)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>vertex id %1 is not among the skin&apos;s %2 vertices</source>
        <translation>der Eckpunkt-Index %1 liegt nicht unter den %2 Eckpunkten des Skins</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>vertex %1 of the skin has no positive weight from its bones</source>
        <translation>der Eckpunkt %1 des Skins erhält von seinen Knochen kein positives Gewicht</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfGlobal.cpp" line="+54"/>
        <source>in global coordinates a body without pos is placed at its geoms&apos; principal axes of inertia, which need its mesh files read and weighed: placed at the world&apos;s origin</source>
        <translation>in globalen Koordinaten wird ein Körper ohne pos an die Hauptträgheitsachsen seiner Geoms gesetzt, die seine Mesh-Dateien gelesen und gewogen brauchen: in den Ursprung der Welt gesetzt</translation>
    </message>
    <message>
        <location filename="../model/formats/mjcf/MjcfTendonCheck.cpp" line="+26"/>
        <source>a tendon</source>
        <translation>eine Sehne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tendon &apos;%1&apos;</source>
        <translation>Sehne &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has an empty path: a fixed tendon sums one joint or more</source>
        <translation>%1 hat einen leeren Pfad: eine feste Sehne summiert ein Gelenk oder mehrere</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 has %n element(s) in its path: a spatial tendon needs at least two</source>
        <translation>
            <numerusform>%1 hat %n Element in ihrem Pfad: eine räumliche Sehne braucht mindestens zwei</numerusform>
            <numerusform>%1 hat %n Elemente in ihrem Pfad: eine räumliche Sehne braucht mindestens zwei</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has width %2: a spatial tendon&apos;s width must be positive</source>
        <translation>%1 hat die Breite %2: die Breite einer räumlichen Sehne muss positiv sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>geom &apos;%1&apos; is a %2: a tendon wraps only spheres and cylinders</source>
        <translation>Geom &apos;%1&apos; ist vom Typ %2: eine Sehne umschlingt nur Kugeln und Zylinder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a pulley&apos;s divisor cannot be negative</source>
        <translation>der Teiler einer Umlenkrolle darf nicht negativ sein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has two pulleys in a row</source>
        <translation>%1 hat zwei Umlenkrollen hintereinander</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ends with a pulley: a pulley starts a new branch of the path</source>
        <translation>%1 endet mit einer Umlenkrolle: eine Umlenkrolle beginnt einen neuen Zweig des Pfads</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>site &apos;%1&apos; in %2 has no neighbour but pulleys: a strand needs two points</source>
        <translation>Site &apos;%1&apos; in %2 hat nur Umlenkrollen als Nachbarn: ein Strang braucht zwei Punkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>site &apos;%1&apos; is repeated in %2</source>
        <translation>Site &apos;%1&apos; wird in %2 wiederholt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>geom &apos;%1&apos; in %2 is not between two sites</source>
        <translation>Geom &apos;%1&apos; in %2 liegt nicht zwischen zwei Sites</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/Cli.cpp" line="+19"/>
        <source>check files: well-formedness and their format&apos;s rules</source>
        <translation>Dateien prüfen: Wohlgeformtheit und die Regeln ihres Formats</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>evaluate an HRDF value: number, formula, rotation or translation</source>
        <translation>einen HRDF-Wert auswerten: number, formula, rotation oder translation</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>write a file back (lossless round trip) or to another format</source>
        <translation>eine Datei zurückschreiben (verlustfreier Round-Trip) oder in ein anderes Format</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>frames [--set NAME=VALUE]... [--json] FILE [NAME:=VALUE]...

Poses in the file&apos;s root frame at the given joint values (others at the
file&apos;s default configuration). NAME:=VALUE are xacro arguments.</source>
        <translation>frames [--set NAME=VALUE]... [--json] FILE [NAME:=VALUE]...

Posen im Wurzel-Frame der Datei bei den angegebenen Gelenkwerten (die übrigen
in der Standardkonfiguration der Datei). NAME:=VALUE sind xacro-Argumente.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>info [--json] FILE [NAME:=VALUE]...</source>
        <translation>info [--json] FILE [NAME:=VALUE]...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compute each link&apos;s mass, centre of mass and inertia from its geometry</source>
        <translation>Masse, Schwerpunkt und Trägheit jedes Links aus seiner Geometrie berechnen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>list the pairs of links whose shapes touch at one configuration</source>
        <translation>die Paare von Links auflisten, deren Formen sich in einer Konfiguration berühren</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>compare two robot files by their models, of the same format or not</source>
        <translation>zwei Roboterdateien anhand ihrer Modelle vergleichen, ob im selben Format oder nicht</translation>
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

Vergleicht die kompilierten Modelle, nicht den Text: hinzugefügte, entfernte oder
umbenannte Links, Gelenke und Frames (gleiche Stelle, gleiche Form, anderer Name);
je Gelenk Typ, Achse, Grenzen, Standardwert, Ursprung (wie weit verschoben und
gedreht, im Frame des Parents), parent, child und mimic; je Link Masse, Schwerpunkt,
Trägheit sowie visuelle und Kollisionsformen (Art, Größe, Mesh-Datei und Skalierung,
Farbe); Schleifen, Aktoren und benannte Konfigurationen; und die Pose jedes Frames
in der Konfiguration der Datei (und bei den --set-Werten), mit größter Abweichung und Ort.
Abweichungen innerhalb von --tol-m (Vorgabe 1e-6 m) und --tol-rad (Vorgabe 1e-6 rad;
Massen, Trägheiten und Skalierungen: relativ 1e-6) gelten als gleich.
NAME:=VALUE sind xacro-Argumente für beide Dateien; --old-arg und --new-arg für eine.
--as PATH prüft beide Dateien, als lägen sie unter PATH (Includes und Meshes werden
von dort aufgelöst): für git difftool, dessen alte Version eine temporäre Datei ist.
Exit-Code 0 bei Gleichheit, 1 bei Unterschieden, 2, wenn eine Datei nicht gelesen
oder kompiliert werden kann (wie bei diff und cmp).

--git nimmt die sieben Argumente, die git an diff.&lt;driver&gt;.command übergibt, prüft
beide Versionen, als lägen sie unter PATH im Arbeitsbaum (Includes und Meshes von
dort aufgelöst), und endet nach Ausgabe des Unterschieds mit 0 (git bricht sonst ab).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>serve Kinedit&apos;s checks to text editors (Language Server Protocol)</source>
        <translation>Kinedits Prüfungen an Texteditoren liefern (Language Server Protocol)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lsp [--stdio]

A language server (LSP 3.17) on stdin and stdout for every format Kinedit reads:
diagnostics after every change, hover (schema, formula values, poses),
completion, go to definition, references, document symbols and quick fixes.
Editors start it themselves; see the README&apos;s &quot;Language server&quot; section.</source>
        <translation>lsp [--stdio]

Ein Sprachserver (LSP 3.17) auf stdin und stdout für jedes Format, das Kinedit liest:
Diagnosen nach jeder Änderung, Hover (Schema, Formelwerte, Posen),
Vervollständigung, Gehe zur Definition, Verweise, Dokumentsymbole und Schnellkorrekturen.
Editoren starten ihn selbst; siehe den Abschnitt „Language server“ der README.</translation>
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
Exit-Codes, für jeden Unterbefehl:
  0  erledigt (validate: keine Datei hat einen Fehler; Warnungen erlaubt)
  1  die Eingabe hat Fehler: Fehler einer Datei (auch ein Dokument, das wegen
     seines Inhalts abgelehnt wird, etwa wegen Entity-Definitionen), ein
     Ausdruck, der sich nicht parsen lässt, ein Export, der seine Prüfung nicht besteht
  2  kann nicht ausgeführt werden: ein Aufruffehler, eine Datei, die sich nicht
     öffnen lässt (fehlt, ein Ordner, keine Berechtigung), eine Datei in keinem
     Format, mit dem der Unterbefehl arbeitet, kein Display oder kein OpenGL,
     eine Ausgabe, die sich nicht schreiben lässt
diff endet wie diff und cmp: 0 gleich, 1 verschieden, 2 eine Datei nicht gelesen.
lsp endet, wie das Language Server Protocol es vorgibt (0 nach shutdown, sonst 1).</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>draw the file&apos;s robot to a PNG, as the viewport shows it</source>
        <translation>den Roboter der Datei als PNG zeichnen, wie ihn der Viewport zeigt</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>print the pose of every frame of the file&apos;s kinematic model</source>
        <translation>die Pose jedes Frames im kinematischen Modell der Datei ausgeben</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>eval number|formula|rotation|translation EXPR

Parses EXPR as that HRDF type and prints its value (a rotation as nine
numbers, row-major), or the error with its column.</source>
        <translation>eval number|formula|rotation|translation EXPR

Parst EXPR als diesen HRDF-Typ und gibt seinen Wert aus (eine Rotation als
neun Zahlen, zeilenweise) oder den Fehler mit seiner Spalte.</translation>
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

Gibt für jedes Problem FILE:LINE:COL: error: MESSAGE [CODE] aus, oder JSON mit
--json.
Eine SRDF wird gegen ihre URDF oder xacro-Datei geprüft: die, welche die
.setup_assistant ihrer Konfiguration nennt, sonst eine nach ihrem Roboter benannte
neben ihr oder in einem Paket auf ROS_PACKAGE_PATH; --urdf URDF wählt sie.
NAME:=VALUE (oder --arg NAME:=VALUE) sind xacro-Argumente ($(arg NAME)) für
xacro-Dateien; jeder Befehl, der eine Datei liest, nimmt sie an.</translation>
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

Ist OUT im Format von IN, wird das Dokument Byte für Byte zurückgeschrieben. Eine Datei
mit Fehlern wird nicht geschrieben (Exit-Code 1), außer mit --force. --normalize
schreibt Werte, die das Format auch in anderer Form akzeptiert, so um, wie sein Writer
sie schreibt (HRDF: Enum-Werte in der Schreibweise der Spezifikation), und ändert sonst
nichts. --flatten (SDFormat) schreibt eine eigenständige Datei: jedes &lt;include&gt; wird
durch das genannte Modell ersetzt, unter seinem Namen, an seiner aufgelösten Pose.

Endet OUT auf .urdf, .sdf, .xml oder .py (ein anderes Format als das von IN), wird der
Roboter exportiert: als URDF, SDFormat 1.8, MJCF (MuJoCo 2.2.2) oder Python-Skript für
TriP (trip_kinematics).
Zuerst wird die Quelle geprüft (Fehler brechen ab, außer mit --force); der Export wird
mit Kinedits Reader für das Zielformat zurückgelesen und muss die Validierung bestehen, mit
jedem Frame dort, wo die Quelle ihn hat (1e-9). Was das Zielformat nicht abbilden kann,
wird als Warnung aufgeführt. Meshes werden über einen Pfad relativ zu OUT referenziert
oder mit --copy-meshes in einen meshes-Ordner daneben kopiert; für MJCF werden Meshes,
die MuJoCo nicht lesen kann (COLLADA, mehr als 200.000 Flächen), dort dann in binäres
STL umgewandelt, eines je Farbe, vereinfacht auf MuJoCos Grenze.

Ist IN eine xacro-Datei und endet OUT auf .urdf, wird wie bei xacro die Expansion
geschrieben, mit den xacro-Argumenten NAME:=VALUE.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>print counts, degrees of freedom, total mass and centre of mass</source>
        <translation>Anzahlen, Freiheitsgrade, Gesamtmasse und Schwerpunkt ausgeben</translation>
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

Je Link: Masse, Schwerpunkt und 3x3-Trägheitstensor bezüglich des Schwerpunkts,
im Frame des Links, seiner Formen als Vollkörper gleichförmiger Dichte (Vorgabe
1000 kg/m^3; Meshes nach dem Divergenzsatz), neben dem &lt;inertial&gt; der Datei, wo
sie eines hat. --geometry wählt die Formen (Vorgabe collision). MJCF: je Körper,
wie MuJoCo 2.2.2 es mit inertiafromgeom berechnet: die Geoms aus
inertiagrouprange, ihre density= und mass=, exactmeshinertia (ohne es MuJoCos
Regel der äquivalenten Box für Meshes) und die Mesh-Skalierung; --density gilt
für Geoms ohne eigene Dichte.
Ein Mesh, das keine geschlossene Oberfläche ist (Warnung CLI-W002) oder dessen
Flächen entgegen ihren Nachbarn orientiert sind (CLI-W003), umschließt keinen
Vollkörper: sein Link wird mit diesem Mesh, wie es ist, und mit dessen konvexer
Hülle ausgegeben (&quot;closed&quot;: false, &quot;hull&quot;).</translation>
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

Jedes Paar von Links, deren Kollisionsformen (oder visuelle, mit --geometry)
sich in der Konfiguration der Datei mit angewandtem --set berühren, geprüft
mit FCL wie MoveIt: Primitive als Primitive, Meshes als ihre Dreiecke
(Oberflächen: ein Mesh ganz innerhalb eines anderen berührt es nicht). Parent
und Child stehen auch dabei, als benachbart markiert; die Eindringtiefe, wo FCL
sie liefert (zwischen Primitiven). Unlesbare Meshes entfallen (Warnung CLI-W004).
--json: {&quot;links&quot;: [...], &quot;colliding&quot;: [{&quot;a&quot;, &quot;b&quot;, &quot;adjacent&quot;, &quot;depth&quot;}]}.

Mit --samples N [--seed S]: die Kollisionsmatrix, wie MoveIts Setup Assistant
sie erstellt, über N zufällige Konfigurationen innerhalb der Gelenkgrenzen:
jedes Paar von Links mit Formen, eingestuft als adjacent (nach seiner Regel),
default (kollidiert in der gegebenen Konfiguration, der Referenz), always (in
über 95 % der Stichproben), never oder sometimes, mit Trefferzahl und Beispielpose.
Abbruchregel (Dreierregel): ein Paar ohne Treffer in n Stichproben kollidiert
mit 95 % Konfidenz in weniger als 3/n der Konfigurationen; --one-in M stoppt
bei n = 3M Stichproben (oder N), sodass kein Paar, das in mehr als 1 von M
Konfigurationen kollidiert, als never gilt. Die Ausgabe nennt die Stichprobenzahl
und die Schranke. --progress (oder Terminal an stderr): Fortschritt auf stderr.
--json: {&quot;samples&quot;, &quot;samples_asked&quot;, &quot;never_bound&quot;, &quot;confidence&quot;,
&quot;pairs&quot;: [{&quot;a&quot;, &quot;b&quot;, &quot;class&quot;, &quot;hits&quot;, &quot;example&quot;}]}.

FILE darf eine SRDF sein (ihre URDF gefunden wie bei validate, oder --urdf URDF).
Von der SRDF (FILE oder --srdf-in SRDF) deaktivierte Paare werden markiert:
[deaktiviert: REASON], &quot;disabled&quot;: true. --srdf OUT schreibt die Paare adjacent,
default, always und never als disable_collisions mit den Gründen des Setup
Assistant: eine neue SRDF, oder in OUT nur die generierten Einträge ersetzt.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>run a benchmark and print its figures</source>
        <translation>einen Benchmark ausführen und seine Kennzahlen ausgeben</translation>
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

Zeit pro Aufruf für Vorwärtskinematik und Jacobi-Matrix sowie Lösungsrate und
Zeit der inversen Kinematik auf der Kette von --base bis --tip: N innerhalb der
Gelenkgrenzen gleichverteilte Konfigurationen sind IK-Ziele, jeweils gelöst von
einer anderen gleichverteilten Konfiguration aus; Erfolg heißt 1e-5 m und 1e-5 rad innerhalb von 5 ms.

bench viewport [--links N] [--steps N] [--no-axes] [--mesh-triangles T] [--mesh-shape sheet|torus] [--full-meshes]
               [--exact-while-moving] [--antialiasing auto|on|off] [--json]

Die 3D-Ansicht einer generierten Kette aus N Gliedern (Standard 1000): Zeit für
den Szenenaufbau und pro Gelenkänderung die Zeit für FK und Transformationen
sowie die Zeit, bis das Bild gerendert und zurückgelesen ist (N Schritte,
Standard 100); dann der Neuaufbau nach einer Bearbeitung an anderer Stelle
(das Modell neu kompiliert). --mesh-triangles fügt ein Mesh aus T Dreiecken hinzu:
eine raue, gewellte Fläche (ihre Kopie auf ein Pixel genau behält etwa 62.000
von einer Million Dreiecken) oder
einen glatten Torus (--mesh-shape torus); mit den Zeiten bis zu seinem ersten Bild,
bis zu seinen vereinfachten Stufen und bis zum ersten Bild in einer zweiten Ansicht
(Stufen aus dem Festplatten-Cache); --full-meshes zeichnet es ganz (Ansicht &gt; Volle Meshes). Während sich die Gelenke bewegen, werden schwere
Meshes gröber gezeichnet, wo ihre Kopien auf ein Pixel genau zusammen mehr als 25.000 Dreiecke haben,
und in Ruhe wieder auf ein Pixel genau; --exact-while-moving hält sie durchgehend auf ein Pixel genau
(Ansicht &gt; Gröbere Meshes während der Bewegung aus). --antialiasing: 4-faches Multisampling
an (on), aus (off) oder auto (Standard, wie in den Einstellungen: aus bei Software-OpenGL).
Benötigt ein Display (xvfb-run).

bench validate [FILE] [--links N] [--runs N] [--json] [NAME:=VALUE]...

Was der Editor nach jeder Bearbeitung tut, an FILE oder an einer erzeugten URDF-Kette aus N
Gliedern (Vorgabe 100, etwa 1.000 Elemente): eine Attributänderung, dann die Prüfungen
des Formats, dann das Kompilieren des kinematischen Modells; N Durchläufe (Vorgabe 200).

bench load FILE [--repeat N] [--json] [NAME:=VALUE]...

FILE wird N-mal von der Festplatte gelesen (Vorgabe 10): die Medianzeiten für das
Parsen, für die Prüfungen des Formats (einschließlich Lesen der Includes) und für das Kompilieren
in die Engine sowie der maximale Speicherverbrauch des Prozesses.

bench lsp [--links N] [--runs N] [--json]

Der Sprachserver über eine Pipe, auf einer erzeugten URDF-Kette aus N Gliedern
(Vorgabe 100, etwa 1.000 Elemente): die Zeit von einer Änderung bis zu ihren
Diagnosen, eines Hovers und einer Vervollständigung; N Läufe (Vorgabe 50).

bench inertia [--triangles N] [--runs N] [--json]

Die Masseneigenschaften eines geschlossenen Meshs aus etwa N Dreiecken (Vorgabe 1.000.000;
eine im Speicher erzeugte Kugel) über vorzeichenbehaftete Tetraeder, und getrennt davon die Prüfung auf Geschlossenheit;
Mediane von N Läufen (Vorgabe 10).

bench collisions FILE [--samples N] [--seed S] [--json] [NAME:=VALUE]...

Die Selbstkollisionsprüfung (wie sie der Befehl collisions vornimmt) in N zufälligen
Konfigurationen innerhalb der Gelenkgrenzen (Vorgabe 10.000): die Zeit zum Aufbau der
Formen (Meshes gelesen) und pro Konfiguration Vorwärtskinematik und die Prüfung.

bench diff [--links N] [--runs N] [--json]

kinedit-cli diff auf zwei erzeugten URDF-Ketten aus N Gliedern (Vorgabe 1000), ein
Gelenk in der zweiten um 3 mm verschoben: Lesen und Prüfen beider, dann der Diff;
Mediane von N Läufen (Vorgabe 20).</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>write a large robot of a format, for the benchmarks</source>
        <translation>einen großen Roboter in einem Format schreiben, für die Benchmarks</translation>
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

Schreibt in DIR und gibt den Pfad der Hauptdatei aus: sdf, N Arme aus je M Links (Vorgabe
20 x 50), jeder ein &lt;include&gt; eines Armmodells, über seinen Platzierungs-Frame
an die Spitze des vorherigen Arms gesetzt (--nested: Modelle ineinander verschachtelt);
hrdf, eine Kette aus N*M Modulen; urdf, N Zweige aus je M Links ab einer Basis;
skel, eine Kette aus N*M Körpern.</translation>
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

Rendert offscreen mit Qt3D (Standard 1024x768, Iso-Ansicht, visuelle Geometrie,
keine Frame-Achsen; --labels fügt die Achsen mit den Namen der Frames hinzu). Benötigt ein Display mit OpenGL: auf einem Rechner ohne
Display unter xvfb-run ausführen. Für Meshes, die nicht geladen werden können,
wird gewarnt, und sie werden als Platzhalter gezeichnet.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>usage: kinedit-cli %1</source>
        <translation>Aufruf: kinedit-cli %1</translation>
    </message>
    <message>
        <location filename="../app/cli/BenchCommand.cpp" line="+41"/>
        <source>--base needs a frame</source>
        <translation>--base benötigt einen Frame</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--tip needs a frame</source>
        <translation>--tip benötigt einen Frame</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--samples needs a positive number</source>
        <translation>--samples benötigt eine positive Zahl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--seed needs a number</source>
        <translation>--seed benötigt eine Zahl</translation>
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
        <translation>unbekannte Option &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>expected FILE, --base and --tip</source>
        <translation>FILE, --base und --tip erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>kinedit-cli bench: no frame named &apos;%1&apos;</source>
        <translation>kinedit-cli bench: kein Frame namens &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>chain %1 -&gt; %2: %3 degrees of freedom, %4 samples, seed %5</source>
        <translation>Kette %1 -&gt; %2: %3 Freiheitsgrade, %4 Stichproben, Seed %5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forward kinematics: %1 ns per call</source>
        <translation>Vorwärtskinematik: %1 ns pro Aufruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacobian: %1 ns per call</source>
        <translation>Jacobi-Matrix: %1 ns pro Aufruf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inverse kinematics: %1% solved, mean %2 us, median %3 us</source>
        <translation>inverse Kinematik: %1% gelöst, Mittelwert %2 us, Median %3 us</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+106"/>
        <location line="+79"/>
        <source>peak memory: %1 MiB</source>
        <translation>Spitzenspeicher: %1 MiB</translation>
    </message>
    <message>
        <location line="-158"/>
        <source>--mesh-shape is sheet or torus</source>
        <translation>--mesh-shape ist sheet oder torus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--antialiasing is auto, on or off</source>
        <translation>--antialiasing ist auto, on oder off</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--links needs 1 to 100000, --steps a positive number</source>
        <translation>--links benötigt 1 bis 100000, --steps eine positive Zahl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kinedit-cli bench viewport: no frame was rendered (is OpenGL available on this display?)</source>
        <translation>kinedit-cli bench viewport: es wurde kein Bild gerendert (ist OpenGL auf diesem Display verfügbar?)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>chain of %1 links: %2 visuals, frame axes %3, %4 steps</source>
        <translation>Kette aus %1 Gliedern: %2 Visuals, Frame-Achsen %3, %4 Schritte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>drawn</source>
        <translation>gezeichnet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>hidden</source>
        <translation>ausgeblendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>drawn by %1, %2</source>
        <translation>gezeichnet von %1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown renderer</source>
        <translation>einem unbekannten Renderer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no antialiasing</source>
        <translation>ohne Kantenglättung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1x multisampling asked for</source>
        <translation>%1-faches Multisampling angefordert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scene built in %1 ms, first frame after %2 ms</source>
        <translation>Szene in %1 ms aufgebaut, erstes Bild nach %2 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joint change (FK and transforms): %1 us, of which FK %2 us</source>
        <translation>Gelenkänderung (FK und Transformationen): %1 us, davon FK %2 us</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>joint change to captured frame: mean %1 ms, median %2 ms, max %3 ms (%4 frames per second)</source>
        <translation>Gelenkänderung bis zum erfassten Bild: Mittelwert %1 ms, Median %2 ms, Maximum %3 ms (%4 Bilder pro Sekunde)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rebuild after an edit elsewhere: %1 ms (%2 visuals kept)</source>
        <translation>Neuaufbau nach einer Bearbeitung an anderer Stelle: %1 ms (%2 Visuals behalten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mesh of %1 triangles (the file read alone: %2 ms): first picture after %3 ms (%7 ms after the view&apos;s worker had read the file and joined its positions), full mesh and levels on screen after %4 ms; %5 triangles drawn for it in the steps, %8 at rest; a second view of it (levels from the disk cache): first picture after %6 ms</source>
        <translation>ein Mesh aus %1 Dreiecken (die Datei allein gelesen: %2 ms): erstes Bild nach %3 ms (%7 ms nachdem der Worker der Ansicht die Datei gelesen und ihre Positionen zusammengeführt hatte), volles Mesh und Stufen auf dem Bildschirm nach %4 ms; %5 Dreiecke dafür in den Schritten gezeichnet, %8 in Ruhe; eine zweite Ansicht davon (Stufen aus dem Festplatten-Cache): erstes Bild nach %6 ms</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>peak memory with the one view, before the second: %1 MiB</source>
        <translation>Spitzenspeicher mit der einen Ansicht, vor der zweiten: %1 MiB</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>expected at most one FILE</source>
        <translation>höchstens eine FILE erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/DiffBenchCommand.cpp" line="+1"/>
        <source>%1 needs a positive number</source>
        <translation>%1 benötigt eine positive Zahl</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>kinedit-cli bench validate: not a format Kinedit knows</source>
        <translation>kinedit-cli bench validate: kein Format, das Kinedit kennt</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 (%2): %3 elements, %4 runs</source>
        <translation>%1 (%2): %3 Elemente, %4 Durchläufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median per edit: edit %1 ms, checks %2 ms, compile %3 ms</source>
        <translation>Median je Bearbeitung: Bearbeitung %1 ms, Prüfungen %2 ms, Kompilieren %3 ms</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>expected a benchmark name</source>
        <translation>Name eines Benchmarks erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown benchmark &apos;%1&apos;</source>
        <translation>unbekannter Benchmark &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/ConvertCommand.cpp" line="+4"/>
        <source>expected IN and OUT</source>
        <translation>IN und OUT erwartet</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+17"/>
        <source>--normalize and --flatten are for a file of the same format</source>
        <translation>--normalize und --flatten gelten nur für eine Datei im selben Format</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+19"/>
        <source>kinedit-cli convert: %1 not written</source>
        <translation>kinedit-cli convert: %1 nicht geschrieben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kinedit-cli convert: %1</source>
        <translation>kinedit-cli convert: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kinedit-cli convert: %1 written as %2; %3 frame pose(s) checked against the source, largest position difference %4 m, largest rotation difference %5 rad</source>
        <translation>kinedit-cli convert: %1 als %2 geschrieben; %3 Frame-Pose(n) mit der Quelle abgeglichen, größte Positionsabweichung %4 m, größte Rotationsabweichung %5 rad</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>kinedit-cli convert: %1 tendon length(s) checked against the source, largest difference %2 m</source>
        <translation>kinedit-cli convert: %1 Sehnenlänge(n) mit der Quelle verglichen, größte Abweichung %2 m</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>kinedit-cli convert: converting %1 to %2 is not available</source>
        <translation>kinedit-cli convert: die Konvertierung von %1 nach %2 ist nicht verfügbar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>kinedit-cli convert: %1 has errors; not written (--force writes it anyway)</source>
        <translation>kinedit-cli convert: %1 enthält Fehler; nicht geschrieben (--force schreibt trotzdem)</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>kinedit-cli convert: %n value(s) rewritten in the specification&apos;s form</source>
        <translation>
            <numerusform>kinedit-cli convert: %n Wert in die Form der Spezifikation umgeschrieben</numerusform>
            <numerusform>kinedit-cli convert: %n Werte in die Form der Spezifikation umgeschrieben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>kinedit-cli convert: %1 cannot be flattened; not written</source>
        <translation>kinedit-cli convert: %1 kann nicht abgeflacht werden; nicht geschrieben</translation>
    </message>
    <message>
        <location line="-56"/>
        <location line="+63"/>
        <source>kinedit-cli convert: cannot write %1: %2</source>
        <translation>kinedit-cli convert: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/EvalCommand.cpp" line="+21"/>
        <source>kinedit-cli %1: error: %2</source>
        <translation>kinedit-cli %1: Fehler: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a type and one expression (quote it)</source>
        <translation>Typ und ein Ausdruck erwartet (in Anführungszeichen)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>unknown type &apos;%1&apos; (number, formula, rotation or translation)</source>
        <translation>unbekannter Typ &apos;%1&apos; (number, formula, rotation oder translation)</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="+22"/>
        <source>usage: kinedit-cli [--version] [--help] SUBCOMMAND [ARGS...]
</source>
        <translation>Aufruf: kinedit-cli [--version] [--help] SUBCOMMAND [ARGS...]
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kinedit&apos;s command-line tool for robot description files (HRDF, SDFormat, URDF,
DART SKEL, TAMP problem files, xacro, MJCF).
</source>
        <translation>Das Kommandozeilenwerkzeug von Kinedit für Roboterbeschreibungsdateien (HRDF,
SDFormat, URDF, DART SKEL, TAMP-Problemdateien, xacro, MJCF).
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Subcommands:</source>
        <translation>Unterbefehle:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
&apos;kinedit-cli SUBCOMMAND --help&apos; describes one subcommand.</source>
        <translation>
&apos;kinedit-cli SUBCOMMAND --help&apos; beschreibt einen Unterbefehl.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>kinedit-cli: this subcommand draws with Qt3D and needs a display (DISPLAY is not set); on a headless machine run it under xvfb-run</source>
        <translation>kinedit-cli: dieser Unterbefehl zeichnet mit Qt3D und benötigt ein Display (DISPLAY ist nicht gesetzt); auf einem Rechner ohne Display unter xvfb-run ausführen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>kinedit-cli: unknown subcommand &apos;%1&apos; (see &apos;kinedit-cli --help&apos;)</source>
        <translation>kinedit-cli: unbekannter Unterbefehl &apos;%1&apos; (siehe &apos;kinedit-cli --help&apos;)</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+4"/>
        <source>--arg needs NAME:=VALUE</source>
        <translation>--arg benötigt NAME:=VALUE</translation>
    </message>
    <message>
        <location filename="../app/cli/ModelLoading.cpp" line="-16"/>
        <location filename="../app/cli/ValidateCommand.cpp" line="-5"/>
        <source>--urdf needs a FILE</source>
        <translation>--urdf benötigt eine FILE</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--set needs NAME=VALUE</source>
        <translation>--set benötigt NAME=VALUE</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--set needs NAME=VALUE, got &apos;%1&apos;</source>
        <translation>--set benötigt NAME=VALUE, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--set %1: %2</source>
        <translation>--set %1: %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>--set %1: joint &apos;%2&apos; follows joint &apos;%3&apos; (%4 times its value plus %5), so the value given is not used; set &apos;%3&apos; instead</source>
        <translation>--set %1: Gelenk &apos;%2&apos; folgt Gelenk &apos;%3&apos; (%4 mal dessen Wert plus %5), daher wird der angegebene Wert nicht verwendet; setzen Sie stattdessen &apos;%3&apos;</translation>
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
        <translation>genau eine FILE erwartet</translation>
    </message>
    <message>
        <location filename="../app/cli/ModelLoading.cpp" line="+3"/>
        <source>expected a FILE</source>
        <translation>eine FILE erwartet</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>joint &apos;%1&apos; has %n variable(s)</source>
        <translation>
            <numerusform>Gelenk &apos;%1&apos; hat %n Variable</numerusform>
            <numerusform>Gelenk &apos;%1&apos; hat %n Variablen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>no joint or actuator is named &apos;%1&apos;</source>
        <translation>kein Gelenk oder Aktor heißt &apos;%1&apos;</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/ModelCommands.cpp" line="+95"/>
        <source>%n mesh(es), %L1 triangles, %L2 vertices</source>
        <translation>
            <numerusform>%n Mesh, %L1 Dreiecke, %L2 Eckpunkte</numerusform>
            <numerusform>%n Meshes, %L1 Dreiecke, %L2 Eckpunkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>meshes: none</source>
        <translation>Meshes: keine</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>meshes: %n file(s); visual: %1; collision: %2</source>
        <translation>
            <numerusform>Meshes: %n Datei; visuell: %1; Kollision: %2</numerusform>
            <numerusform>Meshes: %n Dateien; visuell: %1; Kollision: %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>visual: %1</source>
        <translation>visuell: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collision: %1</source>
        <translation>Kollision: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>meshes of more triangles than %1 reads from one file (%L2): %3</source>
        <translation>Meshes mit mehr Dreiecken, als %1 aus einer Datei liest (%L2): %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>meshes not read: %1</source>
        <translation>nicht gelesene Meshes: %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>format: %1</source>
        <translation>Format: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>frames: %1 (%2)</source>
        <translation>Frames: %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joints: %1, degrees of freedom: %2, closed-chain groups: %3</source>
        <translation>Gelenke: %1, Freiheitsgrade: %2, Gruppen geschlossener Ketten: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>total mass: %1 kg</source>
        <translation>Gesamtmasse: %1 kg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>centre of mass: %1 %2 %3 m</source>
        <translation>Schwerpunkt: %1 %2 %3 m</translation>
    </message>
    <message>
        <location filename="../app/cli/DiffLoading.cpp" line="+41"/>
        <location line="+7"/>
        <location filename="../app/cli/ModelLoading.cpp" line="+22"/>
        <source>kinedit-cli %1: %2: no kinematic model: %3</source>
        <translation>kinedit-cli %1: %2: kein kinematisches Modell: %3</translation>
    </message>
    <message>
        <location line="-5"/>
        <location filename="../app/cli/ModelLoading.cpp" line="+2"/>
        <source>the %1 format has no compiler yet</source>
        <translation>für das Format %1 gibt es noch keinen Compiler</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/ModelLoading.cpp" line="+1"/>
        <source>no robot format recognised this file</source>
        <translation>kein Roboterformat hat diese Datei erkannt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it did not compile</source>
        <translation>es ließ sich nicht kompilieren</translation>
    </message>
    <message>
        <location filename="../app/cli/ValidateCommand.cpp" line="-17"/>
        <source>no robot format recognised this file; only its XML was checked</source>
        <translation>kein Roboterformat hat diese Datei erkannt; nur ihr XML wurde geprüft</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>expected at least one FILE</source>
        <translation>mindestens eine FILE erwartet</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%n file(s) checked: </source>
        <translation>
            <numerusform>%n Datei geprüft: </numerusform>
            <numerusform>%n Dateien geprüft: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n error(s), </source>
        <translation>
            <numerusform>%n Fehler, </numerusform>
            <numerusform>%n Fehler, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/RenderCommand.cpp" line="+48"/>
        <source>--out needs a file name</source>
        <translation>--out benötigt einen Dateinamen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--size needs WIDTHxHEIGHT, 16 to 8192 pixels each</source>
        <translation>--size benötigt WIDTHxHEIGHT, je 16 bis 8192 Pixel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--view needs iso, front, top or side</source>
        <translation>--view benötigt iso, front, top oder side</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>render has no JSON output</source>
        <translation>render hat keine JSON-Ausgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--out PNG is required</source>
        <translation>--out PNG ist erforderlich</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>kinedit-cli render: no frame was rendered (is OpenGL available on this display?)</source>
        <translation>kinedit-cli render: es wurde kein Bild gerendert (ist OpenGL auf diesem Display verfügbar?)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kinedit-cli render: cannot write &apos;%1&apos;</source>
        <translation>kinedit-cli render: &apos;%1&apos; kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../app/cli/LoadBenchCommand.cpp" line="+1"/>
        <source>--repeat needs a positive number</source>
        <translation>--repeat benötigt eine positive Zahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected FILE</source>
        <translation>FILE erwartet</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>kinedit-cli bench load: not a format Kinedit knows</source>
        <translation>kinedit-cli bench load: kein Format, das Kinedit kennt</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 (%2): %3 elements in the file, %4 frames, %5 error(s); %6 runs</source>
        <translation>%1 (%2): %3 Elemente in der Datei, %4 Frames, %5 Fehler; %6 Durchläufe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>median: parse %1 ms, checks %2 ms, compile %3 ms; peak memory %4 MiB</source>
        <translation>Median: Parsen %1 ms, Prüfungen %2 ms, Kompilieren %3 ms; maximaler Speicherverbrauch %4 MiB</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+3"/>
        <source>expected FORMAT and DIR</source>
        <translation>FORMAT und DIR erwartet</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>-n and -m need 1 to 100000</source>
        <translation>-n und -m benötigen 1 bis 100000</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kinedit-cli generate: %1</source>
        <translation>kinedit-cli generate: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/LspBenchCommand.cpp" line="+1"/>
        <source>%1 needs a number (at least 2 links, 1 run)</source>
        <translation>%1 braucht eine Zahl (mindestens 2 Glieder, 1 Lauf)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>kinedit-cli bench lsp: the server did not answer initialize</source>
        <translation>kinedit-cli bench lsp: der Server hat initialize nicht beantwortet</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>kinedit-cli bench lsp: no diagnostics for a change</source>
        <translation>kinedit-cli bench lsp: keine Diagnosen zu einer Änderung</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>a URDF of %1 elements, %2 runs, over a pipe to kinedit-cli lsp</source>
        <translation>eine URDF mit %1 Elementen, %2 Läufe, über eine Pipe an kinedit-cli lsp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open to diagnostics: %1 ms</source>
        <translation>Öffnen bis zu den Diagnosen: %1 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>change to diagnostics: median %1 ms, max %2 ms</source>
        <translation>Änderung bis zu ihren Diagnosen: Median %1 ms, Maximum %2 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hover: median %1 ms (the first after a change, with the pose&apos;s compile: %2 ms)</source>
        <translation>Hover: Median %1 ms (der erste nach einer Änderung, mit dem Kompilieren für die Pose: %2 ms)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completion: median %1 ms, max %2 ms</source>
        <translation>Vervollständigung: Median %1 ms, Maximum %2 ms</translation>
    </message>
    <message>
        <location filename="../app/cli/InertiaBenchCommand.cpp" line="+66"/>
        <source>unknown argument &apos;%1&apos;</source>
        <translation>unbekanntes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/CollisionsBenchCommand.cpp" line="+35"/>
        <location filename="../app/cli/InertiaBenchCommand.cpp" line="+1"/>
        <source>bad value for %1</source>
        <translation>ungültiger Wert für %1</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 links with collision shapes, %2 shapes; built in %3 ms (meshes read)</source>
        <translation>%1 Links mit Kollisionsformen, %2 Formen; aufgebaut in %3 ms (Meshes gelesen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 random configurations: check %2 ms median, %3 ms mean (forward kinematics included), %4 s in all; %5 pairs touching on average</source>
        <translation>%1 zufällige Konfigurationen: Prüfung %2 ms Median, %3 ms Mittelwert (Vorwärtskinematik eingeschlossen), %4 s insgesamt; im Mittel %5 sich berührende Paare</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>without adjacent pairs (as the live view checks): %1 ms median</source>
        <translation>ohne benachbarte Paare (wie die Live-Ansicht prüft): %1 ms Median</translation>
    </message>
    <message>
        <location filename="../app/cli/InertiaBenchCommand.cpp" line="+33"/>
        <source>closed sphere of %L1 triangles, %2 runs (medians)</source>
        <translation>geschlossene Kugel aus %L1 Dreiecken, %2 Läufe (Mediane)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mass properties: %1 ms, %2 ms of CPU (volume %3, 4/3 pi = 4.18879)</source>
        <translation>Masseeigenschaften: %1 ms, %2 ms CPU-Zeit (Volumen %3, 4/3 pi = 4.18879)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>closedness check: %1 ms, %2 ms of CPU (%3)</source>
        <translation>Prüfung auf Geschlossenheit: %1 ms, %2 ms CPU-Zeit (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../app/cli/InertiaCommand.cpp" line="+41"/>
        <source>mesh not weighed: %1</source>
        <translation>Masse des Meshs nicht berechnet: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mesh &apos;%1&apos; not weighed: %2</source>
        <translation>Masse von Mesh &apos;%1&apos; nicht berechnet: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mesh &apos;%1&apos; not weighed: MuJoCo 2.2.2 refuses it: %2</source>
        <translation>Masse von Mesh &apos;%1&apos; nicht berechnet: MuJoCo 2.2.2 lehnt es ab: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mesh &apos;%1&apos; has faces wound against their neighbours (an edge run the same way by two faces): its mass is not a solid&apos;s</source>
        <translation>Mesh &apos;%1&apos; hat Flächen, die entgegen ihren Nachbarn orientiert sind (eine Kante, die zwei Flächen in derselben Richtung durchlaufen): seine Masse ist nicht die eines Vollkörpers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>mesh &apos;%1&apos; is not a closed surface (an edge of one face): its mass is not a solid&apos;s</source>
        <translation>Mesh &apos;%1&apos; ist keine geschlossene Oberfläche (eine Kante gehört nur zu einer Fläche): seine Masse ist nicht die eines Vollkörpers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this build has no convex hulls (qhull was missing): open meshes are weighed only as they are</source>
        <translation>dieser Build hat keine konvexen Hüllen (qhull fehlte): die Masse offener Meshes wird nur so berechnet, wie sie sind</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 (a mesh that bounds no solid: not a solid&apos;s mass)</source>
        <translation>%1 (ein Mesh, das keinen Vollkörper umschließt: nicht die Masse eines Vollkörpers)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  %1: mass %2 kg; com %3 m</source>
        <translation>  %1: Masse %2 kg; Schwerpunkt %3 m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>    inertia about the com: %1 | %2 | %3 kg m^2</source>
        <translation>    Trägheit bezüglich des Schwerpunkts: %1 | %2 | %3 kg m^2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>computed</source>
        <translation>berechnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>convex hull</source>
        <translation>konvexe Hülle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declared</source>
        <translation>angegeben</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--density needs a positive number (kg/m^3)</source>
        <translation>--density benötigt eine positive Zahl (kg/m^3)</translation>
    </message>
    <message>
        <location filename="../app/cli/CollisionsCommand.cpp" line="+63"/>
        <source>%1 holds no pairs of links to disable (not an SRDF)</source>
        <translation>%1 enthält keine zu deaktivierenden Paare von Links (keine SRDF)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--srdf %1 is not well-formed; it is left as it is</source>
        <translation>--srdf %1 ist nicht wohlgeformt; die Datei bleibt, wie sie ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--srdf %1 exists and is not an SRDF; it is left as it is</source>
        <translation>--srdf %1 existiert und ist keine SRDF; die Datei bleibt, wie sie ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--srdf %1: the file must end in .srdf</source>
        <translation>--srdf %1: die Datei muss auf .srdf enden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kinedit-cli collisions: cannot write %1: %2</source>
        <translation>kinedit-cli collisions: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s) disabled in %1</source>
        <translation>
            <numerusform>%n Paar in %1 deaktiviert</numerusform>
            <numerusform>%n Paare in %1 deaktiviert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+33"/>
        <source> (disabled)</source>
        <translation> (deaktiviert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 samples; %2 pairs: %3 adjacent, %4 colliding at the reference pose, %5 always, %6 never, %7 sometimes</source>
        <translation>%1 Stichproben; %2 Paare: %3 benachbart (adjacent), %4 kollidierend in der Referenzpose (default), %5 immer (always), %6 nie (never), %7 manchmal (sometimes)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>stopping rule: no pair classed never collides in more than 1 in %1 configurations (3/n, 95% confidence); %2 of at most %3 samples used</source>
        <translation>Abbruchregel: kein als never eingestuftes Paar kollidiert in mehr als 1 von %1 Konfigurationen (3/n, 95 % Konfidenz); %2 von höchstens %3 Stichproben genutzt</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>sampling: %1/%2 (%3%)</source>
        <translation>Abtastung: %1/%2 (%3%)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 needs a whole number, 0 or more</source>
        <translation>%1 benötigt eine ganze Zahl ab 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 needs a positive whole number</source>
        <translation>%1 benötigt eine positive ganze Zahl</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 needs a FILE</source>
        <translation>%1 benötigt eine FILE</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="+14"/>
        <source>--geometry needs collision or visual</source>
        <translation>--geometry benötigt collision oder visual</translation>
    </message>
    <message>
        <location filename="../app/cli/CollisionsCommand.cpp" line="+9"/>
        <source>--srdf needs --samples N</source>
        <translation>--srdf benötigt --samples N</translation>
    </message>
    <message>
        <location line="+54"/>
        <source> (adjacent)</source>
        <translation> (benachbart)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> depth %1 m</source>
        <translation> Tiefe %1 m</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> [disabled: %1]</source>
        <translation> [deaktiviert: %1]</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no reason</source>
        <translation>kein Grund</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s) touch</source>
        <translation>
            <numerusform>%n Paar berührt sich</numerusform>
            <numerusform>%n Paare berühren sich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>, %n of them adjacent</source>
        <translation>
            <numerusform>, davon %n benachbart</numerusform>
            <numerusform>, davon %n benachbart</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/DiffBenchCommand.cpp" line="+31"/>
        <source>two URDF chains of %1 links, one joint moved 3 mm: %2 change(s), %3 frame(s) moved; %4 runs</source>
        <translation>zwei URDF-Ketten aus %1 Gliedern, ein Gelenk um 3 mm verschoben: %2 Änderung(en), %3 Frame(s) bewegt; %4 Läufe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>median: read and check both %1 ms, diff %2 ms, total %3 ms</source>
        <translation>Median: beide lesen und prüfen %1 ms, Diff %2 ms, gesamt %3 ms</translation>
    </message>
    <message>
        <location filename="../app/cli/DiffCommand.cpp" line="+41"/>
        <source>%1 needs a number of zero or more</source>
        <translation>%1 benötigt eine Zahl größer oder gleich null</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--as needs a PATH</source>
        <translation>--as benötigt einen PATH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 needs NAME:=VALUE</source>
        <translation>%1 benötigt NAME:=VALUE</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--git expects the seven arguments git passes: PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE</source>
        <translation>--git erwartet die sieben Argumente, die git übergibt: PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected OLD and NEW</source>
        <translation>OLD und NEW erwartet</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>kinedit-cli %1: --set: %2: %3</source>
        <translation>kinedit-cli %1: --set: %2: %3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>new file</source>
        <translation>neue Datei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>deleted file</source>
        <translation>gelöschte Datei</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not compared: a version could not be read (see above)</source>
        <translation>nicht verglichen: eine Version konnte nicht gelesen werden (siehe oben)</translation>
    </message>
</context>
<context>
    <name>Conversion</name>
    <message>
        <location filename="../model/formats/mjcf/MjcfFormat.cpp" line="+194"/>
        <source>MJCF for MuJoCo 2.2 (*.xml)</source>
        <translation>MJCF für MuJoCo 2.2 (*.xml)</translation>
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
            <numerusform>die Kraft- und Geschwindigkeitsgrenzen von %n Gelenk</numerusform>
            <numerusform>die Kraft- und Geschwindigkeitsgrenzen von %n Gelenken</numerusform>
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
        <translation>%1 setzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Set &lt;%1&gt;</source>
        <translation>&lt;%1&gt; setzen</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Insert &lt;%1&gt;</source>
        <translation>&lt;%1&gt; einfügen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Delete &lt;%1&gt;</source>
        <translation>&lt;%1&gt; löschen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Move &lt;%1&gt;</source>
        <translation>&lt;%1&gt; verschieben</translation>
    </message>
</context>
<context>
    <name>FileReader</name>
    <message>
        <location filename="../model/io/FileReader.cpp" line="+37"/>
        <source>no such file</source>
        <translation>Datei existiert nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open: too many levels of symbolic links</source>
        <translation>kann nicht geöffnet werden: zu viele Ebenen symbolischer Links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is not a regular file (a device, FIFO or socket); not read</source>
        <translation>ist keine reguläre Datei (ein Gerät, FIFO oder Socket); nicht gelesen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>file is %1 bytes; the limit is %2 bytes</source>
        <translation>Datei ist %1 Bytes groß; die Grenze liegt bei %2 Bytes</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>read failed: %1</source>
        <translation>Lesen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="-35"/>
        <location line="+42"/>
        <source>file is larger than the limit of %1 bytes</source>
        <translation>Datei ist größer als die Grenze von %1 Bytes</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../model/formats/Format.cpp" line="+77"/>
        <source>%1 files have no includes to flatten</source>
        <translation>%1-Dateien haben keine Includes, die abgeflacht werden könnten</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Kinedit does not write inertials in %1 files</source>
        <translation>Kinedit schreibt keine Trägheitsdaten in %1-Dateien</translation>
    </message>
</context>
<context>
    <name>FormulaParser</name>
    <message>
        <location filename="../model/formula/FormulaParser.cpp" line="+36"/>
        <source>expected digits around &apos;.&apos;</source>
        <translation>Ziffern um &apos;.&apos; erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected digits in the exponent</source>
        <translation>Ziffern im Exponenten erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>malformed number %1</source>
        <translation>fehlerhafte Zahl %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>formula is longer than %1 characters</source>
        <translation>Formel ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a number or formula</source>
        <translation>Zahl oder Formel erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the value is not finite</source>
        <translation>der Wert ist nicht endlich</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>division by zero</source>
        <translation>Division durch null</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>formula nests deeper than %1 levels</source>
        <translation>Formel ist tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected a number, &apos;pi&apos; or &apos;(&apos; at the end</source>
        <translation>am Ende wird eine Zahl, &apos;pi&apos; oder &apos;(&apos; erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a formula inside &apos;()&apos;</source>
        <translation>Formel innerhalb von &apos;()&apos; erwartet</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+198"/>
        <source>expected &apos;)&apos;</source>
        <translation>&apos;)&apos; erwartet</translation>
    </message>
    <message>
        <location line="-188"/>
        <location line="+86"/>
        <location line="+18"/>
        <source>expected a number</source>
        <translation>Zahl erwartet</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>unknown name %1 (the constant is &apos;pi&apos;, in lower case)</source>
        <translation>unbekannter Name %1 (die Konstante heißt &apos;pi&apos;, kleingeschrieben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown name %1 (a formula knows only numbers and &apos;pi&apos;)</source>
        <translation>unbekannter Name %1 (eine Formel kennt nur Zahlen und &apos;pi&apos;)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unexpected %1; expected a number, &apos;pi&apos; or &apos;(&apos;</source>
        <translation>unerwartetes %1; erwartet wird eine Zahl, &apos;pi&apos; oder &apos;(&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unmatched &apos;)&apos;</source>
        <translation>&apos;)&apos; ohne Gegenstück</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected an operator (+ - * /) before %1; there is no implicit multiplication</source>
        <translation>Operator (+ - * /) vor %1 erwartet; es gibt keine implizite Multiplikation</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 takes exactly %2 numbers; this is number %3</source>
        <translation>%1 nimmt genau %2 Zahlen; dies ist Zahl %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 takes exactly %2 numbers; found %3</source>
        <translation>%1 nimmt genau %2 Zahlen; gefunden: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 at column %2</source>
        <translation>%1 in Spalte %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no space is allowed between a sign and its number</source>
        <translation>zwischen einem Vorzeichen und seiner Zahl ist kein Leerzeichen erlaubt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a plain number; formulas are not allowed here</source>
        <translation>einfache Zahl erwartet; Formeln sind hier nicht erlaubt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unexpected %1 after the number</source>
        <translation>unerwartetes %1 nach der Zahl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the number is too large</source>
        <translation>die Zahl ist zu groß</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>rotation is longer than %1 characters</source>
        <translation>Rotation ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected nine numbers or a product such as Rz(pi/2)*Rx(0.1)</source>
        <translation>neun Zahlen oder ein Produkt wie Rz(pi/2)*Rx(0.1) erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a rotation matrix</source>
        <translation>eine Rotationsmatrix</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the nine numbers are not a rotation: rows are not orthonormal (max |RᵀR − I| is %1, above 1e-4)</source>
        <translation>die neun Zahlen sind keine Rotation: die Zeilen sind nicht orthonormal (max |RᵀR − I| ist %1, über 1e-4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the nine numbers are a reflection (determinant -1), not a rotation</source>
        <translation>die neun Zahlen sind eine Spiegelung (Determinante -1), keine Rotation</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected Rx(, Ry( or Rz(</source>
        <translation>Rx(, Ry( oder Rz( erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown rotation %1 (use Rx, Ry or Rz)</source>
        <translation>unbekannte Rotation %1 (verwenden Sie Rx, Ry oder Rz)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected &apos;(&apos; after %1</source>
        <translation>&apos;(&apos; nach %1 erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected an angle inside %1()</source>
        <translation>Winkel innerhalb von %1() erwartet</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected &apos;*&apos; between rotations</source>
        <translation>&apos;*&apos; zwischen Rotationen erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a rotation after &apos;*&apos;</source>
        <translation>Rotation nach &apos;*&apos; erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the rotation is not finite</source>
        <translation>die Rotation ist nicht endlich</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a translation</source>
        <translation>eine Translation</translation>
    </message>
</context>
<context>
    <name>InertialChecks</name>
    <message>
        <location filename="../model/check/InertialChecks.cpp" line="+165"/>
        <source>MuJoCo 2.2.2 weighs its visual geometry at density 1000 only with discardvisual=&quot;false&quot;; by its URDF default it discards visuals and refuses the file: &quot;%1&quot;</source>
        <translation>MuJoCo 2.2.2 wiegt seine visuelle Geometrie mit Dichte 1000 nur bei discardvisual=&quot;false&quot;; nach seiner URDF-Voreinstellung verwirft es visuelle Elemente und lehnt die Datei ab: &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MuJoCo 2.2.2 loads it (a jointless child body with mass carries it)</source>
        <translation>MuJoCo 2.2.2 lädt sie (ein gelenkloser Kindkörper mit Masse trägt sie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MuJoCo 2.2.2 weighs its geometry at density 1000 instead (inertiafromgeom=&quot;auto&quot;), a mass the file does not give</source>
        <translation>MuJoCo 2.2.2 wiegt stattdessen seine Geometrie mit Dichte 1000 (inertiafromgeom=&quot;auto&quot;), eine Masse, die die Datei nicht angibt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (it clamps the mass to 0 first)</source>
        <translation> (es setzt die Masse zuerst auf 0)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (it clamps the negative moment to 0 first)</source>
        <translation> (es setzt das negative Moment zuerst auf 0)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (it has no geometry to weigh)</source>
        <translation> (es hat keine Geometrie zum Wiegen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MuJoCo 2.2.2 refuses the file%1: &quot;%2&quot;</source>
        <translation>MuJoCo 2.2.2 lehnt die Datei ab%1: &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MuJoCo 2.2.2 loads it</source>
        <translation>MuJoCo 2.2.2 lädt sie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>libsdformat 12 loads the file but drops the link, its joint and every link below it (its URDF converter takes %1 for none)</source>
        <translation>libsdformat 12 lädt die Datei, verwirft aber den Link, sein Gelenk und jeden Link darunter (sein URDF-Konverter hält %1 für keine)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a mass within 1e-6 of 0</source>
        <translation>eine Masse innerhalb von 1e-6 um 0</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a link without &lt;inertial&gt;</source>
        <translation>ein Link ohne &lt;inertial&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>libsdformat 12 refuses it: &quot;error 18: A link named %1 has invalid inertia.&quot;</source>
        <translation>libsdformat 12 lehnt sie ab: &quot;error 18: A link named %1 has invalid inertia.&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>libsdformat 12 loads it</source>
        <translation>libsdformat 12 lädt sie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a physics engine cannot simulate it as written</source>
        <translation>eine Physik-Engine kann sie so nicht simulieren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> (joint %1)</source>
        <translation> (Gelenk %1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 moves%2 with no mass: no &lt;inertial&gt;, and no geom MuJoCo weighs</source>
        <translation>%1 bewegt sich%2 ohne Masse: kein &lt;inertial&gt; und kein Geom, dessen Masse MuJoCo berechnet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has a negative mass, %2</source>
        <translation>%1 hat eine negative Masse, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 moves%2 with mass %3, below %4</source>
        <translation>%1 bewegt sich%2 mit Masse %3, unter %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MuJoCo&apos;s mjMINVAL (1e-15)</source>
        <translation>MuJoCos mjMINVAL (1e-15)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>libsdformat&apos;s 1e-6</source>
        <translation>libsdformats 1e-6</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the inertia tensor of %1 is not positive semi-definite: principal moments %2, %3, %4</source>
        <translation>der Trägheitstensor von %1 ist nicht positiv semidefinit: Hauptmomente %2, %3, %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the principal moments of %1 break the triangle inequality A + B &gt;= C: A = %2, B = %3, C = %4, A + B = %5 &lt; C</source>
        <translation>die Hauptmomente von %1 verletzen die Dreiecksungleichung A + B &gt;= C: A = %2, B = %3, C = %4, A + B = %5 &lt; C</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 moves%2 with a principal moment of %3, below MuJoCo&apos;s mjMINVAL (1e-15): principal moments %4, %5, %6</source>
        <translation>%1 bewegt sich%2 mit einem Hauptmoment von %3, unter MuJoCos mjMINVAL (1e-15): Hauptmomente %4, %5, %6</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moves%2 and has no &lt;inertial&gt;: URDF gives it no mass</source>
        <translation>%1 bewegt sich%2 und hat kein &lt;inertial&gt;: URDF gibt ihm keine Masse</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>&quot;%1&quot; (Object name = %2)</source>
        <translation>&quot;%1&quot; (Objektname = %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;error 18: A link named %1 has invalid inertia.&quot;</source>
        <translation>&quot;error 18: A link named %1 has invalid inertia.&quot;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>MuJoCo 2.2.2 would load it</source>
        <translation>MuJoCo 2.2.2 würde sie laden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MuJoCo 2.2.2 would refuse it: %1</source>
        <translation>MuJoCo 2.2.2 würde sie ablehnen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>libsdformat 12 would refuse it: %1</source>
        <translation>libsdformat 12 würde sie ablehnen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>libsdformat 12 would load it without link %1 (dropped by its URDF converter, with their joints and the links below)</source>
        <translation>libsdformat 12 würde sie ohne Link %1 laden (von seinem URDF-Konverter verworfen, mit ihren Gelenken und den Links darunter)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>libsdformat 12 would load it</source>
        <translation>libsdformat 12 würde sie laden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mass properties in simulators: %1</source>
        <translation>Masseneigenschaften in Simulatoren: %1</translation>
    </message>
    <message>
        <location filename="../model/check/PlausibilityChecks.cpp" line="+159"/>
        <source>the centre of mass of %1, %2, lies %3 m outside its collision geometry&apos;s bounding box %4 to %5 (more than a tenth of the box&apos;s diagonal, %6 m)</source>
        <translation>der Schwerpunkt von %1, %2, liegt %3 m außerhalb der Bounding Box seiner Kollisionsgeometrie von %4 bis %5 (mehr als ein Zehntel der Diagonale der Box, %6 m)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 weighs %2 kg in %3 m³ of collision geometry: a density of %4 kg/m³, outside %5–%6 kg/m³</source>
        <translation>%1 wiegt %2 kg bei %3 m³ Kollisionsgeometrie: eine Dichte von %4 kg/m³, außerhalb von %5–%6 kg/m³</translation>
    </message>
</context>
<context>
    <name>InertialEdit</name>
    <message>
        <location filename="../model/formats/InertialEdit.cpp" line="+98"/>
        <source>The inertial of &apos;%1&apos; is written in %2: open that file to change it</source>
        <translation>Die Trägheitsdaten von &apos;%1&apos; stehen in %2: öffnen Sie diese Datei, um sie zu ändern</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No &lt;%1 name=&quot;%2&quot;&gt; is written in this file</source>
        <translation>In dieser Datei steht kein &lt;%1 name=&quot;%2&quot;&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 elements &lt;%2 name=&quot;%3&quot;&gt;: the one to write to is not clear</source>
        <translation>%1 Elemente &lt;%2 name=&quot;%3&quot;&gt;: unklar, in welches geschrieben werden soll</translation>
    </message>
</context>
<context>
    <name>LanguageServer</name>
    <message>
        <location filename="../app/lsp/LspActions.cpp" line="+98"/>
        <source>Balance the inertia as MuJoCo&apos;s balanceinertia does</source>
        <translation>Die Trägheit ausgleichen, wie es balanceinertia von MuJoCo tut</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rename &apos;%1&apos; to &apos;%2&apos;</source>
        <translation>&apos;%1&apos; in &apos;%2&apos; umbenennen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Change &apos;%1&apos; to &apos;%2&apos;</source>
        <translation>&apos;%1&apos; in &apos;%2&apos; ändern</translation>
    </message>
    <message>
        <location filename="../app/lsp/LspHover.cpp" line="+32"/>
        <source>one of</source>
        <translation>einer von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rotation</source>
        <translation>Rotation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>translation</source>
        <translation>Translation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file path or URL</source>
        <translation>Dateipfad oder URL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+15"/>
        <source>does not evaluate: %1</source>
        <translation>lässt sich nicht auswerten: %1</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>= roll %1, pitch %2, yaw %3</source>
        <translation>= Rollen %1, Nicken %2, Gieren %3</translation>
    </message>
    <message>
        <location line="+67"/>
        <location line="+27"/>
        <source>unit %1</source>
        <translation>Einheit %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>default `%1`</source>
        <translation>Vorgabe `%1`</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+18"/>
        <source>since %1</source>
        <translation>seit %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>`%1` = `%2` (line %3)</source>
        <translation>`%1` = `%2` (Zeile %3)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Holds a %1</source>
        <translation>Enthält: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 `%2`, defined at %3:%4</source>
        <translation>%1 `%2`, definiert in %3:%4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pose in the root frame at the file&apos;s configuration: xyz %1 %2 %3 m, rpy %4 %5 %6 rad</source>
        <translation>Pose im Wurzel-Frame bei der Konfiguration der Datei: xyz %1 %2 %3 m, rpy %4 %5 %6 rad</translation>
    </message>
    <message>
        <location filename="../app/lsp/LspCodeLens.cpp" line="+41"/>
        <source>1 difference from HEAD</source>
        <translation>1 Unterschied zu HEAD</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 differences from HEAD</source>
        <translation>%1 Unterschiede zu HEAD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 joint differs from HEAD</source>
        <translation>1 Gelenk weicht von HEAD ab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 joints differ from HEAD</source>
        <translation>%1 Gelenke weichen von HEAD ab</translation>
    </message>
</context>
<context>
    <name>MeshLoader</name>
    <message>
        <location filename="../model/geometry/MeshLoader.cpp" line="+174"/>
        <source>web meshes are not downloaded; the element is drawn without %1</source>
        <translation>Web-Meshes werden nicht heruntergeladen; das Element wird ohne %1 gezeichnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mesh file not found: %1</source>
        <translation>Mesh-Datei nicht gefunden: %1</translation>
    </message>
    <message>
        <location filename="../model/geometry/BinaryStl.cpp" line="+49"/>
        <location filename="../model/geometry/MeshLoader.cpp" line="-123"/>
        <source>mesh file is %1 bytes; the limit is %2</source>
        <translation>Mesh-Datei ist %1 Bytes groß; die Grenze liegt bei %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>could not read &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; ended early: it changed while it was read</source>
        <translation>&apos;%1&apos; endete vorzeitig: die Datei wurde während des Lesens geändert</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+7"/>
        <location filename="../model/geometry/MeshLoader.cpp" line="+143"/>
        <source>&apos;%1&apos; has more than %2 vertices, the limit</source>
        <translation>&apos;%1&apos; hat mehr als %2 Eckpunkte, die Grenze</translation>
    </message>
    <message>
        <location filename="../model/geometry/MeshLoader.cpp" line="-131"/>
        <source>&apos;%1&apos; is not a mesh Assimp can read: %2</source>
        <translation>&apos;%1&apos; ist kein Mesh, das Assimp lesen kann: %2</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>&apos;%1&apos; has %2 vertices; the limit is %3</source>
        <translation>&apos;%1&apos; hat %2 Vertices; die Grenze liegt bei %3</translation>
    </message>
    <message>
        <location filename="../model/geometry/BinaryStl.cpp" line="-46"/>
        <location filename="../model/geometry/MeshLoader.cpp" line="-76"/>
        <location line="+84"/>
        <source>&apos;%1&apos; holds no triangles</source>
        <translation>&apos;%1&apos; enthält keine Dreiecke</translation>
    </message>
    <message>
        <location filename="../model/geometry/MeshLoader.cpp" line="-3"/>
        <source>&apos;%1&apos; has no submesh named &apos;%2&apos; (it has: %3)</source>
        <translation>&apos;%1&apos; hat kein Teil-Mesh namens &apos;%2&apos; (vorhanden: %3)</translation>
    </message>
</context>
<context>
    <name>MjcfFormat</name>
    <message>
        <location filename="../model/formats/mjcf/MjcfFormat.cpp" line="-151"/>
        <source>The file whose &lt;mujoco&gt; children stand here, beside the main file (not this one)</source>
        <translation>Die Datei, deren &lt;mujoco&gt;-Kinder hier stehen, neben der Hauptdatei (nicht dieser)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another MJCF file&apos;s content, spliced in here</source>
        <translation>Der Inhalt einer anderen MJCF-Datei, hier eingefügt</translation>
    </message>
</context>
<context>
    <name>ModelDiff</name>
    <message>
        <location filename="../model/diff/DiffReport.cpp" line="+18"/>
        <location filename="../model/diff/ModelDiff.cpp" line="+395"/>
        <location line="+76"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renamed from &apos;%1&apos;</source>
        <translation>umbenannt von &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>origin moved %1 mm and turned %2 degrees in the frame of &apos;%3&apos; (xyz %4 -&gt; %5)</source>
        <translation>Ursprung um %1 mm verschoben und um %2 Grad gedreht im Frame von &apos;%3&apos; (xyz %4 -&gt; %5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>centre of mass moved %1 mm (%2 -&gt; %3)</source>
        <translation>Schwerpunkt um %1 mm verschoben (%2 -&gt; %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>visual</source>
        <translation>visuell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>collision</source>
        <translation>Kollision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shape added: %2</source>
        <translation>Form (%1) hinzugefügt: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shape removed: %2</source>
        <translation>Form (%1) entfernt: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 shape changed: %2 -&gt; %3</source>
        <translation>Form (%1) geändert: %2 -&gt; %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its vertices moved up to %1 mm</source>
        <translation>seine Eckpunkte haben sich um bis zu %1 mm bewegt</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the default configuration</source>
        <translation>der Standardkonfiguration</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>poses at %1: all %n frame(s) equal within %2 m and %3 rad</source>
        <translation>
            <numerusform>Posen in %1: %n Frame gleich innerhalb von %2 m und %3 rad</numerusform>
            <numerusform>Posen in %1: alle %n Frames gleich innerhalb von %2 m und %3 rad</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>largest position difference %1 mm at &apos;%2&apos;</source>
        <translation>größte Positionsabweichung %1 mm bei &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no position difference</source>
        <translation>keine Positionsabweichung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>largest rotation difference %1 degrees at &apos;%2&apos;</source>
        <translation>größte Rotationsabweichung %1 Grad bei &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no rotation difference</source>
        <translation>keine Rotationsabweichung</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>poses at %1: %2 of %n frame(s) differ; %3, %4</source>
        <translation>
            <numerusform>Posen in %1: %2 von %n Frame weicht ab; %3, %4</numerusform>
            <numerusform>Posen in %1: %2 von %n Frames weichen ab; %3, %4</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/diff/ModelDiff.cpp" line="-397"/>
        <source>(root)</source>
        <translation>(Wurzel)</translation>
    </message>
</context>
<context>
    <name>MujocoMeshInertia</name>
    <message>
        <location filename="../model/geometry/MujocoMeshInertia.cpp" line="+58"/>
        <source>mesh surface area is too small</source>
        <translation>die Oberfläche des Meshs ist zu klein</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>mesh volume is too small</source>
        <translation>das Volumen des Meshs ist zu klein</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>eigenvalue of mesh inertia must be positive</source>
        <translation>Eigenwert der Mesh-Trägheit muss positiv sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>eigenvalues of mesh inertia violate A + B &gt;= C condition</source>
        <translation>Eigenwerte der Mesh-Trägheit verletzen die Bedingung A + B &gt;= C</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>faces have inconsistent orientation</source>
        <translation>Flächen sind uneinheitlich orientiert</translation>
    </message>
</context>
<context>
    <name>OtherVersion</name>
    <message>
        <location filename="../model/diff/OtherVersion.cpp" line="+26"/>
        <source>git could not be run: %1</source>
        <translation>git konnte nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>git did not answer within %1 s</source>
        <translation>git hat nicht innerhalb von %1 s geantwortet</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+24"/>
        <source>git does not track %1</source>
        <translation>git verfolgt %1 nicht</translation>
    </message>
</context>
<context>
    <name>ResourceResolver</name>
    <message>
        <location filename="../model/io/ResourceResolver.cpp" line="+90"/>
        <source>package &apos;%1&apos; not found (ROS_PACKAGE_PATH, AMENT_PREFIX_PATH, or a parent folder named %1 or with a package.xml naming it)</source>
        <translation>Paket &apos;%1&apos; nicht gefunden (ROS_PACKAGE_PATH, AMENT_PREFIX_PATH oder ein übergeordneter Ordner namens %1 oder mit einer package.xml, die es benennt)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>no file at %1</source>
        <translation>keine Datei unter %1</translation>
    </message>
</context>
<context>
    <name>RobotGenerator</name>
    <message>
        <location filename="../model/bench/RobotGenerator.cpp" line="+22"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>no generator for &apos;%1&apos; (sdf, hrdf, urdf, skel, mjcf)</source>
        <translation>kein Generator für &apos;%1&apos; (sdf, hrdf, urdf, skel, mjcf)</translation>
    </message>
</context>
<context>
    <name>SdfFormat</name>
    <message numerus="yes">
        <location filename="../model/formats/sdf/SdfFormat.cpp" line="-21"/>
        <source>%n link(s) have an inertia no body can have (a zero or too large principal moment), which SDFormat rejects: written with the nearest one it accepts: %1</source>
        <translation>
            <numerusform>%n Link hat eine Trägheit, die kein Körper haben kann (ein Hauptträgheitsmoment ist null oder zu groß) und die SDFormat ablehnt: stattdessen mit der nächstgelegenen zulässigen geschrieben: %1</numerusform>
            <numerusform>%n Links haben eine Trägheit, die kein Körper haben kann (ein Hauptträgheitsmoment ist null oder zu groß) und die SDFormat ablehnt: stattdessen mit der nächstgelegenen zulässigen geschrieben: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SelfCollision</name>
    <message>
        <location filename="../model/geometry/SelfCollision.cpp" line="+95"/>
        <source>it has no triangles</source>
        <translation>es hat keine Dreiecke</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>mesh &apos;%1&apos; of &apos;%2&apos; left out: %3</source>
        <translation>Mesh &apos;%1&apos; von &apos;%2&apos; ausgelassen: %3</translation>
    </message>
</context>
<context>
    <name>T</name>
    <message>
        <location filename="../model/formats/tamp/TampFormat.cpp" line="-314"/>
        <source>the 3x3 part of &lt;%1&gt; is not a rotation; the nearest rotation is used</source>
        <translation>der 3x3-Teil von &lt;%1&gt; ist keine Rotation; die nächstgelegene Rotation wird verwendet</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/XacroBuiltins.cpp" line="+116"/>
        <source>%1 cannot be an integer of 64 bits</source>
        <translation>%1 kann keine 64-Bit-Ganzzahl sein</translation>
    </message>
</context>
<context>
    <name>Templates</name>
    <message>
        <location filename="../editor/Templates.cpp" line="+20"/>
        <source>HEBI HRDF Arm</source>
        <translation>HEBI-HRDF-Arm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SDFormat Assembly (include, placement frame)</source>
        <translation>SDFormat-Baugruppe (include, Platzierungs-Frame)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>URDF Robot</source>
        <translation>URDF-Roboter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DART SKEL World</source>
        <translation>DART-SKEL-Welt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TAMP Problem</source>
        <translation>TAMP-Problem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>xacro Robot (macro, properties, argument)</source>
        <translation>xacro-Roboter (Makro, Eigenschaften, Argument)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MuJoCo MJCF Model</source>
        <translation>MuJoCo-MJCF-Modell</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the template %1 is missing from this build</source>
        <translation>die Vorlage %1 fehlt in diesem Build</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 already exists</source>
        <translation>%1 existiert bereits</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>TextureImage</name>
    <message>
        <location filename="../render/TextureImage.cpp" line="+74"/>
        <source>texture file not found: %1</source>
        <translation>Texturdatei nicht gefunden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>texture file is %1 bytes; the limit is %2</source>
        <translation>Die Texturdatei hat %1 Bytes; die Grenze ist %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is not an image Kinedit can read: %2</source>
        <translation>„%1“ ist kein Bild, das Kinedit lesen kann: %2</translation>
    </message>
</context>
<context>
    <name>UrdfReader</name>
    <message numerus="yes">
        <location filename="../model/formats/urdf/UrdfReader.cpp" line="+32"/>
        <source>&apos;%1&apos; must be %n number(s) separated by spaces</source>
        <translation>
            <numerusform>&apos;%1&apos; muss %n Zahl sein, durch Leerzeichen getrennt</numerusform>
            <numerusform>&apos;%1&apos; müssen %n Zahlen sein, durch Leerzeichen getrennt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; must be a number</source>
        <translation>&apos;%1&apos; muss eine Zahl sein</translation>
    </message>
</context>
<context>
    <name>XacroExpander</name>
    <message>
        <location filename="../model/formats/xacro/XacroExpander.cpp" line="+41"/>
        <source>in macro &apos;%1&apos; called at %2:%3:%4</source>
        <translation>im Makro &apos;%1&apos;, aufgerufen in %2:%3:%4</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n more call(s)</source>
        <translation>
            <numerusform>%n weiterer Aufruf</numerusform>
            <numerusform>%n weitere Aufrufe</numerusform>
        </translation>
    </message>
    <message>
        <location line="+146"/>
        <source>the expansion has more than %1 elements; Kinedit stops there</source>
        <translation>die Expansion hat mehr als %1 Elemente; Kinedit bricht dort ab</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>circular property definition: %1</source>
        <translation>zirkuläre Property-Definition: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>property &apos;%1&apos; hides the builtin of that name</source>
        <translation>Property &apos;%1&apos; verdeckt den gleichnamigen eingebauten Namen</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/XacroSubstitution.cpp" line="+53"/>
        <source>%1 (in ${%2})</source>
        <translation>%1 (in ${%2})</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>load_yaml is not available in $(eval)</source>
        <translation>load_yaml ist in $(eval) nicht verfügbar</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (in $(%2))</source>
        <translation>%1 (in $(%2))</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>$(arg NAME) takes one name: $(%1)</source>
        <translation>$(arg NAME) erwartet genau einen Namen: $(%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>argument &apos;%1&apos; is used before its &lt;xacro:arg&gt; on line %2 (xacro reads them in order, so its default does not apply here): give it a value (NAME:=VALUE, or in the Arguments panel)</source>
        <translation>Argument &apos;%1&apos; wird vor seinem &lt;xacro:arg&gt; in Zeile %2 verwendet (xacro liest sie der Reihe nach, daher gilt sein Standardwert hier nicht): geben Sie ihm einen Wert (NAME:=VALUE oder im Bereich „Argumente“)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>undefined argument &apos;%1&apos;: give it (NAME:=VALUE) or declare it with &lt;xacro:arg name=&quot;%1&quot; default=&quot;...&quot;/&gt;</source>
        <translation>nicht definiertes Argument &apos;%1&apos;: geben Sie es an (NAME:=VALUE) oder deklarieren Sie es mit &lt;xacro:arg name=&quot;%1&quot; default=&quot;...&quot;/&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>$(find PKG) takes one package: $(%1)</source>
        <translation>$(find PKG) erwartet genau ein Paket: $(%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>$(env VAR) takes one variable: $(%1)</source>
        <translation>$(env VAR) erwartet genau eine Variable: $(%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>environment variable %1 is not set</source>
        <translation>Umgebungsvariable %1 ist nicht gesetzt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>$(optenv VAR [DEFAULT]) needs a variable</source>
        <translation>$(optenv VAR [DEFAULT]) benötigt eine Variable</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown substitution $(%1): the commands are arg, find, env, optenv, dirname, cwd and eval</source>
        <translation>unbekannte Substitution $(%1): die Befehle sind arg, find, env, optenv, dirname, cwd und eval</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>invalid expression: %1</source>
        <translation>ungültiger Ausdruck: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;$%1&apos; without &apos;%2&apos;: %3</source>
        <translation>&apos;$%1&apos; ohne &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&apos;%1&apos; evaluated to &apos;%2&apos;, which is not a boolean</source>
        <translation>&apos;%1&apos; ergab &apos;%2&apos;, was kein boolescher Wert ist</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/XacroExpander.cpp" line="+16"/>
        <source>&lt;%1&gt; needs the attribute &apos;%2&apos;</source>
        <translation>&lt;%1&gt; benötigt das Attribut &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;%1&gt; has no attribute &apos;%2&apos; (ignored)</source>
        <translation>&lt;%1&gt; hat kein Attribut &apos;%2&apos; (ignoriert)</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>xacro:element: empty name</source>
        <translation>xacro:element: leerer Name</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>xacro:attribute: empty name</source>
        <translation>xacro:attribute: leerer Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>xacro:attribute outside an element</source>
        <translation>xacro:attribute außerhalb eines Elements</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>xacro:call is missing the &apos;macro&apos; attribute</source>
        <translation>bei xacro:call fehlt das Attribut &apos;macro&apos;</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>property names must be Python identifiers: &apos;%1&apos;</source>
        <translation>Property-Namen müssen Python-Bezeichner sein: &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>property names must not start with &apos;__&apos;: &apos;%1&apos;</source>
        <translation>Property-Namen dürfen nicht mit &apos;__&apos; beginnen: &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a property has one of value, default and remove: &apos;%1&apos;</source>
        <translation>eine Property hat genau eines von value, default und remove: &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: no parent scope at the global scope</source>
        <translation>%1: im globalen Gültigkeitsbereich gibt es keinen übergeordneten Gültigkeitsbereich</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a macro cannot be named &apos;call&apos;</source>
        <translation>ein Makro darf nicht &apos;call&apos; heißen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>macro names must not contain &apos;.&apos; (it separates namespaces): %1</source>
        <translation>Makronamen dürfen kein &apos;.&apos; enthalten (es trennt Namensräume): %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>macro names must not start with &apos;xacro:&apos; (xacro drops it): %1</source>
        <translation>Makronamen dürfen nicht mit &apos;xacro:&apos; beginnen (xacro entfernt es): %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>unknown macro name: xacro:%1</source>
        <translation>unbekannter Makroname: xacro:%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>macro calls nested more than %1 deep (xacro:%2 calls itself without end?)</source>
        <translation>Makroaufrufe sind tiefer als %1 Ebenen verschachtelt (ruft sich xacro:%2 endlos selbst auf?)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>macro &apos;%1&apos; has no parameter &apos;%2&apos; (its parameters: %3)</source>
        <translation>Makro &apos;%1&apos; hat keinen Parameter &apos;%2&apos; (seine Parameter: %3)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>macro &apos;%1&apos; needs a block for &apos;%2&apos;, and the call has no more</source>
        <translation>Makro &apos;%1&apos; benötigt einen Block für &apos;%2&apos;, aber der Aufruf hat keinen weiteren</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>macro &apos;%1&apos; has no block parameter left for &lt;%2&gt;</source>
        <translation>Makro &apos;%1&apos; hat keinen Block-Parameter mehr für &lt;%2&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>undefined property to forward: %1</source>
        <translation>nicht definierte Property zum Weiterreichen: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>macro &apos;%1&apos; needs a value for: %2</source>
        <translation>Makro &apos;%1&apos; benötigt einen Wert für: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>undefined block &apos;%1&apos;</source>
        <translation>nicht definierter Block &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>includes nested more than %1 deep (a file that includes itself?)</source>
        <translation>Includes sind tiefer als %1 Ebenen verschachtelt (eine Datei, die sich selbst einbindet?)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>include &apos;%1&apos; matched no files</source>
        <translation>Include &apos;%1&apos; passt auf keine Datei</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot read the included file %1</source>
        <translation>die eingebundene Datei %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the included file is not well-formed XML: %1</source>
        <translation>die eingebundene Datei ist kein wohlgeformtes XML: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no root element</source>
        <translation>kein Wurzelelement</translation>
    </message>
</context>
<context>
    <name>XacroExpression</name>
    <message>
        <location filename="../model/formats/xacro/XacroBuiltins.cpp" line="-87"/>
        <source>%1() needs a number, not %2 (%3)</source>
        <translation>%1() benötigt eine Zahl, nicht %2 (%3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1() takes %2 argument(s), %3 given</source>
        <translation>%1() erwartet %2 Argument(e), %3 angegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1() takes %2 to %3 arguments, %4 given</source>
        <translation>%1() erwartet %2 bis %3 Argumente, %4 angegeben</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>%1() of an empty sequence</source>
        <translation>%1() einer leeren Sequenz</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot convert %1 to an integer</source>
        <translation>%1 kann nicht in eine Ganzzahl umgewandelt werden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>invalid literal for int(): %1</source>
        <translation>ungültiges Literal für int(): %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>could not convert %1 to float</source>
        <translation>%1 konnte nicht in float umgewandelt werden</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>join() needs strings, found %1</source>
        <translation>join() benötigt Strings, gefunden: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>format(): a &apos;{&apos; without &apos;}&apos;</source>
        <translation>format(): ein &apos;{&apos; ohne &apos;}&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>format(): no argument for {%1}</source>
        <translation>format(): kein Argument für {%1}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&apos;%1&apos; object has no method &apos;%2&apos; that xacro files use</source>
        <translation>Objekt vom Typ &apos;%1&apos; hat keine in xacro-Dateien verwendete Methode &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;&lt;&apos; not supported between &apos;%1&apos; and &apos;%2&apos;</source>
        <translation>&apos;&lt;&apos; wird zwischen &apos;%1&apos; und &apos;%2&apos; nicht unterstützt</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&apos;%1&apos; object is not callable</source>
        <translation>Objekt vom Typ &apos;%1&apos; ist nicht aufrufbar</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>integer overflow: factorial(%1) needs more than 64 bits</source>
        <translation>Ganzzahlüberlauf: factorial(%1) benötigt mehr als 64 Bit</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>object of type &apos;%1&apos; has no len()</source>
        <translation>Objekt vom Typ &apos;%1&apos; hat kein len()</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>integer overflow: abs(%1) needs more than 64 bits</source>
        <translation>Ganzzahlüberlauf: abs(%1) benötigt mehr als 64 Bit</translation>
    </message>
    <message>
        <location line="+41"/>
        <location filename="../model/formats/xacro/XacroExpression.cpp" line="+644"/>
        <source>&apos;%1&apos; object is not iterable</source>
        <translation>Objekt vom Typ &apos;%1&apos; ist nicht iterierbar</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>range() step must not be zero</source>
        <translation>die Schrittweite von range() darf nicht null sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>range() is too long</source>
        <translation>range() ist zu lang</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1() is not supported with these arguments</source>
        <translation>%1() wird mit diesen Argumenten nicht unterstützt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>undefined argument &apos;%1&apos;</source>
        <translation>nicht definiertes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1() cannot be called</source>
        <translation>%1() kann nicht aufgerufen werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>integer overflow: %1 %2 %3 needs more than 64 bits</source>
        <translation>Ganzzahlüberlauf: %1 %2 %3 benötigt mehr als 64 Bit</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+35"/>
        <source>division by zero</source>
        <translation>Division durch null</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>unsupported operand type(s) for %1: &apos;float&apos;</source>
        <translation>nicht unterstützte(r) Operandentyp(en) für %1: &apos;float&apos;</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>modulo by zero</source>
        <translation>Modulo durch null</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 * %2 would hold more than 16 million items</source>
        <translation>%1 * %2 hätte mehr als 16 Millionen Elemente</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>unsupported format in &apos;%1&apos;</source>
        <translation>nicht unterstütztes Format in &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not enough arguments for format string</source>
        <translation>nicht genügend Argumente für den Formatstring</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>unsupported operand type(s) for %1: &apos;%2&apos; and &apos;%3&apos;</source>
        <translation>nicht unterstützte(r) Operandentyp(en) für %1: &apos;%2&apos; und &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;in &lt;string&gt;&apos; requires a string as left operand, not %1</source>
        <translation>&apos;in &lt;string&gt;&apos; erfordert einen String als linken Operanden, nicht %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>argument of type &apos;%1&apos; is not iterable</source>
        <translation>Argument vom Typ &apos;%1&apos; ist nicht iterierbar</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../model/formats/xacro/XacroExpression.cpp" line="-22"/>
        <source>&apos;%1&apos; object is not subscriptable</source>
        <translation>Objekt vom Typ &apos;%1&apos; ist nicht indizierbar</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/XacroExpression.cpp" line="-562"/>
        <location line="+65"/>
        <source>unterminated string</source>
        <translation>nicht abgeschlossener String</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>invalid number</source>
        <translation>ungültige Zahl</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+79"/>
        <source>invalid syntax</source>
        <translation>ungültige Syntax</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>invalid character &apos;%1&apos;</source>
        <translation>ungültiges Zeichen &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>assignment is not an expression</source>
        <translation>eine Zuweisung ist kein Ausdruck</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>unexpected end of expression: &apos;%1&apos; expected</source>
        <translation>unerwartetes Ende des Ausdrucks: &apos;%1&apos; erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid syntax: &apos;%1&apos; expected</source>
        <translation>ungültige Syntax: &apos;%1&apos; erwartet</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>invalid syntax: a name must follow &apos;for&apos;</source>
        <translation>ungültige Syntax: auf &apos;for&apos; muss ein Name folgen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invalid syntax: &apos;in&apos; expected</source>
        <translation>ungültige Syntax: &apos;in&apos; erwartet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>lambda is outside the Python subset xacro files use</source>
        <translation>lambda gehört nicht zu der Python-Teilmenge, die xacro-Dateien verwenden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>invalid syntax: &apos;else&apos; expected</source>
        <translation>ungültige Syntax: &apos;else&apos; erwartet</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>invalid syntax: a name must follow &apos;.&apos;</source>
        <translation>ungültige Syntax: auf &apos;.&apos; muss ein Name folgen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unexpected end of expression</source>
        <translation>unerwartetes Ende des Ausdrucks</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+51"/>
        <source>invalid syntax at &apos;%1&apos;</source>
        <translation>ungültige Syntax bei &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>generator expressions are outside the Python subset xacro files use</source>
        <translation>Generatorausdrücke gehören nicht zu der Python-Teilmenge, die xacro-Dateien verwenden</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>name &apos;%1&apos; is not defined</source>
        <translation>Name &apos;%1&apos; ist nicht definiert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>name &apos;%1&apos; is not defined in this namespace</source>
        <translation>Name &apos;%1&apos; ist in diesem Namensraum nicht definiert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the yaml dictionary has no key &apos;%1&apos;</source>
        <translation>das YAML-Dictionary hat keinen Schlüssel &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; object has no attribute &apos;%2&apos;</source>
        <translation>Objekt vom Typ &apos;%1&apos; hat kein Attribut &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1() takes no keyword arguments here</source>
        <translation>%1() akzeptiert hier keine Schlüsselwortargumente</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>bad operand type for unary %1: &apos;%2&apos;</source>
        <translation>ungültiger Operandentyp für unäres %1: &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bad operand type for unary ~: &apos;float&apos;</source>
        <translation>ungültiger Operandentyp für unäres ~: &apos;float&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>integer overflow: -(%1) needs more than 64 bits</source>
        <translation>Ganzzahlüberlauf: -(%1) benötigt mehr als 64 Bit</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>key %1 is not in the dictionary</source>
        <translation>Schlüssel %1 ist nicht im Dictionary enthalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>indices must be integers, not %1</source>
        <translation>Indizes müssen Ganzzahlen sein, nicht %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>index %1 out of range (size %2)</source>
        <translation>Index %1 außerhalb des gültigen Bereichs (Größe %2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the list comprehension makes more than a million items</source>
        <translation>die List Comprehension erzeugt mehr als eine Million Elemente</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot unpack %1 into %2 names</source>
        <translation>%1 kann nicht in %2 Namen entpackt werden</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>names holding &apos;__&apos; are not allowed</source>
        <translation>Namen, die &apos;__&apos; enthalten, sind nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/XacroValue.cpp" line="+130"/>
        <source>a value of more than %1 items is too large to write as text</source>
        <translation>ein Wert mit mehr als %1 Elementen ist zu groß, um als Text geschrieben zu werden</translation>
    </message>
</context>
<context>
    <name>XacroFormat</name>
    <message>
        <location filename="../model/formats/xacro/XacroFormat.cpp" line="+124"/>
        <source>this file makes no link (it holds macros, properties or materials for robots to include): it is checked as xacro only, and what it defines is checked where a robot uses it</source>
        <translation>diese Datei erzeugt keinen Link (sie enthält Makros, Properties oder Materialien, die Roboter einbinden): sie wird nur als xacro geprüft, und was sie definiert, wird dort geprüft, wo ein Roboter es verwendet</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/XacroProvenance.cpp" line="+79"/>
        <source>%1 was made by the call of macro &apos;%2&apos; on line %3 (the macro is in %4, line %5)</source>
        <translation>%1 wurde durch den Aufruf des Makros &apos;%2&apos; in Zeile %3 erzeugt (das Makro steht in %4, Zeile %5)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is written on line %2</source>
        <translation>%1 steht in Zeile %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is written in %2, line %3</source>
        <translation>%1 steht in %2, Zeile %3</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/XacroInertial.cpp" line="+36"/>
        <source>The inertial of &apos;%1&apos; is not written in this document: a macro or an included file makes it; change it there</source>
        <translation>Die Trägheitsdaten von &apos;%1&apos; stehen nicht in diesem Dokument: ein Makro oder eine eingebundene Datei erzeugt sie; ändern Sie sie dort</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The inertial of &apos;%1&apos; is not written here: %2. Change it in the macro (a change there changes every link the macro makes)</source>
        <translation>Die Trägheitsdaten von &apos;%1&apos; stehen nicht hier: %2. Ändern Sie sie im Makro (eine Änderung dort ändert jeden Link, den das Makro erzeugt)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The link &apos;%1&apos; is made by a macro or its name is computed: write its inertial where it is made</source>
        <translation>Der Link &apos;%1&apos; wird von einem Makro erzeugt oder sein Name wird berechnet: schreiben Sie seine Trägheitsdaten dort, wo er erzeugt wird</translation>
    </message>
</context>
<context>
    <name>XacroSchema</name>
    <message>
        <location filename="../model/formats/xacro/XacroSchema.cpp" line="+50"/>
        <source>A named value for ${name} expressions (value), or a block of XML (its content) for insert_block</source>
        <translation>Ein benannter Wert für ${name}-Ausdrücke (value) oder ein XML-Block (sein Inhalt) für insert_block</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The property&apos;s name: a Python identifier</source>
        <translation>Der Name der Property: ein Python-Bezeichner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The value: text with ${} expressions, evaluated where it is used</source>
        <translation>Der Wert: Text mit ${}-Ausdrücken, ausgewertet dort, wo er verwendet wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used only when the property is not defined yet</source>
        <translation>Wird nur verwendet, wenn die Property noch nicht definiert ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the property instead of defining it</source>
        <translation>Entfernt die Property, statt sie zu definieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the property is defined: here, in the enclosing macro&apos;s caller, or globally</source>
        <translation>Wo die Property definiert wird: hier, beim Aufrufer des umgebenden Makros oder global</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evaluate the value where it is used (true) or here (false)</source>
        <translation>Den Wert dort auswerten, wo er verwendet wird (true), oder hier (false)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A macro: its content is written wherever &lt;xacro:NAME&gt; calls it</source>
        <translation>Ein Makro: sein Inhalt wird überall dort geschrieben, wo &lt;xacro:NAME&gt; es aufruft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The macro&apos;s name; &lt;xacro:NAME&gt; calls it</source>
        <translation>Der Name des Makros; &lt;xacro:NAME&gt; ruft es auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parameters separated by spaces: p, p:=default, p:=^ (the caller&apos;s p), *block, **blocks</source>
        <translation>Durch Leerzeichen getrennte Parameter: p, p:=default, p:=^ (das p des Aufrufers), *block, **blocks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An argument given on the command line (NAME:=VALUE) or in the Arguments panel, read by $(arg NAME)</source>
        <translation>Ein Argument, das auf der Kommandozeile (NAME:=VALUE) oder im Bereich „Argumente“ angegeben und mit $(arg NAME) gelesen wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The argument&apos;s name</source>
        <translation>Der Name des Arguments</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its value when none is given</source>
        <translation>Sein Wert, wenn keiner angegeben wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another xacro file, processed here (its macros and properties become available)</source>
        <translation>Eine weitere xacro-Datei, die hier verarbeitet wird (ihre Makros und Properties werden verfügbar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file: relative, $(find package)/..., or a glob</source>
        <translation>Die Datei: relativ, $(find package)/... oder ein Glob-Muster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A namespace for the file&apos;s macros and properties: ns.name</source>
        <translation>Ein Namensraum für die Makros und Properties der Datei: ns.name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A missing file is not an error</source>
        <translation>Eine fehlende Datei ist kein Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its content only when value is true (true, 1, or an expression)</source>
        <translation>Sein Inhalt nur, wenn value wahr ist (true, 1 oder ein Ausdruck)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>The condition</source>
        <translation>Die Bedingung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Its content only when value is false</source>
        <translation>Sein Inhalt nur, wenn value falsch ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writes a block parameter (*name) or a property block here</source>
        <translation>Schreibt hier einen Block-Parameter (*name) oder einen Property-Block</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The block&apos;s name, without the *</source>
        <translation>Der Name des Blocks, ohne das *</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call of the macro named by the macro attribute (the name may be an expression)</source>
        <translation>Ein Aufruf des Makros, das im Attribut macro genannt ist (der Name darf ein Ausdruck sein)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The macro to call</source>
        <translation>Das aufzurufende Makro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An element whose name is computed (xacro:name)</source>
        <translation>Ein Element, dessen Name berechnet wird (xacro:name)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The element&apos;s name</source>
        <translation>Der Name des Elements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An attribute of the enclosing element whose name is computed</source>
        <translation>Ein Attribut des umgebenden Elements, dessen Name berechnet wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attribute&apos;s name</source>
        <translation>Der Name des Attributs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attribute&apos;s value</source>
        <translation>Der Wert des Attributs</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A call of a macro: its attributes are the macro&apos;s parameters (Go to Macro Definition shows the macro)</source>
        <translation>Ein Makroaufruf: seine Attribute sind die Parameter des Makros („Zur Makrodefinition springen“ zeigt das Makro)</translation>
    </message>
</context>
<context>
    <name>XacroYaml</name>
    <message>
        <location filename="../model/formats/xacro/XacroYaml.cpp" line="+102"/>
        <source>%1:%2: YAML error: %3</source>
        <translation>%1:%2: YAML-Fehler: %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: YAML nested too deeply</source>
        <translation>%1: YAML zu tief verschachtelt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: unknown YAML alias &apos;%2&apos;</source>
        <translation>%1: unbekannter YAML-Alias &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1:%2: %3 %4: %5</source>
        <translation>%1:%2: %3 %4: %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1:%2: %3 needs a number: %4</source>
        <translation>%1:%2: %3 benötigt eine Zahl: %4</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>cannot read the YAML file %1: %2</source>
        <translation>die YAML-Datei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the YAML file %1 is larger than 16 MB</source>
        <translation>die YAML-Datei %1 ist größer als 16 MB</translation>
    </message>
</context>
<context>
    <name>XmlParser</name>
    <message>
        <location filename="../model/xml/XmlParser.cpp" line="+190"/>
        <source>control character U+%1 is not allowed in XML</source>
        <translation>Steuerzeichen U+%1 ist in XML nicht erlaubt</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>invalid UTF-8 byte 0x%1 (Kinedit reads UTF-8 files only)</source>
        <translation>ungültiges UTF-8-Byte 0x%1 (Kinedit liest nur UTF-8-Dateien)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>file is %1 bytes; the limit is %2 bytes</source>
        <translation>Datei ist %1 Bytes groß; die Grenze liegt bei %2 Bytes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>file is UTF-16; Kinedit reads UTF-8 files only</source>
        <translation>Datei ist UTF-16; Kinedit liest nur UTF-8-Dateien</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&apos;&lt;&apos; must start a tag (write &amp;lt; for a literal &apos;&lt;&apos;)</source>
        <translation>&apos;&lt;&apos; muss ein Tag beginnen (schreiben Sie &amp;lt; für ein wörtliches &apos;&lt;&apos;)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>element &lt;%1&gt; opened at line %2 is not closed at the end of the file</source>
        <translation>das in Zeile %2 geöffnete Element &lt;%1&gt; ist am Dateiende nicht geschlossen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> (nor are %n enclosing element(s))</source>
        <translation>
            <numerusform> (ebenso wenig %n umschließendes Element)</numerusform>
            <numerusform> (ebenso wenig %n umschließende Elemente)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file has no root element</source>
        <translation>die Datei hat kein Wurzelelement</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>content after the root element (an XML file has exactly one root element)</source>
        <translation>Inhalt nach dem Wurzelelement (eine XML-Datei hat genau ein Wurzelelement)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>text outside the root element</source>
        <translation>Text außerhalb des Wurzelelements</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;]]&gt;&apos; is not allowed in text</source>
        <translation>&apos;]]&gt;&apos; ist in Text nicht erlaubt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>comment is not closed (expected &apos;--&gt;&apos;)</source>
        <translation>Kommentar ist nicht geschlossen (&apos;--&gt;&apos; erwartet)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;--&apos; is not allowed inside a comment</source>
        <translation>&apos;--&apos; ist innerhalb eines Kommentars nicht erlaubt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CDATA section outside the root element</source>
        <translation>CDATA-Abschnitt außerhalb des Wurzelelements</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CDATA section is not closed (expected &apos;]]&gt;&apos;)</source>
        <translation>CDATA-Abschnitt ist nicht geschlossen (&apos;]]&gt;&apos; erwartet)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a processing-instruction target after &apos;&lt;?&apos;</source>
        <translation>Ziel einer Verarbeitungsanweisung nach &apos;&lt;?&apos; erwartet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>processing instruction is not closed (expected &apos;?&gt;&apos;)</source>
        <translation>Verarbeitungsanweisung ist nicht geschlossen (&apos;?&gt;&apos; erwartet)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the XML declaration must be at the very start of the file</source>
        <translation>die XML-Deklaration muss ganz am Anfang der Datei stehen</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+7"/>
        <source>malformed XML declaration</source>
        <translation>fehlerhafte XML-Deklaration</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported XML version &apos;%1&apos;</source>
        <translation>nicht unterstützte XML-Version &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>encoding &apos;%1&apos; is not supported; Kinedit reads UTF-8 files only</source>
        <translation>Kodierung &apos;%1&apos; wird nicht unterstützt; Kinedit liest nur UTF-8-Dateien</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>DOCTYPE must come before the root element</source>
        <translation>DOCTYPE muss vor dem Wurzelelement stehen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>DOCTYPE is not closed (expected &apos;&gt;&apos;)</source>
        <translation>DOCTYPE ist nicht geschlossen (&apos;&gt;&apos; erwartet)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the external DTD is not read (Kinedit never fetches external resources)</source>
        <translation>die externe DTD wird nicht gelesen (Kinedit ruft nie externe Ressourcen ab)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>parameter entities are refused (they allow entity-expansion attacks)</source>
        <translation>Parameter-Entities werden abgelehnt (sie ermöglichen Entity-Expansion-Angriffe)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>external entity &apos;%1&apos; is refused (Kinedit never reads external resources)</source>
        <translation>externe Entity &apos;%1&apos; wird abgelehnt (Kinedit liest nie externe Ressourcen)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>malformed entity declaration</source>
        <translation>fehlerhafte Entity-Deklaration</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>entity &apos;%1&apos; refers to other entities or markup; such definitions are refused (entity-expansion attack, &apos;billion laughs&apos;)</source>
        <translation>Entity &apos;%1&apos; verweist auf andere Entities oder Markup; solche Definitionen werden abgelehnt (Entity-Expansion-Angriff, &apos;billion laughs&apos;)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown markup declaration</source>
        <translation>unbekannte Markup-Deklaration</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>more than %1 elements; the file is refused</source>
        <translation>mehr als %1 Elemente; die Datei wird abgelehnt</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>start tag &lt;%1&gt; is not closed (expected &apos;&gt;&apos;)</source>
        <translation>Start-Tag &lt;%1&gt; ist nicht geschlossen (&apos;&gt;&apos; erwartet)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected whitespace, &apos;&gt;&apos; or &apos;/&gt;&apos; in &lt;%1&gt;</source>
        <translation>Leerraum, &apos;&gt;&apos; oder &apos;/&gt;&apos; in &lt;%1&gt; erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected an attribute name, &apos;&gt;&apos; or &apos;/&gt;&apos; in &lt;%1&gt;</source>
        <translation>Attributname, &apos;&gt;&apos; oder &apos;/&gt;&apos; in &lt;%1&gt; erwartet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected &apos;=&apos; after attribute name &apos;%1&apos;</source>
        <translation>&apos;=&apos; nach dem Attributnamen &apos;%1&apos; erwartet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the value of attribute &apos;%1&apos; must be quoted</source>
        <translation>der Wert des Attributs &apos;%1&apos; muss in Anführungszeichen stehen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the value of attribute &apos;%1&apos; is not closed (expected %2)</source>
        <translation>der Wert des Attributs &apos;%1&apos; ist nicht geschlossen (%2 erwartet)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>attribute &apos;%1&apos; appears twice</source>
        <translation>Attribut &apos;%1&apos; kommt zweimal vor</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>elements nest deeper than %1 levels; the file is refused</source>
        <translation>Elemente sind tiefer als %1 Ebenen verschachtelt; die Datei wird abgelehnt</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>expected an element name after &apos;&lt;/&apos;</source>
        <translation>Elementname nach &apos;&lt;/&apos; erwartet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>expected &apos;&gt;&apos; to end the end tag &lt;/%1&gt;</source>
        <translation>&apos;&gt;&apos; zum Abschluss des End-Tags &lt;/%1&gt; erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>end tag &lt;/%1&gt; has no matching start tag</source>
        <translation>End-Tag &lt;/%1&gt; hat kein passendes Start-Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end tag &lt;/%1&gt; does not match the open element &lt;%2&gt;</source>
        <translation>End-Tag &lt;/%1&gt; passt nicht zum offenen Element &lt;%2&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>element &lt;%1&gt; opened at line %2 is not closed before &lt;/%3&gt;</source>
        <translation>das in Zeile %2 geöffnete Element &lt;%1&gt; ist vor &lt;/%3&gt; nicht geschlossen</translation>
    </message>
</context>
<context>
    <name>kinedit::ArgumentsPanel</name>
    <message>
        <location filename="../editor/ArgumentsPanel.cpp" line="+30"/>
        <source>This document takes no arguments.</source>
        <translation>Dieses Dokument erwartet keine Argumente.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>$(arg %1): empty takes the default, %2</source>
        <translation>$(arg %1): leer gilt der Standardwert, %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
</context>
<context>
    <name>kinedit::AttributeForm</name>
    <message>
        <location filename="../editor/AttributeForm.cpp" line="+140"/>
        <source>Select an element to edit its attributes.</source>
        <translation>Wählen Sie ein Element aus, um seine Attribute zu bearbeiten.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No document.</source>
        <translation>Kein Dokument.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not in the %1 schema</source>
        <translation>nicht im %1-Schema</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Press Enter or Tab to write the value to the file; Esc gives the file&apos;s value back.</source>
        <translation>Drücken Sie Enter oder Tab, um den Wert in die Datei zu schreiben; Esc stellt den Wert aus der Datei wieder her.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(default: %1)</source>
        <translation>(Standard: %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (not allowed)</source>
        <translation>%1 (nicht erlaubt)</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Written as %1: the value is %2&apos;s, on line %3, and editing it here changes it there</source>
        <translation>Geschrieben als %1: der Wert ist der von %2 in Zeile %3, und eine Änderung hier ändert ihn dort</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Remove the attribute %1</source>
        <translation>Das Attribut %1 entfernen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not in the schema: kept as written</source>
        <translation>Nicht im Schema: wird unverändert beibehalten</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The %1 that &lt;%2 %3&gt; names</source>
        <translation>Der/die %1, den &lt;%2 %3&gt; benennt</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>a %1: type to choose among %n</source>
        <translation>
            <numerusform>%1: tippen, um aus %n zu wählen</numerusform>
            <numerusform>%1: tippen, um aus %n zu wählen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kinedit::CollisionMatrixDialog</name>
    <message>
        <location filename="../editor/CollisionMatrixDialog.cpp" line="+33"/>
        <source>adjacent</source>
        <translation>benachbart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always</source>
        <translation>immer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sometimes</source>
        <translation>manchmal</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Collision Matrix</source>
        <translation>Kollisionsmatrix</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no early stop</source>
        <translation>kein vorzeitiger Abbruch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop at 3 × this many samples: no pair classed never then collides in more than 1 in this many poses, with 95% confidence (the rule of three)</source>
        <translation>Bei 3 × so vielen Stichproben anhalten: kein als never eingestuftes Paar kollidiert dann in mehr als 1 von so vielen Posen, mit 95 % Konfidenz (die Dreierregel)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Collision geometry</source>
        <translation>Kollisionsgeometrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Visual geometry</source>
        <translation>Visuelle Geometrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Apply to SRDF</source>
        <translation>In SRDF sch&amp;reiben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose how many random poses to sample, then Run.</source>
        <translation>Wählen Sie, wie viele zufällige Posen abgetastet werden sollen, dann Ausführen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All classes</source>
        <translation>Alle Klassen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Samples (most):</source>
        <translation>&amp;Stichproben (höchstens):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;eed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop at &amp;1 in:</source>
        <translation>Stopp bei &amp;1 von:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Geometry:</source>
        <translation>&amp;Geometrie:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S&amp;how:</source>
        <translation>An&amp;zeigen:</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>A cancelled run classes too few poses to disable pairs: run it to the end</source>
        <translation>Ein abgebrochener Lauf ordnet zu wenige Posen ein, um Paare abzuschalten: lassen Sie ihn bis zum Ende laufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the sampling first</source>
        <translation>Führen Sie zuerst die Stichprobe aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the adjacent, default, always and never pairs as the SRDF&apos;s disable_collisions, with the Setup Assistant&apos;s reasons (one edit: Undo takes it back)</source>
        <translation>Die benachbarten, Standard-, immer und nie kollidierenden Paare als disable_collisions der SRDF schreiben, mit den Gründen des Setup Assistant (eine Bearbeitung: Rückgängig nimmt sie zurück)</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Sampling %n pose(s)…</source>
        <translation>
            <numerusform>%n Pose wird abgetastet…</numerusform>
            <numerusform>%n Posen werden abgetastet…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Click to pose the robot where this pair collides</source>
        <translation>Klicken, um den Roboter in die Pose zu bringen, in der dieses Paar kollidiert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of at most %2 samples%3: %4 pairs, %5 adjacent, %6 default, %7 always, %8 never, %9 sometimes.</source>
        <translation>%1 von höchstens %2 Stichproben%3: %4 Paare, %5 benachbart, %6 Standard, %7 immer, %8 nie, %9 manchmal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (cancelled)</source>
        <translation> (abgebrochen)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No pair classed never collides in more than 1 in %1 poses (95% confidence, rule of three).</source>
        <translation>Kein als nie eingestuftes Paar kollidiert in mehr als 1 von %1 Posen (95 % Konfidenz, Dreierregel).</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n pair(s) kept from the last run: the edits since cannot change them.</source>
        <translation>
            <numerusform>%n Paar aus dem letzten Durchlauf übernommen: die Änderungen seitdem können es nicht ändern.</numerusform>
            <numerusform>%n Paare aus dem letzten Durchlauf übernommen: die Änderungen seitdem können sie nicht ändern.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kinedit::ComparePanel</name>
    <message>
        <location filename="../editor/ComparePanel.cpp" line="+18"/>
        <source>Close Comparison</source>
        <translation>Vergleich schließen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Compared with %1</source>
        <translation>Verglichen mit %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No differences</source>
        <translation>Keine Unterschiede</translation>
    </message>
</context>
<context>
    <name>kinedit::ConfigurationMappingDialog</name>
    <message>
        <location filename="../editor/ConfigurationMapping.cpp" line="+67"/>
        <source>Configuration Mapping</source>
        <translation>Konfigurationszuordnung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Which joint each value of the robots&apos; configuration tags drives. The problem file is not changed; the mapping is kept for this file on this computer.</source>
        <translation>Welches Gelenk jeder Wert der Konfigurations-Tags der Roboter antreibt. Die Problemdatei wird nicht geändert; die Zuordnung wird für diese Datei auf diesem Computer gespeichert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Robot</source>
        <translation>Roboter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Joint</source>
        <translation>Gelenk</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(none)</source>
        <translation>(keins)</translation>
    </message>
</context>
<context>
    <name>kinedit::DiagnosticCodesDialog</name>
    <message>
        <location filename="../editor/HelpDialogs.cpp" line="+82"/>
        <source>Diagnostic Codes</source>
        <translation>Diagnosecodes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Filter by code or words, e.g. SDF-E0 or mesh</source>
        <translation>Nach Code oder Wörtern filtern, z. B. SDF-E0 oder Mesh</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
</context>
<context>
    <name>kinedit::EditorDocument</name>
    <message>
        <location filename="../editor/EditorDocument.cpp" line="+80"/>
        <source>Reload from disk</source>
        <translation>Vom Datenträger neu laden</translation>
    </message>
</context>
<context>
    <name>kinedit::ElementActions</name>
    <message>
        <location filename="../editor/ElementActions.cpp" line="+59"/>
        <source>(the schema allows no children here)</source>
        <translation>(das Schema erlaubt hier keine Kindelemente)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cu&amp;t Element</source>
        <translation>Element &amp;ausschneiden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Element</source>
        <translation>Element k&amp;opieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste Element</source>
        <translation>Element &amp;einfügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete Element</source>
        <translation>Element &amp;löschen</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Add C&amp;hild</source>
        <translation>&amp;Kind hinzufügen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Dup&amp;licate Element</source>
        <translation>Element &amp;duplizieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mo&amp;ve Up</source>
        <translation>Nach o&amp;ben verschieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move Dow&amp;n</source>
        <translation>Nach &amp;unten verschieben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Alt+Down</source>
        <translation>Alt+Down</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Add &lt;%1&gt;</source>
        <translation>&lt;%1&gt; hinzufügen</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>The clipboard holds no XML element to paste</source>
        <translation>Die Zwischenablage enthält kein XML-Element zum Einfügen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;%1&gt; is not allowed inside &lt;%2&gt; or beside it</source>
        <translation>&lt;%1&gt; ist weder in &lt;%2&gt; noch daneben erlaubt</translation>
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
        <translation>Spalte %1: %2</translation>
    </message>
</context>
<context>
    <name>kinedit::FrameLabels</name>
    <message numerus="yes">
        <location filename="../render/FrameLabels.cpp" line="+122"/>
        <source> (+%n more)</source>
        <translation>
            <numerusform> (+%n weiterer)</numerusform>
            <numerusform> (+%n weitere)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kinedit::FrameTransformPanel</name>
    <message>
        <location filename="../editor/FrameTransformPanel.cpp" line="+38"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Copy the pose as %1 text</source>
        <translation>Die Pose als %1-Text kopieren</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Open a robot file and choose two frames.</source>
        <translation>Öffnen Sie eine Roboterdatei und wählen Sie zwei Frames.</translation>
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
        <translation>Abstand      %1 m, Winkel %2 deg
</translation>
    </message>
</context>
<context>
    <name>kinedit::InertialDialog</name>
    <message>
        <location filename="../editor/InertialDialog.cpp" line="+29"/>
        <source>Compute Inertial from Geometry</source>
        <translation>Trägheitsdaten aus Geometrie berechnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mass properties as the file&apos;s simulator computes them from its geometry (each shape&apos;s own density or mass):</source>
        <translation>Masseeigenschaften, wie der Simulator der Datei sie aus ihrer Geometrie berechnet (mit der eigenen Dichte oder Masse jeder Form):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mass properties of the links&apos; collision shapes, solids of one density:</source>
        <translation>Masseeigenschaften der Kollisionsformen der Links, als Vollkörper einheitlicher Dichte:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> kg/m³</source>
        <translation> kg/m³</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Density:</source>
        <translation>&amp;Dichte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep the written mass (scale the tensor to it)</source>
        <translation>Geschriebene Masse &amp;beibehalten (Tensor darauf skalieren)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use the &amp;convex hulls of open meshes</source>
        <translation>&amp;Konvexe Hüllen offener Netze verwenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An open mesh bounds no solid: its volume, and so its mass, is not a solid&apos;s. Its convex hull is closed.</source>
        <translation>Ein offenes Netz umschließt keinen Körper: sein Volumen und damit seine Masse sind nicht die eines Körpers. Seine konvexe Hülle ist geschlossen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mass (kg)</source>
        <translation>Masse (kg)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Centre of mass (m)</source>
        <translation>Schwerpunkt (m)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inertia ixx ixy ixz iyy iyz izz (kg m²)</source>
        <translation>Trägheit ixx ixy ixz iyy iyz izz (kg m²)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Write</source>
        <translation>&amp;Schreiben</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>written</source>
        <translation>geschrieben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>computed</source>
        <translation>berechnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computed (convex hull)</source>
        <translation>berechnet (konvexe Hülle)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computed (open mesh: not a solid&apos;s)</source>
        <translation>berechnet (offenes Mesh: nicht die eines Vollkörpers)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>convex hull (closed)</source>
        <translation>konvexe Hülle (geschlossen)</translation>
    </message>
</context>
<context>
    <name>kinedit::JointPanel</name>
    <message>
        <location filename="../editor/JointPanel.cpp" line="+60"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the file&apos;s configuration</source>
        <translation>Zurück zur Konfiguration der Datei</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>Degrees</source>
        <translation>Grad</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Radians</source>
        <translation>Radiant</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Drag with IK:</source>
        <translation>Mit IK ziehen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A frame to drag in the 3D view: the joints follow by inverse kinematics</source>
        <translation>Ein Frame, der in der 3D-Ansicht gezogen wird: die Gelenke folgen durch inverse Kinematik</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Poses saved for this file, and those the file names (MJCF keyframes)</source>
        <translation>Für diese Datei gespeicherte Posen sowie die in der Datei benannten (MJCF-Keyframes)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the current joint values as a named pose</source>
        <translation>Die aktuellen Gelenkwerte als benannte Pose speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save Pose</source>
        <translation>Pose speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Name of the pose:</source>
        <translation>Name der Pose:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the chosen pose</source>
        <translation>Die gewählte Pose löschen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1: %2 joint</source>
        <translation>%1: %2-Gelenk</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>No saved poses</source>
        <translation>Keine gespeicherten Posen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Poses…</source>
        <translation>Posen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (in the file)</source>
        <translation>%1 (in der Datei)</translation>
    </message>
</context>
<context>
    <name>kinedit::MainWindow</name>
    <message>
        <location filename="../editor/MainWindowSelection.cpp" line="+88"/>
        <source>Link %1 of %2</source>
        <translation>Link %1 von %2</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Hide in 3D View</source>
        <translation>In der 3D-Ansicht ausblenden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>See Through in 3D View</source>
        <translation>In der 3D-Ansicht durchsichtig darstellen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show Everything</source>
        <translation>Alles anzeigen</translation>
    </message>
    <message>
        <location filename="../editor/MainWindow.cpp" line="+151"/>
        <source>Elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Ignore</source>
        <translation>&amp;Ignorieren</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joints</source>
        <translation>Gelenke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Frame Transform</source>
        <translation>Frame-Transformation</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Open a robot file (HRDF, SDFormat, URDF, SKEL, TAMP) or start from a template (File ▸ New from Template)</source>
        <translation>Öffnen Sie eine Roboterdatei (HRDF, SDFormat, URDF, SKEL, TAMP) oder beginnen Sie mit einer Vorlage (Datei ▸ Neu aus Vorlage)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowFiles.cpp" line="+54"/>
        <source>&amp;New from Template</source>
        <translation>&amp;Neu aus Vorlage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New %1</source>
        <translation>Neu: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open robot file</source>
        <translation>Roboterdatei öffnen</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Robot files (%1)</source>
        <translation>Roboterdateien (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export Validated…</source>
        <translation>Validiert &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+99"/>
        <source>Export Validated</source>
        <translation>Validiert exportieren</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Write a copy only if the document has no errors</source>
        <translation>Nur dann eine Kopie schreiben, wenn das Dokument keine Fehler enthält</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export to Another &amp;Format…</source>
        <translation>In anderes Forma&amp;t exportieren…</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+114"/>
        <location line="+25"/>
        <location line="+20"/>
        <source>Export to Another Format</source>
        <translation>In anderes Format exportieren</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>Write the robot as URDF, SDFormat, MJCF or a TriP script, checked against the document frame by frame</source>
        <translation>Den Roboter als URDF, SDFormat, MJCF oder TriP-Skript schreiben, Frame für Frame mit dem Dokument abgeglichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy &amp;Meshes on Export</source>
        <translation>&amp;Meshes beim Export kopieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy the robot&apos;s meshes into a meshes folder beside the exported file, rather than refer to them where they are</source>
        <translation>Die Meshes des Roboters in einen meshes-Ordner neben der exportierten Datei kopieren, statt sie an ihrem Ort zu referenzieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;load from Disk</source>
        <translation>Vom Datenträger neu &amp;laden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Close Window</source>
        <translation>Fenster s&amp;chließen</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowCompare.cpp" line="+93"/>
        <source>Compare &amp;With</source>
        <translation>&amp;Vergleichen mit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Other File…</source>
        <translation>&amp;Andere Datei…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+32"/>
        <source>Compare With</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>&amp;Last Saved Version</source>
        <translation>&amp;Zuletzt gespeicherte Version</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Git &amp;HEAD</source>
        <translation>Git-&amp;HEAD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file as git&apos;s last commit has it (files git tracks only)</source>
        <translation>Die Datei, wie sie im letzten Commit von git steht (nur Dateien, die git verfolgt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close Comparison</source>
        <translation>Vergleich &amp;schließen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Differences</source>
        <translation>Unterschiede</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+6"/>
        <location filename="../editor/MainWindowFiles.cpp" line="+0"/>
        <location line="+31"/>
        <location line="+52"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last saved version</source>
        <translation>die zuletzt gespeicherte Version</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: git&apos;s HEAD: %2</source>
        <translation>%1: HEAD von git: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>git&apos;s HEAD</source>
        <translation>HEAD von git</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no robot format recognised it</source>
        <translation>kein Roboterformat hat sie erkannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no kinematic model to compare with: %2</source>
        <translation>%1 hat kein kinematisches Modell zum Vergleichen: %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The document has no kinematic model to compare yet</source>
        <translation>Das Dokument hat noch kein kinematisches Modell zum Vergleichen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No differences from %1</source>
        <translation>Keine Unterschiede zu %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n difference(s) from %1</source>
        <translation>
            <numerusform>%n Unterschied zu %1</numerusform>
            <numerusform>%n Unterschiede zu %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/MainWindowFiles.cpp" line="-78"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <location line="+30"/>
        <source>The document has %n error(s); nothing was written.</source>
        <translation>
            <numerusform>Das Dokument enthält %n Fehler; es wurde nichts geschrieben.</numerusform>
            <numerusform>Das Dokument enthält %n Fehler; es wurde nichts geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+25"/>
        <source>Fix the errors (see the Problems panel), or export anyway.</source>
        <translation>Beheben Sie die Fehler (siehe Bereich „Probleme“) oder exportieren Sie trotzdem.</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+25"/>
        <source>Export &amp;Anyway</source>
        <translation>&amp;Trotzdem exportieren</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+52"/>
        <source>Cannot export</source>
        <translation>Exportieren nicht möglich</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 was not written.</source>
        <translation>%1 wurde nicht geschrieben.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Exported %1 as %2: %n frame pose(s) checked against the document</source>
        <translation>
            <numerusform>%1 als %2 exportiert: %n Frame-Pose mit dem Dokument abgeglichen</numerusform>
            <numerusform>%1 als %2 exportiert: %n Frame-Posen mit dem Dokument abgeglichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n tendon length(s)</source>
        <translation>
            <numerusform>, %n Sehnenlänge</numerusform>
            <numerusform>, %n Sehnenlängen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n thing(s) the target cannot hold as the document does (see details).</source>
        <translation>
            <numerusform>%n Punkt, den das Zielformat nicht so abbilden kann wie das Dokument (siehe Details).</numerusform>
            <numerusform>%n Punkte, die das Zielformat nicht so abbilden kann wie das Dokument (siehe Details).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes on the export: see details.</source>
        <translation>Hinweise zum Export: siehe Details.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot create %1</source>
        <translation>%1 kann nicht erstellt werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 enthält ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 was changed by another program. Reload it? (Your edits stay in the undo history.)</source>
        <translation>%1 wurde von einem anderen Programm geändert. Neu laden? (Ihre Änderungen bleiben im Rückgängig-Verlauf erhalten.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was changed by another program. Reload it?</source>
        <translation>%1 wurde von einem anderen Programm geändert. Neu laden?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was deleted or moved by another program. Save to keep it.</source>
        <translation>%1 wurde von einem anderen Programm gelöscht oder verschoben. Speichern Sie, um die Datei zu behalten.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+5"/>
        <location line="+10"/>
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Kinedit was closed with unsaved changes to %1 (autosaved %2). Recover them?</source>
        <translation>Kinedit wurde mit ungespeicherten Änderungen an %1 geschlossen (automatisch gespeichert: %2). Wiederherstellen?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Kinedit has unsaved changes from a session that ended unexpectedly:

%1

Open these files with the changes?</source>
        <translation>Kinedit hat ungespeicherte Änderungen aus einer unerwartet beendeten Sitzung:

%1

Diese Dateien mit den Änderungen öffnen?</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <location line="-252"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../editor/MainWindow.cpp" line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Frame Axes</source>
        <translation>&amp;Frame-Achsen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frame &amp;Names</source>
        <translation>Frame-&amp;Namen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Visual Geometry</source>
        <translation>&amp;Visuelle Geometrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Collision Geometry</source>
        <translation>&amp;Kollisionsgeometrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Joint Axes</source>
        <translation>&amp;Gelenkachsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Centres of &amp;Mass</source>
        <translation>&amp;Schwerpunkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inertia Bo&amp;xes</source>
        <translation>&amp;Trägheitsquader</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Assembly Checks</source>
        <translation>&amp;Montageprüfungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;ull Meshes</source>
        <translation>Vo&amp;lle Meshes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coarser Meshes &amp;While Moving</source>
        <translation>Gröbere Meshes während der &amp;Bewegung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Orthographic</source>
        <translation>&amp;Orthografisch</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Iso View</source>
        <translation>&amp;Iso-Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;ront View</source>
        <translation>Vorder&amp;ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Top View</source>
        <translation>&amp;Draufsicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Side View</source>
        <translation>S&amp;eitenansicht</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Robot</source>
        <translation>&amp;Roboter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration &amp;Mapping…</source>
        <translation>Konfigurations&amp;zuordnung…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which joints a TAMP problem&apos;s configuration tags (torso, arms) drive</source>
        <translation>Welche Gelenke die Konfigurations-Tags (torso, arms) eines TAMP-Problems antreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute &amp;Inertial from Geometry…</source>
        <translation>&amp;Trägheitsdaten aus Geometrie berechnen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected links&apos; mass, centre of mass and inertia from their collision shapes (every link&apos;s if none is selected)</source>
        <translation>Masse, Schwerpunkt und Trägheit der ausgewählten Links aus ihren Kollisionsformen (aller Links, wenn keiner ausgewählt ist)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Collision Matrix…</source>
        <translation>&amp;Kollisionsmatrix…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample random poses and class every pair of links by how often it collides, as MoveIt&apos;s Setup Assistant does</source>
        <translation>Zufällige Posen abtasten und jedes Paar von Links danach einstufen, wie oft es kollidiert, wie es der Setup Assistant von MoveIt tut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the Robot&apos;s &amp;URDF…</source>
        <translation>&amp;URDF des Roboters wählen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The URDF or xacro this SRDF is about, when it is not the one found beside it</source>
        <translation>Die URDF- oder xacro-Datei, die diese SRDF beschreibt, wenn es nicht die daneben gefundene ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Kinedit</source>
        <translation>Ü&amp;ber Kinedit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Kinedit</source>
        <translation>Über Kinedit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Kinedit %1&lt;/b&gt;&lt;p&gt;An editor and 3D visualizer for robot description files: URDF, xacro, SDFormat, MJCF (MuJoCo), HRDF, DART SKEL, TAMP problem files and MoveIt SRDF.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Kinedit %1&lt;/b&gt;&lt;p&gt;Ein Editor und 3D-Visualisierer für Roboterbeschreibungsdateien: URDF, xacro, SDFormat, MJCF (MuJoCo), HRDF, DART SKEL, TAMP-Problemdateien und MoveIt SRDF.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+127"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="-125"/>
        <location line="+129"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>Go to Macro De&amp;finition</source>
        <translation>Zur Makro-De&amp;finition</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pr&amp;eferences…</source>
        <translation>Ei&amp;nstellungen…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Select the &lt;xacro:macro&gt; the selected call calls (F2)</source>
        <translation>Das &lt;xacro:macro&gt; auswählen, das der ausgewählte Aufruf aufruft (F2)</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowFiles.cpp" line="+3"/>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <location filename="../editor/MainWindow.cpp" line="+34"/>
        <source>Cannot open file</source>
        <translation>Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
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
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>visual and collision geometry</source>
        <translation>visuelle und Kollisionsgeometrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collision geometry</source>
        <translation>Kollisionsgeometrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>visual geometry</source>
        <translation>visuelle Geometrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no geometry</source>
        <translation>keine Geometrie</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>loading %n mesh file(s)…</source>
        <translation>
            <numerusform>lade %n Mesh-Datei…</numerusform>
            <numerusform>lade %n Mesh-Dateien…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%L1 mesh triangles (%L2 selected)</source>
        <translation>%L1 Mesh-Dreiecke (%L2 ausgewählt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%L1 mesh triangles</source>
        <translation>%L1 Mesh-Dreiecke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>simplified on screen to %L1</source>
        <translation>auf dem Bildschirm vereinfacht auf %L1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>coarser while moving</source>
        <translation>gröber während der Bewegung</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The robot does not compile (%1): the 3D view shows it as it was before.</source>
        <translation>Der Roboter lässt sich nicht kompilieren (%1): die 3D-Ansicht zeigt ihn, wie er vorher war.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The document has %n error(s): the 3D view shows the robot as it was before them.</source>
        <translation>
            <numerusform>Das Dokument enthält %n Fehler: die 3D-Ansicht zeigt den Roboter so, wie er vor diesem Fehler war.</numerusform>
            <numerusform>Das Dokument enthält %n Fehler: die 3D-Ansicht zeigt den Roboter so, wie er vor diesen Fehlern war.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing to draw: %1</source>
        <translation>Nichts zu zeichnen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing to draw: the robot does not compile (%1).</source>
        <translation>Nichts zu zeichnen: der Roboter lässt sich nicht kompilieren (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to go to the first error</source>
        <translation>Klicken, um zum ersten Fehler zu gehen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Edit source</source>
        <translation>Quelltext bearbeiten</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowSelection.cpp" line="-38"/>
        <source>This problem is in %1, line %2: open that file to edit it</source>
        <translation>Dieses Problem liegt in %1, Zeile %2: öffnen Sie diese Datei, um es zu bearbeiten</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Included File</source>
        <translation>Eingebundene Datei öffnen</translation>
    </message>
    <message>
        <location filename="../editor/MainWindow.cpp" line="+78"/>
        <source>No file</source>
        <translation>Keine Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1[*] — Kinedit</source>
        <translation>%1[*] — Kinedit</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowHelp.cpp" line="+16"/>
        <source>Format &amp;Specifications</source>
        <translation>Format&amp;spezifikationen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HEBI Robot Description Format (HRDF)</source>
        <translation>HEBI Robot Description Format (HRDF)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SDFormat</source>
        <translation>SDFormat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>URDF (ROS wiki)</source>
        <translation>URDF (ROS-Wiki)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DART SKEL</source>
        <translation>DART SKEL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TAMP benchmark problem files</source>
        <translation>TAMP-Benchmark-Problemdateien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>xacro (ROS wiki)</source>
        <translation>xacro (ROS-Wiki)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MJCF (MuJoCo 2.2 XML reference)</source>
        <translation>MJCF (XML-Referenz von MuJoCo 2.2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Diagnostic Codes</source>
        <translation>&amp;Diagnosecodes</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowGenerated.cpp" line="+24"/>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Expanded again with the arguments</source>
        <translation>Mit den Argumenten neu expandiert</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The selected element calls no macro</source>
        <translation>Das ausgewählte Element ruft kein Makro auf</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The macro is in %1, line %2</source>
        <translation>Das Makro steht in %1, Zeile %2</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowInertia.cpp" line="+39"/>
        <source>Compute Inertial from Geometry</source>
        <translation>Trägheitsdaten aus Geometrie berechnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This document has no kinematic model to compute inertials for</source>
        <translation>Dieses Dokument hat kein kinematisches Modell, für das sich Trägheitsdaten berechnen ließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The links are in %1: open it to compute their inertials</source>
        <translation>Die Links stehen in %1: öffnen Sie diese Datei, um ihre Trägheiten zu berechnen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No link has collision geometry to compute an inertial from</source>
        <translation>Kein Link hat Kollisionsgeometrie, aus der sich Trägheitsdaten berechnen lassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected link has no collision geometry to compute an inertial from</source>
        <translation>Der ausgewählte Link hat keine Kollisionsgeometrie, aus der sich Trägheitsdaten berechnen lassen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Meshes not weighed: %1</source>
        <translation>Masse von Meshes nicht berechnet: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Compute inertial from geometry</source>
        <translation>Trägheitsdaten aus Geometrie berechnen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fix: Balance the Inertia as MuJoCo&apos;s balanceinertia Does</source>
        <translation>Korrektur: Trägheit ausgleichen wie balanceinertia von MuJoCo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Balance inertia</source>
        <translation>Trägheit ausgleichen</translation>
    </message>
    <message>
        <location filename="../editor/MainWindowCollisions.cpp" line="+34"/>
        <location line="+30"/>
        <source>Self-Collisions</source>
        <translation>Selbstkollisionen</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Self-collisions: %1</source>
        <translation>Selbstkollisionen: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tint the links that touch each other red and list the pairs, as the robot moves</source>
        <translation>Die Links, die einander berühren, rot einfärben und die Paare auflisten, während sich der Roboter bewegt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Off: View ▸ Self-Collisions checks the pose as the robot moves</source>
        <translation>Aus: Ansicht ▸ Selbstkollisionen prüft die Pose, während sich der Roboter bewegt</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No robot to check</source>
        <translation>Kein Roboter zu prüfen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>This document has no kinematic model to sample</source>
        <translation>Dieses Dokument hat kein kinematisches Modell zum Abtasten</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Open the robot&apos;s SRDF to write the matrix into it (kinedit-cli collisions --srdf writes a new one)</source>
        <translation>Öffnen Sie die SRDF des Roboters, um die Matrix hineinzuschreiben (kinedit-cli collisions --srdf schreibt eine neue)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The document holds no collision pairs to write</source>
        <translation>Das Dokument kann keine Kollisionspaare aufnehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply collision matrix</source>
        <translation>Kollisionsmatrix übernehmen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n pair(s) disabled in the SRDF</source>
        <translation>
            <numerusform>%n Paar in der SRDF abgeschaltet</numerusform>
            <numerusform>%n Paare in der SRDF abgeschaltet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/MainWindowCompanion.cpp" line="+46"/>
        <source>Choose the Robot&apos;s URDF</source>
        <translation>URDF des Roboters wählen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>URDF and xacro (*.urdf *.xacro);;All files (*)</source>
        <translation>URDF und xacro (*.urdf *.xacro);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>kinedit::MeshCache</name>
    <message>
        <location filename="../render/MeshCache.cpp" line="+181"/>
        <source>the mesh could not be loaded</source>
        <translation>das Mesh konnte nicht geladen werden</translation>
    </message>
</context>
<context>
    <name>kinedit::PathField</name>
    <message>
        <location filename="../editor/ValueEditors.cpp" line="+104"/>
        <source>Choose a file (written relative to this document)</source>
        <translation>Eine Datei wählen (wird relativ zu diesem Dokument eingetragen)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose a file</source>
        <translation>Datei wählen</translation>
    </message>
</context>
<context>
    <name>kinedit::PreferencesDialog</name>
    <message>
        <location filename="../editor/PreferencesDialog.cpp" line="+20"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new language takes effect when Kinedit starts again.</source>
        <translation>Eine neue Sprache wird beim nächsten Start von Kinedit wirksam.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show joint angles in degrees</source>
        <translation>Gelenkwinkel in Grad anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Joints:</source>
        <translation>Gelenke:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unsaved changes are copied this often, and offered back after a crash</source>
        <translation>So oft werden ungespeicherte Änderungen gesichert und nach einem Absturz zur Wiederherstellung angeboten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Autosave every:</source>
        <translation>&amp;Automatisch speichern alle:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic (off under software OpenGL)</source>
        <translation>Automatisch (aus bei Software-OpenGL)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On (4× multisampling)</source>
        <translation>Ein (4-faches Multisampling)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Smooth edges in the 3D view. Software OpenGL pays for them in every frame and at every start; a graphics card hardly does.</source>
        <translation>Glatte Kanten in der 3D-Ansicht. Software-OpenGL bezahlt sie in jedem Bild und bei jedem Start; eine Grafikkarte kaum.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>3D &amp;view antialiasing:</source>
        <translation>&amp;Kantenglättung der 3D-Ansicht:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Applies to windows opened from now on.</source>
        <translation>Gilt für Fenster, die ab jetzt geöffnet werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This window draws with %1 (software OpenGL).</source>
        <translation>Dieses Fenster zeichnet mit %1 (Software-OpenGL).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This window draws with %1.</source>
        <translation>Dieses Fenster zeichnet mit %1.</translation>
    </message>
</context>
<context>
    <name>kinedit::ProblemsPanel</name>
    <message>
        <location filename="../editor/ProblemsPanel.cpp" line="+13"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Element</source>
        <translation>Element</translation>
    </message>
</context>
<context>
    <name>kinedit::RobotScene</name>
    <message>
        <location filename="../render/RobotScene.cpp" line="+289"/>
        <source>%1; the material is drawn without it</source>
        <translation>%1; das Material wird ohne sie gezeichnet</translation>
    </message>
</context>
<context>
    <name>kinedit::SelfCollisionPanel</name>
    <message>
        <location filename="../editor/SelfCollisionPanel.cpp" line="+23"/>
        <source>Collision geometry</source>
        <translation>Kollisionsgeometrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Visual geometry</source>
        <translation>Visuelle Geometrie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;adjacent pairs</source>
        <translation>&amp;Benachbarte Paare anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List parent and child links too (and links joined through a link without shapes), which always touch</source>
        <translation>Auch Parent- und Child-Links auflisten (und Links, die über einen Link ohne Formen verbunden sind), die sich immer berühren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(adjacent)</source>
        <translation>(benachbart)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No two links touch</source>
        <translation>Keine zwei Links berühren sich</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <location line="+3"/>
        <source>%n pair(s) of links touch</source>
        <translation>
            <numerusform>%n Paar von Links berührt sich</numerusform>
            <numerusform>%n Paare von Links berühren sich</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-2"/>
        <source>, %n of them adjacent</source>
        <translation>
            <numerusform>, davon %n benachbart</numerusform>
            <numerusform>, davon %n benachbart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n more the SRDF disables, not listed</source>
        <translation>
            <numerusform>%n weiteres, das die SRDF abschaltet, nicht aufgeführt</numerusform>
            <numerusform>%n weitere, die die SRDF abschaltet, nicht aufgeführt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kinedit::ShortcutsDialog</name>
    <message>
        <location filename="../editor/HelpDialogs.cpp" line="-44"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>3D view: orbit</source>
        <translation>3D-Ansicht: drehen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left drag</source>
        <translation>Ziehen mit linker Maustaste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3D view: pan</source>
        <translation>3D-Ansicht: verschieben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right or middle drag, Shift+left drag</source>
        <translation>Ziehen mit rechter oder mittlerer Maustaste, Shift+Ziehen mit linker Maustaste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3D view: zoom</source>
        <translation>3D-Ansicht: zoomen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mouse wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3D view: select a part</source>
        <translation>3D-Ansicht: ein Teil auswählen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left click</source>
        <translation>Linksklick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3D view: clear the selection</source>
        <translation>3D-Ansicht: Auswahl aufheben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left click on empty space</source>
        <translation>Linksklick auf eine leere Stelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attributes: apply a value</source>
        <translation>Attribute: einen Wert übernehmen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter or Tab</source>
        <translation>Enter oder Tab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attributes: revert a value</source>
        <translation>Attribute: einen Wert zurücksetzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>kinedit::TextureAtlas</name>
    <message>
        <location filename="../render/TextureAtlas.cpp" line="+32"/>
        <source>more than %1 textures in one view: drawn without this one</source>
        <translation>mehr als %1 Texturen in einer Ansicht: ohne diese gezeichnet</translation>
    </message>
</context>
<context>
    <name>kinedit::XmlTreeModel</name>
    <message>
        <location filename="../editor/XmlTreeModel.cpp" line="+127"/>
        <source>Element</source>
        <translation>Element</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+59"/>
        <source>Editor and 3D visualizer for robot description files</source>
        <translation>Editor und 3D-Visualisierer für Roboterbeschreibungsdateien</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save a screenshot of the window to OUT and exit.</source>
        <translation>Einen Screenshot des Fensters in OUT speichern und beenden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select the element at PATH (e.g. /robot/link[2]) first.</source>
        <translation>Zuerst das Element unter PATH auswählen (z. B. /robot/link[2]).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print the milliseconds from start to the 3D view&apos;s first frame with the file&apos;s robot and to the first with its meshes, and exit (a benchmark).</source>
        <translation>Die Millisekunden vom Start bis zum ersten Bild der 3D-Ansicht mit dem Roboter der Datei und bis zum ersten mit seinen Meshes ausgeben, dann beenden (ein Benchmark).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Robot files to open.</source>
        <translation>Zu öffnende Roboterdateien.</translation>
    </message>
</context>
</TS>
