import type { Browser, BrowserServer } from 'playwright-core';

// playwright-core is loaded when a browser is wanted, not by every file that imports @fleetlog/testing (about 0.4 s
// of CPU per integration test file, most of which never drives a browser).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- deliberate: see above
const playwright = () => require('playwright-core') as typeof import('playwright-core');

// Debian's chromium in a container: no sandbox (no user namespaces), no GPU, and none of the background traffic
// (updates, sync, QUIC probes) that would make browser tests depend on the network.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser the tests drive: CHROMIUM_PATH, else Debian's chromium-headless-shell (the same Blink and V8 without the
 * full browser's UI processes: Chromium was a quarter of the suite's CPU with the full browser in headless mode).
 */
export function chromiumExecutable(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
}

/** Headless Chromium for browser tests. */
export function launchChromium(): Promise<Browser> {
  return playwright().chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}

/** A Chromium that browser test files connect to over its WebSocket endpoint (the shared browser run's). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return playwright().chromium.launchServer({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}

/** The shared browser run's Chromium (shared-run-main.ts), connected to over its WebSocket endpoint. */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return playwright().chromium.connect(wsEndpoint);
}
