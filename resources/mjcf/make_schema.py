#!/usr/bin/env python3
"""Generate schema.json: the MJCF (MuJoCo XML) schema of MuJoCo 2.2.2 for Kinedit.

Sources
  * structure (elements, nesting, repeat flags, attribute names and their order):
    the output of mj_printSchema() from libmujoco 2.2.2, e.g. from a 3-line C program
    (see README.md), or a saved copy of it (--schema-txt);
  * types, defaults, keyword lists and required flags: doc/XMLreference.rst at tag 2.2.2,
    plus the shared sections of doc/modeling.rst it points to (frame orientation, solver
    parameters, common sensor attributes);
  * descriptions and units: written by hand in this file from the same reference;
  * counts of variable-length arrays (e.g. geom size 1-3 numbers): the 2.2.2 parser,
    src/xml/xml_native_reader.cc (arrays read with exact=false).

Usage
  make_schema.py --mujoco-git <mujoco clone .git> [--rev 2.2.2] [--schema-bin /tmp/mj/schema]
  make_schema.py --xmlref XMLreference.rst --modeling modeling.rst --schema-txt schema.txt
  make_schema.py --check [--schema-txt schema.txt]     # verify schema.json only

Only the Python standard library is needed; MuJoCo is needed only to produce the
mj_printSchema text. The generated schema.json does not depend on MuJoCo.
"""
import argparse
import json
import os
import re
import subprocess
import sys

VERSION = '2.2.2'


# ---------------------------------------------------------------- print schema
LINE_RE = re.compile(r'^( *)(\S+) \(([!?*R])\)(.*)$')


def parse_print_schema(text):
    """Parse mj_printSchema text output into a tree of dicts."""
    root = None
    stack = []  # (depth, node)
    last = None
    for raw in text.splitlines():
        if not raw.strip():
            continue
        m = LINE_RE.match(raw)
        if m:
            indent = len(m.group(1))
            if indent % 3:
                raise ValueError('unexpected indentation: %r' % raw)
            depth = indent // 3
            node = {'name': m.group(2), 'flag': m.group(3),
                    'attrs': m.group(4).split(), 'children': []}
            while stack and stack[-1][0] >= depth:
                stack.pop()
            if depth == 0:
                if root is not None:
                    raise ValueError('more than one root element')
                root = node
            else:
                if not stack or stack[-1][0] != depth - 1:
                    raise ValueError('bad nesting at %r' % raw)
                stack[-1][1]['children'].append(node)
            stack.append((depth, node))
            last = node
        else:
            if last is None:
                raise ValueError('continuation before first element: %r' % raw)
            last['attrs'].extend(raw.split())
    return root


# ---------------------------------------------------------------- reference
HEAD_RE = re.compile(r'^(?::el-prefix:`([^`]*)`\s*)?\*\*([^*]+)\*\*\s*\(([!?*R\\]+)\)\s*$')
ATNAME_RE = re.compile(r':at:`([A-Za-z0-9_]+)`')
ATVAL_RE = re.compile(r':at-val:`([^`]*)`')
SUBST_DEF_RE = re.compile(r'^\.\. \|([^|]+)\| replace::(.*)$')
SUBST_USE_RE = re.compile(r'^\|([^|]+attrib list)\|\s*$')
# an attribute entry: one or more :at:`name` then nothing, ':' or :at-val:
ENTRY_RE = re.compile(r'^:at:`\w+`(?:\s*,\s*:at:`\w+`)*\s*(?:$|:|\s:)')


def split_top(s):
    """Split at the first comma outside brackets/parentheses."""
    depth = 0
    for i, ch in enumerate(s):
        if ch in '[(':
            depth += 1
        elif ch in '])':
            depth -= 1
        elif ch == ',' and depth == 0:
            return s[:i].strip(), s[i + 1:].strip()
    return s.strip(), ''


def parse_reference(text):
    """Return {section_key: {attr: entry}} and section order.

    entry = {'val': at-val string or None, 'desc': text, 'names': [...]}
    """
    lines = text.splitlines()
    # start at the MJCF Reference chapter
    start = next(i for i, l in enumerate(lines) if l.strip() == '.. _Reference:')
    sections = {}
    subst = {}
    cur = None
    i = start
    n = len(lines)
    # first pass: substitutions
    for j in range(start, n):
        m = SUBST_DEF_RE.match(lines[j])
        if m:
            body = m.group(2)
            k = j + 1
            while k < n and lines[k].startswith('   ') and lines[k].strip():
                body += ' ' + lines[k]
                k += 1
            subst[m.group(1)] = ATNAME_RE.findall(body)
    while i < n:
        line = lines[i]
        m = HEAD_RE.match(line)
        if m and i + 1 < n and re.match(r'^[~^\'"=-]{3,}\s*$', lines[i + 1]):
            prefix = m.group(1) or ''
            name = m.group(2).strip()
            if name == '(world)body':
                name = 'body'
            cur = prefix + name
            sections.setdefault(cur, {})
            i += 2
            continue
        if cur is not None and (ENTRY_RE.match(line) or SUBST_USE_RE.match(line)):
            mu = SUBST_USE_RE.match(line)
            if mu:
                names = subst[mu.group(1)]
                val = None
            else:
                mv = ATVAL_RE.search(line)
                head = line[:mv.start()] if mv else line
                names = ATNAME_RE.findall(head)
                if mv:
                    val = mv.group(1)
                else:
                    # e.g. ":at:`fileright`, ... : string, optional"
                    tail = ATNAME_RE.sub('', head)
                    tail = re.sub(r'^[\s,]*', '', tail)
                    val = tail[1:].strip() if tail.startswith(':') else None
                    val = val or None
            desc = []
            k = i + 1
            while k < n and (not lines[k].strip() or lines[k].startswith(' ')):
                desc.append(lines[k].strip())
                k += 1
            for nm in names:
                sections[cur][nm] = {'val': val, 'desc': ' '.join(x for x in desc if x),
                                     'names': names}
            i = k
            continue
        i += 1
    return sections


def parse_modeling(text):
    """Pick the shared attribute docs (orientation, solver, sensor) from modeling.rst."""
    out = {}
    lines = text.splitlines()

    def block(label):
        s = next(i for i, l in enumerate(lines) if l.strip() == '.. _%s:' % label)
        e = next(i for i in range(s + 1, len(lines)) if lines[i].startswith('.. _'))
        return lines[s:e]

    for label in ('COrientation', 'CSensor'):
        ents = {}
        blk = block(label)
        for j, l in enumerate(blk):
            if l.startswith(':at:`'):
                mv = ATVAL_RE.search(l)
                for nm in ATNAME_RE.findall(l[:mv.start()] if mv else l):
                    ents[nm] = {'val': mv.group(1) if mv else None, 'desc': '', 'names': [nm]}
        out[label] = ents
    ents = {}
    for l in block('CSolver'):
        m = re.match(r'^\*\*(solref|solimp) :\*\*\s*(.*)$', l.strip())
        if m:
            ents[m.group(1)] = {'val': m.group(2), 'desc': '', 'names': [m.group(1)]}
    out['CSolver'] = ents
    return out


# ---------------------------------------------------------------- mapping
DEFAULT_MAP = {
    'mesh': 'asset/mesh', 'material': 'asset/material', 'joint': 'body/joint',
    'geom': 'body/geom', 'site': 'body/site', 'camera': 'body/camera',
    'light': 'body/light', 'pair': 'contact/pair', 'equality': 'equality/connect',
    'tendon': 'tendon/spatial',
}
ACTUATORS = ('general', 'motor', 'position', 'velocity', 'intvelocity', 'damper',
             'cylinder', 'muscle', 'adhesion')
for _a in ACTUATORS:
    DEFAULT_MAP[_a] = 'actuator/' + _a


def ctx_key(path):
    """Path without 'mujoco/', with nested bodies collapsed: worldbody/body/body/geom -> body/geom."""
    if path == 'mujoco':
        return 'mujoco'
    p = path[len('mujoco/'):]
    if p.startswith('worldbody/body'):
        rest = p[len('worldbody/body'):]
        while rest.startswith('/body'):
            rest = rest[len('/body'):]
        return 'body' + rest
    return p


def ref_key(path):
    """Section of XMLreference.rst that documents the element at this path."""
    c = ctx_key(path)
    if c.startswith('worldbody'):
        return 'body' + c[len('worldbody'):]
    if c.startswith('default/'):
        return DEFAULT_MAP[c[len('default/'):]]
    return c


def build_paths(root):
    """Pre-order list of (path, node, children_names) plus the recursive map."""
    out = []
    recursive = {}

    def visit(node, path, as_name):
        kids = [k['name'] for k in node['children']]
        kid_names = []
        for k in kids:
            kid_names.append('worldbody' if k == '(world)body' else k)
        if node['flag'] == 'R':
            inner = 'body' if as_name in ('worldbody', 'body') else as_name
            kid_names.append(inner)
        out.append((path, node, kid_names))
        for k in node['children']:
            if k['name'] == '(world)body':
                visit(k, path + '/worldbody', 'worldbody')
            else:
                visit(k, path + '/' + k['name'], k['name'])
        if node['flag'] == 'R':
            if as_name == 'worldbody':
                # the world body's child bodies use the same schema node, named "body"
                visit(node, path + '/body', 'body')
            else:
                recursive[path + '/' + as_name] = path
    visit(root, root['name'], root['name'])
    return out, recursive


# ---------------------------------------------------------------- types
ORIENT = ('quat', 'axisangle', 'xyaxes', 'zaxis', 'euler')
SOLREF_RE = re.compile(r'^o?_?solref')
SOLIMP_RE = re.compile(r'^o?_?solimp')
# reference entries without a type that say "same as in <section>"
SEE = {
    'body/composite/joint': 'body/joint', 'body/composite/tendon': 'tendon/spatial',
    'body/composite/geom': 'body/geom', 'body/composite/site': 'body/site',
    'body/composite/skin': 'body/geom', 'tendon/fixed': 'tendon/spatial',
    'equality/weld': 'equality/connect', 'equality/joint': 'equality/connect',
    'equality/tendon': 'equality/connect',
}
for _a in ACTUATORS[1:]:
    SEE['actuator/' + _a] = 'actuator/general'
