import { api } from '../../../api/client';
import type { CreateVehicleRequest, Vehicle } from '../../vehicles/api/types';

// A tracker is created in the organisation picked in the editor: the organisation travels as x-organization-id
// (POST /api/vehicles takes no organisation in its body).
export const trackersApi = {
  create: ({ organizationId, ...body }: CreateVehicleRequest) =>
    api.post<Vehicle>('/api/vehicles', body, { organizationId, notify: false }),
};
