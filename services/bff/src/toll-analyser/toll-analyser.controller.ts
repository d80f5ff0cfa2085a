import { Get, Param, Put } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { ErrorCode, type tollsV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';

import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext, inAllOrganizations } from '../common/caller';
import { Endpoint, SuperadminController, ValidBody } from '../common/endpoint';
import { JournalGrpcClient } from '../journal-client/journal-grpc.client';
import { TollsGrpcClient } from '../tolls-client/tolls-grpc.client';
import { tripFacts } from '../tolls-client/trip-facts';
import {
  CP_ID,
  type StationOverrideBody,
  StationOverrideBodySchema,
  type TollCheckPathJson,
  TollCheckPathSchema,
  type TollPathInfoJson,
  TollPathInfoSchema,
  type TollStationJson,
  TollStationReferenceSchema,
  type TollStationReferenceJson,
  TollStationSchema,
} from './toll-analyser.schemas';

/** `:cpId`: a station id; anything else (control characters included) is MISFORMATTED_FIELDS. */
const CpIdParam = (): ParameterDecorator =>
  Param('cpId', {
    transform: (value: unknown) => {
      if (typeof value !== 'string' || !CP_ID.test(value)) {
        throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'Misformatted fields: cpId');
      }
      return value;
    },
  });
const ApiCpId = (): MethodDecorator =>
  ApiParam({ name: 'cpId', description: 'The station: `<city>-<cpNumber>` or a bridge\u2019s city', type: String });

/**
 * The toll-station analyser's debug API (spec 03 §2 "Toll-station analyser", §7 "Toll analyser"): ROOT and HEXA
 * (403 ROOT_REQUIRED here and in tolls). The trip routes fetch the trip through the journal with the caller's token
 * (404 JOURNAL_MISSING when out of reach) and send it to tolls as the journal holds it.
 */
@SuperadminController('toll-analyser', 'api/triptax-analyzer')
export class TollAnalyserController {
  constructor(
    private readonly tolls: TollsGrpcClient,
    private readonly journal: JournalGrpcClient,
  ) {}

  @Get('stations')
  @Endpoint('Every control point with its detection geometry as overridden', { ok: [TollStationSchema] })
  async stations(@Caller() caller: CallerContext): Promise<TollStationJson[]> {
    const { stations } = await this.tolls.call(caller, (md) => this.tolls.analyser.listStations({}, md));
    return (stations ?? []).map(toStationJson);
  }

  @Get('references')
  @Endpoint("Each gantry's reference: the other gantry of its station and the heading to it", {
    ok: [TollStationReferenceSchema],
  })
  async references(@Caller() caller: CallerContext): Promise<TollStationReferenceJson[]> {
    const { references } = await this.tolls.call(caller, (md) => this.tolls.analyser.listReferences({}, md));
    return (references ?? []).map((reference) => ({
      cp_id: reference.cpId,
      reference_back: reference.referenceBack,
      direction: reference.direction ?? null,
    }));
  }

  @Put('station-override/:cpId')
  @ApiCpId()
  @Endpoint('Move or turn a station (or clear its overrides); later computations and reset trips use it', {
    body: StationOverrideBodySchema,
    ok: TollStationSchema,
    errors: [404],
  })
  async override(
    @CpIdParam() cpId: string,
    @ValidBody() body: StationOverrideBody,
    @Caller() caller: CallerContext,
  ): Promise<TollStationJson> {
    const station = await this.tolls.call(caller, (md) =>
      this.tolls.analyser.overrideStation(
        {
          cpId,
          sweref99tmE: body.sweref99tm_e,
          sweref99tmN: body.sweref99tm_n,
          nudgeAngle: body.nudge_angle,
          tariff: body.tariff,
          clear: body.clear === true,
        },
        md,
      ),
    );
    return toStationJson(station);
  }

  @Get('path-info/:id')
  @Endpoint("The trip's path as detection reads it: the fixes, the path between them, the path every 25 m", {
    id: 'Journal (trip) id',
    ok: TollPathInfoSchema,
  })
  async pathInfo(@IdParam() tripId: number, @Caller() caller: CallerContext): Promise<TollPathInfoJson> {
    const facts = await this.tripFacts(caller, tripId);
    const info = await this.tolls.call(caller, (md) => this.tolls.analyser.getPathInfo(facts, md));
    const points = (list: tollsV1.PathPoint[] | undefined) =>
      (list ?? []).map((point) => ({
        latitude: point.latitude,
        longitude: point.longitude,
        timestamp_ms: Number(point.timestampMs),
      }));
    return {
      trip_id: Number(info.tripId),
      original_path: points(info.originalPath),
      road_interpolation: points(info.roadInterpolation),
      resampled_path: points(info.resampledPath),
      snap_source: info.snapSource,
      original_timestamps: (info.originalTimestamps ?? []).map(Number),
      thinned: info.thinned,
    };
  }

  @Get('check-path/:id')
  @Endpoint('Detection run again on the trip with the current stations, changing nothing: each station near, why', {
    id: 'Journal (trip) id',
    ok: TollCheckPathSchema,
  })
  async checkPath(@IdParam() tripId: number, @Caller() caller: CallerContext): Promise<TollCheckPathJson> {
    const facts = await this.tripFacts(caller, tripId);
    const result = await this.tolls.call(caller, (md) => this.tolls.analyser.checkPath(facts, md));
    return {
      prices: { congestion_tax_sek: result.congestionTaxSek, infra_tax_sek: result.infraTaxSek },
      passages: (result.passages ?? []).map((passage) => ({
        cp_id: passage.cpId,
        station_name: passage.stationName,
        hit: passage.hit,
        isotime: passage.isotime,
        intersection: { latitude: passage.intersectionLatitude, longitude: passage.intersectionLongitude },
        offset_m: passage.offsetM,
        reason: passage.reason,
        amount_sek: passage.amountSek,
      })),
    };
  }

  /**
   * The trip as the journal holds it, read with the caller's token: JOURNAL_MISSING when out of reach. The analyser
   * looks at any organisation's trip, so the organisation selected in the UI does not narrow the read (a superadmin
   * without one sees every organisation's trips).
   */
  private async tripFacts(caller: CallerContext, tripId: number): Promise<tollsV1.TripFacts> {
    // Where another driver's private trip went is its driver's alone, the superadmin's analyser included (as the
    // route panel and the speed log refuse it).
    const { entry } = await this.journal.tripWithDetails(inAllOrganizations(caller), tripId);
    return tripFacts(entry);
  }
}

function toStationJson(station: tollsV1.Station): TollStationJson {
  const line = station.line ?? [];
  return {
    number: station.number,
    name: station.name,
    cp_id: station.cpId,
    city: station.city,
    cpNumber: station.cpNumber,
    tariff: station.tariff,
    geometry: { coordinates: [station.longitude, station.latitude] },
    direction_deg: station.directionDeg ?? null,
    sweref99tm_e: station.sweref99tmE,
    sweref99tm_n: station.sweref99tmN,
    nudge_angle: station.nudgeAngle ?? null,
    overridden: station.overridden,
    line:
      line.length === 4
        ? [
            [line[0], line[1]],
            [line[2], line[3]],
          ]
        : [],
    backaRole: station.backaRole,
    essingeledenPair: station.essingeledenPair,
  };
}
