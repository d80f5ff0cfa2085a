import { Module } from '@nestjs/common';

import { InstallationChangedHandler } from './installation-changed.handler';
import { InstallationsConsumer } from './installations.consumer';

@Module({ providers: [InstallationChangedHandler, InstallationsConsumer] })
export class InstallationsModule {}
