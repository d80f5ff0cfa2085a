import { flagEnv, portEnv } from '@fleetlog/config';
import { accessKitEnv } from '@fleetlog/kit';
import { z } from 'zod';

/** The service's PostgreSQL schema (its SQL names it). */
export const TOLLS_SCHEMA = 'tolls';

export const tollsConfigSchema = accessKitEnv.extend({
  TOLLS_GRPC_URL: z.string().min(3).default('127.0.0.1:50055'),
  TOLLS_HTTP_PORT: portEnv.default(3105),
  // The positions store: a trip's full path (PositionsService.ServiceTripTrack, with the internal service key).
  DEVICES_GRPC_URL: z.string().min(3).default('127.0.0.1:50053'),
  DEVICES_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  // Trips parked because the positions store did not answer are charged again this often.
  TOLLS_PARKED_RETRY_INTERVAL_MS: z.coerce.number().int().min(1_000).default(60_000),
  // journal.trips.v1: every closed or changed trip is (re)computed (off only for tools and tests that must not join).
  TOLLS_CONSUME_TRIPS: flagEnv.default('true'),
  TOLLS_TRIPS_GROUP_ID: z.string().min(1).default('tolls.journal-trips'),
  // fleet.vehicles.v1: each vehicle's class and exemption.
  TOLLS_CONSUME_VEHICLES: flagEnv.default('true'),
  TOLLS_VEHICLES_GROUP_ID: z.string().min(1).default('tolls.fleet-vehicles'),
});

export type TollsConfig = z.output<typeof tollsConfigSchema>;

export const TOLLS_CONFIG = Symbol('TOLLS_CONFIG');
