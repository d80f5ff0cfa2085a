#!/usr/bin/env bash
# The README's first command (`npm start`): installs what is missing, starts the embedded local stack, runs every
# migration, seeds the demo, starts every service, the BFF and the built frontend, and prints where to log in.
# Idempotent: a second run reuses what runs and does not duplicate the demo data. `npm run stop` stops it.
# Each step's time is printed here and kept in .local/log/platform.log (the services' steps: deploy/local/run-demo.ts).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

STARTED_AT=$SECONDS
step_started=$SECONDS
step_done() { log "$1: $((SECONDS - step_started)) s"; step_started=$SECONDS; }

eval "$(bash "$ROOT/deploy/local/stack.sh" demo | sed 's/^/export /')"
export PATH="$ROOT/node_modules/.bin:$PATH"
cd "$ROOT"
step_done "packages and the local stack"

# What the frontend bundle is made of; the build is skipped while its hash matches the one written into dist.
FRONTEND_INPUTS=(frontend/src frontend/public frontend/index.html frontend/package.json frontend/vite.config.ts frontend/tsconfig.json package-lock.json)
frontend_inputs_hash() {
  { find "${FRONTEND_INPUTS[@]}" -type f -print0 | sort -z | xargs -0 sha256sum; node --version; } | sha256sum | cut -d' ' -f1
}

if [[ -f "$RUN/demo.pid" ]] && kill -0 "$(cat "$RUN/demo.pid")" 2>/dev/null && [[ -f "$RUN/demo.ready" ]]; then
  log "the platform is already running"
else
  hash="$(frontend_inputs_hash)"
  if [[ -f frontend/dist/index.html && "$(cat frontend/dist/.inputs-sha256 2>/dev/null)" == "$hash" ]]; then
    log "the frontend is built (inputs unchanged)"
  else
    log "building the frontend"
    # A production bundle (the stack exports NODE_ENV=development for the services), precompressed (vite.config.ts).
    NODE_ENV=production npm run build --workspace frontend -- --logLevel error >"$LOCAL/log/frontend-build.log" 2>&1 || { tail -20 "$LOCAL/log/frontend-build.log"; die "frontend build failed"; }
    echo "$hash" >frontend/dist/.inputs-sha256
    step_done "frontend build"
  fi
  rm -f "$RUN/demo.ready" "$RUN/demo.failed"
  log "starting services (logs in .local/log/)"
  step_started=$SECONDS
  nohup node -r @swc-node/register deploy/local/run-demo.ts >"$LOCAL/log/platform.log" 2>&1 &
  echo $! >"$RUN/demo.pid"
  for _ in $(seq 1 180); do
    [[ -f "$RUN/demo.ready" || -f "$RUN/demo.failed" ]] && break
    kill -0 "$(cat "$RUN/demo.pid")" 2>/dev/null || break
    sleep 1
  done
  [[ -f "$RUN/demo.ready" ]] || { tail -20 "$LOCAL/log/platform.log"; cat "$RUN/demo.failed" 2>/dev/null; die "the platform did not start"; }
  # The services' steps as run-demo.ts logged them (started/ready after the start of services, and each step's time).
  sed -n 's/^[^ ]* step /  /p' "$LOCAL/log/platform.log" >&2
  step_done "services"
  log "ready after $((SECONDS - STARTED_AT)) s"
fi

cat <<TXT

  Fleetlog is running:  http://localhost:3000
  API documentation:    http://localhost:3000/api/docs
  Mail sent by the platform (invitations, password resets): .local/log/mail.log

  Demo logins (password for all: Fleetlog-demo-1)
    superadmin (ROOT)                       root@fleetlog.se
    Demo Åkeri AB, administrator            admin@demo-akeri.se
    Demo Åkeri AB, drivers                  anna@demo-akeri.se, bertil@demo-akeri.se
    Demo Åkeri Syd AB (child), admin        admin@demo-syd.se
    Demo Åkeri Syd AB, driver               cecilia@demo-syd.se
    Nordbygg AB, administrator / driver     admin@nordbygg.se, david@nordbygg.se

  Stop it with: npm run stop

TXT
