import { Module } from '@nestjs/common';

import { InstallationChangedHandler } from './installation-changed.handler';

@Module({ providers: [InstallationChangedHandler], exports: [InstallationChangedHandler] })
export class InstallationsModule {}
