import { type DynamicModule, Module } from '@nestjs/common';
import { ClientsModule } from '@nestjs/microservices';
import { grpcClientOptions } from '@fleetlog/grpc';

import { DEVICES_GRPC_CLIENT, DevicesGrpcClient } from './devices-grpc.client';

/** gRPC client of the devices service; global so every feature module can inject `DevicesGrpcClient`. */
@Module({})
export class DevicesClientModule {
  static register(devicesGrpcUrl: string): DynamicModule {
    return {
      module: DevicesClientModule,
      global: true,
      imports: [
        ClientsModule.register([{ name: DEVICES_GRPC_CLIENT, ...grpcClientOptions('devices', devicesGrpcUrl) }]),
      ],
      providers: [DevicesGrpcClient],
      exports: [DevicesGrpcClient],
    };
  }
}
