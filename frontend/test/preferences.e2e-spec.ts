// Work schedule and travel purposes in the browser (spec 03 §2, §4, §6, §8, §9): the driver activates its schedule,
// changes Monday and the trip type, and finds them again after a reload; the administrator opens the driver's
// schedule through the user selector and removes it after the confirmation; the driver adds and removes a travel
// purpose. The database is shared and kept: the driver's schedule is removed first, the purpose is this run's own.
// Screenshots go to SCREENSHOTS_DIR when set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';

import { api, apiToken, newPage, openScreen, useBrowserPlatform, waitForAttribute } from './support/browser-platform';

const ADMIN = 'admin@demo-akeri.se';
const ANNA = 'anna@demo-akeri.se';
const DELETE_CONFIRM = 'Är du säker på att du vill ta bort detta schema?';

const shotsDir = process.env.SCREENSHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `preferences-${name}.png`), fullPage: true });
}

interface Me {
  user: { userId: number; displayName: string };
}

interface Schedule {
  activated: boolean;
  tripType: string;
  daysList: { dayOfWeek: number; active: boolean; times: { start: string; stop: string }[] }[];
}

// A time is typed ('0730' finds 07:30) and its option picked.
async function pickTime(page: Page, testId: string, typed: string, time: string): Promise<void> {
  await page.getByTestId(testId).fill(typed);
  await page.getByRole('option', { name: time, exact: true }).click();
  expect(await page.getByTestId(testId).inputValue()).toBe(time);
}

const timeValue = (page: Page, testId: string) => page.getByTestId(testId).inputValue();

