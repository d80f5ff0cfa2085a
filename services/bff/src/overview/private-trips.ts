import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';

import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { hidesPrivateTrip, isPrivatePurpose, ServiceKey } from '@fleetlog/access';
import { type devicesV1, type journalV1, TOPICS } from '@fleetlog/contracts';
import { callGrpc } from '@fleetlog/grpc';
import { createLogger, type Logger, type LoggerOptions } from '@fleetlog/logging';
import { KafkaMessaging } from '@fleetlog/messaging';

import { BFF_CONFIG, type BffConfig } from '../config';
import { JournalGrpcClient } from '../journal-client/journal-grpc.client';

/** Safety net against a missed event: a fresh snapshot this often. */
const RESNAPSHOT_INTERVAL_MS = 5 * 60_000;
const SNAPSHOT_TIMEOUT_MS = 15_000;
const MAX_RETRY_DELAY_MS = 30_000;

/** What the map needs of a vehicle's latest trip (journal.latest-trips.v1 and the journal's snapshot carry it). */
export type LatestTrip = Pick<journalV1.LatestTrip, 'vehicleId' | 'open' | 'purpose' | 'driverUserId' | 'version'>;

/** Who may see a vehicle under its latest trip: everyone, or only `driverUserId` (0: nobody, no driver known). */
type Visibility = { hidden: false } | { hidden: true; driverUserId: number };

function visibilityOf(trip: Pick<LatestTrip, 'purpose' | 'driverUserId'> | undefined): Visibility {
  return trip && isPrivatePurpose(trip.purpose)
    ? { hidden: true, driverUserId: trip.driverUserId }
    : { hidden: false };
}

function sameVisibility(a: Visibility, b: Visibility): boolean {
  return a.hidden ? b.hidden && a.driverUserId === b.driverUserId : !b.hidden;
}

/**
 * Each vehicle's latest trip (open or closed) with the per-vehicle version rule: a change not newer than what is
 * held is ignored, whether it comes from the topic or a snapshot. A vehicle whose latest trip is private is hidden
 * from all but the trip's driver: while the trip is open, and after it closed, until a trip that is not private is
 * the vehicle's latest (where a private trip ended is its stop, which the journal hides; spec 02 §5). Pure; see
 * `PrivateTrips` for where the changes come from.
 */
export class LatestTripsModel {
  private readonly vehicles = new Map<number, LatestTrip>();

  /** Applies a change; answers whether it changed who may see the vehicle. */
  apply(change: LatestTrip): boolean {
    const held = this.vehicles.get(change.vehicleId);
    if (held && held.version >= change.version) return false;
    this.vehicles.set(change.vehicleId, {
      vehicleId: change.vehicleId,
      open: change.open,
      purpose: change.purpose,
      driverUserId: change.driverUserId,
      version: change.version,
    });
    return !sameVisibility(visibilityOf(held), visibilityOf(change));
  }

  /**
   * The journal's snapshot of the vehicles whose latest trip is private, read after `takenAtMs`: its trips are
   * applied, and a vehicle held as private that it lacks is not private any more (its change was missed), unless a
   * change newer than the snapshot's start came meanwhile. Answers the vehicles whose visibility changed.
   */
  applySnapshot(trips: readonly journalV1.LatestTrip[], takenAtMs: number): number[] {
    const changed = new Set<number>();
    const listed = new Set(trips.map((trip) => trip.vehicleId));
    for (const [vehicleId, held] of this.vehicles) {
      if (isPrivatePurpose(held.purpose) && !listed.has(vehicleId) && held.version < takenAtMs) {
        this.vehicles.set(vehicleId, { ...held, purpose: '' });
        changed.add(vehicleId);
      }
    }
    for (const trip of trips) if (this.apply(trip)) changed.add(trip.vehicleId);
    return [...changed];
  }

  /** Whether the vehicle's position is hidden from the user: its latest trip is private and someone else's. */
  hiddenFrom(vehicleId: number, userId: number): boolean {
    const trip = this.vehicles.get(vehicleId);
    return trip !== undefined && hidesPrivateTrip(userId, trip);
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
 * selected vehicle, the live socket): the journal's journal.latest-trips.v1 (a group per process, as every process
 * needs every change) over a snapshot of the private latest trips from its LatestTripService (the internal service
 * key), re-taken every few minutes. Changes of who may see a vehicle are told to the listeners (the live sockets send
 * the vehicle again, as the viewer may now see it). The first positions of a trip may go out before its opening
 * arrives (well under a second): where the vehicle stood, which the map showed anyway, unless its latest trip was
 * private. Until the first snapshot is in (the journal unreachable at start), earlier private trips are not known;
 * changes that arrive meanwhile are.
 */
@Injectable()
export class PrivateTrips implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly model = new LatestTripsModel();
  private readonly logger: Logger;
  private readonly messaging: KafkaMessaging;
  private readonly listeners = new Set<VisibilityListener>();
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
      clientId: 'bff-latest-trips',
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
    this.listeners.clear();
    await this.messaging.disconnect();
  }

  hiddenFrom(vehicleId: number, userId: number): boolean {
    return this.model.hiddenFrom(vehicleId, userId);
  }

  /** The position for the viewer: masked while the vehicle's latest trip is another driver's private trip. */
  present(position: devicesV1.VehiclePosition, viewerUserId: number): devicesV1.VehiclePosition {
    return this.hiddenFrom(position.vehicleId, viewerUserId) ? privatePosition(position) : position;
  }

  /** Calls `listener` with the vehicles whose visibility changed; returns the undo. */
  onVisibilityChange(listener: VisibilityListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Follow the topic first, then take the snapshot, so a change made meanwhile arrives as an event. */
  private async start(): Promise<void> {
    const instance = `${hostname()}.${process.pid}.${randomUUID().slice(0, 8)}`;
    await this.untilDone('subscribe to journal.latest-trips.v1', () =>
      this.messaging.subscribe({
        groupId: `bff.latest-trips.${instance}`,
        topic: TOPICS.journalLatestTrips,
        fromBeginning: false,
        maxWaitTimeMs: 200,
        handler: async (change) => {
          if (this.model.apply(change)) this.tell([change.vehicleId]);
        },
      }),
    );
    await this.untilDone('load the private latest trips from the journal', () => this.snapshot());
    this.loaded = true;
    this.timer = setInterval(() => {
      this.snapshot().catch((err: unknown) => this.logger.warn({ err }, 'latest trips not re-snapshotted'));
    }, RESNAPSHOT_INTERVAL_MS);
    this.timer.unref();
  }

  private async snapshot(): Promise<void> {
    const takenAtMs = Date.now();
    const { trips } = await callGrpc(
      () => this.journal.latestTrips.snapshotPrivateLatestTrips({}, this.serviceKey.metadata()),
      { timeoutMs: SNAPSHOT_TIMEOUT_MS },
    );
    this.tell(this.model.applySnapshot(trips ?? [], takenAtMs));
  }

  private tell(vehicleIds: number[]): void {
    if (vehicleIds.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(vehicleIds);
      } catch (err) {
        this.logger.warn({ err }, 'a private-mode listener failed');
      }
    }
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

export type VisibilityListener = (vehicleIds: number[]) => void;
