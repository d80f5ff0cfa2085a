import { BaseRepository } from '@fleetlog/database';
import type { OrgScope } from '@fleetlog/security';
import { Injectable } from '@nestjs/common';

import { DeviceEntity } from '../inventory/device.entity';

/** One stored position of a track, as the route and speed panels draw it. */
export interface TrackRow {
  timestampMs: number;
  latitude: number;
  longitude: number;
  /** Absent when the tracker's value was impossible (the row holds null). */
  speedKmh?: number;
  angleDeg?: number;
}

/** Whose positions: the device that recorded a trip, or whatever device sat in a vehicle. */
export type TrackSource = { kind: 'imei'; imei: string } | { kind: 'vehicle'; vehicleId: number };

// Milliseconds since the epoch → timestamptz, exactly (no float seconds).
const AT = `('epoch'::timestamptz + ?::bigint * interval '1 millisecond')`;

/**
 * Reads and deletes rows of the ingest's positions store (devices.positions, written by
 * telemetry/positions-writer.ts). The table is partitioned by `ts`, so every read is bounded in time.
 */
@Injectable()
export class PositionHistoryRepository extends BaseRepository<DeviceEntity> {
  /**
   * The fixes of one source in [fromMs, toMs], oldest first, one per timestamp (two devices of a vehicle may share
   * one), stored under an organisation of `scope`. Above `cap` rows they are thinned evenly in the database: row k
   * of n is kept when k·(cap−1) mod (n−1) < cap−1, which keeps exactly `cap` rows, the first and the last among them.
   */
  async track(
    scope: OrgScope,
    source: TrackSource,
    fromMs: number,
    toMs: number,
    cap: number,
  ): Promise<{ rows: TrackRow[]; total: number }> {
    const sourceSql =
      source.kind === 'imei'
        ? `p.device_id in (select d.id from devices.devices d where d.imei = ?)`
        : `p.vehicle_id = ?::bigint`;
    const sourceParam = source.kind === 'imei' ? source.imei : source.vehicleId;
    const scopeSql = scope.kind === 'all' ? '' : `and p.organization_id = any(?::bigint[])`;
    const scopeParams = scope.kind === 'all' ? [] : [`{${scope.organizationIds.join(',')}}`];
    const rows = await this.em.execute<
      Array<{
        ts_ms: string;
        latitude: number;
        longitude: number;
        speed_kmh: number | null;
        angle_deg: number | null;
        total: string;
      }>
    >(
      `with fixes as (
         select distinct on (p.ts) p.ts, p.latitude, p.longitude, p.speed_kmh, p.angle_deg
           from devices.positions p
          where ${sourceSql} and p.ts >= ${AT} and p.ts <= ${AT} and p.valid_fix ${scopeSql}
          order by p.ts, p.device_id
       ), numbered as (
         select f.*, row_number() over (order by f.ts) - 1 as k, count(*) over () as total from fixes f
       )
       select (extract(epoch from n.ts) * 1000)::bigint as ts_ms, n.latitude, n.longitude, n.speed_kmh, n.angle_deg,
              n.total
         from numbered n
        where n.total <= ?::bigint or (n.k * (?::bigint - 1)) % (n.total - 1) < ?::bigint - 1
        order by n.ts`,
      [sourceParam, fromMs, toMs, ...scopeParams, cap, cap, cap],
    );
    return {
      rows: rows.map((row) => ({
        timestampMs: Number(row.ts_ms),
        latitude: row.latitude,
        longitude: row.longitude,
        speedKmh: row.speed_kmh ?? undefined,
        angleDeg: row.angle_deg ?? undefined,
      })),
      total: rows.length === 0 ? 0 : Number(rows[0].total),
    };
  }

  /**
   * Deletes the positions of a vehicle: those attached to it by the ingest, and those its devices recorded during
   * their installations in it (installed_at inclusive, removed_at exclusive, as the ingest attaches them), one
   * transaction. Answers how many rows went.
   */
  async deleteForVehicle(vehicleId: number): Promise<number> {
    return this.em.transactional(async (tx) => {
      const attached = await tx.execute<Array<{ n: string }>>(
        `with gone as (delete from devices.positions p where p.vehicle_id = ?::bigint returning 1)
         select count(*) as n from gone`,
        [vehicleId],
      );
      const installed = await tx.execute<Array<{ n: string }>>(
        `with gone as (
           delete from devices.positions p using devices.installations i
            where i.vehicle_id = ?::bigint and p.device_id = i.device_id and p.ts >= i.installed_at
              and (i.removed_at is null or p.ts < i.removed_at)
           returning 1)
         select count(*) as n from gone`,
        [vehicleId],
      );
      return Number(attached[0].n) + Number(installed[0].n);
    });
  }
}
