import { api } from '../../../api/client';
import type {
  CreateTripRequest,
  DeletedVehicleHistory,
  MoveTripRequest,
  MoveTripsRequest,
  MoveTripsResponse,
  OverrideHistoryEntry,
} from './admin-types';
import type { Scope } from './journal-api';
import type { JournalEntry } from './types';

// The superadmin's trip tools (spec 02 §6: ROOT). The dialogs show a refusal themselves (notify false); the row
// buttons and the superadmin-mode fields leave it to the client's toast.
export const adminTripsApi = {
  create: (body: CreateTripRequest, scope?: Scope) =>
    api.post<JournalEntry>('/api/admin/trip', body, { notify: false, ...scope }),
  remove: (journalId: number, scope?: Scope) => api.delete<JournalEntry>(`/api/admin/trip/${journalId}`, scope),
  moveOne: (journalId: number, body: MoveTripRequest, scope?: Scope) =>
    api.put<JournalEntry>(`/api/admin/move-trip/single/${journalId}`, body, { notify: false, ...scope }),
  moveMany: (body: MoveTripsRequest, scope?: Scope) =>
    api.post<MoveTripsResponse>('/api/admin/move-trips', body, { notify: false, ...scope }),
  overrideHistory: (journalId: number, scope?: Scope) =>
    api.get<OverrideHistoryEntry[]>(`/api/journal/${journalId}/override-history`, { notify: false, ...scope }),
  deleteVehicleHistory: (vehicleId: number, scope?: Scope) =>
    api.delete<DeletedVehicleHistory>(`/api/admin/vehicles/${vehicleId}/history`, scope),
};
