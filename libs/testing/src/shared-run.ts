import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

import { type Mailbox, mailboxClient } from './mailbox';
import type { PlatformPorts } from './platform';

// The services a test run starts once and every test file shares (README "The shared run"). A jest global setup
// (jest/global-setup.js) spawns the coordinator (shared-run-main.ts) and names its state file in
// FLEETLOG_SHARED_RUN_FILE; the coordinator writes its progress there; test files read it. Without the variable (a
// script, a run without the global setup) every harness starts what it needs itself, as before.

export const SHARED_RUN_FILE_ENV = 'FLEETLOG_SHARED_RUN_FILE';

/** A service the shared run started: where it listens. */
export interface SharedServiceAddress {
  grpcUrl: string;
  httpPort: number;
}

/** What the coordinator writes, phase by phase. */
export interface SharedRunState {
  /** The kind of run: the integration run's backend services, or the browser run's seeded platform. */
  kind: 'services' | 'browser';
  /** starting → migrated (every schema is up to date, auth's demo seed done) → ready; or failed. */
  phase: 'starting' | 'migrated' | 'ready' | 'failed';
  error?: string;
  mailbox?: { smtpUrl: string; httpUrl: string };
  /** kind services: the backend services by name. */
  services?: Record<string, SharedServiceAddress>;
  /** kind services: a BFF process in front of those services (startBffProcess). */
  bff?: { baseUrl: string };
  /** kind browser: the BFF serving the built frontend, and Chromium's endpoint to connect to. */
  baseUrl?: string;
  ports?: PlatformPorts;
  chromiumWsEndpoint?: string;
  /** kind browser: the BFFs of the platform's session variants (BROWSER_SESSION_VARIANTS), by name. */
  sessionVariants?: Record<string, { baseUrl: string }>;
  /** When each step ended, in ms since the coordinator started (the run's timing summary prints them). */
  steps?: Array<{ step: string; ms: number }>;
}

/**
 * The browser run's sessions configured differently, each served by an auth and a BFF of its own on the shared
 * platform's services (RunningPlatform.startSessionReplicas): a browser test that asks for a platform with exactly
 * this environment gets the variant instead of starting a platform of its own.
 */
export const BROWSER_SESSION_VARIANTS: Record<string, Record<string, string>> = {
  /** Access tokens that expire every few seconds (the silent renewal's tests). */
  shortAccessTokens: { JWT_ACCESS_TTL_SECONDS: '6' },
};

/** The coordinator's side: replaces the state file in one rename, so a reader never sees half of it. */
export function writeSharedRunState(file: string, state: SharedRunState): void {
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
}

function readState(file: string): SharedRunState | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as SharedRunState;
}

const PHASES: ReadonlyArray<SharedRunState['phase']> = ['starting', 'migrated', 'ready'];

/**
 * The shared run's state once it has reached `phase` (waiting for it), or undefined when this run has none. A
 * coordinator that failed fails the caller with its reason.
 */
export async function sharedRun(
  phase: 'migrated' | 'ready' = 'ready',
  timeoutMs = 240_000,
): Promise<SharedRunState | undefined> {
  const file = process.env[SHARED_RUN_FILE_ENV];
  if (!file) return undefined;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = readState(file);
    if (state?.phase === 'failed') throw new Error(`the shared test services failed to start: ${state.error}`);
    if (state && PHASES.indexOf(state.phase) >= PHASES.indexOf(phase)) return state;
    if (Date.now() >= deadline) throw new Error(`the shared test services did not reach '${phase}' in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The shared run's mailbox (where its services send mail), or undefined when this run has none. */
export async function sharedMailbox(): Promise<Mailbox | undefined> {
  const state = await sharedRun('ready');
  return state?.mailbox && mailboxClient(state.mailbox);
}
