import { advance, geofenceEvents, type GeofenceFix, type GeofenceState } from './geofence-tracker';
import { validateGeofence } from './geofence-zone';
import { drive, fixAt, type Metres, square, T0, timeline, zoneOf } from './test-builders';

// Zones and drives in metres about a yard in Göteborg, times in seconds after 06:00 UTC. Most drives go east along
// y = 0 at 10 m/s, so that a point x metres along is reached x/10 seconds later. Distortion 50 (the default) is a
// 25 m margin; distortion 0 none.

const SQUARE = square(100); // x and y from -100 to 100
const STRAIGHT_THROUGH = drive([-300, 0, 0], [300, 0, 60]);

describe(geofenceEvents.name, () => {
  it('enters and leaves a square at the boundary itself with distortion 0', () => {
    // x = -100 is 200 m from the start: 20 s; x = 100: 40 s.
    const events = geofenceEvents(zoneOf(SQUARE, { distortion: 0 }), STRAIGHT_THROUGH);
    expect(timeline(events)).toEqual([
      ['ENTRY', 20],
      ['EXIT', 40],
    ]);
    expect(events[0].latitude).toBeCloseTo(fixAt(-100, 0, 0).latitude, 9);
    expect(events[0].longitude).toBeCloseTo(fixAt(-100, 0, 0).longitude, 9);
  });

  it('counts a change 25 m past the boundary with the default distortion', () => {
    // Inside 25 m deep at x = -75 (22.5 s); outside 25 m clear at x = 125 (42.5 s).
    expect(timeline(geofenceEvents(zoneOf(SQUARE), STRAIGHT_THROUGH))).toEqual([
      ['ENTRY', 22.5],
      ['EXIT', 42.5],
    ]);
    expect(timeline(geofenceEvents(zoneOf(SQUARE, { distortion: 30 }), STRAIGHT_THROUGH))).toEqual([
      ['ENTRY', 21.5],
      ['EXIT', 41.5],
    ]);
  });

  it('measures past a corner from the corner itself', () => {
    // From the middle out through the corner (100, 100) at 1 m/s: the corner is 100√2 m along, the exit 25 m beyond.
    const events = geofenceEvents(zoneOf(SQUARE), drive([0, 0, 0], [300, 300, 300 * Math.SQRT2]));
    expect(events.map((event) => [event.event, event.timestampMs])).toEqual([
      ['EXIT', T0 + Math.round((100 * Math.SQRT2 + 25) * 1000)],
    ]);
  });

  it('does not flap while the fixes jitter within the margin of the boundary', () => {
    const jitter = drive(
      [-300, 0, 0],
      [-90, 0, 21], // 10 m inside, short of the 25 m
      [-110, 5, 23],
      [-85, -3, 25],
      [-120, 2, 27],
      [-80, 0, 29],
      [0, 0, 37], // 10 m/s: 25 m deep at x = -75, half a second after -80
      [90, 0, 46],
      [110, 3, 48],
      [95, -2, 50],
      [120, 0, 52],
      [300, 0, 70], // 10 m/s: 25 m clear at x = 125, half a second after 120
    );
    expect(timeline(geofenceEvents(zoneOf(SQUARE), jitter))).toEqual([
      ['ENTRY', 29.5],
      ['EXIT', 52.5],
    ]);
    // The same fixes without a margin flap at every crossing.
    expect(geofenceEvents(zoneOf(SQUARE, { distortion: 0 }), jitter).length).toBe(8);
  });

  it('finds a small zone crossed between two fixes, timed along the segment', () => {
    // A 100 m square crossed by fixes 1 km apart at 10 m/s: 25 m deep at x = -25 (475 m: 47.5 s), 25 m clear beyond
    // x = 50 at x = 75 (575 m: 57.5 s).
    const events = geofenceEvents(zoneOf(square(50)), drive([-500, 0, 0], [500, 0, 100]));
    expect(timeline(events)).toEqual([
      ['ENTRY', 47.5],
      ['EXIT', 57.5],
    ]);
  });

  it('finds nothing in a zone thinner than twice the margin, and its crossing without one', () => {
    const strip: Metres[] = [
      [-20, -200],
      [20, -200],
      [20, 200],
      [-20, 200],
    ];
    const across = drive([-500, 0, 0], [500, 0, 100]);
    expect(geofenceEvents(zoneOf(strip), across)).toEqual([]);
    expect(timeline(geofenceEvents(zoneOf(strip, { distortion: 30 }), across))).toEqual([
      ['ENTRY', 49.5],
      ['EXIT', 53.5],
    ]);
    expect(timeline(geofenceEvents(zoneOf(strip, { distortion: 0 }), across))).toEqual([
      ['ENTRY', 48],
      ['EXIT', 52],
    ]);
  });

  it('sets the first side by the polygon alone, without an event, also within the margin', () => {
    const zone = zoneOf(SQUARE);
    // 10 m inside: INSIDE; leaving west at 10 m/s, 25 m clear at x = -125 after 3.5 s.
    expect(timeline(geofenceEvents(zone, drive([-90, 0, 0], [-300, 0, 21])))).toEqual([['EXIT', 3.5]]);
    // 10 m outside: OUTSIDE; 25 m deep at x = -75 after 3.5 s.
    expect(timeline(geofenceEvents(zone, drive([-110, 0, 0], [0, 0, 11])))).toEqual([['ENTRY', 3.5]]);
    expect(geofenceEvents(zone, drive([0, 0, 0]))).toEqual([]);
    expect(geofenceEvents(zone, [])).toEqual([]);
  });

  it('ignores fixes at 0,0 and fixes that are not coordinates', () => {
    const noFix = (seconds: number): GeofenceFix => ({ timestampMs: T0 + seconds * 1000, latitude: 0, longitude: 0 });
    const bad = (seconds: number, latitude: number, longitude: number): GeofenceFix => ({
      timestampMs: T0 + seconds * 1000,
      latitude,
      longitude,
    });
    const track = [
      noFix(-10),
      STRAIGHT_THROUGH[0],
      noFix(21),
      bad(25, 91, 12),
      bad(26, Number.NaN, 12),
      bad(27, 57.7, 181),
      STRAIGHT_THROUGH[1],
    ];
    expect(timeline(geofenceEvents(zoneOf(SQUARE), track))).toEqual([
      ['ENTRY', 22.5],
      ['EXIT', 42.5],
    ]);
  });

  it('keeps the first fix given of a timestamp and sorts the rest by time', () => {
    const zone = zoneOf(SQUARE);
    // (0, 0) at 30 s given first: the drive is 10 m/s throughout.
    const firstInside = drive([-300, 0, 0], [0, 0, 30], [-300, 0, 30], [300, 0, 60]);
    expect(timeline(geofenceEvents(zone, firstInside))).toEqual([
      ['ENTRY', 22.5],
      ['EXIT', 42.5],
    ]);
    // (-300, 0) at 30 s given first: the vehicle stands for 30 s, then drives 600 m in 30 s (20 m/s).
    const firstStanding = drive([-300, 0, 0], [-300, 0, 30], [0, 0, 30], [300, 0, 60]);
    expect(timeline(geofenceEvents(zone, firstStanding))).toEqual([
      ['ENTRY', 41.25],
      ['EXIT', 51.25],
    ]);
    const shuffled = [firstInside[3], firstInside[1], firstInside[0], firstInside[2]];
    expect(geofenceEvents(zone, shuffled)).toEqual(geofenceEvents(zone, firstInside));
  });

  it('emits only the events the alarm is active on', () => {
    const events = (activeOnEnter: boolean, activeOnExit: boolean) =>
      timeline(geofenceEvents(zoneOf(SQUARE, { activeOnEnter, activeOnExit }), STRAIGHT_THROUGH));
    expect(events(true, false)).toEqual([['ENTRY', 22.5]]);
    expect(events(false, true)).toEqual([['EXIT', 42.5]]);
    expect(events(false, false)).toEqual([]);
  });

  it('reads a zone closed by its first point as the same zone', () => {
    const drives = [STRAIGHT_THROUGH, drive([0, 0, 0], [300, 300, 300 * Math.SQRT2]), drive([-110, 0, 0], [0, 0, 11])];
    for (const distortion of [0, 50]) {
      const open = zoneOf(SQUARE, { distortion });
      const closed = zoneOf([...SQUARE, SQUARE[0]], { distortion });
      expect(closed.ring).toEqual(open.ring);
      for (const track of drives) expect(geofenceEvents(closed, track)).toEqual(geofenceEvents(open, track));
    }
  });

  describe('a concave zone: a U open to the north, its notch 100 m wide', () => {
    const U: Metres[] = [
      [-150, -100],
      [150, -100],
      [150, 100],
      [50, 100],
      [50, -50],
      [-50, -50],
      [-50, 100],
      [-150, 100],
    ];
    const acrossTheArms = drive([-300, 50, 0], [300, 50, 60]);

    it('reports every change of one segment through both arms and the notch, in order', () => {
      expect(timeline(geofenceEvents(zoneOf(U, { distortion: 0 }), acrossTheArms))).toEqual([
        ['ENTRY', 15],
        ['EXIT', 25],
        ['ENTRY', 35],
        ['EXIT', 45],
      ]);
      // 25 m into the west arm at x = -125; 25 m clear of both walls of the notch at x = -25; 25 m into the east
      // arm at x = 75; 25 m beyond it at x = 175.
      expect(timeline(geofenceEvents(zoneOf(U), acrossTheArms))).toEqual([
        ['ENTRY', 17.5],
        ['EXIT', 27.5],
        ['ENTRY', 37.5],
        ['EXIT', 47.5],
      ]);
    });

    it('stays outside on a path down the notch, and enters its floor only when crossing it', () => {
      const zone = zoneOf(U, { distortion: 0 });
      expect(geofenceEvents(zone, drive([0, 300, 0], [0, 0, 30]))).toEqual([]);
      // Down through the floor (y from -50 to -100) at 10 m/s.
      expect(timeline(geofenceEvents(zone, drive([0, 300, 0], [0, 0, 30], [0, -300, 60])))).toEqual([
        ['ENTRY', 35],
        ['EXIT', 40],
      ]);
    });
  });

  it('follows a zone across the antimeridian', () => {
    const result = validateGeofence({
      zoneCoords: [
        { latitude: -16.5, longitude: 179.999 },
        { latitude: -16.5, longitude: -179.999 },
        { latitude: -16.499, longitude: -179.999 },
        { latitude: -16.499, longitude: 179.999 },
      ],
      activeOnEnter: true,
      activeOnExit: true,
    });
    if (!result.ok) throw new Error(result.message);
    const east = (longitude: number, seconds: number): GeofenceFix => ({
      timestampMs: T0 + seconds * 1000,
      latitude: -16.4995,
      longitude,
    });
    // 0.004° of longitude (427 m) in 40 s, the zone's 0.002° in the middle: its edges at 10 s and 30 s, and 25 m
    // past each 2.3 s later.
    const events = geofenceEvents(result.zone, [east(179.998, 0), east(-179.998, 40)]);
    expect(timeline(events).map(([event, seconds]) => [event, Math.floor(seconds * 10) / 10])).toEqual([
      ['ENTRY', 12.3],
      ['EXIT', 32.3],
    ]);
  });
});

