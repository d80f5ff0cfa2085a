import { Module } from '@nestjs/common';

import { PreferencesController } from './preferences.controller';

/** journal.v1.PreferencesService; the caller resolver and the directory come from the kit's access module. */
@Module({ controllers: [PreferencesController] })
export class PreferencesModule {}
