// The map overview and My vehicles in the browser (issue 7): a demo tracker reports positions into
// telemetry.positions.v1 (as the gateway would), the ingest stores them, and the map shows the vehicle, follows it
// on a marker click, lists it, and My vehicles shows where it is. Screenshots go to SCREENSHOTS_DIR when set.
import { join } from 'node:path';

import { eventuallyDefined, publishPositions, useKafkaTestProducer } from '@fleetlog/testing';
import type { Page } from 'playwright-core';

import { apiToken, login, newPage, openScreen, useBrowserPlatform } from './support/browser-platform';

// The benefit car's driver: its trips are private by default, and while one is open the map shows the car at 0,0 to
// everyone but its driver (private mode, spec 02 §2.5), so the driver is who watches it here.
const VIEWER = 'anna@demo-akeri.se';
// Installed by the demo seed in Anna's benefit car of Demo Åkeri AB (services/devices/src/seed/demo-devices.ts).
const IMEI = '350000000000060';
const GOTEBORG = { lat: 57.70887, lon: 11.97456 };
const KUNGALV = { lat: 57.87096, lon: 11.98054 };

const shotsDir = process.env.SCREENSHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (shotsDir) await page.screenshot({ path: join(shotsDir, `issue7-${name}.png`) });
}

interface Marker {
  ids: number[];
  x: number;
  y: number;
}

