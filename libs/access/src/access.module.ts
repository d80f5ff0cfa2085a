import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';

import { createLogger } from '@fleetlog/logging';
import { type ConsumerTimeouts, KafkaMessaging } from '@fleetlog/messaging';
import { JwtVerifier } from '@fleetlog/security';
import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  type MiddlewareConsumer,
  Module,
  type NestMiddleware,
  type NestModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  RequestMethod,
} from '@nestjs/common';
import type { Level } from 'pino';

import { AccessDirectory } from './access-directory';
import { AuthDirectorySource } from './auth-directory-source';
import { CallerResolver } from './caller-resolver';
import { ServiceKey } from './service-key';

export interface AccessModuleOptions {
  /** The service's name: consumer groups and the Kafka client id derive from it. */
  service: string;
  authGrpcUrl: string;
  kafkaBrokers: string[];
  /** The directory consumers' group timings (consumerTimeoutsOf the service's configuration). */
  consumerTimeouts?: ConsumerTimeouts;
  /** File with the internal service key (INTERNAL_SERVICE_KEY_FILE). */
  serviceKeyFile: string;
  jwt: { publicKeyFile: string; issuer: string; audience: string };
  logLevel?: string;
  /** Safety-net re-snapshot interval (ACCESS_RESNAPSHOT_INTERVAL_MS); 0 turns it off. */
  resnapshotIntervalMs?: number;
}

export interface AccessModuleAsyncOptions {
  inject: unknown[];
  useFactory: (...args: never[]) => AccessModuleOptions;
}

export const ACCESS_OPTIONS = Symbol('ACCESS_OPTIONS');
export const ACCESS_JWT_VERIFIER = Symbol('ACCESS_JWT_VERIFIER');
const DIRECTORY_SOURCE = Symbol('DIRECTORY_SOURCE');

const DEFAULT_RESNAPSHOT_INTERVAL_MS = 5 * 60_000;

/** Loads the directory when the application starts (in the background) and stops following it on shutdown. */
@Injectable()
class AccessLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly directory: AccessDirectory,
    @Inject(DIRECTORY_SOURCE) private readonly source: AuthDirectorySource,
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: the process comes up (liveness) while auth or Kafka may still be starting; readiness waits.
    void this.directory.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.directory.stop();
    await this.source.close();
  }
}

/** Readiness says 503 until the first snapshot is in, whatever the service's own readiness checks say. */
@Injectable()
class DirectoryReadinessGate implements NestMiddleware {
  constructor(private readonly directory: AccessDirectory) {}

  use(_request: unknown, response: ReadinessResponse, next: () => void): void {
    if (this.directory.ready) return next();
    response.statusCode = 503;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ status: 'error', error: { callerDirectory: { status: 'down' } } }));
  }
}

interface ReadinessResponse {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(body: string): void;
}

/**
 * Caller resolution from read models (see README "Callers"): import it once (it is global) and inject
 * `CallerResolver`; `AccessDirectory` gives the organisation tree and the users for names and checks.
 */
@Global()
@Module({})
export class AccessModule implements NestModule {
  static forRootAsync(options: AccessModuleAsyncOptions): DynamicModule {
    return {
      module: AccessModule,
      providers: [
        { provide: ACCESS_OPTIONS, inject: options.inject as never[], useFactory: options.useFactory },
        {
          provide: ACCESS_JWT_VERIFIER,
          inject: [ACCESS_OPTIONS],
          useFactory: ({ jwt }: AccessModuleOptions) =>
            JwtVerifier.fromPublicKeyFile(jwt.publicKeyFile, { issuer: jwt.issuer, audience: jwt.audience }),
        },
        {
          provide: ServiceKey,
          inject: [ACCESS_OPTIONS],
          // Read once at boot: a missing or short key stops the process instead of failing every request.
          useFactory: (config: AccessModuleOptions) => ServiceKey.fromFile(config.serviceKeyFile),
        },
        {
          provide: DIRECTORY_SOURCE,
          inject: [ACCESS_OPTIONS, ServiceKey],
          useFactory: (config: AccessModuleOptions, key: ServiceKey) =>
            new AuthDirectorySource(config.authGrpcUrl, key),
        },
        {
          provide: AccessDirectory,
          inject: [ACCESS_OPTIONS, DIRECTORY_SOURCE],
          useFactory: (config: AccessModuleOptions, source: AuthDirectorySource) => createDirectory(config, source),
        },
        {
          provide: CallerResolver,
          inject: [ACCESS_JWT_VERIFIER, AccessDirectory, ServiceKey],
          useFactory: (verifier: JwtVerifier, directory: AccessDirectory, key: ServiceKey) =>
            new CallerResolver(verifier, directory, undefined, undefined, key),
        },
        AccessLifecycle,
        DirectoryReadinessGate,
      ],
      exports: [CallerResolver, AccessDirectory, ACCESS_JWT_VERIFIER, ServiceKey],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(DirectoryReadinessGate).forRoutes({ path: 'health/ready', method: RequestMethod.GET });
  }
}

function createDirectory(config: AccessModuleOptions, source: AuthDirectorySource): AccessDirectory {
  const logger = createLogger({ service: config.service, level: (config.logLevel ?? 'info') as Level }).child({
    component: 'access',
  });
  // Unique per process instance: each instance keeps its own copy, so each must see every event.
  const instance = `${hostname()}.${process.pid}.${randomUUID().slice(0, 8)}`;
  const messaging = new KafkaMessaging({
    clientId: `${config.service}-access`,
    brokers: config.kafkaBrokers,
    logger,
    consumerTimeouts: config.consumerTimeouts,
  });
  return new AccessDirectory(source, messaging, {
    groupIdPrefix: `${config.service}.access.${instance}`,
    resnapshotIntervalMs: config.resnapshotIntervalMs ?? DEFAULT_RESNAPSHOT_INTERVAL_MS,
    logger,
  });
}
