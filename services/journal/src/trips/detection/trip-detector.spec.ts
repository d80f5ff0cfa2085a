import { offset, PLACES, TrackerRecording } from '../../../test/support/position-sequences';
import { detectorParameters } from './detector-parameters';
import { detectTrips } from './detect-trips';
import type { PositionFix } from './position-fix';
import { type DetectedTrip, TripDetector } from './trip-detector';
import { orderedFixes } from './position-fix';

const params = detectorParameters();
const detect = (fixes: PositionFix[]) => detectTrips(fixes, params);
const iso = (trip: DetectedTrip) => [
  new Date(trip.start.timestampMs).toISOString(),
  new Date(trip.stop.timestampMs).toISOString(),
];
/** Within `percent` of the distance really driven. */
const near = (actual: number, expected: number, percent = 2) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual((expected * percent) / 100);

/** A working day of one vehicle: a morning drive Kungsholmen → Solna, an afternoon drive back. */
function workingDay(options: { ignition?: boolean; seed?: number } = {}) {
  const car = new TrackerRecording('356307042441013', '2026-11-09T05:00:00Z', PLACES.kungsholmen, options);
  car.park(2 * 3600, { everyS: 300, driftM: 15 });
  const morningStart = car.time;
  if (options.ignition) car.idle(40);
  car.drive([offset(PLACES.kungsholmen, 1200, 20), PLACES.solna], 45);
  const morningKm = car.drivenM;
  if (options.ignition) car.idle(20);
  const morningStop = car.time;
  car.park(7 * 3600, { everyS: 300, driftM: 15 });
  const afternoonStart = car.time;
  if (options.ignition) car.idle(30);
  car.drive([offset(PLACES.solna, 900, 200), PLACES.kungsholmen], 40);
  const afternoonKm = car.drivenM - morningKm;
  const afternoonStop = car.time;
  car.park(12 * 3600, { everyS: 600, driftM: 15 });
  return { car, morningStart, morningStop, morningKm, afternoonStart, afternoonStop, afternoonKm };
}

