import {
  api,
  apiToken,
  loginAndWaitForMenu,
  newPage,
  openScreen,
  useBrowserPlatform,
} from './support/browser-platform';

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

  it("saves a user's iButton id as the key tag shows it, normalised, and keeps it over a reload", async () => {
    const stamp = Date.now();
    // Fresh keys per run: an iButton id belongs to one user of the whole platform.
    const key = `01${stamp.toString(16).padStart(12, '0').slice(-12)}0a`;
    const takenKey = `02${stamp.toString(16).padStart(12, '0').slice(-12)}0b`;
    const email = `e2e-ibutton-${stamp}@demo-akeri.se`;
    const admin = 'admin@demo-akeri.se';
    const token = await apiToken(platform.baseUrl, admin);
    await api(platform.baseUrl, token, 'POST', '/api/user', {
      name: `E2E Nyckel ${stamp}`,
      email: `e2e-ibutton-taken-${stamp}@demo-akeri.se`,
      roles: ['DRIVER'],
      ibuttonId: takenKey,
    });
    const { context, page } = await newPage(platform);
    await openScreen(page, admin, { menu: 'userroles' }, 'users-page');

    // Typed the way the tag prints it: upper case, in pairs with colons.
    await page.getByTestId('list-create').click();
    await page.getByTestId('user-name').fill(`E2E iButton ${stamp}`);
    await page.getByTestId('user-email').fill(email);
    await page.getByTestId('user-ibutton').fill(key.toUpperCase().match(/../g)!.join(':'));
    await page.getByTestId('user-send-invite').uncheck();
    await page.getByTestId('user-save').click();
    await page.getByTestId('user-form').waitFor({ state: 'detached' });

    const reopen = async () => {
      await page.reload();
      await page.getByRole('gridcell', { name: email }).click();
      await page.getByTestId('user-form').waitFor();
    };
    await reopen();
    expect(await page.getByTestId('user-ibutton').inputValue()).toBe(key);
    await page.getByText('ID:t som står tryckt på förarens nyckelbricka').waitFor();
    await page.screenshot({ path: '/tmp/ibutton.png' });

    // Not hex: the form says so and stays open.
    await page.getByTestId('user-ibutton').fill('nyckel-1');
    await page.getByTestId('user-save').click();
    await page.getByText('Högst 16 hexadecimala tecken').waitFor();
    // Another user's key: the server refuses it with its message.
    await page.getByTestId('user-ibutton').fill(takenKey);
    await page.getByTestId('user-save').click();
    await page.getByText('iButton-ID:t används redan av en annan användare.').waitFor();
    await page.getByTestId('user-form').waitFor();

    // Emptied: the user has no key any more.
    await page.getByTestId('user-ibutton').fill('');
    await page.getByTestId('user-save').click();
    await page.getByTestId('user-form').waitFor({ state: 'detached' });
    await reopen();
    expect(await page.getByTestId('user-ibutton').inputValue()).toBe('');
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
