// Alarms in the browser (spec 03 §2 alarm screens): a geofence alarm made in its editor, a demo tracker driven into
// the zone through the gateway (Teltonika over TCP: gateway → devices → alarms), the triggered alarm seen and
// acknowledged with a comment; the alarm setting lists, their editor and the unknown type. Screenshots of every
// screen go to /tmp/alarms-*.png (or SCREENSHOTS_DIR).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { eventuallyDefined } from '@fleetlog/testing';
import type { Page } from 'playwright-core';

import { api, apiToken, newPage, openScreen, useBrowserPlatform } from './support/browser-platform';
import { connectTeltonika, type TeltonikaTracker } from './support/teltonika-tracker';

const ADMIN = 'admin@demo-akeri.se';
// Installed by the demo seed in a car of Demo Åkeri AB (services/devices/src/seed/demo-devices.ts); the map spec
// drives 060, so this one is free for the alarms.
const IMEI = '350000000000078';

const shotDir = process.env.SCREENSHOTS_DIR ?? '/tmp';
// A tall page (an editor) is taken in a window as tall as it (the app's header and menu are fixed).
async function shot(page: Page, name: string, height = 900): Promise<void> {
  mkdirSync(shotDir, { recursive: true });
  await page.setViewportSize({ width: 1366, height });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(shotDir, `alarms-${name}.png`) });
  await page.setViewportSize({ width: 1366, height: 900 });
}

// The actions column is the grid's last; the grid renders only the columns in view, so scroll to it first.
async function openRowActions(page: Page, titleStart: string): Promise<void> {
  await page
    .locator('.MuiDataGrid-virtualScroller')
    .first()
    .evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
  await page.locator(`[data-testid^="row-actions-${titleStart}"]`).first().click();
}

