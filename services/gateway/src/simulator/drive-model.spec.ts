import {
  advance,
  DEFAULT_DRIVE_OPTIONS,
  type DriveSample,
  type DriveState,
  isWorkingTime,
  sampleOf,
  seededRng,
  startDrive,
} from './drive-model';
import { imeiWithCheckDigit } from './fleet';
import { distanceM, headingChangeDeg, RoutePath } from './route-path';
import { ROUTES } from './routes';
import { loadTollPoints } from './toll-stations';

interface Step {
  state: DriveState;
  sample: DriveSample;
}

/** Drives one vehicle for `seconds` simulated seconds, a sample per second. */
function drive(routeId: string, seconds: number, seed = 7): { path: RoutePath; steps: Step[] } {
  const route = ROUTES.find((candidate) => candidate.id === routeId);
  if (!route) throw new Error(`no route ${routeId}`);
  const path = new RoutePath(route);
  const rng = seededRng(seed);
  let state = startDrive(path, rng, Date.UTC(2026, 10, 23, 7, 0, 0));
  const steps: Step[] = [];
  for (let i = 0; i < seconds; i += 1) {
    state = advance(path, state, 1, rng);
    steps.push({ state, sample: sampleOf(path, state, rng) });
  }
  return { path, steps };
}

/**
 * Metres from a point to the nearest segment of the path, as a function of the path's segments projected once (flat:
 * the segments are short, and a route spans too little latitude for its scale to change).
 */
function offRoute(path: RoutePath): (sample: DriveSample) => number {
  const vertices = path.vertices();
  const kx = 111_320 * Math.cos((vertices[0]!.latitude * Math.PI) / 180);
  const ky = 110_574;
  const xs = Float64Array.from(vertices, (vertex) => vertex.longitude * kx);
  const ys = Float64Array.from(vertices, (vertex) => vertex.latitude * ky);
  return (sample) => {
    const px = sample.longitude * kx;
    const py = sample.latitude * ky;
    let best = Infinity;
    for (let i = 1; i < xs.length; i += 1) {
      const ax = xs[i - 1]!;
      const ay = ys[i - 1]!;
      const dx = xs[i]! - ax;
      const dy = ys[i]! - ay;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
      const ex = px - (ax + t * dx);
      const ey = py - (ay + t * dy);
      best = Math.min(best, ex * ex + ey * ey);
    }
    return Math.sqrt(best);
  };
}

