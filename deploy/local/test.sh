#!/usr/bin/env bash
# The README's second command (`npm test`): installs what is missing, brings up the test stack from nothing (a new
# database, an empty Redis db, a new broker) and runs the whole suite: generated-code freshness, type checks, lint,
# the frontend build, integration and system tests against the real local stack (services started once for the run:
# libs/testing, "The shared run"), browser tests in headless Chromium on one platform beside the unit tests, then
# prints where the time went. CI runs this through .ci/run.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

export NODE_ENV=test
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
cd "$ROOT"

results="$RUN/test-results"
phases="$RUN/test-phases.txt"
phase_logs="$LOCAL/log/test"
mkdir -p "$phase_logs"
rm -f "$results"-*.json
: >"$phases"
status=0

now_ms() { date +%s%3N; }

# phase NAME COMMAND...: runs a phase in the foreground and records its start, end and exit status.
phase() {
  local name="$1" start code=0
  shift
  log "── $name"
  start="$(now_ms)"
  "$@" || code=$?
  echo "$name $start $(now_ms) $code" >>"$phases"
  ((code == 0)) || status=1
  return 0
}

# background NAME COMMAND...: the same beside other phases, its output kept in .local/log/test/NAME.log and shown
# when it ends (see finish).
declare -A bg_pids
background() {
  local name="$1"
  shift
  log "── $name (beside the others; output follows when it ends)"
  (
    start="$(now_ms)" code=0
    "$@" >"$phase_logs/$name.log" 2>&1 || code=$?
    echo "$name $start $(now_ms) $code" >>"$phases"
    exit "$code"
  ) &
  bg_pids[$name]=$!
}

# finish NAME...: waits for background phases and shows their output.
finish() {
  local name
  for name in "$@"; do
    wait "${bg_pids[$name]}" || status=1
    log "── $name: output"
    cat "$phase_logs/$name.log"
  done
}

install_stack() {
  bash "$ROOT/deploy/local/stack.sh" test --fresh >"$RUN/test.env"
  # The system test's stack (libs/testing/test/simulated-trip.int-spec.ts) starts from nothing too.
  bash "$ROOT/deploy/local/stack.sh" system --fresh >/dev/null
}
phase "install and fresh stack" install_stack
set -a
# shellcheck disable=SC1091
source "$RUN/test.env"
set +a
export NODE_ENV=test
export PATH="$ROOT/node_modules/.bin:$PATH"
((status == 0)) || die "the test stack did not come up"

generated_and_lint() {
  bash proto/generate.sh --check
  npm run --silent openapi:check
  # The module-boundary rule reads nx's project graph, and skips itself (with a warning) where none is cached.
  nx show projects >/dev/null
  eslint . --max-warnings=0
}
background "typecheck" npm run --silent typecheck
phase "generated code and lint" generated_and_lint
phase "frontend build" npm run build --workspace frontend -- --logLevel warn
finish "typecheck"

phase "integration and system tests" \
  jest --config jest.config.js --maxWorkers=2 --testPathPatterns '/test/.*\.int-spec\.ts$' \
  --json --outputFile="$results-integration.json"

# The browser tests drive one platform one file at a time, which leaves most of a core idle: the unit tests, which
# need no platform, run beside them.
unit_tests() {
  FLEETLOG_SHARED_RUN=0 jest --config jest.config.js --maxWorkers=1 --testPathPatterns '/src/.*\.spec\.ts$' \
    --json --outputFile="$results-unit.json" || return 1
  npm exec --workspace frontend -- vitest run --reporter=default --reporter=json \
    --outputFile="$results-frontend-unit.json"
}
background "unit tests" unit_tests
phase "browser tests" jest --config frontend/jest.config.js --runInBand --json --outputFile="$results-browser.json"
finish "unit tests"

node deploy/local/test-report.mjs "$phases" "$results-unit.json" "$results-frontend-unit.json" \
  "$results-integration.json" "$results-browser.json"
exit $status