async function pickOption(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

interface Period {
  activeAlarmPeriodId: number;
  alarmSettingsId: number;
  timestampStopMs: number | null;
  acknowledged: boolean;
  comment: string;
}

// A square of about 600 m around a point near Uppsala, somewhere else on each run (a run's zone must not be one an
// earlier run left there).
function zoneAround(): { centre: { lat: number; lon: number }; corners: string } {
  const centre = { lat: 59.8 + Math.random() * 0.1, lon: 17.5 + Math.random() * 0.2 };
  const dLat = 0.0027;
  const dLon = 0.0054;
  const corners = [
    [centre.lat + dLat, centre.lon - dLon],
    [centre.lat + dLat, centre.lon + dLon],
    [centre.lat - dLat, centre.lon + dLon],
    [centre.lat - dLat, centre.lon - dLon],
  ]
    .map(([lat, lon]) => `${lat!.toFixed(6)}, ${lon!.toFixed(6)}`)
    .join('\n');
  return { centre, corners };
}

describe('alarms', () => {
  const platform = useBrowserPlatform();
  let token: string;
  let vehicle: { id: number; registry: string };

  beforeAll(async () => {
    token = await apiToken(platform.baseUrl, ADMIN);
    const vehicles = await api<{ id: number; registry: string; state: { imei: string } | null }[]>(
      platform.baseUrl,
      token,
      'GET',
      '/api/vehicles',
    );
    const installed = vehicles.find((v) => v.state?.imei === IMEI);
    if (!installed) throw new Error(`no demo vehicle carries ${IMEI}`);
    vehicle = { id: installed.id, registry: installed.registry };
  }, 60_000);

  it('raises a geofence alarm drawn in the editor when a tracker drives in, and acknowledges it', async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, ADMIN, { menu: 'alarmsZones' }, 'geofence-list-page');
    await shot(page, 'geofence-list-before');

    await page.getByTestId('list-create').click();
    await page.getByTestId('geofence-editor').waitFor();
    await page.getByTestId('geofence-map-hint').waitFor();
    // Save stays disabled while no vehicle is chosen.
    expect(await page.getByTestId('alarm-save').isDisabled()).toBe(true);
    const alias = `E2E-zon ${Date.now()}`;
    await page.getByTestId('alarm-alias').fill(alias);
    await pickOption(page, 'alarm-vehicles', vehicle.registry);
    expect(await page.getByTestId('alarm-save').isEnabled()).toBe(true);

    // Fewer than 3 points: the spec's message, nothing saved.
    await page.getByTestId('alarm-save').click();
    await page.getByTestId('geofence-points-error').waitFor();

    // The address search draws the default triangle around the found place.
    await page.getByTestId('place-search').fill('Uppsala');
    await page
      .getByRole('option', { name: /Uppsala/ })
      .first()
      .click();
    await page.locator('[data-testid="geofence-map"][data-points="3"]').waitFor();
    await shot(page, 'geofence-editor-triangle', 2200);

    // Drawn anew on the map: three clicks, and a click on the first corner closes the polygon (ol Draw).
    await page.getByTestId('geofence-clear').click();
    await page.getByTestId('geofence-map-hint').waitFor();
    const map = page.getByTestId('geofence-map').getByTestId('map-view');
    for (const [x, y] of [
      [300, 120],
      [520, 140],
      [420, 320],
      [300, 120],
    ]) {
      await map.click({ position: { x: x!, y: y! } });
      await page.waitForTimeout(400);
    }
    await page.locator('[data-testid="geofence-map"][data-points="3"]').waitFor();
    await shot(page, 'geofence-editor-drawn', 1200);

    // The zone typed exactly, where the tracker will drive.
    const zone = zoneAround();
    await page.getByTestId('geofence-points').fill(zone.corners);
    await page.getByTestId('geofence-apply-points').click();
    await page.locator('[data-testid="geofence-map"][data-points="4"]').waitFor();
    await page.getByTestId('geofence-points-error').waitFor({ state: 'detached' });
    await shot(page, 'geofence-editor-zone', 2200);

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/geo-larm') && r.request().method() === 'POST');
    await page.getByTestId('alarm-save').click();
    const response = await saved;
    expect(response.status()).toBe(201);
    const geofence = (await response.json()) as { geoZoneAlarmId: number; zoneCoords: unknown[] };
    expect(geofence.zoneCoords).toHaveLength(4);
    await page.getByTestId('geofence-list-page').waitFor();
    await page.getByText(alias).waitFor();
    await shot(page, 'geofence-list');

    // The tracker drives in from the west and stays. On a platform just started, the alarms service may not consume
    // yet (its consumers join the groups a while after it answers), and it learns a tracker from devices.status.v1,
    // which devices publishes after the same packet: the drive is repeated (out, then in again) until a period exists.
    const tracker: TeltonikaTracker = await eventuallyDefined(
      () => connectTeltonika(platform.ports.gateway.teltonika, IMEI).catch(() => undefined),
      `the gateway accepting ${IMEI}`,
      { timeoutMs: 30_000, intervalMs: 500 },
    );
    const since = Date.now() - 3_600_000;
    const periodsOfZone = async () =>
      (
        await api<Period[]>(
          platform.baseUrl,
          token,
          'GET',
          `/api/alarm-period?fromTsMs=${since}&toTsMs=${Date.now() + 3_600_000}`,
        )
      ).filter((p) => p.alarmSettingsId === geofence.geoZoneAlarmId);
    try {
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const now = Date.now();
        await tracker.send([
          { lat: zone.centre.lat, lon: zone.centre.lon - 0.05, timestampMs: now - 3_000, speedKmh: 50 },
          { lat: zone.centre.lat, lon: zone.centre.lon - 0.03, timestampMs: now - 2_000, speedKmh: 50 },
          { lat: zone.centre.lat, lon: zone.centre.lon, timestampMs: now - 1_000, speedKmh: 0 },
        ]);
        const found = await eventuallyDefined(async () => (await periodsOfZone())[0], 'a period', {
          timeoutMs: 10_000,
          intervalMs: 500,
        }).catch(() => undefined);
        if (found) break;
      }
    } finally {
      tracker.close();
    }
    // Every drive ended inside the zone: the last entry's period is ongoing.
    const period = await eventuallyDefined(
      async () => (await periodsOfZone()).find((p) => p.timestampStopMs === null),
      `an ongoing period of geofence ${geofence.geoZoneAlarmId}`,
      { timeoutMs: 15_000, intervalMs: 500 },
    );
    expect(period.timestampStopMs).toBeNull();

    await page.getByTestId('menu-alarmsEvents').click();
    await page.getByTestId('alarm-events-page').waitFor();
    const acknowledge = page.getByTestId(`acknowledge-${period.activeAlarmPeriodId}`);
    await acknowledge.waitFor();
    await shot(page, 'events-unacknowledged');

    // The alarm-type tree: geofences only still finds it; security alarms only does not.
    const searchFor = async (type: string) => {
      await page.getByTestId('events-alarm-types').click();
      await page.getByTestId(`events-type-${type}`).click();
      await shot(page, `events-type-tree-${type}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('events-search').click();
      await page.locator('[data-testid="alarm-events-page"][data-state="done"]').waitFor();
    };
    await searchFor('GEO');
    await acknowledge.waitFor();
    await searchFor('GEO');
    await searchFor('SECURITY');
    await acknowledge.waitFor({ state: 'detached' });
    await searchFor('SECURITY');
    await acknowledge.waitFor();

    await openRowActions(page, `${alias} #${period.activeAlarmPeriodId}`);
    await page.getByTestId('row-action-location').click();
    await page.getByTestId('alarm-location-dialog').getByTestId('map-view').waitFor();
    await shot(page, 'events-location');
    await page.getByRole('button', { name: 'Stäng' }).click();

    const comment = `Kontrollerat av e2e ${Date.now() % 1_000_000}`;
    await acknowledge.click();
    await page.getByTestId('acknowledge-dialog').waitFor();
    await page.getByTestId('acknowledge-comment').fill(comment);
    await shot(page, 'events-acknowledge-dialog');
    await page.getByTestId('acknowledge-save').click();
    await page.getByTestId('acknowledge-dialog').waitFor({ state: 'detached' });
    await acknowledge.waitFor({ state: 'detached' });
    await page.getByTestId('events-tab-acknowledged').click();
    await page.getByText(comment).waitFor();
    await shot(page, 'events-acknowledged');
    const after = await periodsOfZone();
    expect(after.find((p) => p.activeAlarmPeriodId === period.activeAlarmPeriodId)).toMatchObject({
      acknowledged: true,
      comment,
    });

    // View alarm details: the geofence's own editor.
    await openRowActions(page, `${alias} #${period.activeAlarmPeriodId}`);
    await page.getByTestId('row-action-details').click();
    await page.waitForURL(`**/app/geoLarmDetails/${geofence.geoZoneAlarmId}`);
    await page.locator('[data-testid="geofence-map"][data-points="4"]').waitFor();
    expect(await page.getByTestId('alarm-alias').inputValue()).toBe(alias);
    await shot(page, 'geofence-editor-saved', 2200);
    await context.close();
  }, 240_000);

  it('lists alarm settings by name with badges, creates one in the editor and returns to its tab', async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, ADMIN, { menu: 'alarmsFunctions' }, 'alarm-settings-page');
    await page.getByTestId('alarm-tab-LOW_BATTERY').click();
    await shot(page, 'functions-list');

    await page.getByTestId('list-create').click();
    await page.getByTestId('alarm-editor').waitFor();
    expect(await page.getByTestId('alarm-editor-title').textContent()).toBe('Skapa nytt larm');
    await page.getByTestId('alarm-params').waitFor();
    expect(await page.getByTestId('alarm-params').getAttribute('data-fields')).toBe('lowBatteryLevel');
    // The alias is required.
    await page.getByTestId('alarm-save').click();
    await page.getByText('Fältet får inte vara tomt').waitFor();
    const alias = `E2E-batteri ${Date.now()}`;
    await page.getByTestId('alarm-alias').fill(alias);
    await pickOption(page, 'alarm-vehicles', vehicle.registry);
    await page.getByTestId('alarm-emails').fill('drift@demo-akeri.se');
    await page.getByTestId('alarm-emails').press('Enter');
    await shot(page, 'alarm-editor', 2200);
    await page.getByTestId('alarm-save').click();
    await page.waitForURL('**/app/alarmsFunctions?tab=LOW_BATTERY');
    await page.getByText(alias).waitFor();
    expect(await page.getByTestId('alarm-badge-LOW_BATTERY').getAttribute('data-colour')).toBe('success');
    await shot(page, 'functions-list-created');

    // The switch saves at once.
    const settings = await api<{ alarmSettingsId: number; name: string }[]>(
      platform.baseUrl,
      token,
      'GET',
      '/api/alarm-settings',
    );
    const created = settings.find((s) => s.name === alias)!;
    const patched = page.waitForResponse(
      (r) => r.url().endsWith(`/api/alarm-settings/${created.alarmSettingsId}`) && r.request().method() === 'PATCH',
    );
    await page.getByTestId(`alarm-active-${created.alarmSettingsId}`).click();
    expect((await patched).status()).toBe(200);

    // Reminder and quality lists are in the menu; the security editor knows the driving schedule's default.
    await page.getByTestId('menu-alarmsReminders').click();
    await page.locator('[data-testid="alarm-settings-page"][data-type="REMINDER"]').waitFor();
    await shot(page, 'reminders-list');
    await page.goto('/app/alarmEditor/?alarmType=SECURITY&id=-1&alarmName=DRIVING_SCHEDULE');
    await page.getByTestId('alarm-schedule').waitFor();
    await shot(page, 'security-editor-schedule', 2200);
    await page.goto('/app/alarmEditor/?alarmType=REMINDER&id=-1&alarmName=SERVICE_REMINDER');
    await page.getByTestId('alarm-service').waitFor();
    expect(await page.getByTestId('alarm-params').getAttribute('data-fields')).toBe('leadTime,service');
    await shot(page, 'reminder-editor-service', 1500);
    await page.goto('/app/alarmEditor/?alarmType=NONSENSE&id=-1');
    await page.getByTestId('alarm-editor-unknown').waitFor();
    await shot(page, 'editor-unknown-type');

    // In English: the spec's wording.
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-en').click();
    expect(await page.getByTestId('alarm-editor-unknown').textContent()).toBe('unknown alarm type');
    await page.goto('/app/alarmEditor/?alarmType=FUNCTION&id=-1&alarmName=NO_CONTACT');
    expect(await page.getByTestId('alarm-editor-title').textContent()).toBe('create new alarm');
    await page.getByTestId('alarm-save').click();
    await page.getByText('field cannot be empty').waitFor();
    await shot(page, 'editor-english', 1500);
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-sv').click();
    await context.close();
  }, 120_000);
});
