import { randomUUID } from 'node:crypto';

import { telemetryV1, TOPICS } from '@fleetlog/contracts';
import type { KafkaMessaging } from '@fleetlog/messaging';
import type { Logger } from 'pino';

import type { DeviceConnections } from '../connections/device-connections';
import type { CommandSink } from '../connections/gateway-context';

/**
 * Device commands for the trackers connected to this process. Every gateway replica reads `devices.commands.v1`
 * (keyed by IMEI) under a group of its own, from the latest offset: a command for a device connected elsewhere, or
 * nowhere, is ignored here, because devices publishes it again when the device next reports. A device has one
 * connection here, the newest to identify it (`DeviceConnections`): a command goes there. Results (SENT, RESPONDED,
 * FAILED) go to `telemetry.command-results.v1` one after another, so SENT never overtakes RESPONDED, and the FAILED of
 * a replaced connection's commands (queued as it is replaced) comes before anything of the newer connection.
 */
export class CommandDispatcher implements CommandSink {
  private results: Promise<void> = Promise.resolve();

  constructor(
    private readonly connections: DeviceConnections,
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
}
