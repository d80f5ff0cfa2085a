import { createHash } from 'node:crypto';

import { storeJournalTrip, useBeforeAll, withTestDatabase } from '@fleetlog/testing';

import type { ApiResponse } from './support/api-client';
import { useFullStack } from './support/stack';

interface AvlPageJson {
  packets: { rawHex: string; firstRecordTsMs: number }[];
  privateWithheld: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
}

// Spec 03 §5 GET /admin/avl/log (imei, start and stop in ms), §2 "AVL log: a date range is required before fetching".
// The packets themselves (paging, order, hex) are tested in services/devices/test/avl-log.int-spec.ts.
describe('GET /api/admin/avl/log (real auth, fleet, devices, journal)', () => {
  const { stack, fleet } = useFullStack();
  const org = useBeforeAll(() => stack.fixtures.organization('avl-log'));
  const device = useBeforeAll(() => fleet.device(org.organizationId));
  const stop = Date.UTC(2026, 10, 22, 12, 0);
  const start = stop - 24 * 3_600_000;
  const get = (query: string, token = stack.fixtures.rootToken): Promise<ApiResponse<AvlPageJson>> =>
    stack.api.get<AvlPageJson>(`/api/admin/avl/log?${query}`, { token });
  const refusal = (response: ApiResponse) => [response.status, (response.body as { code?: string }).code];

  it('answers a page of the range for ROOT', async () => {
    const response = await get(`imei=${device.imei}&start=${start}&stop=${stop}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ packets: [], privateWithheld: 0, page: 0, pageSize: 8, hasMore: false });
    const second = await get(`imei=${device.imei}&start=${start}&stop=${stop}&page=1`);
    expect(second.body).toMatchObject({ page: 1, pageSize: 8 });
  });

  it("withholds the packets of another driver's private trip, the back office included (spec 02 §5)", async () => {
    // Issue 18: the raw packets of a private trip tell where it went, as its route would.
    const driver = await stack.fixtures.user(org);
    const t0 = Date.UTC(2026, 10, 21, 16, 0);
    const MINUTE = 60_000;
    await withTestDatabase(async (client) => {
      const { rows } = await client.query<{ id: string }>('select id from devices.devices where imei = $1', [
        device.imei,
      ]);
      // A packet every 10 minutes from 16:00 to 17:50, each received 30 s after its first record.
      for (let index = 0; index < 12; index += 1) {
        const raw = Buffer.from([0, 0, 0, 0, index, 0x08]);
        await client.query(
          `insert into devices.avl_packets (device_id, first_record_at, record_count, raw_hash, received_at, raw, codec,
             transport) values ($1, to_timestamp($2 / 1000.0), 1, $3, to_timestamp($4 / 1000.0), $5, '8', 'TCP')`,
          [
            rows[0].id,
            t0 + index * 10 * MINUTE,
            createHash('sha256').update(raw).digest(),
            t0 + index * 10 * MINUTE + 30_000,
            raw,
          ],
        );
      }
    });
    // The driver's private trip 16:25–16:55: the packets first recorded at 16:30, 16:40, 16:50, and the one of 16:20
    // received at 16:20:30 does not reach it.
    await storeJournalTrip({
      organizationId: org.organizationId,
      vehicleId: 0,
      driverUserId: driver.userId,
      startMs: t0 + 25 * MINUTE,
      durationMs: 30 * MINUTE,
      purpose: 'PRIVATE',
      imei: device.imei,
    });
    const range = `imei=${device.imei}&start=${t0}&stop=${t0 + 2 * 3_600_000}`;
    const pages = [await get(`${range}&page=0`), await get(`${range}&page=1`)];
    expect(pages.map((page) => page.status)).toEqual([200, 200]);
    const shown = pages.flatMap((page) => page.body.packets.map((packet) => (packet.firstRecordTsMs - t0) / MINUTE));
    expect(shown).toEqual([110, 100, 90, 80, 70, 60, 20, 10, 0]);
    expect(pages.map((page) => page.body.privateWithheld)).toEqual([2, 1]);
  });

  it('refuses anyone but the superadmin back office', async () => {
    expect(refusal(await get(`imei=${device.imei}&start=${start}&stop=${stop}`, org.admin.token))).toEqual([
      403,
      'ROOT_REQUIRED',
    ]);
  });

  it('requires both bounds, start before stop, at most 31 days, and a known IMEI', async () => {
    expect(refusal(await get(`imei=${device.imei}&start=${start}`))).toEqual([400, 'MISSING_FIELDS']);
    expect(refusal(await get(`imei=${device.imei}&stop=${stop}`))).toEqual([400, 'MISSING_FIELDS']);
    expect(refusal(await get(`start=${start}&stop=${stop}`))).toEqual([400, 'MISSING_FIELDS']);
    expect(refusal(await get(`imei=${device.imei}&start=${stop}&stop=${start}`))).toEqual([400, 'MISFORMATTED_FIELDS']);
    const tooLong = start + 32 * 24 * 3_600_000;
    expect(refusal(await get(`imei=${device.imei}&start=${start}&stop=${tooLong}`))).toEqual([
      400,
      'MISFORMATTED_FIELDS',
    ]);
    expect(refusal(await get(`imei=${device.imei}&start=abc&stop=${stop}`))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await get(`imei=12ab&start=${start}&stop=${stop}`))).toEqual([400, 'MISFORMATTED_FIELDS']);
    expect(refusal(await get(`imei=999999999999999&start=${start}&stop=${stop}`))).toEqual([404, 'DEVICE_MISSING']);
  });
});
