import { randomUUID } from 'node:crypto';

import { TOPICS } from '@fleetlog/contracts';
import { KafkaMessaging, type MessagingLogger } from '@fleetlog/messaging';
import { Kafka, logLevel } from 'kafkajs';

import { AllowList } from '../allow-list/allow-list';
import type { FleetTrackerSpec } from './fleet';

const quiet: MessagingLogger = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
};

/**
 * The devices the gateway would accept, read the way the gateway reads them: `devices.devices.v1` from the start up
 * to its end offsets, through the gateway's own AllowList (newest version per device; retired and deleted ones
 * out). GL* devices speak @Track, the rest Codec 8. Rejects when the topic cannot be read within `timeoutMs`.
 */
export async function knownDevices(brokers: string[], timeoutMs = 20_000): Promise<FleetTrackerSpec[]> {
  const kafka = new Kafka({
    clientId: 'fleetlog-simulator',
    brokers,
    logLevel: logLevel.NOTHING,
    retry: { retries: 2 },
  });
  const admin = kafka.admin();
  const messaging = new KafkaMessaging({ clientId: 'fleetlog-simulator', brokers, logger: quiet });
  const allowList = new AllowList();
  const imeis = new Set<string>();
  const read = new Map<number, bigint>();
  try {
    await admin.connect();
    const ends = (await admin.fetchTopicOffsets(TOPICS.devicesDevices.name))
      .filter((entry) => BigInt(entry.high) > BigInt(entry.low))
      .map((entry) => [entry.partition, BigInt(entry.high)] as const);
    const caughtUp = () => ends.every(([partition, end]) => (read.get(partition) ?? -1n) >= end - 1n);
    if (!caughtUp()) {
      await withTimeout(
        new Promise<void>((resolve, reject) => {
          messaging
            .subscribe({
              groupId: `simulator.devices.${randomUUID()}`,
              topic: TOPICS.devicesDevices,
              fromBeginning: true,
              handler: async (event, meta) => {
                allowList.apply(event);
                imeis.add(event.imei);
                read.set(meta.partition, BigInt(meta.offset));
                if (caughtUp()) resolve();
              },
            })
            .catch(reject);
        }),
        timeoutMs,
        `${TOPICS.devicesDevices.name} not read within ${timeoutMs} ms`,
      );
    }
  } finally {
    await Promise.allSettled([messaging.disconnect(), admin.disconnect()]);
  }
  return [...imeis]
    .map((imei) => allowList.lookup(imei))
    .filter((device) => device !== undefined)
    .sort((a, b) => a.deviceId - b.deviceId)
    .map((device) => ({
      imei: device.imei,
      protocol: device.deviceType.toUpperCase().startsWith('GL') ? 'queclink' : 'teltonika',
    }));
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
