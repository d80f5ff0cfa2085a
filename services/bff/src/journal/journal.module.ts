import { Module } from '@nestjs/common';

import { EcoScoreController } from '../eco-score/eco-score.controller';
import { JournalController } from './journal.controller';
import { TripAdminController } from './trip-admin.controller';

/** The journal routes (the trips, the eco score from their driving events); the journal client is global (app.module). */
@Module({ controllers: [JournalController, TripAdminController, EcoScoreController] })
export class JournalModule {}
