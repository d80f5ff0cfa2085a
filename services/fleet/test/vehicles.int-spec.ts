import { type fleetV1, TOPICS } from '@fleetlog/contracts';
import { useBeforeAll, useKafkaCollector } from '@fleetlog/testing';

import { as, call, codeOf, failureOf, uniqueRegistry, useFleet, useFleetOrm } from './support/fleet-harness';
import { createTenant, odometerRequest, vehicleRequest } from './support/tenants';

const DAY = 86_400_000;

describe('Vehicles: lifecycle, drivers, odometer, service entries, events (gRPC)', () => {
  const { auth, fleet, root } = useFleet();
  const a = useBeforeAll(() => createTenant(auth, root));
  const other = useBeforeAll(() => createTenant(auth, root));
  const events = useKafkaCollector(TOPICS.fleetVehicles, 'fleet-test');

  const create = (overrides: Partial<fleetV1.CreateVehicleRequest> = {}, token = a.admin.token) =>
    call(fleet.vehicles.createVehicle(vehicleRequest(overrides), as(token)));

  it('creates a vehicle with every field of the payload and reads it back with driver names', async () => {
    const registry = uniqueRegistry();
    const created = await create({
      registry: `  ${registry.toLowerCase()} `,
      style: { marker: 'car', color: '#ff0000' },
      permittedDrivers: [a.driver.userId, a.otherDriver.userId],
      defaultDriver: a.driver.userId,
      defaultTripType: 'PRIVATE',
      details: {
        brand: 'Volvo',
        model: 'V60',
        modelYear: 2021,
        proportion1: 80,
        fuel1: { svName: 'Bensin', consumptionUnit: 'l/100km' },
      },
    });
    expect(created).toMatchObject({
      registry,
      organizationId: a.organizationId,
      isoCountryCode: 'SE',
      isTracker: false,
      benefitType: 'BENEFIT',
      defaultTripType: 'PRIVATE',
      style: { marker: 'car', color: '#ff0000' },
      defaultDriver: { id: a.driver.userId },
      selectedResponseFrequency: 24,
      brand: 'Volvo',
      proportion1: 80,
      canToggleDefaultTripType: true,
    });
    expect(created.permittedDrivers.map((d) => d.id).sort()).toEqual([a.driver.userId, a.otherDriver.userId].sort());
    expect(created.permittedDrivers.every((d) => d.displayName.startsWith('Driver '))).toBe(true);
    const read = await call(fleet.vehicles.getVehicle({ id: created.id }, as(a.driver.token)));
    // Two permitted drivers: the driver may not toggle the default trip type.
    expect(read.canToggleDefaultTripType).toBe(false);
    expect(await codeOf(fleet.vehicles.toggleDefaultTripType({ id: created.id }, as(a.driver.token)))).toBe(
      'ROOT_OR_ADMIN_REQUIRED',
    );
  });

  it('creates trackers with the tracker defaults and requires an alias', async () => {
    const tracker = await create({
      category: 'TRACKER',
      benefitType: '',
      defaultTripType: '',
      displayName: 'Släpvagn',
    });
    expect(tracker).toMatchObject({ isTracker: true, benefitType: 'TRACKER', defaultTripType: 'BUSINESS' });
    expect(
      await codeOf(
        fleet.vehicles.createVehicle(vehicleRequest({ category: 'TRACKER', displayName: '' }), as(a.admin.token)),
      ),
    ).toBe('MISSING_FIELDS');
  });

  it('enforces the registration rules', async () => {
    const registry = uniqueRegistry();
    const first = await create({ registry });
    expect(
      await codeOf(
        fleet.vehicles.createVehicle(vehicleRequest({ registry: registry.toLowerCase() }), as(other.admin.token)),
      ),
    ).toBe('REGISTRY_ALREADY_EXISTS');
    // Unique per country.
    expect(
      await codeOf(fleet.vehicles.createVehicle(vehicleRequest({ registry, isoCountryCode: 'NO' }), as(a.admin.token))),
    ).toBe('OK');
    expect(await codeOf(fleet.vehicles.createVehicle(vehicleRequest({ registry: 'AB-12' }), as(a.admin.token)))).toBe(
      'BAD_REG',
    );
    expect(await codeOf(fleet.vehicles.createVehicle(vehicleRequest({ isoCountryCode: '' }), as(a.admin.token)))).toBe(
      'ISO_COUNTRY_CODE_MISSING',
    );
    expect(
      await codeOf(fleet.vehicles.updateVehicle({ id: first.id, registry: uniqueRegistry() }, as(a.admin.token))),
    ).toBe('REGISTRY_ALREADY_SET');
    // Re-sending the same registration is not a change.
    expect(
      await codeOf(fleet.vehicles.updateVehicle({ id: first.id, registry: registry.toLowerCase() }, as(a.admin.token))),
    ).toBe('OK');
    const corrected = uniqueRegistry();
    expect(
      (await call(fleet.vehicles.updateVehicle({ id: first.id, registry: corrected }, as(root.token)))).registry,
    ).toBe(corrected);
    // A vehicle without registration may get one from an admin.
    const unregistered = await create({ displayName: 'No plate yet' });
    const late = uniqueRegistry();
    expect(
      (await call(fleet.vehicles.updateVehicle({ id: unregistered.id, registry: late }, as(a.admin.token)))).registry,
    ).toBe(late);
  });

  it('pool vehicles are open to every driver and store no permitted drivers', async () => {
    const pool = await create({ benefitType: 'POOL', permittedDrivers: [a.driver.userId] });
    expect(pool).toMatchObject({ permitAnyDriver: true, permittedDrivers: [] });
    expect(
      await codeOf(
        fleet.vehicles.setCurrentDriver({ id: pool.id, userId: a.otherDriver.userId }, as(a.otherDriver.token)),
      ),
    ).toBe('OK');
    const relation = await call(
      fleet.vehicles.setDriverVehicles(
        { userId: a.driver.userId, permittedVehicles: { values: [pool.id] }, defaultVehicles: { values: [pool.id] } },
        as(a.admin.token),
      ),
    );
    expect(relation).toMatchObject({ permittedVehicles: [], defaultVehicles: [pool.id] });
  });

  it('check-in and check-out: a driver only for itself, on permitted vehicles in use', async () => {
    const car = await create({ permittedDrivers: [a.driver.userId] });
    const checkedIn = await call(
      fleet.vehicles.setCurrentDriver({ id: car.id, userId: a.driver.userId }, as(a.driver.token)),
    );
    expect(checkedIn.currentDriver?.id).toBe(a.driver.userId);
    expect(
      await codeOf(
        fleet.vehicles.setCurrentDriver({ id: car.id, userId: a.otherDriver.userId }, as(a.otherDriver.token)),
      ),
    ).toBe('DRIVER_NOT_PERMITTED_FOR_VEHICLE');
    expect(
      (await call(fleet.vehicles.setCurrentDriver({ id: car.id }, as(a.driver.token)))).currentDriver,
    ).toBeUndefined();
  });

  it('archive checks the driver out and keeps the data; only admins reactivate; archived vehicles cannot be checked in to', async () => {
    const car = await create({ permittedDrivers: [a.driver.userId], defaultDriver: a.driver.userId });
    await call(fleet.vehicles.setCurrentDriver({ id: car.id, userId: a.driver.userId }, as(a.driver.token)));
    const archived = await call(fleet.vehicles.archiveVehicle({ id: car.id }, as(a.admin.token)));
    expect(archived).toMatchObject({ isArchived: true, defaultDriver: { id: a.driver.userId } });
    expect(archived.currentDriver).toBeUndefined();
    expect(archived.archivedTsMs).toBeGreaterThan(0);
    expect(archived.permittedDrivers.map((d) => d.id)).toEqual([a.driver.userId]);
    expect(
      await codeOf(fleet.vehicles.setCurrentDriver({ id: car.id, userId: a.driver.userId }, as(a.driver.token))),
    ).toBe('DRIVER_NOT_PERMITTED_FOR_VEHICLE');
    const active = await call(fleet.vehicles.listVehicles({ showArchived: false }, as(a.admin.token)));
    expect(active.vehicles.map((x) => x.id)).not.toContain(car.id);
    const all = await call(fleet.vehicles.listVehicles({ showArchived: false }, as(a.admin.token, undefined, true)));
    expect(all.vehicles.map((x) => x.id)).toContain(car.id);
    expect(await codeOf(fleet.vehicles.activateVehicle({ id: car.id }, as(a.driver.token)))).toBe(
      'ROOT_OR_ADMIN_REQUIRED',
    );
    expect(await call(fleet.vehicles.activateVehicle({ id: car.id }, as(a.admin.token)))).toMatchObject({
      isArchived: false,
      archivedTsMs: 0,
    });
  });

  it('moving a vehicle to another organisation clears permitted, default and current drivers', async () => {
    const car = await create({ permittedDrivers: [a.driver.userId], defaultDriver: a.driver.userId });
    await call(fleet.vehicles.setCurrentDriver({ id: car.id, userId: a.driver.userId }, as(a.driver.token)));
    const moved = await call(
      fleet.vehicles.changeVehicleOrganization({ id: car.id, organizationId: other.organizationId }, as(root.token)),
    );
    expect(moved).toMatchObject({ organizationId: other.organizationId, permittedDrivers: [] });
    expect([moved.defaultDriver, moved.currentDriver]).toEqual([undefined, undefined]);
    expect(await codeOf(fleet.vehicles.getVehicle({ id: car.id }, as(a.admin.token)))).toBe('VEHICLE_MISSING');
    const lists = await call(fleet.vehicles.getDriverVehicles({ userIds: [a.driver.userId] }, as(root.token)));
    expect(lists.drivers[0].permittedVehicles).not.toContain(car.id);
  });

  it('delete (ROOT) removes the vehicle, its drivers and frees the registration number', async () => {
    const registry = uniqueRegistry();
    const car = await create({ registry, permittedDrivers: [a.driver.userId] });
    expect(await call(fleet.vehicles.deleteVehicle({ id: car.id }, as(root.token)))).toEqual({
      displayName: car.displayName,
    });
    expect(await codeOf(fleet.vehicles.getVehicle({ id: car.id }, as(root.token)))).toBe('VEHICLE_MISSING');
    const lists = await call(fleet.vehicles.getDriverVehicles({ userIds: [a.driver.userId] }, as(a.admin.token)));
    expect(lists.drivers[0].permittedVehicles).not.toContain(car.id);
    expect(await codeOf(fleet.vehicles.createVehicle(vehicleRequest({ registry }), as(a.admin.token)))).toBe('OK');
  });

  it('SetDriverVehicles keeps defaults within permissions and removing a permission ends default and current driver', async () => {
    const first = await create();
    const second = await create();
    const relation = await call(
      fleet.vehicles.setDriverVehicles(
        {
          userId: a.otherDriver.userId,
          permittedVehicles: { values: [first.id, second.id] },
          defaultVehicles: { values: [first.id] },
        },
        as(a.admin.token),
      ),
    );
    expect(relation.permittedVehicles.sort()).toEqual([first.id, second.id].sort());
    expect(relation.defaultVehicles).toEqual([first.id]);
    expect((await call(fleet.vehicles.getVehicle({ id: first.id }, as(a.admin.token)))).defaultDriver?.id).toBe(
      a.otherDriver.userId,
    );
    await call(
      fleet.vehicles.setCurrentDriver({ id: first.id, userId: a.otherDriver.userId }, as(a.otherDriver.token)),
    );
    expect(
      await codeOf(
        fleet.vehicles.setDriverVehicles(
          {
            userId: a.otherDriver.userId,
            permittedVehicles: { values: [second.id] },
            defaultVehicles: { values: [first.id] },
          },
          as(a.admin.token),
        ),
      ),
    ).toBe('DRIVER_NOT_PERMITTED_FOR_VEHICLE');
    const reduced = await call(
      fleet.vehicles.setDriverVehicles(
        { userId: a.otherDriver.userId, permittedVehicles: { values: [second.id] } },
        as(a.admin.token),
      ),
    );
    expect(reduced).toMatchObject({ permittedVehicles: [second.id], defaultVehicles: [] });
    expect(reduced.currentVehicle).not.toContain(first.id);
    const after = await call(fleet.vehicles.getVehicle({ id: first.id }, as(a.admin.token)));
    expect([after.permittedDrivers, after.defaultDriver, after.currentDriver]).toEqual([[], undefined, undefined]);
  });

  describe('odometer', () => {
    it('answers the server codes for bounds, confirmation, missing reference and travelled farther', async () => {
      const car = await create();
      const set = (overrides: Partial<fleetV1.SetOdometerRequest>, token = a.admin.token) =>
        fleet.vehicles.setOdometer(odometerRequest(car.id, overrides), as(token));
      expect(await codeOf(set({ valueKm: 1_500_001, confirmedHigh: true }))).toBe('ODOMETER_TOO_LARGE');
      expect(await codeOf(set({ valueKm: -5 }))).toBe('ONLY_DIGITS');
      const unconfirmed = await failureOf(set({ valueKm: 950_000 }));
      expect([unconfirmed.codeName, unconfirmed.details.reason]).toEqual([
        'MISFORMATTED_FIELDS',
        'CONFIRMATION_REQUIRED',
      ]);
      const now = Date.now();
      expect(await codeOf(set({ valueKm: 1000, applyRetroactive: true, recordedTimeMs: now - 10 * DAY }))).toBe(
        'NO_ODOMETER_REFERENCE',
      );

      const calibrated = await call(set({ valueKm: 20_000 }));
      expect(calibrated.odometer).toMatchObject({ valueKm: 20_000, applyRetroactive: false });
      expect(calibrated.state?.odometer).toBe(20_000);
      // Retroactive before the only reference: none; after it: must not exceed a later reading.
      expect(await codeOf(set({ valueKm: 10_000, applyRetroactive: true, recordedTimeMs: now - DAY }))).toBe(
        'NO_ODOMETER_REFERENCE',
      );
      const forced = await call(
        set({ valueKm: 10_000, applyRetroactive: true, recordedTimeMs: now - 5 * DAY, forced: true }, root.token),
      );
      expect(forced.odometer?.valueKm).toBe(20_000);
      expect(await codeOf(set({ valueKm: 30_000, applyRetroactive: true, recordedTimeMs: now - DAY }))).toBe(
        'VEHICLE_TRAVELLED_FARTHER',
      );
      expect(await codeOf(set({ valueKm: 15_000, applyRetroactive: true, recordedTimeMs: now - DAY }))).toBe('OK');
      expect(await codeOf(set({ valueKm: 12_000, forced: true }))).toBe('ROOT_REQUIRED');
      expect((await call(set({ valueKm: 960_000, confirmedHigh: true }))).odometer?.valueKm).toBe(960_000);
    });
  });

  describe('service entries and update frequency', () => {
    it('validates entries and stores the latest service date as end of day in Stockholm', async () => {
      const car = await create();
      const entry: fleetV1.ServiceEntry = {
        id: '',
        name: 'Oljebyte',
        serviceAfterKm: 15_000,
        latestServiceTsMs: Date.parse('2025-03-30T10:00:00Z'),
        leadDistKm: 1000,
        bothThresholdsRequired: true,
      };
      const updated = await call(
        fleet.vehicles.updateVehicle({ id: car.id, settings: { vehicleService: { new: entry } } }, as(a.admin.token)),
      );
      const stored = Object.values(updated.settings?.vehicleService ?? {});
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        id: 'new',
        name: 'Oljebyte',
        serviceAfterKm: 15_000,
        leadDistKm: 1000,
        bothThresholdsRequired: false,
      });
      expect(new Date(stored[0].latestServiceTsMs).toISOString()).toBe('2025-03-30T21:59:59.999Z');

      /** Saves `entry` changed by `change` as the vehicle's only service entry. */
      const saveChanged = (change: Partial<fleetV1.ServiceEntry>) =>
        fleet.vehicles.updateVehicle(
          { id: car.id, settings: { vehicleService: { x: { ...entry, ...change } } } },
          as(a.admin.token),
        );
      const missingInterval = await failureOf(saveChanged({ serviceAfterKm: undefined, leadDistKm: undefined }));
      expect([missingInterval.codeName, missingInterval.message]).toEqual([
        'MISSING_FIELDS',
        'Minst ett intervall måste anges (km eller månader)',
      ]);
      expect(await codeOf(saveChanged({ leadTimeWeeks: 2 }))).toBe('MISFORMATTED_FIELDS');
      expect(await codeOf(saveChanged({ serviceAfterMonths: 241 }))).toBe('MISFORMATTED_FIELDS');
      expect(await codeOf(saveChanged({ name: '' }))).toBe('MISSING_FIELDS');
    });

    it('stores the selected update frequency with the battery-warning rule', async () => {
      const tracker = await create({ category: 'TRACKER', displayName: 'Tracker' });
      const freq = (hours: number, ack: boolean) =>
        fleet.vehicles.setResponseFrequency(
          { id: tracker.id, hours, batteryWarningAcknowledged: ack },
          as(a.admin.token),
        );
      expect(await codeOf(freq(3, false))).toBe('MISFORMATTED_FIELDS');
      expect(await codeOf(freq(5, true))).toBe('MISFORMATTED_FIELDS');
      expect((await call(freq(3, true))).selectedResponseFrequency).toBe(3);
      expect((await call(freq(12, false))).selectedResponseFrequency).toBe(12);
    });
  });

  it('publishes VehicleChanged after each committed write, including archive and delete', async () => {
    const car = await create({ registry: uniqueRegistry() });
    await call(fleet.vehicles.archiveVehicle({ id: car.id }, as(a.admin.token)));
    await call(fleet.vehicles.deleteVehicle({ id: car.id }, as(root.token)));
    const key = String(car.id);
    const created = await events.waitFor(
      (e) => e.key === key && e.message.vehicle?.isArchived === false && !e.message.deleted,
    );
    expect(created.vehicle).toMatchObject({ id: car.id, registry: car.registry, organizationId: a.organizationId });
    await events.waitFor((e) => e.key === key && e.message.vehicle?.isArchived === true && !e.message.deleted);
    const deleted = await events.waitFor((e) => e.key === key && e.message.deleted);
    expect(deleted.vehicle?.id).toBe(car.id);
    // A refused write publishes nothing.
    const before = events.received.filter((e) => e.key === key).length;
    await codeOf(fleet.vehicles.updateVehicle({ id: car.id, displayName: 'x' }, as(a.admin.token)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events.received.filter((e) => e.key === key)).toHaveLength(before);
  });

  describe('toll settings (spec 04: exempt vehicles, infrastructure fee class)', () => {
    const orm = useFleetOrm(fleet);
    const stored = async (id: number) =>
      (await orm.em
        .fork()
        .getConnection()
        .execute(`select "toll_exempt", "toll_class" from "fleet"."vehicles" where "id" = ?`, [id])) as Array<{
        toll_exempt: boolean;
        toll_class: string;
      }>;

    it('defaults to not exempt and car, and stores, returns and publishes what an admin or ROOT sets', async () => {
      const car = await create({ registry: uniqueRegistry(), permittedDrivers: [a.driver.userId] });
      expect(car).toMatchObject({ tollExempt: false, tollClass: 'car' });
      expect(await stored(car.id)).toEqual([{ toll_exempt: false, toll_class: 'car' }]);

      const updated = await call(
        fleet.vehicles.updateVehicle(
          { id: car.id, details: { tollExempt: true, tollClass: 'heavy' } },
          as(a.admin.token),
        ),
      );
      expect(updated).toMatchObject({ tollExempt: true, tollClass: 'heavy' });
      expect(await stored(car.id)).toEqual([{ toll_exempt: true, toll_class: 'heavy' }]);
      // Other updates leave them alone; the read and the list path (plain SQL) return them.
      await call(fleet.vehicles.updateVehicle({ id: car.id, displayName: 'Lastbil' }, as(a.admin.token)));
      expect(await call(fleet.vehicles.getVehicle({ id: car.id }, as(a.driver.token)))).toMatchObject({
        tollExempt: true,
        tollClass: 'heavy',
      });
      const listed = (await call(fleet.vehicles.listVehicles({ showArchived: false }, as(a.admin.token)))).vehicles;
      expect(listed.find((vehicle) => vehicle.id === car.id)).toMatchObject({ tollExempt: true, tollClass: 'heavy' });
      // VehicleChanged carries the full vehicle, the toll settings with it.
      const changed = await events.waitFor(
        (e) => e.key === String(car.id) && e.message.vehicle?.tollExempt === true && !e.message.deleted,
      );
      expect(changed.vehicle).toMatchObject({ id: car.id, tollExempt: true, tollClass: 'heavy' });

      const byRoot = await call(
        fleet.vehicles.updateVehicle({ id: car.id, details: { tollExempt: false, tollClass: 'CAR' } }, as(root.token)),
      );
      expect(byRoot).toMatchObject({ tollExempt: false, tollClass: 'car' });
      await events.waitFor(
        (e) =>
          e.key === String(car.id) &&
          e.message.vehicle?.tollExempt === false &&
          e.message.vehicle.tollClass === 'car' &&
          e.message.vehicle.displayName === 'Lastbil',
      );
    });

    it('takes them on create', async () => {
      const truck = await create({ registry: uniqueRegistry(), details: { tollExempt: true, tollClass: 'heavy' } });
      expect(truck).toMatchObject({ tollExempt: true, tollClass: 'heavy' });
      expect(await stored(truck.id)).toEqual([{ toll_exempt: true, toll_class: 'heavy' }]);
    });

    it('refuses a driver (ROOT_OR_ADMIN_REQUIRED) and leaves the settings as they were', async () => {
      const car = await create({ registry: uniqueRegistry(), permittedDrivers: [a.driver.userId] });
      for (const details of [{ tollExempt: true }, { tollClass: 'heavy' }]) {
        expect(await codeOf(fleet.vehicles.updateVehicle({ id: car.id, details }, as(a.driver.token)))).toBe(
          'ROOT_OR_ADMIN_REQUIRED',
        );
      }
      // Another organisation's admin does not see the vehicle at all.
      expect(
        await codeOf(
          fleet.vehicles.updateVehicle({ id: car.id, details: { tollExempt: true } }, as(other.admin.token)),
        ),
      ).not.toBe('OK');
      expect(await stored(car.id)).toEqual([{ toll_exempt: false, toll_class: 'car' }]);
    });

    it('refuses an unknown class with MISFORMATTED_FIELDS on create and update, never storing it', async () => {
      const car = await create({ registry: uniqueRegistry() });
      for (const tollClass of ['bus', '', 'heavy truck']) {
        const failure = await failureOf(
          fleet.vehicles.updateVehicle({ id: car.id, details: { tollClass } }, as(a.admin.token)),
        );
        expect([failure.codeName, failure.details.field]).toEqual(['MISFORMATTED_FIELDS', 'tollClass']);
      }
      expect(
        await codeOf(
          fleet.vehicles.createVehicle(vehicleRequest({ details: { tollClass: 'lorry' } }), as(a.admin.token)),
        ),
      ).toBe('MISFORMATTED_FIELDS');
      expect(await stored(car.id)).toEqual([{ toll_exempt: false, toll_class: 'car' }]);
      // The database refuses one too (the check constraint).
      await expect(
        orm.em
          .fork()
          .getConnection()
          .execute(`update "fleet"."vehicles" set "toll_class" = 'bus' where "id" = ?`, [car.id]),
      ).rejects.toThrow(/vehicles_toll_class_check/);
    });
  });

  it("publishes the vehicle's odometer calibrations by reading time (the journal's trips follow them)", async () => {
    const car = await create({ registry: uniqueRegistry() });
    await call(fleet.vehicles.setOdometer(odometerRequest(car.id, { valueKm: 1_000 }), as(a.admin.token)));
    // After the first reading (fleet timed it before it answered; the same clock) and before the second call: a time
    // taken before the first call could precede the first reading on a busy machine, and have no reference.
    const retroMs = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await call(
      fleet.vehicles.setOdometer(
        odometerRequest(car.id, { valueKm: 1_001, applyRetroactive: true, recordedTimeMs: retroMs }),
        as(a.admin.token),
      ),
    );
    const event = await events.waitFor(
      (e) => e.key === String(car.id) && (e.message.odometerReadings ?? []).length === 2,
    );
    const readings = event.odometerReadings ?? [];
    expect(readings.map((reading) => [reading.valueKm, reading.applyRetroactive])).toEqual([
      [1_000, false],
      [1_001, true],
    ]);
    expect(Number(readings[1].recordedTimeMs)).toBe(retroMs);
    expect(Number(readings[0].readingId)).toBeGreaterThan(0);
  });
});