describe('TripDetector', () => {
  it('finds ignition trips: from ignition on to ignition off, with the distance driven', () => {
    const day = workingDay({ ignition: true });
    const trips = detect(day.car.fixes);
    expect(trips).toHaveLength(2);
    expect(trips.every((trip) => trip.ignitionBased)).toBe(true);
    // Starts at the first ignition-on fix (10 s after the last parked one), stops at the arrival.
    expect(trips[0].start.timestampMs - Date.parse(day.morningStart)).toBeLessThanOrEqual(10_000);
    expect(Math.abs(trips[0].stop.timestampMs - Date.parse(day.morningStop))).toBeLessThanOrEqual(30_000);
    near(trips[0].distanceM, day.morningKm);
    near(trips[1].distanceM, day.afternoonKm);
    expect(trips[1].stop.latitude).toBeCloseTo(PLACES.kungsholmen.latitude, 3);
    expect(trips.map((trip) => trip.metrics.maxSpeedKmh)).toEqual([45, 40]);
  });

  it('finds trips of a device without ignition from movement', () => {
    const day = workingDay();
    const trips = detect(day.car.fixes);
    expect(trips).toHaveLength(2);
    expect(trips.some((trip) => trip.ignitionBased)).toBe(false);
    expect(trips[0].start.timestampMs - Date.parse(day.morningStart)).toBeLessThanOrEqual(20_000);
    expect(Math.abs(trips[0].stop.timestampMs - Date.parse(day.morningStop))).toBeLessThanOrEqual(10_000);
    near(trips[0].distanceM, day.morningKm);
    near(trips[1].distanceM, day.afternoonKm);
    // The trip begins where the car was parked, and ends where it parks.
    expect(trips[0].startPosition.latitude).toBeCloseTo(PLACES.kungsholmen.latitude, 3);
    expect(trips[0].stop.longitude).toBeCloseTo(PLACES.solna.longitude, 3);
  });

  it('bridges a GPS gap inside a trip, counting the way across it', () => {
    const car = new TrackerRecording('356307042441021', '2026-11-09T07:00:00Z', PLACES.gothenburg);
    car.park(1800, { driftM: 10 });
    car.drive([PLACES.molndal], 60, { everyS: 5, silentFrom: 120, silentTo: 420 });
    car.park(3600, { driftM: 10 });
    const trips = detect(car.fixes);
    expect(trips).toHaveLength(1);
    near(trips[0].distanceM, car.drivenM);
  });

  it('ends a trip at a gap longer than the maximum: nothing is known about it', () => {
    const car = new TrackerRecording('356307042441039', '2026-11-09T07:00:00Z', PLACES.gothenburg);
    car.park(600);
    car.drive([PLACES.molndal], 10, { everyS: 10, silentFrom: 120, silentTo: 120 + params.maxGapS + 60 });
    car.park(3600);
    expect(detect(car.fixes)).toHaveLength(2);
  });

  it('splits at a gap the vehicle stood through: an underground garage without fixes', () => {
    const car = new TrackerRecording('356307042441161', '2026-11-09T07:00:00Z', PLACES.kungsholmen, {
      ignition: true,
    });
    car.park(1800).idle(10);
    const garage = offset(PLACES.kungsholmen, 3000, 45);
    car.drive([garage], 40);
    // Into the garage at walking pace: the last fix is still moving, then nothing for 20 minutes.
    car.fixes.at(-1)!.speedKmh = 8;
    car.silence(20 * 60);
    car.drive([offset(garage, 80, 0)], 8, { everyS: 5 });
    car.drive([PLACES.kungsholmen], 40);
    car.park(3600);
    const trips = detect(car.fixes);
    expect(trips).toHaveLength(2);
    near(trips[0].distanceM, 3000, 3);
    near(trips[1].distanceM, 3080 + 80, 5);
  });

  it('tells trips by movement while the ignition stays on through whole stops (wired to permanent power)', () => {
    const car = new TrackerRecording('356307042441203', '2026-11-09T06:00:00Z', PLACES.kungsholmen, {
      ignition: true,
      seed: 4,
    });
    car.idle(3 * 3600, 60);
    const departures: string[] = [];
    const arrivals: string[] = [];
    for (const target of [PLACES.solna, PLACES.kungsholmen, PLACES.sodermalm]) {
      departures.push(car.time);
      car.drive([target], 45);
      arrivals.push(car.time);
      car.park(2 * 3600, { everyS: 60, driftM: 10, ignition: true });
    }
    const trips = detect(car.fixes);
    expect(trips).toHaveLength(3);
    trips.forEach((trip, i) => {
      // The first trip starts at the idle's first fix (nothing says otherwise yet); later ones at the departure.
      if (i > 0) expect(Math.abs(trip.start.timestampMs - Date.parse(departures[i]))).toBeLessThanOrEqual(20_000);
      expect(Math.abs(trip.stop.timestampMs - Date.parse(arrivals[i]))).toBeLessThanOrEqual(10_000);
    });
    // Ignition off again: ignition tells trips apart once more.
    const after = new TrackerRecording(car.imei, car.timeMs, car.position, { ignition: true });
    after.park(600).idle(60);
    const start = after.time;
    after.drive([PLACES.solna], 45).park(1800);
    const more = detect([...car.fixes, ...after.fixes]);
    expect(more).toHaveLength(4);
    expect(more[3].start.timestampMs - Date.parse(start)).toBeLessThanOrEqual(2_000);
  });

  it('creates no trip from GPS drift while parked: jitter, speed spikes, a far jump that comes back', () => {
    const car = new TrackerRecording('356307042441047', '2026-11-09T00:00:00Z', PLACES.sodermalm, { seed: 7 });
    car.park(6 * 3600, { everyS: 30, driftM: 45, spikeKmh: 12 });
    const jumpAt = car.timeMs + 30_000;
    car.park(6 * 3600, { everyS: 30, driftM: 30, spikeKmh: 8 });
    const far = offset(PLACES.sodermalm, 600, 45);
    const fixes = car.fixes.map((fix) =>
      fix.timestampMs === jumpAt ? { ...fix, latitude: far.latitude, longitude: far.longitude, speedKmh: 9 } : fix,
    );
    expect(detect(fixes)).toEqual([]);
  });

  it('creates no trip from drift around a parked vehicle with ignition flapping', () => {
    const car = new TrackerRecording('356307042441054', '2026-11-09T00:00:00Z', PLACES.sodermalm, {
      ignition: true,
      seed: 3,
    });
    for (let i = 0; i < 20; i += 1) {
      car.park(900, { everyS: 60, driftM: 30 });
      car.ping(true).silence(20).ping(false);
    }
    expect(detect(car.fixes)).toEqual([]);
  });

  it('keeps one trip through ignition flapping and short stops, and splits at a stop of the stop gap', () => {
    const car = new TrackerRecording('356307042441062', '2026-11-09T06:00:00Z', PLACES.kungsholmen, {
      ignition: true,
    });
    car.park(1200);
    car.idle(30);
    car.drive([offset(PLACES.kungsholmen, 2000, 90)], 50);
    // The engine stalls twice at a junction and a delivery stop of two minutes with the engine off.
    car.ping(false).silence(5).ping(true).silence(5).ping(false).silence(5).ping(true);
    car.drive([offset(PLACES.kungsholmen, 4000, 90)], 50);
    car.park(120, { everyS: 30 });
    car.idle(20);
    car.drive([offset(PLACES.kungsholmen, 6000, 90)], 50);
    const firstStop = car.time;
    car.park(params.stopGapS + 60, { everyS: 30 });
    car.idle(20);
    car.drive([offset(PLACES.kungsholmen, 8000, 90)], 50);
    car.park(3600);
    const trips = detect(car.fixes);
    expect(trips).toHaveLength(2);
    expect(Math.abs(trips[0].stop.timestampMs - Date.parse(firstStop))).toBeLessThanOrEqual(30_000);
    near(trips[0].distanceM, 6000, 3);
    near(trips[1].distanceM, 2000, 3);
  });

  it('keeps one trip through a traffic queue without ignition data, and splits at a long stop', () => {
    const car = new TrackerRecording('356307042441070', '2026-11-09T06:00:00Z', PLACES.kungsholmen);
    car.park(1200);
    car.drive([offset(PLACES.kungsholmen, 3000, 0)], 40);
    car.park(200, { everyS: 10, driftM: 5 });
    car.drive([offset(PLACES.kungsholmen, 5000, 0)], 40);
    car.park(params.stopGapS + 120, { everyS: 10, driftM: 5 });
    car.drive([offset(PLACES.kungsholmen, 7000, 0)], 40);
    car.park(3600);
    const trips = detect(car.fixes);
    expect(trips.map((trip) => Math.round(trip.distanceM / 100) * 100)).toEqual([5000, 2000]);
  });

  it('gives the same trips when the tracker resends old packets and records arrive out of order', () => {
    const day = workingDay({ ignition: true, seed: 5 });
    const expected = detect(day.car.fixes).map(iso);
    const resent = [...day.car.fixes, ...day.car.fixes.slice(100, 180), ...day.car.fixes.slice(10, 40)];
    const shuffled = [...resent].sort((a, b) => ((a.timestampMs * 7919) % 1009) - ((b.timestampMs * 7919) % 1009));
    expect(detect(shuffled).map(iso)).toEqual(expected);
    expect(detect(resent).map((trip) => Math.round(trip.distanceM))).toEqual(
      detect(day.car.fixes).map((trip) => Math.round(trip.distanceM)),
    );
  });

  it('leaves out trips under 200 m and keeps one just over', () => {
    const car = new TrackerRecording('356307042441088', '2026-11-09T06:00:00Z', PLACES.sodermalm);
    car.park(1800);
    car.drive([offset(PLACES.sodermalm, 150, 90)], 20, { everyS: 2 });
    car.park(1800);
    car.drive([offset(PLACES.sodermalm, 150 + 260, 90)], 25, { everyS: 2 });
    car.park(1800);
    const trips = detect(car.fixes);
    expect(trips).toHaveLength(1);
    near(trips[0].distanceM, 260, 10);
  });

  it('keeps a trip over midnight as one trip', () => {
    const car = new TrackerRecording('356307042441096', '2026-11-09T22:00:00Z', PLACES.gothenburg, {
      ignition: true,
    });
    car.park(1800);
    car.idle(20);
    car.drive([PLACES.molndal, PLACES.gothenburg, PLACES.molndal], 30);
    car.park(3600);
    const [trip, ...rest] = detect(car.fixes);
    expect(rest).toEqual([]);
    // 23:50 to after 00:30 Swedish time (UTC+1).
    expect(iso(trip)[0] < '2026-11-09T23:00:00.000Z' && iso(trip)[1] > '2026-11-09T23:00:00.000Z').toBe(true);
  });

  it('keeps two vehicles interleaved apart', () => {
    const a = workingDay({ seed: 11 });
    const b = new TrackerRecording('356307042441104', '2026-11-09T05:00:00Z', PLACES.gothenburg, { seed: 12 });
    b.park(3 * 3600, { driftM: 10 })
      .drive([PLACES.molndal], 70)
      .park(3600, { driftM: 10 });
    b.drive([PLACES.gothenburg], 70).park(3600);
    const merged = [...a.car.fixes, ...b.fixes].sort((x, y) => x.timestampMs - y.timestampMs);
    const trips = detect(merged);
    expect(trips.map((trip) => trip.imei)).toEqual([a.car.imei, b.imei, b.imei, a.car.imei]);
    near(trips[1].distanceM + trips[2].distanceM, b.drivenM);
  });

  it('takes the distance from the odometer where the device reports one', () => {
    const car = new TrackerRecording('356307042441112', '2026-11-09T06:00:00Z', PLACES.kungsholmen, {
      ignition: true,
      odometer: true,
      odometerFactor: 1.08,
    });
    car.park(1800).idle(20).drive([PLACES.solna], 50).park(3600);
    const [trip] = detect(car.fixes);
    near(trip.distanceM, car.drivenM * 1.08, 1);
    expect(trip.odometerDistanceM).toBe(trip.distanceM);
    near(trip.pathDistanceM, car.drivenM);
  });

  it('falls back to the path when the odometer jumps back (a reset)', () => {
    const car = new TrackerRecording('356307042441120', '2026-11-09T06:00:00Z', PLACES.kungsholmen, {
      odometer: true,
    });
    car.park(1800).drive([PLACES.solna], 50).park(3600);
    const resetAt = car.fixes.findIndex((fix) => (fix.speedKmh ?? 0) > 0) + 10;
    const fixes = car.fixes.map((fix, i) => (i >= resetAt ? { ...fix, odometerM: 12 + i } : fix));
    const [trip] = detect(fixes);
    expect(trip.odometerDistanceM).toBeUndefined();
    near(trip.distanceM, car.drivenM);
  });

  it('ignores an outlier fix and fixes without satellites', () => {
    const car = new TrackerRecording('356307042441138', '2026-11-09T06:00:00Z', PLACES.kungsholmen);
    car.park(1800).drive([PLACES.solna], 50).park(3600);
    const clean = detect(car.fixes);
    const middle = car.fixes[Math.floor(car.fixes.length / 2)];
    const polluted: PositionFix[] = [
      ...car.fixes.map((fix) => (fix === middle ? { ...fix, latitude: fix.latitude + 0.2 } : fix)),
      { ...middle, timestampMs: middle.timestampMs + 1000, latitude: 0, longitude: 0, satellites: 0 },
      { ...middle, timestampMs: middle.timestampMs + 2000, latitude: 61, longitude: 17, satellites: 0 },
    ];
    const trips = detect(polluted);
    expect(trips).toHaveLength(1);
    near(trips[0].distanceM, clean[0].distanceM, 1);
  });

  it('finds the drive of a tracker that slept through it: last parked fix to the first one far away', () => {
    const car = new TrackerRecording('356307042441146', '2026-11-09T06:00:00Z', PLACES.kungsholmen);
    car.park(3600, { everyS: 600, driftM: 10 });
    const lastSeen = car.fixes.at(-1)!.timestampMs;
    car.moveUnseen(PLACES.solna).silence(600);
    car.park(3600, { everyS: 600, driftM: 10 });
    const trips = detect(car.fixes);
    expect(trips).toHaveLength(1);
    expect(trips[0].start.timestampMs).toBe(lastSeen);
    expect(trips[0].stop.latitude).toBeCloseTo(PLACES.solna.latitude, 3);
  });

  it('closes a trip still open at the end of the input', () => {
    const car = new TrackerRecording('356307042441153', '2026-11-09T06:00:00Z', PLACES.kungsholmen);
    car.park(600).drive([PLACES.solna], 50);
    const trips = detect(car.fixes);
    expect(trips).toHaveLength(1);
    expect(trips[0].stop.timestampMs).toBe(car.fixes.at(-1)!.timestampMs);
  });
});

