#!/bin/bash
# How long a `deli build` waits for a declaration edit its server builds, for deli executables side
# by side: the time from starting the `deli build` to its end (what a script or an IDE waits), and
# the build's own time as its JSON summary reports it. CPU time is not what this measures: work a
# server does after it has answered counts in `SequenceBenchmarks` (CPU), not here.
#
#   Scripts/served-latency.sh EDITS DELI [DELI...]
#
# Writes the 10,000-file, 10% DI synthetic project once (needs the release WriteSyntheticProject),
# one copy per executable, each built twice by its executable (the first build starts its server).
# Then, EDITS times, appends a `Component` class to one file of each copy in turn and runs that
# executable's `deli build --reporter json`, 0.3 s apart. Prints the median and the 25th percentile
# of each executable's waits, and the median of its builds' own times.
set -euo pipefail
source "$(dirname "$0")/project-copies.sh"
edits=$1
shift
make_work
copies_for_executables "$work" 0.1 5 "$@"
stop_servers() {
    for bin in "${bins[@]}"; do pkill -f "$bin serve" 2> /dev/null || true; done
    rm -rf "$work"
}
trap stop_servers EXIT
for edit in $(seq 1 "$edits"); do
    for i in "${!bins[@]}"; do
        cd "$work/p$i"
        add_component "$edit"
        start=$(date +%s%N)
        summary=$("${bins[$i]}" build --reporter json 2>&1)
        end=$(date +%s%N)
        echo $(((end - start) / 1000)) >> "$work/waits.$i"
        echo "$summary" | sed -n 's/.*"seconds" *: *\([0-9.e-]*\).*/\1/p' >> "$work/builds.$i"
        sleep 0.3
    done
done
for i in "${!bins[@]}"; do
    waits=$(sort -n "$work/waits.$i" | awk '{ a[NR] = $1 } END { printf "median %.1f ms, 25th percentile %.1f ms", a[int(NR / 2) + 1] / 1000, a[int(NR / 4) + 1] / 1000 }')
    builds=$(sort -g "$work/builds.$i" | awk '{ a[NR] = $1 } END { printf "%.1f ms", a[int(NR / 2) + 1] * 1000 }')
    echo "deli $((i + 1)) (${bins[$i]}): waits $waits; the build itself (its summary) $builds"
done
