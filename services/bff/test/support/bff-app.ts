import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestExpressApplication } from '@nestjs/platform-express';
import { freePort, TEST_PUBLIC_URL, testEnv, useBeforeAll } from '@fleetlog/testing';

import { createBffApp } from '../../src/app.factory';
import { loadBffConfig } from '../../src/config';

export interface RunningBff {
  baseUrl: string;
  /** The application, when the BFF runs in this process (startBff); a BFF process has none. */
  app?: NestExpressApplication;
  close(): Promise<void>;
}

export interface BffOptions {
  authGrpcUrl: string;
  /** Defaults to a port where nothing listens: tests of auth alone need no fleet or devices. */
  fleetGrpcUrl?: string;
  devicesGrpcUrl?: string;
  journalGrpcUrl?: string;
  tollsGrpcUrl?: string;
  reportsGrpcUrl?: string;
  alarmsGrpcUrl?: string;
  frontendDist?: string;
  publicUrl?: string;
  /** TRUST_PROXY (default: trust no proxy). */
  trustProxy?: string;
}

/** The BFF itself in-process (its own code), listening on a free port, configured like production. */
export async function startBff(options: BffOptions): Promise<RunningBff> {
  const config = loadBffConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_PUBLIC_KEY_FILE: testEnv().JWT_PUBLIC_KEY_FILE,
    // The edge resolves callers from read models: auth's topics and auth's directory (internal service key).
    KAFKA_BROKERS: testEnv().KAFKA_BROKERS,
    INTERNAL_SERVICE_KEY_FILE: process.env.INTERNAL_SERVICE_KEY_FILE,
    AUTH_GRPC_URL: options.authGrpcUrl,
    FLEET_GRPC_URL: options.fleetGrpcUrl ?? '127.0.0.1:1',
    DEVICES_GRPC_URL: options.devicesGrpcUrl ?? '127.0.0.1:1',
    JOURNAL_GRPC_URL: options.journalGrpcUrl ?? '127.0.0.1:1',
    TOLLS_GRPC_URL: options.tollsGrpcUrl ?? '127.0.0.1:1',
    REPORTS_GRPC_URL: options.reportsGrpcUrl ?? '127.0.0.1:1',
    ALARMS_GRPC_URL: options.alarmsGrpcUrl ?? '127.0.0.1:1',
    FRONTEND_DIST: options.frontendDist,
    PUBLIC_URL: options.publicUrl ?? TEST_PUBLIC_URL,
    TRUST_PROXY: options.trustProxy,
    // The live map socket's source (devices' latest-position channels).
    REDIS_URL: testEnv().REDIS_URL,
  });
  const app = await createBffApp(config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, app, close: () => app.close() };
}

/**
 * For the calling describe block, the BFF alone (auth at a port where nothing listens) serving a small built web app
 * (`index.html`, `assets/app.js`) from the temporary folder `dist`: what the edge decides on its own.
 */
export function useLoneBff(): { bff: RunningBff; dist: string } {
  const dist = mkdtempSync(join(tmpdir(), 'fleetlog-frontend-dist-'));
  const bff = useBeforeAll(
    async () => {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Fleetlog</title><div id="root"></div>');
      writeFileSync(join(dist, 'assets', 'app.js'), 'console.info("app")');
      return startBff({ authGrpcUrl: `127.0.0.1:${await freePort()}`, frontendDist: dist });
    },
    { close: (running) => running.close() },
  );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return { bff, dist };
}