# attributes missing from a section that the reference documents once elsewhere:
# "The first 13 attributes of all actuator-related elements below are the same, so we
# document them only once, under the general actuator"; "Several attributes are common
# to all equality constraint types, thus we document them only once, under connect".
INHERIT = {}
for _a in ACTUATORS[1:]:
    INHERIT['actuator/' + _a] = 'actuator/general'
for _e in ('weld', 'joint', 'tendon', 'distance'):
    INHERIT['equality/' + _e] = 'equality/connect'


def resolve(ref, mod, sec, attr, _depth=0):
    """Find the reference entry documenting attr of section sec.

    Returns (entry, where) or (None, None)."""
    if _depth > 4:
        return None, None
    ent = ref.get(sec, {}).get(attr)
    if ent is not None and ent['val']:
        return ent, sec
    if ent is not None:   # listed without a type: follow the cross-reference
        if attr in ORIENT:
            return mod['COrientation'][attr], 'modeling.rst#COrientation'
        if SOLREF_RE.match(attr):
            return mod['CSolver']['solref'], 'modeling.rst#CSolver'
        if SOLIMP_RE.match(attr):
            return mod['CSolver']['solimp'], 'modeling.rst#CSolver'
        if sec.startswith('sensor/'):
            return mod['CSensor'][attr], 'modeling.rst#CSensor'
        if sec in SEE:
            return resolve(ref, mod, SEE[sec], attr, _depth + 1)
        return None, None
    if sec in INHERIT:
        return resolve(ref, mod, INHERIT[sec], attr, _depth + 1)
    return None, None
# ---------------------------------------------------------------- descriptions
# Written by hand from XMLreference.rst (2.2.2); one short line each.
# Keys: section (reference section or context) -> attribute -> text.
# '*' holds the frame-orientation attributes shared by body, inertial, geom, site, camera.
# 'sensor' holds the attributes common to all sensors.

ELEM_DESC = {
    'mujoco': 'Root element of an MJCF model',
    'compiler': 'Options for the parser and model compiler; no effect after compilation',
    'compiler/lengthrange': 'Controls the automatic computation of actuator length ranges',
    'option': 'Simulation options (mjOption), copied into the compiled model',
    'option/flag': 'Enables or disables parts of the simulation pipeline',
    'size': 'Sizes of runtime buffers and of per-element user parameter arrays',
    'visual': 'Global visualization settings (mjVisual); grouping element without attributes',
    'visual/global': 'Miscellaneous visual settings: free camera, line width, offscreen buffer size',
    'visual/quality': 'Rendering quality settings (shadow map, multisampling, primitive tessellation)',
    'visual/headlight': 'Built-in headlight that moves with the camera',
    'visual/map': 'Scales for mouse perturbations, force rendering, fog, clipping planes and shadows',
    'visual/scale': 'Sizes of decorative objects, as multiples of the mean body size',
    'visual/rgba': 'Colors (RGBA in [0 1]) of decorative objects',
    'statistic': 'Overrides of model statistics computed by the compiler (used to scale rendering)',
    'default': 'Defaults class; nested classes inherit from their parent; the top-level class is "main"',
    'default/mesh': 'Mesh defaults of this class (only scale)',
    'default/material': 'Material defaults of this class',
    'default/joint': 'Joint defaults of this class',
    'default/geom': 'Geom defaults of this class',
    'default/site': 'Site defaults of this class',
    'default/camera': 'Camera defaults of this class',
    'default/light': 'Light defaults of this class',
    'default/pair': 'Contact pair defaults of this class',
    'default/equality': 'Defaults shared by all equality constraint types of this class',
    'default/tendon': 'Defaults shared by spatial and fixed tendons of this class',
    'default/general': 'Actuator defaults of this class (general actuator)',
    'default/motor': 'Actuator defaults of this class, set through the motor shortcut',
    'default/position': 'Actuator defaults of this class, set through the position shortcut',
    'default/velocity': 'Actuator defaults of this class, set through the velocity shortcut',
    'default/intvelocity': 'Actuator defaults of this class, set through the intvelocity shortcut',
    'default/damper': 'Actuator defaults of this class, set through the damper shortcut',
    'default/cylinder': 'Actuator defaults of this class, set through the cylinder shortcut',
    'default/muscle': 'Actuator defaults of this class, set through the muscle shortcut',
    'default/adhesion': 'Actuator defaults of this class, set through the adhesion shortcut',
    'custom': 'Grouping element for custom numeric, text and tuple data',
    'custom/numeric': 'Custom numeric array stored in mjModel',
    'custom/text': 'Custom text field stored in mjModel',
    'custom/tuple': 'Custom list of references to named MuJoCo objects',
    'custom/tuple/element': 'One object reference in a custom tuple',
    'asset': 'Grouping element for assets referenced by other elements',
    'asset/texture': 'Texture asset, loaded from image files or generated procedurally',
    'asset/hfield': 'Height field (terrain) asset, referenced by hfield geoms',
    'asset/mesh': 'Triangle mesh asset, from a file (STL, OBJ, MSH) or inline vertex data',
    'asset/skin': 'Skinned mesh for visualization only, deformed by bones (bodies)',
    'asset/skin/bone': 'Body acting as a bone of the skin, with bind pose and vertex weights',
    'asset/material': 'Material asset: color, texture and lighting properties',
    'worldbody': 'World body, root of the kinematic tree (named "world"); shares body\'s schema but the '
                 'parser rejects attributes, inertial, joint and freejoint here',
    'worldbody/inertial': 'Not allowed in worldbody (parser error); present because world and body '
                          'share one schema node',
    'worldbody/joint': 'Not allowed in worldbody (parser error); present because world and body share '
                       'one schema node',
    'worldbody/freejoint': 'Not allowed in worldbody (parser error); present because world and body '
                           'share one schema node',
    'body': 'Body of the kinematic tree; its frame is given relative to the parent body',
    'body/inertial': 'Mass and inertia of the body; if omitted they are inferred from its geoms',
    'body/joint': 'Joint creating degrees of freedom between the body and its parent',
    'body/freejoint': 'Free (6-dof) joint that does not inherit joint defaults',
    'body/geom': 'Geometric shape attached to the body: collision, rendering and inertia inference',
    'body/site': 'Site: a frame of interest on the body, used by sensors, tendons and actuators',
    'body/camera': 'Camera attached to the body; looks along its frame\'s -Z axis',
    'body/light': 'Light attached to the body; shines along dir',
    'body/composite': 'Macro generating a composite object (particles, rope, cloth, soft box, ...)',
    'body/composite/joint': 'Adjusts automatic joints or adds optional joints of the composite object',
    'body/composite/tendon': 'Adjusts automatic tendons or adds shear tendons of the composite object',
    'body/composite/skin': 'Generates a skin over the composite object',
    'body/composite/geom': 'Attributes of the geoms of the composite object',
    'body/composite/site': 'Attributes of the sites of the composite object',
    'body/composite/pin': 'Pins one element body of a grid composite to the parent body',
    'contact': 'Grouping element for explicit contact pairs and exclusions',
    'contact/pair': 'Explicit geom pair checked for collision, with its own contact parameters',
    'contact/exclude': 'Excludes contacts between two bodies',
    'equality': 'Grouping element for equality constraints',
    'equality/connect': 'Connects two bodies at a point (a ball joint outside the kinematic tree)',
    'equality/weld': 'Welds two bodies together, removing their relative degrees of freedom',
    'equality/joint': 'Constrains a joint to be a quartic polynomial of another joint',
    'equality/tendon': 'Constrains a tendon length to be a quartic polynomial of another tendon',
    'equality/distance': 'Distance constraint: removed in 2.2.2; still in the schema but the parser '
                         'rejects it',
    'tendon': 'Grouping element for tendons',
    'tendon/spatial': 'Spatial tendon: shortest path through sites, wrapping around geoms',
    'tendon/spatial/site': 'Site the tendon path passes through (via-point)',
    'tendon/spatial/geom': 'Sphere or cylinder geom the tendon path wraps around',
    'tendon/spatial/pulley': 'Starts a new branch of the tendon path',
    'tendon/fixed': 'Fixed tendon: linear combination of joint positions',
    'tendon/fixed/joint': 'Joint term of a fixed tendon',
    'actuator': 'Grouping element for actuators',
    'actuator/general': 'General actuator with explicit transmission, dynamics, gain and bias',
    'actuator/motor': 'Direct-drive actuator (shortcut for general)',
    'actuator/position': 'Position servo (shortcut for general)',
    'actuator/velocity': 'Velocity servo (shortcut for general)',
    'actuator/intvelocity': 'Integrated-velocity servo with activation clamping (shortcut for general)',
    'actuator/damper': 'Active damper: force = -kv * velocity * control (shortcut for general)',
    'actuator/cylinder': 'Pneumatic or hydraulic cylinder (shortcut for general)',
    'actuator/muscle': 'Muscle actuator (shortcut for general)',
    'actuator/adhesion': 'Adhesion actuator: normal forces at the contacts of a body',
    'sensor': 'Grouping element for sensors; outputs go to mjData.sensordata',
    'sensor/touch': 'Touch sensor: summed normal contact force inside a site volume',
    'sensor/accelerometer': '3-axis accelerometer at a site (includes gravity)',
    'sensor/velocimeter': '3-axis linear velocity sensor at a site',
    'sensor/gyro': '3-axis gyroscope (angular velocity) at a site',
    'sensor/force': '3-axis force between the site\'s body and its parent',
    'sensor/torque': '3-axis torque between the site\'s body and its parent',
    'sensor/magnetometer': 'Magnetic flux at a site, in the site frame',
    'sensor/rangefinder': 'Distance to the nearest geom along the site\'s +Z axis (-1 if none)',
    'sensor/jointpos': 'Position of a scalar joint',
    'sensor/jointvel': 'Velocity of a scalar joint',
    'sensor/tendonpos': 'Length of a tendon',
    'sensor/tendonvel': 'Velocity of a tendon',
    'sensor/actuatorpos': 'Transmission length of an actuator',
    'sensor/actuatorvel': 'Transmission velocity of an actuator',
    'sensor/actuatorfrc': 'Scalar force of an actuator',
    'sensor/ballquat': 'Quaternion of a ball joint',
    'sensor/ballangvel': 'Angular velocity of a ball joint',
    'sensor/jointlimitpos': 'Joint limit violation (position), 0 when not violated',
    'sensor/jointlimitvel': 'Joint limit constraint velocity, 0 when not violated',
    'sensor/jointlimitfrc': 'Joint limit constraint force, 0 when not violated',
    'sensor/tendonlimitpos': 'Tendon limit violation (position), 0 when not violated',
    'sensor/tendonlimitvel': 'Tendon limit constraint velocity, 0 when not violated',
    'sensor/tendonlimitfrc': 'Tendon limit constraint force, 0 when not violated',
    'sensor/framepos': '3D position of an object frame, global or in a reference frame',
    'sensor/framequat': 'Orientation quaternion of an object frame, global or in a reference frame',
    'sensor/framexaxis': 'X axis of an object frame, global or in a reference frame',
    'sensor/frameyaxis': 'Y axis of an object frame, global or in a reference frame',
    'sensor/framezaxis': 'Z axis of an object frame, global or in a reference frame',
    'sensor/framelinvel': 'Linear velocity of an object frame, global or in a reference frame',
    'sensor/frameangvel': 'Angular velocity of an object frame, global or in a reference frame',
    'sensor/framelinacc': 'Linear acceleration of an object frame, in global coordinates',
    'sensor/frameangacc': 'Angular acceleration of an object frame, in global coordinates',
    'sensor/subtreecom': 'Center of mass of the subtree rooted at a body, global coordinates',
    'sensor/subtreelinvel': 'Linear velocity of the center of mass of a body\'s subtree',
    'sensor/subtreeangmom': 'Angular momentum of a body\'s subtree about its center of mass',
    'sensor/clock': 'Simulation time',
    'sensor/user': 'User sensor computed by the mjcb_sensor callback',
    'keyframe': 'Grouping element for keyframes (stored simulation states)',
    'keyframe/key': 'One keyframe: time, joint state, activations, controls and mocap poses',
}

