import { alarmsEventsV1 } from '@fleetlog/contracts';
import { createLogger } from '@fleetlog/logging';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

import { ALARMS_CONFIG, type AlarmsConfig } from '../config';
import { NotificationDelivery } from '../notifications/notification-delivery';
import { closeOngoing, notifyPeriod, openPeriod, type PeriodFacts } from '../periods/period-changes';
import { periodExists, periodsDueRepeat } from '../periods/periods.repository';
import type { VehicleRow } from '../read-models/read-models.repository';
import type { SettingRow } from '../settings/settings.repository';
import {
  inspectionDue,
  inspectionReminderDue,
  isOdometerReminderDay,
  type LeadTime,
  localMonth,
  missingTripsSince,
  type ServiceEntryFacts,
  serviceIsDue,
  serviceReminderDue,
} from './due-rules';
import { AlarmCatalogue } from './alarm-catalogue';
import { subjectOf } from './positions-evaluator';
import { isArmed } from './schedule-gate';

const { AlarmName } = alarmsEventsV1;
const HOUR_MS = 3_600_000;
const DEFAULT_LEAD: LeadTime = { unit: 'MONTHS', amount: 3 };

/** A condition of a vehicle the sweep keeps: a period open while `holds`, from `sinceMs`. */
interface VehicleCondition {
  subject: string;
  holds: boolean;
  sinceMs: number;
  detail: string;
}

/**
 * The conditions that are an absence, and the repeats: every ALARMS_SWEEP_INTERVAL_MS, a tracker silent for the
 * setting's hours opens NO_CONTACT (from the moment the silence reached them; contact closes it, StatusEvaluator), and
 * an ongoing period whose alarm repeats every N hours is notified again N hours after its last notification (unless
 * acknowledged, where the setting does not notify acknowledged alarms).
 */
