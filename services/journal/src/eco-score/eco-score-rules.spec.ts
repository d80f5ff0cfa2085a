import { ecoScore, EVENTS_AT_HALF, vehicleCo2GKm } from './eco-score-rules';

const totals = (distanceM: number, events: [number, number, number] = [0, 0, 0]) => ({
  tripCount: 3,
  distanceM,
  harshAccelerations: events[0],
  harshBrakings: events[1],
  sharpCorners: events[2],
});

describe('ecoScore (spec 02 §3 Eco score)', () => {
  it('scores 100 without harsh events and half at EVENTS_AT_HALF events per 100 km', () => {
    expect(ecoScore(totals(100_000), null)).toEqual({
      distanceKm: 100,
      acceleration: 100,
      braking: 100,
      cornering: 100,
      total: 100,
      totalCo2Kg: undefined,
    });
    const half = ecoScore(totals(200_000, [2 * EVENTS_AT_HALF, 0, 6 * EVENTS_AT_HALF]), 120);
    expect([half.acceleration, half.braking, half.cornering, half.total]).toEqual([50, 100, 25, 58.3]);
    expect(half.totalCo2Kg).toBe(24);
  });

  it('has no scores without distance, and CO2 only with fuel data', () => {
    expect(ecoScore({ ...totals(0), tripCount: 0 }, 95)).toEqual({ distanceKm: 0, totalCo2Kg: 0 });
  });
});

describe('vehicleCo2GKm (fleet fuel data)', () => {
  it('takes the override, else the fuels by proportion, else none', () => {
    expect(vehicleCo2GKm({ co2GKmOverride: 99, co2GKm1: 120, co2GKm2: 40, proportion1: 50 })).toBe(99);
    expect(vehicleCo2GKm({ co2GKm1: 120, co2GKm2: 40, proportion1: 25 })).toBe(60);
    expect(vehicleCo2GKm({ co2GKm1: 130, co2GKm2: 0, proportion1: 0 })).toBe(130);
    expect(vehicleCo2GKm({ co2GKm1: 0, co2GKm2: 0, proportion1: 100 })).toBeNull();
  });
});
