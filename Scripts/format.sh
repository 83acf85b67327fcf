#!/usr/bin/env bash
# Formats the sources in place, then lints them the way CI does.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(Scripts/lint-files.sh)
swift format format --in-place --parallel "${files[@]}"
swift format lint --strict --parallel "${files[@]}"
