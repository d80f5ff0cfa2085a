import { useCallback, useEffect, useRef, useState } from 'react';

export interface ApiQuery<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload(): Promise<void>;
}

// A prefetched answer is taken by the first query of its key within this time, else dropped.
export const PREFETCH_TTL_MS = 10_000;
const prefetched = new Map<string, { promise: Promise<unknown>; at: number }>();

/**
 * Starts a query's request before its component mounts (the first screen's data beside GET /api/auth, not after
 * it); the first useApiQuery with the same key takes the answer instead of asking again.
 */
export function prefetchQuery<T>(key: string, load: () => Promise<T>): void {
  if (prefetched.has(key)) return;
  const promise = load();
  // Nobody may take it: a refusal then must not surface as an unhandled rejection.
  promise.catch(() => undefined);
  prefetched.set(key, { promise, at: Date.now() });
  setTimeout(() => prefetched.delete(key), PREFETCH_TTL_MS);
}

export function takePrefetched(key: string): Promise<unknown> | undefined {
  const entry = prefetched.get(key);
  prefetched.delete(key);
  return entry && Date.now() - entry.at < PREFETCH_TTL_MS ? entry.promise : undefined;
}

// Small data hook for the per-resource functions: loads on mount and when key changes, reload() after a mutation.
export function useApiQuery<T>(key: string, load: () => Promise<T>, enabled = true): ApiQuery<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<unknown>();
  const loadRef = useRef(load);
  loadRef.current = load;
  const keyRef = useRef(key);
  keyRef.current = key;
  const seq = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++seq.current;
    setLoading(true);
    try {
      const pending = takePrefetched(keyRef.current) as Promise<T> | undefined;
      const result = await (pending ?? loadRef.current());
      if (mine === seq.current) {
        setData(result);
        setError(undefined);
      }
    } catch (err) {
      if (mine === seq.current) setError(err);
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (enabled) void reload();
  }, [key, enabled, reload]);

  return { data, loading, error, reload };
}
