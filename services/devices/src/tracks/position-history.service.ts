import { type Caller, CallerResolver } from '@fleetlog/access';
import { type devicesV1, ErrorCode } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import { Inject, Injectable } from '@nestjs/common';

import { PLATFORM_WIDE } from '../database/scope-filter';
import { callerScope } from '../overview/latest-positions.service';
import { LatestPositionsStore } from '../telemetry/latest-positions.store';
import { PositionHistoryRepository, type TrackSource } from './position-history.repository';

/** At most this many points per track: 20,000 points are about 0.6 MB of protobuf, far under gRPC's 4 MB. */
export const MAX_TRACK_POINTS = 20_000;
/** The longest range a track is read for (a merged entry spans its trips; a month is far beyond any of them). */
export const MAX_TRACK_SPAN_MS = 31 * 24 * 3_600_000;

/**
 * The stored positions behind a trip (spec 02 §2.2 route panel, §2.3 speed log) and the superadmin's deletion of a
 * vehicle's position history. Reads are held to the organisations the rows were stored under, as the caller sees
 * them; which trip a user may look at is the journal's question, asked by the BFF first.
 */
@Injectable()
export class PositionHistoryService {
  constructor(
    @Inject(CallerResolver) private readonly resolver: CallerResolver,
    private readonly history: PositionHistoryRepository,
    private readonly latest: LatestPositionsStore,
  ) {}

  async track(caller: Caller, request: devicesV1.TripTrackRequest): Promise<devicesV1.TrackPoints> {
    const { source, fromMs, toMs } = parseTripTrackRequest(request);
    const { rows, total } = await this.history.track(
      callerScope(this.resolver, caller),
      source,
      fromMs,
      toMs,
      MAX_TRACK_POINTS,
    );
    return { points: rows, thinned: total > rows.length };
  }

  /** The platform's own call (the service key was checked): by IMEI, under every organisation. */
  async serviceTrack(request: devicesV1.ServiceTripTrackRequest): Promise<devicesV1.TrackPoints> {
    const imei = (request.imei ?? '').trim();
    if (imei === '') throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'an imei is required', { field: 'imei' });
    const { source, fromMs, toMs } = parseTripTrackRequest({
      imei,
      vehicleId: 0,
      fromMs: request.fromMs,
      toMs: request.toMs,
    });
    const { rows, total } = await this.history.track(PLATFORM_WIDE, source, fromMs, toMs, MAX_TRACK_POINTS);
    return { points: rows, thinned: total > rows.length };
  }

  async deleteForVehicle(caller: Caller, vehicleId: number): Promise<devicesV1.DeletedPositions> {
    if (!caller.principal.roles.includes('ROOT')) throw new DomainError(ErrorCode.ROOT_REQUIRED, 'root required');
    if (!Number.isSafeInteger(vehicleId) || vehicleId <= 0) {
      throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'vehicle id must be positive', { field: 'vehicleId' });
    }
    const deleted = await this.history.deleteForVehicle(vehicleId);
    // After the rows: a record arriving in between would otherwise bring the entry straight back from the store.
    await this.latest.forget(vehicleId);
    return { deleted };
  }
}

export function parseTripTrackRequest(request: devicesV1.TripTrackRequest): {
  source: TrackSource;
  fromMs: number;
  toMs: number;
} {
  const imei = (request.imei ?? '').trim();
  const vehicleId = Number(request.vehicleId ?? 0);
  let source: TrackSource;
  if (imei !== '') {
    if (imei.length > 32) throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'imei too long', { field: 'imei' });
    source = { kind: 'imei', imei };
  } else if (Number.isSafeInteger(vehicleId) && vehicleId > 0) {
    source = { kind: 'vehicle', vehicleId };
  } else {
    throw new DomainError(ErrorCode.MISFORMATTED_FIELDS, 'an imei or a vehicle id is required', { field: 'imei' });
  }
  const fromMs = Number(request.fromMs ?? 0);
  const toMs = Number(request.toMs ?? 0);
  const valid = (ms: number) => Number.isSafeInteger(ms) && ms > 0;
  if (!valid(fromMs) || !valid(toMs) || fromMs > toMs || toMs - fromMs > MAX_TRACK_SPAN_MS) {
    throw new DomainError(ErrorCode.BAD_TIMESTAMP, 'Bad timestamp');
  }
  return { source, fromMs, toMs };
}
