import type { Caller } from '@fleetlog/access';
import { AccessDirectory, assertKnownOrganization } from '@fleetlog/access';
import { alarmsEventsV1, alarmsV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { isAdmin, isSuperadmin } from '@fleetlog/security';
import type { Metadata } from '@grpc/grpc-js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { ALARMS_CONFIG, type AlarmsConfig } from '../config';
import { AlarmCatalogue } from '../evaluation/alarm-catalogue';
import { closeAndPublish } from '../periods/period-changes';
import { ongoingOfSetting } from '../periods/periods.repository';
import { TargetOwners } from '../read-models/owners';
import { type SettingFields, settingFields } from './setting-fields';
import {
  findSetting,
  insertSetting,
  listSettings,
  markDeleted,
  type OrganizationScope,
  setActive,
  type SettingRow,
  updateSetting,
} from './settings.repository';

export function scopeOf(caller: Caller): OrganizationScope {
  return isSuperadmin(caller.principal) ? 'all' : [...caller.organizations.keys()];
}

/** Alarms are the administrators' (ADMIN, ROOT, HEXA); drivers are refused before anything is looked up. */
export function assertAlarmAdmin(caller: Caller): void {
  if (!isAdmin(caller.principal))
    throw new DomainError(ErrorCode.ROOT_OR_ADMIN_REQUIRED, 'alarms are for administrators');
}

/**
 * Alarm settings and geofence alarms of the organisations the caller sees: a setting of another organisation answers
 * ALARM_SETTING_MISSING exactly like one that does not exist; targets and recipients must be the caller's too.
 * Deactivating or deleting a setting, or taking a target out of it, closes its ongoing periods.
 */
@Injectable()
export class SettingsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(ALARMS_CONFIG) private readonly config: AlarmsConfig,
    @Inject(AccessDirectory) private readonly directory: AccessDirectory,
    private readonly catalogue: AlarmCatalogue,
    private readonly owners: TargetOwners,
  ) {}

  async list(caller: Caller, geofences: boolean, organizationId: number): Promise<alarmsV1.AlarmSetting[]> {
    assertAlarmAdmin(caller);
    if (organizationId) assertKnownOrganization(caller, organizationId);
    const em = this.em.fork();
    const settings = await listSettings(em, scopeOf(caller), geofences, organizationId || null);
    const ongoing = await this.ongoingCounts(
      em,
      settings.map((setting) => setting.id),
    );
    return settings.map((setting) => settingMessage(setting, ongoing.get(setting.id) ?? 0));
  }

  async get(caller: Caller, id: number): Promise<alarmsV1.AlarmSetting> {
    assertAlarmAdmin(caller);
    const em = this.em.fork();
    const setting = await this.find(em, caller, id);
    return settingMessage(setting, (await this.ongoingCounts(em, [id])).get(id) ?? 0);
  }

  async create(
    caller: Caller,
    input: alarmsV1.AlarmSetting | undefined,
    geofences: boolean,
    metadata: Metadata,
  ): Promise<alarmsV1.AlarmSetting> {
    assertAlarmAdmin(caller);
    const fields = settingFields(input, caller, geofences);
    await this.assertTargetsVisible(caller, fields, metadata);
    const id = await this.em.fork().transactional((tx) => insertSetting(tx, fields, caller.principal.userId));
    await this.catalogue.reload(true);
    return this.get(caller, id);
  }

  async update(
    caller: Caller,
    id: number,
    input: alarmsV1.AlarmSetting | undefined,
    metadata: Metadata,
  ): Promise<alarmsV1.AlarmSetting> {
    assertAlarmAdmin(caller);
    const checked = await this.find(this.em.fork(), caller, id);
    await this.assertTargetsVisible(
      caller,
      settingFields(input, caller, checked.alarmName === alarmsEventsV1.AlarmName.GEO_ZONE, checked),
      metadata,
    );
    await this.em.fork().transactional(async (tx) => {
      const current = await this.find(tx, caller, id, true);
      const geofences = current.alarmName === alarmsEventsV1.AlarmName.GEO_ZONE;
      const fields = settingFields(input, caller, geofences, current);
      if (fields.alarmName !== current.alarmName) {
        throw new DomainError(ErrorCode.ALARM_FIELD_INVALID, 'alarmName: a setting keeps its alarm name');
      }
      await updateSetting(tx, id, fields);
      // Periods whose tracker is no longer covered, or of a setting switched off, end now.
      const updated = { ...current, ...fields };
      for (const period of await ongoingOfSetting(tx, id)) {
        const tracker = this.catalogue.trackers.get(period.imei);
        if (!fields.active || !tracker || !this.catalogue.covers(updated, tracker)) {
          await closeAndPublish(tx, this.config, null, period, Date.now(), false);
        }
      }
    });
    await this.catalogue.reload(true);
    return this.get(caller, id);
  }

  async setActive(caller: Caller, id: number, active: boolean): Promise<alarmsV1.AlarmSetting> {
    assertAlarmAdmin(caller);
    await this.em.fork().transactional(async (tx) => {
      await this.find(tx, caller, id, true);
      await setActive(tx, id, active);
      if (!active) await this.closeAll(tx, id);
    });
    await this.catalogue.reload(true);
    return this.get(caller, id);
  }

  async delete(caller: Caller, id: number): Promise<alarmsV1.AlarmSetting> {
    assertAlarmAdmin(caller);
    const message = await this.get(caller, id);
    await this.em.fork().transactional(async (tx) => {
      await this.find(tx, caller, id, true);
      await markDeleted(tx, id);
      await this.closeAll(tx, id);
    });
    await this.catalogue.reload(true);
    return { ...message, active: false, ongoingPeriods: 0 };
  }

  private async closeAll(tx: EntityManager, id: number): Promise<void> {
    for (const period of await ongoingOfSetting(tx, id)) {
      await closeAndPublish(tx, this.config, null, period, Date.now(), false);
    }
  }

  /**
   * Every targeted vehicle and tracker, and every user notified in the app, must be the caller's: a foreign or unknown
   * one answers VEHICLE_MISSING, DEVICE_MISSING or USER_MISSING, as a missing one would.
   */
  private async assertTargetsVisible(caller: Caller, fields: SettingFields, metadata: Metadata): Promise<void> {
    for (const id of fields.pushUserIds) {
      const user = this.directory.users.get(id);
      if (!user || user.archived || !caller.organizations.has(user.organizationId)) {
        throw new DomainError(ErrorCode.USER_MISSING, `user ${id} does not exist`);
      }
    }
    await this.owners.assertVehicles(fields.targetVehicleIds, metadata);
    await this.owners.assertTrackers(fields.targetTrackerIds, metadata);
  }

  private async find(em: EntityManager, caller: Caller, id: number, lock = false): Promise<SettingRow> {
    const setting = Number.isSafeInteger(id) && id > 0 ? await findSetting(em, scopeOf(caller), id) : null;
    if (!setting) throw new DomainError(ErrorCode.ALARM_SETTING_MISSING, `alarm setting ${id} does not exist`);
    if (lock) await em.execute(`select 1 from "alarms"."settings" where "id" = ? for update`, [id]);
    return setting;
  }

  private async ongoingCounts(em: EntityManager, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await em.execute<Array<{ setting_id: string; n: string }>>(
      `select "setting_id", count(*) as "n" from "alarms"."periods"
        where "stop_at" is null and "setting_id" in (${ids.map(() => '?').join(', ')}) group by "setting_id"`,
      ids,
    );
    return new Map(rows.map((row) => [Number(row.setting_id), Number(row.n)]));
  }
}

