// Where trips move (spec 02 §5 "Move trip"): OK waits until an organisation and a vehicle are chosen and they are
// not where the trips already are; moving an interval also needs both its times, the start before the end.
import type { MoveTripRequest, MoveTripsRequest } from '../api/admin-types';
import { fromDateTimeInput } from './trip-edit-values';

export interface MoveTarget {
  organizationId: number | null;
  vehicleId: number | null;
  /** null: no driver. */
  driverId: number | null;
}

export interface TripPlace {
  organizationId: number;
  vehicleId: number;
}

export const emptyMoveTarget = (): MoveTarget => ({ organizationId: null, vehicleId: null, driverId: null });

/** A trip keeps its vehicle when it moves nowhere: the chosen vehicle must be another one. */
export function isMoveTargetReady(target: MoveTarget, current: TripPlace): boolean {
  if (target.organizationId === null || target.vehicleId === null) return false;
  return !(target.organizationId === current.organizationId && target.vehicleId === current.vehicleId);
}

export function moveTripRequest(target: MoveTarget, current: TripPlace): MoveTripRequest | null {
  if (!isMoveTargetReady(target, current)) return null;
  return { vehicleId: target.vehicleId as number, driverId: target.driverId };
}

export interface MoveInterval {
  /** datetime-local values, Europe/Stockholm. */
  from: string;
  to: string;
}

/** The interval request, or null while OK is to stay disabled. */
export function moveTripsRequest(
  interval: MoveInterval,
  target: MoveTarget,
  source: TripPlace | null,
): MoveTripsRequest | null {
  const fromTsMs = fromDateTimeInput(interval.from);
  const toTsMs = fromDateTimeInput(interval.to);
  if (source === null || fromTsMs === null || toTsMs === null || toTsMs <= fromTsMs) return null;
  if (!isMoveTargetReady(target, source)) return null;
  return {
    fromTsMs,
    toTsMs,
    sourceVehicleId: source.vehicleId,
    targetVehicleId: target.vehicleId as number,
    targetDriverId: target.driverId,
  };
}
