import { ErrorCode, tollsV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { StationCatalogue } from '../charges/station-catalogue';
import { TRACK_SOURCE, type TrackSource } from '../charges/track-source';
import { vehicleSettings } from '../charges/trip-charges.repository';
import { checkPath } from '../geometry/path-check';
import { detectionPath, type TrackPoint } from '../geometry/passage-detection';
import { resamplePath } from '../geometry/resample';
import { headingOf, type StationGeometry, type StationOverride } from '../geometry/station-geometry';
import { fromSweref99tm, type GridPoint, toSweref99tm } from '../geometry/sweref99tm';
import { correctableTariffs } from '../stations/stations';

/** The analyser's own reader of trips' paths (devices' ServiceTripTrack, as the charges use). */

/** A nudge may not move a gantry farther than this from the seed data's point (a typo, not a correction). */
export const MAX_OVERRIDE_SHIFT_M = 2_000;
/** A nudge angle is degrees either way: beyond a full turn it is a typo. */
export const MAX_NUDGE_ANGLE_DEG = 360;

/**
 * The toll-station analyser's debug API (spec 03 §2, §3 "Toll station", §7 "Toll analyser"): the stations as the
 * overrides leave them, their references, the overrides themselves, and a trip's path and its detection explained.
 * Nothing here charges: reading a trip's check changes no passage.
 */
@Injectable()
export class TollAnalyserService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalogue: StationCatalogue,
    @Inject(TRACK_SOURCE) private readonly tracks: TrackSource,
  ) {}

  async stations(): Promise<tollsV1.Stations> {
    const em = this.em.fork();
    const overrides = await this.catalogue.overrides(em);
    const geometries = await this.catalogue.geometries(em, overrides);
    return { stations: geometries.map((geometry, i) => toStation(geometry, i + 1, overrides.get(geometry.id))) };
  }

  async references(): Promise<tollsV1.References> {
    const geometries = await this.catalogue.geometries();
    return {
      references: geometries.map((geometry) => {
        const other = otherGantry(geometry, geometries);
        return other
          ? { cpId: geometry.id, referenceBack: other.id, direction: headingOf(geometry.position, other.position) }
          : { cpId: geometry.id, referenceBack: '' };
      }),
    };
  }

  async override(request: tollsV1.StationOverrideRequest, userId: number): Promise<tollsV1.Station> {
    const em = this.em.fork();
    const geometries = await this.catalogue.geometries(em);
    const index = geometries.findIndex((geometry) => geometry.id === request.cpId);
    if (index < 0) throw new DomainError(ErrorCode.NOT_FOUND, `no toll station ${JSON.stringify(request.cpId)}`);
    const station = geometries[index];
    const values = [request.sweref99tmE, request.sweref99tmN, request.nudgeAngle, request.tariff];
    if (request.clear) {
      if (values.some((value) => value !== undefined)) {
        throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'clear takes no values');
      }
      await em.execute(`delete from "tolls"."station_overrides" where "station_id" = ?`, [station.id]);
    } else {
      if (values.every((value) => value === undefined)) {
        throw new DomainError(
          ErrorCode.MISSING_FIELDS,
          'one of sweref99tm_e, sweref99tm_n, nudge_angle, tariff or clear',
        );
      }
      if (
        request.tariff !== undefined &&
        !(correctableTariffs(station.point.city) as readonly string[]).includes(request.tariff)
      ) {
        throw new DomainError(
          ErrorCode.MISFORMATTED_FIELDS,
          `tariff of a ${station.point.city} station is one of ${correctableTariffs(station.point.city).join(', ') || 'none'}`,
        );
      }
      const numbers = [request.sweref99tmE, request.sweref99tmN, request.nudgeAngle];
      if (numbers.some((value) => value !== undefined && !Number.isFinite(value))) {
        throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'the values must be finite numbers');
      }
      const seed = toSweref99tm(station.point.lat, station.point.lon);
      const moved: GridPoint = {
        e: request.sweref99tmE ?? station.position.e,
        n: request.sweref99tmN ?? station.position.n,
      };
      if (Math.hypot(moved.e - seed.e, moved.n - seed.n) > MAX_OVERRIDE_SHIFT_M) {
        throw new DomainError(
          ErrorCode.MISFORMATTED_FIELDS,
          `a station moves at most ${MAX_OVERRIDE_SHIFT_M} m from its seed position`,
        );
      }
      if (request.nudgeAngle !== undefined && Math.abs(request.nudgeAngle) > MAX_NUDGE_ANGLE_DEG) {
        throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'nudge_angle lies within -360..360 degrees');
      }
      await em.execute(
        `insert into "tolls"."station_overrides" ("station_id", "sweref99tm_e", "sweref99tm_n", "nudge_angle",
           "tariff", "updated_by", "updated_at")
         values (?, ?, ?, ?, ?, ?, now())
         on conflict ("station_id") do update set
           "sweref99tm_e" = coalesce(excluded."sweref99tm_e", "station_overrides"."sweref99tm_e"),
           "sweref99tm_n" = coalesce(excluded."sweref99tm_n", "station_overrides"."sweref99tm_n"),
           "nudge_angle" = coalesce(excluded."nudge_angle", "station_overrides"."nudge_angle"),
           "tariff" = coalesce(excluded."tariff", "station_overrides"."tariff"),
           "updated_by" = excluded."updated_by",
           "updated_at" = now()`,
        [
          station.id,
          request.sweref99tmE ?? null,
          request.sweref99tmN ?? null,
          request.nudgeAngle ?? null,
          request.tariff ?? null,
          userId,
        ],
      );
    }
    const overrides = await this.catalogue.overrides(em);
    const after = await this.catalogue.geometries(em, overrides);
    return toStation(after[index], index + 1, overrides.get(station.id));
  }

  async pathInfo(facts: tollsV1.TripFacts): Promise<tollsV1.PathInfo> {
    const { points, thinned } = await this.track(facts);
    // The path as detection reads it: cleaned, curved between sparse points (README "Detection geometry").
    const cleaned = detectionPath(points);
    const asPoint = (point: GridPoint & { timestampMs: number }): tollsV1.PathPoint => ({
      ...fromSweref99tm(point),
      timestampMs: Math.round(point.timestampMs), // the curve's samples are timed by length, to the fraction
    });
    return {
      tripId: facts.tripId,
      originalPath: points.map((point) => ({
        latitude: point.latitude,
        longitude: point.longitude,
        timestampMs: point.timestampMs,
      })),
      roadInterpolation: cleaned.map(asPoint),
      resampledPath: resamplePath(cleaned).map(asPoint),
      snapSource: 'none',
      originalTimestamps: points.map((point) => point.timestampMs),
      thinned,
    };
  }

  async checkPath(facts: tollsV1.TripFacts): Promise<tollsV1.CheckPathResult> {
    const em = this.em.fork();
    const [{ points }, stations, vehicle] = await Promise.all([
      this.track(facts),
      this.catalogue.geometries(em),
      vehicleSettings(em, facts.vehicleId),
    ]);
    const result = checkPath(vehicle, points, stations);
    return {
      congestionTaxSek: result.congestionTaxSek,
      infraTaxSek: result.infraTaxSek,
      passages: result.passages.map((row) => ({
        cpId: row.station.id,
        stationName: row.station.point.name,
        hit: row.hit,
        isotime: new Date(row.timestampMs).toISOString(),
        intersectionLatitude: row.latitude,
        intersectionLongitude: row.longitude,
        offsetM: Math.round(row.offsetM * 10) / 10,
        reason: row.reason,
        amountSek: row.amountSek,
      })),
    };
  }

  private async track(facts: tollsV1.TripFacts): Promise<{ points: TrackPoint[]; thinned: boolean }> {
    const start = Number(facts.startTsMs);
    const stop = Number(facts.stopTsMs);
    if (!(Number(facts.tripId) > 0) || !Number.isSafeInteger(start) || !Number.isSafeInteger(stop) || stop < start) {
      throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'a trip with an id and a start before its stop');
    }
    if (facts.imei === '') return { points: [], thinned: false };
    return this.tracks.track(facts.imei, start, stop);
  }
}

