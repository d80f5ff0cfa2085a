// The report API load scenario of issue 19 ("Figures"), shared by the k6 script (deploy/load/reports.k6.js) and the
// Node load tool (deploy/bench/reports-load.mjs), so that both run the same thing: who logs in, what is seeded, the
// request mix and its targets. Plain JavaScript without Node or k6 APIs (and without numeric separators, which older
// k6 runtimes do not parse): k6 and Node both import it.

/** 50 virtual users, each waiting 1 s after every answer, for 5 minutes. */
export const VIRTUAL_USERS = 50;
export const THINK_TIME_S = 1;
export const DURATION_S = 300;

/** The demo seed's logins: ROOT enters trips by hand (spec 02 §3 "New trip form"), the demo admin reads reports. */
export const ROOT_LOGIN = { username: 'root@fleetlog.se', password: 'Fleetlog-demo-1' };
export const ADMIN_LOGIN = { username: 'admin@demo-akeri.se', password: 'Fleetlog-demo-1' };

/** Log in again this long before the access token expires (tokens are short-lived). */
export const TOKEN_MARGIN_MS = 60000;

/** The vehicle of the 200-trip month, created in the demo admin's organisation once and found by its registry. */
export const LOAD_VEHICLE = {
  registry: 'LAST200',
  displayName: 'Lasttest 200 resor',
  defaultTripType: 'BUSINESS',
  benefitType: 'WORK',
  isoCountryCode: 'SE',
};
/** The trips' tracker: no such device is installed, as for a trip a superadmin enters for a vehicle without one. */
export const LOAD_IMEI = '359990000000200';
export const TRIP_COUNT = 200;
const WORKING_DAYS = 20;
const TRIPS_PER_DAY = TRIP_COUNT / WORKING_DAYS;

/** The admin's report schedules the schedule reads list (besides whatever the demo has). */
export const SCHEDULE_PREFIX = 'Lasttest';
export const SCHEDULE_COUNT = 4;

/** The mix: weight (percent of requests) and the p95 target of issue 19. */
export const REQUESTS = [
  { key: 'schedule', name: 'GET /api/report/schedule', weight: 60, p95TargetMs: 200 },
  { key: 'summaryCsv', name: 'GET /api/report/summary-vehicle/csv (all vehicles)', weight: 30, p95TargetMs: 200 },
  { key: 'journalPdf', name: 'GET /api/report/journal/pdf (200 trips)', weight: 10, p95TargetMs: 1500 },
];
/** Fewer than 0.1% of the answers may be errors (not 200, or no answer). */
export const MAX_ERROR_RATE = 0.001;

/** The request of the mix (or of a part of it) that a uniform number in [0, 1) picks, by weight. */
export function pickRequest(uniform, requests = REQUESTS) {
  const total = requests.reduce((sum, request) => sum + request.weight, 0);
  let left = uniform * total;
  for (const request of requests) {
    left -= request.weight;
    if (left < 0) return request;
  }
  return requests[requests.length - 1];
}

/** The path of one request of the mix for the seeded month and vehicle. */
export function requestPath(key, { fromTsMs, toTsMs, vehicleId }) {
  const period = `fromTsMs=${fromTsMs}&toTsMs=${toTsMs}`;
  if (key === 'schedule') return '/api/report/schedule';
  if (key === 'summaryCsv') return `/api/report/summary-vehicle/csv?${period}&allVehicles=true`;
  if (key === 'journalPdf') return `/api/report/journal/pdf?${period}&vehicleIds=${vehicleId}`;
  throw new Error(`unknown request ${key}`);
}

/**
 * The previous calendar month as [fromTsMs, toTsMs), in UTC: the trips lie between 06:00 and 17:00 UTC on its
 * working days, so the month in Swedish time holds the same trips.
 */
export function previousMonth(nowMs) {
  const now = new Date(nowMs);
  return {
    fromTsMs: Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1),
    toTsMs: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1),
  };
}

const PLACES = [
  { address: 'Sveavägen 44, 111 34 Stockholm', lat: 59.3388, lon: 18.0589 },
  { address: 'Industrivägen 4, 171 48 Solna', lat: 59.3665, lon: 18.0073 },
  { address: 'Kista Allévägen 6, 164 51 Kista', lat: 59.4032, lon: 17.9441 },
  { address: 'Götgatan 15, 116 46 Stockholm', lat: 59.3182, lon: 18.0717 },
  { address: 'Råsundavägen 100, 169 57 Solna', lat: 59.3631, lon: 18.0011 },
  { address: 'Hamngatan 37, 111 53 Stockholm', lat: 59.3331, lon: 18.0676 },
];
const ERRANDS = [
  'Kundbesök, genomgång av serviceavtal',
  'Leverans av reservdelar',
  'Service av kylaggregat hos kund',
  'Hämtning av material på Ahlsell',
  'Offertmöte hos Fastighets AB Förvaltaren',
];

/**
 * The 200 trips of the month (the body of POST /api/admin/trip each): 10 a day on its first 20 working days, 40
 * minutes each, an hour apart from 06:00 UTC, so they never overlap; each starts where the previous one stopped;
 * every eighth is private.
 */
export function monthTrips(month, vehicleId) {
  const trips = [];
  for (let day = new Date(month.fromTsMs); trips.length < TRIP_COUNT; day = new Date(day.getTime() + 86400000)) {
    if (day.getTime() >= month.toTsMs) throw new Error('a month has at least 20 working days');
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    for (let slot = 0; slot < TRIPS_PER_DAY; slot += 1) {
      const n = trips.length;
      const start = PLACES[n % PLACES.length];
      const stop = PLACES[(n + 1) % PLACES.length];
      const startMs = day.getTime() + (6 * 60 + slot * 60) * 60000;
      const privateTrip = n % 8 === 7;
      trips.push({
        vehicleId,
        imei: LOAD_IMEI,
        timestampStartMs: startMs,
        timestampStopMs: startMs + 40 * 60000,
        tripOdometerMax: 4000 + ((n * 1373) % 21000),
        startLat: start.lat,
        startLon: start.lon,
        stopLat: stop.lat,
        stopLon: stop.lon,
        startAddress: start.address,
        stopAddress: stop.address,
        description: privateTrip ? '' : ERRANDS[n % ERRANDS.length],
        purpose: privateTrip ? 'PRIVATE' : 'BUSINESS',
      });
    }
  }
  return trips;
}

/** The schedules to create as the admin so that the schedule reads list some (POST /api/report/schedule). */
export function scheduleBodies(vehicleId, count) {
  return Array.from({ length: count }, (_, i) => ({
    name: `${SCHEDULE_PREFIX} ${i + 1}`,
    reportType: 'JOURNAL',
    reportTarget: [vehicleId],
    email: ['ops@example.se'],
    schedule: 1,
  }));
}
