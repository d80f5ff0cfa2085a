import { createHash } from 'node:crypto';

import { devicesV1 } from '@fleetlog/contracts';
import { demoRoot, grpcClient, useBeforeAll } from '@fleetlog/testing';

import { AVL_MAX_RANGE_MS, AVL_PAGE_SIZE } from '../src/avl-log/avl-log-request';
import { as, call, codeOf, useDevicesHarness } from './support/devices-harness';
import { addUnit, createTenant } from './support/tenants';

// AvlLogService.ListAvlPackets: the raw packets the ingest stored in devices.avl_packets, by IMEI and time range,
// 8 a page, newest first; the superadmin back office only.
describe('AvlLogService.ListAvlPackets (AVL log)', () => {
  const h = useDevicesHarness(() => ({ env: { INGEST_ENABLED: 'false', COMMAND_CONSUMERS_ENABLED: 'false' } }));
  const avl = useBeforeAll(
    async () => {
      const client = grpcClient('devices', h.config.DEVICES_GRPC_URL);
      return { client, service: client.getService<devicesV1.AvlLogServiceClient>(devicesV1.AVL_LOG_SERVICE_NAME) };
    },
    { close: ({ client }) => client.close() },
  );
  const root = useBeforeAll(() => demoRoot(h));
  const tenant = useBeforeAll(() => createTenant(h, root.token));
  // Two devices: the log of one never shows the other's packets. 10 packets a minute apart in the range, one before.
  const stored = useBeforeAll(async () => {
    const device = await addUnit(h, root.token, tenant.organizationId);
    const other = await addUnit(h, root.token, tenant.organizationId);
    const t0 = Date.UTC(2026, 10, 20, 8, 0);
    const insert = async (deviceId: number, firstMs: number, raw: Buffer, codec: string, transport: string) =>
      h.orm.em
        .fork()
        .getConnection()
        .execute(
          `insert into devices.avl_packets (device_id, first_record_at, record_count, raw_hash, received_at, raw, codec, transport)
           values (?, to_timestamp(? / 1000.0), ?, ?, to_timestamp(? / 1000.0), ?, ?, ?)`,
          [deviceId, firstMs, 2, createHash('sha256').update(raw).digest(), firstMs + 4000, raw, codec, transport],
        );
    for (let index = 0; index < 10; index += 1) {
      await insert(device.id, t0 + index * 60_000, Buffer.from([0, 0, 0, 0, index, 0xab]), '8E', 'TCP');
    }
    await insert(device.id, t0 - 3_600_000, Buffer.from([0xff]), '8', 'UDP');
    await insert(other.id, t0 + 30_000, Buffer.from([0xee]), '8', 'TCP');
    return { device, t0 };
  });

  const request = (overrides: Partial<devicesV1.ListAvlPacketsRequest> = {}): devicesV1.ListAvlPacketsRequest => ({
    imei: stored.device.imei,
    startMs: stored.t0,
    stopMs: stored.t0 + 3_600_000,
    page: 0,
    ...overrides,
  });

  it('pages the range 8 at a time, newest first, with the raw bytes as hex', async () => {
    const first = await call(avl.service.listAvlPackets(request(), as(root.token)));
    expect(first).toMatchObject({ page: 0, pageSize: AVL_PAGE_SIZE, hasMore: true });
    expect(first.packets).toHaveLength(8);
    expect(first.packets[0]).toEqual({
      firstRecordTsMs: stored.t0 + 9 * 60_000,
      receivedTsMs: stored.t0 + 9 * 60_000 + 4000,
      codec: '8E',
      recordCount: 2,
      transport: 'TCP',
      rawHex: '0000000009ab',
    });
    const second = await call(avl.service.listAvlPackets(request({ page: 1 }), as(root.token)));
    expect(second).toMatchObject({ page: 1, hasMore: false });
    expect(second.packets.map((p) => p.rawHex)).toEqual(['0000000001ab', '0000000000ab']);
    // The packet before the range and the other device's packet are not in it.
    const all = [...first.packets, ...second.packets].map((p) => p.rawHex);
    expect(new Set(all).size).toBe(10);
    expect(all).not.toContain('ff');
    expect(all).not.toContain('ee');
  });

  it('answers an empty page for a range without packets', async () => {
    const empty = await call(
      avl.service.listAvlPackets(
        request({ startMs: stored.t0 + 7_200_000, stopMs: stored.t0 + 9_000_000 }),
        as(root.token),
      ),
    );
    expect(empty).toMatchObject({ packets: [], hasMore: false });
  });

  it('refuses a non-superadmin, even for a device of its own organisation', async () => {
    expect(await codeOf(avl.service.listAvlPackets(request(), as(tenant.admin.token)))).toBe('ROOT_REQUIRED');
    expect(await codeOf(avl.service.listAvlPackets(request(), as(tenant.driver.token)))).toBe('ROOT_REQUIRED');
  });

  it('requires both bounds, start before stop, at most 31 days, and a known IMEI', async () => {
    const ask = (overrides: Partial<devicesV1.ListAvlPacketsRequest>) =>
      codeOf(avl.service.listAvlPackets(request(overrides), as(root.token)));
    expect(await ask({ startMs: 0 })).toBe('MISSING_FIELDS');
    expect(await ask({ stopMs: 0 })).toBe('MISSING_FIELDS');
    expect(await ask({ imei: '' })).toBe('MISSING_FIELDS');
    expect(await ask({ stopMs: stored.t0 })).toBe('MISFORMATTED_FIELDS');
    expect(await ask({ stopMs: stored.t0 + AVL_MAX_RANGE_MS + 1 })).toBe('MISFORMATTED_FIELDS');
    expect(await ask({ page: -1 })).toBe('MISFORMATTED_FIELDS');
    expect(await ask({ imei: '12ab' })).toBe('MISFORMATTED_FIELDS');
    expect(await ask({ imei: '999999999999999' })).toBe('DEVICE_MISSING');
  });
});
