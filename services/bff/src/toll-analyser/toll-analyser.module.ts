import { Module } from '@nestjs/common';

import { TollAnalyserController } from './toll-analyser.controller';

/** The toll-station analyser's routes (spec 03 §7); the tolls and journal clients are global (app.module). */
@Module({ controllers: [TollAnalyserController] })
export class TollAnalyserModule {}
