import { loadConfig, portEnv } from '@fleetlog/config';
import { accessKitEnv } from '@fleetlog/kit';
import { z } from 'zod';

const positiveInt = z.coerce.number().int().positive();
// An empty value means "not configured" (compose files often pass VAR= through).
const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional());
const optionalSecret = z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional());

export const devicesConfigSchema = accessKitEnv.extend({
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
  FLEET_CONSUMER_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type DevicesConfig = z.output<typeof devicesConfigSchema>;

export function loadDevicesConfig(env: Record<string, string | undefined> = process.env): DevicesConfig {
  return loadConfig(devicesConfigSchema, env);
}

/** Nest injection token for the validated config object. */
export const DEVICES_CONFIG = Symbol('DEVICES_CONFIG');
