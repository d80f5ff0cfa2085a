// The eco score page in the browser (spec 02 §2.9, §3, §9): an administrator picks a vehicle of this run with two
// trips in the last 7 days, one of them with harsh brakings, and sees its card: the trip count and distance, the
// braking score below 100 in its colour and the other categories at 100 in green, and the vehicle's CO2 in its colour
// of the first scale; a second vehicle without trips says so, and so does the first for a period without trips. The
// export control is shown disabled with its explanation. Screenshots go to SCREENSHOTS_DIR when set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { journalKnowsVehicle, storeJournalTrip, testEnv } from '@fleetlog/testing';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { Client } from 'pg';
import type { Page } from 'playwright-core';

import { api, apiToken, newPage, openScreen, typeDate, useBrowserPlatform } from './support/browser-platform';

dayjs.extend(utc);
dayjs.extend(timezone);

const TZ = 'Europe/Stockholm';
const ADMIN = 'admin@demo-akeri.se';

const shotsDir = process.env.SCREENSHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `eco-score-${name}.png`), fullPage: true });
}

interface Me {
  user: { userId: number; organizationId: number };
}

// A Stockholm day relative to today, and a time of day on it.
const stockholmDay = (daysAgo: number) => dayjs().tz(TZ).subtract(daysAgo, 'day').format('YYYY-MM-DD');
const at = (day: string, time: string) => dayjs.tz(`${day} ${time}`, TZ).valueOf();

// Harsh events are counted by trip detection; the test puts them on a stored trip directly.
async function setHarshBrakings(tripId: number, count: number): Promise<void> {
  const client = new Client({ connectionString: testEnv().DATABASE_URL });
  await client.connect();
  try {
    await client.query(`update "journal"."trips" set "harsh_brakings" = $2 where "id" = $1`, [tripId, count]);
  } finally {
    await client.end();
  }
}

async function pickVehicle(page: Page, name: string): Promise<void> {
  await page.getByTestId('eco-vehicles').fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

const card = (page: Page, vehicleId: number, state: string) =>
  page.locator(`[data-testid="eco-card-${vehicleId}"][data-state="${state}"]`);
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? '';
const band = (page: Page, testId: string) => page.getByTestId(testId).getAttribute('data-band');

describe('eco score page', () => {
  const platform = useBrowserPlatform();
  const run = Date.now().toString(36);
  const names = { driven: `Ecobil ${run}`, idle: `Ecobil stilla ${run}` };
  const vehicles = { driven: 0, idle: 0 };

  beforeAll(async () => {
    const token = await apiToken(platform.baseUrl, ADMIN);
    const me = await api<Me>(platform.baseUrl, token, 'GET', '/api/auth');
    // The first-login GDPR prompt is not what these tests are about: approved beforehand, as the user would.
    await api(platform.baseUrl, token, 'PATCH', `/api/user/${me.user.userId}`, { hasApprovedGdpr: true });
    const create = (displayName: string, extra: Record<string, unknown> = {}) =>
      api<{ id: number }>(platform.baseUrl, token, 'POST', '/api/vehicles', {
        displayName,
        defaultTripType: 'BUSINESS',
        benefitType: 'WORK',
        isoCountryCode: 'SE',
        ...extra,
      });
    // 95 g/km: between 80 and 120, yellow on the first scale.
    vehicles.driven = (await create(names.driven, { co2GKm1: 95 })).id;
    vehicles.idle = (await create(names.idle)).id;
    await journalKnowsVehicle(vehicles.driven);
    await journalKnowsVehicle(vehicles.idle);

    // Two trips of 5.4 km in the last 7 days; 3 harsh brakings on one of them.
    const store = (startMs: number) =>
      storeJournalTrip({
        organizationId: me.user.organizationId,
        vehicleId: vehicles.driven,
        driverUserId: me.user.userId,
        startMs,
      });
    const first = await store(at(stockholmDay(2), '08:00'));
    await store(at(stockholmDay(1), '09:15'));
    await setHarshBrakings(first, 3);
  }, 90_000);

  it("shows a picked vehicle's scores, coloured by the scales, and an empty card for a vehicle without trips", async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, ADMIN, { menu: 'ecoScore' }, 'eco-score-page');
    expect(new URL(page.url()).pathname).toBe('/app/ecoScore');

    // Nothing picked: the hint; the period is the last 7 days.
    await page.getByTestId('eco-hint').getByText('Välj ett eller flera fordon', { exact: false }).waitFor();
    expect(await page.getByTestId('eco-from').inputValue()).toBe(stockholmDay(6));
    expect(await page.getByTestId('eco-to').inputValue()).toBe(stockholmDay(0));
    // The e-mail export (reports feature) needs a picked vehicle.
    expect(await page.getByTestId('eco-export').isDisabled()).toBe(true);
    await shot(page, 'hint');

    await pickVehicle(page, names.driven);
    await card(page, vehicles.driven, 'done').waitFor();
    const id = vehicles.driven;
    expect(await text(page, `eco-trips-${id}`)).toBe('2 resor');
    expect(await text(page, `eco-distance-${id}`)).toBe('10,8 km');
    // 3 harsh brakings over 10.8 km: far below 100, red; no other harsh events: 100, green.
    const braking = Number((await text(page, `eco-braking-${id}`)).replace(',', '.'));
    expect(braking).toBeLessThan(30);
    expect(await band(page, `eco-braking-${id}`)).toBe('red');
    expect(await text(page, `eco-events-braking-${id}`)).toBe('3 kraftiga inbromsningar');
    for (const category of ['acceleration', 'cornering']) {
      expect(await text(page, `eco-${category}-${id}`)).toBe('100');
      expect(await band(page, `eco-${category}-${id}`)).toBe('green');
    }
    expect(await text(page, `eco-events-acceleration-${id}`)).toBe('0 kraftiga accelerationer');
    // The total is the mean of the three: (100 + 100 + braking) / 3, blue from 55 to 80.
    const total = Number((await text(page, `eco-total-${id}`)).replace(',', '.'));
    expect(total).toBeCloseTo((200 + braking) / 3, 0);
    expect(await band(page, `eco-total-${id}`)).toBe('blue');
    expect(await text(page, `eco-co2-gkm-${id}`)).toBe('95 g/km');
    expect(await band(page, `eco-co2-gkm-${id}`)).toBe('yellow');
    expect(await text(page, `eco-co2-total-${id}`)).toBe('1,0 kg');

    // A second vehicle without trips (and without fuel data): its card says there were none.
    await pickVehicle(page, names.idle);
    await card(page, vehicles.idle, 'empty').waitFor();
    expect(await text(page, `eco-no-trips-${vehicles.idle}`)).toBe('Inga resor under perioden');
    expect(await page.getByTestId(`eco-total-${vehicles.idle}`).count()).toBe(0);
    await page.mouse.move(0, 0);
    await shot(page, 'dashboard');

    // A period without the trips: the first vehicle's card is empty too.
    await typeDate(page, 'eco-to', '2020-01-07');
    await page.getByTestId('eco-hint').getByText('Välj en giltig period', { exact: false }).waitFor();
    await typeDate(page, 'eco-from', '2020-01-01');
    await card(page, vehicles.driven, 'empty').waitFor();
    await card(page, vehicles.idle, 'empty').waitFor();

    // At 375 px the cards stack.
    await typeDate(page, 'eco-from', stockholmDay(6));
    await typeDate(page, 'eco-to', stockholmDay(0));
    await card(page, vehicles.driven, 'done').waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'mobile');
    await context.close();
  });
});
