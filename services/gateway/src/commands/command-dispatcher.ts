import { randomUUID } from 'node:crypto';

import { telemetryV1, TOPICS } from '@fleetlog/contracts';
import type { KafkaMessaging } from '@fleetlog/messaging';
import type { Logger } from 'pino';

import type { CommandSink, CommandTarget } from '../connections/gateway-context';

/**
 * Device commands for the trackers connected to this process. Every gateway replica reads `devices.commands.v1`
 * (keyed by IMEI) under a group of its own, from the latest offset: a command for a device connected elsewhere, or
 * nowhere, is ignored here, because devices publishes it again when the device next reports. Results (SENT,
 * RESPONDED, FAILED) go to `telemetry.command-results.v1` one after another, so SENT never overtakes RESPONDED.
 */
export class CommandDispatcher implements CommandSink {
  private readonly connections = new Map<string, CommandTarget>();
  private results: Promise<void> = Promise.resolve();

  constructor(
    private readonly messaging: KafkaMessaging,
    private readonly instanceId: string,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves once subscribed (the messaging lib retries until the broker answers). */
  start(): Promise<void> {
    return this.messaging.subscribe({
      groupId: `gateway.commands.${this.instanceId}.${randomUUID().slice(0, 8)}`,
      topic: TOPICS.devicesCommands,
      fromBeginning: false,
      handler: async (command) => this.dispatch(command),
    });
  }

  /** Writes the command to the device's connection when this process holds it. */
  dispatch(command: telemetryV1.DeviceCommand): void {
    if (command.expiresTsMs > 0 && command.expiresTsMs < this.now()) return;
    this.connections.get(command.imei)?.deliver(command);
  }

  attach(imei: string, connection: CommandTarget): void {
    // A reconnecting tracker replaces its old connection (which may not have noticed yet that it is gone).
    this.connections.set(imei, connection);
  }

  detach(imei: string, connection: CommandTarget): void {
    if (this.connections.get(imei) === connection) this.connections.delete(imei);
  }

  result(imei: string, commandId: number, outcome: telemetryV1.CommandOutcome, response: string): void {
    const message: telemetryV1.CommandResult = {
      commandId,
      imei,
      outcome,
      response,
      tsMs: this.now(),
      gatewayInstance: this.instanceId,
    };
    this.results = this.results
      .then(() => this.messaging.publish(TOPICS.telemetryCommandResults, imei, message))
      .catch((err: unknown) => this.logger.error({ err, imei, commandId, outcome }, 'command result not published'));
  }

  /** Waits for the results still being published (shutdown). */
  flush(): Promise<void> {
    return this.results;
  }

  get connected(): number {
    return this.connections.size;
  }
}
