#!/bin/bash
# Instructions (user space) of declaration edits through each deli executable, counted by valgrind's
# callgrind: the same from run to run within about 1%, where CPU time on a shared machine is not.
# Page faults and system calls are not counted.
#
#   Scripts/edit-instructions.sh EDITS DI_FRACTION COMPONENTS_PER_FILE DELI [DELI...]
#
# Each executable builds its own copy of a 10,000-file synthetic project twice, then each edit
# appends a `Component` class to one file and runs `deli build --quiet` under callgrind. Needs
# valgrind (`apt-get install valgrind`) and the release WriteSyntheticProject. callgrind cannot read
# the debug information of Swift executables, so a copy of each is stripped of it (`strip -g`).
set -euo pipefail
source "$(dirname "$0")/project-copies.sh"
callgrind_setup "$@"
for edit in $(seq 1 "$edits"); do
    for i in "${!bins[@]}"; do
        cd "$work/p$i"
        add_component "$edit"
        count=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "${bins[$i]}" build --quiet 2>&1 \
            | awk '/Collected/ { print $4 }')
        echo "deli $((i + 1)): edit $edit, $count instructions"
    done
done
