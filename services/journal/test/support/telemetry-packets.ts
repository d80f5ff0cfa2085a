import { telemetryV1 } from '@fleetlog/contracts';

import type { PositionFix } from '../../src/trips/detection';

/** An IMEI of 15 digits, fresh per call (the kept test database holds earlier runs' devices). */
export const uniqueImei = (): string =>
  `35${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

/**
 * A recording as the gateway publishes it: Teltonika packets of 20 records, each with the fix's ignition, total
 * odometer (IO 16) and driver key (IO 78) where the fix has them.
 */
export function telemetryPackets(fixes: readonly PositionFix[]): telemetryV1.TelemetryPacket[] {
  const out: telemetryV1.TelemetryPacket[] = [];
  for (let i = 0; i < fixes.length; i += 20) {
    const slice = fixes.slice(i, i + 20);
    out.push(
      telemetryV1.TelemetryPacket.fromPartial({
        imei: slice[0].imei,
        protocol: telemetryV1.TrackerProtocol.TELTONIKA,
        transport: telemetryV1.Transport.TCP,
        codec: '8',
        receivedTsMs: Date.now(),
        records: slice.map((fix) => ({
          timestampMs: fix.timestampMs,
          latitude: fix.latitude,
          longitude: fix.longitude,
          speedKmh: fix.speedKmh,
          satellites: fix.satellites,
          validFix: fix.satellites > 0,
          angleDeg: 0,
          io: { ignition: fix.ignition, totalOdometerM: fix.odometerM, ibuttonDriverId: fix.ibuttonId },
        })),
      }),
    );
  }
  return out;
}
