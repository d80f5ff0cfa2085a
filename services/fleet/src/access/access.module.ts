import { AccessModule as SharedAccessModule } from '@fleetlog/access';
import { Global, Module } from '@nestjs/common';

import { FLEET_CONFIG, type FleetConfig } from '../config';
import { AuthDirectory } from './auth-directory';
import { CallerService } from './caller.service';

/**
 * Callers resolved from the read models of @fleetlog/access (no call to auth per request): the organisation tree and
 * the users' current roles, loaded from auth's snapshot and kept current from auth.organizations.v1 and auth.users.v1.
 */
@Global()
@Module({
  imports: [
    SharedAccessModule.forRootAsync({
      inject: [FLEET_CONFIG],
      useFactory: (config: FleetConfig) => ({
        service: 'fleet',
        authGrpcUrl: config.AUTH_GRPC_URL,
        kafkaBrokers: config.KAFKA_BROKERS,
        serviceKeyFile: config.INTERNAL_SERVICE_KEY_FILE,
        jwt: { publicKeyFile: config.JWT_PUBLIC_KEY_FILE, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE },
        logLevel: config.LOG_LEVEL,
        resnapshotIntervalMs: config.ACCESS_RESNAPSHOT_INTERVAL_MS,
      }),
    }),
  ],
  providers: [AuthDirectory, CallerService],
  exports: [CallerService, AuthDirectory],
})
export class AccessModule {}
