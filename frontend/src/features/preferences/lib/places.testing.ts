// Builder for the unit tests: a zone as the API answers it, with the server's defaults (spec 03 §9).
import type { Zone } from '../api/types';

export function zone(changes: Partial<Zone> = {}): Zone {
  return {
    zoneId: 11,
    userId: 7,
    organizationId: 3,
    zoneName: 'Ny plats',
    address: '',
    latitude: 59.33,
    longitude: 18.06,
    radiusMs: 400,
    tripType: 'NONE',
    activeOnTripStart: true,
    activeOnTripEnd: true,
    description: '',
    ...changes,
  };
}
