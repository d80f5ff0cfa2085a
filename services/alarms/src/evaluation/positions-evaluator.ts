import { alarmsEventsV1, TOPICS, type telemetryV1 } from '@fleetlog/contracts';
import { createLogger, type Logger } from '@fleetlog/logging';
import { type BatchItem, consumerTimeoutsOf, KafkaMessaging } from '@fleetlog/messaging';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

import { ALARMS_CONFIG, type AlarmsConfig } from '../config';
import { advance, type GeofenceFix, type GeofenceState, isUsableFix, sideOf } from '../geofences/geofence-tracker';
import { NotificationDelivery } from '../notifications/notification-delivery';
import { closeOngoing, openPeriod } from '../periods/period-changes';
import type { TrackerRow } from '../read-models/read-models.repository';
import { LATE_NOTIFYING } from '../settings/alarm-names';
import type { SettingRow } from '../settings/settings.repository';
import { AlarmCatalogue } from './alarm-catalogue';
import { isArmed } from './schedule-gate';
import { trackerConditions } from './tracker-events';

/** A period change the batch decided on, applied in the batch's transaction. */
type Action =
  | {
      kind: 'open';
      setting: SettingRow;
      tracker: TrackerRow;
      atMs: number;
      fix: GeofenceFix;
      late: boolean;
      detail: string;
      /** A period of its own subject (not the tracker's), closed at once at `untilMs`: a gap that is over. */
      moment?: { subject: string; untilMs: number };
    }
  | { kind: 'close'; setting: SettingRow; tracker: TrackerRow; atMs: number; late: boolean; notify: boolean };

const { AlarmName } = alarmsEventsV1;

export const subjectOf = (tracker: Pick<TrackerRow, 'imei'>) => `imei:${tracker.imei}`;

/**
 * telemetry.positions.v1 through the geofences and the trackers' own events (README "Evaluation"): each batch's
 * records per tracker in time order; a geofence change of side opens or closes its alarm's period, a Teltonika event
 * element or a Queclink alarm report opens, closes or marks one. The periods, their events and their notifications
 * commit with the geofence sides in one transaction, before the batch's offsets do: a crash mid-batch repeats the
 * batch, and the periods' uniqueness (one ongoing per alarm and tracker) keeps the repeat from doubling them.
 */
