import { TOPICS, type TopicDefinition } from '@fleetlog/contracts';
import type { Logger } from '@fleetlog/logging';
import { KafkaMessaging } from '@fleetlog/messaging';
import type { EntityManager } from '@mikro-orm/postgresql';

import { DeviceEventsPublisher } from '../events/device-events.publisher';
import { InstallationEventsPublisher } from '../events/installation-events.publisher';
import { InstallationEntity } from '../installations/installation.entity';
import { DeviceEntity } from '../inventory/device.entity';

/**
 * Consumers build state in memory from devices.devices.v1 (the gateway's allow-list) and devices.installations.v1
 * (the journal's device-to-vehicle map), while the database keeps it for good. When the broker lost a topic, which
 * the local broker does at every restart, the database's state goes to the outbox again. Lost means: the cluster is
 * not the one this database last republished the topic to (a restarted mock cluster, a rebuilt Kafka, a database
 * that never republished), or the topic holds nothing. Its rows and the record of the cluster commit together, so a
 * broker that kept them gets no second copy.
 */
async function republishWhenLost(
  em: EntityManager,
  brokers: string[],
  logger: Logger,
  topic: TopicDefinition<unknown>,
  republish: (tx: EntityManager) => Promise<number>,
): Promise<number> {
  const messaging = new KafkaMessaging({ clientId: 'fleetlog-devices-seed', brokers, logger });
  const [clusterId, empty] = await Promise.all([messaging.clusterId(), messaging.topicIsEmpty(topic)]).finally(() =>
    messaging.disconnect(),
  );
  return em.transactional(async (tx) => {
    const [recorded] = await tx.execute<Array<{ cluster_id: string }>>(
      'select cluster_id from devices.state_topics where topic = ? for update',
      [topic.name],
    );
    if (!empty && recorded?.cluster_id === clusterId) return 0;
    const count = await republish(tx);
    await tx.execute(
      `insert into devices.state_topics (topic, cluster_id) values (?, ?)
       on conflict (topic) do update set cluster_id = excluded.cluster_id, republished_at = now()`,
      [topic.name, clusterId],
    );
    logger.info({ topic: topic.name, clusterId, count }, 'state topic republished');
    return count;
  });
}

/** Every device's DeviceChanged, when devices.devices.v1 was lost. Returns how many were republished. */
export function republishIfTopicLost(em: EntityManager, brokers: string[], logger: Logger): Promise<number> {
  return republishWhenLost(em, brokers, logger, TOPICS.devicesDevices, async (tx) => {
    const devices = await tx.find(DeviceEntity, {}, { filters: false, orderBy: { id: 'asc' } });
    const events = new DeviceEventsPublisher();
    for (const device of devices) await events.deviceChanged(tx, device);
    return devices.length;
  });
}

/**
 * Every installation, ended ones included (trips are attributed by time), when devices.installations.v1 was lost.
 * Returns how many were republished.
 */
export function republishInstallationsIfTopicLost(
  em: EntityManager,
  brokers: string[],
  logger: Logger,
): Promise<number> {
  return republishWhenLost(em, brokers, logger, TOPICS.devicesInstallations, async (tx) => {
    const installations = await tx.find(InstallationEntity, {}, { filters: false, orderBy: { id: 'asc' } });
    await new InstallationEventsPublisher().installationsChanged(tx, installations);
    return installations.length;
  });
}
