import { Module } from '@nestjs/common';

import { EcoScoreController } from '../eco-score/eco-score.controller';
import { JournalController } from './journal.controller';
import { TollEditingController } from './toll-editing.controller';
import { TripAdminController } from './trip-admin.controller';

/**
 * The journal routes (the trips, their tolls' editing, the eco score from their driving events); the journal and tolls
 * clients are global (app.module).
 */
@Module({ controllers: [TollEditingController, JournalController, TripAdminController, EcoScoreController] })
export class JournalModule {}
