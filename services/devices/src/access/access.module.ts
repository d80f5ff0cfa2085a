import { AccessModule as SharedAccessModule } from '@fleetlog/access';
import { Global, Module } from '@nestjs/common';

import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { CallerService } from './caller.service';

/**
 * Callers resolved from the read models of @fleetlog/access (no call to auth per request): the organisation tree and
 * the users' current roles, loaded from auth's snapshot and kept current from auth.organizations.v1 and auth.users.v1.
 */
@Global()
@Module({
  imports: [
    SharedAccessModule.forRootAsync({
      inject: [DEVICES_CONFIG],
      useFactory: (config: DevicesConfig) => ({
        service: 'devices',
        authGrpcUrl: config.AUTH_GRPC_URL,
        kafkaBrokers: config.KAFKA_BROKERS,
        serviceKeyFile: config.INTERNAL_SERVICE_KEY_FILE,
        jwt: { publicKeyFile: config.JWT_PUBLIC_KEY_FILE, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE },
        logLevel: config.LOG_LEVEL,
        resnapshotIntervalMs: config.ACCESS_RESNAPSHOT_INTERVAL_MS,
      }),
    }),
  ],
  providers: [CallerService],
  exports: [CallerService],
})
export class AccessModule {}
