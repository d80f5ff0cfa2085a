// node -r @swc-node/register services/gateway/src/cli/extreme-packets.ts --seed N --packets N [--now-ms MS]
// The path-to-the-store fuzz's packets (protocols/fuzz/extreme-packets.ts: every field over its whole wire range),
// decoded and published as the gateway publishes them: one JSON line per packet on standard output, with the number
// of records the gateway acknowledges and the telemetry.positions.v1 message bytes (base64). The devices ingest's
// test writes them into PostgreSQL (services/devices/test/ingest-extremes.int-spec.ts); services do not import each
// other, so the gateway's half runs here, in its own process.
import { TOPICS, telemetryV1 } from '@fleetlog/contracts';

import { telemetryPacket } from '../connections/telemetry-packet';
import { extremePackets } from '../protocols/fuzz/extreme-packets';

function parseArgs(argv: readonly string[]): { seed: number; packets: number; nowMs: number } {
  const args = { seed: 1, packets: 100, nowMs: Date.now() };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = Number(inline ?? argv[++i]);
    if (!Number.isSafeInteger(value) || value < 0) fail(`${flag} needs a non-negative integer`);
    if (flag === '--seed') args.seed = value;
    else if (flag === '--packets') args.packets = value;
    else if (flag === '--now-ms') args.nowMs = value;
    else fail(`unknown argument ${argv[i]}`);
  }
  return args;
}

function fail(message: string): never {
  process.stderr.write(`${message}\nusage: extreme-packets --seed N --packets N [--now-ms MS]\n`);
  process.exit(2);
}

function main(): void {
  const { seed, packets, nowMs } = parseArgs(process.argv.slice(2));
  const lines: string[] = [];
  for (const packet of extremePackets({ seed, packets, nowMs })) {
    const message = telemetryPacket({
      imei: packet.imei,
      protocol:
        packet.protocol === 'teltonika' ? telemetryV1.TrackerProtocol.TELTONIKA : telemetryV1.TrackerProtocol.QUECLINK,
      transport: packet.transport === 'udp' ? telemetryV1.Transport.UDP : telemetryV1.Transport.TCP,
      codec: packet.codec,
      receivedAt: nowMs,
      buffered: packet.buffered,
      records: packet.records,
      raw: packet.raw,
      gatewayInstance: 'extreme-packets',
    });
    const bytes = Buffer.from(TOPICS.telemetryPositions.codec.encode(message).finish());
    lines.push(
      JSON.stringify({ imei: packet.imei, acknowledged: packet.acknowledged, packet: bytes.toString('base64') }),
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main();
