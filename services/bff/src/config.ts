import { join } from 'node:path';

import { accessEnv } from '@fleetlog/access';
import { baseEnv, jwtVerifyEnv, kafkaEnv, loadConfig, portEnv, telemetryEnv } from '@fleetlog/config';
import { type ConsumerTimeouts, consumerTimeoutsOf } from '@fleetlog/messaging';
import { z } from 'zod';

import packageJson from '../package.json';

/** The built web app, relative to this file so it works from any working directory (services/bff/src → repo root). */
export const DEFAULT_FRONTEND_DIST = join(__dirname, '..', '..', '..', 'frontend', 'dist');

export const bffConfigSchema = baseEnv
  .merge(jwtVerifyEnv)
  .merge(telemetryEnv)
  // The caller read models (@fleetlog/access) follow auth's topics and load auth's directory with the service key.
  .merge(kafkaEnv)
  .merge(accessEnv)
  .extend({
    BFF_PORT: portEnv.default(3000),
    AUTH_GRPC_URL: z.string().min(3).default('127.0.0.1:50051'),
    FLEET_GRPC_URL: z.string().min(3).default('127.0.0.1:50052'),
    DEVICES_GRPC_URL: z.string().min(3).default('127.0.0.1:50053'),
    JOURNAL_GRPC_URL: z.string().min(3).default('127.0.0.1:50054'),
    TOLLS_GRPC_URL: z.string().min(3).default('127.0.0.1:50055'),
    REPORTS_GRPC_URL: z.string().min(3).default('127.0.0.1:50056'),
    ALARMS_GRPC_URL: z.string().min(3).default('127.0.0.1:50057'),
    // Base of the links in invitation and password-reset mails; defaults to this server on localhost.
    PUBLIC_URL: z.string().url().optional(),
    FRONTEND_DIST: z.string().min(1).default(DEFAULT_FRONTEND_DIST),
    // Express "trust proxy": false (default), a hop count, or a comma list of trusted proxy addresses/subnets.
    TRUST_PROXY: z.string().default('false'),
    GRPC_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    // Secure attribute of the refresh-token cookie: true or false; unset means Secure unless PUBLIC_URL is plain
    // HTTP on localhost (the local demo on http://localhost:3000).
    SESSION_COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    // Prometheus metrics get a port of their own, never the public BFF_PORT (the chart keeps it in the cluster).
    METRICS_PORT: portEnv.default(3100),
    // Redis of the devices service's latest positions: the live map socket (/api/live) subscribes to its per
    // organisation channels. Unset: the socket refuses with 4503 (no live updates), the rest of the API works.
    REDIS_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^rediss?:\/\//, 'redis:// or rediss:// URL')
        .optional(),
    ),
    // How often a live socket re-reads the vehicles its user may see (rights changes take effect within this).
    LIVE_REFRESH_MS: z.coerce.number().int().min(500).max(60_000).default(5_000),
    // Origins of the map's background tiles, allowed by the content security policy (comma list).
    MAP_TILE_ORIGINS: z
      .string()
      .default('https://tile.openstreetmap.org')
      .refine((value) => splitList(value).every((entry) => URL.canParse(entry)), 'comma list of URLs'),
  });

export interface BffConfig {
  port: number;
  authGrpcUrl: string;
  fleetGrpcUrl: string;
  devicesGrpcUrl: string;
  journalGrpcUrl: string;
  tollsGrpcUrl: string;
  reportsGrpcUrl: string;
  alarmsGrpcUrl: string;
  publicUrl: string;
  frontendDist: string;
  trustProxy: false | number | string[];
  grpcTimeoutMs: number;
  sessionCookieSecure: boolean;
  logLevel: string;
  version: string;
  jwt: { publicKeyFile: string; issuer: string; audience: string };
  /** Caller read models: Kafka, the internal service key and the safety-net re-snapshot interval. */
  access: {
    kafkaBrokers: string[];
    consumerTimeouts: ConsumerTimeouts;
    serviceKeyFile: string;
    resnapshotIntervalMs: number;
  };
  metricsPort: number;
  mapTileOrigins: string[];
  otlpEndpoint?: string;
  /** The live map socket: Redis of the latest positions (unset: no live updates) and the visibility refresh. */
  live: { redisUrl?: string; refreshMs: number };
}

/** Nest injection token for the validated config object. */
export const BFF_CONFIG = Symbol('BFF_CONFIG');

export function loadBffConfig(env: Record<string, string | undefined> = process.env): BffConfig {
  const parsed = loadConfig(bffConfigSchema, env);
  // baseEnv defaults SERVICE_VERSION to a dev marker; the package version says more when none was given.
  const version = env.SERVICE_VERSION ? parsed.SERVICE_VERSION : packageJson.version;
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.BFF_PORT}`).replace(/\/+$/, '');
  return {
    port: parsed.BFF_PORT,
    authGrpcUrl: parsed.AUTH_GRPC_URL,
    fleetGrpcUrl: parsed.FLEET_GRPC_URL,
    devicesGrpcUrl: parsed.DEVICES_GRPC_URL,
    journalGrpcUrl: parsed.JOURNAL_GRPC_URL,
    tollsGrpcUrl: parsed.TOLLS_GRPC_URL,
    reportsGrpcUrl: parsed.REPORTS_GRPC_URL,
    alarmsGrpcUrl: parsed.ALARMS_GRPC_URL,
    publicUrl,
    frontendDist: parsed.FRONTEND_DIST,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    grpcTimeoutMs: parsed.GRPC_TIMEOUT_MS,
    sessionCookieSecure: parsed.SESSION_COOKIE_SECURE
      ? parsed.SESSION_COOKIE_SECURE === 'true'
      : !isPlainHttpLocalhost(publicUrl),
    logLevel: parsed.LOG_LEVEL,
    version,
    jwt: { publicKeyFile: parsed.JWT_PUBLIC_KEY_FILE, issuer: parsed.JWT_ISSUER, audience: parsed.JWT_AUDIENCE },
    access: {
      kafkaBrokers: parsed.KAFKA_BROKERS,
      consumerTimeouts: consumerTimeoutsOf(parsed),
      serviceKeyFile: parsed.INTERNAL_SERVICE_KEY_FILE,
      resnapshotIntervalMs: parsed.ACCESS_RESNAPSHOT_INTERVAL_MS,
    },
    metricsPort: parsed.METRICS_PORT,
    mapTileOrigins: parseOrigins(parsed.MAP_TILE_ORIGINS),
    otlpEndpoint: parsed.OTEL_EXPORTER_OTLP_ENDPOINT,
    live: { redisUrl: parsed.REDIS_URL, refreshMs: parsed.LIVE_REFRESH_MS },
  };
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

function parseOrigins(value: string): string[] {
  return splitList(value).map((entry) => new URL(entry).origin);
}

/** Browsers refuse Secure cookies over plain HTTP except on localhost; only there is an insecure cookie the default. */
export function isPlainHttpLocalhost(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

export function parseTrustProxy(value: string): false | number | string[] {
  const trimmed = value.trim().toLowerCase();
  // Trusting every peer would let any client choose its own address (and escape the login limits) by a header.
  if (trimmed === 'true') {
    throw new Error('TRUST_PROXY=true trusts X-Forwarded-For from anyone: name the proxies or give a hop count');
  }
  if (trimmed === 'false' || trimmed === '') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}
