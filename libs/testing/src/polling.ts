/** Bounded polling for effects that travel asynchronously (Kafka), instead of sleeping a guessed time. */
export interface PollOptions {
  timeoutMs?: number;
  intervalMs?: number;
}

function pollOptions(options: number | PollOptions | undefined, timeoutMs: number): Required<PollOptions> {
  const given = typeof options === 'number' ? { timeoutMs: options } : (options ?? {});
  return { timeoutMs: given.timeoutMs ?? timeoutMs, intervalMs: given.intervalMs ?? 200 };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `check` until it resolves; after the deadline fails with the last error it threw. */
export async function eventually<T>(check: () => Promise<T>, options?: number | PollOptions): Promise<T> {
  const { timeoutMs, intervalMs } = pollOptions(options, 20_000);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await pause(intervalMs);
    }
  }
}

/** Polls `probe` until it returns a value; fails naming `what` did not happen after the deadline. */
export function eventuallyDefined<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  options?: number | PollOptions,
): Promise<T> {
  const { timeoutMs, intervalMs } = pollOptions(options, 30_000);
  return eventually(
    async () => {
      const value = await probe();
      if (value === undefined) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
      return value;
    },
    { timeoutMs, intervalMs },
  );
}

/**
 * Reads until `accept` takes the value and returns it; after the deadline returns the last value read, so the test's
 * own assertion says what was wrong.
 */
export async function eventuallyAccepted<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  options?: number | PollOptions,
): Promise<T> {
  const settings = pollOptions(options, 20_000);
  let last: { value: T } | undefined;
  try {
    return await eventually(async () => {
      last = { value: await read() };
      if (!accept(last.value)) throw new Error('not accepted yet');
      return last.value;
    }, settings);
  } catch (error) {
    if (last) return last.value;
    throw error;
  }
}
