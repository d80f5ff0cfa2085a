import { logOut, login, loginAndWaitForMenu, newPage, useBrowserPlatform } from './support/browser-platform';

describe('session', () => {
  const platform = useBrowserPlatform();

  it('sends an unauthenticated visitor to the login page', async () => {
    const { context, page } = await newPage(platform);
    await page.goto('/app/userroles');
    await page.waitForURL('**/auth/login');
    await page.goto('/auth/no-such-page');
    await page.waitForURL('**/auth/login');
    await context.close();
  });

  it('shows the invalid-login message for a wrong password, in Swedish and in English', async () => {
    const { context, page } = await newPage(platform);
    await login(page, 'admin@demo-akeri.se', 'wrong-password');
    await expect(page.getByTestId('login-error').textContent()).resolves.toBe('Felaktig inloggning - försök igen');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-en').click();
    await page.getByTestId('login-submit').click();
    await page.getByText('invalid login - please try again').waitFor();
    expect(page.url()).toContain('/auth/login');
    await context.close();
  });

  it('changes the language of the application and remembers it', async () => {
    const { context, page } = await newPage(platform);
    await loginAndWaitForMenu(page, 'anna@demo-akeri.se');
    await expect(page.getByTestId('menu-journey').textContent()).resolves.toBe('Körjournal');
    await page.getByTestId('language-switch').first().click();
    await page.getByTestId('language-en').click();
    await expect(page.getByTestId('menu-journey').textContent()).resolves.toBe('Driving journal');
    await page.reload();
    await page.getByTestId('menu-journey').waitFor();
    await expect(page.getByTestId('menu-journey').textContent()).resolves.toBe('Driving journal');
    await context.close();
  });

  it('switches organisation for a user who knows two organisations', async () => {
    const { context, page } = await newPage(platform);
    await loginAndWaitForMenu(page, 'admin@demo-akeri.se');
    await expect(page.getByTestId('header-organization').textContent()).resolves.toBe('Demo Åkeri AB');
    await page.getByTestId('account-button').click();
    await page.getByTestId('organization-switcher').click();
    await page.getByRole('option', { name: 'Demo Åkeri Syd AB' }).click();
    await page.waitForLoadState('load');
    await page.getByText('Demo Åkeri Syd AB', { exact: true }).first().waitFor();
    await expect(page.getByTestId('header-organization').textContent()).resolves.toBe('Demo Åkeri Syd AB');
    // The users screen now lists the selected organisation's users.
    await page.getByTestId('menu-userroles').click();
    await page.getByText('cecilia@demo-syd.se').waitFor();
    await context.close();
  });

  it('does not offer an organisation switcher to a user with one organisation, and logs out', async () => {
    const { context, page } = await newPage(platform);
    await loginAndWaitForMenu(page, 'david@nordbygg.se');
    await page.getByTestId('account-button').click();
    await page.getByTestId('drawer-user-name').waitFor();
    expect(await page.getByTestId('organization-switcher').count()).toBe(0);
    await logOut(page);
    await page.goto('/app/journey');
    await page.waitForURL('**/auth/login');
    await context.close();
  });
});
