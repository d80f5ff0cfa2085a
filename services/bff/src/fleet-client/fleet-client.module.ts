import { type DynamicModule, Module } from '@nestjs/common';
import { ClientsModule } from '@nestjs/microservices';
import { grpcClientOptions } from '@fleetlog/grpc';

import { FLEET_GRPC_CLIENT, FleetGrpcClient } from './fleet-grpc.client';

/** gRPC client of the fleet service; global so every feature module can inject `FleetGrpcClient`. */
@Module({})
export class FleetClientModule {
  static register(fleetGrpcUrl: string): DynamicModule {
    return {
      module: FleetClientModule,
      global: true,
      imports: [ClientsModule.register([{ name: FLEET_GRPC_CLIENT, ...grpcClientOptions('fleet', fleetGrpcUrl) }])],
      providers: [FleetGrpcClient],
      exports: [FleetGrpcClient],
    };
  }
}
