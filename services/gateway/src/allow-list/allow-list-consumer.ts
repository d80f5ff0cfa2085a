import { randomUUID } from 'node:crypto';

import { TOPICS } from '@fleetlog/contracts';
import type { KafkaMessaging } from '@fleetlog/messaging';
import type { Admin } from 'kafkajs';
import type { Logger } from 'pino';

import type { AllowList } from './allow-list';

const RETRY_MS = 1_000;

/**
 * Feeds the allow-list from `devices.devices.v1`. The topic is compacted state: reading it from the beginning gives
 * every device, so each process reads it whole under a consumer group of its own (the instance id plus a boot id: a
 * restarted pod with the same name must not resume from its predecessor's offsets and miss the state before them).
 * Ready once it has read up to the end offsets the topic had when the process started; before that a tracker of a
 * device not read yet would be refused, so readiness keeps the load balancer away.
 */
export class AllowListConsumer {
  private endOffsets?: Map<number, bigint>;
  private readonly processed = new Map<number, bigint>();
  private caughtUp = false;
  private stopped = false;

  constructor(
    private readonly allowList: AllowList,
    private readonly messaging: KafkaMessaging,
    private readonly admin: Admin,
    private readonly instanceId: string,
    private readonly logger: Logger,
  ) {}

  /** Starts reading; resolves once subscribed (the catch-up continues in the background). */
  async start(): Promise<void> {
    // End offsets first: whatever is published after them is news, not start-up state.
    this.endOffsets = await this.fetchEndOffsets();
    this.checkCaughtUp();
    await this.messaging.subscribe({
      groupId: `gateway.allow-list.${this.instanceId}.${randomUUID().slice(0, 8)}`,
      topic: TOPICS.devicesDevices,
      fromBeginning: true,
      handler: async (event, meta) => {
        if (!this.allowList.apply(event)) {
          this.logger.debug({ deviceId: event.deviceId, version: event.version }, 'older device version ignored');
        }
        this.processed.set(meta.partition, BigInt(meta.offset));
        if (!this.caughtUp) this.checkCaughtUp();
      },
    });
  }

  stop(): void {
    this.stopped = true;
  }

  get ready(): boolean {
    return this.caughtUp;
  }

  private checkCaughtUp(): void {
    if (!this.endOffsets) return;
    for (const [partition, end] of this.endOffsets) {
      // `end` is the next offset to be written: the last message at start is end - 1.
      if ((this.processed.get(partition) ?? -1n) < end - 1n) return;
    }
    this.caughtUp = true;
    this.logger.info({ devices: this.allowList.size }, 'allow-list caught up with devices.devices.v1');
  }

  private async fetchEndOffsets(): Promise<Map<number, bigint>> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.admin.connect();
        const offsets = await this.admin.fetchTopicOffsets(TOPICS.devicesDevices.name);
        // A partition with nothing retained (high equals low) has nothing to catch up on.
        return new Map(
          offsets
            .filter((entry) => BigInt(entry.high) > BigInt(entry.low))
            .map((entry) => [entry.partition, BigInt(entry.high)]),
        );
      } catch (err) {
        if (this.stopped) throw err;
        this.logger.warn({ err, attempt }, 'end offsets of devices.devices.v1 not readable yet; retrying');
        await new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_MS * attempt, 10_000)));
      }
    }
  }
}
