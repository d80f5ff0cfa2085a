import {
  advance,
  DEFAULT_DRIVE_OPTIONS,
  type DriveOptions,
  type DriveSample,
  type DriveState,
  HARSH_EVENTS_PER_100_KM,
  isWorkingTime,
  sampleOf,
  seededRng,
  startDrive,
} from './drive-model';
import { DEMO_TEMPERAMENTS } from './fleet';
import type { FleetStats } from './fleet-stats';
import { nearestPlace, routeStops } from './places/route-stops';
import { RoutePath } from './route-path';
import { ROUTES } from './routes';
import { HISTORY_TIMING, SimulatedTracker } from './simulated-tracker';
import type { TrackerLink } from './tracker-link';

// The demo's drive (fleet.ts demoJournal): parked at the gazetteer's addresses, harsh now and then by temperament,
// on working days. What the journal makes of it rests on these properties.

const MONDAY_0700 = Date.parse('2026-11-23T06:00:00Z');
const EVENTS_PER_100_KM_AT_1 = Object.values(HARSH_EVENTS_PER_100_KM).reduce((sum, rate) => sum + rate, 0);

function demoOptions(path: RoutePath, temperament: number, extra: Partial<DriveOptions> = {}): DriveOptions {
  return { ...DEFAULT_DRIVE_OPTIONS, stops: routeStops(path).map((stop) => stop.alongM), temperament, ...extra };
}

function drive(path: RoutePath, options: DriveOptions, seconds: number, seed: number) {
  const rng = seededRng(seed);
  let state = startDrive(path, rng, MONDAY_0700, options);
  const steps: Array<{ state: DriveState; sample: DriveSample }> = [];
  for (let i = 0; i < seconds; i += 1) {
    state = advance(path, state, 1, rng, options);
    steps.push({ state, sample: sampleOf(path, state, rng) });
  }
  return steps;
}

/** Harsh events per 100 km over every route, a few hours each. */
function eventRate(temperament: number): { per100Km: number; km: number } {
  let events = 0;
  let metres = 0;
  ROUTES.forEach((route, index) => {
    const path = new RoutePath(route);
    const options = demoOptions(path, temperament);
    // As drive() does, counting as it goes rather than keeping twelve hours of samples per route.
    const rng = seededRng(100 + index);
    let state = startDrive(path, rng, MONDAY_0700, options);
    let first: number | undefined;
    for (let i = 0; i < 12 * 3600; i += 1) {
      state = advance(path, state, 1, rng, options);
      first ??= state.odometerM;
      if (sampleOf(path, state, rng).greenDriving) events += 1;
    }
    metres += state.odometerM - first!;
  });
  return { per100Km: (events * 100_000) / metres, km: metres / 1000 };
}

