import { randomUUID } from 'node:crypto';

import { authV1, errorCodeToJSON } from '@fleetlog/contracts';
import { runMigrations } from '@fleetlog/database';
import { callerMetadata, callGrpc, DomainError, grpcClientOptions } from '@fleetlog/grpc';
import { freePort, type SmtpReceiver, startSmtpReceiver, testEnv } from '@fleetlog/testing';
import type { Metadata } from '@grpc/grpc-js';
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { type ClientGrpc, ClientProxyFactory } from '@nestjs/microservices';
import type { Observable } from 'rxjs';

import { createAuthApp } from '../../src/bootstrap';
import { type AuthConfig, loadAuthConfig } from '../../src/config';
import { authOrmOptions } from '../../src/database/orm.config';

/** The auth service in-process on free ports, real PostgreSQL/Redis/Kafka and a real SMTP receiver. */
export interface AuthHarness {
  config: AuthConfig;
  app: INestApplication;
  orm: MikroORM;
  smtp: SmtpReceiver;
  auth: authV1.AuthServiceClient;
  users: authV1.UsersServiceClient;
  organizations: authV1.OrganizationsServiceClient;
  close(): Promise<void>;
}

export async function startAuthHarness(overrides: Record<string, string> = {}): Promise<AuthHarness> {
  const env = testEnv();
  const smtp = await startSmtpReceiver();
  const config = loadAuthConfig({
    ...process.env,
    ...env,
    LOG_LEVEL: 'warn',
    AUTH_GRPC_URL: `127.0.0.1:${await freePort()}`,
    AUTH_HTTP_PORT: String(await freePort()),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Fleetlog test <noreply@fleetlog.test>',
    KAFKA_CLIENT_ID: `auth-test-${randomUUID().slice(0, 8)}`,
    ...overrides,
  });
  await runMigrations(authOrmOptions(config.DATABASE_URL));
  const app = await createAuthApp(config, { httpHost: '127.0.0.1' });
  const orm = await MikroORM.init(authOrmOptions(config.DATABASE_URL));
  const client = ClientProxyFactory.create(grpcClientOptions('auth', config.AUTH_GRPC_URL)) as unknown as ClientGrpc & {
    close(): Promise<void> | void;
  };
  return {
    config,
    app,
    orm,
    smtp,
    auth: client.getService<authV1.AuthServiceClient>(authV1.AUTH_SERVICE_NAME),
    users: client.getService<authV1.UsersServiceClient>(authV1.USERS_SERVICE_NAME),
    organizations: client.getService<authV1.OrganizationsServiceClient>(authV1.ORGANIZATIONS_SERVICE_NAME),
    async close() {
      await client.close();
      await app.close();
      await orm.close(true);
      await smtp.close();
    },
  };
}

/** Awaits a client call; a failure becomes the DomainError the server sent. */
export function call<T>(observable: Observable<T>): Promise<T> {
  return callGrpc(() => observable);
}

/** The error code name a call fails with, or 'OK'. */
export async function codeOf(observable: Observable<unknown>): Promise<string> {
  try {
    await call(observable);
    return 'OK';
  } catch (error) {
    if (error instanceof DomainError) return errorCodeToJSON(error.code);
    throw error;
  }
}

export function as(token: string, organizationId?: number, showArchived?: boolean): Metadata {
  return callerMetadata({ token, organizationId, showArchived });
}

export function unique(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}
