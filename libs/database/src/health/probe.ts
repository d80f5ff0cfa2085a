import type { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';

const PROBE_TIMEOUT_MS = 2000;

/** One readiness probe: up when `check` settles within the timeout, down with the reason otherwise. */
export async function probe(
  indicators: HealthIndicatorService,
  key: string,
  check: () => Promise<unknown>,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<HealthIndicatorResult> {
  const session = indicators.check(key);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
        timer.unref();
      }),
    ]);
    return session.up();
  } catch (error) {
    return session.down({ message: error instanceof Error ? error.message : 'unavailable' });
  } finally {
    clearTimeout(timer);
  }
}
