// The trips page in the browser (spec 02 §2.1): a driver searches its trips grouped by Stockholm day, confirms and
// unconfirms one, describes one, marks one private after the confirmation and works a flagged one; an administrator
// sees another driver's private trip as a placeholder, comments on it (autosaved) and marks a driver's trip private;
// a long day shows 50 trips and 50 more on scrolling. Trips are put in place as trip detection stores them, on a
// vehicle of this run. Screenshots go to SCREENSHOTS_DIR when set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { journalKnowsVehicle, storeJournalTrip, testEnv } from '@fleetlog/testing';
import dayjs from 'dayjs';
import 'dayjs/locale/sv';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { Client } from 'pg';
import type { Page } from 'playwright-core';

import {
  api,
  apiToken,
  newPage,
  openScreen,
  typeDate,
  useBrowserPlatform,
  waitForAttribute,
} from './support/browser-platform';

dayjs.extend(utc);
dayjs.extend(timezone);

const TZ = 'Europe/Stockholm';
const ADMIN = 'admin@demo-akeri.se';
const ANNA = 'anna@demo-akeri.se';
const BERTIL = 'bertil@demo-akeri.se';
const MINUTE_MS = 60_000;

const shotsDir = process.env.SCREENSHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `journal-${name}.png`), fullPage: true });
}

interface Me {
  user: { userId: number; organizationId: number };
}

// A Stockholm day relative to today, and a time of day on it.
const stockholmDay = (daysAgo: number) => dayjs().tz(TZ).subtract(daysAgo, 'day').format('YYYY-MM-DD');
const at = (day: string, time: string) => dayjs.tz(`${day} ${time}`, TZ).valueOf();

// The trips of a status the UI cannot set (an administrator flags trips when refusing an attested month).
async function setStatus(journalId: number, status: string, adminComment: string): Promise<void> {
  const client = new Client({ connectionString: testEnv().DATABASE_URL });
  await client.connect();
  try {
    await client.query(`update "journal"."trips" set "status" = $2, "admin_comment" = $3 where "id" = $1`, [
      journalId,
      status,
      adminComment,
    ]);
  } finally {
    await client.end();
  }
}

async function search(page: Page, from: string, to: string): Promise<void> {
  await typeDate(page, 'journal-from', from);
  await typeDate(page, 'journal-to', to);
  await runSearch(page);
}

async function runSearch(page: Page): Promise<void> {
  const before = Number(await page.getByTestId('journal-page').getAttribute('data-searches'));
  await page.getByTestId('journal-search').click();
  await page.locator(`[data-testid="journal-page"][data-searches="${before + 1}"][data-state="done"]`).waitFor();
}

// Day headers and trip rows in the order shown.
async function listOrder(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="journal-scroll"] [data-testid^="journal-day-"], [data-testid^="trip-row-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
}

const row = (page: Page, id: number) => page.getByTestId(`trip-row-${id}`);

