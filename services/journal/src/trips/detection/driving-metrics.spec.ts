import { addToMetrics, emptyMetrics, metricsOf } from './driving-metrics';
import type { PositionFix } from './position-fix';

/** 1 Hz samples along a straight line north from a point, with the given speeds (km/h) and headings. */
function samples(speeds: number[], headings?: number[], everyS = 1): PositionFix[] {
  let latitude = 59.3;
  return speeds.map((speedKmh, i) => {
    latitude += (speedKmh / 3.6 / 111_320) * everyS;
    return {
      imei: '1',
      timestampMs: Date.UTC(2026, 10, 9, 7) + i * everyS * 1000,
      latitude,
      longitude: 18,
      speedKmh,
      satellites: 9,
      ...(headings ? { headingDeg: headings[i] } : {}),
    };
  });
}

function metrics(fixes: PositionFix[]) {
  const state = emptyMetrics();
  for (const fix of fixes) addToMetrics(state, fix);
  return metricsOf(state);
}

const ramp = (from: number, to: number, perSecondMs2: number) => {
  const speeds: number[] = [];
  const step = perSecondMs2 * 3.6 * Math.sign(to - from);
  for (let v = from; step > 0 ? v <= to : v >= to; v += step) speeds.push(v);
  return speeds;
};

describe('driving metrics', () => {
  it('counts a harsh acceleration once per manoeuvre, and not a brisk one', () => {
    expect(metrics(samples([...ramp(10, 70, 3), 70, 70, ...ramp(30, 80, 2.9)]))).toMatchObject({
      harshAccelerations: 2,
      harshBrakings: 1, // 70 → 30 in one second between the two ramps
    });
    expect(metrics(samples(ramp(10, 90, 2.2))).harshAccelerations).toBe(0);
  });

  it('counts harsh braking over 2.7 m/s², not at 2.5', () => {
    expect(metrics(samples(ramp(90, 20, 3.5))).harshBrakings).toBe(1);
    expect(metrics(samples(ramp(90, 20, 2.5))).harshBrakings).toBe(0);
  });

  it('counts sharp cornering over 2.4 rad/s from the heading', () => {
    const speeds = [40, 40, 40, 40, 40];
    expect(metrics(samples(speeds, [0, 0, 160, 160, 160])).sharpCorners).toBe(1); // 2.8 rad/s
    expect(metrics(samples(speeds, [0, 90, 180, 270, 0])).sharpCorners).toBe(0); // 1.6 rad/s
    expect(metrics(samples(speeds, [350, 350, 190, 190, 190])).sharpCorners).toBe(1); // across north
  });

  it("takes no maximum and no braking from a fix whose speed is unknown (the tracker's value was impossible)", () => {
    const fixes = samples([80, 80, 80, 80]).map((fix, i) => (i === 2 ? { ...fix, speedKmh: undefined } : fix));
    expect(metrics(fixes)).toMatchObject({ harshAccelerations: 0, harshBrakings: 0, maxSpeedKmh: 80 });
  });

  it('takes nothing from drift spikes at walking pace or from samples far apart', () => {
    expect(metrics(samples([0, 12, 0, 15, 0, 9, 0]))).toMatchObject({ harshAccelerations: 0, harshBrakings: 0 });
    expect(metrics(samples([20, 90, 20, 100], undefined, 10))).toMatchObject({
      harshAccelerations: 0,
      harshBrakings: 0,
      maxSpeedKmh: 100,
    });
  });

  it("counts the device's green-driving reports instead of what the positions suggest", () => {
    const fixes = samples([...ramp(10, 70, 3), 70, 70, 70]);
    fixes[fixes.length - 2].greenDrivingType = 2;
    fixes[fixes.length - 1].greenDrivingType = 3;
    expect(metrics(fixes)).toMatchObject({ harshAccelerations: 0, harshBrakings: 1, sharpCorners: 1 });
  });
});
