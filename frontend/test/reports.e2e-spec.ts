// The report screens in the browser (issue 19, spec 02 §2.1 export menu, §2.7 scheduling, §8 messages, §9): an
// administrator exports a month of the journal as a PDF download (a real PDF with the route's content-disposition)
// and by e-mail (the mail arrives with the PDF), and schedules a report, edits it, sees its delivery log and deletes
// it after the spec's confirmation. Trips are put in place as trip detection stores them, on a vehicle of this run.
// Screenshots (Swedish and English) go to SCREENSHOTS_DIR when set.
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { journalKnowsVehicle, storeJournalTrip } from '@fleetlog/testing';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { BrowserContext, Page } from 'playwright-core';

import { api, apiToken, newPage, openScreen, typeDate, useBrowserPlatform } from './support/browser-platform';

dayjs.extend(utc);
dayjs.extend(timezone);

const TZ = 'Europe/Stockholm';
const ADMIN = 'admin@demo-akeri.se';
const ANNA = 'anna@demo-akeri.se';

const shotsDir = process.env.SCREENSHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `reports-${name}.png`), fullPage: true });
}

const lastMonth = dayjs().tz(TZ).startOf('month').subtract(1, 'month');
const monthKey = lastMonth.format('YYYY-MM');
const at = (day: number, time: string) => dayjs.tz(`${monthKey}-${String(day).padStart(2, '0')} ${time}`, TZ).valueOf();
const firstDay = `${monthKey}-01`;
const lastDay = `${monthKey}-${String(lastMonth.daysInMonth()).padStart(2, '0')}`;

interface Me {
  user: { userId: number; organizationId: number };
}

async function inEnglish(context: BrowserContext): Promise<void> {
  await context.addInitScript("localStorage.setItem('fleetlog.language', 'en')");
}

