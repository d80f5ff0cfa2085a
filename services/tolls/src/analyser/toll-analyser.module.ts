import { Module } from '@nestjs/common';

import { ChargesModule } from '../charges/charges.module';
import { TollAnalyserController } from './toll-analyser.controller';
import { TollAnalyserService } from './toll-analyser.service';

/** The toll-station analyser (spec 03): the stations' geometry and a trip's path from the charges' providers. */
@Module({
  imports: [ChargesModule],
  controllers: [TollAnalyserController],
  providers: [TollAnalyserService],
})
export class TollAnalyserModule {}