describe('TripDetector on random days', () => {
  /** A week of a vehicle: drives of random length and speed, stops of random length, drift, tunnels. */
  function randomWeek(seed: number, ignition: boolean) {
    let state = seed;
    const rand = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    const car = new TrackerRecording(
      `35630704244${String(seed).padStart(4, '0')}`,
      '2026-11-02T05:00:00Z',
      PLACES.solna,
      {
        ignition,
        seed,
      },
    );
    let drives = 0;
    for (let i = 0; i < 40; i += 1) {
      car.park(params.stopGapS + 60 + rand() * 6 * 3600, {
        everyS: 30 + Math.floor(rand() * 300),
        driftM: rand() * 30,
      });
      if (ignition) car.idle(10 + rand() * 60);
      const legs = 1 + Math.floor(rand() * 3);
      const waypoints = Array.from({ length: legs }, () => offset(car.position, 1000 + rand() * 8000, rand() * 360));
      // Tunnels on straight drives only: across a turn nobody knows the way the vehicle took.
      car.drive(waypoints, 20 + rand() * 90, {
        everyS: 1 + Math.floor(rand() * 30),
        ...(legs === 1 && rand() < 0.5 ? { silentFrom: 60, silentTo: 60 + rand() * 600 } : {}),
      });
      drives += 1;
    }
    car.park(3600, { everyS: 300 });
    return { car, drives };
  }

  it.each([1, 2, 3, 4, 5, 6])('finds every drive once, in order, without overlaps (seed %i)', (seed) => {
    for (const ignition of [true, false]) {
      const { car, drives } = randomWeek(seed, ignition);
      const trips = detect(car.fixes);
      expect(trips).toHaveLength(drives);
      near(
        trips.reduce((sum, trip) => sum + trip.distanceM, 0),
        car.drivenM,
        3,
      );
      for (let i = 1; i < trips.length; i += 1) {
        expect(trips[i].start.timestampMs).toBeGreaterThan(trips[i - 1].stop.timestampMs);
      }
      // The same trips from the records reversed and partly repeated.
      const messy = [...car.fixes, ...car.fixes.slice(0, 500)].reverse();
      expect(detect(messy).map(iso)).toEqual(trips.map(iso));
    }
  });
});

