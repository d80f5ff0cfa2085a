import { Get } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidQuery } from '../common/endpoint';
import { JournalGrpcClient } from '../journal-client/journal-grpc.client';
import { type EcoScoreJson, type EcoScoreQuery, EcoScoreQuerySchema, EcoScoreSchema } from './eco-score.schemas';

const orNull = (value: number | undefined): number | null => value ?? null;

/** The eco score of spec 02 §2.9, §3, §7, from the journal's per-trip driving events. */
@AuthenticatedController('eco-score', 'api')
export class EcoScoreController {
  constructor(private readonly journal: JournalGrpcClient) {}

  @Get('vehicles/:id/ecoscore')
  @Endpoint("A vehicle's eco score over the trips starting in [fromMs, toMs): a driver's own trips, an admin's all", {
    id: 'Vehicle id',
    query: EcoScoreQuerySchema,
    ok: EcoScoreSchema,
  })
  @ApiQuery({ name: 'fromMs', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } })
  @ApiQuery({ name: 'toMs', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } })
  async ecoScore(
    @IdParam() vehicleId: number,
    @ValidQuery() query: EcoScoreQuery,
    @Caller() caller: CallerContext,
  ): Promise<EcoScoreJson> {
    const score = await this.journal.call(caller, (md) =>
      this.journal.journal.getEcoScore({ vehicleId, fromMs: query.fromMs, toMs: query.toMs }, md),
    );
    return {
      vehicleId: Number(score.vehicleId),
      fromMs: Number(score.fromMs),
      toMs: Number(score.toMs),
      tripCount: score.tripCount,
      distanceKm: score.distanceKm,
      total: orNull(score.total),
      acceleration: orNull(score.acceleration),
      breaking: orNull(score.braking),
      cornering: orNull(score.cornering),
      harshAccelerations: score.harshAccelerations,
      harshBrakings: score.harshBrakings,
      sharpCorners: score.sharpCorners,
      totalCo2Kg: orNull(score.totalCo2Kg),
      vehicleCo2GKm: orNull(score.vehicleCo2GKm),
    };
  }
}
