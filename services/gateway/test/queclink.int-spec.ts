import { RAW_VALUE_KEYS, telemetryV1, TOPICS } from '@fleetlog/contracts';
import { useKafkaTestProducer } from '@fleetlog/testing';

import { encodeQueclinkHeartbeat, encodeQueclinkReport, type QueclinkReport } from '../src/protocols';
import { registerDevice, uniqueImei, useGateway, useTopicReader } from './support/gateway-harness';
import { TrackerClient } from './support/tracker-client';

const PROTOCOL_VERSION = '6E0102';

function report(imei: string, overrides: Partial<QueclinkReport> = {}): string {
  const start = Date.UTC(2026, 10, 6, 7, 30, 0);
  return encodeQueclinkReport({
    kind: 'RESP',
    type: 'GTFRI',
    protocolVersion: PROTOCOL_VERSION,
    imei,
    positions: [
      {
        timestampMs: start,
        latitude: 57.7089,
        longitude: 11.9746,
        altitudeM: 12,
        angleDeg: 90,
        speedKmh: 50,
        accuracy: 1,
      },
      {
        timestampMs: start + 30_000,
        latitude: 57.7101,
        longitude: 11.9801,
        altitudeM: 13,
        angleDeg: 95,
        speedKmh: 52,
        accuracy: 1,
      },
    ],
    batteryPct: 87,
    moving: true,
    sendTime: '20261106083100',
    countNumber: 0x1a2b,
    ...overrides,
  });
}

describe('Queclink @Track over TCP', () => {
  const gateway = useGateway();
  const producer = useKafkaTestProducer('gateway-test-devices');
  const positions = useTopicReader(TOPICS.telemetryPositions);

  it('publishes a report, then answers +SACK; answers the heartbeat; marks +BUFF history as buffered', async () => {
    const imei = uniqueImei();
    await registerDevice(producer, gateway, imei);
    const client = await TrackerClient.connect(gateway.ports.queclink);

    const live = report(imei);
    client.send(live);
    expect(await client.readMessage()).toBe('+SACK:1A2B$');
    const { message, meta } = await positions.waitFor(({ message: m }) => m.imei === imei && !m.buffered);
    expect(meta.key).toBe(imei);
    expect(message.protocol).toBe(telemetryV1.TrackerProtocol.QUECLINK);
    expect(message.codec).toBe('GTFRI');
    expect(Buffer.from(message.raw).toString('latin1')).toBe(live);
    expect(message.records.map((r) => r.timestampMs)).toEqual([
      Date.UTC(2026, 10, 6, 7, 30, 0),
      Date.UTC(2026, 10, 6, 7, 30, 30),
    ]);
    expect(message.records[0].latitude).toBeCloseTo(57.7089, 6);

    client.send(encodeQueclinkHeartbeat(PROTOCOL_VERSION, imei, '20261106083200', 0x1a2c));
    expect(await client.readMessage()).toBe(`+SACK:GTHBD,${PROTOCOL_VERSION},1A2C$`);

    client.send(report(imei, { kind: 'BUFF', countNumber: 0x1a2d }));
    expect(await client.readMessage()).toBe('+SACK:1A2D$');
    const history = await positions.waitFor(({ message: m }) => m.imei === imei && m.buffered);
    expect(history.message.records).toHaveLength(2);
    client.close();
  });

  it('publishes every position of a report with seven-digit speeds and headings, those unknown and kept raw', async () => {
    const imei = uniqueImei();
    await registerDevice(producer, gateway, imei);
    const client = await TrackerClient.connect(gateway.ports.queclink);
    const start = Date.UTC(2026, 10, 6, 8, 0, 0);
    const plausible = { latitude: 57.7089, longitude: 11.9746, altitudeM: 12, angleDeg: 90, speedKmh: 50, accuracy: 1 };
    client.send(
      report(imei, {
        positions: [
          { ...plausible, timestampMs: start },
          {
            ...plausible,
            timestampMs: start + 30_000,
            speedKmh: 9_999_999.9,
            angleDeg: -9_999_999,
            accuracy: 9_999_999,
          },
        ],
        countNumber: 0x2b3c,
      }),
    );
    expect(await client.readMessage()).toBe('+SACK:2B3C$');
    const { message } = await positions.waitFor(({ message: m }) => m.imei === imei);
    expect(message.records).toHaveLength(2);
    expect(message.records[0]).toMatchObject({ speedKmh: 50, angleDeg: 90, hdop: 1 });
    const garbled = message.records[1];
    expect([garbled.speedKmh, garbled.angleDeg, garbled.hdop]).toEqual([undefined, undefined, undefined]);
    expect(garbled.rawIo).toEqual({
      [RAW_VALUE_KEYS.speedKmh]: '10000000',
      [RAW_VALUE_KEYS.angleDeg]: '-9999999',
      [RAW_VALUE_KEYS.hdop]: '9999999',
    });
    client.close();
  });

  it('closes the connection of an unknown IMEI without an answer', async () => {
    const client = await TrackerClient.connect(gateway.ports.queclink);
    client.send(report(uniqueImei()));
    await client.closed();
    expect(client.pending).toBe(0);
  });

  it('closes on a message that is not @Track, or one naming another device, and keeps serving others', async () => {
    const imei = uniqueImei();
    await registerDevice(producer, gateway, imei);

    const garbage = await TrackerClient.connect(gateway.ports.queclink);
    garbage.send('+RESP:NONSENSE$');
    await garbage.closed();

    const switching = await TrackerClient.connect(gateway.ports.queclink);
    switching.send(report(imei));
    expect(await switching.readMessage()).toBe('+SACK:1A2B$');
    switching.send(report(uniqueImei()));
    await switching.closed();

    const healthy = await TrackerClient.connect(gateway.ports.queclink);
    healthy.send(report(imei, { countNumber: 7 }));
    expect(await healthy.readMessage()).toBe('+SACK:0007$');
    healthy.close();
  });
});
