import { Module } from '@nestjs/common';

import { PlacesController } from './places.controller';
import { PreferencesController } from './preferences.controller';

/** journal.v1.PreferencesService (work schedules) and PlacesService; the caller resolver and the directory come from the kit's access module. */
@Module({ controllers: [PreferencesController, PlacesController] })
export class PreferencesModule {}
