import type { fleetV1 } from '@fleetlog/contracts';
import { useBeforeAll } from '@fleetlog/testing';

import { VehicleInstallationEntity } from '../src/installations/vehicle-installation.entity';
import { as, call, uniqueRegistry, useFleet, useFleetOrm } from './support/fleet-harness';
import { createTenant, odometerRequest, vehicleRequest } from './support/tenants';

/**
 * The list reads its rows with plain SQL while a single vehicle is assembled from entities: both must describe a
 * vehicle identically, field for field (drivers, device, odometer, service entries, timestamps).
 */
describe('Vehicle list: the same view as GetVehicle (gRPC)', () => {
  const { auth, fleet, root } = useFleet();
  const orm = useFleetOrm(fleet);
  const a = useBeforeAll(() => createTenant(auth, root));

  const create = (overrides: Partial<fleetV1.CreateVehicleRequest> = {}) =>
    call(fleet.vehicles.createVehicle(vehicleRequest(overrides), as(a.admin.token)));

  async function expectListEqualsGet(token: string, showArchived: boolean, expectedIds: number[]): Promise<void> {
    const { vehicles } = await call(fleet.vehicles.listVehicles({ showArchived }, as(token)));
    expect(vehicles.map((vehicle) => vehicle.id).sort()).toEqual([...expectedIds].sort());
    for (const listed of vehicles) {
      expect(listed).toEqual(await call(fleet.vehicles.getVehicle({ id: listed.id }, as(token))));
    }
  }

  it('lists every vehicle of the organisation exactly as GetVehicle shows it', async () => {
    const full = await create({
      registry: uniqueRegistry(),
      style: { marker: 'truck', color: '#00ff00' },
      permittedDrivers: [a.otherDriver.userId, a.driver.userId],
      defaultDriver: a.driver.userId,
      details: {
        brand: 'Volvo',
        model: 'XC40',
        modelYear: 2022,
        proportion1: 70,
        fuel1: { svName: 'Diesel', consumptionUnit: 'l/100km' },
      },
    });
    await call(fleet.vehicles.setOdometer(odometerRequest(full.id, { valueKm: 12_345 }), as(a.admin.token)));
    await call(
      fleet.vehicles.updateVehicle(
        {
          id: full.id,
          settings: {
            vehicleService: {
              new: {
                id: '',
                name: 'Oljebyte',
                serviceAfterKm: 15_000,
                latestServiceTsMs: Date.parse('2025-03-30T10:00:00Z'),
                bothThresholdsRequired: false,
              },
            },
          },
        },
        as(a.admin.token),
      ),
    );
    // The installation read model as devices.installations.v1 fills it: an ended one and the current one.
    const em = orm.em.fork();
    const installation = (installationId: number, imei: string, removedAt: Date | null) =>
      em.create(VehicleInstallationEntity, {
        installationId,
        vehicleId: full.id,
        deviceId: installationId,
        imei,
        deviceType: 'FMB920',
        organizationId: a.organizationId,
        installedAt: new Date(Date.now() - (removedAt ? 86_400_000 : 3_600_000)),
        removedAt,
        removalReason: removedAt ? 'replaced' : '',
        updatedAt: new Date(),
      });
    const base = 900_000_000 + Math.floor(Math.random() * 1_000_000) * 2;
    installation(base, '350000000000001', new Date(Date.now() - 7_200_000));
    installation(base + 1, '350000000000002', null);
    await em.flush();

    const pool = await create({ benefitType: 'POOL' });
    const tracker = await create({ category: 'TRACKER', benefitType: 'TRACKER' });
    const archived = await create();
    await call(fleet.vehicles.archiveVehicle({ id: archived.id }, as(a.admin.token)));

    const shown = await call(fleet.vehicles.getVehicle({ id: full.id }, as(a.admin.token)));
    expect(shown).toMatchObject({
      state: { imei: '350000000000002', odometer: 12_345 },
      deviceType: 'FMB920',
      odometer: { valueKm: 12_345 },
      permittedDrivers: [{ id: a.otherDriver.userId }, { id: a.driver.userId }],
    });
    await expectListEqualsGet(a.admin.token, false, [full.id, pool.id, tracker.id]);
    await expectListEqualsGet(a.admin.token, true, [full.id, pool.id, tracker.id, archived.id]);
    // A driver: the vehicles it is permitted on and the pool, nothing else.
    await expectListEqualsGet(a.driver.token, false, [full.id, pool.id]);
  });
});
