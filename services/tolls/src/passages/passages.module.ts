import { Module } from '@nestjs/common';

import { ChargesModule } from '../charges/charges.module';
import { TollEditingService } from './toll-editing.service';
import { TollsController } from './tolls.controller';

/** tolls.v1.TollsService: passage overrides, restore and reset of a trip's tolls (README "Toll editing"). */
@Module({
  imports: [ChargesModule],
  controllers: [TollsController],
  providers: [TollEditingService],
})
export class PassagesModule {}