describe('TripDetector snapshots', () => {
  it('goes on from a snapshot through JSON exactly as it would have without one', () => {
    const day = workingDay({ ignition: true, seed: 9 });
    const b = new TrackerRecording('356307042441179', '2026-11-09T05:00:00Z', PLACES.gothenburg, { odometer: true });
    b.park(3 * 3600, { driftM: 20, spikeKmh: 9 }).drive([PLACES.molndal], 70, { silentFrom: 60, silentTo: 200 });
    b.park(200).drive([PLACES.gothenburg], 60).park(3600);
    for (const fixes of [orderedFixes(day.car.fixes), orderedFixes(b.fixes)]) {
      const expected: DetectedTrip[] = [];
      const whole = new TripDetector(params, (trip) => expected.push(trip));
      for (const fix of fixes) whole.push(fix);
      whole.finish();

      const resumed: DetectedTrip[] = [];
      let state = new TripDetector(params, () => undefined).snapshot();
      for (let i = 0; i < fixes.length; i += 7) {
        const detector = TripDetector.restore(params, (trip) => resumed.push(trip), JSON.parse(JSON.stringify(state)));
        for (const fix of fixes.slice(i, i + 7)) detector.push(fix);
        state = detector.snapshot();
      }
      TripDetector.restore(params, (trip) => resumed.push(trip), state).finish();
      expect(resumed).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
      // Bounded: no fix list grows with the trip.
      expect(JSON.stringify(state).length).toBeLessThan(4000);
    }
  });
});

