#!/bin/bash
# Instructions (user space) a `deli watch` spends on declaration edits it serves, counted by
# valgrind's callgrind for each executable: the same from run to run within about 1%, where CPU time
# on a shared machine is not. Page faults and system calls are not counted.
#
#   Scripts/served-instructions.sh EDITS DI_FRACTION COMPONENTS_PER_FILE DELI [DELI...]
#
# Each executable builds its own copy of a 10,000-file synthetic project twice, then runs a
# `deli watch` on it under callgrind; once its first build is done the counters are zeroed, and each
# edit appends a `Component` class to one file and runs `deli build --quiet` (served by the watch).
# The watch's profile is written to WORK/callgrind.<i>.out, printed with its total; pass
# KEEP_PROFILES=DIR to keep them (`callgrind_annotate --inclusive=yes DIR/callgrind.0.out`).
set -euo pipefail
source "$(dirname "$0")/project-copies.sh"
callgrind_setup "$@"
for i in "${!bins[@]}"; do
    cd "$work/p$i"
    out="$work/callgrind.$i.out"
    valgrind --tool=callgrind --callgrind-out-file="$out" "${bins[$i]}" watch --reporter json \
        > /dev/null 2> "$work/watch.$i.log" &
    pid=$!
    # Each build the watch finishes prints a JSON summary whose first line is `{`.
    until grep -q '^{$' "$work/watch.$i.log"; do sleep 1; done
    sleep 3
    callgrind_control -z "$pid" > /dev/null
    for edit in $(seq 1 "$edits"); do
        add_component "$((1000 * (i + 1) + edit))"
        "${bins[$i]}" build --quiet
        sleep 3
    done
    callgrind_control -d "$pid" > /dev/null
    sleep 2
    kill -INT "$pid"
    wait "$pid" || true
    total=$(callgrind_annotate "$out".* 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }' | tail -1)
    echo "deli $((i + 1)): $edits served declaration edits, $total instructions"
    if [ -n "${KEEP_PROFILES:-}" ]; then mkdir -p "$KEEP_PROFILES" && cp "$out".* "$KEEP_PROFILES/"; fi
done
