import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';

import { DEMO_PASSWORD, useBrowserPlatform } from './support/browser-platform';

/**
 * Finding 6 of issue 6: security headers on every BFF answer (a content security policy the built app passes,
 * nosniff, frame-ancestors, referrer policy, no-store on the API) and /metrics off the public port. The platform
 * runs as production starts it (services/bff/src/main.ts), with the built web app, and Chromium loads the app under
 * the policy and reports any violation.
 */
describe('security headers and the metrics port (the platform as started in production, Chromium)', () => {
  const platform = useBrowserPlatform();

  const get = (path: string, init?: RequestInit) => fetch(`${platform.baseUrl}${path}`, init);

  it.each(['/api/version', '/api/auth', '/api/user', '/api/docs-json', '/api/no-such-route'])(
    'API answer %s carries the security headers and no-store',
    async (path) => {
      const response = await get(path);
      expectSecurityHeaders(response.headers);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it.each(['/', '/auth/login', '/app/vehicles', '/favicon.svg'])(
    'app answer %s carries the security headers',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expectSecurityHeaders(response.headers);
    },
  );

  it('does not serve /metrics on the public port; the metrics port does', async () => {
    const publicMetrics = await get('/metrics');
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain('# HELP');
    const metrics = await fetch(`http://127.0.0.1:${platform.ports.bffMetrics}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('# HELP');
  });

  it('the app runs under the policy without a violation (login, vehicles, the map of my vehicles)', async () => {
    const context = await platform.browser.newContext({
      baseURL: platform.baseUrl,
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const violations = await watchViolations(page);

    await page.goto('/auth/login');
    await page.getByTestId('login-username').fill('anna@demo-akeri.se');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/app/**');
    const gdpr = page.getByTestId('gdpr-approve');
    if (await gdpr.isVisible().catch(() => false)) await gdpr.click();
    await page.goto('/app/myVehicle');
    await page.locator('.ol-viewport canvas, .ol-viewport').first().waitFor();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: join(tmpdir(), 'fleetlog-csp-my-vehicle.png') });
    await page.goto('/api/docs');
    await page.locator('.swagger-ui').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(tmpdir(), 'fleetlog-csp-api-docs.png') });
    await context.close();

    expect(violations).toEqual([]);
  }, 120_000);
});

function expectSecurityHeaders(headers: Headers): void {
  const policy = headers.get('content-security-policy') ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('x-powered-by')).toBeNull();
}

/** CSP violations the page reports (the DOM event) and the console errors Chromium writes for them. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  // A string, not a function: this project's test code is compiled without the DOM library.
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation(event.violatedDirective + ' blocked ' + event.blockedURI + ' (' + event.sourceFile + ':' + event.lineNumber + ')');
    });`,
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
