#!/usr/bin/env bash
# libFuzzer runs over DeliKit's parsers and decoders (see Fuzz/DeliFuzz.swift).
#
#   Scripts/fuzz.sh                 # every target for 5 s each (what CI runs)
#   Scripts/fuzz.sh 600 swift       # the Swift scanner for 10 minutes
#
# The DeliKit sources are compiled with the harness by swiftc with -sanitize=fuzzer,address (so
# the fuzzer sees their coverage); swift-syntax is linked from the SwiftPM debug build, which must
# exist (`swift build`). Seeds come from the test fixtures and examples; findings (crash-*,
# timeout-*, oom-*) are written to .build/fuzz/findings, and the script fails when there is one.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-5}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(yaml config properties swift cache record)
work=.build/fuzz
debug=.build/debug
mkdir -p "$work/findings"

if [ ! -x "$work/deli-fuzz" ] || [ -n "$(find Sources/DeliKit Fuzz -newer "$work/deli-fuzz" -name '*.swift' | head -1)" ]; then
    mapfile -t sources < <(find Sources/DeliKit -name '*.swift' | sort)
    mapfile -t syntax < <(find "$debug/SwiftSyntax.build" "$debug/SwiftParser.build" "$debug/_SwiftSyntaxCShims.build" \
        "$debug"/SwiftSyntax[0-9]*.build -name '*.o' | sort)
    swiftc -swift-version 6 -sanitize=fuzzer,address -parse-as-library -g -Onone -module-name DeliKit \
        -I "$debug/Modules" -Xcc -fmodule-map-file=Sources/CYaml/module.modulemap -I Sources/CYaml \
        -Xcc -fmodule-map-file=.build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include/module.modulemap \
        -o "$work/deli-fuzz" "${sources[@]}" Fuzz/DeliFuzz.swift "${syntax[@]}" -lyaml 2>&1 \
        | grep -v -E "ld.gold: warning: Cannot export local symbol" || true
    [ -x "$work/deli-fuzz" ]
fi

seed() {  # seed TARGET: the seed folder of TARGET, filled from the repository's files
    local dir="$work/corpus/$1"
    mkdir -p "$dir"
    case "$1" in
    yaml | properties) find Tests Examples -name '*.yml' -o -name '*.yaml' -o -name '*.json' -o -name '*.resolved' ;;
    config) find . -path ./.build -prune -o -name 'deli.yml' -print ;;
    swift) find Tests/DeliKitTests/Fixtures Examples -name '*.swift.txt' -o -name '*.swift' -not -path '*/.build/*' ;;
    *) ;;
    esac | head -300 | while read -r file; do cp "$file" "$dir/$(echo "$file" | tr '/' '_')"; done
    echo "$dir"
}

status=0
for target in "${targets[@]}"; do
    corpus="$(seed "$target")"
    echo "==> fuzz $target for ${seconds}s"
    if ! DELI_FUZZ_TARGET="$target" DELI_FUZZ_SEED_DIR="$corpus" "$work/deli-fuzz" "$corpus" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -artifact_prefix="$work/findings/$target-" -print_final_stats=1 2>"$work/$target.log"; then
        tail -40 "$work/$target.log"
        status=1
    else
        grep -E "^stat::number_of_executed_units|^#[0-9]+.*DONE" "$work/$target.log" | tail -2 || true
    fi
done
exit $status
