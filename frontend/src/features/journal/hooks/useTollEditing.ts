import { useCallback, useEffect, useRef, useState } from 'react';

import { useSessionStore } from '../../../app/session/store/session-store';
import type { Scope } from '../api/journal-api';
import { tollEditingApi, type TripTolls } from '../api/toll-editing-api';
import type { JournalEntry } from '../api/types';
import type { TaxKind } from '../lib/toll-passages';
import { isDisabledStatus, viewerOf } from '../lib/trip-permissions';

/** How long the journal's copy of a toll change takes to arrive (tolls.trip-charges.v1) before the trip is re-read. */
export const JOURNAL_CATCH_UP_MS = 2_000;

export interface TollEditing {
  /** ADMIN, ROOT, HEXA: the controls are shown (a driver sees none). */
  canEdit: boolean;
  /** DONE, LOCKED or CHECKED: the controls are shown disabled (spec 02 §4). */
  frozen: boolean;
  /** A change on its way: the controls wait. */
  busy: boolean;
  /** A passage's override (null clears it) of its kind's amount. */
  override(passageId: number, kind: TaxKind, amountSek: number | null): Promise<boolean>;
  /** Removes a passage (false) or brings it back (true). */
  setActive(passageId: number, active: boolean): Promise<boolean>;
  /** Back to the computed passages of one tax. */
  restore(kind: TaxKind): Promise<boolean>;
  /** The passages detected again on the trip's path, the overrides dropped. */
  reset(): Promise<boolean>;
}

/** The trip with the toll fields of a change's answer (shown at once, before the journal's copy follows). */
export function withTolls(entry: JournalEntry, tolls: TripTolls): JournalEntry {
  const { journal_id: _id, ...fields } = tolls;
  return { ...entry, ...fields };
}

// Toll editing in the route panel (spec 02 §2.2, §4, §7): each answer replaces the trip's toll fields at once; the
// trip is then read again from the journal, whose copy follows the change through Kafka.
export function useTollEditing(
  entry: JournalEntry,
  scope: Scope | undefined,
  replace: ((entry: JournalEntry) => void) | undefined,
): TollEditing {
  const user = useSessionStore((s) => s.user);
  const viewer = viewerOf(user ?? { userId: 0, roles: [] });
  const canEdit = (viewer.admin || viewer.superadmin) && !entry.privateHidden;
  const frozen = isDisabledStatus(entry.status);
  const [busy, setBusy] = useState(false);
  const latest = useRef(entry);
  latest.current = entry;
  const refresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refresh.current), []);

  const apply = useCallback(
    async (change: () => Promise<TripTolls>): Promise<boolean> => {
      setBusy(true);
      try {
        const tolls = await change();
        replace?.(withTolls(latest.current, tolls));
        clearTimeout(refresh.current);
        refresh.current = setTimeout(() => {
          const journalId = latest.current.journal_id;
          tollEditingApi
            .entry(journalId, scope)
            .then((fresh) => {
              if (fresh) replace?.(fresh);
            })
            .catch(() => undefined);
        }, JOURNAL_CATCH_UP_MS);
        return true;
      } catch {
        return false;
      } finally {
        setBusy(false);
      }
    },
    [replace, scope],
  );

  const journalId = entry.journal_id;
  return {
    canEdit,
    frozen,
    busy,
    override: (passageId, kind, amountSek) =>
      apply(() =>
        tollEditingApi.overridePassage(
          passageId,
          kind === 'congestion' ? { overridePrice: amountSek } : { overridePriceInfra: amountSek },
          scope,
        ),
      ),
    setActive: (passageId, active) =>
      apply(() => tollEditingApi.overridePassage(passageId, { isActive: active }, scope)),
    restore: (kind) =>
      apply(() =>
        tollEditingApi.restorePassages(
          journalId,
          { congestion: kind === 'congestion', infra: kind === 'infrastructure' },
          scope,
        ),
      ),
    reset: () => apply(() => tollEditingApi.resetToll(journalId, scope)),
  };
}
