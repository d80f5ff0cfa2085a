import { flagEnv, loadConfig, portEnv } from '@fleetlog/config';
import { accessKitEnv } from '@fleetlog/kit';
import { z } from 'zod';

/** The service's PostgreSQL schema (raw SQL on hot paths names it). */
export const FLEET_SCHEMA = 'fleet';

export const fleetConfigSchema = accessKitEnv.extend({
  FLEET_GRPC_URL: z.string().min(3).default('127.0.0.1:50052'),
  FLEET_HTTP_PORT: portEnv.default(3102),
  // Swedish vehicle registry; absent → FetchVehicleInfo answers SERVICE_NOT_CONFIGURED.
  VEHICLE_REGISTRY_URL: z.string().url().optional(),
  VEHICLE_REGISTRY_API_KEY: z.string().min(1).optional(),
  VEHICLE_REGISTRY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // Cached registry answers younger than this are served without asking the registry again.
  VEHICLE_INFO_CACHE_DAYS: z.coerce.number().int().min(0).default(30),
  // Consume devices.installations.v1 (off only for tools that must not join the consumer group).
  FLEET_CONSUME_INSTALLATIONS: flagEnv.default('true'),
  // Consumer group of devices.installations.v1 (tests give each run its own).
  FLEET_INSTALLATIONS_GROUP_ID: z.string().min(1).default('fleet.device-installations'),
  // Consume auth.users.v1 to drop the vehicle links of users moved, archived or deleted in auth.
  FLEET_CONSUME_AUTH_USERS: flagEnv.default('true'),
  // Consumer group of auth.users.v1 (tests give each run its own).
  FLEET_AUTH_USERS_GROUP_ID: z.string().min(1).default('fleet.auth-users'),
  // Consume devices.status.v1: last seen, battery and latest response frequency of the vehicles' devices.
  FLEET_CONSUME_DEVICE_STATUS: flagEnv.default('true'),
  // Consumer group of devices.status.v1 (tests give each run its own).
  FLEET_DEVICE_STATUS_GROUP_ID: z.string().min(1).default('fleet.device-status'),
  // journal.trips.v1: the vehicles' running odometer follows their trips.
  FLEET_CONSUME_TRIPS: flagEnv.default('true'),
  FLEET_TRIPS_GROUP_ID: z.string().min(1).default('fleet.journal-trips'),
});

export type FleetConfig = z.output<typeof fleetConfigSchema>;

export function loadFleetConfig(env: Record<string, string | undefined> = process.env): FleetConfig {
  return loadConfig(fleetConfigSchema, env);
}

/** Nest injection token for the validated config object. */
export const FLEET_CONFIG = Symbol('FLEET_CONFIG');
