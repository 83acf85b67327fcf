#!/bin/bash
# Compares two deli executables run one process per build, side by side: a cold build, one with
# nothing changed, and two declaration edits (a `Component` class appended), in rounds.
#
#   Scripts/per-process-side-by-side.sh OLD_DELI NEW_DELI [ROUNDS] [DI_FRACTION] [COMPONENTS_PER_FILE]
#
# Writes a 10,000-file synthetic project twice, 10% DI with 5 components per DI file unless told
# otherwise (`1.0 1` is the 100% DI project of SequenceBenchmarks; needs the release WriteSyntheticProject:
# `swift build -c release --product WriteSyntheticProject`), one copy per executable, and runs each
# round on both copies in turn, the old first. CPU time is `perf stat`'s task-clock of each
# `deli build --quiet` (user + system of all its threads), in ms; the medians come last.
set -euo pipefail
old=$(realpath "$1")
new=$(realpath "$2")
rounds=${3:-6}
fraction=${4:-0.1}
per_file=${5:-5}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$here/.build/release/WriteSyntheticProject" "$work/old" 10000 "$fraction" "$per_file" > /dev/null
cp -r "$work/old" "$work/new"
edited=Sources/App/Group3/File300.swift
cpu() { perf stat -x, -e task-clock "$1" build --quiet 2>&1 > /dev/null | awk -F, '/task-clock/ { print $1 }'; }
results="$work/results"
for round in $(seq 1 "$rounds"); do
    for side in old new; do
        deli=${!side}
        cd "$work/$side"
        rm -rf .build Sources/App/DeliFactory.swift Deli.resolved
        cold=$(cpu "$deli")
        unchanged=$(cpu "$deli")
        printf '\nfinal class First%s: Component {\n    init() {}\n}\n' "$round" >> "$edited"
        first=$(cpu "$deli")
        printf '\nfinal class Second%s: Component {\n    init() {}\n}\n' "$round" >> "$edited"
        second=$(cpu "$deli")
        echo "$side $cold $unchanged $first $second" | tee -a "$results"
    done
done
python3 - "$results" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    side, *values = line.split()
    rows.setdefault(side, []).append([float(v) for v in values])
for side, values in rows.items():
    cold, unchanged, first, second = zip(*values)
    edit = statistics.median(first + second)
    print(f"{side}: cold {statistics.median(cold):.0f} ms, no change {statistics.median(unchanged):.1f} ms "
          f"({statistics.median(unchanged) / statistics.median(cold):.1%}), declaration edit {edit:.1f} ms "
          f"({edit / statistics.median(cold):.1%})")
PY
