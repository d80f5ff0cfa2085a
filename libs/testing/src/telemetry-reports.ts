// Tracker reports for tests that drive the platform from outside (browser tests): a packet on
// telemetry.positions.v1 exactly as the gateway publishes one after decoding, so a test needs no contracts import.
import { TOPICS, telemetryV1 } from '@fleetlog/contracts';

import type { KafkaTestProducer } from './kafka-collector';

export interface TestFix {
  lat: number;
  lon: number;
  timestampMs?: number;
  speedKmh?: number;
  angleDeg?: number;
  // 0 is a report without a fix (kept, never plotted).
  satellites?: number;
  hdop?: number;
  ignition?: boolean;
  batteryLevelPct?: number;
}

/** Publishes one Teltonika Codec 8 packet of `imei` with the fixes (oldest first), keyed by IMEI like the gateway. */
export async function publishPositions(producer: KafkaTestProducer, imei: string, fixes: TestFix[]): Promise<void> {
  const now = Date.now();
  await producer.publish(
    TOPICS.telemetryPositions,
    imei,
    telemetryV1.TelemetryPacket.fromPartial({
      imei,
      protocol: telemetryV1.TrackerProtocol.TELTONIKA,
      transport: telemetryV1.Transport.TCP,
      codec: '8',
      receivedTsMs: now,
      records: fixes.map((fix) => {
        const satellites = fix.satellites ?? 11;
        const moving = (fix.speedKmh ?? 0) > 0;
        return {
          timestampMs: fix.timestampMs ?? now,
          latitude: fix.lat,
          longitude: fix.lon,
          angleDeg: fix.angleDeg ?? 0,
          satellites,
          speedKmh: fix.speedKmh ?? 0,
          validFix: satellites > 0,
          hdop: fix.hdop,
          io: { ignition: fix.ignition ?? moving, movement: moving, batteryLevelPct: fix.batteryLevelPct },
        };
      }),
    }),
  );
}
