import { TOPICS, type TopicDefinition } from '@fleetlog/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';

import type { InstallationEntity } from '../installations/installation.entity';
import { toInstallationMessage } from '../installations/installation.mapper';

/** The part of the messaging lib this service uses (KafkaMessaging satisfies it). */
export interface EventPublisher {
  publish<T>(topic: TopicDefinition<T>, key: string, message: T): Promise<unknown>;
}

export const EVENT_PUBLISHER = Symbol('EVENT_PUBLISHER');

/**
 * devices.installations.v1, keyed by device id, one InstallationChanged per installation start and end. Called
 * after the transaction committed, in the order the changes happened (an end before the start that replaced it), so
 * consumers never see a change that was rolled back. A failed publish is logged, not thrown: the change is committed
 * and the history stays queryable through ListInstallations.
 */
@Injectable()
export class InstallationEventsPublisher {
  private readonly logger = new Logger(InstallationEventsPublisher.name);

  constructor(@Inject(EVENT_PUBLISHER) private readonly publisher: EventPublisher) {}

  async installationsChanged(installations: readonly InstallationEntity[]): Promise<void> {
    for (const installation of installations) {
      const key = String(installation.deviceId);
      try {
        await this.publisher.publish(TOPICS.devicesInstallations, key, {
          installation: toInstallationMessage(installation),
          changedTsMs: Date.now(),
          // Interim version (the change time) until the outbox change path raises a per-device counter.
          version: Date.now(),
        });
      } catch (err) {
        this.logger.error({ err, msg: 'installation event publish failed', key, installationId: installation.id });
      }
    }
  }
}
