import { commonV1, fleetV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import { Controller } from '@nestjs/common';

import { CallerService } from '../access/caller.service';
import { VehicleRegistryService } from './vehicle-registry.service';

@Controller()
@fleetV1.VehicleRegistryServiceControllerMethods()
export class VehicleRegistryController implements fleetV1.VehicleRegistryServiceController {
  constructor(
    private readonly callers: CallerService,
    private readonly registry: VehicleRegistryService,
  ) {}

  async fetchVehicleInfo(
    request: fleetV1.VehicleInfoRequest,
    metadata?: Metadata,
  ): Promise<fleetV1.VehicleInfoResponse> {
    return this.registry.fetch(await this.callers.resolve(metadata), request);
  }

  async deleteVehicleInfoHistory(request: commonV1.IdRequest, metadata?: Metadata): Promise<commonV1.Empty> {
    await this.registry.forget(await this.callers.resolve(metadata), request.id);
    return {};
  }
}
