import { CallerResolver } from '@fleetlog/access';
import { type tollsEventsV1, tollsV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { Controller, Inject } from '@nestjs/common';

import { TollEditingService } from './toll-editing.service';

/**
 * tolls.v1.TollsService: toll editing in the journal (ADMIN of the trip's organisation tree, ROOT, HEXA; the rules
 * in TollEditingService).
 */
@Controller()
@tollsV1.TollsServiceControllerMethods()
export class TollsController implements tollsV1.TollsServiceController {
  constructor(
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    private readonly editing: TollEditingService,
  ) {}

  async overridePassage(
    request: tollsV1.OverridePassageRequest,
    metadata?: Metadata,
  ): Promise<tollsEventsV1.TripCharges> {
    return this.editing.overridePassage(await this.callers.resolve(metadata), request);
  }

  async restorePassages(
    request: tollsV1.RestorePassagesRequest,
    metadata?: Metadata,
  ): Promise<tollsEventsV1.TripCharges> {
    return this.editing.restorePassages(await this.callers.resolve(metadata), request);
  }

  async resetTripTolls(request: tollsV1.TripFacts, metadata?: Metadata): Promise<tollsEventsV1.TripCharges> {
    return this.editing.resetTripTolls(await this.callers.resolve(metadata), request);
  }
}