const PRIORITY = {
  CRITICAL: alarmsV1.Priority.CRITICAL,
  HIGH: alarmsV1.Priority.HIGH,
  MEDIUM: alarmsV1.Priority.MEDIUM,
  LOW: alarmsV1.Priority.LOW,
};
const LEAD_UNIT = {
  DAYS: alarmsV1.LeadTimeUnit.DAYS,
  WEEKS: alarmsV1.LeadTimeUnit.WEEKS,
  MONTHS: alarmsV1.LeadTimeUnit.MONTHS,
};

export function settingMessage(setting: SettingRow, ongoingPeriods: number): alarmsV1.AlarmSetting {
  const { params, geofence } = setting;
  return alarmsV1.AlarmSetting.fromPartial({
    alarmSettingsId: setting.id,
    alarmName: setting.alarmName,
    alarmType: setting.alarmType,
    organizationId: setting.organizationId,
    name: setting.name,
    note: setting.note,
    priority: PRIORITY[setting.priority],
    emails: setting.emails,
    pushNotificationUserIds: setting.pushUserIds,
    repeatAfterHours: setting.repeatAfterHours,
    notifyWhenAcknowledged: setting.notifyWhenAcknowledged,
    targetVehicleIds: setting.targetVehicleIds,
    targetOrganizationIds: setting.targetOrganizationIds,
    targetTrackerIds: setting.targetTrackerIds,
    targetTrackerOrganizationIds: setting.targetTrackerOrganizationIds,
    isTracker: setting.isTracker,
    schema: setting.schedule,
    daysMissingTrips: params.daysMissingTrips,
    hoursMissingContact: params.hoursMissingContact,
    hoursIntermittence: params.hoursIntermittence,
    lowBatteryLevel: params.lowBatteryLevel,
    odoRemindDay: params.odoRemindDay,
    leadTimeUnit: params.leadTime ? LEAD_UNIT[params.leadTime.unit] : alarmsV1.LeadTimeUnit.LEAD_TIME_UNIT_UNSPECIFIED,
    leadTimeAmount: params.leadTime?.amount,
    odometerDifferenceKm: params.odometerDifferenceKm,
    speedLimitKmh: params.speedLimitKmh,
    service: params.service,
    geofence: geofence
      ? {
          zoneCoords: geofence.zoneCoords,
          centerCoords: geofence.center,
          place: geofence.place,
          activeOnEnter: geofence.activeOnEnter,
          activeOnExit: geofence.activeOnExit,
          distortion: geofence.distortion,
        }
      : undefined,
    active: setting.active,
    createdBy: setting.createdBy,
    createdTsMs: setting.createdAtMs,
    updatedTsMs: setting.updatedAtMs,
    ongoingPeriods,
  });
}
