// The running platform (every service, the BFF serving frontend/dist, demo data seeded) and Chromium that browser
// tests drive: the shared browser run's, started once for every file by the global setup (jest/global-setup-browser.js
// in @fleetlog/testing), each file in browser contexts of its own; or, for a file that needs the platform configured
// differently, one of the file's own.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import {
  BROWSER_SESSION_VARIANTS,
  connectChromium,
  launchChromium,
  type Mailbox,
  mailboxClient,
  sharedRun,
  startPlatform,
  startSmtpReceiver,
  testEnv,
  type PlatformPorts,
  type RunningPlatform,
  uniqueConsumerGroups,
} from '@fleetlog/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Fleetlog-demo-1';
const DIST_INDEX = join(__dirname, '..', '..', 'dist', 'index.html');

export interface BrowserPlatform {
  baseUrl: string;
  /** Every service's ports (metrics and health endpoints). */
  ports: PlatformPorts;
  browser: Browser;
  smtp: Mailbox;
  stop(): Promise<void>;
}

/** The session variant of the shared browser run whose environment is exactly `env` (BROWSER_SESSION_VARIANTS). */
function sessionVariantOf(env: Record<string, string>): string | undefined {
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);
  return Object.entries(BROWSER_SESSION_VARIANTS).find(([, variant]) => same(variant, env))?.[0];
}

/**
 * The shared browser run's platform (or its session variant: its own auth and BFF on the platform's services) and
 * Chromium (connected to), or undefined when the run has none.
 */
async function sharedBrowserPlatform(variant?: string): Promise<BrowserPlatform | undefined> {
  const state = await sharedRun('ready');
  const { ports, chromiumWsEndpoint, mailbox } = state ?? {};
  const baseUrl = variant ? state?.sessionVariants?.[variant]?.baseUrl : state?.baseUrl;
  if (state?.kind !== 'browser' || !baseUrl || !ports || !chromiumWsEndpoint || !mailbox) return undefined;
  const browser = await connectChromium(chromiumWsEndpoint);
  // Closing a connected browser closes this file's contexts and disconnects; the run stops Chromium itself.
  return { baseUrl, ports, browser, smtp: mailboxClient(mailbox), stop: () => browser.close() };
}

/**
 * Starts a platform of the caller's own; env adds to (or overrides) the test environment of its services. Without env
 * (and in a run with a shared browser platform) it is the shared one; with the environment of one of the shared run's
 * session variants, that variant.
 */
export async function startBrowserPlatform(env: Record<string, string> = {}): Promise<BrowserPlatform> {
  if (!existsSync(DIST_INDEX))
    throw new Error(`frontend/dist is not built (missing ${DIST_INDEX}): run 'cd frontend && npx vite build' first`);
  const variant = sessionVariantOf(env);
  if (Object.keys(env).length === 0 || variant) {
    const shared = await sharedBrowserPlatform(variant);
    if (shared) return shared;
  }
  const smtp = await startSmtpReceiver();
  let platform: RunningPlatform | undefined;
  try {
    platform = await startPlatform({
      // Every browser logs in from 127.0.0.1 and the wrong-password tests run again and again within the
      // limiter's window, so the per-address and per-(account, address) limits are raised for these tests.
      env: {
        ...testEnv(),
        ...uniqueConsumerGroups(),
        RATE_LIMIT_LOGIN_ADDRESS_POINTS: '10000',
        RATE_LIMIT_LOGIN_PAIR_POINTS: '10000',
        ...env,
      },
      smtpUrl: smtp.url,
      seedDemo: true,
      logLevel: 'warn',
    });
    const browser = await launchChromium();
    const running = platform;
    return {
      baseUrl: running.baseUrl,
      ports: running.ports,
      browser,
      smtp,
      stop: async () => {
        await browser.close();
        await running.stop();
        await smtp.close();
      },
    };
  } catch (error) {
    await platform?.stop();
    await smtp.close();
    throw error;
  }
}

/**
 * The platform for the calling test file: the shared one (connected before its tests, disconnected after them), or
 * with env one of the file's own (started and stopped). The handle reads the running platform, so tests use it like
 * the platform itself. env as for startBrowserPlatform.
 */
