#!/usr/bin/env bash
# `npm test`: every check there is, with the time each stage took.
#
# Route types first (the typecheck reads them), then the production build alone. Then the
# end-to-end suite, which needs only the build, and beside it the typecheck, lint and Vitest,
# since none needs another's output and alone each leaves a core of a two-core machine idle
# (Vitest waits on Postgres and on the servers it starts). The typecheck uses TypeScript's
# native compiler (decision 026). Vitest's lint project waits for the typecheck, Biome and the
# build: it writes probe files with forbidden imports into src/, which none of them must see.
# A side-by-side stage's output is kept in .tmp/test-logs/ and printed when it fails.
set -uo pipefail
cd "$(dirname "$0")/.."

LOGS=.tmp/test-logs
rm -rf "$LOGS" && mkdir -p "$LOGS"
SUITE_STARTED=$(date +%s)
TIMES=()
FAILED=()
declare -A PID_OF

elapsed() { echo "$(($(date +%s) - SUITE_STARTED))"; }

# Starts a stage in the background, its output in its log and its time beside it.
start_stage() {
  local name=$1
  shift
  echo "── $name starts at $(elapsed)s: $*"
  (
    started=$(date +%s)
    "$@" >"$LOGS/$name.log" 2>&1
    status=$?
    echo "$(($(date +%s) - started))" >"$LOGS/$name.seconds"
    exit "$status"
  ) &
  PID_OF[$name]=$!
}

# Waits for a started stage and records its time, or its failure.
finish_stage() {
  local name=$1
  if wait "${PID_OF[$name]}"; then
    TIMES+=("$(printf '%-10s %4ss  (ended at %ss)' "$name" "$(cat "$LOGS/$name.seconds")" "$(elapsed)")")
    echo "✓ $name ($(cat "$LOGS/$name.seconds")s)"
    return 0
  fi
  FAILED+=("$name")
  echo "✗ $name failed after $(cat "$LOGS/$name.seconds")s"
  return 1
}

report_and_exit() {
  for name in "${FAILED[@]}"; do
    echo "── $name's output:"
    cat "$LOGS/$name.log"
  done
  echo "── Stage times (stages overlap; see the order above)"
  printf '  %s\n' "${TIMES[@]}"
  echo "  total      $(elapsed)s"
  if [ "${#FAILED[@]}" -gt 0 ]; then
    echo "✗ failed: ${FAILED[*]}"
    exit 1
  fi
  exit 0
}

start_stage typegen npx react-router typegen
finish_stage typegen || report_and_exit

# The build first, alone: the end-to-end suite waits for it and is the longest stage, so every
# second the build takes is a second on the whole run (about 10 s alone, 30–35 s beside the rest).
start_stage build npm run build --silent
if finish_stage build; then
  start_stage playwright npx playwright test
fi
start_stage typecheck node node_modules/typescript-native/bin/tsc --noEmit
start_stage lint npx biome check .
start_stage vitest npx vitest run --project '!lint'
finish_stage typecheck
finish_stage lint
if [ "${#FAILED[@]}" -eq 0 ]; then
  start_stage lint-rules npx vitest run --project lint
  finish_stage lint-rules
fi
finish_stage vitest
# Vitest's summary, for the record even when it passes.
tail -n 8 "$LOGS/vitest.log"
if [ -n "${PID_OF[playwright]:-}" ]; then
  finish_stage playwright
  tail -n 5 "$LOGS/playwright.log"
fi
report_and_exit
