#!/usr/bin/env bash
# Builds the runtime (Sources/Deli) and Stress/RuntimeStress.swift with ThreadSanitizer, using
# swiftc alone (nothing else is rebuilt under TSan), and runs the stress for DELI_STRESS_SECONDS
# (default 20). Any ThreadSanitizer report or failed expectation fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."
work="${DELI_STRESS_DIR:-.build/stress-tsan}"
mkdir -p "$work"
mapfile -t runtime < <(find Sources/Deli -name '*.swift' | sort)
swiftc -swift-version 6 -sanitize=thread -g -Onone -parse-as-library -emit-library -static -module-name Deli \
    -emit-module -emit-module-path "$work/Deli.swiftmodule" -o "$work/libDeli.a" "${runtime[@]}"
swiftc -swift-version 6 -sanitize=thread -g -Onone -I "$work" -L "$work" -lDeli -module-name RuntimeStress \
    -o "$work/runtime-stress" Stress/RuntimeStress.swift
TSAN_OPTIONS="halt_on_error=1 exitcode=66 ${TSAN_OPTIONS:-}" "$work/runtime-stress"