@Injectable()
export class PositionsEvaluator implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger: Logger;
  private readonly messaging: KafkaMessaging;
  private stopping = false;
  /** Each geofence's side per tracker, `${settingId}:${imei}`, and each tracker's last fix (the next segment's start). */
  private readonly sides = new Map<string, GeofenceState['side']>();
  private readonly lastFix = new Map<string, GeofenceFix>();
  /** Each tracker's latest record time (any record, fix or not), for INTERMITTENCE's gaps. */
  private readonly lastRecordMs = new Map<string, number>();
  private sidesLoaded?: Promise<void>;

  constructor(
    @Inject(ALARMS_CONFIG) private readonly config: AlarmsConfig,
    private readonly em: EntityManager,
    private readonly catalogue: AlarmCatalogue,
    private readonly delivery?: NotificationDelivery,
  ) {
    this.logger = createLogger({ service: 'alarms', level: config.LOG_LEVEL }).child({ component: 'positions' });
    this.messaging = new KafkaMessaging({
      clientId: 'fleetlog-alarms-positions',
      brokers: config.KAFKA_BROKERS,
      logger: this.logger.child({ component: 'positions-kafka' }),
      consumerTimeouts: consumerTimeoutsOf(config),
    });
  }

  onApplicationBootstrap(): void {
    if (!this.config.ALARMS_CONSUME_POSITIONS) return;
    this.messaging
      .subscribeBatch({
        groupId: this.config.ALARMS_POSITIONS_GROUP_ID,
        topic: TOPICS.telemetryPositions,
        fromBeginning: this.config.ALARMS_POSITIONS_FROM_BEGINNING,
        batchHandler: (items) => this.handleBatch(items),
      })
      .catch((err: unknown) => {
        if (!this.stopping) this.logger.error({ err }, 'telemetry.positions.v1 subscription stopped');
      });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.messaging.disconnect();
  }

  assertNoRecentGaps(): void {
    this.messaging.assertNoRecentConsumerGaps();
  }

  async handleBatch(items: ReadonlyArray<BatchItem<telemetryV1.TelemetryPacket>>): Promise<void> {
    await this.catalogue.ready();
    await this.loadSides();
    const nowMs = Date.now();
    const actions: Action[] = [];
    const changedSides = new Set<string>();
    for (const { message } of items) {
      const tracker = this.catalogue.trackers.get(message.imei);
      const records = [...message.records].sort((a, b) => a.timestampMs - b.timestampMs);
      if (!tracker) {
        // Not known yet (its first devices.status.v1 is on its way): its last fix is kept all the same, so that its
        // next segment starts where it was and an entry right after is seen as one.
        for (const record of records) if (record.validFix) this.noteFix(message.imei, record);
        continue;
      }
      for (const record of records) {
        const late = message.buffered || record.timestampMs < nowMs - this.config.ALARMS_LATE_AFTER_MS;
        this.intermittence(record, tracker, late, actions);
        this.trackerEvents(message.codec, record, tracker, late, actions);
        if (record.validFix) this.geofences(record, tracker, late, actions, changedSides);
      }
    }
    if (actions.length === 0 && changedSides.size === 0) return;
    await this.em.fork().transactional(async (tx) => {
      for (const action of actions) {
        if (action.kind === 'open') {
          const notify = !action.late || LATE_NOTIFYING.has(action.setting.alarmName);
          const subject = action.moment?.subject ?? subjectOf(action.tracker);
          const privateTrip = this.catalogue.privateTripAt(action.tracker.vehicleId, action.atMs);
          const opened = await openPeriod(
            tx,
            this.config,
            action.setting,
            {
              subject,
              vehicleId: action.tracker.vehicleId,
              deviceId: action.tracker.deviceId,
              imei: action.tracker.imei,
              driverId: privateTrip?.driverUserId ?? 0,
              startMs: action.atMs,
              latitude: isUsableFix(action.fix) ? action.fix.latitude : null,
              longitude: isUsableFix(action.fix) ? action.fix.longitude : null,
              address: '',
              positionHidden: privateTrip !== null,
              late: action.late,
              detail: action.detail,
            },
            notify,
          );
          if (opened && action.moment) {
            await closeOngoing(tx, this.config, action.setting, subject, action.moment.untilMs, false);
          }
        } else {
          await closeOngoing(tx, this.config, action.setting, subjectOf(action.tracker), action.atMs, action.notify);
        }
      }
      for (const key of changedSides) {
        const [settingId, imei] = [Number(key.slice(0, key.indexOf(':'))), key.slice(key.indexOf(':') + 1)];
        const fix = this.lastFix.get(imei)!;
        await tx.execute(
          `insert into "alarms"."geofence_sides" ("setting_id", "imei", "inside", "last_fix_ms", "last_latitude",
             "last_longitude") values (?, ?, ?, ?, ?, ?)
           on conflict ("setting_id", "imei") do update set "inside" = excluded."inside",
             "last_fix_ms" = excluded."last_fix_ms", "last_latitude" = excluded."last_latitude",
             "last_longitude" = excluded."last_longitude"`,
          [settingId, imei, this.sides.get(key) === 'INSIDE', fix.timestampMs, fix.latitude, fix.longitude],
        );
      }
    });
    if (actions.length > 0) this.delivery?.kick();
  }

  /**
   * INTERMITTENCE: a tracker that reports again after a gap longer than the setting's hours (its records since the
   * previous one missing: a weak connection, a tracker off its power) is a period from its previous record to this one.
   * A tracker's first record since the service started has no previous one here.
   */
  private intermittence(
    record: telemetryV1.PositionRecord,
    tracker: TrackerRow,
    late: boolean,
    actions: Action[],
  ): void {
    const previousMs = this.lastRecordMs.get(tracker.imei);
    if (previousMs !== undefined && record.timestampMs <= previousMs) return;
    this.lastRecordMs.set(tracker.imei, record.timestampMs);
    if (previousMs === undefined) return;
    const gapMs = record.timestampMs - previousMs;
    for (const setting of this.catalogue.settingsOf(AlarmName.INTERMITTENCE)) {
      if (gapMs <= (setting.params.hoursIntermittence ?? 3) * 3_600_000) continue;
      if (!this.catalogue.covers(setting, tracker) || !isArmed(setting.schedule, record.timestampMs)) continue;
      actions.push({
        kind: 'open',
        setting,
        tracker,
        atMs: previousMs,
        fix: { timestampMs: record.timestampMs, latitude: record.latitude, longitude: record.longitude },
        late,
        detail: `${Math.round(gapMs / 360_000) / 10} h`,
        moment: { subject: `${subjectOf(tracker)}:gap:${previousMs}`, untilMs: record.timestampMs },
      });
    }
  }

  private trackerEvents(
    codec: string,
    record: telemetryV1.PositionRecord,
    tracker: TrackerRow,
    late: boolean,
    actions: Action[],
  ): void {
    for (const condition of trackerConditions(codec, record)) {
      for (const setting of this.catalogue.settingsOf(condition.alarm)) {
        if (!this.catalogue.covers(setting, tracker)) continue;
        const fix = { timestampMs: record.timestampMs, latitude: record.latitude, longitude: record.longitude };
        if (condition.change !== 'END' && isArmed(setting.schedule, record.timestampMs)) {
          actions.push({
            kind: 'open',
            setting,
            tracker,
            atMs: record.timestampMs,
            fix,
            late,
            detail: condition.detail,
          });
        }
        if (condition.change !== 'START') {
          actions.push({ kind: 'close', setting, tracker, atMs: record.timestampMs, late, notify: false });
        }
      }
    }
  }

  /**
   * The segment from the tracker's last fix to this one against every geofence near it. A zone without a side for
   * the tracker gets one from the segment's start by the polygon alone (the tracker's first fix sets its state).
   */
  private geofences(
    record: telemetryV1.PositionRecord,
    tracker: TrackerRow,
    late: boolean,
    actions: Action[],
    changedSides: Set<string>,
  ): void {
    const fix: GeofenceFix = {
      timestampMs: record.timestampMs,
      latitude: record.latitude,
      longitude: record.longitude,
    };
    if (!isUsableFix(fix)) return;
    const previous = this.lastFix.get(tracker.imei);
    if (previous && fix.timestampMs <= previous.timestampMs) return;
    this.lastFix.set(tracker.imei, fix);
    for (const settingId of this.catalogue.geofences.candidates(previous ?? fix, fix)) {
      const setting = this.catalogue.setting(settingId);
      const zone = this.catalogue.geofences.zone(settingId);
      if (!setting || !zone || !this.catalogue.covers(setting, tracker)) continue;
      const key = `${settingId}:${tracker.imei}`;
      const known = this.sides.get(key);
      const start = previous ?? fix;
      const state: GeofenceState = { side: known ?? sideOf(zone, start), last: start };
      // Every change of side is followed, whichever direction the alarm is active on.
      const step = advance({ ...zone, activeOnEnter: true, activeOnExit: true }, state, fix);
      const side = step.state?.side ?? state.side;
      if (side !== known) changedSides.add(key);
      else if (previous === undefined) changedSides.add(key);
      this.sides.set(key, side);
      for (const event of step.events) this.geofenceEvent(setting, tracker, event, late, actions);
    }
  }

  /**
   * ENTRY and EXIT as periods: an alarm on ENTRY (alone or with EXIT) is a period inside the zone, opened at the entry
   * and closed at the exit (one period when active on both, whose exit notifies too); an alarm on EXIT alone is a
   * period outside, opened at the exit and closed at the next entry. The schedule gates the opening.
   */
  private geofenceEvent(
    setting: SettingRow,
    tracker: TrackerRow,
    event: { event: 'ENTRY' | 'EXIT'; timestampMs: number; latitude: number; longitude: number },
    late: boolean,
    actions: Action[],
  ): void {
    const geo = setting.geofence!;
    const opens = geo.activeOnEnter ? event.event === 'ENTRY' : event.event === 'EXIT';
    const fix = { timestampMs: event.timestampMs, latitude: event.latitude, longitude: event.longitude };
    if (opens) {
      if (isArmed(setting.schedule, event.timestampMs)) {
        actions.push({ kind: 'open', setting, tracker, atMs: event.timestampMs, fix, late, detail: event.event });
      }
    } else {
      const notify = geo.activeOnEnter && geo.activeOnExit && !late;
      actions.push({ kind: 'close', setting, tracker, atMs: event.timestampMs, late, notify });
    }
  }

  private noteFix(imei: string, record: telemetryV1.PositionRecord): void {
    const fix = { timestampMs: record.timestampMs, latitude: record.latitude, longitude: record.longitude };
    const previous = this.lastFix.get(imei);
    if (isUsableFix(fix) && (!previous || fix.timestampMs > previous.timestampMs)) this.lastFix.set(imei, fix);
  }

  private loadSides(): Promise<void> {
    this.sidesLoaded ??= (async () => {
      const rows = await this.em.fork().execute<
        Array<{
          setting_id: string;
          imei: string;
          inside: boolean;
          last_fix_ms: string;
          last_latitude: number;
          last_longitude: number;
        }>
      >(`select * from "alarms"."geofence_sides"`);
      for (const row of rows) {
        this.sides.set(`${row.setting_id}:${row.imei}`, row.inside ? 'INSIDE' : 'OUTSIDE');
        const fix = {
          timestampMs: Number(row.last_fix_ms),
          latitude: row.last_latitude,
          longitude: row.last_longitude,
        };
        const known = this.lastFix.get(row.imei);
        if (!known || known.timestampMs < fix.timestampMs) this.lastFix.set(row.imei, fix);
      }
    })().catch((err: unknown) => {
      this.sidesLoaded = undefined;
      throw err;
    });
    return this.sidesLoaded;
  }
}
