import { isPrivatePurpose } from '@fleetlog/access';
import { alarmsEventsV1, type journalEventsV1 } from '@fleetlog/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { ALARMS_CONFIG, type AlarmsConfig } from '../config';
import { NotificationDelivery } from '../notifications/notification-delivery';
import { closeOngoing, openPeriod, type PeriodFacts } from '../periods/period-changes';
import { recordTrip } from '../read-models/read-models.repository';
import type { SettingRow } from '../settings/settings.repository';
import { AlarmCatalogue } from './alarm-catalogue';
import { isArmed } from './schedule-gate';

const { AlarmName } = alarmsEventsV1;
const MINUTE_MS = 60_000;

/** The first minute of a trip (start to stop) when the schedule arms the alarm, or null when it never does. */
export function firstArmedMoment(schedule: SettingRow['schedule'], startMs: number, stopMs: number): number | null {
  for (let t = startMs; t <= stopMs; t += MINUTE_MS) if (isArmed(schedule, t)) return t;
  return isArmed(schedule, stopMs) ? stopMs : null;
}

/**
 * journal.trips.v1: the trips the journal closes. A trip ends a vehicle's MISSING_TRIPS period and is its latest trip
 * (the sweep counts days from it); a trip without a known driver is a NO_DRIVER moment; a trip during the alarm
 * schedule (nights and weekends by default) is a DRIVING_SCHEDULE period from the first armed minute to the trip's
 * stop. A setting applies to trips that ended after it was made (a replay of the history raises nothing old), and a
 * trip that ended more than ALARMS_LATE_AFTER_MS ago is late: its periods are silent.
 */
@Injectable()
export class TripsEvaluator {
  constructor(
    @Inject(ALARMS_CONFIG) private readonly config: AlarmsConfig,
    private readonly em: EntityManager,
    private readonly catalogue: AlarmCatalogue,
    private readonly delivery: NotificationDelivery,
  ) {}

  async handle(event: journalEventsV1.TripChanged): Promise<void> {
    const vehicleId = Number(event.vehicleId);
    const startMs = Number(event.startTsMs);
    const stopMs = Number(event.stopTsMs);
    if (event.deleted || !vehicleId || !stopMs) return;
    await this.catalogue.ready();
    let opened = false;
    await this.em.fork().transactional(async (tx) => {
      const lastTripMs = await recordTrip(tx, vehicleId, stopMs);
      const vehicle = this.catalogue.vehicles.get(vehicleId);
      if (!vehicle) return;
      if (lastTripMs !== null) this.catalogue.vehicles.set(vehicleId, { ...vehicle, lastTripMs });
      const subject = `vehicle:${vehicleId}`;
      const late = stopMs < Date.now() - this.config.ALARMS_LATE_AFTER_MS;
      const facts = (atMs: number, detail: string, latitude: number, longitude: number): PeriodFacts => ({
        subject,
        vehicleId,
        deviceId: Number(event.deviceId),
        imei: event.imei,
        driverId: Number(event.driverUserId),
        startMs: atMs,
        latitude,
        longitude,
        address: '',
        // Another driver's private trip: its position is that driver's only.
        positionHidden: isPrivatePurpose(event.purpose),
        late,
        detail,
      });
      for (const setting of this.catalogue.settingsOf(AlarmName.MISSING_TRIPS)) {
        if (this.catalogue.coversVehicle(setting, vehicle)) {
          await closeOngoing(tx, this.config, setting, subject, stopMs, false);
        }
      }
      const applies = (setting: SettingRow) =>
        this.catalogue.coversVehicle(setting, vehicle) && stopMs >= setting.createdAtMs;
      if (Number(event.driverUserId) === 0) {
        for (const setting of this.catalogue.settingsOf(AlarmName.NO_DRIVER).filter(applies)) {
          if (!isArmed(setting.schedule, startMs)) continue;
          const tripSubject = `${subject}:trip:${event.tripId}`;
          const period = await openPeriod(
            tx,
            this.config,
            setting,
            {
              ...facts(startMs, `trip ${event.tripId}`, event.startLatitude, event.startLongitude),
              subject: tripSubject,
            },
            !late,
          );
          if (period) {
            opened = true;
            await closeOngoing(tx, this.config, setting, tripSubject, stopMs, false);
          }
        }
      }
      for (const setting of this.catalogue.settingsOf(AlarmName.DRIVING_SCHEDULE).filter(applies)) {
        const armedMs = firstArmedMoment(setting.schedule, startMs, stopMs);
        if (armedMs === null) continue;
        const tripSubject = `${subject}:trip:${event.tripId}`;
        const period = await openPeriod(
          tx,
          this.config,
          setting,
          {
            ...facts(armedMs, `trip ${event.tripId}`, event.startLatitude, event.startLongitude),
            subject: tripSubject,
          },
          !late,
        );
        if (period) {
          opened = true;
          await closeOngoing(tx, this.config, setting, tripSubject, stopMs, false);
        }
      }
    });
    if (opened) this.delivery.kick();
  }
}
