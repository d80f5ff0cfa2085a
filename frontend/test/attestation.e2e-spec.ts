// Monthly attestation in the browser (spec 02 §2.1 attest menu, §2.8 payroll screen, §4): a driver attests last
// month (and the one before) in a vehicle from the trips page; an administrator reviews it on the payroll screen and
// refuses it with one trip flagged and a message; the driver corrects that trip and attests again; the administrator
// approves. Trips are put in place as trip detection stores them, on a vehicle of this run, so the month is this
// run's alone whatever else the shared database holds. Screenshots go to SCREENSHOTS_DIR when set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { journalKnowsVehicle, storeJournalTrip } from '@fleetlog/testing';
import dayjs from 'dayjs';
import 'dayjs/locale/sv';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
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
const REFUSAL = 'Beskrivning saknas, komplettera resan';

const shotsDir = process.env.SCREENSHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `attestation-${name}.png`), fullPage: true });
}

interface Me {
  user: { userId: number; organizationId: number };
}

interface StoredEntry {
  journal_id: number;
  status: string;
  adminComment: string;
  trip: { description: string };
}

// Last month and the one before, in Stockholm; a time of day on one of their days.
const now = dayjs().tz(TZ);
const lastMonth = now.startOf('month').subtract(1, 'month');
const monthBefore = now.startOf('month').subtract(2, 'month');
const monthKey = (month: dayjs.Dayjs) => month.format('YYYY-MM');
const at = (month: dayjs.Dayjs, day: number, time: string) =>
  dayjs.tz(`${monthKey(month)}-${String(day).padStart(2, '0')} ${time}`, TZ).valueOf();
const firstDay = `${monthKey(lastMonth)}-01`;
const lastDay = `${monthKey(lastMonth)}-${String(lastMonth.daysInMonth()).padStart(2, '0')}`;

// The trips page of the vehicle, searched over last month.
async function openLastMonthTrips(page: Page, vehicleId: number): Promise<void> {
  await openScreen(page, ANNA, { path: `/app/journey?vehicleId=${vehicleId}` }, 'journal-page');
  await typeDate(page, 'journal-from', firstDay);
  await typeDate(page, 'journal-to', lastDay);
  await page.getByTestId('journal-search').click();
  await page.locator('[data-testid="journal-page"][data-searches="1"][data-state="done"]').waitFor();
}

// Opens the attest menu and the dialog of last month, once the menu has read the month's state.
async function openAttestDialog(page: Page, expectedState: string): Promise<void> {
  await page.getByTestId('attest-button').click();
  await page.locator(`[data-testid="attest-month-${monthKey(lastMonth)}"][data-status="${expectedState}"]`).waitFor();
  await page.getByTestId(`attest-month-${monthKey(lastMonth)}`).click();
  await page.getByTestId('attest-counts').waitFor();
}

async function openPayroll(page: Page): Promise<void> {
  await openScreen(page, ADMIN, { menu: 'salaryReports' }, 'salary-reports-page');
  await waitForAttribute(page, 'salary-reports-page', 'data-state', 'done');
}

