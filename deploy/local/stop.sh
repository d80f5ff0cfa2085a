#!/usr/bin/env bash
# Stops the demo platform started by start.sh and its Kafka mock cluster.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
if [[ -f "$RUN/demo.pid" ]]; then
  pid="$(cat "$RUN/demo.pid")"
  kill "$pid" 2>/dev/null && for _ in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  rm -f "$RUN/demo.pid" "$RUN/demo.ready"
fi
stop_kafka demo
log "stopped"
