// The committed offline base map (frontend/public/basemap, built by build-basemap.ts): what the map relies on.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { BASEMAP_BBOX, BASEMAP_FILES, type BasemapPlace } from './basemap-region';

const publicDir = join(__dirname, '../../../../public');
const read = <T>(file: string): T => JSON.parse(readFileSync(join(publicDir, file), 'utf8')) as T;
type Collection = {
  features: { properties: Record<string, unknown>; geometry: { type: string; coordinates: unknown } }[];
};
type Position = [number, number];
type LakeCollection = { features: { properties: { kind: string }; geometry: { coordinates: Position[][][] } }[] };

// Even–odd ray casting: enough for a point well inside or well outside a lake.
function inRing([x, y]: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inLake(lakes: LakeCollection, point: Position): boolean {
  return lakes.features.some((f) =>
    f.geometry.coordinates.some(
      ([outer, ...holes]) => inRing(point, outer!) && !holes.some((hole) => inRing(point, hole)),
    ),
  );
}

describe('offline base map data', () => {
  it('has the land of Sweden and its neighbours, and the borders between them', () => {
    const region = read<Collection>(BASEMAP_FILES.region);
    const names = region.features.filter((f) => f.properties.kind === 'land').map((f) => f.properties.name);
    expect(names).toEqual(expect.arrayContaining(['Sweden', 'Norway', 'Finland', 'Denmark', 'Estonia']));
    expect(region.features.find((f) => f.properties.home)?.properties.name).toBe('Sweden');
    const border = region.features.find((f) => f.properties.kind === 'border');
    expect(border?.geometry.type).toBe('MultiLineString');
    // The region's own sea covers its whole box, so the coarse world land under it never shows.
    const sea = region.features.find((f) => f.properties.kind === 'sea');
    const [minLon, minLat, maxLon, maxLat] = BASEMAP_BBOX;
    expect(sea?.geometry.coordinates).toEqual([
      expect.arrayContaining([
        [minLon, minLat],
        [maxLon, minLat],
        [maxLon, maxLat],
        [minLon, maxLat],
      ]),
    ]);
  });

  it('has the whole world coarsely for zoomed-out views', () => {
    const world = read<Collection>(BASEMAP_FILES.world);
    expect(world.features.length).toBeGreaterThan(0);
    // No ring but Antarctica's (around the pole) jumps across the map: such a jump fills a band round the world.
    const rings = world.features.flatMap((f) => (f.geometry.coordinates as Position[][][]).flat());
    const jumping = rings.filter(
      (ring) =>
        ring.some(([, lat]) => lat > -60) && ring.some(([lon], i) => i > 0 && Math.abs(lon - ring[i - 1]![0]) > 180),
    );
    expect(jumping).toEqual([]);
  });

  it('has the big lakes of Sweden and its neighbours, and not the land around them', () => {
    const lakes = read<LakeCollection>(BASEMAP_FILES.lakes);
    expect(lakes.features.every((f) => f.properties.kind === 'lake')).toBe(true);
    const inside: Record<string, Position> = {
      Vänern: [13.3, 58.9],
      Vättern: [14.6, 58.4],
      Mälaren: [17.1, 59.45],
      Hjälmaren: [15.75, 59.23],
      Siljan: [14.8, 60.85],
      Storsjön: [14.4, 63.15],
      Ladoga: [31.5, 61.0],
    };
    for (const [name, point] of Object.entries(inside))
      expect({ name, inLake: inLake(lakes, point) }).toEqual({ name, inLake: true });
    // Land between the lakes: central Stockholm, Örebro, the hills south-east of Jönköping.
    const outside: Position[] = [
      [18.07, 59.33],
      [15.2, 59.27],
      [14.3, 57.6],
    ];
    for (const point of outside) expect(inLake(lakes, point)).toBe(false);
    // Clipped to the region like the land.
    const [minLon, minLat, maxLon, maxLat] = BASEMAP_BBOX;
    const outer = lakes.features.flatMap((f) => f.geometry.coordinates.flatMap((polygon) => polygon[0]!));
    const strays = outer.filter(([lon, lat]) => lon < minLon || lon > maxLon || lat < minLat || lat > maxLat);
    expect(strays).toEqual([]);
  });

  it('has the Swedish places with coordinates inside the region, largest first', () => {
    const places = read<BasemapPlace[]>(BASEMAP_FILES.places);
    const swedish = places.filter((p) => p.country === 'SE');
    expect(swedish.length).toBeGreaterThan(100);
    expect(swedish[0]?.name).toBe('Stockholm');
    const [minLon, minLat, maxLon, maxLat] = BASEMAP_BBOX;
    for (const p of swedish) {
      expect(p.lon).toBeGreaterThanOrEqual(minLon);
      expect(p.lon).toBeLessThanOrEqual(maxLon);
      expect(p.lat).toBeGreaterThanOrEqual(minLat);
      expect(p.lat).toBeLessThanOrEqual(maxLat);
    }
    const goteborg = swedish.find((p) => p.name === 'Göteborg');
    expect(goteborg?.lat).toBeCloseTo(57.7, 1);
    expect(goteborg?.lon).toBeCloseTo(11.97, 1);
  });

  it('stays small enough to load on a phone (static files, fetched lazily)', () => {
    const total = Object.values(BASEMAP_FILES).reduce((sum, f) => sum + statSync(join(publicDir, f)).size, 0);
    expect(total).toBeLessThan(1024 * 1024);
  });
});
