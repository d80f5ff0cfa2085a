import { createContext, useCallback, useContext, useMemo, useState } from 'react';

import { journalApi, type Scope } from '../api/journal-api';
import type { JournalEntry, UpdateTripRequest } from '../api/types';

export type RootTripModalKind = 'history' | 'move' | 'delete';

export interface RootTripTools {
  scope: Scope | undefined;
  /** Trips in the superadmin mode (spec 02 §4): their times, distance and addresses are editable. */
  editing: ReadonlySet<number>;
  toggleEditing(journalId: number): void;
  /** Trips with an override on its way. */
  busy: ReadonlySet<number>;
  /** Resolves false when the server refused (the client's toast says why). */
  override(entry: JournalEntry, body: UpdateTripRequest): Promise<boolean>;
  modal: { kind: RootTripModalKind; entry: JournalEntry } | null;
  open(kind: RootTripModalKind, entry: JournalEntry): void;
  close(): void;
  /** A deleted or moved trip leaves the list. */
  removed(entry: JournalEntry): void;
}

// The superadmin's tools of the trips page; the page provides them only to a superadmin, so the rows show nothing
// of them to anyone else.
export const RootTripToolsContext = createContext<RootTripTools | null>(null);

export const useRootTripTools = (): RootTripTools | null => useContext(RootTripToolsContext);

const toggled = (set: ReadonlySet<number>, id: number, on: boolean): ReadonlySet<number> => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

export function useRootTripToolsState(
  scope: Scope | undefined,
  replace: (entry: JournalEntry) => void,
  remove: (journalId: number) => void,
): RootTripTools {
  const [editing, setEditing] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [modal, setModal] = useState<RootTripTools['modal']>(null);

  const toggleEditing = useCallback(
    (journalId: number) => setEditing((current) => toggled(current, journalId, !current.has(journalId))),
    [],
  );

  const override = useCallback(
    async (entry: JournalEntry, body: UpdateTripRequest) => {
      setBusy((current) => toggled(current, entry.journal_id, true));
      try {
        replace(await journalApi.update(entry.journal_id, body, scope));
        return true;
      } catch {
        return false;
      } finally {
        setBusy((current) => toggled(current, entry.journal_id, false));
      }
    },
    [replace, scope],
  );

  const removed = useCallback(
    (entry: JournalEntry) => {
      setEditing((current) => toggled(current, entry.journal_id, false));
      remove(entry.journal_id);
    },
    [remove],
  );

  return useMemo(
    () => ({
      scope,
      editing,
      toggleEditing,
      busy,
      override,
      modal,
      open: (kind: RootTripModalKind, entry: JournalEntry) => setModal({ kind, entry }),
      close: () => setModal(null),
      removed,
    }),
    [scope, editing, toggleEditing, busy, override, modal, removed],
  );
}
