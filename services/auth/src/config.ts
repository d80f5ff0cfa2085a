import {
  baseEnv,
  databaseEnv,
  flagEnv,
  jwtVerifyEnv,
  kafkaEnv,
  loadConfig,
  portEnv,
  redisEnv,
  smtpEnv,
  telemetryEnv,
} from '@fleetlog/config';
import { accessEnv } from '@fleetlog/access';
import { z } from 'zod';

const positiveInt = z.coerce.number().int().positive();

export const authConfigSchema = baseEnv
  .merge(databaseEnv)
  .merge(redisEnv)
  .merge(kafkaEnv)
  .merge(jwtVerifyEnv)
  .merge(smtpEnv)
  .merge(telemetryEnv)
  .merge(accessEnv.pick({ INTERNAL_SERVICE_KEY_FILE: true }))
  .extend({
    AUTH_GRPC_URL: z.string().min(3).default('127.0.0.1:50051'),
    AUTH_HTTP_PORT: portEnv.default(3101),
    JWT_PRIVATE_KEY_FILE: z.string().min(1),
    // Access tokens are short-lived (issue 6); the web app renews them with the refresh token without the user noticing.
    JWT_ACCESS_TTL_SECONDS: positiveInt.default(300),
    // Absolute lifetime of a login's refresh-token family: rotation does not extend it.
    REFRESH_TOKEN_TTL_SECONDS: positiveInt.default(30 * 24 * 3600),
    // Where e-mailed links point when a request carries no link_base_url (the BFF's public URL).
    PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
    // Optional 32-byte key (base64) for the payroll-integration password; without it a key is derived from the
    // JWT private key so the password is still never stored in clear text.
    KONTEK_ENCRYPTION_KEY: z.string().min(1).optional(),
    // Failed logins: per client address (generous: many people may share one) and per (account, address) pair.
    RATE_LIMIT_LOGIN_ADDRESS_POINTS: positiveInt.default(100),
    RATE_LIMIT_LOGIN_ADDRESS_WINDOW_SECONDS: positiveInt.default(24 * 3600),
    RATE_LIMIT_LOGIN_PAIR_POINTS: positiveInt.default(10),
    RATE_LIMIT_LOGIN_BLOCK_SECONDS: positiveInt.default(15 * 60),
    RATE_LIMIT_LOGIN_MAX_BLOCK_SECONDS: positiveInt.default(24 * 3600),
    PASSWORD_RESET_TTL_SECONDS: positiveInt.default(3600),
    INVITE_TTL_SECONDS: positiveInt.default(7 * 24 * 3600),
    // journal.attestation-reminders.v1: an administrator's reminder to attest a month, mailed to the driver.
    AUTH_CONSUME_REMINDERS: flagEnv.default('true'),
    AUTH_REMINDERS_GROUP_ID: z.string().min(1).default('auth.attestation-reminders'),
    // journal.trips.v1: the drivers' lastSeenDriving.
    AUTH_CONSUME_TRIPS: flagEnv.default('true'),
    AUTH_TRIPS_GROUP_ID: z.string().min(1).default('auth.journal-trips'),
  });

export type AuthConfig = z.output<typeof authConfigSchema>;

export function loadAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  return loadConfig(authConfigSchema, env);
}

/** Nest injection token for the validated config object. */
export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

/** Issuer and audience of the access tokens: what the signer writes and the verifier checks. */
export function tokenParties(config: AuthConfig): { issuer: string; audience: string } {
  return { issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE };
}
