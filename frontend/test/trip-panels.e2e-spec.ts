// The trip side panels in the browser (spec 02 §2.2, §2.3, §6): a driver with the speed-report switch opens a
// trip's speed log (coloured line, a marker per point with its speed and time, the table of points, the closable
// warning) and closes it with Escape; the route panel shows the trip's path between its start and stop markers and
// the two tax panels; a corrected trip has neither; a driver without the switch gets no speed-log button, and the
// API refuses it too. The trip is stored as trip detection stores it, its positions as the ingest stores them. A
// trip through Danvikstull created by the superadmin is charged by the tolls service on its stored path, and its
// route panel lists the passage with its amount.
// Screenshots of both panels go to /tmp (and to SCREENSHOTS_DIR when set).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { journalKnowsVehicle, REPO_ROOT, storeJournalTrip, testSql, eventually } from '@fleetlog/testing';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Page } from 'playwright-core';

import { api, apiToken, newPage, openScreen, typeDate, useBrowserPlatform } from './support/browser-platform';

dayjs.extend(utc);
dayjs.extend(timezone);

const TZ = 'Europe/Stockholm';
const ROOT = 'root@fleetlog.se';
const ADMIN = 'admin@demo-akeri.se';
const ANNA = 'anna@demo-akeri.se';
const BERTIL = 'bertil@demo-akeri.se';

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/trip-panels-${name}.png` });
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `trip-panels-${name}.png`) });
}

interface Me {
  user: { userId: number; organizationId: number };
}

const stockholmDay = (daysAgo: number) => dayjs().tz(TZ).subtract(daysAgo, 'day').format('YYYY-MM-DD');
const at = (day: string, time: string) => dayjs.tz(`${day} ${time}`, TZ).valueOf();
const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

// A drive north out of central Stockholm: one fix every 30 s, speeds from standstill to motorway.
const SPEEDS_KMH = [
  0, 15, 28, 35, 42, 50, 50, 46, 60, 72, 85, 95, 104, 112, 118, 124, 131, 126, 110, 90, 70, 52, 38, 20, 0,
];
const pathPoint = (i: number): [number, number] => [18.0649 - i * 0.0021, 59.3326 + i * 0.0024];

/** The amount the tolls engine's own command line gives one passage (`npm run tolls -- passages`). */
function tollOf(station: string, localTime: string): number {
  const input = JSON.stringify({
    vehicle: { class: 'car', exempt: false },
    passages: [{ city: 'stockholm', station, time: localTime }],
  });
  const run = spawnSync('npm', ['run', '--silent', 'tolls', '--', 'passages'], {
    cwd: REPO_ROOT,
    input,
    encoding: 'utf8',
  });
  return (JSON.parse(run.stdout) as { congestionTaxSek: number }).congestionTaxSek;
}

async function runSearch(page: Page): Promise<void> {
  const before = Number(await page.getByTestId('journal-page').getAttribute('data-searches'));
  await page.getByTestId('journal-search').click();
  await page.locator(`[data-testid="journal-page"][data-searches="${before + 1}"][data-state="done"]`).waitFor();
}

async function openJournal(page: Page, username: string, vehicleId: number, day: string): Promise<void> {
  await openScreen(page, username, { path: `/app/journey?vehicleId=${vehicleId}` }, 'journal-page');
  await typeDate(page, 'journal-from', day);
  await typeDate(page, 'journal-to', day);
  await runSearch(page);
}

describe('trip side panels', () => {
  const platform = useBrowserPlatform();
  const ids = { anna: 0, bertil: 0, organization: 0 };
  const day = stockholmDay(2);
  const trips = { driven: 0, corrected: 0, tolled: 0 };
  let vehicleId = 0;
  let tollVehicleId = 0;
  let bertilToken = '';
  let annaToken = '';

  beforeAll(async () => {
    const rootToken = await apiToken(platform.baseUrl, ROOT);
    const adminToken = await apiToken(platform.baseUrl, ADMIN);
    annaToken = await apiToken(platform.baseUrl, ANNA);
    bertilToken = await apiToken(platform.baseUrl, BERTIL);
    for (const [key, token] of [
      ['anna', annaToken],
      ['bertil', bertilToken],
    ] as const) {
      const me = await api<Me>(platform.baseUrl, token, 'GET', '/api/auth');
      await api(platform.baseUrl, token, 'PATCH', `/api/user/${me.user.userId}`, { hasApprovedGdpr: true });
      ids[key] = me.user.userId;
      ids.organization = me.user.organizationId;
    }
    // The demo haulier allows speed logs for everyone: here only Anna's own switch does.
    await api(platform.baseUrl, rootToken, 'DELETE', '/api/admin/organization/settings', {
      organizationId: ids.organization,
      key: 'ORG_ALLOWED_SPEED_REPORT',
    });
    await api(platform.baseUrl, rootToken, 'POST', '/api/admin/user/settings', {
      userId: ids.anna,
      key: 'USER_ALLOWED_SPEED_REPORT',
      value: true,
    });
    // The BFF learns the organisation's switch from auth's events.
    await eventually(async () => {
      const access = await api<{ allowed: boolean }>(platform.baseUrl, bertilToken, 'GET', '/api/geo/speed-log-access');
      if (access.allowed) throw new Error('the organisation switch is still on');
    });

    const vehicle = await api<{ id: number }>(platform.baseUrl, adminToken, 'POST', '/api/vehicles', {
      displayName: `Panelbil ${Date.now().toString(36)}`,
      defaultTripType: 'BUSINESS',
      benefitType: 'WORK',
      isoCountryCode: 'SE',
      permittedDrivers: [ids.anna, ids.bertil],
    });
    vehicleId = vehicle.id;
    await journalKnowsVehicle(vehicle.id);
    const device = await api<{ id: number; imei: string }>(platform.baseUrl, rootToken, 'POST', '/api/admin/devices', {
      imei: `35${digits(13)}`,
      iccid: `8946${digits(16)}`,
      phone: `+467${digits(8)}`,
      deviceType: 'FMB001',
      organizationId: ids.organization,
    });

    const start = at(day, '08:00');
    const store = async (driverUserId: number, startMs: number) => {
      const id = await storeJournalTrip({
        organizationId: ids.organization,
        vehicleId: vehicle.id,
        driverUserId,
        startMs,
        durationMs: SPEEDS_KMH.length * 30_000,
      });
      // The device that recorded it (the helper leaves a made-up IMEI), and where it started and stopped.
      const [first, last] = [pathPoint(0), pathPoint(SPEEDS_KMH.length - 1)];
      await testSql(
        `update journal.trips set imei = $2, start_longitude = $3, start_latitude = $4, stop_longitude = $5,
           stop_latitude = $6 where id = $1`,
        [id, device.imei, first[0], first[1], last[0], last[1]],
      );
      return id;
    };
    trips.driven = await store(ids.anna, start);
    trips.corrected = await store(ids.anna, at(day, '15:00'));
    await testSql(`update journal.trips set status = 'CORRECTED', corrected_by_driver = true where id = $1`, [
      trips.corrected,
    ]);
    await testSql(
      `insert into devices.positions (device_id, ts, organization_id, latitude, longitude, altitude_m, angle_deg,
         satellites, speed_kmh, valid_fix, received_at)
       select $1, to_timestamp((($2::bigint + (n - 1) * 30000) / 1000.0)), $3, lat, lon, 20, 315, 9, kmh, true, now()
         from unnest($4::float8[], $5::float8[], $6::int[]) with ordinality as f(lat, lon, kmh, n)`,
      [
        device.id,
        start,
        ids.organization,
        SPEEDS_KMH.map((_, i) => pathPoint(i)[1]),
        SPEEDS_KMH.map((_, i) => pathPoint(i)[0]),
        SPEEDS_KMH,
      ],
    );

    // A drive east over Danvikstull at 07:04 (a fix every 30 s, 400 m apart, the gantries between two of them) in
    // another vehicle with a device of its own; the superadmin creates its trip, which the journal announces, and
    // the tolls service charges it on the stored path.
    const tollCar = await api<{ id: number }>(platform.baseUrl, adminToken, 'POST', '/api/vehicles', {
      displayName: `Tullbil ${Date.now().toString(36)}`,
      defaultTripType: 'BUSINESS',
      benefitType: 'WORK',
      isoCountryCode: 'SE',
      permittedDrivers: [ids.anna],
    });
    tollVehicleId = tollCar.id;
    await journalKnowsVehicle(tollCar.id);
    const tollDevice = await api<{ id: number; imei: string }>(
      platform.baseUrl,
      rootToken,
      'POST',
      '/api/admin/devices',
      {
        imei: `35${digits(13)}`,
        iccid: `8946${digits(16)}`,
        phone: `+467${digits(8)}`,
        deviceType: 'FMB001',
        organizationId: ids.organization,
      },
    );
    const tollStart = at(day, '07:03');
    await testSql(
      `insert into devices.positions (device_id, ts, organization_id, latitude, longitude, altitude_m, angle_deg,
         satellites, speed_kmh, valid_fix, received_at)
       select $1, to_timestamp((($2::bigint + (n - 1) * 30000) / 1000.0)), $3, 59.31395, 18.0870 + (n - 1) * 0.007,
         20, 90, 9, 48, true, now()
         from generate_series(1, 8) as n`,
      [tollDevice.id, tollStart, ids.organization],
    );
    const created = await api<{ journal_id: number }>(platform.baseUrl, rootToken, 'POST', '/api/admin/trip', {
      vehicleId: tollCar.id,
      imei: tollDevice.imei,
      userId: ids.anna,
      timestampStartMs: tollStart,
      timestampStopMs: tollStart + 7 * 30_000,
      tripOdometerMax: 2_800,
      purpose: 'BUSINESS',
    });
    trips.tolled = created.journal_id;
  }, 120_000);

  it('opens the speed log for an allowed driver: points, tooltips, the warning; Escape closes it', async () => {
    const { context, page } = await newPage(platform);
    await openJournal(page, ANNA, vehicleId, day);
    expect(await page.getByTestId(`trip-speed-${trips.corrected}`).isDisabled()).toBe(true);
    await page.getByTestId(`trip-speed-${trips.driven}`).click();
    const panel = page.getByTestId('speed-log-panel');
    await panel.waitFor();
    expect(await panel.getAttribute('data-width')).toBe('500');
    await page.locator('[data-testid="speed-log-body"][data-state="done"]').waitFor();
    expect(await page.getByTestId('speed-log-body').getAttribute('data-points')).toBe(String(SPEEDS_KMH.length));
    await page.getByText('Hastigheterna är ungefärliga', { exact: false }).waitFor();

    // The table: number, time, time since the previous point, km/h without decimals, coordinates.
    const tenth = page.getByTestId('speed-point-10');
    expect(await tenth.locator('td').allInnerTexts()).toEqual([
      '10',
      dayjs(at(day, '08:00') + 9 * 30_000)
        .tz(TZ)
        .format('HH:mm:ss'),
      '30 s',
      '72',
      `${pathPoint(9)[1].toFixed(5)}, ${pathPoint(9)[0].toFixed(5)}`,
    ]);
    expect(await page.locator('[data-testid^="speed-point-"]').count()).toBe(SPEEDS_KMH.length);

    // Full screen, scale ruler and zoom buttons on the map.
    for (const control of ['.ol-full-screen', '.ol-scale-line', '.ol-zoom']) {
      await panel.locator(control).waitFor();
    }

    // A point's marker tells its speed and time on hover.
    const map = panel.getByTestId('map-view');
    await panel.locator('[data-testid="map-view"][data-points]').waitFor();
    const points = JSON.parse((await map.getAttribute('data-points')) ?? '[]') as Array<{
      nr: number;
      x: number;
      y: number;
    }>;
    const marker = points.find((p) => p.nr === 10);
    const box = await map.boundingBox();
    if (!marker || !box) throw new Error('the tenth point is not drawn');
    await page.mouse.move(box.x + marker.x, box.y + marker.y);
    const tooltip = page.getByTestId('speed-point-tooltip');
    await tooltip.waitFor();
    expect(await tooltip.innerText()).toContain('72 km/h');
    await shot(page, 'speed-log');

    await page.getByTestId('speed-log-warning').getByRole('button').click();
    await page.getByTestId('speed-log-warning').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await context.close();
  });

  it('opens the route panel with its map, markers and the tax panels; a corrected trip has no map', async () => {
    const { context, page } = await newPage(platform);
    await openJournal(page, ANNA, vehicleId, day);
    const corrected = page.getByTestId(`trip-map-${trips.corrected}`);
    expect(await corrected.isDisabled()).toBe(true);
    await corrected.hover({ force: true });
    await page.getByRole('tooltip', { name: 'Kartan är inte tillgänglig för en rättad resa.' }).waitFor();

    await page.getByTestId(`trip-map-${trips.driven}`).click();
    const panel = page.getByTestId('route-panel');
    await panel.waitFor();
    await page.locator('[data-testid="route-panel-body"][data-state="done"]').waitFor();
    expect(await page.getByTestId('route-panel-body').getAttribute('data-points')).toBe(String(SPEEDS_KMH.length));
    await panel.locator('.ol-layer canvas, canvas').first().waitFor();
    expect(await panel.getByText('Trängselskatt').isVisible()).toBe(true);
    expect(await panel.getByText('Infrastrukturavgift').isVisible()).toBe(true);
    expect(await panel.getByText('Inga registrerade passager').count()).toBe(2);
    // No velocities travel for the route panel.
    const route = await api<{ features: Array<{ properties: Record<string, unknown> }> }>(
      platform.baseUrl,
      bertilToken,
      'GET',
      `/api/journal/${trips.driven}/route`,
    );
    expect(Object.keys(route.features[0].properties)).toEqual(['timestamps']);

    await shot(page, 'route');

    // The panel is resized by its left edge, within 300 px and the window width minus 800.
    const handle = await page.getByTestId('trip-panel-resize').boundingBox();
    if (!handle) throw new Error('no resize handle');
    await page.mouse.move(handle.x + 4, handle.y + 200);
    await page.mouse.down();
    await page.mouse.move(handle.x - 400, handle.y + 200, { steps: 5 });
    await page.mouse.up();
    expect(await panel.getAttribute('data-width')).toBe(String(1366 - 800));
    await page.getByTestId('trip-panel-resize').hover();
    await page.mouse.down();
    await page.mouse.move(1366 - 100, handle.y + 200, { steps: 5 });
    await page.mouse.up();
    expect(await panel.getAttribute('data-width')).toBe('300');
    await shot(page, 'route-narrow');

    await page.getByTestId('trip-panel-close').click();
    await panel.waitFor({ state: 'detached' });
    await context.close();
  });

  it("lists a trip's toll passages in the route panel once the tolls service has charged it", async () => {
    // Danvikstull (18.1034° E) lies between the third and the fourth fix (07:04:00 and 07:04:30): passed at 07:04.
    const expected = tollOf('Danvikstull', `${day}T07:04:10`);
    const charged = await eventually(async () => {
      const [entry] = await api<
        Array<{ congestionTaxCount: number; congestionTaxSek: number; congestionData: { passages: unknown[] } }>
      >(platform.baseUrl, annaToken, 'GET', `/api/journal/by-ids?ids=${trips.tolled}`);
      if (!entry || entry.congestionTaxCount < 1) throw new Error('not charged yet');
      return entry;
    }, 60_000);
    expect(charged.congestionTaxSek).toBe(expected);
    expect(charged.congestionData.passages).toHaveLength(1);

    const { context, page } = await newPage(platform);
    await openJournal(page, ANNA, tollVehicleId, day);
    await page.getByTestId(`trip-map-${trips.tolled}`).click();
    const panel = page.getByTestId('route-panel');
    await page.locator('[data-testid="route-panel-body"][data-state="done"]').waitFor();
    const table = panel.getByTestId('route-panel-congestion-table');
    await table.waitFor();
    const row = table.locator('[data-testid^="toll-passage-"]').first();
    const text = await row.innerText();
    expect(text).toContain('Danvikstull');
    expect(text).toContain('07:04');
    expect(text).toContain(`${expected} kr`);
    expect(await panel.getByTestId('route-panel-infrastructure-empty').innerText()).toBe('Inga registrerade passager');
    await shot(page, 'route-tolls');
    await context.close();
  });

  it('shows a driver without the speed-report switch no speed-log button, and the API refuses it', async () => {
    const { context, page } = await newPage(platform);
    await openJournal(page, BERTIL, vehicleId, day);
    await page.getByTestId(`trip-map-${trips.driven}`).waitFor();
    expect(await page.getByTestId(`trip-speed-${trips.driven}`).count()).toBe(0);
    const response = await fetch(`${platform.baseUrl}/api/geo/trip/${trips.driven}`, {
      headers: { authorization: `Bearer ${bertilToken}` },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('NO_ACCESS_TO_FEATURE');
    // Anna's switch lets her read it.
    const journey = await api<{ features: Array<{ properties: { velocities: number[] } }> }>(
      platform.baseUrl,
      annaToken,
      'GET',
      `/api/geo/trip/${trips.driven}`,
    );
    expect(journey.features[0].properties.velocities.map((v) => Math.round(v * 3.6))).toEqual(SPEEDS_KMH);
    await context.close();
  });
});
