#!/usr/bin/env bash
# Shared helpers of the local stack scripts. Sourced, not run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
LOCAL="$ROOT/.local"
RUN="$LOCAL/run"
mkdir -p "$LOCAL/bin" "$RUN" "$LOCAL/log"

# Runs a command holding an exclusive lock of that name: jest's global setups of several test runs, and a test run
# beside npm start, may bring up the same broker at the same moment (two brokers, one pid file, the other's address).
# Whatever the command starts in the background must not inherit the lock (close FLEETLOG_LOCK_FD for it).
with_lock() {
  local name="$1"
  shift
  exec {FLEETLOG_LOCK_FD}>"$RUN/$name.lock"
  flock "$FLEETLOG_LOCK_FD"
  "$@"
  exec {FLEETLOG_LOCK_FD}>&-
}

log() { printf '\033[1;34m[fleetlog]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31m[fleetlog] %s\033[0m\n' "$*" >&2; exit 1; }

as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi; }

# Debian packages the local stack needs; installed only when missing.
DEBIAN_PACKAGES=(openssl postgresql-15 postgresql-15-postgis-3 postgresql-15-partman redis-server librdkafka-dev gcc libc6-dev pkg-config chromium chromium-headless-shell fonts-dejavu-core)

# With arguments: those packages instead (the benchmark's wrk).
ensure_debian_packages() {
  local wanted=("$@") missing=()
  ((${#wanted[@]})) || wanted=("${DEBIAN_PACKAGES[@]}")
  for p in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  if ((${#missing[@]})); then
    log "installing Debian packages: ${missing[*]}"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >"$LOCAL/log/apt.log" 2>&1 ||
      { tail -20 "$LOCAL/log/apt.log"; die "apt-get install failed"; }
  fi
}

# Dependencies of every package.json and the lock file; scripts and other fields do not trigger a reinstall.
# The dependencies as declared and locked, and the fixes patch-package applies to them after install (patches/).
dependencies_hash() {
  node -e 'const fs=require("fs");const files=["package.json","frontend/package.json",...["libs","services"].flatMap(d=>fs.readdirSync(d).map(n=>d+"/"+n+"/package.json")).filter(f=>fs.existsSync(f))];const deps=files.map(f=>{const p=JSON.parse(fs.readFileSync(f));return [f,p.dependencies,p.devDependencies]});process.stdout.write(require("crypto").createHash("sha256").update(JSON.stringify(deps)+fs.readFileSync("package-lock.json")+(fs.existsSync("patches")?fs.readdirSync("patches").sort().map(n=>n+fs.readFileSync("patches/"+n)).join(""):"")).digest("hex"))'
}

# npm dependencies, Node 24 among them (the `node` package pins it; node_modules/.bin puts it first on PATH).
ensure_node_modules() {
  cd "$ROOT"
  # Jest's global setup calls the stack script with this set: a test run never installs packages mid-run.
  if [[ -n "${FLEETLOG_SKIP_INSTALL:-}" && -x "$ROOT/node_modules/.bin/node" ]]; then
    export PATH="$ROOT/node_modules/.bin:$PATH"
    return
  fi
  local stamp="$ROOT/node_modules/.fleetlog-lock-hash"
  local hash
  hash="$(dependencies_hash)"
  if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$hash" ]]; then
    # npm install, not npm ci: the registry mirror here lacks other platforms' optional binaries (buf, swc),
    # which npm ci insists on finding in the lock file. The lock file still pins every version.
    log "installing npm dependencies"
    npm install --no-audit --no-fund --loglevel=error >"$LOCAL/log/npm.log" 2>&1 || { tail -30 "$LOCAL/log/npm.log"; die "npm install failed"; }
    # npm install may rewrite the lock file (optional binaries of other platforms): the stamp is of what it left.
    dependencies_hash >"$stamp"
  fi
  export PATH="$ROOT/node_modules/.bin:$PATH"
  [[ "$(node --version)" == v24.* ]] || die "expected Node 24 from node_modules/.bin, got $(node --version)"
}

ensure_kafka_mock_binary() { with_lock kafka-mock-build build_kafka_mock_binary; }

build_kafka_mock_binary() {
  local src="$ROOT/deploy/local/kafka-mock/kafka-mock.c" bin="$LOCAL/bin/kafka-mock"
  if [[ ! -x "$bin" || "$src" -nt "$bin" ]]; then
    log "building the Kafka-protocol broker (librdkafka mock cluster)"
    # Built beside and renamed: a broker starting meanwhile never runs a half-written binary.
    gcc -O2 -o "$bin.new" "$src" $(pkg-config --cflags --libs rdkafka)
    mv -f "$bin.new" "$bin"
  fi
}

pg_running() { pg_isready -h 127.0.0.1 -p 5432 -q; }

ensure_postgres() {
  if ! pg_running; then
    log "starting PostgreSQL 15"
    local cluster
    cluster="$(ls /etc/postgresql 2>/dev/null | sort -V | tail -1)"
    [[ -n "$cluster" ]] || die "no PostgreSQL cluster found in /etc/postgresql"
    as_root pg_ctlcluster --skip-systemctl-redirect "$cluster" main start
    for _ in $(seq 1 30); do pg_running && break; sleep 1; done
    pg_running || die "PostgreSQL did not start"
  fi
}

psql_super() { as_root runuser -u postgres -- psql -v ON_ERROR_STOP=1 -qAt "$@"; }

# Role and database for one purpose (demo or test), with the extensions that need a superuser.
ensure_database() { with_lock postgres-setup ensure_database_locked "$1"; }

ensure_database_locked() {
  local db="$1"
  psql_super -c "DO \$\$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname='fleetlog') THEN CREATE ROLE fleetlog LOGIN PASSWORD 'fleetlog' CREATEDB; END IF; END\$\$;"
  if [[ -z "$(psql_super -c "SELECT 1 FROM pg_database WHERE datname='$db'")" ]]; then
    psql_super -c "CREATE DATABASE $db OWNER fleetlog"
  fi
  psql_super -d "$db" -c "SET client_min_messages = warning; CREATE EXTENSION IF NOT EXISTS postgis; CREATE SCHEMA IF NOT EXISTS partman AUTHORIZATION fleetlog; CREATE EXTENSION IF NOT EXISTS pg_partman SCHEMA partman; GRANT ALL ON SCHEMA public TO fleetlog;"
  # pg_partman's config tables and functions belong to the superuser that created the extension: the services
  # (devices registers its positions partitions, runs maintenance) need them.
  psql_super -d "$db" -c "GRANT ALL ON ALL TABLES IN SCHEMA partman TO fleetlog; GRANT ALL ON ALL SEQUENCES IN SCHEMA partman TO fleetlog; GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA partman TO fleetlog; GRANT EXECUTE ON ALL PROCEDURES IN SCHEMA partman TO fleetlog;"
}

# A new, empty database of that name, for a test run that must not depend on what an earlier (perhaps killed) run
# left behind; the connections of such a run's processes are ended.
recreate_database() { with_lock postgres-setup recreate_database_locked "$1"; }

recreate_database_locked() {
  PGOPTIONS='-c client_min_messages=warning' psql_super -c "DROP DATABASE IF EXISTS $1 WITH (FORCE)"
  ensure_database_locked "$1"
}

redis_running() { redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; }

ensure_redis() {
  if ! redis_running; then
    log "starting Redis"
    mkdir -p "$LOCAL/redis"
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir "$LOCAL/redis" --logfile "$LOCAL/log/redis.log"
    for _ in $(seq 1 20); do redis_running && break; sleep 0.5; done
    redis_running || die "Redis did not start"
  fi
}

# A mock cluster per purpose ("demo" or "test"), reused while it runs. The address is in $RUN/kafka-<name>.bootstrap,
# its control port (kafka-mock.c: broker down/up, topic create) in $RUN/kafka-<name>.control. It creates the topics
# of deploy/local/kafka-mock/topics.conf with their partition counts at start.
KAFKA_TOPICS_FILE="$ROOT/deploy/local/kafka-mock/topics.conf"

kafka_stamp() { cat "$LOCAL/bin/kafka-mock" "$KAFKA_TOPICS_FILE" | sha256sum | cut -c1-16; }

ensure_kafka() { with_lock "kafka-$1" ensure_kafka_locked "$1"; }

ensure_kafka_locked() {
  local name="$1" pidfile="$RUN/kafka-$1.pid" boot="$RUN/kafka-$1.bootstrap" control="$RUN/kafka-$1.control"
  local stampfile="$RUN/kafka-$1.stamp"
  if [[ -f "$pidfile" ]] && kill -0 "$(cat "$pidfile")" 2>/dev/null && [[ -s "$boot" ]]; then
    [[ -f "$stampfile" && "$(cat "$stampfile")" == "$(kafka_stamp)" ]] && return
    # A broker started by an older program or topics file: restart it, unless the platform of that purpose
    # (start.sh's demo) runs on it, whose services know only the old address.
    if [[ -f "$RUN/$name.pid" ]] && kill -0 "$(cat "$RUN/$name.pid")" 2>/dev/null; then
      log "the Kafka-protocol broker ($name) predates kafka-mock.c or topics.conf; npm run stop && npm start picks them up"
      return
    fi
    log "restarting the Kafka-protocol broker ($name): kafka-mock.c or topics.conf changed"
    stop_kafka "$name"
  fi
  log "starting the Kafka-protocol broker ($name)"
  rm -f "$boot" "$control"
  kafka_stamp >"$stampfile"
  nohup "$LOCAL/bin/kafka-mock" 1 "$boot" "$KAFKA_TOPICS_FILE" "$control" >"$LOCAL/log/kafka-mock-$name.log" 2>&1 {FLEETLOG_LOCK_FD}>&- &
  echo $! >"$pidfile"
  for _ in $(seq 1 50); do [[ -s "$boot" ]] && break; sleep 0.1; done
  [[ -s "$boot" ]] || { tail -5 "$LOCAL/log/kafka-mock-$name.log" >&2; die "Kafka mock cluster did not start"; }
}

stop_kafka() {
  local pidfile="$RUN/kafka-$1.pid" pid
  if [[ -f "$pidfile" ]]; then
    pid="$(cat "$pidfile")"
    kill "$pid" 2>/dev/null && for _ in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -f "$pidfile" "$RUN/kafka-$1.bootstrap" "$RUN/kafka-$1.control" "$RUN/kafka-$1.stamp"
}

# One command to a running broker's control port (kafka-mock.c), e.g. `kafka_control test broker down`; prints its
# answer and fails when the broker refused the command.
kafka_control() {
  local name="$1" control="$RUN/kafka-$1.control" reply
  shift
  [[ -s "$control" ]] || die "no control port of the Kafka-protocol broker ($name): is it running (stack.sh $name)?"
  local address
  address="$(cat "$control")"
  exec 3<>"/dev/tcp/${address%:*}/${address##*:}" || die "cannot reach the broker's control port $address"
  printf '%s\n' "$*" >&3
  IFS= read -r -t 10 reply <&3 || reply="error no answer"
  exec 3>&-
  printf '%s\n' "$reply"
  [[ "$reply" == ok* ]]
}

# Key pair that auth signs access tokens with (production mounts its own from a secret).
ensure_jwt_keys() {
  local dir="$LOCAL/keys"
  if [[ ! -f "$dir/jwt-private.pem" ]]; then
    mkdir -p "$dir"
    openssl genpkey -algorithm ed25519 -out "$dir/jwt-private.pem" 2>/dev/null
    openssl pkey -in "$dir/jwt-private.pem" -pubout -out "$dir/jwt-public.pem" 2>/dev/null
    chmod 600 "$dir/jwt-private.pem"
  fi
}

# Key the services present to each other (auth's directory snapshots); production mounts its own from a secret.
ensure_service_key() {
  local file="$LOCAL/keys/internal-service.key"
  if [[ ! -s "$file" ]]; then
    mkdir -p "$(dirname "$file")"
    (umask 077 && openssl rand -base64 48 >"$file")
  fi
}

# Everything up: packages, dependencies, infrastructure.
stack_up() {
  ensure_debian_packages
  ensure_node_modules
  ensure_kafka_mock_binary
  ensure_postgres
  ensure_redis
  ensure_jwt_keys
  ensure_service_key
}

# Environment of the services for one database (fleetlog for the demo, fleetlog_test for tests).
stack_env() {
  local db="$1" redis_db="$2"  # $3: kafka cluster name
  export NODE_ENV="${NODE_ENV:-development}"
  export DATABASE_URL="postgres://fleetlog:fleetlog@127.0.0.1:5432/$db"
  export REDIS_URL="redis://127.0.0.1:6379/$redis_db"
  export KAFKA_BROKERS="$(cat "$RUN/kafka-$3.bootstrap")"
  # The broker's control port (tests take the broker down through it: @fleetlog/testing kafkaMockControl).
  export KAFKA_MOCK_CONTROL="$(cat "$RUN/kafka-$3.control" 2>/dev/null || true)"
  export JWT_PRIVATE_KEY_FILE="$LOCAL/keys/jwt-private.pem"
  export JWT_PUBLIC_KEY_FILE="$LOCAL/keys/jwt-public.pem"
  export INTERNAL_SERVICE_KEY_FILE="$LOCAL/keys/internal-service.key"
  export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
}
