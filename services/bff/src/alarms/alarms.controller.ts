import { Delete, Get, Patch, Post } from '@nestjs/common';
import { type alarmsV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { AlarmsGrpcClient } from '../alarms-client/alarms-grpc.client';
import { IdParam } from '../common/api-id-param';
import { definedOnly } from '../common/defined-only';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidBody, ValidQuery } from '../common/endpoint';
import { alarmNameValue, geofenceJson, periodJson, settingJson, settingMessage } from './alarm-messages';
import {
  type AcknowledgeBody,
  AcknowledgeBodySchema,
  type AlarmPeriodJson,
  AlarmPeriodSchema,
  type AlarmSettingBody,
  AlarmSettingBodySchema,
  type AlarmSettingJson,
  AlarmSettingSchema,
  type GeofenceAlarmBody,
  GeofenceAlarmBodySchema,
  type GeofenceAlarmJson,
  GeofenceAlarmSchema,
  type MarkReadBody,
  MarkReadBodySchema,
  type MyNotificationsJson,
  MyNotificationsSchema,
  NotificationsQuerySchema,
  type PeriodsQuery,
  PeriodsQuerySchema,
  SettingsQuerySchema,
} from './alarms.schemas';

const WHO = "ADMIN, ROOT and HEXA; a setting outside the caller's organisations answers 404 ALARM_SETTING_MISSING.";

/** Alarm settings (spec 03 §2 "Alarm setting lists", "Alarm editor", §3, §5, §7 "Alarm settings"). */
@AuthenticatedController('alarms', 'api/alarm-settings', 403)
export class AlarmSettingsController {
  constructor(private readonly alarms: AlarmsGrpcClient) {}

  @Get()
  @Endpoint('Every alarm setting (geofences aside) of the organisations the caller sees', {
    query: SettingsQuerySchema,
    ok: [AlarmSettingSchema],
    description: WHO,
  })
  async list(
    @ValidQuery() query: { organizationId?: number },
    @Caller() caller: CallerContext,
  ): Promise<AlarmSettingJson[]> {
    const reply = await this.alarms.call(caller, (md) =>
      this.alarms.alarms.listSettings({ geofences: false, organizationId: query.organizationId ?? 0 }, md),
    );
    return (reply.settings ?? []).map(settingJson);
  }

  @Get(':id')
  @Endpoint('One alarm setting', { id: 'Alarm setting id', ok: AlarmSettingSchema, description: WHO })
  async get(@IdParam() id: number, @Caller() caller: CallerContext): Promise<AlarmSettingJson> {
    return settingJson(await this.alarms.call(caller, (md) => this.alarms.alarms.getSetting({ id }, md)));
  }

  @Post()
  @Endpoint('Create an alarm setting', {
    body: AlarmSettingBodySchema,
    created: AlarmSettingSchema,
    description: `${WHO} An alarm name the product does not have: 400 ALARM_NAME_UNKNOWN ('unknown alarm type').`,
  })
  async create(@ValidBody() body: AlarmSettingBody, @Caller() caller: CallerContext): Promise<AlarmSettingJson> {
    if (alarmNameValue(body.alarmName) === 0) throw new DomainError(ErrorCode.ALARM_NAME_UNKNOWN, 'unknown alarm type');
    const setting = await this.alarms.call(caller, (md) =>
      this.alarms.alarms.createSetting({ alarmSettingsId: 0, setting: settingMessage(body, false) }, md),
    );
    return settingJson(setting);
  }

  @Patch(':id')
  @Endpoint('Change an alarm setting (the fields given); {active} alone toggles it at once', {
    id: 'Alarm setting id',
    body: AlarmSettingBodySchema,
    ok: AlarmSettingSchema,
    description: WHO,
  })
  async update(
    @IdParam() id: number,
    @ValidBody() body: AlarmSettingBody,
    @Caller() caller: CallerContext,
  ): Promise<AlarmSettingJson> {
    return settingJson(await patchSetting(this.alarms, caller, id, body, false));
  }

  @Delete(':id')
  @Endpoint('Remove an alarm setting (its ongoing periods close; the history stays)', {
    id: 'Alarm setting id',
    ok: AlarmSettingSchema,
    description: WHO,
  })
  async remove(@IdParam() id: number, @Caller() caller: CallerContext): Promise<AlarmSettingJson> {
    return settingJson(await this.alarms.call(caller, (md) => this.alarms.alarms.deleteSetting({ id }, md)));
  }
}

/** Geofence alarms (spec 03 §2 "Geofence alarm list", "Geofence alarm editor", §3, §5, §7 "Geofence alarms"). */
@AuthenticatedController('alarms', 'api/geo-larm', 403)
export class GeofenceAlarmsController {
  constructor(private readonly alarms: AlarmsGrpcClient) {}

