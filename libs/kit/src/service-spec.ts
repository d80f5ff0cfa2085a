import type { GrpcPackageName, TopicDefinition } from '@fleetlog/contracts';
import type { Options } from '@mikro-orm/postgresql';
import type { DynamicModule, ForwardReference, InjectionToken, Type } from '@nestjs/common';
import type { z } from 'zod';

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * How the kit runs a service's declaration: `service` is the running service (relay, declared consumers, read models
 * following their topics); `tool` is a seed or one-off command in the same process tree, which must not join the
 * service's consumer groups (leaving one makes the running service wait on a rebalance) nor publish its outbox: no
 * consumer subscribes, whatever the service declares, no relay runs (the running service's relay publishes what the
 * tool wrote to the outbox, now or when it starts), and callers' read models come from one snapshot of auth.
 */
export type KitMode = 'service' | 'tool';

/** What the kit reads from every service's configuration (baseEnv, databaseEnv, kafkaEnv, telemetryEnv). */
export interface KitConfig {
  LOG_LEVEL: LogLevel;
  DATABASE_URL: string;
  KAFKA_BROKERS: string[];
  KAFKA_CLIENT_ID: string;
  KAFKA_SESSION_TIMEOUT_MS?: number;
  KAFKA_REBALANCE_TIMEOUT_MS?: number;
  KAFKA_HEARTBEAT_INTERVAL_MS?: number;
  METRICS_PORT?: number;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
}

/** What callers resolved from read models need besides (jwtVerifyEnv and accessEnv of the service's schema). */
export interface AccessKitConfig {
  AUTH_GRPC_URL: string;
  INTERNAL_SERVICE_KEY_FILE: string;
  JWT_PUBLIC_KEY_FILE: string;
  JWT_ISSUER: string;
  JWT_AUDIENCE: string;
  ACCESS_RESNAPSHOT_INTERVAL_MS: number;
}

/** A read model or reaction fed by a topic; the kit subscribes it once the app is up. */
export interface EventHandler<T = unknown> {
  handle(event: T): Promise<void>;
}

export interface ConsumerSpec<C> {
  topic: TopicDefinition<unknown>;
  /** A provider of one of the service's feature modules; its `handle` gets each decoded message of the topic. */
  handler: Type<EventHandler>;
  groupId: (config: C) => string;
  /** Off for tests that must not join the group; on when absent. Tools need not: `createToolContext` joins none. */
  enabled?: (config: C) => boolean;
  fromBeginning?: boolean;
}

/** One more readiness probe besides the database (auth's Redis): up when `check` settles within 2 s. */
export interface ReadinessCheck {
  name: string;
  token: InjectionToken;
  check(instance: never): Promise<unknown>;
}

export type FeatureImport = Type<unknown> | DynamicModule | ForwardReference;

/** What a backend service declares; the kit provides everything else (README "The service kit"). */
export interface ServiceSpec<C extends KitConfig = KitConfig> {
  /** Logs, telemetry, migrations' log name and the default Kafka client id (`fleetlog-<name>`). */
  name: string;
  configSchema: z.ZodType<C, z.ZodTypeDef, unknown>;
  /** The token features inject the validated configuration with. */
  configToken: InjectionToken;
  /** The service's PostgreSQL schema, its entities and its migrations folder. */
  database: { schema: string; entities: NonNullable<Options['entities']>; migrationsPath: string };
  /** The gRPC contract it serves; absent for a service that so far only consumes and publishes (journal). */
  grpc?: { packages: readonly GrpcPackageName[]; url: (config: C) => string };
  /** Health probes, and /metrics when METRICS_PORT is not set. */
  httpPort: (config: C) => number;
  /** The feature modules: controllers, services, their repositories (KitOrmModule.forFeature) and handlers. */
  imports: (config: C) => FeatureImport[];
  consumers?: ReadonlyArray<ConsumerSpec<C>>;
  /** Run the outbox relay of the service's schema (every service that publishes events). */
  outbox?: boolean;
  /** Callers resolved from read models (@fleetlog/access); its readiness gate holds /health/ready until loaded. */
  access?: C extends AccessKitConfig ? boolean : never;
  readiness?: readonly ReadinessCheck[];
}

/** Declares a service with its types checked (the config type is inferred from the schema). */
export function defineService<C extends KitConfig>(spec: ServiceSpec<C>): ServiceSpec<C> {
  return spec;
}

/** A readiness probe on one of the service's providers: `readinessCheck('redis', REDIS, (r: Redis) => r.ping())`. */
export function readinessCheck<T>(
  name: string,
  token: InjectionToken,
  check: (instance: T) => Promise<unknown>,
): ReadinessCheck {
  return { name, token, check };
}
