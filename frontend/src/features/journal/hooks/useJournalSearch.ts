import { useCallback, useRef, useState } from 'react';

import { journalApi, type Scope } from '../api/journal-api';
import type { JournalEntry, JournalQuery } from '../api/types';

export type SearchState = 'idle' | 'loading' | 'done' | 'error';

export interface JournalSearch {
  state: SearchState;
  entries: JournalEntry[];
  search(query: JournalQuery, scope?: Scope): Promise<void>;
  /** Puts a trip the server answered after a change in place of the old one. */
  replace(entry: JournalEntry): void;
  /** Takes a deleted or moved trip out of the list (spec 02 §4: marked as removed). */
  remove(journalId: number): void;
}

// The trips of the last search. Nothing is fetched before the first search (spec 02 §2.1); a failed fetch leaves
// the list empty and the client's toast says why.
export function useJournalSearch(): JournalSearch {
  const [state, setState] = useState<SearchState>('idle');
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  // Only the latest search may fill the list.
  const seq = useRef(0);

  const search = useCallback(async (query: JournalQuery, scope?: Scope) => {
    const mine = ++seq.current;
    setState('loading');
    try {
      const result = await journalApi.list(query, scope);
      if (mine !== seq.current) return;
      setEntries(result);
      setState('done');
    } catch {
      if (mine !== seq.current) return;
      setEntries([]);
      setState('error');
    }
  }, []);

  const replace = useCallback((entry: JournalEntry) => {
    setEntries((current) => current.map((e) => (e.journal_id === entry.journal_id ? entry : e)));
  }, []);

  const remove = useCallback((journalId: number) => {
    setEntries((current) => current.filter((e) => e.journal_id !== journalId));
  }, []);

  return { state, entries, search, replace, remove };
}
