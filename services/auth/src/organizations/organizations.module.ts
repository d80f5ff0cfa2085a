import { readFileSync } from 'node:fs';

import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { AUTH_CONFIG, type AuthConfig } from '../config';
import { AuthEventsPublisher } from '../events/auth-events.publisher';
import { UsersRepository } from '../users/users.repository';
import { KontekSecretBox } from './kontek-secret';
import { KONTEK_SECRET_BOX, OrganizationsAdminService } from './organizations-admin.service';
import { OrganizationsController } from './organizations.controller';
import { OrganizationsRepository } from './organizations.repository';
import { OrganizationsService } from './organizations.service';

@Module({
  imports: [KitOrmModule.forFeature([OrganizationsRepository, UsersRepository])],
  controllers: [OrganizationsController],
  providers: [
    {
      provide: KONTEK_SECRET_BOX,
      inject: [AUTH_CONFIG],
      useFactory: (config: AuthConfig) =>
        config.KONTEK_ENCRYPTION_KEY
          ? KontekSecretBox.fromBase64Key(config.KONTEK_ENCRYPTION_KEY)
          : KontekSecretBox.derivedFrom(readFileSync(config.JWT_PRIVATE_KEY_FILE)),
    },
    OrganizationsService,
    OrganizationsAdminService,
    AuthEventsPublisher,
  ],
})
export class OrganizationsModule {}