_USER = 'Custom user parameters (up to size/%s values); not used by MuJoCo itself'
_GROUP = 'Integer group, for custom tags and for toggling groups in the visualizer'
_CLASS = 'Defaults class used for attributes not set here'
_RGBA = 'Color and transparency; overrides the material color if different from the default'
_SOLREF = 'solref of %s: time constant and damping ratio (or -stiffness -damping)'
_SOLIMP = 'solimp of %s: dmin dmax width midpoint power of the impedance curve'

ATTR_DESC = {
    '*': {
        'quat': 'Frame orientation as a unit quaternion (w x y z); normalized by the compiler',
        'axisangle': 'Frame orientation as rotation axis (x y z) and angle; the angle follows compiler/angle',
        'xyaxes': 'Frame orientation from its X axis and Y axis (Y is orthogonalized); Z = X cross Y',
        'zaxis': 'Frame orientation as the minimal rotation taking (0 0 1) to this vector',
        'euler': 'Frame orientation as 3 Euler angles; sequence from compiler/eulerseq, units from compiler/angle',
    },
    'mujoco': {
        'model': 'Model name, shown e.g. in the title bar of simulate',
    },
    'compiler': {
        'autolimits': 'If true, limited/ctrllimited/forcelimited/actlimited are inferred from the presence of the matching range',
        'boundmass': 'Lower bound on the mass of every body except world; a quick fix for massless bodies',
        'boundinertia': 'Lower bound on the diagonal inertia of every body except world',
        'settotalmass': 'If positive, scale all body masses and inertias so that the total mass equals this value',
        'balanceinertia': 'If true, diagonal inertias violating A+B>=C are set to their average instead of failing',
        'strippath': 'If true, remove path information from all file names (default true for URDF)',
        'coordinate': 'Whether frame positions and orientations are local (relative to parent) or global',
        'angle': 'Angle units in the model: degree or radian (URDF always radian); compiled model uses radians',
        'fitaabb': 'Fit primitives to meshes using the axis-aligned bounding box instead of the inertia box',
        'eulerseq': 'Axis sequence of all euler attributes: 3 of xyzXYZ, lower case = rotating axes, upper = fixed',
        'meshdir': 'Directory of mesh and height-field files; relative to the main model file',
        'texturedir': 'Directory of texture files; resolved like meshdir',
        'discardvisual': 'If true, discard visual-only geoms (contype = conaffinity = 0) (default true for URDF)',
        'convexhull': 'If true, compute convex hulls of meshes used by collision geoms (faster collisions)',
        'usethread': 'If true, run the compiler multi-threaded (currently only actuator length ranges)',
        'fusestatic': 'If true, fuse static bodies into their parents when nothing references them (default true for URDF)',
        'inertiafromgeom': 'Infer body mass and inertia from geoms: true always, false never, auto if inertial is missing',
        'inertiagrouprange': 'Range of geom groups whose geoms are used to infer body mass and inertia',
        'exactmeshinertia': 'If true, compute mesh inertia exactly for any closed mesh (legacy is exact only if convex)',
    },
    'compiler/lengthrange': {
        'mode': 'Actuators whose length range is computed: none, muscle, muscleuser (muscle or user) or all',
        'useexisting': 'If true, keep an actuator length range that is already defined instead of recomputing it',
        'uselimit': 'If true, copy joint or tendon limits into the actuator length range instead of simulating',
        'accel': 'Norm of the joint-space acceleration produced by the force pushing actuators to their limits',
        'maxforce': 'Upper bound on the norm of that force; 0 disables the bound',
        'timeconst': 'Time constant of the artificial velocity damping in the length-range simulation',
        'timestep': 'Time step of the length-range simulation; 0 uses the model time step',
        'inttotal': 'Total simulated time for each actuator and direction',
        'inteval': 'Interval at the end of the simulation over which the lengths are evaluated',
        'tolrange': 'Relative length spread during inteval above which the compiler reports divergence',
    },
    'option': {
        'timestep': 'Simulation time step; the main speed-accuracy trade-off',
        'apirate': 'Rate (Hz) at which the socket API may run the update; does not affect physics',
        'impratio': 'Ratio of frictional to normal constraint impedance for elliptic cones; >1 makes friction harder',
        'tolerance': 'Early-termination tolerance of the constraint solver; 0 disables early termination',
        'noslip_tolerance': 'Early-termination tolerance of the Noslip solver',
        'mpr_tolerance': 'Early-termination tolerance of the MPR algorithm for convex collisions',
        'gravity': 'Gravitational acceleration vector (m/s^2); Z points up by convention',
        'wind': 'Velocity of the medium (m/s), used for lift, drag and viscous forces',
        'magnetic': 'Global magnetic flux vector, read by magnetometer sensors',
        'density': 'Density of the medium (kg/m^3) for lift and drag; 0 disables them (air ~1.2, water ~1000)',
        'viscosity': 'Viscosity of the medium for viscous forces; 0 disables them (air ~2e-5, water ~9e-4)',
        'o_margin': 'Contact margin that replaces all contact margins when the override flag is enabled',
        'o_solref': 'Contact solref that replaces all contact solrefs when the override flag is enabled',
        'o_solimp': 'Contact solimp that replaces all contact solimps when the override flag is enabled',
        'integrator': 'Numerical integrator: semi-implicit Euler, 4th-order Runge-Kutta, or implicit in velocity',
        'collision': 'Geom pairs checked: all, only explicit contact pairs (predefined), or only dynamic ones',
        'cone': 'Friction cone type: pyramidal or elliptic',
        'jacobian': 'Constraint Jacobian storage: dense, sparse, or auto (dense up to 60 dofs)',
        'solver': 'Constraint solver algorithm: PGS, CG or Newton',
        'iterations': 'Maximum number of constraint solver iterations',
        'noslip_iterations': 'Maximum iterations of the Noslip post-processing solver; 0 disables it',
        'mpr_iterations': 'Maximum iterations of the MPR algorithm for convex mesh collisions',
    },
    'option/flag': {
        'constraint': 'Enable or disable all constraint computations (no constraint forces when disabled)',
        'equality': 'Enable or disable equality constraints',
        'frictionloss': 'Enable or disable joint and tendon friction-loss constraints',
        'limit': 'Enable or disable joint and tendon limit constraints',
        'contact': 'Enable or disable contact constraints',
        'passive': 'Enable or disable passive forces: springs, dampers, fluid forces, passive callback',
        'gravity': 'Enable or disable gravity at runtime without changing option/gravity',
        'clampctrl': 'Enable or disable clamping of actuator controls to ctrlrange',
        'warmstart': 'Enable or disable warm-starting the solver with the previous step\'s constraint forces',
        'filterparent': 'Enable or disable filtering out contacts between parent and child bodies',
        'actuation': 'Enable or disable all actuator forces and actuator activation dynamics',
        'refsafe': 'Enable or disable the safety rule that uses max(solref[0], 2*timestep)',
        'sensor': 'Enable or disable sensor computations (disabled sensors keep their last value)',
        'override': 'Enable the contact override: o_margin, o_solref and o_solimp replace per-contact values',
        'energy': 'Enable computing kinetic and potential energy (mjData.energy)',
        'fwdinv': 'Enable automatic comparison of forward and inverse dynamics (mjData.solver_fwdinv)',
        'sensornoise': 'Enable adding Gaussian noise (each sensor\'s noise attribute) to sensor outputs',
        'multiccd': 'Experimental: enable multiple contact points for convex (libccd) collisions, e.g. mesh-mesh',
    },
    'size': {
        'njmax': 'Maximum number of scalar constraints (Jacobian rows) at runtime; -1 lets the compiler guess',
        'nconmax': 'Maximum number of contacts at runtime; -1 lets the compiler guess',
        'nstack': 'Size of the mjData stack in mjtNum units (8 bytes each); -1 lets the compiler guess',
        'nuserdata': 'Size of mjData.userdata, for custom dynamic variables',
        'nkey': 'Number of keyframes to allocate (at least the number of key elements)',
        'nuser_body': 'Number of user parameters per body; -1 = length of the longest user attribute',
        'nuser_jnt': 'Number of user parameters per joint; -1 = length of the longest user attribute',
        'nuser_geom': 'Number of user parameters per geom; -1 = length of the longest user attribute',
        'nuser_site': 'Number of user parameters per site; -1 = length of the longest user attribute',
        'nuser_cam': 'Number of user parameters per camera; -1 = length of the longest user attribute',
        'nuser_tendon': 'Number of user parameters per tendon; -1 = length of the longest user attribute',
        'nuser_actuator': 'Number of user parameters per actuator; -1 = length of the longest user attribute',
        'nuser_sensor': 'Number of user parameters per sensor; -1 = length of the longest user attribute',
    },
    'visual/global': {
        'fovy': 'Vertical field of view of the free camera, always in degrees',
        'ipd': 'Inter-pupillary distance of the free camera, for stereo rendering',
        'azimuth': 'Initial azimuth of the free camera around the vertical axis (90 looks along +Y)',
        'elevation': 'Initial elevation of the free camera; negative values move the camera up',
        'linewidth': 'OpenGL line width, used in wireframe mode',
        'glow': 'Emission added to the geoms of the selected body so that it glows',
        'offwidth': 'Width in pixels of the offscreen rendering buffer',
        'offheight': 'Height in pixels of the offscreen rendering buffer',
    },
    'visual/quality': {
        'shadowsize': 'Size of the square shadow-map texture; larger gives smoother shadows',
        'offsamples': 'Number of multisamples for offscreen rendering; 0 disables multisampling',
        'numslices': 'Subdivisions around the Z axis of meshes rendering the geometric primitives',
        'numstacks': 'Subdivisions along the Z axis of meshes rendering the geometric primitives',
        'numquads': 'Rectangles per side when rendering boxes, generated planes and height-field sides',
    },
    'visual/headlight': {
        'ambient': 'Ambient RGB color of the headlight',
        'diffuse': 'Diffuse RGB color of the headlight',
        'specular': 'Specular RGB color of the headlight',
        'active': 'Headlight on (non-zero) or off (0)',
    },
    'visual/map': {
        'stiffness': 'Stiffness of the spring pulling the body in translational mouse perturbations',
        'stiffnessrot': 'Stiffness of the spring used in rotational mouse perturbations',
        'force': 'Scale of rendered contact and perturbation forces (length = force * scale / mean mass)',
        'torque': 'Scale of rendered contact and perturbation torques (currently disabled)',
        'alpha': 'Factor applied to the alpha of geoms of moving bodies when transparency is on',
        'fogstart': 'Distance where fog starts, as a multiple of the model extent',
        'fogend': 'Distance where fog ends, as a multiple of the model extent',
        'znear': 'Distance of the near clipping plane, as a multiple of the model extent',
        'zfar': 'Distance of the far clipping plane, as a multiple of the model extent',
        'haze': 'Fraction of the distance to the horizon covered by haze (when a skybox is present)',
        'shadowclip': 'Half-size of the shadow area of directional lights, as a multiple of the model extent',
        'shadowscale': 'Fraction of a spotlight\'s cutoff angle within which shadows are cast',
        'actuatortendon': 'Ratio of rendered actuator width to tendon width, for tendon actuators',
    },
    'visual/scale': {
        'forcewidth': 'Radius of the arrows of contact and perturbation forces',
        'contactwidth': 'Radius of the cylinders drawn at contact points',
        'contactheight': 'Height of the cylinders drawn at contact points',
        'connect': 'Radius of the capsules of the automatic body/joint skeleton',
        'com': 'Radius of the spheres marking subtree centers of mass',
        'camera': 'Size of the object drawn for model cameras',
        'light': 'Size of the object drawn for model lights',
        'selectpoint': 'Radius of the sphere marking the selection point',
        'jointlength': 'Length of the arrows drawn for joint axes',
        'jointwidth': 'Radius of the arrows drawn for joint axes',
        'actuatorlength': 'Length of the arrows drawn for actuators on scalar joints',
        'actuatorwidth': 'Radius of the arrows drawn for actuators on scalar joints',
        'framelength': 'Length of the cylinders drawn for coordinate frames',
        'framewidth': 'Radius of the cylinders drawn for coordinate frames',
        'constraint': 'Radius of the capsules showing spatial constraint violations',
        'slidercrank': 'Radius of the capsules drawn for slider-crank mechanisms',
    },
    'visual/rgba': {
        'fog': 'Fog color that distant pixels fade towards',
        'haze': 'Haze color at the horizon, blending an infinite plane into the skybox',
        'force': 'Color of perturbation force arrows',
        'inertia': 'Color of equivalent-inertia boxes (semi-transparent by default)',
        'joint': 'Color of joint axis arrows',
        'actuator': 'Actuator color at neutral control',
        'actuatornegative': 'Actuator color at the most negative control',
        'actuatorpositive': 'Actuator color at the most positive control',
        'com': 'Color of the subtree center-of-mass spheres',
        'camera': 'Color of the object drawn for model cameras',
        'light': 'Color of the object drawn for model lights',
        'selectpoint': 'Color of the selection-point sphere',
        'connect': 'Color of the automatic body/joint skeleton',
        'contactpoint': 'Color of the contact point cylinders',
        'contactforce': 'Color of contact force arrows (normal component when forces are split)',
        'contactfriction': 'Color of contact tangential force arrows, when forces are split',
        'contacttorque': 'Color of contact torque arrows (currently disabled)',
        'contactgap': 'Color of contacts within the gap (detected but excluded from force computation)',
        'rangefinder': 'Color of the lines drawn for rangefinder sensors',
        'constraint': 'Color of spatial constraint violation capsules',
        'slidercrank': 'Color of slider-crank mechanisms',
        'crankbroken': 'Color of a slider-crank crank whose rod length cannot be maintained',
    },
    'statistic': {
        'meaninertia': 'Override of the mean joint-space inertia; scales the solver cost for early termination',
        'meanmass': 'Override of the mean body mass; scales perturbation forces',
        'meansize': 'Override of the mean body size; the length unit of the visual/scale attributes',
        'extent': 'Override of the model extent (half bounding-box side); scales visual/map distances',
        'center': 'Override of the model center; initial look-at point of the free camera',
    },
    'default': {
        'class': 'Name of the defaults class, unique; required except on the top-level default (named main)',
    },
    'custom/numeric': {
        'name': 'Name of the array (needed to find it at runtime)',
        'size': 'Array length; inferred from data if omitted',
        'data': 'Numeric data; may be shorter than size (the rest is 0)',
    },
    'custom/text': {
        'name': 'Name of the custom text',
        'data': 'The custom text',
    },
    'custom/tuple': {
        'name': 'Name of the custom tuple',
    },
    'custom/tuple/element': {
        'objtype': 'Type of the referenced object (any element type that can be named, e.g. body, geom, tuple)',
        'objname': 'Name of the referenced object',
        'prm': 'Real parameter attached to this tuple element, for the user',
    },
    'asset/texture': {
        'name': 'Texture name; defaults to the file name without path and extension (may be empty for skybox)',
        'type': 'Mapping: 2d (planes, height fields), cube (shrink-wrapped cube) or skybox',
        'file': 'Image file (PNG or custom binary) for the whole texture, resolved via compiler/texturedir',
        'gridsize': 'Rows and columns of the grid of a single-file cube/skybox image; 1 1 repeats one image',
        'gridlayout': 'Cube faces in the grid, row-major: one char per cell from .RLUDFB (. = unused)',
        'fileright': 'Image file of the right (+X) face of a cube or skybox texture',
        'fileleft': 'Image file of the left (-X) face of a cube or skybox texture',
        'fileup': 'Image file of the up (+Y) face of a cube or skybox texture',
        'filedown': 'Image file of the down (-Y) face of a cube or skybox texture',
        'filefront': 'Image file of the front (+Z) face of a cube or skybox texture',
        'fileback': 'Image file of the back (-Z) face of a cube or skybox texture',
        'builtin': 'Procedural texture: none (load from files), gradient, checker or flat',
        'rgb1': 'First color of procedural textures; also fills missing cube faces',
        'rgb2': 'Second color of procedural textures',
        'mark': 'Markings drawn in markrgb on procedural textures: none, edge, cross or random',
        'markrgb': 'Color of procedural texture markings',
        'random': 'Probability of marking each pixel when mark is random',
        'width': 'Width in pixels of a procedural texture (cube/skybox: must equal height)',
        'height': 'Height in pixels of a procedural texture',
        'hflip': 'If true, flip images loaded from files horizontally',
        'vflip': 'If true, flip images loaded from files vertically',
    },
    'asset/hfield': {
        'name': 'Height field name; defaults to the file name without path and extension',
        'file': 'Elevation file (PNG gray levels or custom binary), resolved via compiler/meshdir',
        'nrow': 'Rows of zero elevation data to allocate when no file is given',
        'ncol': 'Columns of zero elevation data to allocate when no file is given',
        'size': 'radius_x radius_y elevation_z base_z: half-extents, maximum elevation, depth of the base box',
    },
    'asset/mesh': {
        'name': 'Mesh name; defaults to the file name without path and extension',
        'class': 'Defaults class (only scale can come from defaults)',
        'file': 'Mesh file (STL, OBJ or MSH), resolved via compiler/meshdir; without it vertex is required',
        'scale': 'Scale of the vertex data along each axis; negative values flip the mesh',
        'smoothnormal': 'If true, generated normals are smooth; if false, sharp edges are preserved',
        'vertex': 'Inline vertex positions, 3 numbers per vertex',
        'normal': 'Inline vertex normals, 3 numbers per vertex (normalized by the compiler)',
        'texcoord': 'Inline texture coordinates, 2 numbers in [0 1] per vertex',
        'face': 'Triangles as 3 vertex indices each, counter-clockwise; if omitted the convex hull is used',
        'refpos': 'Reference position subtracted from the vertex positions',
        'refquat': 'Reference orientation; its conjugate rotates the vertices and normals',
    },
    'asset/skin': {
        'name': 'Skin name',
        'file': 'SKN skin file, resolved via compiler/meshdir; otherwise vertices, faces and bones are inline',
        'vertex': 'Vertex positions in the global bind pose, 3 numbers per vertex',
        'texcoord': 'Texture coordinates, 2 numbers per vertex (needed for textured skins)',
        'face': 'Triangles as 3 vertex indices each',
        'inflate': 'Offset of every vertex along its normal, e.g. for flexible 2D shapes',
        'material': 'Material asset applied to the skin',
        'rgba': _RGBA,
    },
    'asset/skin/bone': {
        'body': 'Body acting as this bone',
        'bindpos': 'Global position of the body in the bind pose',
        'bindquat': 'Global orientation of the body in the bind pose',
        'vertid': 'Indices of the skin vertices influenced by this bone',
        'vertweight': 'Weights of those vertices, same count and order as vertid',
    },
    'asset/material': {
        'name': 'Material name, referenced by geoms, sites, skins and tendons',
        'class': _CLASS,
        'texture': 'Name of a texture asset (not a file) applied with this material',
        'texrepeat': 'Repetitions of a 2d texture over the object (or per spatial unit with texuniform)',
        'texuniform': 'Cube textures: map to a unit object before scaling; 2d: repeat texrepeat times per unit length',
        'emission': 'Emission, as a multiple of the material color',
        'specular': 'Specular intensity, in [0 1]',
        'shininess': 'Shininess in [0 1] (times 128 for OpenGL); larger gives tighter highlights',
        'reflectance': 'Reflectance in [0 1]; rendered on planes and box +Z faces (first reflective geom only)',
        'rgba': 'Material color and transparency; multiplies the texture; an element\'s own rgba overrides it',
    },
    'body': {
        'name': 'Body name',
        'childclass': 'Defaults class used by all descendant elements that set no class of their own',
        'mocap': 'If true, a mocap body: static for dynamics, pose set from mjData.mocap_pos/quat',
        'pos': 'Position of the body frame in the parent frame (or global, per compiler/coordinate)',
        'user': _USER % 'nuser_body',
    },
    'body/inertial': {
        'pos': 'Position of the inertial frame (center of mass) in the body frame',
        'mass': 'Body mass (non-negative)',
        'diaginertia': 'Diagonal inertia in the inertial frame; if omitted fullinertia is required',
        'fullinertia': 'Full inertia matrix as M11 M22 M33 M12 M13 M23; the compiler diagonalizes it',
    },
    'body/joint': {
        'name': 'Joint name',
        'class': _CLASS,
        'type': 'Joint type: free (floating, 6 dof), ball (3 rotations), slide (prismatic) or hinge (revolute)',
        'group': _GROUP,
        'pos': 'Joint position in the body frame (ignored for free joints)',
        'axis': 'Rotation axis (hinge) or sliding direction (slide); normalized; ignored for free and ball',
        'springdamper': 'Time constant and damping ratio; if both positive they override stiffness and damping',
        'limited': 'Whether the joint is limited; auto enables limits when range is set and compiler/autolimits',
        'solreflimit': _SOLREF % 'the joint limit',
        'solimplimit': _SOLIMP % 'the joint limit',
        'solreffriction': _SOLREF % 'the joint friction loss',
        'solimpfriction': _SOLIMP % 'the joint friction loss',
        'stiffness': 'Spring stiffness; the spring rests at springref',
        'range': 'Joint range: lower and upper limit; degrees or radians per compiler/angle (m for slide); needs '
                 'limited unless autolimits',
        'margin': 'Distance from a limit at which the limit becomes active, in joint units (never converted from degrees)',
        'ref': 'Joint value in the reference configuration qpos0; hinge per compiler/angle, slide in m',
        'springref': 'Joint value at which the spring is at rest; hinge per compiler/angle, slide in m',
        'armature': 'Rotor (reflected) inertia added to the mass matrix diagonal for this joint\'s dofs',
        'damping': 'Viscous damping of the joint\'s dofs (passive force, implicit in the Euler integrator)',
        'frictionloss': 'Dry friction loss of the joint\'s dofs (a constraint); positive enables it',
        'user': _USER % 'nuser_jnt',
    },
    'body/freejoint': {
        'name': 'Joint name',
        'group': _GROUP,
    },
    'body/geom': {
        'name': 'Geom name',
        'class': _CLASS,
        'type': 'Shape: plane, hfield, sphere, capsule, ellipsoid, cylinder, box or mesh',
        'contype': 'Contact type bitmask; two geoms collide if contype of one and conaffinity of the other share a bit',
        'conaffinity': 'Contact affinity bitmask; see contype',
        'condim': 'Contact dimensionality: 1 frictionless, 3 sliding friction, 4 adds torsional, 6 adds rolling',
        'group': 'Integer group; selects geoms for inertia inference (compiler/inertiagrouprange) and rendering',
        'priority': 'Priority when combining contact parameters: the higher-priority geom\'s values win',
        'size': 'Size by type: sphere radius; capsule/cylinder radius, half-length; box/ellipsoid half-sizes; plane',
        'material': 'Material asset setting the visual properties',
        'rgba': _RGBA,
        'friction': 'Friction coefficients: sliding, torsional, rolling',
        'mass': 'Geom mass; if given, the density is computed from it (only used to infer body inertia)',
        'density': 'Density (kg/m^3, default water) giving mass and inertia from the shape; ignored if mass is set',
        'shellinertia': 'If true, the mass is on the surface and density is a surface density',
        'solmix': 'Weight when averaging solref/solimp of two contacting geoms of equal priority',
        'solref': _SOLREF % 'contacts',
        'solimp': _SOLIMP % 'contacts',
        'margin': 'Distance below which contacts are detected; contacts are active below margin - gap',
        'gap': 'Contacts with distance between margin - gap and margin are kept but inactive',
        'fromto': 'Endpoints x1 y1 z1 x2 y2 z2 giving position, orientation and length (capsule, cylinder, box, ellipsoid)',
        'pos': 'Position of the geom frame',
        'hfield': 'Height field asset; required if and only if type is hfield',
        'mesh': 'Mesh asset; required for type mesh, otherwise the primitive type is fitted to the mesh',
        'fitscale': 'Scale applied to a primitive fitted to a mesh',
        'fluidshape': 'ellipsoid enables the geom-level fluid interaction model (replacing the body-level one)',
        'fluidcoef': 'Fluid model coefficients: blunt drag, slender drag, angular drag, Kutta lift, Magnus lift',
        'user': _USER % 'nuser_geom',
    },
    'body/site': {
        'name': 'Site name',
        'class': _CLASS,
        'type': 'Shape for rendering and for the touch sensor zone: sphere, capsule, ellipsoid, cylinder or box',
        'group': _GROUP,
        'material': 'Material asset setting the visual properties',
        'rgba': _RGBA,
        'size': 'Size of the shape, as for geoms (e.g. sphere radius; box half-sizes)',
        'fromto': 'Endpoints x1 y1 z1 x2 y2 z2 giving position, orientation and length (capsule, cylinder, box, ellipsoid)',
        'pos': 'Position of the site frame',
        'user': _USER % 'nuser_site',
    },
    'body/camera': {
        'name': 'Camera name',
        'class': _CLASS,
        'mode': 'Motion: fixed to the body; track/trackcom keep offset and orientation; targetbody/targetbodycom aim at target',
        'target': 'Body to look at; required in targetbody and targetbodycom modes',
        'fovy': 'Vertical field of view, always in degrees',
        'ipd': 'Inter-pupillary distance, for stereo rendering',
        'pos': 'Position of the camera frame (the camera looks along -Z, +Y is up)',
        'user': _USER % 'nuser_cam',
    },
    'body/light': {
        'name': 'Light name',
        'class': _CLASS,
        'mode': 'Motion: fixed, track, trackcom, targetbody or targetbodycom (as for cameras)',
        'target': 'Body the light points at in targetbody and targetbodycom modes',
        'directional': 'If true the light is directional, otherwise a spotlight',
        'castshadow': 'If true the light casts shadows (one extra rendering pass per light)',
        'active': 'If true the light is on; can be switched at runtime',
        'pos': 'Position of the light (matters for spotlights)',
        'dir': 'Direction of the light',
        'attenuation': 'Constant, linear and quadratic attenuation coefficients (OpenGL)',
        'cutoff': 'Spotlight cutoff angle, always in degrees',
        'exponent': 'Spotlight exponent: softness of the cutoff',
        'ambient': 'Ambient RGB color of the light',
        'diffuse': 'Diffuse RGB color of the light',
        'specular': 'Specular RGB color of the light',
    },
    'body/composite': {
        'prefix': 'Prefix of the names of generated elements (needed with several composites)',
        'type': 'Composite type: particle, grid, rope, loop, cloth, box, cylinder or ellipsoid',
        'count': 'Number of elements along X, Y, Z of the grid (missing numbers are 1)',
        'spacing': 'Distance between the centers of neighboring elements',
        'offset': 'Offset of the grid center from the parent body (particle and grid only)',
        'flatinertia': 'Cloth only: small-to-large axis ratio of flattened element inertias; 0 disables',
        'solrefsmooth': _SOLREF % 'the loop-closure or smoothness equality constraints',
        'solimpsmooth': _SOLIMP % 'the loop-closure or smoothness equality constraints',
    },
    'body/composite/joint': {
        'kind': 'Joint kind: main (created automatically), twist or stretch (optional, created by this element)',
        'solreffix': _SOLREF % 'the equality constraint fixing this joint',
        'solimpfix': _SOLIMP % 'the equality constraint fixing this joint',
        'stiffness': 'Joint stiffness: spring towards the reference configuration',
        'range': 'Joint range: lower and upper limit (hinge per compiler/angle, slide in m); needs limited '
                 'unless autolimits',
    },
    'body/composite/tendon': {
        'kind': 'Tendon kind: main (holds the object together) or shear (diagonal; 2D grid and cloth)',
        'solreffix': _SOLREF % 'the equality constraint fixing the tendon length',
        'solimpfix': _SOLIMP % 'the equality constraint fixing the tendon length',
    },
    'body/composite/skin': {
        'texcoord': 'If true, generate texture coordinates mapping the skin to the unit square',
        'material': 'Material asset applied to the generated skin',
        'rgba': 'Color and transparency of the generated skin',
        'inflate': 'Offset of skin vertices along their normals (e.g. the geom size for a mattress look)',
        'subgrid': 'Extra grid lines for a denser bicubic skin (cloth and 2D grid only); 0 = none',
    },
    'body/composite/pin': {
        'coord': 'Zero-based grid coordinates of the element body pinned to the parent (one number for 1D)',
    },
    'contact/pair': {
        'name': 'Name of the contact pair',
        'class': _CLASS,
        'geom1': 'First geom of the pair',
        'geom2': 'Second geom of the pair; the contact force points from geom1 towards geom2',
        'condim': 'Contact dimensionality: 1 frictionless, 3 sliding friction, 4 adds torsional, 6 adds rolling',
        'friction': 'Friction: tangential 1, tangential 2, torsional, rolling 1, rolling 2 (anisotropic allowed)',
        'solref': _SOLREF % 'the contacts',
        'solimp': _SOLIMP % 'the contacts',
        'margin': 'Distance below which contacts are detected',
        'gap': 'Contacts with distance between margin - gap and margin are kept but inactive',
    },
    'contact/exclude': {
        'name': 'Name of the exclusion',
        'body1': 'First body; contacts between geoms of body1 and body2 are excluded',
        'body2': 'Second body',
    },
    'equality/connect': {
        'name': 'Name of the equality constraint',
        'class': _CLASS,
        'active': 'If true the constraint is initially active (can be toggled at runtime)',
        'solref': _SOLREF % 'the constraint',
        'solimp': _SOLIMP % 'the constraint',
        'body1': 'First body',
        'body2': 'Second body; the world if omitted',
        'anchor': 'Connection point in body1\'s frame (global if compiler/coordinate is global)',
    },
    'equality/weld': {
        'body1': 'First body',
        'body2': 'Second body; the world if omitted',
        'relpose': 'Pose (pos, quat) of body2 relative to body1; ignored while the quaternion is zero (default)',
        'anchor': 'Weld point relative to body2',
        'torquescale': 'Torque-to-force ratio (a length, like a glue patch diameter); 0 behaves like connect',
    },
    'equality/joint': {
        'joint1': 'Constrained joint (y)',
        'joint2': 'Driving joint (x); if omitted joint1 is fixed',
        'polycoef': 'a0..a4 in y-y0 = a0 + a1(x-x0) + a2(x-x0)^2 + a3(x-x0)^3 + a4(x-x0)^4',
    },
    'equality/tendon': {
        'tendon1': 'Constrained tendon (y)',
        'tendon2': 'Driving tendon (x); if omitted tendon1\'s length is fixed',
        'polycoef': 'a0..a4 of the quartic relating the two tendon lengths, as in equality/joint',
    },
    'tendon/spatial': {
        'name': 'Tendon name',
        'class': _CLASS,
        'group': _GROUP,
        'limited': 'Whether length limits apply; auto enables them when range is set and compiler/autolimits',
        'range': 'Allowed tendon length [min max]; needs limited unless compiler/autolimits',
        'solreflimit': _SOLREF % 'the tendon limit',
        'solimplimit': _SOLIMP % 'the tendon limit',
        'solreffriction': _SOLREF % 'the tendon friction loss',
        'solimpfriction': _SOLIMP % 'the tendon friction loss',
        'margin': 'Distance from a length limit at which the limit constraint becomes active',
        'frictionloss': 'Dry friction loss along the tendon; positive enables it',
        'width': 'Radius of the rendered tendon',
        'material': 'Material asset setting the tendon\'s appearance',
        'rgba': _RGBA,
        'springlength': 'Rest length of the tendon spring; negative uses the length in the reference configuration',
        'stiffness': 'Spring stiffness along the tendon',
        'damping': 'Damping along the tendon (not implicit in the integrator; prefer joint damping)',
        'user': _USER % 'nuser_tendon',
    },
    'tendon/spatial/site': {
        'site': 'Site the tendon passes through',
    },
    'tendon/spatial/geom': {
        'geom': 'Sphere or cylinder geom the tendon wraps around',
        'sidesite': 'Site selecting the wrapping side; if inside the geom, the tendon passes through the geom',
    },
    'tendon/spatial/pulley': {
        'divisor': 'Divisor of the length of the branch started here (e.g. 2 after a physical pulley)',
    },
    'tendon/fixed/joint': {
        'joint': 'Scalar joint (slide or hinge) added to the tendon length',
        'coef': 'Coefficient multiplying the joint position in the tendon length',
    },
    'actuator/general': {
        'name': 'Actuator name',
        'class': _CLASS,
        'group': _GROUP,
        'ctrllimited': 'Clamp the control to ctrlrange; auto enables it when ctrlrange is set and compiler/autolimits',
        'forcelimited': 'Clamp the force to forcerange; auto enables it when forcerange is set and compiler/autolimits',
        'actlimited': 'Clamp the activation to actrange; auto enables it when actrange is set and compiler/autolimits',
        'ctrlrange': 'Control range [min max]; needs ctrllimited unless compiler/autolimits',
        'forcerange': 'Force range [min max]; needs forcelimited unless compiler/autolimits',
        'actrange': 'Activation range [min max]; needs actlimited unless compiler/autolimits',
        'lengthrange': 'Feasible range of the transmission length; computed per compiler/lengthrange when needed',
        'gear': 'Gear: scales length, moment arm and force; 6 values give force and torque axes (joint, site)',
        'cranklength': 'Connecting-rod length of a slider-crank transmission (must be positive there)',
        'joint': 'Transmission: act on this joint (ball/free: gear axes in the child frame)',
        'jointinparent': 'Transmission: like joint, but ball/free rotation axes are in the parent frame',
        'site': 'Transmission: force and torque at this site along the gear axes (site frame)',
        'refsite': 'With a site transmission: measure the site relative to this site, giving a length',
        'body': 'Transmission: normal forces at the contacts of this body (adhesion)',
        'tendon': 'Transmission: act on this tendon',
        'cranksite': 'Transmission: slider-crank with the crank pin at this site',
        'slidersite': 'Slider-crank: site at the slider pin, slider moves along its Z; required with cranksite',
        'user': _USER % 'nuser_actuator',
        'dyntype': 'Activation dynamics: none, integrator (act\' = ctrl), filter, muscle or user',
        'gaintype': 'Gain: fixed (gainprm[0]), muscle or user',
        'biastype': 'Bias: none, affine (biasprm0 + biasprm1*length + biasprm2*velocity), muscle or user',
        'dynprm': 'Activation dynamics parameters (e.g. filter time constant in the first)',
        'gainprm': 'Gain parameters',
        'biasprm': 'Bias parameters',
    },
    'actuator/position': {
        'kp': 'Position gain: gainprm = kp, biasprm = 0 -kp 0',
    },
    'actuator/velocity': {
        'kv': 'Velocity gain: gainprm = kv, biasprm = 0 0 -kv',
    },
    'actuator/intvelocity': {
        'kp': 'Position gain on the integrated control (activation)',
    },
    'actuator/damper': {
        'kv': 'Damping gain (non-negative): force = -kv * velocity * control',
        'ctrlrange': 'Control range [min max]; required and non-negative for a damper',
    },
    'actuator/cylinder': {
        'timeconst': 'Time constant of the activation (pressure) filter',
        'area': 'Piston area, used as actuator gain',
        'diameter': 'Piston diameter, alternative to area (takes precedence)',
        'bias': 'Bias parameters, copied into biasprm',
    },
    'actuator/muscle': {
        'timeconst': 'Activation and deactivation time constants',
        'range': 'Operating length range of the muscle, in units of the optimal length L0',
        'force': 'Peak active force at rest; negative means computed from scale',
        'scale': 'If force is negative, the peak force is scale / actuator_acc0',
        'lmin': 'Lower length of the normalized force-length-velocity curve, in L0',
        'lmax': 'Upper length of the normalized force-length-velocity curve, in L0',
        'vmax': 'Shortening velocity (L0 per second) at which the force drops to zero',
        'fpmax': 'Passive force at lmax, relative to the peak force',
        'fvmax': 'Active force at saturating lengthening velocity, relative to the peak force',
    },
    'actuator/adhesion': {
        'body': 'Body whose contacts receive the adhesive force',
        'gain': 'Adhesion force per unit control, divided among the body\'s contacts',
        'ctrlrange': 'Control range [min max]; required and non-negative for adhesion',
    },
    'sensor': {
        'name': 'Sensor name',
        'cutoff': 'If positive, the output is clamped to +-cutoff (also scales the sensor plot in simulate)',
        'noise': 'Standard deviation of Gaussian noise added when option/flag sensornoise is enabled',
        'user': _USER % 'nuser_sensor',
    },
    'sensor/touch': {'site': 'Site whose volume is the sensing zone; output is the summed normal contact force'},
    'sensor/accelerometer': {'site': 'Site where the sensor is mounted; outputs linear acceleration in the site frame'},
    'sensor/velocimeter': {'site': 'Site where the sensor is mounted; outputs linear velocity in the site frame'},
    'sensor/gyro': {'site': 'Site where the sensor is mounted; outputs angular velocity in the site frame'},
    'sensor/force': {'site': 'Site on the child body; outputs the force from child to parent in the site frame'},
    'sensor/torque': {'site': 'Site on the child body; outputs the torque between child and parent in the site frame'},
    'sensor/magnetometer': {'site': 'Site where the sensor is mounted; outputs the magnetic flux in the site frame'},
    'sensor/rangefinder': {'site': 'Site whose +Z ray measures the distance to the nearest geom'},
    'sensor/jointpos': {'joint': 'Scalar (hinge or slide) joint whose position is sensed'},
    'sensor/jointvel': {'joint': 'Scalar (hinge or slide) joint whose velocity is sensed'},
    'sensor/tendonpos': {'tendon': 'Tendon whose length is sensed'},
    'sensor/tendonvel': {'tendon': 'Tendon whose velocity is sensed'},
    'sensor/actuatorpos': {'actuator': 'Actuator whose transmission length is sensed'},
    'sensor/actuatorvel': {'actuator': 'Actuator whose transmission velocity is sensed'},
    'sensor/actuatorfrc': {'actuator': 'Actuator whose scalar force is sensed'},
    'sensor/ballquat': {'joint': 'Ball joint whose quaternion is sensed'},
    'sensor/ballangvel': {'joint': 'Ball joint whose angular velocity is sensed'},
    'sensor/jointlimitpos': {'joint': 'Joint whose limit violation is sensed (negative when violated, else 0)'},
    'sensor/jointlimitvel': {'joint': 'Joint whose limit constraint velocity is sensed'},
    'sensor/jointlimitfrc': {'joint': 'Joint whose limit constraint force is sensed'},
    'sensor/tendonlimitpos': {'tendon': 'Tendon whose limit violation is sensed (negative when violated, else 0)'},
    'sensor/tendonlimitvel': {'tendon': 'Tendon whose limit constraint velocity is sensed'},
    'sensor/tendonlimitfrc': {'tendon': 'Tendon whose limit constraint force is sensed'},
    'sensor/framepos': {
        'objtype': 'Type of the sensed object: body (inertial frame), xbody (body frame), geom, site or camera',
        'objname': 'Name of the sensed object',
        'reftype': 'Type of the object giving the reference frame; global frame if omitted',
        'refname': 'Name of the object giving the reference frame',
    },
    'sensor/subtreecom': {'body': 'Root body of the subtree whose center of mass is sensed'},
    'sensor/subtreelinvel': {'body': 'Root body of the subtree whose center-of-mass velocity is sensed'},
    'sensor/subtreeangmom': {'body': 'Root body of the subtree whose angular momentum is sensed'},
    'sensor/user': {
        'objtype': 'Type of the object the sensor is attached to (any nameable type, e.g. body, site, tuple)',
        'objname': 'Name of the object the sensor is attached to',
        'datatype': 'Output type, so that noise keeps it valid: real, positive, axis (unit vector) or quaternion',
        'needstage': 'Computation stage needed before mjcb_sensor can evaluate it: pos, vel or acc',
        'dim': 'Number of scalar outputs',
    },
    'keyframe/key': {
        'name': 'Keyframe name',
        'time': 'Simulation time',
        'qpos': 'Joint positions (nq numbers); default qpos0',
        'qvel': 'Joint velocities (nv numbers)',
        'act': 'Actuator activations (na numbers)',
        'ctrl': 'Controls (nu numbers)',
        'mpos': 'Mocap body positions, 3 numbers per mocap body',
        'mquat': 'Mocap body quaternions, 4 numbers per mocap body',
    },
}
for _s in ('framequat', 'framexaxis', 'frameyaxis', 'framezaxis', 'framelinvel', 'frameangvel',
           'framelinacc', 'frameangacc'):
    ATTR_DESC['sensor/' + _s] = dict(ATTR_DESC['sensor/framepos'])

