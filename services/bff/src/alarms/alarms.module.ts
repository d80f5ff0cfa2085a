import { Module } from '@nestjs/common';

import {
  AlarmNotificationsController,
  AlarmPeriodsController,
  AlarmSettingsController,
  GeofenceAlarmsController,
} from './alarms.controller';

/** Alarm settings, geofence alarms and alarm periods; the alarms client is global (app.module). */
@Module({
  controllers: [
    AlarmSettingsController,
    GeofenceAlarmsController,
    AlarmPeriodsController,
    AlarmNotificationsController,
  ],
})
export class AlarmsModule {}