describe('drive model', () => {
  const threeHours = 3 * 3600;

  it.each(ROUTES.map((route) => route.id))('%s: every position lies on the route, heading along it', (routeId) => {
    const { path, steps } = drive(routeId, threeHours);
    const offRouteM = offRoute(path);
    // The worst sample of the drive (one expect per drive: jest's per call cost outweighed the drive's).
    let worstOffM = 0;
    let worstTurnDeg = 0;
    for (const { state, sample } of steps) {
      worstOffM = Math.max(worstOffM, offRouteM(sample));
      const along = path.at(state.s, state.reverse).headingDeg;
      worstTurnDeg = Math.max(worstTurnDeg, headingChangeDeg(sample.headingDeg, along));
    }
    expect(worstOffM).toBeLessThan(1);
    expect(worstTurnDeg).toBeLessThanOrEqual(1);
  });

  it.each(ROUTES.map((route) => route.id))('%s: speeds stay within the limit and change smoothly', (routeId) => {
    const { path, steps } = drive(routeId, threeHours);
    let previous: DriveSample | undefined;
    let lowestKmh = Infinity;
    let mostOverLimitKmh = -Infinity;
    let largestChangeKmh = 0;
    for (const { state, sample } of steps) {
      const limit = path.at(state.s, state.reverse).limitKmh;
      lowestKmh = Math.min(lowestKmh, sample.speedKmh);
      // The driver habit allows at most 6 % over the limit of the road the vehicle is on.
      mostOverLimitKmh = Math.max(mostOverLimitKmh, sample.speedKmh - Math.ceil(limit * 1.06));
      // At most 2.5 m/s² (9 km/h a second, 10 with rounding); a tunnel reports no speed, so skip its edges.
      if (previous && previous.satellites > 0 && sample.satellites > 0) {
        largestChangeKmh = Math.max(largestChangeKmh, Math.abs(sample.speedKmh - previous.speedKmh));
      }
      previous = sample;
    }
    expect(lowestKmh).toBeGreaterThanOrEqual(0);
    expect(mostOverLimitKmh).toBeLessThanOrEqual(0);
    expect(largestChangeKmh).toBeLessThanOrEqual(10);
    expect(Math.max(...steps.map((step) => step.sample.speedKmh))).toBeGreaterThan(30);
  });

  it('cycles the ignition: parked with the engine off and still, then driving back the other way', () => {
    const { steps } = drive('sthlm-essingeleden', threeHours);
    const parked = steps.filter((step) => step.state.phase === 'parked');
    expect(parked.length).toBeGreaterThan(0);
    for (const { sample } of parked) {
      expect(sample).toMatchObject({ ignition: false, movement: false, speedKmh: 0 });
      expect(sample.externalVoltageMv).toBeLessThan(13_000);
    }
    const switches = steps.filter((step, i) => i > 0 && step.sample.ignition !== steps[i - 1]!.sample.ignition);
    expect(switches.filter((step) => step.sample.ignition).length).toBeGreaterThanOrEqual(2);
    expect(switches.filter((step) => !step.sample.ignition).length).toBeGreaterThanOrEqual(2);
    const directions = new Set(steps.map((step) => step.state.reverse));
    expect(directions).toEqual(new Set([true, false]));
  });

  it('stops in city traffic with the engine running', () => {
    const { steps } = drive('sthlm-valhallavagen', threeHours);
    const stopped = steps.filter((step) => step.state.phase === 'stopped');
    expect(stopped.length).toBeGreaterThan(0);
    for (const { sample } of stopped) expect(sample).toMatchObject({ ignition: true, speedKmh: 0 });
  });

  it('counts the odometer as the distance driven', () => {
    const { steps } = drive('gbg-e20-gotaalvbron', 3600);
    let driven = 0;
    for (let i = 1; i < steps.length; i += 1) {
      const [a, b] = [steps[i - 1]!.sample, steps[i]!.sample];
      expect(b.odometerM).toBeGreaterThanOrEqual(a.odometerM);
      if (steps[i]!.state.phase === 'driving' && steps[i - 1]!.state.phase === 'driving') driven += distanceM(a, b);
    }
    const odometer = steps[steps.length - 1]!.sample.odometerM - steps[0]!.sample.odometerM;
    expect(Math.abs(odometer - driven) / driven).toBeLessThan(0.02);
  });

  it.each([
    ['sthlm-essingeleden', 'stockholm'],
    ['gbg-e6-tingstad', 'goteborg'],
  ])('%s passes congestion-tax control points within 20 m', (routeId, city) => {
    const { steps } = drive(routeId, threeHours);
    const tolls = loadTollPoints().filter((toll) => toll.city === city);
    const passed = tolls.filter((toll) =>
      steps.some((step) => distanceM(step.sample, { latitude: toll.lat, longitude: toll.lon }) <= 20),
    );
    expect(passed.length).toBeGreaterThanOrEqual(3);
  });

  it('loses the fix in Tingstadstunneln: satellites 0, kept as records', () => {
    const { steps } = drive('gbg-e6-tingstad', threeHours);
    const inTunnel = steps.filter((step) => step.sample.satellites === 0);
    expect(inTunnel.length).toBeGreaterThan(0);
    for (const { sample } of inTunnel) {
      expect(sample.latitude).toBeGreaterThan(57.719);
      expect(sample.latitude).toBeLessThan(57.726);
    }
  });

  it('is repeatable from its seed', () => {
    expect(drive('sthlm-skanstull', 600, 3).steps).toEqual(drive('sthlm-skanstull', 600, 3).steps);
    expect(drive('sthlm-skanstull', 600, 3).steps).not.toEqual(drive('sthlm-skanstull', 600, 4).steps);
  });

  it('makes IMEIs with the Luhn check digit', () => {
    expect(imeiWithCheckDigit('49015420323751')).toBe('490154203237518');
    expect(imeiWithCheckDigit('35100000000000')).toMatch(/^35100000000000\d$/);
  });
});

describe('working days in the history', () => {
  it('tells weekday working hours in Stockholm time, summer and winter', () => {
    expect(isWorkingTime(Date.parse('2026-11-23T06:00:00Z'))).toBe(true); // Monday 07:00 CET
    expect(isWorkingTime(Date.parse('2026-11-23T05:59:00Z'))).toBe(false); // 06:59
    expect(isWorkingTime(Date.parse('2026-11-23T16:00:00Z'))).toBe(false); // 17:00
    expect(isWorkingTime(Date.parse('2026-06-15T05:00:00Z'))).toBe(true); // Monday 07:00 CEST
    expect(isWorkingTime(Date.parse('2026-11-21T10:00:00Z'))).toBe(false); // Saturday
    expect(isWorkingTime(Date.parse('2026-11-22T10:00:00Z'))).toBe(false); // Sunday
  });

  it('leaves only in working hours before the live instant, around the clock after it', () => {
    const path = new RoutePath(ROUTES[0]!);
    const rng = seededRng(11);
    const start = Date.parse('2026-11-20T12:00:00Z'); // Friday 13:00
    const live = start + 3 * 86_400_000; // Monday 13:00
    const options = { ...DEFAULT_DRIVE_OPTIONS, workingDaysUntilMs: live };
    let state = startDrive(path, rng, start, options);
    const departures: number[] = [];
    for (let i = 0; i < 4 * 86_400; i += 1) {
      const next = advance(path, state, 1, rng, options);
      if (state.phase === 'parked' && next.phase === 'driving') departures.push(next.clockMs);
      state = next;
    }
    const history = departures.filter((ms) => ms < live);
    expect(history.length).toBeGreaterThan(2);
    expect(history.every(isWorkingTime)).toBe(true);
    // After the live instant the vehicle also leaves in the evening and at night.
    expect(departures.filter((ms) => ms >= live && !isWorkingTime(ms)).length).toBeGreaterThan(0);
  });
});
