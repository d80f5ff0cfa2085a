import { randomInt, randomUUID } from 'node:crypto';

import { telemetryV1, TOPICS } from '@fleetlog/contracts';
import { eventually, startGatewayProcess, useBeforeAll, useKafkaTestProducer } from '@fleetlog/testing';

import {
  encodeCodec12Command,
  encodeCodec12Response,
  encodeQueclinkHeartbeat,
  encodeTeltonikaImei,
  encodeTeltonikaTcp,
  tcpAck,
} from '../src/protocols';
import { uniqueImei, useTopicReader } from './support/gateway-harness';
import { GatewayMetricsReader, type MetricsSnapshot } from './support/gateway-metrics';
import { TrackerClient } from './support/tracker-client';
import { QUECLINK_PROTOCOL_VERSION, queclinkReport, records } from './support/tracker-frames';

const { CommandOutcome } = telemetryV1;
/**
 * Every packet waits this long in the publisher before it goes to Kafka: long enough to replace its connection while
 * it waits (a packet being processed), short enough for a test.
 */
const LINGER_MS = 2_000;
const CLOSED = 'fleetlog_gateway_closed_connections_total';
const OPEN = 'fleetlog_gateway_open_connections';
const PACKETS = 'fleetlog_gateway_packets_received_total';
/** Well below the idle timeout (300 s as deployed): a connection closed within this was closed for another reason. */
const PROMPTLY_MS = 10_000;

function codec12(imei: string, text: string): telemetryV1.DeviceCommand {
  return {
    commandId: randomInt(1, 2 ** 47),
    deviceId: 1,
    imei,
    protocol: telemetryV1.TrackerProtocol.TELTONIKA,
    kind: telemetryV1.CommandKind.GET_INFO,
    text,
    createdTsMs: Date.now(),
    expiresTsMs: Date.now() + 600_000,
  };
}

