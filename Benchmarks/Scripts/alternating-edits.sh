#!/bin/bash
# Declaration edits alternating between deli executables, one process per build, each executable on
# its own copy of a 10,000-file synthetic project; the order of the executables is reversed every
# other round, and every fourth round each copy is also built cold.
#
#   Scripts/alternating-edits.sh ROUNDS DI_FRACTION COMPONENTS_PER_FILE DELI [DELI...]
#
# CPU time is `perf stat`'s task-clock (user + system of every thread), in ms. Prints, per
# executable (numbered in the order given), the median, 25th percentile and least declaration
# edit, the median cold run and their ratio. Needs the release WriteSyntheticProject
# (`swift build -c release --product WriteSyntheticProject`).
set -euo pipefail
rounds=$1
fraction=$2
per_file=$3
shift 3
source "$(dirname "$0")/project-copies.sh"
make_work
copies_for_executables "$work" "$fraction" "$per_file" "$@"
cpu() { perf stat -x, -e task-clock "$@" 2>&1 > /dev/null | awk -F, '/task-clock/ { print $1 }'; }
for round in $(seq 1 "$rounds"); do
    order=$(seq 0 $((${#bins[@]} - 1)))
    [ $((round % 2)) = 0 ] && order=$(seq $((${#bins[@]} - 1)) -1 0)
    for i in $order; do
        cd "$work/p$i"
        add_component "$round"
        echo "$((i + 1)) edit $(cpu "${bins[$i]}" build --quiet)"
        if [ $((round % 4)) = 0 ]; then
            rm -rf .build Sources/App/DeliFactory.swift Deli.resolved
            echo "$((i + 1)) cold $(cpu "${bins[$i]}" build --quiet)"
            "${bins[$i]}" build --quiet
        fi
    done
done | python3 -c '
import statistics, sys
rows = {}
for line in sys.stdin:
    deli, kind, value = line.split()
    rows.setdefault((deli, kind), []).append(float(value))
for deli in sorted({key[0] for key in rows}):
    edits, colds = rows[(deli, "edit")], rows.get((deli, "cold"), [float("nan")])
    edit, cold = statistics.median(edits), statistics.median(colds)
    print("deli %s: declaration edit %.1f ms (25th percentile %.1f, least %.1f, %d edits), cold %.0f ms (%d), "
          "edit / cold %.1f%%" % (deli, edit, statistics.quantiles(edits, n=4)[0], min(edits), len(edits), cold,
                                  len(colds), 100 * edit / cold))
'
