// The places (zones) screen in the browser (spec 03 "Places (locations) page", §3 Zone, §6, §8, §9): a driver adds a
// place, edits its name, radius, trip type, application and centre inline with the circle following on the map, saves,
// cancels an edit and deletes the place; ROOT sees the coordinates and copies a place to another user. The database
// is shared and kept: the places are this run's own (unique names) and removed at the end.
// Screenshots go to SCREENSHOTS_DIR when set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';

import { api, apiToken, newPage, openScreen, useBrowserPlatform, waitForAttribute } from './support/browser-platform';

const ANNA = 'anna@demo-akeri.se';
const ROOT = 'root@fleetlog.se';
const BERTIL = 'bertil@demo-akeri.se';

const shotsDir = process.env.SCREENSHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `places-${name}.png`), fullPage: true });
}

interface Me {
  user: { userId: number; displayName: string };
}

interface Zone {
  zoneId: number;
  userId: number;
  zoneName: string;
  address: string;
  latitude: number;
  longitude: number;
  radiusMs: number;
  tripType: string;
  activeOnTripStart: boolean;
  activeOnTripEnd: boolean;
  description: string;
}

/** A circle as the map reports it: centre and radius in pixels of the map element. */
interface Circle {
  id: number;
  x: number;
  y: number;
  r: number;
  editing: boolean;
}

interface Account {
  id: number;
  name: string;
  token: string;
}

async function circles(page: Page): Promise<Circle[]> {
  return JSON.parse((await page.getByTestId('map-view').getAttribute('data-zones')) ?? '[]') as Circle[];
}

// The canvas has no DOM per circle: the map element reports them after each settled render.
async function waitForCircle(page: Page, zoneId: number, wanted: (c: Circle) => boolean, what: string) {
  const until = Date.now() + 10_000;
  let last: Circle | undefined;
  while (Date.now() < until) {
    last = (await circles(page)).find((c) => c.id === zoneId);
    if (last && wanted(last)) return last;
    await page.waitForTimeout(100);
  }
  throw new Error(`no circle of zone ${zoneId} ${what}; last seen ${JSON.stringify(last)}`);
}

const near = (a: number, b: number, tolerance = 2) => Math.abs(a - b) <= tolerance;

