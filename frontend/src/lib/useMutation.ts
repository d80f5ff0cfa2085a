import { useCallback, useRef, useState } from 'react';

export interface Mutation<A extends unknown[], R> {
  /** Runs the call once at a time; resolves with its result, or undefined when it failed (see `error`) or ran already. */
  run(...args: A): Promise<R | undefined>;
  busy: boolean;
  /** The last failure, until the next run or reset(). */
  error: unknown;
  reset(): void;
}

export interface MutationOptions<A extends unknown[], R> {
  onSuccess?(result: R, ...args: A): void;
  onError?(error: unknown): void;
}

// The busy/try/finally of every dialog's save, once. Failures are kept, not thrown: the API client has already
// notified unless the call asked it not to, in which case the dialog shows `error` itself (FormDialog does).
export function useMutation<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  options: MutationOptions<A, R> = {},
): Mutation<A, R> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  // A double click must not send twice: state updates arrive a render late, the ref does not.
  const running = useRef(false);
  const latest = useRef({ call, options });
  latest.current = { call, options };

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      const result = await latest.current.call(...args);
      latest.current.options.onSuccess?.(result, ...args);
      return result;
    } catch (err) {
      setError(err);
      latest.current.options.onError?.(err);
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  const reset = useCallback(() => setError(undefined), []);

  return { run, busy, error, reset };
}
