import { useCallback, useState } from 'react';

import { journalApi, type Scope } from '../api/journal-api';
import type { JournalEntry, UpdateTripRequest } from '../api/types';
import type { PurposeKind } from '../lib/trip-display';
import { purposeChange, tripPermissions, type JournalViewer } from '../lib/trip-permissions';

export interface TripActions {
  viewer: JournalViewer;
  /** Trips with a change on its way: their toggles wait. */
  busy: ReadonlySet<number>;
  changeStatus(entry: JournalEntry): void;
  choosePurpose(entry: JournalEntry, next: PurposeKind): void;
  /** Resolves false when the server refused (the toast says why). */
  saveDescription(entry: JournalEntry, description: string): Promise<boolean>;
  /** Rejects when the server refused: the field shows the failure itself. */
  saveAdminComment(entry: JournalEntry, adminComment: string): Promise<void>;
  dismissFlags(entry: JournalEntry): void;
  /** The trip waiting for the private-trip confirmation. */
  pendingPrivate: JournalEntry | null;
  confirmPrivate(): void;
  cancelPrivate(): void;
}

// The changes of PUT /api/journal/{id} the page offers; each answer replaces the trip in the list.
export function useTripActions(
  viewer: JournalViewer,
  scope: Scope | undefined,
  replace: (entry: JournalEntry) => void,
): TripActions {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [pendingPrivate, setPendingPrivate] = useState<JournalEntry | null>(null);

  const mark = useCallback((id: number, on: boolean) => {
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const send = useCallback(
    async (entry: JournalEntry, body: UpdateTripRequest): Promise<boolean> => {
      mark(entry.journal_id, true);
      try {
        replace(await journalApi.update(entry.journal_id, body, scope));
        return true;
      } catch {
        return false;
      } finally {
        mark(entry.journal_id, false);
      }
    },
    [mark, replace, scope],
  );

  const changeStatus = useCallback(
    (entry: JournalEntry) => {
      const action = tripPermissions(viewer, entry).status;
      if (action.allowed) void send(entry, action.change);
    },
    [send, viewer],
  );

  const choosePurpose = useCallback(
    (entry: JournalEntry, next: PurposeKind) => {
      const permissions = tripPermissions(viewer, entry);
      if (!permissions.purpose.allowed) return;
      // Private is for good: always asked first; for another driver's trip the answer travels as privateConfirmed.
      if (next === 'PRIVATE') {
        setPendingPrivate(entry);
        return;
      }
      const body = purposeChange(entry, next, permissions, false);
      if (body) void send(entry, body);
    },
    [send, viewer],
  );

  const confirmPrivate = useCallback(() => {
    const entry = pendingPrivate;
    setPendingPrivate(null);
    if (!entry) return;
    const body = purposeChange(entry, 'PRIVATE', tripPermissions(viewer, entry), true);
    if (body) void send(entry, body);
  }, [pendingPrivate, send, viewer]);

  const saveDescription = useCallback(
    (entry: JournalEntry, description: string) => send(entry, { description }),
    [send],
  );

  const saveAdminComment = useCallback(
    async (entry: JournalEntry, adminComment: string) => {
      replace(await journalApi.updateQuietly(entry.journal_id, { adminComment }, scope));
    },
    [replace, scope],
  );

  const dismissFlags = useCallback(
    (entry: JournalEntry) => {
      if (tripPermissions(viewer, entry).dismissFlags) void send(entry, { dismissDevComment: true });
    },
    [send, viewer],
  );

  return {
    viewer,
    busy,
    changeStatus,
    choosePurpose,
    saveDescription,
    saveAdminComment,
    dismissFlags,
    pendingPrivate,
    confirmPrivate,
    cancelPrivate: () => setPendingPrivate(null),
  };
}
