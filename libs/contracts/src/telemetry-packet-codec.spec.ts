import { randomBytes } from 'node:crypto';

import { type NormalizedIo, type PositionRecord, TelemetryPacket } from './generated/fleetlog/telemetry/v1/telemetry';
import { encodeTelemetryPacket, telemetryPacketCodec } from './telemetry-packet-codec';
import { TOPICS } from './topics';

/** A seeded generator, so a failure names the packet that broke. */
function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

function randomPacket(seed: number): TelemetryPacket {
  const r = rng(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(r() * values.length)]!;
  const int32 = () => pick([0, 1, 127, 128, 300, 16_383, 16_384, -1, -300, 2_147_483_647, -2_147_483_648]);
  const maybe = <T>(value: () => T): T | undefined => (r() < 0.3 ? undefined : value());
  const text = () => pick(['', 'A1', '0000B1A2C3D4', 'Åkeri "ö" \\ 😀', 'x'.repeat(200)]);
  const io = (): NormalizedIo => ({
    ignition: maybe(() => r() < 0.5),
    movement: maybe(() => r() < 0.5),
    totalOdometerM: maybe(() => pick([0, 1, 9_876_543_210, 2 ** 40 + 3, -5])),
    tripOdometerM: maybe(() => pick([0, 12_345, -1])),
    externalVoltageMv: maybe(int32),
    batteryVoltageMv: maybe(int32),
    batteryLevelPct: maybe(() => pick([0, 55, 100])),
    gsmSignal: maybe(() => pick([0, 3, 5])),
    ibuttonDriverId: maybe(text),
    greenDrivingType: maybe(int32),
    greenDrivingValue: maybe(int32),
  });
  const record = (): PositionRecord => {
    const rawIo: { [key: number]: string } = {};
    const entries = Math.floor(r() * 12);
    for (let i = 0; i < entries; i++) rawIo[pick([0, 1, 16, 66, 78, 239, 240, 385, 10_000, 65_535])] = text();
    return {
      timestampMs: pick([0, 1, 1_700_000_000_123, Date.now(), 2 ** 52, -1_000]),
      latitude: pick([0, 59.3293235, -33.8688197, 90, -0.0000001]),
      longitude: pick([0, 18.0685808, -122.4194155, 180, 151.2092955]),
      altitudeM: maybe(int32),
      angleDeg: maybe(() => pick([0, 90, 359])),
      satellites: pick([0, 7, 255]),
      speedKmh: maybe(() => pick([0, 50, 300])),
      validFix: r() < 0.5,
      hdop: maybe(() => pick([0, 0.8, 12.5])),
      priority: pick([0, 1, 2]),
      eventIoId: pick([0, 239, 385]),
      io: maybe(io),
      rawIo,
    };
  };
  return {
    imei: pick(['', '356307042441013', '350000000000113']),
    protocol: pick([0, 1, 2]),
    transport: pick([0, 1, 2]),
    codec: pick(['', '8', '8E', 'GTFRI']),
    receivedTsMs: pick([0, Date.now(), 2 ** 50]),
    buffered: r() < 0.3,
    records: Array.from({ length: Math.floor(r() * 25) }, record),
    raw: pick([new Uint8Array(0), randomBytes(1), randomBytes(300)]),
    gatewayInstance: pick(['', 'gateway-1', 'gätewäy']),
    reportedFrequencyS: maybe(() => pick([0, 30, -1])),
  };
}

describe('the TelemetryPacket codec of telemetry.positions.v1', () => {
  it('is the topic codec', () => {
    expect(TOPICS.telemetryPositions.codec).toBe(telemetryPacketCodec);
  });

  it("writes exactly the generated encoder's bytes for 2,000 varied packets, and they decode to the packet", () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const packet = randomPacket(seed);
      const expected = Buffer.from(TelemetryPacket.encode(packet).finish());
      const actual = Buffer.from(encodeTelemetryPacket(packet));
      if (!actual.equals(expected)) throw new Error(`seed ${seed}: bytes differ`);
      expect(telemetryPacketCodec.decode(actual)).toEqual(TelemetryPacket.decode(expected));
    }
  });

  it('encodes the empty packet as no bytes', () => {
    expect(encodeTelemetryPacket(TelemetryPacket.fromPartial({})).length).toBe(0);
  });

  it('refuses a raw IO key that is not a uint32', () => {
    const record = { ...randomPacket(7).records[0]!, rawIo: { 'not-a-number': '1' } } as unknown as PositionRecord;
    const packet = TelemetryPacket.fromPartial({ imei: '356307042441013', records: [record] });
    expect(() => encodeTelemetryPacket(packet)).toThrow('is not a uint32');
  });
});
