import { describe, expect, it } from 'vitest';

import { readMapConfig } from './map-config';

describe('readMapConfig', () => {
  it('uses only the offline map and the bundled places without configuration', () => {
    expect(readMapConfig({})).toEqual({ tileUrl: null, tileAttribution: '', geocoderUrl: null });
    expect(readMapConfig({ VITE_MAP_TILE_URL: '  ', VITE_GEOCODER_URL: '' }).tileUrl).toBeNull();
  });

  it('reads the tile service, its attribution and the geocoder', () => {
    expect(
      readMapConfig({
        VITE_MAP_TILE_URL: ' https://tiles.example.com/{z}/{x}/{y}.png ',
        VITE_MAP_TILE_ATTRIBUTION: '© Example',
        VITE_GEOCODER_URL: 'https://geo.example.com/search',
      }),
    ).toEqual({
      tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      tileAttribution: '© Example',
      geocoderUrl: 'https://geo.example.com/search',
    });
  });
});
