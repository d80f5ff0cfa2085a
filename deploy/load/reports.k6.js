// The report API under load (issue 19, "Figures"): 50 virtual users, each waiting 1 s between requests, for 5
// minutes, mixing 60% schedule reads, 30% summary CSVs (all vehicles) and 10% journal PDFs of a 200-trip month, on
// the running platform with the simulated fleet off (`FLEETLOG_SIMULATE=0 npm start`).
//
//   k6 run deploy/load/reports.k6.js                      # BASE_URL=http://127.0.0.1:3000 by default
//   k6 run -e BASE_URL=https://fleetlog.example.se deploy/load/reports.k6.js
//
// The thresholds are the targets: p95 under 200 ms for schedule reads and CSV summaries, under 1.5 s for
// journal PDFs, fewer than 0.1% errors; k6 exits non-zero when one is missed. The scenario (logins, seeding, mix)
// is deploy/load/reports-scenario.mjs, which the Node tool deploy/bench/reports-load.mjs runs as well (k6 cannot be
// installed on the development machines; that tool produced the figures in deploy/bench/results/reports.json).
/* global __ENV -- k6's environment (-e NAME=value) */
import http from 'k6/http';
import { check, fail, sleep } from 'k6';
import { Rate } from 'k6/metrics';

import {
  ADMIN_LOGIN,
  DURATION_S,
  LOAD_VEHICLE,
  MAX_ERROR_RATE,
  REQUESTS,
  ROOT_LOGIN,
  SCHEDULE_COUNT,
  SCHEDULE_PREFIX,
  THINK_TIME_S,
  TOKEN_MARGIN_MS,
  TRIP_COUNT,
  VIRTUAL_USERS,
  monthTrips,
  pickRequest,
  previousMonth,
  requestPath,
  scheduleBodies,
} from './reports-scenario.mjs';

const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');

/** An answer other than 200, or none, per request of the mix (tagged by `request`). */
const errors = new Rate('report_errors');

const thresholds = { report_errors: [`rate<${MAX_ERROR_RATE}`] };
for (const request of REQUESTS) {
  thresholds[`http_req_duration{request:${request.key}}`] = [`p(95)<${request.p95TargetMs}`];
  // A sub-metric per request so that the summary shows each one's error rate as well.
  thresholds[`report_errors{request:${request.key}}`] = [`rate<${MAX_ERROR_RATE}`];
}

export const options = {
  scenarios: {
    reports: {
      executor: 'constant-vus',
      vus: VIRTUAL_USERS,
      duration: `${DURATION_S}s`,
      gracefulStop: '30s',
    },
  },
  thresholds,
  // Setup enters 200 trips one request at a time.
  setupTimeout: '5m',
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max', 'count'],
};

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function call(method, path, token, body) {
  const headers = token ? { ...JSON_HEADERS, Authorization: `Bearer ${token}` } : JSON_HEADERS;
  const response = http.request(method, `${BASE_URL}${path}`, body === undefined ? null : JSON.stringify(body), {
    headers,
    tags: { request: 'auxiliary' },
  });
  if (response.status < 200 || response.status > 299) fail(`${method} ${path}: ${response.status} ${response.body}`);
  return response.status === 204 ? undefined : response.json();
}

function login(credentials) {
  const answer = call('POST', '/api/auth', undefined, credentials);
  return { token: answer.token, renewAtMs: (answer.expiresAtMs || Date.now() + 2 * TOKEN_MARGIN_MS) - TOKEN_MARGIN_MS };
}

/**
 * The 200-trip month on the load vehicle (created once in the demo admin's organisation) and the admin's load
 * schedules, as the Node tool seeds them: a month that does not hold exactly the 200 trips has its vehicle's
 * history deleted and entered again (as ROOT, the New trip form); schedules are added up to SCHEDULE_COUNT.
 */
export function setup() {
  const admin = login(ADMIN_LOGIN).token;
  const root = login(ROOT_LOGIN).token;
  const month = previousMonth(Date.now());
  let vehicle = call('GET', '/api/vehicles', admin).find((candidate) => candidate.registry === LOAD_VEHICLE.registry);
  if (!vehicle) vehicle = call('POST', '/api/vehicles', admin, LOAD_VEHICLE);
  const period = `fromTsMs=${month.fromTsMs}&toTsMs=${month.toTsMs}`;
  const entries = call('GET', `/api/journal?${period}&vehicleIds=${vehicle.id}&size=10000`, admin);
  if (entries.length !== TRIP_COUNT) {
    if (entries.length > 0) call('DELETE', `/api/admin/vehicles/${vehicle.id}/history`, root);
    for (const trip of monthTrips(month, vehicle.id)) call('POST', '/api/admin/trip', root, trip);
  }
  const ours = call('GET', '/api/report/schedule', admin).filter((s) => s.name.startsWith(SCHEDULE_PREFIX)).length;
  for (const body of scheduleBodies(vehicle.id, SCHEDULE_COUNT).slice(ours)) {
    call('POST', '/api/report/schedule', admin, body);
  }
  return { ...month, vehicleId: vehicle.id };
}

// Each virtual user's own login, renewed before its access token expires (tokens are short-lived).
let session;

export default function (target) {
  if (!session || Date.now() >= session.renewAtMs) session = login(ADMIN_LOGIN);
  const request = pickRequest(Math.random());
  // k6 reads the whole body (responseType text by default); the PDF is binary, so as bytes.
  const response = http.get(`${BASE_URL}${requestPath(request.key, target)}`, {
    headers: { Authorization: `Bearer ${session.token}` },
    tags: { request: request.key, name: request.name },
    responseType: request.key === 'journalPdf' ? 'binary' : 'text',
    timeout: '60s',
  });
  const ok = check(response, { 'status is 200': (r) => r.status === 200 }, { request: request.key });
  errors.add(!ok, { request: request.key });
  sleep(THINK_TIME_S);
}