@Injectable()
export class AlarmSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @Inject(ALARMS_CONFIG) private readonly config: AlarmsConfig,
    private readonly em: EntityManager,
    private readonly catalogue: AlarmCatalogue,
    private readonly delivery: NotificationDelivery,
  ) {
    this.logger = createLogger({ service: 'alarms', level: config.LOG_LEVEL }).child({ component: 'sweep' });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runOnce(), this.config.ALARMS_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  runOnce(nowMs = Date.now()): Promise<void> {
    if (this.running) return this.running;
    this.running = this.sweep(nowMs)
      .catch((err: unknown) => this.logger.warn({ err }, 'alarm sweep failed; tried again next time'))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async sweep(nowMs: number): Promise<void> {
    await this.catalogue.ready();
    await this.catalogue.reload();
    await this.em.fork().transactional(async (tx) => {
      for (const setting of this.catalogue.settingsOf(AlarmName.NO_CONTACT)) {
        const hours = setting.params.hoursMissingContact ?? 3;
        for (const tracker of this.catalogue.trackers.values()) {
          if (tracker.lastSeenMs === null || !this.catalogue.covers(setting, tracker)) continue;
          const reachedMs = tracker.lastSeenMs + hours * HOUR_MS;
          if (reachedMs > nowMs || !isArmed(setting.schedule, nowMs)) continue;
          await openPeriod(
            tx,
            this.config,
            setting,
            {
              subject: subjectOf(tracker),
              vehicleId: tracker.vehicleId,
              deviceId: tracker.deviceId,
              imei: tracker.imei,
              driverId: 0,
              startMs: reachedMs,
              latitude: null,
              longitude: null,
              address: '',
              positionHidden: false,
              late: false,
              detail: `${hours} h`,
            },
            true,
          );
        }
      }
      await this.sweepVehicles(tx, nowMs);
      for (const period of await periodsDueRepeat(tx, nowMs)) {
        const setting = this.catalogue.setting(period.settingId);
        if (setting && isArmed(setting.schedule, nowMs))
          await notifyPeriod(tx, this.config, setting, period, 'REPEATED');
      }
    });
    this.delivery.kick();
  }

  /**
   * The vehicles' conditions of dates and distances: MISSING_TRIPS (days since the latest trip), INSPECTION and its
   * reminder (the next inspection date), SERVICE and its reminder (each service entry of the vehicle, and the
   * alarm's own), and ODOMETER_REMINDER (a moment on its day each month). A condition that holds opens its period
   * (nothing when it is open already); one that no longer holds closes it.
   */
  private async sweepVehicles(tx: EntityManager, nowMs: number): Promise<void> {
    const conditions: Array<
      [alarmsEventsV1.AlarmName, (setting: SettingRow, vehicle: VehicleRow) => VehicleCondition[]]
    > = [
      [
        AlarmName.MISSING_TRIPS,
        (setting, vehicle) => {
          const since = missingTripsSince(vehicle.lastTripMs, setting.params.daysMissingTrips ?? 3, nowMs);
          return [
            {
              subject: `vehicle:${vehicle.id}`,
              holds: since !== null,
              sinceMs: since ?? nowMs,
              detail: `${setting.params.daysMissingTrips ?? 3} d`,
            },
          ];
        },
      ],
      [
        AlarmName.INSPECTION,
        (_setting, vehicle) => [
          {
            subject: `vehicle:${vehicle.id}:inspection`,
            holds: inspectionDue(vehicle.nextInspectionMs, nowMs),
            sinceMs: vehicle.nextInspectionMs ?? nowMs,
            detail: inspectionDetail(vehicle),
          },
        ],
      ],
      [
        AlarmName.INSPECTION_REMINDER,
        (setting, vehicle) => [
          {
            subject: `vehicle:${vehicle.id}:inspection`,
            holds: inspectionReminderDue(vehicle.nextInspectionMs, setting.params.leadTime ?? DEFAULT_LEAD, nowMs),
            sinceMs: nowMs,
            detail: inspectionDetail(vehicle),
          },
        ],
      ],
      [
        AlarmName.SERVICE,
        (setting, vehicle) =>
          serviceEntries(setting, vehicle).map((entry) => ({
            subject: `vehicle:${vehicle.id}:service:${entry.id}`,
            holds: serviceIsDue(entry, vehicle.odometerKm, nowMs),
            sinceMs: nowMs,
            detail: entry.name,
          })),
      ],
      [
        AlarmName.SERVICE_REMINDER,
        (setting, vehicle) =>
          serviceEntries(setting, vehicle).map((entry) => ({
            subject: `vehicle:${vehicle.id}:service:${entry.id}`,
            holds: serviceReminderDue(entry, vehicle.odometerKm, nowMs, setting.params.leadTime ?? DEFAULT_LEAD),
            sinceMs: nowMs,
            detail: entry.name,
          })),
      ],
    ];
    for (const [name, conditionsOf] of conditions) {
      for (const setting of this.catalogue.settingsOf(name)) {
        for (const vehicle of this.catalogue.vehicles.values()) {
          if (!this.catalogue.coversVehicle(setting, vehicle)) continue;
          for (const condition of conditionsOf(setting, vehicle)) {
            if (condition.holds && isArmed(setting.schedule, nowMs)) {
              await openPeriod(tx, this.config, setting, this.facts(vehicle, condition), true);
            } else if (!condition.holds) {
              await closeOngoing(tx, this.config, setting, condition.subject, nowMs, false);
            }
          }
        }
      }
    }
    // The odometer reminder is a moment a month: one period per vehicle and month, opened and closed at once.
    for (const setting of this.catalogue.settingsOf(AlarmName.ODOMETER_REMINDER)) {
      if (!isOdometerReminderDay(setting.params.odoRemindDay ?? 1, nowMs) || !isArmed(setting.schedule, nowMs))
        continue;
      const month = localMonth(nowMs);
      for (const vehicle of this.catalogue.vehicles.values()) {
        if (!this.catalogue.coversVehicle(setting, vehicle)) continue;
        const subject = `vehicle:${vehicle.id}:odometer:${month}`;
        if (await periodExists(tx, setting.id, subject)) continue;
        const condition = { subject, holds: true, sinceMs: nowMs, detail: month };
        const opened = await openPeriod(tx, this.config, setting, this.facts(vehicle, condition), true);
        if (opened) await closeOngoing(tx, this.config, setting, subject, nowMs, false);
      }
    }
  }

  private facts(vehicle: VehicleRow, condition: VehicleCondition): PeriodFacts {
    return {
      subject: condition.subject,
      vehicleId: vehicle.id,
      deviceId: 0,
      imei: '',
      driverId: 0,
      startMs: condition.sinceMs,
      latitude: null,
      longitude: null,
      address: '',
      positionHidden: false,
      late: false,
      detail: condition.detail,
    };
  }
}

function inspectionDetail(vehicle: VehicleRow): string {
  return vehicle.nextInspectionMs ? new Date(vehicle.nextInspectionMs).toISOString().slice(0, 10) : '';
}

/** The vehicle's service entries (fleet), and the alarm's own entry when it has one. */
function serviceEntries(setting: SettingRow, vehicle: VehicleRow): ServiceEntryFacts[] {
  const own = setting.params.service;
  return own
    ? [
        ...vehicle.serviceEntries,
        {
          id: `alarm-${setting.id}`,
          name: own.serviceName,
          serviceAfterKm: own.serviceAfterKm,
          serviceAfterMonths: own.serviceAfterMonths,
          latestServiceKm: own.latestServiceKm,
          latestServiceMs: own.latestServiceDateMs,
          leadDistKm: own.leadDistKm,
          leadTimeWeeks: own.leadTimeWeeks,
          requireBoth: own.requireBoth,
        },
      ]
    : vehicle.serviceEntries;
}
