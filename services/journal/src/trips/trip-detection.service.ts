import { AccessDirectory, normalizeIbuttonId } from '@fleetlog/access';
import { normalizePositionRecord, TOPICS, type telemetryV1 } from '@fleetlog/contracts';
import { createLogger, type Logger } from '@fleetlog/logging';
import { type BatchItem, consumerTimeoutsOf, KafkaMessaging } from '@fleetlog/messaging';
import { getMeter } from '@fleetlog/telemetry';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

import { detectorParametersOf, JOURNAL_CONFIG, type JournalConfig } from '../config';
import { type DetectorParameters, orderedFixes, type PositionFix } from './detection';
import { type IbuttonDrivers, ibuttonDrivers } from './ibutton-drivers';
import { type DetectionOutcome, runDetection } from './trip-store';

const meter = getMeter('@fleetlog/journal');
const positionsCounter = meter.createCounter('fleetlog_journal_positions_total', {
  description: 'Position records the trip detection took, by outcome (detected, late, future, no_fix)',
});
const tripsCounter = meter.createCounter('fleetlog_journal_trips_total', {
  description: 'Trips the detection closed, by outcome (stored, duplicate, without_vehicle)',
});

/** Records this far ahead of the clock come from a device with a wrong clock: taken, they would make all else late. */
const FUTURE_TOLERANCE_MS = 10 * 60_000;

/**
 * A telemetry record as the detector's fix (a record without a fix, by the gateway's judgement, has satellites 0),
 * its values held to their physical ranges whatever produced it (an impossible speed or heading is unknown).
 */
export function toFix(imei: string, published: telemetryV1.PositionRecord): PositionFix {
  const { record } = normalizePositionRecord(published);
  return {
    imei,
    timestampMs: Number(record.timestampMs),
    latitude: record.latitude,
    longitude: record.longitude,
    speedKmh: record.speedKmh,
    satellites: record.validFix ? Math.max(record.satellites, 1) : 0,
    ignition: record.io?.ignition,
    odometerM: record.io?.totalOdometerM === undefined ? undefined : Number(record.io.totalOdometerM),
    headingDeg: record.angleDeg,
    greenDrivingType: record.io?.greenDrivingType,
    ibuttonId: normalizeIbuttonId(record.io?.ibuttonDriverId) ?? undefined,
  };
}

/**
 * Trips from the positions stream (README "Trip detection"): consumes telemetry.positions.v1 batch by batch in a
 * group of its own and, per batch, moves each device's detector on from its stored state and writes the new states,
 * the closed trips and their journal.trips.v1 events in one transaction; offsets are committed after it. Records not
 * newer than a device's last fix (resent, or late beyond what the detector waited for) are left out, so they never
 * split, duplicate or invent a trip. A sweep closes the open trips of devices that went silent (trackers sleep once
 * parked), advancing each device's time by its silence.
 */
