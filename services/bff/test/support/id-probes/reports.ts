import { lateBound } from '@fleetlog/testing';

import type { ApiResponse } from '../api-client';
import { byId, missing, type Probe, WEEK } from './probe';
import { type ProbeWorld } from './world';

/** 404 and nothing of the object (the sameAsAbsent check then asks the same of an id that does not exist). */
const notFound = (response: ApiResponse): void => expect(response.status).toBe(404);

/** Reports and their schedules (reports): filters, schedules, targets and the organisations they are made in. */
export function reportProbes(w: ProbeWorld): Probe[] {
  const a = lateBound(() => w.a);
  const b = lateBound(() => w.b);
  const journalPdf = (query: string) => `/api/report/journal/pdf?${WEEK}&${query}`;
  const schedule = (extra: Record<string, unknown>) => ({
    name: 'Probe',
    reportTarget: [a.car.id],
    email: ['probe@example.se'],
    ...extra,
  });
  return [
    // ---------- report filters: the journal gives nothing of what the caller may not see ----------
    ...(
      [
        ['adminA', "B's car", () => b.car.id],
        ['driverA', "the colleague's van", () => w.van.id],
      ] as const
    ).map(([as, of, id]): Probe => ({
      op: 'GET /api/report/{type}/{format}',
      input: 'query:vehicleIds',
      as,
      of,
      id,
      request: (value) => ({ path: journalPdf(`vehicleIds=${value}`) }),
      expect: notFound,
    })),
    {
      op: 'GET /api/report/{type}/{format}',
      input: 'query:driverIds',
      as: 'adminA',
      of: "B's driver",
      id: () => b.driver.userId,
      request: (value) => ({ path: journalPdf(`driverIds=${value}`) }),
      expect: notFound,
    },
    {
      op: 'GET /api/report/{type}/{format}',
      input: 'query:driverIds',
      as: 'driverA',
      of: 'the colleague',
      id: () => w.colleague.userId,
      request: (value) => ({ path: journalPdf(`driverIds=${value}`) }),
      expect: missing('USER_MISSING'),
    },
    ...(['adminA', 'driverA'] as const).map((as): Probe => ({
      op: 'GET /api/report/{type}/{format}',
      input: 'query:organizationIds',
      as,
      of: 'B',
      id: () => b.organizationId,
      request: (value) => ({ path: journalPdf(`organizationIds=${value}`) }),
      expect: missing('ORGANIZATION_MISSING'),
    })),
    {
      op: 'GET /api/report/driver',
      input: 'query:organizationIds',
      as: 'adminA',
      of: 'B',
      id: () => b.organizationId,
      request: (value) => ({ path: `/api/report/driver?year=2026&month=11&organizationIds=${value}` }),
      expect: missing('ORGANIZATION_MISSING'),
    },
    // ---------- schedules ----------
    byId(
      'GET /api/report/schedule/organization/{id}',
      'adminA',
      'B',
      () => b.organizationId,
      missing('ORGANIZATION_MISSING'),
    ),
    byId(
      'PATCH /api/report/schedule/{id}',
      'adminA',
      "B's schedule",
      () => b.reportSchedule,
      missing('REPORT_SCHEDULE_MISSING'),
      { name: 'Probe' },
    ),
    byId(
      'DELETE /api/report/schedule/{id}',
      'adminA',
      "B's schedule",
      () => b.reportSchedule,
      missing('REPORT_SCHEDULE_MISSING'),
    ),
    byId(
      'GET /api/report/schedule/{id}/deliveries',
      'adminA',
      "B's schedule",
      () => b.reportSchedule,
      missing('REPORT_SCHEDULE_MISSING'),
    ),
    ...(['POST', 'PATCH'] as const).flatMap((method): Probe[] => {
      const op = method === 'POST' ? 'POST /api/report/schedule' : 'PATCH /api/report/schedule/{id}';
      const path = () => (method === 'POST' ? '/api/report/schedule' : `/api/report/schedule/${a.reportSchedule}`);
      return [
        {
          op,
          input: 'body:organizationId',
          as: 'adminA',
          of: 'B',
          id: () => b.organizationId,
          request: (value) => ({ path: path(), body: schedule({ organizationId: value }) }),
          expect: missing('ORGANIZATION_MISSING'),
        },
        {
          op,
          input: 'body:reportTargetDrivers',
          as: 'adminA',
          of: "B's driver",
          id: () => b.driver.userId,
          request: (value) => ({ path: path(), body: schedule({ reportTargetDrivers: [value] }) }),
          expect: missing('USER_MISSING'),
        },
      ];
    }),
  ];
}
