// Screenshots of the main pages for a human to look at. Runs only with SCREENSHOTS_DIR set, e.g.
// SCREENSHOTS_DIR=.local/screenshots npx jest --config frontend/jest.config.js screenshots
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { login, loginAndWaitForMenu, newPage, useBrowserPlatform } from './support/browser-platform';

const dir = process.env.SCREENSHOTS_DIR ? resolve(__dirname, '..', '..', process.env.SCREENSHOTS_DIR) : undefined;
const describeIfDir = dir ? describe : describe.skip;

describeIfDir('screenshots', () => {
  const platform = useBrowserPlatform();
  const shot = (name: string) => join(dir!, `${name}.png`);

  beforeAll(() => {
    mkdirSync(dir!, { recursive: true });
  });

  it('login, failed login and the ROOT menu', async () => {
    const { context, page } = await newPage(platform);
    await page.goto('/auth/login');
    await page.getByTestId('login-submit').waitFor();
    await page.screenshot({ path: shot('01-login') });
    await login(page, 'root@fleetlog.se', 'wrong-password');
    await page.getByTestId('login-error').waitFor();
    await page.screenshot({ path: shot('02-login-failed') });
    await loginAndWaitForMenu(page, 'root@fleetlog.se');
    await page.getByTestId('not-available').waitFor();
    await page.screenshot({ path: shot('03-menu-root'), fullPage: true });
    await page.getByTestId('info-tab').click();
    await page.getByTestId('menu-toggle').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: shot('04-menu-collapsed-info') });
    await page.getByTestId('menu-organizations').click();
    await page.getByRole('gridcell', { name: 'Demo Åkeri AB' }).first().waitFor();
    await page.screenshot({ path: shot('05-organizations') });
    await page.getByRole('gridcell', { name: 'Demo Åkeri Syd AB' }).first().click();
    await page.getByTestId('organization-form').waitFor();
    await page.getByTestId('org-tab-modules').click();
    await page.screenshot({ path: shot('06-organization-edit-modules') });
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-users').click();
    await page.getByTestId('super-users-page').waitFor();
    // Other tests leave many users in the test database; the search keeps the demo ones on the first page.
    await page.getByTestId('list-search').fill('demo');
    await page.getByRole('gridcell', { name: 'cecilia@demo-syd.se' }).waitFor();
    await page.screenshot({ path: shot('07-superadmin-users') });
    await context.close();
  });

  it('users list, account drawer and account page as ADMIN', async () => {
    const { context, page } = await newPage(platform);
    await loginAndWaitForMenu(page, 'admin@demo-akeri.se');
    await page.getByTestId('menu-userroles').click();
    await page.getByRole('gridcell', { name: 'anna@demo-akeri.se' }).waitFor();
    await page.screenshot({ path: shot('08-users') });
    await page.getByTestId('account-button').click();
    await page.getByTestId('drawer-user-name').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: shot('09-account-drawer') });
    await page.getByTestId('account-drawer-close').click();
    await page.getByTestId('menu-account').click();
    await page.getByTestId('account-page').waitFor();
    await page.screenshot({ path: shot('10-account') });
    await context.close();
  });

  it('mobile layout', async () => {
    const { context, page } = await newPage(platform, { width: 390 });
    await login(page, 'admin@demo-akeri.se');
    await page.waitForURL('**/app/journey');
    await page.goto('/app/userroles');
    await page.getByTestId('list-cards').waitFor();
    await page.screenshot({ path: shot('11-mobile-users') });
    await page.getByTestId('menu-toggle').click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: shot('12-mobile-menu') });
    await context.close();
  });
});
