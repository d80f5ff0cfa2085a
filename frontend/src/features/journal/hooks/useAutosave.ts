import { useCallback, useEffect, useRef, useState } from 'react';

// Spec 02 §9: the admin comment saves one second after the last change.
export const AUTOSAVE_DELAY_MS = 1000;

export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface Autosave {
  value: string;
  state: AutosaveState;
  change(value: string): void;
}

/**
 * A text saved `delayMs` after typing stops. Each save sends the latest text; a save still waiting when the field
 * goes away is sent at once, so leaving the page loses nothing.
 */
export function useAutosave(
  initial: string,
  save: (value: string) => Promise<unknown>,
  delayMs = AUTOSAVE_DELAY_MS,
): Autosave {
  const [value, setValue] = useState(initial);
  const [state, setState] = useState<AutosaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const waiting = useRef<string | null>(null);
  const saveRef = useRef(save);
  const mounted = useRef(true);
  // Only the answer to the latest save decides what the field shows.
  const seq = useRef(0);

  useEffect(() => {
    saveRef.current = save;
  });

  const flush = useCallback(async () => {
    const text = waiting.current;
    if (text === null) return;
    waiting.current = null;
    const mine = ++seq.current;
    if (mounted.current) setState('saving');
    try {
      await saveRef.current(text);
      if (mounted.current && mine === seq.current) setState('saved');
    } catch {
      if (mounted.current && mine === seq.current) setState('error');
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
      void flush();
    };
  }, [flush]);

  const change = useCallback(
    (next: string) => {
      setValue(next);
      setState('pending');
      waiting.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  return { value, state, change };
}
