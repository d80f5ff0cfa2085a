import { Module } from '@nestjs/common';

import { AlarmsController } from './alarms.controller';
import { AlarmCatalogue } from './evaluation/alarm-catalogue';
import { AlarmSweep } from './evaluation/alarm-sweep';
import { PositionsEvaluator } from './evaluation/positions-evaluator';
import { StatusEvaluator } from './evaluation/status-evaluator';
import { TripsEvaluator } from './evaluation/trips-evaluator';
import { MyNotificationsService } from './notifications/my-notifications.service';
import { NotificationDelivery } from './notifications/notification-delivery';
import { PeriodsService } from './periods/periods.service';
import { InstallationChangedHandler } from './read-models/installation-changed.handler';
import { LatestTripHandler } from './read-models/latest-trip.handler';
import { TargetOwners } from './read-models/owners';
import { VehicleChangedHandler } from './read-models/vehicle-changed.handler';
import { SettingsService } from './settings/settings.service';

/** The alarms: settings and geofences, their evaluation from the streams, periods and notifications. */
@Module({
  controllers: [AlarmsController],
  providers: [
    AlarmCatalogue,
    SettingsService,
    PeriodsService,
    PositionsEvaluator,
    StatusEvaluator,
    TripsEvaluator,
    VehicleChangedHandler,
    InstallationChangedHandler,
    LatestTripHandler,
    AlarmSweep,
    NotificationDelivery,
    TargetOwners,
    MyNotificationsService,
  ],
})
export class AlarmsModule {}
