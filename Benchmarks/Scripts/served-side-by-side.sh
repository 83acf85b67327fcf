#!/bin/bash
# Compares two deli executables on declaration edits served by a running `deli watch`, side by side.
#
#   Scripts/served-side-by-side.sh OLD_DELI NEW_DELI [EDITS]
#
# Writes the 10,000-file, 10% DI synthetic project twice (needs the release WriteSyntheticProject:
# `swift build -c release --product WriteSyntheticProject`), starts `deli watch --quiet` of each
# executable on its own copy, then, EDITS times (30 by default), appends a `Component` class to the
# same file of each copy in turn and runs that executable's `deli build --quiet`, which the watch
# serves. Prints each watch's CPU per edit (from /proc, in 10 ms ticks summed over the edits).
set -euo pipefail
old=$(realpath "$1")
new=$(realpath "$2")
edits=${3:-30}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
"$here/.build/release/WriteSyntheticProject" "$work/old" 10000 0.1 5 > /dev/null
cp -r "$work/old" "$work/new"
edited=Sources/App/Group50/File5000.swift
watchers=()
for side in old new; do
    deli=${!side}
    (cd "$work/$side" && "$deli" build --quiet)
    (cd "$work/$side" && exec "$deli" watch --quiet > "$work/$side.log" 2>&1) &
    watchers+=($!)
done
sleep 5
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
before=("$(ticks "${watchers[0]}")" "$(ticks "${watchers[1]}")")
for round in $(seq 1 "$edits"); do
    for side in old new; do
        deli=${!side}
        printf '\nfinal class Extra%s: Component {\n    init() {}\n}\n' "$round" >> "$work/$side/$edited"
        (cd "$work/$side" && "$deli" build --quiet > /dev/null) || echo "the $side build failed" >&2
        sleep 0.3
    done
done
after=("$(ticks "${watchers[0]}")" "$(ticks "${watchers[1]}")")
for index in 0 1; do
    side=$([ "$index" = 0 ] && echo old || echo new)
    echo "$side: $(( (after[index] - before[index]) * 10 / edits )) ms of watch CPU per served declaration edit"
done
