import { grpcClientOptions } from '@fleetlog/grpc';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ClientsModule } from '@nestjs/microservices';

import type { DevicesConfig } from '../config';
import { FLEET_GRPC, FleetGrpcClient } from './fleet-grpc.client';

/** gRPC client of fleet (authoritative vehicle checks); callers are resolved from read models (AccessModule). */
@Global()
@Module({})
export class ClientsGrpcModule {
  static register(config: DevicesConfig): DynamicModule {
    return {
      module: ClientsGrpcModule,
      imports: [ClientsModule.register([{ name: FLEET_GRPC, ...grpcClientOptions('fleet', config.FLEET_GRPC_URL) }])],
      providers: [FleetGrpcClient],
      exports: [FleetGrpcClient],
    };
  }
}