function toStation(geometry: StationGeometry, number: number, override: StationOverride | undefined): tollsV1.Station {
  const { point } = geometry;
  const { latitude, longitude } = fromSweref99tm(geometry.position);
  const nudge = override?.nudgeAngle;
  return {
    cpId: geometry.id,
    number,
    name: point.name,
    city: point.city,
    cpNumber: point.cpNumber ?? '',
    tariff: point.tariff,
    longitude,
    latitude,
    ...(geometry.directionDeg === null ? {} : { directionDeg: geometry.directionDeg }),
    sweref99tmE: geometry.position.e,
    sweref99tmN: geometry.position.n,
    ...(nudge === null || nudge === undefined ? {} : { nudgeAngle: nudge }),
    overridden: override !== undefined,
    line: (geometry.line ?? []).flatMap((end) => {
      const at = fromSweref99tm(end);
      return [at.longitude, at.latitude];
    }),
    backaRole: point.backaRole ?? '',
    essingeledenPair: point.essingeledenPair ?? '',
  };
}

/** The nearest other gantry of the same station (same city and name): the other direction's gantry. */
export function otherGantry(
  geometry: StationGeometry,
  geometries: readonly StationGeometry[],
): StationGeometry | undefined {
  let best: StationGeometry | undefined;
  let bestDistance = Infinity;
  for (const candidate of geometries) {
    if (candidate.id === geometry.id) continue;
    if (candidate.point.city !== geometry.point.city || candidate.point.name !== geometry.point.name) continue;
    const distance = Math.hypot(candidate.position.e - geometry.position.e, candidate.position.n - geometry.position.n);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
