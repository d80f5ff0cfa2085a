import { alarmsEventsV1, TOPICS } from '@fleetlog/contracts';
import { arrayLiteral } from '@fleetlog/database';
import { addToOutbox } from '@fleetlog/messaging';
import type { EntityManager } from '@mikro-orm/postgresql';

import { alarmNameOf } from '../settings/alarm-names';
import type { OrganizationScope } from '../settings/settings.repository';

// Alarm periods: one row from the moment a condition starts to the moment it ends (stop null while ongoing), with its
// acknowledgement. Every change of a period is published on alarms.periods.v1 through the outbox, in its transaction.

export interface PeriodRow {
  id: number;
  settingId: number;
  settingName: string;
  alarmType: string;
  alarmName: alarmsEventsV1.AlarmName;
  organizationId: number;
  subject: string;
  vehicleId: number;
  deviceId: number;
  imei: string;
  driverId: number;
  startMs: number;
  stopMs: number | null;
  acknowledged: boolean;
  acknowledgedBy: number;
  acknowledgedMs: number;
  comment: string;
  latitude: number | null;
  longitude: number | null;
  address: string;
  positionHidden: boolean;
  late: boolean;
  detail: string;
  notifications: number;
  lastNotifiedMs: number | null;
  priority: string;
  version: number;
}

interface RawPeriod {
  id: string;
  setting_id: string;
  setting_name: string;
  alarm_type: string;
  alarm_name: string;
  organization_id: string;
  subject: string;
  vehicle_id: string;
  device_id: string;
  imei: string;
  driver_id: string;
  start_ms: string;
  stop_ms: string | null;
  acknowledged: boolean;
  acknowledged_by: string;
  acknowledged_ms: string | null;
  comment: string;
  latitude: number | null;
  longitude: number | null;
  address: string;
  position_hidden: boolean;
  late: boolean;
  detail: string;
  notifications: number;
  last_notified_ms: string | null;
  priority: string;
  version: string;
}

const SELECT = `select p.*, s."name" as "setting_name", s."alarm_type", s."priority",
    (extract(epoch from p."start_at") * 1000)::bigint as "start_ms",
    (extract(epoch from p."stop_at") * 1000)::bigint as "stop_ms",
    (extract(epoch from p."acknowledged_at") * 1000)::bigint as "acknowledged_ms",
    (extract(epoch from p."last_notified_at") * 1000)::bigint as "last_notified_ms"
  from "alarms"."periods" p join "alarms"."settings" s on s."id" = p."setting_id"`;

function periodOf(row: RawPeriod): PeriodRow {
  return {
    id: Number(row.id),
    settingId: Number(row.setting_id),
    settingName: row.setting_name,
    alarmType: row.alarm_type,
    alarmName: alarmNameOf(row.alarm_name) ?? 0,
    organizationId: Number(row.organization_id),
    subject: row.subject,
    vehicleId: Number(row.vehicle_id),
    deviceId: Number(row.device_id),
    imei: row.imei,
    driverId: Number(row.driver_id),
    startMs: Number(row.start_ms),
    stopMs: row.stop_ms === null ? null : Number(row.stop_ms),
    acknowledged: row.acknowledged,
    acknowledgedBy: Number(row.acknowledged_by),
    acknowledgedMs: Number(row.acknowledged_ms ?? 0),
    comment: row.comment,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    positionHidden: row.position_hidden,
    late: row.late,
    detail: row.detail,
    notifications: row.notifications,
    lastNotifiedMs: row.last_notified_ms === null ? null : Number(row.last_notified_ms),
    priority: row.priority,
    version: Number(row.version),
  };
}

/**
 * A period as a message. Raised during a private trip, its position and address are the trip's driver's alone
 * (`viewerUserId`; the published event and the mails, for nobody in particular, never carry them).
 */
