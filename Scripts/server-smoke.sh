#!/usr/bin/env bash
# Starts the built Examples/Server on 127.0.0.1 with DELI_PROFILE=prod and overrides from the
# environment, sends real HTTP requests with curl, checks the answers, then stops the server with
# SIGTERM and checks the graceful shutdown: the HTTP server stopped before the storage pool closed,
# and the process exited 0. Bounded: at most 30 s waiting for the port, 5 s per request, 20 s for
# the shutdown. Run after `swift build` in Examples/Server (CI does both).
set -euo pipefail
cd "$(dirname "$0")/../Examples/Server"

binary="$(swift build --show-bin-path)/Server"
port=$((20000 + RANDOM % 20000))
workdir="$(mktemp -d)"
log="$workdir/server.log"
base="http://127.0.0.1:$port"

DELI_PROFILE=prod SERVER_PORT="$port" GREETING_TEXT="Good day" STORAGE_FILE="$workdir/notes.txt" \
    "$binary" >"$log" 2>&1 &
pid=$!
cleanup() {
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    rm -rf "$workdir"
}
trap cleanup EXIT

fail() {
    echo "error: $*" >&2
    echo "--- server log ---" >&2
    cat "$log" >&2
    exit 1
}

for _ in $(seq 1 150); do
    curl -fsS --max-time 1 "$base/health" >/dev/null 2>&1 && break
    kill -0 "$pid" 2>/dev/null || fail "the server exited before it answered"
    sleep 0.2
done

# expect METHOD PATH EXPECTED [BODY]
expect() {
    local answer
    if [ $# -ge 4 ]; then
        answer="$(curl -fsS --max-time 5 -X "$1" --data-binary "$4" "$base$2")" || fail "$1 $2 failed"
    else
        answer="$(curl -fsS --max-time 5 -X "$1" "$base$2")" || fail "$1 $2 failed"
    fi
    [ "$answer" = "$3" ] || fail "$1 $2 answered '$answer', expected '$3'"
    echo "$1 $2 -> $answer"
}

expect GET /health "ok profiles=prod storage=file"
expect GET "/hello?name=CI" "Good day, CI."
expect POST /notes "stored note 1 in file" "first"
expect POST /notes "stored note 2 in file" "second"
expect GET /notes "$(printf 'first\nsecond')"
[ "$(cat "$workdir/notes.txt")" = "$(printf 'first\nsecond')" ] || fail "the notes file does not hold the notes"
grep -q "profiles \[\"prod\"\], listening on 127.0.0.1:$port" "$log" || fail "the server did not log its profile and port"
echo "server answered every request with the prod profile on port $port"

# Graceful shutdown on SIGTERM: every hook logs a line; their order is the dependency order.
kill -TERM "$pid"
for _ in $(seq 1 100); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
done
kill -0 "$pid" 2>/dev/null && fail "the server did not stop within 20 s of SIGTERM"
status=0
wait "$pid" || status=$?
[ "$status" -eq 0 ] || fail "the server exited with $status after SIGTERM"
expected_order=(
    "deli-server: storage pool connected"
    "deli-server: storage pool opened"
    "deli-server: http server starting on 127.0.0.1:$port"
    "deli-server: http server stopped"
    "deli-server: storage pool closed"
    "deli-server: stopped"
)
actual_order="$(grep -E '^deli-server: (storage pool|http server|stopped)' "$log")"
[ "$actual_order" = "$(printf '%s\n' "${expected_order[@]}")" ] \
    || fail "the start and stop lines are not in dependency order:
$actual_order"
echo "SIGTERM: the HTTP server stopped before the storage pool closed; exit status 0"
