import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { type StationGeometry, stationGeometries, type StationOverride } from '../geometry/station-geometry';
import { CONTROL_POINTS, type Tariff } from '../stations/stations';

/** The stations' detection geometry as the analyser's overrides leave it (read for every computation: a few rows). */
@Injectable()
export class StationCatalogue {
  constructor(private readonly em: EntityManager) {}

  /** The analyser's corrections, by station id. */
  async overrides(em: EntityManager = this.em.fork()): Promise<Map<string, StationOverride>> {
    const rows = await em.execute<
      Array<{
        station_id: string;
        sweref99tm_e: number | null;
        sweref99tm_n: number | null;
        nudge_angle: number | null;
        tariff: Tariff | null;
      }>
    >(`select "station_id", "sweref99tm_e", "sweref99tm_n", "nudge_angle", "tariff" from "tolls"."station_overrides"`);
    return new Map(
      rows.map((row) => [
        row.station_id,
        {
          sweref99tmE: row.sweref99tm_e,
          sweref99tmN: row.sweref99tm_n,
          nudgeAngle: row.nudge_angle,
          tariff: row.tariff,
        },
      ]),
    );
  }

  /** Every control point's geometry with the given (else the stored) overrides. */
  async geometries(
    em: EntityManager = this.em.fork(),
    overrides?: ReadonlyMap<string, StationOverride>,
  ): Promise<StationGeometry[]> {
    return stationGeometries(CONTROL_POINTS, overrides ?? (await this.overrides(em)));
  }
}
