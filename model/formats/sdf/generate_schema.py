#!/usr/bin/env python3
"""Generates resources/sdf/sdformat-1.9.json, Kinedit's SDFormat schema, from
the specification's own description files (libsdformat ships them, e.g.
/usr/share/sdformat12/1.9/*.sdf; Apache-2.0, see resources/sdf/README.md).

Usage: generate_schema.py [DESCRIPTION_DIR] > resources/sdf/sdformat-1.9.json
Each element: n name, r required ("0", "1", "*", "+", "-1"), t value type,
d default, s one-line description, a attributes [name, type, required,
default, description], c children (elements, or {"i": file, "r": required}
for an included description file), x 1 when the element's content is copied
as is (plugins)."""
import json, os, re, sys
import xml.etree.ElementTree as ET

src = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/sdformat12/1.9"

def short(text):
    t = " ".join((text or "").split())
    m = re.match(r"(.+?\.)(\s|$)", t)
    t = m.group(1) if m else t
    return t[:200]

def element(e):
    out = {"n": e.get("name"), "r": e.get("required", "0")}
    if e.get("type"): out["t"] = e.get("type")
    if e.get("default") is not None and e.get("type"): out["d"] = e.get("default")
    if e.get("copy_data") == "true": out["x"] = 1
    d = e.find("description")
    if d is not None and short(d.text): out["s"] = short(d.text)
    attrs, children = [], []
    for c in e:
        if c.tag == "attribute":
            cd = c.find("description")
            attrs.append([c.get("name"), c.get("type", "string"), c.get("required", "0"), c.get("default", ""),
                          short(cd.text) if cd is not None else ""])
        elif c.tag == "element" and c.get("ref"):
            # A recursive element: <element name="model" ref="model"> is model.sdf.
            children.append({"i": c.get("ref") + ".sdf", "r": c.get("required", "0")})
        elif c.tag == "element":
            children.append(element(c))
        elif c.tag == "include":
            children.append({"i": c.get("filename"), "r": c.get("required", "0")})
    if attrs: out["a"] = attrs
    if children: out["c"] = children
    return out

files = {}
for name in sorted(os.listdir(src)):
    if not name.endswith(".sdf"): continue
    root = ET.parse(os.path.join(src, name)).getroot()
    files[name] = element(root)
json.dump({"version": "1.9", "root": "root.sdf", "files": files}, sys.stdout, separators=(",", ":"), sort_keys=True)
sys.stdout.write("\n")
