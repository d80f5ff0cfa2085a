import { JwtVerifier } from '@fleetlog/security';
import { Global, Module } from '@nestjs/common';

import { DEVICES_CONFIG, type DevicesConfig } from '../config';
import { JWT_VERIFIER } from './caller';
import { CallerService } from './caller.service';

/** Token verification (locally, with auth's public key) and the per-call organisation scope. */
@Global()
@Module({
  providers: [
    {
      provide: JWT_VERIFIER,
      inject: [DEVICES_CONFIG],
      useFactory: (config: DevicesConfig) =>
        JwtVerifier.fromPublicKeyFile(config.JWT_PUBLIC_KEY_FILE, {
          issuer: config.JWT_ISSUER,
          audience: config.JWT_AUDIENCE,
        }),
    },
    CallerService,
  ],
  exports: [CallerService],
})
export class AccessModule {}
