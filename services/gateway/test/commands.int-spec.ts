import { randomInt } from 'node:crypto';

import { telemetryV1, TOPICS } from '@fleetlog/contracts';
import { eventually, type KafkaTestProducer, useKafkaTestProducer } from '@fleetlog/testing';

import { encodeCodec12Command, encodeCodec12Response, encodeTeltonikaImei, queclinkGetInfo } from '../src/protocols';
import { registerDevice, type TopicReader, uniqueImei, useGateway, useTopicReader } from './support/gateway-harness';
import { TrackerClient } from './support/tracker-client';

const { CommandOutcome } = telemetryV1;

function command(imei: string, protocol: telemetryV1.TrackerProtocol, text: string): telemetryV1.DeviceCommand {
  return {
    commandId: randomInt(1, 2 ** 47),
    deviceId: 1,
    imei,
    protocol,
    kind: telemetryV1.CommandKind.GET_INFO,
    text,
    createdTsMs: Date.now(),
    expiresTsMs: Date.now() + 600_000,
  };
}

/**
 * Publishes the command until the gateway reports it SENT, as devices does (it publishes a pending command again
 * when the device reports): the gateway reads commands from the latest offset, so one published before its consumer
 * joined is not seen. Repeats must still reach the device once only.
 */
async function sendUntilSent(
  producer: KafkaTestProducer,
  results: TopicReader<telemetryV1.CommandResult>,
  cmd: telemetryV1.DeviceCommand,
): Promise<void> {
  await eventually(
    async () => {
      await producer.publish(TOPICS.devicesCommands, cmd.imei, cmd);
      await results.waitFor(
        ({ message }) => message.commandId === cmd.commandId && message.outcome === CommandOutcome.SENT,
        2_000,
      );
    },
    { timeoutMs: 45_000, intervalMs: 0 },
  );
}

function outcome(
  results: TopicReader<telemetryV1.CommandResult>,
  commandId: number,
  value: telemetryV1.CommandOutcome,
) {
  return results.waitFor(({ message }) => message.commandId === commandId && message.outcome === value);
}

describe('device commands', () => {
  const gateway = useGateway();
  const producer = useKafkaTestProducer('gateway-test-commands');
  const results = useTopicReader(TOPICS.telemetryCommandResults);

  it('sends Codec 12 to a connected Teltonika device once, records its answer, and fails what is unanswered at close', async () => {
    const imei = uniqueImei();
    await registerDevice(producer, gateway, imei);
    const client = await TrackerClient.connect(gateway.ports.teltonika);
    client.send(encodeTeltonikaImei(imei));
    expect((await client.read(1))[0]).toBe(0x01);

    const getInfo = command(imei, telemetryV1.TrackerProtocol.TELTONIKA, 'getinfo');
    await sendUntilSent(producer, results, getInfo);
    const frame = encodeCodec12Command('getinfo');
    expect(await client.read(frame.length)).toEqual(frame);
    client.send(encodeCodec12Response('RTC:2026/11/22 21:30 Init:2026/11/22 8:00 UpTime:48600s'));
    const responded = await outcome(results, getInfo.commandId, CommandOutcome.RESPONDED);
    expect(responded.message.response).toBe('RTC:2026/11/22 21:30 Init:2026/11/22 8:00 UpTime:48600s');
    expect(responded.meta.key).toBe(imei);

    // The repeats of getinfo were not written again: the next bytes are the next command.
    const restart = command(imei, telemetryV1.TrackerProtocol.TELTONIKA, 'cpureset');
    await sendUntilSent(producer, results, restart);
    const restartFrame = encodeCodec12Command('cpureset');
    expect(await client.read(restartFrame.length)).toEqual(restartFrame);
    client.close();
    const failed = await outcome(results, restart.commandId, CommandOutcome.FAILED);
    expect(failed.message.gatewayInstance).toMatch(/^gateway-test-/);
  });

  it('writes the @Track text to a connected Queclink device and matches its +ACK', async () => {
    const imei = uniqueImei();
    await registerDevice(producer, gateway, imei);
    const client = await TrackerClient.connect(gateway.ports.queclink);
    client.send(`+ACK:GTHBD,6E0102,${imei},,20261122213000,0001$`);
    expect(await client.readMessage()).toBe('+SACK:GTHBD,6E0102,0001$');

    const text = queclinkGetInfo({ password: 'gl530mg', serialNumber: '00A1' });
    const getInfo = command(imei, telemetryV1.TrackerProtocol.QUECLINK, text);
    await sendUntilSent(producer, results, getInfo);
    expect(await client.readMessage()).toBe(text);
    const answer = `+ACK:GTRTO,6E0102,${imei},,VER,00A1,20261122213100,0002$`;
    client.send(answer);
    const responded = await outcome(results, getInfo.commandId, CommandOutcome.RESPONDED);
    expect(responded.message.response).toBe(answer);
    client.close();
  });
});