# descriptions of attributes the 2.2.2 reference does not document
UNDOC_DESC = {
    ('asset/skin', 'group'): 'Undocumented in the 2.2.2 reference; the parser reads it as an integer render group',
    ('body/composite/skin', 'group'): 'Undocumented in the 2.2.2 reference; the parser reads it as an integer '
                                      'render group of the skin',
    ('equality/distance', 'geom1'): 'Undocumented in the 2.2.2 reference (distance constraints were removed)',
    ('equality/distance', 'geom2'): 'Undocumented in the 2.2.2 reference (distance constraints were removed)',
    ('equality/distance', 'distance'): 'Undocumented in the 2.2.2 reference (distance constraints were removed)',
}
# ---------------------------------------------------------------- units
GENERIC_UNITS = {'pos': 'm', 'fromto': 'm', 'axisangle': 'rad|deg', 'euler': 'rad|deg',
                 'mass': 'kg', 'diaginertia': 'kg m^2', 'fullinertia': 'kg m^2'}
UNITS = {
    'compiler': {'boundmass': 'kg', 'boundinertia': 'kg m^2', 'settotalmass': 'kg'},
    'compiler/lengthrange': {'timeconst': 's', 'timestep': 's', 'inttotal': 's', 'inteval': 's'},
    'option': {'timestep': 's', 'o_margin': 'm'},
    'visual/global': {'fovy': 'deg', 'ipd': 'm', 'azimuth': 'deg', 'elevation': 'deg'},
    'statistic': {'meanmass': 'kg', 'meansize': 'm', 'extent': 'm', 'center': 'm'},
    'asset/mesh': {'refpos': 'm', 'vertex': 'm'},
    'asset/hfield': {'size': 'm'},
    'asset/skin': {'vertex': 'm', 'inflate': 'm'},
    'asset/skin/bone': {'bindpos': 'm'},
    'body/joint': {'range': 'rad|deg', 'ref': 'rad|deg', 'springref': 'rad|deg'},
    'body/geom': {'size': 'm', 'margin': 'm', 'gap': 'm'},
    'body/site': {'size': 'm'},
    'body/camera': {'fovy': 'deg', 'ipd': 'm'},
    'body/light': {'cutoff': 'deg'},
    'body/composite': {'spacing': 'm', 'offset': 'm'},
    'body/composite/joint': {'range': ''},          # hinge or slide depending on kind
    'body/composite/tendon': {'range': '', 'margin': ''},
    'body/composite/skin': {'inflate': 'm'},
    'contact/pair': {'margin': 'm', 'gap': 'm'},
    'equality/connect': {'anchor': 'm'},
    'equality/weld': {'anchor': 'm', 'torquescale': 'm'},
    'tendon/spatial': {'range': 'm', 'margin': 'm', 'springlength': 'm', 'width': 'm'},
    'tendon/fixed': {'range': '', 'margin': '', 'springlength': ''},   # joint units
    'default/tendon': {'range': '', 'margin': '', 'springlength': ''},  # spatial or fixed
    'actuator/general': {'cranklength': 'm'},
    'actuator/cylinder': {'timeconst': 's', 'diameter': 'm'},
    'actuator/muscle': {'timeconst': 's', 'force': 'N'},
    'actuator/adhesion': {'gain': 'N'},
    'keyframe/key': {'time': 's', 'mpos': 'm'},
}

