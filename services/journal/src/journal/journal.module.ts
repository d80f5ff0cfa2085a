import { Module } from '@nestjs/common';

import { JournalController } from './journal.controller';

/** journal.v1.JournalService; the caller resolver and the directory come from the kit's access module. */
@Module({ controllers: [JournalController] })
export class JournalModule {}
