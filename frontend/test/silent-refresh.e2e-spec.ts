// Access tokens that expire while the user works: the app renews them from the refresh cookie without the user
// noticing (issue 6, finding 1). The platform here signs 6-second access tokens.
import { BROWSER_SESSION_VARIANTS } from '@fleetlog/testing';
import type { Page, Response } from 'playwright-core';

import { logOut, loginAndWaitForMenu, newPage, useBrowserPlatform } from './support/browser-platform';

const SHORT_ACCESS_TOKENS = BROWSER_SESSION_VARIANTS.shortAccessTokens!;
const ACCESS_TTL_SECONDS = Number(SHORT_ACCESS_TOKENS.JWT_ACCESS_TTL_SECONDS);

/** The API answers a page received, in order: "401 GET /api/auth", "200 POST /api/session/refresh". */
function recordApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/'))
      seen.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });
  return seen;
}

describe('silent session renewal', () => {
  // Access tokens of 6 s, where the shared platform's live as in production: the shared run's variant of it (an auth
  // and a BFF of their own on its services), or a platform of this file's own when the run has none.
  const platform = useBrowserPlatform(SHORT_ACCESS_TOKENS);

  it('keeps the user working across several access-token expiries', async () => {
    const { context, page } = await newPage(platform);
    const api = recordApi(page);
    await loginAndWaitForMenu(page, 'admin@demo-akeri.se');
    const firstToken = await page.evaluate(() => localStorage.getItem('fleetlog.token'));

    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'fleetlog_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/session',
    });

    // Three lifetimes of the access token pass while the user reads the screen.
    await page.waitForTimeout(ACCESS_TTL_SECONDS * 3 * 1000);
    await page.getByTestId('menu-userroles').click();
    await page.getByText('anna@demo-akeri.se').waitFor();
    await page.getByTestId('menu-vehicles').click();
    await page.waitForURL('**/app/vehicles');
    await page.getByTestId('menu-userroles').click();
    await page.getByText('bertil@demo-akeri.se').waitFor();

    expect(page.url()).not.toContain('/auth/login');
    expect(await page.getByText('Autentisering misslyckades').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('fleetlog.token'))).not.toBe(firstToken);
    expect(api.filter((a) => a === '200 POST /api/session/refresh').length).toBeGreaterThanOrEqual(2);
    expect(api.filter((a) => a.endsWith('/api/session/refresh') && !a.startsWith('200'))).toEqual([]);
    await context.close();
  });

  it('renews a refused access token silently and sends the request again', async () => {
    const { context, page } = await newPage(platform);
    const api = recordApi(page);
    await loginAndWaitForMenu(page, 'admin@demo-akeri.se');
    // An access token the BFF refuses (as an expired one is), without an expiry the app could renew ahead of.
    await page.evaluate(() => localStorage.setItem('fleetlog.token', 'refused.access.token'));
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    await page.getByTestId('header-organization').waitFor();

    expect(page.url()).not.toContain('/auth/login');
    expect(await page.getByText('Autentisering misslyckades').count()).toBe(0);
    const refused = api.indexOf('401 GET /api/auth');
    expect(refused).toBeGreaterThanOrEqual(0);
    expect(api.slice(refused)).toEqual(expect.arrayContaining(['200 POST /api/session/refresh', '200 GET /api/auth']));
    await context.close();
  });

  it('sends the user to the login page when the silent renewal fails (logged out elsewhere)', async () => {
    const { context, page } = await newPage(platform);
    await loginAndWaitForMenu(page, 'admin@demo-akeri.se');
    // Logging out in a second tab revokes the login the first tab's cookie belongs to.
    const other = await context.newPage();
    await other.goto('/app/journey');
    await other.getByTestId('account-button').click();
    await logOut(other);
    const refresh = await page.evaluate(async () => {
      const response = await fetch('/api/session/refresh', { method: 'POST', headers: { 'x-fleetlog-session': '1' } });
      return response.status;
    });
    expect(refresh).toBe(401);
    // The first tab finds out at its next request once its token has run out: §8.1, the login page.
    await page.waitForTimeout(ACCESS_TTL_SECONDS * 1000 + 1000);
    await page
      .getByTestId('menu-userroles')
      .click()
      .catch(() => undefined);
    await page.waitForURL('**/auth/login');
    await context.close();
  });
});