export function useBrowserPlatform(env: Record<string, string> = {}): BrowserPlatform {
  let started: BrowserPlatform | undefined;
  const current = (): BrowserPlatform => {
    if (!started) throw new Error('the browser platform has not started');
    return started;
  };
  beforeAll(async () => {
    started = await startBrowserPlatform(env);
  }, 240_000);
  afterAll(async () => {
    await started?.stop();
  });
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get browser() {
      return current().browser;
    },
    get ports() {
      return current().ports;
    },
    get smtp() {
      return current().smtp;
    },
    stop: () => current().stop(),
  };
}

export async function newPage(
  p: BrowserPlatform,
  opts: { width?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await p.browser.newContext({
    baseURL: p.baseUrl,
    viewport: { width: opts.width ?? 1366, height: 900 },
    locale: opts.locale ?? 'sv-SE',
  });
  const page = await context.newPage();
  // Generous for a 2-core machine that runs the integration tests beside the browser tests: a step that takes
  // longer than this is broken, not slow.
  page.setDefaultTimeout(30_000);
  return { context, page };
}

export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function loginAndWaitForMenu(page: Page, username: string): Promise<void> {
  await login(page, username);
  await page.waitForURL('**/app/journey');
  await page.getByTestId('side-menu').waitFor();
  // Demo users may not have approved GDPR yet; approving is part of a first login.
  const gdpr = page.getByTestId('gdpr-approve');
  if (await gdpr.isVisible().catch(() => false)) await gdpr.click();
}

/**
 * Logs out from the account drawer, which must be open: waits for the server to end the login (the refresh cookie is
 * revoked once this returns) and for the login page. A failure says which of the two did not happen and where the
 * page is, instead of a bare navigation timeout.
 */
export async function logOut(page: Page): Promise<void> {
  const ended = page.waitForResponse((r) => r.url().endsWith('/api/session/logout') && r.request().method() === 'POST');
  await page.getByTestId('logout').click();
  const response = await ended.catch(async (err: Error) => {
    await page.screenshot({ path: '/tmp/logout-fail.png' });
    throw new Error(`no logout request after the click (page at ${page.url()}): ${err.message}`);
  });
  if (!response.ok()) throw new Error(`logout answered ${response.status()}`);
  await page
    .getByTestId('login-username')
    .waitFor()
    .catch((err: Error) => {
      throw new Error(`no login page after logging out (page at ${page.url()}): ${err.message}`);
    });
  if (new URL(page.url()).pathname !== '/auth/login') throw new Error(`logged out to ${page.url()}, not /auth/login`);
}

/** Logs in and opens a screen, from the side menu (its route key) or by its path, and waits for the screen. */
export async function openScreen(
  page: Page,
  username: string,
  via: { menu: string } | { path: string },
  screenTestId: string,
): Promise<void> {
  await loginAndWaitForMenu(page, username);
  if ('menu' in via) await page.getByTestId(`menu-${via.menu}`).click();
  else await page.goto(via.path);
  await page.getByTestId(screenTestId).waitFor();
}

// Menu entries currently shown in the side navigation, by route key.
export async function menuEntries(page: Page): Promise<string[]> {
  const ids = await page
    .locator('[data-testid="side-menu"] [data-testid^="menu-"]:not([data-testid^="menu-group-"])')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^menu-/, ''));
}

/** A demo user's access token, for arranging data through the API. */
export async function apiToken(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** A JSON call to the BFF as `token`; a refused one throws with its status and body. */
export async function api<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Waits for the element with `testId` to carry the attribute value. */
export async function waitForAttribute(page: Page, testId: string, name: string, value: string): Promise<void> {
  await page.locator(`[data-testid="${testId}"][${name}="${value}"]`).waitFor();
}

/** Types a date into a date field (its sections all selected and typed over) and checks it took. */
export async function typeDate(page: Page, testId: string, day: string): Promise<void> {
  const field = page.getByTestId(testId);
  await field.click();
  await field.press('Control+a');
  await field.pressSequentially(day.replaceAll('-', ''));
  expect(await field.inputValue()).toBe(day);
}
