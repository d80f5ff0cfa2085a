import { type Caller, CallerResolver } from '@fleetlog/access';
import { type commonV1, ErrorCode, tollsV1 } from '@fleetlog/contracts';
import { DomainError } from '@fleetlog/grpc';
import type { Metadata } from '@grpc/grpc-js';
import { Controller, Inject } from '@nestjs/common';

import { TollAnalyserService } from './toll-analyser.service';

/** tolls.v1.TollAnalyserService: the toll-station analyser's debug API, ROOT and HEXA only (ROOT_REQUIRED otherwise). */
@Controller()
@tollsV1.TollAnalyserServiceControllerMethods()
export class TollAnalyserController implements tollsV1.TollAnalyserServiceController {
  constructor(
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    private readonly analyser: TollAnalyserService,
  ) {}

  async listStations(_request: commonV1.Empty, metadata?: Metadata): Promise<tollsV1.Stations> {
    await this.superadmin(metadata);
    return this.analyser.stations();
  }

  async listReferences(_request: commonV1.Empty, metadata?: Metadata): Promise<tollsV1.References> {
    await this.superadmin(metadata);
    return this.analyser.references();
  }

  async overrideStation(request: tollsV1.StationOverrideRequest, metadata?: Metadata): Promise<tollsV1.Station> {
    const caller = await this.superadmin(metadata);
    return this.analyser.override(request, caller.principal.userId);
  }

  async getPathInfo(request: tollsV1.TripFacts, metadata?: Metadata): Promise<tollsV1.PathInfo> {
    await this.superadmin(metadata);
    return this.analyser.pathInfo(request);
  }

  async checkPath(request: tollsV1.TripFacts, metadata?: Metadata): Promise<tollsV1.CheckPathResult> {
    await this.superadmin(metadata);
    return this.analyser.checkPath(request);
  }

  private async superadmin(metadata: Metadata | undefined): Promise<Caller> {
    const caller = await this.callers.resolve(metadata);
    const roles = caller.principal.roles;
    if (!roles.includes('ROOT') && !roles.includes('HEXA')) {
      throw new DomainError(ErrorCode.ROOT_REQUIRED, 'root required');
    }
    return caller;
  }
}
