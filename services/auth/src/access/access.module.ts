import { KitOrmModule } from '@fleetlog/kit';
import { JwtVerifier } from '@fleetlog/security';
import { Global, Module } from '@nestjs/common';

import { AUTH_CONFIG, type AuthConfig, tokenParties } from '../config';
import { DirectoryModule } from '../directory/directory.module';
import { OrganizationsRepository } from '../organizations/organizations.repository';
import { UsersRepository } from '../users/users.repository';
import { JWT_VERIFIER } from './caller';
import { CallerService } from './caller.service';

/** Token verification and the per-call organisation scope, used by every controller. */
@Global()
@Module({
  // The directory snapshots for the other services' caller read models (services only, internal key).
  imports: [DirectoryModule, KitOrmModule.forFeature([UsersRepository, OrganizationsRepository])],
  providers: [
    {
      provide: JWT_VERIFIER,
      inject: [AUTH_CONFIG],
      useFactory: (config: AuthConfig) =>
        JwtVerifier.fromPublicKeyFile(config.JWT_PUBLIC_KEY_FILE, tokenParties(config)),
    },
    CallerService,
  ],
  exports: [CallerService],
})
export class AccessModule {}