# ---------------------------------------------------------------- array counts
# Arrays that the 2.2.2 parser reads with exact=false (fewer numbers accepted), see
# ReadAttr(..., exact=false) in src/xml/xml_native_reader.cc; the reference gives only the maximum.
COUNTS = {
    ('body/geom', 'size'): 'real(1-3)', ('body/site', 'size'): 'real(1-3)',
    ('body/composite/geom', 'size'): 'real(1-3)', ('body/composite/site', 'size'): 'real(1-3)',
    ('body/geom', 'friction'): 'real(1-3)', ('body/composite/geom', 'friction'): 'real(1-3)',
    ('contact/pair', 'friction'): 'real(1-5)',
    ('body/geom', 'fluidcoef'): 'real(1-5)',
    ('actuator/general', 'dynprm'): 'real(1-10)', ('actuator/general', 'gainprm'): 'real(1-10)',
    ('actuator/general', 'biasprm'): 'real(1-10)',
    ('body/composite', 'count'): 'int(1-3)',
    ('body/composite/pin', 'coord'): 'int(1-2)',
}
for _a in ACTUATORS:
    COUNTS[('actuator/' + _a, 'gear')] = 'real(1-6)'

PATH_ATTRS = {
    ('compiler', 'meshdir'), ('compiler', 'texturedir'), ('asset/hfield', 'file'),
    ('asset/mesh', 'file'), ('asset/skin', 'file'), ('asset/texture', 'file'),
    ('asset/texture', 'fileright'), ('asset/texture', 'fileleft'), ('asset/texture', 'fileup'),
    ('asset/texture', 'filedown'), ('asset/texture', 'filefront'), ('asset/texture', 'fileback'),
}

