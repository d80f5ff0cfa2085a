const MAX_DELAY_MS = 10_000;

/** Exponential backoff for handler retries: base, 2×base, 4×base … capped at 10 s. */
export function backoffDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
