import { api } from '../../../api/client';
import type { components } from '../../../api/generated/bff-api';
import type { Scope } from './journal-api';

type Schemas = components['schemas'];

export type TripRoute = Schemas['TripRoute'];
export type SpeedJourney = Schemas['SpeedJourney'];

// The trip panels' reads (spec 02 §2.2, §2.3, §7 GET /geo/trip/{id}). The panels show their own failure.
export const geoApi = {
  speedLogAccess: () => api.get<Schemas['SpeedLogAccess']>('/api/geo/speed-log-access', { notify: false }),
  route: (journalId: number, scope?: Scope) =>
    api.get<TripRoute>(`/api/journal/${journalId}/route`, { notify: false, ...scope }),
  speedJourney: (journalId: number, scope?: Scope) =>
    api.get<SpeedJourney>(`/api/geo/trip/${journalId}`, { notify: false, ...scope }),
};