  @Get()
  @Endpoint('Every geofence alarm of the organisations the caller sees', {
    query: SettingsQuerySchema,
    ok: [GeofenceAlarmSchema],
    description: WHO,
  })
  async list(
    @ValidQuery() query: { organizationId?: number },
    @Caller() caller: CallerContext,
  ): Promise<GeofenceAlarmJson[]> {
    const reply = await this.alarms.call(caller, (md) =>
      this.alarms.alarms.listSettings({ geofences: true, organizationId: query.organizationId ?? 0 }, md),
    );
    return (reply.settings ?? []).map(geofenceJson);
  }

  @Get(':id')
  @Endpoint('One geofence alarm', { id: 'Geofence alarm id', ok: GeofenceAlarmSchema, description: WHO })
  async get(@IdParam() id: number, @Caller() caller: CallerContext): Promise<GeofenceAlarmJson> {
    const setting = await this.alarms.call(caller, (md) => this.alarms.alarms.getSetting({ id }, md));
    if (setting.alarmName !== alarmNameValue('GEO_ZONE')) {
      throw new DomainError(ErrorCode.ALARM_SETTING_MISSING, `geofence alarm ${id} does not exist`);
    }
    return geofenceJson(setting);
  }

  @Post()
  @Endpoint('Create a geofence alarm', {
    body: GeofenceAlarmBodySchema,
    created: GeofenceAlarmSchema,
    description: `${WHO} Fewer than 3 points: 400 GEOFENCE_TOO_FEW_POINTS; crossing edges: GEOFENCE_SELF_INTERSECTING.`,
  })
  async create(@ValidBody() body: GeofenceAlarmBody, @Caller() caller: CallerContext): Promise<GeofenceAlarmJson> {
    const setting = await this.alarms.call(caller, (md) =>
      this.alarms.alarms.createSetting({ alarmSettingsId: 0, setting: settingMessage(body, true) }, md),
    );
    return geofenceJson(setting);
  }

  @Patch(':id')
  @Endpoint('Change a geofence alarm (the fields given); {active} alone toggles it at once', {
    id: 'Geofence alarm id',
    body: GeofenceAlarmBodySchema,
    ok: GeofenceAlarmSchema,
    description: WHO,
  })
  async update(
    @IdParam() id: number,
    @ValidBody() body: GeofenceAlarmBody,
    @Caller() caller: CallerContext,
  ): Promise<GeofenceAlarmJson> {
    return geofenceJson(await patchSetting(this.alarms, caller, id, body, true));
  }

  @Delete(':id')
  @Endpoint('Remove a geofence alarm', { id: 'Geofence alarm id', ok: GeofenceAlarmSchema, description: WHO })
  async remove(@IdParam() id: number, @Caller() caller: CallerContext): Promise<GeofenceAlarmJson> {
    await this.get(id, caller);
    return geofenceJson(await this.alarms.call(caller, (md) => this.alarms.alarms.deleteSetting({ id }, md)));
  }
}

/**
 * PATCH: `{active}` alone toggles at once; any other fields are merged into the current setting, which is saved whole.
 */
async function patchSetting(
  alarms: AlarmsGrpcClient,
  caller: CallerContext,
  id: number,
  body: AlarmSettingBody | GeofenceAlarmBody,
  geofence: boolean,
) {
  const keys = Object.keys(body).filter((key) => (body as Record<string, unknown>)[key] !== undefined);
  const current = await alarms.call(caller, (md) => alarms.alarms.getSetting({ id }, md));
  const isGeo = current.alarmName === alarmNameValue('GEO_ZONE');
  if (isGeo !== geofence) throw new DomainError(ErrorCode.ALARM_SETTING_MISSING, `alarm setting ${id} does not exist`);
  if (keys.length === 1 && keys[0] === 'active') {
    return alarms.call(caller, (md) => alarms.alarms.setActive({ alarmSettingsId: id, active: body.active! }, md));
  }
  const merged = { ...(geofence ? geofenceJson(current) : settingJson(current)), ...definedOnly(body) };
  const message = settingMessage(
    {
      ...merged,
      notificationLeadTime: merged.notificationLeadTime ?? undefined,
      service: merged.service ?? undefined,
      daysMissingTrips: merged.daysMissingTrips ?? undefined,
      hoursMissingContact: merged.hoursMissingContact ?? undefined,
      hoursIntermittence: merged.hoursIntermittence ?? undefined,
      lowBatteryLevel: merged.lowBatteryLevel ?? undefined,
      odoRemindDay: merged.odoRemindDay ?? undefined,
      odometerDifferenceKm: merged.odometerDifferenceKm ?? undefined,
      speedLimitKmh: merged.speedLimitKmh ?? undefined,
    } as GeofenceAlarmBody,
    geofence,
  );
  return alarms.call(caller, (md) => alarms.alarms.updateSetting({ alarmSettingsId: id, setting: message }, md));
}

