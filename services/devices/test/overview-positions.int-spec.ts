import { devicesV1 } from '@fleetlog/contracts';
import { demoRoot, grpcClient, testEnv, useBeforeAll } from '@fleetlog/testing';
import { Redis } from 'ioredis';

import { MAX_VEHICLE_IDS } from '../src/overview/latest-positions.service';
import { LatestPositionsStore, latestKey, organizationSetKey } from '../src/telemetry/latest-positions.store';
import { VehicleViewEntity } from '../src/vehicles/vehicle-view.entity';
import { as, call, codeOf, eventually, useDevicesHarness } from './support/devices-harness';
import { FLEET_AVAILABLE } from './support/processes';
import { createTenant, createVehicle } from './support/tenants';

// PositionsService.LatestPositions: the map's read of the latest positions, scoped by the caller's organisations
// (the vehicle's current organisation from the fleet read model), narrowed by x-organization-id.
(FLEET_AVAILABLE ? describe : describe.skip)('PositionsService.LatestPositions (map overview)', () => {
  // The ingest and command consumers are not part of this query (the store is written directly below).
  const h = useDevicesHarness(() => ({
    withFleet: true,
    env: { INGEST_ENABLED: 'false', COMMAND_CONSUMERS_ENABLED: 'false' },
  }));
  const positions = useBeforeAll(
    async () => {
      const client = grpcClient('devices', h.config.DEVICES_GRPC_URL);
      return { client, service: client.getService<devicesV1.PositionsServiceClient>(devicesV1.POSITIONS_SERVICE_NAME) };
    },
    { close: ({ client }) => client.close() },
  );
  // Keys this file wrote, removed when its Redis connection closes.
  const written: string[] = [];
  const redis = useBeforeAll(async () => new Redis(testEnv().REDIS_URL), {
    close: async (connection) => {
      if (written.length > 0) await connection.del(...written);
      connection.disconnect();
    },
  });
  const root = useBeforeAll(() => demoRoot(h));
  const a = useBeforeAll(() => createTenant(h, root.token));
  const child = useBeforeAll(() => createTenant(h, root.token, a.organizationId));
  const b = useBeforeAll(() => createTenant(h, root.token));
  const vehicles = useBeforeAll(async () => {
    const inA = await createVehicle(h, a);
    const inChild = await createVehicle(h, child);
    const inB = await createVehicle(h, b);
    const unreported = await createVehicle(h, a);
    // devices learns vehicles and their organisations from fleet.vehicles.v1.
    await eventually(async () => {
      const em = h.orm.em.fork();
      const seen = await em.count(VehicleViewEntity, { id: { $in: [inA.id, inChild.id, inB.id, unreported.id] } });
      return seen === 4 ? true : undefined;
    }, 'the vehicles in the fleet read model');
    const store = new LatestPositionsStore(redis);
    const t = Date.now() - 60_000;
    await store.apply(
      [inA, inChild, inB].map((vehicle, index) => ({
        vehicleId: vehicle.id,
        organizationId: vehicle.organizationId,
        deviceId: 1000 + index,
        seenTsMs: t + 1000,
        seenReceivedTsMs: t + 1500,
        fix: {
          timestampMs: t,
          receivedTsMs: t + 500,
          latitude: 59.3 + index,
          longitude: 18.06,
          altitudeM: 20,
          angleDeg: 45,
          speedKmh: 30,
          satellites: 9,
          hdop: 1.1,
          ignition: true,
          movement: true,
          batteryLevelPct: 77,
          externalVoltageMv: 12_500,
          driverId: null,
        },
      })),
    );
    written.push(
      ...[inA, inChild, inB].map((vehicle) => latestKey(vehicle.id)),
      ...[inA, inChild, inB].map((vehicle) => organizationSetKey(vehicle.organizationId)),
    );
    return { inA, inChild, inB, unreported, t };
  });

  const all = () => [vehicles.inA.id, vehicles.inChild.id, vehicles.inB.id, vehicles.unreported.id, 987_654_321];
  const ask = async (token: string, organizationId?: number, vehicleIds = all()) =>
    (await call(positions.service.latestPositions({ vehicleIds }, as(token, organizationId)))).positions
      .map((position) => position.vehicleId)
      .sort((x, y) => x - y);
  const sorted = (...ids: number[]) => ids.sort((x, y) => x - y);

  it('answers the position as stored, with the fix and last seen apart', async () => {
    const [position] = (
      await call(positions.service.latestPositions({ vehicleIds: [vehicles.inA.id] }, as(a.admin.token)))
    ).positions;
    expect(position).toMatchObject({
      vehicleId: vehicles.inA.id,
      organizationId: a.organizationId,
      hasFix: true,
      timestampMs: vehicles.t,
      latitude: 59.3,
      longitude: 18.06,
      angleDeg: 45,
      speedKmh: 30,
      satellites: 9,
      hdop: 1.1,
      ignition: true,
      batteryLevelPct: 77,
      lastSeenMs: vehicles.t + 1000,
    });
  });

  it("an ADMIN gets its organisation's and its descendants' vehicles, never another organisation's", async () => {
    expect(await ask(a.admin.token)).toEqual(sorted(vehicles.inA.id, vehicles.inChild.id));
    expect(await ask(b.admin.token)).toEqual([vehicles.inB.id]);
    expect(await ask(child.admin.token)).toEqual([vehicles.inChild.id]);
  });

  it('a DRIVER is held to its organisation (fleet narrows it to permitted vehicles before asking)', async () => {
    expect(await ask(b.driver.token)).toEqual([vehicles.inB.id]);
  });

  it('ROOT gets every vehicle, or the selected organisation subtree', async () => {
    expect(await ask(root.token)).toEqual(sorted(vehicles.inA.id, vehicles.inChild.id, vehicles.inB.id));
    expect(await ask(root.token, child.organizationId)).toEqual([vehicles.inChild.id]);
    expect(await ask(a.admin.token, child.organizationId)).toEqual([vehicles.inChild.id]);
  });

  it('refuses selecting an organisation the caller cannot see, as a missing one', async () => {
    expect(
      await codeOf(positions.service.latestPositions({ vehicleIds: all() }, as(a.admin.token, b.organizationId))),
    ).toBe('ORGANIZATION_MISSING');
  });

  it('refuses a caller without a token and an oversized request', async () => {
    expect(await codeOf(positions.service.latestPositions({ vehicleIds: all() }, as('not-a-token')))).toBe(
      'UNAUTHENTICATED',
    );
    const tooMany = Array.from({ length: MAX_VEHICLE_IDS + 1 }, (_, index) => index + 1);
    expect(await codeOf(positions.service.latestPositions({ vehicleIds: tooMany }, as(root.token)))).toBe(
      'MISFORMATTED_FIELDS',
    );
  });
});
