import { BaseRepository } from '@fleetlog/database';
import { Injectable } from '@nestjs/common';

import { DeviceEntity } from '../inventory/device.entity';

/** One raw packet of devices.avl_packets as the AVL log shows it. */
export interface AvlPacketRow {
  receivedMs: number;
  firstRecordMs: number;
  codec: string;
  recordCount: number;
  transport: string;
  rawHex: string;
}

/**
 * Reads the ingest's AVL log (devices.avl_packets, written by telemetry/positions-writer.ts). The table is
 * partitioned by first_record_at, so the range is on that column and the planner prunes to the days asked for.
 */
@Injectable()
export class AvlLogRepository extends BaseRepository<DeviceEntity> {
  /** The device id of an IMEI, any organisation (the AVL log is a superadmin view), or undefined. */
  async deviceIdByImei(imei: string): Promise<number | undefined> {
    const device = await this.em.findOne(DeviceEntity, { imei }, { fields: ['id'] });
    return device?.id;
  }

  /**
   * Packets of a device whose first record lies in [startMs, stopMs), newest first, `limit` rows from `offset`.
   * Ties are broken by reception time and hash so pages never overlap or skip.
   */
  async page(
    deviceId: number,
    startMs: number,
    stopMs: number,
    offset: number,
    limit: number,
  ): Promise<AvlPacketRow[]> {
    const rows = await this.em.getConnection().execute<
      {
        received_ms: string;
        first_ms: string;
        codec: string;
        record_count: number;
        transport: string;
        raw_hex: string;
      }[]
    >(
      `select (extract(epoch from received_at) * 1000)::bigint as received_ms,
              (extract(epoch from first_record_at) * 1000)::bigint as first_ms,
              codec, record_count, transport, encode(raw, 'hex') as raw_hex
         from devices.avl_packets
        where device_id = ?
          and first_record_at >= to_timestamp(? / 1000.0)
          and first_record_at < to_timestamp(? / 1000.0)
        order by first_record_at desc, received_at desc, raw_hash
        limit ? offset ?`,
      [deviceId, startMs, stopMs, limit, offset],
    );
    return rows.map((row) => ({
      receivedMs: Number(row.received_ms),
      firstRecordMs: Number(row.first_ms),
      codec: row.codec,
      recordCount: row.record_count,
      transport: row.transport,
      rawHex: row.raw_hex,
    }));
  }
}