describe('monthly attestation', () => {
  const platform = useBrowserPlatform();
  const ids = { anna: 0, organization: 0 };
  let adminToken = '';
  let vehicle = { id: 0, registry: '' };
  const trips = { described: 0, undescribed: 0, privateTrip: 0, earlier: 0 };
  let row = '';

  const storedTrips = async (month: dayjs.Dayjs): Promise<Map<number, StoredEntry>> => {
    const from = dayjs.tz(`${monthKey(month)}-01`, TZ);
    const stored = await api<StoredEntry[]>(
      platform.baseUrl,
      adminToken,
      'GET',
      `/api/journal?fromTsMs=${from.valueOf()}&toTsMs=${from.add(1, 'month').valueOf()}&vehicleIds=${vehicle.id}`,
    );
    return new Map(stored.map((e) => [e.journal_id, e]));
  };

  beforeAll(async () => {
    adminToken = await apiToken(platform.baseUrl, ADMIN);
    for (const [key, username] of [
      ['admin', ADMIN],
      ['anna', ANNA],
    ] as const) {
      const token = key === 'admin' ? adminToken : await apiToken(platform.baseUrl, username);
      const me = await api<Me>(platform.baseUrl, token, 'GET', '/api/auth');
      // The first-login GDPR prompt is not what these tests are about: approved beforehand, as the user would.
      await api(platform.baseUrl, token, 'PATCH', `/api/user/${me.user.userId}`, { hasApprovedGdpr: true });
      if (key === 'anna') ids.anna = me.user.userId;
      else ids.organization = me.user.organizationId;
    }
    const suffix = Date.now().toString(36).slice(-6).toUpperCase();
    vehicle = await api<{ id: number; registry: string }>(platform.baseUrl, adminToken, 'POST', '/api/vehicles', {
      displayName: `Attestbil ${suffix}`,
      registry: `AT${suffix}`,
      defaultTripType: 'BUSINESS',
      benefitType: 'WORK',
      isoCountryCode: 'SE',
      permittedDrivers: [ids.anna],
    });
    await journalKnowsVehicle(vehicle.id);

    const store = (startMs: number, extra: { purpose?: string; description?: string; distanceM?: number } = {}) =>
      storeJournalTrip({
        organizationId: ids.organization,
        vehicleId: vehicle.id,
        driverUserId: ids.anna,
        startMs,
        ...extra,
      });
    trips.described = await store(at(lastMonth, 5, '08:00'), { description: 'Kundbesök Solna' });
    trips.undescribed = await store(at(lastMonth, 12, '13:00'), { distanceM: 12_300 });
    trips.privateTrip = await store(at(lastMonth, 20, '18:00'), { purpose: 'PRIVATE', distanceM: 7_000 });
    trips.earlier = await store(at(monthBefore, 10, '09:00'), { description: 'Leverans Bromma' });
    row = `${ids.anna}-${vehicle.id}`;
  }, 90_000);

  it('lets the driver attest last month, and the month before with it, from the trips page', async () => {
    const { context, page } = await newPage(platform);
    await openLastMonthTrips(page, vehicle.id);
    await waitForAttribute(page, `trip-row-${trips.undescribed}`, 'data-status', 'NONE');

    await openAttestDialog(page, 'NOT_ATTESTED');
    const dialog = page.getByTestId('attest-dialog');
    await dialog.getByText(`Attestera ${lastMonth.locale('sv').format('MMMM YYYY')}`).waitFor();
    await waitForAttribute(page, 'attest-state', 'data-status', 'NOT_ATTESTED');
    expect(await page.getByTestId('attest-count-trips').textContent()).toBe('3');
    expect(await page.getByTestId('attest-count-noDescription').textContent()).toBe('1');
    expect(await page.getByTestId('attest-count-flagged').textContent()).toBe('0');
    await page.getByTestId('attest-warning-NO_DESCRIPTION').getByText('1 tjänsteresa saknar beskrivning').waitFor();
    await page.getByTestId('attest-warning-EARLIER_UNATTESTED').waitFor();
    await page.getByTestId('attest-include-previous').check();
    await shot(page, 'driver-attest-dialog');

    await page.getByTestId('attest-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('notification').getByText('är attesterade', { exact: false }).waitFor();
    // The search is read again: the month's trips are locked now.
    for (const id of [trips.described, trips.undescribed, trips.privateTrip]) {
      await waitForAttribute(page, `trip-row-${id}`, 'data-status', 'LOCKED');
    }
    await shot(page, 'driver-attested');

    // An attested month is not offered again.
    await page.getByTestId('attest-button').click();
    const item = page.getByTestId(`attest-month-${monthKey(lastMonth)}`);
    await waitForAttribute(page, `attest-month-${monthKey(lastMonth)}`, 'data-status', 'ATTESTED');
    expect(await item.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    expect((await storedTrips(monthBefore)).get(trips.earlier)?.status).toBe('LOCKED');
    // Drivers have no payroll screen.
    await page.goto('/app/salaryReports');
    await page.getByTestId('no-access').waitFor();
    await context.close();
  });

  it('lets the administrator review the month and refuse it with one trip flagged and a message', async () => {
    const { context, page } = await newPage(platform);
    await openPayroll(page);
    // Last month by default, in Swedish.
    expect(await page.getByTestId('payroll-month').inputValue()).toBe(lastMonth.locale('sv').format('MMMM YYYY'));
    await page.getByTestId('payroll-search').fill(vehicle.registry);
    await waitForAttribute(page, 'salary-reports-page', 'data-rows', '1');
    await waitForAttribute(page, `payroll-status-${row}`, 'data-status', 'ATTESTED');
    expect(await page.getByTestId(`payroll-business-${row}`).textContent()).toBe('17,70 km');
    expect(await page.getByTestId(`payroll-private-${row}`).textContent()).toBe('7,00 km');
    await shot(page, 'admin-payroll');

    await page.getByTestId(`payroll-review-${row}`).click();
    const dialog = page.getByTestId('review-dialog');
    await page.getByTestId('review-trips').waitFor();
    expect(await page.locator('[data-testid^="review-trip-"]').count()).toBe(3);
    expect(await page.getByTestId('review-approve').isEnabled()).toBe(true);

    // A ticked trip holds the approval; the refusal needs the message.
    await page.getByTestId(`review-tick-${trips.undescribed}`).check();
    expect(await page.getByTestId('review-approve').isDisabled()).toBe(true);
    await waitForAttribute(page, 'review-approve-blocked', 'data-reason', 'TRIPS_TICKED');
    expect(await page.getByTestId('review-refuse').isDisabled()).toBe(true);
    await page.getByTestId('review-message').fill(REFUSAL);
    expect(await page.getByTestId('review-refuse').textContent()).toBe('Skicka 1 resa för rättning');
    await shot(page, 'admin-review-refuse');

    await page.getByTestId('review-refuse').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('notification').getByText('Månaden är nekad', { exact: false }).waitFor();
    await waitForAttribute(page, `payroll-status-${row}`, 'data-status', 'REFUSED');
    await page.getByTestId(`payroll-remind-${row}`).waitFor();
    await shot(page, 'admin-refused');

    // The trip named is back for correction with the message; the others are open again.
    const stored = await storedTrips(lastMonth);
    expect(stored.get(trips.undescribed)).toMatchObject({ status: 'BAD', adminComment: REFUSAL });
    expect(stored.get(trips.described)?.status).toBe('NONE');
    await context.close();
  });

  it('lets the driver correct the flagged trip and attest the month again', async () => {
    const { context, page } = await newPage(platform);
    await openLastMonthTrips(page, vehicle.id);
    await page.getByTestId('journal-flagged-banner').waitFor();
    await waitForAttribute(page, `trip-row-${trips.undescribed}`, 'data-status', 'BAD');

    // Attesting waits for the correction.
    await openAttestDialog(page, 'REFUSED');
    await waitForAttribute(page, 'attest-state', 'data-status', 'REFUSED');
    await page.getByTestId('attest-refused-message').getByText(REFUSAL, { exact: false }).waitFor();
    await page.getByTestId('attest-blocked').waitFor();
    expect(await page.getByTestId('attest-confirm').isDisabled()).toBe(true);
    await shot(page, 'driver-attest-blocked');
    await page.getByTestId('attest-dialog').getByRole('button', { name: 'Avbryt' }).click();
    await page.getByTestId('attest-dialog').waitFor({ state: 'detached' });

    // The description the administrator asked for, then the trip marked corrected.
    await page.getByTestId(`trip-description-${trips.undescribed}`).fill('Service hos verkstaden');
    await page.getByTestId(`trip-description-${trips.undescribed}`).press('Enter');
    await page.getByTestId(`trip-status-${trips.undescribed}`).click();
    await waitForAttribute(page, `trip-row-${trips.undescribed}`, 'data-status', 'CORRECTED');

    await openAttestDialog(page, 'REFUSED');
    expect(await page.getByTestId('attest-count-flagged').textContent()).toBe('0');
    expect(await page.getByTestId('attest-confirm').isEnabled()).toBe(true);
    await page.getByTestId('attest-confirm').click();
    await page.getByTestId('attest-dialog').waitFor({ state: 'detached' });
    await waitForAttribute(page, `trip-row-${trips.undescribed}`, 'data-status', 'LOCKED');
    await shot(page, 'driver-attested-again');

    const stored = await storedTrips(lastMonth);
    expect(stored.get(trips.undescribed)?.trip.description).toBe('Service hos verkstaden');
    await context.close();
  });

  it('lets the administrator approve the corrected month', async () => {
    const { context, page } = await newPage(platform);
    await openPayroll(page);
    await page.getByTestId('payroll-search').fill(vehicle.registry);
    await waitForAttribute(page, `payroll-status-${row}`, 'data-status', 'ATTESTED');

    // The vehicle type filter: a work vehicle is not a benefit car.
    await page.getByTestId('payroll-benefit-type').click();
    await page.getByRole('option', { name: 'Förmånsbil' }).click();
    await page.getByTestId(`payroll-row-${row}`).waitFor({ state: 'detached' });
    await page.getByTestId('payroll-benefit-type').click();
    await page.getByRole('option', { name: 'Arbetsfordon' }).click();
    await page.getByTestId(`payroll-row-${row}`).waitFor();

    await page.getByTestId(`payroll-review-${row}`).click();
    await page.getByTestId('review-trips').waitFor();
    await waitForAttribute(page, `review-trip-${trips.undescribed}`, 'data-status', 'LOCKED');
    await page.getByTestId('review-message').fill('Tack!');
    await shot(page, 'admin-review-approve');
    await page.getByTestId('review-approve').click();
    await page.getByTestId('review-dialog').waitFor({ state: 'detached' });
    await waitForAttribute(page, `payroll-status-${row}`, 'data-status', 'APPROVED');
    // Nothing left for an administrator to do with an approved month (unlock and reset are ROOT's).
    expect(await page.getByTestId(`payroll-row-${row}`).locator('button').count()).toBe(0);
    await shot(page, 'admin-approved');

    const stored = await storedTrips(lastMonth);
    for (const id of [trips.described, trips.undescribed, trips.privateTrip])
      expect(stored.get(id)?.status).toBe('DONE');
    await context.close();
  });
});
