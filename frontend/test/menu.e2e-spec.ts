import { loginAndWaitForMenu, menuEntries, newPage, useBrowserPlatform } from './support/browser-platform';

const SUPERADMIN = ['organizations', 'superdevices', 'users', 'superVehicles', 'superTrackersList', 'triptax-analyzer'];
const ADMIN_ONLY = [
  'userroles',
  'vehicles',
  'trackersList',
  'account',
  'alarmsZones',
  'alarmsEvents',
  'scheduling',
  'salaryReports',
];
const EVERYONE = [
  'journey',
  'map',
  'ecoScore',
  'myVehicle',
  'schedule',
  'zones',
  'purpose',
  'support',
  'alarmsReport',
  'guides',
];

describe('menu by role', () => {
  const platform = useBrowserPlatform();

  it('shows ROOT every group including superadmin, but not the development-only devices entry', async () => {
    const { context, page } = await newPage(platform);
    await loginAndWaitForMenu(page, 'root@fleetlog.se');
    const entries = await menuEntries(page);
    expect(entries).toEqual(expect.arrayContaining([...EVERYONE, ...ADMIN_ONLY, ...SUPERADMIN]));
    expect(entries).not.toContain('devices');
    await expect(page.getByTestId('header-user-name').textContent()).resolves.toBe('Root Fleetlog');
    await context.close();
  });

  it('shows ADMIN the organisation, alarms and reports groups without superadmin', async () => {
    const { context, page } = await newPage(platform);
    await loginAndWaitForMenu(page, 'admin@demo-akeri.se');
    const entries = await menuEntries(page);
    expect(entries).toEqual(expect.arrayContaining([...EVERYONE, ...ADMIN_ONLY]));
    SUPERADMIN.forEach((e) => expect(entries).not.toContain(e));
    await context.close();
  });

  it('shows DRIVER only the groups for everyone', async () => {
    const { context, page } = await newPage(platform);
    await loginAndWaitForMenu(page, 'anna@demo-akeri.se');
    const entries = await menuEntries(page);
    expect(entries).toEqual(expect.arrayContaining(EVERYONE));
    [...ADMIN_ONLY, ...SUPERADMIN].forEach((e) => expect(entries).not.toContain(e));
    // A typed-in superadmin URL does not open the screen either.
    await page.goto('/app/organizations');
    await page.getByTestId('no-access').waitFor();
    await context.close();
  });

  it('applies module flags and the map exclusion list of the organisation', async () => {
    const { context, page } = await newPage(platform);
    await loginAndWaitForMenu(page, 'david@nordbygg.se');
    const entries = await menuEntries(page);
    expect(entries).toContain('journey');
    expect(entries).not.toContain('ecoScore');
    expect(entries).not.toContain('map');
    await context.close();
  });

  it('filters the menu from the header search', async () => {
    const { context, page } = await newPage(platform);
    await loginAndWaitForMenu(page, 'anna@demo-akeri.se');
    await page.getByTestId('menu-search').fill('körj');
    await page.getByTestId('menu-map').waitFor({ state: 'detached' });
    await expect(menuEntries(page)).resolves.toEqual(['journey']);
    await context.close();
  });
});