@Injectable()
export class TripDetectionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger: Logger;
  private readonly messaging: KafkaMessaging;
  private readonly params: DetectorParameters;
  private readonly drivers: IbuttonDrivers;
  private sweepTimer?: NodeJS.Timeout;
  private sweeping?: Promise<unknown>;
  private stopping = false;

  constructor(
    @Inject(JOURNAL_CONFIG) private readonly config: JournalConfig,
    private readonly orm: MikroORM,
    @Inject(AccessDirectory) directory: AccessDirectory,
  ) {
    this.drivers = ibuttonDrivers(directory);
    this.logger = createLogger({ service: 'journal', level: config.LOG_LEVEL }).child({ component: 'trip-detection' });
    this.params = detectorParametersOf(config);
    this.messaging = new KafkaMessaging({
      clientId: 'fleetlog-journal-detection',
      brokers: config.KAFKA_BROKERS,
      logger: this.logger.child({ component: 'trip-detection-kafka' }),
      consumerTimeouts: consumerTimeoutsOf(config),
    });
  }

  onApplicationBootstrap(): void {
    if (!this.config.JOURNAL_DETECTION_ENABLED) return;
    // Not awaited: the service starts while Kafka may still be coming up (the subscription retries).
    this.messaging
      .subscribeBatch({
        groupId: this.config.JOURNAL_DETECTION_GROUP_ID,
        topic: TOPICS.telemetryPositions,
        fromBeginning: this.config.JOURNAL_DETECTION_FROM_BEGINNING,
        partitionsConsumedConcurrently: this.config.JOURNAL_DETECTION_PARTITIONS_CONCURRENTLY,
        batchHandler: (items) => this.handleBatch(items),
      })
      .catch((err: unknown) => {
        if (!this.stopping) this.logger.error({ err }, 'telemetry.positions.v1 subscription stopped');
      });
    this.sweepTimer = setInterval(() => {
      if (this.sweeping) return;
      this.sweeping = this.sweepSilentDevices()
        .catch((err: unknown) => this.logger.warn({ err }, 'silent devices not swept; retried next time'))
        .finally(() => (this.sweeping = undefined));
    }, this.config.JOURNAL_EXPIRY_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.messaging.disconnect();
    await this.sweeping;
  }

  /** Throws while a recent consumer gap (records the broker deleted before detection read them) is reported. */
  assertNoRecentGaps(): void {
    this.messaging.assertNoRecentConsumerGaps();
  }

  /** One Kafka batch: each device's records, in time order, through its detector. */
  async handleBatch(items: ReadonlyArray<BatchItem<telemetryV1.TelemetryPacket>>): Promise<void> {
    const byImei = new Map<string, PositionFix[]>();
    const horizon = Date.now() + FUTURE_TOLERANCE_MS;
    let future = 0;
    let noFix = 0;
    for (const { message } of items) {
      for (const record of message.records) {
        const fix = toFix(message.imei, record);
        if (fix.timestampMs > horizon) future += 1;
        else if (fix.satellites === 0) noFix += 1;
        else {
          const fixes = byImei.get(message.imei);
          if (fixes) fixes.push(fix);
          else byImei.set(message.imei, [fix]);
        }
      }
    }
    let late = 0;
    let detected = 0;
    const outcome = await this.orm.em.fork().transactional((tx) =>
      runDetection(tx, [...byImei.keys()], this.params, this.drivers, (imei, detector) => {
        for (const fix of orderedFixes(byImei.get(imei) ?? [])) {
          const last = detector.lastTimestampMs;
          if (last !== undefined && fix.timestampMs <= last) late += 1;
          else {
            detector.push(fix);
            detected += 1;
          }
        }
      }),
    );
    positionsCounter.add(detected, { outcome: 'detected' });
    if (late) positionsCounter.add(late, { outcome: 'late' });
    if (future) positionsCounter.add(future, { outcome: 'future' });
    if (noFix) positionsCounter.add(noFix, { outcome: 'no_fix' });
    this.countTrips(outcome);
  }

  /**
   * Devices with an open trip that sent nothing for a stop gap: their detectors are told the time, their last fix
   * plus the silence since (so a replay of old positions is judged by its own clock, not the wall's).
   */
  async sweepSilentDevices(nowMs = Date.now()): Promise<void> {
    const silentForMs = this.params.stopGapS * 1000;
    const rows = await this.orm.em
      .fork()
      .execute<Array<{ imei: string }>>(
        `select "imei" from "journal"."detector_states" where "open_trip" and "updated_at" < ? order by "imei" limit 1000`,
        [new Date(nowMs - silentForMs).toISOString()],
      );
    if (rows.length === 0) return;
    const outcome = await this.orm.em.fork().transactional((tx) =>
      runDetection(
        tx,
        rows.map((row) => row.imei),
        this.params,
        this.drivers,
        (_imei, detector, silentMs) => {
          const last = detector.lastTimestampMs;
          if (last !== undefined) detector.expire(last + silentMs);
        },
        nowMs,
      ),
    );
    this.countTrips(outcome);
  }

  private countTrips(outcome: DetectionOutcome): void {
    if (outcome.stored) tripsCounter.add(outcome.stored, { outcome: 'stored' });
    if (outcome.withoutVehicle) tripsCounter.add(outcome.withoutVehicle, { outcome: 'without_vehicle' });
    const duplicates = outcome.closed - outcome.stored - outcome.withoutVehicle;
    if (duplicates) tripsCounter.add(duplicates, { outcome: 'duplicate' });
  }
}
