#!/usr/bin/env bash
# Checks that the build-tool plugin and deli agree on the modules each target links: for every
# "Generating the Deli factory of X" command SwiftPM planned for an example (after `swift build`
# there), the names the plugin passed as --dependency-target must be the modules deli finds in the
# manifests by itself (`deli validate --verbose` prints "X: links A, B").
# Usage: Scripts/check-module-walk.sh Examples/Modular
set -euo pipefail
cd "$(dirname "$0")/.."
example="${1:?usage: Scripts/check-module-walk.sh EXAMPLE_DIR}"
plan="$example/.build/debug.yaml"
[ -f "$plan" ] || { echo "error: $plan is missing: run 'swift build' in $example first" >&2; exit 1; }
swift build --product deli >/dev/null
deli="$(swift build --show-bin-path)/deli"

checked=0
while IFS= read -r args; do
    target=$(grep -o '"--target","[^"]*"' <<<"$args" | head -1 | sed 's/.*,"//; s/"$//')
    project=$(grep -o '"--project","[^"]*"' <<<"$args" | head -1 | sed 's/.*,"//; s/"$//')
    from_plugin=$(grep -o '"--dependency-target","[^=]*=' <<<"$args" | sed 's/.*,"//; s/=$//' | paste -sd, - || true)
    from_deli=$("$deli" validate --project "$project" --target "$target" --no-cache --verbose 2>&1 \
        | sed -n "s/^deli: $target: links //p" | tr -d ' ')
    if [ "$from_plugin" != "$from_deli" ]; then
        echo "error: $target: the plugin passed [$from_plugin], deli finds [$from_deli]" >&2
        exit 1
    fi
    echo "$target: [$from_plugin]"
    checked=$((checked + 1))
done < <(grep -A1 'description: "Generating the Deli factory of' "$plan" | grep '^ *args:')
[ "$checked" -gt 0 ] || { echo "error: no plugin command found in $plan" >&2; exit 1; }
echo "the plugin and deli agree on $checked targets"
