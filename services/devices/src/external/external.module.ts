import { KitOrmModule } from '@fleetlog/kit';
import { Module } from '@nestjs/common';

import { InstallationsModule } from '../installations/installations.module';
import { DevicesRepository } from '../inventory/devices.repository';
import { FotaClient, SimClient, SmsClient } from './external-clients';
import { ExternalController } from './external.controller';
import { ExternalService } from './external.service';

@Module({
  imports: [InstallationsModule, KitOrmModule.forFeature([DevicesRepository])],
  controllers: [ExternalController],
  providers: [SimClient, SmsClient, FotaClient, ExternalService],
})
export class ExternalModule {}
