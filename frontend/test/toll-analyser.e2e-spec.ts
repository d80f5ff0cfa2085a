// The toll-station analyser in the browser (spec 03 §2 "Toll-station analyser", spec 01 superadmin menu): ROOT
// opens it from the Superadmin menu, sees the stations, nudges one (0.1 m, shift ×5) and resets it, opens a trip
// through Danvikstull by its id and reads the check of its path (the hit, its reason and amount); the refresh button
// asks the journal to reset the trip's tolls and shows the answer. An administrator has no such menu entry.
// A screenshot goes to /tmp/toll-analyser.png (and to SCREENSHOTS_DIR when set).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { journalKnowsVehicle, testSql } from '@fleetlog/testing';
import type { Page } from 'playwright-core';

import {
  api,
  apiToken,
  loginAndWaitForMenu,
  menuEntries,
  newPage,
  openScreen,
  useBrowserPlatform,
} from './support/browser-platform';

const ROOT = 'root@fleetlog.se';
const ADMIN = 'admin@demo-akeri.se';

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/toll-analyser-${name}.png`, fullPage: true });
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `toll-analyser-${name}.png`), fullPage: true });
}

const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

describe('toll-station analyser', () => {
  const platform = useBrowserPlatform();
  let tripId = 0;
  let rootToken = '';

  beforeAll(async () => {
    rootToken = await apiToken(platform.baseUrl, ROOT);
    const adminToken = await apiToken(platform.baseUrl, ADMIN);
    // The GDPR prompt of a first login would cover the screen.
    const rootMe = await api<{ user: { userId: number } }>(platform.baseUrl, rootToken, 'GET', '/api/auth');
    await api(platform.baseUrl, rootToken, 'PATCH', `/api/user/${rootMe.user.userId}`, { hasApprovedGdpr: true });
    const me = await api<{ user: { organizationId: number } }>(platform.baseUrl, adminToken, 'GET', '/api/auth');
    const organizationId = me.user.organizationId;
    const car = await api<{ id: number }>(platform.baseUrl, adminToken, 'POST', '/api/vehicles', {
      displayName: `Analysbil ${Date.now().toString(36)}`,
      defaultTripType: 'BUSINESS',
      benefitType: 'WORK',
      isoCountryCode: 'SE',
    });
    await journalKnowsVehicle(car.id);
    const device = await api<{ id: number; imei: string }>(platform.baseUrl, rootToken, 'POST', '/api/admin/devices', {
      imei: `35${digits(13)}`,
      iccid: `8946${digits(16)}`,
      phone: `+467${digits(8)}`,
      deviceType: 'FMB001',
      organizationId,
    });
    // Tuesday 24 November 2026 from 07:03 local: east over Danvikstull, a fix every 30 s, 400 m apart.
    const start = Date.parse('2026-11-24T06:03:00Z') + Math.floor(Math.random() * 1_000) * 1_000;
    await testSql(
      `insert into devices.positions (device_id, ts, organization_id, latitude, longitude, altitude_m, angle_deg,
         satellites, speed_kmh, valid_fix, received_at)
       select $1, to_timestamp((($2::bigint + (n - 1) * 30000) / 1000.0)), $3, 59.31395, 18.0870 + (n - 1) * 0.007,
         20, 90, 9, 48, true, now()
         from generate_series(1, 8) as n`,
      [device.id, start, organizationId],
    );
    const created = await api<{ journal_id: number }>(platform.baseUrl, rootToken, 'POST', '/api/admin/trip', {
      vehicleId: car.id,
      imei: device.imei,
      timestampStartMs: start,
      timestampStopMs: start + 7 * 30_000,
      tripOdometerMax: 2_800,
      purpose: 'BUSINESS',
    });
    tripId = created.journal_id;
  }, 120_000);

  afterAll(async () => {
    if (rootToken) {
      await api(platform.baseUrl, rootToken, 'PUT', '/api/triptax-analyzer/station-override/stockholm-392', {
        clear: true,
      }).catch(() => undefined);
    }
  });

  it('is in the Superadmin menu for ROOT only', async () => {
    const { context, page } = await newPage(platform);
    await loginAndWaitForMenu(page, ADMIN);
    expect(await menuEntries(page)).not.toContain('triptax-analyzer');
    await context.close();
  });

  it('lists the stations, nudges one, checks a trip and remembers the display choices', async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, ROOT, { path: '/app/triptax-analyzer' }, 'toll-analyser');
    const row = page.locator('[data-testid="station-row"][data-cp-id="stockholm-392"]');
    await row.waitFor();
    expect(await page.getByTestId('station-row').count()).toBe(158);

    const east = async () => Number(await row.getByTestId('station-east').textContent());
    const before = await east();
    /** Waits until the shown E coordinate is no longer `value` (the override's answer has replaced the row). */
    const eastChanged = (value: number) =>
      page
        .locator('[data-cp-id="stockholm-392"] [data-testid="station-east"]', { hasNotText: value.toFixed(2) })
        .waitFor();
    await row.getByTestId('nudge-east').click();
    await eastChanged(before);
    expect((await east()) - before).toBeCloseTo(0.1, 2);
    await row.getByTestId('nudge-west').click({ modifiers: ['Shift'] });
    await eastChanged(before + 0.1);
    expect((await east()) - before).toBeCloseTo(-0.4, 2);

    // A trip by its id: the path and the check of it.
    await page.getByTestId('trip-id').fill(String(tripId));
    await page.getByTestId('show-trip').click();
    await page.waitForURL(`**/app/triptax-analyzer/${tripId}`);
    const hit = page.locator('[data-testid="checked-passage"][data-cp-id="stockholm-272"][data-hit="true"]');
    await hit.waitFor().catch(async (error: Error) => {
      await shot(page, 'failed');
      throw error;
    });
    const text = await hit.textContent();
    expect(text).toContain('Danvikstull');
    expect(text).toContain("crossed the line across the vehicle's direction");
    expect(await page.getByTestId('check-totals').textContent()).toMatch(/Trängselskatt (45|30|20) kr/);

    await page.getByTestId('toggle-smoothedPath').click();
    await page.getByTestId('toggle-coordinates').click();
    const stored = await page.evaluate(() => localStorage.getItem('fleetlog.view.tollAnalyser'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      version: 2,
      toggles: { smoothedPath: true, coordinates: true },
    });
    await page.waitForTimeout(1_500); // the base map's tiles
    await shot(page, 'trip');

    // The refresh resets the trip's tolls through the journal and checks again; its answer is shown either way.
    await page.getByTestId('refresh').click();
    await page.getByTestId('analyser-notice').waitFor();
    await shot(page, 'refreshed');
    await context.close();
  });
});
