#!/usr/bin/env bash
# `npm test`: every check there is, with the time each stage took.
#
# Route types first (the typecheck reads them), then the production build beside the checks that
# fail fast, Vitest, and the end-to-end suite, which needs only the build. The typecheck uses
# TypeScript's native compiler (decisions 026 and 041). Each stage's output is kept in
# .tmp/test-logs/ and printed when it fails.
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
  echo "── Stage times"
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

# The build, the typecheck and Biome side by side: none writes what another reads (the build
# writes only build/, which the other two leave out), and none keeps both cores busy alone
# (15–18 s together against 22–23 s in a row). Vitest and Playwright run one at a time: side by
# side on two cores they took as long or longer than in a row (288 s against 283 s on 28 Nov, with
# 14% more CPU spent; 586 s against 528 s before). Vitest starts once the build has finished: its
# `npm start` test checks that build/ was built from the sources as they are.
start_stage build npm run build --silent
# One checker thread (decision 041): beside two other stages on two cores, the compiler's parallel
# checkers each redo the shared library types, for more CPU and no gain in time.
start_stage typecheck node node_modules/typescript-native/bin/tsc --noEmit --singleThreaded
start_stage lint npx biome check .
finish_stage build && built=yes
finish_stage typecheck
finish_stage lint
start_stage vitest npx vitest run
finish_stage vitest
# Vitest's summary, for the record even when it passes.
tail -n 8 "$LOGS/vitest.log"
# The end-to-end suite runs the build, so it runs only when the build succeeded, and starts its
# server from the bundle that stage wrote.
if [ "${built:-}" = yes ]; then
  E2E_SERVER_BUILT=1 start_stage playwright npx playwright test
  finish_stage playwright
  tail -n 5 "$LOGS/playwright.log"
fi
report_and_exit
