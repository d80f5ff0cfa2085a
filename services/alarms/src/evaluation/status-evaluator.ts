import { alarmsEventsV1, type devicesEventsV1 } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { ALARMS_CONFIG, type AlarmsConfig } from '../config';
import { NotificationDelivery } from '../notifications/notification-delivery';
import { closeOngoing, openPeriod } from '../periods/period-changes';
import { type TrackerRow, upsertTracker } from '../read-models/read-models.repository';
import { AlarmCatalogue } from './alarm-catalogue';
import { subjectOf } from './positions-evaluator';
import { isArmed } from './schedule-gate';

const { AlarmName } = alarmsEventsV1;

/**
 * devices.status.v1: keeps each tracker's vehicle, organisation, last contact and battery (the read model the
 * evaluators target with), and evaluates what a status tells: LOW_BATTERY opens below the setting's level and closes
 * at or above it; contact closes an ongoing NO_CONTACT period (the sweep opens them). Stale versions change nothing.
 */
@Injectable()
export class StatusEvaluator {
  constructor(
    @Inject(ALARMS_CONFIG) private readonly config: AlarmsConfig,
    private readonly em: EntityManager,
    private readonly catalogue: AlarmCatalogue,
    private readonly delivery: NotificationDelivery,
  ) {}

  async handle(event: devicesEventsV1.DeviceStatusChanged): Promise<void> {
    if (!event.imei) return;
    await this.catalogue.ready();
    const tracker: TrackerRow = {
      imei: event.imei,
      deviceId: Number(event.deviceId),
      organizationId: Number(event.organizationId),
      vehicleId: Number(event.vehicleId),
      // Contact is the platform hearing from the tracker (the server's time of its latest report), not the time its
      // record carries: a tracker emptying its buffer, or the demo's history replay, is in contact now.
      lastSeenMs: Number(event.status?.serverTimestampMs) || Number(event.status?.timestampMs) || null,
      batteryLevel: event.status?.latestBatteryLevel ?? null,
    };
    let opened = false;
    await this.em.fork().transactional(async (tx) => {
      const applied = await upsertTracker(tx, tracker, Number(event.version));
      if (!applied) return;
      this.catalogue.trackers.set(tracker.imei, tracker);
      // The battery level is of the tracker's latest record: its time says when the level was so.
      const atMs = Number(event.status?.timestampMs) || tracker.lastSeenMs || Date.now();
      const late = atMs < Date.now() - this.config.ALARMS_LATE_AFTER_MS;
      const subject = subjectOf(tracker);
      const position = {
        latitude: event.latitude ?? null,
        longitude: event.longitude ?? null,
      };
      for (const setting of this.catalogue.settingsOf(AlarmName.LOW_BATTERY)) {
        if (!this.catalogue.covers(setting, tracker) || tracker.batteryLevel === null) continue;
        const level = setting.params.lowBatteryLevel ?? 30;
        if (tracker.batteryLevel < level) {
          if (!isArmed(setting.schedule, atMs)) continue;
          const period = await openPeriod(
            tx,
            this.config,
            setting,
            {
              subject,
              vehicleId: tracker.vehicleId,
              deviceId: tracker.deviceId,
              imei: tracker.imei,
              driverId: 0,
              startMs: atMs,
              ...position,
              address: '',
              positionHidden: false,
              late,
              detail: `${tracker.batteryLevel} %`,
            },
            !late,
          );
          if (period) opened = true;
        } else await closeOngoing(tx, this.config, setting, subject, atMs, false);
      }
      if (tracker.lastSeenMs !== null && tracker.lastSeenMs !== applied.before?.lastSeenMs) {
        for (const setting of this.catalogue.settingsOf(AlarmName.NO_CONTACT)) {
          if (this.catalogue.covers(setting, tracker)) {
            await closeOngoing(tx, this.config, setting, subject, tracker.lastSeenMs, false);
          }
        }
      }
    });
    if (opened) this.delivery.kick();
  }
}