describe(advance.name, () => {
  it('gives, fix by fix, what the whole track gives', () => {
    const zone = zoneOf(SQUARE);
    let state: GeofenceState | null = null;
    const events = [];
    for (const fix of STRAIGHT_THROUGH) {
      const step = advance(zone, state, fix);
      state = step.state;
      events.push(...step.events);
    }
    expect(events).toEqual(geofenceEvents(zone, STRAIGHT_THROUGH));
    expect(state).toEqual({ side: 'OUTSIDE', last: STRAIGHT_THROUGH[1] });
  });

  it('tracks the side through changes the alarm is not active on', () => {
    const zone = zoneOf(SQUARE, { activeOnEnter: false, activeOnExit: false });
    const first = advance(zone, null, fixAt(-300, 0, 0));
    const inside = advance(zone, first.state, fixAt(0, 0, 30));
    expect(inside).toEqual({ state: { side: 'INSIDE', last: fixAt(0, 0, 30) }, events: [] });
  });

  it('changes nothing for a fix not later than the last one, or at 0,0', () => {
    const zone = zoneOf(SQUARE);
    const state: GeofenceState = { side: 'INSIDE', last: fixAt(0, 0, 30) };
    expect(advance(zone, state, fixAt(-300, 0, 10))).toEqual({ state, events: [] });
    expect(advance(zone, state, fixAt(-300, 0, 30))).toEqual({ state, events: [] });
    expect(advance(zone, state, { timestampMs: T0 + 40_000, latitude: 0, longitude: 0 })).toEqual({
      state,
      events: [],
    });
    expect(advance(zone, null, { timestampMs: T0, latitude: 0, longitude: 0 })).toEqual({ state: null, events: [] });
  });
});
