import { isPrivatePurpose } from '@fleetlog/access';
import { alarmsEventsV1 } from '@fleetlog/contracts';
import { createLogger } from '@fleetlog/logging';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

import { ALARMS_CONFIG, type AlarmsConfig } from '../config';
import { GeofenceIndex } from '../geofences/geofence-index';
import { type GeofenceZone, validateGeofence } from '../geofences/geofence-zone';
import { allTrackers, allVehicles, type TrackerRow, type VehicleRow } from '../read-models/read-models.repository';
import { allSettings, latestChangeMs, type SettingRow } from '../settings/settings.repository';

/**
 * What the evaluators read on every record, in memory: the active alarm settings (by name, and the geofences in one
 * R-tree), the trackers and the vehicles. Settings are read again whenever one changed (this instance's changes at
 * once, other instances' within ALARMS_SETTINGS_RELOAD_MS); the read models as their handlers apply events.
 */
@Injectable()
export class AlarmCatalogue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger;
  private byName = new Map<alarmsEventsV1.AlarmName, SettingRow[]>();
  private settingsById = new Map<number, SettingRow>();
  readonly geofences = new GeofenceIndex<number>();
  readonly trackers = new Map<string, TrackerRow>();
  readonly vehicles = new Map<number, VehicleRow>();
  /** Each vehicle's latest trip (journal.latest-trips.v1): whether one is open, and whose and what it is. */
  readonly latestTrips = new Map<
    number,
    { open: boolean; purpose: string; driverUserId: number; startTsMs: number; version: number }
  >();
  private loadedChangeMs = -1;
  private timer?: NodeJS.Timeout;
  private loading?: Promise<void>;
  private readyOnce?: Promise<void>;

  constructor(
    @Inject(ALARMS_CONFIG) private readonly config: AlarmsConfig,
    private readonly em: EntityManager,
  ) {
    this.logger = createLogger({ service: 'alarms', level: config.LOG_LEVEL }).child({ component: 'catalogue' });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.reload().catch(() => undefined), this.config.ALARMS_SETTINGS_RELOAD_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Loaded once before the first evaluation (the read models and the settings). */
  ready(): Promise<void> {
    this.readyOnce ??= (async () => {
      const em = this.em.fork();
      for (const tracker of await allTrackers(em)) this.trackers.set(tracker.imei, tracker);
      for (const vehicle of await allVehicles(em)) this.vehicles.set(vehicle.id, vehicle);
      await this.reload(true);
    })().catch((err: unknown) => {
      this.readyOnce = undefined;
      throw err;
    });
    return this.readyOnce;
  }

  /** Reads the settings again when one changed since the last read (or always, with `force`). */
  reload(force = false): Promise<void> {
    if (this.loading) return this.loading.then(() => (force ? this.reload(true) : undefined));
    this.loading = (async () => {
      const em = this.em.fork();
      const changed = await latestChangeMs(em);
      if (!force && changed === this.loadedChangeMs) return;
      const settings = (await allSettings(em)).filter((setting) => setting.active);
      const byName = new Map<alarmsEventsV1.AlarmName, SettingRow[]>();
      const zones: Array<[number, GeofenceZone]> = [];
      for (const setting of settings) {
        byName.set(setting.alarmName, [...(byName.get(setting.alarmName) ?? []), setting]);
        if (setting.geofence) {
          const checked = validateGeofence(setting.geofence);
          if (checked.ok) zones.push([setting.id, checked.zone]);
          else this.logger.warn({ settingId: setting.id, code: checked.code }, 'a stored geofence is not a zone');
        }
      }
      for (const id of [...this.settingsById.keys()]) this.geofences.remove(id);
      this.geofences.load(zones);
      this.byName = byName;
      this.settingsById = new Map(settings.map((setting) => [setting.id, setting]));
      this.loadedChangeMs = changed;
    })().finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** The active settings of an alarm name. */
  settingsOf(name: alarmsEventsV1.AlarmName): readonly SettingRow[] {
    return this.byName.get(name) ?? [];
  }

  setting(id: number): SettingRow | undefined {
    return this.settingsById.get(id);
  }

  /**
   * Whether a setting covers a tracker: its tracker targets (the device, or its organisation) when it targets
   * trackers; else the tracker's vehicle (the vehicle, or the vehicle's organisation, so a vehicle added to a targeted
   * organisation later is covered). An archived vehicle raises nothing.
   */
  covers(setting: SettingRow, tracker: TrackerRow): boolean {
    if (setting.isTracker) {
      return (
        setting.targetTrackerIds.includes(tracker.deviceId) ||
        setting.targetTrackerOrganizationIds.includes(tracker.organizationId)
      );
    }
    if (!tracker.vehicleId) return false;
    const vehicle = this.vehicles.get(tracker.vehicleId);
    return vehicle !== undefined && this.coversVehicle(setting, vehicle);
  }

  /** Whether a vehicle alarm covers a vehicle: named, or of a targeted organisation, and not archived. */
  coversVehicle(setting: SettingRow, vehicle: VehicleRow): boolean {
    if (setting.isTracker || vehicle.archived) return false;
    return (
      setting.targetVehicleIds.includes(vehicle.id) || setting.targetOrganizationIds.includes(vehicle.organizationId)
    );
  }

  /**
   * The privacy of a moment of a vehicle: during an open private trip, the trip's driver (0: none) is the only one who
   * may see where it was; null when nothing is private then.
   */
  privateTripAt(vehicleId: number, atMs: number): { driverUserId: number } | null {
    const trip = this.latestTrips.get(vehicleId);
    if (!trip?.open || atMs < trip.startTsMs || !isPrivatePurpose(trip.purpose)) return null;
    return { driverUserId: trip.driverUserId };
  }
}
