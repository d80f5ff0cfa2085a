import { telemetryV1, TOPICS } from '@fleetlog/contracts';
import { eventually, useBeforeAll, useKafkaTestProducer } from '@fleetlog/testing';

import { type DriveSample } from '../src/simulator/drive-model';
import { type RunningFleet, startFleet } from '../src/simulator';
import { registerDevice, uniqueImei, useGateway, useTopicReader } from './support/gateway-harness';

type TelemetryPacket = telemetryV1.TelemetryPacket;

// Simulated trackers against the real gateway (in this process, on the test stack's Kafka): every record a tracker
// saw acknowledged is in a TelemetryPacket on telemetry.positions.v1, the damaged packets of a flaky modem were
// refused and their records sent again, and the @Track tracker's reports arrive as Queclink packets.
describe('simulated trackers against the gateway', () => {
  const gateway = useGateway();
  const producer = useKafkaTestProducer();
  const positions = useTopicReader(TOPICS.telemetryPositions);
  const trackers = [
    { imei: uniqueImei(), protocol: 'teltonika' as const },
    { imei: uniqueImei(), protocol: 'teltonika' as const },
    { imei: uniqueImei(), protocol: 'queclink' as const },
  ];
  const acked: Array<{ imei: string; sample: DriveSample }> = [];

  const fleet = useBeforeAll(
    async (): Promise<RunningFleet> => {
      for (const tracker of trackers) await registerDevice(producer, gateway, tracker.imei);
      const running = startFleet({
        trackers,
        teltonika: { host: '127.0.0.1', port: gateway.ports.teltonika },
        queclink: { host: '127.0.0.1', port: gateway.ports.queclink },
        // Ten simulated seconds per second, with clocks an hour back so no record lies in the future.
        speedup: 10,
        clockStartMs: Date.now() - 3600_000,
        timing: {
          movingIntervalS: 5,
          parkedIntervalS: 30,
          sendAfterS: 10,
          maxRecordsPerPacket: 5,
          maxQueuedRecords: 1000,
        },
        // The second Teltonika tracker's modem damages half its packets.
        flakyEvery: 2,
        badPacketRate: 0.5,
        ackTimeoutMs: 5000,
      });
      running.stats.onAcked = (imei, samples) => acked.push(...samples.map((sample) => ({ imei, sample })));
      return running;
    },
    { close: (running) => running.stop() },
  );

  it('gets every tracker acknowledged, resending what a damaged packet carried', async () => {
    await eventually(async () => {
      for (const { imei } of trackers) {
        if (acked.filter((entry) => entry.imei === imei).length < 6)
          throw new Error(`too few records acked for ${imei}`);
      }
      if (fleet.stats.badPacketsSent < 1) throw new Error('no damaged packet sent yet');
    }, 60_000);
    expect(fleet.stats.refused).toBe(0);
    // A damaged packet closes the connection unacknowledged; its records stay queued and go again in a sound one, so
    // the flaky tracker still has each record acknowledged once, in order.
    expect(fleet.stats.resends).toBeGreaterThan(0);
    const flaky = acked.filter((entry) => entry.imei === trackers[1]!.imei).map((entry) => entry.sample.timestampMs);
    expect(flaky).toEqual([...new Set(flaky)].sort((a, b) => a - b));

    const snapshot = acked.slice();
    await eventually(async () => {
      const missing = snapshot.filter(({ imei, sample }) => !inKafka(positions.received, imei, sample));
      if (missing.length > 0) throw new Error(`${missing.length} acknowledged records not in Kafka yet`);
    }, 30_000);

    const queclink = trackers[2]!.imei;
    const queclinkPackets = positions.received.filter((entry) => entry.message.imei === queclink);
    expect(queclinkPackets.length).toBeGreaterThan(0);
    for (const { message } of queclinkPackets) {
      expect(message.protocol).toBe(telemetryV1.TrackerProtocol.QUECLINK);
    }
    const teltonikaPackets = positions.received.filter((entry) => entry.message.imei === trackers[0]!.imei);
    expect(teltonikaPackets.every(({ message }) => message.codec === '8')).toBe(true);
  }, 120_000);
});

describe("the simulator's benchmark mode against the gateway", () => {
  const gateway = useGateway();
  const producer = useKafkaTestProducer();
  const positions = useTopicReader(TOPICS.telemetryPositions);

  it('offers packets of exactly the given size at the given rate and waits for each ack', async () => {
    const trackers = Array.from({ length: 10 }, () => ({ imei: uniqueImei(), protocol: 'teltonika' as const }));
    for (const tracker of trackers) await registerDevice(producer, gateway, tracker.imei);
    const acked: Array<{ imei: string; samples: readonly DriveSample[] }> = [];
    const fleet = startFleet({
      trackers,
      teltonika: { host: '127.0.0.1', port: gateway.ports.teltonika },
      queclink: { host: '127.0.0.1', port: gateway.ports.queclink },
      bench: { recordsPerPacket: 20, recordsPerSecond: 400, durationS: 4 },
    });
    fleet.stats.onAcked = (imei, samples) => acked.push({ imei, samples });
    await fleet.finished;
    const report = await fleet.stop();

    // 400 records/s for 4 s in packets of 20: about 80 packets, never more than offered.
    expect(report.packetsAcked).toBeGreaterThan(20);
    expect(report.packetsAcked).toBeLessThanOrEqual(90);
    expect(report.recordsAcked).toBe(report.packetsAcked * 20);
    expect(acked.every((packet) => packet.samples.length === 20)).toBe(true);
    // No record in the future: the clocks started far enough back.
    expect(Math.max(...acked.flatMap((packet) => packet.samples.map((sample) => sample.timestampMs)))).toBeLessThan(
      Date.now(),
    );
    await eventually(async () => {
      const missing = acked.filter(
        ({ imei, samples }) => !samples.every((sample) => inKafka(positions.received, imei, sample)),
      );
      if (missing.length > 0) throw new Error(`${missing.length} acknowledged packets not in Kafka yet`);
    }, 30_000);
  }, 120_000);
});

function inKafka(received: ReadonlyArray<{ message: TelemetryPacket }>, imei: string, sample: DriveSample): boolean {
  return received.some(
    ({ message }) =>
      message.imei === imei &&
      message.records.some(
        (record) =>
          Number(record.timestampMs) === sample.timestampMs &&
          Math.abs(record.latitude - sample.latitude) < 1e-6 &&
          Math.abs(record.longitude - sample.longitude) < 1e-6,
      ),
  );
}
