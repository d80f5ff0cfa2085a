import { newPage, openScreen, useBrowserPlatform } from './support/browser-platform';

describe('superadmin organisations', () => {
  const platform = useBrowserPlatform();

  it('creates an organisation with its first admin, edits its phone, and keeps it while it has users', async () => {
    const stamp = Date.now();
    const name = `E2E Org ${stamp}`;
    const { context, page } = await newPage(platform);
    await openScreen(page, 'root@fleetlog.se', { menu: 'organizations' }, 'organizations-page');

    await page.getByTestId('list-create').click();
    await page.getByTestId('org-fullName').fill(name);
    await page.getByTestId('org-admin-email').fill(`admin-${stamp}@e2e.example`);
    await page.getByTestId('org-admin-name').fill('E2E Admin');
    await page.getByTestId('organization-form-save').click();
    await page.getByTestId('organization-form').waitFor({ state: 'detached' });
    await page.getByTestId('list-search').fill(name);
    await page.getByRole('gridcell', { name, exact: true }).waitFor();

    await page.getByRole('gridcell', { name, exact: true }).click();
    await page.getByTestId('org-phone').fill('+46 8 123 456 78');
    await page.getByTestId('organization-form-save').click();
    await page.getByTestId('organization-form').waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name, exact: true }).waitFor();

    // While it has a user (its first admin) it cannot be deleted: auth refuses (HAS_USERS: the users would be locked
    // out), the superadmin is told and the row stays. (The test once waited for the row to go, which a refreshed
    // search could also satisfy.)
    await page.getByTestId(`row-actions-${name}`).click();
    await page.getByTestId('row-action-delete').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('notification').getByText('Du har inte behörighet till organisationen.').waitFor();
    await page.getByRole('gridcell', { name, exact: true }).waitFor();
    await context.close();
  });
});
