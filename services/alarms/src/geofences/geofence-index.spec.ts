import { GeofenceIndex } from './geofence-index';
import { type GeofenceZone, validateGeofence } from './geofence-zone';
import { toPlane } from './local-plane';
import { sideChanges } from './side-changes';
import { type Metres, place, zoneOf } from './test-builders';

// A city of depots: 100 m squares every kilometre east and north of the yard, 25 m margins (distortion 50).

function depotCorners(east: number, north: number): Metres[] {
  return [
    [east - 50, north - 50],
    [east + 50, north - 50],
    [east + 50, north + 50],
    [east - 50, north + 50],
  ];
}

const depot = (east: number, north: number): GeofenceZone => zoneOf(depotCorners(east, north));

function city(blocks: number): GeofenceIndex {
  const index = new GeofenceIndex();
  const zones: [string, GeofenceZone][] = [];
  for (let i = 0; i < blocks; i += 1) {
    for (let j = 0; j < blocks; j += 1) zones.push([`depot-${i}-${j}`, depot(i * 1000, j * 1000)]);
  }
  index.load(zones);
  return index;
}

const candidates = (index: GeofenceIndex, from: Metres, to: Metres) => index.candidates(place(from), place(to)).sort();

describe(GeofenceIndex.name, () => {
  const index = city(10);

  it('finds the zones a segment passes or ends in, and none it stays clear of', () => {
    expect(candidates(index, [-200, 0], [200, 0])).toEqual(['depot-0-0']);
    expect(candidates(index, [5000, 5000], [5000, 5000])).toEqual(['depot-5-5']);
    expect(candidates(index, [0, 0], [3000, 0])).toEqual(['depot-0-0', 'depot-1-0', 'depot-2-0', 'depot-3-0']);
    expect(candidates(index, [500, 500], [600, 400])).toEqual([]);
    expect(index.candidates({ latitude: 59.33, longitude: 18.07 }, { latitude: 59.34, longitude: 18.08 })).toEqual([]);
  });

  it('grows each zone by its margin: 20 m beside a depot is a candidate, 30 m is not', () => {
    expect(candidates(index, [3070, 2800], [3070, 3200])).toEqual(['depot-3-3']);
    expect(candidates(index, [3080, 2800], [3080, 3200])).toEqual([]);
    const wide = new GeofenceIndex();
    wide.upsert('wide', zoneOf(depotCorners(3000, 3000), { distortion: 100 }));
    expect(candidates(wide, [3080, 2800], [3080, 3200])).toEqual(['wide']);
  });

  it('leaves out only zones the segment cannot change side of', () => {
    // Segments about one depot, in every direction: whenever the index leaves the depot out, the path can neither
    // enter it nor, starting inside it, have been far enough out to leave.
    const zone = depot(0, 0);
    const single = new GeofenceIndex();
    single.upsert('depot', zone);
    let random = 7;
    const next = () => {
      random = (random * 48271) % 2147483647;
      return (random / 2147483647) * 300 - 150;
    };
    let leftOut = 0;
    for (let k = 0; k < 2000; k += 1) {
      const a = place([next(), next()]);
      const b = place([next(), next()]);
      if (single.candidates(a, b).length > 0) continue;
      leftOut += 1;
      expect(sideChanges(zone, toPlane(zone.plane, a), toPlane(zone.plane, b), 'OUTSIDE')).toEqual([]);
    }
    expect(leftOut).toBeGreaterThan(100);
  });

  it('moves a zone on upsert and forgets it on remove', () => {
    const moving = city(2);
    moving.upsert('depot-0-0', depot(500, 500));
    expect(candidates(moving, [-200, 0], [200, 0])).toEqual([]);
    expect(candidates(moving, [500, 500], [500, 500])).toEqual(['depot-0-0']);
    expect(moving.remove('depot-0-0')).toBe(true);
    expect(moving.remove('depot-0-0')).toBe(false);
    expect(candidates(moving, [500, 500], [500, 500])).toEqual([]);
    expect(moving.size).toBe(3);
    expect(moving.zone('depot-1-1')).toBeDefined();
  });

  it('finds a zone across the antimeridian from either side and from a segment across it', () => {
    const corner = (latitude: number, longitude: number) => ({ latitude, longitude });
    const fiji = validateGeofence({
      zoneCoords: [
        corner(-16.5, 179.999),
        corner(-16.5, -179.999),
        corner(-16.499, -179.999),
        corner(-16.499, 179.999),
      ],
      activeOnEnter: true,
      activeOnExit: true,
    });
    if (!fiji.ok) throw new Error(fiji.message);
    const pacific = new GeofenceIndex<number>();
    pacific.upsert(1, fiji.zone);
    expect(pacific.candidates(corner(-16.4995, 179.9995), corner(-16.4995, 179.9995))).toEqual([1]);
    expect(pacific.candidates(corner(-16.4995, -179.9995), corner(-16.4995, -179.9995))).toEqual([1]);
    expect(pacific.candidates(corner(-16.4995, 179.99), corner(-16.4995, -179.99))).toEqual([1]);
    expect(pacific.candidates(corner(-16.4995, 179.9), corner(-16.4995, 179.95))).toEqual([]);
  });

  it('answers for 10,000 zones by the few near the segment', () => {
    const big = city(100);
    expect(big.size).toBe(10_000);
    // 20,000 positions, each a 30 m step somewhere in the city: every step near a depot finds that one alone.
    let found = 0;
    let steps = 0;
    for (let i = 0; i < 100; i += 1) {
      for (let j = 0; j < 100; j += 1) {
        for (const [from, to] of [
          [
            [i * 1000 - 30, j * 1000],
            [i * 1000, j * 1000],
          ],
          [
            [i * 1000 + 400, j * 1000 + 400],
            [i * 1000 + 430, j * 1000 + 400],
          ],
        ] as [Metres, Metres][]) {
          found += big.candidates(place(from), place(to)).length;
          steps += 1;
        }
      }
    }
    expect([steps, found]).toEqual([20_000, 10_000]);
  });
});
