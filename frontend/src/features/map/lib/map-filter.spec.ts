import { describe, expect, it } from 'vitest';

import { applyFilter, matchesFilter, TRACKER_KIND, type MapFilter } from './map-filter';
import { aMapVehicle } from './map-vehicle.testing';

const all: MapFilter = { kinds: [], search: '', organizationIds: [] };

describe('matchesFilter', () => {
  const car = aMapVehicle(1, { registry: 'ABC 123', benefitType: 'BENEFIT', driver: 'Anna Andersson' });
  const tracker = aMapVehicle(2, { registry: '', name: 'Grävmaskin 4', isTracker: true, organizationId: 7 });

  it('matches everything with an empty filter', () => {
    expect([car, tracker].every((v) => matchesFilter(v, all))).toBe(true);
  });

  it('filters by kind: trackers apart from the vehicles benefit types', () => {
    expect(matchesFilter(tracker, { ...all, kinds: [TRACKER_KIND] })).toBe(true);
    expect(matchesFilter(car, { ...all, kinds: [TRACKER_KIND] })).toBe(false);
    expect(matchesFilter(car, { ...all, kinds: ['BENEFIT', 'POOL'] })).toBe(true);
    expect(matchesFilter(tracker, { ...all, kinds: ['BENEFIT'] })).toBe(false);
  });

  it('searches registration, name and driver, ignoring case, spaces and dashes', () => {
    expect(matchesFilter(car, { ...all, search: 'abc12' })).toBe(true);
    expect(matchesFilter(car, { ...all, search: 'anna' })).toBe(true);
    expect(matchesFilter(tracker, { ...all, search: 'GRÄV' })).toBe(true);
    expect(matchesFilter(car, { ...all, search: 'xyz' })).toBe(false);
  });

  it('keeps only the chosen organisations', () => {
    expect(matchesFilter(tracker, { ...all, organizationIds: [7] })).toBe(true);
    expect(matchesFilter(car, { ...all, organizationIds: [7] })).toBe(false);
  });
});

describe('applyFilter', () => {
  it('sorts by the shown name', () => {
    const list = [aMapVehicle(1, { registry: 'ÖST 1' }), aMapVehicle(2, { registry: 'AAA 1' })];
    expect(applyFilter(list, all).map((v) => v.id)).toEqual([2, 1]);
  });
});
