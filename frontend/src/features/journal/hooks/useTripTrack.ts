import { useEffect, useState } from 'react';

import { geoApi, type SpeedJourney, type TripRoute } from '../api/geo-api';
import type { Scope } from '../api/journal-api';
import type { TripPanelKind } from './useTripPanels';

// Spec 02 §3 "Speed journey", §4: the fetch is fetching, done or error.
export type TrackFetch<T> = { state: 'fetching' } | { state: 'done'; data: T } | { state: 'error'; status: number };

type Answer<K extends TripPanelKind> = K extends 'speed' ? SpeedJourney : TripRoute;

/** The path (route panel) or the speed journey (speed log) of a trip; nothing is asked while `skip`. */
export function useTripTrack<K extends TripPanelKind>(
  kind: K,
  journalId: number,
  scope: Scope | undefined,
  skip: boolean,
): TrackFetch<Answer<K>> {
  const [result, setResult] = useState<{ key: string; fetch: TrackFetch<Answer<K>> } | null>(null);
  const key = `${kind}:${journalId}:${scope?.organizationId ?? ''}`;

  useEffect(() => {
    if (skip) return undefined;
    let live = true;
    const request = kind === 'speed' ? geoApi.speedJourney(journalId, scope) : geoApi.route(journalId, scope);
    request
      .then((data) => live && setResult({ key, fetch: { state: 'done', data: data as Answer<K> } }))
      .catch((error: unknown) => {
        const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
        if (live) setResult({ key, fetch: { state: 'error', status } });
      });
    return () => {
      live = false;
    };
  }, [kind, journalId, scope, skip, key]);

  return result?.key === key ? result.fetch : { state: 'fetching' };
}
