import { randomInt, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

import { TOPICS } from '@fleetlog/contracts';
import { eventually, startGatewayProcess, useBeforeAll, useKafkaTestProducer } from '@fleetlog/testing';

import { encodeQueclinkHeartbeat, encodeTeltonikaImei, encodeTeltonikaTcp, tcpAck } from '../src/protocols';
import { uniqueImei } from './support/gateway-harness';
import { GatewayMetricsReader, type MetricsSnapshot } from './support/gateway-metrics';
import { TrackerClient } from './support/tracker-client';
import { QUECLINK_PROTOCOL_VERSION, queclinkReport, records } from './support/tracker-frames';

// Short deadlines so a test waits seconds; the idle timeout is longer than all of them and than the pauses below, so
// whatever closes a connection here before IDLE_MS is a deadline, not the idle timeout.
const HANDSHAKE_MS = 1_000;
const FRAME_MS = 1_500;
const IDLE_MS = 4_000;
const MAX_HANDSHAKES_PER_ADDRESS = 8;
const MAX_CONNECTIONS = 16;
/** Slower than any deadline lets a handshake or a frame finish, fast enough that the connection is never idle. */
const TRICKLE_MS = 250;
/** GATEWAY_MAX_HANDSHAKE_BYTES as deployed (its default): a partial frame an unidentified connection may hold. */
const HANDSHAKE_BYTES = 8_192;
const CLOSED = 'fleetlog_gateway_closed_connections_total';
const MALFORMED = 'fleetlog_gateway_malformed_packets_total';
const OPEN = 'fleetlog_gateway_open_connections';

/** Writes `bytes` one at a time every TRICKLE_MS until they are all sent, the connection closed, or `stop` is called. */
function trickle(client: TrackerClient, bytes: Buffer | string): { stop(): void } {
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
  let next = 0;
  const timer = setInterval(() => {
    if (client.isClosed || next >= data.length) return clearInterval(timer);
    client.send(data.subarray(next, next + 1));
    next += 1;
  }, TRICKLE_MS);
  return { stop: () => clearInterval(timer) };
}

describe('gateway connection deadlines and limits', () => {
  const producer = useKafkaTestProducer('gateway-test-devices');
  // A process of its own: the deadlines and caps are configured short and small, and the metrics are read from the
  // process's /metrics (the in-process gateway's instruments are no-ops).
  const gateway = useBeforeAll(
    () =>
      startGatewayProcess({
        GATEWAY_INSTANCE_ID: `gw-deadline-${randomUUID().slice(0, 8)}`,
        GATEWAY_HANDSHAKE_TIMEOUT_MS: String(HANDSHAKE_MS),
        GATEWAY_FRAME_TIMEOUT_MS: String(FRAME_MS),
        GATEWAY_IDLE_TIMEOUT_MS: String(IDLE_MS),
        GATEWAY_MAX_HANDSHAKES_PER_ADDRESS: String(MAX_HANDSHAKES_PER_ADDRESS),
        GATEWAY_MAX_CONNECTIONS: String(MAX_CONNECTIONS),
      }),
    { close: (running) => running.stop() },
  );
  const metrics = useBeforeAll(async () => new GatewayMetricsReader(gateway.ports.http));
  /**
   * Devices the gateway knows: published as devices does, then retried as a tracker retries its handshake. A device
   * has one connection at a time (a newer one replaces it), so trackers open together are of different devices.
   */
  const device = useBeforeAll(async () => {
    const [imei, ...others] = Array.from({ length: MAX_CONNECTIONS }, () => uniqueImei()) as [string, ...string[]];
    for (const known of [imei, ...others]) {
      const deviceId = 7_000_000_000 + randomInt(0, 1e9);
      await producer.publish(TOPICS.devicesDevices, String(deviceId), {
        deviceId,
        imei: known,
        deviceType: 'FMB920',
        retired: false,
        organizationId: 1,
        deleted: false,
        changedTsMs: Date.now(),
        version: 1,
      });
    }
    for (const known of [imei, ...others]) await eventually(async () => (await handshake(known)).close(), 60_000);
    return { imei, others };
  });

  async function handshake(device: string): Promise<TrackerClient> {
    const client = await TrackerClient.connect(gateway.ports.teltonika);
    client.send(encodeTeltonikaImei(device));
    const answer = await client.read(1).catch(() => Buffer.from([0x00]));
    if (answer[0] !== 0x01) {
      client.close();
      throw new Error(`IMEI ${device} refused`);
    }
    return client;
  }

  const closedSince = (before: MetricsSnapshot, after: MetricsSnapshot, listener: string, reason: string) =>
    after.value(CLOSED, { listener, reason }) - before.value(CLOSED, { listener, reason });

  /** No tracker connection of an earlier test is still open on either listener. */
  async function settled(): Promise<void> {
    await eventually(async () => {
      const open = (await metrics.scrape()).value(OPEN);
      if (open !== 0) throw new Error(`${open} connections still open`);
    }, IDLE_MS * 2);
  }

  beforeEach(() => settled());

  it('closes a connection that sends nothing, half an IMEI or its IMEI a byte at a time at the handshake deadline', async () => {
    const before = await metrics.scrape();
    const silent = await TrackerClient.connect(gateway.ports.teltonika);
    const half = await TrackerClient.connect(gateway.ports.teltonika);
    half.send(encodeTeltonikaImei(device.imei).subarray(0, 8));
    const slowTeltonika = await TrackerClient.connect(gateway.ports.teltonika);
    const slowQueclink = await TrackerClient.connect(gateway.ports.queclink);
    const started = Date.now();
    // Known device, whole and valid handshake or first message: only too slow.
    const trickles = [
      trickle(slowTeltonika, encodeTeltonikaImei(device.imei)),
      trickle(slowQueclink, encodeQueclinkHeartbeat(QUECLINK_PROTOCOL_VERSION, device.imei, '20261106083200', 1)),
    ];
    try {
      const clients = [silent, half, slowTeltonika, slowQueclink];
      // Well before the idle timeout: neither the silent nor the trickling ones may wait for it.
      await Promise.all(clients.map((client) => client.closed(IDLE_MS - 1_000)));
      expect(Date.now() - started).toBeGreaterThanOrEqual(HANDSHAKE_MS - 50);
      expect(clients.map((client) => client.pending)).toEqual([0, 0, 0, 0]);
    } finally {
      trickles.forEach((running) => running.stop());
    }
    const after = await eventually(async () => {
      const scraped = await metrics.scrape();
      if (closedSince(before, scraped, 'teltonika-tcp', 'handshake_deadline') < 3) throw new Error('not counted yet');
      return scraped;
    });
    expect(closedSince(before, after, 'teltonika-tcp', 'handshake_deadline')).toBe(3);
    expect(closedSince(before, after, 'queclink-tcp', 'handshake_deadline')).toBe(1);
  });

  it('closes a connection that sends more than a handshake before its device is identified, without waiting', async () => {
    const before = await metrics.scrape();
    const queclink = await TrackerClient.connect(gateway.ports.queclink);
    queclink.send('+RESP:GTFRI,' + 'A'.repeat(HANDSHAKE_BYTES));
    const teltonika = await TrackerClient.connect(gateway.ports.teltonika);
    // A data frame before the handshake, announcing 60,000 bytes (within GATEWAY_MAX_PACKET_BYTES).
    const header = Buffer.alloc(8);
    header.writeUInt32BE(60_000, 4);
    teltonika.send(Buffer.concat([header, Buffer.alloc(HANDSHAKE_BYTES)]));
    await Promise.all([queclink.closed(IDLE_MS), teltonika.closed(IDLE_MS)]);
    const after = await eventually(async () => {
      const scraped = await metrics.scrape();
      if (
        scraped.value(CLOSED, { reason: 'protocol_error' }) - before.value(CLOSED, { reason: 'protocol_error' }) <
        2
      ) {
        throw new Error('not counted yet');
      }
      return scraped;
    });
    for (const listener of ['teltonika-tcp', 'queclink-tcp']) {
      expect(closedSince(before, after, listener, 'protocol_error')).toBe(1);
      const overflow = { listener, reason: 'BUFFER_OVERFLOW' };
      expect(after.value(MALFORMED, overflow) - before.value(MALFORMED, overflow)).toBe(1);
    }
  });

  it('closes a tracker that trickles a frame at the frame deadline although it is never idle', async () => {
    const before = await metrics.scrape();
    const client = await handshake(device.imei);
    const frame = encodeTeltonikaTcp('8', records(2, Date.UTC(2026, 10, 7, 9)));
    client.send(frame.subarray(0, 10));
    const started = Date.now();
    const running = trickle(client, frame.subarray(10));
    try {
      await client.closed(IDLE_MS);
      expect(Date.now() - started).toBeGreaterThanOrEqual(FRAME_MS - 50);
      // The frame never completed: nothing was acknowledged.
      expect(client.pending).toBe(0);
    } finally {
      running.stop();
    }
    const after = await eventually(async () => {
      const scraped = await metrics.scrape();
      if (closedSince(before, scraped, 'teltonika-tcp', 'frame_deadline') < 1) throw new Error('not counted yet');
      return scraped;
    });
    expect(closedSince(before, after, 'teltonika-tcp', 'frame_deadline')).toBe(1);
    expect(closedSince(before, after, 'teltonika-tcp', 'idle')).toBe(0);
  });

  it('keeps trackers that send whole frames, split across chunks, with pauses longer than the deadlines', async () => {
    const before = await metrics.scrape();
    const teltonika = await handshake(device.imei);
    const queclinkDevice = device.others[0] as string;
    const queclink = await TrackerClient.connect(gateway.ports.queclink);
    queclink.send(encodeQueclinkHeartbeat(QUECLINK_PROTOCOL_VERSION, queclinkDevice, '20261106083200', 0x10));
    expect(await queclink.readMessage()).toBe(`+SACK:GTHBD,${QUECLINK_PROTOCOL_VERSION},0010$`);
    for (let index = 0; index < 3; index += 1) {
      // Longer than both deadlines, shorter than the idle timeout.
      await sleep(FRAME_MS + 1_000);
      // Each frame arrives in two parts, as over a slow link, both within the frame deadline.
      const frame = encodeTeltonikaTcp('8', records(3, Date.UTC(2026, 10, 8, 9, index)));
      teltonika.send(frame.subarray(0, 20));
      const report = queclinkReport(queclinkDevice, 0x20 + index);
      queclink.send(report.slice(0, 30));
      await sleep(FRAME_MS / 3);
      teltonika.send(frame.subarray(20));
      queclink.send(report.slice(30));
      expect(await teltonika.read(4)).toEqual(tcpAck(3));
      expect(await queclink.readMessage()).toBe(`+SACK:${(0x20 + index).toString(16).toUpperCase().padStart(4, '0')}$`);
    }
    expect(teltonika.isClosed).toBe(false);
    expect(queclink.isClosed).toBe(false);
    teltonika.close();
    queclink.close();
    const after = await metrics.scrape();
    for (const listener of ['teltonika-tcp', 'queclink-tcp']) {
      expect(closedSince(before, after, listener, 'frame_deadline')).toBe(0);
      expect(closedSince(before, after, listener, 'handshake_deadline')).toBe(0);
    }
  });

  it('lets go of a refused tracker that never closes its side of the connection', async () => {
    const before = await metrics.scrape();
    const socket = connect({ port: gateway.ports.teltonika, host: '127.0.0.1', allowHalfOpen: true });
    socket.on('error', () => undefined);
    const answer = new Promise<Buffer>((resolve) => socket.once('data', resolve));
    const ended = new Promise<void>((resolve) => socket.once('end', resolve));
    socket.write(encodeTeltonikaImei(uniqueImei()));
    try {
      expect((await answer)[0]).toBe(0x00);
      await ended;
      // The gateway has said all it had to say; it must not keep the connection for as long as the peer likes.
      await eventually(async () => {
        const open = (await metrics.scrape()).value(OPEN, { listener: 'teltonika-tcp' });
        if (open !== 0) throw new Error(`${open} open`);
      }, IDLE_MS);
    } finally {
      socket.destroy();
    }
    const after = await metrics.scrape();
    expect(closedSince(before, after, 'teltonika-tcp', 'refused')).toBe(1);
  });

  it('closes handshakes beyond the cap per address and connections beyond the cap per listener at once', async () => {
    const before = await metrics.scrape();
    // Accepts are handled in order: when the gateway accepts the last, it holds the others as unidentified.
    const waiting = [];
    for (let index = 0; index < MAX_HANDSHAKES_PER_ADDRESS; index += 1) {
      waiting.push(await TrackerClient.connect(gateway.ports.queclink));
    }
    const oneTooMany = await TrackerClient.connect(gateway.ports.queclink);
    await oneTooMany.closed(HANDSHAKE_MS);
    await Promise.all(waiting.map((client) => client.closed(IDLE_MS)));
    // A client sees its connection closed a moment before the gateway counts the close: on a loaded machine the
    // scrape waits for the counts (then checks them exactly), instead of reading them at once.
    let after = await eventually(async () => {
      const scraped = await metrics.scrape();
      const counted = closedSince(before, scraped, 'queclink-tcp', 'handshake_deadline');
      if (counted < MAX_HANDSHAKES_PER_ADDRESS) throw new Error(`${counted} handshake deadlines counted so far`);
      return scraped;
    }, IDLE_MS);
    expect(closedSince(before, after, 'queclink-tcp', 'too_many_handshakes')).toBe(1);
    expect(closedSince(before, after, 'queclink-tcp', 'handshake_deadline')).toBe(MAX_HANDSHAKES_PER_ADDRESS);

    const trackers = [];
    for (const known of [device.imei, ...device.others]) trackers.push(await handshake(known));
    const dropped = await TrackerClient.connect(gateway.ports.teltonika);
    await dropped.closed(HANDSHAKE_MS);
    expect(trackers.some((client) => client.isClosed)).toBe(false);
    trackers.forEach((client) => client.close());
    after = await eventually(async () => {
      const scraped = await metrics.scrape();
      if (closedSince(before, scraped, 'teltonika-tcp', 'too_many_connections') < 1) throw new Error('not counted');
      return scraped;
    });
    expect(closedSince(before, after, 'teltonika-tcp', 'too_many_connections')).toBe(1);
  });

  it('counts closed connections by reason: idle, peer closed, protocol error, refused', async () => {
    const before = await metrics.scrape();
    const idle = await handshake(device.imei);
    const leaving = await handshake(device.others[0] as string);
    const garbling = await handshake(device.others[1] as string);
    const stranger = await TrackerClient.connect(gateway.ports.teltonika);
    stranger.send(encodeTeltonikaImei(uniqueImei()));
    expect((await stranger.read(1))[0]).toBe(0x00);
    leaving.close();
    garbling.send(Buffer.from('00000000ffffffff0102030405', 'hex'));
    await Promise.all([idle.closed(IDLE_MS * 2), garbling.closed(), stranger.closed()]);
    const after = await eventually(async () => {
      const scraped = await metrics.scrape();
      if (closedSince(before, scraped, 'teltonika-tcp', 'idle') < 1) throw new Error('not counted yet');
      return scraped;
    });
    expect(closedSince(before, after, 'teltonika-tcp', 'idle')).toBe(1);
    expect(closedSince(before, after, 'teltonika-tcp', 'peer_closed')).toBe(1);
    expect(closedSince(before, after, 'teltonika-tcp', 'protocol_error')).toBe(1);
    expect(closedSince(before, after, 'teltonika-tcp', 'refused')).toBe(1);
    expect(closedSince(before, after, 'teltonika-tcp', 'frame_deadline')).toBe(0);
    expect(closedSince(before, after, 'teltonika-tcp', 'handshake_deadline')).toBe(0);
    expect(closedSince(before, after, 'teltonika-tcp', 'replaced')).toBe(0);
  });
});