describe('the demo journal drive', () => {
  it('is harsh now and then, at a rate that follows the temperament', () => {
    const [calm, ordinary, rough] = [0.25, 1, 3].map(eventRate);
    for (const [rate, temperament] of [
      [calm!, 0.25],
      [ordinary!, 1],
      [rough!, 3],
    ] as const) {
      expect(rate.km).toBeGreaterThan(500);
      // Within half the rate asked for (a few dozen events at the calm end): due events wait for a moment that allows
      // them, and chance has its say.
      expect(rate.per100Km).toBeGreaterThan(EVENTS_PER_100_KM_AT_1 * temperament * 0.5);
      expect(rate.per100Km).toBeLessThan(EVENTS_PER_100_KM_AT_1 * temperament * 1.5);
    }
    expect(calm!.per100Km * 2).toBeLessThan(ordinary!.per100Km);
    expect(ordinary!.per100Km * 2).toBeLessThan(rough!.per100Km);
    // The fleet's drivers in turn are not all alike.
    expect(Math.max(...DEMO_TEMPERAMENTS) / Math.min(...DEMO_TEMPERAMENTS)).toBeGreaterThanOrEqual(6);
  });

  it('brakes and accelerates harshly as an accelerometer and the speeds both tell, and never so otherwise', () => {
    const path = new RoutePath(ROUTES.find((route) => route.id === 'sthlm-valhallavagen')!);
    const steps = drive(path, demoOptions(path, 3), 8 * 3600, 5);
    const kinds = new Set<number>();
    for (let i = 1; i < steps.length; i += 1) {
      const [before, now] = [steps[i - 1]!, steps[i]!];
      const changeMs2 = (now.sample.speedKmh - before.sample.speedKmh) / 3.6;
      const green = now.sample.greenDriving;
      if (green) kinds.add(green.type);
      if (green?.type === 1) expect(changeMs2).toBeGreaterThan(2.5);
      if (green?.type === 2) expect(-changeMs2).toBeGreaterThan(2.7);
      if (green?.type === 1 || green?.type === 2) {
        // The second after the onset still beyond the journal's thresholds (what a speed-only tracker shows).
        const next = steps[i + 1]!;
        const nextChange = Math.abs(next.sample.speedKmh - now.sample.speedKmh) / 3.6;
        expect(nextChange).toBeGreaterThan(green.type === 1 ? 2.5 : 2.7);
        expect(now.sample.harshManoeuvre).toBe(true);
      }
      if (!now.sample.harshManoeuvre && !before.sample.harshManoeuvre && now.sample.satellites > 0) {
        expect(Math.abs(changeMs2)).toBeLessThanOrEqual(10 / 3.6);
      }
      expect(now.sample.speedKmh).toBeLessThanOrEqual(
        Math.ceil(path.at(now.state.s, now.state.reverse).limitKmh * 1.06),
      );
    }
    expect(kinds).toEqual(new Set([1, 2, 3]));
  });

  it.each(ROUTES.map((route) => route.id))(
    '%s: parks only at gazetteer addresses, the odometer running on unbroken from trip to trip',
    (routeId) => {
      const path = new RoutePath(ROUTES.find((route) => route.id === routeId)!);
      const steps = drive(path, demoOptions(path, 1), 6 * 3600, 21);
      const parkedAt: string[] = [];
      // Counted over the drive and asserted once (jest's cost per expect outweighed the drive's).
      let backwards = 0;
      let movedWhileOff = 0;
      let farthestParkM = 0;
      for (let i = 1; i < steps.length; i += 1) {
        const [before, now] = [steps[i - 1]!.sample, steps[i]!.sample];
        if (now.odometerM < before.odometerM) backwards += 1;
        if (!before.ignition && !now.ignition && now.odometerM !== before.odometerM) movedWhileOff += 1;
        if (before.ignition && !now.ignition) {
          const nearest = nearestPlace(now)!;
          farthestParkM = Math.max(farthestParkM, nearest.distanceM);
          parkedAt.push(nearest.place.name);
        }
      }
      expect(backwards).toBe(0);
      expect(movedWhileOff).toBe(0);
      // Within the Nominatim stand-in's address radius (250 m), with room to spare.
      expect(farthestParkM).toBeLessThan(160);
      expect(parkedAt.length).toBeGreaterThanOrEqual(5);
      expect(new Set(parkedAt).size).toBeGreaterThanOrEqual(3);
    },
  );

  it('drives on working days, live as in the history, and now and then outside working hours', () => {
    const path = new RoutePath(ROUTES[1]!);
    const options = demoOptions(path, 1, { offHoursChance: 0.015 });
    const rng = seededRng(3);
    let state = startDrive(path, rng, MONDAY_0700, options);
    const departures: number[] = [];
    for (let i = 0; i < 14 * 86_400; i += 1) {
      const next = advance(path, state, 1, rng, options);
      if (state.phase === 'parked' && next.phase === 'driving') departures.push(next.clockMs);
      state = next;
    }
    const offHours = departures.filter((ms) => !isWorkingTime(ms));
    const dayOf = (ms: number) => Math.floor((ms - MONDAY_0700) / 86_400_000);
    // Every working day of the two weeks has trips; off hours are the exception.
    const workingDays = [0, 1, 2, 3, 4, 7, 8, 9, 10, 11];
    for (const day of workingDays) expect(departures.filter((ms) => dayOf(ms) === day).length).toBeGreaterThan(5);
    expect(offHours.length).toBeGreaterThan(0);
    expect(offHours.length).toBeLessThan(departures.length * 0.15);
  });
});

describe('the demo tracker', () => {
  it('records a harsh manoeuvre second by second, its onset with green driving', async () => {
    const sent: DriveSample[] = [];
    const link: TrackerLink = {
      send: async (samples) => void sent.push(...samples),
      heartbeat: async () => undefined,
      close: () => undefined,
    };
    const stats = { acked: () => undefined, sendAttempts: 0, resends: 0, badPacketsSent: 0 } as unknown as FleetStats;
    const path = new RoutePath(ROUTES[0]!);
    const tracker = new SimulatedTracker(
      '350000000000060',
      path,
      link,
      seededRng(9),
      stats,
      HISTORY_TIMING,
      0,
      MONDAY_0700,
      demoOptions(path, 3),
    );
    for (let hour = 1; hour <= 8; hour += 1) {
      tracker.catchUp(MONDAY_0700 + hour * 3_600_000, 1_000_000, HISTORY_TIMING);
      await new Promise((resolve) => setImmediate(resolve));
    }
    while (tracker.queued > 0) {
      tracker.catchUp(tracker.clockMs, 1_000_000, HISTORY_TIMING);
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Braking onsets with a fix (in a tunnel the tracker reports no speed).
    const onsets = sent.flatMap((sample, index) =>
      sample.greenDriving?.type === 2 && sample.satellites > 0 && sent[index + 1]!.satellites > 0 ? [index] : [],
    );
    expect(onsets.length).toBeGreaterThan(3);
    for (const index of onsets) {
      const [onset, after] = [sent[index]!, sent[index + 1]!];
      // Recorded every 20 s otherwise; the manoeuvre's next second is recorded too, so its speed change shows.
      expect(after.timestampMs - onset.timestampMs).toBe(1000);
      expect((onset.speedKmh - after.speedKmh) / 3.6).toBeGreaterThan(2.7);
    }
  });
});
