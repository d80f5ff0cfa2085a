// npm run bench:pages — how fast the demo's pages load in a browser (issue 17, "The demo loads fast"), against the
// running demo (`npm start`, http://localhost:3000 or BENCH_URL): Debian's Chromium driven by playwright-core, one
// browser profile, logged in as the demo administrator. Per page, one load to warm the profile's cache, then
// BENCH_RUNS (default 5) reloads, each timed from the reload to what the page is for being on screen:
// - journal: the trips page of the demo vehicle with the most trips this month close to 224, searched as the page
//   offers it (this month to today) once the search button is enabled, until its first trip row is visible;
// - map: the map page, until the vehicles' markers are drawn (the map's data-markers lists at least one).
// Every request of each load is counted, and a request sent more than once in one load is listed as a duplicate.
// Writes deploy/bench/results/pages.json (BENCH_OUT) with the command, the machine and the figures.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

/* global fetch, document -- Node 24's fetch; document inside page.waitForFunction, which runs in the page */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BASE = process.env.BENCH_URL ?? 'http://localhost:3000';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const OUT = resolve(process.env.BENCH_OUT ?? join(ROOT, 'deploy/bench/results/pages.json'));
const LOGIN = { username: 'admin@demo-akeri.se', password: 'Fleetlog-demo-1' };
const TARGET_MS = 1500;
const WANTED_TRIPS = 224;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const log = (message) => process.stderr.write(`[bench:pages ${new Date().toISOString()}] ${message}\n`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (ms) => Math.round(ms);

async function api(path, token, init = {}) {
  const response = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** This month to the end of today in Stockholm, as the journal page searches by default. */
function thisMonth() {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
  return { month: day.slice(0, 7), from: `${day.slice(0, 7)}-01`, to: day };
}

/** The administrator's vehicle whose trips this month (the journal page's default range) are closest to 224. */
async function journalVehicle() {
  const { token } = await api('/api/auth', undefined, { method: 'POST', body: JSON.stringify(LOGIN) });
  const vehicles = await api('/api/vehicles', token);
  const { month, from, to } = thisMonth();
  const fromTsMs = Date.parse(`${from}T00:00:00+01:00`);
  const toTsMs = Date.parse(`${to}T00:00:00+01:00`) + 86_400_000;
  const counted = [];
  for (const vehicle of vehicles) {
    const trips = await api(`/api/journal?fromTsMs=${fromTsMs}&toTsMs=${toTsMs}&vehicleIds=${vehicle.id}`, token);
    counted.push({ id: vehicle.id, name: vehicle.registry || vehicle.displayName, trips: trips.length });
  }
  counted.sort((a, b) => Math.abs(a.trips - WANTED_TRIPS) - Math.abs(b.trips - WANTED_TRIPS));
  if (!counted[0]?.trips)
    throw new Error('no demo vehicle has trips this month: let the simulated fleet replay its history');
  return { ...counted[0], month, range: `${from}..${to}` };
}

async function login(page) {
  await page.goto(`${BASE}/auth/login`);
  await page.getByTestId('login-username').fill(LOGIN.username);
  await page.getByTestId('login-password').fill(LOGIN.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('side-menu').waitFor();
  const gdpr = page.getByTestId('gdpr-approve');
  if (await gdpr.isVisible().catch(() => false)) await gdpr.click();
}

/** Reloads the page and times `ready` from the reload; the requests of the load (until `settleMs` after ready). */
async function timedReload(page, ready, settleMs = 1000) {
  const requests = [];
  const onRequest = (request) => requests.push(`${request.method()} ${request.url().replace(BASE, '')}`);
  page.on('request', onRequest);
  const started = performance.now();
  await page.reload({ waitUntil: 'commit' });
  await ready();
  const ms = performance.now() - started;
  await page.waitForTimeout(settleMs);
  page.off('request', onRequest);
  const counts = new Map();
  for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1);
  const duplicates = [...counts].filter(([, n]) => n > 1).map(([request, n]) => `${request} ×${n}`);
  return { ms, requests, duplicates };
}

async function measure(page, name, url, ready) {
  await page.goto(url);
  await ready(); // the first load fills the profile's cache; the timed loads are second loads
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const run = await timedReload(page, ready);
    log(
      `${name} run ${i + 1}: ${round(run.ms)} ms, ${run.requests.length} requests, ${run.duplicates.length} sent twice`,
    );
    runs.push(run);
  }
  const medianMs = round(median(runs.map((r) => r.ms)));
  return {
    url: url.replace(BASE, ''),
    medianMs,
    withinTarget: medianMs <= TARGET_MS,
    runsMs: runs.map((r) => round(r.ms)),
    requestsPerLoad: runs.map((r) => r.requests.length),
    duplicates: [...new Set(runs.flatMap((r) => r.duplicates))],
    requestsOfLastLoad: runs.at(-1).requests,
  };
}

function machine() {
  return {
    cpus: cpus().length,
    model: cpus()[0]?.model ?? 'unknown',
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    freeMemoryAtStart: `${(freemem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    chromium: execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim(),
    loadAverageAtStart: loadavg().map((n) => Number(n.toFixed(2))),
  };
}

async function main() {
  const host = machine();
  const vehicle = await journalVehicle();
  log(`journal: vehicle ${vehicle.name} (id ${vehicle.id}), ${vehicle.trips} trips in ${vehicle.range}`);
  const profile = mkdtempSync(join(tmpdir(), 'fleetlog-bench-pages-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 1366, height: 900 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await login(page);
    const journal = await measure(page, 'journal', `${BASE}/app/journey?vehicleId=${vehicle.id}`, async () => {
      const search = page.getByTestId('journal-search');
      await search.and(page.locator(':enabled')).waitFor();
      await search.click();
      await page.locator('[data-testid^="trip-row-"]').first().waitFor({ state: 'visible' });
    });
    const map = await measure(page, 'map', `${BASE}/app/map`, () =>
      page.waitForFunction(() => {
        const markers = document.querySelector('[data-testid="map-view"]')?.getAttribute('data-markers');
        return markers !== null && markers !== undefined && JSON.parse(markers).length > 0;
      }),
    );
    if (process.env.BENCH_SCREENSHOTS) {
      mkdirSync(process.env.BENCH_SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(process.env.BENCH_SCREENSHOTS, 'map.png') });
      await page.goto(`${BASE}/app/journey?vehicleId=${vehicle.id}`);
      await page.getByTestId('journal-search').and(page.locator(':enabled')).waitFor();
      await page.getByTestId('journal-search').click();
      await page.locator('[data-testid^="trip-row-"]').first().waitFor();
      await page.screenshot({ path: join(process.env.BENCH_SCREENSHOTS, 'journal.png') });
    }
    const report = {
      command: 'npm run bench:pages',
      at: new Date().toISOString(),
      machine: host,
      baseUrl: BASE,
      targets: { journalFirstRowsMs: TARGET_MS, mapMarkersMs: TARGET_MS },
      runs: RUNS,
      journal: { vehicle: vehicle.name, vehicleId: vehicle.id, range: vehicle.range, trips: vehicle.trips, ...journal },
      map,
      notes: [
        'Each figure: from page.reload() to the first trip row (journal, after clicking Search once it is enabled) or ' +
          'to the first drawn marker (map), a second load in the same Chromium profile, median of the runs.',
        'requestsPerLoad counts every request from the reload until 1 s after the page was ready; a duplicate is the ' +
          'same method and URL more than once in one load.',
        'The demo platform runs on the same two cores, its simulated fleet driving meanwhile.',
      ],
    };
    mkdirSync(dirname(OUT), { recursive: true });
    writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
    log(`journal ${journal.medianMs} ms, map ${map.medianMs} ms (median of ${RUNS}); written to ${OUT}`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
