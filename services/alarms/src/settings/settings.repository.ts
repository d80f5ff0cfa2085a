import { alarmsV1 } from '@fleetlog/contracts';
import { arrayLiteral } from '@fleetlog/database';
import type { EntityManager } from '@mikro-orm/postgresql';

import { alarmNameOf, alarmNameText } from './alarm-names';
import type { GeofenceFields, SettingFields } from './setting-fields';

// The queries of alarm settings. Every read of a caller's settings takes the organisations it may see ('all' for ROOT
// and HEXA), so a setting of another organisation is never found. A deleted setting stays as a row (its periods
// refer to it) but is found by nothing here.

export type OrganizationScope = readonly number[] | 'all';

export interface SettingRow extends SettingFields {
  id: number;
  createdBy: number;
  createdAtMs: number;
  updatedAtMs: number;
}

interface RawRow {
  id: string;
  organization_id: string;
  alarm_name: string;
  alarm_type: string;
  name: string;
  note: string;
  priority: SettingFields['priority'];
  emails: string[];
  push_user_ids: string[];
  repeat_after_hours: number;
  notify_when_acknowledged: boolean;
  target_vehicle_ids: string[];
  target_organization_ids: string[];
  target_tracker_ids: string[];
  target_tracker_organization_ids: string[];
  is_tracker: boolean;
  schedule: SettingFields['schedule'];
  params: SettingFields['params'];
  zone_coords: GeofenceFields['zoneCoords'] | null;
  center: GeofenceFields['center'] | null;
  place: string;
  active_on_enter: boolean;
  active_on_exit: boolean;
  distortion: number;
  active: boolean;
  created_by: string;
  created_ms: string;
  updated_ms: string;
}

const COLUMNS = `s.*, (extract(epoch from s."created_at") * 1000)::bigint as "created_ms",
  (extract(epoch from s."updated_at") * 1000)::bigint as "updated_ms"`;

const numbers = (values: readonly string[] | null): number[] => (values ?? []).map(Number);

function settingOf(row: RawRow): SettingRow {
  return {
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    alarmName: alarmNameOf(row.alarm_name) ?? 0,
    alarmType: alarmsV1.alarmTypeFromJSON(row.alarm_type),
    name: row.name,
    note: row.note,
    priority: row.priority,
    emails: row.emails ?? [],
    pushUserIds: numbers(row.push_user_ids),
    repeatAfterHours: row.repeat_after_hours,
    notifyWhenAcknowledged: row.notify_when_acknowledged,
    targetVehicleIds: numbers(row.target_vehicle_ids),
    targetOrganizationIds: numbers(row.target_organization_ids),
    targetTrackerIds: numbers(row.target_tracker_ids),
    targetTrackerOrganizationIds: numbers(row.target_tracker_organization_ids),
    isTracker: row.is_tracker,
    schedule: row.schedule,
    params: row.params,
    geofence: row.zone_coords
      ? {
          zoneCoords: row.zone_coords,
          center: row.center ?? row.zone_coords[0]!,
          place: row.place,
          activeOnEnter: row.active_on_enter,
          activeOnExit: row.active_on_exit,
          distortion: row.distortion,
        }
      : null,
    active: row.active,
    createdBy: Number(row.created_by),
    createdAtMs: Number(row.created_ms),
    updatedAtMs: Number(row.updated_ms),
  };
}

function scopeSql(scope: OrganizationScope): { sql: string; params: unknown[] } {
  return scope === 'all'
    ? { sql: 'true', params: [] }
    : { sql: `s."organization_id" = any(?::bigint[])`, params: [arrayLiteral([...scope])] };
}

export async function listSettings(
  em: EntityManager,
  scope: OrganizationScope,
  geofences: boolean,
  organizationId: number | null,
): Promise<SettingRow[]> {
  const where = scopeSql(scope);
  const rows = await em.execute<RawRow[]>(
    `select ${COLUMNS} from "alarms"."settings" s
      where not s."deleted" and ${where.sql} and (s."alarm_name" = 'GEO_ZONE') = ?
        and (?::bigint is null or s."organization_id" = ?::bigint)
      order by s."id"`,
    [...where.params, geofences, organizationId, organizationId],
  );
  return rows.map(settingOf);
}

