import { Injectable } from '@nestjs/common';
import { fleetV1 } from '@fleetlog/contracts';

import { GrpcClient } from '../common/grpc-client';

/** The fleet service (vehicles, the driver relation, the vehicle registry). */
@Injectable()
export class FleetGrpcClient extends GrpcClient<{
  vehicles: fleetV1.VehiclesServiceClient;
  registry: fleetV1.VehicleRegistryServiceClient;
}>('fleet', { vehicles: fleetV1.VEHICLES_SERVICE_NAME, registry: fleetV1.VEHICLE_REGISTRY_SERVICE_NAME }) {}
