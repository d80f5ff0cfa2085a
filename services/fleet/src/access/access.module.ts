import { grpcClientOptions } from '@fleetlog/grpc';
import { JwtVerifier } from '@fleetlog/security';
import { Global, Module } from '@nestjs/common';
import { ClientProxyFactory } from '@nestjs/microservices';

import { FLEET_CONFIG, type FleetConfig } from '../config';
import { AUTH_GRPC_CLIENT, AuthDirectory } from './auth-directory';
import { CallerService, JWT_VERIFIER } from './caller.service';

/** Token verification, the auth client and the per-call organisation scope, used by every controller. */
@Global()
@Module({
  providers: [
    {
      provide: JWT_VERIFIER,
      inject: [FLEET_CONFIG],
      useFactory: (config: FleetConfig) =>
        JwtVerifier.fromPublicKeyFile(config.JWT_PUBLIC_KEY_FILE, {
          issuer: config.JWT_ISSUER,
          audience: config.JWT_AUDIENCE,
        }),
    },
    {
      provide: AUTH_GRPC_CLIENT,
      inject: [FLEET_CONFIG],
      useFactory: (config: FleetConfig) => ClientProxyFactory.create(grpcClientOptions('auth', config.AUTH_GRPC_URL)),
    },
    AuthDirectory,
    CallerService,
  ],
  exports: [CallerService, AuthDirectory],
})
export class AccessModule {}
