#!/bin/bash
# Sourced by the scripts that compare deli executables on their own copies of one synthetic project.
#
#   make_copies WORK DI_FRACTION COMPONENTS_PER_FILE DELI [DELI...]
#
# Writes a 10,000-file project (the release WriteSyntheticProject) to WORK/template, then one copy
# per executable, WORK/p0, WORK/p1, …, each built twice by its executable (a cold build, then one
# with nothing changed), so that the next build of each is an edit's.
make_copies() {
    local work=$1 fraction=$2 per_file=$3
    shift 3
    local here
    here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    "$here/.build/release/WriteSyntheticProject" "$work/template" 10000 "$fraction" "$per_file" > /dev/null
    local i=0
    for deli in "$@"; do
        cp -r "$work/template" "$work/p$i"
        (cd "$work/p$i" && "$deli" build --quiet && "$deli" build --quiet)
        i=$((i + 1))
    done
}

# The same, for executables given by any path: sets `bins` to their absolute paths, in order (the
# copy WORK/p<i> is that of ${bins[i]}).
#
#   copies_for_executables WORK DI_FRACTION COMPONENTS_PER_FILE DELI [DELI...]
copies_for_executables() {
    local work=$1 fraction=$2 per_file=$3
    shift 3
    bins=()
    for deli in "$@"; do bins+=("$(realpath "$deli")"); done
    make_copies "$work" "$fraction" "$per_file" "${bins[@]}"
}

# Makes a scratch folder and sets `work` to it; the folder is removed, and any background job the
# script left running is stopped, when the script exits.
#
#   make_work
make_work() {
    work=$(mktemp -d)
    trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
}

# Appends a new `Component` class named `Edit<N>` to one file of the project in the current folder.
add_component() {
    printf '\nfinal class Edit%s: Component {\n    init() {}\n}\n' "$1" >> Sources/App/Group3/File300.swift
}

# Parses `EDITS DI_FRACTION COMPONENTS_PER_FILE DELI [DELI...]`, makes the scratch folder (see
# make_work), copies each executable into it stripped of its debug information (callgrind cannot
# read a Swift executable's), and makes their projects (see make_copies). Sets `edits`, `bins` (the
# stripped copies, in order) and `work`.
#
#   callgrind_setup "$@"
callgrind_setup() {
    edits=$1
    local fraction=$2 per_file=$3
    shift 3
    make_work
    bins=()
    for deli in "$@"; do
        strip -g -o "$work/deli${#bins[@]}" "$(realpath "$deli")"
        bins+=("$work/deli${#bins[@]}")
    done
    make_copies "$work" "$fraction" "$per_file" "${bins[@]}"
}
