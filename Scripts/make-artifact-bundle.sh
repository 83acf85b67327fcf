#!/usr/bin/env bash
# Writes a prebuilt `deli` as a SwiftPM artifact bundle (SE-0305), so that a package using the
# plugins skips compiling the tool, swift-syntax included, on its first build:
#   OUTPUT_DIR/deli.artifactbundle/info.json
#   OUTPUT_DIR/deli.artifactbundle/deli-VERSION-TRIPLE/bin/deli
#   OUTPUT_DIR/deli.artifactbundle.zip, and its checksum (for a release's `.binaryTarget(url:checksum:)`)
# Use it with `DELI_TOOL_BUNDLE=OUTPUT_DIR/deli.artifactbundle swift build` (docs/prebuilt-tool.md).
#
# Usage: Scripts/make-artifact-bundle.sh [--tool PATH] OUTPUT_DIR
#   --tool PATH  package this deli executable instead of building a release one (tests, CI).
# Without --tool: `swift build -c release --product deli --static-swift-stdlib`, stripped, so the
# executable needs no Swift toolchain at run time (libyaml stays a system library).
set -euo pipefail

usage() {
    echo "usage: $0 [--tool PATH] OUTPUT_DIR" >&2
    exit 2
}

tool=""
release=false
if [ "${1:-}" = "--tool" ]; then
    [ $# -ge 2 ] || usage
    tool="$(realpath "$2")"
    shift 2
fi
[ $# -eq 1 ] || usage
mkdir -p "$1"
output="$(realpath "$1")"
cd "$(dirname "$0")/.."

if [ -z "$tool" ]; then
    release=true
    swift build -c release --product deli --static-swift-stdlib
    tool="$(swift build -c release --show-bin-path)/deli"
fi
[ -x "$tool" ] || { echo "error: $tool is not an executable" >&2; exit 1; }

version="$("$tool" version)"
triple="$(swiftc -print-target-info | sed -n 's/^ *"unversionedTriple": "\(.*\)",*$/\1/p')"
[ -n "$version" ] && [ -n "$triple" ] || { echo "error: no version or no host triple" >&2; exit 1; }
variant="deli-$version-$triple"
bundle="$output/deli.artifactbundle"

rm -rf "$bundle" "$output/deli.artifactbundle.zip"
mkdir -p "$bundle/$variant/bin"
cp "$tool" "$bundle/$variant/bin/deli"
# A --tool executable is packaged as it is; the release build loses its symbols.
if $release; then
    strip "$bundle/$variant/bin/deli"
fi
cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "deli": {
      "type": "executable",
      "version": "$version",
      "variants": [
        {
          "path": "$variant/bin/deli",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
EOF

# The packaged executable must run and be the version the bundle says.
packaged="$("$bundle/$variant/bin/deli" version)"
[ "$packaged" = "$version" ] || { echo "error: packaged deli says $packaged, not $version" >&2; exit 1; }

(cd "$output" && zip -qry deli.artifactbundle.zip deli.artifactbundle)
checksum="$(swift package compute-checksum "$output/deli.artifactbundle.zip")"
echo "bundle:   $bundle"
echo "zip:      $output/deli.artifactbundle.zip"
echo "checksum: $checksum"
