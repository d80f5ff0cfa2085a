import { join } from 'node:path';

import { TOPICS } from '@fleetlog/contracts';
import { defineService, readinessCheck } from '@fleetlog/kit';

import { AddressesModule } from './addresses/addresses.module';
import { AttestationModule } from './attestation/attestation.module';
import { JOURNAL_CONFIG, JOURNAL_SCHEMA, journalConfigSchema } from './config';
import { InstallationChangedHandler } from './installations/installation-changed.handler';
import { InstallationEntity } from './installations/installation.entity';
import { InstallationsModule } from './installations/installations.module';
import { JournalModule } from './journal/journal.module';
import { PreferencesModule } from './preferences/preferences.module';
import { TollsModule } from './tolls/tolls.module';
import { TripChargesHandler } from './tolls/trip-charges.handler';
import { TripDetectionService } from './trips/trip-detection.service';
import { TripsModule } from './trips/trips.module';
import { VehicleChangedHandler } from './vehicles/vehicle-changed.handler';
import { VehiclesModule } from './vehicles/vehicles.module';

/**
 * journal on the service kit: trips detected from telemetry.positions.v1, stored for the vehicle the device sat in
 * with the vehicle's default purpose and driver, published on journal.trips.v1; JournalService (gRPC) reads and
 * changes them for the BFF's journal endpoints. The trips' toll charges come from tolls.trip-charges.v1.
 */
export const journalService = defineService({
  name: 'journal',
  configSchema: journalConfigSchema,
  configToken: JOURNAL_CONFIG,
  database: {
    schema: JOURNAL_SCHEMA,
    entities: [InstallationEntity],
    migrationsPath: join(__dirname, 'migrations'),
  },
  grpc: { packages: ['journal'], url: (config) => config.JOURNAL_GRPC_URL },
  httpPort: (config) => config.JOURNAL_HTTP_PORT,
  outbox: true,
  access: true,
  consumers: [
    {
      topic: TOPICS.devicesInstallations,
      handler: InstallationChangedHandler,
      groupId: (config) => config.JOURNAL_INSTALLATIONS_GROUP_ID,
      enabled: (config) => config.JOURNAL_CONSUME_INSTALLATIONS,
      fromBeginning: true,
    },
    {
      topic: TOPICS.fleetVehicles,
      handler: VehicleChangedHandler,
      groupId: (config) => config.JOURNAL_VEHICLES_GROUP_ID,
      enabled: (config) => config.JOURNAL_CONSUME_VEHICLES,
      fromBeginning: true,
    },
    {
      // The trips' toll charges; written to the trips alone, never published again (tolls reads journal.trips.v1).
      topic: TOPICS.tollsTripCharges,
      handler: TripChargesHandler,
      groupId: (config) => config.JOURNAL_TOLL_CHARGES_GROUP_ID,
      enabled: (config) => config.JOURNAL_CONSUME_TOLL_CHARGES,
      fromBeginning: true,
    },
  ],
  readiness: [
    readinessCheck('trip-detection-consumer', TripDetectionService, async (detection: TripDetectionService) =>
      detection.assertNoRecentGaps(),
    ),
  ],
  imports: () => [
    InstallationsModule,
    VehiclesModule,
    TripsModule,
    JournalModule,
    AttestationModule,
    AddressesModule,
    PreferencesModule,
    TollsModule,
  ],
});
