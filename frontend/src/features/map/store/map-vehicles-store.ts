// The map's vehicles keyed by id (STYLE.md §17): the overview load replaces them, throttled live batches update
// them in place. Selection and following live here too, so the marker layer, the list and the panel agree.
import { create } from 'zustand';

import type { MapVehicle, MapVehicleUpdate } from '../lib/map-vehicle';

interface MapVehiclesState {
  byId: Record<number, MapVehicle>;
  // The vehicle the panel shows; following means the map keeps it centred as it moves.
  selectedId: number | null;
  following: boolean;
  replaceAll(vehicles: readonly MapVehicle[]): void;
  applyUpdates(updates: readonly MapVehicleUpdate[]): void;
  upsert(vehicle: MapVehicle): void;
  // Vehicles the user can no longer see (the live socket says so): gone from the map and the selection.
  remove(ids: readonly number[]): void;
  // A marker click: the first selects and follows, a second click on the same vehicle deselects (spec 02 §2.5).
  toggleFollow(id: number): void;
  select(id: number, follow: boolean): void;
  clearSelection(): void;
}

export const useMapVehiclesStore = create<MapVehiclesState>((set) => ({
  byId: {},
  selectedId: null,
  following: false,
  replaceAll: (vehicles) =>
    set((s) => {
      const byId: Record<number, MapVehicle> = {};
      for (const v of vehicles) byId[v.id] = v;
      // A selection that left the visible set (filter, organisation, rights) ends with it.
      const keep = s.selectedId !== null && s.selectedId in byId;
      return { byId, selectedId: keep ? s.selectedId : null, following: keep && followable(s, byId) };
    }),
  applyUpdates: (updates) =>
    set((s) => {
      let byId: Record<number, MapVehicle> | null = null;
      for (const u of updates) {
        const current = s.byId[u.id];
        // Updates for vehicles outside the loaded (filtered) set are not shown.
        if (!current) continue;
        byId ??= { ...s.byId };
        byId[u.id] = { ...current, ...u };
      }
      return byId ? { byId, following: followable(s, byId) } : s;
    }),
  upsert: (vehicle) =>
    set((s) => {
      const byId = { ...s.byId, [vehicle.id]: vehicle };
      return { byId, following: followable(s, byId) };
    }),
  remove: (ids) =>
    set((s) => {
      const byId = { ...s.byId };
      ids.forEach((id) => delete byId[id]);
      const gone = s.selectedId !== null && ids.includes(s.selectedId);
      return gone ? { byId, selectedId: null, following: false } : { byId };
    }),
  toggleFollow: (id) =>
    set((s) => (s.selectedId === id ? { selectedId: null, following: false } : { selectedId: id, following: true })),
  select: (id, follow) => set({ selectedId: id, following: follow }),
  clearSelection: () => set({ selectedId: null, following: false }),
}));

// Following goes on while the followed vehicle may be shown: one in private mode (spec 02 §2.5: its track button is
// disabled) ends it, so the map neither keeps nor later resumes tracking a vehicle it may not show.
function followable(s: Pick<MapVehiclesState, 'selectedId' | 'following'>, byId: Record<number, MapVehicle>): boolean {
  return s.following && !(s.selectedId !== null && byId[s.selectedId]?.privateMode);
}