describe('trips page', () => {
  const platform = useBrowserPlatform();
  const ids = { anna: 0, bertil: 0, organization: 0 };
  let adminToken = '';
  let vehicle = { id: 0, displayName: '' };
  const day1 = stockholmDay(2);
  const day2 = stockholmDay(1);
  const longDay = stockholmDay(9);
  const trips = { morning: 0, afternoon: 0, overnight: 0, errand: 0, bertilPrivate: 0, bertilBusiness: 0 };

  beforeAll(async () => {
    adminToken = await apiToken(platform.baseUrl, ADMIN);
    for (const [key, username] of [
      ['admin', ADMIN],
      ['anna', ANNA],
      ['bertil', BERTIL],
    ] as const) {
      const token = key === 'admin' ? adminToken : await apiToken(platform.baseUrl, username);
      const me = await api<Me>(platform.baseUrl, token, 'GET', '/api/auth');
      // The first-login GDPR prompt is not what these tests are about: approved beforehand, as the user would.
      await api(platform.baseUrl, token, 'PATCH', `/api/user/${me.user.userId}`, { hasApprovedGdpr: true });
      if (key !== 'admin') ids[key] = me.user.userId;
      else ids.organization = me.user.organizationId;
    }
    const displayName = `Journalbil ${Date.now().toString(36)}`;
    vehicle = await api<{ id: number; displayName: string }>(platform.baseUrl, adminToken, 'POST', '/api/vehicles', {
      displayName,
      defaultTripType: 'BUSINESS',
      benefitType: 'WORK',
      isoCountryCode: 'SE',
      permittedDrivers: [ids.anna, ids.bertil],
    });
    await journalKnowsVehicle(vehicle.id);

    const store = (driverUserId: number, startMs: number, extra: { purpose?: string; description?: string } = {}) =>
      storeJournalTrip({ organizationId: ids.organization, vehicleId: vehicle.id, driverUserId, startMs, ...extra });
    trips.morning = await store(ids.anna, at(day1, '08:00'), { description: 'Kundbesök Solna' });
    trips.afternoon = await store(ids.anna, at(day1, '16:30'));
    // 23:50 + 20 min: ends on the next day, shown in the day it started.
    trips.overnight = await store(ids.anna, at(day1, '23:50'));
    trips.errand = await store(ids.anna, at(day2, '09:15'));
    trips.bertilPrivate = await store(ids.bertil, at(day2, '12:00'), { purpose: 'PRIVATE', description: 'Hämta barn' });
    trips.bertilBusiness = await store(ids.bertil, at(day2, '14:00'));
    for (let i = 0; i < 60; i += 1) await store(ids.anna, at(longDay, '06:00') + i * 12 * MINUTE_MS);
  }, 90_000);

  it("shows a driver's trips by day; the driver confirms, unconfirms, describes and marks one private", async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, ANNA, { path: `/app/journey?vehicleId=${vehicle.id}` }, 'journal-page');
    await page.getByText('Välj fordon, förare och period och klicka på Sök för att visa resor.').waitFor();
    await page.getByTestId('journal-filters').getByText(vehicle.displayName).waitFor();
    await shot(page, 'driver-prompt');

    await search(page, day1, day2);
    expect(await listOrder(page)).toEqual([
      `journal-day-${day1}`,
      `trip-row-${trips.morning}`,
      `trip-row-${trips.afternoon}`,
      `trip-row-${trips.overnight}`,
      `journal-day-${day2}`,
      `trip-row-${trips.errand}`,
      `trip-row-${trips.bertilPrivate}`,
      `trip-row-${trips.bertilBusiness}`,
    ]);
    expect(await page.getByTestId(`trip-distance-${trips.morning}`).textContent()).toBe('5,40 km');
    expect(await page.getByTestId(`trip-time-${trips.morning}`).textContent()).toBe('08:00 – 08:20');
    expect(await page.getByTestId(`trip-time-${trips.overnight}`).textContent()).toContain('23:50 – 00:10');
    expect(await page.getByTestId('journal-summary').textContent()).toBe('6 resor · 32,40 km');
    // Bertil's private trip: the placeholder; Bertil's business trip: not Anna's to confirm.
    await page.getByTestId(`trip-private-placeholder-${trips.bertilPrivate}`).waitFor();
    expect(await page.getByTestId(`trip-status-${trips.bertilBusiness}`).isDisabled()).toBe(true);
    await shot(page, 'driver-desktop');

    // Confirm: the row turns disabled and its purpose is locked; unconfirm frees it again.
    await page.getByTestId(`trip-status-${trips.morning}`).click();
    await waitForAttribute(page, `trip-row-${trips.morning}`, 'data-status', 'CHECKED');
    expect(await row(page, trips.morning).getAttribute('data-disabled')).toBe('true');
    expect(await page.getByTestId(`trip-purpose-${trips.morning}-PRIVATE`).isDisabled()).toBe(true);
    expect(await page.getByTestId(`trip-status-${trips.morning}`).getAttribute('data-status')).toBe('CHECKED');
    await shot(page, 'driver-confirmed');
    await page.getByTestId(`trip-status-${trips.morning}`).click();
    await waitForAttribute(page, `trip-row-${trips.morning}`, 'data-status', 'NONE');
    expect(await row(page, trips.morning).getAttribute('data-disabled')).toBe('false');

    // A description, saved when the field is left.
    await page.getByTestId(`trip-description-${trips.afternoon}`).fill('Leverans till lagret');
    await page.getByTestId(`trip-description-${trips.afternoon}`).press('Enter');

    // Private only after the confirmation, and for good.
    await page.getByTestId(`trip-purpose-${trips.errand}-PRIVATE`).click();
    await page.getByTestId('confirm-dialog').getByText('kan inte ändras tillbaka', { exact: false }).waitFor();
    await shot(page, 'driver-private-confirm');
    await page.getByTestId('confirm-ok').click();
    await waitForAttribute(page, `trip-purpose-${trips.errand}`, 'data-purpose', 'PRIVATE');
    expect(await page.getByTestId(`trip-purpose-${trips.errand}-BUSINESS`).isDisabled()).toBe(true);

    // The server kept all of it.
    const annaToken = await apiToken(platform.baseUrl, ANNA);
    const stored = await api<{ journal_id: number; status: string; trip: { purpose: string; description: string } }[]>(
      platform.baseUrl,
      annaToken,
      'GET',
      `/api/journal?fromTsMs=${at(day1, '00:00')}&toTsMs=${at(day2, '23:59')}&vehicleIds=${vehicle.id}`,
    );
    const byId = new Map(stored.map((e) => [e.journal_id, e]));
    expect(byId.get(trips.morning)?.status).toBe('NONE');
    expect(byId.get(trips.afternoon)?.trip.description).toBe('Leverans till lagret');
    expect(byId.get(trips.errand)?.trip.purpose).toBe('PRIVATE');

    // At 375 px the trips are cards under the same day headers.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('journal-cards').waitFor();
    await page.getByTestId(`journal-day-${day1}`).waitFor();
    await shot(page, 'driver-mobile');
    await context.close();
  });

  it('shows the flagged-trips banner and its switch, and lets the driver correct the trip', async () => {
    await setStatus(trips.afternoon, 'BAD', 'Fel adress, rätta beskrivningen');
    const { context, page } = await newPage(platform);
    await openScreen(page, ANNA, { path: `/app/journey?vehicleId=${vehicle.id}` }, 'journal-page');
    await search(page, day1, day2);
    const banner = page.getByTestId('journal-flagged-banner');
    await banner.getByText('1 resa behöver rättas', { exact: false }).waitFor();
    await page.getByTestId('journal-only-flagged').check();
    await page.getByTestId(`trip-row-${trips.morning}`).waitFor({ state: 'detached' });
    expect(await listOrder(page)).toEqual([`journal-day-${day1}`, `trip-row-${trips.afternoon}`]);
    await page.getByTestId(`trip-admin-comment-text-${trips.afternoon}`).getByText('Fel adress').waitFor();
    await shot(page, 'driver-flagged');

    await page.getByTestId(`trip-status-${trips.afternoon}`).click();
    await waitForAttribute(page, `trip-row-${trips.afternoon}`, 'data-status', 'CORRECTED');
    // Nothing needs correction any more: the banner goes and every trip shows again.
    await banner.waitFor({ state: 'detached' });
    await page.getByTestId(`trip-row-${trips.morning}`).waitFor();
    await context.close();
  });

  it("explains a trip's system flag, which its driver dismisses and an administrator only reads", async () => {
    const client = new Client({ connectionString: testEnv().DATABASE_URL });
    await client.connect();
    try {
      await client.query(`update "journal"."trips" set "dev_comment" = '{INCOMPATIBLE_PURPOSES}' where "id" = $1`, [
        trips.errand,
      ]);
    } finally {
      await client.end();
    }
    const admin = await newPage(platform);
    await openScreen(admin.page, ADMIN, { path: `/app/journey?vehicleId=${vehicle.id}` }, 'journal-page');
    await search(admin.page, day1, day2);
    const adminFlags = admin.page.getByTestId(`trip-flags-${trips.errand}`);
    await adminFlags.getByText('Platserna vid start och mål anger olika syften', { exact: false }).waitFor();
    expect(await admin.page.getByTestId(`trip-flags-dismiss-${trips.errand}`).count()).toBe(0);
    await admin.context.close();

    const { context, page } = await newPage(platform);
    await openScreen(page, ANNA, { path: `/app/journey?vehicleId=${vehicle.id}` }, 'journal-page');
    await search(page, day1, day2);
    await page.getByTestId(`trip-flags-${trips.errand}`).waitFor();
    await shot(page, 'driver-dev-flag');
    await page.getByTestId(`trip-flags-dismiss-${trips.errand}`).click();
    await page.getByTestId(`trip-flags-${trips.errand}`).waitFor({ state: 'detached' });
    // Dismissed for good: a new search finds the trip without it.
    await runSearch(page);
    await row(page, trips.errand).waitFor();
    expect(await page.getByTestId(`trip-flags-${trips.errand}`).count()).toBe(0);
    await context.close();
  });

  it("shows an administrator another driver's private trip as a placeholder and autosaves the comment", async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, ADMIN, { path: `/app/journey?vehicleId=${vehicle.id}` }, 'journal-page');
    await search(page, day1, day2);

    await page.getByTestId(`trip-private-placeholder-${trips.bertilPrivate}`).waitFor();
    expect(await page.getByTestId(`trip-time-${trips.bertilPrivate}`).textContent()).toBe('Privat resa');
    expect(await row(page, trips.bertilPrivate).textContent()).not.toContain('Hämta barn');
    expect(await page.getByTestId(`trip-purpose-${trips.bertilPrivate}-BUSINESS`).isDisabled()).toBe(true);
    // Not the administrator's trips to confirm.
    expect(await page.getByTestId(`trip-status-${trips.errand}`).isDisabled()).toBe(true);

    const comment = page.getByTestId(`trip-admin-comment-${trips.bertilPrivate}`);
    await comment.fill('Kontrollera att resan var privat');
    await waitForAttribute(page, `trip-admin-comment-field-${trips.bertilPrivate}`, 'data-save-state', 'saved');
    await page.getByTestId(`trip-admin-comment-field-${trips.bertilPrivate}`).getByText('Sparat').waitFor();
    await shot(page, 'admin-desktop');

    // Another driver's trip turns private only with the confirmation naming the driver.
    await page.getByTestId(`trip-purpose-${trips.bertilBusiness}-PRIVATE`).click();
    await page.getByTestId('confirm-dialog').getByText('Resan tillhör Bertil Berg', { exact: false }).waitFor();
    await page.getByTestId('confirm-ok').click();
    // Now Bertil's private trip: the administrator no longer sees its details.
    await page.getByTestId(`trip-private-placeholder-${trips.bertilBusiness}`).waitFor();
    await waitForAttribute(page, `trip-purpose-${trips.bertilBusiness}`, 'data-purpose', 'PRIVATE');

    const stored = await api<{ journal_id: number; adminComment: string; trip: { purpose: string } }[]>(
      platform.baseUrl,
      adminToken,
      'GET',
      `/api/journal?fromTsMs=${at(day2, '00:00')}&toTsMs=${at(day2, '23:59')}&vehicleIds=${vehicle.id}`,
    );
    const byId = new Map(stored.map((e) => [e.journal_id, e]));
    expect(byId.get(trips.bertilPrivate)?.adminComment).toBe('Kontrollera att resan var privat');
    expect(byId.get(trips.bertilBusiness)?.trip.purpose).toBe('PRIVATE');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('journal-cards').waitFor();
    await shot(page, 'admin-mobile');
    await context.close();
  });

  it('shows 50 trips, 50 more on scrolling to the bottom, and a no-trips message for an empty search', async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, ANNA, { path: `/app/journey?vehicleId=${vehicle.id}` }, 'journal-page');
    await search(page, longDay, longDay);
    const rows = page.locator('[data-testid^="trip-row-"]');
    await page.getByTestId('journal-summary').getByText('60 resor', { exact: false }).waitFor();
    expect(await rows.count()).toBe(50);
    await page.getByTestId('journal-scroll').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await waitForAttribute(page, 'journal-scroll', 'data-shown', '60');
    expect(await rows.count()).toBe(60);

    await search(page, '2020-01-01', '2020-01-02');
    await page.getByText('Inga resor hittades för de valda sökalternativen.').waitFor();
    await shot(page, 'no-trips');

    // The month and year modes start at this month and year; month names are Swedish.
    const now = dayjs().tz(TZ).locale('sv');
    await page.getByTestId('journal-mode-month').click();
    expect(await page.getByTestId('journal-month').inputValue()).toBe(now.format('MMMM YYYY'));
    await runSearch(page);
    await shot(page, 'month-mode');
    await page.getByTestId('journal-mode-year').click();
    expect(await page.getByTestId('journal-year').inputValue()).toBe(now.format('YYYY'));
    await runSearch(page);
    await page.getByTestId('journal-summary').waitFor();
    await context.close();
  });
});
