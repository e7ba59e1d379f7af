#!/usr/bin/env bash
# `npm test`: every check there is, with the time each stage took.
#
# Route types first (the typecheck reads them); then the typecheck, lint, Vitest and the
# production build run side by side, since none needs another's output and alone each
# leaves a core of a two-core machine idle (tsc is single-threaded, Vitest waits on
# Postgres). Vitest's lint project runs after them: it writes probe files with forbidden
# imports into src/, which the typecheck and Biome must not see. Then the end-to-end
# suite, which needs the build. A side-by-side stage's output is kept in .tmp/test-logs/
# and printed when it fails.
set -uo pipefail
cd "$(dirname "$0")/.."

LOGS=.tmp/test-logs
rm -rf "$LOGS" && mkdir -p "$LOGS"
SUITE_STARTED=$(date +%s)
TIMES=()

# Runs a stage in the foreground, its output streaming; stops everything on failure.
stage() {
  local name=$1
  shift
  local started
  started=$(date +%s)
  echo "── $name: $*"
  if ! "$@"; then
    echo "✗ $name failed after $(($(date +%s) - started))s"
    exit 1
  fi
  TIMES+=("$(printf '%-10s %4ss' "$name" "$(($(date +%s) - started))")")
}

# Starts a stage in the background, its output in its log and its time beside it.
start_stage() {
  local name=$1
  shift
  echo "── $name (side by side): $*"
  (
    started=$(date +%s)
    "$@" >"$LOGS/$name.log" 2>&1
    status=$?
    echo "$(($(date +%s) - started))" >"$LOGS/$name.seconds"
    exit "$status"
  ) &
  PIDS+=("$!")
  NAMES+=("$name")
}

stage typegen npx react-router typegen

PIDS=()
NAMES=()
start_stage typecheck npx tsc --noEmit
start_stage lint npx biome check .
start_stage vitest npx vitest run --project '!lint'
start_stage build npx react-router build
failed=()
for i in "${!PIDS[@]}"; do
  name=${NAMES[$i]}
  if wait "${PIDS[$i]}"; then
    TIMES+=("$(printf '%-10s %4ss' "$name" "$(cat "$LOGS/$name.seconds")")")
    echo "✓ $name ($(cat "$LOGS/$name.seconds")s)"
  else
    failed+=("$name")
  fi
done
for name in "${failed[@]}"; do
  echo "✗ $name failed after $(cat "$LOGS/$name.seconds")s; its output:"
  cat "$LOGS/$name.log"
done
if [ "${#failed[@]}" -gt 0 ]; then exit 1; fi
# Vitest's summary, for the record even when it passes.
tail -n 8 "$LOGS/vitest.log"

stage lint-rules npx vitest run --project lint

stage playwright npx playwright test

echo "── Stage times (the four side-by-side stages overlap)"
printf '  %s\n' "${TIMES[@]}"
echo "  total      $(($(date +%s) - SUITE_STARTED))s"
