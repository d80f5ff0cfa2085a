import { loginAndWaitForMenu, newPage, openScreen, useBrowserPlatform } from './support/browser-platform';

describe('users screen', () => {
  const platform = useBrowserPlatform();

  it('creates, archives and reactivates a user', async () => {
    const email = `e2e-${Date.now()}@demo-akeri.se`;
    const name = `E2E Förare ${Date.now()}`;
    const { context, page } = await newPage(platform);
    await openScreen(page, 'admin@demo-akeri.se', { menu: 'userroles' }, 'users-page');

    await page.getByTestId('list-create').click();
    await page.getByTestId('user-name').fill(name);
    await page.getByTestId('user-email').fill(email);
    await page.getByTestId('user-send-invite').uncheck();
    await page.getByTestId('user-save').click();
    await page.getByTestId('user-form').waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name: email }).waitFor();

    await page.getByTestId(`row-actions-${name}`).click();
    await page.getByTestId('row-action-archive').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByRole('gridcell', { name: email }).waitFor({ state: 'detached' });

    await page.getByTestId('users-tab-archived').click();
    await page.getByRole('gridcell', { name: email }).waitFor();
    await page.getByTestId(`row-actions-${name}`).click();
    await page.getByTestId('row-action-activate').click();
    await page.getByRole('gridcell', { name: email }).waitFor({ state: 'detached' });

    await page.getByTestId('users-tab-active').click();
    await page.getByRole('gridcell', { name: email }).waitFor();
    await context.close();
  });

  it('finds users with the list search from two characters', async () => {
    const { context, page } = await newPage(platform);
    await loginAndWaitForMenu(page, 'admin@demo-akeri.se');
    await page.goto('/app/userroles');
    await page.getByRole('gridcell', { name: 'anna@demo-akeri.se' }).waitFor();
    await page.getByTestId('list-search').fill('bertil');
    await page.getByRole('gridcell', { name: 'anna@demo-akeri.se' }).waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name: 'bertil@demo-akeri.se' }).waitFor();
    await context.close();
  });
});
