import RBush from 'rbush';

import type { DegreeBounds, GeofenceZone } from './geofence-zone';
import type { LatLng } from './local-plane';

// Every geofence of the service in one R-tree, so that a position is tested only against the zones it could be
// near: a zone is a candidate for a segment of path when the segment's box meets the zone's box grown by the zone's
// margin. That growth is the zone's own plane's margin in degrees (the scale distances are measured in), so a zone
// left out is one the segment stays clear of by more than the margin: nothing can change for it there, and a vehicle
// that has no state for it is OUTSIDE. Each entry keeps the zone checked and projected, ready for the tracker.

interface IndexBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

interface IndexItem<Id> extends IndexBox {
  id: Id;
}

interface Entry<Id> {
  zone: GeofenceZone;
  /** One box, or two for a zone across the antimeridian (its part each side of ±180). */
  items: IndexItem<Id>[];
}

export class GeofenceIndex<Id = string> {
  private readonly tree = new RBush<IndexItem<Id>>();
  private readonly entries = new Map<Id, Entry<Id>>();

  get size(): number {
    return this.entries.size;
  }

  /** Adds a zone, or replaces the one of that id. */
  upsert(id: Id, zone: GeofenceZone): void {
    this.remove(id);
    const entry = { zone, items: boxesOf(zone.bounds).map((box) => ({ ...box, id })) };
    this.entries.set(id, entry);
    for (const item of entry.items) this.tree.insert(item);
  }

  /** Many zones at once (the service's start): bulk loading builds a better tree than one insert at a time. */
  load(zones: Iterable<readonly [Id, GeofenceZone]>): void {
    const items: IndexItem<Id>[] = [];
    for (const [id, zone] of zones) {
      this.remove(id);
      const entry = { zone, items: boxesOf(zone.bounds).map((box) => ({ ...box, id })) };
      this.entries.set(id, entry);
      items.push(...entry.items);
    }
    this.tree.load(items);
  }

  remove(id: Id): boolean {
    const entry = this.entries.get(id);
    if (!entry) return false;
    for (const item of entry.items) this.tree.remove(item);
    return this.entries.delete(id);
  }

  zone(id: Id): GeofenceZone | undefined {
    return this.entries.get(id)?.zone;
  }

  /** The zones the segment a→b may change side of (a single fix: a = b), each once. */
  candidates(a: LatLng, b: LatLng): Id[] {
    const found = new Set<Id>();
    for (const box of segmentBoxes(a, b)) {
      for (const item of this.tree.search(box)) found.add(item.id);
    }
    return [...found];
  }
}

/** A zone's grown bounds as boxes within ±180 (its longitudes are counted from its origin and may pass it). */
function boxesOf(bounds: DegreeBounds): IndexBox[] {
  const box = {
    minX: bounds.minLongitude,
    minY: bounds.minLatitude,
    maxX: bounds.maxLongitude,
    maxY: bounds.maxLatitude,
  };
  if (box.maxX - box.minX >= 360) return [{ ...box, minX: -180, maxX: 180 }];
  if (box.minX < -180)
    return [
      { ...box, minX: -180 },
      { ...box, minX: box.minX + 360, maxX: 180 },
    ];
  if (box.maxX > 180)
    return [
      { ...box, maxX: 180 },
      { ...box, minX: -180, maxX: box.maxX - 360 },
    ];
  return [box];
}

/** The segment's box; a segment the short way across the antimeridian is two boxes, one each side. */
function segmentBoxes(a: LatLng, b: LatLng): IndexBox[] {
  const minY = Math.min(a.latitude, b.latitude);
  const maxY = Math.max(a.latitude, b.latitude);
  const west = Math.min(a.longitude, b.longitude);
  const east = Math.max(a.longitude, b.longitude);
  if (east - west <= 180) return [{ minX: west, minY, maxX: east, maxY }];
  return [
    { minX: east, minY, maxX: 180, maxY },
    { minX: -180, minY, maxX: west, maxY },
  ];
}
