import { type DynamicModule, Module } from '@nestjs/common';
import { ClientsModule } from '@nestjs/microservices';
import { grpcClientOptions } from '@fleetlog/grpc';

import { AUTH_GRPC_CLIENT, AuthGrpcClient } from './auth-grpc.client';

/** gRPC client of the auth service; global so every feature module can inject `AuthGrpcClient`. */
@Module({})
export class AuthClientModule {
  static register(authGrpcUrl: string): DynamicModule {
    return {
      module: AuthClientModule,
      global: true,
      imports: [ClientsModule.register([{ name: AUTH_GRPC_CLIENT, ...grpcClientOptions('auth', authGrpcUrl) }])],
      providers: [AuthGrpcClient],
      exports: [AuthGrpcClient],
    };
  }
}