export function periodMessage(period: PeriodRow, viewerUserId = 0): alarmsEventsV1.AlarmPeriod {
  const isGeo = period.alarmName === alarmsEventsV1.AlarmName.GEO_ZONE;
  const visible = !period.positionHidden || (period.driverId > 0 && period.driverId === viewerUserId);
  const shown = visible && period.latitude !== null && period.longitude !== null;
  return alarmsEventsV1.AlarmPeriod.fromPartial({
    activeAlarmPeriodId: period.id,
    version: period.version,
    alarmSettingsId: period.settingId,
    alarmType: period.alarmType,
    alarmName: period.alarmName,
    alarmSettingName: period.settingName,
    geoZoneAlarmId: isGeo ? period.settingId : 0,
    geoZoneAlarmName: isGeo ? period.settingName : '',
    organizationId: period.organizationId,
    vehicleId: period.vehicleId,
    deviceId: period.deviceId,
    imei: period.imei,
    driverId: period.driverId,
    timestampStartMs: period.startMs,
    ...(period.stopMs !== null && { timestampStopMs: period.stopMs }),
    acknowledged: period.acknowledged,
    acknowledgedBy: period.acknowledgedBy,
    acknowledgedTimestampMs: period.acknowledgedMs,
    comment: period.comment,
    ...(shown && { latitude: period.latitude!, longitude: period.longitude! }),
    address: visible ? period.address : '',
    priority: period.priority,
    late: period.late,
    detail: period.detail,
    notifications: period.notifications,
    positionHidden: !visible,
  });
}

export async function findPeriod(em: EntityManager, id: number): Promise<PeriodRow | null> {
  const [row] = await em.execute<RawPeriod[]>(`${SELECT} where p."id" = ?`, [id]);
  return row ? periodOf(row) : null;
}

export async function findPeriodForUpdate(
  em: EntityManager,
  scope: OrganizationScope,
  id: number,
): Promise<PeriodRow | null> {
  const scoped = scope === 'all' ? '' : `and p."organization_id" = any(?::bigint[])`;
  const [row] = await em.execute<RawPeriod[]>(
    `${SELECT} where p."id" = ? ${scoped} for update of p`,
    scope === 'all' ? [id] : [id, arrayLiteral([...scope])],
  );
  return row ? periodOf(row) : null;
}

export async function ongoingPeriod(em: EntityManager, settingId: number, subject: string): Promise<PeriodRow | null> {
  const [row] = await em.execute<RawPeriod[]>(
    `${SELECT} where p."setting_id" = ? and p."subject" = ? and p."stop_at" is null for update of p`,
    [settingId, subject],
  );
  return row ? periodOf(row) : null;
}

export interface PeriodFilter {
  scope: OrganizationScope;
  fromMs: number;
  toMs: number;
  onlyOngoing: boolean;
  organizationId: number | null;
  vehicleIds: number[];
  driverIds: number[];
  alarmNames: string[];
  limit: number;
}

export async function listPeriods(em: EntityManager, filter: PeriodFilter): Promise<PeriodRow[]> {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.scope !== 'all') {
    clauses.push(`p."organization_id" = any(?::bigint[])`);
    params.push(arrayLiteral([...filter.scope]));
  }
  if (filter.onlyOngoing) clauses.push(`p."stop_at" is null`);
  else {
    // Periods that overlap the range: started before its end, and not stopped before its start.
    clauses.push(
      `p."start_at" <= to_timestamp(? / 1000.0)`,
      `(p."stop_at" is null or p."stop_at" >= to_timestamp(? / 1000.0))`,
    );
    params.push(filter.toMs, filter.fromMs);
  }
  if (filter.organizationId) {
    clauses.push(`p."organization_id" = ?`);
    params.push(filter.organizationId);
  }
  if (filter.vehicleIds.length) {
    clauses.push(`p."vehicle_id" = any(?::bigint[])`);
    params.push(arrayLiteral(filter.vehicleIds));
  }
  if (filter.driverIds.length) {
    clauses.push(`p."driver_id" = any(?::bigint[])`);
    params.push(arrayLiteral(filter.driverIds));
  }
  if (filter.alarmNames.length) {
    clauses.push(`p."alarm_name" = any(?::text[])`);
    params.push(arrayLiteral(filter.alarmNames));
  }
  const rows = await em.execute<RawPeriod[]>(
    `${SELECT} where ${clauses.join(' and ') || 'true'} order by p."start_at" desc, p."id" desc limit ?`,
    [...params, filter.limit],
  );
  return rows.map(periodOf);
}

export interface OpenPeriod {
  settingId: number;
  organizationId: number;
  alarmName: string;
  subject: string;
  vehicleId: number;
  deviceId: number;
  imei: string;
  driverId: number;
  startMs: number;
  latitude: number | null;
  longitude: number | null;
  address: string;
  positionHidden: boolean;
  late: boolean;
  detail: string;
}

