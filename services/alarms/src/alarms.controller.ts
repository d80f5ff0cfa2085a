import { CallerResolver } from '@fleetlog/access';
import { alarmsEventsV1, alarmsV1, type commonV1 } from '@fleetlog/contracts';
import { Metadata } from '@grpc/grpc-js';
import { Controller, Inject } from '@nestjs/common';

import { MyNotificationsService } from './notifications/my-notifications.service';
import { PeriodsService } from './periods/periods.service';
import { SettingsService } from './settings/settings.service';

/** alarms.v1.AlarmsService: settings and geofences, periods and their acknowledgement. */
@Controller()
@alarmsV1.AlarmsServiceControllerMethods()
export class AlarmsController implements alarmsV1.AlarmsServiceController {
  constructor(
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    private readonly settings: SettingsService,
    private readonly periods: PeriodsService,
    private readonly notifications: MyNotificationsService,
  ) {}

  async listSettings(request: alarmsV1.ListSettingsRequest, metadata?: Metadata): Promise<alarmsV1.AlarmSettings> {
    const caller = await this.callers.resolve(metadata);
    return { settings: await this.settings.list(caller, request.geofences, Number(request.organizationId)) };
  }

  async getSetting(request: commonV1.IdRequest, metadata?: Metadata): Promise<alarmsV1.AlarmSetting> {
    return this.settings.get(await this.callers.resolve(metadata), Number(request.id));
  }

  async createSetting(request: alarmsV1.SaveSettingRequest, metadata?: Metadata): Promise<alarmsV1.AlarmSetting> {
    const caller = await this.callers.resolve(metadata);
    const geofences =
      request.setting?.alarmName === undefined
        ? false
        : request.setting.alarmName === alarmsEventsV1.AlarmName.GEO_ZONE;
    return this.settings.create(caller, request.setting, geofences, metadata ?? new Metadata());
  }

  async updateSetting(request: alarmsV1.SaveSettingRequest, metadata?: Metadata): Promise<alarmsV1.AlarmSetting> {
    const caller = await this.callers.resolve(metadata);
    return this.settings.update(caller, Number(request.alarmSettingsId), request.setting, metadata ?? new Metadata());
  }

  async setActive(request: alarmsV1.SetActiveRequest, metadata?: Metadata): Promise<alarmsV1.AlarmSetting> {
    const caller = await this.callers.resolve(metadata);
    return this.settings.setActive(caller, Number(request.alarmSettingsId), request.active);
  }

  async deleteSetting(request: commonV1.IdRequest, metadata?: Metadata): Promise<alarmsV1.AlarmSetting> {
    return this.settings.delete(await this.callers.resolve(metadata), Number(request.id));
  }

  async listPeriods(request: alarmsV1.ListPeriodsRequest, metadata?: Metadata): Promise<alarmsV1.AlarmPeriods> {
    const caller = await this.callers.resolve(metadata);
    return { periods: await this.periods.list(caller, request) };
  }

  async acknowledgePeriod(
    request: alarmsV1.AcknowledgeRequest,
    metadata?: Metadata,
  ): Promise<alarmsEventsV1.AlarmPeriod> {
    return this.periods.acknowledge(await this.callers.resolve(metadata), request);
  }

  async listMyNotifications(
    request: alarmsV1.ListMyNotificationsRequest,
    metadata?: Metadata,
  ): Promise<alarmsV1.MyNotifications> {
    return this.notifications.list(await this.callers.resolve(metadata), request.limit);
  }

  async markNotificationsRead(
    request: alarmsV1.MarkReadRequest,
    metadata?: Metadata,
  ): Promise<alarmsV1.MyNotifications> {
    return this.notifications.markRead(
      await this.callers.resolve(metadata),
      (request.notificationIds ?? []).map(Number),
    );
  }
}
