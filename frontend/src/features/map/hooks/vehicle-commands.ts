// The map's row-menu command (spec 02 §7: POST /vehicles/{id}/tracking, update latest position), through the one API
// client. The BFF records the command and answers it; the new position arrives like any other, live.
import { api } from '../../../api/client';

export const vehicleCommandsApi = {
  requestPosition: (vehicleId: number) => api.post<unknown>(`/api/vehicles/${vehicleId}/tracking`),
};
