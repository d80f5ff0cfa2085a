import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

import { geoApi } from '../api/geo-api';
import type { Scope } from '../api/journal-api';
import type { JournalEntry } from '../api/types';

export type TripPanelKind = 'route' | 'speed';

export interface TripPanels {
  scope: Scope | undefined;
  /** Whether the speed-log button shows (spec 02 §6; the BFF answers ROOT, the user or the organisation switch). */
  speedLogAllowed: boolean;
  open: { kind: TripPanelKind; entry: JournalEntry } | null;
  show(kind: TripPanelKind, entry: JournalEntry): void;
  close(): void;
}

// The route and speed-log side panels of the trips page (spec 02 §2.2, §2.3), provided by the page to its rows.
export const TripPanelsContext = createContext<TripPanels | null>(null);

export const useTripPanels = (): TripPanels | null => useContext(TripPanelsContext);

/** A corrected trip's recorded path no longer matches it (spec 02 §2.2, §8): no map, no speed log. */
export const panelsUnavailable = (entry: Pick<JournalEntry, 'status'>): boolean => entry.status === 'CORRECTED';

export function useTripPanelsState(scope: Scope | undefined, userId: number | undefined): TripPanels {
  const [open, setOpen] = useState<TripPanels['open']>(null);
  const [access, setAccess] = useState<{ userId: number; allowed: boolean } | null>(null);

  useEffect(() => {
    if (userId === undefined) return undefined;
    let live = true;
    geoApi
      .speedLogAccess()
      .then(({ allowed }) => live && setAccess({ userId, allowed }))
      .catch(() => live && setAccess({ userId, allowed: false }));
    return () => {
      live = false;
    };
  }, [userId]);

  const show = useCallback((kind: TripPanelKind, entry: JournalEntry) => setOpen({ kind, entry }), []);
  const close = useCallback(() => setOpen(null), []);
  const speedLogAllowed = access !== null && access.userId === userId && access.allowed;
  return useMemo(() => ({ scope, speedLogAllowed, open, show, close }), [scope, speedLogAllowed, open, show, close]);
}
