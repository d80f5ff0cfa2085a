import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';

import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ServiceKey } from '@fleetlog/access';
import { type devicesV1, type journalV1, TOPICS } from '@fleetlog/contracts';
import { callGrpc } from '@fleetlog/grpc';
import { createLogger, type Logger, type LoggerOptions } from '@fleetlog/logging';
import { KafkaMessaging } from '@fleetlog/messaging';

import { BFF_CONFIG, type BffConfig } from '../config';
import { JournalGrpcClient } from '../journal-client/journal-grpc.client';

/** Purposes that put the map in private mode (spec 02 §2.5; PRIVATE_AUTO: private set automatically). */
const PRIVATE_PURPOSES = new Set(['PRIVATE', 'PRIVATE_AUTO']);
/** Safety net against a missed event: a fresh snapshot this often. */
const RESNAPSHOT_INTERVAL_MS = 5 * 60_000;
const SNAPSHOT_TIMEOUT_MS = 15_000;
const MAX_RETRY_DELAY_MS = 30_000;

interface VehicleTrip {
  open: boolean;
  purpose: string;
  driverUserId: number;
  version: number;
}

/**
 * The vehicles on an open trip and the purpose it would get, per vehicle, with the per-vehicle version rule: a
 * change not newer than what is held is ignored, whether it comes from the topic or a snapshot. Pure; see
 * `PrivateTrips` for where the changes come from.
 */
export class OpenTripsModel {
  private readonly vehicles = new Map<number, VehicleTrip>();

  apply(change: { vehicleId: number; open: boolean; purpose: string; driverUserId: number; version: number }): void {
    const held = this.vehicles.get(change.vehicleId);
    if (held && held.version >= change.version) return;
    this.vehicles.set(change.vehicleId, {
      open: change.open,
      purpose: change.purpose,
      driverUserId: change.driverUserId,
      version: change.version,
    });
  }

  /**
   * A snapshot of every open trip, read after `takenAtMs`: its trips are applied, and a trip held as open that it
   * lacks closed (its end was missed), unless a change newer than the snapshot's start came meanwhile.
   */
  applySnapshot(trips: readonly journalV1.OpenTrip[], takenAtMs: number): void {
    const open = new Set(trips.map((trip) => trip.vehicleId));
    for (const [vehicleId, held] of this.vehicles) {
      if (held.open && !open.has(vehicleId) && held.version < takenAtMs) {
        this.vehicles.set(vehicleId, { ...held, open: false });
      }
    }
    for (const trip of trips) this.apply({ ...trip, open: true });
  }

  /** Whether the vehicle's position is hidden from the user: on a private trip someone else drives. */
  hiddenFrom(vehicleId: number, userId: number): boolean {
    const trip = this.vehicles.get(vehicleId);
    return trip !== undefined && trip.open && PRIVATE_PURPOSES.has(trip.purpose) && trip.driverUserId !== userId;
  }
}

/**
 * The position as `viewerUserId` may see it: on another driver's private trip the position is 0,0 with no speed or
 * heading (spec 02 §3 Map overview item: "0 means private mode"); times, status and battery stay.
 */
export function privatePosition(position: devicesV1.VehiclePosition): devicesV1.VehiclePosition {
  return { ...position, latitude: 0, longitude: 0, angleDeg: 0, speedKmh: 0, hdop: undefined, satellites: 0 };
}

/**
 * Private mode on the map (spec 02 §2.5), enforced here for every position the BFF hands out (the overview, the
 * selected vehicle, the live socket): the journal's journal.open-trips.v1 (a group per process, as every process
 * needs every change) over a snapshot from its OpenTripService (the internal service key), re-taken every few minutes.
 * The first positions of a trip may go out before its opening arrives (well under a second): where the vehicle stood,
 * which the map showed anyway. Until the first snapshot is in (the journal unreachable at start), trips opened earlier
 * are not known; changes that arrive meanwhile are.
 */
@Injectable()
export class PrivateTrips implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly model = new OpenTripsModel();
  private readonly logger: Logger;
  private readonly messaging: KafkaMessaging;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private loaded = false;

  constructor(
    private readonly journal: JournalGrpcClient,
    @Inject(ServiceKey) private readonly serviceKey: ServiceKey,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {
    this.logger = createLogger({ service: 'bff', level: config.logLevel as LoggerOptions['level'] }).child({
      component: 'private-trips',
    });
    this.messaging = new KafkaMessaging({
      clientId: 'bff-open-trips',
      brokers: config.access.kafkaBrokers,
      logger: this.logger,
      consumerTimeouts: config.access.consumerTimeouts,
    });
  }

  get ready(): boolean {
    return this.loaded;
  }

  onApplicationBootstrap(): void {
    void this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.messaging.disconnect();
  }

  hiddenFrom(vehicleId: number, userId: number): boolean {
    return this.model.hiddenFrom(vehicleId, userId);
  }

  /** The position for the viewer: masked while the vehicle is on another driver's private trip. */
  present(position: devicesV1.VehiclePosition, viewerUserId: number): devicesV1.VehiclePosition {
    return this.hiddenFrom(position.vehicleId, viewerUserId) ? privatePosition(position) : position;
  }

  /** Follow the topic first, then take the snapshot, so a change made meanwhile arrives as an event. */
  private async start(): Promise<void> {
    const instance = `${hostname()}.${process.pid}.${randomUUID().slice(0, 8)}`;
    await this.untilDone('subscribe to journal.open-trips.v1', () =>
      this.messaging.subscribe({
        groupId: `bff.open-trips.${instance}`,
        topic: TOPICS.journalOpenTrips,
        fromBeginning: false,
        maxWaitTimeMs: 200,
        handler: async (change) => this.model.apply(change),
      }),
    );
    await this.untilDone('load the open trips from the journal', () => this.snapshot());
    this.loaded = true;
    this.timer = setInterval(() => {
      this.snapshot().catch((err: unknown) => this.logger.warn({ err }, 'open trips not re-snapshotted'));
    }, RESNAPSHOT_INTERVAL_MS);
    this.timer.unref();
  }

  private async snapshot(): Promise<void> {
    const takenAtMs = Date.now();
    const { trips } = await callGrpc(() => this.journal.openTrips.snapshotOpenTrips({}, this.serviceKey.metadata()), {
      timeoutMs: SNAPSHOT_TIMEOUT_MS,
    });
    this.model.applySnapshot(trips ?? [], takenAtMs);
  }

  private async untilDone(what: string, action: () => Promise<void>): Promise<void> {
    let delay = 500;
    while (!this.stopped) {
      try {
        await action();
        return;
      } catch (err) {
        this.logger.warn({ err, retryInMs: delay }, `could not ${what}; retrying`);
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
        delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
      }
    }
  }
}
