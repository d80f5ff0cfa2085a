import { api } from '../../../api/client';
import type { components } from '../../../api/generated/bff-api';
import type { Scope } from './journal-api';
import type { JournalEntry } from './types';

type Schemas = components['schemas'];

/** A trip's toll fields as a toll change answers them (the journal JSON's names). */
export type TripTolls = Schemas['TripTolls'];
export type PassageOverrideBody = Schemas['PassageOverrideBody'];
export type RestorePassagesBody = Schemas['RestorePassagesBody'];

// Toll editing in the route panel (spec 02 §2.2, §7); a refusal is shown by the client's toast.
export const tollEditingApi = {
  overridePassage: (passageId: number, body: PassageOverrideBody, scope?: Scope) =>
    api.patch<TripTolls>(`/api/journal/passage/${passageId}`, body, scope),
  restorePassages: (journalId: number, body: RestorePassagesBody, scope?: Scope) =>
    api.put<TripTolls>(`/api/journal/${journalId}/restore-passages`, body, scope),
  resetToll: (journalId: number, scope?: Scope) =>
    api.post<TripTolls>(`/api/journal/${journalId}/reset-toll`, undefined, scope),
  /** The entry as the journal now holds it (its copy of the tolls follows a change within seconds). */
  entry: async (journalId: number, scope?: Scope): Promise<JournalEntry | undefined> =>
    (
      await api.get<JournalEntry[]>('/api/journal/by-ids', {
        query: { ids: String(journalId) },
        notify: false,
        ...scope,
      })
    ).find((entry) => entry.journal_id === journalId),
};
