import type { EntityManager } from '@mikro-orm/postgresql';

import { INCOMPATIBLE_PURPOSES, placePurpose } from '../preferences/place-rules';
import { placeGivingTripType } from '../preferences/places.repository';
import { type ScheduleDay, type ScheduleTripType, withinWorkingHours } from '../preferences/schedule-rules';
import type { IbuttonDrivers } from './ibutton-drivers';

/** The installation of a device at a time, with what its vehicle gives a trip (the journal's read models). */
export interface InstallationRow {
  device_id: string;
  vehicle_id: string;
  organization_id: string;
  default_trip_type: string | null;
  driver_id: string | null;
  /** The driver's work schedule, when it has one (activated). */
  schedule_trip_type: ScheduleTripType | null;
  schedule_days: ScheduleDay[] | null;
}

/**
 * The purpose a trip gets (provisionally when it opens, for good when it closes) after the saved places (tripDefaultsAt),
 * in the order: the driver's work schedule when the trip starts within its working
 * hours, the vehicle's default trip type. A private purpose set automatically is PRIVATE_AUTO (spec 01 §4.4). Null
 * while the journal knows nothing of the vehicle.
 */
export function defaultPurpose(
  vehicleDefaultTripType: string | null,
  schedule?: { tripType: ScheduleTripType; days: ScheduleDay[] } | null,
  startMs?: number,
): string | null {
  if (schedule && startMs !== undefined && withinWorkingHours(schedule, startMs)) {
    return schedule.tripType === 'PRIVATE' ? 'PRIVATE_AUTO' : 'BUSINESS';
  }
  if (vehicleDefaultTripType === null) return null;
  return vehicleDefaultTripType === 'PRIVATE' ? 'PRIVATE_AUTO' : 'BUSINESS';
}

/** The installation of the device at a time, with what the vehicle gives its trips; undefined when in none. */
export async function installationAt(
  tx: EntityManager,
  imei: string,
  atMs: number,
): Promise<InstallationRow | undefined> {
  const at = new Date(atMs).toISOString();
  const [installation] = await tx.execute<InstallationRow[]>(
    `select i."device_id", i."vehicle_id", i."organization_id", v."default_trip_type",
       coalesce(v."current_driver_id", v."default_driver_id") as "driver_id",
       ws."trip_type" as "schedule_trip_type", ws."days" as "schedule_days"
     from "journal"."installations" i
     left join "journal"."vehicles" v on v."vehicle_id" = i."vehicle_id" and not v."deleted"
     left join "journal"."work_schedules" ws on ws."user_id" = coalesce(v."current_driver_id", v."default_driver_id")
     where i."imei" = ? and i."installed_at" <= ? and (i."removed_at" is null or i."removed_at" > ?)
     order by i."installed_at" desc limit 1`,
    [imei, at, at],
  );
  return installation;
}

/**
 * The purpose and driver a trip of the installation's vehicle starting at `startMs` gets: the purpose by
 * `defaultPurpose`; the installation's driver (the driver key's user by `withKeyDriver`, else the checked-in one,
 * else the vehicle's default). The driver's saved places come first: tripDefaultsAt.
 */
export function tripDefaults(
  installation: InstallationRow,
  startMs: number,
): { purpose: string | null; driverUserId: number | null } {
  const schedule =
    installation.schedule_trip_type && installation.schedule_days
      ? { tripType: installation.schedule_trip_type, days: installation.schedule_days }
      : null;
  return {
    purpose: defaultPurpose(installation.default_trip_type, schedule, startMs),
    driverUserId: installation.driver_id === null ? null : Number(installation.driver_id),
  };
}

/**
 * The installation as a trip that carried a driver key (iButton id) sees it: the key's user drives when
 * `drivers` accepts it for the vehicle's organisation, with that user's work schedule (so the purpose follows the
 * driver who drove); otherwise the installation as it is (checked-in driver, else the vehicle's default).
 */
export async function withKeyDriver(
  tx: EntityManager,
  installation: InstallationRow,
  ibuttonId: string | undefined,
  drivers: IbuttonDrivers,
): Promise<InstallationRow> {
  if (ibuttonId === undefined) return installation;
  const userId = await drivers.driverOf(ibuttonId, Number(installation.organization_id));
  if (userId === null || (installation.driver_id !== null && Number(installation.driver_id) === userId)) {
    return installation;
  }
  const [schedule] = await tx.execute<Array<{ trip_type: ScheduleTripType; days: ScheduleDay[] }>>(
    `select "trip_type", "days" from "journal"."work_schedules" where "user_id" = ?`,
    [userId],
  );
  return {
    ...installation,
    driver_id: String(userId),
    schedule_trip_type: schedule?.trip_type ?? null,
    schedule_days: schedule?.days ?? null,
  };
}

export interface TripDefaults {
  purpose: string | null;
  driverUserId: number | null;
  /** A place's description, which becomes the trip's ('' for none). */
  description: string;
  /** Developer flags the defaults raise (INCOMPATIBLE_PURPOSES). */
  devComment: string[];
}

interface Point {
  latitude: number;
  longitude: number;
}

/**
 * The defaults of a trip with its ends (the stop unknown while the trip is open): the driver's saved places first
 * (spec 03 Zone activeOnTripStart/End), where the start's and the stop's places disagree the vehicle's default and the
 * INCOMPATIBLE_PURPOSES flag; otherwise tripDefaults (work schedule, vehicle). Read in the caller's transaction.
 */
export async function tripDefaultsAt(
  tx: EntityManager,
  installation: InstallationRow,
  startMs: number,
  start: Point,
  stop?: Point,
): Promise<TripDefaults> {
  const defaults = tripDefaults(installation, startMs);
  const none = { ...defaults, description: '', devComment: [] };
  if (defaults.driverUserId === null) return none;
  const userId = defaults.driverUserId;
  const atStart = await placeGivingTripType(tx, userId, start.latitude, start.longitude, 'start');
  const atStop = stop && (await placeGivingTripType(tx, userId, stop.latitude, stop.longitude, 'stop'));
  const fromPlaces = placePurpose(atStart, atStop);
  if (fromPlaces.incompatible) {
    return {
      ...defaults,
      purpose: defaultPurpose(installation.default_trip_type),
      description: '',
      devComment: [INCOMPATIBLE_PURPOSES],
    };
  }
  if (fromPlaces.tripType === null) return none;
  return {
    ...defaults,
    purpose: fromPlaces.tripType === 'PRIVATE' ? 'PRIVATE_AUTO' : 'BUSINESS',
    description: fromPlaces.description,
    devComment: [],
  };
}
