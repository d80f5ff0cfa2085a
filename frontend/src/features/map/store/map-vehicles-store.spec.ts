import { beforeEach, describe, expect, it } from 'vitest';

import { aMapVehicle } from '../lib/map-vehicle.testing';
import { useMapVehiclesStore } from './map-vehicles-store';

const vehicle = aMapVehicle;

const state = () => useMapVehiclesStore.getState();

describe('useMapVehiclesStore', () => {
  beforeEach(() => {
    state().replaceAll([]);
    state().clearSelection();
  });

  it('keys vehicles by id and applies live updates only to loaded ones', () => {
    state().replaceAll([vehicle(1), vehicle(2)]);
    state().applyUpdates([
      { id: 1, position: { lat: 57.7, lon: 11.97 }, speedKmh: 50 },
      { id: 9, position: { lat: 1, lon: 1 } },
    ]);
    expect(state().byId[1]?.position).toEqual({ lat: 57.7, lon: 11.97 });
    expect(state().byId[1]?.speedKmh).toBe(50);
    expect(state().byId[1]?.registry).toBe('ABC001');
    expect(state().byId[9]).toBeUndefined();
  });

  it('does not change state for a batch that touches nothing loaded', () => {
    state().replaceAll([vehicle(1)]);
    const before = state().byId;
    state().applyUpdates([{ id: 5, speedKmh: 3 }]);
    expect(state().byId).toBe(before);
  });

  it('follows on the first click and deselects on the second', () => {
    state().replaceAll([vehicle(1), vehicle(2)]);
    state().toggleFollow(1);
    expect(state()).toMatchObject({ selectedId: 1, following: true });
    state().toggleFollow(2);
    expect(state()).toMatchObject({ selectedId: 2, following: true });
    state().toggleFollow(2);
    expect(state()).toMatchObject({ selectedId: null, following: false });
  });

  it('drops the selection when a reload no longer contains the vehicle', () => {
    state().replaceAll([vehicle(1), vehicle(2)]);
    state().toggleFollow(2);
    state().replaceAll([vehicle(2)]);
    expect(state().selectedId).toBe(2);
    state().replaceAll([vehicle(1)]);
    expect(state()).toMatchObject({ selectedId: null, following: false });
  });

  it('removes vehicles the user can no longer see, with their selection', () => {
    state().replaceAll([vehicle(1), vehicle(2)]);
    state().toggleFollow(1);
    state().remove([1]);
    expect(Object.keys(state().byId)).toEqual(['2']);
    expect(state()).toMatchObject({ selectedId: null, following: false });
  });
});
