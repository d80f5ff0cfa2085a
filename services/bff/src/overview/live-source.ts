import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { devicesV1 } from '@fleetlog/contracts';
import { Redis } from 'ioredis';
import { z } from 'zod/v4';

import { BFF_CONFIG, type BffConfig } from '../config';

/**
 * The devices service's live channels (services/devices/src/telemetry/latest-positions.store.ts, which owns the
 * layout: `fleetlog:devices:live:v1:org:<organizationId>`, one JSON `LatestVehiclePosition` per vehicle whose
 * latest position or last seen moved forward). Services do not import each other, so the names are repeated here;
 * the version segment changes with the shape.
 */
export const LIVE_CHANNEL_PREFIX = 'fleetlog:devices:live:v1:org:';

const fix = z.object({
  timestampMs: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  angleDeg: z.number().nullable(),
  speedKmh: z.number().nullable(),
  satellites: z.number(),
  hdop: z.number().nullish(),
  ignition: z.boolean().nullish(),
  movement: z.boolean().nullish(),
  batteryLevelPct: z.number().nullish(),
});

const liveMessage = z.object({
  vehicleId: z.number().int().positive(),
  organizationId: z.number().int(),
  deviceId: z.number().int(),
  lastSeenTsMs: z.number(),
  lastSeenReceivedTsMs: z.number(),
  position: fix.nullable(),
});

/** A channel message as the overview's VehiclePosition (the shape devices' gRPC answers); undefined if malformed. */
export function parseLiveMessage(text: string): devicesV1.VehiclePosition | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = liveMessage.safeParse(json);
  if (!parsed.success) return undefined;
  const { position } = parsed.data;
  return {
    vehicleId: parsed.data.vehicleId,
    organizationId: parsed.data.organizationId,
    deviceId: parsed.data.deviceId,
    hasFix: position !== null,
    timestampMs: position?.timestampMs ?? 0,
    latitude: position?.latitude ?? 0,
    longitude: position?.longitude ?? 0,
    angleDeg: position?.angleDeg ?? undefined,
    speedKmh: position?.speedKmh ?? undefined,
    satellites: position?.satellites ?? 0,
    hdop: position?.hdop ?? undefined,
    ignition: position?.ignition ?? undefined,
    movement: position?.movement ?? undefined,
    batteryLevelPct: position?.batteryLevelPct ?? undefined,
    lastSeenMs: parsed.data.lastSeenTsMs,
    receivedTsMs: parsed.data.lastSeenReceivedTsMs,
  };
}

export type LiveListener = (position: devicesV1.VehiclePosition) => void;

/**
 * One Redis subscriber per BFF process (each worker of a clustered BFF has its own), subscribed to the channels of
 * the organisations some socket of this process watches, and only while one does: a process serving no map sockets
 * receives nothing. Listeners are called synchronously; they only queue (the sockets throttle).
 */
@Injectable()
export class LiveSource implements OnModuleDestroy {
  private readonly logger = new Logger('LiveSource');
  private subscriber: Redis | undefined;
  private readonly listeners = new Map<number, Set<LiveListener>>();

  constructor(@Inject(BFF_CONFIG) private readonly config: BffConfig) {}

  get configured(): boolean {
    return this.config.live.redisUrl !== undefined;
  }

  /** Starts delivering the organisation's updates to `listener`; returns the undo. */
  watch(organizationId: number, listener: LiveListener): () => void {
    let set = this.listeners.get(organizationId);
    if (!set) {
      set = new Set();
      this.listeners.set(organizationId, set);
      void this.connection()
        ?.subscribe(LIVE_CHANNEL_PREFIX + organizationId)
        .catch((error: unknown) => this.logger.warn({ err: error, organizationId }, 'live subscribe failed'));
    }
    set.add(listener);
    return () => this.unwatch(organizationId, listener);
  }

  async onModuleDestroy(): Promise<void> {
    this.listeners.clear();
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  private unwatch(organizationId: number, listener: LiveListener): void {
    const set = this.listeners.get(organizationId);
    if (!set?.delete(listener) || set.size > 0) return;
    this.listeners.delete(organizationId);
    void this.subscriber?.unsubscribe(LIVE_CHANNEL_PREFIX + organizationId).catch(() => undefined);
  }

  private connection(): Redis | undefined {
    if (this.subscriber || !this.config.live.redisUrl) return this.subscriber;
    // ioredis re-subscribes to every channel after a reconnect; updates published meanwhile are lost, which the
    // map tolerates: the page reloads the overview when its socket reconnects, and the next update corrects it.
    const subscriber = new Redis(this.config.live.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    subscriber.on('error', (error) => this.logger.warn({ err: error }, 'live Redis connection failed'));
    subscriber.on('message', (channel: string, text: string) => this.deliver(channel, text));
    this.subscriber = subscriber;
    return subscriber;
  }

  private deliver(channel: string, text: string): void {
    if (!channel.startsWith(LIVE_CHANNEL_PREFIX)) return;
    const organizationId = Number(channel.slice(LIVE_CHANNEL_PREFIX.length));
    const set = this.listeners.get(organizationId);
    if (!set) return;
    const position = parseLiveMessage(text);
    if (!position) {
      this.logger.warn({ channel }, 'malformed live message ignored');
      return;
    }
    for (const listener of set) listener(position);
  }
}
