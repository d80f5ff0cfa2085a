import type { EntityManager } from '@mikro-orm/postgresql';

import type { ServiceEntryFacts } from '../evaluation/due-rules';

// What alarms keeps of other services' state: each tracker as devices.status.v1 tells it (its vehicle and
// organisation, last contact, battery) and each vehicle as fleet.vehicles.v1 tells it (organisation, archived).

export interface TrackerRow {
  imei: string;
  deviceId: number;
  organizationId: number;
  vehicleId: number;
  lastSeenMs: number | null;
  batteryLevel: number | null;
}

export interface VehicleRow {
  id: number;
  organizationId: number;
  registry: string;
  name: string;
  archived: boolean;
  odometerKm: number | null;
  nextInspectionMs: number | null;
  serviceEntries: ServiceEntryFacts[];
  /** When its latest trip ended (journal.trips.v1), null before the first. */
  lastTripMs: number | null;
}

/** Applies a tracker's status unless an older version; answers the row before, or null when the event was stale. */
export async function upsertTracker(
  em: EntityManager,
  tracker: TrackerRow,
  version: number,
): Promise<{ before: TrackerRow | undefined } | null> {
  const [previous] = await em.execute<Array<{ version: string } & RawTracker>>(
    `select *, (extract(epoch from "last_seen_at") * 1000)::bigint as "last_seen_ms"
       from "alarms"."trackers" where "imei" = ? for update`,
    [tracker.imei],
  );
  if (previous && Number(previous.version) > version) return null;
  await em.execute(
    `insert into "alarms"."trackers" ("imei", "device_id", "organization_id", "vehicle_id", "last_seen_at",
       "battery_level", "version")
     values (?, ?, ?, ?, to_timestamp(?::bigint / 1000.0), ?, ?)
     on conflict ("imei") do update set "device_id" = excluded."device_id",
       "organization_id" = excluded."organization_id", "vehicle_id" = excluded."vehicle_id",
       "last_seen_at" = excluded."last_seen_at", "battery_level" = excluded."battery_level",
       "version" = excluded."version"`,
    [
      tracker.imei,
      tracker.deviceId,
      tracker.organizationId,
      tracker.vehicleId,
      tracker.lastSeenMs,
      tracker.batteryLevel,
      version,
    ],
  );
  return { before: previous ? trackerOf(previous) : undefined };
}

interface RawTracker {
  imei: string;
  device_id: string;
  organization_id: string;
  vehicle_id: string;
  last_seen_ms: string | null;
  battery_level: number | null;
}

function trackerOf(row: RawTracker): TrackerRow {
  return {
    imei: row.imei,
    deviceId: Number(row.device_id),
    organizationId: Number(row.organization_id),
    vehicleId: Number(row.vehicle_id),
    lastSeenMs: row.last_seen_ms === null ? null : Number(row.last_seen_ms),
    batteryLevel: row.battery_level,
  };
}

export async function allTrackers(em: EntityManager): Promise<TrackerRow[]> {
  const rows = await em.execute<RawTracker[]>(
    `select *, (extract(epoch from "last_seen_at") * 1000)::bigint as "last_seen_ms" from "alarms"."trackers"`,
  );
  return rows.map(trackerOf);
}

/** Applies fleet's state of a vehicle unless an older version (its last trip is the trips consumer's). */
export async function upsertVehicle(
  em: EntityManager,
  vehicle: Omit<VehicleRow, 'lastTripMs'>,
  version: number,
): Promise<VehicleRow | null> {
  const rows = await em.execute<RawVehicle[]>(
    `insert into "alarms"."vehicles" ("id", "organization_id", "registry", "name", "archived", "odometer_km",
       "next_inspection_ms", "service_entries", "version")
     values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?)
     on conflict ("id") do update set "organization_id" = excluded."organization_id",
       "registry" = excluded."registry", "name" = excluded."name", "archived" = excluded."archived",
       "odometer_km" = excluded."odometer_km", "next_inspection_ms" = excluded."next_inspection_ms",
       "service_entries" = excluded."service_entries", "version" = excluded."version"
     where "vehicles"."version" <= excluded."version"
     returning *`,
    [
      vehicle.id,
      vehicle.organizationId,
      vehicle.registry,
      vehicle.name,
      vehicle.archived,
      vehicle.odometerKm,
      vehicle.nextInspectionMs,
      JSON.stringify(vehicle.serviceEntries),
      version,
    ],
  );
  return rows[0] ? vehicleOf(rows[0]) : null;
}

/** A trip of the vehicle ended: the latest end is kept (an older trip changed later moves nothing). */
export async function recordTrip(em: EntityManager, vehicleId: number, stopMs: number): Promise<number | null> {
  const [row] = await em.execute<Array<{ last_trip_ms: string | null }>>(
    `update "alarms"."vehicles" set "last_trip_ms" = greatest(coalesce("last_trip_ms", 0), ?::bigint)
      where "id" = ? returning "last_trip_ms"`,
    [stopMs, vehicleId],
  );
  return row?.last_trip_ms ? Number(row.last_trip_ms) : null;
}

interface RawVehicle {
  id: string;
  organization_id: string;
  registry: string;
  name: string;
  archived: boolean;
  odometer_km: number | null;
  next_inspection_ms: string | null;
  service_entries: ServiceEntryFacts[];
  last_trip_ms: string | null;
}

function vehicleOf(row: RawVehicle): VehicleRow {
  return {
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    registry: row.registry,
    name: row.name,
    archived: row.archived,
    odometerKm: row.odometer_km,
    nextInspectionMs: row.next_inspection_ms === null ? null : Number(row.next_inspection_ms),
    serviceEntries: row.service_entries ?? [],
    lastTripMs: row.last_trip_ms === null ? null : Number(row.last_trip_ms),
  };
}

export async function allVehicles(em: EntityManager): Promise<VehicleRow[]> {
  return (await em.execute<RawVehicle[]>(`select * from "alarms"."vehicles"`)).map(vehicleOf);
}

/** How a vehicle is named in a mail: its registration, else its name. */
export async function vehicleLabel(em: EntityManager, id: number): Promise<string> {
  const [row] = await em.execute<Array<{ registry: string; name: string }>>(
    `select "registry", "name" from "alarms"."vehicles" where "id" = ?`,
    [id],
  );
  return row ? row.registry || row.name || `#${id}` : `#${id}`;
}
