// The superadmin's journal tools in the browser (spec 02 §2.1, §2.4, §5, §6): ROOT creates a trip through the
// New trip form and finds it in the journal, moves it to another vehicle (it leaves the list and shows under the
// other vehicle), edits a stop time in the trip's superadmin mode and reads the two entries of its history, and
// deletes a trip after the confirmation; from the superadmin vehicles screen ROOT moves a vehicle's trips of an
// interval and deletes its history. A driver sees none of these controls. Screenshots go to SCREENSHOTS_DIR when set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { eventually, journalKnowsVehicle, storeJournalTrip, testEnv } from '@fleetlog/testing';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { Client } from 'pg';
import type { Page } from 'playwright-core';

import { api, apiToken, newPage, openScreen, typeDate, useBrowserPlatform } from './support/browser-platform';

dayjs.extend(utc);
dayjs.extend(timezone);

const TZ = 'Europe/Stockholm';
const ROOT = 'root@fleetlog.se';
const ADMIN = 'admin@demo-akeri.se';
const ANNA = 'anna@demo-akeri.se';
const ORGANIZATION = 'Demo Åkeri AB';

const shotsDir = process.env.SCREENSHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `journal-root-${name}.png`), fullPage: true });
}

interface Me {
  user: { userId: number; organizationId: number; displayName: string };
}

interface Entry {
  journal_id: number;
  vehicle: { vehicleId: number };
  driver: { displayName: string } | null;
  trip: { timestamp_start_ms: number; timestamp_stop_ms: number; odometer_max: number; description: string };
}

const stockholmDay = (daysAgo: number) => dayjs().tz(TZ).subtract(daysAgo, 'day').format('YYYY-MM-DD');
const at = (day: string, time: string) => dayjs.tz(`${day} ${time}`, TZ).valueOf();

// An attested trip, which the UI cannot make by itself here (attesting is the attestation screens').
async function setStatus(journalId: number, status: string): Promise<void> {
  const client = new Client({ connectionString: testEnv().DATABASE_URL });
  await client.connect();
  try {
    await client.query(`update "journal"."trips" set "status" = $2 where "id" = $1`, [journalId, status]);
  } finally {
    await client.end();
  }
}

async function waitForValue(page: Page, testId: string, value: string): Promise<void> {
  await eventually(async () => {
    const held = await page.getByTestId(testId).inputValue();
    if (held !== value) throw new Error(`${testId} holds '${held}', not '${value}'`);
  }, 15_000);
}

const row = (page: Page, id: number) => page.getByTestId(`trip-row-${id}`);