describe('work schedule and travel purposes', () => {
  const platform = useBrowserPlatform();
  const anna = { id: 0, name: '', token: '' };
  const purpose = `Kundbesök ${Date.now().toString(36).slice(-6)}`;

  const storedSchedule = () => api<Schedule>(platform.baseUrl, anna.token, 'GET', `/api/user/${anna.id}/weekday`);
  const storedPurposes = async () =>
    (await api<{ purposes: string[] }>(platform.baseUrl, anna.token, 'GET', `/api/user/${anna.id}`)).purposes;

  beforeAll(async () => {
    for (const username of [ADMIN, ANNA]) {
      const token = await apiToken(platform.baseUrl, username);
      const me = await api<Me>(platform.baseUrl, token, 'GET', '/api/auth');
      // The first-login GDPR prompt is not what these tests are about: approved beforehand, as the user would.
      await api(platform.baseUrl, token, 'PATCH', `/api/user/${me.user.userId}`, { hasApprovedGdpr: true });
      if (username === ANNA) Object.assign(anna, { id: me.user.userId, name: me.user.displayName, token });
    }
    // An earlier run may have left the driver's schedule activated: back to the default.
    await api(platform.baseUrl, anna.token, 'DELETE', `/api/user/${anna.id}/weekday`);
  }, 60_000);

  it('lets the driver activate the schedule, change Monday and the trip type, and keeps them', async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, ANNA, { menu: 'schedule' }, 'schedule-page');
    await waitForAttribute(page, 'schedule-editor', 'data-activated', 'false');
    // Drivers have their own schedule only; the default week is shown, not editable until activated.
    expect(await page.getByTestId('schedule-user').count()).toBe(0);
    await page.getByTestId('schedule-not-activated').waitFor();
    expect(await page.locator('[data-testid="schedule-week"] > [data-testid^="schedule-day-"]').count()).toBe(7);
    expect(await page.getByTestId('schedule-day-1').textContent()).toContain('Måndag');
    expect(await page.getByTestId('schedule-day-7').textContent()).toContain('Söndag');
    await waitForAttribute(page, 'schedule-day-5', 'data-active', 'true');
    await waitForAttribute(page, 'schedule-day-6', 'data-active', 'false');
    expect(await timeValue(page, 'schedule-day-1-start-0')).toBe('08:00');
    expect(await timeValue(page, 'schedule-day-1-stop-0')).toBe('17:00');
    expect(await page.getByTestId('schedule-day-1-start-0').isDisabled()).toBe(true);
    await shot(page, 'driver-not-activated');

    await page.getByTestId('schedule-activate').click();
    await page.getByTestId('notification').getByText('Arbetsschemat har aktiverats').waitFor();
    await waitForAttribute(page, 'schedule-editor', 'data-activated', 'true');
    expect(await page.getByTestId('schedule-save').isDisabled()).toBe(true);

    // A stop before its start is shown on its day and holds the save.
    await pickTime(page, 'schedule-day-1-stop-0', '0700', '07:00');
    await waitForAttribute(page, 'schedule-day-1', 'data-problem', 'STOP_NOT_AFTER_START');
    await page.getByTestId('schedule-day-1-problem').getByText('Sluttiden måste vara efter starttiden.').waitFor();
    expect(await page.getByTestId('schedule-save').isDisabled()).toBe(true);

    // Monday 07:30–12:00 and 13:00–24:00, trips within working hours private.
    await pickTime(page, 'schedule-day-1-start-0', '730', '07:30');
    await pickTime(page, 'schedule-day-1-stop-0', '12:00', '12:00');
    await waitForAttribute(page, 'schedule-day-1', 'data-problem', '');
    await page.getByTestId('schedule-day-1-add').click();
    await pickTime(page, 'schedule-day-1-start-1', '1300', '13:00');
    await pickTime(page, 'schedule-day-1-stop-1', '24', '24:00');
    await page.getByTestId('schedule-trip-type-PRIVATE').click();
    await waitForAttribute(page, 'schedule-trip-type', 'data-value', 'PRIVATE');
    await shot(page, 'driver-edited');

    await page.getByTestId('schedule-save').click();
    await page.getByTestId('notification').getByText('Arbetsschemat har sparats').waitFor();
    await waitForAttribute(page, 'schedule-editor', 'data-changed', 'false');

    await page.reload();
    await waitForAttribute(page, 'schedule-editor', 'data-activated', 'true');
    await waitForAttribute(page, 'schedule-trip-type', 'data-value', 'PRIVATE');
    expect(await timeValue(page, 'schedule-day-1-start-0')).toBe('07:30');
    expect(await timeValue(page, 'schedule-day-1-stop-0')).toBe('12:00');
    expect(await timeValue(page, 'schedule-day-1-start-1')).toBe('13:00');
    expect(await timeValue(page, 'schedule-day-1-stop-1')).toBe('24:00');
    expect(await timeValue(page, 'schedule-day-2-start-0')).toBe('08:00');
    await shot(page, 'driver-saved');

    const stored = await storedSchedule();
    expect(stored).toMatchObject({ activated: true, tripType: 'PRIVATE' });
    expect(stored.daysList.find((day) => day.dayOfWeek === 1)?.times).toEqual([
      { start: '0730', stop: '1200' },
      { start: '1300', stop: '2400' },
    ]);
    await context.close();
  });

  it("lets the administrator open the driver's schedule through the selector and remove it", async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, ADMIN, { menu: 'schedule' }, 'schedule-page');
    await waitForAttribute(page, 'schedule-page', 'data-state', 'done');
    await page.getByTestId('schedule-user').click();
    await page.getByRole('option', { name: anna.name, exact: true }).click();
    await waitForAttribute(page, 'schedule-page', 'data-user', String(anna.id));
    await waitForAttribute(page, 'schedule-editor', 'data-activated', 'true');
    await waitForAttribute(page, 'schedule-trip-type', 'data-value', 'PRIVATE');
    expect(await timeValue(page, 'schedule-day-1-start-0')).toBe('07:30');
    expect(await timeValue(page, 'schedule-day-1-stop-1')).toBe('24:00');
    await shot(page, 'admin-driver-schedule');

    await page.getByTestId('schedule-delete').click();
    await page.getByTestId('confirm-dialog').getByText(DELETE_CONFIRM, { exact: true }).waitFor();
    await page.waitForTimeout(300); // the dialog's fade-in, for the screenshot
    await shot(page, 'admin-delete-confirm');
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('notification').getByText('Arbetsschemat har tagits bort').waitFor();
    await waitForAttribute(page, 'schedule-editor', 'data-activated', 'false');
    await waitForAttribute(page, 'schedule-trip-type', 'data-value', 'BUSINESS');
    expect(await timeValue(page, 'schedule-day-1-start-0')).toBe('08:00');

    expect(await storedSchedule()).toMatchObject({ activated: false, tripType: 'BUSINESS' });
    await context.close();
  });

  it('lets the driver add a travel purpose, trimmed and once, and remove it', async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, ANNA, { menu: 'purpose' }, 'purposes-page');
    await waitForAttribute(page, 'purposes-page', 'data-state', 'done');
    expect(await page.getByTestId('purposes-user').count()).toBe(0);
    const row = page.locator(`[data-testid="purpose-row"][data-purpose="${purpose}"]`);

    // Required.
    await page.getByTestId('purpose-add').click();
    await page.getByText('Ange ett resesyfte.').waitFor();

    await page.getByTestId('purpose-input').fill(`  ${purpose}  `);
    await page.getByTestId('purpose-add').click();
    await page.getByTestId('notification').getByText('Resesyftena har uppdaterats').waitFor();
    await row.waitFor();
    expect(await page.getByTestId('purpose-input').inputValue()).toBe('');

    // Once only, whatever the case.
    await page.getByTestId('purpose-input').fill(purpose.toLowerCase());
    await page.getByTestId('purpose-input').press('Enter');
    await page.getByText('Resesyftet finns redan.').waitFor();
    await shot(page, 'purposes-added');

    await page.reload();
    await waitForAttribute(page, 'purposes-page', 'data-state', 'done');
    await row.waitFor();
    expect(await storedPurposes()).toContain(purpose);

    await row.getByTestId('purpose-remove').click();
    await row.waitFor({ state: 'detached' });
    await waitForAttribute(page, 'purposes-page', 'data-state', 'done');
    await shot(page, 'purposes-removed');
    expect(await storedPurposes()).not.toContain(purpose);
    await context.close();
  });
});
