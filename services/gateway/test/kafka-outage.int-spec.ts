import { TOPICS } from '@fleetlog/contracts';
import { KafkaTestProducer, startPrivateBroker, useBeforeAll } from '@fleetlog/testing';

import { encodeTeltonikaImei, encodeTeltonikaTcp, tcpAck } from '../src/protocols';
import { registerDevice, TopicReader, uniqueImei, useGateway } from './support/gateway-harness';
import { TrackerClient } from './support/tracker-client';

const ACK_TIMEOUT_MS = 2_000;

async function connect(port: number, imei: string): Promise<TrackerClient> {
  const client = await TrackerClient.connect(port);
  client.send(encodeTeltonikaImei(imei));
  expect((await client.read(1))[0]).toBe(0x01);
  return client;
}

describe('Kafka unavailable', () => {
  // A broker of this file's own: the test takes it down, which the shared test broker's other users must not see.
  const broker = useBeforeAll(startPrivateBroker, { close: (running) => running.stop() });
  const gateway = useGateway(() => ({
    KAFKA_BROKERS: broker.brokers,
    GATEWAY_ACK_TIMEOUT_MS: String(ACK_TIMEOUT_MS),
  }));
  const producer = useBeforeAll(() => new KafkaTestProducer([broker.brokers], 'gateway-outage-devices'), {
    close: (made) => made.stop(),
  });

  it('stops acknowledging while the broker is down, closes the connection, and takes the resent packet after recovery', async () => {
    const imei = uniqueImei();
    await registerDevice(producer, gateway, imei);
    const records = [2, 1, 0].map((index) => ({
      timestampMs: Date.UTC(2026, 10, 8, 6, 0, index),
      priority: 0,
      longitude: 11.97,
      latitude: 57.7,
      altitudeM: 10,
      angleDeg: 0,
      satellites: 7,
      speedKmh: 20 + index,
      eventIoId: 0,
      io: [],
    }));
    const frame = encodeTeltonikaTcp('8', records);
    // Where the topic ends before the outage: the packet acknowledged after it must be found from there. The reader
    // starts after the outage, so that a consumer crashed by the broker going away cannot miss it.
    const reader = new TopicReader(TOPICS.telemetryPositions, broker.brokers);
    const beforeOutage = await reader.endOffsets();

    await broker.control.brokerDown();
    let brokerIsDown = true;
    try {
      const first = await connect(gateway.ports.teltonika, imei);
      first.send(frame);
      // No acknowledgement comes: the gateway closes the connection once Kafka has not answered in time.
      await first.closed(ACK_TIMEOUT_MS * 10);
      expect(first.pending).toBe(0);

      // The allow-list is in memory: the tracker may reconnect while Kafka is still away, and is again not acked.
      const second = await connect(gateway.ports.teltonika, imei);
      second.send(frame);
      await second.closed(ACK_TIMEOUT_MS * 10);
      expect(second.pending).toBe(0);

      await broker.control.brokerUp();
      brokerIsDown = false;
    } finally {
      if (brokerIsDown) await broker.control.brokerUp();
    }

    // The tracker resends what was not acknowledged; now it is.
    const resent = await connect(gateway.ports.teltonika, imei);
    resent.send(frame);
    expect(await resent.read(4, 60_000)).toEqual(tcpAck(3));
    resent.close();

    try {
      await reader.start(beforeOutage);
      const { message } = await reader.waitFor(({ message: m }) => m.imei === imei, 60_000);
      expect(message.records.map((record) => record.speedKmh)).toEqual([20, 21, 22]);
    } finally {
      await reader.stop();
    }
    // kafkajs reconnects with backoff after the broker returns; on a loaded machine that takes a while.
  }, 240_000);
});
