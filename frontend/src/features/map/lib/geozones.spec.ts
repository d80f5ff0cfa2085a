import { toLonLat } from 'ol/proj';
import { describe, expect, it } from 'vitest';

import { geozoneMapPath, geozoneRing, parseGeozoneParam } from './geozones';

const square = [
  { latitude: 59.3, longitude: 18.0 },
  { latitude: 59.3, longitude: 18.1 },
  { latitude: 59.4, longitude: 18.1 },
  { latitude: 59.4, longitude: 18.0 },
];

describe(parseGeozoneParam.name, () => {
  it('reads a positive id', () => {
    expect(parseGeozoneParam('42')).toBe(42);
    expect(parseGeozoneParam(' 7 ')).toBe(7);
  });

  it('refuses what is not a geofence id', () => {
    for (const value of [null, undefined, '', '0', '-3', '1.5', 'abc', '12abc', '99999999999999999999']) {
      expect(parseGeozoneParam(value)).toBeNull();
    }
  });

  it('reads back what the link builder writes', () => {
    const link = new URL(geozoneMapPath(12), 'http://x');
    expect(link.pathname).toBe('/app/map');
    expect(parseGeozoneParam(link.searchParams.get('geozone'))).toBe(12);
  });
});

describe(geozoneRing.name, () => {
  it('closes the ring in map coordinates, longitude first', () => {
    const ring = geozoneRing(square)!;
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
    const [lon, lat] = toLonLat(ring[1]!);
    expect(lon).toBeCloseTo(18.1, 9);
    expect(lat).toBeCloseTo(59.3, 9);
  });

  it('does not repeat the closing point of a ring sent closed', () => {
    expect(geozoneRing([...square, square[0]!])).toHaveLength(5);
  });

  it('draws nothing with fewer than three corners', () => {
    expect(geozoneRing([])).toBeNull();
    expect(geozoneRing(square.slice(0, 2))).toBeNull();
    expect(geozoneRing([square[0]!, square[1]!, square[0]!])).toBeNull();
  });
});
