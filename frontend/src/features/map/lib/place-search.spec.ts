import { describe, expect, it } from 'vitest';

import type { BasemapPlace } from '../basemap/basemap-region';
import { aMapVehicle } from './map-vehicle.testing';
import { foldText, MAX_HITS, parseGeocoderResults, searchLocal } from './place-search';

const place = (name: string, population: number): BasemapPlace => ({
  name,
  population,
  country: 'SE',
  lat: 57.7,
  lon: 11.97,
});

const places = [
  place('Göteborg', 572_799),
  place('Stora Höga', 1_500),
  place('Borås', 71_700),
  place('Höganäs', 14_000),
];

describe('foldText', () => {
  it('ignores case, accents, spaces and dashes', () => {
    expect(foldText('Göteborg')).toBe(foldText('goteborg'));
    expect(foldText('ABC 123')).toBe('abc123');
    expect(foldText('Jan-Erik')).toBe('janerik');
  });
});

describe('searchLocal', () => {
  it('finds towns without accents, prefix matches first, then by size', () => {
    expect(searchLocal('hog', places, []).map((h) => h.label)).toEqual(['Höganäs', 'Stora Höga']);
    expect(searchLocal('bor', places, []).map((h) => h.label)).toEqual(['Borås', 'Göteborg']);
  });

  it('lists plotted vehicles before towns and skips vehicles without a position', () => {
    const vehicles = [
      aMapVehicle(1, { registry: 'BOR 123', position: { lat: 59, lon: 18 } }),
      aMapVehicle(2, { registry: 'BOR 999', position: null }),
    ];
    const hits = searchLocal('bor', places, vehicles);
    expect(hits[0]).toMatchObject({ kind: 'vehicle', label: 'BOR 123', vehicleId: 1, lat: 59, lon: 18 });
    expect(hits.map((h) => h.label)).not.toContain('BOR 999');
  });

  it('answers nothing for an empty query and at most MAX_HITS otherwise', () => {
    expect(searchLocal('  ', places, [])).toEqual([]);
    const many = Array.from({ length: 30 }, (_, i) => place(`Ort ${i}`, i));
    expect(searchLocal('ort', many, [])).toHaveLength(MAX_HITS);
  });
});

describe('parseGeocoderResults', () => {
  it('reads Nominatim results and drops malformed ones', () => {
    const hits = parseGeocoderResults([
      { display_name: 'Drottninggatan 1, Stockholm, Sverige', lat: '59.33', lon: '18.06' },
      { display_name: 'broken', lat: 'x', lon: '1' },
      { lat: '1', lon: '1' },
    ]);
    expect(hits).toEqual([
      { kind: 'address', label: 'Drottninggatan 1', detail: 'Stockholm, Sverige', lat: 59.33, lon: 18.06 },
    ]);
    expect(parseGeocoderResults({ error: 'x' })).toEqual([]);
  });
});
