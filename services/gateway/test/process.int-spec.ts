import { randomUUID } from 'node:crypto';

import { TOPICS } from '@fleetlog/contracts';
import { eventually, startGatewayProcess, useBeforeAll, useKafkaTestProducer } from '@fleetlog/testing';

import { encodeTeltonikaImei, encodeTeltonikaTcp, tcpAck } from '../src/protocols';
import { uniqueImei } from './support/gateway-harness';
import { TrackerClient } from './support/tracker-client';

describe('the gateway process', () => {
  const producer = useKafkaTestProducer('gateway-test-devices');
  // The gateway process is what this file tests, started as production runs it: its own, not a shared service.
  const gateway = useBeforeAll(
    () => startGatewayProcess({ GATEWAY_INSTANCE_ID: `gw-proc-${randomUUID().slice(0, 8)}` }),
    {
      close: (running) => running.stop(),
    },
  );

  it('is live and ready, accepts a device published after it started, and counts what it did in /metrics', async () => {
    const base = `http://127.0.0.1:${gateway.ports.http}`;
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', info: { 'allow-list': { status: 'up' } } });

    const stranger = await TrackerClient.connect(gateway.ports.teltonika);
    stranger.send(encodeTeltonikaImei(uniqueImei()));
    expect((await stranger.read(1))[0]).toBe(0x00);

    const imei = uniqueImei();
    const deviceId = 8_000_000_000 + Math.floor(Math.random() * 1e9);
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
    // The process cannot be asked whether it applied the event; a tracker retries its handshake, as devices do.
    const client = await eventually(async () => {
      const attempt = await TrackerClient.connect(gateway.ports.teltonika);
      attempt.send(encodeTeltonikaImei(imei));
      if ((await attempt.read(1))[0] !== 0x01) throw new Error('refused');
      return attempt;
    });
    const records = [0, 1].map((index) => ({
      timestampMs: Date.UTC(2026, 10, 7, 9, 0, index),
      priority: 0,
      longitude: 18.06,
      latitude: 59.33,
      altitudeM: 20,
      angleDeg: 10,
      satellites: 8,
      speedKmh: 30,
      eventIoId: 0,
      io: [],
    }));
    client.send(encodeTeltonikaTcp('8', records));
    expect(await client.read(4)).toEqual(tcpAck(2));

    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/fleetlog_gateway_open_connections\{[^}]*listener="teltonika-tcp"[^}]*\} 1/);
    expect(metrics).toMatch(/fleetlog_gateway_records_received_total\{[^}]*listener="teltonika-tcp"[^}]*\} 2/);
    expect(metrics).toMatch(/fleetlog_gateway_refused_handshakes_total\{[^}]*listener="teltonika-tcp"[^}]*\} [1-9]/);
    expect(metrics).toMatch(/fleetlog_gateway_ack_latency_ms_count\{[^}]*\} 1/);
    client.close();
  });
});
