import { journalKnowsVehicle, storeJournalTrip, useBeforeAll } from '@fleetlog/testing';

import type { ApiResponse } from './support/api-client';
import { useJournalStack } from './support/stack';

const HOUR_MS = 3_600_000;
// Monday 2 November 2026, midnight in Stockholm: the month's trips are on its first days.
const MONTH = Date.parse('2026-11-01T00:00:00+01:00');
const NEXT_MONTH = Date.parse('2026-12-01T00:00:00+01:00');
const DAY = Date.parse('2026-11-02T00:00:00+01:00');

// Issue 19: the report routes through the BFF to the reports service, which reads the journal and fleet as the
// caller may; e-mailed reports through the delivery log and the queue to the shared SMTP receiver.
describe('GET /api/report/* (real auth, fleet, journal, reports, SMTP)', () => {
  const { stack, fleet } = useJournalStack();
  const org = useBeforeAll(() => stack.fixtures.organization('reports'));
  const other = useBeforeAll(() => stack.fixtures.organization('reports-other'));
  const driver = useBeforeAll(() => stack.fixtures.user(org));
  const vehicle = useBeforeAll(async () => {
    const created = await fleet.vehicle(org, { permittedDrivers: [driver.userId] });
    await journalKnowsVehicle(created.id);
    return created;
  });
  const foreignVehicle = useBeforeAll(async () => {
    const created = await fleet.vehicle(other);
    await journalKnowsVehicle(created.id);
    return created;
  });
  useBeforeAll(async () => {
    await storeJournalTrip({
      organizationId: org.organizationId,
      vehicleId: vehicle.id,
      driverUserId: driver.userId,
      startMs: DAY + 7 * HOUR_MS,
      description: 'Kund i Solna, Åsa Öberg',
    });
    await storeJournalTrip({
      organizationId: org.organizationId,
      vehicleId: vehicle.id,
      driverUserId: driver.userId,
      startMs: DAY + 18 * HOUR_MS,
      purpose: 'PRIVATE',
      description: 'Hemlig middag',
    });
  });

  const month = () => `fromTsMs=${MONTH}&toTsMs=${NEXT_MONTH}&vehicleIds=${vehicle.id}`;
  const refusal = (response: ApiResponse) => [response.status, (response.body as { code?: string }).code];
  const download = (path: string, token: string) =>
    fetch(`${stack.bff.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });

  it('streams the journal as a PDF with the spec file name', async () => {
    const response = await download(`/api/report/journal/pdf?${month()}`, org.admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Korjournal 2026-11-01.2026-11-30 /,
    );
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''K%C3%B6rjournal`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it("writes the journal as CSV, another driver's private trip as date and distance only", async () => {
    const response = await download(
      `/api/report/journal/csv?${month()}&csvDelimiter=%3B&showPrivate=true`,
      org.admin.token,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text).toContain('Kund i Solna, Åsa Öberg');
    // The journal's privacy rule: the administrator never reads the driver's private errand, show private or not.
    expect(text).not.toContain('Hemlig middag');
    const own = Buffer.from(
      await (await download(`/api/report/journal/csv?${month()}&showPrivate=true`, driver.token)).arrayBuffer(),
    ).toString('utf8');
    expect(own).toContain('Hemlig middag');
    const withoutPrivate = Buffer.from(
      await (await download(`/api/report/journal/csv?${month()}`, driver.token)).arrayBuffer(),
    ).toString('utf8');
    expect(withoutPrivate).not.toContain('Hemlig middag');
  });

  it("summarises every vehicle of the organisation with allVehicles, a newcomer included, none of another's", async () => {
    const period = `fromTsMs=${MONTH}&toTsMs=${NEXT_MONTH}&allVehicles=true&csvDelimiter=%3B`;
    const summary = async (token: string) => {
      const response = await download(`/api/report/summary-vehicle/csv?${period}`, token);
      return [response.status, Buffer.from(await response.arrayBuffer()).toString('utf8')] as const;
    };
    const [status, text] = await summary(org.admin.token);
    expect(status).toBe(200);
    expect(text).toContain(vehicle.displayName);
    expect(text).not.toContain(foreignVehicle.displayName);
    // A vehicle of the organisation added since, with a trip: the next summary has it (the journal finds the
    // organisation's vehicles itself, beside fleet's list).
    const newcomer = await fleet.vehicle(org);
    await journalKnowsVehicle(newcomer.id);
    await storeJournalTrip({
      organizationId: org.organizationId,
      vehicleId: newcomer.id,
      driverUserId: driver.userId,
      startMs: DAY + 10 * HOUR_MS,
    });
    const [, again] = await summary(org.admin.token);
    expect(again).toContain(vehicle.displayName);
    expect(again).toContain(newcomer.displayName);
    // The other organisation's administrator: its own vehicle drove nothing, so there is nothing to summarise.
    const [foreignStatus, foreign] = await summary(other.admin.token);
    expect(foreignStatus).not.toBe(200);
    expect(JSON.parse(foreign)).toMatchObject({ code: 'SUMMARIES_MISSING' });
  });

  it('mails the report at once with a stable Message-ID and the file attached', async () => {
    const recipient = `reports-${Date.now()}@example.se`;
    const queued = await stack.api.get<{ status: string; deliveryId: number }>(
      `/api/report/journal/pdf?${month()}&email=${recipient}&lang=en`,
      { token: org.admin.token },
    );
    expect(queued.status).toBe(202);
    expect(queued.body.status).toBe('QUEUED');
    const mail = await stack.smtp.waitForMail((m) => m.to.includes(recipient), 60_000);
    expect(mail.subject).toBe('Driving journal 2026/11');
    expect(mail.messageId).toBe(`<report-delivery-${queued.body.deliveryId}@fleetlog.local>`);
    expect(mail.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^Driving journal .*\.pdf$/)]);
  });

  it('answers bad input with the catalogue codes, never a 500', async () => {
    const get = (path: string, token = org.admin.token) => stack.api.get(path, { token });
    expect(refusal(await get(`/api/report/journal/pdf?vehicleIds=${vehicle.id}`))).toEqual([400, 'BAD_TIMESTAMP']);
    expect(refusal(await get(`/api/report/nonsense/pdf?${month()}`))).toEqual([400, 'REPORT_TYPE_UNKNOWN']);
    expect(refusal(await get(`/api/report/journal/docx?${month()}`))).toEqual([400, 'REPORT_FORMAT_UNAVAILABLE']);
    expect(refusal(await get(`/api/report/eco-score/pdf?${month()}`))).toEqual([400, 'REPORT_FORMAT_UNAVAILABLE']);
    expect(refusal(await get(`/api/report/summary-all-vehicles/csv?${month()}`))).toEqual([
      400,
      'REPORT_FORMAT_UNAVAILABLE',
    ]);
    const twoYears = `fromTsMs=${MONTH - 400 * 24 * HOUR_MS}&toTsMs=${NEXT_MONTH}`;
    expect(refusal(await get(`/api/report/journal/pdf?${twoYears}`))).toEqual([400, 'REPORT_PERIOD_TOO_LONG']);
    expect(refusal(await get(`/api/report/journal/pdf?${month()}&fileName=a%07b`))).toEqual([
      400,
      'MISFORMATTED_FIELDS',
    ]);
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    expect(refusal(await get(`/api/report/journal/pdf?${month()}&driverIds=${ids}`))).toEqual([
      400,
      'MISFORMATTED_FIELDS',
    ]);
    expect(refusal(await get(`/api/report/journal/pdf?${month()}&timeZone=Mars%2FOlympus`))).toEqual([
      400,
      'BAD_ZONE_ID',
    ]);
    expect(refusal(await get(`/api/report/journal/pdf?${month()}&email=not-an-address`))).toEqual([
      400,
      'MISFORMATTED_FIELDS',
    ]);
    // Rights: a driver has its own journal, summary and purposes only; a foreign vehicle answers like a missing one.
    expect(refusal(await get(`/api/report/salary/pdf?${month()}`, driver.token))).toEqual([
      403,
      'ROOT_OR_ADMIN_REQUIRED',
    ]);
    // The journal gives nothing of a vehicle out of reach: the answer is the one for an id that does not exist.
    const period = `fromTsMs=${MONTH}&toTsMs=${NEXT_MONTH}`;
    for (const id of [foreignVehicle.id, 999_999_999]) {
      expect(refusal(await get(`/api/report/journal/pdf?${period}&vehicleIds=${id}`))).toEqual([
        404,
        'JOURNALS_MISSING',
      ]);
    }
    expect(refusal(await stack.api.get(`/api/report/journal/pdf?${month()}`))).toEqual([401, 'UNAUTHENTICATED']);
  });

  // The reports service keeps reports it made and sends them again while nothing they are made from has changed
  // (generation/report-cache.ts): a kept report must never be out of date.
  it('sends a report again only while its trips and months are unchanged', async () => {
    const october = `fromTsMs=${Date.parse('2026-10-01T00:00:00+02:00')}&toTsMs=${MONTH}&vehicleIds=${vehicle.id}`;
    const tripId = await storeJournalTrip({
      organizationId: org.organizationId,
      vehicleId: vehicle.id,
      driverUserId: driver.userId,
      startMs: Date.parse('2026-10-05T08:00:00+02:00'),
      description: 'Första besöket',
    });
    const text = async (path: string, token = org.admin.token) => {
      const response = await download(path, token);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer()).toString('utf8');
    };
    const journal = `/api/report/journal/csv?${october}`;
    const first = await text(journal);
    expect(first).toContain('Första besöket');
    expect(await text(journal)).toBe(first);

    // The driver corrects the errand: the next report has the new one.
    const corrected = await stack.api.request('PUT', `/api/journal/${tripId}`, {
      token: driver.token,
      body: { description: 'Andra besöket' },
    });
    expect(corrected.status).toBe(200);
    const second = await text(journal);
    expect(second).toContain('Andra besöket');
    expect(second).not.toContain('Första besöket');

    // The driver attests October: the payroll report says so at once.
    const salary = `/api/report/salary/csv?${october}`;
    const before = await text(salary);
    expect(await text(salary)).toBe(before);
    const attested = await stack.api.patch(
      '/api/attest/user',
      { year: 2026, month: 10, vehicle: vehicle.id },
      { token: driver.token },
    );
    expect(attested.status).toBe(200);
    expect(await text(salary)).not.toBe(before);
  });

  it('answers the driver monthly report rows of the month', async () => {
    const rows = await stack.api.get<Array<{ personId: number; vehicle: { vehicleId: number }; tripCount: number }>>(
      '/api/report/driver?year=2026&month=11',
      { token: org.admin.token },
    );
    expect(rows.status).toBe(200);
    expect(rows.body).toContainEqual(
      expect.objectContaining({
        personId: driver.userId,
        vehicle: expect.objectContaining({ vehicleId: vehicle.id }),
        tripCount: 2,
      }),
    );
  });
});