// Issue 18, finding 6, follow-up: IMEIs are not secret, so any number of connections could identify one device, each
// holding a partial frame, and a tracker that reconnected left its half-open socket behind for the idle timeout.
describe('one live connection per device', () => {
  const producer = useKafkaTestProducer('gateway-test-one-connection');
  // A process of its own: the replacements are read from its /metrics (the in-process gateway's instruments are
  // no-ops), and its publisher lingers so a packet can be caught while it waits for Kafka.
  const gateway = useBeforeAll(
    () =>
      startGatewayProcess({
        GATEWAY_INSTANCE_ID: `gw-one-${randomUUID().slice(0, 8)}`,
        GATEWAY_KAFKA_LINGER_MS: String(LINGER_MS),
      }),
    { close: (running) => running.stop() },
  );
  const metrics = useBeforeAll(async () => new GatewayMetricsReader(gateway.ports.http));
  const positions = useTopicReader(TOPICS.telemetryPositions);
  const results = useTopicReader(TOPICS.telemetryCommandResults);

  /** A device the gateway knows: published as devices does, then retried as a tracker retries its handshake. */
  async function knownDevice(): Promise<string> {
    const imei = uniqueImei();
    const deviceId = 7_500_000_000 + randomInt(0, 1e9);
    await producer.publish(TOPICS.devicesDevices, String(deviceId), {
      deviceId,
      imei,
      deviceType: 'FMB920',
      retired: false,
      organizationId: 1,
      deleted: false,
      changedTsMs: Date.now(),
      version: 1,
    });
    await eventually(async () => (await handshake(imei)).close(), 60_000);
    // The probe's connection must be gone before a test counts replacements.
    await settled();
    return imei;
  }

  /** Every client a test opens, closed after it whatever happened, so the next test starts with none open. */
  const opened: TrackerClient[] = [];
  async function connect(port: number): Promise<TrackerClient> {
    const client = await TrackerClient.connect(port);
    opened.push(client);
    return client;
  }
  afterEach(() => opened.splice(0).forEach((client) => client.close()));

  async function handshake(imei: string): Promise<TrackerClient> {
    const client = await connect(gateway.ports.teltonika);
    client.send(encodeTeltonikaImei(imei));
    const answer = await client.read(1).catch(() => Buffer.from([0x00]));
    if (answer[0] !== 0x01) {
      client.close();
      throw new Error(`IMEI ${imei} refused`);
    }
    return client;
  }

  /** No tracker connection of an earlier test or probe is still open. */
  async function settled(): Promise<void> {
    await eventually(async () => {
      const open = (await metrics.scrape()).value(OPEN);
      if (open !== 0) throw new Error(`${open} connections still open`);
    }, 30_000);
  }

  async function replacedSince(before: MetricsSnapshot, listener: string, atLeast: number): Promise<MetricsSnapshot> {
    return eventually(async () => {
      const scraped = await metrics.scrape();
      const replaced = closedSince(before, scraped, listener, 'replaced');
      if (replaced < atLeast) throw new Error(`${replaced} of ${atLeast} replacements counted`);
      return scraped;
    }, PROMPTLY_MS);
  }

  const closedSince = (before: MetricsSnapshot, after: MetricsSnapshot, listener: string, reason: string) =>
    after.value(CLOSED, { listener, reason }) - before.value(CLOSED, { listener, reason });

  /** The command consumer has joined (it reads from the latest offset): a command published once now arrives. */
  useBeforeAll(async () => {
    const imei = await knownDevice();
    const client = await handshake(imei);
    const warmUp = codec12(imei, 'getver');
    await eventually(
      async () => {
        await producer.publish(TOPICS.devicesCommands, imei, warmUp);
        await results.waitFor(
          ({ message }) => message.commandId === warmUp.commandId && message.outcome === CommandOutcome.SENT,
          2_000,
        );
      },
      { timeoutMs: 60_000, intervalMs: 0 },
    );
    client.close();
    await settled();
  });

  beforeEach(() => settled());

  it('closes the older Teltonika connection of a device when a newer one identifies it, without acknowledging what it was processing, and acknowledges the newer', async () => {
    const imei = await knownDevice();
    const before = await metrics.scrape();
    const older = await handshake(imei);
    const frame = encodeTeltonikaTcp('8', records(3, Date.UTC(2026, 10, 9, 7)));
    older.send(frame);
    // The packet is decoded and waits in the publisher for LINGER_MS: that is when the device connects again.
    await eventually(async () => {
      if ((await metrics.scrape()).value(PACKETS) <= before.value(PACKETS)) throw new Error('not received yet');
    }, LINGER_MS / 2);
    const newer = await handshake(imei);

    await older.closed(PROMPTLY_MS);
    // Being processed when it was replaced: not acknowledged, so the tracker sends it again.
    expect(older.pending).toBe(0);
    newer.send(frame);
    expect(await newer.read(4)).toEqual(tcpAck(3));
    const { message } = await positions.waitFor(
      ({ message: m }) => m.imei === imei && Buffer.from(m.raw).equals(frame),
    );
    expect(message.records).toHaveLength(3);

    const after = await replacedSince(before, 'teltonika-tcp', 1);
    expect(closedSince(before, after, 'teltonika-tcp', 'replaced')).toBe(1);
    expect(after.value(OPEN, { listener: 'teltonika-tcp' })).toBe(1);
    expect(newer.isClosed).toBe(false);
    newer.close();
  });

  it('closes the older Queclink connection of a device when a newer one names it, whichever listener the newer is on', async () => {
    const imei = await knownDevice();
    const before = await metrics.scrape();
    const older = await connect(gateway.ports.queclink);
    older.send(encodeQueclinkHeartbeat(QUECLINK_PROTOCOL_VERSION, imei, '20261109085900', 0x31));
    expect(await older.readMessage()).toBe(`+SACK:GTHBD,${QUECLINK_PROTOCOL_VERSION},0031$`);

    const newer = await connect(gateway.ports.queclink);
    const report = queclinkReport(imei, 0x32);
    newer.send(report);
    await older.closed(PROMPTLY_MS);
    expect(await newer.readMessage()).toBe('+SACK:0032$');
    const { message } = await positions.waitFor(({ message: m }) => m.imei === imei && !m.buffered);
    expect(Buffer.from(message.raw).toString('latin1')).toBe(report);
    let after = await replacedSince(before, 'queclink-tcp', 1);
    expect(closedSince(before, after, 'queclink-tcp', 'replaced')).toBe(1);

    // An IMEI is one device whatever port it comes in on.
    const teltonika = await handshake(imei);
    await newer.closed(PROMPTLY_MS);
    after = await replacedSince(before, 'queclink-tcp', 2);
    expect(closedSince(before, after, 'queclink-tcp', 'replaced')).toBe(2);
    expect(after.value(OPEN)).toBe(1);
    teltonika.close();
  });

  it('fails the command in flight on the older connection and sends a command issued after the newer identified to the newer', async () => {
    const imei = await knownDevice();
    const older = await handshake(imei);
    const inFlight = codec12(imei, 'getinfo');
    await producer.publish(TOPICS.devicesCommands, imei, inFlight);
    await results.waitFor(
      ({ message }) => message.commandId === inFlight.commandId && message.outcome === CommandOutcome.SENT,
    );
    expect(await older.read(encodeCodec12Command('getinfo').length)).toEqual(encodeCodec12Command('getinfo'));

    const newer = await handshake(imei);
    // Unanswered on a connection that is gone: FAILED now (devices' rules), not when an idle timeout ends it.
    const failed = await results.waitFor(
      ({ message }) => message.commandId === inFlight.commandId && message.outcome === CommandOutcome.FAILED,
      PROMPTLY_MS,
    );
    expect(failed.message.imei).toBe(imei);
    await older.closed(PROMPTLY_MS);

    const next = codec12(imei, 'getgps');
    await producer.publish(TOPICS.devicesCommands, imei, next);
    const frame = encodeCodec12Command('getgps');
    expect(await newer.read(frame.length)).toEqual(frame);
    newer.send(encodeCodec12Response('GPS:1 Sat:9 Lat:57.7 Long:11.97 Alt:15 Speed:0 Dir:0'));
    const responded = await results.waitFor(
      ({ message }) => message.commandId === next.commandId && message.outcome === CommandOutcome.RESPONDED,
    );
    expect(responded.message.response).toBe('GPS:1 Sat:9 Lat:57.7 Long:11.97 Alt:15 Speed:0 Dir:0');
    // Nothing but the first command ever went to the older connection.
    expect(older.pending).toBe(0);
    newer.close();
  });

  it('leaves one of 50 connections that identify the same device open, and serves it', async () => {
    const imei = await knownDevice();
    const before = await metrics.scrape();
    const clients = await Promise.all(Array.from({ length: 50 }, () => connect(gateway.ports.teltonika)));
    for (const client of clients) client.send(encodeTeltonikaImei(imei));
    // Each was accepted (a known device); one replaced just after may be closed before its 0x01 was flushed.
    const answers = await Promise.all(
      clients.map((client) =>
        client.read(1).then(
          ([byte]) => byte,
          () => undefined,
        ),
      ),
    );
    expect(answers.filter((answer) => answer !== 0x01 && answer !== undefined)).toEqual([]);

    await eventually(async () => {
      const closed = clients.filter((client) => client.isClosed).length;
      if (closed < 49) throw new Error(`${closed} of 49 closed`);
    }, PROMPTLY_MS);
    const open = clients.filter((client) => !client.isClosed);
    expect(open).toHaveLength(1);
    const [survivor] = open as [TrackerClient];
    survivor.send(encodeTeltonikaTcp('8', records(2, Date.UTC(2026, 10, 9, 10))));
    expect(await survivor.read(4)).toEqual(tcpAck(2));

    const after = await replacedSince(before, 'teltonika-tcp', 49);
    expect(closedSince(before, after, 'teltonika-tcp', 'replaced')).toBe(49);
    expect(after.value(OPEN, { listener: 'teltonika-tcp' })).toBe(1);
    expect(survivor.isClosed).toBe(false);
    survivor.close();
  });
});
