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

step "frontend HTTP types match the BFF's OpenAPI document"
npm run --silent openapi:check

step "type checks"
nx run-many -t typecheck --outputStyle=static --parallel=2

step "lint (module boundaries included)"
eslint . --max-warnings=0

step "frontend build"
npm run build --workspace frontend -- --logLevel warn

results="$LOCAL/run/test-results"
rm -f "$results"-*.json
status=0
step "frontend unit tests"
npm exec --workspace frontend -- vitest run --reporter=default --reporter=json --outputFile="$results-frontend-unit.json" || status=1

step "unit, integration and system tests"
jest --config jest.config.js --maxWorkers=2 --json --outputFile="$results-services.json" || status=1

step "browser tests (headless Chromium)"
jest --config frontend/jest.config.js --runInBand --json --outputFile="$results-browser.json" || status=1

node -e 'let p=0,f=0;for(const file of process.argv.slice(1)){try{const r=require(file);p+=r.numPassedTests;f+=r.numFailedTests}catch{f+=1}};console.log(`tests: ${p} passed, ${f} failed`)' "$results"-frontend-unit.json "$results"-services.json "$results"-browser.json
exit $status
