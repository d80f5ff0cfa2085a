import { ServiceKey } from '@fleetlog/access';
import { Module } from '@nestjs/common';

import { AUTH_CONFIG, type AuthConfig } from '../config';
import { DirectoryController } from './directory.controller';
import { DirectoryReader } from './directory.reader';

/** auth's DirectoryService: the snapshots other services load their caller read models from. */
@Module({
  controllers: [DirectoryController],
  providers: [
    {
      provide: ServiceKey,
      inject: [AUTH_CONFIG],
      // Read once at boot: a missing or short key stops the process instead of refusing every snapshot.
      useFactory: (config: AuthConfig) => ServiceKey.fromFile(config.INTERNAL_SERVICE_KEY_FILE),
    },
    DirectoryReader,
  ],
})
export class DirectoryModule {}