/** Triggered alarms (spec 03 §2 "Triggered alarms page", §3 "Alarm event", §4, §7 "Alarm periods"). */
@AuthenticatedController('alarms', 'api/alarm-period', 403)
export class AlarmPeriodsController {
  constructor(private readonly alarms: AlarmsGrpcClient) {}

  @Get()
  @Endpoint('Alarm periods overlapping a range (start and end in unix seconds, or fromTsMs and toTsMs)', {
    query: PeriodsQuerySchema,
    ok: [AlarmPeriodSchema],
    description: `${WHO} Without a range: 400 BAD_TIMESTAMP ('Bad timestamp').`,
  })
  async list(@ValidQuery() query: PeriodsQuery, @Caller() caller: CallerContext): Promise<AlarmPeriodJson[]> {
    const fromMs = query.fromTsMs ?? (query.start ? query.start * 1000 : 0);
    const toMs = query.toTsMs ?? (query.end ? query.end * 1000 : 0);
    return this.periods(caller, query, { fromMs, toMs, onlyOngoing: query.onlyOngoing ?? false });
  }

  @Get('current')
  @Endpoint('The ongoing alarm periods', { query: PeriodsQuerySchema, ok: [AlarmPeriodSchema], description: WHO })
  async current(@ValidQuery() query: PeriodsQuery, @Caller() caller: CallerContext): Promise<AlarmPeriodJson[]> {
    return this.periods(caller, query, { fromMs: 0, toMs: 0, onlyOngoing: true });
  }

  @Patch(':id')
  @Endpoint('Acknowledge an alarm period, with a comment of at most 40 characters', {
    id: 'Alarm period id',
    body: AcknowledgeBodySchema,
    ok: AlarmPeriodSchema,
    description: `${WHO} A comment over 40 characters: 400 ALARM_COMMENT_TOO_LONG.`,
  })
  async acknowledge(
    @IdParam() id: number,
    @ValidBody() body: AcknowledgeBody,
    @Caller() caller: CallerContext,
  ): Promise<AlarmPeriodJson> {
    const period = await this.alarms.call(caller, (md) =>
      this.alarms.alarms.acknowledgePeriod(
        { activeAlarmPeriodId: id, acknowledged: body.acknowledged ?? true, comment: body.comment ?? '' },
        md,
      ),
    );
    return periodJson(period);
  }

  private async periods(
    caller: CallerContext,
    query: PeriodsQuery,
    range: { fromMs: number; toMs: number; onlyOngoing: boolean },
  ): Promise<AlarmPeriodJson[]> {
    const names = (query.alarmNames ?? []).map((name) => {
      const value = alarmNameValue(name);
      if (!value) throw new DomainError(ErrorCode.ALARM_NAME_UNKNOWN, 'unknown alarm type');
      return value;
    });
    const reply = await this.alarms.call(caller, (md) =>
      this.alarms.alarms.listPeriods(
        {
          ...range,
          organizationId: query.organizationId ?? 0,
          vehicleIds: query.vehicleIds ?? [],
          driverIds: query.driverIds ?? [],
          alarmNames: names,
          limit: 0,
        },
        md,
      ),
    );
    return (reply.periods ?? []).map(periodJson);
  }
}

/** The header's bell (issue 20): the caller's in-app notifications of the alarms that name it. */
@AuthenticatedController('alarms', 'api/alarm-notifications')
export class AlarmNotificationsController {
  constructor(private readonly alarms: AlarmsGrpcClient) {}

  @Get()
  @Endpoint("The caller's alarm notifications, newest first, and the unread count", {
    query: NotificationsQuerySchema,
    ok: MyNotificationsSchema,
    description: "Every role; only the caller's own.",
  })
  async list(@ValidQuery() query: { limit?: number }, @Caller() caller: CallerContext): Promise<MyNotificationsJson> {
    return myNotificationsJson(
      await this.alarms.call(caller, (md) => this.alarms.alarms.listMyNotifications({ limit: query.limit ?? 0 }, md)),
    );
  }

  @Post('read')
  @Endpoint("Mark the caller's notifications read (the ids given, or all)", {
    body: MarkReadBodySchema,
    ok: MyNotificationsSchema,
    description: "Every role; another user's ids change nothing.",
  })
  async read(@ValidBody() body: MarkReadBody, @Caller() caller: CallerContext): Promise<MyNotificationsJson> {
    return myNotificationsJson(
      await this.alarms.call(caller, (md) =>
        this.alarms.alarms.markNotificationsRead({ notificationIds: body.notificationIds ?? [] }, md),
      ),
    );
  }
}

function myNotificationsJson(reply: alarmsV1.MyNotifications): MyNotificationsJson {
  return {
    unread: reply.unread,
    notifications: (reply.notifications ?? [])
      .filter((note) => note.period)
      .map((note) => ({
        notificationId: note.notificationId,
        kind: note.kind as MyNotificationsJson['notifications'][number]['kind'],
        read: note.read,
        createdTsMs: note.createdTsMs,
        period: periodJson(note.period!),
      })),
  };
}
