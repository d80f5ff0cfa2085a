import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { loadConfig } from '@fleetlog/config';
import { runMigrations } from '@fleetlog/database';
import { eventuallyDefined, freePort, REPO_ROOT, testEnv } from '@fleetlog/testing';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type INestApplication, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

import { createServiceApp, KitOrmModule, kitOrmOptions } from '../src';
import {
  NotesRepository,
  NotesService,
  ReceivedVehicles,
  type TestConfig,
  testConfigSchema,
  testService,
} from './fixtures/test-service';

async function testConfig(env: Record<string, string> = {}): Promise<TestConfig> {
  return loadConfig(testConfigSchema, {
    ...testEnv(),
    LOG_LEVEL: 'warn',
    TEST_GRPC_URL: `127.0.0.1:${await freePort()}`,
    TEST_HTTP_PORT: String(await freePort()),
    TEST_GROUP_ID: `kit-test-${randomUUID().slice(0, 8)}`,
    KAFKA_CLIENT_ID: `kit-test-${randomUUID().slice(0, 8)}`,
    ...env,
  });
}

describe('the service kit', () => {
  let config: TestConfig;
  let app: INestApplication;
  const base = () => `http://127.0.0.1:${config.TEST_HTTP_PORT}`;

  beforeAll(async () => {
    config = await testConfig();
    await runMigrations(kitOrmOptions(testService, config.DATABASE_URL));
    app = await createServiceApp(testService, config, { httpHost: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  it('answers liveness and readiness (database and the declared checks)', async () => {
    expect((await fetch(`${base()}/health/live`)).status).toBe(200);
    const ready = await fetch(`${base()}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ info: { database: { status: 'up' }, probe: { status: 'up' } } });
  });

  it('publishes an outbox event through the relay to a declared consumer', async () => {
    const marker = `note-${randomUUID()}`;
    await app.get(NotesService).add(marker, marker);
    await eventuallyDefined(
      async () => (app.get(ReceivedVehicles).names.includes(marker) ? true : undefined),
      'the consumer receiving the event',
    );
  }, 40_000);

  it('says not ready when a declared check fails', async () => {
    const other = await createServiceApp(
      testService,
      await testConfig({ TEST_READY: 'false', TEST_CONSUME: 'false' }),
      {
        httpHost: '127.0.0.1',
      },
    );
    try {
      const port = (other.getHttpServer().address() as { port: number }).port;
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        error: { probe: { status: 'down', message: 'not ready on purpose' } },
      });
    } finally {
      await other.close();
    }
  }, 40_000);
});

describe('KitOrmModule.forFeature', () => {
  @Injectable()
  class UsesNotes {
    constructor(readonly notes: NotesRepository) {}
  }

  // An entity manager stands in for the global ORM: only the dependency graph is under test here.
  @Module({ providers: [{ provide: EntityManager, useValue: {} }], exports: [EntityManager] })
  class FakeOrm {}

  @Module({})
  class Root {}

  const context = (feature: Type<unknown>) =>
    NestFactory.createApplicationContext(
      { module: Root, imports: [{ module: FakeOrm, global: true }, feature] },
      { logger: false, abortOnError: false },
    );

  it('gives a feature the repositories it registers', async () => {
    @Module({ imports: [KitOrmModule.forFeature([NotesRepository])], providers: [UsesNotes] })
    class Registered {}
    const app = await context(Registered);
    expect(app.get(UsesNotes).notes).toBeInstanceOf(NotesRepository);
    await app.close();
  });

  it('does not give a feature the repositories of another', async () => {
    @Module({ imports: [KitOrmModule.forFeature([NotesRepository])] })
    class Other {}
    @Module({ imports: [Other], providers: [UsesNotes] })
    class Unregistered {}
    await expect(context(Unregistered)).rejects.toThrow(/NotesRepository/);
  });
});

describe('runService', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['-r', '@swc-node/register', join(__dirname, 'fixtures/main.ts')], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('logs a bad configuration value as fatal and exits 1 without echoing it', async () => {
    const result = run({ ...testEnv(), TEST_GRPC_URL: '127.0.0.1:1', TEST_HTTP_PORT: 'secret-value' });
    expect(result.status).toBe(1);
    const line = JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'fatal', service: 'kit-test', msg: 'invalid configuration' });
    expect(JSON.stringify(line)).toContain('TEST_HTTP_PORT');
    expect(result.stdout).not.toContain('secret-value');
  }, 70_000);
});