# Attributes the reference says are required in the element text rather than in the
# attribute entry ("ctrlrange is required and must also be nonnegative").
REQUIRED_EXTRA = {('actuator/damper', 'ctrlrange'), ('actuator/adhesion', 'ctrlrange')}

DESC_MAX = 150


def chain(sec):
    """Sections to consult after sec, following 'same as' references."""
    out = []
    while True:
        nxt = SEE.get(sec) or INHERIT.get(sec)
        if not nxt or nxt in out:
            return out
        out.append(nxt)
        sec = nxt


def convert(val, attr, rk):
    """Turn a reference at-val string into (type, default, values, required)."""
    typ, rest = split_top(val)
    required = rest == 'required'
    m = re.search(r'"([^"]*)"', rest)
    if m:
        default = m.group(1)
    else:
        m = re.match(r'default\s*=\s*(\S+)', rest)
        default = m.group(1) if m else ''
    values = ''
    if typ.startswith('['):
        vals = [v.strip() for v in typ[1:-1].split(',')]
        values = '|'.join(vals)
        t = 'bool' if vals == ['false', 'true'] else 'keyword'
    else:
        m = re.match(r'^(real|int)(?:\((.*)\))?$', typ)
        if m:
            n = m.group(2)
            if n is None:
                t = m.group(1)
            elif n.isdigit():
                t = '%s(%s)' % (m.group(1), n)
            else:
                t = m.group(1) + '(*)'
            if ',' in default:   # "0.5, 0.8, 0.9, 1" (visual/rgba contactgap) is not valid MJCF
                default = ' '.join(x for x in re.split(r'[,\s]+', default) if x)
        elif typ == 'string' or typ.startswith('('):
            t = 'string'
        else:
            raise ValueError('unknown type %r for %s:%s' % (typ, rk, attr))
    if SOLREF_RE.match(attr):
        t = 'real(1-2)'
    elif SOLIMP_RE.match(attr):
        t = 'real(1-5)'
    t = COUNTS.get((rk, attr), t)
    if t == 'string' and (rk, attr) in PATH_ATTRS:
        t = 'path'
    return t, default, values, required


