// The BFF's overview items and live updates (spec 02 §3 "Map overview item") as the map's vehicles.
import type { OverviewItem, OverviewLiveUpdate, OverviewPosition } from '../api/overview-api';
import { isPrivatePosition, type MapVehicle, type MapVehicleUpdate } from './map-vehicle';

function positionFields(position: OverviewPosition) {
  const privateMode = isPrivatePosition(position.latitude, position.longitude);
  return {
    position: privateMode ? null : { lat: position.latitude, lon: position.longitude },
    privateMode,
    headingDeg: privateMode ? null : position.heading,
    satellites: position.satellites,
  };
}

export function fromOverviewItem(item: OverviewItem): MapVehicle {
  const position = item.position
    ? positionFields(item.position)
    : { position: null, privateMode: false, headingDeg: null, satellites: null };
  return {
    id: item.meta.vehicle_id,
    registry: item.meta.reg,
    name: item.meta.vehicleDisplayName,
    organizationId: item.meta.organizationId,
    organizationName: item.meta.organizationName,
    benefitType: item.meta.benefitType,
    isTracker: item.isTracker,
    marker: item.meta.marker || undefined,
    color: item.meta.color || undefined,
    ...position,
    speedKmh: item.speed_kph,
    ignition: item.ignition,
    moving: item.meta.status === 'MOVING',
    lastSeenMs: item.last_seen_ms,
    batteryPercent: item.battery_percentage,
    gpsQuality: item.meta.gps_quality,
    driver: item.driver?.displayName ?? null,
  };
}

// A live report without a fix says the vehicle is alive, not that it left its last known place: the position
// is only replaced by a newer fix.
export function fromLiveUpdate(update: OverviewLiveUpdate): MapVehicleUpdate {
  const live: MapVehicleUpdate = {
    id: update.vehicle_id,
    ignition: update.ignition,
    moving: update.status === 'MOVING',
    gpsQuality: update.gps_quality,
  };
  if (update.last_seen_ms !== null) live.lastSeenMs = update.last_seen_ms;
  if (update.battery_percentage !== null) live.batteryPercent = update.battery_percentage;
  if (update.position) Object.assign(live, positionFields(update.position), { speedKmh: update.speed_kph });
  return live;
}
