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
  echo "$start $(now_ms) $code $name" >>"$phases"
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
    echo "$start $(now_ms) $code $name" >>"$phases"
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
  bash "$ROOT/deploy/local/stack.sh" browser --fresh >"$RUN/browser.env"
  # The system test's stack (libs/testing/test/simulated-trip.int-spec.ts) starts from nothing too.
  bash "$ROOT/deploy/local/stack.sh" system --fresh >/dev/null
}
phase "install and fresh stacks" install_stack
((status == 0)) || die "the test stacks did not come up"
export PATH="$ROOT/node_modules/.bin:$PATH"

# with_stack NAME [VAR=value...] COMMAND...: the command in the environment of the test or browser stack (and the
# variables given). The marker tells jest's global setup that the environment is set already.
with_stack() {
  local name="$1"
  shift
  (
    set -a
    # shellcheck disable=SC1090
    source "$RUN/$name.env"
    set +a
    export NODE_ENV=test FLEETLOG_TEST_ENV_READY=1
    exec env "$@"
  )
}

# The shared runs' coordinators (libs/testing README, "The shared run"), started here rather than by jest's global
# setups so that they come up beside other phases; each stops when this script ends.
declare -A coordinators
start_shared_run() {
  local kind="$1" stack="$2"
  rm -f "$RUN/shared-$kind.json"
  log "── starting the shared $kind run (beside the others; .local/log/test/shared-$kind.log)"
  with_stack "$stack" node -r @swc-node/register libs/testing/src/shared-run-main.ts "$kind" "$RUN/shared-$kind.json" \
    >"$phase_logs/shared-$kind.log" 2>&1 &
  coordinators[$kind]=$!
}
stop_shared_runs() {
  local pid
  for pid in "${coordinators[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${coordinators[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap stop_shared_runs EXIT

start_shared_run services test

generated_and_lint() {
  bash proto/generate.sh --check
  npm run --silent openapi:check
  # The module-boundary rule reads nx's project graph, and skips itself (with a warning) where none is cached.
  nx show projects >/dev/null
  eslint . --max-warnings=0
}
background "typecheck" npm run --silent typecheck
background "generated code and lint" generated_and_lint
phase "frontend build" env NODE_ENV=production npm run build --workspace frontend -- --logLevel warn
# The browser run's platform serves the build: it starts now, on its own stack.
start_shared_run browser browser
finish "typecheck" "generated code and lint"

# The test phases wait far more than they compute (services answering, brokers delivering, pages rendering), so the
# integration tests (two jest workers) run beside the browser tests (one file at a time: the files share one
# platform and one Chromium), and the unit tests (one worker, then vitest) follow the browser tests, the shorter lane.
unit_tests() {
  with_stack test FLEETLOG_SHARED_RUN=0 jest --config jest.config.js --maxWorkers=1 \
    --testPathPatterns '/src/.*\.spec\.ts$' --json --outputFile="$results-unit.json" || return 1
  npm exec --workspace frontend -- vitest run --reporter=default --reporter=json \
    --outputFile="$results-frontend-unit.json"
}
background "integration and system tests" with_stack test FLEETLOG_SHARED_RUN_FILE="$RUN/shared-services.json" \
  jest --config jest.config.js --maxWorkers=2 --testPathPatterns '/test/.*\.int-spec\.ts$' \
  --json --outputFile="$results-integration.json"
phase "browser tests" with_stack browser FLEETLOG_SHARED_RUN_FILE="$RUN/shared-browser.json" \
  jest --config frontend/jest.config.js --runInBand --json --outputFile="$results-browser.json"
phase "unit tests" unit_tests
finish "integration and system tests"

stop_shared_runs
node deploy/local/test-report.mjs "$phases" "$RUN/shared-services.json" "$RUN/shared-browser.json" -- \
  "$results-unit.json" "$results-frontend-unit.json" "$results-integration.json" "$results-browser.json"
exit $status
