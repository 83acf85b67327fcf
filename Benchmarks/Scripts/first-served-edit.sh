#!/bin/bash
# The first declaration edit a newly started `deli watch` serves, against the next one, for deli
# executables side by side, each on its own copy of a 10,000-file synthetic project.
#
#   Scripts/first-served-edit.sh ROUNDS DI_FRACTION COMPONENTS_PER_FILE DELI [DELI...]
#
# Each round, for each executable in turn: start `deli watch --quiet` on its copy, wait 3 s, then
# twice append a `Component` class to one file and run `deli build --quiet` (which the watch
# serves), 0.5 s apart. Prints the watch's CPU at the start (its first build, answered from the
# build record) and for each of the two edits, from /proc in 10 ms ticks. Needs the release
# WriteSyntheticProject (`swift build -c release --product WriteSyntheticProject`).
set -euo pipefail
rounds=$1
fraction=$2
per_file=$3
shift 3
source "$(dirname "$0")/project-copies.sh"
make_work
copies_for_executables "$work" "$fraction" "$per_file" "$@"
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
for round in $(seq 1 "$rounds"); do
    for i in "${!bins[@]}"; do
        cd "$work/p$i"
        "${bins[$i]}" watch --quiet > /dev/null 2>&1 &
        watch=$!
        sleep 3
        start=$(ticks "$watch")
        add_component "First$round"
        "${bins[$i]}" build --quiet
        sleep 0.5
        first=$(ticks "$watch")
        add_component "Second$round"
        "${bins[$i]}" build --quiet
        sleep 0.5
        second=$(ticks "$watch")
        echo "deli $((i + 1)): start $((start * 10)) ms, first edit $(((first - start) * 10)) ms," \
            "second edit $(((second - first) * 10)) ms"
        kill "$watch"
        wait "$watch" 2>/dev/null || true
    done
done
