// CPU time of the platform's processes, found by the port each listens on. On a shared machine throughput figures
// are noisy; CPU milliseconds per request are much steadier and say where a request's cost goes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** The pid listening on a TCP port (ss from iproute2), or undefined. */
export function pidListeningOn(port) {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const match = /pid=(\d+)/.exec(out);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** User plus system CPU milliseconds a process has used so far, or undefined when it is gone. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU milliseconds of a process's children that have finished and been waited for (cutime + cstime). */
export function childrenCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
}

/** The direct children of a process (a clustered BFF's workers: the primary holds the port, the workers the work). */
export function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Samples every named process with its children; `since(before)` gives each one's CPU ms spent in between. */
export function cpuMeter(pids) {
  const members = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, [pid, ...childPids(pid)]]));
  const total = (list) => {
    const each = list.map(cpuMs);
    return each.includes(undefined) ? undefined : each.reduce((sum, ms) => sum + ms, 0);
  };
  const sample = () => Object.fromEntries(Object.entries(members).map(([name, list]) => [name, total(list)]));
  return {
    sample,
    since(before) {
      const now = sample();
      return Object.fromEntries(
        Object.entries(now)
          .filter(([name, ms]) => ms !== undefined && before[name] !== undefined)
          .map(([name, ms]) => [name, ms - before[name]]),
      );
    },
  };
}