describe('TripDetector.expire', () => {
  it('closes a trip once its rest has lasted the stop gap with no fix since, as a later fix would have', () => {
    const car = new TrackerRecording('356307042441187', '2026-11-09T06:00:00Z', PLACES.kungsholmen, {
      ignition: true,
    });
    car.park(1800).idle(20).drive([PLACES.solna], 50).idle(10);
    car.ping(false); // the tracker sleeps from here
    const fixes = orderedFixes(car.fixes);
    const last = fixes.at(-1)!.timestampMs;
    const trips: DetectedTrip[] = [];
    const detector = new TripDetector(params, (trip) => trips.push(trip));
    for (const fix of fixes) detector.push(fix);
    detector.expire(last + (params.stopGapS - 1) * 1000);
    expect(trips).toHaveLength(0);
    expect(detector.hasOpenTrip).toBe(true);
    detector.expire(last + params.stopGapS * 1000);
    expect(trips).toHaveLength(1);
    expect(detector.hasOpenTrip).toBe(false);
    expect(trips[0].stop.timestampMs).toBe(last);
    const [whole] = detect(car.fixes);
    expect(trips[0]).toEqual(whole);
  });

  it('closes a trip whose device has been silent longer than the maximum gap, at its last fix', () => {
    const car = new TrackerRecording('356307042441195', '2026-11-09T06:00:00Z', PLACES.kungsholmen);
    car.park(1800).drive([PLACES.solna], 50);
    car.fixes.at(-1)!.speedKmh = 40; // signal lost while still driving
    const trips: DetectedTrip[] = [];
    const detector = new TripDetector(params, (trip) => trips.push(trip));
    for (const fix of orderedFixes(car.fixes)) detector.push(fix);
    const last = car.fixes.at(-1)!.timestampMs;
    detector.expire(last + params.maxGapS * 1000);
    expect(trips).toHaveLength(0);
    detector.expire(last + params.maxGapS * 1000 + 1);
    expect(trips.map((trip) => trip.stop.timestampMs)).toEqual([last]);
  });
});

