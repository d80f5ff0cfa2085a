// The speed log's points (spec 02 §2.3, §3 "Speed journey", §9: m/s × 3.6 in km/h without decimals), from the
// GeoJSON features of GET /api/geo/trip/{id}.
import { APP_TIME_ZONE, dayjs } from '../../../lib/dates';

export interface SpeedPoint {
  /** 1-based, in time order. */
  nr: number;
  timestampMs: number;
  /** Milliseconds since the previous point; null for the first. */
  sincePreviousMs: number | null;
  /** null: the tracker's speed was impossible (stored as unknown). */
  kmh: number | null;
  latitude: number;
  longitude: number;
}

interface JourneyFeature {
  geometry: { coordinates: ReadonlyArray<readonly number[]> };
  properties: { timestamps: readonly number[]; velocities?: ReadonlyArray<number | null> };
}

/** Every point of the features in order; the speed rounded to whole km/h (null where it is unknown). */
export function speedPoints(features: readonly JourneyFeature[]): SpeedPoint[] {
  const points: SpeedPoint[] = [];
  for (const feature of features) {
    const { coordinates } = feature.geometry;
    const { timestamps, velocities } = feature.properties;
    coordinates.forEach((coordinate, i) => {
      const previous = points.at(-1);
      const timestampMs = timestamps[i] ?? 0;
      points.push({
        nr: points.length + 1,
        timestampMs,
        sincePreviousMs: previous ? timestampMs - previous.timestampMs : null,
        kmh: velocities?.[i] === null ? null : Math.round((velocities?.[i] ?? 0) * 3.6),
        longitude: coordinate[0],
        latitude: coordinate[1],
      });
    });
  }
  return points;
}

/** The time of day of a point, Europe/Stockholm, with seconds. */
export function pointTime(timestampMs: number): string {
  return dayjs(timestampMs).tz(APP_TIME_ZONE).format('HH:mm:ss');
}

/** A gap as "12 s", "3 min 05 s" or "1 h 02 min"; empty for the first point. */
export function formatGap(ms: number | null): string {
  if (ms === null) return '';
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export const formatCoordinates = (point: Pick<SpeedPoint, 'latitude' | 'longitude'>): string =>
  `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;
