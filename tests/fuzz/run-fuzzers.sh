#!/usr/bin/env bash
# Runs the libFuzzer harnesses built with -DKINEDIT_FUZZ=ON.
#   tests/fuzz/run-fuzzers.sh BUILD_DIR SECONDS [TARGET...]
# Seeds come from ../shared/corpus (never copied into the project): each
# format's files, and for the formula target the values of HRDF's formula
# attributes. The working corpus grows in BUILD_DIR/fuzz/corpus/TARGET and
# findings land in BUILD_DIR/fuzz/findings/TARGET; keep each one as a
# regression input in tests/data/fuzz/TARGET/ (tst_fuzzregressions).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="$(cd "$1" && pwd)"; seconds="$2"; shift 2
corpus="${KINEDIT_SHARED_DIR:-$here/../../../shared}/corpus"
targets=("$@"); [ ${#targets[@]} -gt 0 ] || targets=(xml formula hrdf sdf urdf skel tamp)
[ -d "$corpus" ] || { echo "no corpus at $corpus" >&2; exit 1; }

seed() {  # seed TARGET FIND-ARGS...: distinct files under 64 KiB
    local t="$1"; shift
    mkdir -p "$build/fuzz/seeds/$t"
    find "$corpus" -type f -size -64k "$@" -print0 |
        while IFS= read -r -d '' f; do cp "$f" "$build/fuzz/seeds/$t/$(md5sum < "$f" | cut -c1-16)"; done
}
dictionary() {  # the element and attribute names of a target's seeds
    local t="$1"
    { grep -ohE '<[A-Za-z_][A-Za-z0-9_:.-]*' "$build/fuzz/seeds/$t"/* 2>/dev/null
      grep -ohE ' [A-Za-z_][A-Za-z0-9_:.-]*="' "$build/fuzz/seeds/$t"/* 2>/dev/null | sed 's/^ //'; } |
        sort -u | head -400 | sed 's/\\/\\\\/g; s/"/\\"/g; s/.*/"&"/'
}

for t in "${targets[@]}"; do
    rm -rf "$build/fuzz/seeds/$t"
    case "$t" in
        xml)     seed xml \( -name '*.xml' -o -name '*.sdf' -o -name '*.urdf' -o -name '*.hrdf' -o -name '*.skel' \) ;;
        formula) mkdir -p "$build/fuzz/seeds/formula"
                 find "$corpus/hrdf" -name '*.hrdf' -print0 | xargs -0 grep -ohE '(rot|trans|com|mass|length|twist|output_trans|output_rot|translation|rotation)="[^"]*"' |
                     sed -E 's/^[a-z_]+="//; s/"$//' | sort -u |
                     while IFS= read -r v; do printf '%s' "$v" > "$build/fuzz/seeds/formula/$(printf '%s' "$v" | md5sum | cut -c1-16)"; done ;;
        hrdf)    seed hrdf -name '*.hrdf' ;;
        sdf)     seed sdf \( -name '*.sdf' -o -name '*.world' -o -name 'model.config' \) -path '*/sdf/*' ;;
        urdf)    seed urdf \( -name '*.urdf' -o -name '*.xacro' \) ;;
        skel)    seed skel -name '*.skel' ;;
        tamp)    seed tamp -path '*/tamp/*' -name '*.xml' ;;
        *) echo "unknown target $t" >&2; exit 1 ;;
    esac
    mkdir -p "$build/fuzz/corpus/$t" "$build/fuzz/findings/$t"
    dict=(); if [ "$t" != formula ]; then dictionary "$t" > "$build/fuzz/$t.dict"; dict=(-dict="$build/fuzz/$t.dict"); fi
    echo "== $t: $(ls "$build/fuzz/seeds/$t" | wc -l) seeds, $seconds s"
    # Relative includes and meshes in inputs resolve inside the corpus.
    (cd "$corpus" && "$build/fuzz/fuzz_$t" "${dict[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=65536 -print_final_stats=1 -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -artifact_prefix="$build/fuzz/findings/$t/" "$build/fuzz/corpus/$t" "$build/fuzz/seeds/$t") \
        > "$build/fuzz/$t.log" 2>&1 || true
    echo "   $(ls "$build/fuzz/findings/$t" | wc -l) findings; log $build/fuzz/$t.log"
done
