import type { Provider } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtVerifier } from '@fleetlog/security';

import { BFF_CONFIG, type BffConfig } from '../config';
import { JWT_VERIFIER, JwtAuthGuard } from './jwt-auth.guard';

export const JWT_AUTH_GUARD_PROVIDERS: Provider[] = [
  {
    provide: JWT_VERIFIER,
    inject: [BFF_CONFIG],
    // Read once at boot: a missing or unreadable key stops the process instead of failing every request.
    useFactory: (config: BffConfig) =>
      JwtVerifier.fromPublicKeyFile(config.jwt.publicKeyFile, {
        issuer: config.jwt.issuer,
        audience: config.jwt.audience,
      }),
  },
  { provide: APP_GUARD, useClass: JwtAuthGuard },
];