/** Opens a period, or answers null when one of this alarm and subject is ongoing already. */
export async function insertPeriod(em: EntityManager, open: OpenPeriod): Promise<PeriodRow | null> {
  const [row] = await em.execute<Array<{ id: string }>>(
    `insert into "alarms"."periods" ("setting_id", "organization_id", "alarm_name", "subject", "vehicle_id",
       "device_id", "imei", "driver_id", "start_at", "latitude", "longitude", "address", "position_hidden", "late",
       "detail")
     values (?, ?, ?, ?, ?, ?, ?, ?, to_timestamp(? / 1000.0), ?, ?, ?, ?, ?, ?)
     on conflict ("setting_id", "subject") where "stop_at" is null do nothing
     returning "id"`,
    [
      open.settingId,
      open.organizationId,
      open.alarmName,
      open.subject,
      open.vehicleId,
      open.deviceId,
      open.imei,
      open.driverId,
      open.startMs,
      open.latitude,
      open.longitude,
      open.address,
      open.positionHidden,
      open.late,
      open.detail,
    ],
  );
  return row ? findPeriod(em, Number(row.id)) : null;
}

/** Closes a period at a time (never before its start) and raises its version. */
export async function closePeriod(em: EntityManager, id: number, stopMs: number): Promise<PeriodRow | null> {
  await em.execute(
    `update "alarms"."periods" set "stop_at" = greatest("start_at", to_timestamp(? / 1000.0)), "version" = "version" + 1
      where "id" = ? and "stop_at" is null`,
    [stopMs, id],
  );
  return findPeriod(em, id);
}

export async function acknowledgePeriod(
  em: EntityManager,
  id: number,
  acknowledged: boolean,
  userId: number,
  comment: string,
): Promise<PeriodRow | null> {
  await em.execute(
    `update "alarms"."periods" set "acknowledged" = ?, "acknowledged_by" = ?, "comment" = ?,
       "acknowledged_at" = case when ? then now() else null end, "version" = "version" + 1
      where "id" = ?`,
    [acknowledged, acknowledged ? userId : 0, comment, acknowledged, id],
  );
  return findPeriod(em, id);
}

export async function markNotified(em: EntityManager, id: number, atMs: number): Promise<PeriodRow | null> {
  await em.execute(
    `update "alarms"."periods" set "notifications" = "notifications" + 1, "last_notified_at" = to_timestamp(? / 1000.0),
       "version" = "version" + 1 where "id" = ?`,
    [atMs, id],
  );
  return findPeriod(em, id);
}

/** The ongoing periods of a setting (to close when it is deactivated, deleted or loses targets). */
export async function ongoingOfSetting(em: EntityManager, settingId: number): Promise<PeriodRow[]> {
  const rows = await em.execute<RawPeriod[]>(
    `${SELECT} where p."setting_id" = ? and p."stop_at" is null for update of p`,
    [settingId],
  );
  return rows.map(periodOf);
}

/** Ongoing periods due a repeat notification: repeat N > 0 hours after the last one. */
export async function periodsDueRepeat(em: EntityManager, nowMs: number): Promise<PeriodRow[]> {
  const rows = await em.execute<RawPeriod[]>(
    `${SELECT} where p."stop_at" is null and s."active" and not s."deleted" and s."repeat_after_hours" > 0
       and p."last_notified_at" is not null
       and p."last_notified_at" + make_interval(hours => s."repeat_after_hours") <= to_timestamp(? / 1000.0)
       and (not p."acknowledged" or s."notify_when_acknowledged")
     order by p."id" limit 500`,
    [nowMs],
  );
  return rows.map(periodOf);
}

export async function publishPeriod(em: EntityManager, period: PeriodRow): Promise<void> {
  await addToOutbox(em, TOPICS.alarmsPeriods, String(period.id), periodMessage(period));
}

/** Whether the alarm has had a period of this subject at all (a monthly reminder is made once). */
export async function periodExists(em: EntityManager, settingId: number, subject: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from "alarms"."periods" where "setting_id" = ? and "subject" = ? limit 1`, [
    settingId,
    subject,
  ]);
  return rows.length > 0;
}