async function choose(page: Page, selectTestId: string, option: string): Promise<void> {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function runSearch(page: Page): Promise<void> {
  const before = Number(await page.getByTestId('journal-page').getAttribute('data-searches'));
  await page.getByTestId('journal-search').click();
  await page.locator(`[data-testid="journal-page"][data-searches="${before + 1}"][data-state="done"]`).waitFor();
}

// ROOT's own organisation is Fleetlog AB: the trips page's organisation filter switches to the demo haulier, whose
// vehicle the link preselects.
async function openJournal(page: Page, username: string, vehicleId: number, day: string, again = false): Promise<void> {
  const path = `/app/journey?vehicleId=${vehicleId}`;
  if (again) {
    await page.goto(path);
    await page.getByTestId('journal-page').waitFor();
  } else {
    await openScreen(page, username, { path }, 'journal-page');
  }
  if (username === ROOT) await choose(page, 'journal-organization', ORGANIZATION);
  await typeDate(page, 'journal-from', day);
  await typeDate(page, 'journal-to', day);
  await runSearch(page);
}

describe('the superadmin journal tools', () => {
  const platform = useBrowserPlatform();
  const ids = { anna: 0, organization: 0 };
  let adminToken = '';
  let rootToken = '';
  const source = { id: 0, registry: '' };
  const target = { id: 0, registry: '' };
  const day = stockholmDay(3);
  const trips = { edited: 0, deleted: 0, intervalA: 0, intervalB: 0 };
  // The source vehicle's device, unique per run (the journal keeps one trip per device and start).
  const digits = `${Date.now()}`.slice(-13);
  const imei = `35${digits}`;

  const journalOf = (vehicleId: number, token = adminToken) =>
    api<Entry[]>(
      platform.baseUrl,
      token,
      'GET',
      `/api/journal?fromTsMs=${at(day, '00:00')}&toTsMs=${at(day, '23:59')}&vehicleIds=${vehicleId}`,
    );

  beforeAll(async () => {
    adminToken = await apiToken(platform.baseUrl, ADMIN);
    rootToken = await apiToken(platform.baseUrl, ROOT);
    for (const [username, token] of [
      [ADMIN, adminToken],
      [ROOT, rootToken],
      [ANNA, await apiToken(platform.baseUrl, ANNA)],
    ] as const) {
      const me = await api<Me>(platform.baseUrl, token, 'GET', '/api/auth');
      // The first-login GDPR prompt is not what these tests are about: approved beforehand, as the user would.
      await api(platform.baseUrl, token, 'PATCH', `/api/user/${me.user.userId}`, { hasApprovedGdpr: true });
      if (username === ANNA) ids.anna = me.user.userId;
      if (username === ADMIN) ids.organization = me.user.organizationId;
    }
    const suffix = Date.now().toString(36).toUpperCase().slice(-4);
    for (const [vehicle, registry] of [
      [source, `RTA${suffix}`],
      [target, `RTB${suffix}`],
    ] as const) {
      const created = await api<{ id: number; registry: string }>(
        platform.baseUrl,
        adminToken,
        'POST',
        '/api/vehicles',
        {
          displayName: `Rootbil ${registry}`,
          registry,
          defaultTripType: 'BUSINESS',
          benefitType: 'WORK',
          isoCountryCode: 'SE',
          permittedDrivers: [ids.anna],
        },
      );
      vehicle.id = created.id;
      vehicle.registry = created.registry;
      await journalKnowsVehicle(created.id, 90_000);
    }
    await api(platform.baseUrl, rootToken, 'POST', '/api/admin/devices', {
      imei,
      iccid: `894600${digits}`,
      phone: `+4670${digits.slice(-7)}`,
      deviceType: 'FMB001',
      organizationId: ids.organization,
      vehicleId: source.id,
    });
    const store = (startMs: number, vehicleId = source.id) =>
      storeJournalTrip({ organizationId: ids.organization, vehicleId, driverUserId: ids.anna, startMs });
    trips.edited = await store(at(day, '07:00'));
    trips.deleted = await store(at(day, '15:00'));
    trips.intervalA = await store(at(stockholmDay(5), '08:00'));
    trips.intervalB = await store(at(stockholmDay(5), '12:00'));
  }, 240_000);

  it('lets ROOT create a trip, move it to another vehicle, edit a time, read the history and delete a trip', async () => {
    const { context, page } = await newPage(platform);
    await openJournal(page, ROOT, source.id, day);
    await row(page, trips.edited).waitFor();

    // The New trip form says what is missing before anything is sent.
    await page.getByTestId('journal-create-trip').click();
    const form = page.getByTestId('new-trip-dialog');
    await form.waitFor();
    await page.getByTestId('new-trip-create').click();
    await form.getByText('Ange fordonets id – välj ett fordon').waitFor();
    await form.getByText('Ange enhetens IMEI').waitFor();
    await form.getByText('Ange starttid').waitFor();
    await form.getByText('Ange sträckan').waitFor();
    await shot(page, 'new-trip-errors');
    await page.screenshot({ path: '/tmp/root-new-trip-errors.png', animations: 'disabled' });

    // The IMEI comes from the vehicle's device.
    await choose(page, 'new-trip-vehicle', `${source.registry} (Rootbil ${source.registry})`);
    await waitForValue(page, 'new-trip-imei', imei);
    await choose(page, 'new-trip-driver', 'Anna Andersson');
    await page.getByTestId('new-trip-start').fill(`${day}T10:00`);
    await page.getByTestId('new-trip-stop').fill(`${day}T10:40`);
    await page.getByTestId('new-trip-distanceKm').fill('0,15');
    await page.getByTestId('new-trip-startAddress').fill('Storgatan 1, Stockholm');
    await page.getByTestId('new-trip-stopAddress').fill('Lagervägen 9, Solna');
    await page.getByTestId('new-trip-description').fill('Inlagd av superadmin');
    // Under 200 m asks first; cancelling keeps the form open to correct the distance.
    await page.getByTestId('new-trip-create').click();
    await page.getByTestId('confirm-dialog').getByText('kortare än 200 m', { exact: false }).waitFor();
    await page.getByTestId('confirm-cancel').click();
    await page.getByTestId('new-trip-distanceKm').fill('12,5');
    await page.screenshot({ path: '/tmp/root-new-trip-filled.png', animations: 'disabled' });
    const createdResponse = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/trip') && r.request().method() === 'POST',
    );
    await page.getByTestId('new-trip-create').click();
    const createdAnswer = await createdResponse;
    const created = (await createdAnswer.json()) as Entry;
    expect([createdAnswer.status(), created.trip?.description]).toEqual([201, 'Inlagd av superadmin']);
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('notification').getByText('Resan har skapats').waitFor();
    // The journal was searched again and shows the new trip.
    await row(page, created.journal_id).waitFor();
    expect(await page.getByTestId(`trip-distance-${created.journal_id}`).textContent()).toBe('12,50 km');
    expect(await page.getByTestId(`trip-time-${created.journal_id}`).textContent()).toBe('10:00 – 10:40');
    expect(await row(page, created.journal_id).textContent()).toContain('Anna Andersson');

    // Move it: OK waits for an organisation and a vehicle other than its own.
    await page.getByTestId(`trip-move-${created.journal_id}`).click();
    const move = page.getByTestId('move-trip-dialog');
    await move.waitFor();
    expect(await page.getByTestId('move-trip-ok').isDisabled()).toBe(true);
    await choose(page, 'move-target-organization', ORGANIZATION);
    expect(await page.getByTestId('move-trip-ok').isDisabled()).toBe(true);
    await choose(page, 'move-target-vehicle', `${source.registry} (Rootbil ${source.registry})`);
    expect(await page.getByTestId('move-trip-ok').isDisabled()).toBe(true);
    await choose(page, 'move-target-vehicle', `${target.registry} (Rootbil ${target.registry})`);
    expect(await page.getByTestId('move-trip-ok').isDisabled()).toBe(false);
    await page.screenshot({ path: '/tmp/root-move-trip.png', animations: 'disabled' });
    await shot(page, 'move-trip');
    await page.getByTestId('move-trip-ok').click();
    await move.waitFor({ state: 'detached' });
    await page.getByTestId('notification').getByText(`Resan har flyttats till ${target.registry}`).waitFor();
    await row(page, created.journal_id).waitFor({ state: 'detached' });
    const moved = (await journalOf(target.id)).find((e) => e.journal_id === created.journal_id);
    expect(moved?.vehicle.vehicleId).toBe(target.id);
    expect(moved?.driver).toBeNull();

    // Superadmin mode: the stop time of a detected trip, then its history (as detected, and the override).
    expect(await page.getByTestId(`trip-edit-stop-${trips.edited}`).count()).toBe(0);
    await page.getByTestId(`trip-root-mode-${trips.edited}`).click();
    const stop = page.getByTestId(`trip-edit-stop-${trips.edited}`);
    expect(await stop.inputValue()).toBe(`${day}T07:20`);
    expect(await page.getByTestId(`trip-edit-distance-${trips.edited}`).inputValue()).toBe('5,40');
    await page.screenshot({ path: '/tmp/root-superadmin-mode.png', animations: 'disabled' });
    await shot(page, 'superadmin-mode');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/journal/${trips.edited}`) && r.request().method() === 'PUT',
    );
    await stop.fill(`${day}T07:35`);
    await stop.press('Enter');
    expect((await saved).status()).toBe(200);
    await page.getByTestId(`trip-time-${trips.edited}`).getByText('07:00 – 07:35').waitFor();
    await page.getByTestId(`trip-overridden-${trips.edited}`).waitFor();

    await page.getByTestId(`trip-history-${trips.edited}`).click();
    const history = page.getByTestId('journal-history-dialog');
    await page.locator('[data-testid="journal-history-table"][data-count="2"]').waitFor();
    expect(await page.getByTestId('journal-history-row-0').textContent()).toContain('Registrerad');
    expect(await page.getByTestId('journal-history-row-0').textContent()).toContain(`${day} 07:20`);
    expect(await page.getByTestId('journal-history-row-1').textContent()).toContain(`${day} 07:35`);
    expect(await page.getByTestId('journal-history-row-1').textContent()).toContain('Root Fleetlog');
    await page.screenshot({ path: '/tmp/root-history.png', animations: 'disabled' });
    await shot(page, 'history');
    await history.getByRole('button', { name: 'Stäng' }).click();
    await history.waitFor({ state: 'detached' });

    // An address typed is the override the trip shows; an empty field clears it again.
    const route = page.getByTestId(`trip-route-${trips.edited}`);
    await page.getByTestId(`trip-edit-start-address-${trips.edited}`).fill('Kundens lager, Kista');
    await page.getByTestId(`trip-edit-start-address-${trips.edited}`).press('Enter');
    await route.getByText('Kundens lager, Kista').waitFor();
    await page.getByTestId(`trip-edit-start-address-${trips.edited}`).fill('');
    await page.getByTestId(`trip-edit-start-address-${trips.edited}`).press('Enter');
    await route.getByText('Kundens lager, Kista').waitFor({ state: 'detached' });
    // A distance under 200 m asks first; cancelled, the trip keeps its distance.
    const distance = page.getByTestId(`trip-edit-distance-${trips.edited}`);
    await distance.fill('0,1');
    await distance.press('Enter');
    await page.getByTestId('confirm-dialog').getByText('kortare än 200 m', { exact: false }).waitFor();
    await page.screenshot({ path: '/tmp/root-short-distance.png', animations: 'disabled' });
    await page.getByTestId('confirm-cancel').click();
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    expect(await distance.inputValue()).toBe('5,40');
    expect(await page.getByTestId(`trip-distance-${trips.edited}`).textContent()).toBe('5,40 km');

    // Delete, after the confirmation.
    await page.getByTestId(`trip-delete-${trips.deleted}`).click();
    await page.getByTestId('confirm-dialog').getByText('Vill du ta bort resan', { exact: false }).waitFor();
    await page.screenshot({ path: '/tmp/root-delete-confirm.png', animations: 'disabled' });
    await page.getByTestId('confirm-ok').click();
    await row(page, trips.deleted).waitFor({ state: 'detached' });
    await page.getByTestId('notification').getByText('Resan har tagits bort').waitFor();
    expect((await journalOf(source.id)).map((e) => e.journal_id)).toEqual([trips.edited]);

    // The moved trip shows under its new vehicle.
    await openJournal(page, ROOT, target.id, day, true);
    await row(page, created.journal_id).waitFor();
    expect(await page.getByTestId(`trip-distance-${created.journal_id}`).textContent()).toBe('12,50 km');
    await context.close();
  });

  it("lets ROOT move a vehicle's trips of an interval and delete its history from the superadmin vehicles", async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, ROOT, { path: '/app/superVehicles' }, 'super-vehicles-page');
    // Other tests leave many vehicles in the test database; the search brings this one to the first page.
    await page.getByTestId('list-search').fill(source.registry);
    await page.getByRole('gridcell', { name: source.registry, exact: true }).first().waitFor();
    const intervalTrips = (vehicleId: number) =>
      api<Entry[]>(
        platform.baseUrl,
        adminToken,
        'GET',
        `/api/journal?fromTsMs=${at(stockholmDay(5), '00:00')}&toTsMs=${at(stockholmDay(5), '23:59')}` +
          `&vehicleIds=${vehicleId}`,
      );
    const openAction = async (action: string) => {
      await page
        .locator('.MuiDataGrid-virtualScroller')
        .first()
        .evaluate((el) => {
          el.scrollLeft = el.scrollWidth;
        });
      await page.locator(`[data-testid^="row-actions-${source.registry}"]`).first().click();
      await page.getByTestId(`row-action-${action}`).click();
    };

    await openAction('move-trips');
    const dialog = page.getByTestId('move-trips-dialog');
    await dialog
      .getByTestId('move-trips-warning')
      .getByText('klona först ett tillfälligt fordon', { exact: false })
      .waitFor();
    // The source vehicle shows once the dialog has loaded the vehicles it names (later on a busy machine).
    await page.getByTestId('move-trips-source').filter({ hasText: source.registry }).waitFor();
    expect(await page.getByTestId('move-trips-source').textContent()).toContain(source.registry);
    await choose(page, 'move-target-organization', ORGANIZATION);
    await choose(page, 'move-target-vehicle', `${target.registry} (Rootbil ${target.registry})`);
    await choose(page, 'move-target-driver', 'Anna Andersson');
    // Both times are required.
    expect(await page.getByTestId('move-trips-ok').isDisabled()).toBe(true);
    await page.getByTestId('move-trips-from').fill(`${stockholmDay(5)}T00:00`);
    expect(await page.getByTestId('move-trips-ok').isDisabled()).toBe(true);
    await page.getByTestId('move-trips-to').fill(`${stockholmDay(5)}T23:59`);
    expect(await page.getByTestId('move-trips-ok').isDisabled()).toBe(false);
    await page.screenshot({ path: '/tmp/root-move-trips.png', animations: 'disabled' });
    await shot(page, 'move-trips');

    // All or none: with one of the trips attested, nothing moves and the dialog says so.
    await setStatus(trips.intervalB, 'LOCKED');
    await page.getByTestId('move-trips-ok').click();
    await page.getByTestId('move-trips-error').getByText('Flytten av resor misslyckades').waitFor();
    await page.screenshot({ path: '/tmp/root-move-trips-failed.png', animations: 'disabled' });
    expect((await intervalTrips(source.id)).length).toBe(2);
    await setStatus(trips.intervalB, 'NONE');
    await page.getByTestId('move-trips-ok').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('notification').getByText(`2 resor har flyttats till ${target.registry}`).waitFor();
    const onTarget = await intervalTrips(target.id);
    expect(onTarget.map((e) => e.journal_id).sort()).toEqual([trips.intervalA, trips.intervalB].sort());

    // Delete history: the confirmation names the vehicle; the toast counts what went (the edited trip is left).
    await openAction('delete-history');
    await page
      .getByTestId('confirm-dialog')
      .getByText(`Vill du radera all historik för ${source.registry}`, { exact: false })
      .waitFor();
    await page.screenshot({ path: '/tmp/root-delete-history.png', animations: 'disabled' });
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('notification').getByText('(resor: 1, positioner: 0)', { exact: false }).waitFor();
    expect(await journalOf(source.id)).toEqual([]);
    await context.close();
  });

  it('shows a driver none of the superadmin controls', async () => {
    const { context, page } = await newPage(platform);
    const own = await storeJournalTrip({
      organizationId: ids.organization,
      vehicleId: source.id,
      driverUserId: ids.anna,
      startMs: at(day, '18:00'),
    });
    await openJournal(page, ANNA, source.id, day);
    await row(page, own).waitFor();
    expect(await page.getByTestId('journal-create-trip').count()).toBe(0);
    expect(await page.getByTestId('journal-move-trips').count()).toBe(0);
    expect(await page.locator('[data-testid^="trip-root-tools-"]').count()).toBe(0);
    expect(await page.getByTestId(`trip-root-mode-${own}`).count()).toBe(0);
    expect(await page.getByTestId(`trip-history-${own}`).count()).toBe(0);
    await context.close();
  });
});
