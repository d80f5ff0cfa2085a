import { runMigrations } from '@fleetlog/database';
import { createServiceApp, kitOrmOptions } from '@fleetlog/kit';
import {
  type AuthClients,
  authClients,
  inProcessServiceEnv,
  type SmtpReceiver,
  startSmtpReceiver,
  useBeforeAll,
} from '@fleetlog/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';

import { type AuthConfig, loadAuthConfig } from '../../src/config';
import { authService } from '../../src/service';

/** The auth service in-process on free ports, real PostgreSQL/Redis/Kafka and a real SMTP receiver. */
export interface AuthHarness extends AuthClients {
  config: AuthConfig;
  app: INestApplication;
  orm: MikroORM;
  smtp: SmtpReceiver;
  close(): Promise<void>;
}

export async function startAuthHarness(overrides: Record<string, string> = {}): Promise<AuthHarness> {
  const smtp = await startSmtpReceiver();
  const config = loadAuthConfig(
    await inProcessServiceEnv('auth', {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Fleetlog test <noreply@fleetlog.test>',
      // Only the reminder and driving suites join their topics (with groups of their own).
      AUTH_CONSUME_REMINDERS: 'false',
      AUTH_CONSUME_TRIPS: 'false',
      ...overrides,
    }),
  );
  await runMigrations(kitOrmOptions(authService, config.DATABASE_URL));
  const app = await createServiceApp(authService, config, { httpHost: '127.0.0.1' });
  const orm = await MikroORM.init(kitOrmOptions(authService, config.DATABASE_URL));
  const clients = authClients(config.AUTH_GRPC_URL);
  return {
    config,
    app,
    orm,
    smtp,
    ...clients,
    async close() {
      await clients.close();
      await app.close();
      await orm.close(true);
      await smtp.close();
    },
  };
}

/** The harness for the calling describe block: started before its tests, closed after them. */
export function useAuthHarness(overrides?: Record<string, string>): AuthHarness {
  return useBeforeAll(() => startAuthHarness(overrides), { close: (h) => h.close() });
}

// The call helpers live once in @fleetlog/testing; re-exported for the tests that import them from here.
export { as, call, codeOf, unique } from '@fleetlog/testing';