describe('places', () => {
  const platform = useBrowserPlatform();

  // Its afterAll (the cleanup) must run before the platform stops: an inner block's hooks come first.
  describe('screen', () => {
    const anna: Account = { id: 0, name: '', token: '' };
    const root: Account = { id: 0, name: '', token: '' };
    const bertil: Account = { id: 0, name: '', token: '' };
    const suffix = Date.now().toString(36).slice(-6);
    // Every zone this run made, by owner, removed at the end whatever happened.
    const created: { owner: Account; zoneId: number }[] = [];

    beforeAll(async () => {
      for (const [username, account] of [
        [ANNA, anna],
        [ROOT, root],
        [BERTIL, bertil],
      ] as const) {
        const token = await apiToken(platform.baseUrl, username);
        const me = await api<Me>(platform.baseUrl, token, 'GET', '/api/auth');
        // The first-login GDPR prompt is not what these tests are about: approved beforehand, as the user would.
        await api(platform.baseUrl, token, 'PATCH', `/api/user/${me.user.userId}`, { hasApprovedGdpr: true });
        Object.assign(account, { id: me.user.userId, name: me.user.displayName, token });
      }
    }, 60_000);

    afterAll(async () => {
      // By each owner itself; the driver's place is normally gone already (its test deletes it).
      for (const { owner, zoneId } of created) {
        const zones = await api<Zone[]>(platform.baseUrl, owner.token, 'GET', `/api/user/${owner.id}/zone`);
        if (zones.some((z) => z.zoneId === zoneId)) {
          await api(platform.baseUrl, owner.token, 'DELETE', `/api/user/${owner.id}/zone/${zoneId}`);
        }
      }
    });

    it('lets a driver add a place, edit it inline with the circle on the map, save, cancel and delete it', async () => {
      const name = `Lager ${suffix}`;
      const { context, page } = await newPage(platform);
      await openScreen(page, ANNA, { menu: 'zones' }, 'places-page');
      await waitForAttribute(page, 'places-page', 'data-state', 'done');
      // A driver's own places, without coordinates.
      expect(await page.getByTestId('places-user').count()).toBe(0);
      await page.getByTestId('places-col-name').waitFor();
      expect(await page.getByTestId('places-col-latitude').count()).toBe(0);

      // Add: the defaults at the map's centre, then that row in edit mode.
      const posted = page.waitForResponse((r) => r.url().endsWith(`/api/user/${anna.id}/zone`) && r.status() === 201);
      await page.getByTestId('place-add').click();
      const added = (await (await posted).json()) as Zone;
      created.push({ owner: anna, zoneId: added.zoneId });
      expect(added).toMatchObject({ zoneName: 'Ny plats', radiusMs: 400, tripType: 'NONE' });
      expect(added).toMatchObject({ activeOnTripStart: true, activeOnTripEnd: true });
      await waitForAttribute(page, 'places-page', 'data-editing', String(added.zoneId));
      const row = page.locator(`[data-testid="place-edit-row"][data-zone-id="${added.zoneId}"]`);
      await row.waitFor();
      expect(await row.getByTestId('place-edit-name').inputValue()).toBe('Ny plats');
      await waitForAttribute(page, 'places-map', 'data-picking', 'true');
      await page.getByTestId('places-map-hint').waitFor();

      // The map frames the new zone (a short animation), then draws it as the edited circle.
      await page.waitForTimeout(800);
      const before = await waitForCircle(page, added.zoneId, (c) => c.editing && c.r > 5, 'in edit mode');

      await row.getByTestId('place-edit-name').fill(name);
      await row.getByTestId('place-edit-address').fill('Lagervägen 4, Solna');
      await row.getByTestId('place-edit-description').fill('Hämtning');
      // The slider by keyboard: End is its 800 m maximum, each left arrow 10 m less.
      const radius = row.getByTestId('place-edit-radius').locator('input[type="range"]');
      await radius.focus();
      await radius.press('End');
      await row.getByTestId('place-edit-radius-value').getByText('800 m', { exact: true }).waitFor();
      for (let i = 0; i < 25; i += 1) await radius.press('ArrowLeft');
      await row.getByTestId('place-edit-radius-value').getByText('550 m', { exact: true }).waitFor();
      // The circle grows with the slider, before anything is saved.
      await waitForCircle(page, added.zoneId, (c) => near(c.r, (before.r * 550) / 400, 3), 'drawn at 550 m');

      await row.getByTestId('place-edit-trip-type').click();
      await page.getByTestId('place-edit-trip-type-PRIVATE').click();
      await row.getByTestId('place-edit-application').click();
      await page.getByTestId('place-edit-application-EXIT').click();
      await row.getByTestId('place-edit-application').getByText('Utfart').waitFor();

      // A click on the map moves the centre there (north-east of the old one).
      const target = { x: before.x + 80, y: before.y - 50 };
      await page.getByTestId('map-view').click({ position: target });
      await waitForCircle(page, added.zoneId, (c) => near(c.x, target.x) && near(c.y, target.y), 'at the click');
      await shot(page, 'driver-editing');

      await row.getByTestId('place-save').click();
      await page.getByTestId('notification').getByText('Platsen har sparats').waitFor();
      const shown = page.locator(`[data-testid="place-row"][data-zone-id="${added.zoneId}"]`);
      await shown.waitFor();
      await waitForAttribute(page, 'places-page', 'data-editing', '');
      expect(await shown.getByTestId('place-name').textContent()).toBe(name);
      expect(await shown.getByTestId('place-address').textContent()).toBe('Lagervägen 4, Solna');
      expect(await shown.getByTestId('place-radius').textContent()).toBe('550 m');
      expect(await shown.getByTestId('place-trip-type').textContent()).toBe('Privat');
      expect(await shown.getByTestId('place-application').textContent()).toBe('Utfart');
      expect(await shown.getByTestId('place-description').textContent()).toBe('Hämtning');
      await waitForCircle(page, added.zoneId, (c) => !c.editing && near(c.x, target.x) && near(c.y, target.y), 'saved');
      const count = await page.getByTestId('places-table').getAttribute('data-count');
      expect(await page.getByTestId('places-map').getAttribute('data-count')).toBe(count);
      await shot(page, 'driver-saved');

      const stored = await api<Zone>(platform.baseUrl, anna.token, 'GET', `/api/user/${anna.id}/zone/${added.zoneId}`);
      expect(stored).toMatchObject({
        zoneName: name,
        address: 'Lagervägen 4, Solna',
        description: 'Hämtning',
        radiusMs: 550,
        tripType: 'PRIVATE',
        activeOnTripStart: true,
        activeOnTripEnd: false,
      });
      expect(stored.latitude).toBeGreaterThan(added.latitude);
      expect(stored.longitude).toBeGreaterThan(added.longitude);

      // Cancel leaves the place as it was.
      await shown.locator('[data-testid^="row-actions-"]').click();
      // Copying to other users is ROOT's.
      expect(await page.getByTestId('row-action-copy').count()).toBe(0);
      await page.getByTestId('row-action-edit').click();
      await row.getByTestId('place-edit-name').fill('Ändrat men inte sparat');
      await row.getByTestId('place-cancel').click();
      await shown.waitFor();
      expect(await shown.getByTestId('place-name').textContent()).toBe(name);

      // Delete after the confirmation.
      await shown.locator('[data-testid^="row-actions-"]').click();
      await page.getByTestId('row-action-delete').click();
      await page.getByTestId('confirm-dialog').getByText(name, { exact: false }).waitFor();
      await page.getByTestId('confirm-ok').click();
      await page.getByTestId('notification').getByText('Plats borttagen').waitFor();
      await shown.waitFor({ state: 'detached' });
      await waitForAttribute(page, 'places-page', 'data-state', 'done');
      expect((await circles(page)).some((c) => c.id === added.zoneId)).toBe(false);
      const left = await api<Zone[]>(platform.baseUrl, anna.token, 'GET', `/api/user/${anna.id}/zone`);
      expect(left.some((z) => z.zoneId === added.zoneId)).toBe(false);
      await context.close();
    });

    it('shows ROOT the coordinates and lets it copy a place to another user', async () => {
      const name = `Depå ${suffix}`;
      const own = await api<Zone>(platform.baseUrl, root.token, 'POST', `/api/user/${root.id}/zone`, {
        zoneName: name,
        latitude: 59.3293,
        longitude: 18.0686,
        radiusMs: 300,
        tripType: 'BUSINESS',
      });
      created.push({ owner: root, zoneId: own.zoneId });

      const { context, page } = await newPage(platform);
      await openScreen(page, ROOT, { menu: 'zones' }, 'places-page');
      await waitForAttribute(page, 'places-page', 'data-state', 'done');
      await page.getByTestId('places-col-latitude').waitFor();
      await page.getByTestId('places-col-longitude').waitFor();
      const row = page.locator(`[data-testid="place-row"][data-zone-id="${own.zoneId}"]`);
      // ROOT's own list may be long after many runs: the circle on the map leads to the row's page.
      await waitForCircle(page, own.zoneId, () => true, 'listed');
      if (!(await row.isVisible())) {
        const c = await waitForCircle(page, own.zoneId, () => true, 'listed');
        await page.getByTestId('map-view').click({ position: { x: c.x, y: c.y } });
      }
      await row.click();
      await waitForAttribute(page, 'place-row', 'data-selected', 'true');
      expect(await row.getByTestId('place-latitude').textContent()).toBe('59.32930');
      expect(await row.getByTestId('place-longitude').textContent()).toBe('18.06860');
      // ROOT knows many organisations: the table names each place's.
      await page.getByTestId('places-col-organization').waitFor();
      expect((await row.getByTestId('place-organization').textContent())?.trim()).not.toBe('');
      expect(await row.getByTestId('place-trip-type').textContent()).toBe('Tjänst');
      expect(await row.getByTestId('place-application').textContent()).toBe('Båda');
      await page.waitForTimeout(500); // the map's move to the zone, for the screenshot
      await shot(page, 'root-coordinates');

      // In edit mode the coordinates follow a click on the map; cancelling puts the zone back.
      await row.locator('[data-testid^="row-actions-"]').click();
      await page.getByTestId('row-action-edit').click();
      const editRow = page.locator(`[data-testid="place-edit-row"][data-zone-id="${own.zoneId}"]`);
      await page.waitForTimeout(500); // the map's move to the zone
      const centre = await waitForCircle(page, own.zoneId, (c) => c.editing, 'in edit mode');
      await page.getByTestId('map-view').click({ position: { x: centre.x - 60, y: centre.y + 40 } });
      await waitForCircle(page, own.zoneId, (c) => near(c.x, centre.x - 60) && near(c.y, centre.y + 40), 'moved');
      expect(Number(await editRow.getByTestId('place-edit-latitude').inputValue())).toBeLessThan(59.3293);
      expect(Number(await editRow.getByTestId('place-edit-longitude').inputValue())).toBeLessThan(18.0686);
      await shot(page, 'root-editing');
      // ROOT types a centre as well: the circle follows the typed coordinates (a comma works as the decimal sign);
      // a latitude out of range is marked and not taken.
      await editRow.getByTestId('place-edit-latitude').fill('95');
      expect(await editRow.getByTestId('place-edit-latitude').getAttribute('aria-invalid')).toBe('true');
      await editRow.getByTestId('place-edit-latitude').fill('59,3293');
      await editRow.getByTestId('place-edit-longitude').fill('18.0686');
      await waitForCircle(page, own.zoneId, (c) => c.editing && near(c.x, centre.x) && near(c.y, centre.y), 'typed');
      await editRow.getByTestId('place-edit-name').press('Escape');
      await row.waitFor();
      expect(await row.getByTestId('place-latitude').textContent()).toBe('59.32930');
      await waitForCircle(page, own.zoneId, (c) => !c.editing && near(c.x, centre.x) && near(c.y, centre.y), 'back');

      // The users to copy to are the selected organisation's: ROOT moves to Demo Åkeri AB (the page reloads).
      await page.getByTestId('account-button').click();
      await page.getByTestId('organization-switcher').click();
      await page.getByRole('option', { name: 'Demo Åkeri AB', exact: true }).click();
      await page.waitForLoadState('load');
      await page.getByTestId('places-page').waitFor();
      await waitForAttribute(page, 'places-page', 'data-state', 'done');
      await waitForAttribute(page, 'places-page', 'data-user', String(root.id));
      if (!(await row.isVisible())) {
        const c = await waitForCircle(page, own.zoneId, () => true, 'listed');
        await page.getByTestId('map-view').click({ position: { x: c.x, y: c.y } });
      }

      await row.locator('[data-testid^="row-actions-"]').click();
      await page.getByTestId('row-action-copy').click();
      const dialog = page.getByTestId('place-copy-dialog');
      await dialog.getByText(`Kopiera ${name} till andra användare`).waitFor();
      expect(await page.getByTestId('place-copy-submit').isDisabled()).toBe(true);
      await page.getByTestId('place-copy-users').click();
      await page.getByRole('option', { name: bertil.name, exact: true }).click();
      await page.keyboard.press('Escape'); // closes the options, not the dialog
      await shot(page, 'root-copy');
      const copied = page.waitForResponse((r) => r.url().endsWith('/api/zone/batch'));
      await page.getByTestId('place-copy-submit').click();
      const result = (await (await copied).json()) as { copied: number; zoneIds: number[] };
      result.zoneIds.forEach((zoneId) => created.push({ owner: bertil, zoneId }));
      expect(result.copied).toBe(1);
      await page.getByTestId('notification').getByText('Platsen kopierad till 1 användare').waitFor();
      await dialog.waitFor({ state: 'detached' });

      const copy = await api<Zone>(
        platform.baseUrl,
        bertil.token,
        'GET',
        `/api/user/${bertil.id}/zone/${result.zoneIds[0]}`,
      );
      expect(copy).toMatchObject({ zoneName: name, radiusMs: 300, tripType: 'BUSINESS', latitude: 59.3293 });
      await context.close();
    });
  });
});
