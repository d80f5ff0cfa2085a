import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';

import type { AccessDirectory, Caller } from '@fleetlog/access';
import type { journalV1 } from '@fleetlog/contracts';

import type { ReportsConfig } from '../config';
import type { ReportSpec } from '../reports/report-request';
import type { ReportActor } from '../sources/report-actor';
import type { ReportSources } from '../sources/report-sources';
import { ReportCache } from './report-cache';
import type { ReportScope } from './report-scope';

const SPEC: ReportSpec = {
  type: 'JOURNAL',
  format: 'CSV',
  fromTsMs: Date.parse('2026-09-30T22:00:00Z'),
  toTsMs: Date.parse('2026-10-31T23:00:00Z'),
  vehicleIds: [7],
  driverIds: [],
  organizationIds: [],
  allVehicles: false,
  timeZone: 'Europe/Stockholm',
  showPrivate: false,
  tripFilter: 'ALL',
  fileName: '',
  language: 'sv',
  csvDelimiter: ';',
  alarmTypes: [],
  alarmNames: [],
  title: '',
};
const SCOPE: ReportScope = {
  vehicleIds: [7],
  organizationIds: [],
  everyVehicle: false,
  driverIds: [],
  vehicles: async () => [],
};
const READS = { trips: true, months: true, vehicles: false };

function actor(userId: number, roles: Caller['principal']['roles'] = ['ADMIN']): ReportActor {
  const caller = {
    principal: { userId, organizationId: 2, roles, token: `token-${Math.random()}` },
    organizations: new Map([[2, { id: 2, fullName: 'Demo Åkeri AB' }]]),
    selectedOrganizationId: 2,
  } as unknown as Caller;
  return { caller, metadata: () => ({}) as never };
}

describe(ReportCache.name, () => {
  let digest: string;
  let months: journalV1.MonthState[];
  let cache: ReportCache;

  beforeEach(() => {
    digest = 'trips-1';
    months = [];
    const sources = {
      journalDigest: async () => ({ digest, tripCount: 1 }),
      months: async () => months,
    } as unknown as ReportSources;
    const directory = { users: new Map([[5, { displayName: 'Åsa Öberg' }]]) } as unknown as AccessDirectory;
    cache = new ReportCache(
      { REPORTS_CACHE_MAX_MB: 1, REPORTS_CACHE_TTL_MINUTES: 60 } as ReportsConfig,
      sources,
      directory,
    );
  });

  const report = (body: Readable) => ({ fileName: 'Körjournal.csv', contentType: 'text/csv', body });

  it('sends a kept report again while its key holds, and makes another when the trips or months change', async () => {
    const key = (await cache.keyOf(SPEC, actor(5), SCOPE, READS))!;
    expect(await cache.find(key)).toBeUndefined();
    expect(await text(cache.keep(key, report(Readable.from(['a;b\n', '1;2\n']))).body)).toBe('a;b\n1;2\n');
    const kept = (await cache.find(key))!;
    expect(kept.fileName).toBe('Körjournal.csv');
    expect(await text(kept.body)).toBe('a;b\n1;2\n');

    // A new token of the same user asks the same report: the same key.
    expect(await cache.keyOf(SPEC, actor(5), SCOPE, READS)).toBe(key);
    digest = 'trips-2';
    expect(await cache.keyOf(SPEC, actor(5), SCOPE, READS)).not.toBe(key);
    digest = 'trips-1';
    months = [{ vehicleId: 7, attested: true } as journalV1.MonthState];
    expect(await cache.keyOf(SPEC, actor(5), SCOPE, READS)).not.toBe(key);
  });

  it('lets a request for a report being made wait for it instead of making it again', async () => {
    cache.begin('month');
    const waiting = cache.find('month');
    const body = cache.keep('month', report(Readable.from(['a;b\n']))).body;
    expect(await text(body)).toBe('a;b\n');
    expect(await text((await waiting)!.body)).toBe('a;b\n');

    cache.begin('refused');
    const refused = cache.find('refused');
    cache.abandon('refused');
    expect(await refused).toBeUndefined();
  });

  it('keys by who asks and by every field of the request', async () => {
    const key = await cache.keyOf(SPEC, actor(5), SCOPE, READS);
    expect(await cache.keyOf(SPEC, actor(6), SCOPE, READS)).not.toBe(key);
    expect(await cache.keyOf(SPEC, actor(5, ['DRIVER']), SCOPE, READS)).not.toBe(key);
    expect(await cache.keyOf({ ...SPEC, showPrivate: true }, actor(5), SCOPE, READS)).not.toBe(key);
    expect(await cache.keyOf({ ...SPEC, language: 'en' }, actor(5), SCOPE, READS)).not.toBe(key);
    expect(await cache.keyOf(SPEC, actor(5), { ...SCOPE, driverIds: [5] }, READS)).not.toBe(key);
  });

  it('keeps nothing of a report that fails half-way or outgrows its share of the memory', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('a;b\n');
        throw new Error('the journal went away');
      })(),
    );
    await expect(text(cache.keep('failed', report(failing)).body)).rejects.toThrow('the journal went away');
    expect(await cache.find('failed')).toBeUndefined();

    const large = Buffer.alloc(200 * 1024, 'x');
    expect((await text(cache.keep('large', report(Readable.from([large]))).body)).length).toBe(large.length);
    expect(await cache.find('large')).toBeUndefined();
  });
});