def attr_desc(ctx, rk, attr):
    secs = [ctx, rk] + chain(rk)
    if rk.startswith('sensor/'):
        secs.append('sensor')
    secs.append('*')
    for s in secs:
        d = ATTR_DESC.get(s, {}).get(attr)
        if d:
            break
    else:
        d = UNDOC_DESC.get((rk, attr))
        if d is None:
            raise KeyError('no description for %s:%s' % (rk, attr))
        return d
    if ctx == 'worldbody':
        d = 'Not allowed on worldbody. ' + d
    if rk == 'equality/distance':
        d = 'Removed in 2.2.2. ' + d
    return d


def attr_unit(ctx, rk, attr):
    for s in [ctx, rk] + chain(rk):
        if attr in UNITS.get(s, {}):
            return UNITS[s][attr]
    return GENERIC_UNITS.get(attr, '')


def elem_desc(path):
    ctx = ctx_key(path)
    if ctx in ELEM_DESC:
        return ELEM_DESC[ctx]
    rk = ref_key(path)
    if rk in ELEM_DESC:
        return ELEM_DESC[rk]
    raise KeyError('no element description for ' + path)


def build(print_schema_text, xmlref_text, modeling_text):
    root = parse_print_schema(print_schema_text)
    ref = parse_reference(xmlref_text)
    mod = parse_modeling(modeling_text)
    paths, recursive = build_paths(root)
    elements = {}
    stats = {'attributes': 0, 'from_reference': 0, 'fallback': 0, 'fallback_list': [],
             'required': 0}
    for path, node, kids in paths:
        ctx, rk = ctx_key(path), ref_key(path)
        attrs = []
        for a in node['attrs']:
            ent, where = resolve(ref, mod, rk, a)
            if ent is not None:
                t, default, values, required = convert(ent['val'], a, rk)
                stats['from_reference'] += 1
            else:
                t, default, values, required = 'string', '', '', False
                stats['fallback'] += 1
                stats['fallback_list'].append(path + '@' + a)
            if (rk, a) in REQUIRED_EXTRA:
                required = True
            d = attr_desc(ctx, rk, a)
            if len(d) > DESC_MAX:
                raise ValueError('description too long (%d) for %s:%s' % (len(d), rk, a))
            row = [a, t, default, values, attr_unit(ctx, rk, a), d]
            if required:
                row.append(True)
                stats['required'] += 1
            attrs.append(row)
            stats['attributes'] += 1
        d = elem_desc(path)
        if len(d) > DESC_MAX:
            raise ValueError('description too long (%d) for %s' % (len(d), path))
        elements[path] = {'d': d, 'r': node['flag'], 'c': kids, 'a': attrs}
    stats['elements'] = len(elements)
    return {'version': VERSION, 'elements': elements, 'recursive': recursive}, stats


