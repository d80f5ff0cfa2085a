import { execFile } from 'node:child_process';
import { join } from 'node:path';

import { type telemetryV1, TOPICS } from '@fleetlog/contracts';
import { REPO_ROOT } from '@fleetlog/testing';

/** One packet of the gateway's path-to-the-store fuzz, as the gateway publishes it. */
export interface ExtremePacket {
  imei: string;
  /** The records the gateway acknowledged to the tracker (which then deletes them). */
  acknowledged: number;
  message: telemetryV1.TelemetryPacket;
}

/**
 * The gateway's extreme packets (services/gateway/src/protocols/fuzz/extreme-packets.ts: every field over its whole
 * wire range), decoded and normalised by the gateway's own code in a process of its own (services do not import each
 * other), read back from the telemetry.positions.v1 bytes it would publish.
 */
export function gatewayExtremePackets(options: {
  seed: number;
  packets: number;
  nowMs: number;
}): Promise<ExtremePacket[]> {
  const args = [
    '-r',
    '@swc-node/register',
    join(REPO_ROOT, 'services/gateway/src/cli/extreme-packets.ts'),
    ...['--seed', String(options.seed), '--packets', String(options.packets), '--now-ms', String(options.nowMs)],
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: REPO_ROOT, maxBuffer: 256 * 2 ** 20 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`extreme-packets failed: ${error.message}\n${stderr}`));
      resolve(
        stdout
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => {
            const { imei, acknowledged, packet } = JSON.parse(line) as {
              imei: string;
              acknowledged: number;
              packet: string;
            };
            return {
              imei,
              acknowledged,
              message: TOPICS.telemetryPositions.codec.decode(Buffer.from(packet, 'base64')),
            };
          }),
      );
    });
  });
}