async function api<T>(baseUrl: string, token: string, path: string, patch?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: patch ? 'PATCH' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: patch ? JSON.stringify(patch) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

// The markers VehiclesLayer reports after each settled render (data-markers on the map element).
async function markers(page: Page): Promise<Marker[]> {
  const raw = await page.getByTestId('map-view').getAttribute('data-markers');
  return raw ? (JSON.parse(raw) as Marker[]) : [];
}

async function markerOf(page: Page, vehicleId: number): Promise<Marker> {
  return eventuallyDefined(
    async () => (await markers(page)).find((m) => m.ids.length === 1 && m.ids[0] === vehicleId),
    `a marker of vehicle ${vehicleId}`,
    { timeoutMs: 20_000, intervalMs: 200 },
  );
}

async function clickMarker(page: Page, vehicleId: number): Promise<void> {
  const marker = await markerOf(page, vehicleId);
  await page.getByTestId('map-view').click({ position: { x: marker.x, y: marker.y } });
}

describe('map overview and My vehicles', () => {
  const platform = useBrowserPlatform();
  const producer = useKafkaTestProducer('map-e2e');
  let vehicle: { id: number; registry: string };

  // One Teltonika record with a good fix (11 satellites, HDOP 0.8), as the gateway publishes it.
  const report = (at: { lat: number; lon: number }) =>
    publishPositions(producer, IMEI, [
      { ...at, speedKmh: 48, angleDeg: 10, hdop: 0.8, ignition: true, batteryLevelPct: 90 },
    ]);

  // The overview answers the reported place once the ingest has stored it.
  async function waitForOverviewAt(token: string, at: { lat: number; lon: number }): Promise<void> {
    await eventuallyDefined(
      async () => {
        const item = await api<{ position: { latitude: number; longitude: number } | null }>(
          platform.baseUrl,
          token,
          `/api/overview/vehicle/${vehicle.id}`,
        );
        const p = item.position;
        return p && Math.abs(p.latitude - at.lat) < 1e-4 && Math.abs(p.longitude - at.lon) < 1e-4 ? p : undefined;
      },
      `the overview position of vehicle ${vehicle.id} at ${at.lat},${at.lon}`,
      { timeoutMs: 30_000, intervalMs: 300 },
    );
  }

  beforeAll(async () => {
    const token = await apiToken(platform.baseUrl, VIEWER);
    // The first-login GDPR prompt is not what these tests are about: approved beforehand, as the user would.
    const me = await api<{ user: { userId: number } }>(platform.baseUrl, token, '/api/auth');
    await api(platform.baseUrl, token, `/api/user/${me.user.userId}`, { hasApprovedGdpr: true });
    const vehicles = await api<{ id: number; registry: string; state: { imei: string } | null }[]>(
      platform.baseUrl,
      token,
      '/api/vehicles',
    );
    const installed = vehicles.find((v) => v.state?.imei === IMEI);
    if (!installed) throw new Error(`no demo vehicle carries ${IMEI}`);
    vehicle = { id: installed.id, registry: installed.registry };
    await report(GOTEBORG);
    await waitForOverviewAt(token, GOTEBORG);
  }, 60_000);

  it('plots the vehicle, follows it on a click and as it moves, and lets go on a second click', async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, VIEWER, { menu: 'map' }, 'map-page');
    await markerOf(page, vehicle.id);
    await shot(page, 'map-overview');

    await clickMarker(page, vehicle.id);
    const panel = page.getByTestId('selected-vehicle-panel');
    await panel.waitFor();
    expect(await panel.getAttribute('data-vehicle-id')).toBe(String(vehicle.id));
    await page.getByTestId('following-chip').waitFor();
    expect(await page.getByTestId('selected-vehicle-name').textContent()).toBe(vehicle.registry);
    expect(Number(await panel.getByTestId('gps-quality').getAttribute('data-quality'))).toBe(5);

    // A live move: the new position reaches the page (socket, or the panel's 10 s refresh) and the followed
    // vehicle stays in the middle of the map.
    await report(KUNGALV);
    await eventuallyDefined(
      async () => ((await panel.textContent())?.includes(KUNGALV.lat.toFixed(5)) ? true : undefined),
      `the panel showing ${KUNGALV.lat.toFixed(5)}`,
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    const box = (await page.getByTestId('map-view').boundingBox())!;
    let last: Marker | undefined;
    await eventuallyDefined(
      async () => {
        last = (await markers(page)).find((m) => m.ids.includes(vehicle.id));
        const centred = last && Math.abs(last.x - box.width / 2) < 3 && Math.abs(last.y - box.height / 2) < 3;
        return centred ? true : undefined;
      },
      'the followed vehicle in the middle of the map',
      { timeoutMs: 10_000, intervalMs: 250 },
    ).catch((error: Error) => {
      throw new Error(`${error.message}: marker ${JSON.stringify(last)}, map ${box.width}×${box.height}`);
    });
    await shot(page, 'map-following');

    await clickMarker(page, vehicle.id);
    await panel.waitFor({ state: 'detached' });
    await context.close();
  });

  it('lists the vehicles and tracks one from the list', async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, VIEWER, { path: '/app/map' }, 'map-page');
    await page.getByTestId('map-view-list').click();
    const row = page.getByTestId(`map-row-${vehicle.id}`);
    await row.waitFor();
    expect(await row.textContent()).toContain(vehicle.registry);
    await shot(page, 'map-list');

    await page.getByTestId('map-search').fill('no-such-vehicle-xyz');
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('map-search').fill(vehicle.registry);
    await row.waitFor();

    await page.getByTestId(`track-${vehicle.id}`).click();
    await page.getByTestId('map-view').waitFor();
    await page.getByTestId('following-chip').waitFor();
    await markerOf(page, vehicle.id);
    await context.close();
  });

  it('finds a bundled place and moves the map there', async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, VIEWER, { path: '/app/map' }, 'map-page');
    await markerOf(page, vehicle.id);
    await page.getByTestId('place-search').fill('sodertalj');
    await page.getByRole('option', { name: /Södertälje/ }).click();
    // The vehicle is on the west coast: with the map on Södertälje it is far off to the left.
    await eventuallyDefined(
      async () => {
        const marker = (await markers(page)).find((m) => m.ids.includes(vehicle.id));
        return marker && marker.x < -1000 ? true : undefined;
      },
      'the map moved to Södertälje',
      { timeoutMs: 10_000, intervalMs: 250 },
    );
    await shot(page, 'map-place');
    for (let i = 0; i < 5; i += 1) await page.locator('.ol-zoom-out').click();
    await page.waitForTimeout(800);
    await shot(page, 'map-sweden');
    await context.close();
  });

  it('stacks the map and the panel on a phone', async () => {
    const { context, page } = await newPage(platform, { width: 390 });
    // The side menu is a drawer on a phone, so the screen is opened by its path.
    await login(page, VIEWER);
    await page.waitForURL('**/app/journey');
    await page.goto(`/app/map?vehicleId=${vehicle.id}`);
    await page.getByTestId('map-page').waitFor();
    const panel = page.getByTestId('selected-vehicle-panel');
    await panel.waitFor();
    const mapBox = (await page.getByTestId('map-view').boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.y).toBeGreaterThanOrEqual(mapBox.y + mapBox.height);
    await shot(page, 'map-mobile');
    await context.close();
  });

  it('My vehicles shows where the vehicle is', async () => {
    await report(GOTEBORG);
    await waitForOverviewAt(await apiToken(platform.baseUrl, VIEWER), GOTEBORG);
    const { context, page } = await newPage(platform);
    await openScreen(page, VIEWER, { path: '/app/myVehicle' }, 'my-vehicles-page');
    await page.getByTestId('my-vehicle-select').click();
    await page.getByRole('option', { name: new RegExp(`^${vehicle.registry}\\b`) }).click();
    const position = page.getByTestId('my-vehicle-position');
    await position.waitFor();
    expect(Number(await position.getAttribute('data-lat'))).toBeCloseTo(GOTEBORG.lat, 4);
    expect(Number(await position.getAttribute('data-lon'))).toBeCloseTo(GOTEBORG.lon, 4);
    await shot(page, 'my-vehicles');
    await context.close();
  });
});
