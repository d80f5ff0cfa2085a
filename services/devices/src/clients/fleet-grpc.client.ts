import { fleetV1 } from '@fleetlog/contracts';
import { callGrpc } from '@fleetlog/grpc';
import type { Metadata } from '@grpc/grpc-js';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ClientGrpc } from '@nestjs/microservices';

import { DEVICES_CONFIG, type DevicesConfig } from '../config';

export const FLEET_GRPC = Symbol('FLEET_GRPC');

/** fleet's VehiclesService, called with the caller's metadata so fleet applies its own access rules. */
@Injectable()
export class FleetGrpcClient implements OnModuleInit {
  private vehicles!: fleetV1.VehiclesServiceClient;

  constructor(
    @Inject(FLEET_GRPC) private readonly client: ClientGrpc,
    @Inject(DEVICES_CONFIG) private readonly config: DevicesConfig,
  ) {}

  onModuleInit(): void {
    this.vehicles = this.client.getService<fleetV1.VehiclesServiceClient>(fleetV1.VEHICLES_SERVICE_NAME);
  }

  /** The vehicle as the caller may see it (VEHICLE_MISSING, also for other organisations' vehicles, comes from fleet). */
  getVehicle(id: number, metadata: Metadata): Promise<fleetV1.Vehicle> {
    return callGrpc(() => this.vehicles.getVehicle({ id }, metadata), {
      timeoutMs: this.config.GRPC_CLIENT_TIMEOUT_MS,
    });
  }
}
