import { grpcClientOptions } from '@fleetlog/grpc';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ClientsModule } from '@nestjs/microservices';

import type { DevicesConfig } from '../config';
import { AUTH_GRPC, AuthGrpcClient } from './auth-grpc.client';
import { FLEET_GRPC, FleetGrpcClient } from './fleet-grpc.client';

/** gRPC clients of auth (organisation scope and names) and fleet (authoritative vehicle checks). */
@Global()
@Module({})
export class ClientsGrpcModule {
  static register(config: DevicesConfig): DynamicModule {
    return {
      module: ClientsGrpcModule,
      imports: [
        ClientsModule.register([
          { name: AUTH_GRPC, ...grpcClientOptions('auth', config.AUTH_GRPC_URL) },
          { name: FLEET_GRPC, ...grpcClientOptions('fleet', config.FLEET_GRPC_URL) },
        ]),
      ],
      providers: [AuthGrpcClient, FleetGrpcClient],
      exports: [AuthGrpcClient, FleetGrpcClient],
    };
  }
}