def dumps(schema):
    """JSON with one element per block and one attribute per line (stable order)."""
    j = lambda x: json.dumps(x, ensure_ascii=False)
    out = ['{', ' "version": %s,' % j(schema['version']), ' "elements": {']
    items = list(schema['elements'].items())
    for i, (path, e) in enumerate(items):
        out.append('  %s: {' % j(path))
        out.append('   "d": %s,' % j(e['d']))
        out.append('   "r": %s,' % j(e['r']))
        out.append('   "c": %s,' % j(e['c']))
        if e['a']:
            out.append('   "a": [')
            for k, row in enumerate(e['a']):
                out.append('    %s%s' % (j(row), ',' if k + 1 < len(e['a']) else ''))
            out.append('   ]')
        else:
            out.append('   "a": []')
        out.append('  }%s' % (',' if i + 1 < len(items) else ''))
    out.append(' },')
    rec = list(schema['recursive'].items())
    out.append(' "recursive": {')
    for i, (k, v) in enumerate(rec):
        out.append('  %s: %s%s' % (j(k), j(v), ',' if i + 1 < len(rec) else ''))
    out.append(' }')
    out.append('}')
    return '\n'.join(out) + '\n'


# ---------------------------------------------------------------- check
def check(schema_json_text, print_schema_text):
    """Verify the JSON against mj_printSchema: every element and attribute exactly once."""
    errors = []
    data = json.loads(schema_json_text)
    els = data['elements']
    rec = data['recursive']
    root = parse_print_schema(print_schema_text)
    paths, recursive = build_paths(root)
    expected = [p for p, _, _ in paths]
    if list(els) != expected:
        missing = [p for p in expected if p not in els]
        extra = [p for p in els if p not in expected]
        errors.append('element paths differ: missing %s, extra %s' % (missing, extra))
    if rec != recursive:
        errors.append('recursive map differs: %r vs %r' % (rec, recursive))
    # every mj_printSchema node is reachable and has exactly its attributes
    seen_nodes = set()
    for path, node, kids in paths:
        e = els.get(path)
        if e is None:
            continue
        seen_nodes.add(id(node))
        names = [row[0] for row in e['a']]
        if names != node['attrs']:
            errors.append('%s: attributes %s != %s' % (path, names, node['attrs']))
        if len(set(names)) != len(names):
            errors.append('%s: duplicate attribute' % path)
        if e['r'] != node['flag']:
            errors.append('%s: flag %s != %s' % (path, e['r'], node['flag']))
        if e['c'] != kids:
            errors.append('%s: children %s != %s' % (path, e['c'], kids))
        for c in e['c']:
            cp = path + '/' + c
            if cp not in els and cp not in rec:
                errors.append('%s: child %s has no entry' % (path, c))
        for row in e['a']:
            if not (6 <= len(row) <= 7) or (len(row) == 7 and row[6] is not True):
                errors.append('%s: bad attribute row %r' % (path, row))
            if not re.match(r'^(real|int)(\((\d+|\d+-\d+|\*)\))?$|^(string|keyword|bool|path)$', row[1]):
                errors.append('%s@%s: bad type %r' % (path, row[0], row[1]))
            if (row[1] in ('keyword', 'bool')) != bool(row[3]):
                errors.append('%s@%s: keyword values mismatch' % (path, row[0]))
            if not row[5] or len(row[5]) > DESC_MAX or '\n' in row[5]:
                errors.append('%s@%s: bad description' % (path, row[0]))
    def walk(n):
        yield n
        for k in n['children']:
            yield from walk(k)
    n_nodes = sum(1 for _ in walk(root))
    missing_nodes = [n['name'] for n in walk(root) if id(n) not in seen_nodes]
    if missing_nodes:
        errors.append('schema nodes without an entry: %s' % missing_nodes)
    n_attr_nodes = sum(len(n['attrs']) for n in walk(root))
    return errors, {'schema_nodes': n_nodes, 'schema_node_attributes': n_attr_nodes,
                    'entries': len(els),
                    'entry_attributes': sum(len(e['a']) for e in els.values())}


# ---------------------------------------------------------------- main
def git_show(gitdir, rev, path):
    return subprocess.run(['git', '--git-dir', gitdir, 'show', '%s:%s' % (rev, path)],
                          check=True, capture_output=True, text=True).stdout


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    src = ap.add_mutually_exclusive_group()
    src.add_argument('--schema-bin', default='/tmp/mj/schema',
                     help='program printing mj_printSchema output (default: %(default)s)')
    src.add_argument('--schema-txt', help='saved mj_printSchema output instead of running a program')
    ap.add_argument('--mujoco-git', help='git directory of a MuJoCo clone; docs are read at --rev')
    ap.add_argument('--rev', default=VERSION, help='git revision of the docs (default: %(default)s)')
    ap.add_argument('--xmlref', help='XMLreference.rst (instead of --mujoco-git)')
    ap.add_argument('--modeling', help='modeling.rst (instead of --mujoco-git)')
    ap.add_argument('--out', default=os.path.join(here, 'schema.json'))
    ap.add_argument('--check', action='store_true',
                    help='only verify --out against the mj_printSchema output')
    args = ap.parse_args(argv)

    if args.schema_txt:
        with open(args.schema_txt, encoding='utf-8') as f:
            ps = f.read()
    else:
        ps = subprocess.run([args.schema_bin], check=True, capture_output=True, text=True).stdout

    if args.check:
        with open(args.out, encoding='utf-8') as f:
            errors, info = check(f.read(), ps)
        print(json.dumps(info))
        for e in errors:
            print('ERROR:', e)
        print('OK' if not errors else '%d error(s)' % len(errors))
        return 1 if errors else 0

    if args.mujoco_git:
        xr = git_show(args.mujoco_git, args.rev, 'doc/XMLreference.rst')
        md = git_show(args.mujoco_git, args.rev, 'doc/modeling.rst')
    elif args.xmlref and args.modeling:
        with open(args.xmlref, encoding='utf-8') as f:
            xr = f.read()
        with open(args.modeling, encoding='utf-8') as f:
            md = f.read()
    else:
        ap.error('give --mujoco-git, or both --xmlref and --modeling')

    schema, stats = build(ps, xr, md)
    text = dumps(schema)
    errors, info = check(text, ps)
    if errors:
        for e in errors:
            print('ERROR:', e, file=sys.stderr)
        return 1
    with open(args.out, 'w', encoding='utf-8', newline='\n') as f:
        f.write(text)
    print('wrote %s: %d elements, %d attributes (%d typed from the reference, %d fallback: %s), '
          '%d required' % (args.out, stats['elements'], stats['attributes'], stats['from_reference'],
                           stats['fallback'], ', '.join(stats['fallback_list']), stats['required']))
    return 0


if __name__ == '__main__':
    sys.exit(main())
