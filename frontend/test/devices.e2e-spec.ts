// Devices back office and Equipment in the browser (issue 3): a superadmin adds a unit and connects it to an
// organisation; an organisation administrator creates a tracker. Screenshots go to SCREENSHOTS_DIR when set.
import { join } from 'node:path';

import type { Page } from 'playwright-core';

import { apiToken, newPage, openScreen, useBrowserPlatform } from './support/browser-platform';

const shotsDir = process.env.SCREENSHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (shotsDir) await page.screenshot({ path: join(shotsDir, `issue3-${name}.png`), fullPage: true });
}

// Unique digits per run so reruns against the same database never collide.
const digits = (n: number) => `${Date.now()}${Math.floor(Math.random() * 1e9)}`.slice(-n).padStart(n, '1');

async function addUnit(baseUrl: string, token: string, imei: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/admin/devices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ imei, iccid: `8946${digits(15)}`, phone: `+4670${digits(7)}`, deviceType: 'FMB001' }),
  });
  if (response.status !== 201) throw new Error(`add unit ${imei}: ${response.status} ${await response.text()}`);
}

async function pick(page: Page, selectTestId: string, option: string): Promise<void> {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('devices and equipment screens', () => {
  const platform = useBrowserPlatform();

  it('adds a unit as superadmin and connects it to an organisation', async () => {
    const imei = `35${digits(13)}`;
    const { context, page } = await newPage(platform);
    await openScreen(page, 'root@fleetlog.se', { path: '/app/superdevices' }, 'superdevices-page');
    await shot(page, 'superdevices');

    await page.getByTestId('devices-add-unit').click();
    const submit = page.getByTestId('add-unit-submit');
    await page.getByTestId('add-unit-incomplete').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await pick(page, 'add-unit-hardware', 'Teltonika');
    await pick(page, 'add-unit-device-type', 'FMB001');
    await page.getByTestId('add-unit-imei').fill('12345');
    await page.getByText('Min 14 tecken').waitFor();
    await page.getByTestId('add-unit-imei').fill(imei);
    await page.getByTestId('add-unit-iccid').fill(`8946${digits(15)}`);
    await page.getByTestId('add-unit-phone').fill(`+4670${digits(7)}`);
    // The SIM lookup runs 1 s after the ICCID; without a SIM service the dialog says so and the form still works.
    await page.getByText('SIM-tjänsten är inte konfigurerad', { exact: false }).waitFor();
    await shot(page, 'add-unit');
    await submit.click();
    await page.getByTestId('add-unit-dialog').waitFor({ state: 'detached' });
    await page.getByText('Enhet tillagd!').waitFor();

    // The shared test database holds many devices: narrow the list to this one.
    await page.getByTestId('devices-search').fill(imei);
    await page.getByTestId('devices-tab-STOCK').click();
    await page.getByTestId(`device-imei-${imei}`).waitFor();
    await page.getByTestId('devices-tab-STOCK').filter({ hasText: '(1)' }).waitFor();
    await page.getByTestId(`row-actions-${imei}`).click();
    await page.getByTestId('row-action-connect').click();
    await page.getByTestId('connect-submit').click();
    await page.getByText('Välj en befintlig organisation').waitFor();
    await pick(page, 'connect-organization', 'Demo Åkeri AB');
    await shot(page, 'connect');
    await page.getByTestId('connect-submit').click();
    await page.getByTestId('connect-dialog').waitFor({ state: 'detached' });
    await page.getByText('Koppling lyckades!').waitFor();

    // Connected without a vehicle: the device is on its way to the customer.
    await page.getByTestId('devices-tab-ON_THE_WAY').click();
    await page.getByTestId(`device-imei-${imei}`).waitFor();
    await page.getByRole('gridcell', { name: 'Demo Åkeri AB' }).first().waitFor();
    await shot(page, 'superdevices-on-the-way');

    // Change organisation outside the family: the OK button waits for the box, and the family warning shows.
    await page.getByTestId(`row-actions-${imei}`).click();
    await page.getByTestId('row-action-changeOrganization').click();
    await pick(page, 'change-organization-target', 'Nordbygg AB');
    await page.getByTestId('family-warning').waitFor();
    expect(await page.getByTestId('change-organization-ok').isDisabled()).toBe(true);
    await page.getByTestId('change-organization-acknowledge').check();
    expect(await page.getByTestId('change-organization-ok').isDisabled()).toBe(true);
    await page.getByTestId('family-acknowledge').check();
    await shot(page, 'change-organization');
    await page.getByTestId('change-organization-ok').click();
    await page.getByText('Enhet flyttades till en annan organisation').waitFor();
    await page.getByRole('gridcell', { name: 'Nordbygg AB' }).first().waitFor();

    await page.getByTestId(`device-info-${imei}`).click();
    await page.getByTestId('device-info-dialog').waitFor();
    await page.getByTestId('device-installations').or(page.getByText('Ingen installation registrerad')).waitFor();
    await shot(page, 'device-info');
    await context.close();
  });

  it('searches devices by IMEI, narrowing as the term grows', async () => {
    // Two units of its own through the API: the shared test database holds many devices, more than a page.
    const prefix = `35${digits(8)}`;
    const [first, second] = [`${prefix}11111`, `${prefix}22222`];
    const token = await apiToken(platform.baseUrl, 'root@fleetlog.se');
    for (const imei of [first, second]) await addUnit(platform.baseUrl, token, imei);

    const { context, page } = await newPage(platform);
    await openScreen(page, 'root@fleetlog.se', { path: '/app/superdevices' }, 'superdevices-page');
    await page.getByTestId('devices-tab-STOCK').click(); // new units without an organisation are stock
    await page.getByTestId('devices-search').fill(prefix);
    await page.getByTestId(`device-imei-${first}`).waitFor();
    await page.getByTestId(`device-imei-${second}`).waitFor();
    await page.getByTestId('devices-search').fill(`${prefix}1`);
    await page.getByTestId(`device-imei-${second}`).waitFor({ state: 'detached' });
    await page.getByTestId(`device-imei-${first}`).waitFor();
    await context.close();
  });

  it('creates a tracker in Equipment as an organisation administrator', async () => {
    const alias = `E2E Tracker ${digits(6)}`;
    const { context, page } = await newPage(platform);
    await openScreen(page, 'admin@demo-akeri.se', { menu: 'trackersList' }, 'trackers-page');
    await page.getByTestId('list-create').click();
    await page.getByTestId('tracker-save').click();
    await page.getByText('Ange alias').waitFor();
    await page.getByTestId('tracker-alias').fill(alias);
    await page.getByTestId('tracker-users-all').click();
    await shot(page, 'tracker-editor');
    await page.getByTestId('tracker-save').click();
    await page.getByTestId('tracker-editor').waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name: alias, exact: true }).waitFor();
    await shot(page, 'equipment');

    await page.getByTestId(`row-actions-${alias}`).click();
    await page.getByTestId('row-action-frequency').click();
    await page.getByTestId('frequency-3').check();
    expect(await page.getByTestId('frequency-save').isDisabled()).toBe(true);
    await page.getByTestId('frequency-acknowledge').check();
    await page.getByTestId('frequency-save').click();
    await page.getByTestId('frequency-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('frequency-pending-cell').first().waitFor();
    await shot(page, 'equipment-pending-frequency');
    await context.close();
  });
});
