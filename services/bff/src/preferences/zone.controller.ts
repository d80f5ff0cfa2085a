import { Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import type { journalV1 } from '@fleetlog/contracts';

import { IdParam } from '../common/api-id-param';
import { Caller, type CallerContext } from '../common/caller';
import { AuthenticatedController, Endpoint, ValidBody } from '../common/endpoint';
import { PositiveIdPipe } from '../common/positive-id.pipe';
import { JournalGrpcClient } from '../journal-client/journal-grpc.client';
import {
  type ZoneBatchBody,
  ZoneBatchBodySchema,
  type ZoneBatchResultJson,
  ZoneBatchResultSchema,
  type ZoneBody,
  ZoneBodySchema,
  type ZoneJson,
  ZoneSchema,
} from './zone.schemas';

const ZoneIdParam = (): ParameterDecorator => Param('zoneId', PositiveIdPipe);
const ApiZoneId = (): MethodDecorator =>
  ApiParam({ name: 'zoneId', description: 'The zone', schema: { type: 'integer', minimum: 1 } });

/**
 * A user's saved places (spec 03 "Places", §3 Zone, §7 Zones): a driver its own, an administrator its organisations'
 * users', ROOT anyone's and the copy to other users (the journal decides). A zone of another user: BAD_ZONE_ID.
 */
@AuthenticatedController('preferences', 'api')
export class ZoneController {
  constructor(private readonly journal: JournalGrpcClient) {}

  @Get('user/:id/zone')
  @Endpoint("The user's places, by name", { id: 'The user', ok: [ZoneSchema], errors: [403, 404] })
  async list(@IdParam() userId: number, @Caller() caller: CallerContext): Promise<ZoneJson[]> {
    const list = await this.journal.call(caller, (md) => this.journal.places.listPlaces({ userId }, md));
    return (list.places ?? []).map(zoneJson);
  }

  @Post('user/:id/zone')
  @Endpoint('Create a place; unset fields take the defaults (400 m, both ends, no trip type, "Ny plats")', {
    id: 'The user',
    body: ZoneBodySchema,
    created: ZoneSchema,
    errors: [403, 404],
  })
  async create(
    @IdParam() userId: number,
    @ValidBody() body: ZoneBody,
    @Caller() caller: CallerContext,
  ): Promise<ZoneJson> {
    const place = await this.journal.call(caller, (md) =>
      this.journal.places.createPlace(saveRequest(userId, 0, body), md),
    );
    return zoneJson(place);
  }

  @Get('user/:id/zone/:zoneId')
  @ApiZoneId()
  @Endpoint('One place of the user', { id: 'The user', ok: ZoneSchema, errors: [403, 404] })
  async get(
    @IdParam() userId: number,
    @ZoneIdParam() placeId: number,
    @Caller() caller: CallerContext,
  ): Promise<ZoneJson> {
    return zoneJson(await this.journal.call(caller, (md) => this.journal.places.getPlace({ userId, placeId }, md)));
  }

  @Patch('user/:id/zone/:zoneId')
  @ApiZoneId()
  @Endpoint('Change a place (the fields given); applies to trips that close afterwards', {
    id: 'The user',
    body: ZoneBodySchema,
    ok: ZoneSchema,
    errors: [403, 404],
  })
  async update(
    @IdParam() userId: number,
    @ZoneIdParam() placeId: number,
    @ValidBody() body: ZoneBody,
    @Caller() caller: CallerContext,
  ): Promise<ZoneJson> {
    const place = await this.journal.call(caller, (md) =>
      this.journal.places.updatePlace(saveRequest(userId, placeId, body), md),
    );
    return zoneJson(place);
  }

  @Delete('user/:id/zone/:zoneId')
  @ApiZoneId()
  @Endpoint('Delete a place', { id: 'The user', ok: ZoneSchema, errors: [403, 404] })
  async delete(
    @IdParam() userId: number,
    @ZoneIdParam() placeId: number,
    @Caller() caller: CallerContext,
  ): Promise<ZoneJson> {
    return zoneJson(await this.journal.call(caller, (md) => this.journal.places.deletePlace({ userId, placeId }, md)));
  }

  @Post('zone/batch')
  @HttpCode(200)
  @Endpoint('Copy a place to other users (ROOT): each gets its own copy', {
    body: ZoneBatchBodySchema,
    ok: ZoneBatchResultSchema,
    errors: [403, 404],
  })
  async copy(@ValidBody() body: ZoneBatchBody, @Caller() caller: CallerContext): Promise<ZoneBatchResultJson> {
    const result = await this.journal.call(caller, (md) =>
      this.journal.places.copyPlace({ placeId: body.zone.zoneId, userIds: body.personIds }, md),
    );
    return { copied: result.copied, zoneIds: (result.placeIds ?? []).map(Number) };
  }
}

function saveRequest(userId: number, placeId: number, body: ZoneBody): journalV1.SavePlaceRequest {
  return {
    userId,
    placeId,
    name: body.zoneName,
    address: body.address,
    latitude: body.latitude,
    longitude: body.longitude,
    radiusM: body.radiusMs,
    tripType: body.tripType === undefined ? undefined : body.tripType === 'NONE' ? '' : body.tripType,
    activeOnTripStart: body.activeOnTripStart,
    activeOnTripEnd: body.activeOnTripEnd,
    description: body.description,
  };
}

function zoneJson(place: journalV1.Place): ZoneJson {
  return {
    zoneId: Number(place.placeId),
    userId: Number(place.userId),
    organizationId: Number(place.organizationId),
    zoneName: place.name,
    address: place.address,
    latitude: place.latitude,
    longitude: place.longitude,
    radiusMs: place.radiusM,
    tripType: place.tripType === 'BUSINESS' || place.tripType === 'PRIVATE' ? place.tripType : 'NONE',
    activeOnTripStart: place.activeOnTripStart,
    activeOnTripEnd: place.activeOnTripEnd,
    description: place.description,
  };
}
