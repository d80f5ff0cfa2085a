import { describe, expect, it } from 'vitest';

import {
  parseCoordinate,
  applicationOf,
  clampPage,
  clampRadius,
  draftChanges,
  draftOf,
  flagsOf,
  pageOfZone,
  ZONE_APPLICATIONS,
  zoneCircles,
} from './places';
import { zone } from './places.testing';

describe(applicationOf.name, () => {
  it('reads both flags as both, start only as exit, anything else as entry (spec 03 §3)', () => {
    expect(applicationOf({ activeOnTripStart: true, activeOnTripEnd: true })).toBe('BOTH');
    expect(applicationOf({ activeOnTripStart: true, activeOnTripEnd: false })).toBe('EXIT');
    expect(applicationOf({ activeOnTripStart: false, activeOnTripEnd: true })).toBe('ENTRY');
    expect(applicationOf({ activeOnTripStart: false, activeOnTripEnd: false })).toBe('ENTRY');
  });
});

describe(flagsOf.name, () => {
  it('sets both flags for each application, read back as the same application', () => {
    expect(flagsOf('BOTH')).toEqual({ activeOnTripStart: true, activeOnTripEnd: true });
    expect(flagsOf('EXIT')).toEqual({ activeOnTripStart: true, activeOnTripEnd: false });
    expect(flagsOf('ENTRY')).toEqual({ activeOnTripStart: false, activeOnTripEnd: true });
    for (const application of ZONE_APPLICATIONS) expect(applicationOf(flagsOf(application))).toBe(application);
  });
});

describe(draftChanges.name, () => {
  it('sends nothing for an untouched draft', () => {
    const stored = zone({ zoneName: 'Kontoret', address: 'Storgatan 1', description: 'Jobb', tripType: 'BUSINESS' });
    expect(draftChanges(stored, draftOf(stored))).toEqual({});
  });

  it('sends the changed fields only, texts trimmed', () => {
    const stored = zone();
    const draft = { ...draftOf(stored), zoneName: '  Lager Bromma ', radiusMs: 250, tripType: 'PRIVATE' as const };
    expect(draftChanges(stored, draft)).toEqual({ zoneName: 'Lager Bromma', radiusMs: 250, tripType: 'PRIVATE' });
  });

  it('sends both flags when the application changes', () => {
    const stored = zone();
    expect(draftChanges(stored, { ...draftOf(stored), application: 'EXIT' })).toEqual({
      activeOnTripStart: true,
      activeOnTripEnd: false,
    });
  });

  it('keeps flags that are both off until another application is picked', () => {
    const stored = zone({ activeOnTripStart: false, activeOnTripEnd: false });
    expect(draftOf(stored).application).toBe('ENTRY');
    expect(draftChanges(stored, draftOf(stored))).toEqual({});
    expect(draftChanges(stored, { ...draftOf(stored), application: 'BOTH' })).toEqual({
      activeOnTripStart: true,
      activeOnTripEnd: true,
    });
  });

  it('sends a moved centre as both coordinates, rounded to six decimals', () => {
    const stored = zone({ latitude: 59.33, longitude: 18.06 });
    expect(draftChanges(stored, { ...draftOf(stored), latitude: 59.123456789 })).toEqual({
      latitude: 59.123457,
      longitude: 18.06,
    });
  });

  it('keeps the radius within 1–800 m, in whole metres', () => {
    const stored = zone();
    expect(draftChanges(stored, { ...draftOf(stored), radiusMs: 950 })).toEqual({ radiusMs: 800 });
    expect(clampRadius(0)).toBe(1);
    expect(clampRadius(123.6)).toBe(124);
  });
});

describe(zoneCircles.name, () => {
  it('draws the stored zones, the edited one as its draft', () => {
    const a = zone({ zoneId: 1, zoneName: 'A' });
    const b = zone({ zoneId: 2, zoneName: 'B', radiusMs: 100 });
    const draft = { ...draftOf(b), zoneName: 'B2', radiusMs: 700, latitude: 60, longitude: 17 };
    expect(zoneCircles([a, b], { zoneId: 2, draft })).toEqual([
      { zoneId: 1, name: 'A', latitude: 59.33, longitude: 18.06, radiusMs: 400, tripType: 'NONE', editing: false },
      { zoneId: 2, name: 'B2', latitude: 60, longitude: 17, radiusMs: 700, tripType: 'NONE', editing: true },
    ]);
  });
});

describe(pageOfZone.name, () => {
  const zones = Array.from({ length: 23 }, (_, i) => zone({ zoneId: i + 1 }));

  it('finds the page of a zone, ten a page', () => {
    expect(pageOfZone(zones, 1)).toBe(0);
    expect(pageOfZone(zones, 10)).toBe(0);
    expect(pageOfZone(zones, 11)).toBe(1);
    expect(pageOfZone(zones, 23)).toBe(2);
    expect(pageOfZone(zones, 99)).toBeNull();
  });
});

describe(clampPage.name, () => {
  it('moves back to the last page that still exists', () => {
    expect(clampPage(2, 21)).toBe(2);
    expect(clampPage(2, 20)).toBe(1);
    expect(clampPage(3, 0)).toBe(0);
  });
});

describe(parseCoordinate.name, () => {
  it('takes a decimal coordinate with a point or a comma, rounded to six decimals', () => {
    expect(parseCoordinate('59.3293', 'latitude')).toBe(59.3293);
    expect(parseCoordinate(' 18,0686 ', 'longitude')).toBe(18.0686);
    expect(parseCoordinate('-33.1234567', 'latitude')).toBe(-33.123457);
    expect(parseCoordinate('180', 'longitude')).toBe(180);
  });

  it('refuses what is not a coordinate on its axis', () => {
    expect(parseCoordinate('', 'latitude')).toBeNull();
    expect(parseCoordinate('59.', 'latitude')).toBeNull();
    expect(parseCoordinate('abc', 'latitude')).toBeNull();
    expect(parseCoordinate('91', 'latitude')).toBeNull();
    expect(parseCoordinate('120', 'latitude')).toBeNull();
    expect(parseCoordinate('-180.5', 'longitude')).toBeNull();
    expect(parseCoordinate('1e2', 'longitude')).toBeNull();
  });
});
