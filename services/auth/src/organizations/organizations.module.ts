import { readFileSync } from 'node:fs';

import { Module } from '@nestjs/common';

import { AUTH_CONFIG, type AuthConfig } from '../config';
import { KontekSecretBox } from './kontek-secret';
import { KONTEK_SECRET_BOX, OrganizationsAdminService } from './organizations-admin.service';
import { OrganizationsController } from './organizations.controller';
import { OrganizationsService } from './organizations.service';

@Module({
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
  ],
})
export class OrganizationsModule {}
