#!/usr/bin/env python3
"""Kinedit's collision matrix against the Setup Assistant's, on the SRDF corpus.

For each case of shared/corpus/srdf/CASES.tsv: `kinedit-cli collisions
--samples N --seed S --json URDF`, and the SRDF's disable_collisions by
reason. Prints a Markdown table of the pairs each calls "never" (the
Setup Assistant: reason Never), where they agree, and each pair the Setup
Assistant disabled as Never that Kinedit saw collide, with the hits and
one colliding configuration: those are the pairs a planner would wrongly
skip.

usage: ROS_PACKAGE_PATH=CORPUS_SRDF_DIR never_pairs_vs_setup_assistant.py KINEDIT_CLI CORPUS_SRDF_DIR [SAMPLES] [SEED]
"""
import csv, json, os, subprocess, sys, tempfile, time
import xml.etree.ElementTree as ET

cli, corpus = sys.argv[1], sys.argv[2]
samples = sys.argv[3] if len(sys.argv) > 3 else "10000"
seed = sys.argv[4] if len(sys.argv) > 4 else "1"

def pair(a, b):
    return tuple(sorted((a, b)))

rows, dangerous = [], []
for case in csv.DictReader(open(f"{corpus}/CASES.tsv"), delimiter="\t"):
    urdf, srdf = f"{corpus}/{case['urdf']}", f"{corpus}/{case['srdf']}"
    text = open(urdf).read()
    if "@CORPUS_ROOT@" in text:  # xacro's absolute paths (the corpus README)
        urdf = os.path.join(tempfile.mkdtemp(), os.path.basename(urdf))
        open(urdf, "w").write(text.replace("@CORPUS_ROOT@", os.path.abspath(corpus)))
    start = time.monotonic()
    run = subprocess.run([cli, "collisions", "--samples", samples, "--seed", seed, "--json", urdf],
                         capture_output=True, text=True)
    seconds = time.monotonic() - start
    if run.returncode not in (0, 1):
        sys.exit(f"{case['case']}: kinedit-cli exited {run.returncode}: {run.stderr[-500:]}")
    matrix = json.loads(run.stdout)
    ours = {pair(p["a"], p["b"]): p for p in matrix["pairs"]}
    theirs = {}
    for d in ET.parse(srdf).getroot().iter("disable_collisions"):
        theirs.setdefault(pair(d.get("link1"), d.get("link2")), set()).add(d.get("reason"))
    ours_never = {p for p, v in ours.items() if v["class"] == "never"}
    theirs_never = {p for p, r in theirs.items() if "Never" in r and p in ours}
    both = ours_never & theirs_never
    collided = sorted(p for p in theirs_never - ours_never if ours[p]["hits"] > 0)
    only_ours = sorted(p for p in ours_never - set(theirs))
    for p in collided:
        dangerous.append((case["case"], p, ours[p]))
    adjacent = sum(1 for p in theirs_never if ours[p]["class"] == "adjacent")
    default = sum(1 for p in theirs_never if ours[p]["class"] == "default")
    rows.append((case["case"], len(ours), len(theirs_never), len(ours_never), len(both), len(collided), adjacent, default,
                 len(only_ours), matrix.get("samples"), seconds))

print("| case | pairs | SA never | Kinedit never | both | SA never, Kinedit saw collide | SA never, Kinedit adjacent | SA never, Kinedit default | Kinedit never, SA left enabled | samples | time (s) |")
print("|---|---|---|---|---|---|---|---|---|---|---|")
for r in rows:
    print("| `%s` | %d | %d | %d | %d | %d | %d | %d | %d | %s | %.1f |" % r)
print()
print("Pairs the Setup Assistant disabled as Never that Kinedit saw collide:")
print()
for case, (a, b), p in dangerous:
    example = ", ".join(f"{k}={v:.3f}" for k, v in sorted(p.get("example", {}).items()))
    print(f"- `{case}`: `{a}`–`{b}`, {p['hits']} hits ({p['class']}); e.g. {example}")