export async function findSetting(em: EntityManager, scope: OrganizationScope, id: number): Promise<SettingRow | null> {
  const where = scopeSql(scope);
  const [row] = await em.execute<RawRow[]>(
    `select ${COLUMNS} from "alarms"."settings" s where not s."deleted" and ${where.sql} and s."id" = ?`,
    [...where.params, id],
  );
  return row ? settingOf(row) : null;
}

/** Every live setting, for the evaluators (an alarm belongs to no caller). */
export async function allSettings(em: EntityManager): Promise<SettingRow[]> {
  const rows = await em.execute<RawRow[]>(
    `select ${COLUMNS} from "alarms"."settings" s where not s."deleted" order by s."id"`,
  );
  return rows.map(settingOf);
}

function values(fields: SettingFields): unknown[] {
  const geo = fields.geofence;
  const ring = geo ? [...geo.zoneCoords, geo.zoneCoords[0]!] : null;
  return [
    fields.organizationId,
    alarmNameText(fields.alarmName),
    alarmsV1.alarmTypeToJSON(fields.alarmType),
    fields.name,
    fields.note,
    fields.priority,
    arrayLiteral(fields.emails),
    arrayLiteral(fields.pushUserIds),
    fields.repeatAfterHours,
    fields.notifyWhenAcknowledged,
    arrayLiteral(fields.targetVehicleIds),
    arrayLiteral(fields.targetOrganizationIds),
    arrayLiteral(fields.targetTrackerIds),
    arrayLiteral(fields.targetTrackerOrganizationIds),
    fields.isTracker,
    JSON.stringify(fields.schedule),
    JSON.stringify(fields.params),
    geo ? JSON.stringify(geo.zoneCoords) : null,
    ring ? `SRID=4326;POLYGON((${ring.map((p) => `${p.longitude} ${p.latitude}`).join(', ')}))` : null,
    geo ? JSON.stringify(geo.center) : null,
    geo?.place ?? '',
    geo?.activeOnEnter ?? false,
    geo?.activeOnExit ?? false,
    geo?.distortion ?? 50,
    fields.active,
  ];
}

const SET_COLUMNS = `"organization_id", "alarm_name", "alarm_type", "name", "note", "priority", "emails", "push_user_ids",
  "repeat_after_hours", "notify_when_acknowledged", "target_vehicle_ids", "target_organization_ids",
  "target_tracker_ids", "target_tracker_organization_ids", "is_tracker", "schedule", "params", "zone_coords", "zone",
  "center", "place", "active_on_enter", "active_on_exit", "distortion", "active"`;
const SET_VALUES = `?, ?, ?, ?, ?, ?, ?::text[], ?::bigint[], ?, ?, ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?,
  ?::jsonb, ?::jsonb, ?::jsonb, ?::geography, ?::jsonb, ?, ?, ?, ?, ?`;

export async function insertSetting(em: EntityManager, fields: SettingFields, createdBy: number): Promise<number> {
  const [row] = await em.execute<Array<{ id: string }>>(
    `insert into "alarms"."settings" (${SET_COLUMNS}, "created_by") values (${SET_VALUES}, ?) returning "id"`,
    [...values(fields), createdBy],
  );
  return Number(row!.id);
}

export async function updateSetting(em: EntityManager, id: number, fields: SettingFields): Promise<void> {
  await em.execute(
    `update "alarms"."settings" set (${SET_COLUMNS}, "updated_at") = (${SET_VALUES}, now()) where "id" = ?`,
    [...values(fields), id],
  );
}

export async function setActive(em: EntityManager, id: number, active: boolean): Promise<void> {
  await em.execute(`update "alarms"."settings" set "active" = ?, "updated_at" = now() where "id" = ?`, [active, id]);
}

export async function markDeleted(em: EntityManager, id: number): Promise<void> {
  await em.execute(
    `update "alarms"."settings" set "deleted" = true, "active" = false, "updated_at" = now() where "id" = ?`,
    [id],
  );
}

/** The settings changed since a time (deleted ones too), for the evaluators' caches. */
export async function latestChangeMs(em: EntityManager): Promise<number> {
  const [row] = await em.execute<Array<{ ms: string | null }>>(
    `select (extract(epoch from max("updated_at")) * 1000)::bigint as "ms" from "alarms"."settings"`,
  );
  return Number(row?.ms ?? 0);
}
