import cluster, { type Worker } from 'node:cluster';

import type { Logger } from '@fleetlog/logging';

/**
 * BFF_WORKERS: how many BFF processes share the HTTP port on one host (node:cluster). One Node process is one core;
 * the chart scales with replicas and keeps the default, 1. Metrics are then per worker: a scrape of the metrics port
 * reaches one of them, which is why the chart does not use this.
 */
export function bffWorkerCount(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`BFF_WORKERS must be a whole number from 1 to 64, not "${value}"`);
  }
  return count;
}

/**
 * The primary of a clustered BFF: forks the workers, passes SIGTERM/SIGINT on and exits when they have stopped. A
 * worker that dies on its own takes the others down and the primary exits with 1: whatever supervises the BFF
 * restarts it whole, rather than this process restarting a worker that may fail again at once.
 */
export function runPrimary(count: number, logger: Logger): void {
  let stopping = false;
  const workers: Worker[] = Array.from({ length: count }, () => cluster.fork());
  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of workers) if (!worker.isDead()) worker.process.kill(signal);
  };
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) {
      logger.error({ pid: worker.process.pid, code, signal }, 'a BFF worker stopped; stopping the others');
      stopping = true;
      process.exitCode = 1;
      stopAll('SIGTERM');
    }
    if (workers.every((candidate) => candidate.isDead())) process.exit();
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stopping = true;
      stopAll(signal);
    });
  }
  logger.info({ workers: count }, 'BFF primary started its workers');
}
