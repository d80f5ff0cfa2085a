#!/usr/bin/env bash
# The README's second command (`npm test`): installs what is missing, brings up the test stack and runs the whole
# suite: generated-code freshness, type checks, lint, unit and integration tests against the real local stack, the
# frontend build and its unit tests, and browser tests in headless Chromium. CI runs this through .ci/run.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

eval "$(bash "$ROOT/deploy/local/stack.sh" test | sed 's/^/export /')"
export NODE_ENV=test
export PATH="$ROOT/node_modules/.bin:$PATH"
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
cd "$ROOT"

step() { log "── $*"; }

step "generated contracts are up to date"
bash proto/generate.sh --check

step "type checks"
nx run-many -t typecheck --outputStyle=static --parallel=2

step "lint (module boundaries included)"
eslint . --max-warnings=0

step "frontend build"
npm run build --workspace frontend -- --logLevel warn

step "frontend unit tests"
npm exec --workspace frontend -- vitest run

step "unit, integration and browser tests"
results="$LOCAL/run/jest-results.json"
set +e
jest --config jest.config.js --maxWorkers=2 --json --outputFile="$results"
status=$?
set -e
node -e 'const r=require(process.argv[1]);console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed`)' "$results" || true
exit $status
