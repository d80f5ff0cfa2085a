import type { telemetryV1 } from '@fleetlog/contracts';

import { toFix } from './trip-detection.service';

describe(toFix.name, () => {
  const record: telemetryV1.PositionRecord = {
    timestampMs: Date.UTC(2026, 10, 28, 8, 0, 0),
    latitude: 59.3293,
    longitude: 18.0686,
    altitudeM: 20,
    angleDeg: 90,
    satellites: 9,
    speedKmh: 40,
    validFix: true,
    priority: 0,
    eventIoId: 0,
    io: { ignition: true, totalOdometerM: 120_000 },
    rawIo: {},
  };

  it('takes a plausible record as it is', () => {
    expect(toFix('356307042441013', record)).toMatchObject({ speedKmh: 40, headingDeg: 90, satellites: 9 });
  });

  it("holds any producer's record to the physical ranges: an impossible speed or heading is unknown (issue 18)", () => {
    const fix = toFix('356307042441013', { ...record, speedKmh: 0xffff, angleDeg: 0xffff, latitude: 214 });
    expect(fix.speedKmh).toBeUndefined();
    expect(fix.headingDeg).toBeUndefined();
    // Impossible coordinates are no fix: the detector skips the record (isUsableFix).
    expect(fix).toMatchObject({ latitude: 0, longitude: 0, satellites: 0 });
  });
});
