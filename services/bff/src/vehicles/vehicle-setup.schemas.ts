import { z } from 'zod/v4';

import { component } from '../common/openapi';
import { CreateVehicleBodySchema, entityId, serviceEntries } from './vehicle.schemas';

/** POST /api/vehicles/setup: a new vehicle with what the editor sets up together with it, in one request. */
export const VehicleSetupBodySchema = component(
  'VehicleSetupBody',
  z.strictObject({
    vehicle: CreateVehicleBodySchema,
    organizationId: entityId
      .optional()
      .describe('Organisation to create it in; default the selected one. The services check the caller may'),
    deviceId: entityId.optional().describe('A free device of that organisation to install'),
    vehicleService: serviceEntries.optional().describe('Service entries'),
    currentDriver: entityId.optional().describe('Checked-in driver: a permitted one, or anyone on an open vehicle'),
  }),
);

export type VehicleSetupBody = z.output<typeof VehicleSetupBodySchema>;
