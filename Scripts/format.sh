#!/usr/bin/env bash
# Formats the sources in place, then lints them the way CI does.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests)
[ -d Benchmarks ] && paths+=(Benchmarks/Package.swift Benchmarks/Sources)
[ -d Plugins ] && paths+=(Plugins)
swift format format --in-place --recursive --parallel "${paths[@]}"
swift format lint --strict --recursive --parallel "${paths[@]}"
