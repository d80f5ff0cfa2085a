// What the vehicle and driver filters start with (spec 02 §2.1): the vehicleId and userId query parameters when
// they name a choice on offer; otherwise the default vehicle (default, current or permitted vehicle, else the first).
import { chooseDefaultVehicle } from '../../my-vehicles/lib/default-vehicle';

export interface TripFilters {
  vehicleIds: number[];
  driverIds: number[];
}

type UserVehicles = Parameters<typeof chooseDefaultVehicle>[1];

const idParam = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

export function initialFilters(
  params: URLSearchParams,
  vehicleIds: readonly number[],
  driverIds: readonly number[],
  user: UserVehicles,
): TripFilters {
  const vehicleId = idParam(params.get('vehicleId'));
  const userId = idParam(params.get('userId'));
  const vehicle = vehicleId !== null && vehicleIds.includes(vehicleId) ? vehicleId : null;
  const driver = userId !== null && driverIds.includes(userId) ? userId : null;
  if (vehicle !== null) return { vehicleIds: [vehicle], driverIds: driver !== null ? [driver] : [] };
  // A driver asked for by the link: all of that driver's trips, whichever vehicle.
  if (driver !== null) return { vehicleIds: [], driverIds: [driver] };
  const fallback = chooseDefaultVehicle(vehicleIds, user);
  return { vehicleIds: fallback !== null ? [fallback] : [], driverIds: [] };
}
