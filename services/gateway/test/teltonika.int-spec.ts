import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { RAW_VALUE_KEYS, telemetryV1, TOPICS } from '@fleetlog/contracts';
import { testEnv, useBeforeAll, useKafkaTestProducer } from '@fleetlog/testing';
import { Kafka, logLevel } from 'kafkajs';

import {
  encodeTeltonikaImei,
  encodeTeltonikaTcp,
  encodeTeltonikaUdp,
  type RecordToEncode,
  tcpAck,
} from '../src/protocols';
import { registerDevice, uniqueImei, useGateway, useTopicReader } from './support/gateway-harness';
import { TrackerClient, udpExchange } from './support/tracker-client';

interface Vector {
  name: string;
  hex: string;
  expected: { codec: number; recordCount: number; ack: string };
}

const vectors = JSON.parse(
  readFileSync(join(__dirname, '..', 'src', 'protocols', 'teltonika', 'fixtures', 'teltonika-vectors.json'), 'utf8'),
) as Vector[];

/** Records as a tracker buffers them: newest first, around Stockholm and west of Greenwich (negative longitude). */
function drive(count: number, startMs: number): RecordToEncode[] {
  return Array.from({ length: count }, (_, index) => ({
    timestampMs: startMs + index * 1_000,
    priority: 0,
    longitude: index % 2 === 0 ? 18.0686 + index / 1e4 : -0.1276,
    latitude: 59.3293 - index / 1e4,
    altitudeM: 20 + index,
    angleDeg: (index * 7) % 360,
    satellites: index === 3 ? 0 : 9,
    speedKmh: 40 + (index % 30),
    eventIoId: 0,
    io: [
      { id: 239, size: 1 as const, value: 1 },
      { id: 66, size: 2 as const, value: 12_800 + index },
      { id: 16, size: 4 as const, value: 100_000 + index * 15 },
    ],
  })).reverse();
}

async function handshake(port: number, imei: string): Promise<TrackerClient> {
  const client = await TrackerClient.connect(port);
  client.send(encodeTeltonikaImei(imei));
  expect((await client.read(1))[0]).toBe(0x01);
  return client;
}

