import { useCallback, useEffect, useRef, useState } from 'react';

export interface ApiQuery<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload(): Promise<void>;
}

// Small data hook for the per-resource functions: loads on mount and when key changes, reload() after a mutation.
export function useApiQuery<T>(key: string, load: () => Promise<T>, enabled = true): ApiQuery<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<unknown>();
  const loadRef = useRef(load);
  loadRef.current = load;
  const seq = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++seq.current;
    setLoading(true);
    try {
      const result = await loadRef.current();
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