describe('TripDetector and the driver key (iButton, Teltonika IO 78)', () => {
  const KEY = '01a2b3c4d5e6f708';
  const OTHER = '0100000000c0ffee';
  /** The fixes from `fromMs` (inclusive) to `toMs` (exclusive) carry the key. */
  const withKey = (fixes: PositionFix[], key: string, fromMs: number, toMs = Infinity) =>
    fixes.map((fix) => (fix.timestampMs >= fromMs && fix.timestampMs < toMs ? { ...fix, ibuttonId: key } : fix));

  it('remembers the first key a fix of the trip carried, and none for a trip without one', () => {
    const day = workingDay({ ignition: true });
    const midMorning = (Date.parse(day.morningStart) + Date.parse(day.morningStop)) / 2;
    // The driver's key from the middle of the morning drive, a colleague's near its end; the parked fixes before the
    // afternoon carry a key too, but the afternoon trip itself none.
    let fixes = withKey(day.car.fixes, KEY, midMorning, Date.parse(day.morningStop) - 60_000);
    fixes = withKey(fixes, OTHER, Date.parse(day.morningStop) - 60_000, Date.parse(day.morningStop));
    fixes = withKey(fixes, OTHER, Date.parse(day.afternoonStart) - 3600_000, Date.parse(day.afternoonStart) - 60_000);
    const trips = detect(fixes);
    expect(trips.map((trip) => trip.ibuttonId)).toEqual([KEY, undefined]);
    // The key changes nothing else.
    expect(trips.map(iso)).toEqual(detect(day.car.fixes).map(iso));
  });

  it('does not give a trip a key first read after the vehicle came to rest', () => {
    const car = new TrackerRecording('356307042441203', '2026-11-09T06:00:00Z', PLACES.kungsholmen);
    car.park(1800, { driftM: 10 }).drive([PLACES.solna], 50);
    const arrivedMs = car.timeMs;
    car.park(3600, { driftM: 10 });
    const [trip] = detect(withKey(car.fixes, KEY, arrivedMs + 60_000));
    expect(trip.stop.timestampMs).toBeLessThanOrEqual(arrivedMs + 60_000);
    expect(trip.ibuttonId).toBeUndefined();
  });

  it('keeps the key of the open trip through snapshots, and restores states saved before detectors kept keys', () => {
    const car = new TrackerRecording('356307042441211', '2026-11-09T06:00:00Z', PLACES.kungsholmen, {
      ignition: true,
    });
    car.park(1800).idle(20);
    const startedMs = car.timeMs;
    car.drive([PLACES.solna], 50);
    car.idle(10).park(3600);
    const fixes = orderedFixes(withKey(car.fixes, KEY, startedMs + 120_000));
    const half = fixes.findIndex((fix) => fix.timestampMs > startedMs + 60_000);

    const trips: DetectedTrip[] = [];
    const first = new TripDetector(params, (trip) => trips.push(trip));
    for (const fix of fixes.slice(0, half)) first.push(fix);
    const saved = first.snapshot();
    expect(first.hasOpenTrip).toBe(true);
    expect(first.openTripIbuttonId).toBeUndefined();
    // What a detector of the previous version wrote has no ibuttonId anywhere.
    expect(JSON.stringify(saved)).not.toContain('ibuttonId');

    const resumed = TripDetector.restore(params, (trip) => trips.push(trip), JSON.parse(JSON.stringify(saved)));
    const keyed = fixes.findIndex((fix) => fix.ibuttonId !== undefined);
    for (const fix of fixes.slice(half, keyed + 1)) resumed.push(fix);
    expect(resumed.openTripIbuttonId).toBe(KEY);
    const again = TripDetector.restore(
      params,
      (trip) => trips.push(trip),
      JSON.parse(JSON.stringify(resumed.snapshot())),
    );
    expect(again.openTripIbuttonId).toBe(KEY);
    for (const fix of fixes.slice(keyed + 1)) again.push(fix);
    again.finish();
    expect(trips).toHaveLength(1);
    expect(trips[0].ibuttonId).toBe(KEY);
    expect(trips).toEqual(detect(fixes));
  });
});
