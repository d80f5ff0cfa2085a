import { CallerResolver, ServiceKey } from '@fleetlog/access';
import { devicesV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { Controller, Inject } from '@nestjs/common';

import { PositionHistoryService } from '../tracks/position-history.service';
import { LatestPositionsService } from './latest-positions.service';

/**
 * devices.v1.PositionsService: any authenticated caller; the organisation scope is applied to the data
 * (DeleteVehiclePositions: ROOT only; ServiceTripTrack: the platform's services, with the internal service key).
 */
@Controller()
@devicesV1.PositionsServiceControllerMethods()
export class PositionsController implements devicesV1.PositionsServiceController {
  constructor(
    @Inject(CallerResolver) private readonly callers: CallerResolver,
    private readonly positions: LatestPositionsService,
    private readonly history: PositionHistoryService,
    private readonly serviceKey: ServiceKey,
  ) {}

  async latestPositions(
    request: devicesV1.LatestPositionsRequest,
    metadata?: Metadata,
  ): Promise<devicesV1.VehiclePositions> {
    const caller = await this.callers.resolve(metadata);
    return this.positions.latest(caller, request.vehicleIds ?? []);
  }

  async tripTrack(request: devicesV1.TripTrackRequest, metadata?: Metadata): Promise<devicesV1.TrackPoints> {
    const caller = await this.callers.resolve(metadata);
    return this.history.track(caller, request);
  }

  async serviceTripTrack(
    request: devicesV1.ServiceTripTrackRequest,
    metadata?: Metadata,
  ): Promise<devicesV1.TrackPoints> {
    this.serviceKey.assertPresentedIn(metadata);
    return this.history.serviceTrack(request);
  }

  async deleteVehiclePositions(
    request: devicesV1.VehiclePositionsRef,
    metadata?: Metadata,
  ): Promise<devicesV1.DeletedPositions> {
    const caller = await this.callers.resolve(metadata);
    return this.history.deleteForVehicle(caller, Number(request.vehicleId ?? 0));
  }
}
