#!/usr/bin/env bash
# Samples the CPU time of every process on the machine every 2 s until the stop file appears, without forking per
# process (the sampler itself takes about 1 % of a core). Then `node deploy/bench/cpu-summary.mjs [out.json]`
# adds it up by kind of process (a service, a jest worker, Chromium, PostgreSQL...): where a test run's CPU went.
#   bash deploy/bench/cpu-sample.sh & CI=true bash .ci/run; touch .local/run/cpu-samples.stop
# Processes that live less than the interval escape it. Output: .local/run/cpu-samples.tsv (pid, start, ticks, cmd).
set -u
run="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/.local/run"
mkdir -p "$run"
out="$run/cpu-samples.tsv" stop="$run/cpu-samples.stop"
rm -f "$stop"
: >"$out"
declare -A cmds
while [[ ! -f "$stop" ]]; do
  {
    echo '#'
    for d in /proc/[0-9]*; do
      read -r stat 2>/dev/null <"$d/stat" || continue
      # shellcheck disable=SC2086 # the fields after "pid (comm) ", split on purpose
      set -- ${stat##*) }
      ticks=$((${12} + ${13}))
      ((ticks > 0)) || continue
      key="${d#/proc/}/${20}"
      if [[ -z "${cmds[$key]+x}" ]]; then
        mapfile -d '' -t parts <"$d/cmdline" 2>/dev/null
        cmd="${parts[*]}"
        cmds[$key]="${cmd:0:160}"
      fi
      printf '%s\t%s\t%s\t%s\n' "${d#/proc/}" "${20}" "$ticks" "${cmds[$key]}"
    done
  } >>"$out"
  sleep 2
done
