#!/usr/bin/env bash
# Brings up the embedded local stack for one purpose and prints the services' environment as KEY=VALUE lines.
#   stack.sh demo   PostgreSQL database fleetlog,      Redis db 0, Kafka mock cluster "demo"
#   stack.sh test   PostgreSQL database fleetlog_test, Redis db 1, Kafka mock cluster "test"
#   stack.sh bench  PostgreSQL database fleetlog_bench, Redis db 3, Kafka mock cluster "bench" (npm run bench:ingest)
#   stack.sh system PostgreSQL database fleetlog_system, Redis db 4, Kafka mock cluster "system" (the system test that
#                   runs the whole platform beside the other suites: its own database, so no outbox is shared, and its
#                   own broker, so no consumer group is)
#   stack.sh browser PostgreSQL database fleetlog_browser, Redis db 5, Kafka mock cluster "browser" (npm test's browser
#                   run: its platform consumes every topic from the beginning, so it gets a stack the integration
#                   run's topics and rows never reach, and the two runs can overlap)
#   stack.sh down   stops the Kafka mock clusters (PostgreSQL and Redis are the machine's and stay up)
#   stack.sh broker down|up [demo|test]   the mock cluster's own fault control: disconnect every client and refuse
#                   connections, or accept them again, keeping the broker's data (default: test)
#   stack.sh test|system|browser --fresh   the same, from nothing: the database dropped and created again, the Redis db emptied
#                   and a new broker (npm test starts each run so: a run never depends on what an earlier one left)
# FLEETLOG_TEST_DATABASE and FLEETLOG_TEST_REDIS_DB give a second test run its own database and Redis db, so that two
# runs on one machine never share an outbox; with FLEETLOG_TEST_DATABASE the run gets its own Kafka mock cluster too
# ("test-<database>"), as the services' read models would otherwise take the other run's vehicles and users, whose ids
# collide with their own.
# Installs what is missing (Debian packages, npm dependencies with Node 24) on first use.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

purpose="${1:-demo}"
case "$purpose" in
  demo) db=fleetlog redis_db=0 ;;
  test) db="${FLEETLOG_TEST_DATABASE:-fleetlog_test}" redis_db="${FLEETLOG_TEST_REDIS_DB:-1}"
    kafka="test${FLEETLOG_TEST_DATABASE:+-$FLEETLOG_TEST_DATABASE}" ;;
  bench) db=fleetlog_bench redis_db=3 ;;
  system) db=fleetlog_system redis_db=4 ;;
  browser) db=fleetlog_browser redis_db=5 ;;
  down)
    for pidfile in "$RUN"/kafka-*.pid; do [[ -e "$pidfile" ]] && stop_kafka "$(basename "$pidfile" .pid | cut -c7-)"; done
    exit 0 ;;
  broker)
    [[ "${2:-}" == down || "${2:-}" == up ]] || die "usage: stack.sh broker down|up [demo|test]"
    kafka_control "${3:-test}" broker "$2"
    exit ;;
  *) die "usage: stack.sh demo|test|bench|system|browser|down|broker down|up [demo|test]" ;;
esac
kafka="${kafka:-$purpose}"

stack_up >&2
if [[ "${2:-}" == --fresh ]]; then
  [[ "$purpose" == test || "$purpose" == system || "$purpose" == browser ]] || die "--fresh is for the test stacks only"
  stop_kafka "$kafka"
  recreate_database "$db" >&2
  redis-cli -h 127.0.0.1 -p 6379 -n "$redis_db" flushdb >/dev/null
fi
ensure_database "$db" >&2
ensure_kafka "$kafka" >&2
stack_env "$db" "$redis_db" "$kafka"
vars=(NODE_ENV DATABASE_URL REDIS_URL KAFKA_BROKERS KAFKA_MOCK_CONTROL JWT_PRIVATE_KEY_FILE JWT_PUBLIC_KEY_FILE INTERNAL_SERVICE_KEY_FILE CHROMIUM_PATH)
if [[ "$purpose" == test || "$purpose" == system || "$purpose" == browser ]]; then
  # Test-sized consumer group timings (@fleetlog/config kafkaEnv): a member a killed test process left behind is
  # expired after 10 s, not kafkajs's 30 s, so the next join into its group does not wait half a minute. Heartbeats
  # every 3 s, a third of the session as Kafka advises: every consumer of every process sends them for the whole run
  # (at 1 s they were a quarter of an idle service's requests to the broker).
  export KAFKA_SESSION_TIMEOUT_MS=10000 KAFKA_REBALANCE_TIMEOUT_MS=15000 KAFKA_HEARTBEAT_INTERVAL_MS=3000
  vars+=(KAFKA_SESSION_TIMEOUT_MS KAFKA_REBALANCE_TIMEOUT_MS KAFKA_HEARTBEAT_INTERVAL_MS)
fi
for v in "${vars[@]}"; do
  printf '%s=%s\n' "$v" "${!v}"
done
