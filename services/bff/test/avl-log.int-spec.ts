import { useBeforeAll } from '@fleetlog/testing';

import type { ApiResponse } from './support/api-client';
import { useStack } from './support/stack';

interface AvlPageJson {
  packets: { rawHex: string }[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

// Spec 03 §5 GET /admin/avl/log (imei, start and stop in ms), §2 "AVL log: a date range is required before fetching".
// The packets themselves (paging, order, hex) are tested in services/devices/test/avl-log.int-spec.ts.
describe('GET /api/admin/avl/log (real auth, fleet, devices)', () => {
  const { stack, fleet } = useStack();
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
    expect(response.body).toEqual({ packets: [], page: 0, pageSize: 8, hasMore: false });
    const second = await get(`imei=${device.imei}&start=${start}&stop=${stop}&page=1`);
    expect(second.body).toMatchObject({ page: 1, pageSize: 8 });
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
