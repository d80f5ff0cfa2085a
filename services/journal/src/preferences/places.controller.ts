import { AccessDirectory, CallerResolver } from '@fleetlog/access';
import { ErrorCode, journalV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { Metadata } from '@grpc/grpc-js';
import { type EntityManager as TxManager, EntityManager } from '@mikro-orm/postgresql';
import { Controller, Inject } from '@nestjs/common';

import { viewerOf } from '../journal/journal-caller';
import { applyPlaceChange, defaultPlace, type PlaceChange } from './place-rules';
import { preferenceOwner } from './preference-owner';
import { type PlaceRow, PlacesRepository } from './places.repository';

/** Spec 03 §7 /zone/batch: how many users one copy may name. */
const MAX_COPY_USERS = 1_000;

/**
 * journal.v1.PlacesService: the users' saved places (spec 03 "Places", §3 Zone, §6). Who handles whose places as the
 * work schedules; copying to other users is ROOT's. Changes apply to the trips that close after them.
 */
@Controller()
@journalV1.PlacesServiceControllerMethods()
export class PlacesController implements journalV1.PlacesServiceController {
  constructor(
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    @Inject(AccessDirectory) private readonly directory: AccessDirectory,
    private readonly em: EntityManager,
  ) {}

  async listPlaces(request: journalV1.UserRef, metadata?: Metadata): Promise<journalV1.PlaceList> {
    const userId = preferenceOwner(await this.callers.resolve(metadata), this.directory, request.userId);
    const places = await new PlacesRepository(this.em.fork()).list(userId);
    return { places: places.map(placeMessage) };
  }

  async getPlace(request: journalV1.PlaceRef, metadata?: Metadata): Promise<journalV1.Place> {
    const userId = preferenceOwner(await this.callers.resolve(metadata), this.directory, request.userId);
    return placeMessage(await this.placeOf(new PlacesRepository(this.em.fork()), request.placeId, userId));
  }

  async createPlace(request: journalV1.SavePlaceRequest, metadata?: Metadata): Promise<journalV1.Place> {
    const caller = await this.callers.resolve(metadata);
    const userId = preferenceOwner(caller, this.directory, request.userId);
    const place = applyPlaceChange(defaultPlace(), changeOf(request));
    return this.em.fork().transactional(async (tx: TxManager) => {
      const repository = new PlacesRepository(tx);
      const placeId = await repository.create(userId, this.organizationOf(userId), place, caller.principal.userId);
      return placeMessage(await this.placeOf(repository, placeId, userId));
    });
  }

  async updatePlace(request: journalV1.SavePlaceRequest, metadata?: Metadata): Promise<journalV1.Place> {
    const caller = await this.callers.resolve(metadata);
    const userId = preferenceOwner(caller, this.directory, request.userId);
    return this.em.fork().transactional(async (tx: TxManager) => {
      const repository = new PlacesRepository(tx);
      const current = await this.placeOf(repository, request.placeId, userId, true);
      const next = applyPlaceChange(current, changeOf(request));
      await repository.update(current.placeId, next, caller.principal.userId);
      return placeMessage({ ...current, ...next });
    });
  }

  async deletePlace(request: journalV1.PlaceRef, metadata?: Metadata): Promise<journalV1.Place> {
    const userId = preferenceOwner(await this.callers.resolve(metadata), this.directory, request.userId);
    return this.em.fork().transactional(async (tx: TxManager) => {
      const repository = new PlacesRepository(tx);
      const place = await this.placeOf(repository, request.placeId, userId, true);
      await repository.delete(place.placeId);
      return placeMessage(place);
    });
  }

  async copyPlace(request: journalV1.CopyPlaceRequest, metadata?: Metadata): Promise<journalV1.CopyPlaceResult> {
    const caller = await this.callers.resolve(metadata);
    if (!viewerOf(caller).superadmin) throw new DomainError(ErrorCode.ROOT_REQUIRED, 'copying places is ROOT’s');
    const userIds = [...new Set((request.userIds ?? []).map(Number))];
    if (userIds.length === 0) throw new DomainError(ErrorCode.MISSING_FIELDS, 'personIds names no user');
    if (userIds.length > MAX_COPY_USERS) {
      throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, `at most ${MAX_COPY_USERS} users at a time`);
    }
    // Every user named must exist: a copy goes to all of them or to none.
    const organizations = userIds.map((userId) => this.organizationOf(userId));
    return this.em.fork().transactional(async (tx: TxManager) => {
      const repository = new PlacesRepository(tx);
      const source = await this.placeOf(repository, request.placeId, null);
      const placeIds: number[] = [];
      for (const [index, userId] of userIds.entries()) {
        placeIds.push(await repository.create(userId, organizations[index], source, caller.principal.userId));
      }
      return { copied: placeIds.length, placeIds };
    });
  }

  private async placeOf(
    repository: PlacesRepository,
    placeId: number,
    userId: number | null,
    forUpdate = false,
  ): Promise<PlaceRow> {
    const place = await repository.find(Number(placeId), userId, forUpdate);
    if (!place) throw new DomainError(ErrorCode.BAD_ZONE_ID, `no place ${placeId}`);
    return place;
  }

  private organizationOf(userId: number): number {
    const user = this.directory.users.get(userId);
    if (!user) throw new DomainError(ErrorCode.USER_MISSING, `no user ${userId}`);
    return user.organizationId;
  }
}

function changeOf(request: journalV1.SavePlaceRequest): PlaceChange {
  return {
    name: request.name,
    address: request.address,
    latitude: request.latitude,
    longitude: request.longitude,
    radiusM: request.radiusM,
    tripType: request.tripType,
    activeOnTripStart: request.activeOnTripStart,
    activeOnTripEnd: request.activeOnTripEnd,
    description: request.description,
  };
}

function placeMessage(place: PlaceRow): journalV1.Place {
  return {
    placeId: place.placeId,
    userId: place.userId,
    organizationId: place.organizationId,
    name: place.name,
    address: place.address,
    latitude: place.latitude,
    longitude: place.longitude,
    radiusM: place.radiusM,
    tripType: place.tripType ?? '',
    activeOnTripStart: place.activeOnTripStart,
    activeOnTripEnd: place.activeOnTripEnd,
    description: place.description,
  };
}
