import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ClientGrpc } from '@nestjs/microservices';
import { fleetV1 } from '@fleetlog/contracts';
import type { Metadata } from '@grpc/grpc-js';
import type { Observable } from 'rxjs';

import type { CallerContext } from '../common/caller';
import { callAsCaller } from '../common/grpc-call';
import { BFF_CONFIG, type BffConfig } from '../config';

export const FLEET_GRPC_CLIENT = Symbol('FLEET_GRPC_CLIENT');

/** The fleet service (vehicles, the driver relation, the vehicle registry), called through `callAsCaller`. */
@Injectable()
export class FleetGrpcClient implements OnModuleInit {
  vehicles!: fleetV1.VehiclesServiceClient;
  registry!: fleetV1.VehicleRegistryServiceClient;

  constructor(
    @Inject(FLEET_GRPC_CLIENT) private readonly client: ClientGrpc,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  onModuleInit(): void {
    this.vehicles = this.client.getService<fleetV1.VehiclesServiceClient>(fleetV1.VEHICLES_SERVICE_NAME);
    this.registry = this.client.getService<fleetV1.VehicleRegistryServiceClient>(fleetV1.VEHICLE_REGISTRY_SERVICE_NAME);
  }

  call<T>(
    caller: CallerContext | undefined,
    invoke: (metadata: Metadata) => Observable<T>,
    timeoutMs = this.config.grpcTimeoutMs,
  ): Promise<T> {
    return callAsCaller(caller, invoke, timeoutMs);
  }
}