describe('reports', () => {
  const platform = useBrowserPlatform();
  const ids = { anna: 0, organization: 0 };
  let vehicle = { id: 0, registry: '' };
  const suffix = Date.now().toString(36).slice(-6).toUpperCase();

  beforeAll(async () => {
    const adminToken = await apiToken(platform.baseUrl, ADMIN);
    for (const username of [ADMIN, ANNA]) {
      const token = username === ADMIN ? adminToken : await apiToken(platform.baseUrl, username);
      const me = await api<Me>(platform.baseUrl, token, 'GET', '/api/auth');
      await api(platform.baseUrl, token, 'PATCH', `/api/user/${me.user.userId}`, { hasApprovedGdpr: true });
      if (username === ANNA) ids.anna = me.user.userId;
      else ids.organization = me.user.organizationId;
    }
    vehicle = await api<{ id: number; registry: string }>(platform.baseUrl, adminToken, 'POST', '/api/vehicles', {
      displayName: `Rapportbil ${suffix}`,
      registry: `RP${suffix}`,
      defaultTripType: 'BUSINESS',
      benefitType: 'WORK',
      isoCountryCode: 'SE',
      permittedDrivers: [ids.anna],
    });
    await journalKnowsVehicle(vehicle.id);
    const store = (startMs: number, description: string) =>
      storeJournalTrip({
        organizationId: ids.organization,
        vehicleId: vehicle.id,
        driverUserId: ids.anna,
        startMs,
        description,
      });
    await store(at(3, '08:00'), 'Kundbesök Solna');
    await store(at(14, '13:00'), 'Leverans Bromma');
  }, 90_000);

  // The journal page of the vehicle with last month as its period, and the export modal of one report open.
  async function openExport(page: Page, type: string): Promise<void> {
    await openScreen(page, ADMIN, { path: `/app/journey?vehicleId=${vehicle.id}` }, 'journal-page');
    await typeDate(page, 'journal-from', firstDay);
    await typeDate(page, 'journal-to', lastDay);
    await page.getByTestId('journal-export').click();
    await page.getByTestId(`journal-export-${type}`).click();
    await page.getByTestId('report-export-dialog').waitFor();
  }

  it('downloads the journal of a month as a PDF named by the route, and the modal closes', async () => {
    const { context, page } = await newPage(platform);
    await openExport(page, 'JOURNAL');
    await shot(page, 'export-modal-sv');
    const answered = page.waitForResponse((r) => r.url().includes('/api/report/journal/pdf'));
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('report-export-submit').click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const disposition = response.headers()['content-disposition'] ?? '';
    expect(disposition).toMatch(/^attachment; filename=".+\.pdf"; filename\*=UTF-8''.+\.pdf$/);
    const query = new URL(response.url()).searchParams;
    expect(query.get('vehicleIds')).toBe(String(vehicle.id));
    expect(query.get('fromTsMs')).toBe(String(dayjs.tz(firstDay, TZ).valueOf()));
    expect(query.get('csvDelimiter')).toBeNull();

    const download = await downloaded;
    const encodedName = /filename\*=UTF-8''([^;]+)/.exec(disposition)![1]!;
    expect(download.suggestedFilename()).toBe(decodeURIComponent(encodedName));
    // Chromium is the shared run's (connected remotely): the file is saved here to be read.
    const saved = join(tmpdir(), `reports-e2e-${suffix}.pdf`);
    await download.saveAs(saved);
    const bytes = readFileSync(saved);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByTestId('report-export-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('notification').getByText('Rapporten är klar').waitFor();
    await context.close();
  });

  it('asks for the CSV with the platform delimiter (comma on Linux) and mails a report to the address given', async () => {
    const { context, page } = await newPage(platform);
    await openExport(page, 'JOURNAL');
    await page.getByTestId('report-format-CSV').check();
    const recipient = `rapport-${suffix.toLowerCase()}@example.se`;
    await page.getByTestId('report-delivery-email').check();
    await page.getByTestId('report-email').fill('inte-en-adress');
    await page.getByTestId('report-export-submit').click();
    await page.getByText('Ogiltig e-postadress: inte-en-adress').waitFor();
    await page.getByTestId('report-email').fill(recipient);
    const answered = page.waitForResponse((r) => r.url().includes('/api/report/journal/csv'));
    await page.getByTestId('report-export-submit').click();
    const response = await answered;
    expect(response.status()).toBe(202);
    expect(await response.json()).toMatchObject({ status: 'QUEUED' });
    const query = new URL(response.url()).searchParams;
    expect(query.get('csvDelimiter')).toBe(',');
    expect(query.get('email')).toBe(recipient);
    await page.getByTestId('notification').getByText('Rapporten skickas med e-post').waitFor();
    await page.getByTestId('report-export-dialog').waitFor({ state: 'detached' });

    const mail = await platform.smtp.waitForMail((m) => m.to.includes(recipient), 60_000);
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: expect.stringMatching(/\.csv$/) })]);
    await context.close();
  });

  it('schedules a report, edits it, shows its delivery log and deletes it after the confirmation', async () => {
    const { context, page } = await newPage(platform);
    await openScreen(page, ADMIN, { menu: 'scheduling' }, 'scheduling-page');
    await page.locator('[data-testid="scheduling-page"][data-state="done"]').waitFor();
    await page.getByTestId('list-create').click();
    const dialog = page.getByTestId('schedule-dialog');
    await dialog.waitFor();
    const name = `Månadsjournal ${suffix}`;
    await page.getByTestId('schedule-name').fill(name);
    expect(await page.getByTestId('schedule-save').isDisabled()).toBe(true);

    await page.getByTestId('schedule-recipients').fill('ekonomi@demo');
    await page.getByTestId('schedule-recipients').press('Enter');
    await dialog.getByText('Ogiltig e-postadress: ekonomi@demo').waitFor();
    await page.getByTestId('schedule-recipients').press('Backspace');
    await page.getByTestId('schedule-recipients').fill(`ekonomi-${suffix.toLowerCase()}@example.se`);
    await page.getByTestId('schedule-recipients').press('Enter');
    expect(await page.getByTestId('schedule-save').isDisabled()).toBe(true);
    await page.getByTestId('schedule-vehicles').fill(vehicle.registry);
    await page.getByRole('option', { name: new RegExp(vehicle.registry) }).click();
    await shot(page, 'schedule-form-sv');
    await page.getByTestId('schedule-save').click();
    await page.getByTestId('notification').getByText('Schemat har skapats').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name, exact: true }).waitFor();

    await page.getByRole('gridcell', { name, exact: true }).click();
    await dialog.waitFor();
    const edited = `${name} (ändrad)`;
    await page.getByTestId('schedule-name').fill(edited);
    await page.getByTestId('schedule-day').click();
    await page.getByRole('option', { name: '15', exact: true }).click();
    await page.getByTestId('schedule-save').click();
    await page.getByTestId('notification').getByText('Ändringarna har sparats').waitFor();
    await page.getByRole('gridcell', { name: edited, exact: true }).waitFor();
    await shot(page, 'scheduling-sv');

    await page.getByTestId(`row-actions-${edited}`).click();
    await page.getByTestId('row-action-deliveries').click();
    await page.getByTestId('delivery-log-empty').waitFor();
    await shot(page, 'delivery-log-sv');
    await page.keyboard.press('Escape');
    await page.getByTestId('delivery-log').waitFor({ state: 'detached' });

    await page.getByTestId(`row-actions-${edited}`).click();
    await page.getByTestId('row-action-delete').click();
    await page.getByTestId('confirm-dialog').getByText('Är du säker på att du vill ta bort detta schema?').waitFor();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('notification').getByText('Schemat har tagits bort').waitFor();
    await page.getByRole('gridcell', { name: edited, exact: true }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the scheduling page and the export modal in English', async () => {
    if (!shotsDir) return;
    const { context, page } = await newPage(platform);
    await inEnglish(context);
    await openExport(page, 'SUMMARY_VEHICLE');
    await page.getByTestId('report-delivery-email').check();
    await shot(page, 'export-modal-en');
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-scheduling').click();
    await page.locator('[data-testid="scheduling-page"][data-state="done"]').waitFor();
    await page.getByTestId('list-create').click();
    await page.getByTestId('schedule-recipients').fill('nobody');
    await page.getByTestId('schedule-recipients').press('Enter');
    await shot(page, 'schedule-form-en');
    await context.close();
  });
});
