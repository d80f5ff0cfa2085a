import { flagEnv, loadConfig, portEnv, redisEnv } from '@fleetlog/config';
import { accessKitEnv } from '@fleetlog/kit';
import { z } from 'zod';

const positiveInt = z.coerce.number().int().positive();
// An empty value means "not configured" (compose files often pass VAR= through).
const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional());
const optionalSecret = z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional());

// The telemetry ingest (src/telemetry, README "Telemetry ingest"): consumer, stores, status.
export const telemetryConfigSchema = z.object({
  INGEST_ENABLED: flagEnv.default('true'),
  INGEST_CONSUMER_GROUP: z.string().min(1).default('devices.telemetry-positions'),
  // Partitions whose batches the ingest holds at once and writes as one transaction (batch-coalescer.ts).
  INGEST_PARTITIONS_CONCURRENTLY: positiveInt.default(64),
  // A new consumer group starts at the beginning of the topic (every retained record is stored); false only for tools.
  INGEST_FROM_BEGINNING: flagEnv.default('true'),
  // Retention of positions and of the AVL log, and when position chunks are compressed (TimescaleDB only).
  POSITIONS_RETENTION_DAYS: positiveInt.default(400),
  POSITIONS_COMPRESS_AFTER_DAYS: positiveInt.default(7),
  AVL_RETENTION_DAYS: positiveInt.default(30),
  // pg_partman's maintenance (new partitions, retention) without TimescaleDB.
  PARTITION_MAINTENANCE_INTERVAL_MS: positiveInt.default(3_600_000),
  // A device's status row and devices.status.v1 at most once per interval, unless battery/ignition/uplink change.
  STATUS_MIN_INTERVAL_MS: positiveInt.default(60_000),
  // Uplink loss: the newest record reached the server this much later than its time (or came buffered).
  UPLINK_LOSS_MIN_DELAY_S: positiveInt.default(600),
  // IMEI → device map: full reload after this age, and at most this often on an unknown IMEI.
  DEVICE_MAP_REFRESH_MS: positiveInt.default(30_000),
  DEVICE_MAP_MISS_RELOAD_MS: positiveInt.default(2_000),
  // Records dated further ahead than this (a device clock gone wrong) are dropped and counted; below the 7 premade
  // days of partitions, so no future-dated row can sit in the default partition and block partition maintenance.
  INGEST_FUTURE_TOLERANCE_MS: positiveInt.default(24 * 3_600_000),
});

export type TelemetryConfig = z.output<typeof telemetryConfigSchema>;

export const devicesConfigSchema = accessKitEnv
  .merge(redisEnv)
  .merge(telemetryConfigSchema)
  .extend({
    DEVICES_GRPC_URL: z.string().min(3).default('127.0.0.1:50053'),
    DEVICES_HTTP_PORT: portEnv.default(3103),
    FLEET_GRPC_URL: z.string().min(3).default('127.0.0.1:50052'),
    GRPC_CLIENT_TIMEOUT_MS: positiveInt.default(10_000),
    // External providers of spec 03 §7; absent → SERVICE_NOT_CONFIGURED on the calls that need them.
    SIM_API_URL: optionalUrl,
    SIM_API_KEY: optionalSecret,
    SMS_API_URL: optionalUrl,
    SMS_API_KEY: optionalSecret,
    FOTA_API_URL: optionalUrl,
    FOTA_API_KEY: optionalSecret,
    EXTERNAL_TIMEOUT_MS: positiveInt.default(10_000),
    FLEET_CONSUMER_GROUP: z.string().min(1).default('devices.fleet-vehicles'),
    // Consume fleet.vehicles.v1 (off only for tools that must not join the consumer group).
    FLEET_CONSUMER_ENABLED: flagEnv.default('true'),
    // Device commands (src/commands): how long a command waits for its device to report, how often the sweep runs.
    DEVICE_COMMAND_TTL_MS: positiveInt.default(7 * 24 * 3600_000),
    DEVICE_COMMAND_EXPIRY_INTERVAL_MS: positiveInt.default(60_000),
    // Consumer groups of the commands feature (tests give each run its own); off only for tools.
    COMMAND_RESULTS_GROUP: z.string().min(1).default('devices.command-results'),
    COMMAND_STATUS_GROUP: z.string().min(1).default('devices.command-status'),
    COMMAND_VEHICLES_GROUP: z.string().min(1).default('devices.command-vehicles'),
    COMMAND_CONSUMERS_ENABLED: flagEnv.default('true'),
  });

export type DevicesConfig = z.output<typeof devicesConfigSchema>;

export function loadDevicesConfig(env: Record<string, string | undefined> = process.env): DevicesConfig {
  return loadConfig(devicesConfigSchema, env);
}

/** Nest injection token for the validated config object. */
export const DEVICES_CONFIG = Symbol('DEVICES_CONFIG');