describe('Teltonika over TCP and UDP', () => {
  const gateway = useGateway();
  const producer = useKafkaTestProducer('gateway-test-devices');
  const positions = useTopicReader(TOPICS.telemetryPositions);
  const admin = useBeforeAll(
    async () => {
      const kafka = new Kafka({ brokers: testEnv().KAFKA_BROKERS.split(','), logLevel: logLevel.NOTHING });
      const client = kafka.admin();
      await client.connect();
      return client;
    },
    { close: (client) => client.disconnect() },
  );

  it('publishes each published test vector and acknowledges its record count', async () => {
    const imei = uniqueImei();
    await registerDevice(producer, gateway, imei);
    const client = await handshake(gateway.ports.teltonika, imei);
    for (const vector of vectors.filter((v) => v.expected.codec !== 12)) {
      const frame = Buffer.from(vector.hex, 'hex');
      client.send(frame);
      expect((await client.read(4)).toString('hex')).toBe(vector.expected.ack);
      const { message } = await positions.waitFor(
        ({ message: m }) => m.imei === imei && Buffer.from(m.raw).equals(frame),
      );
      expect(message.records).toHaveLength(vector.expected.recordCount);
      expect(message.protocol).toBe(telemetryV1.TrackerProtocol.TELTONIKA);
      expect(message.transport).toBe(telemetryV1.Transport.TCP);
    }
    client.close();
  });

  it('orders many newest-first records by time and acknowledges only what Kafka already holds', async () => {
    const imei = uniqueImei();
    await registerDevice(producer, gateway, imei);
    const client = await handshake(gateway.ports.teltonika, imei);
    const records = drive(60, Date.UTC(2026, 10, 1, 8, 0, 0));
    const frame = encodeTeltonikaTcp('8E', records);
    const before = Date.now();
    client.send(frame);
    expect(await client.read(4)).toEqual(tcpAck(60));
    // Read right at the ack: the packet must already be below the high watermark of its partition.
    const highWatermarks = await admin.fetchTopicOffsets(TOPICS.telemetryPositions.name);

    const { message, meta } = await positions.waitFor(({ message: m }) => m.imei === imei);
    const high = highWatermarks.find((entry) => entry.partition === meta.partition)?.high;
    expect(BigInt(meta.offset)).toBeLessThan(BigInt(high ?? '0'));
    expect(meta.key).toBe(imei);
    expect(meta.headers['event-type']).toBe(TOPICS.telemetryPositions.eventType);
    expect(message.codec).toBe('8E');
    expect(Buffer.from(message.raw)).toEqual(frame);
    expect(message.receivedTsMs).toBeGreaterThanOrEqual(before);
    expect(message.gatewayInstance).toMatch(/^gateway-test-/);
    const times = message.records.map((record) => record.timestampMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBe(Date.UTC(2026, 10, 1, 8, 0, 0));
    expect(message.records[1].longitude).toBeCloseTo(-0.1276, 6);
    expect(message.records[3]).toMatchObject({ satellites: 0, validFix: false });
    expect(message.records[0].io).toMatchObject({ ignition: true, externalVoltageMv: 12_800, totalOdometerM: 100_000 });
    client.close();
  });

  it('publishes every record of a packet with impossible values, those values normalised and kept raw', async () => {
    const imei = uniqueImei();
    await registerDevice(producer, gateway, imei);
    const client = await handshake(gateway.ports.teltonika, imei);
    const [plausible, garbled] = drive(2, Date.UTC(2026, 10, 1, 8, 0, 0)).reverse();
    const frame = encodeTeltonikaTcp('8', [
      plausible,
      {
        ...garbled,
        speedKmh: 0xffff,
        angleDeg: 0xffff,
        latitude: 214.7483647,
        io: [...garbled.io, { id: 113, size: 8, value: 2 ** 40 }],
      },
    ]);
    client.send(frame);
    // The packet: both records acknowledged, so both must reach the topic storable.
    expect(await client.read(4)).toEqual(tcpAck(2));
    const { message } = await positions.waitFor(({ message: m }) => m.imei === imei);
    expect(message.records).toHaveLength(2);
    expect(message.records[0]).toMatchObject({ speedKmh: plausible.speedKmh, angleDeg: plausible.angleDeg });
    const normalised = message.records[1];
    expect(normalised.speedKmh).toBeUndefined();
    expect(normalised.angleDeg).toBeUndefined();
    expect(normalised).toMatchObject({ latitude: 0, longitude: 0, validFix: false });
    expect(normalised.io?.batteryLevelPct).toBeUndefined();
    expect(normalised.rawIo).toMatchObject({
      113: String(2 ** 40),
      [RAW_VALUE_KEYS.speedKmh]: '65535',
      [RAW_VALUE_KEYS.angleDeg]: '65535',
      [RAW_VALUE_KEYS.latitude]: '214.7483647',
      [RAW_VALUE_KEYS.longitude]: String(garbled.longitude),
      [RAW_VALUE_KEYS.batteryLevelPct]: String(2 ** 40),
    });
    client.close();
  });

  it('refuses an unknown IMEI and a retired device with 0x00 and closes', async () => {
    const unknown = await TrackerClient.connect(gateway.ports.teltonika);
    unknown.send(encodeTeltonikaImei(uniqueImei()));
    expect((await unknown.read(1))[0]).toBe(0x00);
    await unknown.closed();

    const imei = uniqueImei();
    const deviceId = await registerDevice(producer, gateway, imei);
    await registerDevice(producer, gateway, imei, { deviceId, version: 2, retired: true });
    const retired = await TrackerClient.connect(gateway.ports.teltonika);
    retired.send(encodeTeltonikaImei(imei));
    expect((await retired.read(1))[0]).toBe(0x00);
    await retired.closed();
  });

  it('closes a connection on a bad CRC, garbage, data before the handshake or an oversized frame, and serves others', async () => {
    const imei = uniqueImei();
    await registerDevice(producer, gateway, imei);
    // Another device: a device has one connection at a time, each bad one below would replace it.
    const healthyImei = uniqueImei();
    await registerDevice(producer, gateway, healthyImei);
    const healthy = await handshake(gateway.ports.teltonika, healthyImei);

    const badCrc = await handshake(gateway.ports.teltonika, imei);
    const frame = encodeTeltonikaTcp('8', drive(2, Date.UTC(2026, 10, 2)));
    frame[frame.length - 1] ^= 0xff;
    badCrc.send(frame);
    await badCrc.closed();
    expect(badCrc.pending).toBe(0);

    const garbage = await handshake(gateway.ports.teltonika, imei);
    garbage.send(Buffer.from('00000000ffffffff0102030405', 'hex'));
    await garbage.closed();

    const noHandshake = await TrackerClient.connect(gateway.ports.teltonika);
    noHandshake.send(encodeTeltonikaTcp('8', drive(1, Date.UTC(2026, 10, 3))));
    await noHandshake.closed();

    const oversized = await handshake(gateway.ports.teltonika, imei);
    const header = Buffer.alloc(8);
    header.writeUInt32BE(10_000_000, 4);
    oversized.send(header);
    await oversized.closed();

    healthy.send(encodeTeltonikaTcp('16', drive(3, Date.UTC(2026, 10, 4))));
    expect(await healthy.read(4)).toEqual(tcpAck(3));
    healthy.close();
  });

  it('acknowledges a UDP datagram after Kafka, echoing its packet ids', async () => {
    const imei = uniqueImei();
    await registerDevice(producer, gateway, imei);
    const datagram = encodeTeltonikaUdp('8', drive(4, Date.UTC(2026, 10, 5)), {
      imei,
      packetId: 0xcafe,
      avlPacketId: 0x2a,
    });
    const answer = await udpExchange(gateway.ports.teltonikaUdp, datagram);
    expect(answer?.toString('hex')).toBe('0005cafe012a04');
    const { message } = await positions.waitFor(({ message: m }) => m.imei === imei);
    expect(message.transport).toBe(telemetryV1.Transport.UDP);
    expect(message.records).toHaveLength(4);

    const unknown = encodeTeltonikaUdp('8', drive(1, Date.UTC(2026, 10, 5)), {
      imei: uniqueImei(),
      packetId: 1,
      avlPacketId: 1,
    });
    expect(await udpExchange(gateway.ports.teltonikaUdp, unknown, 1_500)).toBeUndefined();
  });
});

describe('Teltonika idle timeout', () => {
  const gateway = useGateway({ GATEWAY_IDLE_TIMEOUT_MS: '300' });
  const producer = useKafkaTestProducer('gateway-test-devices');

  it('closes a connection that stays silent', async () => {
    const imei = uniqueImei();
    await registerDevice(producer, gateway, imei);
    const client = await handshake(gateway.ports.teltonika, imei);
    await client.closed(10_000);
    expect(client.isClosed).toBe(true);
  });
});
