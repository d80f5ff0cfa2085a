import { api, type RequestOptions } from '../../../api/client';
import type { JournalEntry, JournalQuery, UpdateTripRequest } from './types';

// The page reads the organisation its filter shows, which may differ from the selected one.
export type Scope = Pick<RequestOptions, 'organizationId'>;

const ids = (list: readonly number[]) => (list.length ? list.join(',') : undefined);

export const journalApi = {
  // Trips starting in [fromTsMs, toTsMs), oldest first. A failure is shown by the client's toast.
  list: (query: JournalQuery, scope?: Scope) =>
    api.get<JournalEntry[]>('/api/journal', {
      query: {
        fromTsMs: query.fromTsMs,
        toTsMs: query.toTsMs,
        vehicleIds: ids(query.vehicleIds),
        driverIds: ids(query.driverIds),
        fetchCoordinates: query.fetchCoordinates ?? 'false',
      },
      ...scope,
    }),
  // Toggles (confirm, correct, purpose, description) report a refusal through the client's toast.
  update: (id: number, body: UpdateTripRequest, scope?: Scope) =>
    api.put<JournalEntry>(`/api/journal/${id}`, body, scope),
  // The admin comment shows its own success or failure on the field (spec 02 §4).
  updateQuietly: (id: number, body: UpdateTripRequest, scope?: Scope) =>
    api.put<JournalEntry>(`/api/journal/${id}`, body, { notify: false, ...scope }),
};
