import { Module } from '@nestjs/common';

import { JournalController } from './journal.controller';

/** The journal routes; the journal client is global (app.module). */
@Module({ controllers: [JournalController] })
export class JournalModule {}
